// @ts-check
/**
 * The gate's side of the subject's own process (js/src/subject-host.js, which describes the protocol): started
 * before the run, asked for the answers of each file's cases, told to end after the last one. The gate's event
 * loop is free while the subject works, so a signal stops the run at once, whatever the subject is doing.
 *
 * A subject process that dies during a case without having called a way to end the process (a crash in native
 * code, a SIGKILL of its own) gives that case a run error, and a fresh process answers the cases after it. One
 * that does not answer for twice the case timeout and then some (it is blocked where V8 cannot interrupt it: a
 * synchronous child process, a read of a pipe nobody writes) is stopped and treated the same way. The subject
 * process runs in a process group of its own, killed whole when the gate stops it: nothing it started outlives
 * the run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeAnswer, encodeInput } from './answer-wire.js';

const HOST = fileURLToPath(new URL('./subject-host.js', import.meta.url));
/** Inputs per request, and requests the subject process may have before it has answered the first. */
const CHUNK = 256;
const IN_FLIGHT = 2;
/** The least time a subject's module is given to load (more when the case timeout is longer). */
const START_LIMIT_MS = 60000;
/** After its last case, how long the subject process may take to say it ended clean (it waits 1 s itself). */
const END_LIMIT_MS = 10000;
/**
 * The subject process's heap: a young generation of 2 MB semi-spaces (node's default grows them to 16 MB under the
 * steady churn of answering) and an old generation grown by half of what survives. Its peak then follows the
 * largest request, not the length of the run (10x the corpus: +7 MB over 1x, against +36 MB with the defaults).
 */
const HOST_HEAP = ['--max-semi-space-size=2', '--heap-growing-percent=50'];
/** node options the subject process inherits: the ways to load modules (a TypeScript loader, conditions). */
const INHERITED_OPTIONS = /^--(import|require|loader|experimental-loader|conditions|experimental-vm-modules|experimental-specifier-resolution|enable-source-maps|no-warnings|preserve-symlinks)(=|$)|^-[rC]$/;

/** Every subject process alive, so that the gate can end them whatever way it ends. @type {Set<SubjectProcess>} */
const alive = new Set();

/** Ends every subject process still running (the gate is ending). */
export function stopSubjectProcesses() {
  for (const each of alive) each.kill();
}

/** The subject's module cannot be loaded, or does not export a subject: the message says why. */
export class SubjectLoadError extends Error {}

/**
 * @typedef {{module: string} | {builtin: string}} SubjectSpec
 * @typedef {{timeoutMs: number, onUnexpectedEnd: (text: string) => void}} SubjectProcessOptions
 *   onUnexpectedEnd: the subject process died while it had no case to answer (the run cannot go on).
 * @typedef {{answer: import('./subject-guard.js').Answer} | {done: true} | {ended: string} | {stop: string}} AskEvent
 */

export class SubjectProcess {
  /** @param {SubjectSpec} spec @param {SubjectProcessOptions} options */
  constructor(spec, options) {
    this.spec = spec;
    this.options = options;
    /** Silence, while a request is open, after which the subject process is taken to be stuck. */
    this.stuckAfterMs = 2 * options.timeoutMs + 5000;
    this.name = '';
    /** @type {Set<string>} */
    this.suites = new Set();
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    /** @type {any[]} */
    this.queue = [];
    /** @type {(() => void) | null} */
    this.wake = null;
    /** @type {string | null} */
    this.interruption = null;
    this.asking = false;
    /** Whether the process was told the run is over (it then ends by itself). */
    this.finishing = false;
    /** Whether the process said hello. */
    this.ready = false;
    /** @type {{ended: boolean} | null} */
    this.state = null;
    /** What went wrong and did not come back (a crash that did not happen again): the run has no verdict. @type {string[]} */
    this.troubles = [];
    /** The peak resident set size the process said it had when it ended clean (KiB), or null. @type {number | null} */
    this.peakKiB = null;
  }

  /**
   * Starts the subject's process and waits until its module has loaded (hello); throws SubjectLoadError saying why
   * it did not. Also starts a fresh process after a crash.
   */
  async launch() {
    const args = process.execArgv.filter((option, index, all) => INHERITED_OPTIONS.test(option) || (index > 0 && /^(--import|--require|--loader|--experimental-loader|--conditions|-r|-C)$/.test(all[index - 1])));
    const how = 'module' in this.spec ? ['--module', this.spec.module] : ['--builtin', this.spec.builtin];
    // Its standard output goes to the gate's standard error: what a subject prints never mixes with a report.
    const child = spawn(process.execPath, [...HOST_HEAP, ...args, HOST, ...how, String(this.options.timeoutMs)], { stdio: ['ignore', 2, 2, 'pipe', 'pipe'], detached: true });
    this.child = child;
    this.queue = [];
    this.ready = false;
    // This process's own state: the handlers of a process stopped earlier (before a restart) say nothing more.
    const state = { ended: false };
    this.state = state;
    alive.add(this);
    const [, , , requests, answers] = /** @type {any[]} */ (child.stdio);
    requests.on('error', () => { /* a process that died: its end is reported by "close" */ });
    answers.on('error', () => {});
    answers.setEncoding('utf8');
    // The start of a line not yet ended, in pieces: a message of many megabytes (a huge answer) is joined once.
    /** @type {string[]} */
    let pieces = [];
    answers.on('data', (/** @type {string} */ text) => {
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1 && !state.ended; end = text.indexOf('\n', start)) {
        pieces.push(text.slice(start, end));
        const line = pieces.join('');
        pieces = [];
        start = end + 1;
        let message;
        try {
          message = JSON.parse(line);
        } catch {
          message = null;
        }
        this.receive(typeof message === 'object' && message !== null && !Array.isArray(message) ? message : { broken: line.slice(0, 200) });
      }
      if (start < text.length) pieces.push(text.slice(start));
    });
    child.on('close', (code, signal) => {
      if (state.ended) return;
      state.ended = true;
      alive.delete(this);
      const how = signal !== null ? `killed by ${signal}` : `exit code ${code}`;
      this.receive({ exited: how });
      if (!this.asking && !this.finishing && this.ready) this.options.onUnexpectedEnd(`the subject's process ended outside any case (${how})`);
    });
    const first = await this.nextMessage(Math.max(START_LIMIT_MS, this.options.timeoutMs));
    if ('hello' in first) {
      this.name = String(first.hello.name);
      this.suites = new Set(first.hello.suites);
      this.ready = true;
      return;
    }
    this.kill();
    if ('loadError' in first) throw new SubjectLoadError(first.loadError);
    if ('fault' in first) throw new SubjectLoadError(first.fault);
    if ('exited' in first) throw new SubjectLoadError(`its process ended while the module loaded (${first.exited})`);
    if ('silent' in first) throw new SubjectLoadError(`the module did not finish loading within ${Math.max(START_LIMIT_MS, this.options.timeoutMs) / 1000} s`);
    if ('stop' in first) throw new SubjectLoadError(first.stop);
    throw new SubjectLoadError(`its process answered something else than hello: ${JSON.stringify(first).slice(0, 200)}`);
  }

  /** @param {any} message */
  receive(message) {
    this.queue.push(message);
    this.wake?.();
  }

  /**
   * The next message of the subject process; `{silent: true}` after `limitMs` without one, `{stop: reason}` when
   * interrupted.
   * @param {number} limitMs @returns {Promise<any>}
   */
  async nextMessage(limitMs) {
    const deadline = Date.now() + limitMs;
    for (;;) {
      if (this.interruption !== null) return { stop: this.interruption };
      if (this.queue.length > 0) return this.queue.shift();
      const left = deadline - Date.now();
      if (left <= 0) return { silent: true };
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => { clearTimeout(timer); resolve(undefined); };
      });
      this.wake = null;
    }
  }

  /** Stops waiting for the subject process: the run is being stopped (a signal). @param {string} reason */
  interrupt(reason) {
    this.interruption ??= reason;
    this.wake?.();
  }

  /** @param {object} message */
  send(message) {
    /** @type {any} */ (this.child?.stdio[3])?.write(`${JSON.stringify(message, (_key, value) => value)}\n`);
  }

  /**
   * Asks for the answers to `request.inputs` (decoded inputs, in order) and gives them as they come, then how the
   * request ended: done, ended (the subject ended its process during the next case: the run stops there), or
   * stop (the run is being stopped).
   * @param {{suite: string, contract: string, inputs: unknown[]}} request
   * @returns {AsyncGenerator<AskEvent>}
   */
  async *answers(request) {
    const total = request.inputs.length;
    let answered = 0;
    let sent = 0;
    /** @type {number[]} */
    let open = [];
    // After a crash or a hang, the cases are asked again from the first unanswered one, each answer sent as it
    // comes (the process sends them in groups, and a group not yet sent dies with it): the next failure is then
    // the case's own. A failure that does not come back is said as a run error (`troubles`).
    /** @type {{from: number, failure: string} | null} */
    let retrying = null;
    const sendMore = () => {
      while (open.length < IN_FLIGHT && sent < total) {
        const end = Math.min(total, sent + CHUNK);
        this.send({ ask: { suite: request.suite, contract: request.contract, inputs: request.inputs.slice(sent, end).map(encodeInput), eachAnswer: retrying !== null } });
        open.push(end);
        sent = end;
      }
    };
    /** Starts a fresh process and asks from `from` on: null, or why it cannot start. @param {number} from */
    const restart = async (from) => {
      this.kill();
      try {
        await this.launch();
      } catch (error) {
        return `the subject's process could not be started again: ${/** @type {Error} */ (error).message}`;
      }
      sent = from;
      open = [];
      sendMore();
      return null;
    };
    this.asking = true;
    try {
      sendMore();
      while (answered < total || open.length > 0) {
        const message = await this.nextMessage(this.stuckAfterMs);
        if ('answers' in message && Array.isArray(message.answers) && answered + message.answers.length <= (open[0] ?? 0)) {
          for (const wire of message.answers) {
            let answer;
            try {
              answer = decodeAnswer(wire);
            } catch {
              yield { stop: this.broken('an answer that cannot be read') };
              return;
            }
            answered++;
            yield { answer };
          }
        } else if ('done' in message && answered === open[0]) {
          open.shift();
          sendMore();
        } else if ('ended' in message) {
          yield { ended: String(message.ended) };
          return;
        } else if ('stop' in message) {
          this.kill();
          yield { stop: message.stop };
          return;
        } else if ('exited' in message || 'silent' in message) {
          const what = 'exited' in message
            ? `crashed: its process ended during this case (${message.exited}) without answering or calling a way to end the process; a fresh process answers the cases after it`
            : `did not answer within ${this.stuckAfterMs / 1000} s and could not be interrupted (blocked outside JavaScript: a synchronous child process, a read that never returns?); its process was stopped and a fresh one answers the cases after it`;
          if (retrying === null) {
            // Which case failed is not known yet (answers of the cases before it may have died unsent): again.
            retrying = { from: answered, failure: 'exited' in message ? `crashed (${message.exited})` : `did not answer within ${this.stuckAfterMs / 1000} s` };
          } else {
            // Answers now come one by one: the first unanswered case is the one.
            yield { answer: 'exited' in message
              ? { kind: 'threw', message: what, crash: { message: `the subject's process ended (${message.exited})` } }
              : { kind: 'threw', message: what, hung: true } };
            answered++;
            retrying = null;
          }
          const failed = await restart(answered);
          if (failed !== null) {
            yield { stop: failed };
            return;
          }
        } else {
          yield { stop: this.broken('fault' in message ? String(message.fault) : `an unexpected message ${JSON.stringify(message).slice(0, 200)}`) };
          return;
        }
      }
      if (retrying !== null) {
        this.troubles.push(`subject "${this.name}" ${retrying.failure} while answering ${request.suite} (case ${retrying.from + 1} of those asked, or one after it), then answered every case when asked again: the run has no verdict (a subject must answer the same way every time)`);
      }
      yield { done: true };
    } finally {
      this.asking = false;
      // The finished generator may stay referenced until the next file's request: not the inputs of this one.
      request = /** @type {any} */ (null);
    }
  }

  /** Stops a subject process that broke the protocol; the reason the run stops. @param {string} what */
  broken(what) {
    this.kill();
    return `the subject's process sent ${what}: the run has no verdict (a subject must not write to the runner's descriptors 3 and 4)`;
  }

  /**
   * Tells the subject process the run is over and waits for it to say it ended clean: null when it did, else the
   * fault it reported (an exit from a timer, an unhandled rejection, a closed standard output) or what happened.
   * @returns {Promise<string | null>}
   */
  async finish() {
    if (this.child === null || !alive.has(this)) return null;
    this.finishing = true;
    this.send({ end: true });
    const message = await this.nextMessage(END_LIMIT_MS);
    this.kill();
    if ('clean' in message) {
      this.peakKiB = Number(message.peakKiB) || 0;
      return null;
    }
    if ('fault' in message) return String(message.fault);
    if ('stop' in message) return null;
    if ('exited' in message) return `the subject's process ended after the last case (${message.exited}) without saying it ended clean: the run has no verdict`;
    if ('silent' in message) return `the subject's process did not end within ${END_LIMIT_MS / 1000} s of the last case: the run has no verdict`;
    return this.broken(`an unexpected message ${JSON.stringify(message).slice(0, 200)}`);
  }

  /** Ends the subject process and everything it started (its process group). */
  kill() {
    if (this.state) this.state.ended = true;
    alive.delete(this);
    const child = this.child;
    if (child === null || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }
}
