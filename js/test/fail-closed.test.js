// @ts-check
/** Exit codes 0/1/2 with parity-check's meanings: anything that makes the run untrustworthy is 2, never 0. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { cli, scratchVectors, vectorFile } from '../test-support/helpers.js';
import { REASONS } from '../src/not-portable-reasons.js';

const intCase = (/** @type {string} */ id, /** @type {number} */ value, /** @type {number} */ hash) => ({ id, input: { value }, expected: { hash } });
const good = vectorFile('javaHash.int', [intCase('one', 1, 1)]);

test('a sound file passes (0) and a wrong expected value diverges (1)', async () => {
  assert.equal((await cli([scratchVectors({ 'javaHash/int.json': good })])).code, 0);
  const result = await cli([scratchVectors({ 'javaHash/int.json': vectorFile('javaHash.int', [intCase('one', 1, 2)]) })]);
  assert.equal(result.code, 1);
  assert.match(result.stdout, /DIVERGED javaHash\.int\/one[\s\S]*field: {5}\/hash[\s\S]*Kotlin: {4}2[\s\S]*web: {7}1/);
});

test('every way a run cannot be trusted exits 2', async () => {
  const cases = {
    'unknown suite': { 'javaHash/nope.json': vectorFile('javaHash.nope', [intCase('one', 1, 1)]) },
    'zero cases': { 'javaHash/int.json': vectorFile('javaHash.int', []) },
    'bad JSON': { 'javaHash/int.json': '{"format": ' },
    'duplicate key': { 'javaHash/int.json': good.replace('"suite": "javaHash.int"', '"suite": "javaHash.int", "suite": "javaHash.int"') },
    'the -0 token': { 'javaHash/int.json': good.replace('"value": 1', '"value": -0') },
    'a surrogate escape': { 'javaHash/string.json': vectorFile('javaHash.string', [{ id: 'x', input: { s: '\ud800' }, expected: { hash: 55296 } }]) },
    'non-ASCII byte': { 'javaHash/string.json': vectorFile('javaHash.string', [{ id: 'x', input: { s: '\u00e9' }, expected: { hash: 233 } }]).replace('\\u00e9', '\u00e9') },
    'unknown input field': { 'javaHash/int.json': vectorFile('javaHash.int', [{ id: 'x', input: { value: 1, valeu: 2 }, expected: { hash: 1 } }]) },
    'an Int written as 1.0': { 'javaHash/int.json': good.replace('"hash": 1', '"hash": 1.0') },
    'a suite in two files': { 'javaHash/int.json': good, 'copy/javaHash/int.json': good },
    'a file outside its suite folder': { 'hashes/int.json': good },
    'no vector file': { 'readme.txt': 'nothing' },
  };
  /** What each says: the fault itself, not some other rule the scratch file happens to break. */
  const says = {
    'unknown suite': /unknown suite "javaHash.nope"/, 'zero cases': /no cases/, 'bad JSON': /ends inside a value/,
    'duplicate key': /duplicate key "suite"/, 'the -0 token': /the number -0/, 'a surrogate escape': /surrogate escape/,
    'non-ASCII byte': /non-ASCII byte 0xC3/, 'unknown input field': /unknown field "valeu"/, 'an Int written as 1.0': /32-bit integer/,
    'a suite in two files': /also defined by/, 'a file outside its suite folder': /lives in <vectors>\/javaHash\/int.json, not \.\.\.\/hashes\/int.json/,
    'no vector file': /no vector files/,
  };
  for (const [name, files] of Object.entries(cases)) {
    const result = await cli([scratchVectors(files)]);
    assert.equal(result.code, 2, `${name}: ${result.stdout}${result.stderr}`);
    assert.match(result.stdout + result.stderr, says[/** @type {keyof typeof says} */ (name)], name);
  }
  assert.equal((await cli(['/nonexistent/vectors'])).code, 2, 'missing path');
  assert.equal((await cli([scratchVectors({ 'javaHash/int.json': good }), '--contract', 'abc1234'])).code, 2, 'unknown revision');
  assert.equal((await cli([scratchVectors({ 'javaHash/int.json': good }), '--subject', 'nobody'])).code, 2, 'unknown subject');
  const same = join(scratchVectors({}), 'r.json');
  assert.equal((await cli([scratchVectors({ 'javaHash/int.json': good }), '--json-report', same, '--junit-report', same])).code, 2, 'two reports, one file');
});

test('an unreadable file is exit 2 with no digest', async (t) => {
  if (process.getuid && process.getuid() === 0) { t.skip('root reads every file'); return; }
  const root = scratchVectors({ 'javaHash/int.json': good });
  chmodSync(join(root, 'javaHash', 'int.json'), 0o000);
  const result = await cli([root]);
  assert.equal(result.code, 2);
  assert.doesNotMatch(result.stdout, /digest: sha256/);
});

test('a subject that throws, returns a mistyped value or lacks a suite is exit 2', async () => {
  const root = scratchVectors({ 'javaHash/long.json': vectorFile('javaHash.long', [{ id: 'x', input: { value: '9007199254740993' }, expected: { hash: 2 } }]) });
  const modules = {
    throws: "export const subject = {name: 'throws', suites: {'javaHash.long': () => { throw new TypeError('boom'); }}};",
    numberForInt: "export const subject = {name: 'float', suites: {'javaHash.long': () => ({hash: 2.5})}};",
    lacks: "export const subject = {name: 'empty', suites: {}};",
    notASubject: 'export const other = 1;',
  };
  for (const [name, source] of Object.entries(modules)) {
    const module = join(root, `${name}.mjs`);
    writeFileSync(module, source);
    const result = await cli([join(root, 'javaHash', 'long.json'), '--subject-module', module]);
    assert.equal(result.code, 2, `${name}: ${result.stdout}${result.stderr}`);
  }
  const allowed = join(root, 'lacks.mjs');
  const result = await cli([join(root, 'javaHash', 'long.json'), '--subject-module', allowed, '--allow-not-run', 'javaHash.long']);
  assert.equal(result.code, 2, 'allowing the only suite leaves zero cases');
  assert.match(result.stdout, /no case was selected/);
});

test('expected errors and not-portable cases follow the shared rules', async () => {
  const root = scratchVectors({
    'marker/id.json': vectorFile('marker.id', [
      { id: 'animated', input: { position: { lat: 1.0, lng: 2.0 }, animation: 'Drop' }, expected: { notPortable: REASONS.markerAnimation } },
      { id: 'rejected', input: { position: { lat: 1.0, lng: 2.0 } }, expected: { error: 'invalidCoordinate' } },
    ]),
  });
  const result = await cli([root, '--format', 'json']);
  assert.equal(result.code, 1);
  const report = JSON.parse(result.stdout.slice(0, result.stdout.lastIndexOf('}') + 1));
  assert.deepEqual(report.results.map((/** @type {any} */ r) => r.outcome), ['not-portable', 'error-expected-but-value']);
  assert.equal(report.summary.notPortable, 1);
});

test('known divergences for platform web turn a divergence into "known"; stale and expired entries fail the run', async () => {
  const root = scratchVectors({ 'javaHash/int.json': vectorFile('javaHash.int', [intCase('one', 1, 2)]) });
  const list = (/** @type {string} */ pattern, /** @type {string} */ expires) => {
    const path = join(root, `known-${pattern.replace(/\W/g, '')}-${expires}.txt`);
    writeFileSync(path, JSON.stringify({ format: 'parity-known-divergences/1', entries: [{ pattern, platform: 'web', reason: 'r', issue: 'https://example.invalid/1', expires }] }));
    return path;
  };
  assert.equal((await cli([join(root, 'javaHash'), '--known-divergences', list('javaHash.int/*', '2999-01-01')])).code, 0);
  assert.equal((await cli([join(root, 'javaHash'), '--known-divergences', list('javaHash.int/*', '2000-01-01')])).code, 2, 'expired');
  assert.equal((await cli([join(root, 'javaHash'), '--known-divergences', list('marker.id/*', '2999-01-01')])).code, 2, 'stale');
});

test('report files: a report that cannot be written is exit 2; an earlier report never survives a failed run', async () => {
  const root = scratchVectors({ 'javaHash/int.json': good });
  assert.equal((await cli([root, '--junit-report', join(root, 'missing-folder', 'r.xml')])).code, 2);
  const target = join(root, 'r.json');
  writeFileSync(target, '{"exitCode": 0}');
  assert.equal((await cli(['/nonexistent', '--json-report', target])).code, 2);
  assert.ok(existsSync(target));
  assert.equal(JSON.parse(readFileSync(target, 'utf8')).exitCode, 2);
});

test('a report that cannot be written to standard output exits 2, with the reason', () => {
  const bin = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
  const readOnly = openSync('/dev/null', 'r');
  try {
    const result = spawnSync(process.execPath, [bin, scratchVectors({ 'javaHash/int.json': good })], { stdio: ['ignore', readOnly, 'pipe'], encoding: 'utf8' });
    assert.equal(result.status, 2, result.stderr);
    assert.match(result.stderr, /cannot write to standard output: EBADF/);
  } finally {
    closeSync(readOnly);
  }
});

test('a not-portable case is not sent to the subject; --ask-not-portable sends it and a value diverges', async () => {
  const root = scratchVectors({
    'marker/id.json': vectorFile('marker.id', [
      { id: 'animated', input: { position: { lat: 1.0, lng: 2.0 }, animation: 'Drop' }, expected: { notPortable: REASONS.markerAnimation } },
    ]),
  });
  const module = join(root, 'answers-a-value.mjs');
  writeFileSync(module, "export const subject = {name: 'answers', suites: {'marker.id': () => ({id: '42'})}};");
  const notAsked = await cli([join(root, 'marker'), '--subject-module', module]);
  assert.equal(notAsked.code, 0, notAsked.stdout);
  assert.match(notAsked.stdout, /PASS: 0 passed, 0 diverged, 1 not portable/);
  const asked = await cli([join(root, 'marker'), '--subject-module', module, '--ask-not-portable']);
  assert.equal(asked.code, 1, asked.stdout);
  assert.match(asked.stdout, /DIVERGED marker\.id\/animated/);
});

test('no fault of a file crashes the gate: each is exit 2 naming the file, never an internal error (issue 37 point 3)', () => {
  const good = vectorFile('javaHash.string', [{ id: 'x', input: { s: 'A' }, expected: { hash: 65 } }]);
  const faults = {
    'an invalid escape': [good.replace('"A"', '"\\x41"'), /javaHash\/string.json:\d+:\d+: error: bad JSON: invalid string sequence/],
    'an error index "0"': [good.replace('{\n    "hash": 65\n   }', '{"error": "invalidCoordinate", "index": "0"}'), /expected a 32-bit integer, found the string "0"/],
    'an error index 0.5': [good.replace('{\n    "hash": 65\n   }', '{"error": "invalidCoordinate", "index": 0.5}'), /expected a 32-bit integer, found the number 0.5/],
  };
  const bin = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
  for (const [name, [text, says]] of Object.entries(faults)) {
    assert.notEqual(text, good, name);
    const result = spawnSync(process.execPath, [bin, scratchVectors({ 'javaHash/string.json': /** @type {string} */ (text) })], { encoding: 'utf8' });
    assert.equal(result.status, 2, `${name}: ${result.stdout}${result.stderr}`);
    assert.match(result.stdout, /** @type {RegExp} */ (says), name);
    assert.doesNotMatch(result.stdout + result.stderr, /internal error/, name);
  }
  // A file beyond the size a vector file may have is a defect that says what to do, read no further than its size
  // (the limit lowered here; by default 256 MiB, where a string of the file would fail after minutes).
  const root = scratchVectors({ 'javaHash/string.json': good });
  const big = spawnSync(process.execPath, [bin, root], { encoding: 'utf8', env: { ...process.env, PARITY_CHECK_WEB_MAX_FILE_BYTES: '100' } });
  assert.equal(big.status, 2, big.stdout + big.stderr);
  assert.match(big.stdout, /javaHash\/string.json:1:1: error: the file is \d+ bytes, more than the 100 bytes a vector file may have .*split/);
  const fits = spawnSync(process.execPath, [bin, root], { encoding: 'utf8', env: { ...process.env, PARITY_CHECK_WEB_MAX_FILE_BYTES: String(good.length) } });
  assert.equal(fits.status, 0, fits.stdout + fits.stderr);
});

test('an expected value with a field named after an Object.prototype member is a vector error (2), as on the other gates', async () => {
  for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
    const text = good.replace('"hash": 1', `"hash": 1, "${name}": 1`);
    assert.notEqual(text, good);
    const result = await cli([scratchVectors({ 'javaHash/int.json': text })]);
    assert.equal(result.code, 2, `${name}: ${result.stdout}${result.stderr}`);
    assert.match(result.stdout, new RegExp(`unknown field "${name}" in the expected value`), name);
  }
});

test('with --allow-not-run, the inputs and expected values of the suites not run are still read by their types (2)', async () => {
  const bad = {
    'a Boolean for a Double': ['geodesic.distance', { from: { lat: 0.0, lng: 0.0 }, to: { lat: 0.0, lng: 1.0 } }, { meters: true }, /expected a (double|number)/i],
    'an Int beyond 32 bits': ['zIndex.calculate', { point: { lat: 0.0, lng: 0.0 } }, { zIndex: 2147483648 }, /2147483648 is outside the 32-bit range/],
    'an unknown field': ['zIndex.calculate', { point: { lat: 0.0, lng: 0.0 } }, { zIndex: 1, toString: 1 }, /unknown field "toString" in the expected value/],
    'a mistyped input': ['zIndex.calculate', { point: { lat: 'north', lng: 0.0 } }, { zIndex: 1 }, /expected a (double|number)/i],
  };
  const empty = join(scratchVectors({}), 'runs-nothing.mjs');
  writeFileSync(empty, "export const subject = {name: 'int only', suites: {'javaHash.int': (value) => ({hash: value})}};");
  for (const [name, [suite, input, expected, says]] of Object.entries(bad)) {
    const [area, fn] = /** @type {string} */ (suite).split('.');
    const root = scratchVectors({ 'javaHash/int.json': good, [`${area}/${fn}.json`]: vectorFile(/** @type {string} */ (suite), [{ id: 'bad', input, expected }]) });
    const result = await cli([root, '--subject-module', empty, '--allow-not-run', /** @type {string} */ (suite)]);
    assert.equal(result.code, 2, `${name}: ${result.stdout}${result.stderr}`);
    assert.match(result.stdout, /** @type {RegExp} */ (says), name);
  }
  const fine = scratchVectors({ 'javaHash/int.json': good, 'zIndex/calculate.json': vectorFile('zIndex.calculate', [{ id: 'fine', input: { point: { lat: 0.0, lng: 0.0 } }, expected: { zIndex: 1 } }]) });
  const allowed = await cli([fine, '--subject-module', empty, '--allow-not-run', 'zIndex.calculate']);
  assert.equal(allowed.code, 0, allowed.stdout + allowed.stderr);
  assert.match(allowed.stdout, /NOT RUN by this subject \(allowed by --allow-not-run\): 1 suite, 1 case: zIndex\.calculate \(1\)/);
});
