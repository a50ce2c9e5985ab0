// Reading a marketplace source, and what administrator patterns see of it: its host and path.
import { describe, expect, it } from 'vitest';
import { hostOf, localPathOf, parseMarketplaceSource, type Marketplace } from '../src/marketplaces/source.js';

function ok(v: unknown): Readonly<Marketplace> {
  const r = parseMarketplaceSource(v);
  if (!r.ok) throw new Error(r.error);
  return r.source;
}

function error(v: unknown): string {
  const r = parseMarketplaceSource(v);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(v)}`);
  return r.error;
}

describe('parseMarketplaceSource', () => {
  it('reads each of the six types, keeping exactly the known members, frozen', () => {
    const cases: Marketplace[] = [
      { source: 'github', repo: 'acme/tools', ref: 'v1', path: 'market' },
      { source: 'git', url: 'git@git.example.com:acme/tools.git', ref: 'main' },
      { source: 'url', url: 'https://example.com/market.json', headers: { Authorization: 'Bearer x' } },
      { source: 'npm', package: '@acme/market' },
      { source: 'file', path: '/opt/market.json' },
      { source: 'directory', path: 'C:\\markets\\acme' },
    ];
    for (const c of cases) {
      const m = ok(c);
      expect(m).toEqual(c);
      expect(m).not.toBe(c);
      expect(Object.isFrozen(m)).toBe(true);
    }
  });

  it('an undefined member is absent (as in JSON)', () => {
    expect(ok({ source: 'github', repo: 'a/b', ref: undefined })).toEqual({ source: 'github', repo: 'a/b' });
  });

  it.each([
    [null, /JSON object/],
    [[], /JSON object/],
    ['github', /JSON object/],
    [{}, /"source" must be one of/],
    [{ source: 'svn', url: 'x' }, /not "svn"/],
    [{ source: 'hostPattern', hostPattern: '.*' }, /policy pattern, not a marketplace/],
    [{ source: 'pathPattern', pathPattern: '.*' }, /policy pattern/],
    [{ source: 'github' }, /needs "repo"/],
    [{ source: 'github', repo: 'acme' }, /OWNER\/REPO/],
    [{ source: 'github', repo: 'acme/tools/x' }, /OWNER\/REPO/],
    [{ source: 'github', repo: 'a/b', ref: '' }, /non-empty string/],
    [{ source: 'github', repo: 'a/b', ref: 1 }, /non-empty string/],
    [{ source: 'github', repo: 'a/b', url: 'x' }, /unknown member "url"/],
    [{ source: 'npm', package: 'x', path: 'y' }, /unknown member "path"/],
    [{ source: 'url', url: 'not a url' }, /absolute URL/],
    [{ source: 'url', url: 'https://a.com', headers: { A: 1 } }, /header "A" must be a string/],
    [{ source: 'url', url: 'https://a.com', headers: [] }, /headers/],
    [{ source: 'file', path: 42 }, /non-empty string/],
  ] as [unknown, RegExp][])('malformed: %j', (v, why) => {
    expect(error(v)).toMatch(why);
  });

  it('reads each member once, so a getter cannot answer two checks differently', () => {
    let reads = 0;
    const sneaky = { source: 'github', get repo() { reads++; return reads === 1 ? 'acme/tools' : 'evil/x'; } };
    expect(ok(sneaky)).toEqual({ source: 'github', repo: 'acme/tools' });
    expect(reads).toBe(1);
  });

  it('only own members count (a polluted prototype adds nothing)', () => {
    const withProto = Object.create({ ref: 'main', repo: 'evil/x' }) as Record<string, unknown>;
    withProto.source = 'github';
    expect(error(withProto)).toMatch(/needs "repo"/);
    withProto.repo = 'acme/tools';
    expect(ok(withProto)).toEqual({ source: 'github', repo: 'acme/tools' });
  });
});

describe('hostOf: the host a hostPattern sees (B.6)', () => {
  it.each([
    [{ source: 'github', repo: 'acme/tools' }, 'github.com'],
    [{ source: 'url', url: 'https://Market.Example.com:8443/m.json' }, 'market.example.com'],
    [{ source: 'url', url: 'https://github.com@evil.example/m.json' }, 'evil.example'],
    [{ source: 'url', url: 'https://xn--bcher-kva.example/m.json' }, 'xn--bcher-kva.example'],
    [{ source: 'url', url: 'https://bücher.example/m.json' }, 'xn--bcher-kva.example'],
    [{ source: 'git', url: 'https://git.example.com/acme/tools.git' }, 'git.example.com'],
    [{ source: 'git', url: 'ssh://git@Git.Example.com:2222/acme/tools.git' }, 'git.example.com'],
    [{ source: 'git', url: 'git://git.example.com/acme/tools.git' }, 'git.example.com'],
    // scp form: the host between the @ and the :
    [{ source: 'git', url: 'git@git.example.com:acme/tools.git' }, 'git.example.com'],
    [{ source: 'git', url: 'deploy@github.com:acme/tools.git' }, 'github.com'],
    // ssh splits user from host at the last @
    [{ source: 'git', url: 'a@b@git.example.com:x.git' }, 'git.example.com'],
    [{ source: 'git', url: 'git@GIT.Example.COM:x.git' }, 'git.example.com'],
    // read as the Domain rules read hosts: trailing dot removed, IPv4 in dotted decimal
    [{ source: 'url', url: 'https://market.example.com./m.json' }, 'market.example.com'],
    [{ source: 'git', url: 'https://0x7f.1/x.git' }, '127.0.0.1'],
  ] as [Marketplace, string][])('%j → %s', (m, host) => {
    expect(hostOf(ok(m))).toBe(host);
  });

  it.each([
    // other scheme-less forms have no host, so they never match a hostPattern
    { source: 'git', url: 'git.example.com:acme/tools.git' },
    { source: 'git', url: '/srv/git/tools.git' },
    { source: 'git', url: './tools' },
    { source: 'git', url: 'user@host/path:x' },
    { source: 'git', url: '@host:path' },
    { source: 'git', url: 'user@:path' },
    { source: 'git', url: 'file:///srv/git/tools.git' },
    { source: 'git', url: 'file://server/srv/git/tools.git' },
    // WHATWG reads ok.example, curl (git over https) reads evil.net: no host is trustworthy
    { source: 'git', url: 'https://ok.example\\@evil.net/x.git' },
    { source: 'url', url: 'https://ok.example\\@evil.net/m.json' },
    // scp hosts must be plain names: ssh would see something else in these
    { source: 'git', url: 'git@[::1]:x.git' },
    { source: 'git', url: 'git@host%2eevil:x.git' },
    { source: 'git', url: 'git@ok.example\\evil:x.git' },
    { source: 'npm', package: 'market' },
    { source: 'file', path: '/opt/market.json' },
    { source: 'directory', path: '/opt/market' },
  ] as Marketplace[])('%j has no host', (m) => {
    expect(hostOf(ok(m))).toBeUndefined();
  });
});

describe('localPathOf: the path a pathPattern sees', () => {
  it('file and directory sources, as written', () => {
    expect(localPathOf(ok({ source: 'file', path: '/opt/m.json' }))).toBe('/opt/m.json');
    expect(localPathOf(ok({ source: 'directory', path: './markets/./acme' }))).toBe('./markets/./acme');
    expect(localPathOf(ok({ source: 'directory', path: 'C:\\markets\\acme' }))).toBe('C:\\markets\\acme');
    expect(localPathOf(ok({ source: 'directory', path: '/opt/a..b/c' }))).toBe('/opt/a..b/c');
  });
  it('none for other types, and none for a path with a ".." segment (symlinks decide where it leads)', () => {
    expect(localPathOf(ok({ source: 'github', repo: 'a/b', path: 'x' }))).toBeUndefined();
    expect(localPathOf(ok({ source: 'directory', path: '/opt/markets/../../home/x' }))).toBeUndefined();
    expect(localPathOf(ok({ source: 'directory', path: '..' }))).toBeUndefined();
    expect(localPathOf(ok({ source: 'file', path: 'C:\\markets\\..\\x.json' }))).toBeUndefined();
  });
});
