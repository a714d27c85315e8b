// @ts-check
/**
 * A stand-in for a web SDK's own code: a GeoPoint class with the Android-compatible hashCode. It delegates to
 * the harness's JS core so the example stays small; a real SDK adapts its own classes the same way.
 */
import { geoPointHash, geoPointEquals } from '../../../core/geo-point.js';

export class GeoPoint {
  /** @param {number} latitude @param {number} longitude @param {number} [altitude] */
  constructor(latitude, longitude, altitude = 0) {
    this.latitude = latitude;
    this.longitude = longitude;
    this.altitude = altitude;
  }

  hashCode() { return geoPointHash({ lat: this.latitude, lng: this.longitude, alt: this.altitude }); }

  /** @param {GeoPoint} other */
  equals(other) {
    return geoPointEquals({ lat: this.latitude, lng: this.longitude, alt: this.altitude }, { lat: other.latitude, lng: other.longitude, alt: other.altitude });
  }
}
