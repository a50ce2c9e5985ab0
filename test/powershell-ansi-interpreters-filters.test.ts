// Two win32 leftovers of session 40's PowerShell red team. (1) Interpreters built for the ANSI
// code page (perl's main hands argv to RunPerl; python 2; php before 7.1) open their script and
// files in Windows' best-fit form: `perl a.ｐem` runs a.pem (src/shell/best-fit-words.ts
// isAnsiInterpreter). python 3, node and ruby read the wide line: their words stay as written.
// (2) A provider cmdlet's -Filter or -Include applies to a container path's children
// (`Get-Content dir -Filter *.pem`): the path is read as the tree below it. Each ask row was
// allowed before the fix.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//c/Windows/**)', 'Read(**/*.pem)', 'Shell(rm *)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'],
};

describe('win32: an ANSI interpreter opens its script and files in best-fit form', () => {
  lineTable(RULES, [
    ['perl a.ｐem', 'ask'],
    ['Perl a.ｐem', 'ask'],
    ['perl.exe a.ｐem', 'ask'],
    ['perl -ne print a.ｐem', 'ask'],
    ['perl -p -e 1 a.ｐem', 'ask'],
    ['perl C：\\Windows\\win.ini', 'ask'],
    ['php a.ｐem', 'ask'],
    ['php -f a.ｐem', 'ask'],
    ['python2 a.ｐem', 'ask'],
    ['python2.7.exe a.ｐem', 'ask'],
    ['python3 a.ｐem', 'allow'],
    ['node a.ｐem', 'allow'],
    ['ruby a.ｐem', 'allow'],
    ['perl a.pl', 'allow'],
    ['perl ａ.pl', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(RULES, [
    ['perl a.ｐem', 'ask'],
    ['python2 a.ｐem', 'ask'],
    ['python3 a.ｐem', 'allow'],
  ], 'shell', REPO_WINDOWS);
  lineTable(RULES, [
    ['perl a.ｐem', 'allow'],
    ['python2 a.ｐem', 'allow'],
  ], 'shell', REPO_LINUX);
});

describe('PowerShell: -Filter and -Include take a container path\'s children', () => {
  lineTable(RULES, [
    ['Get-Content x -Filter *.pem', 'ask'],
    ['Get-Content -Path . -Filter a.pem', 'ask'],
    ['gc . -Filter *.pem', 'ask'],
    ['Get-Content x -Include *.pem', 'ask'],
    ['Get-Content -Path x -Filter:*.pem -Raw', 'ask'],
    ['Copy-Item x -Filter *.pem -Destination y', 'ask'],
    ['Copy-Item x -Include *.pem -Destination y', 'ask'],
    ['Get-Content -Path C:\\Windows -Filter *.ini', 'deny'],
    ['Get-Content x', 'allow'],
    ['Get-Content . -Exclude *.txt', 'allow'],
    ['Copy-Item x -Destination y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
