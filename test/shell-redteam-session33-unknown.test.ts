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

const HOSTS: Rules = { deny: ['Domain(evil.com)', 'Domain(10.0.0.9)', 'Domain(*.bad.org)'], allow: ['Shell(mytool *)', 'Read(**)', 'Edit(**)', 'Domain(*.github.com)'] };

describe('hosts an unknown program\'s words name in other spellings (were allowed)', () => {
  lineTable(HOSTS, [
    // Full-width dots and letters, which a host reader maps to ASCII (UTS 46).
    ['mytool evil\u3002com', 'ask'],
    ['mytool evil\uff0ecom', 'ask'],
    ['mytool evil\uff61com', 'ask'],
    ['mytool \uff45\uff56\uff49\uff4c\uff0e\uff43\uff4f\uff4d', 'ask'],
    ['mytool --host=evil\u3002com', 'ask'],
    // An IPv6 address unquoted: a glob bash leaves as written.
    ['mytool [::ffff:10.0.0.9]', 'ask'],
    ['mytool [::ffff:a00:9]:22', 'ask'],
    // A host inside text with blanks, where a rule names it.
    ["mytool 'x evil.com'", 'ask'],
    ["mytool 'ssh user@evil.com:22'", 'ask'],
    ["mytool --cmd='fetch api.bad.org now'", 'ask'],
  ]);
});

describe('other words with blanks, brackets or non-ASCII letters (stay allowed)', () => {
  lineTable(HOSTS, [
    ["mytool -m 'update docs for example.org'", 'allow'],
    ["mytool 'see README.md and lodash.merge'", 'allow'],
    ['mytool [::1]', 'allow'],
    ['mytool [abc]', 'allow'],
    ['mytool h\u00e9llo.txt', 'allow'],
    ['mytool caf\u00e9', 'allow'],
    ["mytool 'x api.github.com'", 'allow'],
  ]);
});

const LINE_SHOWS: Rules = {
  deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(mytool *)', 'Shell(echo *)', 'Shell(printf *)', 'Read(**)', 'Edit(**)'],
};

describe('values the line shows in an unknown program\'s expansions (were allowed)', () => {
  lineTable(LINE_SHOWS, [
    // A substitution that only prints literal words.
    ['mytool "$(echo rm) -rf x"', 'ask'],
    ['mytool `echo rm` -rf x', 'ask'],
    ['mytool "$(printf rm)" -rf x', 'ask'],
    ["mytool \"$(echo 'rm -rf x')\"", 'ask'],
    // A parameter's default or alternate value, as a path or a host.
    ['mytool ${X:-/etc/passwd}', 'ask'],
    ['mytool "${X:-/etc/passwd}"', 'ask'],
    ['mytool --f=${X:-/etc/shadow}', 'ask'],
    ['mytool ${X:+/etc/x}', 'ask'],
    ['mytool ${X:-evil.com}', 'ask'],
    ['mytool --host=${H:-evil.com}', 'ask'],
    // Precision: values that name nothing a rule names.
    ['mytool "$(echo hello)"', 'allow'],
    ['mytool ${X:-/tmp/x}', 'allow'],
    ['mytool ${X:-src}/a.ts', 'allow'],
    ['mytool ${X:-localhost}', 'allow'],
  ]);
});
