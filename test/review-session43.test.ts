// Session 43's review of session 42's modules (exported-hosts.ts, shell-unquoted.ts,
// checkout-writes.ts, install-targets.ts, registry-hive-files.ts, the Edit view's traffic gate, …):
// wrong allows by a small variation of what each reads. Each ask or deny row was allowed at the
// session's start (checked by script against its build); the allow rows keep the readings precise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import { source, type Rules } from './helpers/policy.js';

const HOME_U: DecisionContext = Object.freeze({ cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
/** The brief's policy. */
const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};
/** Domain rules alone: an exported value's host is then the only reason to ask. */
const DOMAIN_ONLY: Rules = { deny: ['Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

describe('a value exported by name or by allexport names hosts later commands may reach (exported-hosts.ts exportedValueHosts)', () => {
  lineTable(DOMAIN_ONLY, [
    ['FOO=https://evil.com; export FOO', 'deny'],
    ['export FOO; FOO=https://evil.com', 'deny'],
    ['set -a; FOO=https://evil.com', 'deny'],
    ['set -o allexport; FOO=evil.com', 'ask'],
    ['readonly FOO=https://evil.com; export FOO', 'deny'],
    ['declare FOO=https://evil.com; export FOO', 'deny'],
    ['export FOO; declare FOO=https://evil.com', 'deny'],
    ['declare -x FOO; FOO=evil.com', 'ask'],
    ['read -r FOO <<< https://evil.com; export FOO', 'deny'],
    ['printf -v FOO https://evil.com; export FOO', 'deny'],
    // Precision: another host, a value not exported, a value the line does not show.
    ['FOO=https://x.com; export FOO', 'allow'],
    ['FOO=https://evil.com; export BAR', 'allow'],
    ['FOO=evil.com; echo $FOO > /dev/null', 'allow'],
    ['X=$(cat f); export X', 'allow'],
  ], 'shell', HOME_U);
});

describe('a text a program may hand a shell, read as the shell reads it (shell-unquoted.ts)', () => {
  lineTable(RULES, [
    // (A drive's path start or a leading backslash no longer keeps a line with an operator or an escape unread.)
    ["mytool '\\cat /e\\tc/passwd'", 'ask'],
    ["mytool 'C:/x; cat /e\\tc/passwd'", 'ask'],
    ["mytool 'C:\\x; cat /e\\tc/passwd'", 'ask'],
    // (A shell ends a word at an operator and at $IFS, not only at a blank.)
    ["mytool 'x;cat</e\\tc/passwd'", 'ask'],
    ["mytool 'x&&cat</e\\tc/passwd'", 'ask'],
    ["mytool 'cat${IFS}/e\\tc/passwd'", 'ask'],
    ["echo 'x;cat</e\\tc/passwd' | mytool", 'ask'],
    // (A backslash and a newline join two lines.)
    ["printf 'cat /e\\\\\\ntc/passwd' | mytool", 'ask'],
    ["echo 'cat /e\\\ntc/pass\\wd' | mytool", 'ask'],
    // (`$'…'` decodes its escapes.)
    ['mytool "cat \\$\'/e\\\\x74c/passwd\'"', 'ask'],
    ['echo "cat \\$\'/e\\\\x74c/passwd\'" | mytool', 'ask'],
    // (A brace list is words: `{cat,/etc/passwd}` is `cat /etc/passwd`; named by the review, closed after it.)
    ["mytool '{cat,/e\\tc/passwd}'", 'ask'],
    ["mytool '{a,b}'", 'allow'],
    // Precision: a Windows path's backslashes, texts naming nothing a rule covers.
    ["mytool 'C:\\Program Files\\x y'", 'allow'],
    ["mytool 'a;b \\d'", 'allow'],
    ["git commit -m 'fix: a;b \\n c'", 'allow'],
    ['mytool "it\'s a/b"', 'allow'],
  ], 'shell', HOME_U);
});

/** Edit deny rules alone (no any-depth Read rule, no Domain rule): a working copy's tree write is the only reason to ask. */
const EDIT_SECRETS: Rules = { deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

describe("hg's repository and directory options in every spelling, and pull's update (checkout-writes.ts)", () => {
  lineTable(EDIT_SECRETS, [
    ['hg --cwd ~ clone https://x.org/r .', 'ask'],
    ['hg --cwd=/home/u update', 'ask'],
    ['hg --repository=/home/u update', 'ask'],
    ['hg --cwd /home/u/.ssh clone https://x.org/r .', 'deny'], // (asked before)
    ['hg --repository=/home/u/.ssh update', 'deny'], // (asked before)
    ['hg -R/home/u/.ssh update', 'deny'], // (asked before)
    // Precision: in the workspace.
    ['hg --cwd /w update', 'allow'],
    ['hg --cwd /w/x clone https://x.org/r .', 'allow'],
    ['hg --repository=/w/x update', 'allow'],
  ], 'shell', HOME_U);
  lineTable(DOMAIN_ONLY, [
    ['cd ~ && hg pull -u', 'ask'],
    ['cd ~ && hg pull --update https://x.org/r', 'ask'],
    ['cd ~ && hg unbundle -u x.hg', 'ask'],
    // Precision: a pull alone writes no working copy; one in the workspace.
    ['cd ~ && hg pull', 'allow'],
    ['hg pull -u', 'allow'],
  ], 'shell', HOME_U);
});

describe('install steps: a target from an expansion, and ninja by its other names (install-targets.ts)', () => {
  lineTable(EDIT_SECRETS, [
    ['ninja $T', 'ask'],
    ['ninja "$T"', 'ask'],
    ['ninja -C b "$T"', 'ask'],
    ['xargs ninja <<< install', 'ask'],
    ['ninja-build install', 'ask'],
    ['samu install', 'ask'],
    ['samu -C b install/strip', 'ask'],
    // Precision: no install step, an option's quoted value.
    ['ninja -j "$N"', 'allow'],
    ['ninja-build -C b all', 'allow'],
    ['samu -C b', 'allow'],
  ], 'shell', HOME_U);
});

// (Named by the review, closed after it: cmake's attached `-t` and a target from an expansion,
// cmake-writes.ts; muon, meson's implementation in C, install-targets.ts.)
describe("cmake's install target in every spelling, and muon's install (cmake-writes.ts, install-targets.ts)", () => {
  lineTable(EDIT_SECRETS, [
    ['cmake --build b -tinstall', 'ask'],
    ['cmake --build b --target "$T"', 'ask'],
    ['muon install', 'ask'],
    ['muon -C build install', 'ask'],
    // Precision: other targets, a dry run, setup.
    ['cmake --build b -j4', 'allow'],
    ['cmake --build b --target all', 'allow'],
    ['muon -C build install -n', 'allow'],
    ['muon setup build', 'allow'],
  ], 'shell', HOME_U);
});

// The Read and Edit fast path (operation-path.ts decideOperationPath, with viewRoutesTraffic's
// last-segment gate, PathView.marked) against the general path, which a symlink hook that finds
// no link forces: the same decision for every path, settings files' names in any spelling among them.
describe('the Read/Edit fast path decides as the general path (operation-path.ts viewRoutesTraffic)', () => {
  const policy = compilePolicy([{ loaded: source({ deny: ['Domain(evil.com)', 'Edit(~/.ssh/**)', 'Edit(//etc/**)'], allow: ['Read(**)', 'Edit(**)', 'Domain(*)'] }) }]);
  const NAMES = ['.curlrc', '_curlrc', '.npmrc', '.npmrc.', '.yarnrc.yml', 'pip.conf', '.gitconfig', 'config', 'hosts', 'env', 'go', '.git', 'modules', 'etc', 'profile',
    'profile.d', 'x.d', 'X.D', '.bashrc', '.BASHRC', 'rc', '.ssh', 'NPMRC~1', '.npmrc:x', 'a:b', 'a~1', 'Microsoft.PowerShell_profile.ps1', 'PROFILE.PS1', 'u', 'home',
    'w', 'apt.conf.d', 'x', 'fish', 'conf.d', '.config', 'a b', '\u00e9', 'K', '\u212a'];
  const segment = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) });
  // (Below the workspace and the home directory mostly: elsewhere Edit(**) of a file source asks on both paths.)
  const path = fc.tuple(fc.constantFrom('/w/', '/w/', '/home/u/', '/'), fc.array(segment, { minLength: 1, maxLength: 5 })).map(([root, s]) => root + s.join('/'));
  it.each(['linux', 'darwin'] as const)('on %s (5,000 runs each)', (platform) => {
    const fast: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/home/u', platform };
    const general: DecisionContext = { ...fast, resolveSymlink: () => undefined };
    fc.assert(fc.property(path, fc.constantFrom<'read' | 'edit'>('read', 'edit'), (p, op) => {
      expect(decide(policy, { op, path: p }, fast).decision).toBe(decide(policy, { op, path: p }, general).decision);
    }), { numRuns: 5_000 });
  });
});

const WIN_U: DecisionContext = Object.freeze({ cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' as const });

describe("PowerShell's tree writes into the home directory, and a home spelled as a Windows path (traffic-settings-files.ts, moved-tree-writes.ts)", () => {
  lineTable(DOMAIN_ONLY, [
    // (Copy-Item, Move-Item and Expand-Archive are tree writers, as cp, mv and unzip are.)
    ['Expand-Archive x.zip -DestinationPath ~', 'ask'],
    ['Expand-Archive x.zip -DestinationPath $HOME', 'ask'],
    ['Copy-Item -Recurse C:\\t\\d\\* $HOME', 'ask'],
    ['cp -r C:\\t\\d\\* ~', 'ask'],
    ['Move-Item C:\\t\\d\\* ~', 'ask'],
    // (The home directory by its drive path.)
    ['tar -xf x.tar -C C:\\Users\\u', 'ask'],
    // (Where the line moved: PowerShell's locations are read as bash's are.)
    ['cd ~; tar xf x.tar', 'ask'],
    ['Set-Location $env:USERPROFILE; Expand-Archive x.zip -DestinationPath .', 'ask'],
    ['cd C:\\Users\\u; tar xf x.tar', 'ask'],
    ['Push-Location ~; Copy-Item -Recurse C:\\t\\d\\* .', 'ask'],
    ['cd ~; git clone https://x.org/r .', 'ask'],
    // Precision: into the workspace.
    ['Expand-Archive x.zip -DestinationPath out', 'allow'],
    ['Copy-Item -Recurse src dist', 'allow'],
    ['Copy-Item -Recurse C:\\t\\d\\* C:\\w\\out', 'allow'],
    ['cd C:\\w\\proj; tar xf x.tar', 'allow'],
    ['Set-Location C:\\w; Expand-Archive x.zip .', 'allow'],
  ], 'pwsh', WIN_U);
});

describe('giget is a template copier as degit is (checkout-writes.ts templateCopyWrites)', () => {
  lineTable(DOMAIN_ONLY, [
    ['giget gh:x/y ~', 'ask'],
    ['npx giget gh:x/y ~', 'ask'],
    // Precision: into the workspace.
    ['giget gh:x/y proj', 'allow'],
    ['giget gh:x/y', 'allow'],
  ], 'shell', HOME_U);
  lineTable(EDIT_SECRETS, [['giget gh:x/y ~/.ssh', 'deny']], 'shell', HOME_U); // (asked before)
});
