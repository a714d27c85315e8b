#!/usr/bin/env node
// @ts-check
import { main } from '../src/cli.js';

// A report that cannot be written to standard output (a full disk, a descriptor not open for writing) is exit 2,
// as in parity-check: Node's unhandled stream error was a crash with exit 1, which means "divergences". The error
// arrives after the write, so whichever of it and main's verdict comes last, the exit is 2.
let standardOutputLost = false;
process.stdout.on('error', (error) => {
  if (!standardOutputLost) process.stderr.write(`parity-check-web: cannot write to standard output: ${error.message}\n`);
  standardOutputLost = true;
  process.exitCode = 2;
});

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = standardOutputLost ? 2 : code;
