// A deny/ask Shell rule on a file cmdlet against the other ways PowerShell binds the same words
// (src/shell/cmdlet-word-order.ts): a position named by its parameter (`-Path X`, `-LiteralPath X`,
// an abbreviation) in the rule or in the line, and a later position named before an earlier one.
// Each row is also checked against the reference. Rows marked "were allowed" were allowed by the
// build before the change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmdletWordOrder, ORDER_GAP } from '../src/shell/cmdlet-word-order.js';
import { decideBoth, REPO_WINDOWS, source } from './helpers/policy.js';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

describe('a rule naming a position by its parameter meets the positional form (were allowed)', () => {
  table('deny', [
    ['Shell(Remove-Item -Path C:\\secret *)', 'Remove-Item C:\\secret -Recurse', 'deny'],
    ['Shell(Remove-Item -Path C:\\secret *)', 'rm C:\\secret', 'deny'],
    ['Shell(Remove-Item -Path C:\\secret *)', 'ri -Force C:\\secret', 'deny'],
    ['Shell(Remove-Item -Path C:\\secret *)', 'Remove-Item -LiteralPath C:\\secret', 'deny'],
    ['Shell(Remove-Item -LiteralPath C:\\secret *)', 'del C:\\secret', 'deny'],
    ['Shell(Remove-Item -Pa C:\\secret *)', 'Remove-Item C:\\secret', 'deny'],
    ['Shell(Get-Content -Path C:\\s3)', 'Get-Content C:\\s3', 'deny'],
    ['Shell(Get-Content -Path C:\\s3)', 'gc C:\\s3', 'deny'],
    ['Shell(Set-Content -Path C:\\s4 *)', 'Set-Content C:\\s4 x', 'deny'],
    ['Shell(Copy-Item -Path C:\\s6 -Destination *)', 'Copy-Item C:\\s6 D:\\z', 'deny'],
    ['Shell(Copy-Item -Destination D:\\x -Path C:\\s5)', 'Copy-Item C:\\s5 D:\\x', 'deny'],
    // A position the rule leaves unbound before one it binds: any words there (or the pipeline's).
    ['Shell(Copy-Item -Destination D:\\x)', 'Copy-Item C:\\a D:\\x', 'deny'],
    ['Shell(Remove-Item -Path *)', 'Remove-Item C:\\other', 'deny'],
    // Precision: another path, another cmdlet, the path in another position.
    ['Shell(Remove-Item -Path C:\\secret *)', 'Remove-Item C:\\other', 'allow'],
    ['Shell(Remove-Item -Path C:\\secret *)', 'Get-Content C:\\secret', 'allow'],
    ['Shell(Copy-Item -Path C:\\s6 -Destination *)', 'Copy-Item C:\\a C:\\s6', 'allow'],
    ['Shell(Copy-Item -Destination D:\\x)', 'Copy-Item C:\\a D:\\y', 'allow'],
    ['Shell(Get-Content -Path C:\\s3)', 'Get-Content C:\\s3 -Tail 5', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a line naming a later position first meets the rule in position order (were allowed)', () => {
  table('deny', [
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination D:\\x C:\\s5', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination D:\\x -Path C:\\s5', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'cp -Dest D:\\x C:\\s5', 'deny'],
    ['Shell(Move-Item C:\\m *)', 'Move-Item -Destination D:\\y C:\\m', 'deny'],
    ['Shell(Move-Item C:\\m *)', 'mv -Destination D:\\y -LiteralPath C:\\m', 'deny'],
    // Still denied as before: the positional and the named spelling in order.
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item C:\\s5 D:\\x', 'deny'],
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Path C:\\s5 D:\\x', 'deny'],
    ['Shell(Remove-Item -Path *)', 'Remove-Item -Path C:\\x', 'deny'],
    // The words as written are still read too: bound to other positions, denied as before (only ever wider).
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination C:\\s5 D:\\x', 'deny'],
    ['Shell(Move-Item C:\\m *)', 'Move-Item -Destination C:\\m D:\\y', 'deny'],
    // Precision: other paths.
    ['Shell(Copy-Item C:\\s5 D:\\x)', 'Copy-Item -Destination D:\\y C:\\s5', 'allow'],
    ['Shell(Move-Item C:\\m *)', 'Move-Item -Destination C:\\n D:\\y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  // Allow rules read the raw text only: no wider than before.
  table('allow', [
    ['Shell(Copy-Item C:\\a D:\\x)', 'Copy-Item -Destination D:\\x C:\\a', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a native program in a PowerShell line reads its words as from bash: an option takes its value (were allowed)', () => {
  table('deny', [
    ['Shell(git push *)', 'git -C x push', 'deny'],
    ['Shell(git push *)', 'git -c a=b push', 'deny'],
    ['Shell(git push *)', 'GIT -C x push', 'deny'],
    ['Shell(git push *)', 'git.exe -C x push', 'deny'],
    ['Shell(git push *)', '& git -C x push', 'deny'],
    ['Shell(git reset --hard *)', 'git -C x reset --hard', 'deny'],
    // git's own spellings of an option.
    ['Shell(git push -f *)', 'git push --force origin', 'deny'],
    // As before: a word after an option of unknown arity, an option's value.
    ['Shell(npm publish *)', 'npm --registry x publish', 'deny'],
    ['Shell(curl -o /etc/*)', 'curl.exe -o /etc/x u', 'deny'],
    // The PowerShell reading still counts (Windows programs take options in any case): as before.
    ['Shell(certutil -urlcache *)', 'certutil -URLCACHE -f http://u x', 'deny'],
    ['Shell(git push *)', 'git -C push status', 'deny'],
    // Precision: another subcommand; a cmdlet's parameters are still PowerShell's.
    ['Shell(git push *)', 'git -C x status', 'allow'],
    ['Shell(Get-ChildItem x *)', 'Get-ChildItem -Path x', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a native program\'s bash reading finds its rules through the command index (were every rule of the name: 9x slower on a long line)', () => {
  const WORDS = ['-C', 'x', '-c', 'a=b', '--git-dir=d', 'push', 'status', '-f', '--force', 'reset', '--hard', 'publish', 'pu', '--registry', 'origin', '-URLCACHE'];
  const RULES = ['Shell(git push *)', 'Shell(git reset --hard *)', 'Shell(git push -f *)', 'Shell(npm publish *)', 'Shell(certutil -urlcache *)', 'Shell(git status -C *)'];
  it('the engine agrees with the reference (which tries every rule) on PowerShell lines of natives', () => {
    fc.assert(fc.property(fc.constantFrom('git', 'GIT', 'git.exe', 'npm', 'certutil'), fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }), fc.subarray(RULES, { minLength: 1 }), (name, words, deny) => {
      decideBoth([source({ deny, allow: ['Shell(*)'] })], { op: 'shell', command: [name, ...words].join(' '), shell: 'powershell' }, REPO_WINDOWS);
    }), { numRuns: 2000 });
  });
});

describe('a word starting with a wildcard is no parameter: PowerShell parameters start with a dash (was denied)', () => {
  table('deny', [
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item *.tmp', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item ?.tmp', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item [ab].tmp', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item -Path *.tmp', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item -Recurse *.tmp', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item *.tmp -Recurse', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'ri *.tmp -r', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item *.tmp \u2013Recurse', 'deny'],
    // A splatted hashtable may hold -Recurse; a native program may get a file named -r (PowerShell on Unix expands for it).
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item @p *.tmp', 'deny'],
    ['Shell(rm -r *)', 'rm.exe *.tmp', 'deny'],
    // The wildcard still meets a rule's words of its shape, in any case.
    ['Shell(Remove-Item a.tmp)', 'Remove-Item *.TMP', 'deny'],
    ['Shell(Remove-Item C:\\Windows\\*)', 'Remove-Item C:\\Win*\\x', 'deny'],
    ['Shell(Remove-Item a.tmp)', 'Remove-Item *.bak', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('cmdletWordOrder', () => {
  const order = (line: string, keepNames = false) => cmdletWordOrder(line.split(' ')[0]!, line.split(' '), keepNames);
  it('moves a position named by its parameter into place, after the other parameters', () => {
    expect(order('Copy-Item -Destination D -Force S')).toEqual([3, 4, 2]);
    expect(order('Copy-Item -Destination D -Force S', true)).toEqual([1, 3, 4, 2]);
    expect(order('Copy-Item -Destination D')).toEqual([ORDER_GAP, 2]);
    expect(order('Remove-Item -Filter *.txt -Path X Y')).toEqual([1, 2, 4, 5]);
  });
  it('leaves words it cannot bind as written', () => {
    // No position named; not a file cmdlet; a parameter not known; an ambiguous prefix; only `--`; `-Path:X`.
    expect(order('Copy-Item S D')).toBeUndefined();
    expect(order('Write-Output -InputObject x')).toBeUndefined();
    expect(order('Remove-Item -Bogus x -Path y')).toBeUndefined();
    expect(order('Copy-Item -P x -Destination y')).toBeUndefined();
    expect(order('Remove-Item -- -Path y')).toBeUndefined();
    expect(order('Copy-Item -Destination:D S')).toBeUndefined();
  });
  it('reads the words after `--` as positional, the `--` before them', () => {
    expect(order('Copy-Item -Destination D -- -S')).toEqual([3, 4, 2]);
  });
});

describe("a cmdlet's word from an expression is an argument, never a parameter (were denied)", () => {
  // `$x` holding '-Recurse' binds as a path; only a splat (`@p`) passes parameters, and a native
  // program (rm.exe) reads its words as bash does, options included.
  table('deny', [
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item $x', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item "$x"', 'allow'],
    ['Shell(Remove-Item -Recurse *)', 'ri $env:X', 'allow'],
    // Still denied: a parameter written, a splat, a value after a parameter, a native program.
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item $x -Recurse', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'ri -r $x', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item @p', 'deny'],
    ['Shell(Remove-Item -Recurse *)', 'Remove-Item -Recurse:$x a', 'deny'],
    ['Shell(rm -rf *)', 'rm.exe $x', 'deny'],
    ['Shell(Remove-Item *)', 'Remove-Item $x', 'deny'],
    ['Shell(Remove-Item C:/secret*)', 'Remove-Item $x', 'deny'],
    // An alias may be a native program's name (pwsh on linux runs /bin/rm, /bin/ls): read as before.
    ['Shell(rm -rf *)', 'rm $x', 'deny'],
    ['Shell(ls -R *)', 'ls $x', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});
