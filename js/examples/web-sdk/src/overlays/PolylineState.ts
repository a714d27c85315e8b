import { GeoPoint } from '../GeoPoint';
import { Serializable, hashExtra } from '../Serializable';
import { combineHash, hashBoolean, hashFloat } from '../javaHash';

export interface PolylineState {
  readonly id: string;
  readonly points: readonly GeoPoint[];
  readonly strokeColor: number;
  readonly strokeWidth: number;
  readonly geodesic: boolean;
  readonly clickable: boolean;
  readonly zIndex: number;
  readonly extra: Serializable | null;
}

export interface PolylineStateParams {
  points: readonly GeoPoint[];
  id?: string | null;
  strokeColor?: number;
  strokeWidth?: number;
  geodesic?: boolean;
  clickable?: boolean;
  zIndex?: number;
  extra?: Serializable | null;
}

/** The auto ID of android-sdk-core 07e614f, which hashes `clickable` too. */
export function createPolylineState(params: PolylineStateParams): PolylineState {
  const { points, strokeColor = -16777216, strokeWidth = 1, geodesic = false, clickable = true, zIndex = 0, extra = null } = params;
  const autoId = () => {
    const pointsHash = points.map((point) => point.hashCode()).reduce(combineHash, 0);
    return String([strokeColor, hashFloat(strokeWidth), hashBoolean(geodesic), hashBoolean(clickable), hashExtra(extra)].reduce(combineHash, pointsHash));
  };
  return { id: params.id ?? autoId(), points, strokeColor, strokeWidth, geodesic, clickable, zIndex, extra };
}
