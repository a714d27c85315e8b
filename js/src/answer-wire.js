// @ts-check
/**
 * The values that cross between the gate and the subject's process (js/src/subject-process.js,
 * js/src/subject-host.js): a case's decoded input one way, the subject's answer the other, as one line of JSON.
 *
 * JSON alone would lose what the comparison needs: a BigInt, -0, NaN with its bits, the infinities, undefined,
 * and the type of a value that is none of these (a function where an Int belongs). Those are written as tagged
 * objects (`{"$": "big", "v": "12"}`); numbers, strings, Booleans, null and arrays as themselves.
 *
 * An answer is read in the subject's process by its suite's output type, as compare() reads it (a field the type
 * names, wherever it is, own or a getter of a class; an array element by element), so the gate receives plain
 * data that says the same: a field the answer lacks is absent, a mistyped value keeps its type. What the subject's
 * code runs while it is read (getters, proxies) runs there, under the case's timeout and exit trap.
 *
 * This module runs in the subject's process, where the subject may replace any global or builtin: everything it
 * uses is taken when it loads, before any subject does (node's own modules keep their copies the same way), and
 * it builds and writes JSON itself, so a replaced JSON.stringify, Array method or Object.prototype.toJSON cannot
 * change what the gate receives. Each message is a null-prototype object written by `messageText`.
 */
/** @typedef {import('./compare.js').OutputType} OutputType */
/** @typedef {import('./subject-guard.js').Answer} Answer */

// Copies of every builtin used here, taken before any subject loads.
const uncurry = Function.prototype.bind.bind(Function.prototype.call);
const { isArray } = Array;
const { keys, is, create, defineProperty, hasOwn } = Object;
const { isNaN: isNaNNumber } = Number;
const { stringify: jsonQuote } = JSON;
const setFloat64 = uncurry(DataView.prototype.setFloat64);
const getFloat64 = uncurry(DataView.prototype.getFloat64);
const setBigUint64 = uncurry(DataView.prototype.setBigUint64);
const getBigUint64 = uncurry(DataView.prototype.getBigUint64);
const BigIntOf = BigInt;
const SymbolOf = Symbol;
const bits = new DataView(new ArrayBuffer(8));

/**
 * A record of the wire: a null-prototype object, so that nothing Object.prototype holds (a `toJSON` a subject
 * added) is seen.
 * @param {{[key: string]: unknown}} fields
 */
function record(fields) {
  const out = create(null);
  const names = keys(fields);
  for (let index = 0; index < names.length; index++) put(out, names[index], fields[names[index]]);
  return out;
}

/**
 * Sets an element or field as an own data property: an assignment would call a setter a subject put on
 * Array.prototype or Object.prototype.
 * @param {object} target @param {string | number} key @param {unknown} value
 */
function put(target, key, value) {
  defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** @param {string} tag @param {{[key: string]: unknown}} [fields] */
const tagged = (tag, fields = {}) => record({ $: tag, ...fields });

/**
 * A number, BigInt, string, Boolean, null or undefined as the wire holds it; any other value as its type only
 * (`opaque`): an array as an empty array, a function, a symbol or an object as a tagged stand-in.
 * @param {unknown} value
 */
function scalar(value) {
  switch (typeof value) {
    case 'number': {
      if (isNaNNumber(value)) {
        setFloat64(bits, 0, value);
        return tagged('num', { v: 'NaN', bits: `${getBigUint64(bits, 0)}` });
      }
      if (value === Infinity || value === -Infinity) return tagged('num', { v: value > 0 ? 'Infinity' : '-Infinity' });
      if (is(value, -0)) return tagged('num', { v: '-0' });
      return value;
    }
    case 'bigint': return tagged('big', { v: `${value}` });
    case 'string': case 'boolean': return value;
    case 'undefined': return tagged('undef');
    default:
      if (value === null) return null;
      if (isArray(value)) return [];
      return tagged('opaque', { type: typeof value === 'function' ? 'function' : typeof value === 'symbol' ? 'symbol' : 'object' });
  }
}

/**
 * A decoded case input (plain values: numbers, BigInts, strings, Booleans, null, arrays, objects of those) on the
 * wire. Runs in the gate.
 * @param {unknown} value
 * @returns {unknown}
 */
export function encodeInput(value) {
  if (isArray(value)) {
    const out = [];
    for (let index = 0; index < value.length; index++) out[index] = encodeInput(value[index]);
    return out;
  }
  if (typeof value === 'object' && value !== null) {
    const fields = create(null);
    const names = keys(value);
    for (let index = 0; index < names.length; index++) fields[names[index]] = encodeInput(/** @type {any} */ (value)[names[index]]);
    return tagged('obj', { v: fields });
  }
  return scalar(value);
}

/**
 * A wire value as the subject receives it: ordinary objects and arrays. Runs in the subject's process.
 * @param {unknown} wire
 * @returns {unknown}
 */
export function decodeInput(wire) {
  if (isArray(wire)) {
    const out = [];
    for (let index = 0; index < wire.length; index++) put(out, index, decodeInput(wire[index]));
    return out;
  }
  if (typeof wire !== 'object' || wire === null) return wire;
  const node = /** @type {{$: string, v?: any, bits?: string}} */ (wire);
  if (node.$ === 'obj') {
    const out = {};
    const names = keys(node.v);
    for (let index = 0; index < names.length; index++) put(out, names[index], decodeInput(node.v[names[index]]));
    return out;
  }
  return special(node);
}

/** @param {{$: string, v?: any, bits?: string}} node */
function special(node) {
  switch (node.$) {
    case 'big': return BigIntOf(node.v);
    case 'undef': return undefined;
    case 'num':
      if (node.v === 'NaN') {
        setBigUint64(bits, 0, BigIntOf(/** @type {string} */ (node.bits)));
        return getFloat64(bits, 0);
      }
      return node.v === 'Infinity' ? Infinity : node.v === '-Infinity' ? -Infinity : -0;
    default: throw new TypeError(`unknown wire value ${node.$}`);
  }
}

/**
 * The subject's value as the comparison reads it against `type`: the wire form. Runs in the subject's process
 * (and for the library API, in the caller's); the subject's code may run and throw here.
 * @param {unknown} value @param {OutputType} type
 * @returns {unknown}
 */
export function projectValue(value, type) {
  if (value === null) return null;
  if (typeof type === 'string') return scalar(value);
  if (keys(type).length === 1 && hasOwn(type, 'nullable')) return projectValue(value, /** @type {any} */ (type).nullable);
  if (keys(type).length === 1 && hasOwn(type, 'array')) {
    if (!isArray(value)) return scalar(value);
    const out = [];
    const length = value.length;
    for (let index = 0; index < length; index++) put(out, index, projectValue(value[index], /** @type {any} */ (type).array));
    return out;
  }
  if (typeof value !== 'object' || isArray(value)) return scalar(value);
  const fields = create(null);
  const names = keys(type);
  for (let index = 0; index < names.length; index++) {
    const name = names[index];
    if (name in /** @type {object} */ (value)) put(fields, name, projectValue(/** @type {any} */ (value)[name], /** @type {any} */ (type)[name]));
  }
  return tagged('obj', { v: fields });
}

/**
 * A subject's answer (js/src/subject-guard.js) on the wire, its value read by `type`. A value whose reading throws
 * is `unreadable`. Runs where the subject runs.
 * @param {Answer} answer @param {OutputType} type
 * @returns {unknown}
 */
export function encodeAnswer(answer, type) {
  // Reading the value, a rejection's code or a reason may run the subject's code (getters, proxies) and throw.
  try {
    switch (answer.kind) {
      case 'value': return record({ k: 'value', v: projectValue(answer.value, type) });
      case 'rejected': return record({ k: 'rejected', code: scalar(answer.code), index: scalar(answer.index) });
      case 'notPortable': return record({ k: 'notPortable', reason: scalar(answer.reason) });
      case 'threw': {
        const fields = { k: 'threw', message: answer.message };
        if (answer.crash !== undefined) {
          const { frame } = answer.crash;
          /** @type {any} */ (fields).crash = record(frame === undefined ? { message: answer.crash.message } : { message: answer.crash.message, frame: record({ ...frame }) });
        }
        if (answer.hung === true) /** @type {any} */ (fields).hung = true;
        return record(fields);
      }
      case 'timedOut': return record({ k: 'timedOut', seconds: answer.seconds });
      case 'unreadable': return record({ k: 'unreadable', message: answer.message });
      default: return record({ k: 'threw', message: 'gave an answer the runner does not know' });
    }
  } catch (error) {
    return record({ k: 'unreadable', message: describeThrown(error) });
  }
}

/** A thrown value as text, whatever it is. @param {unknown} error */
function describeThrown(error) {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
    return `${typeof error === 'symbol' ? 'a symbol' : typeof error === 'object' ? 'an object' : `${/** @type {any} */ (error)}`}`;
  } catch {
    return '(a value that throws when read)';
  }
}

/** Stands for a value the wire gives only the type of: an object (a Map, a class instance where a number belongs). */
export class Opaque {
  /** @param {string} text what a report shows for it */
  constructor(text) { Object.defineProperty(this, 'text', { value: text }); }
  toString() { return /** @type {any} */ (this).text; }
}

/**
 * A wire answer as the gate judges it (an Answer of js/src/subject-guard.js): records as null-prototype objects,
 * stand-ins keeping the type of what cannot cross. Runs in the gate.
 * @param {unknown} wire
 * @returns {Answer}
 */
export function decodeAnswer(wire) {
  const node = /** @type {any} */ (wire);
  switch (node?.k) {
    case 'value': return { kind: 'value', value: decodeValue(node.v) };
    case 'rejected': return { kind: 'rejected', code: /** @type {string} */ (decodeLoose(node.code)), index: /** @type {number | undefined} */ (decodeLoose(node.index)) };
    case 'notPortable': return { kind: 'notPortable', reason: /** @type {string} */ (decodeLoose(node.reason)) };
    case 'threw': {
      /** @type {Answer} */
      const answer = { kind: 'threw', message: String(node.message) };
      if (node.crash !== undefined && node.crash !== null) answer.crash = { message: node.crash.message === null ? null : String(node.crash.message), ...(node.crash.frame ? { frame: decodeFrame(node.crash.frame) } : {}) };
      if (node.hung === true) answer.hung = true;
      return answer;
    }
    case 'timedOut': return { kind: 'timedOut', seconds: Number(node.seconds) };
    case 'unreadable': return { kind: 'unreadable', message: String(node.message) };
    default: throw new TypeError('not an answer');
  }
}

/** A crash's frame from the wire: only its known members, typed. @param {any} node @returns {import('./subject-frames.js').Frame} */
function decodeFrame(node) {
  /** @type {import('./subject-frames.js').Frame} */
  const frame = { function: String(node.function) };
  if (typeof node.file === 'string') frame.file = node.file;
  if (Number.isInteger(node.line)) frame.line = node.line;
  if (Number.isInteger(node.column)) frame.column = node.column;
  return frame;
}

/** A rejection's code or index, a not-portable reason: what is neither a primitive nor undefined as text. @param {unknown} wire */
function decodeLoose(wire) {
  const value = decodeValue(wire);
  if (typeof value === 'symbol' || typeof value === 'function' || Array.isArray(value)) return new Opaque(`(${Array.isArray(value) ? 'an array' : `a ${typeof value}`})`);
  return value;
}

/**
 * A wire value of an answer: numbers, strings, Booleans and null as themselves, arrays, records (null
 * prototype), and the tagged stand-ins.
 * @param {unknown} wire
 * @returns {unknown}
 */
function decodeValue(wire) {
  if (Array.isArray(wire)) return wire.map(decodeValue);
  if (typeof wire !== 'object' || wire === null) return wire;
  const node = /** @type {{$: string, v?: any, type?: string}} */ (wire);
  if (node.$ === 'obj') {
    const out = Object.create(null);
    for (const name of Object.keys(node.v)) out[name] = decodeValue(node.v[name]);
    return out;
  }
  if (node.$ === 'opaque') {
    if (node.type === 'function') return function opaque() {};
    if (node.type === 'symbol') return SymbolOf('a symbol');
    return new Opaque('(an object)');
  }
  return special(node);
}

/**
 * One message as a line of JSON, built here: strings are quoted by JSON.stringify of a string (which calls no
 * method of the subject), numbers written by the language's own conversion.
 * @param {unknown} value
 * @returns {string}
 */
export function messageText(value) {
  switch (typeof value) {
    case 'string': return jsonQuote(value);
    case 'number': return `${value}`;
    case 'boolean': return value ? 'true' : 'false';
    default: break;
  }
  if (value === null || value === undefined) return 'null';
  if (isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) out += `${index === 0 ? '' : ','}${messageText(value[index])}`;
    return `${out}]`;
  }
  let out = '{';
  const names = keys(/** @type {object} */ (value));
  for (let index = 0; index < names.length; index++) out += `${index === 0 ? '' : ','}${jsonQuote(names[index])}:${messageText(/** @type {any} */ (value)[names[index]])}`;
  return `${out}}`;
}
