// @ts-check
/**
 * Finds, reads and checks the vector files, and computes the vector-set digest exactly as parity-check and the
 * oracle do (docs/vector-format.md "The vector-set digest").
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readJsonText, JsonTextError, JsonNumber } from './json-text.js';
import { isObject } from './input-reader.js';
import * as scalars from './scalars.js';
import { SUITES } from './suites.js';

/** android-sdk-core revisions the corpus may encode, oldest first (AndroidCoreRevision in Swift). */
export const REVISIONS = ['221a949', '07e614f'];
export const NEWEST_REVISION = REVISIONS[REVISIONS.length - 1];
export const TOOLCHAIN = 'Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1)';

/**
 * @typedef {import('./compare.js').Tolerance} Tolerance
 * @typedef {{file: string, line: number, column: number, pointer: string, message: string, help: string}} Defect
 * @typedef {{kind: 'value', value: unknown} | {kind: 'error', code: string, index?: number} | {kind: 'notPortable', reason: string}} Expectation
 * @typedef {{id: string, tags: string[], input: unknown, inputText: string, expected: Expectation, tolerance: Tolerance, line: number, column: number, pointer: string}} VectorCase
 * @typedef {{path: string, relative: string, suite: string, revisions: string[] | null, cases: VectorCase[]}} VectorFile
 * @typedef {{files: VectorFile[], fileCount: number, digest: string | null, defects: Defect[]}} VectorSet
 */

/**
 * Reads a vector file or every `*.json` below a folder (not `*.schema.json`, nor `aliases.json`).
 * @param {string} root
 * @returns {VectorSet}
 */
export function loadVectorSet(root) {
  /** @type {Defect[]} */
  const defects = [];
  let entries;
  try {
    entries = discover(root);
  } catch (error) {
    return { files: [], fileCount: 0, digest: null, defects: [ioDefect(root, /** @type {Error} */ (error).message)] };
  }
  /** @type {VectorFile[]} */
  const files = [];
  /** @type {string[]} */
  const digestLines = [];
  for (const entry of entries) {
    let bytes;
    try {
      bytes = readFileSync(entry.path);
    } catch (error) {
      defects.push(ioDefect(entry.path, /** @type {Error} */ (error).message));
      continue;
    }
    digestLines.push(`${createHash('sha256').update(bytes).digest('hex')}  ${entry.relative}\n`);
    try {
      files.push(parseVectorFile(bytes, entry.path, entry.relative));
    } catch (error) {
      if (error instanceof FileDefect) defects.push(error.defect);
      else throw error;
    }
  }
  if (entries.length === 0) defects.push(ioDefect(root, 'no vector files (*.json) found'));
  defects.push(...duplicateSuiteDefects(files));
  const digest = defects.length === 0 ? `sha256:${digestOfLines(digestLines)}` : null;
  return { files, fileCount: entries.length, digest, defects };
}

/** SHA-256 over the `<sha256>  <relative path>\n` lines sorted by path (byte order). @param {string[]} lines */
export function digestOfLines(lines) {
  const sorted = [...lines].sort((a, b) => Buffer.compare(Buffer.from(a.slice(66)), Buffer.from(b.slice(66))));
  return createHash('sha256').update(sorted.join('')).digest('hex');
}

/** @param {string} root @returns {{path: string, relative: string}[]} */
function discover(root) {
  const stat = statSync(root);
  if (!stat.isDirectory()) return [{ path: root, relative: basename(root) }];
  const displayRoot = root.endsWith('/') ? root.slice(0, -1) : root;
  /** @type {{path: string, relative: string}[]} */
  const found = [];
  /** @param {string} relativeFolder */
  const walk = (relativeFolder) => {
    const folder = relativeFolder ? join(root, relativeFolder) : root;
    for (const name of readdirSync(folder).sort()) {
      const relative = relativeFolder ? `${relativeFolder}/${name}` : name;
      const full = join(root, relative);
      const entryStat = statSync(full);
      if (entryStat.isDirectory()) walk(relative);
      else if (entryStat.isFile() && name.endsWith('.json') && !name.endsWith('.schema.json') && name !== 'aliases.json') {
        found.push({ path: `${displayRoot}/${relative}`, relative });
      }
    }
  };
  walk('');
  return found.sort((a, b) => Buffer.compare(Buffer.from(a.relative), Buffer.from(b.relative)));
}

class FileDefect extends Error {
  /** @param {Defect} defect */
  constructor(defect) { super(defect.message); this.defect = defect; }
}

/**
 * @param {Uint8Array} bytes @param {string} path @param {string} relative
 * @returns {VectorFile}
 */
export function parseVectorFile(bytes, path, relative) {
  let document;
  try {
    document = readJsonText(bytes);
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    throw new FileDefect({ file: path, line: error.line, column: error.column, pointer: '', message: error.message, help: error.help });
  }
  const root = document.value;
  /** @param {object | null} node @param {string} pointer @param {string} message @param {string} [help] */
  const defect = (node, pointer, message, help = 'see docs/vector-format.md') => {
    const at = (node && document.positions.get(node)) || { line: 1, column: 1 };
    return new FileDefect({ file: path, line: at.line, column: at.column, pointer, message, help });
  };
  if (!isObject(root)) throw defect(null, '', 'a vector file is a JSON object');
  const record = /** @type {{[key: string]: any}} */ (root);
  for (const key of Object.keys(record)) {
    if (!['format', 'suite', 'description', 'source', 'defaults', 'cases'].includes(key)) throw defect(record, `/${key}`, `unknown key "${key}"`);
  }
  if (record.format !== 'parity-vectors/1') throw defect(record, '/format', 'format must be "parity-vectors/1"');
  const suite = record.suite;
  if (typeof suite !== 'string') throw defect(record, '/suite', 'suite must be a string');
  if (!SUITES.has(suite)) throw defect(record, '/suite', `unknown suite "${suite}"`, 'the suites are listed in docs/suites.md; a newer corpus needs a newer runner');
  if (typeof record.description !== 'string' || !isObject(record.source)) throw defect(record, '', 'description (a string) and source (an object) are required');
  /** @type {string[] | null} */
  let revisions = null;
  const android = record.source.android;
  if (android !== undefined) {
    if (!isObject(android) || !Array.isArray(android.revisions) || android.revisions.length === 0
      || !android.revisions.every((/** @type {unknown} */ rev) => typeof rev === 'string' && REVISIONS.includes(rev))) {
      throw defect(record.source, '/source/android/revisions', `revisions must be a non-empty list of known revisions (${REVISIONS.join(', ')})`);
    }
    revisions = android.revisions;
  }
  const defaults = record.defaults === undefined ? {} : record.defaults;
  const defaultTolerance = isObject(defaults) && defaults.tolerance !== undefined ? tolerance(defaults.tolerance, '/defaults/tolerance', defect) : {};
  const cases = record.cases;
  if (!Array.isArray(cases) || cases.length === 0) throw defect(record, '/cases', 'cases must be a non-empty array', 'a file with no case checks nothing: add cases or remove it');
  /** @type {Set<string>} */
  const ids = new Set();
  const parsed = cases.map((node, index) => {
    const pointer = `/cases/${index}`;
    if (!isObject(node)) throw defect(cases, pointer, 'a case is an object');
    const c = /** @type {{[key: string]: any}} */ (node);
    for (const key of Object.keys(c)) {
      if (!['id', 'tags', 'comment', 'input', 'expected', 'tolerance'].includes(key)) throw defect(c, `${pointer}/${key}`, `unknown key "${key}" in a case`);
    }
    if (typeof c.id !== 'string' || !/^[A-Za-z0-9._-]+$/.test(c.id)) throw defect(c, `${pointer}/id`, 'id must match [A-Za-z0-9._-]+');
    if (ids.has(c.id)) throw defect(c, `${pointer}/id`, `duplicate case id "${c.id}"`, 'ids are unique in a suite');
    ids.add(c.id);
    const tags = c.tags === undefined ? [] : c.tags;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && /^[a-z0-9-]+$/.test(tag))) throw defect(c, `${pointer}/tags`, 'tags are strings matching [a-z0-9-]+');
    if (!isObject(c.input)) throw defect(c, `${pointer}/input`, 'input must be an object');
    if (c.expected === undefined) throw defect(c, `${pointer}/expected`, 'expected is missing', 'run tools/jvm-parity/oracle generate');
    const at = document.positions.get(c) || { line: 1, column: 1 };
    return {
      id: c.id, tags, input: c.input, inputText: compactJson(c.input),
      expected: expectation(c.expected, `${pointer}/expected`, defect),
      tolerance: c.tolerance === undefined ? defaultTolerance : tolerance(c.tolerance, `${pointer}/tolerance`, defect),
      line: at.line, column: at.column, pointer,
    };
  });
  return { path, relative, suite, revisions, cases: parsed };
}

/** @param {unknown} node @param {string} pointer @param {Function} defect @returns {Expectation} */
function expectation(node, pointer, defect) {
  if (isObject(node)) {
    const record = /** @type {{[key: string]: unknown}} */ (node);
    if ('error' in record) {
      const keys = Object.keys(record);
      if (typeof record.error !== 'string' || !keys.every((key) => key === 'error' || key === 'index')) throw defect(record, pointer, 'an expected error is {"error": "<code>", "index": <int>}');
      if (record.index === undefined) return { kind: 'error', code: record.error };
      return { kind: 'error', code: record.error, index: scalars.int32(record.index, `${pointer}/index`) };
    }
    if ('notPortable' in record) {
      if (typeof record.notPortable !== 'string' || Object.keys(record).length !== 1) throw defect(record, pointer, 'notPortable is {"notPortable": "<reason>"}');
      return { kind: 'notPortable', reason: record.notPortable };
    }
  }
  return { kind: 'value', value: node };
}

/** @param {unknown} node @param {string} pointer @param {Function} defect @returns {Tolerance} */
function tolerance(node, pointer, defect) {
  if (!isObject(node)) throw defect(null, pointer, 'a tolerance is an object');
  const record = /** @type {{[key: string]: unknown}} */ (node);
  /** @type {Tolerance} */
  const result = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ulps' && value instanceof JsonNumber && value.isIntegerToken && value.value >= 0) result.ulps = value.value;
    else if (key === 'abs' && value instanceof JsonNumber && value.value >= 0) result.abs = value.value;
    else if (key === 'nanBits' && typeof value === 'boolean') result.nanBits = value;
    else if (key === 'signedZero' && typeof value === 'boolean') result.signedZero = value;
    else if (key === 'nanMatchesNumber' && typeof value === 'boolean') result.nanMatchesNumber = value;
    else throw defect(record, `${pointer}/${key}`, `bad tolerance member "${key}"`, 'a tolerance has ulps (int >= 0), abs (>= 0), nanBits, signedZero, nanMatchesNumber');
  }
  return result;
}

/** A suite lives in one file per revision. @param {VectorFile[]} files @returns {Defect[]} */
function duplicateSuiteDefects(files) {
  /** @type {Map<string, string>} */
  const owner = new Map();
  /** @type {Defect[]} */
  const defects = [];
  for (const file of files) {
    for (const revision of file.revisions ?? REVISIONS) {
      const key = `${file.suite}@${revision}`;
      const other = owner.get(key);
      if (other) {
        defects.push({ file: file.path, line: 1, column: 1, pointer: '/suite', message: `suite "${file.suite}" is also defined by ${other}`, help: 'a suite lives in one file: move these cases there' });
        break;
      }
      owner.set(key, file.path);
    }
  }
  return defects;
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
