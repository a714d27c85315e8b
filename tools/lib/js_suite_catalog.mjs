// Prints the web runner's suite catalogue as JSON for tools/lib/adapter_reference.py: each suite's key (the suite
// name), the input field whose value its function receives (null: an object of every input field) and its output
// type, read from js/src/suites.js, the declarations the web runner itself uses.
import { SUITES } from '../../js/src/suites.js';

const suites = [...SUITES.values()].map((suite) => ({ suite: suite.name, inputField: suite.inputField, output: suite.output }));
process.stdout.write(JSON.stringify({ suites }, null, 1) + '\n');
