// @ts-check
/** Reports never read as green by accident: removed first, written through exclusive temporary files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS, NOT_IN_CORE, scratchVectors, vectorFile } from '../test-support/helpers.js';
import { reportTargets, writeReports } from '../src/report-files.js';

const BIN = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));

const WRAPPER = fileURLToPath(new URL('../bin/parity-check-web', import.meta.url));
const STALE = 'STALE-GREEN-REPORT-OF-AN-EARLIER-RUN';
/** Green reports of an earlier run, marked stale. */
const PLANTED = ['r.txt', 'r.json', 'r.xml'];
const plantedText = (/** @type {string} */ name) => (name.endsWith('.json') ? `{"format": "parity-report/1", "exitCode": 0, "stale": "${STALE}"}\n`
  : name.endsWith('.xml') ? `<!-- ${STALE} --><testsuites tests="1" failures="0" errors="0"></testsuites>\n` : `PASS: 1 passed, 0 diverged; ${STALE}\n`);
/** What reads as green in a report of any of the three kinds. */
const GREEN_REPORT = /"exitCode": 0|^PASS|<testsuites [^>]*failures="0" errors="0"|<testsuites [^>]*errors="0" failures="0"/m;

/**
 * Whether `path` still holds the planted report. The run may remove it between any two calls, so a file that
 * vanishes while being read counts as removed. @param {string} path
 */
function holdsStaleReport(path) {
  try {
    return readFileSync(path, 'utf8').includes(STALE);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Runs the gate as a CI runs it (the executable js/bin/parity-check-web) on the corpus with the three reports,
 * sends `signal` `delay` ms after the start and waits for the end.
 * @param {string} folder @param {number} delay @param {NodeJS.Signals | null} signal
 * @returns {Promise<{code: number | null, killedBy: string | null, clearedBeforeSignal: boolean, sent: boolean, stderr: string, paths: string[]}>}
 */
function runAndKill(folder, delay, signal) {
  const paths = PLANTED.map((name) => join(folder, name));
  for (const path of paths) writeFileSync(path, plantedText(path));
  return new Promise((resolve) => {
    const child = spawn(WRAPPER, [CORPUS, '--allow-not-run', NOT_IN_CORE.join(','), '--output', paths[0], '--json-report', paths[1], '--junit-report', paths[2]], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    let clearedBeforeSignal = false;
    let sent = false;
    const timer = signal === null ? null : setTimeout(() => {
      clearedBeforeSignal = paths.every((path) => !holdsStaleReport(path));
      sent = child.exitCode === null && child.signalCode === null;
      if (sent) child.kill(signal);
    }, delay);
    child.on('close', (code, killedBy) => {
      if (timer !== null) clearTimeout(timer);
      resolve({ code, killedBy, clearedBeforeSignal, sent, stderr, paths });
    });
  });
}

test('the executable removes the report targets before node starts', () => {
  const folder = scratchVectors({});
  const stubs = join(folder, 'bin');
  mkdirSync(stubs);
  const seen = join(folder, 'seen-by-node');
  // A stand-in for node: records which reports still exist when it starts.
  writeFileSync(join(stubs, 'node'), `#!/bin/sh\nfor f in r.txt r.json r.xml; do [ -e "${folder}/$f" ] && echo "$f"; done > "${seen}"\nexit 0\n`, { mode: 0o755 });
  const paths = PLANTED.map((name) => join(folder, name));
  for (const path of paths) writeFileSync(path, plantedText(path));
  const result = spawnSync(WRAPPER, [CORPUS, '--output', paths[0], `--json-report=${paths[1]}`, '--junit-report', paths[2]], { env: { ...process.env, PATH: `${stubs}:${process.env.PATH}` }, encoding: 'utf8' });
  assert.equal(result.error, undefined, String(result.error));
  assert.equal(readFileSync(seen, 'utf8'), '', 'reports node found in place');
  assert.deepEqual(paths.filter((path) => existsSync(path)), []);
});

test('a run killed at any time leaves no green report unless it ended with exit 0 (SIGKILL, SIGTERM, SIGINT over the whole run)', async (t) => {
  const folder = scratchVectors({});
  const started = Date.now();
  const whole = await runAndKill(folder, 0, null);
  const length = Date.now() - started;
  assert.equal(whole.code, 0, whole.stderr);
  const failures = [];
  /** @type {{[signal: string]: number[]}} */
  const tally = {};
  const kills = Number(process.env.KILLS ?? 8);
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGKILL', 'SIGTERM', 'SIGINT'])) {
    for (let index = 0; index < kills; index++) {
      // Fixed early kills (node still starting), then random times over the whole run and its report writing.
      const delay = index < 3 ? [5, 40, 150][index] : Math.round(Math.random() * (length + 200));
      const result = await runAndKill(folder, delay, signal);
      const where = `${signal} ${delay} ms after the start (exit ${result.code ?? result.killedBy})`;
      const counts = tally[signal] ??= [0, 0, 0];
      counts[result.sent ? 0 : 1]++;
      if (result.sent && !result.clearedBeforeSignal) counts[2]++;
      for (const path of result.paths) {
        if (!existsSync(path)) continue;
        const text = readFileSync(path, 'utf8');
        // Before the executable's first instruction (the removal) no program can act: asserted from the removal on.
        if (text.includes(STALE)) {
          if (result.clearedBeforeSignal || !result.sent) failures.push(`${where}: the earlier green report ${path} survived`);
        }
        // Exit 0 only for a run the signal did not reach (it had ended); stderr then says nothing of a signal.
        else if (GREEN_REPORT.test(text) && !(result.code === 0 && !/stopped by/.test(result.stderr))) failures.push(`${where}: ${path} reads green`);
      }
      if (result.sent && signal !== 'SIGKILL' && result.code !== 2 && result.killedBy !== signal && !(result.code === 0 && !/stopped by/.test(result.stderr))) {
        failures.push(`${where}: neither exit 2 nor death by the signal`);
      }
      if (signal !== 'SIGKILL') {
        const temporaries = readdirSync(folder).filter((name) => name.endsWith('.tmp'));
        if (temporaries.length > 0) failures.push(`${where}: temporary report files left: ${temporaries.join(', ')}`);
      }
      for (const name of readdirSync(folder)) if (name.endsWith('.tmp')) rmSync(join(folder, name));
    }
  }
  const summary = Object.entries(tally).map(([signal, [sent, ended, early]]) => `${signal}: ${sent} sent (${early} before the removal), ${ended} after the end`).join('; ');
  t.diagnostic(`an unkilled run: ${length} ms; ${summary}`);
  assert.deepEqual(failures, [], summary);
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
