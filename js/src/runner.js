// @ts-check
/**
 * Runs a subject over a loaded vector set and judges every selected case, with the outcomes and counts of
 * parity-check (docs/report-format.md).
 */
import { SUITES } from './suites.js';
import { compare, SubjectTypeError } from './compare.js';
import { ContractRejection, NotPortable } from './subject.js';
import { VectorDefect } from './scalars.js';
import { compactJson } from './vector-set.js';

/**
 * @typedef {import('./vector-set.js').VectorSet} VectorSet
 * @typedef {import('./vector-set.js').Defect} Defect
 * @typedef {import('./subject.js').Subject} Subject
 * @typedef {import('./compare.js').Divergence} Divergence
 * @typedef {{label: 'passed'} | {label: 'diverged', divergences: Divergence[]} | {label: 'error-expected-but-value', expectedError: string, actual: string}
 *   | {label: 'not-portable', reason: string} | {label: 'known-divergence', entry: string, details: string}
 *   | {label: 'vector-error', defect: Defect} | {label: 'run-error', message: string}} Outcome
 * @typedef {{suite: string, id: string, file: string, line: number, column: number, tags: string[], input: string, outcome: Outcome}} CaseResult
 * @typedef {{suite: string, cases: number, passed: number, diverged: number, notPortable: number, known: number, errors: number}} Counts
 * @typedef {{pattern: string, platform: string, reason: string, issue: string, expires: string}} KnownDivergence
 * @typedef {{contract: string, allowNotRun?: string[], knownDivergences?: KnownDivergence[], today?: string, askNotPortable?: boolean}} RunOptions
 *   askNotPortable: send the cases whose expected value is not portable to the subject, which must answer
 *   NotPortable (its own determinism there); by default they are reported not portable without asking it.
 * @typedef {{runner: string, subject: string, contract: string, digest: string | null, partial: boolean, exitCode: number, files: number, selected: number,
 *   total: Counts, suites: Counts[], tags: Counts[], results: CaseResult[], defects: Defect[], runErrors: string[], notRun: string[]}} RunReport
 */

/**
 * @param {VectorSet} vectors
 * @param {Subject} subject
 * @param {RunOptions} options
 * @returns {RunReport}
 */
export function run(vectors, subject, options) {
  const allowNotRun = new Set(options.allowNotRun ?? []);
  /** @type {CaseResult[]} */
  const results = [];
  /** @type {string[]} */
  const runErrors = [];
  /** @type {Set<string>} */
  const notRun = new Set();
  for (const name of allowNotRun) {
    if (!SUITES.has(name)) runErrors.push(`--allow-not-run names unknown suite "${name}"`);
  }
  if (vectors.defects.length === 0) {
    const files = vectors.files
      .filter((file) => file.revisions === null || file.revisions.includes(options.contract))
      .sort((a, b) => (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0));
    for (const file of files) {
      const implemented = typeof subject.suites[file.suite] === 'function';
      if (!implemented && allowNotRun.has(file.suite)) {
        notRun.add(file.suite);
        continue;
      }
      for (const vectorCase of file.cases) {
        const outcome = implemented
          ? evaluate(file, vectorCase, subject, options)
          : { label: /** @type {const} */ ('run-error'), message: `not run by this subject: subject "${subject.name}" has no function for suite ${file.suite} (allow it with --allow-not-run ${file.suite})` };
        results.push({
          suite: file.suite, id: vectorCase.id, file: file.path, line: vectorCase.line, column: vectorCase.column,
          tags: vectorCase.tags, input: vectorCase.inputText, outcome,
        });
      }
    }
    applyKnownDivergences(results, options.knownDivergences ?? [], options.today ?? new Date().toISOString().slice(0, 10), runErrors);
    if (results.length === 0) runErrors.push('no case was selected: nothing was checked');
  }
  const suites = countBy(results, (result) => [result.suite]);
  const tags = countBy(results, (result) => result.tags);
  const total = sum('total', results);
  const broken = vectors.defects.length > 0 || runErrors.length > 0 || total.errors > 0;
  return {
    runner: 'parity-check-web', subject: subject.name, contract: options.contract,
    digest: vectors.digest, partial: false,
    exitCode: broken ? 2 : total.diverged > 0 ? 1 : 0,
    files: vectors.fileCount, selected: results.length, total, suites, tags, results,
    defects: vectors.defects, runErrors, notRun: [...notRun].sort(),
  };
}

/**
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase
 * @param {Subject} subject @param {RunOptions} options
 * @returns {Outcome}
 */
function evaluate(file, vectorCase, subject, options) {
  const suite = /** @type {import('./suites.js').Suite} */ (SUITES.get(file.suite));
  const vectorError = (/** @type {Error} */ error) => /** @type {Outcome} */ ({
    label: 'vector-error',
    defect: { file: file.path, line: vectorCase.line, column: vectorCase.column, pointer: vectorCase.pointer, message: error.message, help: /** @type {any} */ (error).help ?? '' },
  });
  let input;
  try {
    input = suite.decode(vectorCase.input, `${vectorCase.pointer}/input`);
  } catch (error) {
    if (error instanceof VectorDefect) return vectorError(error);
    throw error;
  }
  const expected = vectorCase.expected;
  // Android's own value is not reproducible: the case means one thing on every runner, and an adapter never
  // copies Android's portability rules (comparison-vectors.json "notPortableOutcomes").
  if (expected.kind === 'notPortable' && !options.askNotPortable) return { label: 'not-portable', reason: expected.reason };
  /** @type {{kind: 'value', value: any} | {kind: 'rejected', code: string, index?: number} | {kind: 'notPortable', reason: string}} */
  let result;
  try {
    const value = subject.suites[file.suite](input, { revision: options.contract });
    result = value instanceof NotPortable ? { kind: 'notPortable', reason: value.reason } : { kind: 'value', value };
  } catch (error) {
    if (error instanceof ContractRejection) result = { kind: 'rejected', code: error.code, index: error.index };
    else return { label: 'run-error', message: `subject "${subject.name}" failed with an error the contract does not define: ${/** @type {Error} */ (error).message ?? error}` };
  }
  const rejection = (/** @type {string} */ code, /** @type {number | undefined} */ index) => (index === undefined ? `error ${code}` : `error ${code} at index ${index}`);
  const shown = (/** @type {unknown} */ value) => (typeof value === 'object' && value !== null ? stringify(value) : String(value));
  if (expected.kind === 'value') {
    if (result.kind === 'value') {
      try {
        const divergences = compare(expected.value, result.value, suite.output, vectorCase.tolerance);
        return divergences.length === 0 ? { label: 'passed' } : { label: 'diverged', divergences };
      } catch (error) {
        if (error instanceof VectorDefect) return vectorError(error);
        if (error instanceof SubjectTypeError) return { label: 'run-error', message: `subject "${subject.name}" returned a mistyped value: ${error.message}` };
        throw error;
      }
    }
    if (result.kind === 'rejected') {
      return { label: 'diverged', divergences: [{ field: '', expected: compactJson(expected.value), actual: rejection(result.code, result.index), note: 'the subject rejected an input the JVM accepts' }] };
    }
    return { label: 'diverged', divergences: [{ field: '', expected: compactJson(expected.value), actual: `not portable: ${result.reason}`, note: 'the subject calls a portable value not portable' }] };
  }
  if (expected.kind === 'error') {
    if (result.kind === 'value') return { label: 'error-expected-but-value', expectedError: expected.code, actual: shown(result.value) };
    if (result.kind === 'notPortable') return { label: 'diverged', divergences: [{ field: '', expected: rejection(expected.code, expected.index), actual: `not portable: ${result.reason}` }] };
    /** @type {Divergence[]} */
    const divergences = [];
    if (expected.code !== result.code) divergences.push({ field: '/error', expected: expected.code, actual: result.code });
    if (expected.index !== result.index) divergences.push({ field: '/index', expected: expected.index === undefined ? 'none' : String(expected.index), actual: result.index === undefined ? 'none' : String(result.index) });
    return divergences.length === 0 ? { label: 'passed' } : { label: 'diverged', divergences };
  }
  if (result.kind === 'notPortable') return { label: 'not-portable', reason: expected.reason };
  if (result.kind === 'value') {
    return { label: 'diverged', divergences: [{ field: '', expected: `not portable: ${expected.reason}`, actual: shown(result.value), note: "Android's value is not reproducible, but the subject produced one" }] };
  }
  return { label: 'diverged', divergences: [{ field: '', expected: `not portable: ${expected.reason}`, actual: rejection(result.code, result.index) }] };
}

/** JSON text of a subject's plain value, BigInt as its decimal string. @param {unknown} value */
function stringify(value) {
  return JSON.stringify(value, (_key, element) => (typeof element === 'bigint' ? element.toString() : element));
}

/**
 * Diverging cases listed for platform "web" become known divergences; an entry that matches no diverging case
 * is stale and an expired one fails the run (docs/known-divergences.md).
 * @param {CaseResult[]} results @param {KnownDivergence[]} entries @param {string} today @param {string[]} runErrors
 */
function applyKnownDivergences(results, entries, today, runErrors) {
  const mine = entries.filter((entry) => entry.platform === 'web');
  const used = new Set();
  for (const entry of mine) {
    if (entry.expires < today) runErrors.push(`known divergence ${entry.pattern} [web] expired on ${entry.expires}: fix the web core or renew the entry with a reason`);
  }
  for (const result of results) {
    if (result.outcome.label !== 'diverged' && result.outcome.label !== 'error-expected-but-value') continue;
    const entry = mine.find((candidate) => globMatches(candidate.pattern, `${result.suite}/${result.id}`));
    if (!entry) continue;
    used.add(entry);
    const details = result.outcome.label === 'diverged'
      ? result.outcome.divergences.map((d) => `${d.field || '(whole value)'}: Kotlin ${d.expected}, web ${d.actual}`).join('; ')
      : `Kotlin rejects with ${result.outcome.expectedError}, web returned ${result.outcome.actual}`;
    result.outcome = { label: 'known-divergence', entry: `${entry.pattern} [web]`, details: `${details} (${entry.reason}; ${entry.issue})` };
  }
  for (const entry of mine) {
    if (!used.has(entry)) runErrors.push(`known divergence ${entry.pattern} [web] matches no diverging case: it is stale, remove it`);
  }
}

/** @param {string} pattern @param {string} name */
export function globMatches(pattern, name) {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(name);
}

/** @param {CaseResult[]} results @param {(result: CaseResult) => string[]} keys @returns {Counts[]} */
function countBy(results, keys) {
  /** @type {Map<string, CaseResult[]>} */
  const groups = new Map();
  for (const result of results) {
    for (const key of keys(result)) {
      if (!groups.has(key)) groups.set(key, []);
      /** @type {CaseResult[]} */ (groups.get(key)).push(result);
    }
  }
  return [...groups.keys()].sort().map((key) => sum(key, /** @type {CaseResult[]} */ (groups.get(key))));
}

/** @param {string} name @param {CaseResult[]} results @returns {Counts} */
function sum(name, results) {
  const counts = { suite: name, cases: results.length, passed: 0, diverged: 0, notPortable: 0, known: 0, errors: 0 };
  for (const { outcome } of results) {
    if (outcome.label === 'passed') counts.passed++;
    else if (outcome.label === 'diverged' || outcome.label === 'error-expected-but-value') counts.diverged++;
    else if (outcome.label === 'not-portable') counts.notPortable++;
    else if (outcome.label === 'known-divergence') counts.known++;
    else counts.errors++;
  }
  return counts;
}
