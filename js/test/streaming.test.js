// @ts-check
/**
 * A run's memory does not grow with its cases (issue 37 point 7): the command line judges the files one at a time
 * (openVectorSet), keeps no passing case, and writes the JSON and JUnit reports as it goes (report-streams.js).
 * Its reports are the ones rendered from a run that kept every result, byte for byte.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS, NOT_IN_CORE, cli, scratchVectors, vectorFile } from '../test-support/helpers.js';
import { check, jsonReport, junitReport, textReport } from '../src/index.js';
import { run } from '../src/runner.js';
import { openVectorSet } from '../src/vector-set.js';
import { coreSubject } from '../core/index.js';
import { MUTANTS } from '../mutants/index.js';

const intCase = (/** @type {string} */ id, /** @type {number} */ value, /** @type {number} */ hash) => ({ id, input: { value }, expected: { hash } });

test('the streamed JSON and JUnit reports are those of a run that kept every result (corpus, a diverging mutant)', async () => {
  const folder = scratchVectors({});
  const [json, junit, text] = ['r.json', 'r.xml', 'r.txt'].map((name) => join(folder, name));
  const options = ['--subject', 'geopoint-tofixed', '--allow-not-run', NOT_IN_CORE.join(',')];
  const result = await cli([CORPUS, ...options, '--json-report', json, '--junit-report', junit, '--output', text, '--verbose']);
  assert.equal(result.code, 1, result.stderr);
  const whole = check(CORPUS, MUTANTS['geopoint-tofixed'], { allowNotRun: NOT_IN_CORE });
  assert.ok(whole.results.length > 5000 && whole.total.diverged > 100);
  assert.equal(readFileSync(json, 'utf8'), jsonReport(whole));
  assert.equal(readFileSync(junit, 'utf8'), junitReport(whole));
  assert.equal(readFileSync(text, 'utf8'), textReport(whole, { verbose: true }));
  // To standard output, through a spool in the temporary folder, as well.
  assert.equal((await cli([CORPUS, ...options, '--format', 'json'])).stdout, jsonReport(whole));
  assert.equal((await cli([CORPUS, ...options, '--format', 'junit'])).stdout, junitReport(whole));
  assert.deepEqual(readdirSync(folder).sort(), ['r.json', 'r.txt', 'r.xml'], 'no spool is left');
});

test('the command line keeps no passing case: every result goes to the reports as it is judged', () => {
  /** @type {string[]} */
  const seen = [];
  const keepResult = (/** @type {import('../src/runner.js').CaseResult} */ result) => result.outcome.label !== 'passed';
  const sink = { add: (/** @type {import('../src/runner.js').CaseResult} */ result) => { seen.push(result.outcome.label); }, discard: () => { seen.length = 0; } };
  const report = run(openVectorSet(CORPUS), coreSubject, { contract: '221a949+clickable', allowNotRun: NOT_IN_CORE, keepResult, sink });
  assert.equal(report.exitCode, 0);
  assert.equal(seen.length, report.selected);
  assert.equal(seen.filter((label) => label === 'passed').length, report.total.passed);
  assert.ok(report.total.passed > 5000);
  assert.equal(report.results.length, report.selected - report.total.passed, 'a passing case is only counted');
  assert.equal(report.results.filter((result) => result.outcome.label === 'not-portable').length, report.total.notPortable);
});

test('a defective file met after judged ones: nothing judged is reported, as when every file is read first', async () => {
  const root = scratchVectors({
    'javaHash/int.json': vectorFile('javaHash.int', [intCase('one', 1, 1), intCase('two', 2, 3)]),
    // Judged after javaHash.int (suite order); its second case's comment is not a string.
    'javaHash/long.json': vectorFile('javaHash.long', [{ id: 'a', input: { value: '1' }, expected: { hash: 1 } }, { id: 'b', comment: 5, input: { value: '2' }, expected: { hash: 2 } }]),
  });
  const folder = scratchVectors({});
  const [json, junit] = ['r.json', 'r.xml'].map((name) => join(folder, name));
  const result = await cli([root, '--json-report', json, '--junit-report', junit]);
  assert.equal(result.code, 2);
  const whole = check(root, coreSubject);
  assert.equal(whole.defects.length, 1);
  assert.equal(readFileSync(json, 'utf8'), jsonReport(whole));
  assert.equal(readFileSync(junit, 'utf8'), junitReport(whole));
  assert.equal(JSON.parse(readFileSync(json, 'utf8')).results.length, 0);
  assert.equal(result.stdout, textReport(whole));
  assert.match(result.stdout, /comment.*no case was judged/s);
});
