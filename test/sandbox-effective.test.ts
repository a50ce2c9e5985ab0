// The effective sandbox (semantics 6): one test per row of reference A.3, then provenance, the
// dropped-grant report, proxy precedence, and what invalid input becomes.
import { describe, expect, it } from 'vitest';
import type { SandboxSettings } from '../src/generated/types.js';
import { isHostAllowed, mayOfferBypass, mustSandbox, whenUnavailable } from '../src/sandbox/checks.js';
import { resolveSource } from '../src/compose/resolved.js';
import { loadSettingsText } from '../src/load/load.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { pathAccess } from '../src/sandbox/path-access.js';
import { fs, managed, managedValid, net } from './helpers/sandbox.js';

const CTX = { cwd: '/w', home: '/h', platform: 'linux' as const };
const FILE = { by: 'managed', source: 'file.json', channel: 'file' } as const;
const MDM = { by: 'managed', source: 'mdm.json', channel: 'mdm' } as const;
const SERVER = { by: 'managed', source: 'server.json', channel: 'server' } as const;
const USER = { by: 'user' } as const;
const DEFAULT = { by: 'default' } as const;

describe('A.3 force-on keys: managed true enforces; false or absent leaves the user setting', () => {
  it('enabled: managed true beats the user\'s false; commands must run sandboxed', () => {
    const e = effectiveSandbox([managedValid({ enabled: true })], { enabled: false });
    expect(e.enabled).toEqual({ value: true, decidedBy: [FILE], userValue: false });
    expect(mustSandbox(e, 'command')).toEqual({ required: true, key: 'enabled', decidedBy: [FILE] });
  });

  it('enabled: managed false leaves the user\'s true, and absent leaves the user\'s false', () => {
    expect(effectiveSandbox([managedValid({ enabled: false })], { enabled: true }).enabled).toEqual({ value: true, decidedBy: [USER] });
    expect(effectiveSandbox([managedValid({})], { enabled: false }).enabled).toEqual({ value: false, decidedBy: [USER] });
    expect(effectiveSandbox([managedValid({ enabled: false })]).enabled).toEqual({ value: false, decidedBy: [DEFAULT] });
  });

  it('enabled: true from any channel beats false from a higher one (force-on wins)', () => {
    const e = effectiveSandbox([managedValid({ enabled: false }, 'mdm'), managedValid({ enabled: true }, 'server'), managedValid({ enabled: true }, 'file')]);
    expect(e.enabled).toEqual({ value: true, decidedBy: [SERVER, FILE] });
  });

  it('failIfUnavailable with enabled: no backend blocks execution', () => {
    const e = effectiveSandbox([managedValid({ enabled: true, failIfUnavailable: true })]);
    expect(whenUnavailable(e)).toMatchObject({ action: 'block', code: 'fail-if-unavailable', decidedBy: [FILE] });
  });

  it('failIfUnavailable does not enable the sandbox on its own', () => {
    const e = effectiveSandbox([managedValid({ failIfUnavailable: true })], { enabled: false });
    expect(e.enabled.value).toBe(false);
    expect(mustSandbox(e, 'command').required).toBe(false);
    expect(whenUnavailable(e)).toMatchObject({ action: 'run-unsandboxed', code: 'sandbox-not-enabled', decidedBy: [USER] });
  });

  it('enabled without failIfUnavailable: the client may fall back, and must say so', () => {
    const e = effectiveSandbox([managedValid({ enabled: true, failIfUnavailable: false })]);
    expect(whenUnavailable(e)).toMatchObject({ action: 'run-unsandboxed', code: 'fallback-allowed', decidedBy: [DEFAULT] });
    expect(whenUnavailable(effectiveSandbox([managedValid({ enabled: true })], { failIfUnavailable: true }))).toMatchObject({ action: 'block', decidedBy: [USER, FILE] });
  });

  it('sandboxMcpServers: local MCP servers must run sandboxed', () => {
    const e = effectiveSandbox([managedValid({ sandboxMcpServers: true })], { sandboxMcpServers: false });
    expect(mustSandbox(e, 'mcp-server')).toEqual({ required: true, key: 'sandboxMcpServers', decidedBy: [FILE] });
    expect(mustSandbox(e, 'lsp-server').required).toBe(false);
    expect(mustSandbox(e, 'command').required).toBe(false);
  });

  it('sandboxLspServers: language servers must run sandboxed', () => {
    const e = effectiveSandbox([managedValid({ sandboxLspServers: true })]);
    expect(mustSandbox(e, 'lsp-server')).toEqual({ required: true, key: 'sandboxLspServers', decidedBy: [FILE] });
    expect(mustSandbox(effectiveSandbox([], { sandboxLspServers: true }), 'lsp-server')).toEqual({ required: true, key: 'sandboxLspServers', decidedBy: [USER] });
  });
});

describe('A.3 capability keys: managed false prohibits; true or absent leaves the user setting', () => {
  it('allowBypass false: a bypass prompt may not offer to run unsandboxed, whatever the user says', () => {
    const e = effectiveSandbox([managedValid({ allowBypass: false })], { allowBypass: true });
    expect(mayOfferBypass(e)).toMatchObject({ allowed: false, decidedBy: [FILE] });
  });

  it('allowBypass: managed true leaves the user\'s false; nobody set: allowed by default', () => {
    expect(mayOfferBypass(effectiveSandbox([managedValid({ allowBypass: true })], { allowBypass: false }))).toMatchObject({ allowed: false, decidedBy: [USER] });
    expect(mayOfferBypass(effectiveSandbox([managedValid({})]))).toMatchObject({ allowed: true, decidedBy: [DEFAULT] });
  });

  it('addCurrentWorkingDirectory false: the working directory is not a read-write root', () => {
    const off = effectiveSandbox([managedValid({ addCurrentWorkingDirectory: false })], { addCurrentWorkingDirectory: true });
    expect(off.addCurrentWorkingDirectory).toEqual({ value: false, decidedBy: [FILE], userValue: true });
    expect(pathAccess(off, 'src/a.ts', CTX)).toMatchObject({ access: 'none', path: '/w/src/a.ts' });
    const on = effectiveSandbox([managedValid({ addCurrentWorkingDirectory: true })]);
    expect(pathAccess(on, 'src/a.ts', CTX)).toMatchObject({ access: 'read-write', code: 'working-directory', decidedBy: [DEFAULT] });
  });

  it.each(['gitAuth', 'ghAuth', 'allowDevToolAccess'] as const)('%s false prohibits, even against the user\'s true', (key) => {
    const e = effectiveSandbox([managedValid({ [key]: false })], { [key]: true });
    expect(e[key]).toEqual({ value: false, decidedBy: [FILE], userValue: true });
    expect(effectiveSandbox([managedValid({ [key]: true })], { [key]: false })[key]).toEqual({ value: false, decidedBy: [USER] });
    expect(effectiveSandbox([managedValid({ [key]: true })])[key]).toEqual({ value: true, decidedBy: [DEFAULT] });
  });

  it('network.allowOutbound false blocks every host, whatever the host lists say', () => {
    const e = effectiveSandbox([managedValid(net({ allowOutbound: false }))], net({ allowOutbound: true, allowedHosts: ['*'] }) );
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [FILE], userValue: true });
    for (const h of ['github.com', '10.0.0.1', 'localhost']) expect(isHostAllowed(e, h)).toMatchObject({ allowed: false, code: 'outbound-blocked', decidedBy: [FILE] });
  });

  it('network.allowLocalNetwork false blocks local hosts only', () => {
    const e = effectiveSandbox([managedValid(net({ allowLocalNetwork: false }))], net({ allowLocalNetwork: true }));
    for (const h of ['localhost', 'printer.local', '127.0.0.1', '127.1', '10.1.2.3', '192.168.0.10', '172.16.0.1', '169.254.1.1', '[::1]', '[fe80::1]', '[fd00::1]', '[::ffff:192.168.1.1]', 'http://localhost:8080/x']) {
      expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'local-network-blocked', decidedBy: [FILE] });
    }
    for (const h of ['github.com', '8.8.8.8', '172.32.0.1', '[2001:db8::1]']) expect(isHostAllowed(e, h).allowed, h).toBe(true);
  });

  it('seatbelt.keychainAccess false blocks the keychain', () => {
    const e = effectiveSandbox([managedValid({ userPolicy: { seatbelt: { keychainAccess: false } } })], { userPolicy: { seatbelt: { keychainAccess: true } } });
    expect(e.seatbelt.keychainAccess).toEqual({ value: false, decidedBy: [FILE], userValue: true });
  });
});

describe('A.3 grant lists: exact strings in every managed source that sets the list', () => {
  it('readwritePaths: a user path survives only if every setting source lists its exact string', () => {
    const e = effectiveSandbox(
      [managedValid(fs({ readwritePaths: ['/a', '/b'] }), 'mdm'), managedValid(fs({ readwritePaths: ['/a', '/c'] }), 'file'), managedValid({}, 'server')],
      fs({ readwritePaths: ['/a', '/b', '/c', '/d'] }),
    );
    expect(e.filesystem.readwritePaths).toEqual([{ path: '/a', decidedBy: [USER], permittedBy: [MDM, FILE] }]);
    expect(e.filesystem.droppedGrants.map((g) => [g.path, g.reasons.map((r) => r.decidedBy)])).toEqual([
      ['/b', [FILE]], ['/c', [MDM]], ['/d', [MDM, FILE]],
    ]);
  });

  it('readwritePaths: no parent or child coverage', () => {
    const e = effectiveSandbox([managedValid(fs({ readwritePaths: ['/home/a'] }))], fs({ readwritePaths: ['/home/a/project', '/home'] }));
    expect(e.filesystem.readwritePaths).toEqual([]);
    expect(e.filesystem.droppedGrants.map((g) => g.path)).toEqual(['/home/a/project', '/home']);
  });

  it('readwritePaths: a managed [] removes every user grant; managed entries grant nothing by themselves', () => {
    const e = effectiveSandbox([managedValid(fs({ readwritePaths: [] }), 'mdm'), managedValid(fs({ readwritePaths: ['/x'] }))], fs({ readwritePaths: ['/x'] }));
    expect(e.filesystem.readwritePaths).toEqual([]);
    expect(e.filesystem.droppedGrants[0]!.reasons).toMatchObject([{ code: 'managed-list-empty', decidedBy: MDM }]);
    expect(effectiveSandbox([managedValid(fs({ readwritePaths: ['/x'] }))]).filesystem.readwritePaths).toEqual([]);
  });

  it('readwritePaths: no managed source sets it, so every user grant survives', () => {
    const e = effectiveSandbox([managedValid({ enabled: true })], fs({ readwritePaths: ['/x', '/x'] }));
    expect(e.filesystem.readwritePaths).toEqual([{ path: '/x', decidedBy: [USER], permittedBy: [] }]);
  });

  it('readonlyPaths: the same intersection rule', () => {
    const e = effectiveSandbox([managedValid(fs({ readonlyPaths: ['/docs'] }))], fs({ readonlyPaths: ['/docs', '/other'] }));
    expect(e.filesystem.readonlyPaths.map((g) => g.path)).toEqual(['/docs']);
    expect(e.filesystem.droppedGrants).toMatchObject([{ list: 'readonlyPaths', path: '/other', reasons: [{ code: 'not-in-managed-list', decidedBy: FILE }] }]);
    expect(effectiveSandbox([managedValid(fs({ readonlyPaths: [] }))], fs({ readonlyPaths: ['/docs'] })).filesystem.readonlyPaths).toEqual([]);
  });

  it('deniedPaths: managed entries are added to the user\'s, each with every source that lists it', () => {
    const e = effectiveSandbox([managedValid(fs({ deniedPaths: ['~/.aws/', '/s'] }), 'mdm'), managedValid(fs({ deniedPaths: ['/s'] }))], fs({ deniedPaths: ['/s', '/mine'] }));
    expect(e.filesystem.deniedPaths).toEqual([
      { path: '~/.aws/', decidedBy: [MDM] },
      { path: '/s', decidedBy: [MDM, FILE, USER] },
      { path: '/mine', decidedBy: [USER] },
    ]);
  });
});

describe('dropped grants say why, with a hint for near spellings', () => {
  const drop = (managedEntry: string, userEntry: string, home?: string) =>
    effectiveSandbox([managedValid(fs({ readwritePaths: [managedEntry] }))], fs({ readwritePaths: [userEntry] }), home === undefined ? {} : { home }).filesystem.droppedGrants[0]?.reasons[0];

  it('a trailing slash', () => {
    const r = drop('/home/alice/src', '/home/alice/src/');
    expect(r).toMatchObject({ code: 'not-in-managed-list', near: { entry: '/home/alice/src', differsBy: ['trailing-slash'] } });
    expect(r!.near!.message).toContain('differs only by a trailing slash');
  });

  it('letter case, and both', () => {
    expect(drop('/Users/Alice/Src', '/users/alice/src')!.near!.differsBy).toEqual(['case']);
    expect(drop('/Users/Alice/Src', '/users/alice/src/')!.near!.differsBy).toEqual(['trailing-slash', 'case']);
  });

  it('the spelling of the home directory (~, $HOME, or the home path itself when known)', () => {
    expect(drop('~/work', '$HOME/work')!.near!.differsBy).toEqual(['home-spelling']);
    expect(drop('/home/alice/work', '~/work', '/home/alice')!.near!.differsBy).toEqual(['home-spelling']);
    expect(drop('/home/alice/work', '~/work')!.near).toBeUndefined();
    expect(drop('/home/alice/work/', '~/Work', '/home/alice')!.near!.differsBy).toEqual(['trailing-slash', 'case', 'home-spelling']);
  });

  it('no hint for a path that is simply different, and the hint never keeps the grant', () => {
    expect(drop('/home/alice/src', '/home/alice/other')!.near).toBeUndefined();
    const e = effectiveSandbox([managedValid(fs({ readwritePaths: ['/a'] }))], fs({ readwritePaths: ['/a/'] }));
    expect(e.filesystem.readwritePaths).toEqual([]);
    expect(pathAccess(e, '/a/x', { ...CTX, cwd: '/elsewhere' }).access).toBe('none');
  });
});

describe('network lists and the proxy', () => {
  it('allowedHosts: a host must match every non-empty list, managed and user; [] restricts nothing', () => {
    const e = effectiveSandbox(
      [managedValid(net({ allowedHosts: ['github.com', 'pypi.org'] }), 'mdm'), managedValid(net({ allowedHosts: [] }))],
      net({ allowedHosts: ['github.com', 'example.org'] }),
    );
    expect(e.network.allowedHosts.map((l) => l.decidedBy)).toEqual([MDM, USER]);
    expect(isHostAllowed(e, 'github.com')).toMatchObject({ allowed: true, code: 'allowed-host', decidedBy: [MDM, USER] });
    expect(isHostAllowed(e, 'pypi.org')).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts', decidedBy: [USER] });
    expect(isHostAllowed(e, 'example.org')).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts', decidedBy: [MDM] });
  });

  it('blockedHosts: union; a blocked domain blocks its subdomains; blocking wins over allowing', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['evil.com'], allowedHosts: ['*'] }))], net({ blockedHosts: ['gist.github.com'], allowedHosts: ['*.evil.com', 'gist.github.com'] }));
    for (const h of ['evil.com', 'a.evil.com', 'x.y.evil.com', 'EVIL.com.']) expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'blocked-host', entry: 'evil.com', decidedBy: [FILE] });
    expect(isHostAllowed(e, 'gist.github.com')).toMatchObject({ allowed: false, code: 'blocked-host', decidedBy: [USER] });
    expect(isHostAllowed(e, 'notevil.com')).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts' });
  });

  it('a host blocked by several sources names them all', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['Evil.COM'] }), 'mdm'), managedValid(net({ blockedHosts: ['evil.com.'] }))], net({ blockedHosts: ['*.evil.com'] }));
    expect(e.network.blockedHosts).toHaveLength(1);
    expect(e.network.blockedHosts[0]!.decidedBy).toEqual([MDM, FILE, USER]);
  });

  it('allowedHosts entries: exact host, *.domain for subdomains only, * for all', () => {
    const e = effectiveSandbox([managedValid(net({ allowedHosts: ['*.github.com', 'pypi.org'] }))]);
    expect(isHostAllowed(e, 'api.github.com').allowed).toBe(true);
    expect(isHostAllowed(e, 'github.com').allowed).toBe(false);
    expect(isHostAllowed(e, 'files.pypi.org').allowed).toBe(false);
    expect(isHostAllowed(effectiveSandbox([], net({ allowedHosts: ['*'] })), 'anything.example').allowed).toBe(true);
  });

  it('proxy.url: the highest-precedence managed value, else the user\'s', () => {
    const proxy = (url: string): SandboxSettings => net({ proxy: { url } });
    expect(effectiveSandbox([managedValid({}, 'mdm'), managedValid(proxy('http://server:1'), 'server'), managedValid(proxy('http://file:1'))], proxy('http://user:1')).network.proxyUrl)
      .toEqual({ value: 'http://server:1', decidedBy: [SERVER], userValue: 'http://user:1' });
    expect(effectiveSandbox([managedValid({})], proxy('http://user:1')).network.proxyUrl).toEqual({ value: 'http://user:1', decidedBy: [USER] });
    expect(effectiveSandbox([]).network.proxyUrl).toEqual({ value: null, decidedBy: [DEFAULT] });
  });
});

describe('what the loader already did to invalid managed values, and invalid user values', () => {
  it('a restricted managed source (unreadable document) is never looser than an invalid sandbox value', () => {
    const restricted = resolveSource(loadSettingsText('{ "sandbox": ', { file: 'file.json', channel: 'file' }));
    expect(restricted.restricted).toBe(true);
    const e = effectiveSandbox([restricted], { enabled: false, allowBypass: true, ...fs({ readwritePaths: ['/'] }) });
    expect(e.enabled).toEqual({ value: true, decidedBy: [FILE], userValue: false });
    expect(e.allowBypass).toEqual({ value: false, decidedBy: [FILE], userValue: true });
    expect(e.network.allowOutbound.value).toBe(false);
    expect(e.filesystem.readwritePaths).toEqual([]);
  });

  it('a managed sandbox value that is not an object: every force-on key on, every capability off, no user grant', () => {
    const e = effectiveSandbox([managed('not an object')], { enabled: false, ...fs({ readwritePaths: ['/w'] }) });
    expect(e.enabled).toEqual({ value: true, decidedBy: [FILE], userValue: false });
    expect(e.allowBypass).toEqual({ value: false, decidedBy: [FILE] });
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [FILE] });
    expect(e.filesystem.readwritePaths).toEqual([]);
  });

  it('an invalid managed force-on key is true and a capability is false (loader fallback)', () => {
    const e = effectiveSandbox([managed({ enabled: 'yes', gitAuth: 'no' })], { enabled: false, gitAuth: true });
    expect(e.enabled).toEqual({ value: true, decidedBy: [FILE], userValue: false });
    expect(e.gitAuth).toEqual({ value: false, decidedBy: [FILE], userValue: true });
  });

  it('an unreadable managed deniedPaths entry removes every user grant', () => {
    const e = effectiveSandbox([managed({ userPolicy: { filesystem: { deniedPaths: ['/ok', 7] } } })], fs({ readwritePaths: ['/w'], readonlyPaths: ['/r'] }));
    expect(e.filesystem.readwritePaths).toEqual([]);
    expect(e.filesystem.readonlyPaths).toEqual([]);
    expect(e.filesystem.deniedPaths.map((d) => d.path)).toEqual(['/ok']);
  });

  it('an unreadable managed host list blocks outbound network', () => {
    const e = effectiveSandbox([managed({ userPolicy: { network: { blockedHosts: 'evil.com' } } })]);
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [FILE] });
  });

  it('a managed blockedHosts entry that is not a host blocks every host (noted); a URL entry blocks its host', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['bad host'] }))]);
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [FILE] });
    expect(e.notes.some((n) => n.message.includes('"bad host"'))).toBe(true);
    const url = effectiveSandbox([managedValid(net({ blockedHosts: ['https://Evil.com:8443/x', ' spaced.example '] }))]);
    expect(url.network.allowOutbound.value).toBe(true);
    expect(isHostAllowed(url, 'sub.evil.com').allowed).toBe(false); // the URL's host is a domain: its subdomains too
    expect(isHostAllowed(url, 'notevil.com').allowed).toBe(true);
    expect(isHostAllowed(url, 'evil.com')).toMatchObject({ allowed: false, code: 'blocked-host' });
    expect(isHostAllowed(url, 'spaced.example').allowed).toBe(false);
  });

  it('a managed allowedHosts entry that is not a host matches nothing, and the list still restricts', () => {
    const e = effectiveSandbox([managedValid(net({ allowedHosts: ['https://github.com/x'] }))]);
    expect(isHostAllowed(e, 'github.com')).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts' });
    expect(e.notes[0]).toMatchObject({ decidedBy: FILE, pointer: '/userPolicy/network/allowedHosts' });
  });

  it('user values of the wrong type are read restrictively too (for callers that skip readUserSandbox)', () => {
    const e = effectiveSandbox([], { enabled: 'no', allowBypass: 1, userPolicy: { filesystem: { readwritePaths: '/w', deniedPaths: [null] }, network: { proxy: {} } } } as unknown as SandboxSettings);
    expect(e.enabled).toEqual({ value: true, decidedBy: [USER] });
    expect(e.allowBypass).toEqual({ value: false, decidedBy: [USER] });
    expect(e.filesystem.readwritePaths).toEqual([]);
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [USER] });
    expect(e.notes.length).toBeGreaterThanOrEqual(4);
    const notObject = effectiveSandbox([], 'on' as unknown as SandboxSettings);
    expect(notObject.enabled.value).toBe(true);
    expect(notObject.network.allowOutbound.value).toBe(false);
  });

  it('a denied path with a glob character covers everything under its prefix (noted)', () => {
    const e = effectiveSandbox([managedValid(fs({ deniedPaths: ['~/.ssh/*.pem'] }))]);
    expect(e.notes[0]!.message).toContain('"~/.ssh"');
    expect(pathAccess(e, '/h/.ssh/config', CTX).access).toBe('denied');
  });

  it('the result is frozen', () => {
    const e = effectiveSandbox([managedValid(fs({ deniedPaths: ['/x'] }))]);
    expect(Object.isFrozen(e.filesystem.deniedPaths[0])).toBe(true);
  });
});

describe('user sub-objects that are not objects', () => {
  it('userPolicy: no grants, no network, no keychain, one note', () => {
    const e = effectiveSandbox([], { userPolicy: 'strict' } as unknown as SandboxSettings);
    expect(e.network.allowOutbound).toEqual({ value: false, decidedBy: [{ by: 'user' }] });
    expect(e.network.allowLocalNetwork.value).toBe(false);
    expect(e.seatbelt.keychainAccess.value).toBe(false);
    expect(e.enabled).toEqual({ value: false, decidedBy: [{ by: 'default' }] });
    expect(e.notes).toEqual([{ decidedBy: { by: 'user' }, pointer: '/userPolicy', message: 'not an object: read in the restrictive direction' }]);
  });

  it('network alone: outbound and local network off, filesystem untouched', () => {
    const e = effectiveSandbox([], { userPolicy: { network: [], filesystem: { readwritePaths: ['/w'] } } } as unknown as SandboxSettings);
    expect(e.network.allowOutbound.value).toBe(false);
    expect(e.seatbelt.keychainAccess.value).toBe(true);
    expect(e.filesystem.readwritePaths.map((g) => g.path)).toEqual(['/w']);
  });
});
