// @ts-check
/**
 * A known-divergence list (`parity-known-divergences/1`, docs/known-divergences.md): read with the place of every
 * fault, and applied to a run so that it cannot rot. The rules and their messages are every runner's, pinned by
 * the shared fixture Tests/Fixtures/known-divergences/rules.json:
 * - a case entry (a pattern alone) excuses the divergences of every kind of the cases it matches, never a crash,
 *   and fails the run when a case it matches passes;
 * - a cause entry (a pattern with an `outcome`, `field`, `message` or `frame`) excuses only the cases that fail the
 *   way it says, crashes included; a case it matches may pass, and it fails the run only when it excuses none of
 *   the cases judged that it matches;
 * - every entry fails the run when it has expired or its pattern matches no case of the corpus.
 */
import { readFileSync, statSync } from 'node:fs';
import { causeOf, runtimeMessage } from './causes.js';
import { detailLines } from './reports.js';

/**
 * @typedef {import('./causes.js').CauseKind} CauseKind
 * @typedef {{pattern: string, platform: string, reason: string, issue: string, expires: string, location?: string,
 *   outcome?: string, field?: string | string[], message?: string, frame?: string}} KnownDivergence
 *   An entry as the list writes it; location: where (`file:line:column`), for messages.
 */

export const FORMAT = 'parity-known-divergences/1';
/** The outcomes an entry can excuse. A time-out or another run error never is: the subject did not answer. */
export const EXCUSABLE_OUTCOMES = /** @type {const} */ (['diverged', 'error-expected-but-value', 'value-expected-but-error', 'another-error-code', 'crashed']);
const DIVERGENCE_KINDS = ['diverged', 'error-expected-but-value', 'value-expected-but-error', 'another-error-code'];
const ENTRY_FIELDS = ['pattern', 'platform', 'reason', 'issue', 'expires', 'outcome', 'field', 'message', 'frame'];
const HELP = 'see docs/known-divergences.md';

/** A list that cannot be read: the message starts with `file:line:column: `. */
export class KnownDivergenceListError extends Error {}

/**
 * Reads a list file: its entries, each with its location. Throws KnownDivergenceListError naming the file and
 * the place of the fault.
 * @param {string} path @returns {KnownDivergence[]}
 */
export function loadKnownDivergenceList(path) {
  let text;
  try {
    if (!statSync(path).isFile()) throw new Error('not a regular file');
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new KnownDivergenceListError(`${path}: cannot read the known-divergence list: ${/** @type {Error} */ (error).message}; check the path`);
  }
  const document = readPlaced(text, path);
  const fail = (/** @type {number} */ offset, /** @type {string} */ message, help = HELP) => {
    throw new KnownDivergenceListError(`${path}:${document.place(offset)}: ${message}; ${help}`);
  };
  const root = document.value;
  const rootPlaces = document.members(root);
  if (!isObject(root) || root.format !== FORMAT) fail(rootPlaces?.get('format') ?? 0, `expected "format": "${FORMAT}"`);
  for (const key of Object.keys(root)) if (key !== 'format' && key !== 'entries') fail(rootPlaces?.get(key) ?? 0, `unknown field "${key}"`);
  const list = root.entries;
  if (!Array.isArray(list)) fail(rootPlaces?.get('entries') ?? 0, '"entries" must be an array');
  return list.map((/** @type {unknown} */ node) => {
    const start = document.start(node);
    const places = document.members(node);
    return checkEntry(node, `${path}:${document.place(start)}`, (key, message, help) => fail(places?.get(key) ?? start, message, help));
  });
}

/**
 * An entry checked by the list's rules (each fault given to `fail` with the member at fault).
 * @param {unknown} node @param {string} location
 * @param {(key: string, message: string, help?: string) => never} fail
 * @returns {KnownDivergence}
 */
export function checkEntry(node, location, fail) {
  if (!isObject(node)) return fail('', 'an entry must be an object');
  const entry = /** @type {{[key: string]: unknown}} */ (node);
  for (const key of Object.keys(entry)) {
    if (!ENTRY_FIELDS.includes(key)) fail(key, `unknown field "${key}"`, `an entry has ${ENTRY_FIELDS.map((name) => `"${name}"`).join(', ')}`);
  }
  const string = (/** @type {string} */ key, /** @type {boolean} */ required) => {
    const value = entry[key];
    if (value === undefined && !required) return undefined;
    if (value === undefined) return fail(key, `missing field "${key}"`);
    if (typeof value !== 'string') return fail(key, `"${key}" must be a string`);
    return value;
  };
  const expires = /** @type {string} */ (string('expires', true));
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(expires)) fail('expires', '"expires" must be a date YYYY-MM-DD');
  /** @type {KnownDivergence} */
  const checked = {
    pattern: /** @type {string} */ (string('pattern', true)), platform: /** @type {string} */ (string('platform', true)),
    reason: /** @type {string} */ (string('reason', true)), issue: /** @type {string} */ (string('issue', true)), expires, location,
  };
  if (entry.outcome !== undefined) {
    if (typeof entry.outcome !== 'string' || !(/** @type {readonly string[]} */ (EXCUSABLE_OUTCOMES)).includes(entry.outcome)) {
      fail('outcome', `"outcome" must be one of ${EXCUSABLE_OUTCOMES.map((kind) => `"${kind}"`).join(', ')}`, 'a time-out or another run error cannot be excused: the subject did not answer');
    }
    checked.outcome = /** @type {string} */ (entry.outcome);
  }
  if (entry.field !== undefined) {
    const field = entry.field;
    const globs = typeof field === 'string' ? [field] : Array.isArray(field) && field.length > 0 && field.every((glob) => typeof glob === 'string') ? field : null;
    if (globs === null) fail('field', '"field" must be a JSON Pointer glob or a non-empty array of them', 'e.g. "/hash" or ["/points/*/lat", "/points/*/lng"]');
    checked.field = /** @type {string | string[]} */ (field);
  }
  const message = string('message', false);
  const frame = string('frame', false);
  if (message !== undefined) checked.message = message;
  if (frame !== undefined) checked.frame = frame;
  if (checked.field !== undefined && (checked.outcome ?? 'diverged') !== 'diverged') {
    fail('field', '"field" applies to the outcome "diverged" only', 'a field names where a divergence is: give no "outcome", or "outcome": "diverged"');
  }
  for (const key of ['message', 'frame']) {
    if (entry[key] !== undefined && checked.outcome !== 'crashed') fail(key, `"${key}" applies to the outcome "crashed" only`, 'give "outcome": "crashed" too');
  }
  return checked;
}

/** @param {unknown} value @returns {value is {[key: string]: any}} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an entry excuses a cause (it names an outcome, a field, a message or a frame) rather than cases. @param {KnownDivergence} entry */
export const isCauseEntry = (entry) => entry.outcome !== undefined || entry.field !== undefined || entry.message !== undefined || entry.frame !== undefined;

/** The fields of an entry as a list of globs, or null. @param {KnownDivergence} entry */
const fieldGlobs = (entry) => (entry.field === undefined ? null : typeof entry.field === 'string' ? [entry.field] : entry.field);

/** `pattern [platform]`, and for a cause entry its outcome and fields: `geoPoint.hash/* [ios] diverged at /hash`. @param {KnownDivergence} entry */
export function entryLabel(entry) {
  let text = `${entry.pattern} [${entry.platform}]`;
  if (isCauseEntry(entry)) text += ` ${entry.outcome ?? 'diverged'}`;
  const globs = fieldGlobs(entry);
  if (globs !== null) text += ` at ${globs.map((glob) => (glob === '' ? '""' : glob)).join(', ')}`;
  return text;
}

/** A glob (`*` any run of characters, `/` included; `?` one) as an anchored regular expression. @param {string} pattern */
export function compileGlob(pattern) {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*').replace(/\?/g, '[\\s\\S]');
  return new RegExp(`^${source}$`, 'u');
}

/**
 * A list applied to one run: each result is judged as it comes (apply), the corpus's case names are seen as they are
 * read (noteCorpusCase), and the entries are judged at the end (finish).
 */
export class KnownDivergenceGate {
  /**
   * @param {KnownDivergence[]} entries
   * @param {{platform?: string, aliases?: import('./alias-map.js').AliasMap}} [options] platform: the entries this
   *   run applies (default web); aliases: renamed cases, so an entry written for an old name matches the new one
   */
  constructor(entries, options = {}) {
    this.aliases = options.aliases;
    const platform = options.platform ?? 'web';
    this.mine = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.platform === platform).map(({ entry, index }) => ({
      entry,
      location: entry.location ?? `entry ${index + 1} of the list`,
      label: entryLabel(entry),
      cause: isCauseEntry(entry),
      kind: entry.outcome ?? 'diverged',
      glob: compileGlob(entry.pattern),
      fields: fieldGlobs(entry)?.map(compileGlob) ?? null,
      message: entry.message === undefined ? null : compileGlob(entry.message),
      frame: entry.frame === undefined ? null : compileGlob(entry.frame),
      inCorpus: false, judged: false, excused: false,
    }));
    this.reset();
  }

  /** Forgets what a run judged (the vectors turned out defective). */
  reset() {
    for (const each of this.mine) { each.judged = false; each.excused = false; }
    /** Cases a case entry lists that now pass. @type {string[]} */
    this.caseErrors = [];
  }

  get isEmpty() { return this.mine.length === 0; }

  /** @param {string} name @returns {string[]} the case's name and the names it had before a rename */
  namesOf(name) {
    return this.aliases ? this.aliases.namesResolvingTo(name) : [name];
  }

  /** @param {{glob: RegExp}} each @param {string[]} names */
  static matches(each, names) {
    return names.some((name) => each.glob.test(name));
  }

  /** A case of the corpus, judged or not: an entry matching none fails the run. @param {string} name */
  noteCorpusCase(name) {
    if (this.mine.length === 0) return;
    let names = null;
    for (const each of this.mine) {
      if (each.inCorpus) continue;
      names ??= this.namesOf(name);
      if (KnownDivergenceGate.matches(each, names)) each.inCorpus = true;
    }
  }

  /**
   * Judges one result against the list: a failure the first covering entry excuses becomes a known divergence; a
   * passing case a case entry lists is a run error (at the end).
   * @param {import('./runner.js').CaseResult} result
   */
  apply(result) {
    if (this.mine.length === 0) return;
    const names = this.namesOf(`${result.suite}/${result.id}`);
    const matching = this.mine.filter((each) => KnownDivergenceGate.matches(each, names));
    if (matching.length === 0) return;
    for (const each of matching) each.judged = true;
    const { outcome } = result;
    if (outcome.label === 'passed') {
      const listing = matching.find((each) => !each.cause);
      if (listing !== undefined) this.caseErrors.push(`known divergence ${listing.label} (${listing.location}) lists ${result.suite}/${result.id}, which now passes; remove the entry`);
      return;
    }
    const cause = causeOf(result);
    if (cause === null) return;
    const excusing = matching.find((each) => excuses(each, cause));
    if (excusing === undefined) return;
    excusing.excused = true;
    const details = outcome.label === 'run-error' ? outcome.message : detailLines(outcome).slice(0, 3).join('; ');
    result.outcome = { label: 'known-divergence', entry: `${excusing.label}: ${excusing.entry.reason} (${excusing.entry.issue})`, details };
  }

  /**
   * The faults of the list, in order: expired entries, entries that match no case of the corpus, cases a case
   * entry lists that now pass, and (unless the run is partial) cause entries that excused none of the cases judged
   * that they match.
   * @param {string} today `YYYY-MM-DD` (UTC) @param {boolean} partial @returns {string[]}
   */
  errors(today, partial) {
    /** @type {string[]} */
    const errors = [];
    for (const each of this.mine) {
      if (each.entry.expires < today) errors.push(`known divergence ${each.label} (${each.location}) expired on ${each.entry.expires}; fix ${each.entry.issue} or renew the entry with a reason`);
    }
    for (const each of this.mine) {
      if (!each.inCorpus) errors.push(`known divergence ${each.label} (${each.location}) matches no case; remove it (renamed cases need an alias)`);
    }
    errors.push(...this.caseErrors);
    if (!partial) {
      for (const each of this.mine) {
        if (each.cause && each.judged && !each.excused) {
          errors.push(`known divergence ${each.label} (${each.location}) excuses no case: none of the cases it matches fails the way it says; correct it or remove it`);
        }
      }
    }
    return errors;
  }
}

/**
 * Whether an entry excuses a failing case whose cause is `cause` (its pattern matches the case).
 * @param {{cause: boolean, kind: string, fields: RegExp[] | null, message: RegExp | null, frame: RegExp | null}} each
 * @param {import('./causes.js').Cause} cause
 */
function excuses(each, cause) {
  // A case entry excuses what it always did: the case's divergences of every kind, never a crash.
  if (!each.cause) return DIVERGENCE_KINDS.includes(cause.verdict);
  if (cause.verdict !== each.kind) return false;
  if (each.fields !== null) {
    const fields = (cause.divergences ?? []).filter((d) => d.kind !== 'elided').map((d) => d.field);
    if (fields.length === 0 || !fields.every((field) => /** @type {RegExp[]} */ (each.fields).some((glob) => glob.test(field)))) return false;
  }
  if (each.message !== null) {
    const message = cause.message === null || cause.message === undefined ? '' : runtimeMessage(cause.message) ?? '';
    if (!each.message.test(message)) return false;
  }
  if (each.frame !== null && (cause.frame === undefined || !each.frame.test(cause.frame.function))) return false;
  return true;
}

/**
 * JSON text read with the place of every array and object and of each member's value, for messages: the line and
 * column (counted in UTF-8 bytes, as every gate counts them) of a fault.
 * @param {string} text @param {string} path
 */
function readPlaced(text, path) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = /position ([0-9]+)/.exec(/** @type {Error} */ (error).message);
    const offset = at === null ? text.length : Number(at[1]);
    throw new KnownDivergenceListError(`${path}:${placeIn(text, offset)}: bad JSON: ${/** @type {Error} */ (error).message}; fix the JSON`);
  }
  /** @type {WeakMap<object, number>} */
  const starts = new WeakMap();
  /** @type {WeakMap<object, Map<string, number>>} */
  const memberPlaces = new WeakMap();
  // The text is valid JSON: walk it again beside the parsed value, noting where each value starts.
  let index = 0;
  const space = () => { while (/\s/.test(text[index] ?? '')) index++; };
  const string = () => {
    const start = index;
    index++;
    while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index++;
    return JSON.parse(text.slice(start, index));
  };
  /** @param {unknown} node */
  const walk = (node) => {
    space();
    if (text[index] === '{') {
      starts.set(/** @type {object} */ (node), index);
      /** @type {Map<string, number>} */
      const places = new Map();
      memberPlaces.set(/** @type {object} */ (node), places);
      index++;
      space();
      while (text[index] !== '}') {
        space();
        const key = string();
        space();
        index++; // ':'
        space();
        places.set(key, index);
        walk(/** @type {any} */ (node)[key]);
        space();
        if (text[index] === ',') index++;
        space();
      }
      index++;
    } else if (text[index] === '[') {
      starts.set(/** @type {object} */ (node), index);
      index++;
      space();
      let element = 0;
      while (text[index] !== ']') {
        walk(/** @type {unknown[]} */ (node)[element++]);
        space();
        if (text[index] === ',') index++;
        space();
      }
      index++;
    } else if (text[index] === '"') {
      string();
    } else {
      while (index < text.length && !/[\s,\]}]/.test(text[index])) index++;
    }
  };
  walk(value);
  return {
    value,
    /** @param {unknown} node */
    start: (node) => (typeof node === 'object' && node !== null ? starts.get(node) ?? 0 : 0),
    /** @param {unknown} node */
    members: (node) => (typeof node === 'object' && node !== null ? memberPlaces.get(node) : undefined),
    /** @param {number} offset */
    place: (offset) => placeIn(text, offset),
  };
}

/** `line:column` of a UTF-16 offset, the column counted in UTF-8 bytes. @param {string} text @param {number} offset */
function placeIn(text, offset) {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = before.split('\n').length;
  return `${line}:${Buffer.byteLength(before.slice(lineStart), 'utf8') + 1}`;
}
