// @ts-check
/**
 * The SDK's parity test, run by `node --test` like its other tests. PARITY_DIR is a checkout of the parity
 * harness; PARITY_VECTORS_DIGEST pins the vector set this SDK release is checked against.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { subject, NOT_RUN } from './adapter.js';

const parityDir = process.env.PARITY_DIR;
const pinnedDigest = process.env.PARITY_VECTORS_DIGEST;

test('the SDK agrees with Android on the pinned parity vectors', async (t) => {
  assert.ok(parityDir, 'set PARITY_DIR to a checkout of the parity harness');
  assert.ok(pinnedDigest, 'set PARITY_VECTORS_DIGEST to the vector-set digest this SDK is pinned to');
  const { check, textReport } = await import(pathToFileURL(resolve(parityDir, 'js', 'src', 'index.js')).href);
  const report = check(join(parityDir, 'vectors'), subject, { allowNotRun: NOT_RUN });
  t.diagnostic(`digest ${report.digest}; ${report.total.passed} passed, ${report.total.diverged} diverged, ${report.total.errors} errors`);
  assert.equal(report.digest, pinnedDigest, 'the vectors are not the pinned set: update the pin in a reviewed change');
  assert.equal(report.exitCode, 0, textReport(report, { quiet: true }));
});
