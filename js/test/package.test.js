// @ts-check
/**
 * js/ is the npm package @mapconductor/parity-web: what its package.json names exists, the tarball holds what the
 * package needs to run and no test or example, and the declarations a TypeScript adapter reads (index.d.ts) name
 * exactly what src/index.js exports. That the packed tarball installs and runs from node_modules is shown by
 * js/scripts/run-web-ci-example (ci-examples/web.yml's steps, npm route).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '../src/index.js';
import { REPO } from '../test-support/helpers.js';

const JS = join(REPO, 'js');
const pkg = JSON.parse(readFileSync(join(JS, 'package.json'), 'utf8'));

test('package.json describes a publishable package whose bin, main, types and exports exist', () => {
  assert.equal(pkg.private, undefined, 'a private package cannot be published');
  assert.equal(pkg.name, '@mapconductor/parity-web');
  assert.match(pkg.version, /^[0-9]+\.[0-9]+\.[0-9]+$/);
  assert.ok(pkg.license, 'a license field');
  const targets = [pkg.main, pkg.types, ...Object.values(pkg.bin), ...Object.values(pkg.exports).flatMap((target) => typeof target === 'string' ? [target] : Object.values(target))];
  for (const target of targets) assert.ok(existsSync(join(JS, target)), `${target} exists`);
  assert.ok((statSync(join(JS, pkg.bin['parity-check-web'])).mode & 0o111) !== 0, 'the bin is executable');
});

test('npm pack holds the runner, its core and mutants, and nothing of its tests or examples', () => {
  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--offline'], { cwd: JS, encoding: 'utf8' });
  assert.equal(packed.status, 0, packed.stderr);
  const files = JSON.parse(packed.stdout)[0].files.map((/** @type {{path: string}} */ file) => file.path);
  for (const needed of ['package.json', 'index.d.ts', 'bin/parity-check-web', 'bin/parity-check-web.js', 'src/index.js', 'src/subject-host.js', 'src/bundler-resolve-hook.js', 'core/index.js', 'mutants/index.js']) {
    assert.ok(files.includes(needed), `${needed} is packed`);
  }
  assert.deepEqual(files.filter((/** @type {string} */ path) => /^(test|test-support|examples|scripts)\//.test(path)), []);
});

test('index.d.ts declares exactly the names src/index.js exports', () => {
  const declared = [...readFileSync(join(JS, 'index.d.ts'), 'utf8').matchAll(/^export declare (?:class|function|const) ([A-Za-z_]+)/gm)].map((match) => match[1]);
  assert.deepEqual([...new Set(declared)].sort(), Object.keys(api).sort());
});
