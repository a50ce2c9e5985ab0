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
