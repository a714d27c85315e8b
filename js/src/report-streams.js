// @ts-check
/**
 * The JSON and JUnit reports written as the run goes: both list every case, so a run over many
 * cases must not hold them. Each case's entry goes to a spool (a temporary file, js/src/report-files.js) as it is
 * judged; the parts only known at the end (the verdict, the counts, a JUnit suite's totals) are written around
 * the spool's ranges when the report is written. The report is byte for byte the one js/src/reports.js renders
 * from a RunReport holding every result.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { Spool } from './report-files.js';
import { jsonHead, jsonResult, jsonTail, JSON_RESULT_SEPARATOR, junitHead, junitSuiteHead, junitTestcase, junitTail, JUNIT_SUITE_END } from './reports.js';

/**
 * @typedef {import('./runner.js').CaseResult} CaseResult
 * @typedef {import('./runner.js').RunReport} RunReport
 * @typedef {import('./report-files.js').ReportPart} ReportPart
 */

/** A ResultSink (js/src/runner.js) that spools the JSON and JUnit entries of the reports asked for. */
export class ReportStreams {
  /**
   * Creates the spools before the run, so a place that cannot be written stops the run before it starts.
   * @param {{json?: string, junit?: string}} beside for each report wanted, a path in the folder its spool goes
   *   to (the report's own path; null-ish for none)
   */
  constructor(beside) {
    /** @type {Spool | null} */
    this.json = null;
    /** @type {Spool | null} */
    this.junit = null;
    this.jsonEntries = 0;
    /** Where each suite's JUnit test cases are in the spool (a suite's cases come together, in suite order). @type {Map<string, {start: number, end: number}[]>} */
    this.junitRanges = new Map();
    try {
      if (beside.json !== undefined) this.json = new Spool(beside.json);
      if (beside.junit !== undefined) this.junit = new Spool(beside.junit);
    } catch (error) {
      this.remove();
      throw error;
    }
  }

  /** @param {CaseResult} result */
  add(result) {
    if (this.json !== null) {
      this.json.write(this.jsonEntries++ === 0 ? jsonResult(result) : JSON_RESULT_SEPARATOR + jsonResult(result));
    }
    if (this.junit !== null) {
      const start = this.junit.size;
      this.junit.write(junitTestcase(result));
      const ranges = this.junitRanges.get(result.suite) ?? [];
      const last = ranges[ranges.length - 1];
      if (last !== undefined && last.end === start) last.end = this.junit.size;
      else ranges.push({ start, end: this.junit.size });
      this.junitRanges.set(result.suite, ranges);
    }
  }

  discard() {
    this.json?.clear();
    this.junit?.clear();
    this.jsonEntries = 0;
    this.junitRanges.clear();
  }

  /** The JSON report of `report`, whose results were all given to add(). @param {RunReport} report @returns {ReportPart[]} */
  jsonParts(report) {
    const spool = /** @type {Spool} */ (this.json);
    return [jsonHead(report), { spool, start: 0, end: spool.size }, jsonTail(report)];
  }

  /** The JUnit report of `report`, whose results were all given to add(). @param {RunReport} report @returns {ReportPart[]} */
  junitParts(report) {
    const spool = /** @type {Spool} */ (this.junit);
    /** @type {ReportPart[]} */
    const parts = [junitHead(report)];
    for (const summary of report.suites) {
      parts.push(junitSuiteHead(report, summary));
      for (const { start, end } of this.junitRanges.get(summary.suite) ?? []) parts.push({ spool, start, end });
      parts.push(JUNIT_SUITE_END);
    }
    parts.push(junitTail(report));
    return parts;
  }

  /** Closes and removes the spools. */
  remove() {
    this.json?.remove();
    this.junit?.remove();
  }
}

/** Where a report that goes to standard output spools: the system's temporary folder. */
export const STANDARD_OUTPUT_SPOOL = join(tmpdir(), 'parity-check-web-report');

/**
 * Writes a report's parts through `write`, the spooled ranges in pieces (decoded whole: a piece may end inside a
 * character).
 * @param {ReportPart[]} parts @param {(text: string) => void} write
 */
export function writeParts(parts, write) {
  for (const part of parts) {
    if (typeof part === 'string') {
      write(part);
      continue;
    }
    const decoder = new StringDecoder('utf8');
    for (const piece of part.spool.read(part.start, part.end)) {
      const text = decoder.write(piece);
      if (text !== '') write(text);
    }
    const rest = decoder.end();
    if (rest !== '') write(rest);
  }
}
