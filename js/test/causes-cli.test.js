// @ts-check
/**
 * Causes on the command line (docs/web-runner.md, docs/report-format.md "Causes"): an exception the contract does
 * not define is located at the first stack frame in the subject's own modules, in the case's run error and in its
 * group, which spans the suites the same throw is reached from; known-divergence entries excuse a cause (a crash by
 * its frame and message, a divergence by its field) while a case entry over a suite whose cases pass fails the run.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, scratchVectors, vectorFile } from '../test-support/helpers.js';

// An Int hashes as itself, a Long as (int)(v ^ (v >>> 32)): small values hash as themselves on both.
const root = scratchVectors({
  'vectors/javaHash/int.json': vectorFile('javaHash.int', [['one', 1], ['minus-two', -2], ['three', 3]].map(([id, value]) => ({ id, input: { value }, expected: { hash: value } }))),
  'vectors/javaHash/long.json': vectorFile('javaHash.long', [['five', '5'], ['minus-seven', '-7']].map(([id, value]) => ({ id, input: { value }, expected: { hash: Number(value) } }))),
});
const vectors = join(root, 'vectors');
// The SDK throws on a negative value from one function, reached from both suites; it also hashes 3 as 4.
mkdirSync(join(root, 'sdk'));
writeFileSync(join(root, 'sdk', 'hash.mjs'), [
  'export function hashOf(value) {',
  "  if (value < 0) throw new TypeError('negative values are not hashed yet');",
  '  return Number(value) === 3 ? 4 : Number(value);',
  '}',
  '',
].join('\n'));
const adapter = join(root, 'adapter.mjs');
writeFileSync(adapter, [
  "import { hashOf } from './sdk/hash.mjs';",
  "export const subject = { name: 'throwing-sdk', suites: { 'javaHash.int': (value) => ({ hash: hashOf(value) }), 'javaHash.long': (value) => ({ hash: hashOf(value) }) } };",
  '',
].join('\n'));

/** A known-divergence list of `entries` (platform web, good until 2099). @param {object[]} entries */
function list(entries) {
  const path = join(root, `list-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify({ format: 'parity-known-divergences/1', entries: entries.map((entry) => ({ ...entry, platform: 'web', reason: 'r', issue: 'https://example.invalid/1', expires: '2099-12-31' })) }, null, 1));
  return path;
}

test('an exception is located in the subject\'s module, in its run error and its group, one group across suites', async () => {
  const json = join(root, 'report.json');
  const run = await cli([vectors, '--subject-module', adapter, '--quiet', '--json-report', json]);
  assert.equal(run.code, 2, run.stderr);
  const hashFile = join(root, 'sdk', 'hash.mjs');
  assert.match(run.stdout, new RegExp(`RUN-ERROR javaHash\\.int/minus-two .*\\n  run error: subject "throwing-sdk" failed with an error the contract does not define: TypeError: negative values are not hashed yet; it threw in hashOf at ${hashFile.replace(/[.]/g, '\\.')}:2:[0-9]+`));
  const report = JSON.parse(readFileSync(json, 'utf8'));
  const crash = report.results.find((/** @type {any} */ r) => r.id === 'minus-seven');
  assert.deepEqual({ ...crash.frame, column: undefined }, { function: 'hashOf', file: hashFile, line: 2, column: undefined });
  assert.deepEqual(report.groups.map((/** @type {any} */ g) => [g.cause, g.count, g.suites, g.representative]), [
    ['crashed in hashOf (hash.mjs): TypeError: negative values are not hashed yet', 2, ['javaHash.int', 'javaHash.long'], 'javaHash.int/minus-two'],
    ['javaHash.int: diverged at /hash (number)', 1, ['javaHash.int'], 'javaHash.int/three'],
  ]);
  assert.deepEqual(report.groups[0].signature, { kind: 'crashed', message: 'TypeError: negative values are not hashed yet', frame: { function: 'hashOf', file: 'hash.mjs' } });
  assert.match(run.stdout, /CAUSES: 3 cases that did not pass, in 2 groups, the largest first\n\nGROUP 1 of 2 \[[0-9a-f]{12}\]: 2 cases in 2 suites\n  cause:     crashed in hashOf \(hash\.mjs\): TypeError: negative values are not hashed yet\n  suites:    javaHash\.int, javaHash\.long\n  smallest:  CRASHED javaHash\.int\/minus-two /);
});

test('a crash entry excuses the crashes of its frame and message; a case entry never excuses a crash', async () => {
  const crashes = { pattern: '*', outcome: 'crashed', message: '*negative*', frame: 'hashOf' };
  const excused = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([crashes, { pattern: 'javaHash.int/*', field: '/hash' }])]);
  assert.equal(excused.code, 0, excused.stdout);
  assert.match(excused.stdout, /PASS: 2 passed, 0 diverged, 0 not portable, 3 known, 0 errors/);
  const otherFrame = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([{ ...crashes, frame: 'other' }, { pattern: 'javaHash.int/*', field: '/hash' }])]);
  assert.equal(otherFrame.code, 2);
  assert.match(otherFrame.stdout, /known divergence \* \[web\] crashed \(.*:[0-9]+:[0-9]+\) excuses no case: none of the cases it matches fails the way it says; correct it or remove it/);
  const caseEntry = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([{ pattern: 'javaHash.long/minus-seven' }, { pattern: 'javaHash.int/*', field: '/hash' }])]);
  assert.equal(caseEntry.code, 2);
  assert.match(caseEntry.stdout, /RUN-ERROR javaHash\.long\/minus-seven/);
});

test('a case entry over a suite whose cases pass fails the run; a field entry over it excuses what diverges there', async () => {
  const crashes = { pattern: '*', outcome: 'crashed', frame: 'hashOf' };
  const caseGlob = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([crashes, { pattern: 'javaHash.int/*' }])]);
  assert.equal(caseGlob.code, 2);
  assert.match(caseGlob.stdout, /error: known divergence javaHash\.int\/\* \[web\] \(.*:[0-9]+:[0-9]+\) lists javaHash\.int\/one, which now passes; remove the entry/);
  const fieldGlob = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([crashes, { pattern: 'javaHash.int/*', field: '/hash' }])]);
  assert.equal(fieldGlob.code, 0, fieldGlob.stdout);
  const stale = await cli([vectors, '--subject-module', adapter, '--quiet', '--known-divergences', list([crashes, { pattern: 'javaHash.*', field: '/other' }, { pattern: 'javaHash.int/*', field: '/hash' }])]);
  assert.equal(stale.code, 2);
  assert.match(stale.stdout, /known divergence javaHash\.\* \[web\] diverged at \/other \(.*:[0-9]+:[0-9]+\) excuses no case/);
});

test('a list that cannot be read stops the run before it starts, at the place of the fault', async () => {
  const path = join(root, 'bad-list.json');
  writeFileSync(path, '{"format": "parity-known-divergences/1", "entries": [\n  {"pattern": "*", "outcome": "timed-out", "platform": "web", "reason": "r", "issue": "i", "expires": "2099-12-31"}\n]}\n');
  const run = await cli([vectors, '--subject-module', adapter, '--known-divergences', path]);
  assert.equal(run.code, 2);
  assert.match(run.stderr, new RegExp(`${path.replace(/[.]/g, '\\.')}:2:31: "outcome" must be one of "diverged", `));
  assert.equal(run.stdout, '');
});
