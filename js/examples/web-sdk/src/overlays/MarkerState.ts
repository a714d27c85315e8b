import { GeoPoint } from '../GeoPoint';
import { Serializable, hashExtra } from '../Serializable';
import { combineHash, hashBoolean, hashDouble } from '../javaHash';

export type MarkerAnimation = 'Drop' | 'Bounce';

export interface MarkerState {
  /** The given ID, or one derived from the marker's fields. */
  readonly id: string;
  readonly position: GeoPoint;
  readonly extra: Serializable | null;
  /** The icon's own hash, or null without an icon. */
  readonly icon: number | null;
  readonly clickable: boolean;
  readonly draggable: boolean;
  readonly zIndex: number | null;
  readonly animation: MarkerAnimation | null;
  hashCode(): number;
}

export interface MarkerStateParams {
  position: GeoPoint;
  id?: string | null;
  extra?: Serializable | null;
  icon?: number | null;
  clickable?: boolean;
  draggable?: boolean;
  zIndex?: number | null;
  animation?: MarkerAnimation | null;
}

export class MarkerAnimationNotPortable extends Error {}

export function createMarkerState(params: MarkerStateParams): MarkerState {
  const { position, extra = null, icon = null, clickable = true, draggable = false, zIndex = null, animation = null } = params;
  const autoId = (): string => {
    // An animation's hash on Android is an enum's identity hash: no port can know it.
    if (animation !== null) throw new MarkerAnimationNotPortable('a marker with an animation has no portable auto ID');
    const fields = [hashExtra(extra), icon ?? 0, hashBoolean(clickable), hashBoolean(draggable), 0];
    return String(fields.reduce(combineHash, position.hashCode()));
  };
  return {
    // Asked for, not computed up front: a marker with an animation still has a hash.
    get id() { return params.id ?? autoId(); },
    position, extra, icon, clickable, draggable, zIndex, animation,
    hashCode: () => [
      // PORT MISTAKE: the altitude is left out (a web map draws markers flat); Android's hash has it after the
      // longitude, so every marker's hash differs.
      hashBoolean(clickable), hashBoolean(draggable), hashDouble(position.latitude), hashDouble(position.longitude),
      icon ?? 0, zIndex ?? 0,
    ].reduce(combineHash, hashExtra(extra)),
  };
}
