// @ts-check
/**
 * The SDK's parity test, run by `node --test` like its other tests, after `tsc -p tsconfig.json` has built the
 * SDK into ./build (the adapter imports the build). The runner, @mapconductor/parity-web, is in node_modules
 * (a dev dependency, or linked from a checkout of the parity harness: ci-examples/web.yml); PARITY_DIR is a checkout
 * of the harness, for its vectors; PARITY_VECTORS_DIGEST pins the vector set this SDK release is checked against.
 * The SDK's three port mistakes are listed in known-divergences.json until they are fixed: a new divergence fails
 * the test, and so does a listed one that is fixed (the entry must go).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, textReport, registerBundlerResolution } from '@mapconductor/parity-web';

// The SDK's build keeps its imports as written (`from './overlays'`), as a bundler-built SDK does; Node loads it
// once the runner's resolution hook is registered, so the adapter is imported after that, not statically.
registerBundlerResolution();
const { subject, NOT_RUN } = await import('./adapter.js');

const parityDir = process.env.PARITY_DIR;
const pinnedDigest = process.env.PARITY_VECTORS_DIGEST;
const knownDivergences = JSON.parse(readFileSync(fileURLToPath(new URL('known-divergences.json', import.meta.url)), 'utf8')).entries;

test('the SDK agrees with Android on the pinned parity vectors, but for its known divergences', async (t) => {
  assert.ok(parityDir, 'set PARITY_DIR to a checkout of the parity harness');
  assert.ok(pinnedDigest, 'set PARITY_VECTORS_DIGEST to the vector-set digest this SDK is pinned to');
  const report = check(join(parityDir, 'vectors'), subject, { allowNotRun: NOT_RUN, knownDivergences });
  const { passed, diverged, known, notPortable, errors } = report.total;
  t.diagnostic(`digest ${report.digest}; ${passed} passed, ${diverged} diverged, ${known} known, ${notPortable} not portable, ${errors} errors`);
  assert.equal(report.digest, pinnedDigest, 'the vectors are not the pinned set: update the pin in a reviewed change');
  assert.equal(report.exitCode, 0, textReport(report, { quiet: true }));
});
