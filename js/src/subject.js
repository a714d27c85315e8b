// @ts-check
/**
 * What a subject may answer besides a value: a contract rejection (the input is refused, as Android refuses it)
 * or "not portable" (Android's own value cannot be reproduced). See docs/web-runner.md for the interface.
 */

/** Thrown by a subject function when the contract rejects the input: `{"error": code, "index": index}`. */
export class ContractRejection extends Error {
  /** @param {string} code @param {number} [index] */
  constructor(code, index) {
    super(index === undefined ? `error ${code}` : `error ${code} at index ${index}`);
    this.code = code;
    this.index = index;
  }
}

/** Returned by a subject function when Android's value is not reproducible (an enum's identity hash). */
export class NotPortable {
  /** @param {string} reason */
  constructor(reason) { this.reason = reason; }
}

/**
 * A subject: a name, and one function per suite it runs, keyed by suite name. Each function receives the
 * case's input as plain values and a context naming the android-sdk-core revision under check, and returns the
 * suite's output fields as plain values (Int: number, Long: BigInt, Float: a Math.fround-exact number).
 * @typedef {{revision: string}} SubjectContext
 * @typedef {(input: any, context: SubjectContext) => any} SuiteFunction
 * @typedef {{name: string, suites: {[suite: string]: SuiteFunction}}} Subject
 */
