// @ts-check
/**
 * Report files that never read as green by accident (issue 37 point 4):
 * - the targets are removed before anything else happens (clearReportTargets runs before the runner's modules
 *   load), so a run killed at any later time leaves no earlier run's passing report;
 * - each report is written to a temporary file beside its target under a unique name created exclusively
 *   (O_CREAT | O_EXCL: a symbolic link planted at a predictable name is never written through), then renamed
 *   onto the target (rename replaces a link there, it does not follow it);
 * - every temporary file is removed on every failure path, and on SIGTERM, SIGINT and SIGHUP.
 * Imports only node's own modules, so the bin can call it first.
 */
import { closeSync, openSync, renameSync, rmSync, writeSync, constants } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** The options that name a report file. */
const REPORT_OPTIONS = ['--output', '--json-report', '--junit-report'];

/**
 * The report paths the command line names (`--json-report FILE` and `--json-report=FILE`).
 * @param {string[]} argv
 */
export function reportTargets(argv) {
  /** @type {string[]} */
  const targets = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--') break;
    const option = REPORT_OPTIONS.find((name) => argument === name || argument.startsWith(`${name}=`));
    if (option === undefined) continue;
    if (argument === option) {
      if (index + 1 < argv.length) targets.push(argv[++index]);
    } else {
      targets.push(argument.slice(option.length + 1));
    }
  }
  return targets;
}

/** Removes every report the command line names; an error is left to the write, which reports it. @param {string[]} argv */
export function clearReportTargets(argv) {
  for (const target of reportTargets(argv)) {
    try { rmSync(target, { force: true }); } catch { /* a folder or an unwritable place: the write fails and says so */ }
  }
}

/** Temporary files not yet renamed onto their targets. @type {Set<string>} */
const pending = new Set();

/** Removes the temporary files of a write that did not finish. */
export function removePendingReports() {
  for (const path of pending) {
    try { rmSync(path, { force: true }); } catch { /* nothing more can be done */ }
  }
  pending.clear();
}

let signalsHandled = false;
/** On SIGTERM, SIGINT or SIGHUP: remove the temporary files, then end with exit 2 (no verdict). */
function handleSignals() {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
    process.once(signal, () => {
      removePendingReports();
      process.stderr.write(`parity-check-web: stopped by ${signal}: the run has no verdict\n`);
      process.reallyExit(2);
    });
  }
}

/**
 * A new file beside `target` under a name nobody could have planted: created exclusively, retried on a clash.
 * @param {string} target @returns {{path: string, descriptor: number}}
 */
function createTemporary(target) {
  for (let attempt = 0; ; attempt++) {
    const path = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      const descriptor = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o644);
      pending.add(path);
      return { path, descriptor };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST' || attempt >= 16) throw error;
    }
  }
}

/**
 * Writes every report whole to its temporary file, then renames them onto their targets; on any failure no
 * temporary file is left and no target holds a partial report.
 * @param {[string, string][]} files target and content
 */
export function writeReports(files) {
  handleSignals();
  /** @type {[string, string][]} */
  const written = [];
  try {
    for (const [target, content] of files) {
      const { path, descriptor } = createTemporary(target);
      try {
        const bytes = Buffer.from(content);
        let offset = 0;
        while (offset < bytes.length) offset += writeSync(descriptor, bytes, offset, bytes.length - offset);
      } finally {
        closeSync(descriptor);
      }
      written.push([path, target]);
    }
    for (const [path, target] of written) {
      renameSync(path, target);
      pending.delete(path);
    }
  } finally {
    removePendingReports();
  }
}
