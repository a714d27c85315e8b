// @ts-check
/**
 * Report files that never read as green by accident:
 * - the targets are removed before anything else happens (js/bin/parity-check-web removes them before node
 *   starts, and clearReportTargets again before the runner's modules load), so a run killed at any later time
 *   leaves no earlier run's passing report;
 * - each report is written to a temporary file beside its target under a unique name created exclusively
 *   (O_CREAT | O_EXCL: a symbolic link planted at a predictable name is never written through), then renamed
 *   onto the target (rename replaces a link there, it does not follow it);
 * - every temporary file is removed on every failure path; the command line removes any left (removePendingReports)
 *   whatever way it ends, a signal included.
 * Imports only node's own modules, so the bin can call it first.
 */
import { closeSync, ftruncateSync, openSync, readSync, renameSync, rmSync, writeSync, constants } from 'node:fs';
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

/** Spools not yet removed (their files are in `pending` too). @type {Set<Spool>} */
const openSpools = new Set();

/** Removes the temporary files of a write that did not finish, and every spool. */
export function removePendingReports() {
  for (const spool of openSpools) spool.remove();
  for (const path of pending) {
    try { rmSync(path, { force: true }); } catch { /* nothing more can be done */ }
  }
  pending.clear();
}

/**
 * A new file beside `target` under a name nobody could have planted: created exclusively, retried on a clash.
 * @param {string} target @param {number} [access] O_WRONLY, or O_RDWR for a spool @returns {{path: string, descriptor: number}}
 */
function createTemporary(target, access = constants.O_WRONLY) {
  for (let attempt = 0; ; attempt++) {
    const path = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      const descriptor = openSync(path, access | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o644);
      pending.add(path);
      return { path, descriptor };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST' || attempt >= 16) throw error;
    }
  }
}

/** @param {number} descriptor @param {Uint8Array} bytes */
function writeAll(descriptor, bytes) {
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(descriptor, bytes, offset, bytes.length - offset);
}

/** How many bytes a spool holds in memory before it writes them to its file. */
const SPOOL_BUFFER_BYTES = 1 << 20;

/**
 * Text written as a run goes, kept in a temporary file (created as a report's temporary file is: a unique name,
 * exclusively, removed on every failure path and when the command line ends), for a report whose beginning is
 * only known at the end: the report copies its ranges. So a run holds none of it beyond SPOOL_BUFFER_BYTES.
 * The first write error is kept (`error`) and ends the writing; the report that copies the spool throws it.
 */
export class Spool {
  /** @param {string} beside the report it is for: the spool is created in that folder */
  constructor(beside) {
    const { path, descriptor } = createTemporary(beside, constants.O_RDWR);
    this.path = path;
    this.descriptor = descriptor;
    /** Bytes written so far (in the file or buffered), the offset of the next write. */
    this.size = 0;
    /** @type {string[]} */
    this.buffered = [];
    this.bufferedBytes = 0;
    /** @type {Error | null} */
    this.error = null;
    openSpools.add(this);
  }

  /** @param {string} text */
  write(text) {
    const bytes = Buffer.byteLength(text);
    this.size += bytes;
    if (this.error !== null) return;
    this.buffered.push(text);
    this.bufferedBytes += bytes;
    if (this.bufferedBytes >= SPOOL_BUFFER_BYTES) this.flush();
  }

  flush() {
    if (this.buffered.length === 0 || this.error !== null) return;
    const text = this.buffered.join('');
    this.buffered = [];
    this.bufferedBytes = 0;
    try {
      writeAll(this.descriptor, Buffer.from(text));
    } catch (error) {
      this.error = /** @type {Error} */ (error);
    }
  }

  /** Forgets everything written. */
  clear() {
    this.buffered = [];
    this.bufferedBytes = 0;
    this.size = 0;
    if (this.error !== null) return;
    try {
      ftruncateSync(this.descriptor, 0);
    } catch (error) {
      this.error = /** @type {Error} */ (error);
    }
  }

  /**
   * The bytes from `start` to `end`, in pieces of at most SPOOL_BUFFER_BYTES; throws the spool's write error.
   * @param {number} start @param {number} end
   * @returns {Generator<Buffer>}
   */
  *read(start, end) {
    this.flush();
    if (this.error !== null) throw this.error;
    const piece = Buffer.alloc(Math.min(SPOOL_BUFFER_BYTES, Math.max(end - start, 1)));
    for (let position = start; position < end;) {
      const got = readSync(this.descriptor, piece, 0, Math.min(piece.length, end - position), position);
      if (got === 0) throw new Error(`the report's temporary file ${this.path} ended early (was it changed by another process?)`);
      position += got;
      yield piece.subarray(0, got);
    }
  }

  /** Closes and removes the file. */
  remove() {
    try { closeSync(this.descriptor); } catch { /* closed already */ }
    try { rmSync(this.path, { force: true }); } catch { /* nothing more can be done */ }
    pending.delete(this.path);
    openSpools.delete(this);
  }
}

/**
 * A report's content: text, and ranges of a spool copied in place.
 * @typedef {string | {spool: Spool, start: number, end: number}} ReportPart
 */

/**
 * Writes every report whole to its temporary file, then renames them onto their targets; on any failure no
 * temporary file is left and no target holds a partial report. Spools are removed too: they are temporary files.
 * @param {[string, string | ReportPart[]][]} files target and content
 */
export function writeReports(files) {
  /** @type {[string, string][]} */
  const written = [];
  try {
    for (const [target, content] of files) {
      const { path, descriptor } = createTemporary(target);
      try {
        for (const part of typeof content === 'string' ? [content] : content) {
          if (typeof part === 'string') writeAll(descriptor, Buffer.from(part));
          else for (const piece of part.spool.read(part.start, part.end)) writeAll(descriptor, piece);
        }
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
