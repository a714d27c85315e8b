#!/usr/bin/env node
// @ts-check
import { main } from '../src/cli.js';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
