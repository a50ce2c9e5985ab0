// Session 35 (r3): PowerShell and win32 leftovers of session 34 and a red-team pass, pinned with
// the rows that failed before the fix and rows that show ordinary lines keep their decision.
// Rows are also checked against the reference evaluator (line-table.ts).
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { loadSettingsText } from '../src/index.js';

/** The warnings validate gives for one rule in one list. */
function ruleWarnings(list: 'deny' | 'ask' | 'allow', rule: string): string[] {
  const r = loadSettingsText(JSON.stringify({ permissions: { [list]: [rule] } }), { file: 'm.json' });
  return r.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.message} | ${d.hint ?? ''}`);
}

// `Read(secrets\\x)` ("Read(secrets\\\\x)" in JSON) names a file with a backslash in its name, which
// no Windows path has: as a deny it never fired on Windows (validate warned since session 34).
// On win32 a deny or ask rule is now also read with each literal backslash as a separator (wider,
// so safe; on linux the literal reading stays exact, docs/engine.md); an allow rule only as written.
describe('a deny/ask Read rule with a literal backslash also matches it read as a separator (was allowed on Windows)', () => {
  const rules: Rules = { deny: ['Read(secrets\\\\x)'], allow: ['Read(**)', 'Read(//**)', 'Shell(*)', 'PowerShell(*)'] };
  lineTable(rules, [
    ['Get-Content secrets\\x', 'deny'],
    ['Get-Content .\\secrets\\x', 'deny'],
    ['Get-Content C:\\w\\repo\\secrets\\x', 'deny'],
    ['Get-Content C:\\w\\repo\\sub\\secrets\\x', 'deny'],
    ['Get-Content secrets/x', 'deny'],
    ['gc -Path secrets\\x', 'deny'],
    // (Precision kept: other names.)
    ['Get-Content secrets\\y', 'allow'],
    ['Get-Content secretsx', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  it.each([
    ['C:\\w\\repo\\secrets\\x', REPO_WINDOWS, 'deny'],
    ['C:\\w\\repo\\a\\secrets\\x', REPO_WINDOWS, 'deny'],
    ['C:\\w\\repo\\secrets\\y', REPO_WINDOWS, 'allow'],
    // (On linux only as written: a backslash may be a name's own character there.)
    ['/w/repo/secrets\\x', REPO_LINUX, 'deny'],
    ['/w/repo/secrets/x', REPO_LINUX, 'allow'],
    ['/w/repo/secretsx', REPO_LINUX, 'allow'],
  ] as const)('read %s', (path, ctx, expected) => {
    expectDecision(rules, 'read', path, expected, ctx);
  });
  it.each([
    // An Edit deny, a glob after the backslash, a trailing one (a directory), a UNC path.
    [['Edit(a\\\\b\\\\*.key)'], 'edit', 'C:\\w\\repo\\a\\b\\k.key', 'deny'],
    [['Read(top\\\\)'], 'read', 'C:\\w\\repo\\top\\y', 'deny'],
    [['Read(\\\\\\\\srv\\\\share\\\\k)'], 'read', '\\\\srv\\share\\k', 'deny'],
    // (A leading one is dropped: the unrooted pattern covers the drive's root.)
    [['Read(\\\\k.pem)'], 'read', 'C:\\k.pem', 'deny'],
  ] as const)('%j %s %s', (deny, kind, path, expected) => {
    expectDecision({ deny: [...deny], allow: ['Read(**)', 'Read(//**)', 'Edit(**)', 'Edit(//**)'] }, kind, path, expected, REPO_WINDOWS);
  });
  // An ask rule so too; an allow rule only as written (never wider).
  it('ask rule', () => {
    expectDecision({ ask: ['Read(secrets\\\\x)'], allow: ['Read(**)', 'Read(//**)'] }, 'read', 'C:\\w\\repo\\secrets\\x', 'ask', REPO_WINDOWS);
  });
  it('allow rule: only as written', () => {
    expectDecision({ allow: ['Read(secrets\\\\x)'] }, 'read', 'C:\\w\\repo\\secrets\\x', 'ask', REPO_WINDOWS);
  });
  // Validate says which reading each list gets.
  it.each([['deny'], ['ask']] as const)('%s: the warning says the rule also matches with "\\\\" as "/"', (list) => {
    const w = ruleWarnings(list, 'Read(secrets\\\\x)').join('\n');
    expect(w).toMatch(/never matches as written, so there a deny or ask rule also matches with each backslash read as "\/" \(elsewhere only as written\)/);
  });
  it('allow: the warning says it never matches on Windows', () => {
    const w = ruleWarnings('allow', 'Read(secrets\\\\x)').join('\n');
    expect(w).toMatch(/on Windows this rule never matches; if it separates/);
    expect(w).not.toMatch(/also matches/);
  });
});

// A value the line gives a command's word or name is known, so the command is: `$x = 'rm -rf x';
// iex $x` asked where `iex 'rm -rf x'` denies, `& ('r'+'m') -rf x` asked where `& 'rm' -rf x`
// denies. Each is now read once more with its value (deny and ask rules), in any command's words
// (powershell-variable-readings.ts); the code piped to a bare iex where the line shows it
// (powershell-piped-code.ts); and -EncodedCommand's code, decoded (powershell-host.ts). A value
// the analysis cannot tell still asks.
describe('PowerShell: a command whose words the line gives known values is read with them (asked where the literal denies)', () => {
  const enc = (code: string) => Buffer.from(code, 'utf16le').toString('base64');
  const rules: Rules = { deny: ['Shell(rm *)', 'Read(**/*.pem)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [
    ["$x = 'rm -rf x'; iex $x", 'deny'],
    ["$x = 'rm -rf x'; Invoke-Expression -Command $x", 'deny'],
    ["$x = 'rm -rf x'; Invoke-Expression -Command:$x", 'deny'],
    ["$x = 'rm -rf x'; powershell -c $x", 'deny'],
    ["$x = 'rm -rf x'; pwsh -NoProfile -Command $x", 'deny'],
    ["$x = 'rm'; & $x -rf x", 'deny'],
    ["$x = 'rm'; . $x -rf x", 'deny'],
    ["$x = 'rm'; & \"$x\" -rf x", 'deny'],
    ["& ('r'+'m') -rf x", 'deny'],
    ["& $('rm') -rf x", 'deny'],
    ["$x = 'r' + 'm -rf x'; iex $x", 'deny'],
    ["$x = 'rm -rf x'; iex \"$x\"", 'deny'],
    ["$x = @'\nrm -rf x\n'@; iex $x", 'deny'],
    ["$f = 'C:\\w\\repo\\k.pem'; Get-Content $f", 'deny'],
    ["$f = 'k.pem'; Get-Content -Path $f", 'deny'],
    ["'rm -rf x' | iex", 'deny'],
    ["echo 'rm -rf x' | iex", 'deny'],
    ["Write-Output 'rm -rf x' | Invoke-Expression", 'deny'],
    ["$x = 'rm -rf x'; $x | iex", 'deny'],
    [`pwsh -EncodedCommand ${enc('rm -rf x')}`, 'deny'],
    [`powershell -enc ${enc('Get-Content C:\\w\\repo\\k.pem')}`, 'deny'],
    [`powershell -ec ${enc('rm -rf x')}`, 'deny'],
    // A value that is not certain or not known keeps the ask.
    ["$x = 'rm -rf x'; $x = Get-Content f; iex $x", 'ask'],
    ['$x = Get-Content f; iex $x', 'ask'],
    ["foreach ($x in 'rm -rf x') { iex $x }", 'ask'],
    ["Set-Variable x 'rm -rf x'; iex $x", 'ask'],
    ["$x = 'xm -rf x' -replace 'x','r'; iex $x", 'ask'],
    ["& ('{0}m' -f 'r') -rf x", 'ask'],
    ["$x = 'rm', '-rf'; & $x x", 'ask'],
    ['Get-Content f | iex', 'ask'],
    ['$x | iex', 'ask'],
    ['pwsh -EncodedCommand notbase64!', 'ask'],
    [`pwsh -EncodedCommand ${enc('Get-ChildItem')}`, 'ask'],
    // (Precision kept: values no rule matches.)
    ["$x = 'ls'; & $x", 'ask'],
    ["$f = 'a.txt'; Get-Content a.txt", 'allow'],
    ["$x = 'rm -rf x'; Write-Output $x", 'allow'],
    ["$msg = 'fix'; git commit -m $msg", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// Each known word was read a word at a time, each reading reading the others again: twelve `$x`
// given to a program that may run them took minutes and then the heap (session 34's readings).
describe('PowerShell: many words of known value are read in one reading each (was exponential)', () => {
  const rules: Rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'PowerShell(*)'] };
  it.each([12, 40])('%i words', (n) => {
    const words = (k: number) => Array.from({ length: k }, (_, i) => (i % 2 === 0 ? '$x' : '$y')).join(' ');
    const t = performance.now();
    // (One value each: one reading. Two values of $y: more combinations than are read, so it asks.)
    expectDecision(rules, 'pwsh', `$x = 'a'; $y = 'b', 'c'; mytool ${words(n)}`, 'allow', REPO_WINDOWS);
    expectDecision(rules, 'pwsh', `$x = 'a'; $y = 'b'; $y = 'c'; mytool ${words(n)}`, 'ask', REPO_WINDOWS);
    // (Hundreds of milliseconds on a loaded host; the exponential reading took minutes.)
    expect(performance.now() - t).toBeLessThan(2000);
  });
  it('a few words, every combination', () => {
    expectDecision(rules, 'pwsh', "$x = 'a'; $y = 'rm -rf x'; mytool $x $y", 'ask', REPO_WINDOWS);
    expectDecision(rules, 'pwsh', "$x = 'a'; $y = 'rm -rf x'; iex $y $x", 'deny', REPO_WINDOWS);
  });
});

// `\\?\C:\Windows\x` is C:\Windows\x, but its `?` was read as a wildcard: the word was a glob,
// which a Shell rule's absolute path word (`Shell(Remove-Item C:/Windows/*)`) did not meet, as it
// meets `\\.\C:\Windows\x` and `\\localhost\c$\Windows\x` (powershell-scan.ts devicePrefix).
describe('PowerShell: a \\\\?\\ device path is the drive path, not a glob (was allowed beside a Shell rule)', () => {
  const rules: Rules = { deny: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)', 'PowerShell(*)'] };
  lineTable(rules, [
    ['Remove-Item \\\\?\\C:\\Windows\\x', 'deny'],
    ['Remove-Item //?/C:/Windows/x', 'deny'],
    ['Remove-Item \\\\?\\c:\\windows\\x', 'deny'],
    ['Remove-Item -Recurse \\\\?\\C:\\Windows\\sub', 'deny'],
    ['Remove-Item \\\\?\\UNC\\localhost\\c$\\Windows\\x', 'deny'],
    ['Remove-Item \\\\.\\C:\\Windows\\x', 'deny'],
    // (Precision kept: other paths; a `?` elsewhere is still a wildcard.)
    ['Remove-Item \\\\?\\C:\\w\\repo\\x', 'allow'],
    ['Remove-Item x?', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A Shell rule's drive path met an administrative share only as `\\localhost\c$`, `\\127.0.0.1\c$`
// or `\\.\c$`: `\\localhost\admin$\x` (C:\Windows\x) and the share on another loopback address
// were allowed beside `Shell(Remove-Item C:/Windows/*)`, though Edit rules met them (decide/links.ts).
describe('PowerShell: an administrative share of this machine is its drive path for Shell rules, admin$ too (was allowed)', () => {
  const rules: Rules = { deny: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)', 'PowerShell(*)'] };
  lineTable(rules, [
    ['Remove-Item \\\\localhost\\admin$\\x', 'deny'],
    ['Remove-Item \\\\localhost\\ADMIN$\\System32\\x', 'deny'],
    ['Remove-Item \\\\127.0.0.2\\c$\\Windows\\x', 'deny'],
    ['Remove-Item \\\\localhost\\c$\\Windows\\x', 'deny'],
    // (Precision kept: other drives, other shares, other paths, another host's share.)
    ['Remove-Item \\\\localhost\\d$\\Windows\\x', 'allow'],
    ['Remove-Item \\\\localhost\\c$\\w\\repo\\x', 'allow'],
    ['Remove-Item \\\\localhost\\share\\Windows\\x', 'allow'],
    ['Remove-Item \\\\server\\admin$\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
