// Session 33, red team of the rule grammar, context and composition around a decision.
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { resolveSource } from '../src/compose/resolved.js';
import { decide } from '../src/decide/decide.js';
import { loadSettingsText, loadSettingsValue, type LoadedSettings } from '../src/load/load.js';
import { loadMdmExportText } from '../src/load/mdm.js';
import { bypassPolicy } from '../src/settings/bypass.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { parseRule } from '../src/rules/grammar.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './helpers/cli.js';
import { decideBoth, op, source, type Rules } from './helpers/policy.js';
import { expectRuleError } from './helpers/rules.js';

const warningsOf = (text: string) => {
  const r = parseRule(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.error.message}`);
  return r.warnings;
};

// `Shell(rm:* -rf)` read ":*" as a literal colon and a wildcard in the command name ("rm:…"),
// which no command has: as a deny it never matched `rm -rf /`, and nothing said so.
describe('":*" inside a Shell/Bash rule\'s command name is warned of (only a rule ending in ":*" is the prefix form)', () => {
  it.each([
    ['Shell(rm:* -rf)', 8, '"rm * -rf"'],
    ['Bash(git:* push)', 8, '"git * push"'],
    ['Shell(rm:*:*)', 8, '"rm *:*"'],
    ['Shell(git:*x)', 9, '"git *x"'],
  ])('%s', (rule, offset, suggestion) => {
    const w = warningsOf(rule).filter((x) => /prefix form only at the end/.test(x.message));
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ offset, length: 2, kind: 'shell' });
    expect(w[0]!.hint).toContain(suggestion);
  });

  it.each([
    'Shell(git:*)', 'Shell(git push:*)', 'Shell(scp host:* /x)', 'Shell(echo \\:*)', "Shell(git':'*)", 'Shell(rm\\:*)', 'PowerShell(Get-Item Env:*)',
  ])('%s: no such warning', (rule) => {
    expect(warningsOf(rule).filter((x) => /prefix form only at the end/.test(x.message))).toEqual([]);
  });
});

// A file a command reads or writes unnamed where it runs (make's Makefile, npm install's
// package.json) was not checked at all when the context gave no cwd: `make` was allowed beside a
// deny Read(Makefile), which matches that name in every directory (with a cwd it was denied).
// Rules rooted somewhere still need the cwd (test/shell-package-manager-writes.test.ts pins that).
describe('a file read unnamed where the context gives no cwd meets the rules that match its name in every directory (engine and reference)', () => {
  const NO_CWD: DecisionContext = { workspace: ['/w'], home: '/h', platform: 'linux' };
  const allow = ['Shell(*)'];
  it.each([
    // (Each was allowed.)
    [{ deny: ['Read(Makefile)'], allow }, 'make', NO_CWD, 'deny'],
    [{ deny: ['Read(**/Makefile)'], allow }, 'make -j4', NO_CWD, 'deny'],
    [{ deny: ['Read(//**/Makefile)'], allow }, 'make', NO_CWD, 'deny'],
    [{ ask: ['Read(Make*)'], allow }, 'make', NO_CWD, 'ask'],
    [{ deny: ['Edit(package.json)'], allow }, 'npm install lodash', NO_CWD, 'deny'],
    [{ deny: ['Read(package.json)'], allow }, 'npm run build', NO_CWD, 'deny'],
    [{ deny: ['Read'], allow }, 'make', NO_CWD, 'deny'],
    [{ deny: ['Read(makefile)'], allow }, 'make', { ...NO_CWD, platform: 'darwin' }, 'deny'],
    [{ deny: ['Read(Makefile)'], allow }, 'make', { workspace: ['C:\\w'], home: 'C:\\h', platform: 'win32' }, 'deny'],
    // (As with a cwd.)
    [{ deny: ['Read(Makefile)'], allow }, 'make', { ...NO_CWD, cwd: '/w' }, 'deny'],
    // (Rules that name another file, or a place, do not meet it: the file's directory is unknown.)
    [{ deny: ['Read(config/Makefile)', 'Read(//etc/**)', 'Read(./Makefile)', 'Read(~/Makefile)', 'Read(//Makefile)'], allow }, 'make', NO_CWD, 'allow'],
    [{ deny: ['Read(.env)', 'Edit(package.json)'], allow }, 'npm test', NO_CWD, 'allow'],
  ] as [Rules, string, DecisionContext, DecisionKind][])('%j %s (%j) -> %s', (rules, line, context, expected) => {
    expect(decideBoth([source(rules)], op('shell', line), context).decision).toBe(expected);
  });

  it('an unreadable rule of its kind asks for it (it asked with a cwd; was allowed)', () => {
    const loaded = loadSettingsValue({ permissions: { deny: ['Read(//etc/$X)'], allow: ['Shell(*)'] } }, { channel: 'file', file: 'm.json' });
    const d = decideBoth([loaded], op('shell', 'make'), NO_CWD);
    // (Twice since session 41: for make's Makefile read, and for its write where it runs, make-writes.ts.)
    expect({ decision: d.decision, codes: d.reasons.map((r) => r.code) }).toEqual({ decision: 'ask', codes: ['unreadable-rule', 'unreadable-rule'] });
    expect(decideBoth([loaded], op('shell', 'make'), { ...NO_CWD, cwd: '/w' }).decision).toBe('ask');
  });
});

// `Read(/C:/Users/u/secret/**)`, a Windows administrator's drive path with one leading "/", was a
// pattern for a directory named "C:" below each workspace root, which no Windows path has: as a
// deny it never fired (C:\Users\u\secret\x was allowed), and nothing said so. An error now, as
// `Read(C:/x)` and `Read(//C:/x)` were: its kind asks until it is fixed.
describe('a drive letter first in a workspace- or cwd-relative Read/Edit pattern is an error', () => {
  it.each([
    ['Read(/C:/Users/u/secret/**)', 'read', 6, /relative to each workspace root/, /write \/\/c\/Users\/u\/secret\/\*\*/],
    ['Edit(/d:/**)', 'edit', 6, /form \/\/d\//, /write \/\/d\/\*\*/],
    ['Read(./C:/x)', 'read', 7, /relative to the current directory/, /write \/\/c\/x/],
    ['Write(/c:)', 'edit', 7, /Windows drive/, undefined],
  ] as const)('%s', (rule, kind, offset, message, hint) => {
    expectRuleError(rule, kind, offset, 2, message, hint);
  });

  it.each(['Read(/cc:/x)', 'Read(/c/x)', 'Read(x/c:/y)', 'Read(~/c:/x)'])('%s stays valid', (rule) => {
    expect(parseRule(rule).ok).toBe(true);
  });

  it('as a deny rule its kind asks (C:\\Users\\u\\secret\\x was allowed)', () => {
    const loaded = loadSettingsValue({ permissions: { deny: ['Read(/C:/Users/u/secret/**)'], allow: ['Read'] } }, { channel: 'file', file: 'm.json' });
    const win: DecisionContext = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\u', platform: 'win32' };
    const d = decideBoth([loaded], op('read', 'C:\\Users\\u\\secret\\x'), win);
    expect({ decision: d.decision, fresh: d.fresh, codes: d.reasons.map((r) => r.code) }).toEqual({ decision: 'ask', fresh: true, codes: ['unreadable-rule'] });
  });
});

// `{"permissions":{"allow":[]},"permissions":{"deny":[...]}}`: the repeated member kept the last
// value (a warning), so the file no longer declared an allow list, and another source's
// `allow: ["Read"]` allowed alone (semantics 2: the conjunction is over declaring sources). A
// lost declaration (or a lost disableBypassPermissionsMode) is now an error, and the key takes
// its restrictive value, as lost deny/ask rules already did (src/load/lost-rules.ts).
describe('a repeated permissions member that drops a declared allow list (or the bypass switch) fails closed', () => {
  const CTX: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' };
  const readAll = loadSettingsValue({ permissions: { allow: ['Read'] } }, { channel: 'mdm', file: 'm.json' });
  const decision = (...sources: LoadedSettings[]): string => decide(compilePolicy(sources.map((loaded) => ({ loaded }))), op('read', '/w/x'), CTX).decision;

  it.each([
    ['{"permissions":{"allow":[]},"permissions":{"deny":["Read(//etc/**)"]}}', 'ask'],
    ['{"permissions":{"allow":["Shell(ls)"]},"permissions":{"ask":["Shell(rm *)"]}}', 'ask'],
    ['{"permissions":{"allow":{"overridable":[]}},"permissions":{}}', 'ask'],
    // (The last value declares one too, or none was declared: as before.)
    ['{"permissions":{"allow":[]},"permissions":{"allow":["Read"]}}', 'allow'],
    ['{"permissions":{"deny":["Read(//etc/**)"]},"permissions":{"deny":["Read(//etc/**)"]}}', 'allow'],
  ])('%s beside an mdm allow ["Read"] -> %s', (text, expected) => {
    const file = loadSettingsText(text, { channel: 'file', file: 'f.json' });
    expect(decision(readAll, file)).toBe(expected);
  });

  it('the duplicate is an error naming the lost key, with what is in force', () => {
    const file = loadSettingsText('{"permissions":{"allow":[]},"permissions":{"deny":["Read(//etc/**)"]}}', { channel: 'file', file: 'f.json' });
    const d = file.diagnostics.find((x) => x.code === 'json-duplicate-key')!;
    expect(d).toMatchObject({ severity: 'error', pointer: '/permissions' });
    expect(d.message).toContain('permissions.allow');
    expect(d.hint).toContain('nothing is allowed by it');
    expect(file.valid).toBe(false);
  });

  it('an MDM export with the member twice, too', () => {
    const mdm = loadMdmExportText(JSON.stringify({ 'sandbox.enabled': 'true' }).replace('{', '{"permissions":"{\\"allow\\":[]}","permissions":"{}",'), { file: 'e.json' });
    expect(decision(loadSettingsValue({ permissions: { allow: ['Read'] } }, { channel: 'file', file: 'f.json' }), mdm)).toBe('ask');
  });

  it('a lost disableBypassPermissionsMode keeps bypass disabled', () => {
    const file = loadSettingsText('{"permissions":{"disableBypassPermissionsMode":"disable"},"permissions":{"deny":["Read(//etc/**)"]}}', { channel: 'file', file: 'f.json' });
    expect(bypassPolicy([resolveSource(file)]).disabled).toBe(true);
    expect(file.diagnostics.find((x) => x.code === 'json-duplicate-key')?.severity).toBe('error');
  });
});

// `decide --context A --context B` (and `check --cwd /w --cwd /etc`) kept the last value silently
// (node:util parseArgs): which one a script meant cannot be told. A usage error now (exit 2).
describe('a single-valued CLI option given twice is a usage error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-s33-'));
  const file = join(dir, 'managed-settings.json');
  writeFileSync(file, JSON.stringify({ permissions: { deny: ['Read(//etc/**)'], allow: ['Read'] } }));
  it.each([
    [['decide', '--file', file, '--context', '{"cwd":"/w"}', '--context', '{"cwd":"/etc"}'], '--context'],
    [['check', '--file', file, 'read', 'x', '--cwd', '/w', '--cwd', '/etc'], '--cwd'],
    [['check', '--file', file, 'read', '/w/x', '--cwd', '/w', '--home', '/h', '--platform', 'linux', '--platform', 'win32'], '--platform'],
    [['validate', file, '--format', 'json', '--format', 'text'], '--format'],
  ])('%j', async (argv, name) => {
    const r = await run(argv, ['{"op":"read","path":"x"}']);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
    expect(r.stderr).toContain(`${name} is given more than once`);
  });

  it('repeatable options and flags stay repeatable', async () => {
    const r = await run(['check', '--file', file, '--file', file, 'read', '/w/x', '--cwd', '/w', '--workspace', '/w', '--workspace', '/v', '--home', '/h', '--no-resolve-symlinks', '--no-resolve-symlinks']);
    expect({ code: r.code, out: r.stdout.split('\n')[0] }).toEqual({ code: 0, out: 'ALLOW: managed policy allows the operation' });
  });
});

// An MDM export setting `permissions` whole and `permissions.allow` too: the conflict's fallback
// (an empty declared allow list: the hint said "nothing is allowed by it") replaced the settings,
// but the rules were already parsed from the dot path's value, so its `Read` still allowed.
describe('an allow list its fallback replaces whole allows nothing (the rules are not read from it)', () => {
  const CTX: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' };
  const readAll = loadSettingsValue({ permissions: { allow: ['Read'] } }, { channel: 'file', file: 'f.json' });
  it.each([
    ['{"permissions":"{\\"allow\\":[]}","permissions.allow":"[\\"Read\\"]"}', 'ask'],
    ['{"permissions.allow":"[\\"Read\\"]","permissions":"{\\"allow\\":[\\"Edit\\"]}"}', 'ask'],
    // (No conflict: as before.)
    ['{"permissions.allow":"[\\"Read\\"]","permissions":"{}"}', 'allow'],
    ['{"permissions.allow":"[\\"Read\\", 5]"}', 'allow'],
  ])('%s -> %s', (text, expected) => {
    const mdm = loadMdmExportText(text, { file: 'e.json' });
    expect(decide(compilePolicy([{ loaded: mdm }, { loaded: readAll }]), op('read', '/w/x'), CTX).decision).toBe(expected);
    if (expected === 'ask') expect(mdm.rules.allow).toEqual([]);
  });
});

// "Read(.env), Read(secrets/**)" (two rules in one string) parsed as one path pattern, the file
// named `.env), Read(secrets` and all below it: the deny never met .env, and nothing said so.
describe('a rule string holding several rules is an error, for every kind it names', () => {
  it.each([
    ['Read(.env), Read(secrets/**)', 'read', 12, 16],
    ['Read(.env) Read(x)', 'read', 11, 7],
    ['Read(.env)", "Read(x)', 'read', 14, 7],
    ['Edit(.env);Write(.env)', 'edit', 11, 11],
  ] as const)('%s', (rule, kind, offset, length) => {
    expectRuleError(rule, kind, offset, length, /holds another rule/);
  });

  it.each(['Read(.env), Domain(evil.com)', 'Domain(a.com), Read(.env)', 'Read(.env);Edit(.env)', 'Shell(rm *), read(.env)'])('%s: no single kind (all kinds ask)', (rule) => {
    const r = parseRule(rule);
    expect(r.ok ? 'parsed' : { message: r.error.message.slice(0, 28), kind: r.error.kind }).toEqual({ message: 'the rule holds another rule,', kind: undefined });
  });

  it.each(['Read(foo (1).txt)', 'Read(a)(b)', 'Read(x) (copy)', 'Shell(echo ")")', 'Read(Read(x))'])('%s stays valid (no selector after a ")")', (rule) => {
    expect(parseRule(rule).ok).toBe(true);
  });

  it('as a deny rule, .env asks (it was allowed)', () => {
    const loaded = loadSettingsValue({ permissions: { deny: ['Read(.env), Read(secrets/**)'], allow: ['Read'] } }, { channel: 'file', file: 'm.json' });
    expect(decideBoth([loaded], op('read', '/w/.env')).decision).toBe('ask');
  });
});
