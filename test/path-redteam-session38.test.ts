// Red-team finds of session 38 in Read and Edit paths: paths a client (or the tool it calls)
// rewrites before opening. A path with white space at its ends, a file: URL, or a variable was
// read literally (relative to cwd, inside the workspace), while the client opens another path:
// allowed beside a deny rule on the path it opens. Now every plausible reading is checked: deny
// and ask on any, allow on all, and an unknown variable asks (docs/engine.md, "The client
// contract"). Each row is also checked against the reference evaluator.
import { describe, expect, it } from 'vitest';
import { clientReadings, mayBeRewritten } from '../src/paths/client-rewrites.js';
import type { DecisionKind } from '../src/policy/types.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';
import { pathDecider } from './helpers/redteam-policies.js';

const RULES = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)', 'Read(//c/Windows/**)', 'Edit(//c/Windows/**)', 'Read(//c/ProgramData/secrets/**)'],
  allow: ['Read(**)', 'Edit(**)'],
};
const decided = pathDecider(RULES);

type Row = [kind: 'read' | 'edit', path: string, expected: DecisionKind];

describe('white space and control characters at the ends are stripped by some clients (was allowed)', () => {
  const rows: Row[] = [
    ['read', ' /etc/passwd', 'deny'],
    ['read', '\t/etc/passwd', 'deny'],
    ['read', '\n/etc/shadow\n', 'deny'],
    ['read', '\u00a0/etc/passwd', 'deny'],
    ['read', '\ufeff/etc/passwd', 'deny'],
    ['read', ' ~/.ssh/id_rsa', 'deny'],
    ['edit', ' ~/.ssh/authorized_keys ', 'deny'],
    ['read', '\u0000/etc/passwd', 'deny'],
    // Stripped, it is the root, which no allow rule here names.
    ['read', ' / ', 'ask'],
    // Precision: stripped, still in the workspace.
    ['read', ' src/a.ts', 'allow'],
    ['edit', 'src/a.ts ', 'allow'],
  ];
  it.each(rows)('linux: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
  it.each([['read', ' C:\\Windows\\win.ini', 'deny'], ['edit', '\tC:\\Windows\\System32\\x.dll', 'deny']] as Row[])('win32: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
});

describe('file: URLs are opened as the path they name (was allowed)', () => {
  const linux: Row[] = [
    ['read', 'file:///etc/passwd', 'deny'],
    ['read', 'FILE:///etc/passwd', 'deny'],
    ['read', 'file://localhost/etc/passwd', 'deny'],
    ['read', 'file:/etc/passwd', 'deny'],
    // A host other than localhost: ignored by some tools, a first segment to a naive one.
    ['read', 'file://etc/passwd', 'deny'],
    ['read', 'file://server/etc/passwd', 'deny'],
    ['read', 'file:///w/repo/%2e%2e/%2e%2e/etc/passwd', 'deny'],
    ['read', 'file:///%65tc/passwd', 'deny'],
    ['read', 'file:///w/repo/key%2epem', 'deny'],
    ['read', 'file:///w/repo/x.pem?v=1', 'deny'],
    ['read', 'file:///w/repo/x.pem#top', 'deny'],
    ['read', 'file:///home/dev/.ssh/id_rsa', 'deny'],
    ['edit', 'file:///home/dev/.ssh/authorized_keys', 'deny'],
    ['read', ' file:///etc/passwd', 'deny'],
    // Bytes that are not UTF-8: what the tool opens cannot be told.
    ['read', 'file:///w/repo/%ff', 'ask'],
    // Outside the workspace: not allowed (was allowed as a relative path).
    ['read', 'file:///tmp/a.txt', 'ask'],
    // Precision: a URL into the workspace.
    ['read', 'file:///w/repo/src/a.ts', 'allow'],
    ['read', 'file:///w/repo/a%20b.txt', 'allow'],
    ['edit', 'file://localhost/w/repo/src/a.ts', 'allow'],
  ];
  it.each(linux)('linux: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
  const win32: Row[] = [
    ['read', 'file:///C:/Windows/win.ini', 'deny'],
    ['read', 'file:///c:/windows/win.ini', 'deny'],
    ['read', 'file:///C|/Windows/win.ini', 'deny'],
    ['read', 'file://localhost/C:/Windows/win.ini', 'deny'],
    ['edit', 'file:///C:/Windows/System32/drivers/etc/hosts', 'deny'],
    ['read', 'file:///C:/Users/dev/.ssh/id_rsa', 'deny'],
    ['read', 'file:///C:/w/repo/%2e%2e/%2e%2e/Windows/win.ini', 'deny'],
    // A host is a UNC server: outside the workspace.
    ['read', 'file://server/share/x.txt', 'ask'],
    ['read', 'file:///C:/w/repo/src/a.ts', 'allow'],
  ];
  it.each(win32)('win32: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
});

describe('variables a client or its tool may expand (was allowed)', () => {
  const linux: Row[] = [
    ['read', '$HOME/.ssh/id_rsa', 'deny'],
    ['read', '${HOME}/.ssh/id_rsa', 'deny'],
    ['edit', '$HOME/.ssh/authorized_keys', 'deny'],
    ['read', '$PWD/../../etc/passwd', 'deny'],
    ['read', 'file://$HOME/.ssh/id_rsa', 'deny'],
    // Unknown to the engine: it may hold any path.
    ['read', '$FOO/x', 'ask'],
    ['read', '${FOO}/x', 'ask'],
    ['read', '$USER/x', 'ask'],
    ['read', '${HOME:-/etc}/passwd', 'ask'],
    ['read', '${HOME', 'ask'],
    ['read', '$1/x', 'ask'],
    // An unknown variable right after the root is the path's start too (`//home/u/.kube/config`).
    ['read', '/$KUBECONFIG', 'ask'],
    ['read', '//${FOO}/x', 'ask'],
    // Past a literal start an unknown variable is read as written (client-rewrites.ts startsPath):
    // its value is the client's environment, not the agent's, and names a path below that start.
    // Remix, React Router and TanStack route files and Java inner classes are spelled so.
    ['read', '/w/repo/src/a$b.ts', 'allow'],
    ['read', '/w/repo/app/routes/users.$id.tsx', 'allow'],
    ['edit', 'src/routes/posts/$postId.tsx', 'allow'],
    ['read', '/w/repo/build/Outer$Inner.class', 'allow'],
    ['read', '$HOME/.ssh/$KEY', 'deny'],
    ['read', '/w/repo/$FOO/../../../etc/passwd', 'deny'],
    // Precision: a known variable into the workspace; `$` not starting a name is literal.
    ['read', '$PWD/src/a.ts', 'allow'],
    ['read', '${PWD}/src/a.ts', 'allow'],
    ['read', '/w/repo/src/a$.ts', 'allow'],
    ['read', '/w/repo/price-$-list.txt', 'allow'],
    ['read', '/w/repo/100%.txt', 'allow'],
    ['read', '/w/repo/%USERPROFILE%/x', 'allow'],
  ];
  it.each(linux)('linux: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
  const win32: Row[] = [
    ['read', '%USERPROFILE%\\.ssh\\id_rsa', 'deny'],
    ['read', '%userprofile%\\.ssh\\id_rsa', 'deny'],
    ['read', '$env:USERPROFILE\\.ssh\\id_rsa', 'deny'],
    ['read', '$HOME\\.ssh\\id_rsa', 'deny'],
    ['edit', '%USERPROFILE%\\.ssh\\authorized_keys', 'deny'],
    ['read', '%HOMEDRIVE%%HOMEPATH%\\.ssh\\id_rsa', 'deny'],
    ['read', '%windir%\\win.ini', 'deny'],
    ['read', '%SystemRoot%\\System32\\config\\SAM', 'deny'],
    ['edit', '%SystemDrive%\\Windows\\System32\\x.dll', 'deny'],
    ['read', '%ProgramData%\\secrets\\k', 'deny'],
    ['read', '%ALLUSERSPROFILE%\\secrets\\k', 'deny'],
    // Usual folders may be moved: never allowed through them.
    ['read', '%TEMP%\\a.txt', 'ask'],
    ['read', '%APPDATA%\\a.txt', 'ask'],
    ['read', '%FOO%\\x', 'ask'],
    ['read', '$env:FOO\\x', 'ask'],
    ['read', 'C:\\%FOO%\\x', 'ask'],
    ['read', '\\%FOO%', 'ask'],
    // Precision (past a literal start: see linux).
    ['read', 'C:\\w\\repo\\%FOO%\\x', 'allow'],
    ['read', 'C:\\w\\repo\\%TEMP%\\x', 'allow'],
    ['read', 'C:\\w\\repo\\routes\\users.$id.tsx', 'allow'],
    ['read', '%CD%\\src\\a.ts', 'allow'],
    ['read', 'C:\\w\\repo\\100%.txt', 'allow'],
    ['read', 'C:\\w\\repo\\50% off\\100% done.txt', 'allow'],
  ];
  it.each(win32)('win32: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
});

describe('win32: /cygdrive/c and /mnt/c as Cygwin, MSYS and WSL tools open them (was not denied)', () => {
  const rows: Row[] = [
    ['read', '/cygdrive/c/Windows/win.ini', 'deny'],
    ['read', '/mnt/c/Windows/win.ini', 'deny'],
    ['edit', '/cygdrive/C/Windows/System32/x.dll', 'deny'],
    ['read', '\\mnt\\c\\Users\\dev\\.ssh\\id_rsa', 'deny'],
  ];
  it.each(rows)('%s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
});

describe('bounds: the readings of a long path cost a bounded amount of work', () => {
  // More than 64 `$` signs, or 32 references: not expanded, and never allowed (was allowed).
  const rows: Row[] = [
    ['read', `/w/repo/${'$'.repeat(65)}`, 'ask'],
    ['read', `/w/repo/${'a$PWD/'.repeat(33)}`, 'ask'],
    // The deny of a known reading below the bound still fires.
    ['read', `$HOME/.ssh/${'$PWD'.repeat(31)}`, 'deny'],
    // Precision: at the bounds, with known values into the workspace.
    ['read', `/w/repo/${'$'.repeat(64)}`, 'allow'],
    ['read', `$PWD/${'b$PWD/'.repeat(31)}`, 'allow'],
  ];
  it.each(rows)('%s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
});

describe('the guard before the fast path', () => {
  it('is false for ordinary paths and true for every rewritten shape', () => {
    for (const p of ['/w/repo/src/a.ts', '/etc/passwd', 'src/a.ts', '/w/repo/100%.txt', 'C:x']) expect(mayBeRewritten(p, false)).toBe(false);
    for (const p of [' /a', '/a ', '\u00a0/a', 'file:///a', 'FILE:/a', '/a$b', '$HOME']) expect(mayBeRewritten(p, false)).toBe(true);
    for (const p of ['%TEMP%\\x', '/cygdrive/c/x', '\\mnt\\c\\x']) expect(mayBeRewritten(p, true)).toBe(true);
  });
  it('an ordinary path has no other reading', () => {
    expect(clientReadings('/w/repo/src/a.ts', { home: '/home/dev', cwd: '/w/repo' }, false)).toEqual({ sure: [], unsure: [], unknown: undefined });
  });
  it('rewrites compose: stripped, then read as a URL, then its variables expanded', () => {
    const r = clientReadings(' file://h/a%20$HOME?$FOO ', { home: '/h', cwd: '/w' }, false);
    expect(r.sure.slice(0, 5)).toEqual(['file://h/a%20$HOME?$FOO', '/a $HOME', '/h/a $HOME', '/a $HOME?$FOO', '/h/a $HOME?$FOO']);
    expect(r.sure).toContain('/a /h');
    // ($FOO past a literal start is read as written: startsPath.)
    expect(r.sure).toContain('/h/a /h?$FOO');
    expect(r.unknown).toBeUndefined();
  });
  it('an unknown variable makes the path unknown only where it starts it', () => {
    const known = { home: '/h', cwd: '/w' };
    expect(clientReadings(' $FOO/a', known, false).unknown).toMatch(/\$FOO/);
    expect(clientReadings('file:///$FOO/a', known, false).unknown).toMatch(/\$FOO/);
    expect(clientReadings('/a/$FOO', known, false).unknown).toBeUndefined();
    expect(clientReadings('C:\\%FOO%', known, true).unknown).toMatch(/%FOO%/);
    expect(clientReadings('C:\\a\\%FOO%', known, true).unknown).toBeUndefined();
    expect(clientReadings('C:%FOO%', known, false).unknown).toBeUndefined();
  });
});
