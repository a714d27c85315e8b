// @ts-check
/**
 * Finds, reads and checks the vector files, and computes the vector-set digest exactly as parity-check and the
 * oracle do (docs/vector-format.md "The vector-set digest").
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readJsonText, JsonTextError, JsonNumber } from './json-text.js';
import { isObject } from './input-reader.js';
import * as scalars from './scalars.js';
import { SUITES } from './suites.js';
import { matchesReason } from './not-portable-reasons.js';
import { releaseHeapBefore } from './heap-release.js';
import { REVISIONS, knownRevisions } from './revisions.js';

export { REVISIONS, NEWEST_REVISION, TOOLCHAIN, knownRevisions } from './revisions.js';

/**
 * @typedef {import('./compare.js').Tolerance} Tolerance
 * @typedef {{file: string, line: number, column: number, pointer: string, message: string, help: string}} Defect
 * @typedef {{kind: 'value', value: unknown} | {kind: 'error', code: string, index?: number} | {kind: 'notPortable', reason: string}} Expectation
 * @typedef {{id: string, tags: string[], input: unknown, inputText: string, comment?: string, expected: Expectation, tolerance: Tolerance, line: number, column: number, pointer: string}} VectorCase
 * @typedef {{path: string, relative: string, suite: string, revisions: string[] | null, cases: VectorCase[]}} VectorFile
 * @typedef {{files: VectorFile[], fileCount: number, digest: string | null, defects: Defect[], links?: string[]}} VectorSet
 *   links: `path -> target` of each file found through a symbolic link
 */

/**
 * Reads a vector file or every `*.json` below a folder (not `*.schema.json`, nor the folder's own `aliases.json` and
 * `android-revisions.json`).
 * @param {string} root
 * @returns {VectorSet}
 */
export function loadVectorSet(root) {
  const found = discoverVectorFiles(root);
  /** @type {Defect[]} */
  const defects = [...found.defects];
  /** @type {VectorFile[]} */
  const files = [];
  /** @type {string[]} */
  const digestLines = [];
  for (const entry of found.entries) {
    const loaded = loadVectorFile(entry);
    if (loaded.sha256 !== null) digestLines.push(`${loaded.sha256}  ${entry.relative}\n`);
    if (loaded.defect) defects.push(loaded.defect);
    else files.push(/** @type {VectorFile} */ (loaded.file));
  }
  if (found.entries.length === 0 && found.defects.length === 0) defects.push(ioDefect(root, 'no vector files (*.json) found'));
  defects.push(...duplicateSuiteDefects(files));
  const digest = defects.length === 0 ? `sha256:${digestOfLines(digestLines)}` : null;
  return { files, fileCount: found.entries.length, digest, defects, links: found.entries.filter((entry) => entry.linkTarget !== undefined).map((entry) => `${entry.path} -> ${entry.linkTarget}`) };
}

/**
 * The vector set read one file at a time, for a run whose memory does not grow with the number of files or cases
 * (docs/inside-the-runners.md "What a web run holds"): `next()` reads, hashes and checks the next file in judging order
 * (by suite, as the runner judges them) and gives it or its defect; nothing of it is kept but its digest line, so a
 * file is released once its cases are judged. After the last file `finish()` gives the digest and every defect in
 * the order loadVectorSet gives them (discovery, then each file's in path order, then suites defined twice), so a
 * report is the same whichever way the set was read.
 * @typedef {{fileCount: number, links: string[], upfrontDefects: Defect[], next: () => ({file: VectorFile} | {defect: Defect} | null),
 *   finish: () => {digest: string | null, defects: Defect[]}}} VectorStream
 *   upfrontDefects: the defects known before any file is read (paths that cannot be vector files, no file at all)
 */

/**
 * Opens `root` as a VectorStream (the same files, defects and digest as loadVectorSet).
 * @param {string} root
 * @returns {VectorStream}
 */
export function openVectorSet(root) {
  const found = discoverVectorFiles(root);
  const upfrontDefects = [...found.defects];
  if (found.entries.length === 0 && found.defects.length === 0) upfrontDefects.push(ioDefect(root, 'no vector files (*.json) found'));
  // Judging order before reading: a folder's files obey the layout rule (any that does not is a defect, and a run
  // with a defect judges nothing), so `<area>/<function>[@<revision>].json` names the suite; ties keep path order.
  const order = found.entries.map((entry, index) => ({ entry, index, key: suiteOfLayout(entry.layoutPath) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  /** @type {string[]} */
  const digestLines = [];
  /** @type {{index: number, defect: Defect}[]} */
  const fileDefects = [];
  /** @type {{index: number, defect: Defect}[]} */
  const suiteDefects = [];
  const owners = new SuiteOwners();
  let position = 0;
  return {
    fileCount: found.entries.length,
    links: found.entries.filter((entry) => entry.linkTarget !== undefined).map((entry) => `${entry.path} -> ${entry.linkTarget}`),
    upfrontDefects,
    next() {
      if (position >= order.length) return null;
      const { entry, index } = order[position++];
      const loaded = loadVectorFile(entry);
      if (loaded.sha256 !== null) digestLines.push(`${loaded.sha256}  ${entry.relative}\n`);
      if (loaded.defect) {
        fileDefects.push({ index, defect: loaded.defect });
        return { defect: loaded.defect };
      }
      const file = /** @type {VectorFile} */ (loaded.file);
      const twice = owners.claim(file);
      if (twice) {
        suiteDefects.push({ index, defect: twice });
        return { defect: twice };
      }
      return { file };
    },
    finish() {
      const byPath = (/** @type {{index: number}} */ a, /** @type {{index: number}} */ b) => a.index - b.index;
      const defects = [...upfrontDefects, ...fileDefects.sort(byPath).map((each) => each.defect), ...suiteDefects.sort(byPath).map((each) => each.defect)];
      return { digest: defects.length === 0 ? `sha256:${digestOfLines(digestLines)}` : null, defects };
    },
  };
}

/** `area.function` of a layout path `area/function[@revision].json` (what a file obeying the layout rule holds). @param {string} layoutPath */
function suiteOfLayout(layoutPath) {
  const [folder, name] = layoutPath.split('/');
  return `${folder}.${name.replace(/\.json$/, '').replace(/@.*$/, '')}`;
}

/** SHA-256 over the `<sha256>  <relative path>\n` lines sorted by path (byte order). @param {string[]} lines */
export function digestOfLines(lines) {
  const sorted = [...lines].sort((a, b) => Buffer.compare(Buffer.from(a.slice(66)), Buffer.from(b.slice(66))));
  return createHash('sha256').update(sorted.join('')).digest('hex');
}

/**
 * The largest vector file the web runner reads, in bytes (PARITY_CHECK_WEB_MAX_FILE_BYTES overrides it, for a
 * test). A file is read as bytes, never as one string, but its tree is built in memory: a larger file is a defect
 * that says to split it, not a crash after minutes.
 */
export const DEFAULT_MAX_FILE_BYTES = 256 * 1024 * 1024;
const maxFileBytes = () => {
  const configured = process.env.PARITY_CHECK_WEB_MAX_FILE_BYTES;
  return configured !== undefined && /^[0-9]+$/.test(configured) ? Number(configured) : DEFAULT_MAX_FILE_BYTES;
};

/**
 * @typedef {{path: string, relative: string, layoutPath: string, linkTarget?: string}} VectorFileEntry
 *   path: as reported (the root as given, then the path below it); relative: '/'-separated below the root, what
 *   the digest covers; layoutPath: `<folder>/<name>` of the path as found (a link's own name), what the layout
 *   rule checks; linkTarget: where a symbolic link leads (a regular file inside the folder).
 */

/**
 * The vector files under `root`, sorted, and a defect for every path named `*.json` that cannot be one (a FIFO,
 * socket or device, a dangling or looping symbolic link, a link leading out of the folder, a link to a folder
 * whatever its name): nothing named like a vector file is skipped without a word, as in parity-check.
 * @param {string} root
 * @returns {{entries: VectorFileEntry[], defects: Defect[]}}
 */
export function discoverVectorFiles(root) {
  /** @type {Defect[]} */
  const defects = [];
  let rootStat;
  try {
    rootStat = statSync(root);
  } catch (error) {
    return { entries: [], defects: [ioDefect(root, /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? 'no such file or folder' : describeError(error))] };
  }
  if (rootStat.isFile()) return { entries: [{ path: root, relative: basename(root), layoutPath: layoutPathOf(root) }], defects };
  if (!rootStat.isDirectory()) return { entries: [], defects: [ioDefect(root, `not a regular file but ${kindOf(rootStat)}`)] };
  // parity-check and the oracle do not walk a folder reached through a link given as the vectors path: neither
  // does this runner, so the three gates judge the same files.
  if (lstatSync(root).isSymbolicLink()) {
    return { entries: [], defects: [ioDefect(root, `the vectors path is a symbolic link to a folder (${realpathSync(root)}), which is not followed; give the folder itself`)] };
  }
  const rootReal = realpathSync(root);
  const displayRoot = root.endsWith('/') ? root.slice(0, -1) : root;
  /** @type {VectorFileEntry[]} */
  const entries = [];
  /** @param {string} relativeFolder */
  const walk = (relativeFolder) => {
    const folder = relativeFolder ? join(root, relativeFolder) : root;
    /** @type {Buffer[]} */
    let names;
    try {
      names = readdirSync(folder, { encoding: 'buffer' });
    } catch (error) {
      defects.push(ioDefect(relativeFolder ? `${displayRoot}/${relativeFolder}` : displayRoot, `cannot list: ${describeError(error)}`));
      return;
    }
    for (const rawName of names.sort(Buffer.compare)) {
      const name = rawName.toString('utf8');
      const relative = relativeFolder ? `${relativeFolder}/${name}` : name;
      const display = `${displayRoot}/${relative}`;
      const full = join(root, relative);
      const isVectorName = name.endsWith('.json') && !name.endsWith('.schema.json') && name !== ALIAS_MAP && name !== REVISION_MANIFEST;
      // A name that is not UTF-8 cannot be reported, digested or reopened by its name: a folder or a vector file
      // named so is a defect, never skipped in silence (parity-check cannot read it either).
      if (!Buffer.from(name).equals(rawName)) {
        const rawPath = Buffer.concat([Buffer.from(`${folder}/`), rawName]);
        const problem = `cannot read: the name ${relativeFolder ? `${relativeFolder}/` : ''}${name} is not UTF-8 (bytes ${[...rawName].map((byte) => byte.toString(16).padStart(2, '0')).join(' ')}); rename it in ASCII`;
        /** @type {string[]} */
        let inside = [];
        try {
          if (lstatSync(rawPath).isDirectory()) inside = readdirSync(rawPath, { encoding: 'buffer' }).map((child) => child.toString('utf8')).filter((child) => child.endsWith('.json')).sort();
        } catch { /* the folder itself is reported */ }
        if (inside.length > 0) for (const child of inside) defects.push(ioDefect(`${display}/${child}`, problem));
        else defects.push(ioDefect(display, problem));
        continue;
      }
      let entryStat;
      try {
        entryStat = lstatSync(full);
      } catch (error) {
        if (isVectorName) defects.push(ioDefect(display, `cannot read: ${describeError(error)}`));
        continue;
      }
      if (entryStat.isDirectory()) walk(relative);
      else if (entryStat.isFile()) {
        if (isVectorName) entries.push({ path: display, relative, layoutPath: layoutPathOf(full) });
      } else if (entryStat.isSymbolicLink()) {
        const target = linkTarget(full, rootReal);
        if ('problem' in target) {
          if (isVectorName || target.leadsToFolder) defects.push(ioDefect(display, target.problem));
        } else if (isVectorName) {
          entries.push({ path: display, relative, layoutPath: layoutPathOf(full), linkTarget: target.path });
        }
      } else if (isVectorName) {
        defects.push(ioDefect(display, `not a regular file but ${kindOf(entryStat)}; remove it or replace it by the file`));
      }
    }
  };
  walk('');
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  return { entries, defects };
}

const ALIAS_MAP = 'aliases.json';
/** The manifest of the android-sdk-core files each revision models (docs/vector-format.md "Android revisions"). */
const REVISION_MANIFEST = 'android-revisions.json';

/** @param {import('node:fs').Stats} stat */
function kindOf(stat) {
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSymbolicLink()) return 'a symbolic link';
  return 'not a file';
}

/**
 * Where the link at `path` leads, when that is a regular file inside the folder `rootReal` (a resolved path).
 * @param {string} path @param {string} rootReal
 * @returns {{path: string} | {problem: string, leadsToFolder?: boolean}}
 */
function linkTarget(path, rootReal) {
  let target;
  try {
    target = realpathSync(path);
  } catch (error) {
    let written = '?';
    try { written = readlinkSync(path); } catch { /* the link vanished: '?' says so */ }
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ELOOP') return { problem: `a symbolic link that loops (${written}); remove it` };
    return { problem: `a dangling symbolic link (to ${written}, which does not exist); remove it or fix its target` };
  }
  let stat;
  try {
    stat = statSync(target);
  } catch (error) {
    return { problem: `a symbolic link to ${target}, which cannot be read (${describeError(error)}); remove it` };
  }
  if (stat.isDirectory()) return { problem: `a symbolic link to a folder (${target}), which is not followed; move the folder here instead`, leadsToFolder: true };
  if (!target.startsWith(rootReal.endsWith('/') ? rootReal : `${rootReal}/`)) {
    return { problem: `a symbolic link leading out of the vectors folder (to ${target}); copy the file into the folder instead` };
  }
  if (!stat.isFile()) return { problem: `a symbolic link to ${target}, which is not a regular file; remove it` };
  return { path: target };
}

/** `<folder>/<name>` of a path as found (the folder's own name, wherever the vectors folder is). @param {string} path */
function layoutPathOf(path) {
  const absolute = resolve(path);
  return `${basename(dirname(absolute))}/${basename(absolute)}`;
}

/** @param {unknown} error */
function describeError(error) {
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
  return code ? `${code}: ${message}` : String(message ?? error);
}

/**
 * Reads one file's bytes, bounded: only a regular file (opened without blocking, so a FIFO swapped in never
 * hangs the run), at most the size limit, read again whole when it grows while being read.
 * @param {string} path
 * @returns {Buffer}
 */
export function readBounded(path) {
  const limit = maxFileBytes();
  const descriptor = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(descriptor);
    if (!stat.isFile()) throw new FileReadError(`not a regular file but ${kindOf(stat)}; remove it or replace it by the file`);
    if (stat.size > limit) throw new FileReadError(`the file is ${stat.size} bytes, more than the ${limit} bytes a vector file may have (the web runner builds its tree in memory); split the suite's cases over revision files or shorten its inputs`);
    releaseHeapBefore(stat.size); // the command line's full collection before a large file (js/src/heap-release.js)
    const buffer = Buffer.alloc(stat.size + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const got = readSync(descriptor, buffer, filled, buffer.length - filled, null);
      if (got === 0) break;
      filled += got;
    }
    if (filled === buffer.length) throw new FileReadError('the file grew while it was read (is something writing it?); run again once it is complete');
    return buffer.subarray(0, filled);
  } finally {
    closeSync(descriptor);
  }
}

class FileReadError extends Error {}

/**
 * Reads, hashes and checks one file: its defect (the first one) or the file; the hash is null when the bytes could
 * not be read. Nothing in a file's content makes this throw: an error no rule names is a defect of that file.
 * @param {VectorFileEntry} entry
 * @returns {{sha256: string | null, file?: VectorFile, defect?: Defect}}
 */
export function loadVectorFile(entry) {
  let bytes;
  try {
    bytes = readBounded(entry.path);
  } catch (error) {
    const message = error instanceof FileReadError ? error.message : `cannot read the file: ${describeError(error)}`;
    return { sha256: null, defect: { ...ioDefect(entry.path, message), help: 'fix the file, or remove it from the vectors folder' } };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    return { sha256, file: parseVectorFile(bytes, entry.path, entry.relative, entry.layoutPath) };
  } catch (error) {
    if (error instanceof FileDefect) return { sha256, defect: error.defect };
    return {
      sha256,
      defect: { file: entry.path, line: 1, column: 1, pointer: '', message: `internal error while reading this file: ${describeError(error)}`, help: 'the run cannot be trusted: report it with the file attached' },
    };
  }
}

class FileDefect extends Error {
  /** @param {Defect} defect */
  constructor(defect) { super(defect.message); this.defect = defect; }
}

/** The error codes the contract defines (docs/contracts.md "Error codes"): any other is a defect of the file. */
export const CONTRACT_ERROR_CODES = [
  'invalidCoordinate', 'emptyRoute', 'invalidDistance', 'tooManyMarkers', 'invalidSpan', 'invalidBounds', 'emptyPoints',
  'roundNaN', 'nonFiniteDecimal', 'invalidFormatPrecision', 'emptyRange', 'emptyPath',
];

const REGENERATE = 'regenerate the file with tools/jvm-parity/oracle generate';

/**
 * The layout of `parity-vectors/1` (docs/vector-format.md), rule for rule as parity-check's VectorFileParser:
 * the first fault found is the file's defect, placed at the faulty value where the reader keeps its place (an
 * object, an array, a top-level member), else at the object holding it.
 * @param {Uint8Array} bytes @param {string} path @param {string} relative @param {string | null} [layoutPath]
 *   `<folder>/<name>` checked against `<area>/<function>[@<revision>].json` (null: not checked)
 * @returns {VectorFile}
 */
export function parseVectorFile(bytes, path, relative, layoutPath = null) {
  let document;
  try {
    document = readJsonText(bytes);
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    throw new FileDefect({ file: path, line: error.line, column: error.column, pointer: '', message: error.message, help: error.help });
  }
  const root = document.value;
  /**
   * @param {object | null} node the faulty value, or the object holding it
   * @param {string} pointer @param {string} message @param {string} [help]
   */
  const defect = (node, pointer, message, help = REGENERATE) => {
    const topMember = /^\/([^/]+)$/.exec(pointer);
    const at = (node && document.place(node)) || (topMember && document.placeOfMember(topMember[1])) || document.place(/** @type {object} */ (root)) || { line: 1, column: 1 };
    return new FileDefect({ file: path, line: at.line, column: at.column, pointer, message, help });
  };
  /** @param {unknown} node @param {string} pointer @param {string} [help] */
  const string = (node, pointer, help) => {
    if (typeof node === 'string') return node;
    throw defect(null, pointer, `expected a string, found ${scalars.describe(node)}`, help);
  };
  /** @param {unknown} node @param {string} pointer @param {string[]} allowed */
  const onlyKeys = (node, pointer, allowed) => {
    if (!isObject(node)) throw defect(null, pointer, `expected an object, found ${scalars.describe(node)}`);
    for (const key of Object.keys(/** @type {object} */ (node))) {
      if (!allowed.includes(key)) throw defect(/** @type {object} */ (node), `${pointer}/${key}`, `unknown field "${key}"`, `the fields allowed here are ${allowed.map((name) => `"${name}"`).join(', ')}`);
    }
  };
  if (!isObject(root)) throw defect(null, '', `a vector file is a JSON object, found ${scalars.describe(root)}`);
  const record = /** @type {{[key: string]: any}} */ (root);
  onlyKeys(record, '', ['format', 'suite', 'description', 'source', 'defaults', 'cases']);
  /** @param {string} key */
  const required = (key) => {
    if (!(key in record)) throw defect(record, '', `missing required field "${key}"`, 'see docs/vector-format.md');
    return record[key];
  };
  const format = string(required('format'), '/format');
  if (format !== 'parity-vectors/1') throw defect(null, '/format', `unsupported format "${format}"`, 'this runner reads "parity-vectors/1"');
  const suite = string(required('suite'), '/suite');
  string(required('description'), '/description');
  const source = required('source');
  if (!isObject(source) || typeof source.generator !== 'string') throw defect(null, '/source', '"source" must be an object naming its "generator" and "version"');
  /** @type {string[] | null} */
  let revisions = null;
  const android = source.android;
  if (android !== undefined) {
    if (!isObject(android) || !Array.isArray(android.revisions) || android.revisions.length === 0) {
      throw defect(source, '/source/android', '"android" must be an object with a non-empty "revisions" array');
    }
    revisions = android.revisions.map((/** @type {unknown} */ name, /** @type {number} */ index) => {
      const revision = string(name, `/source/android/revisions/${index}`);
      if (!REVISIONS.includes(revision)) throw defect(android.revisions, `/source/android/revisions/${index}`, `unknown android-sdk-core revision "${revision}"`, `known revisions: ${knownRevisions(revision)}`);
      return revision;
    });
  }
  if (!SUITES.has(suite)) throw defect(null, '/suite', `unknown suite "${suite}"`, 'the suites are listed in docs/suites.md; a newer corpus needs a newer runner');
  if (layoutPath !== null) {
    const stem = suite.split('.').join('/');
    const allowed = [`${stem}.json`, ...(revisions ?? []).map((revision) => `${stem}@${revision}.json`)];
    if (!allowed.includes(layoutPath)) {
      throw defect(null, '/suite', `suite ${suite} lives in <vectors>/${allowed.join(' or ')}, not .../${layoutPath}`, 'move the file (the layout is vectors/<area>/<function>[@<revision>].json)');
    }
  }
  /** @type {Tolerance} */
  let defaultTolerance = {};
  if (record.defaults !== undefined) {
    onlyKeys(record.defaults, '/defaults', ['tolerance']);
    if (record.defaults.tolerance !== undefined) defaultTolerance = tolerance(record.defaults.tolerance, '/defaults/tolerance', defect);
  }
  const cases = required('cases');
  if (!Array.isArray(cases)) throw defect(null, '/cases', '"cases" must be an array');
  if (cases.length === 0) throw defect(cases, '/cases', 'the suite has no cases', 'add a case, or delete the file');
  /** @type {Set<string>} */
  const ids = new Set();
  const parsed = cases.map((node, index) => {
    const pointer = `/cases/${index}`;
    if (!isObject(node)) throw defect(cases, pointer, `a case is an object, found ${scalars.describe(node)}`);
    const c = /** @type {{[key: string]: any}} */ (node);
    onlyKeys(c, pointer, ['id', 'tags', 'comment', 'input', 'expected', 'tolerance']);
    if (!('id' in c)) throw defect(c, pointer, 'missing required field "id"', 'see docs/vector-format.md');
    const id = string(c.id, `${pointer}/id`);
    if (!/^[A-Za-z0-9._-]+$/.test(id)) throw defect(c, `${pointer}/id`, `case id ${JSON.stringify(id)} may only use letters, digits, '.', '_' and '-'`);
    /** @type {string[]} */
    let tags = [];
    if (c.tags !== undefined) {
      if (!Array.isArray(c.tags)) throw defect(c, `${pointer}/tags`, `expected an array, found ${scalars.describe(c.tags)}`);
      tags = c.tags.map((/** @type {unknown} */ tag, /** @type {number} */ at) => string(tag, `${pointer}/tags/${at}`));
      const bad = tags.findIndex((tag) => !/^[a-z0-9-]+$/.test(tag));
      if (bad >= 0) throw defect(c.tags, `${pointer}/tags/${bad}`, `tag ${JSON.stringify(tags[bad])} is not [a-z0-9-]+`, "tags are lower-case letters, digits and '-' (edge, nan, rule-boundary)");
    }
    if (c.comment !== undefined && typeof c.comment !== 'string') throw defect(c, `${pointer}/comment`, `expected a string, found ${scalars.describe(c.comment)}`);
    if (!('input' in c)) throw defect(c, pointer, 'missing required field "input"', 'see docs/vector-format.md');
    if (!isObject(c.input)) throw defect(c, `${pointer}/input`, '"input" must be an object');
    if (!('expected' in c)) throw defect(c, pointer, `case ${JSON.stringify(id)} has no "expected" value`, 'fill it on the JVM: tools/jvm-parity/oracle generate <this file>');
    const expected = expectation(c.expected, c, `${pointer}/expected`, defect, /** @type {import('./suites.js').Suite} */ (SUITES.get(suite)));
    const caseTolerance = c.tolerance === undefined ? defaultTolerance : tolerance(c.tolerance, `${pointer}/tolerance`, defect);
    if (ids.has(id)) throw defect(c, `${pointer}/id`, `duplicate case id ${JSON.stringify(id)}`, 'give the case a new id; never reuse or renumber ids');
    ids.add(id);
    const at = document.place(c) || { line: 1, column: 1 };
    return {
      id, tags, input: c.input, inputText: compactJson(c.input), ...(c.comment === undefined ? {} : { comment: c.comment }), expected, tolerance: caseTolerance,
      line: at.line, column: at.column, pointer,
    };
  });
  return { path, relative, suite, revisions, cases: parsed };
}

/**
 * `expected`: an object, read as an error, a not-portable reason the suite declares or a value (the value's fields
 * are read against the suite's output type when the case is judged).
 * @param {unknown} node @param {object} holder the case @param {string} pointer @param {Function} defect
 * @param {import('./suites.js').Suite} suite
 * @returns {Expectation}
 */
function expectation(node, holder, pointer, defect, suite) {
  if (!isObject(node)) throw defect(holder, pointer, '"expected" must be an object');
  const record = /** @type {{[key: string]: unknown}} */ (node);
  /** @param {string[]} allowed */
  const only = (allowed) => {
    for (const key of Object.keys(record)) {
      if (!allowed.includes(key)) throw defect(record, `${pointer}/${key}`, `unknown field "${key}"`, `the fields allowed here are ${allowed.map((name) => `"${name}"`).join(', ')}`);
    }
  };
  if ('error' in record) {
    only(['error', 'index']);
    let index;
    if (record.index !== undefined) {
      const written = record.index;
      if (!(written instanceof JsonNumber) || !written.isIntegerToken) throw defect(record, `${pointer}/index`, `expected a 32-bit integer, found ${scalars.describe(written)}`);
      if (written.value < -2147483648 || written.value > 2147483647) throw defect(record, `${pointer}/index`, `integer ${written.text} is outside the 32-bit range`);
      index = written.value;
    }
    if (typeof record.error !== 'string') throw defect(record, `${pointer}/error`, `expected a string, found ${scalars.describe(record.error)}`);
    if (!CONTRACT_ERROR_CODES.includes(record.error)) throw defect(record, `${pointer}/error`, `unknown error code "${record.error}"`, `the contract's codes are ${CONTRACT_ERROR_CODES.join(', ')} (docs/contracts.md)`);
    return index === undefined ? { kind: 'error', code: record.error } : { kind: 'error', code: record.error, index };
  }
  if ('notPortable' in record) {
    only(['notPortable']);
    if (typeof record.notPortable !== 'string') throw defect(record, `${pointer}/notPortable`, `expected a string, found ${scalars.describe(record.notPortable)}`);
    const reason = record.notPortable;
    if (!suite.notPortable.some((template) => matchesReason(template, reason))) {
      const declared = suite.notPortable.length === 0 ? `suite ${suite.name} has no case whose value is not portable`
        : `suite ${suite.name} declares ${suite.notPortable.length === 1 ? 'one reason' : `${suite.notPortable.length} reasons`} (docs/vector-format.md)`;
      throw defect(record, `${pointer}/notPortable`, `unknown not-portable reason "${reason}" for suite ${suite.name}`, `${declared}; ${REGENERATE}`);
    }
    return { kind: 'notPortable', reason };
  }
  return { kind: 'value', value: node };
}

const TOLERANCE_KEYS = ['ulps', 'abs', 'nanBits', 'signedZero', 'nanMatchesNumber'];

/** @param {unknown} node @param {string} pointer @param {Function} defect @returns {Tolerance} */
function tolerance(node, pointer, defect) {
  if (!isObject(node)) throw defect(null, pointer, `expected an object, found ${scalars.describe(node)}`);
  const record = /** @type {{[key: string]: unknown}} */ (node);
  for (const key of Object.keys(record)) {
    if (!TOLERANCE_KEYS.includes(key)) throw defect(record, `${pointer}/${key}`, `unknown field "${key}"`, `the fields allowed here are ${TOLERANCE_KEYS.map((name) => `"${name}"`).join(', ')}`);
  }
  /** @type {Tolerance} */
  const result = {};
  const { ulps, abs } = record;
  if (ulps !== undefined) {
    if (!(ulps instanceof JsonNumber) || !ulps.isIntegerToken || ulps.value < 0 || ulps.value > 2147483647) throw defect(record, `${pointer}/ulps`, '"ulps" must be a non-negative 32-bit integer');
    result.ulps = ulps.value;
  }
  if (abs !== undefined) {
    if (!(abs instanceof JsonNumber) || !(abs.value >= 0) || !Number.isFinite(abs.value)) throw defect(record, `${pointer}/abs`, '"abs" must be a finite number >= 0');
    result.abs = abs.value;
  }
  for (const key of /** @type {const} */ (['nanBits', 'signedZero', 'nanMatchesNumber'])) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw defect(record, `${pointer}/${key}`, `expected true or false, found ${scalars.describe(value)}`);
    result[key] = value;
  }
  return result;
}

/** A suite lives in one file per revision. @param {VectorFile[]} files @returns {Defect[]} */
function duplicateSuiteDefects(files) {
  const owners = new SuiteOwners();
  return /** @type {Defect[]} */ (files.map((file) => owners.claim(file)).filter((defect) => defect !== null));
}

/** Which file defines each suite for each revision, claimed file by file. */
class SuiteOwners {
  constructor() {
    /** @type {Map<string, string>} */
    this.owner = new Map();
  }

  /** The defect of `file` when another file already defines its suite for one of its revisions. @param {VectorFile} file @returns {Defect | null} */
  claim(file) {
    for (const revision of file.revisions ?? REVISIONS) {
      const key = `${file.suite}@${revision}`;
      const other = this.owner.get(key);
      if (other) return { file: file.path, line: 1, column: 1, pointer: '/suite', message: `suite "${file.suite}" is also defined by ${other}`, help: 'a suite lives in one file: move these cases there' };
      this.owner.set(key, file.path);
    }
    return null;
  }
}

/** The input as compact JSON, numbers in their written form. @param {unknown} node @returns {string} */
export function compactJson(node) {
  if (node instanceof JsonNumber) return node.text;
  if (Array.isArray(node)) return `[${node.map(compactJson).join(',')}]`;
  if (node !== null && typeof node === 'object') {
    return `{${Object.entries(node).map(([key, value]) => `${JSON.stringify(key)}:${compactJson(value)}`).join(',')}}`;
  }
  return JSON.stringify(node);
}

/** @param {string} path @param {string} message @returns {Defect} */
function ioDefect(path, message) {
  return { file: path, line: 1, column: 1, pointer: '', message, help: 'check the path; the runner reads a vector file or a folder of them' };
}
