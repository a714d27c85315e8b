// @ts-check
/**
 * SIGTERM, SIGINT and SIGHUP stop a web run at once, in a slow case or a hanging one as between cases: the reports
 * asked for are written saying the run was stopped (never green), and the exit code is 2. A CI timeout can stop
 * the web gate, and what it leaves never reads as a pass.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchVectors, vectorFile } from '../test-support/helpers.js';

const BIN = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
const CASES = 300;

/**
 * Starts a run over CASES javaHash.int cases whose subject runs `body` for each (it sees `value`) after marking
 * the first case started; resolves once that mark is there.
 * @param {string} body @param {string[]} [extra]
 */
async function startRun(body, extra = []) {
  const root = scratchVectors({
    'javaHash/int.json': vectorFile('javaHash.int', Array.from({ length: CASES }, (_, index) => ({ id: `c${index}`, input: { value: index }, expected: { hash: index } }))),
  });
  const started = join(root, 'started');
  const module = join(root, 'subject.mjs');
  writeFileSync(module, `import { writeFileSync } from 'node:fs';
export const subject = {name: 'slow', suites: {'javaHash.int': (value) => { if (value === 0) writeFileSync(${JSON.stringify(started)}, ''); ${body} }}};\n`);
  const reports = { text: join(root, 'r.txt'), json: join(root, 'r.json'), junit: join(root, 'r.xml') };
  const child = spawn(process.execPath, [BIN, join(root, 'javaHash'), '--subject-module', module, '--output', reports.text, '--json-report', reports.json, '--junit-report', reports.junit, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  child.stdout.resume();
  /** @type {Promise<{code: number | null, signal: string | null}>} */
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60000;
  while (!existsSync(started)) {
    assert.ok(Date.now() < deadline, 'the run never reached its first case');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { root, reports, child, ended, stderr: () => stderr };
}

/**
 * Sends `signal` and waits for the run's end; a run still going 10 s later is killed and the test fails.
 * @param {Awaited<ReturnType<typeof startRun>>} run @param {NodeJS.Signals} signal
 */
async function stop(run, signal) {
  const sent = Date.now();
  run.child.kill(signal);
  const late = setTimeout(() => run.child.kill('SIGKILL'), 10000);
  const { code } = await run.ended;
  clearTimeout(late);
  return { code, seconds: (Date.now() - sent) / 1000 };
}

/** The three reports exist, each says the run stopped without a verdict, and no temporary file is left. @param {Awaited<ReturnType<typeof startRun>>} run @param {string} signal */
function assertStoppedReports(run, signal) {
  const json = JSON.parse(readFileSync(run.reports.json, 'utf8'));
  assert.equal(json.exitCode, 2);
  assert.equal(json.partial, true);
  assert.equal(json.digest, null);
  assert.match(json.runErrors.join('\n'), new RegExp(`stopped by ${signal}`));
  assert.ok(json.summary.cases < CASES, `${json.summary.cases} cases judged: the run was not stopped early`);
  const junit = readFileSync(run.reports.junit, 'utf8');
  assert.doesNotMatch(junit, /<testsuites [^>]*errors="0" failures="0"/);
  assert.match(junit, new RegExp(`stopped by ${signal}`));
  const text = readFileSync(run.reports.text, 'utf8');
  assert.match(text, /^ERROR \(the run is not trustworthy\)/m);
  assert.match(text, new RegExp(`error: stopped by ${signal}`));
  assert.deepEqual(readdirSync(run.root).filter((name) => name.endsWith('.tmp')), [], 'no temporary report file is left');
}

for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
  test(`${signal} stops a run between slow cases at once, rewrites its reports as stopped, and exits 2`, async () => {
    // 300 cases of 50 ms: 15 s unstopped.
    const run = await startRun('const until = Date.now() + 50; while (Date.now() < until) {} return {hash: value};');
    const { code, seconds } = await stop(run, signal);
    assert.equal(code, 2, run.stderr());
    assert.ok(seconds < 5, `the run went on for ${seconds} s after ${signal}`);
    assert.match(run.stderr(), new RegExp(`stopped by ${signal}: \\d+ of \\d+ selected cases judged; the run has no verdict`));
    assertStoppedReports(run, signal);
  });
}

test('SIGTERM stops a run inside a hanging case, long before the case timeout', async () => {
  const run = await startRun('if (value === 1) for (;;) {} return {hash: value};', ['--case-timeout', '120']);
  const { code, seconds } = await stop(run, 'SIGTERM');
  assert.equal(code, 2, run.stderr());
  assert.ok(seconds < 5, `the run went on for ${seconds} s after SIGTERM`);
  assertStoppedReports(run, 'SIGTERM');
});

test('SIGTERM while the subject module loads ends the wait at once: exit 2, no report', async () => {
  const root = scratchVectors({ 'javaHash/int.json': vectorFile('javaHash.int', [{ id: 'one', input: { value: 1 }, expected: { hash: 1 } }]) });
  const loading = join(root, 'loading');
  const module = join(root, 'slow-to-load.mjs');
  writeFileSync(module, `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(loading)}, '');\nawait new Promise((resolve) => setTimeout(resolve, 100000));\nexport const subject = {name: 'slow', suites: {'javaHash.int': (value) => ({hash: value})}};\n`);
  const report = join(root, 'r.json');
  const child = spawn(process.execPath, [BIN, root, '--subject-module', module, '--json-report', report], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const ended = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  for (const deadline = Date.now() + 60000; !existsSync(loading);) {
    assert.ok(Date.now() < deadline, 'the module never started loading');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sent = Date.now();
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 10000);
  const code = await ended;
  clearTimeout(late);
  assert.equal(code, 2, stderr);
  assert.ok(Date.now() - sent < 5000);
  assert.match(stderr, /stopped by SIGTERM before the run started: the run has no verdict/);
  assert.equal(existsSync(report), false);
});
