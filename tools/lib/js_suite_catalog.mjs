// Prints the web runner's suite catalogue as JSON for tools/lib/adapter_reference.py: each suite's key (the suite
// name) and its shapes, each with the revisions it holds for, the input field whose value its function receives
// (null: an object of every input field) and its output type, read from js/src/suites.js, the declarations the web
// runner itself uses.
import { SUITES, suiteShapes } from '../../js/src/suites.js';

const suites = [...SUITES.keys()].map((name) => ({
  suite: name,
  shapes: suiteShapes(name).map(({ revisions, suite }) => ({ revisions, inputField: suite.inputField, output: suite.output })),
}));
process.stdout.write(JSON.stringify({ suites }, null, 1) + '\n');
