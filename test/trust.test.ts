import { chmodSync, chownSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTrust, loadSettingsFile, trustProblems } from '../src/load/file.js';

const regular = { isSymbolicLink: false, isFile: true, uid: 0, mode: 0o100644 };

describe('file trust check (pure rules)', () => {
  it('trusts a root-owned regular file that only root can write', () => {
    expect(trustProblems('/etc/m.json', regular)).toEqual([]);
  });
  it.each([
    ['a symbolic link', { ...regular, isSymbolicLink: true }, 'symbolic link'],
    ['a directory', { ...regular, isFile: false }, 'not a regular file'],
    ['owned by a user', { ...regular, uid: 1000 }, 'uid 1000'],
    ['group-writable', { ...regular, mode: 0o100664 }, 'group-writable'],
    ['world-writable', { ...regular, mode: 0o100646 }, 'world-writable'],
  ])('rejects %s', (_, facts, words) => {
    const problems = trustProblems('/etc/m.json', facts);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'untrusted-file', severity: 'error', file: '/etc/m.json' });
    expect(problems[0]!.message).toContain(words);
  });
  it('is a warning, not a pass, on Windows', () => {
    expect(checkTrust('C:\\x.json', 'win32')[0]).toMatchObject({ severity: 'warning', code: 'untrusted-file' });
  });
});

describe.runIf(process.platform !== 'win32' && process.getuid?.() === 0)('file trust check (real files, as root)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-trust-'));
  const good = join(dir, 'good.json');
  writeFileSync(good, '{"model":"auto"}');
  chmodSync(good, 0o644);

  it('passes a root-owned 0644 file and loads it', () => {
    expect(checkTrust(good)).toEqual([]);
    const r = loadSettingsFile(good, { checkTrust: true });
    expect(r.restricted).toBe(false);
    expect(r.settings).toEqual({ model: 'auto' });
  });

  it('a failed check puts the source in restricted mode', () => {
    const link = join(dir, 'link.json');
    symlinkSync(good, link);
    const writable = join(dir, 'writable.json');
    writeFileSync(writable, '{}');
    chmodSync(writable, 0o666);
    const owned = join(dir, 'owned.json');
    writeFileSync(owned, '{}');
    chmodSync(owned, 0o644);
    chownSync(owned, 65534, 65534);
    for (const f of [link, writable, owned]) {
      const r = loadSettingsFile(f, { checkTrust: true });
      expect(r.restricted, f).toBe(true);
      expect(r.diagnostics.map((d) => d.code)).toContain('untrusted-file');
    }
    // Without the check, the same symlinked file loads.
    expect(loadSettingsFile(link).restricted).toBe(false);
  });

  it('a missing file is restricted mode with file-unreadable', () => {
    const r = loadSettingsFile(join(dir, 'missing.json'));
    expect(r.restricted).toBe(true);
    expect(r.diagnostics[0]!.code).toBe('file-unreadable');
  });
});
