import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { DIAGNOSTIC_CODES, type Diagnostic } from '../src/diagnostics.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const fx = (p: string) => `${root}fixtures/${p}`;

function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) });
  return { code, stdout, stderr };
}

const json = (...argv: string[]) => {
  const r = run('validate', '--format', 'json', ...argv);
  return { ...r, diagnostics: JSON.parse(r.stdout) as Diagnostic[] };
};

describe('validate: exit codes', () => {
  it('0 on a clean file', () => {
    const r = run('validate', fx('managed-settings.full.json'));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('0 errors, 0 warnings in 1 file\n');
  });
  it('0 with warnings, 1 with warnings under --strict', () => {
    expect(run('validate', fx('invalid/unknown-key.json')).code).toBe(0);
    const strict = json('--strict', fx('invalid/unknown-key.json'));
    expect(strict.code).toBe(1);
    expect(strict.diagnostics[0]!.severity).toBe('error');
  });
  it('1 on errors', () => {
    expect(run('validate', fx('invalid/invalid-rule.json')).code).toBe(1);
    expect(run('validate', fx('does-not-exist.json')).code).toBe(1);
  });
  it('2 on usage errors', () => {
    expect(run().code).toBe(2);
    expect(run('frobnicate').code).toBe(2);
    expect(run('validate').code).toBe(2);
    expect(run('validate', '--format', 'xml', fx('managed-settings.full.json')).code).toBe(2);
    expect(run('validate', '--no-such-flag', fx('managed-settings.full.json')).code).toBe(2);
  });
  it('--help and --version exit 0', () => {
    expect(run('--help').stdout).toContain('Usage: managed-policy');
    expect(run('--version').stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('validate: every diagnostic code has a fixture that produces it', () => {
  const files = readdirSync(fx('invalid'));
  const expected: Record<string, string> = { 'overridable-wrong-key.json': 'invalid-value' };
  it.each(files)('%s', (file) => {
    const code = expected[file] ?? file.replace(/\.json$/, '');
    const { diagnostics } = json(fx(`invalid/${file}`));
    expect(diagnostics.map((d) => d.code)).toContain(code);
    for (const d of diagnostics) expect(d.file).toBe(fx(`invalid/${file}`));
  });

  it('the team layout fixture produces every team code', () => {
    const { diagnostics, code } = json('--teams-dir', fx('teams-invalid'));
    const got = new Set(diagnostics.map((d) => d.code));
    for (const c of ['team-mapping-missing-file', 'team-file-unmapped', 'team-key-not-overridable', 'team-key-not-allowed']) expect(got, c).toContain(c);
    expect(code).toBe(1);
    const notOverridable = diagnostics.find((d) => d.code === 'team-key-not-overridable')!;
    expect(notOverridable).toMatchObject({ pointer: '/permissions/deny', line: 3, column: 20 });
    const missing = diagnostics.find((d) => d.code === 'team-mapping-missing-file')!;
    expect(missing).toMatchObject({ line: 3, column: 3 });
    // model is wrapped by the enterprise, so the team may set it
    expect(diagnostics.some((d) => d.pointer === '/model')).toBe(false);
  });

  it.skipIf(process.platform === 'win32')('--check-trust checks the team layout too (as the decision commands do)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-trust-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'x.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'x.json'), '{}');
    chmodSync(join(dir, 'teams', 'x.json'), 0o666);
    const r = json('--check-trust', '--teams-dir', dir);
    expect(r.diagnostics.filter((d) => d.code === 'untrusted-file').map((d) => d.file)).toContain(join(dir, 'teams', 'x.json'));
    expect(r.code).toBe(1);
  });

  it('the valid team example is clean', () => {
    const r = json('--teams-dir', fx('team-example'));
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('covers every code the library defines (the rest are tested in their modules)', () => {
    const fileCodes = new Set([...files.map((f) => expected[f] ?? f.replace(/\.json$/, '')), 'team-mapping-missing-file', 'team-file-unmapped', 'team-key-not-overridable', 'team-key-not-allowed']);
    const elsewhere = ['mdm-value-not-json', 'mdm-path-conflict', 'untrusted-file', 'file-unreadable', 'restricted-mode', 'team-slug-unmapped', 'team-conflict', 'team-value-ignored', 'team-entry-dropped'];
    expect([...fileCodes, ...elsewhere].sort()).toEqual(Object.keys(DIAGNOSTIC_CODES).sort());
  });
});

describe('validate --mdm: an MDM export read as check and decide read it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-validate-mdm-'));
  const file = (name: string, text: string | Buffer) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  it('a clean export is clean (its dotted keys are MDM paths, not misnamed lists)', () => {
    const r = run('validate', '--mdm', file('ok.json', '{"permissions.deny": "[\\"Shell(rm *)\\"]", "sandbox.enabled": "true"}'));
    expect(r).toMatchObject({ code: 0, stdout: '0 errors, 0 warnings in 1 file\n' });
  });
  it('a problem inside a value is reported at its line and column in the export', () => {
    const text = '{\n  "permissions.deny": "[\\"Shel(rm *)\\"]"\n}';
    const path = file('bad.json', text);
    const r = json('--mdm', path);
    expect(r.code).toBe(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'invalid-rule', file: path, line: 2, column: 27, pointer: '/permissions/deny/0' });
    expect(text.split('\n')[1]!.slice(26, 31)).toBe('Shel(');
  });
  it('bytes that are not UTF-8 are an error, as for check and decide', () => {
    const r = json('--mdm', file('latin1.json', Buffer.from('{"permissions.deny":"[\\"Read(~/Donn\xe9es/**)\\"]"}', 'latin1')));
    expect(r.code).toBe(1);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['invalid-encoding', 'restricted-mode']);
  });
  it('--mdm alone is enough; nothing at all is a usage error', () => {
    expect(run('validate', fx('managed-settings.full.json'), '--mdm', join(dir, 'ok.json')).stdout).toBe('0 errors, 0 warnings in 2 files\n');
    expect(run('validate').code).toBe(2);
  });
});

describe('validate: output formats', () => {
  const file = fx('invalid/invalid-rule.json');

  it('text: file:line:col: severity code: message, then the hint', () => {
    const r = run('validate', file);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:34: error invalid-rule: deny rule "Shel\\(curl \\*\\)": `));
    expect(lines).toContain('  at /permissions/deny/1');
    expect(lines.some((l) => l.startsWith('  hint: '))).toBe(true);
    expect(r.stdout).toMatch(/\d+ errors?, \d+ warnings? in 1 file\n$/);
  });

  it('json: the diagnostics array', () => {
    const { diagnostics } = json(file);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-rule', file, line: 3, column: 34, pointer: '/permissions/deny/1' });
  });

  it('github: workflow-command annotations with escaped properties and data', () => {
    const r = run('validate', '--format', 'github', file);
    const first = r.stdout.split('\n')[0]!;
    expect(first).toMatch(/^::error file=[^,]+,line=3,col=34,title=managed-policy invalid-rule::/);
    expect(r.stdout).not.toMatch(/::[^\n]*\n(?!::|$)/); // one annotation per line: newlines in data are escaped
    expect(r.stdout).toContain('%0A');
  });

  it('sarif: a SARIF 2.1.0 log with rules and regions', () => {
    const r = run('validate', '--format', 'sarif', file);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe('2.1.0');
    const run0 = log.runs[0];
    expect(run0.tool.driver.name).toBe('managed-policy');
    const result = run0.results[0];
    expect(result).toMatchObject({ ruleId: 'invalid-rule', level: 'error' });
    expect(run0.tool.driver.rules[result.ruleIndex].id).toBe('invalid-rule');
    expect(result.locations[0].physicalLocation.region).toEqual({ startLine: 3, startColumn: 34 });
    expect(result.locations[0].logicalLocations[0].fullyQualifiedName).toBe('/permissions/deny/1');
  });
});

describe('the installed bin', () => {
  it('runs from the checkout (npx managed-policy) and prints what it finds', () => {
    const r = spawnSync(process.execPath, [`${root}bin/managed-policy.js`, 'validate', fx('invalid/invalid-rule.json')], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('error invalid-rule');
  });

  it.skipIf(process.platform === 'win32')('stops quietly when its reader closes the pipe early (EPIPE)', () => {
    const lines = Array.from({ length: 20000 }, () => '{"op":"shell","command":"ls"}').join('\n');
    const script = `"${process.execPath}" "${root}bin/managed-policy.js" decide --file "${fx('managed-settings.full.json')}" | head -1 >/dev/null`;
    const r = spawnSync('sh', ['-c', script], { input: lines, encoding: 'utf8' });
    expect(r.stderr).toBe('');
  });
});
