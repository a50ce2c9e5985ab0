#!/usr/bin/env node
import { main } from '../dist/cli/main.js';
import { inputLines } from '../dist/cli/input-lines.js';

// A reader that stops early (`| head`) closes the pipe: stop quietly, as other filters do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  lines: () => inputLines(process.stdin),
  drain: () => new Promise((resolve) => process.stdout.once('drain', resolve)),
});
process.exitCode = code;
