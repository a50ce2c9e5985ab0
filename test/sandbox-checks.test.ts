// The checks on an effective sandbox: pathAccess (reference E.18 and how nested grants and
// denials combine), isHostAllowed (semantics 4.3 canonicalization), and answerSandboxRequest.
import { describe, expect, it } from 'vitest';
import type { PathContext } from '../src/paths/normalize.js';
import { answerSandboxRequest } from '../src/sandbox/answer.js';
import { isHostAllowed } from '../src/sandbox/checks.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { denyPrefix, pathAccess } from '../src/sandbox/path-access.js';
import { fs, managedValid, net } from './helpers/sandbox.js';

const LINUX: PathContext = { cwd: '/w', home: '/h', platform: 'linux' };
const MAC: PathContext = { ...LINUX, platform: 'darwin' };
const USER = { by: 'user' } as const;
const FILE = { by: 'managed', source: 'file.json', channel: 'file' } as const;
const access = (e: ReturnType<typeof effectiveSandbox>, path: string, ctx: PathContext = LINUX) => pathAccess(e, path, ctx).access;

describe('E.18 sandbox boundaries', () => {
  const rw = effectiveSandbox([], fs({ readwritePaths: ['/repo'] }));

  it('a nested repository\'s .git/hooks under a writable root is read-only (not only the top-level .git)', () => {
    expect(pathAccess(rw, '/repo/vendor/lib/.git/hooks/pre-commit', LINUX)).toMatchObject({ access: 'read-only', code: 'protected-name', entry: '/repo', decidedBy: [USER] });
    expect(access(rw, '/repo/.git/hooks/post-checkout')).toBe('read-only');
    expect(access(rw, '/repo/.git/config')).toBe('read-only');
    expect(access(rw, '/repo/vendor/lib/src/x.c')).toBe('read-write');
    expect(access(rw, '/repo/.github/workflows/ci.yml')).toBe('read-write');
    expect(access(rw, '/repo/a.git/x')).toBe('read-write');
  });

  it('a missing .git cannot be created inside a writable root (names are reserved, existing or not)', () => {
    expect(pathAccess(rw, '/repo/new-project/.git', LINUX)).toMatchObject({ access: 'read-only', code: 'protected-name' });
    expect(access(rw, '/repo/new-project/.git/config')).toBe('read-only');
    expect(access(rw, '/repo/.git')).toBe('read-only');
    // The working directory root too (addCurrentWorkingDirectory defaults to true).
    expect(pathAccess(rw, '.git/hooks/pre-push', LINUX)).toMatchObject({ path: '/w/.git/hooks/pre-push', access: 'read-only', code: 'protected-name' });
    expect(pathAccess(rw, 'sub/.git', LINUX)).toMatchObject({ access: 'read-only' });
  });

  it('.git is reserved in any letter case on a case-insensitive platform', () => {
    expect(access(rw, '/repo/sub/.GIT/hooks/pre-commit', MAC)).toBe('read-only');
    expect(access(rw, '/repo/sub/.GIT/hooks/pre-commit', LINUX)).toBe('read-write'); // a different name on Linux
  });

  it('an explicit grant inside .git is honoured (the reservation is below the root, not of it)', () => {
    const e = effectiveSandbox([], fs({ readwritePaths: ['/repo', '/repo/.git/info'] }));
    expect(access(e, '/repo/.git/info/exclude')).toBe('read-write');
    expect(access(e, '/repo/.git/hooks/x')).toBe('read-only');
  });

  it('a trailing slash in a denied path (~/.aws/) still protects every path under it', () => {
    const e = effectiveSandbox([managedValid(fs({ deniedPaths: ['~/.aws/'] }))], fs({ readwritePaths: ['/h'] }));
    for (const p of ['~/.aws/credentials', '/h/.aws/credentials', '/h/.aws', '/h/.aws/', '~/.aws', '/h/x/../.aws/config', '/h/./.aws//sso/cache/x.json']) {
      expect(pathAccess(e, p, LINUX), p).toMatchObject({ access: 'denied', code: 'denied-path', entry: '~/.aws/', decidedBy: [FILE] });
    }
    expect(access(e, '/h/.aws-backup/x')).toBe('read-write');
    expect(access(e, '/h/.AWS/credentials', MAC)).toBe('denied');
    expect(access(e, '/h/.AWS/credentials', LINUX)).toBe('read-write');
  });

  it('a denied path written with .. or a Windows spelling is normalized the same way', () => {
    const e = effectiveSandbox([], fs({ deniedPaths: ['/h/x/../.ssh', 'C:\\Users\\a\\.aws\\'] }));
    expect(access(e, '/h/.ssh/id_rsa')).toBe('denied');
    expect(access(e, 'c:/Users/a/.aws/credentials', { ...LINUX, platform: 'win32', cwd: 'C:\\w' })).toBe('denied');
    expect(access(e, 'C:\\USERS\\A\\.AWS\\credentials', { platform: 'win32', cwd: 'C:\\w' })).toBe('denied');
  });
});

describe('pathAccess: how grants and denials combine', () => {
  const e = effectiveSandbox([], fs({
    readwritePaths: ['/p', '/p/docs/drafts', '/q/sub'],
    readonlyPaths: ['/p/docs', '/q'],
    deniedPaths: ['/p/docs/drafts/secret', '/q/sub/keys'],
  }));

  it('a denial wins over every grant under it, however deep or specific the grant', () => {
    expect(pathAccess(e, '/p/docs/drafts/secret/a', LINUX)).toMatchObject({ access: 'denied', entry: '/p/docs/drafts/secret' });
    expect(access(e, '/q/sub/keys')).toBe('denied');
    const denyRoot = effectiveSandbox([], fs({ readwritePaths: ['/a/b/c'], deniedPaths: ['/a'] }));
    expect(access(denyRoot, '/a/b/c/d')).toBe('denied');
  });

  it('a more specific read-only path inside a read-write root wins', () => {
    expect(pathAccess(e, '/p/docs/readme.md', LINUX)).toMatchObject({ access: 'read-only', code: 'write-protected', entry: '/p/docs' });
    expect(access(e, '/p/src/x.ts')).toBe('read-write');
  });

  it('a more specific read-write path inside a read-only one wins (the deepest grant decides)', () => {
    expect(pathAccess(e, '/p/docs/drafts/d1.md', LINUX)).toMatchObject({ access: 'read-write', entry: '/p/docs/drafts' });
    expect(access(e, '/q/sub/x')).toBe('read-write');
    expect(pathAccess(e, '/q/other', LINUX)).toMatchObject({ access: 'read-only', code: 'read-only-grant', entry: '/q' });
  });

  it('the same path read-only and read-write: read-only', () => {
    const both = effectiveSandbox([], fs({ readwritePaths: ['/s'], readonlyPaths: ['/s'] }));
    expect(access(both, '/s/x')).toBe('read-only');
  });

  it('no grant: none; an empty list of everything: none', () => {
    expect(pathAccess(e, '/elsewhere', { ...LINUX, cwd: '/c' })).toMatchObject({ access: 'none', code: 'no-grant' });
  });

  it('a dropped read-only grant still protects its paths from a read-write root', () => {
    const dropped = effectiveSandbox([managedValid(fs({ readonlyPaths: [] }))], fs({ readwritePaths: ['/p'], readonlyPaths: ['/p/config'] }));
    expect(dropped.filesystem.readonlyPaths).toEqual([]);
    expect(pathAccess(dropped, '/p/config/app.yml', LINUX)).toMatchObject({ access: 'read-only', code: 'write-protected' });
    expect(access(dropped, '/other/config', { ...LINUX, cwd: '/c' })).toBe('none');
  });

  it('read-only protection folds case on a case-insensitive platform; grants never do', () => {
    const m = effectiveSandbox([], fs({ readwritePaths: ['/Users/a/work'], readonlyPaths: ['/Users/a/work/docs'] }));
    expect(access(m, '/Users/a/work/DOCS/x', MAC)).toBe('read-only');
    expect(access(m, '/users/a/work/x', { ...MAC, cwd: '/c' })).toBe('none');
  });

  it('path normalization: .., ., repeated and trailing slashes, ~ and relative paths', () => {
    expect(pathAccess(e, '/p/src/../docs/./x/', LINUX)).toMatchObject({ path: '/p/docs/x', access: 'read-only' });
    expect(pathAccess(e, '/q/sub/../../p/docs/drafts/secret', LINUX).access).toBe('denied');
    const home = effectiveSandbox([], fs({ readwritePaths: ['~/proj/'] }));
    expect(pathAccess(home, '/h/proj/a', LINUX)).toMatchObject({ access: 'read-write', entry: '~/proj/' });
  });

  it('fails closed: an unplaceable path, an 8.3 short name, an unplaceable denial', () => {
    expect(pathAccess(e, 'a\u0000b', LINUX)).toMatchObject({ access: 'denied', code: 'invalid-path' });
    expect(pathAccess(e, '/p/PROGRA~1/x', LINUX)).toMatchObject({ access: 'denied', code: 'short-name' });
    const tilde = effectiveSandbox([], fs({ readwritePaths: ['/p'], deniedPaths: ['~/.aws'] }));
    expect(pathAccess(tilde, '/p/x', { platform: 'linux' })).toMatchObject({ access: 'denied', code: 'unresolved-denied-path', entry: '~/.aws' });
    expect(access(tilde, '/p/x')).toBe('read-write');
  });

  it('an unplaceable read-only path of the user makes nothing writable through a root', () => {
    const rel = effectiveSandbox([], fs({ readwritePaths: ['/p'], readonlyPaths: ['~/docs'] }));
    expect(pathAccess(rel, '/p/x', { platform: 'linux' })).toMatchObject({ access: 'read-only', code: 'unresolved-write-protection' });
  });

  it('denyPrefix: a glob makes the denial cover the directory before it', () => {
    expect(denyPrefix('~/.ssh/*')).toBe('~/.ssh');
    expect(denyPrefix('/home/*/.aws')).toBe('/home');
    expect(denyPrefix('/*.pem')).toBe('/');
    expect(denyPrefix('*.pem')).toBe('.');
    expect(denyPrefix('C:\\keys\\*.pem')).toBe('C:\\keys');
    expect(denyPrefix('/plain/path/')).toBe('/plain/path/');
  });
});

describe('isHostAllowed: canonicalization as semantics 4.3', () => {
  const e = effectiveSandbox([managedValid(net({ allowedHosts: ['GitHub.com.', 'bücher.example', '127.0.0.1', '::1', '*.Corp.Example'], blockedHosts: ['xn--bcher-kva.example'] }))]);

  it('letter case and a trailing dot on either side', () => {
    for (const h of ['github.com', 'GITHUB.COM', 'github.com.', 'https://GitHub.com/x', 'github.com:22']) expect(isHostAllowed(e, h), h).toMatchObject({ allowed: true, host: 'github.com' });
  });

  it('IDN and Punycode are one host (and blocking wins over the allow)', () => {
    expect(isHostAllowed(e, 'bücher.example')).toMatchObject({ allowed: false, code: 'blocked-host', host: 'xn--bcher-kva.example' });
    expect(isHostAllowed(e, 'BÜCHER.example')).toMatchObject({ allowed: false, code: 'blocked-host' });
  });

  it('IPv4 number forms and IPv6 spellings', () => {
    for (const h of ['127.1', '0x7f.0.0.1', '2130706433', '127.0.0.1']) expect(isHostAllowed(e, h), h).toMatchObject({ allowed: true, host: '127.0.0.1' });
    expect(isHostAllowed(e, '[0:0::1]')).toMatchObject({ allowed: true, host: '[::1]' });
    expect(isHostAllowed(e, '127.0.0.2').allowed).toBe(false);
  });

  it('wildcard entries are canonicalized too; look-alike hosts do not match', () => {
    expect(isHostAllowed(e, 'build.corp.example').allowed).toBe(true);
    for (const h of ['github.com.evil.com', 'evilgithub.com', 'corp.example.evil', 'corp.example']) expect(isHostAllowed(e, h).allowed, h).toBe(false);
  });

  it('userinfo, and input that is no host, are never allowed', () => {
    expect(isHostAllowed(e, 'https://user@github.com/')).toMatchObject({ allowed: false, code: 'userinfo' });
    expect(isHostAllowed(e, '')).toMatchObject({ allowed: false, code: 'invalid-host' });
    expect(isHostAllowed(e, 'mailto:x@github.com')).toMatchObject({ allowed: false, code: 'invalid-host' });
  });

  it('no allowedHosts list: every host not blocked is allowed', () => {
    const open = effectiveSandbox([managedValid(net({ blockedHosts: ['evil.com'] }))]);
    expect(isHostAllowed(open, 'anything.example')).toMatchObject({ allowed: true, code: 'no-host-restriction' });
  });
});

describe('answerSandboxRequest (for decide)', () => {
  const e = effectiveSandbox([managedValid({ enabled: true, allowBypass: false, ...fs({ deniedPaths: ['~/.aws/'] }) })], fs({ readwritePaths: ['/w'] }));

  it('sandbox-host and sandbox-path, with the id echoed', () => {
    expect(answerSandboxRequest(e, { op: 'sandbox-host', host: 'GitHub.com', id: 7 })).toMatchObject({ id: 7, op: 'sandbox-host', allowed: true, host: 'github.com' });
    expect(answerSandboxRequest(e, { op: 'sandbox-path', path: '~/.aws/credentials' }, { home: '/h', platform: 'linux' })).toMatchObject({ op: 'sandbox-path', access: 'denied', path: '/h/.aws/credentials', decidedBy: [FILE] });
    expect(answerSandboxRequest(e, { op: 'sandbox-path', path: '.git/config', context: { cwd: '/w', platform: 'linux' } }, { home: '/h' })).toMatchObject({ access: 'read-only', code: 'protected-name' });
  });

  it('sandbox-required, sandbox-unavailable, sandbox-bypass', () => {
    expect(answerSandboxRequest(e, { op: 'sandbox-required', kind: 'command' })).toMatchObject({ kind: 'command', required: true, key: 'enabled' });
    expect(answerSandboxRequest(e, { op: 'sandbox-unavailable' })).toMatchObject({ action: 'run-unsandboxed', code: 'fallback-allowed' });
    expect(answerSandboxRequest(e, { op: 'sandbox-bypass' })).toMatchObject({ allowed: false });
  });

  it('malformed requests get an error answer, never a throw', () => {
    const bad = [null, [], { op: 'sandbox-nope' }, { op: 'sandbox-host' }, { op: 'sandbox-host', host: 'x', extra: 1 },
      { op: 'sandbox-path', path: '/x', context: { cwdd: '/' } }, { op: 'sandbox-required', kind: 'daemon' }, { op: 'sandbox-path', path: 5 }];
    for (const r of bad) expect(answerSandboxRequest(e, r), JSON.stringify(r)).toMatchObject({ error: { code: 'invalid-request' } });
    expect(answerSandboxRequest(e, { op: 'sandbox-host', id: 'x' })).toMatchObject({ id: 'x', error: { code: 'invalid-request' } });
  });
});
