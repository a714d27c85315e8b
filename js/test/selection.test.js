// @ts-check
/**
 * --suite and --case select cases as parity-check's do (globs over the suite name and the case id; the digest
 * stays the whole vector set's; selecting nothing is exit 2), and not-run suites are reported with their counts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadVectorSet, run, NEWEST_REVISION } from '../src/index.js';
import { coreSubject } from '../core/index.js';
import { CORPUS, NOT_IN_CORE, cli, scratchVectors, vectorFile } from '../test-support/helpers.js';

// The corpus is read once; each selection runs over it.
const corpus = loadVectorSet(CORPUS);
const check = (/** @type {string} */ _root, /** @type {any} */ subject, /** @type {any} */ options) => run(corpus, subject, { contract: NEWEST_REVISION, ...options });
const everything = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE });
const casesOf = (/** @type {string} */ suite) => everything.suites.find((s) => s.suite === suite)?.cases ?? 0;

test('--suite selects suites by glob and --case cases by id; the digest is the whole set\'s', () => {
  const geo = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'geoPoint.*' });
  assert.equal(geo.exitCode, 0);
  assert.deepEqual(geo.suites.map((s) => s.suite), ['geoPoint.equals', 'geoPoint.hash', 'geoPoint.isValid', 'geoPoint.normalize', 'geoPoint.normalizeLng', 'geoPoint.wrap']);
  assert.equal(geo.selected, geo.suites.reduce((sum, s) => sum + casesOf(s.suite), 0));
  assert.equal(geo.digest, everything.digest);
  assert.deepEqual(geo.notRun, ['geoPoint.toUrlValue']);
  const one = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'geoPoint.hash', case: 'tokyo' });
  assert.deepEqual(one.results.map((r) => `${r.suite}/${r.id}`), ['geoPoint.hash/tokyo']);
  const byId = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, case: 'random-000?' });
  assert.ok(byId.results.length > 20 && byId.results.every((r) => /^random-000\d$/.test(r.id)), `${byId.results.length} cases`);
  assert.ok(new Set(byId.results.map((r) => r.suite)).size > 10);
});

test('--suite takes comma-separated globs, in check mode as in fuzz mode: their union', () => {
  const union = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'geoPoint.hash, javaHash.*' });
  const hashes = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'javaHash.*' });
  assert.equal(union.exitCode, 0);
  assert.deepEqual(union.suites.map((s) => s.suite), ['geoPoint.hash', ...hashes.suites.map((s) => s.suite)].sort());
  assert.equal(union.selected, casesOf('geoPoint.hash') + hashes.selected);
  assert.equal(check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'geoPoint.hash,' }).selected, casesOf('geoPoint.hash'), 'an empty glob selects nothing more');
});

test('a selection that matches nothing is exit 2, saying so', async () => {
  const result = await cli([CORPUS, '--suite', 'geoPoint.nothing', '--quiet']);
  assert.equal(result.code, 2);
  assert.match(result.stdout, /no case matches the selection \(--suite, --case\): nothing was checked/);
  assert.equal((await cli([CORPUS, '--suite', 'geoPoint.hash', '--case', 'no-such-case', '--quiet'])).code, 2);
});

test('in a narrowed run, a known divergence of an unselected suite is not stale; a selected one that passes is', async () => {
  const root = scratchVectors({
    'javaHash/int.json': vectorFile('javaHash.int', [{ id: 'one', input: { value: 1 }, expected: { hash: 2 } }]),
    'javaHash/boolean.json': vectorFile('javaHash.boolean', [{ id: 't', input: { value: true }, expected: { hash: 1231 } }]),
  });
  const list = join(root, 'known.txt');
  writeFileSync(list, JSON.stringify({ format: 'parity-known-divergences/1', entries: [{ pattern: 'javaHash.int/one', platform: 'web', reason: 'r', issue: 'https://example.invalid/1', expires: '2999-01-01' }] }));
  assert.equal((await cli([root, '--known-divergences', list])).code, 0, 'the entry is used');
  assert.equal((await cli([root, '--known-divergences', list, '--suite', 'javaHash.boolean'])).code, 0, 'not judged: its suite was not selected');
  const fixedFile = join(root, 'fixed.txt');
  writeFileSync(fixedFile, JSON.stringify({ format: 'parity-known-divergences/1', entries: [{ pattern: 'javaHash.boolean/t', platform: 'web', reason: 'r', issue: 'https://example.invalid/1', expires: '2999-01-01' }] }));
  assert.equal((await cli([root, '--known-divergences', fixedFile, '--suite', 'javaHash.boolean'])).code, 2, 'selected and passing: stale');
});

test('not-run suites are listed with the number of selected cases each has', async () => {
  assert.deepEqual(everything.notRunCases.map((entry) => entry.suite), [...NOT_IN_CORE].sort());
  const totalCases = everything.notRunCases.reduce((sum, entry) => sum + entry.cases, 0);
  assert.ok(everything.notRunCases.every((entry) => entry.cases > 0));
  const result = await cli([CORPUS, '--allow-not-run', NOT_IN_CORE.join(',')]);
  const region = everything.notRunCases.find((entry) => entry.suite === 'region.radius');
  assert.match(result.stdout, new RegExp(`NOT RUN by this subject \\(allowed by --allow-not-run\\): ${NOT_IN_CORE.length} suites, ${totalCases} cases: .*region\\.radius \\(${region?.cases}\\)`));
  const narrowed = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE, suite: 'region.*' });
  assert.equal(narrowed.exitCode, 2, 'only not-run cases selected: nothing was checked');
  assert.deepEqual(narrowed.notRunCases, [{ suite: 'region.radius', cases: region?.cases }]);
});
