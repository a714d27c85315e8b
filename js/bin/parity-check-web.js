#!/usr/bin/env node
// @ts-check
import { setFlagsFromString } from 'node:v8';
import { clearReportTargets } from '../src/report-files.js';

// A run holds one file's cases at a time (issue 37 point 7), but V8 lets the old generation grow to several times
// what is live before it collects, more the longer the run allocates: the peak RSS followed the number of cases
// (1x/10x the corpus: 95/286 MB) with 17-28 MB live. Growing it by half of what survives keeps the peak near one
// file's parse (10x: 160 MB) for no measurable time. Read by V8 at each collection, so setting it here takes effect.
setFlagsFromString('--heap-growing-percent=50');

// Before anything else (the runner's modules load after this): no report of an earlier run survives a run that is
// killed, however early (issue 37 point 4).
clearReportTargets(process.argv.slice(2));
// For the kill test (js/test/report-files.test.js): says the reports were cleared, so a kill found a started run.
if (process.env.PARITY_CHECK_WEB_CLEARED_MARKER) (await import('node:fs')).writeFileSync(process.env.PARITY_CHECK_WEB_CLEARED_MARKER, '');
// And a full collection before each large file (js/src/heap-release.js): the heap while it is judged follows
// that file, not what the files before it left uncollected.
(await import('../src/heap-release.js')).enableHeapRelease();
const { main } = await import('../src/cli.js');

// Only parity-check-web decides this process's exit code: 0, 1 or 2 (docs/web-runner.md). Three ways it could
// otherwise end with a code that reads as a verdict are closed here:
// - A report that cannot be written to standard output (a full disk, a descriptor not open for writing) is exit 2,
//   as in parity-check: Node's unhandled stream error was a crash with exit 1, which means "divergences". The error
//   arrives after the write, so whichever of it and main's verdict comes last, the exit is 2.
// - Any uncaught error or rejection (in the runner, or in work a subject left running) is exit 2 with the
//   message, never Node's exit 1.
// - A subject's process.exit/abort/kill outside a case (a timer it left behind) ends the process with exit 2;
//   during a case the runner itself traps it (js/src/subject-guard.js).
const ending = { exit: process.exit, reallyExit: process.reallyExit, abort: process.abort };
/** Ends the process with `code` through Node's own functions, whatever replaced them. @param {number} code */
const realExit = (code) => {
  Object.assign(process, ending);
  process.exit(code);
};
let standardOutputLost = false;
/** @type {number | null} */
let verdict = null;

/** @param {string} message */
function failClosed(message) {
  try {
    process.stderr.write(`parity-check-web: ${message}\n`);
  } finally {
    realExit(2);
  }
}

process.stdout.on('error', (error) => {
  if (!standardOutputLost) process.stderr.write(`parity-check-web: cannot write to standard output: ${error.message}\n`);
  standardOutputLost = true;
  process.exitCode = 2;
});
process.on('uncaughtException', (error) => {
  failClosed(`internal error, the run cannot be trusted: ${error?.stack ?? error} (report it with the command line)`);
});
process.on('unhandledRejection', (reason) => {
  failClosed(`a promise was rejected and nothing handled it, the run cannot be trusted: ${/** @type {any} */ (reason)?.stack ?? reason}`);
});
const lateExit = (/** @type {string} */ how) => () => failClosed(verdict === null
  ? `the subject called ${how} outside any case, before the run ended (while its module loaded?): there is no verdict`
  : `the subject called ${how} outside any case, after the run: the run's verdict (exit ${verdict}) is not trusted`);
const proc = /** @type {any} */ (process);
proc.exit = lateExit('process.exit');
proc.reallyExit = lateExit('process.reallyExit');
proc.abort = lateExit('process.abort');

let code;
try {
  code = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  failClosed(`internal error, the run cannot be trusted: ${/** @type {any} */ (error)?.stack ?? error} (report it with the command line)`);
}
verdict = /** @type {number} */ (code);
process.exitCode = standardOutputLost ? 2 : verdict;

// Timers or handles a subject left open must not keep the process alive after the verdict: once standard output
// has drained, end with the verdict.
const drained = setInterval(() => {
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) realExit(standardOutputLost ? 2 : verdict);
}, 1000);
drained.unref();
