// @ts-check
/**
 * The three report forms of docs/report-format.md from one RunReport: text for people (the same table and
 * digest line as parity-check), JSON `parity-report/1` for tools, JUnit XML for CI dashboards.
 */
import { renderDouble } from './scalars.js';
import { TOOLCHAIN } from './vector-set.js';

/**
 * @typedef {import('./runner.js').RunReport} RunReport
 * @typedef {import('./runner.js').CaseResult} CaseResult
 * @typedef {import('./runner.js').Outcome} Outcome
 * @typedef {import('./runner.js').Counts} Counts
 * @typedef {import('./vector-set.js').Defect} Defect
 */

/** @param {number} n @param {string} noun */
const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Text for a terminal: control characters (C0, DEL, C1), the characters that reorder or break what a reader sees
 * (the bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, the line and paragraph
 * separators U+2028 and U+2029) and lone surrogates shown as escapes (`\n`, `\u001b`, `\u202e`), never raw.
 * @param {string} text
 */
export function terminal(text) {
  let out = '';
  for (const char of text) {
    const code = /** @type {number} */ (char.codePointAt(0));
    if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else if ((code >= 0x2028 && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return out;
}

/** @param {Defect} defect */
const defectLine = (defect) => `${defect.file}:${defect.line}:${defect.column}: error: ${defect.message}${defect.pointer ? ` (at ${defect.pointer})` : ''}${defect.help ? `; ${defect.help}` : ''}`;

/** @param {Outcome} outcome @param {string} platform @returns {string[]} */
export function detailLines(outcome, platform = 'web') {
  const side = `${platform}:`.padEnd(11);
  switch (outcome.label) {
    case 'passed': return [];
    case 'diverged':
      return outcome.divergences.flatMap((d) => {
        const lines = [`field:     ${d.field || '(whole value)'}`];
        if (d.note) lines.push(`note:      ${d.note}`);
        lines.push(`Kotlin:    ${d.expected}`, `${side}${d.actual}`);
        if (d.tolerance !== undefined) {
          const error = d.absoluteError === undefined ? '-' : renderError(d.absoluteError);
          const ulps = d.ulps === undefined ? '-' : String(d.ulps);
          lines.push(`abs error: ${error}   ulps: ${ulps}   tolerance: ${d.tolerance}`);
        }
        return lines;
      });
    case 'error-expected-but-value':
      return [`Kotlin:    error ${outcome.expectedError}`, `${side}${outcome.actual}`, 'note:      the contract rejects this input'];
    case 'not-portable': return [`not portable: ${outcome.reason}`];
    case 'known-divergence': return [`known divergence (${outcome.entry}): ${outcome.details}`];
    case 'vector-error': return [defectLine(outcome.defect)];
    case 'run-error': return [`run error: ${outcome.message}`];
    default: return [];
  }
}

/** One line saying what failed, for a JUnit message. @param {Outcome} outcome */
export function summaryLine(outcome) {
  switch (outcome.label) {
    case 'diverged':
      return outcome.divergences.map((d) => {
        let text = `${d.field || '(whole value)'}: Kotlin ${d.expected}, web ${d.actual}`;
        if (d.ulps !== undefined) text += `, ${d.ulps} ulps`;
        if (d.tolerance !== undefined) text += `, tolerance ${d.tolerance}`;
        if (d.note) text += ` (${d.note})`;
        return text;
      }).join('; ');
    case 'error-expected-but-value': return `Kotlin rejects the input with error ${outcome.expectedError}, web returned ${outcome.actual}`;
    case 'vector-error': return `vector error: ${outcome.defect.message}`;
    case 'run-error': return `run error: ${outcome.message}`;
    default: return detailLines(outcome)[0] ?? outcome.label;
  }
}

/** @param {number} error */
const renderError = (error) => (Number.isFinite(error) ? renderDouble(error) : Number.isNaN(error) ? 'nan' : 'inf');

/** @param {string} name @param {...(string | number)} columns */
function row(name, ...columns) {
  const padded = name.length >= 32 ? `${name} ` : name.padEnd(32);
  return padded + columns.map((column) => String(column).padStart(9)).join(' ');
}

/** @param {RunReport} report @param {{quiet?: boolean, verbose?: boolean}} [options] */
export function textReport(report, options = {}) {
  const { quiet = false, verbose = false } = options;
  /** @type {string[]} */
  const lines = [];
  // Where a linked file leads, as parity-check says it: the digest covers the file under the link's path.
  if (!quiet) for (const link of report.links ?? []) lines.push(`symbolic link: ${terminal(link)}`);
  if (report.defects.length > 0) {
    for (const defect of report.defects) lines.push(terminal(defectLine(defect)));
    for (const error of report.runErrors) lines.push(`error: ${terminal(error)}`);
    lines.push('', `ERROR (the vectors did not load): ${plural(report.defects.length, 'error')} in ${plural(report.files, 'file')}; no case was judged from them and no digest is printed`);
    return `${lines.join('\n')}\n`;
  }
  const header = ['suite', 'cases', 'passed', 'diverged', 'not portable', 'known', 'errors'];
  /** @param {Counts} c */
  const countsRow = (c) => row(terminal(c.suite), c.cases, c.passed, c.diverged, c.notPortable, c.known, c.errors);
  if (!quiet) {
    lines.push(`parity-check-web: subject ${terminal(report.subject)}, ${plural(report.files, 'file')}, ${plural(report.selected, 'case')} selected`);
    lines.push(`contract: android-sdk-core ${report.contract}; ${TOOLCHAIN.get(report.contract)}`);
    lines.push(`digest: ${report.digest}`);
    lines.push('', row(...header));
    for (const counts of [...report.suites, report.total]) lines.push(countsRow(counts));
    const brokenTags = report.tags.filter((tag) => tag.diverged + tag.known + tag.errors > 0);
    if (brokenTags.length > 0) {
      lines.push('', row('tag', ...header.slice(1)));
      for (const tag of brokenTags) lines.push(countsRow(tag));
    }
    if (report.notRunCases.length > 0) {
      const cases = report.notRunCases.reduce((total, entry) => total + entry.cases, 0);
      lines.push('', `NOT RUN by this subject (allowed by --allow-not-run): ${plural(report.notRunCases.length, 'suite')}, ${plural(cases, 'case')}: ${report.notRunCases.map((entry) => `${entry.suite} (${entry.cases})`).join(', ')}`);
    }
  }
  for (const result of report.results) {
    const label = result.outcome.label;
    if (label === 'passed') continue;
    if (label === 'not-portable' && (quiet || !verbose)) continue;
    if (label === 'known-divergence' && quiet) continue;
    lines.push('', terminal(`${label.toUpperCase()} ${result.suite}/${result.id}  (${result.file}:${result.line}:${result.column})`));
    for (const line of detailLines(result.outcome)) lines.push(`  ${terminal(line)}`);
    lines.push(`  input:     ${terminal(result.input)}`);
  }
  if (!quiet && !verbose) {
    const notPortable = report.notPortableReasons ?? notPortableReasons(report.results);
    if (notPortable.length > 0) {
      lines.push('');
      for (const { suite, reason, cases } of notPortable) lines.push(terminal(`NOT-PORTABLE ${suite}: ${plural(cases, 'case')} (${reason})`));
      lines.push('  (--verbose lists every not-portable case)');
    }
  }
  lines.push(...causeBlocks(report));
  for (const error of report.runErrors) lines.push('', `error: ${terminal(error)}`);
  const verdict = report.exitCode === 0 ? 'PASS' : report.exitCode === 1 ? 'FAIL (divergences)' : 'ERROR (the run is not trustworthy)';
  const t = report.total;
  // The cases of suites the subject lacks with the run's leave (--allow-not-run): "not run", never errors, on every runner.
  const notRun = (report.notRunCases ?? []).reduce((sum, entry) => sum + entry.cases, 0);
  lines.push('', `${verdict}: ${t.passed} passed, ${t.diverged} diverged, ${t.notPortable} not portable, ${t.known} known, ${t.errors} errors${notRun > 0 ? `, ${notRun} not run` : ''}; digest ${report.digest}`);
  return `${lines.join('\n')}\n`;
}

/**
 * One block per cause group, the largest first (docs/report-format.md, "Causes"): the signature in words, the
 * count, the suites, the representative (the smallest input) shown in full, and a few other cases.
 * @param {RunReport} report @returns {string[]}
 */
export function causeBlocks(report) {
  const groups = report.groups ?? [];
  if (groups.length === 0) return [];
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const lines = ['', `CAUSES: ${plural(total, 'case')} that did not pass, in ${plural(groups.length, 'group')}, the largest first`];
  const wanted = new Set(groups.map((group) => group.representative));
  /** @type {Map<string, CaseResult>} */
  const representatives = new Map();
  for (const result of report.results) {
    const name = `${result.suite}/${result.id}`;
    if (wanted.has(name)) representatives.set(name, result);
  }
  groups.forEach((group, index) => {
    lines.push('', terminal(`GROUP ${index + 1} of ${groups.length} [${group.id}]: ${plural(group.count, 'case')} in ${plural(group.suites.length, 'suite')}`));
    lines.push(`  cause:     ${terminal(group.cause)}`);
    lines.push(`  suites:    ${terminal(group.suites.join(', '))}`);
    const result = representatives.get(group.representative);
    if (result !== undefined) {
      // A crash or a hang is named as the subject's failure.
      const outcome = result.outcome;
      const label = outcome.label === 'run-error' && outcome.failure !== undefined ? outcome.failure.kind : outcome.label;
      lines.push(`  smallest:  ${terminal(`${label.toUpperCase()} ${group.representative}  (${result.file}:${result.line}:${result.column})`)}`);
      for (const line of detailLines(outcome)) lines.push(`    ${terminal(line)}`);
      lines.push(`    input:     ${terminal(result.input)}`);
      if (result.comment !== undefined) lines.push(`    comment:   ${terminal(result.comment)}`);
    }
    if (group.examples.length > 0) {
      const more = group.count - 1 - group.examples.length;
      lines.push(`  also:      ${terminal(group.examples.join(', '))}${more > 0 ? ` and ${more} more` : ''}`);
    }
  });
  return lines;
}

/** Each suite's not-portable cases by reason, in the order first met. @param {CaseResult[]} results */
function notPortableReasons(results) {
  /** @type {Map<string, {suite: string, reason: string, cases: number}>} */
  const groups = new Map();
  for (const result of results) {
    if (result.outcome.label !== 'not-portable') continue;
    const key = `${result.suite}: ${result.outcome.reason}`;
    const group = groups.get(key) ?? { suite: result.suite, reason: result.outcome.reason, cases: 0 };
    group.cases++;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** JSON string literal with everything outside printable ASCII escaped. @param {string} text */
export function jsonString(text) {
  let out = '"';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) out += '\\"';
    else if (unit === 0x5c) out += '\\\\';
    else if (unit === 0x0a) out += '\\n';
    else if (unit === 0x09) out += '\\t';
    else if (unit === 0x0d) out += '\\r';
    else if (unit >= 0x20 && unit <= 0x7e) out += text[index];
    else out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** @param {Counts} c @param {string} [key] */
const jsonCounts = (c, key) => `{${key ? `"${key}": ${jsonString(c.suite)}, ` : ''}"cases": ${c.cases}, "passed": ${c.passed}, "diverged": ${c.diverged}, "notPortable": ${c.notPortable}, "known": ${c.known}, "errors": ${c.errors}}`;
/** @param {Defect} d */
const jsonDefect = (d) => `{"file": ${jsonString(d.file)}, "line": ${d.line}, "column": ${d.column}, "pointer": ${jsonString(d.pointer)}, "message": ${jsonString(d.message)}, "help": ${jsonString(d.help)}}`;
/** @param {string[]} items */
const jsonList = (items) => `[\n${items.map((item) => `    ${item}`).join(',\n')}\n  ]`;

/** One entry of the JSON report's "results", as it stands in the list (indented, no separator). @param {CaseResult} r */
export function jsonResult(r) {
  const fields = [`"suite": ${jsonString(r.suite)}`, `"id": ${jsonString(r.id)}`, `"outcome": ${jsonString(r.outcome.label)}`];
  const o = r.outcome;
  if (o.label === 'passed') return `    {${fields.join(', ')}}`;
  fields.push(`"file": ${jsonString(r.file)}`, `"line": ${r.line}`, `"column": ${r.column}`, `"input": ${jsonString(r.input)}`);
  if (r.comment !== undefined) fields.push(`"comment": ${jsonString(r.comment)}`);
  if (o.label === 'diverged') {
    fields.push(`"divergences": [${o.divergences.map((d) => {
      const parts = [`"field": ${jsonString(d.field)}`, `"kind": ${jsonString(d.kind)}`, `"expected": ${jsonString(d.expected)}`, `"actual": ${jsonString(d.actual)}`];
      if (d.absoluteError !== undefined) parts.push(`"absoluteError": ${Number.isFinite(d.absoluteError) ? String(d.absoluteError) : jsonString(renderError(d.absoluteError))}`);
      if (d.ulps !== undefined) parts.push(`"ulps": ${d.ulps}`);
      if (d.tolerance !== undefined) parts.push(`"tolerance": ${jsonString(d.tolerance)}`);
      if (d.note !== undefined) parts.push(`"note": ${jsonString(d.note)}`);
      return `{${parts.join(', ')}}`;
    }).join(', ')}]`);
  } else if (o.label === 'error-expected-but-value') {
    fields.push(`"expectedError": ${jsonString(o.expectedError)}, "actual": ${jsonString(o.actual)}`);
  } else if (o.label === 'not-portable') {
    fields.push(`"reason": ${jsonString(o.reason)}`);
  } else if (o.label === 'known-divergence') {
    fields.push(`"entry": ${jsonString(o.entry)}, "details": ${jsonString(o.details)}`);
  } else if (o.label === 'vector-error') {
    fields.push(`"defect": ${jsonDefect(o.defect)}`);
  } else if (o.label === 'run-error') {
    fields.push(`"message": ${jsonString(o.message)}`);
    if (o.failure?.kind === 'crashed' && o.failure.frame !== undefined) fields.push(`"frame": ${jsonFrame(o.failure.frame)}`);
  }
  return `    {${fields.join(', ')}}`;
}

/** The JSON report up to its "results" entries, which follow separated by JSON_RESULT_SEPARATOR. @param {RunReport} report */
export function jsonHead(report) {
  return `{
  "format": "parity-report/1",
  "runner": ${jsonString(report.runner)},
  "subject": ${jsonString(report.subject)},
  "contract": ${jsonString(report.contract)},
  "digest": ${report.digest === null ? 'null' : jsonString(report.digest)},
  "partial": ${report.partial},
  "exitCode": ${report.exitCode},
  "files": ${report.files},
  "selected": ${report.selected},
  "summary": ${jsonCounts(report.total)},
  "suites": ${jsonList(report.suites.map((c) => jsonCounts(c, 'suite')))},
  "tags": ${jsonList(report.tags.map((c) => jsonCounts(c, 'tag')))},
  "results": [
`;
}

export const JSON_RESULT_SEPARATOR = ',\n';

/** Where a crash was thrown: function, and file, line and column when known. @param {import('./causes.js').Frame} frame */
function jsonFrame(frame) {
  const parts = [`"function": ${jsonString(frame.function)}`];
  if (frame.file !== undefined) parts.push(`"file": ${jsonString(frame.file)}`);
  if (frame.line !== undefined) parts.push(`"line": ${frame.line}`);
  if (frame.column !== undefined) parts.push(`"column": ${frame.column}`);
  return `{${parts.join(', ')}}`;
}

/** A cause signature as the JSON report writes it, its members in the canonical text's order. @param {import('./causes.js').Signature} signature */
function jsonSignature(signature) {
  const parts = [`"kind": ${jsonString(signature.kind)}`];
  if (signature.suite !== undefined) parts.push(`"suite": ${jsonString(signature.suite)}`);
  if (signature.fields !== undefined) parts.push(`"fields": [${signature.fields.map((f) => `{"field": ${jsonString(f.field)}, "kind": ${jsonString(f.kind)}}`).join(', ')}]`);
  if (signature.expectedError !== undefined) parts.push(`"expectedError": ${jsonString(signature.expectedError)}`);
  if (signature.actualError !== undefined) parts.push(`"actualError": ${jsonString(signature.actualError)}`);
  if (signature.message !== undefined) parts.push(`"message": ${jsonString(signature.message)}`);
  if (signature.frame !== undefined) {
    parts.push(`"frame": {"function": ${jsonString(signature.frame.function)}${signature.frame.file === undefined ? '' : `, "file": ${jsonString(signature.frame.file)}`}}`);
  }
  return `{${parts.join(', ')}}`;
}

/** One entry of the JSON report's "groups". @param {import('./causes.js').CauseGroup} group */
export function jsonGroup(group) {
  const names = (/** @type {string[]} */ list) => `[${list.map(jsonString).join(', ')}]`;
  return `{"id": ${jsonString(group.id)}, "cause": ${jsonString(group.cause)}, "signature": ${jsonSignature(group.signature)}, "count": ${group.count}, `
    + `"suites": ${names(group.suites)}, "representative": ${jsonString(group.representative)}, "examples": ${names(group.examples)}, "cases": ${names(group.cases)}}`;
}

/** The JSON report after its "results" entries. @param {RunReport} report */
export function jsonTail(report) {
  return `
  ],
  "groups": ${jsonList((report.groups ?? []).map(jsonGroup))},
  "defects": ${jsonList(report.defects.map(jsonDefect))},
  "runErrors": [${report.runErrors.map(jsonString).join(', ')}]
}
`;
}

/** The JSON report of the results the report holds. @param {RunReport} report */
export function jsonReport(report) {
  return jsonHead(report) + report.results.map(jsonResult).join(JSON_RESULT_SEPARATOR) + jsonTail(report);
}

/** XML text: markup escaped; characters XML 1.0 cannot hold written as visible \u escapes. @param {string} text */
export function xml(text) {
  let out = '';
  for (const char of text) {
    const code = /** @type {number} */ (char.codePointAt(0));
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === '\n' || char === '\t' || (code >= 0x20 && code <= 0x7e)) out += char;
    else if (char === '\r') out += '&#13;';
    else if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += `&#${code};`;
  }
  return out;
}

const junitAttribute = (/** @type {string} */ text) => `"${xml(text)}"`;

/** The JUnit report up to its first suite. @param {RunReport} report */
export function junitHead(report) {
  const total = report.total;
  const outside = report.defects.length + report.runErrors.length;
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + `<testsuites name="parity-check-web" tests="${total.cases + outside}" failures="${total.diverged}" errors="${total.errors + outside}">\n`;
}

/** A suite's opening, before its test cases. @param {RunReport} report @param {Counts} summary */
export function junitSuiteHead(report, summary) {
  const digest = report.digest ?? 'none (partial or broken run)';
  return `  <testsuite name=${junitAttribute(summary.suite)} tests="${summary.cases}" failures="${summary.diverged}" errors="${summary.errors}" skipped="${summary.notPortable + summary.known}">\n`
    + `    <properties><property name="digest" value=${junitAttribute(digest)}/><property name="subject" value=${junitAttribute(report.subject)}/></properties>\n`;
}

export const JUNIT_SUITE_END = '  </testsuite>\n';

/** One case's line. @param {CaseResult} result */
export function junitTestcase(result) {
  const attr = junitAttribute;
  const open = `    <testcase classname=${attr(result.suite)} name=${attr(result.id)}`;
  const label = result.outcome.label;
  if (label === 'passed') return `${open}/>\n`;
  const body = [...detailLines(result.outcome), `input: ${result.input}`, `at ${result.file}:${result.line}:${result.column}`].join('\n');
  if (label === 'diverged' || label === 'error-expected-but-value') return `${open}><failure message=${attr(summaryLine(result.outcome))}>${xml(body)}</failure></testcase>\n`;
  if (label === 'vector-error' || label === 'run-error') return `${open}><error message=${attr(summaryLine(result.outcome))}>${xml(body)}</error></testcase>\n`;
  return `${open}><skipped message=${attr(detailLines(result.outcome)[0] ?? '')}/></testcase>\n`;
}

/** The JUnit report after its last suite: what stopped the run outside any case. @param {RunReport} report */
export function junitTail(report) {
  const attr = junitAttribute;
  const outside = report.defects.length + report.runErrors.length;
  let out = '';
  if (outside > 0) {
    out += `  <testsuite name="vector-files" tests="${outside}" failures="0" errors="${outside}" skipped="0">\n`;
    for (const defect of report.defects) {
      out += `    <testcase classname="vector-files" name=${attr(`${defect.file}:${defect.line}:${defect.column}`)}><error message=${attr(defect.message)}>${xml(defectLine(defect))}</error></testcase>\n`;
    }
    for (const error of report.runErrors) out += `    <testcase classname="vector-files" name="run"><error message=${attr(error)}/></testcase>\n`;
    out += '  </testsuite>\n';
  }
  return `${out}</testsuites>\n`;
}

/** The JUnit report of the results the report holds. @param {RunReport} report */
export function junitReport(report) {
  let out = junitHead(report);
  for (const summary of report.suites) {
    out += junitSuiteHead(report, summary);
    for (const result of report.results) if (result.suite === summary.suite) out += junitTestcase(result);
    out += JUNIT_SUITE_END;
  }
  return out + junitTail(report);
}
