// Session 40's wrong allows on win32. (1) A word handed to a program the analysis does not know,
// converted by Windows' best-fit mapping for an ANSI program (the WorstFit attacks): `a.ｐem` is
// `a.pem` there, `C：\x` is `C:\x`, `＂` and `　` split the line again, an unmapped character is a
// `?` that MSVCRT's setargv may expand (src/shell/best-fit-words.ts). (2) Import-LocalizedData
// without -BaseDirectory reads below the current location (src/shell/cmdlet-parameters.ts). Each
// ask row was allowed before the fix; the allow rows keep the readings precise.
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { bestFitReading, bestFitWords, MAX_BEST_FIT_PIECES } from '../src/shell/best-fit-words.js';

const RULES: Rules = {
  deny: ['Read(//c/Windows/**)', 'Read(**/*.pem)', 'Read(**/secrets.json)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);
const gitBash = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'shell', REPO_WINDOWS);

describe('PowerShell: a word an ANSI program gets in its best-fit ASCII form (were allowed)', () => {
  pwsh([
    ['mytool a.ｐem', 'ask'],
    ['mytool x\\a.ｐem', 'ask'],
    ["mytool 'ａ.ｐｅｍ'", 'ask'],
    ['mytool.exe C：\\Windows\\win.ini', 'ask'],
    ['mytool C:\\Ｗindows\\win.ini', 'ask'],
    ['mytool secrets．json', 'ask'],
    ['mytool ｓecrets.json', 'ask'],
    ['mytool sécrets.json', 'ask'],
    ['mytool --in=a.ｐem', 'ask'],
    ['mytool -o:a.ｐem', 'ask'],
    // `¥` is the Japanese code page's `\`, `∕` a `/`: the current drive's \Windows.
    ['mytool ¥Windows¥win.ini', 'ask'],
    ['mytool ∕Windows∕win.ini', 'ask'],
    // A fullwidth quote or ideographic space splits the converted line into other words.
    ['mytool ＂a.pem＂x', 'ask'],
    ['mytool x＂　＂a.pem', 'ask'],
    // A character the code page lacks is a `?`, which setargv may expand: a.p?m meets a.pem.
    ['mytool a.p日m', 'ask'],
    ['& .\\mytool.exe a.ｐem', 'ask'],
    // Guards (asked already: a drive's word, a word ending .pem, cmd's line) that keep asking.
    ['mytool C:¥Windows¥win.ini', 'ask'],
    ['mytool x　C:\\Windows\\win.ini', 'ask'],
    ['mytool a.pem　x', 'ask'],
    ['cmd /c mytool a.ｐem', 'ask'],
    ['Start-Process mytool -ArgumentList a.ｐem', 'ask'],
    // Precision: a reading no rule meets; a cmdlet (.NET opens the name as written, and NTFS
    // keeps `a.ｐem` apart from `a.pem`); a known program's message.
    ['mytool café.txt', 'allow'],
    // (Precision lost: a name the code page may lack is `???.txt`, a wildcard a native program
    // may expand, which asks as `mytool "???.txt"` does; a word with no path shape stays allowed.)
    ['mytool 日本語.txt', 'ask'],
    ['mytool 日本語', 'allow'],
    ['mytool ключ', 'allow'],
    ['mytool -m "héllo wörld"', 'allow'],
    ['Get-Content x\\a.ｐem', 'allow'],
    ['git commit -m "a.ｐem"', 'allow'],
  ]);
});

describe('Git Bash: a native program gets the best-fit form too (were allowed)', () => {
  gitBash([
    ['mytool a.ｐem', 'ask'],
    ['mytool C：/Windows/win.ini', 'ask'],
    ['./mytool "ｓecrets.json"', 'ask'],
    // Precision: an MSYS program (cat) gets the UTF-8 name as written.
    ['cat a.ｐem', 'allow'],
    ['mytool café.txt', 'allow'],
  ]);
});

describe('linux: no best-fit mapping, the word is read as written', () => {
  lineTable(RULES, [['mytool a.ｐem', 'allow'], ['mytool ｓecrets.json', 'allow']], 'shell', REPO_LINUX);
});

describe('bestFitReading, bestFitWords', () => {
  it('maps compatibility forms, marks, ¥ and unmapped characters', () => {
    expect(bestFitReading('ａ.ｐｅｍ')).toBe('a.pem');
    expect(bestFitReading('C：＼x')).toBe('C:\\x');
    expect(bestFitReading('C:¥x')).toBe('C:\\x');
    expect(bestFitReading('sécrets')).toBe('secrets');
    expect(bestFitReading('a.p日m')).toBe('a.p?m');
    expect(bestFitReading('a\u{20000}b')).toBe('a?b');
    expect(bestFitReading('a\u{20000}b', true)).toBe('a??b');
  });
  it('splits at a blank or quote the reading makes; none for ASCII; unknown past the bound', () => {
    expect(bestFitWords('plain.txt')).toEqual([]);
    expect(bestFitWords('x　y')).toEqual(['x y', 'x', 'y']);
    expect(bestFitWords('＂a b＂')).toEqual(['a b', 'a', 'b']);
    expect(bestFitWords(Array.from({ length: MAX_BEST_FIT_PIECES + 1 }, (_, k) => `w${k}`).join('　'))).toBeUndefined();
  });
});

const LOCALIZED: Rules = { deny: ['Read(**/l.psd1)', 'Read(**/*.pem)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };
const FAR: Rules = { deny: ['Read(//c/Windows/**)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };

describe('Import-LocalizedData without -BaseDirectory reads CULTURE\\FILENAME.psd1 below the current location (were allowed)', () => {
  lineTable(LOCALIZED, [
    ['Import-LocalizedData -FileName l -BindingVariable v', 'ask'],
    ['Import-LocalizedData v -FileName l', 'ask'],
    // (A name with an extension is read as it is.)
    ['Import-LocalizedData v -FileName a.pem', 'ask'],
    // (Without -FileName, the script's own name.)
    ['Import-LocalizedData -BindingVariable v', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(FAR, [
    // A name or culture that climbs out of the base directory, or an expansion.
    ['Import-LocalizedData v -FileName ..\\..\\Windows\\win', 'ask'],
    ['Import-LocalizedData v ..\\..\\Windows -FileName win', 'ask'],
    ['Import-LocalizedData v -FileName $n', 'ask'],
    // Precision: no rule below the current location.
    ['Import-LocalizedData -FileName l -BindingVariable v', 'allow'],
    ['Import-LocalizedData v en-US -FileName l', 'allow'],
    ['Import-LocalizedData -BaseDirectory C:\\Windows -FileName l -BindingVariable v', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

// An unknown program's plain file name read only when it started with a letter, digit or `_`, and
// a bash word's root-relative `\x` only as `\\host`: `mytool '#a.pem'`, `mytool 'é.pem'`,
// `mytool '\Windows\win.ini'` (Git Bash: the native program reads C:\Windows\win.ini) were allowed
// (src/shell/possible-paths.ts isPlainFileName, startsPath).
describe('a plain file name starting with another character, a bash word starting \\ (were allowed)', () => {
  lineTable(RULES, [
    ["mytool '#a.pem'", 'ask'],
    ["mytool '+a.pem'", 'ask'],
    ["mytool '%a.pem'", 'ask'],
    ["mytool ' a.pem'", 'ask'],
    ["mytool 'é.pem'", 'ask'],
    ["mytool '(a).pem'", 'ask'],
    ["mytool '\\a.pem'", 'ask'],
    ["mytool --in='#a.pem'", 'ask'],
    // Precision: a regex, a number no rule meets.
    ["mytool '\\d+'", 'allow'],
    ["mytool '#1'", 'allow'],
  ], 'shell', REPO_LINUX);
  pwsh([
    ["mytool '#a.pem'", 'ask'],
    ['mytool +a.pem', 'ask'],
  ]);
  gitBash([
    ["mytool '\\Windows\\win.ini'", 'ask'],
    ["mytool '\\Windows\\'", 'ask'],
    ["mytool --in='\\x\\a.pem'", 'ask'],
    ["mytool '\\w\\repo\\x.txt'", 'allow'],
  ]);
});
