// @ts-check
/**
 * The worked example is a TypeScript SDK (js/examples/web-sdk): compiled with tsc into ES modules, its adapter
 * imports the build. The runner reports exactly its three PORT MISTAKEs; its known-divergence list turns them
 * into a passing gate; its names (GeoPoint, MarkerState, CircleState, PolylineState) and the harness's never meet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as harness from '../src/index.js';
import { CORPUS, REPO } from '../test-support/helpers.js';

const SDK = join(REPO, 'js', 'examples', 'web-sdk');

/** @param {string[]} args */
function tsc(args) {
  const result = spawnSync('tsc', args, { cwd: SDK, encoding: 'utf8' });
  if (result.error) throw new Error(`tsc cannot run (${result.error.message}): run tools/setup, which installs TypeScript`);
  return result;
}

const built = tsc(['-p', 'tsconfig.json']);
const { subject, NOT_RUN } = await import(pathToFileURL(join(SDK, 'parity', 'adapter.js')).href);
const knownDivergences = JSON.parse(readFileSync(join(SDK, 'parity', 'known-divergences.json'), 'utf8')).entries;

test('tsc builds the SDK into ES modules with declarations', () => {
  assert.equal(built.status, 0, `${built.stdout}${built.stderr}`);
  const declarations = readFileSync(join(SDK, 'build', 'index.d.ts'), 'utf8') + ['GeoPoint', 'MarkerState', 'CircleState', 'PolylineState']
    .map((name) => readFileSync(join(SDK, 'build', `${name}.d.ts`), 'utf8')).join('\n');
  for (const type of ['GeoPoint', 'MarkerState', 'CircleState', 'PolylineState']) {
    assert.match(declarations, new RegExp(`export interface ${type} `), `the SDK declares ${type}`);
  }
  assert.match(readFileSync(join(SDK, 'build', 'GeoPoint.js'), 'utf8'), /^export function createGeoPoint/m, 'ES module output');
});

test('the runner reports exactly the SDK\'s three port mistakes, at their fields', () => {
  const report = harness.check(CORPUS, subject, { allowNotRun: NOT_RUN });
  assert.equal(report.exitCode, 1);
  /** @type {{[key: string]: string[]}} */
  const diverging = {};
  for (const result of report.results) {
    if (result.outcome.label === 'passed' || result.outcome.label === 'not-portable') continue;
    assert.equal(result.outcome.label, 'diverged', `${result.suite}/${result.id}: ${JSON.stringify(result.outcome)}`);
    const fields = /** @type {any} */ (result.outcome).divergences.map((/** @type {any} */ d) => d.field).join(',');
    (diverging[`${result.suite} ${fields}`] ??= []).push(result.id);
  }
  const cases = (/** @type {string} */ suite) => /** @type {any} */ (report.suites.find((s) => s.suite === suite)).cases;
  assert.deepEqual(Object.keys(diverging).sort(), ['circle.hash /hash', 'geoPoint.isValid /valid', 'marker.hash /hash']);
  assert.equal(diverging['circle.hash /hash'].length, cases('circle.hash'), 'Booleans hashed as 1/0: every circle hash');
  assert.equal(diverging['marker.hash /hash'].length, cases('marker.hash'), 'the altitude left out: every marker hash');
  assert.deepEqual(diverging['geoPoint.isValid /valid'].sort(), ['nan', 'random-0136'], 'NaN called valid');
  assert.ok(report.total.passed > 3000, `${report.total.passed} passed`);
  assert.equal(report.total.notPortable, 12, 'animated markers are not asked');
});

test('with its known-divergence list the gate passes, and a fixed mistake makes an entry stale', () => {
  const report = harness.check(CORPUS, subject, { allowNotRun: NOT_RUN, knownDivergences });
  assert.equal(report.exitCode, 0, harness.textReport(report, { quiet: true }));
  assert.equal(report.total.known, report.results.filter((r) => r.outcome.label === 'known-divergence').length);
  const fixed = { ...subject, suites: { ...subject.suites, 'geoPoint.isValid': (/** @type {any} */ p) => ({ valid: p.lat >= -90 && p.lat <= 90 && p.lng >= -180 && p.lng <= 180 }) } };
  const stale = harness.check(CORPUS, fixed, { allowNotRun: NOT_RUN, knownDivergences });
  assert.equal(stale.exitCode, 2);
  assert.match(stale.runErrors.join('\n'), /geoPoint\.isValid\/nan \[web\] matches no diverging case/);
});

test('no name of the harness meets a name of the SDK, and the adapter type-checks against the build', async () => {
  const sdk = await import(pathToFileURL(join(SDK, 'build', 'index.js')).href);
  const clashes = Object.keys(harness).filter((name) => name in sdk);
  assert.deepEqual(clashes, []);
  assert.ok('createGeoPoint' in sdk && 'createCircleState' in sdk && 'check' in harness && 'NotPortable' in harness);
  const options = ['--noEmit', '--allowJs', '--checkJs', '--strict', '--target', 'ES2020', '--module', 'ES2020', '--moduleResolution', 'node'];
  const checked = tsc([...options, join('parity', 'adapter.js')]);
  assert.equal(checked.status, 0, `${checked.stdout}${checked.stderr}`);
  // The type check can fail: an adapter that hands the SDK a string latitude is refused.
  const probe = mkdtempSync(join(tmpdir(), 'web-sdk-adapter-'));
  mkdirSync(join(probe, 'parity'));
  symlinkSync(join(SDK, 'build'), join(probe, 'build'));
  const adapter = readFileSync(join(SDK, 'parity', 'adapter.js'), 'utf8');
  writeFileSync(join(probe, 'parity', 'adapter.js'), adapter.replace('latitude: point.lat,', 'latitude: String(point.lat),'));
  const refused = tsc([...options, join(probe, 'parity', 'adapter.js')]);
  assert.notEqual(refused.status, 0);
  assert.match(refused.stdout, /Type 'string' is not assignable to type 'number'/);
});
