#!/usr/bin/env node
import { createInterface } from 'node:readline';
import { main } from '../dist/cli/main.js';

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other filters do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
});
process.exitCode = code;
