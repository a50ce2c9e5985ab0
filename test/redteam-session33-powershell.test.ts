// Red-team finds of session 33 in PowerShell lines, pinned with the rows that failed before the
// fix and rows that show ordinary lines keep their decision. Rows are also checked against the
// reference evaluator (line-table.ts).
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { constantElements } from '../src/shell/powershell-constants.js';

const REPO_DARWIN = Object.freeze({ ...REPO_LINUX, platform: 'darwin' as const });

// A sub-expression of string literals is that string: `mytool $('rm -rf x')` gives mytool the word
// `rm -rf x`, as `mytool 'rm -rf x'` does (which asked), and `mytool $('C:\secrets\a')` the path.
// The parser reads `$( )` as a substitution, an unknown word whose value was not followed.
describe('PowerShell: a sub-expression of string literals is read as its value (was allowed)', () => {
  const rules: Rules = {
    deny: ['Shell(rm *)', 'Read(//c/secrets/**)', 'Read(~/.ssh/**)'],
    allow: ['Shell(mytool *)', 'Shell(Get-Content *)', 'Shell(Write-Output *)', 'Read(/**)', 'Edit(/**)'],
  };
  lineTable(rules, [
    ["mytool $('rm -rf x')", 'ask'],
    ["mytool \"$('rm') -rf x\"", 'ask'],
    ["mytool \"$('rm')\" -rf x", 'ask'],
    ['mytool $("rm -rf x")', 'ask'],
    ["mytool $('r' + 'm -rf x')", 'ask'],
    ["mytool ('r'+'m -rf x')", 'ask'],
    ["mytool $('rm -rf x'; 'y')", 'ask'],
    ["mytool \"$('rm -rf x')\"", 'ask'],
    ['mytool "$("rm -rf x")"', 'ask'],
    ["mytool $('C:\\secrets\\a')", 'ask'],
    ["mytool ('C:\\secrets\\a')", 'ask'],
    ["mytool @('C:\\secrets\\a')", 'ask'],
    ["mytool \"$('C:\\secrets')\\a\"", 'ask'],
    ["mytool --in=$('C:\\secrets\\a')", 'ask'],
    ["mytool $('y', 'C:\\secrets\\a')", 'ask'],
    ["mytool $('~/.ssh/id_rsa')", 'ask'],
    // A cmdlet's path from one: its Read part is the path (it asked as unknown).
    ["Get-Content $('C:\\secrets\\a')", 'deny'],
    ["Get-Content ('C:\\secrets\\a')", 'deny'],
    ["Get-Content \"$('C:\\secrets')\\a\"", 'deny'],
    ["Get-Content $('x', 'C:\\secrets\\a')", 'deny'],
    ["Invoke-Expression $('rm -rf x')", 'deny'],
    ["iex ('rm' + ' -rf x')", 'deny'],
    ['iex ("r`m -rf x")', 'deny'],
    // Precision kept: other values, and what was unknown stays so for allow rules.
    ["mytool $('hello world')", 'allow'],
    ["mytool \"a$('rm -rf x')\"", 'allow'],
    ["Write-Output $('hello')", 'allow'],
    ['mytool $(1)', 'allow'],
    ['mytool $("`$HOME")', 'allow'],
    ["Get-Content $('README.md')", 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('constantElements: only string literals, + and , are read', () => {
  it.each([
    ["$('a')", ['a']],
    ["('a' + 'b')", ['ab']],
    ["@('a', \"b\")", ['a', 'b']],
    ["$('a'; 'b')", ['a', 'b']],
    ["$(('a'))", ['a']],
    ["$('it''s')", ["it's"]],
    ['$("a""b`tc")', ['a"b\tc']],
    ['$("a $ b")', ['a $ b']],
    ['$(\u201Ca\u201D)', ['a']],
    ["$(@('a') + 'b')", ['a', 'b']],
    ["$('a' + @('b', 'c'))", ['ab c']],
    ["(('a', 'b') + 'c')", ['a', 'b', 'c']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(constantElements(text)).toEqual(expected);
  });
  it.each([
    '$($x)', '$("a$x")', '$("$(\'a\')")', "$('a' + $x)", '$(rm)', "$('a' -f 'b')", '$(1)', "$('a' # c\n)",
    "$('a')x", '$()', '$("`u{41}")', "$('a'",
  ])('%s is unknown', (text) => {
    expect(constantElements(text)).toBeUndefined();
  });
});
