// Session 34 (r2): PowerShell values computed by operators, and rule shapes that cannot do what
// they say, pinned with the rows that failed before the fix and rows that show ordinary lines
// keep their decision. Rows are also checked against the reference evaluator (line-table.ts).
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { loadSettingsText } from '../src/index.js';

/** The warnings validate gives for one rule in one list. */
function ruleWarnings(list: 'deny' | 'ask' | 'allow', rule: string): string[] {
  const r = loadSettingsText(JSON.stringify({ permissions: { [list]: [rule] } }), { file: 'm.json' });
  return r.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.message} | ${d.hint ?? ''}`);
}

// `mytool ('xm -rf x' -replace 'x','r')` gives mytool `rm -rf x`; the constant reader reads only
// literals, `+` and `,`, so the group was an unknown word and mytool's allow rule allowed it.
// A string computed from literals by another operator is unknown: the line asks.
describe('PowerShell: a string computed by an operator, given to a program that may run it, asks (was allowed)', () => {
  const rules: Rules = {
    deny: ['Shell(rm *)'],
    allow: ['Shell(mytool *)', 'Shell(Write-Output *)', 'Shell(Get-Date *)', 'Shell(Get-Content *)', 'Read(/**)', 'Edit(/**)'],
  };
  lineTable(rules, [
    ["mytool ('xm -rf x' -replace 'x','r')", 'ask'],
    ["mytool ('xm -rf x' -creplace 'x','r')", 'ask'],
    ["mytool ('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool $('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool @('{0}m -rf x' -f 'r')", 'ask'],
    ['mytool ("r" * 1 + "m -rf x")', 'ask'],
    ["mytool ('r','m -rf x' -join '')", 'ask'],
    ["mytool \"$('xm -rf x' -replace 'x','r')\"", 'ask'],
    ["mytool -x ('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool.exe ('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool (('r','m') -join '')", 'ask'],
    ["mytool ((('r','m') -join '') + ' -rf x')", 'ask'],
    ["mytool ('rm -rf x{0}' -f (Get-Date))", 'ask'],
    ["mytool $('rm -rf x{0}' -f $(Get-Date))", 'ask'],
    // (Already asked: methods, static calls, a computed name.)
    ["mytool ('xm -rf x'.Replace('x','r'))", 'ask'],
    ["mytool ([string]::Concat('r','m -rf x'))", 'ask'],
    ["mytool (-join ('r','m -rf x'))", 'ask'],
    // (Session 35: a name of known value is read with it, as `& 'rm' -rf x` is: it denies.)
    ["& ('r'+'m') -rf x", 'deny'],
    ["& ('{0}m' -f 'r') -rf x", 'ask'],
    ["iex ('{0}m -rf x' -f 'r')", 'ask'],
    // Precision kept: a printer's value, literals alone, an expression without a string.
    ["Write-Output ('{0} items' -f 'a')", 'allow'],
    ["mytool ('a' + 'b')", 'allow'],
    ['mytool ($a + 1)', 'allow'],
    ['mytool ((1+2) * 3)', 'allow'],
    ["mytool (Get-Content 'f.txt')", 'allow'],
    ["Write-Output (('r','m') -join '')", 'allow'],
    ['mytool abc', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// `Read(secrets\\x)` ("Read(secrets\\\\x)" in JSON) names a file with a backslash in its name: no
// Windows path has one, so as a deny it never fires there. The rule is read as written on every
// platform (a compiled policy does not depend on one; on linux the name is a file's); validate
// warns and says what to write.
describe('a Read/Edit rule naming a backslash in a file name: validate warns that it never matches on Windows', () => {
  it.each([
    ['deny', 'Read(secrets\\\\x)'], ['ask', 'Edit(a\\\\b/c)'], ['allow', 'Read(//c/Users/*\\\\y)'],
    ['deny', 'Read(\\\\\\\\server\\\\share\\\\x)'], ['deny', 'Read(a\\\\*.key)'],
  ] as const)('%s %s', (list, rule) => {
    const w = ruleWarnings(list, rule);
    expect(w.filter((m) => /no Windows path has: on Windows this rule never matches/.test(m))).toHaveLength(1);
    expect(w.join('\n')).toMatch(/\/\/server\/share/);
  });
  it.each([['Read(secrets\\*.key)'], ['Read(secrets/x)'], ['Read(a\\ b)'], ['Edit(//c/x)']])('no such warning: %s', (rule) => {
    expect(ruleWarnings('deny', rule).filter((m) => /never matches/.test(m))).toEqual([]);
  });
  // (Read as written: on linux the name is a file's, as decide-path-aliases.test.ts pins too.)
  it.each([
    ['/w/secrets\\x', REPO_LINUX, 'deny'],
  ] as const)('Read(secrets\\\\x) deny, read %s', (path, ctx, expected) => {
    expectDecision({ deny: ['Read(secrets\\\\x)'], allow: ['Read(**)', 'Read(//**)'] }, 'read', path, expected, ctx);
  });
});

// Semantics 4.3: a scheme or port narrows a Domain rule, deny included: `Domain(http://evil.org)`
// does not deny https://evil.org or ws://evil.org. Validate says what it leaves out and what to write.
describe('a deny or ask Domain rule with a scheme: validate warns what it leaves out', () => {
  it.each([
    ['deny', 'Domain(http://evil.org)', /narrows the rule to http:\/\/ on its default port: it does not cover https:\/\/, ws:\/\/, wss:\/\/ or other ports.*write Domain\(evil.org\)/],
    ['ask', 'Domain(https://evil.org:8443)', /https:\/\/ on port 8443.*write Domain\(evil.org\)/],
    ['deny', 'Domain(wss://*.evil.org)', /wss:\/\/.*write Domain\(\*\.evil.org\)/],
    ['deny', 'Domain(https://[::1]:9000)', /port 9000.*write Domain\(\[::1\]\)/],
  ] as const)('%s %s', (list, rule, says) => {
    const w = ruleWarnings(list, rule);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatch(says);
  });
  it.each([['allow', 'Domain(https://ok.org)'], ['deny', 'Domain(evil.org)'], ['deny', 'Domain(*.evil.org)'], ['ask', 'Domain']] as const)('no warning: %s %s', (list, rule) => {
    expect(ruleWarnings(list, rule)).toEqual([]);
  });
  // (What it leaves out: the rule matches as semantics 4.3 says.)
  it.each([['http://evil.org/x', 'deny'], ['https://evil.org/x', 'allow'], ['ws://evil.org/x', 'allow']] as const)('Domain(http://evil.org) deny, fetch %s', (url, expected) => {
    expectDecision({ deny: ['Domain(http://evil.org)'], allow: ['Domain(*)', 'Domain(http://*)', 'Domain(ws://*)'] }, 'fetch', url, expected, REPO_LINUX);
  });
});

// `rm Temp:/x` in PowerShell on linux: `rm` is an alias of Remove-Item there too (PowerShell's
// own aliases come before programs on the path), so `Temp:` is the provider's temporary drive:
// TMPDIR or /tmp, which the environment names and the line does not. Denied beside
// `Shell(rm /tmp/*)`: /tmp/x is one plausible reading of it (semantics principle 2), so the deny
// is right. A bash line's `Temp:/x` is a relative file name and stays one.
describe('PowerShell on linux: rm Temp:/x is Remove-Item on the temporary drive, denied beside Shell(rm /tmp/*)', () => {
  const rules: Rules = { deny: ['Shell(rm /tmp/*)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [
    ['rm Temp:/x', 'deny'],
    ['Remove-Item Temp:/x', 'deny'],
    ['rm Temp:\\x', 'deny'],
    ['rm ./x', 'allow'],
  ], 'pwsh', REPO_LINUX);
  lineTable(rules, [['rm Temp:/x', 'allow'], ['rm /tmp/x', 'deny']], 'shell', REPO_LINUX);
});

// A recursive removal of a tree that holds a denied path: bash and PowerShell agree. Edit rules
// guard trees (semantics 4.2: a rule on a directory covers what is below it), so removing an
// ancestor asks and removing the directory denies, in either shell.
describe('removing a whole tree that holds an Edit-denied one: bash and PowerShell agree', () => {
  const rules: Rules = { deny: ['Edit(//etc/**)', 'Edit(//c/Windows/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [['rm -rf /', 'ask'], ['rm -rf /etc', 'deny'], ['rm -rf /w/tmp', 'allow']], 'shell', REPO_LINUX);
  lineTable(rules, [['Remove-Item / -Recurse', 'ask'], ['Remove-Item /etc -Recurse', 'deny'], ['Remove-Item /w/tmp -Recurse', 'allow']], 'pwsh', REPO_LINUX);
  lineTable(rules, [
    ['Remove-Item C:\\ -Recurse', 'ask'], ['rm -r C:\\', 'ask'], ['Remove-Item C:\\Windows -Recurse', 'deny'],
    ['Remove-Item C:\\w\\repo\\tmp -Recurse', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// `$x = 'rm -rf x'; mytool $x`: the line sets the value mytool gets, as `mytool 'rm -rf x'` gives
// it (which asks beside Shell(rm *)); the variable was read as an unknown expansion and allowed.
// Now the command is read with each value the line sets (deny and ask rules); a value the analysis
// cannot read (a command's output, an operator's result) makes the line ask. A variable the line
// does not set stays as before (`mytool $y`: the environment's, as bash's `mytool "$y"`).
describe('PowerShell: a variable the line sets, given to a program that may run it, is read with its value (was allowed)', () => {
  const rules: Rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [
    ["$x = 'rm -rf x'; mytool $x", 'ask'],
    ["$x = 'rm -rf x'; mytool \"$x\"", 'ask'],
    ["$X = 'rm -rf x'; mytool $x", 'ask'],
    ["$x = 'r' + 'm -rf x'; mytool $x", 'ask'],
    ["$x = 'rm', '-rf', 'x'; mytool $x", 'ask'],
    ["$script:x = 'rm -rf x'; mytool $x", 'ask'],
    ["${x} = 'rm -rf x'; mytool ${x}", 'ask'],
    ["$x = 'hello'; mytool $x; $x = 'rm -rf x'", 'ask'],
    ["$x = 'xm -rf x' -replace 'x','r'; mytool $x", 'ask'],
    ["$x += 'rm -rf x'; mytool $x", 'ask'],
    ["$x = 'rm -rf x'; $y = $x; mytool $y", 'ask'],
    ['$x = Get-Content cmds.txt; mytool $x', 'ask'],
    ["Set-Variable x 'rm -rf x'; mytool $x", 'ask'],
    ["foreach ($x in 'rm -rf x') { mytool $x }", 'ask'],
    ["$a = 'rm','-rf','x'; mytool @a", 'ask'],
    ["$x = 'rm'; mytool \"$x -rf y\"", 'ask'],
    ["$x = 'rm'; mytool \"$($x) -rf y\"", 'ask'],
    ["$x = 'rm -rf'; mytool $x/y", 'ask'],
    // (Already asked: Invoke-Expression of what it cannot read. Session 35: a value the line sets
    // is read, as `iex 'rm -rf x'` is: it denies.)
    ["$x = 'rm -rf x'; iex $x", 'deny'],
    ['$c = Get-Content cmds.txt; iex $c', 'ask'],
    ['Invoke-Expression (Get-Content f -Raw)', 'ask'],
    // Precision kept: other values, printers, variables the line does not set.
    ["$f = 'out.txt'; mytool $f", 'allow'],
    ['$n = 3; mytool $n', 'allow'],
    ["$x = 'hello'; mytool \"$x world\"", 'allow'],
    ['mytool "$x -rf y"', 'allow'],
    ["$x = 'rm -rf x'; Write-Output $x", 'allow'],
    ["$msg = 'fix'; git commit -m $msg", 'allow'],
    ['mytool $y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// `Read(C:secrets/x)`: on Windows, drive C's current directory's secrets/x; the rule reads it as a
// file name `C:secrets` at any depth, which no Windows path has. Validate warns (on other systems
// `C:secrets` may be a file's name, so not an error).
describe('a Read/Edit rule starting with a drive letter and no separator: validate warns', () => {
  it.each([['deny', 'Read(C:secrets/x)', /drive C's current directory on Windows.*write \/\/c\//], ['ask', 'Edit(c:*.pem)', /drive C's/]] as const)('%s %s', (list, rule, says) => {
    const w = ruleWarnings(list, rule);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatch(says);
  });
  it.each([['Read(//c/x)'], ['Read(secrets/x)'], ['Read(./c:)']])('no such warning: %s', (rule) => {
    expect(ruleWarnings('deny', rule).filter((m) => /current directory on Windows/.test(m))).toEqual([]);
  });
});
