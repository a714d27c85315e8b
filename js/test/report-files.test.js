// @ts-check
/** Reports never read as green by accident: removed first, written through exclusive temporary files (issue 37 point 4). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS, scratchVectors, vectorFile } from '../test-support/helpers.js';
import { reportTargets, writeReports } from '../src/report-files.js';

const BIN = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
const GREEN = '{"format": "parity-report/1", "exitCode": 0, "summary": {"diverged": 0}}\n';

/**
 * Runs the bin on the corpus and kills it `delay` ms after the spawn; `cleared`: whether it had removed the
 * reports by then (a kill before that finds node itself still starting, which no code of the runner can change).
 * @param {string[]} args @param {number} delay @param {NodeJS.Signals} signal @param {string} marker
 * @returns {Promise<{code: number | null, cleared: boolean}>}
 */
function runAndKill(args, delay, signal, marker) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, CORPUS, ...args], { stdio: 'ignore', env: { ...process.env, PARITY_CHECK_WEB_CLEARED_MARKER: marker } });
    let cleared = false;
    const timer = setTimeout(() => { cleared = existsSync(marker); child.kill(signal); }, delay);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, cleared: cleared || code !== null }); });
  });
}

/** Milliseconds from spawning a run to its removal of the earlier reports (the marker's appearance); the run is then killed. */
function timeToClearing(marker) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(process.execPath, [BIN, CORPUS, '--quiet'], { stdio: 'ignore', env: { ...process.env, PARITY_CHECK_WEB_CLEARED_MARKER: marker } });
    const poll = setInterval(() => {
      if (!existsSync(marker) && Date.now() - begun < 30000) return;
      clearInterval(poll);
      const elapsed = Date.now() - begun;
      child.kill('SIGKILL');
      child.on('exit', () => resolve(elapsed));
      if (child.exitCode !== null || child.signalCode !== null) resolve(elapsed);
    }, 5);
  });
}

test('the command line\'s report paths are found in both spellings', () => {
  assert.deepEqual(reportTargets(['v', '--json-report', 'a.json', '--junit-report=b.xml', '--output', 'c.txt', '--', '--output', 'd']), ['a.json', 'b.xml', 'c.txt']);
});

test('a run killed at any time leaves no green report (SIGKILL and SIGTERM, 0 to 400 ms)', async () => {
  const folder = scratchVectors({});
  let startedRuns = 0;
  // Kill times follow how long this machine takes to start a run (under load, node's start alone can pass 800 ms):
  // fixed early ones, and multiples of the measured time to the reports' removal, so some kills find a started run.
  const started = await timeToClearing(join(folder, 'calibration.cleared'));
  const delays = [0, 20, 50, 100, 200, 400, 800].concat([0.5, 1, 1.5, 2, 4].map((factor) => Math.round(started * factor)));
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGKILL', 'SIGTERM'])) {
    for (const delay of delays) {
      const paths = ['r.json', 'r.xml', 'r.txt'].map((name) => join(folder, `${signal}-${delay}-${name}`));
      for (const path of paths) writeFileSync(path, GREEN);
      const marker = join(folder, `${signal}-${delay}.cleared`);
      const result = await runAndKill(['--json-report', paths[0], '--junit-report', paths[1], '--output', paths[2]], delay, signal, marker);
      if (result.cleared) startedRuns++;
      for (const path of paths) {
        if (!existsSync(path)) continue;
        const text = readFileSync(path, 'utf8');
        if (text === GREEN && !result.cleared) continue;
        // A report that exists was written by this run: whole, and green only when the run ended with exit 0.
        assert.ok(text !== GREEN, `${signal} after ${delay} ms: the earlier green report survived a run that had started`);
        if (result.code !== 0) assert.doesNotMatch(text, /"exitCode": 0|PASS:|errors="0" failures="0"/, `${signal} after ${delay} ms: a green report from a run that did not end green`);
      }
    }
  }
  // No temporary file is left where a kill found the writer (SIGTERM removes them; SIGKILL cannot, but their
  // names are unique and never a target's).
  const leftovers = readdirSync(folder).filter((name) => name.endsWith('.tmp') && name.startsWith('.SIGTERM'));
  assert.deepEqual(leftovers, []);
  assert.ok(startedRuns >= 4, `only ${startedRuns} of ${2 * delays.length} kills found a started run (a run clears its reports after ${started} ms here): the test shows too little`);
});

test('a symbolic link planted at a predictable temporary name is never written through', async () => {
  const root = scratchVectors({ 'javaHash/int.json': vectorFile('javaHash.int', [{ id: 'one', input: { value: 1 }, expected: { hash: 1 } }]) });
  const victim = join(root, 'victim.txt');
  writeFileSync(victim, 'untouched\n');
  const reports = join(root, 'reports');
  mkdirSync(reports);
  const target = join(reports, 'r.json');
  for (const name of ['r.json.tmp', '.r.json.tmp', `.r.json.${process.pid}.tmp`, 'r.json~', '.r.json.swp']) symlinkSync(victim, join(reports, name));
  symlinkSync(victim, target);
  const code = await new Promise((resolve) => {
    spawn(process.execPath, [BIN, root, '--json-report', target], { stdio: 'ignore' }).on('exit', resolve);
  });
  assert.equal(code, 0);
  assert.equal(readFileSync(victim, 'utf8'), 'untouched\n');
  assert.match(readFileSync(target, 'utf8'), /"exitCode": 0/);
  assert.deepEqual(readdirSync(reports).filter((name) => name.endsWith('.tmp') && !['r.json.tmp', '.r.json.tmp', `.r.json.${process.pid}.tmp`].includes(name)), []);
});

test('a report that cannot be written whole leaves no target and no temporary file', () => {
  const folder = scratchVectors({});
  const good = join(folder, 'good.json');
  assert.throws(() => writeReports([[good, 'complete\n'], [join(folder, 'missing', 'r.xml'), '<x/>']]), /ENOENT/);
  assert.deepEqual(readdirSync(folder), [], 'neither the first report nor any temporary file');
});
