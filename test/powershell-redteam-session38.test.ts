// Session 38's wrong allows in the values a PowerShell line hands an unknown program from a
// command's output (src/shell/powershell-output-paths.ts, powershell-output-producers.ts): a
// function's output, a listing's items as arguments or as a pipeline's `$_`, a script block's
// parameters and `-ArgumentList`, variables a cmdlet sets by name. Each ask row was allowed
// before the fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';
import { REDTEAM_RULES as RULES } from './helpers/redteam-policies.js';

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);

describe('a function the line defines prints the words of its body (were allowed)', () => {
  pwsh([
    ['function f { "C:/Windows/x.pem" }; mytool (f)', 'ask'],
    ["function f { 'x.pem' }; mytool $(f)", 'ask'],
    ['function f { Write-Output C:/Windows/x.pem }; mytool @(f)', 'ask'],
    ['function F { Get-ChildItem *.pem }; mytool (f)', 'ask'],
    // Precision: a body printing no path a rule names.
    ["function f { 'hello' }; mytool (f)", 'allow'],
    ['function f { Get-Date }; mytool (f)', 'allow'],
  ]);
});

describe("a listing's items given as arguments (were allowed)", () => {
  pwsh([
    ['mytool @(Get-ChildItem *.pem)', 'ask'],
    ['mytool (Get-ChildItem *.pem)', 'ask'],
    ['mytool $(ls *.pem)', 'ask'],
    ['mytool (Resolve-Path *.pem)', 'ask'],
    ['mytool (Get-Item C:/Windows/x.pem)', 'ask'],
    ['mytool (Convert-Path x.pem)', 'ask'],
    ['mytool (Get-ChildItem C:/Windows -Recurse)', 'ask'],
    ['mytool $(ls C:/etc)', 'ask'],
    ['mytool (ls *.pem | Select-Object -ExpandProperty FullName)', 'ask'],
    ['mytool (Join-Path C:/Windows x.pem)', 'ask'],
    ['mytool (Split-Path C:/etc/x.pem)', 'ask'],
    ['mytool (Write-Output x.pem)', 'ask'],
    // Precision: no listing on the line, or one of names no rule matches.
    ['mytool (Get-Date)', 'allow'],
    ['mytool (Get-Date -Format yyyy)', 'allow'],
    ['mytool (Join-Path src a.ts)', 'allow'],
    ['mytool (gc list.txt)', 'allow'],
  ]);
});

describe("a listing's items as the pipeline's $_ (were allowed)", () => {
  pwsh([
    ['Get-ChildItem *.pem | ForEach-Object { mytool $_ }', 'ask'],
    ['Get-ChildItem *.pem | % { mytool $_.FullName }', 'ask'],
    ['ls *.pem | % { mytool "$_" }', 'ask'],
    ['ls *.pem | % { mytool "$($_.FullName)" }', 'ask'],
    ['ls *.pem | % { mytool --file=$_ }', 'ask'],
    ['ls *.pem | foreach { mytool $PSItem }', 'ask'],
    ['ls *.pem | ForEach-Object -Process { mytool $_ }', 'ask'],
    ['ls *.pem | % -Begin {} -Process { mytool $_ } -End {}', 'ask'],
    ['ls *.pem | % { & mytool $_ }', 'ask'],
    ['ls *.pem | % { mytool.exe $_ }', 'ask'],
    ['ls *.pem | % { notepad $_ }', 'ask'],
    ['ls *.pem | % { python x.py $_ }', 'ask'],
    ['ls *.pem | Select-Object -Expand FullName | % { mytool $_ }', 'ask'],
    ['(ls *.pem).FullName | % { mytool $_ }', 'ask'],
    ['filter g { mytool $_ }; ls *.pem | g', 'ask'],
    ["ls | Where-Object { $_.Name -like '*.pem' } | % { mytool $_ }", 'ask'],
    ['gci -r | % { mytool $_ }', 'ask'],
    ['Get-ChildItem -Filter *.pem | % { mytool $_ }', 'ask'],
    ['Get-ChildItem -Include *.pem -Recurse | % { mytool $_.FullName }', 'ask'],
    ['Get-ChildItem -Path C:/Windows -Filter *.pem | % { mytool $_ }', 'ask'],
    // (Windows PowerShell prints a file by its name: a name in the working directory too.)
    ['Get-ChildItem | % { mytool $_.Name }', 'ask'],
    // Precision: names no rule matches, no program, an output that is no listing.
    ['Get-ChildItem *.ts | % { mytool $_ }', 'allow'],
    ['Get-ChildItem *.ts | % { mytool $_.FullName }', 'allow'],
    ['Get-ChildItem src/*.ts | % { mytool $_ }', 'allow'],
    ['Get-ChildItem src | ForEach-Object { $_.Name }', 'allow'],
    ['Get-Process | % { mytool $_.Name }', 'allow'],
    ['Get-Date | % { mytool $_ }', 'allow'],
    ['ls src; mytool $env:X', 'allow'],
  ]);
});

describe("a script block's parameters and arguments, variables set by name (were allowed)", () => {
  pwsh([
    ['& { param($p) mytool $p } x.pem', 'ask'],
    ['& { mytool @args } x.pem', 'ask'],
    ['& { mytool $args[0] } x.pem', 'ask'],
    ['Invoke-Command -ScriptBlock { mytool $args[0] } -ArgumentList x.pem', 'ask'],
    ['Invoke-Command -ScriptBlock { param($p) mytool $p } -ArgumentList C:/Windows/x.pem', 'ask'],
    ['Invoke-Command { param($p) mytool $p } -Args x.pem', 'ask'],
    ['ls *.pem -PipelineVariable p | % { mytool $p }', 'ask'],
    ['ls *.pem | Tee-Object -Variable t; mytool $t', 'ask'],
    ['ls *.pem -OutVariable o; mytool $o', 'ask'],
    // Precision: arguments naming no rule's file.
    ['& { param($p) mytool $p } x.ts', 'allow'],
    ['Invoke-Command -ScriptBlock { mytool $args[0] } -ArgumentList src', 'allow'],
  ]);
});

// 16 producer-use pairs are read, one more asks; 64 words of a function body are read, one more is
// unknown; 16 possible paths of one producer are read, one more makes the word unknown.
const pairs = (producers: number, uses: number): string =>
  [...Array.from({ length: producers }, (_, k) => `echo a${k}`), ...Array.from({ length: uses }, (_, k) => `mytool${k} $_`)].join('; ');
const body = (n: number): string => `function f { Write-Output ${Array.from({ length: n - 1 }, (_, k) => `w${k}`).join(' ')} }; mytool (f)`;

const paths = (n: number): string => `echo ${Array.from({ length: n }, (_, k) => `a${k}.ts`).join(' ')} | % { mytool $_ }`;

describe('the bounds of the output readings ask past them', () => {
  pwsh([
    [pairs(4, 4), 'allow'],
    [pairs(17, 1), 'ask'],
    [pairs(1, 17), 'ask'],
    [body(64), 'allow'],
    [body(65), 'ask'],
    [paths(16), 'allow'],
    [paths(17), 'ask'],
  ]);
});

// A native program given a glob of the working directory's names may expand it itself (the C
// runtime's wildcard arguments, its own globbing): read by its shape, as bash's `mytool *.pem` is
// since session 37 (bash on win32 asked already). Found by this session's PowerShell red team.
describe('a glob of the working directory\'s names given to a native program (were allowed)', () => {
  pwsh([
    ['mytool *.pem', 'ask'],
    ['mytool k?.pem', 'ask'],
    // Precision: `*` alone, an option, a cmdlet's own glob.
    ['repadmin /showrepl * /csv', 'allow'],
    ['mytool -x *', 'allow'],
    ['Get-ChildItem *.ts', 'allow'],
  ]);
});
