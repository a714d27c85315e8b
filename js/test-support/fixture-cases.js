// @ts-check
/**
 * The shared fixtures' cases (Tests/Fixtures/cause-groups.json, known-divergences/rules.json) as this runner's
 * results: each runner-neutral verdict as the web runner's outcome, before a known-divergence list applies.
 */
import { join } from 'node:path';
import { REPO } from './helpers.js';

export const CAUSE_GROUPS_FIXTURE = join(REPO, 'Tests', 'Fixtures', 'cause-groups.json');
export const KNOWN_DIVERGENCE_RULES = join(REPO, 'Tests', 'Fixtures', 'known-divergences', 'rules.json');

/**
 * @param {any} node a case of the fixture: suite, id, input, verdict and what the verdict needs
 * @returns {import('../src/runner.js').CaseResult}
 */
export function fixtureResult(node) {
  /** @type {import('../src/runner.js').Outcome} */
  let outcome;
  switch (node.verdict) {
    case 'passed': outcome = { label: 'passed' }; break;
    case 'not-portable': outcome = { label: 'not-portable', reason: 'fixture' }; break;
    case 'known-divergence': outcome = { label: 'known-divergence', entry: 'fixture', details: 'fixture' }; break;
    case 'vector-error': outcome = { label: 'vector-error', defect: { file: 'fixture.json', line: 1, column: 1, pointer: '', message: 'fixture', help: '' } }; break;
    case 'diverged':
      outcome = { label: 'diverged', divergences: node.divergences.map((/** @type {any} */ d) => ({ field: d.field, kind: d.kind, expected: '1', actual: '2' })) };
      break;
    case 'error-expected-but-value': outcome = { label: 'error-expected-but-value', expectedError: node.expectedError, actual: '1' }; break;
    case 'value-expected-but-error':
      outcome = { label: 'diverged', divergences: [{ field: '', kind: 'rejected', codes: { actual: node.actualError }, expected: '1', actual: `error ${node.actualError}` }] };
      break;
    case 'another-error-code': {
      const codes = { expected: node.expectedError, actual: node.actualError };
      outcome = { label: 'diverged', divergences: [{ field: '/error', kind: 'error', codes, expected: node.expectedError, actual: node.actualError }] };
      break;
    }
    case 'crashed':
      outcome = { label: 'run-error', message: 'subject "fixture" crashed', failure: { kind: 'crashed', runtimeMessage: node.message ?? null, ...(node.frame ? { frame: node.frame } : {}) } };
      break;
    case 'timed-out': outcome = { label: 'run-error', message: 'timed out', failure: { kind: 'timed-out' } }; break;
    case 'run-error': outcome = { label: 'run-error', message: node.message }; break;
    default: throw new Error(`unknown verdict ${node.verdict} (${node.suite}/${node.id})`);
  }
  return { suite: node.suite, id: node.id, file: 'fixture.json', line: 1, column: 1, tags: [], input: node.input, outcome };
}
