import { floorMod } from '@example-sdk/floor-mod';
import { combineHash, hashLong, toLong } from './javaHash';

/** A position in degrees (WGS84) with an altitude in meters. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
  readonly altitude: number;
  isValid(): boolean;
  /** Latitude clamped to the poles, longitude brought into [-180, 180). */
  normalize(): GeoPoint;
  /** Past a pole: over it, to the other side of the globe. */
  wrap(): GeoPoint;
  /** Equal within 1e-7 degrees (and meters) on each axis. */
  equals(other: GeoPoint): boolean;
  hashCode(): number;
}

export interface GeoPointParams {
  latitude: number;
  longitude: number;
  altitude?: number;
}

const EQUALITY_TOLERANCE = 1e-7;

/** Longitude into [-180, 180). */
export function normalizeLongitude(longitude: number): number {
  // floorMod, not %: JavaScript's % keeps the dividend's sign, so a longitude below -180 would stay below it.
  return floorMod(longitude + 180, 360) - 180;
}

export function createGeoPoint({ latitude, longitude, altitude = 0 }: GeoPointParams): GeoPoint {
  const point: GeoPoint = {
    latitude,
    longitude,
    altitude,
    // PORT MISTAKE: written as "not out of range", so NaN, which compares false with everything, is valid;
    // Android asks for each coordinate to be inside its range.
    isValid: () => !(latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180),
    normalize: () => createGeoPoint({
      latitude: Math.min(90, Math.max(-90, latitude)),
      longitude: normalizeLongitude(longitude),
      altitude,
    }),
    wrap: () => {
      if (latitude > 90) return createGeoPoint({ latitude: -90 + (latitude - 90), longitude: normalizeLongitude(longitude + 180), altitude });
      if (latitude < -90) return createGeoPoint({ latitude: 90 - (-90 - latitude), longitude: normalizeLongitude(longitude + 180), altitude });
      return createGeoPoint({ latitude, longitude: normalizeLongitude(longitude), altitude });
    },
    equals: (other) => Math.abs(latitude - other.latitude) < EQUALITY_TOLERANCE
      && Math.abs(longitude - other.longitude) < EQUALITY_TOLERANCE
      && Math.abs(altitude - other.altitude) < EQUALITY_TOLERANCE,
    hashCode: () => {
      const e7 = (degrees: number) => hashLong(toLong(degrees * 1e7));
      return combineHash(combineHash(e7(latitude), e7(longitude)), e7(altitude));
    },
  };
  return point;
}
