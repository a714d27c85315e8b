// @ts-check
/**
 * Runs a subject over a loaded vector set and judges every selected case, with the outcomes and counts of
 * parity-check (docs/report-format.md).
 */
import { SUITES } from './suites.js';
import { compare, SubjectTypeError } from './compare.js';
import { VectorDefect } from './scalars.js';
import { preview } from './bounded.js';
import { callAll, describe, ExitTrap, DEFAULT_CASE_TIMEOUT_SECONDS } from './subject-guard.js';

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
 * @typedef {import('./subject-guard.js').Answer} Answer
 * @typedef {{contract: string, allowNotRun?: string[], knownDivergences?: KnownDivergence[], aliases?: import('./alias-map.js').AliasMap, today?: string, askNotPortable?: boolean, caseTimeoutSeconds?: number,
 *   suite?: string, case?: string}} RunOptions
 *   suite, case: globs (`*` any run of characters, `?` one) selecting suites by name and cases by id, as
 *   parity-check's --suite and --case; the digest is still the whole vector set's.
 *   caseTimeoutSeconds: how long one call of the subject may run before it is interrupted and the case reported
 *   timed out (default 60).
 *   askNotPortable: send the cases whose expected value is not portable to the subject, which must answer
 *   NotPortable (its own determinism there); by default they are reported not portable without asking it.
 * @typedef {{runner: string, subject: string, contract: string, digest: string | null, partial: boolean, exitCode: number, files: number, selected: number,
 *   total: Counts, suites: Counts[], tags: Counts[], results: CaseResult[], defects: Defect[], runErrors: string[], notRun: string[],
 *   notRunCases: {suite: string, cases: number}[], links?: string[]}} RunReport
 *   links: `path -> target` of each vector file found through a symbolic link.
 *   notRun: the suites the subject does not run (allowed), sorted; notRunCases: how many selected cases each has.
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
  /** @type {Map<string, number>} */
  const notRun = new Map();
  let partial = false;
  const filtered = options.suite !== undefined || options.case !== undefined;
  for (const name of allowNotRun) {
    if (!SUITES.has(name)) runErrors.push(`--allow-not-run names unknown suite "${name}"`);
  }
  const timeoutSeconds = options.caseTimeoutSeconds ?? DEFAULT_CASE_TIMEOUT_SECONDS;
  const timeoutMs = caseTimeoutMs(timeoutSeconds);
  if (vectors.defects.length === 0) {
    const files = vectors.files
      .filter((file) => file.revisions === null || file.revisions.includes(options.contract))
      .filter((file) => options.suite === undefined || globMatches(options.suite, file.suite))
      .map((file) => (options.case === undefined ? file : { ...file, cases: file.cases.filter((vectorCase) => globMatches(/** @type {string} */ (options.case), vectorCase.id)) }))
      .filter((file) => file.cases.length > 0)
      .sort((a, b) => (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0));
    const trap = new ExitTrap();
    trap.install();
    try {
      for (const file of files) {
        const implemented = typeof subject.suites[file.suite] === 'function';
        if (!implemented && allowNotRun.has(file.suite)) {
          notRun.set(file.suite, (notRun.get(file.suite) ?? 0) + file.cases.length);
          continue;
        }
        if (!implemented) {
          for (const vectorCase of file.cases) {
            results.push(resultOf(file, vectorCase, { label: 'run-error', message: `not run by this subject: subject "${subject.name}" has no function for suite ${file.suite} (allow it with --allow-not-run ${file.suite})` }));
          }
          continue;
        }
        const ended = judgeFile(file, subject, { ...options, timeoutMs, trap }, results);
        if (ended !== null) {
          partial = true;
          const selected = files.reduce((count, each) => count + (allowNotRun.has(each.suite) && typeof subject.suites[each.suite] !== 'function' ? 0 : each.cases.length), 0);
          runErrors.push(`the subject ended the process during case ${ended.suite}/${ended.id} (${ended.how}): the run stopped there, ${results.length} of ${selected} selected cases judged; a subject must answer every case, never exit (find the call in the SDK or adapter and remove it)`);
          break;
        }
      }
    } finally {
      trap.uninstall();
    }
    applyKnownDivergences(results, options.knownDivergences ?? [], options.today ?? new Date().toISOString().slice(0, 10), runErrors, filtered || partial, options.aliases);
    if (results.length === 0 && !partial) {
      runErrors.push(filtered ? 'no case matches the selection (--suite, --case): nothing was checked' : 'no case was selected: nothing was checked');
    }
  }
  const suites = countBy(results, (result) => [result.suite]);
  const tags = countBy(results, (result) => result.tags);
  const total = sum('total', results);
  const broken = partial || vectors.defects.length > 0 || runErrors.length > 0 || total.errors > 0;
  return {
    runner: 'parity-check-web', subject: subject.name, contract: options.contract,
    digest: partial ? null : vectors.digest, partial,
    exitCode: broken ? 2 : total.diverged > 0 ? 1 : 0,
    files: vectors.fileCount, selected: results.length, total, suites, tags, results,
    defects: vectors.defects, runErrors, notRun: [...notRun.keys()].sort(), links: vectors.links ?? [],
    notRunCases: [...notRun.keys()].sort().map((suite) => ({ suite, cases: /** @type {number} */ (notRun.get(suite)) })),
  };
}

/**
 * The case timeout in milliseconds, as node's vm takes it: a positive whole number of at most 2^31 - 1.
 * @param {number} seconds
 */
export function caseTimeoutMs(seconds) {
  const ms = Math.ceil(seconds * 1000);
  if (!Number.isFinite(seconds) || seconds <= 0 || ms > 2147483647) {
    throw new RangeError(`the case timeout must be a positive number of seconds up to 2147483 (got ${seconds})`);
  }
  return ms;
}

/**
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase @param {Outcome} outcome
 * @returns {CaseResult}
 */
function resultOf(file, vectorCase, outcome) {
  return {
    suite: file.suite, id: vectorCase.id, file: file.path, line: vectorCase.line, column: vectorCase.column,
    tags: vectorCase.tags, input: vectorCase.inputText, outcome,
  };
}

/**
 * Judges every case of one file, appending to `results`: the inputs are decoded first, the subject is called
 * for the cases that need it (under the case timeout and the exit trap), then each answer is compared.
 * @param {import('./vector-set.js').VectorFile} file @param {Subject} subject
 * @param {RunOptions & {timeoutMs: number, trap: ExitTrap}} options @param {CaseResult[]} results
 * @returns {{suite: string, id: string, how: string} | null} the case during which the subject ended the process
 */
function judgeFile(file, subject, options, results) {
  const suite = /** @type {import('./suites.js').Suite} */ (SUITES.get(file.suite));
  const { trap } = options;
  /** @type {({outcome: Outcome} | {input: unknown})[]} */
  const prepared = file.cases.map((vectorCase) => prepare(file, vectorCase, suite, options));
  /** @type {number[]} */
  const asked = [];
  prepared.forEach((entry, index) => { if ('input' in entry) asked.push(index); });
  const fn = subject.suites[file.suite];
  // Each answer is judged as it comes and dropped: the memory of a run never holds more than one answer.
  const { endedAt } = callAll(
    asked.map((index) => () => fn(/** @type {{input: unknown}} */ (prepared[index]).input, { revision: options.contract })),
    { timeoutMs: options.timeoutMs, trap },
    (callIndex, answer) => {
      const index = asked[callIndex];
      prepared[index] = { outcome: judge(file, file.cases[index], suite, subject, answer, options.timeoutMs) };
    },
  );
  // Reading the subject's value runs its code too (getters): an exit there ends the run at that case as well.
  const stopAt = endedAt === null ? file.cases.length : asked[endedAt];
  for (let index = 0; index < stopAt; index++) {
    results.push(resultOf(file, file.cases[index], /** @type {{outcome: Outcome}} */ (prepared[index]).outcome));
  }
  return endedAt === null ? null : ended(stopAt);

  /** @param {number} index */
  function ended(index) {
    const vectorCase = file.cases[index];
    const how = /** @type {string} */ (trap.ended);
    results.push(resultOf(file, vectorCase, { label: 'run-error', message: `the subject ended the process during this case (${how})` }));
    return { suite: file.suite, id: vectorCase.id, how };
  }
}

/**
 * A case's outcome when the subject need not be asked (a vector error in the input, a not-portable case), else
 * its decoded input.
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase
 * @param {import('./suites.js').Suite} suite @param {RunOptions} options
 * @returns {{outcome: Outcome} | {input: unknown}}
 */
function prepare(file, vectorCase, suite, options) {
  let input;
  try {
    input = suite.decode(vectorCase.input, `${vectorCase.pointer}/input`);
  } catch (error) {
    if (error instanceof VectorDefect) return { outcome: vectorError(file, vectorCase, error) };
    throw error;
  }
  // Android's own value is not reproducible: the case means one thing on every runner, and an adapter never
  // copies Android's portability rules (comparison-vectors.json "notPortableOutcomes").
  const expected = vectorCase.expected;
  if (expected.kind === 'notPortable' && !options.askNotPortable) return { outcome: { label: 'not-portable', reason: expected.reason } };
  return { input };
}

/**
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase @param {Error} error
 * @returns {Outcome}
 */
function vectorError(file, vectorCase, error) {
  return {
    label: 'vector-error',
    defect: { file: file.path, line: vectorCase.line, column: vectorCase.column, pointer: vectorCase.pointer, message: error.message, help: /** @type {any} */ (error).help ?? '' },
  };
}

/**
 * The verdict on one answer of the subject.
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase
 * @param {import('./suites.js').Suite} suite @param {Subject} subject @param {Answer} result @param {number} timeoutMs
 * @returns {Outcome}
 */
function judge(file, vectorCase, suite, subject, result, timeoutMs) {
  if (result.kind === 'threw') return { label: 'run-error', message: `subject "${subject.name}" ${result.message}` };
  if (result.kind === 'timedOut') {
    return { label: 'run-error', message: `timed out: subject "${subject.name}" ran longer than the case timeout of ${timeoutMs / 1000} s on this case and was interrupted (raise it with --case-timeout SECONDS if the SDK is that slow; feed the input below to the SDK to find the loop)` };
  }
  const expected = vectorCase.expected;
  const rejection = (/** @type {string} */ code, /** @type {number | undefined} */ index) => (index === undefined ? `error ${code}` : `error ${code} at index ${index}`);
  if (expected.kind === 'value') {
    if (result.kind === 'value') {
      try {
        const divergences = compare(expected.value, result.value, suite.output, vectorCase.tolerance);
        return divergences.length === 0 ? { label: 'passed' } : { label: 'diverged', divergences };
      } catch (error) {
        if (error instanceof VectorDefect) return vectorError(file, vectorCase, error);
        if (error instanceof SubjectTypeError) return { label: 'run-error', message: `subject "${subject.name}" returned a mistyped value: ${error.message}` };
        return { label: 'run-error', message: `subject "${subject.name}" returned a value that cannot be read: ${describe(error)}` };
      }
    }
    if (result.kind === 'rejected') {
      return { label: 'diverged', divergences: [{ field: '', expected: preview(expected.value), actual: rejection(result.code, result.index), note: 'the subject rejected an input the JVM accepts' }] };
    }
    return { label: 'diverged', divergences: [{ field: '', expected: preview(expected.value), actual: `not portable: ${result.reason}`, note: 'the subject calls a portable value not portable' }] };
  }
  try {
    if (expected.kind === 'error') {
      if (result.kind === 'value') return { label: 'error-expected-but-value', expectedError: expected.code, actual: preview(result.value) };
      if (result.kind === 'notPortable') return { label: 'diverged', divergences: [{ field: '', expected: rejection(expected.code, expected.index), actual: `not portable: ${result.reason}` }] };
      /** @type {Divergence[]} */
      const divergences = [];
      if (expected.code !== result.code) divergences.push({ field: '/error', expected: expected.code, actual: String(result.code) });
      if (expected.index !== result.index) divergences.push({ field: '/index', expected: expected.index === undefined ? 'none' : String(expected.index), actual: result.index === undefined ? 'none' : String(result.index) });
      return divergences.length === 0 ? { label: 'passed' } : { label: 'diverged', divergences };
    }
    if (result.kind === 'notPortable') return { label: 'not-portable', reason: expected.reason };
    if (result.kind === 'value') {
      return { label: 'diverged', divergences: [{ field: '', expected: `not portable: ${expected.reason}`, actual: preview(result.value), note: "Android's value is not reproducible, but the subject produced one" }] };
    }
    return { label: 'diverged', divergences: [{ field: '', expected: `not portable: ${expected.reason}`, actual: rejection(result.code, result.index) }] };
  } catch (error) {
    return { label: 'run-error', message: `subject "${subject.name}" returned a value that cannot be read: ${describe(error)}` };
  }
}

/**
 * Diverging cases listed for platform "web" become known divergences; an entry that matches no diverging case
 * is stale and an expired one fails the run (docs/known-divergences.md). In a run narrowed by --suite or --case,
 * or stopped early, an entry that matches no judged case is not judged: its cases were not run.
 * @param {CaseResult[]} results @param {KnownDivergence[]} entries @param {string} today @param {string[]} runErrors
 * @param {boolean} narrowed @param {import('./alias-map.js').AliasMap} [aliases] renamed cases: an entry written for an
 *   old name matches the case's new name
 */
function applyKnownDivergences(results, entries, today, runErrors, narrowed, aliases) {
  const covers = (/** @type {KnownDivergence} */ entry, /** @type {CaseResult} */ result) => {
    const name = `${result.suite}/${result.id}`;
    return aliases ? aliases.namesResolvingTo(name).some((each) => globMatches(entry.pattern, each)) : globMatches(entry.pattern, name);
  };
  const mine = entries.filter((entry) => entry.platform === 'web');
  const used = new Set();
  for (const entry of mine) {
    if (entry.expires < today) runErrors.push(`known divergence ${entry.pattern} [web] expired on ${entry.expires}: fix the web core or renew the entry with a reason`);
  }
  for (const result of results) {
    if (result.outcome.label !== 'diverged' && result.outcome.label !== 'error-expected-but-value') continue;
    const entry = mine.find((candidate) => covers(candidate, result));
    if (!entry) continue;
    used.add(entry);
    const details = result.outcome.label === 'diverged'
      ? result.outcome.divergences.map((d) => `${d.field || '(whole value)'}: Kotlin ${d.expected}, web ${d.actual}`).join('; ')
      : `Kotlin rejects with ${result.outcome.expectedError}, web returned ${result.outcome.actual}`;
    result.outcome = { label: 'known-divergence', entry: `${entry.pattern} [web]`, details: `${details} (${entry.reason}; ${entry.issue})` };
  }
  for (const entry of mine) {
    if (used.has(entry)) continue;
    if (narrowed && !results.some((result) => covers(entry, result))) continue;
    runErrors.push(`known divergence ${entry.pattern} [web] matches no diverging case: it is stale, remove it`);
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
