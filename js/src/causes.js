// @ts-check
/**
 * The cases of a run that did not pass, grouped by cause (docs/report-format.md, "Causes"): the rule every runner
 * follows, pinned by the shared fixture Tests/Fixtures/cause-groups.json.
 *
 * A case's cause is first put in the runner-neutral form the fixture is written in (causeOf); its signature is a
 * canonical text, one line per component, whose SHA-256 names the group on every run and every runner.
 */
import { createHash } from 'node:crypto';

/**
 * @typedef {'diverged' | 'error-expected-but-value' | 'value-expected-but-error' | 'another-error-code' | 'crashed' | 'timed-out' | 'run-error'} CauseKind
 * @typedef {{function: string, file?: string, line?: number, column?: number}} Frame
 * @typedef {{suite: string, id: string, input: string, verdict: CauseKind, divergences?: {field: string, kind: string}[],
 *   expectedError?: string, actualError?: string, message?: string | null, frame?: Frame}} Cause
 *   The runner-neutral form: message is, for a crash, the runtime's message as printed (null: none), for a run
 *   error its message.
 * @typedef {{kind: CauseKind, suite?: string, fields?: {field: string, kind: string}[], expectedError?: string,
 *   actualError?: string, message?: string, frame?: {function: string, file?: string}}} Signature
 *   As the JSON report writes it: each member only where it applies.
 * @typedef {{id: string, canonical: string, cause: string, signature: Signature, count: number, suites: string[],
 *   representative: string, examples: string[], cases: string[], members: Cause[]}} CauseGroup
 *   members: the cases themselves, in run order (cases holds their names).
 */

/** Other cases a group names beside its representative. */
export const EXAMPLES = 5;

/** The outcome kinds the rule tells apart, in the order the docs list them. */
export const CAUSE_KINDS = /** @type {const} */ (['diverged', 'error-expected-but-value', 'value-expected-but-error', 'another-error-code', 'crashed', 'timed-out', 'run-error']);

/** Line breaks and tabs as spaces (a CR LF pair is one): a canonical text has one line per component. @param {string} text */
const oneLine = (text) => text.replace(/\r\n|[\r\n\t]/g, ' ');

/** Runs of spaces as one, trimmed. @param {string} text */
const collapse = (text) => text.split(' ').filter((part) => part !== '').join(' ');

/** A JSON Pointer with each array index (a token of ASCII digits only) written `*`. @param {string} pointer */
export function generalised(pointer) {
  return pointer.split('/').map((token) => (/^[0-9]+$/.test(token) ? '*' : token)).join('/');
}

/**
 * A crash's runtime message without where in a runtime library it was raised: a leading source position
 * (`Swift/IntegerTypes.swift:6876: `) and a trailing one (`: file Swift/Range.swift, line 745`) are dropped, runs of
 * spaces become one; null when nothing is left.
 * @param {string} raw @returns {string | null}
 */
export function runtimeMessage(raw) {
  let text = oneLine(raw).replace(/^ +/, '');
  const blank = text.indexOf(' ');
  if (blank > 0 && /^.+:[0-9]+:$/.test(text.slice(0, blank))) text = text.slice(blank + 1);
  const start = text.lastIndexOf(': file ');
  if (start >= 0) {
    const rest = text.slice(start + ': file '.length);
    const line = rest.indexOf(', line ');
    if (line >= 0 && /^[0-9]+$/.test(rest.slice(line + ', line '.length))) text = text.slice(0, start);
  }
  const collapsed = collapse(text);
  return collapsed === '' ? null : collapsed;
}

/** A run error's message with each run of ASCII digits written `#`, runs of spaces as one. @param {string} raw */
export function runErrorMessage(raw) {
  return collapse(oneLine(raw).replace(/[0-9]+/g, '#'));
}

/** A path's last component: a checkout's place differs from machine to machine. @param {string} path */
const fileName = (path) => path.slice(path.lastIndexOf('/') + 1);

/** @param {{field: string, kind: string}} difference */
const fieldLine = (difference) => `field ${oneLine(difference.field)} ${difference.kind}`;

/**
 * Order by UTF-8 bytes (code points), not UTF-16 units: the order of the other runners. Negative, zero or positive.
 * @param {string} left @param {string} right
 */
export function compareBytes(left, right) {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a === b) continue;
    // A surrogate (a code point above U+FFFF) sorts after U+E000...U+FFFF in code point order.
    const rank = (/** @type {number} */ unit) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
    return rank(a) - rank(b);
  }
  return left.length - right.length;
}

/**
 * The signature of one cause, with its canonical text, id and words.
 * @param {Cause} cause
 * @returns {{signature: Signature, canonical: string, id: string, words: string}}
 */
export function signatureOf(cause) {
  const kind = cause.verdict;
  /** @type {Signature} */
  const signature = { kind };
  /** @type {{field: string, kind: string}[] | null} */
  let fields = null;
  /** @type {string | undefined} */
  let message;
  /** @type {{function: string, file?: string} | undefined} */
  let frame;
  switch (kind) {
    case 'diverged': {
      /** @type {Map<string, {field: string, kind: string}>} */
      const seen = new Map();
      for (const difference of cause.divergences ?? []) {
        if (difference.kind === 'elided') continue;
        const item = { field: generalised(difference.field), kind: difference.kind };
        seen.set(fieldLine(item), item);
      }
      fields = [...seen.keys()].sort(compareBytes).map((line) => /** @type {{field: string, kind: string}} */ (seen.get(line)));
      break;
    }
    case 'crashed':
      message = cause.message === null || cause.message === undefined ? undefined : runtimeMessage(cause.message) ?? undefined;
      if (cause.frame) {
        frame = { function: oneLine(cause.frame.function) };
        if (cause.frame.file !== undefined && cause.frame.file !== null) frame.file = oneLine(fileName(cause.frame.file));
      }
      break;
    case 'run-error':
      message = runErrorMessage(cause.message ?? '');
      break;
    default:
      break;
  }
  // A crash located in the subject's code groups across suites: one trap reached from several suites is one cause.
  if (!(kind === 'crashed' && frame !== undefined)) signature.suite = cause.suite;
  if (fields !== null) signature.fields = fields;
  if (kind === 'error-expected-but-value' || kind === 'another-error-code') signature.expectedError = cause.expectedError ?? '';
  if (kind === 'value-expected-but-error' || kind === 'another-error-code') signature.actualError = cause.actualError ?? '';
  if (message !== undefined) signature.message = message;
  if (frame !== undefined) signature.frame = frame;
  const canonical = canonicalText(signature);
  return { signature, canonical, id: groupId(canonical), words: words(signature) };
}

/** @param {Signature} signature */
export function canonicalText(signature) {
  const lines = [`kind ${signature.kind}`];
  if (signature.suite !== undefined) lines.push(`suite ${oneLine(signature.suite)}`);
  for (const field of signature.fields ?? []) lines.push(fieldLine(field));
  if (signature.expectedError !== undefined) lines.push(`expected-error ${oneLine(signature.expectedError)}`);
  if (signature.actualError !== undefined) lines.push(`actual-error ${oneLine(signature.actualError)}`);
  if (signature.message !== undefined) lines.push(`message ${signature.message}`);
  if (signature.frame !== undefined) {
    lines.push(`frame-function ${signature.frame.function}`);
    if (signature.frame.file !== undefined) lines.push(`frame-file ${signature.frame.file}`);
  }
  return lines.join('\n');
}

/** The first 12 hex digits of the SHA-256 of the canonical text's UTF-8 bytes. @param {string} canonical */
export const groupId = (canonical) => createHash('sha256').update(canonical, 'utf8').digest('hex').slice(0, 12);

/** The signature in words: the report's `cause`, a baseline entry's reason. @param {Signature} signature */
export function words(signature) {
  const where = signature.suite === undefined ? '' : `${signature.suite}: `;
  switch (signature.kind) {
    case 'diverged':
      return `${where}diverged at ${(signature.fields ?? []).map((f) => `${f.field === '' ? '(whole value)' : f.field} (${f.kind})`).join(', ')}`;
    case 'error-expected-but-value':
      return `${where}Kotlin rejects the input with ${signature.expectedError}, the subject returns a value`;
    case 'value-expected-but-error':
      return `${where}the subject rejects the input with ${signature.actualError}, Kotlin returns a value`;
    case 'another-error-code':
      return signature.expectedError === signature.actualError
        ? `${where}both reject the input with ${signature.expectedError}, at another index`
        : `${where}Kotlin rejects the input with ${signature.expectedError}, the subject with ${signature.actualError}`;
    case 'crashed': {
      const frame = signature.frame;
      const place = frame === undefined ? '' : ` in ${frame.function}${frame.file === undefined ? '' : ` (${frame.file})`}`;
      return `${where}crashed${place}${signature.message === undefined ? ' with no runtime message' : `: ${signature.message}`}`;
    }
    case 'timed-out':
      return `${where}timed out`;
    default:
      return `${where}run error: ${signature.message ?? ''}`;
  }
}

/** `suite/id`. @param {{suite: string, id: string}} cause */
export const caseName = (cause) => `${cause.suite}/${cause.id}`;

/**
 * Whether `left` shows its cause better than `right`: fewer UTF-8 bytes of input, then `suite/id` first in byte order.
 * @param {Cause & {size?: number}} left @param {Cause & {size?: number}} right
 */
function smaller(left, right) {
  const a = left.size ?? Buffer.byteLength(left.input, 'utf8');
  const b = right.size ?? Buffer.byteLength(right.input, 'utf8');
  if (a !== b) return a < b;
  return compareBytes(caseName(left), caseName(right)) < 0;
}

/**
 * The groups of `causes` (in run order): the largest first; of two as large, the one whose canonical text comes
 * first in byte order. Each keeps its cases in run order, its representative (the smallest input) and the next
 * EXAMPLES by the same order, and its suites in byte order.
 * @param {Cause[]} causes @returns {CauseGroup[]}
 */
export function groupCauses(causes) {
  /** @type {Map<string, {signature: ReturnType<typeof signatureOf>, members: Cause[], best: (Cause & {size: number})[]}>} */
  const groups = new Map();
  for (const cause of causes) {
    const signed = signatureOf(cause);
    let group = groups.get(signed.canonical);
    if (group === undefined) {
      group = { signature: signed, members: [], best: [] };
      groups.set(signed.canonical, group);
    }
    group.members.push(cause);
    // The few smallest, kept as the cases come: a group of a million cases is not sorted.
    const sized = { ...cause, size: Buffer.byteLength(cause.input, 'utf8') };
    const { best } = group;
    if (best.length === EXAMPLES + 1 && !smaller(sized, best[EXAMPLES])) continue;
    let slot = best.length;
    while (slot > 0 && smaller(sized, best[slot - 1])) slot--;
    best.splice(slot, 0, sized);
    if (best.length > EXAMPLES + 1) best.pop();
  }
  const ordered = [...groups.values()].sort((left, right) => (left.members.length !== right.members.length
    ? right.members.length - left.members.length
    : compareBytes(left.signature.canonical, right.signature.canonical)));
  return ordered.map(({ signature, members, best }) => ({
    id: signature.id,
    canonical: signature.canonical,
    cause: signature.words,
    signature: signature.signature,
    count: members.length,
    suites: [...new Set(members.map((member) => member.suite))].sort(compareBytes),
    representative: caseName(best[0]),
    examples: best.slice(1).map(caseName),
    cases: members.map(caseName),
    members,
  }));
}

/**
 * The cause of a case that did not pass, in the runner-neutral form; null for a case that passed, is not portable,
 * is a known divergence (the list excused it) or a vector error (the corpus's fault, not the subject's).
 * @param {import('./runner.js').CaseResult} result @returns {Cause | null}
 */
export function causeOf(result) {
  const { outcome } = result;
  const base = { suite: result.suite, id: result.id, input: result.input };
  switch (outcome.label) {
    case 'diverged': {
      for (const divergence of outcome.divergences) {
        if (divergence.kind === 'rejected') return { ...base, verdict: 'value-expected-but-error', actualError: divergence.codes?.actual ?? '' };
        if (divergence.kind === 'error') return { ...base, verdict: 'another-error-code', expectedError: divergence.codes?.expected ?? '', actualError: divergence.codes?.actual ?? '' };
      }
      return { ...base, verdict: 'diverged', divergences: outcome.divergences.map((d) => ({ field: d.field, kind: d.kind })) };
    }
    case 'error-expected-but-value':
      return { ...base, verdict: 'error-expected-but-value', expectedError: outcome.expectedError };
    case 'run-error': {
      const { failure } = outcome;
      if (failure?.kind === 'crashed') return { ...base, verdict: 'crashed', message: failure.runtimeMessage, ...(failure.frame ? { frame: failure.frame } : {}) };
      if (failure?.kind === 'timed-out') return { ...base, verdict: 'timed-out' };
      return { ...base, verdict: 'run-error', message: outcome.message };
    }
    default:
      return null;
  }
}
