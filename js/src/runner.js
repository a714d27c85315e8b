// @ts-check
/**
 * Runs a subject over a loaded vector set and judges every selected case, with the outcomes and counts of
 * parity-check (docs/report-format.md): in this process (run, the library API), or in a process of its own
 * (runWithSubjectProcess, the command line).
 */
import { SUITES, suiteAt } from './suites.js';
import { checkExpected, compare, SubjectTypeError } from './compare.js';
import { VectorDefect } from './scalars.js';
import { preview } from './bounded.js';
import { callAll, describe, ExitTrap, DEFAULT_CASE_TIMEOUT_SECONDS } from './subject-guard.js';
import { decodeAnswer, encodeAnswer } from './answer-wire.js';
import { KnownDivergenceGate } from './known-divergences.js';
import { causeOf, groupCauses } from './causes.js';

/**
 * @typedef {import('./vector-set.js').VectorSet} VectorSet
 * @typedef {import('./vector-set.js').Defect} Defect
 * @typedef {import('./subject.js').Subject} Subject
 * @typedef {import('./compare.js').Divergence} Divergence
 * @typedef {{label: 'passed'} | {label: 'diverged', divergences: Divergence[]} | {label: 'error-expected-but-value', expectedError: string, actual: string}
 *   | {label: 'not-portable', reason: string} | {label: 'known-divergence', entry: string, details: string}
 *   | {label: 'vector-error', defect: Defect} | {label: 'run-error', message: string, failure?: SubjectFailure}} Outcome
 * @typedef {{kind: 'crashed', runtimeMessage: string | null, frame?: import('./causes.js').Frame} | {kind: 'timed-out'}} SubjectFailure
 *   A run error that is the subject's failure on the case: it crashed (an exception the contract does not define,
 *   or its process died; runtimeMessage: the exception as text, null when there is none; frame: where in the
 *   subject's own modules it was thrown), or it timed out.
 * @typedef {{suite: string, id: string, file: string, line: number, column: number, tags: string[], input: string, comment?: string, outcome: Outcome}} CaseResult
 *   comment: the case's comment in its vector file, when it has one.
 * @typedef {{suite: string, cases: number, passed: number, diverged: number, notPortable: number, known: number, errors: number}} Counts
 * @typedef {import('./known-divergences.js').KnownDivergence} KnownDivergence
 * @typedef {import('./subject-guard.js').Answer} Answer
 * @typedef {{add: (result: CaseResult) => void, discard: () => void}} ResultSink
 * @typedef {{contract: string, allowNotRun?: string[], knownDivergences?: KnownDivergence[], aliases?: import('./alias-map.js').AliasMap, today?: string, askNotPortable?: boolean, caseTimeoutSeconds?: number,
 *   suite?: string, case?: string, keepResult?: (result: CaseResult) => boolean, sink?: ResultSink, platform?: string}} RunOptions
 *   platform: the known-divergence entries this run applies (default web).
 *   keepResult: which results the RunReport keeps in `results` (default: every one; the command line keeps only
 *   what its text report shows, and writes the rest as it goes through `sink`).
 *   sink: gets every result as it is judged, in report order, with its final outcome; discard() drops what it got
 *   (the vector set turned out defective, so nothing judged is reported).
 *   suite, case: globs (`*` any run of characters, `?` one) selecting suites by name and cases by id, as
 *   parity-check's --suite and --case; the digest is still the whole vector set's.
 *   caseTimeoutSeconds: how long one call of the subject may run before it is interrupted and the case reported
 *   timed out (default 60).
 *   askNotPortable: send the cases whose expected value is not portable to the subject, which must answer
 *   NotPortable (its own determinism there); by default they are reported not portable without asking it.
 * @typedef {{runner: string, subject: string, contract: string, digest: string | null, partial: boolean, exitCode: number, files: number, selected: number,
 *   total: Counts, suites: Counts[], tags: Counts[], results: CaseResult[], defects: Defect[], runErrors: string[], notRun: string[],
 *   notRunCases: {suite: string, cases: number}[], notPortableReasons?: {suite: string, reason: string, cases: number}[], links?: string[],
 *   interruption?: string | null, groups?: import('./causes.js').CauseGroup[]}} RunReport
 *   results: the results options.keepResult kept (all, by default), in report order.
 *   notPortableReasons: how many not-portable cases each suite has for each reason, in the order first met.
 *   links: `path -> target` of each vector file found through a symbolic link.
 *   notRun: the suites the subject does not run (allowed), sorted; notRunCases: how many selected cases each has.
 *   interruption: the run error saying why the run was stopped before its end (a signal), when it was.
 *   groups: the cases that did not pass (known divergences aside), grouped by cause, the largest first
 *   (docs/report-format.md, "Causes"); none when the vectors did not load.
 */

/**
 * Judges the cases file by file and keeps no file once its cases are judged. A passing case is only counted; each
 * other result is kept (values in it are bounded, js/src/bounded.js) unless `keepResult` says the reports do not
 * need it, and every result goes to `sink` as it is judged, in report order, so the reports that list every case
 * (JSON, JUnit) are written as the run goes (js/src/report-streams.js). A set read as a VectorStream
 * (openVectorSet) is judged while it is read: when a file turns out defective, everything judged so far is
 * dropped (`sink.discard()`) and the run goes on reading only, so the report is that of a set that did not load,
 * as when every file is read first.
 *
 * The subject runs in this process and thread (the library API: an adapter's own test); the command line runs it
 * in a process of its own (runWithSubjectProcess).
 * @param {VectorSet | import('./vector-set.js').VectorStream} vectors
 * @param {Subject} subject
 * @param {RunOptions} options
 * @returns {RunReport}
 */
export function run(vectors, subject, options) {
  const timeoutMs = caseTimeoutMs(options.caseTimeoutSeconds ?? DEFAULT_CASE_TIMEOUT_SECONDS);
  const steps = runSteps(vectors, { name: subject.name, runs: (suite) => typeof subject.suites[suite] === 'function' }, options);
  const trap = new ExitTrap();
  trap.install();
  try {
    let step = steps.next();
    while (!step.done) {
      const request = step.value;
      if (request.kind !== 'ask') {
        step = steps.next();
        continue;
      }
      const fn = subject.suites[request.suite];
      const type = /** @type {import('./suites.js').Suite} */ (suiteAt(request.suite, request.contract)).output;
      /** @type {Answer[]} */
      const answers = [];
      // Each answer is read by its output type as it comes, under the case's timeout and exit trap (a getter that
      // loops or exits counts against its case), into plain values judged after the calls.
      const { endedAt } = callAll(
        request.inputs.map((input) => () => fn(input, { revision: request.contract })),
        { timeoutMs, trap },
        (_index, answer) => {
          const wire = encodeAnswer(answer, type);
          if (trap.ended === null) answers.push(decodeAnswer(wire));
        },
      );
      for (const answer of answers) steps.next({ answer });
      step = steps.next(endedAt === null ? { done: true } : { ended: /** @type {string} */ (trap.ended) });
    }
    return step.value;
  } finally {
    trap.uninstall();
  }
}

/**
 * Runs a subject that lives in a process of its own (js/src/subject-process.js): the same judging as run(), while
 * this process's event loop stays free for signals. When `stopReason()` gives a reason (a signal, a fault of the
 * subject outside its cases), the run stops at once: the report is partial, says why, and has no verdict.
 * @param {VectorSet | import('./vector-set.js').VectorStream} vectors
 * @param {import('./subject-process.js').SubjectProcess} subjectProcess
 * @param {RunOptions} options
 * @param {() => string | null} stopReason
 * @returns {Promise<RunReport>}
 */
export async function runWithSubjectProcess(vectors, subjectProcess, options, stopReason) {
  const steps = runSteps(vectors, { name: subjectProcess.name, runs: (suite) => subjectProcess.suites.has(suite) }, options);
  let step = steps.next();
  while (!step.done) {
    const request = step.value;
    if (request.kind === 'ask') {
      for await (const event of subjectProcess.answers(request)) step = steps.next(event);
    } else {
      // Between two files: signal handlers run here.
      await new Promise((resolve) => setImmediate(resolve));
      const reason = stopReason();
      step = steps.next(reason === null ? undefined : { stop: reason });
    }
  }
  return step.value;
}

/**
 * What the run asks of whoever calls the subject: `ask` the answers to a file's inputs (then give each with
 * `{answer}`, and end with `{done}`, `{ended}` or `{stop}`), or a `checkpoint` between two files (give `{stop}`
 * there to stop the run).
 * @typedef {{kind: 'ask', suite: string, contract: string, inputs: unknown[]} | {kind: 'next'} | {kind: 'checkpoint'}} RunRequest
 * @typedef {import('./subject-process.js').AskEvent} AskEvent
 */

/**
 * The run itself, driven by run() or runWithSubjectProcess(): yields what it needs from the subject.
 * @param {VectorSet | import('./vector-set.js').VectorStream} vectors
 * @param {{name: string, runs: (suite: string) => boolean}} subject what the run knows of the subject: its name and the suites it runs
 * @param {RunOptions} options
 * @returns {Generator<RunRequest, RunReport, any>}
 */
function* runSteps(vectors, subject, options) {
  const stream = 'next' in vectors ? vectors : streamOfLoaded(vectors);
  const allowNotRun = new Set(options.allowNotRun ?? []);
  /** @type {string[]} */
  const runErrors = [];
  const filtered = options.suite !== undefined || options.case !== undefined;
  for (const name of allowNotRun) {
    if (!SUITES.has(name)) runErrors.push(`--allow-not-run names unknown suite "${name}"`);
  }
  const timeoutSeconds = options.caseTimeoutSeconds ?? DEFAULT_CASE_TIMEOUT_SECONDS;
  const timeoutMs = caseTimeoutMs(timeoutSeconds);
  const suiteGlob = options.suite === undefined ? null : compileSuiteGlobs(options.suite);
  const caseGlob = options.case === undefined ? null : compileGlob(options.case);
  const tally = new Tally(options.keepResult);
  const known = new KnownDivergenceGate(options.knownDivergences ?? [], { aliases: options.aliases, platform: options.platform });
  /** The causes of the cases that did not pass, in run order: what the groups are made of. @type {import('./causes.js').Cause[]} */
  let causes = [];
  const sink = options.sink;
  /** @type {Map<string, number>} */
  const notRun = new Map();
  // Cases of the selected files that the run judges or reports as errors (the suites allowed not to run aside).
  let selectedCases = 0;
  let filesRead = 0;
  /** @type {{suite: string, id: string, how: string, judged: number} | null} */
  let stopped = null;
  /** Why the run was stopped before its end (a signal), or null. @type {string | null} */
  let interrupted = null;
  let judging = stream.upfrontDefects.length === 0;
  /** @param {CaseResult} result */
  const emit = (result) => {
    known.apply(result);
    const cause = causeOf(result);
    if (cause !== null) causes.push(cause);
    tally.add(result);
    sink?.add(result);
  };
  /**
   * Reads the next file and judges it; false when there is none left, or the run was stopped in it. One file per
   * call: its tree is referenced only from this call's frame, gone before the next file is read (a loop's variable
   * in runSteps' own frame would still hold it then: two files' trees at once).
   * @returns {Generator<RunRequest, boolean, any>}
   */
  function* judgeNextFile() {
    const item = stream.next();
    if (item === null) return false;
    filesRead++;
    if ('defect' in item) {
      if (judging) {
        judging = false;
        tally.reset();
        known.reset();
        causes = [];
        notRun.clear();
        selectedCases = 0;
        stopped = null;
        sink?.discard();
      }
      return true;
    }
    if (!judging) return true;
    if (!known.isEmpty) for (const vectorCase of item.file.cases) known.noteCorpusCase(`${item.file.suite}/${vectorCase.id}`);
    const file = selectCases(item.file, options.contract, suiteGlob, caseGlob);
    if (file === null) return true;
    const implemented = subject.runs(file.suite);
    if (!implemented && allowNotRun.has(file.suite)) {
      // Not run, but read as every gate reads it: a case whose input or expected value its suite cannot read is
      // a vector error, whichever subject runs.
      let sound = 0;
      for (const vectorCase of file.cases) {
        const defect = readWithoutSubject(file, vectorCase, options.contract);
        if (defect === null) {
          sound++;
        } else {
          selectedCases++;
          emit(resultOf(file, vectorCase, defect));
        }
      }
      if (sound > 0) notRun.set(file.suite, (notRun.get(file.suite) ?? 0) + sound);
      return true;
    }
    selectedCases += file.cases.length;
    if (stopped !== null) return true; // the subject ended the process: the rest is only counted
    if (!implemented) {
      for (const vectorCase of file.cases) {
        emit(resultOf(file, vectorCase, { label: 'run-error', message: `not run by this subject: subject "${subject.name}" has no function for suite ${file.suite} (allow it with --allow-not-run ${file.suite})` }));
      }
      return true;
    }
    const ending = yield* judgeFile(file, subject.name, { ...options, timeoutMs }, emit);
    if (ending !== null && 'ended' in ending) stopped = { ...ending.ended, judged: tally.selected };
    if (ending !== null && 'stop' in ending) {
      interrupted = ending.stop;
      return false;
    }
    return true;
  }
  for (;;) {
    const control = yield { kind: 'checkpoint' };
    if (control?.stop !== undefined) {
      interrupted = control.stop;
      break;
    }
    if (!(yield* judgeNextFile())) break;
  }
  const { digest, defects } = stream.finish();
  const partial = stopped !== null || interrupted !== null;
  if (defects.length === 0) {
    if (stopped !== null) {
      runErrors.push(`the subject ended the process during case ${stopped.suite}/${stopped.id} (${stopped.how}): the run stopped there, ${stopped.judged} of ${selectedCases} selected cases judged; a subject must answer every case, never exit (find the call in the SDK or adapter and remove it)`);
    }
    runErrors.push(...known.errors(options.today ?? new Date().toISOString().slice(0, 10), partial));
    if (tally.selected === 0 && !partial) {
      runErrors.push(filtered ? 'no case matches the selection (--suite, --case): nothing was checked' : 'no case was selected: nothing was checked');
    }
  }
  if (interrupted !== null) {
    const unread = stream.fileCount - filesRead;
    runErrors.push(`${interrupted}: ${tally.selected} of ${selectedCases} selected cases judged${unread > 0 ? ` (${unread} of ${stream.fileCount} files not read)` : ''}; the run has no verdict`);
  }
  const total = tally.total;
  const broken = partial || defects.length > 0 || runErrors.length > 0 || total.errors > 0;
  return {
    runner: 'parity-check-web', subject: subject.name, contract: options.contract,
    digest: partial ? null : digest, partial,
    exitCode: broken ? 2 : total.diverged > 0 ? 1 : 0,
    files: stream.fileCount, selected: tally.selected, total, suites: sorted(tally.suites), tags: sorted(tally.tags), results: tally.kept,
    notPortableReasons: [...tally.notPortable.values()],
    defects, runErrors, notRun: [...notRun.keys()].sort(), links: stream.links,
    notRunCases: [...notRun.keys()].sort().map((suite) => ({ suite, cases: /** @type {number} */ (notRun.get(suite)) })),
    groups: defects.length > 0 ? [] : groupCauses(causes),
    interruption: interrupted === null ? null : runErrors[runErrors.length - 1],
  };
}

/**
 * A vector set read whole (loadVectorSet) as a VectorStream: its files in judging order, none when it has a defect.
 * @param {VectorSet} vectors @returns {import('./vector-set.js').VectorStream}
 */
function streamOfLoaded(vectors) {
  const files = [...vectors.files].sort((a, b) => (a.suite < b.suite ? -1 : a.suite > b.suite ? 1 : 0));
  let position = vectors.defects.length > 0 ? files.length : 0;
  return {
    fileCount: vectors.fileCount, links: vectors.links ?? [], upfrontDefects: vectors.defects,
    next: () => (position < files.length ? { file: files[position++] } : null),
    finish: () => ({ digest: vectors.digest, defects: vectors.defects }),
  };
}

/**
 * The file with only the cases the run selects (its revision, --suite, --case), or null when none is.
 * @param {import('./vector-set.js').VectorFile} file @param {string} contract @param {{test: (name: string) => boolean} | null} suiteGlob @param {RegExp | null} caseGlob
 */
function selectCases(file, contract, suiteGlob, caseGlob) {
  if (file.revisions !== null && !file.revisions.includes(contract)) return null;
  if (suiteGlob !== null && !suiteGlob.test(file.suite)) return null;
  const cases = caseGlob === null ? file.cases : file.cases.filter((vectorCase) => caseGlob.test(vectorCase.id));
  if (cases.length === 0) return null;
  return cases === file.cases ? file : { ...file, cases };
}

/** @param {Map<string, Counts>} counts @returns {Counts[]} */
const sorted = (counts) => [...counts.keys()].sort().map((key) => /** @type {Counts} */ (counts.get(key)));

/** The counts of a run, and the results its reports need; a passing case is only counted. */
class Tally {
  /** @param {((result: CaseResult) => boolean) | undefined} keep which results to keep (default: all) */
  constructor(keep) {
    this.keep = keep ?? (() => true);
    this.reset();
  }

  reset() {
    this.selected = 0;
    this.total = emptyCounts('total');
    /** @type {Map<string, Counts>} */
    this.suites = new Map();
    /** @type {Map<string, Counts>} */
    this.tags = new Map();
    /** @type {CaseResult[]} */
    this.kept = [];
    /** @type {Map<string, {suite: string, reason: string, cases: number}>} */
    this.notPortable = new Map();
  }

  /** @param {CaseResult} result */
  add(result) {
    this.selected++;
    const { outcome } = result;
    count(this.total, outcome);
    count(countsOf(this.suites, result.suite), outcome);
    for (const tag of result.tags) count(countsOf(this.tags, tag), outcome);
    if (outcome.label === 'not-portable') {
      const key = `${result.suite}: ${outcome.reason}`;
      const group = this.notPortable.get(key) ?? { suite: result.suite, reason: outcome.reason, cases: 0 };
      group.cases++;
      this.notPortable.set(key, group);
    }
    if (this.keep(result)) this.kept.push(result);
  }
}

/** @param {Map<string, Counts>} map @param {string} key */
function countsOf(map, key) {
  let counts = map.get(key);
  if (counts === undefined) {
    counts = emptyCounts(key);
    map.set(key, counts);
  }
  return counts;
}

/** @param {string} name @returns {Counts} */
const emptyCounts = (name) => ({ suite: name, cases: 0, passed: 0, diverged: 0, notPortable: 0, known: 0, errors: 0 });

/** @param {Counts} counts @param {Outcome} outcome */
function count(counts, outcome) {
  counts.cases++;
  if (outcome.label === 'passed') counts.passed++;
  else if (outcome.label === 'diverged' || outcome.label === 'error-expected-but-value') counts.diverged++;
  else if (outcome.label === 'not-portable') counts.notPortable++;
  else if (outcome.label === 'known-divergence') counts.known++;
  else counts.errors++;
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
    tags: vectorCase.tags, input: vectorCase.inputText, ...(vectorCase.comment === undefined ? {} : { comment: vectorCase.comment }), outcome,
  };
}

/**
 * Judges every case of one file, giving each result to `emit` in case order: the inputs are decoded first, the
 * subject is asked for the cases that need it (yield `ask`; the answers come one by one), and each answer is
 * compared as it comes and dropped: the memory of a run never holds more than one answer.
 * @param {import('./vector-set.js').VectorFile} file @param {string} subjectName
 * @param {RunOptions & {timeoutMs: number}} options @param {(result: CaseResult) => void} emit
 * @returns {Generator<RunRequest, {ended: {suite: string, id: string, how: string}} | {stop: string} | null, any>}
 *   ended: the case during which the subject ended the process; stop: why the run was stopped in this file
 */
function* judgeFile(file, subjectName, options, emit) {
  const suite = /** @type {import('./suites.js').Suite} */ (suiteAt(file.suite, options.contract));
  /** @type {({outcome: Outcome} | {input: unknown})[]} */
  const prepared = file.cases.map((vectorCase) => prepare(file, vectorCase, suite, options));
  /** @type {number[]} */
  const asked = [];
  prepared.forEach((entry, index) => { if ('input' in entry) asked.push(index); });
  let answered = 0;
  /** @type {AskEvent} */
  let event = { done: true };
  if (asked.length > 0) {
    event = yield { kind: 'ask', suite: file.suite, contract: options.contract, inputs: asked.map((index) => /** @type {{input: unknown}} */ (prepared[index]).input) };
    while ('answer' in event && answered < asked.length) {
      const index = asked[answered++];
      prepared[index] = { outcome: judge(file, file.cases[index], suite, subjectName, event.answer, options.timeoutMs) };
      event = yield { kind: 'next' };
    }
  }
  const cut = 'ended' in event || 'stop' in event;
  // Stopped early: the cases before the first unanswered one are reported, the rest not.
  const stopAt = cut && answered < asked.length ? asked[answered] : file.cases.length;
  for (let index = 0; index < stopAt; index++) {
    emit(resultOf(file, file.cases[index], /** @type {{outcome: Outcome}} */ (prepared[index]).outcome));
  }
  if ('stop' in event) return { stop: event.stop };
  if ('ended' in event && stopAt < file.cases.length) {
    const vectorCase = file.cases[stopAt];
    emit(resultOf(file, vectorCase, { label: 'run-error', message: `the subject ended the process during this case (${event.ended})` }));
    return { ended: { suite: file.suite, id: vectorCase.id, how: event.ended } };
  }
  return null;
}

/**
 * The vector error of a case no subject answers (its suite is not run), or null when its input and expected value
 * read by the suite's types.
 * @param {import('./vector-set.js').VectorFile} file @param {import('./vector-set.js').VectorCase} vectorCase
 * @param {string} contract the revision run: its shape of the suite reads the case
 * @returns {Outcome | null}
 */
function readWithoutSubject(file, vectorCase, contract) {
  const suite = /** @type {import('./suites.js').Suite} */ (suiteAt(file.suite, contract));
  try {
    suite.decode(vectorCase.input, `${vectorCase.pointer}/input`);
    if (vectorCase.expected.kind === 'value') checkExpected(vectorCase.expected.value, suite.output);
    return null;
  } catch (error) {
    if (error instanceof VectorDefect) return vectorError(file, vectorCase, error);
    throw error;
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
 * @param {import('./suites.js').Suite} suite @param {string} subjectName @param {Answer} result @param {number} timeoutMs
 * @returns {Outcome}
 */
function judge(file, vectorCase, suite, subjectName, result, timeoutMs) {
  if (result.kind === 'threw') {
    const message = `subject "${subjectName}" ${result.message}`;
    if (result.hung === true) return { label: 'run-error', message, failure: { kind: 'timed-out' } };
    if (result.crash === undefined) return { label: 'run-error', message };
    // An exception the contract does not define, or the subject's process dying: the web's trap, located where the
    // stack says the subject's own code threw.
    const { frame } = result.crash;
    const where = frame === undefined ? '' : `; it threw in ${frame.function}${frame.file === undefined ? '' : ` at ${frame.file}${frame.line === undefined ? '' : `:${frame.line}${frame.column === undefined ? '' : `:${frame.column}`}`}`}`;
    return { label: 'run-error', message: message + where, failure: { kind: 'crashed', runtimeMessage: result.crash.message, ...(frame === undefined ? {} : { frame }) } };
  }
  if (result.kind === 'unreadable') return { label: 'run-error', message: `subject "${subjectName}" returned a value that cannot be read: ${result.message}` };
  if (result.kind === 'timedOut') {
    return { label: 'run-error', message: `timed out: subject "${subjectName}" ran longer than the case timeout of ${timeoutMs / 1000} s on this case and was interrupted (raise it with --case-timeout SECONDS if the SDK is that slow; feed the input below to the SDK to find the loop)`, failure: { kind: 'timed-out' } };
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
        if (error instanceof SubjectTypeError) return { label: 'run-error', message: `subject "${subjectName}" returned a mistyped value: ${error.message}` };
        return { label: 'run-error', message: `subject "${subjectName}" returned a value that cannot be read: ${describe(error)}` };
      }
    }
    if (result.kind === 'rejected') {
      return { label: 'diverged', divergences: [{ field: '', kind: 'rejected', codes: { actual: String(result.code) }, expected: preview(expected.value), actual: rejection(result.code, result.index), note: 'the subject rejected an input the JVM accepts' }] };
    }
    return { label: 'diverged', divergences: [{ field: '', kind: 'portability', expected: preview(expected.value), actual: `not portable: ${result.reason}`, note: 'the subject calls a portable value not portable' }] };
  }
  try {
    if (expected.kind === 'error') {
      if (result.kind === 'value') return { label: 'error-expected-but-value', expectedError: expected.code, actual: preview(result.value) };
      if (result.kind === 'notPortable') return { label: 'diverged', divergences: [{ field: '', kind: 'portability', expected: rejection(expected.code, expected.index), actual: `not portable: ${result.reason}` }] };
      /** @type {Divergence[]} */
      const divergences = [];
      const codes = { expected: expected.code, actual: String(result.code) };
      if (expected.code !== result.code) divergences.push({ field: '/error', kind: 'error', codes, expected: expected.code, actual: String(result.code) });
      if (expected.index !== result.index) divergences.push({ field: '/index', kind: 'error', codes, expected: expected.index === undefined ? 'none' : String(expected.index), actual: result.index === undefined ? 'none' : String(result.index) });
      return divergences.length === 0 ? { label: 'passed' } : { label: 'diverged', divergences };
    }
    if (result.kind === 'notPortable') return { label: 'not-portable', reason: expected.reason };
    if (result.kind === 'value') {
      return { label: 'diverged', divergences: [{ field: '', kind: 'portability', expected: `not portable: ${expected.reason}`, actual: preview(result.value), note: "Android's value is not reproducible, but the subject produced one" }] };
    }
    return { label: 'diverged', divergences: [{ field: '', kind: 'portability', expected: `not portable: ${expected.reason}`, actual: rejection(result.code, result.index) }] };
  } catch (error) {
    return { label: 'run-error', message: `subject "${subjectName}" returned a value that cannot be read: ${describe(error)}` };
  }
}

/** A glob (`*` any run of characters, `?` one) as an anchored regular expression. @param {string} pattern */
function compileGlob(pattern) {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`);
}

/**
 * The globs of a `--suite` value, as every runner reads it in every mode: split at commas, each trimmed of spaces,
 * empty ones dropped; a suite is selected when any of them matches (their union).
 * @param {string} pattern @returns {string[]}
 */
export function suiteGlobs(pattern) {
  return pattern.split(',').map((each) => each.trim()).filter((each) => each !== '');
}

/** One test for the union of a `--suite` value's globs. @param {string} pattern @returns {{test: (name: string) => boolean}} */
function compileSuiteGlobs(pattern) {
  const globs = suiteGlobs(pattern).map(compileGlob);
  return { test: (name) => globs.some((glob) => glob.test(name)) };
}

/** @param {string} pattern @param {string} name */
export function globMatches(pattern, name) {
  return compileGlob(pattern).test(name);
}
