#!/usr/bin/env node
import { main } from '../dist/cli/main.js';

process.exitCode = main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});
