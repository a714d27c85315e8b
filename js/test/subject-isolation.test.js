// @ts-check
/**
 * Nothing a subject does to its own process reaches the verdict: it may replace any global or builtin, close its
 * standard output, or leave a fault behind (an exit from a timer, an unhandled rejection, a throw in a timer), and
 * the gate still finds a wrong answer (exit 1), or says the run cannot be trusted (exit 2) in every report it
 * writes, never green.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchVectors, vectorFile } from '../test-support/helpers.js';

const BIN = fileURLToPath(new URL('../bin/parity-check-web.js', import.meta.url));
// javaHash.int: the hash of an Int is the Int; three cases.
const root = scratchVectors({
  'javaHash/int.json': vectorFile('javaHash.int', [1, 2, 3].map((value) => ({ id: ['one', 'two', 'three'][value - 1], input: { value }, expected: { hash: value } }))),
});

/**
 * Runs the gate with reports on a subject whose module starts with `prelude` and whose function body is `body`.
 * @param {string} prelude @param {string} body
 */
function runWith(prelude, body) {
  const name = `subject-${Math.random().toString(36).slice(2)}`;
  const module = join(root, `${name}.mjs`);
  writeFileSync(module, `${prelude}\nexport const subject = {name: 'patching', suites: {'javaHash.int': (value) => { ${body} }}};\n`);
  const reports = { text: join(root, `${name}.txt`), json: join(root, `${name}.json`), junit: join(root, `${name}.xml`) };
  const child = spawn(process.execPath, [BIN, join(root, 'javaHash'), '--subject-module', module, '--json-report', reports.json, '--junit-report', reports.junit], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const late = setTimeout(() => child.kill('SIGKILL'), 60000);
  return /** @type {Promise<{code: number | null, stdout: string, stderr: string, reports: typeof reports}>} */ (new Promise((resolve) => {
    child.on('close', (code) => { clearTimeout(late); resolve({ code, stdout, stderr, reports }); });
  }));
}

/** Runs `jobs` with at most `width` at a time. @template T @param {(() => Promise<T>)[]} jobs @param {number} width */
async function pool(jobs, width) {
  /** @type {T[]} */
  const results = [];
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  }));
  return results;
}

// Each replaces something the runner could use to read, compare, count, report or exit, with a function that
// would turn a wrong answer into a pass if the runner called it.
const PATCHES = {
  'Array.prototype.push': 'Array.prototype.push = function () { return this.length; };',
  'Array.prototype.map': 'Array.prototype.map = function () { return []; };',
  'Array.prototype.filter': 'Array.prototype.filter = function () { return []; };',
  'Array.prototype.forEach': 'Array.prototype.forEach = function () {};',
  'Array.prototype.some': 'Array.prototype.some = function () { return false; };',
  'Array.prototype.find': 'Array.prototype.find = function () { return undefined; };',
  'Array.prototype.join': "Array.prototype.join = function () { return ''; };",
  'Array.prototype.includes': 'Array.prototype.includes = function () { return true; };',
  'Array.prototype[Symbol.iterator]': 'Array.prototype[Symbol.iterator] = function* () {};',
  'Array.isArray': 'Array.isArray = () => false;',
  'Object.keys': 'Object.keys = () => [];',
  'Object.is': 'Object.is = () => true;',
  'Object.assign': 'Object.assign = (target) => target;',
  'JSON.stringify': "JSON.stringify = () => '{}';",
  'JSON.parse': 'JSON.parse = () => ({});',
  'Map.prototype.get': 'Map.prototype.get = function () { return undefined; };',
  'Map.prototype.set': 'Map.prototype.set = function () { return this; };',
  'Set.prototype.has': 'Set.prototype.has = function () { return true; };',
  'String.prototype.startsWith': 'String.prototype.startsWith = function () { return true; };',
  'String.prototype.slice': "String.prototype.slice = function () { return ''; };",
  'String.prototype.replace': 'String.prototype.replace = function () { return String(this); };',
  'RegExp.prototype.test': 'RegExp.prototype.test = function () { return true; };',
  'RegExp.prototype.exec': 'RegExp.prototype.exec = function () { return null; };',
  'Number.isInteger': 'Number.isInteger = () => true;',
  'Math.fround': 'Math.fround = (x) => x;',
  'Math.min': 'Math.min = () => 0;',
  'BigInt.asIntN': 'BigInt.asIntN = (_bits, value) => value;',
  'Function.prototype.call': 'Function.prototype.call = function () { return undefined; };',
  'Function.prototype.apply': 'Function.prototype.apply = function () { return undefined; };',
  'Object.prototype.toJSON': 'Object.prototype.toJSON = function () { return {}; };',
  'Error.captureStackTrace': 'Error.captureStackTrace = () => {};',
  'process.exit': 'process.exit = () => {};',
  'process.reallyExit': 'process.reallyExit = () => {};',
  'process.stdout.write': 'process.stdout.write = () => true;',
  'fs.writeSync': "import fs from 'node:fs'; fs.writeSync = () => 0; fs.writeFileSync = () => {};",
  'fs.renameSync': "import fs from 'node:fs'; fs.renameSync = () => {};",
  'every Array method': "for (const name of Object.getOwnPropertyNames(Array.prototype)) { if (name !== 'length' && name !== 'constructor') Array.prototype[name] = function () { return undefined; }; }",
};

test('a subject that replaces a global or builtin cannot make a wrong answer pass: the divergence is found (exit 1)', async () => {
  const entries = Object.entries(PATCHES);
  // The patch is made when the module loads, and again when the first case runs (after the runner started).
  const results = await pool(entries.map(([, patch]) => () => runWith(patch.startsWith('import') ? patch : '', `${patch.startsWith('import') ? '' : `if (value === 1) { ${patch} }`} return {hash: value === 2 ? 99 : value};`)), 4);
  const loaded = await pool(entries.filter(([, patch]) => !patch.startsWith('import')).map(([, patch]) => () => runWith(patch, 'return {hash: value === 2 ? 99 : value};')), 4);
  const failures = [];
  for (const [index, [name]] of entries.entries()) {
    const result = results[index];
    if (result.code !== 1 || !/DIVERGED javaHash\.int\/two/.test(result.stdout)) failures.push(`${name} (in a case): exit ${result.code}: ${(result.stdout + result.stderr).slice(-300)}`);
  }
  for (const [index, [name]] of entries.filter(([, patch]) => !patch.startsWith('import')).entries()) {
    const result = loaded[index];
    if (result.code !== 1 || !/DIVERGED javaHash\.int\/two/.test(result.stdout)) failures.push(`${name} (at load): exit ${result.code}: ${(result.stdout + result.stderr).slice(-300)}`);
  }
  assert.deepEqual(failures, []);
});

/** The JSON, JUnit and text reports a run left: none says green. @param {{code: number | null, stdout: string, reports: {json: string, junit: string}}} result @param {string} name */
function assertNotGreen(result, name) {
  assert.equal(result.code, 2, `${name}: exit ${result.code}`);
  const json = JSON.parse(readFileSync(result.reports.json, 'utf8'));
  assert.equal(json.exitCode, 2, `${name}: the JSON report says exit ${json.exitCode}`);
  assert.doesNotMatch(readFileSync(result.reports.junit, 'utf8'), /<testsuites [^>]*errors="0" failures="0"/, `${name}: the JUnit report is green`);
  assert.doesNotMatch(result.stdout, /^PASS/m, `${name}: the text report says PASS`);
  assert.match(result.stdout, /^ERROR \(the run is not trustworthy\)/m, name);
}

test('a fault the subject leaves after its case (an exit from a timer, an unhandled rejection, a throw in a timer) is exit 2 in every report', async () => {
  const faults = {
    'process.exit(0) from a timer after the last case': ['if (value === 3) setTimeout(() => process.exit(0), 10); return {hash: value};', /the subject called process\.exit\(0\) outside any case/],
    'process.exit(0) from a timer after the first case': ['if (value === 1) setTimeout(() => process.exit(0), 0); return {hash: value};', /the subject called process\.exit\(0\) outside any case/],
    'an unhandled rejection': ['if (value === 3) Promise.reject(new Error("left unhandled")); return {hash: value};', /a promise of the subject was rejected and nothing handled it: Error: left unhandled/],
    'a throw in a timer': ['if (value === 3) setTimeout(() => { throw new RangeError("late"); }, 10); return {hash: value};', /an error the subject threw outside any case: RangeError: late/],
  };
  const results = await pool(Object.values(faults).map(([body]) => () => runWith('', body)), 4);
  for (const [index, [name, [, says]]] of Object.entries(faults).entries()) {
    const result = results[index];
    assertNotGreen(result, name);
    assert.match(result.stderr, says, name);
    assert.match(JSON.parse(readFileSync(result.reports.json, 'utf8')).runErrors.join('\n'), says, name);
  }
  assert.deepEqual(readdirSync(root).filter((name) => name.endsWith('.tmp')), []);
});

test('a subject that closes standard output and standard error is exit 2, with the reason in the report', async () => {
  const result = await runWith("import { closeSync } from 'node:fs';\ncloseSync(1); closeSync(2);", 'return {hash: value};');
  assertNotGreen(result, 'closed 1 and 2');
  assert.match(result.stdout, /the subject closed its standard output \(descriptor 1\)/);
  const inCase = await runWith("import { closeSync } from 'node:fs';", 'if (value === 2) { closeSync(1); closeSync(2); } return {hash: value};');
  assertNotGreen(inCase, 'closed during a case');
});
