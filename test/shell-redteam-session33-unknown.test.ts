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

describe('a quoted brace the shell it is handed to may expand, a variable\'s name ended by quotes (were allowed)', () => {
  lineTable(RUNS, [
    ["mytool 'r{m,} -rf x'", 'ask'],
    ["mytool '/bin/r{m,} -rf x'", 'ask'],
    ["mytool 'c{url,at} http://x'", 'ask'],
    ["mytool --run='r{m,x} -rf x'", 'ask'],
    ['mytool "r"$X"m"', 'ask'],
    ['mytool "r"$X"m" -rf x', 'ask'],
    ['mytool "/bin/r"$X"m" -rf x', 'ask'],
    // Precision: braces and variables that make no rule's program.
    ["mytool '{a,b}'", 'allow'],
    ["mytool '{\"a\":1,\"b\":2}'", 'allow'],
    ["mytool 'x{1..3}'", 'allow'],
    ['mytool "a"$X"b"', 'allow'],
    ['mytool "$A"_"$B"', 'allow'],
    ['mytool "r"$X', 'allow'],
  ]);
});
