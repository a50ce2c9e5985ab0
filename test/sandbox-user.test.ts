// Reading the user's settings (`--user FILE`): the settings form and the bare sandbox form, and
// every problem reported with file, position, pointer and what to do.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUserSandboxFile, readUserSandboxText } from '../src/sandbox/user.js';

const read = (doc: unknown) => readUserSandboxText(typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2), 'settings.json');
const problems = (doc: unknown) => {
  const r = read(doc);
  if (r.ok) throw new Error('expected problems');
  return r.diagnostics;
};

describe('the two forms', () => {
  it('a settings.json: the "sandbox" key; other keys are the client\'s and ignored', () => {
    expect(read({ model: 'auto', theme: 'dark', sandbox: { enabled: true } })).toEqual({ ok: true, user: { file: 'settings.json', form: 'settings', sandbox: { enabled: true } } });
  });

  it('a settings.json without a "sandbox" key: no user sandbox settings', () => {
    expect(read({ model: 'auto' })).toEqual({ ok: true, user: { file: 'settings.json', form: 'settings', sandbox: undefined } });
    expect(read({})).toEqual({ ok: true, user: { file: 'settings.json', form: 'settings', sandbox: undefined } });
  });

  it('a file that is the sandbox object alone (every top-level key is a sandbox key)', () => {
    const doc = { enabled: true, userPolicy: { filesystem: { readwritePaths: ['/w'] } } };
    expect(read(doc)).toEqual({ ok: true, user: { file: 'settings.json', form: 'sandbox', sandbox: doc } });
  });

  it('sandbox keys beside other keys and no "sandbox" key: refused as ambiguous', () => {
    const [d] = problems({ model: 'auto', enabled: true });
    expect(d).toMatchObject({ severity: 'error', file: 'settings.json', pointer: '/enabled', line: 3, column: 14 });
    expect(d!.hint).toContain('top-level "sandbox" key');
  });
});

describe('problems: precise, and every one an error', () => {
  it('a wrong type, with position and pointer (settings form)', () => {
    expect(problems({ sandbox: { enabled: 'yes' } })).toEqual([expect.objectContaining({
      severity: 'error', code: 'invalid-type', file: 'settings.json', pointer: '/sandbox/enabled', line: 3, column: 16,
      message: 'sandbox.enabled must be a boolean, found the string "yes"',
    })]);
  });

  it('the pointer in the sandbox form has no /sandbox prefix', () => {
    expect(problems({ enabled: true, userPolicy: { filesystem: { readwritePaths: '/w' } } })).toEqual([expect.objectContaining({
      code: 'invalid-type', pointer: '/userPolicy/filesystem/readwritePaths',
    })]);
  });

  it('an unknown key is an error (a misspelt deniedPaths would silently lose a denial), with a suggestion', () => {
    const [d] = problems({ sandbox: { userPolicy: { filesystem: { deniedPath: ['/secret'] } } } });
    expect(d).toMatchObject({ severity: 'error', code: 'unknown-key', pointer: '/sandbox/userPolicy/filesystem/deniedPath' });
    expect(d!.hint).toContain('Did you mean "deniedPaths"?');
    expect(d!.hint).not.toContain('ignored');
  });

  it('host list entries must be hosts or host patterns', () => {
    const ds = problems({ sandbox: { userPolicy: { network: { allowedHosts: ['github.com', 'https://x.com/path'], blockedHosts: ['a b'] } } } });
    expect(ds.map((d) => d.pointer)).toEqual(['/sandbox/userPolicy/network/allowedHosts/1', '/sandbox/userPolicy/network/blockedHosts/0']);
    expect(ds[0]!.hint).toContain('*.example.com');
  });

  it('an empty path, a proxy that is not a URL, a non-object sandbox', () => {
    expect(problems({ sandbox: { userPolicy: { filesystem: { readonlyPaths: [''] } } } })[0]).toMatchObject({ pointer: '/sandbox/userPolicy/filesystem/readonlyPaths/0' });
    expect(problems({ sandbox: { userPolicy: { network: { proxy: { url: 'not a url' } } } } })[0]).toMatchObject({ pointer: '/sandbox/userPolicy/network/proxy/url' });
    expect(problems({ sandbox: true })[0]).toMatchObject({ code: 'invalid-type', pointer: '/sandbox' });
  });

  it('not JSON (with line and column), JSON with comments, a top level that is not an object', () => {
    expect(problems('{ "sandbox": { "enabled": true, } }')[0]).toMatchObject({ severity: 'error', file: 'settings.json', line: 1 });
    expect(problems('// mine\n{}')[0]).toMatchObject({ code: 'json-comment', line: 1, column: 1 });
    expect(problems('[]')[0]).toMatchObject({ code: 'not-an-object', pointer: '' });
    expect(problems('')[0]).toMatchObject({ severity: 'error' });
  });
});

describe('the file edge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-user-'));

  it('reads a file; a missing or undecodable file is an error naming it', () => {
    const ok = join(dir, 'ok.json');
    writeFileSync(ok, '\ufeff{"sandbox": {"enabled": true}}');
    expect(readUserSandboxFile(ok)).toMatchObject({ ok: true, user: { sandbox: { enabled: true } } });
    const missing = readUserSandboxFile(join(dir, 'missing.json'));
    expect(missing).toMatchObject({ ok: false, diagnostics: [{ code: 'file-unreadable', file: join(dir, 'missing.json') }] });
    const latin1 = join(dir, 'latin1.json');
    writeFileSync(latin1, Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
    expect(readUserSandboxFile(latin1)).toMatchObject({ ok: false, diagnostics: [{ code: 'invalid-encoding', file: latin1 }] });
  });
});
