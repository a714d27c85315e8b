// @ts-check
/**
 * Calls a subject's functions so that nothing a subject does can decide the run's exit code: an exception of any
 * kind is that case's answer, a case that runs longer than the case timeout is interrupted and reported, and a
 * subject that tries to end the process (process.exit, reallyExit, abort, kill of this process) is stopped and
 * named. Everything runs in this thread: the subject's objects, classes and module state stay the adapter's.
 *
 * A synchronous loop cannot be interrupted by a timer of the same thread; V8 can terminate the JavaScript running
 * in an isolate, which node's `vm` does for a script run with a `timeout` (a watchdog thread, any code the script
 * calls included). One watchdog per case costs about 70 us, more than a case of the corpus; so cases run in
 * batches under one watchdog, and only a case caught by a batch's deadline after starting late in it is run once
 * more on its own, with the whole timeout: a case is reported timed out only when it alone ran that long.
 *
 * The gate runs this in the subject's own process (js/src/subject-host.js), where the subject may replace any
 * global or builtin: what it uses is copied when it loads, before any subject does.
 */
import vm from 'node:vm';
import { ContractRejection, NotPortable } from './subject.js';
import { subjectFrame } from './subject-frames.js';

const uncurry = Function.prototype.bind.bind(Function.prototype.call);
const apply = Reflect.apply;
const { stringify } = JSON;
const toText = String;
const toNumber = Number;
const objectToString = uncurry(Object.prototype.toString);
const runInContext = uncurry(vm.Script.prototype.runInContext);
const now = performance.now.bind(performance);
const { min } = Math;
const ErrorType = Error;
const FloatArray = Float64Array;
const sliceText = uncurry(String.prototype.slice);

export const DEFAULT_CASE_TIMEOUT_SECONDS = 60;

/**
 * What one call of a subject's function gave.
 * @typedef {{kind: 'value', value: unknown} | {kind: 'rejected', code: string, index?: number}
 *   | {kind: 'notPortable', reason: string} | {kind: 'threw', message: string, crash?: Crash, hung?: boolean} | {kind: 'timedOut', seconds: number}
 *   | {kind: 'unreadable', message: string}} Answer
 *   threw: crash when the subject crashed on the case (an exception the contract does not define, its process
 *   dying), hung when its process stopped answering; neither for a misuse of the interface (a Promise returned).
 * @typedef {{message: string | null, frame?: import('./subject-frames.js').Frame}} Crash
 *   message: the exception as text (null when there is none); frame: where in the subject's modules it was thrown.
 *   unreadable: a value whose reading threw (a getter, a proxy); the message says what was thrown.
 */

/** How the subject tried to end the process, e.g. `process.exit(0)`. */
export class SubjectEndedProcess extends Error {
  /** @param {string} how */
  constructor(how) {
    super(`the subject called ${how}`);
    this.how = how;
  }
}

/** The process functions that end it; a subject calling one is stopped, whatever it catches. */
const ENDING = /** @type {const} */ (['exit', 'reallyExit', 'abort', 'kill']);

/**
 * While installed, the process-ending functions throw SubjectEndedProcess (to stop the subject as the real call
 * would) and remember the first call, which the runner reads even if the subject caught the exception.
 */
export class ExitTrap {
  constructor() {
    /** @type {string | null} */
    this.ended = null;
    /** @type {{[name: string]: Function} | null} */
    this.saved = null;
  }

  install() {
    const proc = /** @type {any} */ (process);
    /** @type {{[name: string]: Function}} */
    const saved = { __proto__: null };
    for (let index = 0; index < ENDING.length; index++) saved[ENDING[index]] = proc[ENDING[index]];
    this.saved = saved;
    /** @param {string} how @returns {never} */
    const stop = (how) => {
      this.ended ??= how;
      throw new SubjectEndedProcess(how);
    };
    proc.exit = (/** @type {unknown} */ code) => stop(`process.exit(${code === undefined ? '' : describe(code)})`);
    proc.reallyExit = (/** @type {unknown} */ code) => stop(`process.reallyExit(${describe(code)})`);
    proc.abort = () => stop('process.abort()');
    proc.kill = (/** @type {number} */ pid, /** @type {string | number | undefined} */ signal) => {
      // Signal 0 only asks whether the process exists; pid 0 and negative pids include this process's group.
      const here = toNumber(pid) === process.pid || toNumber(pid) <= 0;
      if (here && signal !== 0 && signal !== '0') stop(`process.kill(${describe(pid)}, ${describe(signal ?? 'SIGTERM')})`);
      return apply(saved.kill, process, [pid, signal]);
    };
  }

  uninstall() {
    const saved = this.saved;
    if (saved) for (let index = 0; index < ENDING.length; index++) /** @type {any} */ (process)[ENDING[index]] = saved[ENDING[index]];
    this.saved = null;
  }
}

/** A thrown or returned value of any type as short text (a Symbol, null, an object without message...). @param {unknown} value */
export function describe(value) {
  try {
    if (value instanceof ErrorType) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return stringify(value);
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'object' && value !== null) {
      const text = stringify(value, (_key, element) => (typeof element === 'bigint' ? `${element}n` : element));
      if (text !== undefined) return text.length > 200 ? `${sliceText(text, 0, 200)}...` : text;
    }
    return toText(value);
  } catch {
    try {
      return objectToString(value);
    } catch {
      return '(a value that throws when read)';
    }
  }
}

/**
 * Runs calls in order, each under the case timeout, stopping at the first that tries to end the process.
 * `onAnswer(index, answer)` receives each answer as it comes; the result says where the calls stopped.
 * @param {(() => unknown)[]} calls @param {{timeoutMs: number, trap: ExitTrap}} options
 * @param {(index: number, answer: Answer) => void} onAnswer
 * @returns {{endedAt: number | null}} the index of the call that tried to end the process, if one did
 */
export function callAll(calls, options, onAnswer) {
  const { timeoutMs, trap } = options;
  let next = 0;
  const startedAt = new FloatArray(calls.length);
  const batch = () => {
    while (next < calls.length) {
      startedAt[next] = now();
      const answer = answerOf(calls[next]);
      if (trap.ended !== null) return;
      onAnswer(next, answer);
      if (trap.ended !== null) return; // while its answer was read
      next++;
    }
  };
  // A late starter gets a second run of its own only when it had less than this share of the timeout.
  const slackMs = min(50, timeoutMs / 100);
  while (next < calls.length) {
    const batchStart = now();
    const first = next;
    try {
      runWithTimeout(batch, timeoutMs);
    } catch (error) {
      if (!isTimeout(error)) throw error;
      if (trap.ended !== null) break;
      const hadTheWholeTimeout = next === first || startedAt[next] - batchStart <= slackMs;
      if (hadTheWholeTimeout) {
        onAnswer(next, { kind: 'timedOut', seconds: timeoutMs / 1000 });
        next++;
      } else {
        const alone = next;
        try {
          runWithTimeout(() => { onAnswerIfNotEnded(alone); }, timeoutMs);
        } catch (aloneError) {
          if (!isTimeout(aloneError)) throw aloneError;
          if (trap.ended === null) onAnswer(alone, { kind: 'timedOut', seconds: timeoutMs / 1000 });
        }
        if (trap.ended !== null) break;
        next = alone + 1;
      }
    }
    if (trap.ended !== null) break;
  }
  return { endedAt: trap.ended !== null ? next : null };

  /** @param {number} index */
  function onAnswerIfNotEnded(index) {
    const answer = answerOf(calls[index]);
    if (trap.ended === null) onAnswer(index, answer);
  }
}

const script = new vm.Script('run()', { filename: 'parity-check-web-case-timeout' });
const context = vm.createContext({ run: () => {} });

/** Runs `body` in this thread; V8 terminates it after `timeoutMs`. @param {() => void} body @param {number} timeoutMs */
function runWithTimeout(body, timeoutMs) {
  context.run = body;
  try {
    runInContext(script, context, { timeout: timeoutMs });
  } finally {
    context.run = () => {};
  }
}

/** @param {unknown} error */
const isTimeout = (error) => /** @type {any} */ (error)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/** @param {() => unknown} call @returns {Answer} */
function answerOf(call) {
  try {
    const value = call();
    if (isInstance(value, NotPortable)) return { kind: 'notPortable', reason: /** @type {NotPortable} */ (value).reason };
    if (typeof (/** @type {any} */ (value)?.then) === 'function') {
      return { kind: 'threw', message: 'returned a Promise: a subject\'s functions answer synchronously (await the SDK in the adapter\'s set-up, not per case)' };
    }
    return { kind: 'value', value };
  } catch (error) {
    if (isInstance(error, ContractRejection)) {
      const { code, index } = /** @type {ContractRejection} */ (error);
      return { kind: 'rejected', code, index };
    }
    // The web's trap: where in the subject's modules it was thrown says which code to fix.
    const frame = subjectFrame(error);
    const thrown = describe(error);
    return { kind: 'threw', message: `failed with an error the contract does not define: ${thrown}`, crash: frame === undefined ? { message: thrown } : { message: thrown, frame } };
  }
}

/** `instanceof` that is false, not a throw, for a Proxy whose prototype cannot be read. @param {unknown} value @param {Function} type */
function isInstance(value, type) {
  try {
    return value instanceof type;
  } catch {
    return false;
  }
}
