// @ts-check
/** Shared test fixtures: the committed corpus, scratch vector folders, and the CLI run in-process. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/cli.js';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORPUS = join(REPO, 'vectors');

/** Suites the JS core does not implement (the geodesic, route, zoom, region, projection and path-cut contracts), in any order. */
export const NOT_IN_CORE = [
  'bounds.radius', 'geodesic.distance', 'geodesic.interpolatePoints', 'hitTest.closestIntersection',
  'hitTest.geodesicSegment', 'hitTest.linearSegment', 'region.radius', 'route.cumulativeDistance',
  'route.distanceMarkers', 'route.pointAtDistance', 'spherical.distance', 'spherical.heading', 'spherical.linearInterpolate', 'spherical.metersPerPixel',
  'spherical.sphericalInterpolate', 'zoom.interval',
  'projection.webMercator', 'geocell.hexId', 'zIndex.calculate',
  'geoPoint.toUrlValue', 'bounds.contains', 'bounds.centerAndSpan', 'bounds.toUrlValue', 'bounds.extend',
  'bounds.union', 'bounds.expandedByDegrees', 'kotlin.minMax', 'kotlin.coerceIn',
  'densify.linear', 'meridian.interpolateLinear', 'meridian.interpolateGeodesic', 'meridian.oppositePoint',
  'meridian.split',
  'hitTest.order',
];

/** A scratch folder holding the given files (relative path → content). @param {{[path: string]: string}} files */
export function scratchVectors(files) {
  const root = mkdtempSync(join(tmpdir(), 'parity-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** One vector file's text. @param {string} suite @param {unknown[]} cases @param {object} [extra] */
export function vectorFile(suite, cases, extra = {}) {
  return JSON.stringify({ format: 'parity-vectors/1', suite, description: 'test', source: { generator: 'test', version: '1' }, ...extra, cases }, null, 1);
}

/** Runs the CLI in-process. @param {string[]} args */
export async function cli(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (text) => { stdout += text; }, stderr: (text) => { stderr += text; } });
  return { code, stdout, stderr };
}
