// @ts-check
/**
 * Raster layer and ground image IDs, hash codes and fingerprints, and the camera position hash
 * (docs/contracts.md §24–§26). Where Android folds an identity hash (the TileScheme enum of a UrlTemplate source,
 * a ground image's bounds and Drawable, a camera's paddings or visible region) the answer is NotPortable.
 */
import { booleanHash, doubleHash, floatHash, h31, javaValueHash, stringHash } from './java-hash.js';
import { geoPointHash } from './geo-point.js';
import { NotPortable } from '../src/subject.js';
import { atLeast } from '../src/revisions.js';

const TILE_SCHEME = "UrlTemplate's scheme is a Kotlin enum (TileScheme): its hashCode() is an identity hash";
const GROUND_IMAGE = 'GroundImageState folds in the identity hashes of its bounds (GeoRectBounds has no hashCode()) and its Drawable';
const CAMERA = 'MapCameraPosition.hashCode() folds in the identity hash of its paddings or visible region';

/** A one-String data class hashes as its String; a UrlTemplate holds an enum. @param {any} source */
const sourceHash = (source) => ('urlTemplate' in source ? null : stringHash(source.tileJson ?? source.arcGisService));

/** A java.util.Map hash: the Int sum of name ^ value over the entries. @param {[string, string][] | null} headers */
const headersHash = (headers) => (headers ?? []).reduce((sum, [name, value]) => (sum + (stringHash(name) ^ stringHash(value))) | 0, 0);

/** @param {any} r */
export function rasterID(r) {
  if (r.id !== null) return r.id;
  const source = sourceHash(r.source);
  if (source === null) return new NotPortable(TILE_SCHEME);
  return String(h31(0, [source, floatHash(r.opacity), booleanHash(r.visible), booleanHash(r.debug), headersHash(r.extraHeaders)]));
}

/** RasterLayerState's default `userAgent` from 1569cc5 on (until then null); its String hash is -1521753303. */
export const DEFAULT_USER_AGENT = 'MapConductor/RasterLayerAgent(https://mapconductor.com)';

/** The hash of the state's user agent: an absent (null) one is null (0) until 221a949+clickable, the default agent from 1569cc5 on. @param {any} r @param {string} revision */
const userAgentHash = (r, revision) => {
  const agent = r.userAgent ?? (atLeast(revision, '1569cc5') ? DEFAULT_USER_AGENT : null);
  return agent === null ? 0 : stringHash(agent);
};

/** @param {any} r @param {string} revision */
export function rasterHash(r, revision) {
  const source = sourceHash(r.source);
  if (source === null) return new NotPortable(TILE_SCHEME);
  return h31(source, [
    floatHash(r.opacity), booleanHash(r.visible), r.zIndex, booleanHash(r.debug), headersHash(r.extraHeaders),
    userAgentHash(r, revision),
  ]);
}

/** @param {any} r @param {string} revision */
export function rasterFingerprint(r, revision) {
  const id = rasterID(r);
  const source = sourceHash(r.source);
  if (typeof id !== 'string' || source === null) return new NotPortable(TILE_SCHEME);
  return {
    id: stringHash(id), source, opacity: floatHash(r.opacity), visible: booleanHash(r.visible), zIndex: r.zIndex,
    userAgent: userAgentHash(r, revision), debug: booleanHash(r.debug), extra: headersHash(r.extraHeaders),
  };
}

/** @param {any} g */
export const groundImageID = (g) => (g.id !== null ? g.id : new NotPortable(GROUND_IMAGE));

/** The fingerprint's portable fields (bounds and image are identity hashes). @param {any} g */
export function groundImageFingerprint(g) {
  if (g.id === null) return new NotPortable(GROUND_IMAGE);
  return { id: stringHash(g.id), opacity: floatHash(g.opacity), tileSize: g.tileSize, extra: javaValueHash(g.extra) };
}

/** @param {any} c */
export function cameraHash(c) {
  if (c.hasPaddings || c.hasVisibleRegion) return new NotPortable(CAMERA);
  return h31(geoPointHash(c.position), [doubleHash(c.zoom), doubleHash(c.bearing), doubleHash(c.tilt), 0, 0]);
}
