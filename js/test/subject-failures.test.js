// @ts-check
/**
 * Nothing a subject does decides the run's exit code: an exit, abort or kill of the process ends the run with
 * exit 2 and names the case; a hanging case is interrupted after the case timeout and reported, and the run goes
 * on; a thrown value of any type is that case's run error; an uncaught error is exit 2, never Node's 1.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { check } from '../src/index.js';
import { scratchVectors, vectorFile } from '../test-support/helpers.js';

const BIN = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
// javaHash.int: the hash of an Int is the Int; three cases, the second is where subjects misbehave.
const root = scratchVectors({
  'javaHash/int.json': vectorFile('javaHash.int', [1, 2, 3].map((value) => ({ id: ['one', 'two', 'three'][value - 1], input: { value }, expected: { hash: value } }))),
});

/**
 * Runs the command on the three cases with a subject whose function body is `body` (it sees `value`).
 * @param {string} body @param {string[]} [extra] @param {string} [prelude]
 */
function runWith(body, extra = [], prelude = '') {
  const module = join(root, `subject-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(module, `${prelude}\nexport const subject = {name: 'misbehaving', suites: {'javaHash.int': (value) => { ${body} }}};\n`);
  const result = spawnSync(process.execPath, [BIN, join(root, 'javaHash'), '--subject-module', module, ...extra], { encoding: 'utf8', timeout: 60000 });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr, all: `${result.stdout}${result.stderr}` };
}

test('a subject ending the process during a case ends the run with exit 2 naming the case, never its own code', () => {
  const ways = {
    'process.exit(0)': 'if (value === 2) process.exit(0); return {hash: value};',
    'process.exit(1)': 'if (value === 2) process.exit(1); return {hash: value};',
    'process.exit() with exitCode 0': 'if (value === 2) { process.exitCode = 0; process.exit(); } return {hash: value};',
    'process.reallyExit(0)': 'if (value === 2) process.reallyExit(0); return {hash: value};',
    'process.abort()': 'if (value === 2) process.abort(); return {hash: value};',
    'process.kill(process.pid)': 'if (value === 2) process.kill(process.pid, "SIGKILL"); return {hash: value};',
    'an exit whose exception the subject catches': 'if (value === 2) { try { process.exit(0); } catch {} } return {hash: value};',
  };
  for (const [name, body] of Object.entries(ways)) {
    const result = runWith(body);
    assert.equal(result.status, 2, `${name}: ${result.all}`);
    assert.match(result.stderr, /the subject ended the process during case javaHash\.int\/two \(process\.\w+\(/, name);
    assert.match(result.stdout, /ERROR \(the run is not trustworthy\): 1 passed, 0 diverged, 0 not portable, 0 known, 1 errors; digest null/, name);
  }
  // Signal 0 only asks whether a process exists: not an ending.
  assert.equal(runWith('process.kill(process.pid, 0); return {hash: value};').status, 0);
});

test('an exit outside any case (a timer left for after the run, the adapter module\'s own code) is exit 2 too', () => {
  const result = runWith('if (value === 3) setTimeout(() => process.exit(0), 10); return {hash: value};');
  assert.equal(result.status, 2, result.all);
  assert.match(result.stderr, /the subject called process\.exit\(0\) outside any case \(after its last case, from a timer or promise it left\): the run has no verdict/);
  const loading = runWith('return {hash: value};', [], 'process.exit(0);');
  assert.equal(loading.status, 2, loading.all);
  assert.match(loading.stderr, /cannot load subject module .*: the subject called process\.exit\(0\) outside any case \(while its module loaded\): the run has no verdict/);
});

test('a hanging case is interrupted after --case-timeout, reported with its input, and the run goes on', () => {
  for (const loop of ['for (;;) {}', 'for (;;) { try { for (;;) {} } catch {} }', 'while (true) [3, 1, 2].sort();']) {
    const started = Date.now();
    const result = runWith(`if (value === 2) { ${loop} } return {hash: value};`, ['--case-timeout', '0.3']);
    assert.equal(result.status, 2, result.all);
    assert.match(result.stdout, /RUN-ERROR javaHash\.int\/two[^\n]*\n {2}run error: timed out: subject "misbehaving" ran longer than the case timeout of 0\.3 s[^\n]*\n {2}input: {5}\{"value":2\}/);
    assert.match(result.stdout, /2 passed, 0 diverged, 0 not portable, 0 known, 1 errors; digest sha256:/, 'the other cases were judged');
    assert.ok(Date.now() - started < 20000, 'the run ended soon after the timeout');
  }
});

test('slow cases that each fit the timeout are never reported timed out, whatever their total', () => {
  // Each case takes 150 ms against a 0.4 s timeout: the three together outrun one watchdog window.
  const result = runWith('const until = Date.now() + 150; while (Date.now() < until) {} return {hash: value};', ['--case-timeout', '0.4']);
  assert.equal(result.status, 0, result.all);
});

test('a bad --case-timeout is a usage error (2)', () => {
  for (const value of ['0', '-1', 'abc', '1e3', '99999999', '']) {
    const result = runWith('return {hash: value};', [`--case-timeout=${value}`]);
    assert.equal(result.status, 2, value);
    assert.match(result.stderr, /--case-timeout takes a positive number of seconds/);
  }
});

test('a subject that throws a value of any type gets a run error for that case, the run goes on (exit 2)', () => {
  const thrown = {
    null: ['null', /error the contract does not define: null/],
    undefined: ['undefined', /error the contract does not define: undefined/],
    number: ['42', /error the contract does not define: 42/],
    string: ['"boom"', /error the contract does not define: \\"boom\\"|error the contract does not define: "boom"/],
    symbol: ['Symbol("s")', /error the contract does not define: Symbol\(s\)/],
    'object without message': ['{code: 7}', /error the contract does not define: \{"code":7\}/],
    'object whose every read throws': ['new Proxy({}, {get() { throw new Error("no"); }, getPrototypeOf() { throw new Error("no"); }})', /error the contract does not define:/],
  };
  for (const [name, [expression, message]] of Object.entries(thrown)) {
    const result = runWith(`if (value === 2) throw ${expression}; return {hash: value};`);
    assert.equal(result.status, 2, `${name}: ${result.all}`);
    assert.match(result.stdout, message, name);
    assert.match(result.stdout, /2 passed, 0 diverged, 0 not portable, 0 known, 1 errors; digest sha256:/, name);
  }
});

test('a subject answering with a Promise gets a run error saying subjects answer synchronously', () => {
  const result = runWith('return Promise.resolve({hash: value});');
  assert.equal(result.status, 2, result.all);
  assert.match(result.stdout, /returned a Promise: a subject's functions answer synchronously/);
});

test('an uncaught error or rejection of the subject is exit 2 with a message, never 1', () => {
  const rejection = runWith('return {hash: value};', [], 'Promise.reject(new Error("left unhandled"));');
  assert.equal(rejection.status, 2, rejection.all);
  assert.match(rejection.stderr, /a promise of the subject was rejected and nothing handled it: Error: left unhandled \(while its module loaded\)/);
  const module = join(root, 'suites-throw.mjs');
  writeFileSync(module, "export const subject = {name: 'x', get suites() { throw new TypeError('no suites today'); }};");
  const thrown = spawnSync(process.execPath, [BIN, join(root, 'javaHash'), '--subject-module', module], { encoding: 'utf8' });
  assert.equal(thrown.status, 2, `${thrown.stdout}${thrown.stderr}`);
  assert.match(thrown.stderr, /cannot load subject module .*: TypeError: no suites today/);
  const later = runWith('if (value === 3) setTimeout(() => { throw new RangeError("late"); }, 10); return {hash: value};');
  assert.equal(later.status, 2, later.all);
  assert.match(later.stderr, /RangeError: late/);
});

test('the library API: check() returns a partial exit-2 report and gives process.exit back afterwards', () => {
  // Should the trap fail, the subject reaches this stand-in, not the real exit that would end the test as passed.
  const exit = process.exit;
  const standIn = /** @type {any} */ (() => { throw new Error('the real process.exit was reached'); });
  process.exit = standIn;
  const subject = { name: 'exits', suites: { 'javaHash.int': (/** @type {number} */ value) => { if (value === 2) process.exit(0); return { hash: value }; } } };
  let report;
  try {
    report = check(root, subject);
    assert.equal(process.exit, standIn, 'the runner gives back the process.exit it found');
  } finally {
    process.exit = exit;
  }
  assert.equal(report.exitCode, 2);
  assert.equal(report.partial, true);
  assert.equal(report.digest, null);
  assert.deepEqual(report.results.map((r) => [r.id, r.outcome.label]), [['one', 'passed'], ['two', 'run-error']]);
  assert.match(report.runErrors.join('\n'), /the subject ended the process during case javaHash\.int\/two \(process\.exit\(0\)\)/);
  const hanging = { name: 'hangs', suites: { 'javaHash.int': (/** @type {number} */ value) => { for (;;) { if (value === 2) continue; return { hash: value }; } } } };
  const timed = check(root, hanging, { caseTimeoutSeconds: 0.2 });
  assert.deepEqual(timed.results.map((r) => r.outcome.label), ['passed', 'run-error', 'passed']);
});

test('a subject whose process dies during a case without calling an exit (a crash) gets a run error there; a fresh process answers the rest', () => {
  const result = runWith('if (value === 2) execSync(`kill -9 ${process.pid}`); return {hash: value};', [], "import { execSync } from 'node:child_process';");
  assert.equal(result.status, 2, result.all);
  assert.match(result.stdout, /RUN-ERROR javaHash\.int\/two[^\n]*\n {2}run error: subject "misbehaving" crashed: its process ended during this case \(killed by SIGKILL\)/);
  assert.match(result.stdout, /2 passed, 0 diverged, 0 not portable, 0 known, 1 errors; digest sha256:/, 'the case after it was judged');
});

test('a subject blocked where the case timeout cannot interrupt it is stopped, and a fresh process answers the rest', () => {
  const started = Date.now();
  const result = runWith('if (value === 2) execSync("sleep 60"); return {hash: value};', ['--case-timeout', '0.5'], "import { execSync } from 'node:child_process';");
  assert.equal(result.status, 2, result.all);
  assert.match(result.stdout, /RUN-ERROR javaHash\.int\/two[^\n]*\n {2}run error: subject "misbehaving" did not answer within 6 s and could not be interrupted/);
  assert.match(result.stdout, /2 passed, 0 diverged, 0 not portable, 0 known, 1 errors; digest sha256:/);
  assert.ok(Date.now() - started < 40000, 'the blocked process was not waited for');
});

test('nothing the subject starts outlives the run: its process group is ended with it', () => {
  const pidFile = join(root, `sleeper-${Math.random().toString(36).slice(2)}`);
  const result = runWith(`if (value === 1) writeFileSync(${JSON.stringify(pidFile)}, String(spawn('sleep', ['300'], { stdio: 'ignore' }).pid)); return {hash: value};`, [], "import { spawn } from 'node:child_process'; import { writeFileSync } from 'node:fs';");
  assert.equal(result.status, 0, result.all);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  let alive = true;
  for (let tries = 0; tries < 50 && alive; tries++) {
    try { process.kill(pid, 0); spawnSync('sleep', ['0.1']); } catch { alive = false; }
  }
  assert.equal(alive, false, `the subject's child ${pid} is still running`);
});

test('a subject writing to the runner\'s descriptors breaks no verdict: exit 2, saying so', () => {
  const result = runWith('if (value === 2) writeSync(4, "{\\"answers\\": [{\\"k\\": \\"value\\"}]}\\n"); return {hash: value};', [], "import { writeSync } from 'node:fs';");
  assert.equal(result.status, 2, result.all);
  assert.match(result.all, /the subject's process sent .*: the run has no verdict/);
});

test('a crash that does not come back when the cases are asked again is still exit 2, saying so', () => {
  const once = join(root, `crashed-once-${Math.random().toString(36).slice(2)}`);
  const result = runWith(`if (value === 2 && !existsSync(${JSON.stringify(once)})) { writeFileSync(${JSON.stringify(once)}, ''); execSync(\`kill -9 \${process.pid}\`); } return {hash: value};`, [], "import { execSync } from 'node:child_process'; import { existsSync, writeFileSync } from 'node:fs';");
  assert.equal(result.status, 2, result.all);
  assert.match(result.all, /subject "misbehaving" crashed \(killed by SIGKILL\) while answering javaHash\.int \(case 1 of those asked, or one after it\), then answered every case when asked again: the run has no verdict/);
  assert.match(result.stdout, /3 passed, 0 diverged, 0 not portable, 0 known, 0 errors/);
});
