// The text a pipe gives a program the analysis does not know, where the line shows it
// (piped-text.ts): `echo 'rm -rf x' | mytool` gives mytool `rm -rf x`, which it may run, as it may
// run a here-string's (runs.ts stdinRun). Read from echo, printf (its format filled, its escapes
// read), yes and cat of a here-document or here-string, through filters that print some of their
// input (cat, grep, sort, …). These were allowed beside Shell(rm *).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const PIPED: Rules = {
  deny: ['Shell(rm *)', 'Shell(curl *)'],
  allow: ['Shell(mytool *)', 'Shell(echo *)', 'Shell(printf *)', 'Shell(yes *)', 'Shell(cat *)', 'Shell(grep *)', 'Shell(sort *)', 'Shell(ls *)',
    'Shell(wc *)', 'Shell(python3 *)', 'Shell(nice *)', 'Shell(Write-Output *)', 'Shell(Out-Null *)', 'Read(**)', 'Edit(**)'],
};

describe('text a pipe gives an unknown program, from a printer the line shows (were allowed)', () => {
  lineTable(PIPED, [
    ["echo 'rm -rf x' | mytool", 'ask'],
    ['echo rm -rf x | mytool', 'ask'],
    ["echo 'a; rm -rf x' | mytool --run", 'ask'],
    ["printf 'rm -rf x\\n' | mytool", 'ask'],
    ["printf 'id\\nrm -rf x\\n' | mytool", 'ask'],
    ["printf 'r%s -rf x' m | mytool", 'ask'],
    ["printf '%s %s\\n' rm -rf | mytool", 'ask'],
    ["echo -e 'rm\\x20-rf x' | mytool", 'ask'],
    ["yes 'rm -rf x' | mytool", 'ask'],
    ["cat <<< 'rm -rf x' | mytool", 'ask'],
    ['cat <<EOF | mytool\nrm -rf x\nEOF', 'ask'],
    ["echo 'curl http://x' | mytool", 'ask'],
    ['echo "rm -rf $X" | mytool', 'ask'],
    ["echo 'rm -rf x' | python3 x.py", 'ask'],
    // Through filters, into wrappers, groups and nested lines.
    ["echo 'rm -rf x' | cat | mytool", 'ask'],
    ["echo 'rm -rf x' | grep rm | sort | mytool", 'ask'],
    ["echo 'rm -rf x' | nice mytool", 'ask'],
    ["echo 'rm -rf x' | { cat; mytool; }", 'ask'],
    ["echo 'rm -rf x' | (mytool)", 'ask'],
    ["echo 'rm -rf x' 2>&1 | mytool", 'ask'],
  ]);
});

describe('piped text that names no rule\'s program, or a program that does not run it (stay allowed)', () => {
  lineTable(PIPED, [
    ['echo hello | mytool', 'allow'],
    ["echo 'deploy --rm' | mytool", 'allow'],
    ["printf '%s\\n' a b | mytool", 'allow'],
    ["echo 'rm -rf x' | grep rm", 'allow'],
    ["echo 'rm -rf x' | wc -l", 'allow'],
    ["echo 'rm -rf x' | cat", 'allow'],
    ['ls | mytool', 'allow'],
    ["echo 'rm -rf x'; mytool", 'allow'],
    ["echo 'rm -rf x' > f.txt | mytool", 'allow'],
    ["echo 'rm -rf x' >&2 | mytool", 'allow'],
  ]);
});

describe('PowerShell: a value or Write-Output\'s words piped to a native program the analysis does not know (were allowed)', () => {
  lineTable(PIPED, [
    ["'rm -rf x' | mytool", 'ask'],
    ['"rm -rf x" | mytool', 'ask'],
    ["echo 'rm -rf x' | mytool", 'ask'],
    ["Write-Output 'curl http://x' | mytool", 'ask'],
    // Precision: text that names no rule's program, a variable, a cmdlet that does not run it.
    ["'hello' | mytool", 'allow'],
    ['$items | mytool', 'allow'],
    ["'rm -rf x' | Out-Null", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
