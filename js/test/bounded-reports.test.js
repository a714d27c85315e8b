// @ts-check
/**
 * A value in a report is shown up to a fixed size, never whole: a subject answering
 * hundreds of thousands of points, or a string of megabytes, gives a report of a few kilobytes that still says
 * the length, the first and last elements, and where the values first differ.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, textReport, jsonReport, junitReport } from '../src/index.js';
import { scratchVectors, vectorFile } from '../test-support/helpers.js';

const points = (/** @type {number} */ count, /** @type {number} */ shift = 0) => Array.from({ length: count }, (_, index) => ({ lat: index / 1000 + shift, lng: 1, alt: 0 }));
const root = scratchVectors({
  'densify/linear.json': vectorFile('densify.linear', [
    { id: 'three-points', input: { points: [{ lat: 0, lng: 1 }, { lat: 1, lng: 1 }] }, expected: { points: [{ lat: 0, lng: 1, alt: 0 }, { lat: 0.5, lng: 1, alt: 0 }, { lat: 1, lng: 1, alt: 0 }] } },
    { id: 'rejected', input: { points: [] }, expected: { error: 'emptyPoints' } },
  ]),
  'marker/id.json': vectorFile('marker.id', [{ id: 'named', input: { position: { lat: 1.0, lng: 2.0 }, id: 'abc' }, expected: { id: 'abc' } }]),
  'geodesic/interpolatePoints.json': vectorFile('geodesic.interpolatePoints', [
    { id: 'many', input: { points: [{ lat: 0, lng: 1 }, { lat: 1, lng: 1 }] }, expected: { points: points(500) } },
  ]),
});

const huge = 300000;
const subject = {
  name: 'answers-too-much',
  suites: {
    'densify.linear': () => ({ points: points(huge) }),
    'marker.id': () => ({ id: `x${'y'.repeat(5_000_000)}` }),
    // Every element differs by a small shift: 500 differing elements, 10 shown.
    'geodesic.interpolatePoints': () => ({ points: points(500, 1e-3) }),
  },
};

test('a huge answer is shown by its length, first and last elements, and the reports stay small', () => {
  const report = check(root, subject);
  assert.equal(report.exitCode, 1, textReport(report, { quiet: true }).slice(0, 3000));
  const byId = Object.fromEntries(report.results.map((result) => [result.id, /** @type {any} */ (result.outcome)]));

  const length = byId['three-points'].divergences[0];
  assert.equal(length.note, 'length');
  assert.match(length.actual, new RegExp(`^${huge} elements, first \\{"lat":0,"lng":1,"alt":0\\}, last \\{"lat":299\\.999,"lng":1,"alt":0\\}$`));
  assert.match(length.expected, /^3 elements, first \{"lat":0,"lng":1,"alt":0\}, last \{"lat":1,"lng":1,"alt":0\}$/);
  assert.equal(byId['three-points'].divergences[1].field, '/points/1/lat', 'the first differing element is shown');

  assert.equal(byId.rejected.label, 'error-expected-but-value');
  assert.match(byId.rejected.actual, new RegExp(`\\.\\.\\. \\(${huge} elements\\) \\.\\.\\.`));
  assert.ok(byId.rejected.actual.length < 600, `${byId.rejected.actual.length} characters`);

  const id = byId.named.divergences[0];
  assert.match(id.actual, /\(5000001 characters\)$/);
  assert.equal(id.note, 'first difference at character 0');

  const many = byId.many.divergences;
  assert.equal(many.length, 11, 'ten differing elements and the count of the others');
  assert.match(many[10].note, /490 more differing elements are not shown \(500 in all/);

  for (const [name, text] of [['text', textReport(report)], ['JSON', jsonReport(report)], ['JUnit', junitReport(report)]]) {
    assert.ok(text.length < 30000, `the ${name} report is ${text.length} characters`);
  }
});

test('a cyclic or deeply nested answer is read by its output type, not crashed on', () => {
  /** @type {any} */
  const cyclic = { points: [] };
  cyclic.points.push(cyclic);
  const report = check(root, { name: 'cyclic', suites: { 'densify.linear': () => cyclic, 'marker.id': () => ({ id: 'abc' }), 'geodesic.interpolatePoints': () => ({ points: points(500) }) } });
  const rejected = /** @type {any} */ (report.results.find((result) => result.id === 'rejected')?.outcome);
  assert.equal(rejected.label, 'error-expected-but-value');
  // Read by the output type (a list of points): the element, the list's owner again, has none of a point's fields.
  assert.equal(rejected.actual, '{"points":[{}]}');
  const deep = check(root, { name: 'deep', suites: { 'densify.linear': () => ({ points: [{ lat: { lat: { lat: {} } } }] }), 'marker.id': () => ({ id: 'abc' }), 'geodesic.interpolatePoints': () => ({ points: points(500) }) } });
  assert.equal(/** @type {any} */ (deep.results.find((result) => result.id === 'rejected')?.outcome).actual, '{"points":[{"lat":{}}]}');
});
