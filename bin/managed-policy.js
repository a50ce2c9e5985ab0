#!/usr/bin/env node
import { createInterface } from 'node:readline';
import { main } from '../dist/cli/main.js';

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
});
process.exitCode = code;
