// @ts-check
/**
 * The simpler variants of a fuzz input the web fuzzer's shrinker tries, most simplifying first (the ideas of
 * parity-check's ShrinkCandidates): drop an object's member, empty or halve an array and drop its elements, put
 * null, {"int": 0} or one of its children in place of a nested Kotlin value, numbers to 0, 1, -1, truncated or with
 * fewer digits (NaN and the infinities stay: they are often the point), strings shorter or plain ASCII. A candidate
 * need not be a valid input: the shrinker drops those the suite cannot decode.
 */
import { valueJson } from './fuzz-inputs.js';

/** @typedef {import('./fuzz-inputs.js').Value} Value */

const JAVA_VALUE_TYPES = new Set(['int', 'long', 'float', 'double', 'boolean', 'string', 'list', 'map', 'dataClass']);

/** Every candidate of `root`: the structural ones (pre-order), then the leaves' (pre-order). @param {Value} root @returns {Value[]} */
export function shrinkCandidates(root) {
  /** @type {Value[]} */
  const structural = [];
  /** @type {Value[]} */
  const leaves = [];
  /** @param {Value} value @param {(replacement: Value) => Value} put the root with `replacement` in place of `value` */
  const visit = (value, put) => {
    switch (value.k) {
      case 'o': {
        const members = value.m;
        if (members.length === 1 && JAVA_VALUE_TYPES.has(members[0][0])) {
          structural.push(put({ k: 'n' }));
          if (members[0][0] !== 'int') structural.push(put({ k: 'o', m: [['int', { k: 'i', v: 0 }]] }));
          const inner = members[0][1];
          if (inner.k === 'a' && members[0][0] !== 'map') for (const child of inner.e.slice(0, 8)) structural.push(put(child));
        }
        members.forEach((_, index) => structural.push(put({ k: 'o', m: members.filter((__, other) => other !== index) })));
        members.forEach(([name, member], index) => visit(member, (replacement) => put({
          k: 'o', m: members.map((pair, other) => (other === index ? [name, replacement] : pair)),
        })));
        return;
      }
      case 'a': {
        const elements = value.e;
        if (elements.length > 0) structural.push(put({ k: 'a', e: [] }));
        if (elements.length > 1) {
          const half = Math.floor(elements.length / 2);
          structural.push(put({ k: 'a', e: elements.slice(0, half) }), put({ k: 'a', e: elements.slice(half) }));
        }
        for (let index = elements.length - 1; index >= 0; index--) structural.push(put({ k: 'a', e: elements.filter((_, other) => other !== index) }));
        elements.forEach((element, index) => visit(element, (replacement) => put({
          k: 'a', e: elements.map((each, other) => (other === index ? replacement : each)),
        })));
        return;
      }
      case 'd': case 'f':
        for (const simpler of simplerNumbers(value.v)) leaves.push(put({ k: value.k, v: value.k === 'f' ? Math.fround(simpler) : simpler }));
        return;
      case 'i':
        for (const simpler of [0, 1, -1, (value.v / 2) | 0, (value.v / 10) | 0]) if (simpler !== value.v) leaves.push(put({ k: 'i', v: simpler }));
        return;
      case 'l':
        for (const simpler of [0n, 1n, -1n, value.v / 2n, value.v / 10n]) if (simpler !== value.v) leaves.push(put({ k: 'l', v: simpler }));
        return;
      case 's': {
        const units = value.u;
        if (units.length === 0) return;
        leaves.push(put({ k: 's', u: [] }));
        if (units.length > 1) {
          const half = Math.floor(units.length / 2);
          leaves.push(put({ k: 's', u: units.slice(0, half) }), put({ k: 's', u: units.slice(half) }));
        }
        for (let index = units.length - 1; index >= 0 && index >= units.length - 16; index--) leaves.push(put({ k: 's', u: units.filter((_, other) => other !== index) }));
        if (units.some((unit) => unit >= 0x80 || unit < 0x20)) leaves.push(put({ k: 's', u: units.map((unit) => (unit >= 0x80 || unit < 0x20 ? 0x61 : unit)) }));
        return;
      }
      default:
    }
  };
  visit(root, (replacement) => replacement);
  return [...structural, ...leaves];
}

/** 0, 1, -1, the value truncated, then with 1, 2, ... significant digits; NaN and the infinities have none. @param {number} x */
function simplerNumbers(x) {
  if (!Number.isFinite(x)) return [];
  const result = [0, 1, -1, Math.trunc(x)];
  for (let digits = 1; digits <= 16; digits++) result.push(Number(x.toPrecision(digits)));
  const seen = new Set([valueJson({ k: 'd', v: x })]);
  return result.filter((each) => Number.isFinite(each) && !seen.has(valueJson({ k: 'd', v: each })) && seen.add(valueJson({ k: 'd', v: each })));
}

/** How complex an input is: its JSON length, then its finite magnitudes; a candidate is kept only when smaller. @param {Value} value */
export function complexity(value) {
  return { length: valueJson(value).length, magnitude: magnitude(value) };
}

/** @param {{length: number, magnitude: number}} a @param {{length: number, magnitude: number}} b */
export function simpler(a, b) {
  return a.length < b.length || (a.length === b.length && a.magnitude < b.magnitude);
}

/** @param {Value} value @returns {number} */
function magnitude(value) {
  switch (value.k) {
    case 'd': case 'f': return Number.isFinite(value.v) ? Math.min(Math.abs(value.v), 1e300) : 0;
    case 'i': return Math.abs(value.v);
    case 'l': return Math.abs(Number(value.v));
    case 'a': return value.e.reduce((sum, each) => sum + magnitude(each), 0);
    case 'o': return value.m.reduce((sum, [, each]) => sum + magnitude(each), 0);
    default: return 0;
  }
}
