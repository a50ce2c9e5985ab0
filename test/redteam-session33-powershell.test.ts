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
    ["mytool $('rm -rf x' <# c #>)", 'ask'],
    ["mytool $([string]'rm -rf x')", 'ask'],
    ["mytool $(@'\nrm -rf x\n'@)", 'ask'],
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
    ["$('a' # c\n)", ['a']],
    ["$(<# c #> 'a')", ['a']],
    ["$('a' `\n + 'b')", ['ab']],
    ["$([string]'a' + [System.String]'b')", ['ab']],
    ["$(@'\na\n'@)", ['a']],
    ['$(@"\n`ta\n"@ + \'b\')', ['\tab']],
    ["$(@'\n'@)", ['']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(constantElements(text)).toEqual(expected);
  });
  it.each([
    '$($x)', '$("a$x")', '$("$(\'a\')")', "$('a' + $x)", '$(rm)', "$('a' -f 'b')", '$(1)', "$([int]'1')", '$(<# c)', '$(@"\n$x\n"@)', "$(@'\na'@)",
    "$('a')x", '$()', '$("`u{41}")', "$('a'",
  ])('%s is unknown', (text) => {
    expect(constantElements(text)).toBeUndefined();
  });
});

// PowerShell 7's Temp: drive is the temporary directory the environment names: its Read and Edit
// parts asked (session 32), but a Shell rule's path word met the word as written, `Temp:/x`,
// never `/tmp/*`. Where Temp: leads only the environment tells, on every platform (TMPDIR or /tmp
// off Windows, TEMP on Windows): the word is read as `$env:TEMP/x` is, an unknown word.
describe('PowerShell: a cmdlet word on the Temp: drive meets Shell rules as an unknown word (was allowed)', () => {
  const rules: Rules = { deny: ['Shell(Remove-Item /tmp/*)'], allow: ['Shell(*)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['Remove-Item Temp:/x', 'deny'],
    ['Remove-Item Temp:\\x', 'deny'],
    ['Remove-Item temp:x', 'deny'],
    ['ri TEMP:/x', 'deny'],
    ['Remove-Item -Path Temp:/x', 'deny'],
    ['Remove-Item -Path:Temp:/x', 'deny'],
    ['Remove-Item -LiteralPath Temp:/x', 'deny'],
    // Precision kept.
    ['Remove-Item temp/x', 'allow'],
    ['Remove-Item x', 'allow'],
    ['mytool Temp:/x', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(rules, rows, 'pwsh', REPO_DARWIN));
  describe('win32', () => lineTable(rules, rows, 'pwsh', REPO_WINDOWS));
});

// A drive PowerShell does not define (`Share:`, `Secrets:`) exists only where a profile or module
// made it (New-PSDrive -Name Secrets -PSProvider FileSystem -Root C:\secrets): where it leads is
// not known. It was read as a file in a directory `Secrets:` of the cwd, which the workspace's
// allow covered. A one-letter drive is the disk's (D:, a mapped X:), read as written, and the
// drives PowerShell defines whose items are no files (Env:, HKLM:, Cert:, ...) as before.
describe('PowerShell: a cmdlet path on a drive a profile made is unknown (was allowed)', () => {
  const rules: Rules = {
    deny: ['Read(//c/secrets/**)', 'Edit(//c/secrets/**)', 'Shell(Remove-Item C:/secrets/*)'],
    allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(github.com)'],
  };
  lineTable(rules, [
    ['Get-Content Secrets:\\a', 'ask'],
    ['Get-Content Secrets:a', 'ask'],
    ['gc -Path:Share:/a', 'ask'],
    ['Set-Content Share:\\a x', 'ask'],
    ['Copy-Item a.txt Share:\\a', 'ask'],
    ['echo x > Share:\\a', 'ask'],
    ['Remove-Item Share:\\a', 'deny'],
    // Precision kept.
    ['Get-Content D:\\data\\a', 'allow'],
    ['Get-Content Env:\\PATH', 'allow'],
    ['Get-ChildItem Cert:\\', 'allow'],
    ['Get-ChildItem HKLM:\\Software', 'allow'],
    ['git show HEAD:src/x', 'allow'],
    ['Invoke-WebRequest https://github.com/x -OutFile a.zip', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// An unknown program's word that starts with a variable naming a directory: session 32 read
// `$HOME`, `$env:USERPROFILE` as `~` (possible-paths.ts); the home's other spellings
// (`$env:HOMEDRIVE$env:HOMEPATH`, `$env:HOMEPATH`), the working directory (`$PWD`, bash's too) and
// Windows' own directories (`$env:SystemRoot`, `$env:windir`, `$env:SystemDrive`, `$env:APPDATA`,
// …, by their usual values) were still expansions whose value was not followed: allowed.
describe('Directory variables in an unknown program\'s words (were allowed)', () => {
  const rules: Rules = {
    deny: ['Read(~/.ssh/**)', 'Read(//c/secrets/**)', 'Edit(//c/windows/**)', 'Read(~/AppData/**)', 'Read(**/.env)', 'Read(//etc/**)'],
    allow: ['Shell(mytool *)', 'Read(/**)', 'Edit(/**)'],
  };
  describe('PowerShell, win32', () => lineTable(rules, [
    ['mytool $env:HOMEDRIVE$env:HOMEPATH\\.ssh\\id_rsa', 'ask'],
    ['mytool "$env:HOMEDRIVE$env:HOMEPATH\\.ssh\\id_rsa"', 'ask'],
    ['mytool ${env:HOMEDRIVE}${env:HOMEPATH}/.ssh/id_rsa', 'ask'],
    ['mytool $env:HOMEPATH\\.ssh\\id_rsa', 'ask'],
    ['mytool $PWD\\..\\..\\secrets\\a', 'ask'],
    ['mytool "$pwd\\.env"', 'ask'],
    ['mytool $env:SystemDrive\\secrets\\a', 'ask'],
    ['mytool ${env:SystemDrive}/secrets/a', 'ask'],
    ['mytool $env:SystemRoot\\x', 'ask'],
    ['mytool $Env:windir\\System32\\x', 'ask'],
    ['mytool --out=$env:windir\\x', 'ask'],
    ['mytool $env:APPDATA\\x', 'ask'],
    ['mytool $env:LOCALAPPDATA\\x', 'ask'],
    // Precision kept: other files there, a variable alone, other variables.
    ['mytool $PWD\\src\\a.ts', 'allow'],
    ['mytool $PWD', 'allow'],
    ['mytool $env:SystemDrive', 'allow'],
    ['mytool $env:HOMEPATH', 'allow'],
    ['mytool $env:SystemDrive\\w\\repo\\a.txt', 'allow'],
    ['mytool $env:ProgramFiles\\x', 'allow'],
    ['mytool $PSHOME\\x', 'allow'],
    // (Not $PWD, but its literal tail `\.env` meets Read(**/.env) wherever $PWDX leads: the
    // expansion-tail reading, test/shell-redteam-session33-unknown.test.ts.)
    ['mytool $PWDX\\.env', 'ask'],
    ['mytool $PWDX\\x.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS));
  describe('bash, linux', () => lineTable(rules, [
    ['mytool $PWD/../../etc/passwd', 'ask'],
    ['mytool "$PWD/.env"', 'ask'],
    ['mytool --in=${PWD}/../../etc/passwd', 'ask'],
    ['cd /; mytool $PWD/etc/passwd', 'ask'],
    // Precision kept.
    ['mytool ${PWD}/src/a.ts', 'allow'],
    ['mytool "$PWD"', 'allow'],
    // (Session 37: $PWDX is not $PWD, but bash gives an unset variable the empty text, so this
    // word may be /etc/passwd: the possible-empty reading, test/shell-redteam-session37.test.ts.)
    ['mytool $PWDX/etc/passwd', 'ask'],
    ['mytool $PWDX/src/x', 'allow'],
    ['mytool $OLDPWD/x', 'allow'],
  ]));
  // Git Bash's USERPROFILE is the Windows home (C:\Users\dev).
  describe('bash, win32', () => lineTable(rules, [
    ['mytool $USERPROFILE/.ssh/id_rsa', 'ask'],
    ['mytool "${USERPROFILE}/.ssh/id_rsa"', 'ask'],
    ['mytool --key=$USERPROFILE/.ssh/id_rsa', 'ask'],
    ['mytool $USERPROFILE/src/x', 'allow'],
    ['mytool $USERPROFILEX/.ssh/id_rsa', 'allow'],
  ], 'shell', REPO_WINDOWS));
});

// A string literal piped to a native program is its standard input (a line per element), as a
// here-string is bash's (session 32: `mytool <<< 'rm -rf x'` asks, runs.ts stdinRun): the
// program may run it. PowerShell has no here-string redirect; its pipe of a literal was allowed.
describe('PowerShell: a string literal piped to an unknown program is read as words it may run (was allowed)', () => {
  const rules: Rules = { deny: ['Shell(rm *)'], allow: ['Shell(mytool *)', 'Shell(Get-Content *)', 'Read(/**)'] };
  lineTable(rules, [
    ["'rm -rf x' | mytool", 'ask'],
    ['"rm -rf x" | mytool', 'ask'],
    ["'y', 'rm -rf x' | mytool", 'ask'],
    ["'r' + 'm -rf x' | mytool", 'ask'],
    ["@'\nrm -rf x\n'@ | mytool", 'ask'],
    ['@"\nrm -rf x\n"@ | mytool', 'ask'],
    ["'rm -rf x' | mytool --stdin", 'ask'],
    // Precision kept: other text, a variable's value, a cmdlet's input.
    ["'hello world' | mytool", 'allow'],
    ['$x | mytool', 'allow'],
    ["'README.md' | Get-Content", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A cmdlet's -Path expands `*`, `?` and `[…]` however the word is quoted: `Remove-Item
// 'C:\Win*\x'` removes C:\Windows\x. Its Read/Edit part was unknown (redirects.ts powershellPath),
// but a Shell rule's path word met the quoted word as a literal; the unquoted word had a glob's
// shape already. And a cmdlet fed by a pipeline binds the paths it receives: `Get-ChildItem
// C:\Windows | Remove-Item` was a Remove-Item of no path, as `xargs rm` is not (its operands are
// unknown words). Both are read once more for deny and ask rules (powershell-provider-readings.ts);
// the pipeline's reading is only possible (what it gives is not known): it asks.
describe('PowerShell: a quoted wildcard and a pipeline\'s paths meet Shell rules with path words (were allowed)', () => {
  const rules: Rules = { deny: ['Shell(Remove-Item C:/Windows/*)', 'Shell(Set-Content C:/Windows/*)'], allow: ['Shell(*)'] };
  lineTable(rules, [
    ["Remove-Item 'C:\\Win*\\x'", 'deny'],
    ['Remove-Item -Path "C:\\Wind?ws\\x"', 'deny'],
    ["Remove-Item 'C:\\[W]indows\\x'", 'deny'],
    ["ri -Path:'C:\\Win*\\x'", 'deny'],
    ["Set-Content 'C:\\Windows\\*.ini' x", 'deny'],
    ['Get-ChildItem C:\\Windows | Remove-Item', 'ask'],
    ['gci C:\\Windows -Recurse | ri -Force', 'ask'],
    ["'C:\\Windows\\x' | Remove-Item", 'ask'],
    // Precision kept: other words, wildcards the provider escapes, commands no pipeline feeds.
    ["Remove-Item 'C:\\w\\repo\\*.tmp'", 'allow'],
    ["Remove-Item 'x*'", 'allow'],
    ["Remove-Item 'C:\\Win`*\\x'", 'allow'],
    ['Get-Content a | Set-Content b', 'allow'],
    ['gci | Sort-Object Name', 'allow'],
    ['Remove-Item x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
