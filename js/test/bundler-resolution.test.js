// @ts-check
/**
 * A TypeScript SDK built for a bundler (js/examples/web-sdk: extensionless and folder imports, tsc's output as it
 * is) loads in the gate two ways: through the resolution hook the runner registers (src/bundler-resolve-hook.js),
 * and as one file bundled with esbuild, which needs no hook. Both give the example's counts. The hook changes
 * nothing Node resolves by itself, and a module that is missing still fails the run (exit 2, naming the specifier).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolve } from '../src/bundler-resolve-hook.js';
import { CORPUS, REPO, cli } from '../test-support/helpers.js';

const SDK = join(REPO, 'js', 'examples', 'web-sdk');
const PARENT = 'file:///sdk/build/index.js';

/** A stand-in for Node's own resolution: `files` resolve, anything else fails as Node fails; every call is recorded. @param {string[]} files */
function nodeResolve(files) {
  /** @type {string[]} */
  const asked = [];
  const next = async (/** @type {string} */ specifier) => {
    asked.push(specifier);
    if (files.includes(specifier)) return { url: new URL(specifier, PARENT).href };
    const folder = files.some((file) => file.startsWith(`${specifier}/`));
    throw Object.assign(new Error(`Cannot find module '${new URL(specifier, PARENT).pathname}' imported from ${PARENT}`),
      { code: folder ? 'ERR_UNSUPPORTED_DIR_IMPORT' : 'ERR_MODULE_NOT_FOUND' });
  };
  return { asked, next };
}
const CONTEXT = { parentURL: PARENT, conditions: ['node', 'import'] };

test('the hook leaves what Node resolves alone, and completes only a relative specifier Node could not', async () => {
  const correct = nodeResolve(['./circle.js', './circle.js.js']);
  assert.deepEqual(await resolve('./circle.js', CONTEXT, correct.next), { url: 'file:///sdk/build/circle.js' });
  assert.deepEqual(correct.asked, ['./circle.js'], 'a correct .js specifier is resolved once, by Node');

  const file = nodeResolve(['./circle.js', './circle/index.js']);
  assert.deepEqual(await resolve('./circle', CONTEXT, file.next), { url: 'file:///sdk/build/circle.js' });
  assert.deepEqual(file.asked, ['./circle', './circle.js'], 'a file before a folder, as a bundler does');

  const folder = nodeResolve(['./geometry/index.js']);
  assert.deepEqual(await resolve('./geometry', CONTEXT, folder.next), { url: 'file:///sdk/build/geometry/index.js' });
  assert.deepEqual(folder.asked, ['./geometry', './geometry.js', './geometry.mjs', './geometry/index.js']);

  const mjs = nodeResolve(['../util.mjs']);
  assert.deepEqual(await resolve('../util', CONTEXT, mjs.next), { url: 'file:///sdk/util.mjs' });

  // Not retried: a missing file named in full, a package, a module not loaded from a file.
  for (const [specifier, context] of /** @type {const} */ ([['./missing.js', CONTEXT], ['polygon-clipping', CONTEXT], ['./circle', { parentURL: 'data:text/javascript,', conditions: [] }]])) {
    const none = nodeResolve(['./circle.js', './missing.js.js', 'polygon-clipping.js']);
    await assert.rejects(resolve(specifier, context, none.next), { code: 'ERR_MODULE_NOT_FOUND' });
    assert.deepEqual(none.asked, [specifier], `${specifier} is Node's alone`);
  }
});

test('a module missing under every name is still an error: Node\'s, naming the specifier and what was tried', async () => {
  const none = nodeResolve([]);
  await assert.rejects(resolve('./missing', CONTEXT, none.next), (/** @type {any} */ error) => {
    assert.equal(error.code, 'ERR_MODULE_NOT_FOUND');
    assert.match(error.message, /^Cannot find module '\/sdk\/build\/missing' imported from file:\/\/\/sdk\/build\/index\.js \(specifier '\.\/missing'; also tried \.\/missing\.js, \.\/missing\.mjs, \.\/missing\/index\.js, \.\/missing\/index\.mjs\)$/);
    return true;
  });
  // Any other failure of a candidate (a broken package.json, say) is that failure, not a quiet next try.
  const broken = async (/** @type {string} */ specifier) => {
    throw Object.assign(new Error(specifier), { code: specifier === './circle' ? 'ERR_MODULE_NOT_FOUND' : 'ERR_INVALID_PACKAGE_CONFIG' });
  };
  await assert.rejects(resolve('./circle', CONTEXT, broken), { code: 'ERR_INVALID_PACKAGE_CONFIG', message: './circle.js' });
});

// The example, built in a copy of its own: its dependencies with npm ci (offline: a local package), then tsc.
const scratch = mkdtempSync(join(tmpdir(), 'bundler-style-sdk-'));
// Removed when the process ends: node:test's after() on the root can run before tests registered after a top-level await.
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const sdk = join(scratch, 'web-sdk');
for (const part of ['src', 'parity', 'vendor', 'tsconfig.json', 'tsconfig.base.json', 'package.json', 'package-lock.json']) cpSync(join(SDK, part), join(sdk, part), { recursive: true });
/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { cwd: sdk, encoding: 'utf8' });
const installed = run('npm', ['ci', '--offline', '--no-audit', '--no-fund']);
const built = run('tsc', ['-p', 'tsconfig.json']);
const { NOT_RUN } = await import(pathToFileURL(join(sdk, 'parity', 'not-run.js')).href);
const gate = (/** @type {string} */ adapter) => cli([CORPUS, '--quiet', '--subject-module', adapter, '--allow-not-run', NOT_RUN.join(','),
  '--known-divergences', join(sdk, 'parity', 'known-divergences.json')]);
// The example's counts (js/test/example-sdk.test.js): its three port mistakes as 391 known divergences.
const PASSING = /^PASS: [0-9]+ passed, 0 diverged, 12 not portable, 391 known, 0 errors, [0-9]+ not run; digest sha256:[0-9a-f]{64}$/m;

test('the example is a bundler-style build, which Node alone does not load', () => {
  assert.equal(installed.status, 0, `${installed.stdout}${installed.stderr}`);
  assert.equal(built.status, 0, `${built.stdout}${built.stderr}`);
  const plain = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(join(sdk, 'build', 'index.js')).href)})`], { encoding: 'utf8' });
  assert.notEqual(plain.status, 0);
  assert.match(plain.stderr, /ERR_MODULE_NOT_FOUND|ERR_UNSUPPORTED_DIR_IMPORT/);
});

test('the hook route: the gate loads the adapter and the tsc build as they are, with the example\'s counts', async () => {
  const result = await gate(join(sdk, 'parity', 'adapter.js'));
  assert.equal(result.code, 0, result.stderr + result.stdout);
  assert.match(result.stdout, PASSING);
});

test('the esbuild route: one command bundles the adapter, the build and its dependency into a file Node loads alone, with the same counts', async () => {
  const bundle = join(sdk, 'parity-bundle', 'adapter.js');
  const esbuild = run('esbuild', ['parity/adapter.js', '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`]);
  assert.equal(esbuild.error, undefined, 'esbuild cannot run: run tools/setup, which installs it');
  assert.equal(esbuild.status, 0, esbuild.stderr);
  assert.doesNotMatch(readFileSync(bundle, 'utf8'), /^import .* from ['"](\.|@example-sdk)/m, 'nothing left to resolve');
  const plain = spawnSync(process.execPath, ['--input-type=module', '-e', `const { subject } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); console.log(subject.name)`], { encoding: 'utf8' });
  assert.equal(plain.stdout, 'example-web-sdk\n', plain.stderr);
  const result = await gate(bundle);
  assert.equal(result.code, 0, result.stderr + result.stdout);
  assert.match(result.stdout, PASSING);
});

test('a module the build lacks fails the gate closed (exit 2) on both ways the gate loads a subject, naming the specifier', async () => {
  rmSync(join(sdk, 'build', 'overlays', 'PolylineState.js'));
  const adapter = join(sdk, 'parity', 'adapter.js');
  const checked = await gate(adapter);
  assert.equal(checked.code, 2, checked.stdout);
  assert.match(checked.stderr, /Cannot find module '[^']*\/build\/overlays\/PolylineState' imported from [^ ]*\/build\/overlays\/index\.js \(specifier '\.\/PolylineState'; also tried \.\/PolylineState\.js, /);
  assert.equal(checked.stdout.includes('PASS'), false);
  // The fuzzer loads the subject in the gate's own process: the same refusal, before any oracle is started.
  const fuzzed = await cli([CORPUS, '--subject-module', adapter, '--fuzz', '1', '--suite', 'javaHash.string', '--oracle', 'false']);
  assert.equal(fuzzed.code, 2);
  assert.match(fuzzed.stderr, /cannot load subject module .*adapter\.js: Cannot find module .* \(specifier '\.\/PolylineState'; also tried /);
});
