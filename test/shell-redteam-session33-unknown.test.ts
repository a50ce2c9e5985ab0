// Session 33's wrong allows for programs the analysis does not know (unknown-programs.ts,
// decide/command-parts.ts possibleRuns), each row asked nothing before its fix.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RUNS: Rules = { deny: ['Shell(rm *)', 'Shell(curl *)'], allow: ['Shell(mytool *)', 'Read(**)', 'Edit(**)'] };

describe('a command name glued to a short option behind quotes, `-c\'rm\'` (were allowed)', () => {
  lineTable(RUNS, [
    ["mytool -c'rm'", 'ask'],
    ['mytool -c"rm"', 'ask'],
    ['mytool -c\\rm', 'ask'],
    ["mytool -c''rm", 'ask'],
    ["mytool -xc'rm'", 'ask'],
    ["mytool -c'/bin/rm'", 'ask'],
    ["mytool -e'curl'", 'ask'],
    // Precision: an option's letters as written, a quoted value that names no rule's program.
    ['mytool -arm', 'allow'],
    ['mytool -crm', 'allow'],
    ["mytool -o'out.txt'", 'allow'],
    ['mytool -n"$N"', 'allow'],
    ["mytool --name='x'", 'allow'],
  ]);
});
