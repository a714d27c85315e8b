// The public API of @mapconductor/parity-web (src/index.js), declared for a TypeScript adapter or test: the runner
// itself is JavaScript with JSDoc types and ships no compile step, so its published declarations are written here,
// for what an SDK's repository imports. js/test/package.test.js holds them to src/index.js's exports.

/** Thrown by a subject function when the contract rejects the input: `{"error": code, "index": index}`. */
export declare class ContractRejection extends Error {
  constructor(code: string, index?: number);
  code: string;
  index: number | undefined;
}

/** Returned by a subject function when Android's value is not reproducible (an enum's identity hash). */
export declare class NotPortable {
  constructor(reason: string);
  reason: string;
}

/** The android-sdk-core revision under check, given to every suite function. */
export interface SubjectContext {
  revision: string;
}
/** One suite: the case's input as plain values in, the suite's output fields as plain values out. */
export type SuiteFunction = (input: any, context: SubjectContext) => any;
/** A subject: a name for the reports, and one function per suite it runs (docs/web-runner.md). */
export interface Subject {
  name: string;
  suites: { [suite: string]: SuiteFunction };
}

export interface CheckOptions {
  contract?: string;
  allowNotRun?: string[];
  knownDivergences?: object[];
  askNotPortable?: boolean;
  caseTimeoutSeconds?: number;
  suite?: string;
  case?: string;
}
export interface Counts {
  cases: number;
  passed: number;
  diverged: number;
  notPortable: number;
  known: number;
  errors: number;
}
/** The run report (docs/report-format.md): its totals, exit code and digest, and the rest as the JSON report has them. */
export interface RunReport {
  subject: string;
  contract: string;
  digest: string | null;
  partial: boolean;
  exitCode: number;
  total: Counts;
  suites: (Counts & { suite: string })[];
  results: { suite: string; id: string; outcome: { label: string } }[];
  runErrors: string[];
  [field: string]: unknown;
}

/** Loads the vectors at `root` and runs `subject` over them: what an adapter's `node --test` file calls. */
export declare function check(root: string, subject: Subject, options?: CheckOptions): RunReport;
export declare function run(vectors: unknown, subject: Subject, options: CheckOptions & { contract: string }): RunReport;
export declare function loadVectorSet(root: string): unknown;
export declare function textReport(report: RunReport, options?: { quiet?: boolean; verbose?: boolean }): string;
export declare function jsonReport(report: RunReport): string;
export declare function junitReport(report: RunReport): string;
/** Lets this process import an SDK build with extensionless and folder imports (the gate does it for its subject). */
export declare function registerBundlerResolution(): void;
export declare const REVISIONS: readonly string[];
export declare const NEWEST_REVISION: string;
export declare const SUITES: ReadonlyMap<string, unknown>;
