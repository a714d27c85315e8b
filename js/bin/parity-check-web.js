#!/usr/bin/env node
// @ts-check
import { appendFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { clearReportTargets, removePendingReports } from '../src/report-files.js';
import { RunControl } from '../src/run-control.js';

// Run as `node parity-check-web.js`: no report of an earlier run survives a run that is killed once this line has
// run (the executable js/bin/parity-check-web removes them before node starts; removing them again costs nothing).
clearReportTargets(process.argv.slice(2));
// For the kill test (js/test/report-files.test.js): says the reports were cleared, so a kill found a started run.
if (process.env.PARITY_CHECK_WEB_CLEARED_MARKER) (await import('node:fs')).writeFileSync(process.env.PARITY_CHECK_WEB_CLEARED_MARKER, '');

// Only parity-check-web decides this process's exit code: 0, 1 or 2 (docs/web-runner.md). The subject runs in a
// process of its own (js/src/subject-host.js): nothing it does reaches this one. What could still end this
// process with a code that reads as a verdict is closed here:
// - SIGTERM, SIGINT and SIGHUP stop the run at once (this process's event loop is free while the subject works):
//   the reports are written saying the run was stopped, and the exit is 2; after the reports were written, they
//   are rewritten so. A second signal ends the process at once (exit 2, no temporary file left).
// - A report that cannot be written to standard output (a full disk, a descriptor not open for writing) is exit 2,
//   as in parity-check: the error arrives after the write, so the exit waits for a turn of the event loop.
// - Any uncaught error or rejection here is an internal error: exit 2 with the message, never Node's exit 1.
const control = new RunControl();
const realExit = process.reallyExit.bind(process);
/** Ends the process: the subject's process and every temporary report file go first. @param {number} code */
function exitWith(code) {
  stopSubjectProcesses?.();
  removePendingReports();
  // For tools/bench-memory, which adds this peak to the subject process's (js/src/cli.js writes that one first).
  if (process.env.PARITY_CHECK_WEB_PEAK_RSS) appendFileSync(process.env.PARITY_CHECK_WEB_PEAK_RSS, `gate ${process.resourceUsage().maxRSS}\n`);
  realExit(code);
}
/** @type {(() => void) | null} */
let stopSubjectProcesses = null;
/** What rewrites the written reports as stopped, once they are written. @type {((reason: string) => void) | null} */
let rewriteReports = null;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
  process.on(signal, () => {
    if (control.reason !== null) {
      process.stderr.write(`parity-check-web: ${signal} again: ending now, the run has no verdict\n`);
      exitWith(2);
    }
    control.stop(`stopped by ${signal}`);
    if (rewriteReports !== null) {
      rewriteReports(/** @type {string} */ (control.reason));
      exitWith(2);
    }
  });
}

let standardOutputLost = false;
/** @param {string} message */
function failClosed(message) {
  try {
    process.stderr.write(`parity-check-web: ${message}\n`);
    rewriteReports?.('an internal error');
  } finally {
    exitWith(2);
  }
}
process.stdout.on('error', (error) => {
  if (!standardOutputLost) process.stderr.write(`parity-check-web: cannot write to standard output: ${error.message}\n`);
  standardOutputLost = true;
});
process.on('uncaughtException', (error) => {
  failClosed(`internal error, the run cannot be trusted: ${error?.stack ?? error} (report it with the command line)`);
});
process.on('unhandledRejection', (reason) => {
  failClosed(`internal error: a promise was rejected and nothing handled it, the run cannot be trusted: ${/** @type {any} */ (reason)?.stack ?? reason}`);
});

// A run holds one file's cases at a time, but V8 lets the old generation grow to several times what is live
// before it collects, more the longer the run allocates: the peak RSS followed the number of cases (1x/10x the
// corpus: 95/286 MB) with 17-28 MB live. Growing it by half of what survives keeps the peak near one file's parse
// (10x: 160 MB) for no measurable time. Read by V8 at each collection, so setting it here takes effect.
setFlagsFromString('--heap-growing-percent=50');
// And a full collection before each large file (js/src/heap-release.js): the heap while it is judged follows
// that file, not what the files before it left uncollected.
(await import('../src/heap-release.js')).enableHeapRelease();
({ stopSubjectProcesses } = await import('../src/subject-process.js'));
const { main } = await import('../src/cli.js');

let code;
try {
  code = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    control,
    afterReports: (rewrite) => { rewriteReports = rewrite; },
  });
} catch (error) {
  failClosed(`internal error, the run cannot be trusted: ${/** @type {any} */ (error)?.stack ?? error} (report it with the command line)`);
}
const verdict = /** @type {number} */ (code);

// A failed write to standard output is reported after the write: one turn of the event loop, then the exit as
// soon as what was written has drained.
await new Promise((resolve) => setImmediate(resolve));
const end = () => {
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) exitWith(standardOutputLost || control.reason !== null ? 2 : verdict);
  else setTimeout(end, 10);
};
end();
