// @ts-check
/**
 * The worked example is a TypeScript SDK (js/examples/web-sdk) built as a bundler-built SDK is: extensionless and
 * folder imports, a tsconfig that extends a base, an npm dependency (vendored, installed with `npm ci` offline).
 * tsc's output is loaded as it is, through the runner's resolution hook; its adapter imports the build. The runner reports exactly its three PORT MISTAKEs; its known-divergence list turns them
 * into a passing gate; the web fuzzer, against the live JVM oracle, finds each of them with a fixed seed within 100
 * inputs a suite and writes it, shrunk, as a vector case; its names (GeoPoint, MarkerState, CircleState, PolylineState) and the harness's never meet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as harness from '../src/index.js';
import { CORPUS, REPO, cli } from '../test-support/helpers.js';
import { coreSubject } from '../core/index.js';
import { corpusInputs, fuzz, writeFindings } from '../src/fuzz.js';
import { Oracle } from '../src/fuzz-oracle.js';
import { valueJson } from '../src/fuzz-inputs.js';
import { complexity, simpler } from '../src/fuzz-shrink.js';

const SDK = join(REPO, 'js', 'examples', 'web-sdk');

/** @param {string[]} args */
function tsc(args) {
  const result = spawnSync('tsc', args, { cwd: SDK, encoding: 'utf8' });
  if (result.error) throw new Error(`tsc cannot run (${result.error.message}): run tools/setup, which installs TypeScript`);
  return result;
}

/** `npm ci` in `folder`, offline (there is no registry here; the example's one dependency is a local package). @param {string} folder */
function npmCi(folder) {
  const result = spawnSync('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: folder, encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`npm ci failed in ${folder}: ${result.error?.message ?? ''}${result.stdout}${result.stderr}`);
}

npmCi(SDK);
const built = tsc(['-p', 'tsconfig.json']);
// The build keeps its imports as tsc wrote them (`from './overlays'`): this process loads it through the hook too.
harness.registerBundlerResolution();
const { subject, NOT_RUN } = await import(pathToFileURL(join(SDK, 'parity', 'adapter.js')).href);
const knownDivergences = JSON.parse(readFileSync(join(SDK, 'parity', 'known-divergences.json'), 'utf8')).entries;

test('tsc builds the SDK into ES modules with declarations, its imports as written', () => {
  assert.equal(built.status, 0, `${built.stdout}${built.stderr}`);
  const declarations = readFileSync(join(SDK, 'build', 'index.d.ts'), 'utf8') + ['GeoPoint', 'overlays/MarkerState', 'overlays/CircleState', 'overlays/PolylineState']
    .map((name) => readFileSync(join(SDK, 'build', `${name}.d.ts`), 'utf8')).join('\n');
  for (const type of ['GeoPoint', 'MarkerState', 'CircleState', 'PolylineState']) {
    assert.match(declarations, new RegExp(`export interface ${type} `), `the SDK declares ${type}`);
  }
  const geoPoint = readFileSync(join(SDK, 'build', 'GeoPoint.js'), 'utf8');
  assert.match(geoPoint, /^export function createGeoPoint/m, 'ES module output');
  // What makes it a bundler-style build, kept by tsc and not rewritten: an extensionless import, a folder import,
  // and a package from node_modules.
  assert.match(readFileSync(join(SDK, 'build', 'index.js'), 'utf8'), /^export \* from '\.\/overlays';$/m);
  assert.match(readFileSync(join(SDK, 'build', 'overlays', 'CircleState.js'), 'utf8'), /^import \{ hashExtra \} from '\.\.\/Serializable';$/m);
  assert.match(geoPoint, /^import \{ floorMod \} from '@example-sdk\/floor-mod';$/m);
  assert.match(readFileSync(join(SDK, 'tsconfig.json'), 'utf8'), /"extends": "\.\/tsconfig\.base\.json"/);
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
  assert.match(stale.runErrors.join('\n'), /known divergence geoPoint\.isValid\/nan \[web\] \(entry 3 of the list\) lists geoPoint\.isValid\/nan, which now passes; remove the entry/);
});

test('its failures are three causes, each with its smallest case; a baseline of them passes the next run, and a new mistake fails it in one new group', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'web-sdk-baseline-'));
  const baseline = join(folder, 'baseline.json');
  const json = join(folder, 'report.json');
  const adapter = join(SDK, 'parity', 'adapter.js');
  const allow = ['--allow-not-run', NOT_RUN.join(',')];
  const first = await cli([CORPUS, '--subject-module', adapter, ...allow, '--quiet', '--json-report', json,
    '--write-known-divergences', baseline, '--expires', '2099-12-31', '--issue', 'https://example.invalid/example-web-sdk/issues/9']);
  assert.equal(first.code, 1, first.stderr);
  // The counts follow the corpus (a new Android revision may add cases); the causes and their representatives do not.
  const report = JSON.parse(readFileSync(json, 'utf8'));
  assert.deepEqual(report.groups.map((/** @type {any} */ g) => [g.cause, g.count, g.representative]), [
    ['circle.hash: diverged at /hash (number)', 198, 'circle.hash/center-one-degree'],
    ['marker.hash: diverged at /hash (number)', 191, 'marker.hash/position-one-degree'],
    ['geoPoint.isValid: diverged at /valid (boolean)', 2, 'geoPoint.isValid/nan'],
  ]);
  assert.match(first.stdout, /\nCAUSES: 391 cases that did not pass, in 3 groups, the largest first\n/);
  assert.match(first.stderr, /wrote 3 known-divergence entries for 3 cause groups to .*baseline\.json \(they expire on 2099-12-31\)/);
  const entries = JSON.parse(readFileSync(baseline, 'utf8')).entries;
  assert.deepEqual(entries.map((/** @type {any} */ e) => [e.pattern, e.outcome, e.field, e.platform]), [
    ['circle.hash/*', 'diverged', ['/hash'], 'web'], ['marker.hash/*', 'diverged', ['/hash'], 'web'], ['geoPoint.isValid/*', 'diverged', ['/valid'], 'web'],
  ]);

  const next = await cli([CORPUS, '--subject-module', adapter, ...allow, '--quiet', '--known-divergences', baseline]);
  assert.equal(next.code, 0, next.stdout);
  assert.match(next.stdout, /PASS: [0-9]+ passed, 0 diverged, 12 not portable, 391 known, 0 errors/);

  // A new port mistake in a copy of the SDK: normalize clamps the latitude at 89 degrees south.
  const planted = join(folder, 'sdk');
  for (const part of ['src', 'parity', 'vendor', 'tsconfig.json', 'tsconfig.base.json', 'package.json', 'package-lock.json']) cpSync(join(SDK, part), join(planted, part), { recursive: true });
  npmCi(planted);
  const source = join(planted, 'src', 'GeoPoint.ts');
  const text = readFileSync(source, 'utf8');
  assert.ok(text.includes('Math.max(-90, latitude)'));
  writeFileSync(source, text.replace('Math.max(-90, latitude)', 'Math.max(-89, latitude)'));
  const build = spawnSync('tsc', ['-p', 'tsconfig.json'], { cwd: planted, encoding: 'utf8' });
  assert.equal(build.status, 0, `${build.stdout}${build.stderr}`);
  const fails = await cli([CORPUS, '--subject-module', join(planted, 'parity', 'adapter.js'), ...allow, '--quiet', '--known-divergences', baseline]);
  assert.equal(fails.code, 1, fails.stdout);
  const groups = [...fails.stdout.matchAll(/^  cause: +(.*)$/gm)].map((match) => match[1]);
  assert.deepEqual(groups, ['geoPoint.normalize: diverged at /point/lat (number)']);
  assert.match(fails.stdout, /GROUP 1 of 1 \[[0-9a-f]{12}\]: [0-9]+ cases? in 1 suite\n/);
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

test('the web fuzzer finds each of the three mistakes against the live oracle, shrunk and written as vector cases', async () => {
  // tools/jvm-parity/oracle builds the JVM kit first when a source changed (a JDK and Kotlin: tools/setup).
  const oracle = new Oracle('tools/jvm-parity/oracle serve', { cwd: REPO });
  const suites = ['circle.hash', 'geoPoint.isValid', 'marker.hash'];
  let report;
  try {
    report = await fuzz({ subject, suites, seed: 1, count: 100, oracle, contract: harness.NEWEST_REVISION, vectors: CORPUS });
  } finally {
    oracle.close();
  }
  assert.equal(report.exitCode, 1, JSON.stringify(report.invalidSamples));
  assert.deepEqual(report.suites.map((each) => each.invalid), [0, 0, 0]);
  assert.deepEqual([...new Set(report.findings.map((each) => `${each.suite} ${each.fields.join(',')}`))].sort(),
    ['circle.hash /hash', 'geoPoint.isValid /valid', 'marker.hash /hash']);
  for (const finding of report.findings) {
    assert.ok(simpler(complexity(finding.input), complexity(finding.original)) || valueJson(finding.input) === valueJson(finding.original),
      `${finding.suite}: ${valueJson(finding.input)} is no simpler than ${valueJson(finding.original)}`);
  }
  // A finding is a case worth adding: never an input the corpus already holds (the smallest input of a suite
  // usually is one), on this route as on the other two.
  for (const finding of report.findings) {
    assert.ok(!corpusInputs(CORPUS, finding.suite).has(JSON.stringify(JSON.parse(valueJson(finding.input)))),
      `${finding.suite}: ${valueJson(finding.input)} is already in the corpus`);
  }

  // The written cases are vector cases: the core passes every one, the SDK diverges on every one.
  const folder = mkdtempSync(join(tmpdir(), 'web-fuzz-findings-'));
  const written = writeFindings(folder, report, suites, CORPUS);
  assert.equal(written.length, 3);
  const file = JSON.parse(readFileSync(join(folder, 'marker', 'hash.json'), 'utf8'));
  assert.deepEqual(file.cases[0].tags, ['fuzz-finding']);
  assert.equal(file.source.fuzzSeed, 1);
  // It holds for the revision it was judged at alone: a run at another revision takes none of its cases (exit 2).
  assert.deepEqual(file.source.android, { revisions: [harness.NEWEST_REVISION] });
  assert.equal(harness.check(folder, coreSubject, { contract: '221a949' }).exitCode, 2);
  assert.match(file.cases[0].comment, /subject example-web-sdk diverges in \/hash/);
  const core = harness.check(folder, coreSubject, {});
  assert.equal(core.exitCode, 0, harness.textReport(core, { quiet: true }));
  assert.equal(core.total.passed, report.findings.length);
  const sdk = harness.check(folder, subject, {});
  assert.equal(sdk.exitCode, 1);
  assert.equal(sdk.total.diverged, report.findings.length);
});

test('the web fuzzer fails closed (exit 2): no suite selected, a suite it draws no inputs for, an oracle that dies', async () => {
  const adapter = join(SDK, 'parity', 'adapter.js');
  const none = await cli([CORPUS, '--subject-module', adapter, '--fuzz', '10', '--suite', 'route.*', '--oracle', 'false']);
  assert.equal(none.code, 2, none.stderr);
  assert.match(none.stderr, /no suite the subject "example-web-sdk" implements matches --suite route\.\*/);
  const fold = await cli([CORPUS, '--subject', 'core', '--fuzz', '10', '--suite', 'javaHash.fold', '--oracle', 'false']);
  assert.equal(fold.code, 2);
  assert.match(fold.stderr, /the web fuzzer draws no inputs for javaHash\.fold; narrow --suite/);
  // The oracle's serve answers as the newest revision: fuzzing at another would report the revision's differences.
  const older = await cli([CORPUS, '--subject', 'core', '--fuzz', '10', '--suite', 'javaHash.string', '--contract', '221a949', '--oracle', 'false']);
  assert.equal(older.code, 2);
  assert.match(older.stderr, /--fuzz judges inputs with the oracle's serve, which answers as android-sdk-core /);
  const dead = await cli([CORPUS, '--subject-module', adapter, '--fuzz', '10', '--suite', 'javaHash.string', '--oracle', 'false']);
  assert.equal(dead.code, 2);
  assert.match(dead.stderr, /the oracle \(false\) stopped answering: it exited with status 1/);
});
