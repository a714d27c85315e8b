// @ts-check
/** The web parity runner's public API: load the vectors, run a subject, render reports. */
export { loadVectorSet, REVISIONS, NEWEST_REVISION } from './vector-set.js';
export { run } from './runner.js';
export { textReport, jsonReport, junitReport } from './reports.js';
export { ContractRejection, NotPortable } from './subject.js';
export { SUITES } from './suites.js';
export { registerBundlerResolution } from './bundler-resolution.js';

import { loadVectorSet, NEWEST_REVISION } from './vector-set.js';
import { run } from './runner.js';

/**
 * Loads `root` and runs `subject` over it: what an adapter's `node --test` file calls.
 * @param {string} root
 * @param {import('./subject.js').Subject} subject
 * @param {Partial<import('./runner.js').RunOptions>} [options]
 */
export function check(root, subject, options = {}) {
  return run(loadVectorSet(root), subject, { ...options, contract: options.contract ?? NEWEST_REVISION });
}
