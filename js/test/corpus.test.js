// @ts-check
/** The JS core on the committed corpus, under both SDK revisions, and the reports it writes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { check, jsonReport, junitReport } from '../src/index.js';
import { coreSubject } from '../core/index.js';
import { CORPUS, NOT_IN_CORE, REPO } from '../test-support/helpers.js';

test('the core passes every suite it implements, under each revision', () => {
  for (const contract of ['221a949', '221a949+clickable']) {
    const report = check(CORPUS, coreSubject, { contract, allowNotRun: NOT_IN_CORE });
    assert.equal(report.exitCode, 0, `contract ${contract}`);
    assert.equal(report.total.diverged + report.total.errors, 0);
    assert.equal(report.total.notPortable, notPortableInCore());
    assert.ok(report.total.passed > 6800, `${report.total.passed} passed`);
    assert.deepEqual(report.notRun, [...NOT_IN_CORE].sort());
    assert.ok(report.suites.some((s) => s.suite === 'polyline.id'));
  }
});

/** The corpus's notPortable expectations in the suites the core runs: each must be reported as such. */
function notPortableInCore() {
  let count = 0;
  /** @param {string} folder */
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && name !== 'aliases.json' && !name.endsWith('.schema.json')) {
        const file = JSON.parse(readFileSync(path, 'utf8'));
        if (NOT_IN_CORE.includes(file.suite)) continue;
        count += file.cases.filter((/** @type {any} */ c) => c.expected && 'notPortable' in c.expected).length;
      }
    }
  };
  walk(CORPUS);
  return count;
}

test('a subject that ignores the revision diverges on the suites that changed between revisions', () => {
  const stuck = { name: 'stuck-on-221a949', suites: Object.fromEntries(Object.entries(coreSubject.suites).map(([suite, f]) => [suite, (/** @type {any} */ input) => f(input, { revision: '221a949' })])) };
  const report = check(CORPUS, stuck, { contract: '221a949+clickable', allowNotRun: NOT_IN_CORE });
  assert.equal(report.exitCode, 1);
  const diverging = new Set(report.suites.filter((s) => s.diverged > 0).map((s) => s.suite));
  assert.deepEqual([...diverging].sort(), ['polygon.fingerprint', 'polygon.hash', 'polygon.id', 'polyline.fingerprint', 'polyline.hash', 'polyline.id']);
});

test('the digest is the documented one: sha256 over "<sha256>  <relative path>" lines sorted by path', () => {
  /** @type {string[]} */
  const lines = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && !name.endsWith('.schema.json') && name !== 'aliases.json') {
        lines.push(`${createHash('sha256').update(readFileSync(path)).digest('hex')}  ${relative(CORPUS, path)}\n`);
      }
    }
  };
  walk(CORPUS);
  lines.sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1));
  const expected = `sha256:${createHash('sha256').update(lines.join('')).digest('hex')}`;
  const report = check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE });
  assert.equal(report.digest, expected);
});

test('without an allow-list, a suite the subject does not run fails the run (exit 2), reported as not run', () => {
  const report = check(CORPUS, coreSubject);
  assert.equal(report.exitCode, 2);
  const notRun = report.results.filter((r) => r.outcome.label === 'run-error');
  assert.equal(new Set(notRun.map((r) => r.suite)).size, NOT_IN_CORE.length);
  assert.match(/** @type {any} */ (notRun[0].outcome).message, /not run by this subject/);
});

test('the JSON report passes the parity-report/1 schema and the JUnit report the JUnit XSD', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'parity-web-reports-'));
  const reports = [
    check(CORPUS, coreSubject, { allowNotRun: NOT_IN_CORE }),
    check(CORPUS, coreSubject),
  ];
  reports.forEach((report, index) => {
    writeFileSync(join(folder, `r${index}.json`), jsonReport(report));
    writeFileSync(join(folder, `r${index}.xml`), junitReport(report));
  });
  const parsed = JSON.parse(readFileSync(join(folder, 'r0.json'), 'utf8'));
  assert.equal(parsed.runner, 'parity-check-web');
  assert.equal(parsed.summary.cases, parsed.results.length);
  execFileSync(join(REPO, 'tools', 'validate-report'), [join(folder, 'r0.json'), join(folder, 'r1.json')], { stdio: 'pipe' });
  execFileSync(join(REPO, 'tools', 'validate-junit'), [join(folder, 'r0.xml'), join(folder, 'r1.xml')], { stdio: 'pipe' });
  // The validators can fail: a report whose counts do not add up is refused.
  writeFileSync(join(folder, 'bad.json'), JSON.stringify({ ...parsed, selected: 'many' }));
  assert.throws(() => execFileSync(join(REPO, 'tools', 'validate-report'), [join(folder, 'bad.json')], { stdio: 'pipe' }));
  t.diagnostic(`validated ${reports.length} JSON and ${reports.length} JUnit reports`);
});
