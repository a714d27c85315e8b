// @ts-check
/**
 * `parity-check-web VECTORS --fuzz N`: the web fuzzer's command line (js/src/fuzz.js), with parity-check fuzz's exit
 * codes: 0 no divergence, 1 findings (shrunk, and written with --write-findings DIR), 2 a run that cannot be trusted
 * (the oracle does not start or answers badly, no suite selected, an input that cannot be judged, zero cases).
 */
import { SUITES } from './suites.js';
import { NEWEST_REVISION } from './vector-set.js';
import { globMatches, suiteGlobs } from './runner.js';
import { GENERATORS } from './fuzz-inputs.js';
import { Oracle, OracleError } from './fuzz-oracle.js';
import { fuzz, fuzzText, writeFindings } from './fuzz.js';

/**
 * @param {{fuzz?: string, seed: string, oracle: string, suite?: string, contract: string, vectors: string, caseTimeoutSeconds: number,
 *   'write-findings'?: string, 'max-findings': string}} values
 * @param {import('./subject.js').Subject} subject
 * @param {{stdout: (text: string) => void, stderr: (text: string) => void}} io
 * @param {(message: string) => number} usageError
 * @returns {Promise<number>}
 */
export async function fuzzMain(values, subject, io, usageError) {
  const count = Number(values.fuzz);
  if (!/^[0-9]+$/.test(values.fuzz ?? '') || count < 1) return usageError(`--fuzz takes a number of inputs per suite, at least 1 (got "${values.fuzz}")`);
  if (!/^[0-9]+$/.test(values.seed)) return usageError(`--seed takes a non-negative integer (got "${values.seed}")`);
  if (!/^[0-9]+$/.test(values['max-findings'])) return usageError(`--max-findings takes a non-negative integer (got "${values['max-findings']}")`);
  // `oracle serve` answers as the newest revision does: a subject judged at another would diverge where it is right.
  if (values.contract !== NEWEST_REVISION) {
    return usageError(`--fuzz judges inputs with the oracle's serve, which answers as android-sdk-core ${NEWEST_REVISION} does; fuzz at --contract ${NEWEST_REVISION} (oracle conformance --fuzz --contract REV fuzzes an older revision)`);
  }
  const glob = values.suite ?? '*';
  // A comma-separated list of globs, so that a few suites of different areas make one run.
  const globs = suiteGlobs(glob);
  const implemented = [...SUITES.keys()].filter((name) => globs.some((each) => globMatches(each, name)) && typeof subject.suites[name] === 'function').sort();
  if (implemented.length === 0) return usageError(`no suite the subject "${subject.name}" implements matches --suite ${glob}`);
  const lacking = implemented.filter((name) => !GENERATORS.has(name));
  if (lacking.length > 0) {
    return usageError(`the web fuzzer draws no inputs for ${lacking.join(', ')}; narrow --suite to suites it draws for: ${[...GENERATORS.keys()].join(', ')}`);
  }
  io.stderr(`parity-check-web: fuzz: ${implemented.length} suite${implemented.length === 1 ? '' : 's'} x ${count} inputs, seed ${values.seed}, subject ${subject.name}; starting the oracle: ${values.oracle}\n`);
  const oracle = new Oracle(values.oracle);
  let report;
  try {
    report = await fuzz({
      subject, suites: implemented, seed: Number(values.seed), count, oracle, contract: values.contract, vectors: values.vectors,
      maxFindings: Number(values['max-findings']), caseTimeoutSeconds: values.caseTimeoutSeconds, progress: (line) => io.stderr(`${line}\n`),
    });
  } catch (error) {
    if (!(error instanceof OracleError)) throw error;
    io.stderr(`parity-check-web: ${error.message}\n`);
    return 2;
  } finally {
    oracle.close();
  }
  if (values['write-findings'] !== undefined) {
    try {
      for (const path of writeFindings(values['write-findings'], report, implemented, values.vectors)) io.stderr(`parity-check-web: findings written to ${path}\n`);
    } catch (error) {
      io.stderr(`parity-check-web: cannot write the findings to ${values['write-findings']}: ${/** @type {Error} */ (error).message}\n`);
      return 2;
    }
  }
  io.stdout(fuzzText(report));
  return report.exitCode;
}
