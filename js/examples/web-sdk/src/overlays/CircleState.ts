import { GeoPoint } from '../GeoPoint';
import { Serializable, hashExtra } from '../Serializable';
import { combineHash, hashBoolean, hashDouble, hashFloat } from '../javaHash';

export interface CircleState {
  readonly id: string;
  readonly center: GeoPoint;
  readonly radiusMeters: number;
  readonly clickable: boolean;
  readonly geodesic: boolean;
  /** ARGB colors as Ints. */
  readonly strokeColor: number;
  /** In dp, a Float on Android. */
  readonly strokeWidth: number;
  readonly fillColor: number;
  readonly zIndex: number | null;
  readonly extra: Serializable | null;
  hashCode(): number;
}

export interface CircleStateParams {
  center: GeoPoint;
  radiusMeters: number;
  id?: string | null;
  clickable?: boolean;
  geodesic?: boolean;
  strokeColor?: number;
  strokeWidth?: number;
  fillColor?: number;
  zIndex?: number | null;
  extra?: Serializable | null;
}

export function createCircleState(params: CircleStateParams): CircleState {
  const {
    center, radiusMeters, clickable = true, geodesic = true, strokeColor = -65536, strokeWidth = 1,
    fillColor = 0x7fffffff, zIndex = null, extra = null,
  } = params;
  const autoId = () => String([
    hashDouble(radiusMeters), hashBoolean(clickable), hashBoolean(geodesic), hashExtra(extra), strokeColor,
    hashFloat(strokeWidth), fillColor, zIndex ?? 0,
  ].reduce(combineHash, center.hashCode()));
  return {
    id: params.id ?? autoId(),
    center, radiusMeters, clickable, geodesic, strokeColor, strokeWidth, fillColor, zIndex, extra,
    hashCode: () => [
      // PORT MISTAKE: the flags hash as 1 and 0; a Kotlin Boolean hashes as 1231 and 1237 (hashBoolean).
      center.hashCode(), Number(clickable), Number(geodesic), hashDouble(radiusMeters), strokeColor,
      hashFloat(strokeWidth), fillColor, zIndex ?? 0,
    ].reduce(combineHash, hashExtra(extra)),
  };
}
