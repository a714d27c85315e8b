// @ts-check
/**
 * Differential fuzzing of a web subject against the live JVM oracle (parity-check-web --fuzz N): random inputs per
 * suite (js/src/fuzz-inputs.js), Android's expected value for each from `oracle serve`, the subject's answer judged
 * by this runner's own rules (a batch is one vector file, run by runner.js), and every divergence, and every input
 * the subject throws on or hangs on, shrunk to a small input that still fails the same way (js/src/fuzz-shrink.js)
 * and written as a vector case in the format parity-check fuzz writes (docs/fuzzing.md "Findings").
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { run } from './runner.js';
import { parseVectorFile } from './vector-set.js';
import { GENERATORS, Random, valueJson } from './fuzz-inputs.js';
import { shrinkCandidates, complexity, simpler } from './fuzz-shrink.js';

/**
 * @typedef {import('./fuzz-inputs.js').Value} Value
 * @typedef {{kind: 'agreed'} | {kind: 'notPortable'} | {kind: 'diverged', signature: string[], detail: string} | {kind: 'invalid', reason: string}} Verdict
 * @typedef {{suite: string, id: string, fields: string[], input: Value, expected: string, detail: string, original: Value}} Finding
 * @typedef {{suite: string, cases: number, agreed: number, notPortable: number, divergences: number, invalid: number, findings: number}} SuiteFigures
 * @typedef {{subject: string, seed: number, contract: string, suites: SuiteFigures[], findings: Finding[], invalidSamples: string[], exitCode: number}} FuzzReport
 *   contract: the android-sdk-core revision the inputs were judged at (the findings files hold for it alone)
 */

const BATCH = 500;
const SHRINK_BATCH = 32;
const SHRINK_QUERIES = 600;

/**
 * @param {{subject: import('./subject.js').Subject, suites: string[], seed: number, count: number,
 *   oracle: import('./fuzz-oracle.js').Oracle, contract: string, vectors: string, maxFindings?: number, caseTimeoutSeconds?: number,
 *   progress?: (line: string) => void}} options
 *   vectors: the committed corpus, whose files give each suite's default tolerance (exact for a suite without one)
 * @returns {Promise<FuzzReport>}
 */
export async function fuzz(options) {
  const { subject, seed, count, oracle } = options;
  const maxFindings = options.maxFindings ?? 5;
  /** @type {FuzzReport} */
  const report = { subject: subject.name, seed, contract: options.contract, suites: [], findings: [], invalidSamples: [], exitCode: 0 };
  for (const suite of options.suites) {
    const generate = GENERATORS.get(suite);
    if (!generate) throw new Error(`no input generator for suite ${suite}`);
    const judge = judgeOf(suite, subject, options);
    const figures = { suite, cases: 0, agreed: 0, notPortable: 0, divergences: 0, invalid: 0, findings: 0 };
    /** @type {{input: Value, expected: string, signature: string[], detail: string}[]} */
    const kept = [];
    const random = new Random(seed, suite);
    while (figures.cases < count) {
      const inputs = Array.from({ length: Math.min(BATCH, count - figures.cases) }, () => generate(random));
      const texts = inputs.map(valueJson);
      const answers = await oracle.ask(texts.map((input) => ({ suite, input })));
      /** @type {number[]} */
      const answered = [];
      answers.forEach((answer, index) => { if ('expected' in answer) answered.push(index); });
      const verdicts = judge(answered.map((index) => ({ input: texts[index], expected: /** @type {{expected: string}} */ (answers[index]).expected })));
      const verdictOf = new Map(answered.map((index, position) => [index, verdicts[position]]));
      inputs.forEach((input, index) => {
        figures.cases += 1;
        const answer = answers[index];
        const verdict = verdictOf.get(index);
        if ('failure' in answer || verdict === undefined) return invalid(`the oracle refused the input: ${'failure' in answer ? answer.failure : '?'}; input ${texts[index].slice(0, 300)}`);
        if (verdict.kind === 'agreed') figures.agreed += 1;
        else if (verdict.kind === 'notPortable') figures.notPortable += 1;
        else if (verdict.kind === 'invalid') invalid(`${verdict.reason}; input ${texts[index].slice(0, 300)}`);
        else {
          figures.divergences += 1;
          // The first input of each kind of divergence, then more of them while there is room (as parity-check fuzz).
          const seen = kept.some((each) => same(each.signature, verdict.signature));
          if (kept.length < maxFindings && (!seen || kept.length < maxFindings / 2)) {
            kept.push({ input, expected: /** @type {{expected: string}} */ (answer).expected, signature: verdict.signature, detail: verdict.detail });
          }
        }
        return undefined;
      });
    }
    /** @type {Set<string>} */
    const shrunkInputs = new Set();
    // A finding is a case worth adding: the shrinker never steps onto an input the corpus already holds (as
    // parity-check fuzz's and the JVM's do).
    const inCorpus = corpusInputs(options.vectors, suite);
    for (const divergence of kept) {
      const shrunk = await shrink(suite, divergence, judge, oracle, inCorpus);
      const text = valueJson(shrunk.input);
      if (shrunkInputs.has(text)) continue;
      shrunkInputs.add(text);
      report.findings.push({ suite, id: `fuzz-${seed}-${report.findings.length + 1}`, fields: divergence.signature, input: shrunk.input,
        expected: shrunk.expected, detail: shrunk.detail, original: divergence.input });
      figures.findings += 1;
    }
    report.suites.push(figures);
    options.progress?.(`  ${suite}: ${figures.cases} cases, ${figures.divergences} divergent, ${figures.findings} unique after shrinking`);

    /** @param {string} reason */
    function invalid(reason) {
      figures.invalid += 1;
      if (report.invalidSamples.length < 5) report.invalidSamples.push(`${suite}: ${reason}`);
    }
  }
  const total = (/** @type {'cases' | 'divergences' | 'invalid'} */ key) => report.suites.reduce((sum, each) => sum + each[key], 0);
  report.exitCode = total('invalid') > 0 || total('cases') === 0 ? 2 : total('divergences') > 0 ? 1 : 0;
  return report;
}

/** @param {string[]} a @param {string[]} b */
const same = (a, b) => a.length === b.length && a.every((each, index) => each === b[index]);

/**
 * Greedy: the first simpler candidate (in shrinkCandidates' order) the oracle answers and that still fails with the
 * same signature is kept, and shrinking starts again from it, until none is or the queries run out.
 * @param {string} suite @param {{input: Value, expected: string, signature: string[], detail: string}} divergence
 * @param {(pairs: {input: string, expected: string}[]) => Verdict[]} judge @param {import('./fuzz-oracle.js').Oracle} oracle
 * @param {Set<string>} inCorpus the suite's corpus inputs (inputKey): candidates the shrinker never takes
 */
async function shrink(suite, divergence, judge, oracle, inCorpus) {
  let current = divergence;
  let queries = 0;
  search: while (queries < SHRINK_QUERIES) {
    const size = complexity(current.input);
    const candidates = shrinkCandidates(current.input).filter((candidate) => simpler(complexity(candidate), size) && !inCorpus.has(inputKey(valueJson(candidate))));
    for (let start = 0; start < candidates.length && queries < SHRINK_QUERIES; start += SHRINK_BATCH) {
      const batch = candidates.slice(start, start + SHRINK_BATCH);
      const texts = batch.map(valueJson);
      const answers = await oracle.ask(texts.map((input) => ({ suite, input })));
      queries += batch.length;
      const answered = batch.map((_, index) => index).filter((index) => 'expected' in answers[index]);
      const verdicts = judge(answered.map((index) => ({ input: texts[index], expected: /** @type {{expected: string}} */ (answers[index]).expected })));
      for (let position = 0; position < answered.length; position++) {
        const verdict = verdicts[position];
        if (verdict.kind !== 'diverged' || !same(verdict.signature, divergence.signature)) continue;
        const index = answered[position];
        current = { input: batch[index], expected: /** @type {{expected: string}} */ (answers[index]).expected, signature: verdict.signature, detail: verdict.detail };
        continue search;
      }
    }
    break;
  }
  return current;
}

/**
 * The judge of one suite: pairs of input and oracle answer as one vector file, run on the subject by runner.js.
 * @param {string} suite @param {import('./subject.js').Subject} subject
 * @param {{contract: string, vectors: string, caseTimeoutSeconds?: number}} options
 * @returns {(pairs: {input: string, expected: string}[]) => Verdict[]}
 */
function judgeOf(suite, subject, options) {
  const tolerance = suiteTolerance(options.vectors, suite);
  const header = `{"format": "parity-vectors/1", "suite": ${JSON.stringify(suite)}, "description": "fuzz", "source": {"generator": "fuzz"}, `
    + (tolerance === null ? '' : `"defaults": {"tolerance": ${tolerance}}, `) + '"cases": [';
  /** @param {{input: string, expected: string}[]} pairs @returns {Verdict[]} */
  const judge = (pairs) => {
    if (pairs.length === 0) return [];
    const text = header + pairs.map((pair, index) => `{"id": "f${index}", "input": ${pair.input}, "expected": ${pair.expected}}`).join(', ') + ']}';
    let file;
    try {
      file = parseVectorFile(Buffer.from(text, 'utf8'), `fuzz:${suite}`, `fuzz:${suite}`);
    } catch (error) {
      // One pair spoils the file: each is judged alone, so the others keep their verdicts.
      if (pairs.length > 1) return pairs.flatMap((pair) => judge([pair]));
      return [{ kind: 'invalid', reason: `not a valid vector case: ${/** @type {Error} */ (error).message}` }];
    }
    const result = run({ files: [file], fileCount: 1, digest: null, defects: [] }, subject, {
      contract: options.contract, askNotPortable: true, caseTimeoutSeconds: options.caseTimeoutSeconds, keepResult: () => true,
    });
    const byId = new Map(result.results.map((each) => [each.id, each.outcome]));
    return pairs.map((_, index) => verdictOf(byId.get(`f${index}`), subject.name));
  };
  return judge;
}

/**
 * @param {import('./runner.js').Outcome | undefined} outcome @param {string} subjectName @returns {Verdict}
 */
function verdictOf(outcome, subjectName) {
  if (outcome === undefined) return { kind: 'invalid', reason: 'the runner gave this input no result' };
  switch (outcome.label) {
    case 'passed': return { kind: 'agreed' };
    case 'not-portable': return { kind: 'notPortable' };
    case 'diverged': {
      const fields = [...new Set(outcome.divergences.map((each) => each.field.replace(/\/[0-9]+(?=\/|$)/g, '/*') || '/'))].sort();
      // The count of a list's differing elements beyond those shown has no values of its own: its note says it.
      const detail = outcome.divergences.slice(0, 6).map((each) => (each.kind === 'elided' ? `${each.field || '/'}: ${each.note}`
        : `${each.field || '/'}: expected ${each.expected}, actual ${each.actual}${each.note ? ` (${each.note})` : ''}`)).join('\n');
      return { kind: 'diverged', signature: fields, detail };
    }
    case 'error-expected-but-value':
      return { kind: 'diverged', signature: [`/error (${outcome.expectedError} expected, the subject returned a value)`], detail: `the JVM rejects it with ${outcome.expectedError}, the subject returned ${outcome.actual}` };
    case 'run-error': {
      // An input the subject throws on or hangs on is a finding: the SDK fails where Android answers.
      const prefix = `subject "${subjectName}" `;
      if (outcome.message.startsWith(`${prefix}failed with an error`)) return { kind: 'diverged', signature: [`(threw) ${outcome.message.slice(prefix.length)}`], detail: outcome.message };
      if (outcome.message.startsWith('timed out:')) return { kind: 'diverged', signature: ['(timed out)'], detail: outcome.message };
      return { kind: 'invalid', reason: outcome.message };
    }
    case 'vector-error': return { kind: 'invalid', reason: `${outcome.defect.message} (at ${outcome.defect.pointer})` };
    default: return { kind: 'invalid', reason: `unexpected outcome ${outcome.label}` };
  }
}

/** The suite's default tolerance in the committed corpus, as JSON text; null when it has none (exact). @param {string} vectors @param {string} suite */
function suiteTolerance(vectors, suite) {
  const [area, name] = suite.split('.');
  const path = join(vectors, area, `${name}.json`);
  if (!existsSync(path)) return null;
  const tolerance = JSON.parse(readFileSync(path, 'utf8'))?.defaults?.tolerance;
  return tolerance === undefined ? null : JSON.stringify(tolerance);
}

/**
 * The inputs of every committed case of the suite (its file and its files of single revisions), as inputKey texts.
 * @param {string} vectors @param {string} suite @returns {Set<string>}
 */
export function corpusInputs(vectors, suite) {
  const [area, name] = suite.split('.');
  const folder = join(vectors, area);
  /** @type {Set<string>} */
  const inputs = new Set();
  if (!existsSync(folder)) return inputs;
  for (const entry of readdirSync(folder)) {
    if (entry !== `${name}.json` && !(entry.startsWith(`${name}@`) && entry.endsWith('.json'))) continue;
    const data = JSON.parse(readFileSync(join(folder, entry), 'utf8'));
    for (const vectorCase of data.cases ?? []) inputs.add(JSON.stringify(vectorCase.input));
  }
  return inputs;
}

/**
 * An input as text two spellings of one value share (member order kept): what the corpus comparison reads. Numbers
 * are read as doubles here, so 1 and 1.0 compare equal: a candidate skipped for that is only a shrinking step lost.
 * @param {string} text
 */
const inputKey = (text) => JSON.stringify(JSON.parse(text));

/** Pure ASCII JSON string. @param {string} text */
const asciiString = (text) => JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Writes the findings as vector files, one per suite, at `<folder>/<area>/<function>.json`, in the layout
 * parity-check fuzz writes (its FindingWriter): tagged `fuzz-finding`, a comment naming the failing fields, the
 * source naming the fuzz seed. A suite without findings has its stale file removed.
 * @param {string} folder @param {FuzzReport} report @param {string[]} suites @param {string} vectors
 * @returns {string[]} the files written
 */
export function writeFindings(folder, report, suites, vectors) {
  /** @type {string[]} */
  const written = [];
  for (const suite of suites) {
    const [area, name] = suite.split('.');
    const path = join(folder, area, `${name}.json`);
    const findings = report.findings.filter((each) => each.suite === suite);
    if (findings.length === 0) { rmSync(path, { force: true }); continue; }
    const tolerance = suiteTolerance(vectors, suite);
    const lines = ['{', '  "format": "parity-vectors/1",', `  "suite": "${suite}",`,
      `  "description": ${asciiString(`Shrunk differential-fuzzing inputs on which subject ${report.subject} diverged from the JVM oracle.`)},`,
      // The file holds for the revision the findings were judged at alone: a gate run at another does not take them.
      `  "source": {"generator": "mapconductor-oracle", "version": "serve", "fuzzSeed": ${report.seed}, "android": {"revisions": [${JSON.stringify(report.contract)}]}},`];
    if (tolerance !== null) lines.push(`  "defaults": {"tolerance": ${tolerance}},`);
    lines.push('  "cases": [');
    findings.forEach((finding, index) => {
      const failure = finding.fields[0]?.startsWith('(') ? 'fails: ' : 'diverges in ';
      const comment = `fuzz seed ${report.seed}: subject ${report.subject} ${failure}${finding.fields.join(', ')}`;
      lines.push(`    {"id": "${finding.id}", "tags": ["fuzz-finding"], "comment": ${asciiString(comment)}, "input": ${valueJson(finding.input)}, "expected": ${finding.expected}}${index < findings.length - 1 ? ',' : ''}`);
    });
    lines.push('  ]', '}', '');
    mkdirSync(dirname(path), { recursive: true });
    // Beside the target and renamed: an interrupted run never leaves half a vector file.
    writeFileSync(`${path}.tmp`, lines.join('\n'));
    renameSync(`${path}.tmp`, path);
    written.push(path);
  }
  return written;
}

/** The findings and the per-suite table, for a person. @param {FuzzReport} report */
export function fuzzText(report) {
  const lines = [];
  for (const finding of report.findings) {
    lines.push(`finding ${finding.suite}/${finding.id}: ${finding.fields[0]?.startsWith('(') ? 'fails:' : 'diverges in'} ${finding.fields.join(', ')}`,
      `  input:    ${valueJson(finding.input)}`, `  expected: ${finding.expected}  (JVM oracle)`, ...finding.detail.split('\n').map((line) => `  ${line}`),
      `  (before shrinking: ${valueJson(finding.original).slice(0, 200)})`);
  }
  lines.push(`fuzz: subject ${report.subject}, seed ${report.seed}`, 'suite                      cases  diverged  unique  not-portable  invalid');
  for (const each of report.suites) {
    lines.push(`${each.suite.padEnd(24)} ${String(each.cases).padStart(7)} ${String(each.divergences).padStart(9)} ${String(each.findings).padStart(7)} ${String(each.notPortable).padStart(13)} ${String(each.invalid).padStart(8)}`);
  }
  if (report.invalidSamples.length > 0) lines.push('error: inputs could not be judged, e.g.:', ...report.invalidSamples.map((each) => `  ${each}`));
  if (report.suites.every((each) => each.cases === 0)) lines.push('error: no cases were run');
  return `${lines.join('\n')}\n`;
}
