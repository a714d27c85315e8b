// @ts-check
/**
 * The JVM oracle's `serve` command (tools/jvm-parity/src/cli/Serve.kt) as a child process: one request a line on
 * its standard input, `{"suite": ..., "input": ...}`, one answer a line on its standard output, in order:
 * `{"expected": ...}` (with `, "tolerance": ...` for an input the contract declares ill-conditioned) or
 * `{"failure": message}`. Android's truth for the web fuzzer, as parity-check fuzz's OracleProcess is for Swift's.
 */
import { spawn } from 'node:child_process';

/** @typedef {{expected: string} | {failure: string}} OracleAnswer
 *   expected: the text that follows `"expected": ` in a vector case, exactly as the oracle wrote it */

export class OracleError extends Error {}

export class Oracle {
  /** @param {string} command a shell command line, run with /bin/sh @param {{cwd?: string, timeoutSeconds?: number}} [options] */
  constructor(command, options = {}) {
    this.command = command;
    this.timeoutMs = (options.timeoutSeconds ?? 300) * 1000;
    this.process = spawn('/bin/sh', ['-c', `exec ${command}`], { cwd: options.cwd, stdio: ['pipe', 'pipe', 'inherit'] });
    /** @type {string[]} */
    this.lines = [];
    this.partial = '';
    /** @type {string | null} */
    this.ended = null;
    /** @type {(() => void) | null} */
    this.wake = null;
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (/** @type {string} */ chunk) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = /** @type {string} */ (parts.pop());
      this.lines.push(...parts);
      this.wake?.();
    });
    const end = (/** @type {string} */ why) => { this.ended ??= why; this.wake?.(); };
    this.process.on('error', (error) => end(`it could not be started: ${error.message}`));
    this.process.on('exit', (code, signal) => end(signal ? `it was killed by ${signal}` : `it exited with status ${code}`));
    this.process.stdin.on('error', () => {}); // a dead oracle is seen as its end of output
  }

  /**
   * The answers to `requests`, in order.
   * @param {{suite: string, input: string}[]} requests @returns {Promise<OracleAnswer[]>}
   */
  async ask(requests) {
    if (requests.length === 0) return [];
    this.process.stdin.write(requests.map(({ suite, input }) => `{"suite": ${JSON.stringify(suite)}, "input": ${input}}\n`).join(''));
    /** @type {OracleAnswer[]} */
    const answers = [];
    const deadline = Date.now() + this.timeoutMs;
    while (answers.length < requests.length) {
      const line = this.lines.shift();
      if (line !== undefined) {
        if (line.trim() !== '') answers.push(readAnswer(line));
        continue;
      }
      if (this.ended !== null) throw new OracleError(`the oracle (${this.command}) stopped answering: ${this.ended}; run it alone to see why (tools/jvm-parity/oracle needs a JDK)`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        this.process.kill('SIGKILL');
        throw new OracleError(`the oracle did not answer within ${this.timeoutMs / 1000} s; it was stopped`);
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 1000));
        this.wake = () => { clearTimeout(timer); resolve(undefined); };
      });
      this.wake = null;
    }
    return answers;
  }

  /** Ends the oracle: its input closes, and it exits. */
  close() {
    this.process.stdin.end();
    this.process.kill();
  }
}

/** @param {string} line @returns {OracleAnswer} */
function readAnswer(line) {
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new OracleError(`the oracle wrote a line that is not JSON: ${line.slice(0, 200)}`);
  }
  if (typeof parsed?.failure === 'string') return { failure: parsed.failure };
  // The oracle's own spelling of numbers and escapes is kept: the text between `"expected":` and the last brace.
  const raw = /^\s*\{\s*"expected"\s*:\s*([\s\S]*\S)\s*\}\s*$/.exec(line);
  if (raw === null || typeof parsed?.expected !== 'object') throw new OracleError(`the oracle wrote an answer without "expected": ${line.slice(0, 200)}`);
  return { expected: raw[1] };
}
