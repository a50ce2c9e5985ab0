// Reading a marketplace source, and what administrator patterns see of it: its host and path.
import fc from 'fast-check';
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

const RUNS = Number(process.env.FC_RUNS ?? 1000);

/**
 * The host git 2.39 reaches for an ssh://, git+ssh://, ssh+git:// or git:// URL, modelled on
 * connect.c (parse_connect_url, host_end, get_host_and_port) and ssh's user@host split: the
 * whole URL url-decoded, the host part up to the first `/` after `://` (brackets may hide a
 * `/`: reported as 'bracketed' and never compared), the port split off at the first `:` when
 * all digits, ssh's host after the last `@`. git:// passes the host part to getaddrinfo as is.
 */
function gitReaches(url: string): string | 'bracketed' | undefined {
  const scheme = /^(ssh|git\+ssh|ssh\+git|git):\/\//.exec(url);
  if (!scheme) return undefined;
  // url_decode: every %XX becomes its byte (one char here), a lone % stays
  const decoded = url.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const rest = decoded.slice(scheme[0].length);
  if (rest.startsWith('[') || rest.includes('@[')) return 'bracketed';
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  let host = rest.slice(0, slash);
  const colon = host.indexOf(':');
  if (colon >= 0 && /^\d+$/.test(host.slice(colon + 1)) && Number(host.slice(colon + 1)) < 65536) host = host.slice(0, colon);
  else if (colon >= 0 && colon === host.length - 1) host = host.slice(0, colon);
  return scheme[1] === 'git' ? host : host.slice(host.lastIndexOf('@') + 1);
}

describe('hostOf for ssh://, git+ssh://, ssh+git:// and git://: the host git connects to', () => {
  const gitSource = (url: string) => ok({ source: 'git', url });

  it.each([
    // the review's four: an RFC 3986 reader says github.com, git contacts evil.com
    'ssh://github.com?@evil.com/org/repo.git',
    'ssh://git@github.com#@evil.com/org/repo.git',
    'ssh://git@evil.com%2f@github.com/org/repo.git',
    'git://evil.com%2f@github.com/org/repo.git',
    // the same through the other schemes and other characters git reads differently
    'git+ssh://github.com?@evil.com/org/repo.git',
    'ssh+git://git@evil.com%2F@github.com/org/repo.git',
    'ssh://git@evil.com%40github.com/org/repo.git',
    'ssh://git@github.com%2eevil.com/x.git',
    'ssh://git@github.com\\@evil.com/x.git',
    'ssh://[git@github.com/x]@evil.com/y.git',
    // git finds "@[" anywhere, the path included (checked with git 2.39: ssh is called with
    // "github.com/@evil.com", that is user "github.com/" at evil.com)
    'ssh://github.com/@[evil.com]/repo.git',
    'ssh://git@github.com/x@[evil.com]/r.git',
    'ssh://github.com/%40%5Bevil.com%5D/repo.git',
    'ssh://github.com/x%40[evil.com]/repo.git',
    'git://github.com/@[evil.com]/r.git',
    'ssh://git@[github.com]/x.git',
    'ssh://git@github.com /x.git',
    'ssh://git@github.com\t/x.git',
    'ssh://git@github.com\u0000/x.git',
    // more than one @ (ssh would take the last; refused rather than guessed)
    'ssh://a@b@github.com/x.git',
    // git:// is plain TCP: no user part
    'git://git@github.com/x.git',
    // not a host ssh takes as a name: a port out of range, an empty port, a trailing dot
    'ssh://git@github.com:123456/x.git',
    'ssh://git@github.com:/x.git',
    'ssh://git@github.com./x.git',
    'ssh://git@:22/x.git',
    // no path: git refuses the URL
    'ssh://git@github.com',
    // other schemes: git's own (file://) or a remote helper, never a host
    'file://github.com/x.git',
    'SSH://github.com/x.git',
    'Git://github.com/x.git',
    'ftp://github.com/x.git',
    'foo://github.com/x.git',
    'ext::ssh -oProxyCommand=evil github.com %S x',
    'fd::3',
  ])('%j has no host', (url) => {
    expect(hostOf(gitSource(url))).toBeUndefined();
  });

  it.each([
    ['ssh://git@github.com/org/repo.git', 'github.com'],
    ['ssh://github.com/org/repo.git', 'github.com'],
    ['git+ssh://git@GitHub.com:22/org/repo.git', 'github.com'],
    ['ssh+git://git@github.com/org/repo.git', 'github.com'],
    ['git://github.com:9418/org/repo.git', 'github.com'],
    // user with a colon, and a user that looks like a host: ssh takes the host after the @
    ['ssh://git:token@github.com/org/repo.git', 'github.com'],
    ['ssh://evil.com:22@github.com/org/repo.git', 'github.com'],
    // `%`, `?`, `#` after the host part are path to git and harmless
    ['ssh://git@github.com/org/repo%2f.git?x#y', 'github.com'],
    ['ssh://git@10.0.0.7:2222/x.git', '10.0.0.7'],
    // http(s) stays with the Domain rules' reader (curl)
    ['https://github.com/org/repo.git', 'github.com'],
    ['HTTPS://GitHub.com/org/repo.git', 'github.com'],
  ])('%j → %s', (url, host) => {
    expect(hostOf(gitSource(url))).toBe(host);
  });

  it('the model of git agrees with the review\'s observations (git 2.39.5)', () => {
    expect(gitReaches('ssh://github.com?@evil.com/org/repo.git')).toBe('evil.com');
    expect(gitReaches('ssh://git@github.com#@evil.com/org/repo.git')).toBe('evil.com');
    expect(gitReaches('ssh://git@evil.com%2f@github.com/org/repo.git')).toBe('evil.com');
    expect(gitReaches('git://evil.com%2f@github.com/org/repo.git')).toBe('evil.com');
    expect(gitReaches('ssh://git@github.com:22/x.git')).toBe('github.com');
  });

  it('property: a host it gives is the one git reaches (authorities from the characters that matter)', () => {
    const piece = fc.constantFrom('github.com', 'evil.com', 'git', '@', ':', '22', '/', '%2f', '%2F', '%40', '%3a', '%', '?', '#', '\\', '[', ']', ' ', '.', '-', 'a', 'G');
    const url = fc.tuple(fc.constantFrom('ssh://', 'git+ssh://', 'ssh+git://', 'git://'), fc.array(piece, { maxLength: 8 }), fc.constantFrom('/org/repo.git', '', '/x'))
      .map(([scheme, parts, path]) => scheme + parts.join('') + path);
    const seen = { host: 0, none: 0 };
    fc.assert(fc.property(url, (u) => {
      const host = hostOf(gitSource(u));
      if (host === undefined) {
        seen.none++;
        return;
      }
      seen.host++;
      expect(gitReaches(u)?.toLowerCase(), u).toBe(host);
    }), { numRuns: RUNS });
    // Not vacuous: both outcomes occur.
    expect(Math.min(seen.host, seen.none)).toBeGreaterThan(RUNS / 50);
  });

  it('property: the tricks on any pair of plain hosts leave no host', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/);
    const host = fc.tuple(label, label).map(([a, b]) => `${a}.${b}`);
    fc.assert(fc.property(host, host, fc.constantFrom('?@', '#@', '%2f@', '%2F@', '\\@', '%40'), fc.constantFrom('ssh://', 'ssh://git@', 'git+ssh://', 'git://'), (decoy, real, trick, prefix) => {
      fc.pre(decoy !== real);
      const u = `${prefix}${decoy}${trick}${real}/org/repo.git`;
      expect(hostOf(gitSource(u)), u).toBeUndefined();
    }), { numRuns: RUNS });
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
