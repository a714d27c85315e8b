// @ts-check
/**
 * `parity-check-web VECTORS [options]`: the web gate, with parity-check's exit codes
 * (0 all pass, 1 a divergence, 2 anything that makes the run untrustworthy).
 */
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openVectorSet, REVISIONS, NEWEST_REVISION, knownRevisions } from './vector-set.js';
import { runWithSubjectProcess, caseTimeoutMs } from './runner.js';
import { SubjectLoadError, SubjectProcess } from './subject-process.js';
import { RunControl } from './run-control.js';
import { DEFAULT_CASE_TIMEOUT_SECONDS } from './subject-guard.js';
import { textReport, terminal } from './reports.js';
import { ReportStreams, STANDARD_OUTPUT_SPOOL, writeParts } from './report-streams.js';
import { AliasMap, AliasMapError } from './alias-map.js';
import { clearReportTargets, writeReports } from './report-files.js';
import { KnownDivergenceListError, loadKnownDivergenceList } from './known-divergences.js';
import { baselineList } from './baseline.js';
import { registerBundlerResolution } from './bundler-resolution.js';
import { coreSubject } from '../core/index.js';
import { MUTANTS } from '../mutants/index.js';

const USAGE = `usage: parity-check-web VECTORS [--subject core|MUTANT | --subject-module FILE] [--contract REV]
       [--suite GLOB[,GLOB...]] [--case GLOB]
       [--format text|json|junit] [--output FILE] [--json-report FILE] [--junit-report FILE]
       [--allow-not-run SUITE[,SUITE...]] [--known-divergences FILE [--aliases FILE]] [--ask-not-portable]
       [--case-timeout SECONDS] [--quiet] [--verbose]
       [--write-known-divergences FILE --expires YYYY-MM-DD [--issue URL]]
       parity-check-web VECTORS --fuzz N [--seed S] [--suite GLOB[,GLOB...]] [--oracle CMD] [--write-findings DIR] [--max-findings N]
       [--subject ... | --subject-module FILE] [--contract REV] [--case-timeout SECONDS]
subjects: core, ${Object.keys(MUTANTS).join(', ')}; revisions: ${REVISIONS.join(', ')} (default ${NEWEST_REVISION})`;

/**
 * @typedef {import('./runner.js').RunReport & {faults?: string[]}} RunReport
 *   faults: run errors that came after the run (a fault the subject left, a signal), said on standard error too
 * @typedef {{stdout: (text: string) => void, stderr: (text: string) => void, control?: RunControl,
 *   afterReports?: (rewrite: (reason: string) => void) => void}} MainIO
 *   control: where signals arrive (the bin's); afterReports: gets, once the reports are written, what rewrites
 *   them as stopped (for a signal that comes before the process ends); the spools stay until the process ends.
 */

/** @param {string[]} argv @param {MainIO} io @returns {Promise<number>} */
export async function main(argv, io) {
  // A run that dies must never leave an earlier run's passing report for CI to publish: first of all (the bin
  // has done it already, before loading this module; main run in-process does it here).
  clearReportTargets(argv);
  const control = io.control ?? new RunControl();
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        subject: { type: 'string', default: 'core' },
        'subject-module': { type: 'string' },
        contract: { type: 'string', default: NEWEST_REVISION },
        suite: { type: 'string' },
        case: { type: 'string' },
        format: { type: 'string', default: 'text' },
        output: { type: 'string' },
        'json-report': { type: 'string' },
        'junit-report': { type: 'string' },
        'allow-not-run': { type: 'string', multiple: true, default: [] },
        'known-divergences': { type: 'string' },
        aliases: { type: 'string' },
        'ask-not-portable': { type: 'boolean', default: false },
        'case-timeout': { type: 'string', default: String(DEFAULT_CASE_TIMEOUT_SECONDS) },
        quiet: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
        fuzz: { type: 'string' },
        seed: { type: 'string', default: '1' },
        oracle: { type: 'string', default: 'tools/jvm-parity/oracle serve' },
        'write-findings': { type: 'string' },
        'max-findings': { type: 'string', default: '5' },
        'write-known-divergences': { type: 'string' },
        expires: { type: 'string' },
        issue: { type: 'string' },
      },
    });
  } catch (error) {
    io.stderr(`parity-check-web: ${/** @type {Error} */ (error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) { io.stdout(`${USAGE}\n`); return 0; }
  /** @param {string} message */
  const usageError = (message) => { io.stderr(`parity-check-web: ${message}\n${USAGE}\n`); return 2; };
  if (positionals.length !== 1) return usageError('give exactly one vector file or folder');
  if (!REVISIONS.includes(values.contract)) return usageError(`unknown revision "${values.contract}" (known: ${knownRevisions(values.contract)})`);
  if (!['text', 'json', 'junit'].includes(values.format)) return usageError(`unknown format "${values.format}"`);
  const caseTimeoutSeconds = /^[0-9]+(\.[0-9]+)?$/.test(values['case-timeout']) ? Number(values['case-timeout']) : NaN;
  try {
    caseTimeoutMs(caseTimeoutSeconds);
  } catch {
    return usageError(`--case-timeout takes a positive number of seconds up to 2147483 (got "${values['case-timeout']}")`);
  }

  const targets = [values.output, values['json-report'], values['junit-report']].filter((path) => path !== undefined);
  if (new Set(targets.map((path) => resolve(/** @type {string} */ (path)))).size !== targets.length) {
    return usageError('two reports are aimed at the same file: give each its own path');
  }

  /** @type {import('./subject-process.js').SubjectSpec} */
  let spec;
  if (values['subject-module']) spec = { module: values['subject-module'] };
  else if (values.subject === 'core' || Object.hasOwn(MUTANTS, values.subject)) spec = { builtin: values.subject };
  else return usageError(`unknown subject "${values.subject}"`);

  // Differential fuzzing against the live oracle: VECTORS is the corpus whose tolerances judge the inputs. The
  // fuzzer runs the subject in this process. Loaded only here: a gate run loads none of the fuzzer.
  if (values.fuzz !== undefined) {
    const subject = await loadSubjectHere(spec, io);
    if (subject === null) return 2;
    return (await import('./fuzz-cli.js')).fuzzMain({ ...values, vectors: positionals[0], caseTimeoutSeconds }, subject, io, usageError);
  }

  if (values.aliases !== undefined && !values['known-divergences']) return usageError('--aliases renames the cases of a known-divergence list; give --known-divergences too');
  const baseline = values['write-known-divergences'];
  if (baseline !== undefined) {
    const { expires } = values;
    if (expires === undefined) return usageError('--write-known-divergences needs --expires YYYY-MM-DD: a baseline must expire');
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(expires)) return usageError(`--expires must be a date YYYY-MM-DD, not '${expires}'`);
    if (expires < new Date().toISOString().slice(0, 10)) return usageError(`--expires ${expires} has passed: the list would fail the next run`);
    if ([...targets, values['known-divergences']].some((path) => path !== undefined && resolve(path) === resolve(baseline))) {
      return usageError('--write-known-divergences must name a file of its own (not a report, nor the --known-divergences list it would replace)');
    }
  } else if (values.expires !== undefined || values.issue !== undefined) {
    return usageError('--expires and --issue describe the list --write-known-divergences writes; give it too');
  }
  /** @type {import('./known-divergences.js').KnownDivergence[]} */
  let knownDivergences = [];
  let aliases = new AliasMap();
  if (values['known-divergences']) {
    try {
      knownDivergences = loadKnownDivergenceList(values['known-divergences']);
    } catch (error) {
      if (!(error instanceof KnownDivergenceListError)) throw error;
      io.stderr(`parity-check-web: ${terminal(error.message)}\n`);
      return 2;
    }
  }
  // Every gate reads the vectors folder's aliases.json, list or not: one that does not load stops the
  // run with exit 2 at its line:col, as `parity-check validate` and the oracle stop.
  try {
    aliases = AliasMap.forRun(values.aliases, positionals[0]);
  } catch (error) {
    if (!(error instanceof AliasMapError)) throw error;
    io.stderr(`parity-check-web: ${terminal(error.message)}\n`);
    return 2;
  }

  const allowNotRun = values['allow-not-run'].flatMap((list) => list.split(',')).filter((name) => name !== '');
  const format = /** @type {'text' | 'json' | 'junit'} */ (values.format);
  // The reports that list every case are written as the run goes, each through a spool beside its file (beside
  // --output for the main report, in the temporary folder when it goes to standard output).
  const besideMain = values.output ?? STANDARD_OUTPUT_SPOOL;
  /** @type {ReportStreams} */
  let streams;
  try {
    streams = new ReportStreams({
      json: values['json-report'] ?? (format === 'json' ? besideMain : undefined),
      junit: values['junit-report'] ?? (format === 'junit' ? besideMain : undefined),
    });
  } catch (error) {
    io.stderr(`parity-check-web: cannot write the report: ${/** @type {Error} */ (error).message}\n`);
    return 2;
  }
  /** @type {SubjectProcess | null} */
  let subjectProcess = null;
  const stopWaiting = control.onStop((reason) => subjectProcess?.interrupt(reason));
  try {
    try {
      // Made first, started next: a signal while its module loads stops the wait.
      subjectProcess = new SubjectProcess(spec, { timeoutMs: caseTimeoutMs(caseTimeoutSeconds), onUnexpectedEnd: (text) => control.stop(text) });
      await subjectProcess.launch();
    } catch (error) {
      if (!(error instanceof SubjectLoadError)) throw error;
      if (control.reason !== null) return stoppedBeforeTheRun(control.reason, io);
      io.stderr(`parity-check-web: cannot load subject ${'module' in spec ? `module ${spec.module}` : spec.builtin}: ${terminal(error.message)}\n`);
      return 2;
    }
    if (control.reason !== null) return stoppedBeforeTheRun(control.reason, io);
    // The RunReport keeps what the text report shows: not a passing case, nor a not-portable one unless --verbose.
    const keepResult = (/** @type {import('./runner.js').CaseResult} */ result) => result.outcome.label !== 'passed' && (result.outcome.label !== 'not-portable' || values.verbose);
    let report = await runWithSubjectProcess(openVectorSet(positionals[0]), subjectProcess, {
      contract: values.contract, allowNotRun, knownDivergences, aliases, askNotPortable: values['ask-not-portable'], caseTimeoutSeconds,
      suite: values.suite, case: values.case, keepResult, sink: streams,
    }, () => control.reason);
    // Green only once the run is known to have ended clean: the subject's work left for after its last case
    // (timers, promises) has run without a fault, and no signal came.
    for (const trouble of subjectProcess.troubles) report = untrusted(report, trouble);
    if (!report.partial) {
      const fault = await subjectProcess.finish();
      if (fault !== null) report = untrusted(report, fault);
    }
    subjectProcess.kill();
    // For tools/bench-memory: the gate is two processes, whose peaks it adds.
    if (process.env.PARITY_CHECK_WEB_PEAK_RSS) writeFileSync(process.env.PARITY_CHECK_WEB_PEAK_RSS, `subject ${subjectProcess.peakKiB ?? 0}\n`);
    if (!report.partial && control.reason !== null) report = untrusted(report, `${control.reason} after the last case, before the reports were written: the run has no verdict`);
    // Why the run stopped: said where a CI log shows it even when the report goes to a file.
    for (const error of report.runErrors) {
      if (error.startsWith('the subject ended') || error === report.interruption || report.faults?.includes(error)) io.stderr(`parity-check-web: ${terminal(error)}\n`);
    }
    /** @param {RunReport} final */
    const writeAll = (final) => {
      const jsonParts = () => streams.jsonParts(final);
      const junitParts = () => streams.junitParts(final);
      const main = format === 'text' ? [textReport(final, values)] : format === 'json' ? jsonParts() : junitParts();
      /** @type {[string, import('./report-files.js').ReportPart[]][]} */
      const files = [];
      if (values.output) files.push([values.output, main]);
      else writeParts(main, io.stdout);
      if (format !== 'text' && values.output) io.stdout(textReport(final, { quiet: true }));
      if (values['json-report']) files.push([values['json-report'], jsonParts()]);
      if (values['junit-report']) files.push([values['junit-report'], junitParts()]);
      writeReports(files);
    };
    try {
      writeAll(report);
    } catch (error) {
      io.stderr(`parity-check-web: cannot write the report: ${/** @type {Error} */ (error).message}\n`);
      return 2;
    }
    if (baseline !== undefined && !writeBaseline(report, baseline, { platform: 'web', expires: /** @type {string} */ (values.expires), issue: values.issue }, io)) return 2;
    // A stop that comes now, before the process has ended with this verdict (a signal), rewrites the report
    // files as not green.
    const written = report;
    io.afterReports?.((reason) => {
      const stopped = untrusted(written, `${reason} after the reports were written, before the run's exit: the run has no verdict`);
      io.stderr(`parity-check-web: ${terminal(stopped.runErrors[stopped.runErrors.length - 1])}\n`);
      try {
        writeAll(stopped);
      } catch (error) {
        io.stderr(`parity-check-web: cannot rewrite the report: ${/** @type {Error} */ (error).message}\n`);
      }
    });
    return report.exitCode;
  } finally {
    stopWaiting();
    subjectProcess?.kill();
    if (!io.afterReports) streams.remove();
  }
}

/**
 * `report` with a run error that leaves it without a verdict (exit 2): a fault of the subject after its last case,
 * a signal after the run.
 * @param {RunReport} report @param {string} error @returns {RunReport}
 */
function untrusted(report, error) {
  return { ...report, runErrors: [...report.runErrors, error], exitCode: 2, faults: [...(report.faults ?? []), error] };
}

/** A stop that came before the first case: nothing was judged, no report is written. @param {string} reason @param {{stderr: (text: string) => void}} io */
function stoppedBeforeTheRun(reason, io) {
  io.stderr(`parity-check-web: ${terminal(reason)} before the run started: the run has no verdict\n`);
  return 2;
}

/**
 * The subject loaded in this process, for the fuzzer; null (said on standard error) when it cannot be loaded.
 * @param {import('./subject-process.js').SubjectSpec} spec @param {{stderr: (text: string) => void}} io
 * @returns {Promise<import('./subject.js').Subject | null>}
 */
async function loadSubjectHere(spec, io) {
  if ('builtin' in spec) return spec.builtin === 'core' ? coreSubject : /** @type {any} */ (MUTANTS)[spec.builtin];
  let subject;
  try {
    registerBundlerResolution();
    const module = await import(pathToFileURL(resolve(spec.module)).href);
    subject = module.subject ?? module.default;
  } catch (error) {
    io.stderr(`parity-check-web: cannot load subject module ${spec.module}: ${/** @type {Error} */ (error).message}\n`);
    return null;
  }
  if (!subject || typeof subject.name !== 'string' || typeof subject.suites !== 'object') {
    io.stderr(`parity-check-web: ${spec.module} exports no subject ({name, suites}) as "subject" or default\n`);
    return null;
  }
  return subject;
}

/**
 * Writes the baseline list of the run's cause groups (--write-known-divergences): false when none could be written.
 * A run that is partial or whose vectors did not all load writes none: its groups are not the corpus's.
 * @param {RunReport} report @param {string} path @param {{platform: string, expires: string, issue?: string}} options @param {MainIO} io
 */
function writeBaseline(report, path, options, io) {
  if (report.partial || report.digest === null || report.selected === 0) {
    io.stderr(`parity-check-web: error: --write-known-divergences: ${report.partial ? 'the run is partial' : 'the run judged no corpus'}; no list was written to ${path}\n`);
    return false;
  }
  const written = baselineList(report.groups ?? [], options);
  try {
    writeReports([[path, written.text]]);
  } catch (error) {
    io.stderr(`parity-check-web: error: cannot write ${path}: ${/** @type {Error} */ (error).message}\n`);
    return false;
  }
  const entries = `${written.entries} known-divergence ${written.entries === 1 ? 'entry' : 'entries'}`;
  io.stderr(`parity-check-web: wrote ${entries} for ${written.groups} cause group${written.groups === 1 ? '' : 's'} to ${path} (they expire on ${options.expires})\n`);
  if (written.leftOut.length > 0) {
    io.stderr(`parity-check-web: left out of ${path}: ${written.leftOut.length} group${written.leftOut.length === 1 ? '' : 's'} no entry can excuse (the subject did not answer; fix them first): ${terminal(written.leftOut.join('; '))}\n`);
  }
  return true;
}
