// @ts-check
/**
 * The subject's own process: the gate (js/src/subject-process.js) starts
 * `node subject-host.js --module FILE TIMEOUT_MS` (or `--builtin NAME TIMEOUT_MS`) and asks it for the answers of
 * the cases; it never judges, counts or writes a report. So nothing the subject does here reaches the verdict: a
 * replaced global or builtin is this process's, a closed standard output is this process's, and the gate's
 * signals, reports and exit code are the gate's.
 *
 * The protocol, one JSON message a line (js/src/answer-wire.js holds the values):
 *   gate -> here, on descriptor 3:  {"ask": {"suite", "contract", "inputs": [...]}} | {"end": true}
 *   here -> gate, on descriptor 4:  {"hello": {"name", "suites": [...]}} | {"loadError": text}
 *                                   then per ask: {"answers": [...]}... and {"done": true} | {"ended": how}
 *                                   {"fault": text} whenever the subject faults outside a case
 *                                   {"clean": true, "peakKiB"} after "end", when the subject left nothing behind
 *                                   (with this process's peak resident set size, for tools/bench-memory)
 * Both are read and written synchronously: this process waits for the gate's next request in a blocking read, so
 * none of its own work depends on events a subject could replace. The subject's work left for later (timers,
 * promises) runs after "end": up to END_GRACE_MS, or until nothing is left, and a fault there is reported.
 *
 * Before the subject loads: the builtins used here are copied (here and in the modules imported), the ways to
 * end the process outside a case are trapped (reported as a fault, then this process ends), and SIGINT, SIGTERM
 * and SIGHUP are left to the gate, which stops this process itself.
 */
import { closeSync, fstatSync, readSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUITES, suiteAt } from './suites.js';
import { REVISIONS } from './revisions.js';
import { callAll, describe, ExitTrap } from './subject-guard.js';
import { decodeInput, encodeAnswer, messageText } from './answer-wire.js';
import { registerBundlerResolution } from './bundler-resolution.js';

const REQUESTS = 3;
const ANSWERS = 4;
/** How long the subject's work left after the last case may still run before the gate is told the run ended clean. */
const END_GRACE_MS = 1000;
/** Answers are sent at least this often, and at the latest every ANSWERS_PER_MESSAGE answers. */
const FLUSH_MS = 50;
const ANSWERS_PER_MESSAGE = 256;

const uncurry = Function.prototype.bind.bind(Function.prototype.call);
const { parse } = JSON;
const { create, defineProperty, keys, hasOwn } = Object;
const PromiseOf = Promise;
const toNumber = Number;
const now = performance.now.bind(performance);
const bufferFrom = Buffer.from;
const bufferAlloc = Buffer.alloc;
const indexOfByte = uncurry(Uint8Array.prototype.indexOf);
const decoder = new TextDecoder();
const decode = uncurry(TextDecoder.prototype.decode);
const subarray = uncurry(Uint8Array.prototype.subarray);
const concatBytes = Buffer.concat;
const later = setTimeout;
const soon = setImmediate;
const wait = uncurry(Atomics.wait);
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const proc = /** @type {any} */ (process);
const reallyExit = proc.reallyExit.bind(process);
const on = uncurry(process.on);
const resourceUsage = process.resourceUsage.bind(process);
const activeResources = typeof process.getActiveResourcesInfo === 'function' ? process.getActiveResourcesInfo.bind(process) : null;

/** @param {{[key: string]: unknown}} fields */
function message(fields) {
  const out = create(null);
  const names = keys(fields);
  for (let index = 0; index < names.length; index++) defineProperty(out, names[index], { value: fields[names[index]], enumerable: true });
  return out;
}

/** Writes one message whole (blocking; a full pipe is waited for). A gate that is gone ends this process. @param {object} value */
function send(value) {
  const bytes = bufferFrom(`${messageText(value)}\n`);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(ANSWERS, bytes, offset, bytes.length - offset);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EAGAIN') reallyExit(3);
      wait(sleeper, 0, 0, 1);
    }
  }
}

let faulted = false;
/** When a fault came, for its message: while the module loaded, or after the last case (the run is synchronous). */
let phase = 'while its module loaded';

/** Reports a fault of the subject outside any case and ends this process: the run has no verdict. @param {string} text */
function fault(text) {
  if (faulted) return;
  faulted = true;
  try { send(message({ fault: text })); } finally { reallyExit(2); }
}

// Trapped before the subject loads: any way to end the process outside a case is a fault. During a case, the
// runner's ExitTrap stands in front of these (an exit there stops the run at that case).
/** @param {string} how */
const endedOutside = (how) => fault(`the subject called ${how} outside any case (${phase}): the run has no verdict`);
proc.exit = (/** @type {unknown} */ code) => endedOutside(`process.exit(${code === undefined ? '' : describe(code)})`);
proc.reallyExit = (/** @type {unknown} */ code) => endedOutside(`process.reallyExit(${describe(code)})`);
proc.abort = () => endedOutside('process.abort()');
const kill = proc.kill;
proc.kill = (/** @type {number} */ pid, /** @type {string | number | undefined} */ signal) => {
  if ((toNumber(pid) === process.pid || toNumber(pid) <= 0) && signal !== 0 && signal !== '0') endedOutside(`process.kill(${describe(pid)}, ${describe(signal ?? 'SIGTERM')})`);
  return Reflect.apply(kill, process, [pid, signal]);
};
on(process, 'uncaughtException', (/** @type {unknown} */ error) => fault(`an error the subject threw outside any case: ${describe(error)} (${phase}): the run has no verdict`));
on(process, 'unhandledRejection', (/** @type {unknown} */ reason) => fault(`a promise of the subject was rejected and nothing handled it: ${describe(reason)} (${phase}): the run has no verdict`));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) on(process, signal, () => {});

const [how, what, timeoutText] = process.argv.slice(2);
const timeoutMs = toNumber(timeoutText);
/** Each suite's output type at each revision (a suite's output type may change with it), and the names of all suites, taken before the subject loads. */
const OUTPUT_TYPES = create(null);
const SUITE_NAMES = [];
for (const revision of REVISIONS) OUTPUT_TYPES[revision] = create(null);
for (const [name] of SUITES) {
  for (const revision of REVISIONS) OUTPUT_TYPES[revision][name] = /** @type {import('./suites.js').Suite} */ (suiteAt(name, revision)).output;
  SUITE_NAMES[SUITE_NAMES.length] = name;
}

/** The next request from the gate, read whole (blocking); the gate gone ends this process. @returns {any} */
function nextRequest() {
  for (;;) {
    const end = indexOfByte(rest, 10);
    if (end >= 0) {
      defineProperty(parts, parts.length, { value: subarray(rest, 0, end), enumerable: true, writable: true, configurable: true });
      const line = concatBytes(parts);
      parts = [];
      rest = subarray(rest, end + 1);
      return parse(decode(decoder, line));
    }
    // A request of many megabytes (large inputs) arrives in pieces, joined once its end is there.
    if (rest.length > 0) defineProperty(parts, parts.length, { value: rest, enumerable: true, writable: true, configurable: true });
    const chunk = bufferAlloc(1 << 16);
    let got;
    try {
      got = readSync(REQUESTS, chunk, 0, chunk.length, null);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EAGAIN') reallyExit(3);
      rest = bufferAlloc(0);
      wait(sleeper, 0, 0, 1);
      continue;
    }
    if (got === 0) reallyExit(0);
    rest = subarray(chunk, 0, got);
  }
}
/** The bytes read after the last request returned, and the pieces of a request not yet ended. */
let rest = bufferAlloc(0);
/** @type {Uint8Array[]} */
let parts = [];

/** Loads the subject: a module's `subject` (or default) export, or a subject of this package by name. */
async function loadSubject() {
  if (how === '--builtin') {
    const { coreSubject } = await import('../core/index.js');
    if (what === 'core') return coreSubject;
    const { MUTANTS } = await import('../mutants/index.js');
    return /** @type {any} */ (MUTANTS)[what];
  }
  // Only for a module of the user's: a built-in subject's process starts no hook thread.
  registerBundlerResolution();
  const module = await import(pathToFileURL(resolve(what)).href);
  return module.subject ?? module.default;
}

/**
 * Answers one ask: every input in order, under the case timeout and the exit trap. The answers are sent in
 * groups, or one by one when the gate asks (`eachAnswer`: after a crash, to learn which case it was).
 * @param {{suite: string, contract: string, inputs: unknown[], eachAnswer?: boolean}} ask
 */
function answer(ask, /** @type {any} */ subject, /** @type {number} */ timeoutMs) {
  const fn = subject.suites[ask.suite];
  const type = OUTPUT_TYPES[ask.contract][ask.suite];
  const context = { revision: ask.contract };
  /** @type {(() => unknown)[]} */
  const calls = [];
  for (let index = 0; index < ask.inputs.length; index++) {
    const input = decodeInput(ask.inputs[index]);
    defineProperty(calls, index, { value: () => fn(input, context), enumerable: true, writable: true, configurable: true });
  }
  /** @type {unknown[]} */
  let batch = [];
  let lastSent = now();
  const flush = () => {
    if (batch.length > 0) send(message({ answers: batch }));
    batch = [];
    lastSent = now();
  };
  const trap = new ExitTrap();
  trap.install();
  let endedAt;
  try {
    // The answer is read here, by its output type, while the case's timeout and exit trap still hold: a getter
    // that loops or exits counts against that case.
    ({ endedAt } = callAll(calls, { timeoutMs, trap }, (_index, each) => {
      const encoded = encodeAnswer(each, type);
      if (trap.ended !== null) return;
      defineProperty(batch, batch.length, { value: encoded, enumerable: true, writable: true, configurable: true });
      if (ask.eachAnswer === true || batch.length >= ANSWERS_PER_MESSAGE || now() - lastSent >= FLUSH_MS) flush();
    }));
  } finally {
    trap.uninstall();
  }
  flush();
  send(message(endedAt === null ? { done: true } : { ended: /** @type {string} */ (trap.ended) }));
}

/** Whether descriptor `fd` is still open for writing (a write of nothing fails on a closed or read-only one). @param {number} fd */
function writable(fd) {
  try {
    fstatSync(fd);
    writeSync(fd, '');
    return true;
  } catch {
    return false;
  }
}

/** After "end": the subject's work left behind may run (and fault) for END_GRACE_MS or until there is none. */
function endClean() {
  phase = 'after its last case, from a timer or promise it left';
  if (!writable(1)) fault('the subject closed its standard output (descriptor 1): the run has no verdict (a subject must leave the process\'s descriptors as it found them)');
  if (!writable(2)) fault('the subject closed its standard error (descriptor 2): the run has no verdict (a subject must leave the process\'s descriptors as it found them)');
  let told = false;
  const tell = () => {
    if (told || faulted) return;
    told = true;
    send(message({ clean: true, peakKiB: resourceUsage().maxRSS }));
    reallyExit(0);
  };
  // Clean once nothing the subject left keeps the event loop alive (looked at between two turns, when no timer of
  // this check is pending), or after END_GRACE_MS of work that ran without a fault.
  const deadline = now() + END_GRACE_MS;
  const check = () => {
    if (told || faulted) return;
    if ((activeResources !== null && activeResources().length === 0) || now() >= deadline) tell();
    else later(() => soon(check), 5);
  };
  soon(check);
  try { closeSync(REQUESTS); } catch { /* already closed by the subject */ }
}

async function main() {
  let subject;
  let hello;
  try {
    subject = await loadSubject();
    // A rejection the module left unhandled shows after a turn of the event loop: a fault while it loaded.
    await new PromiseOf((done) => soon(done));
    if (faulted) return;
    if (!subject || typeof subject.name !== 'string' || typeof subject.suites !== 'object' || subject.suites === null) {
      send(message({ loadError: 'exports no subject ({name, suites}) as "subject" or default' }));
      reallyExit(2);
    }
    const suites = [];
    for (let index = 0; index < SUITE_NAMES.length; index++) {
      if (typeof subject.suites[SUITE_NAMES[index]] === 'function') defineProperty(suites, suites.length, { value: SUITE_NAMES[index], enumerable: true, writable: true, configurable: true });
    }
    hello = message({ hello: message({ name: subject.name, suites }) });
  } catch (error) {
    if (faulted) return;
    send(message({ loadError: describe(error) }));
    reallyExit(2);
  }
  send(/** @type {object} */ (hello));
  for (;;) {
    const request = nextRequest();
    if (hasOwn(request, 'end')) break;
    answer(request.ask, subject, timeoutMs);
  }
  endClean();
}

main();
