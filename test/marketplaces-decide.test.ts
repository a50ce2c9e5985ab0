// strictKnownMarketplaces decisions: every statement of B.6 (managed-settings-semantics.md), a
// table per source type, anchoring, lockdown, conjunction across sources, and the security
// properties with fast-check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import { loadSettingsText, loadSettingsValue, type Channel } from '../src/load/load.js';
import { decideMarketplace, type MarketplaceDecision } from '../src/marketplaces/decide.js';
import { compileMarketplacePolicy } from '../src/marketplaces/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function src(doc: unknown, name = 'a.json', channel: Channel = 'file'): ResolvedSource {
  return resolveSource(loadSettingsValue(doc, { file: name, channel }));
}

function strict(entries: unknown[], name?: string, channel?: Channel): ResolvedSource {
  return src({ strictKnownMarketplaces: entries }, name, channel);
}

function decide(sources: ResolvedSource[], m: unknown): MarketplaceDecision {
  return decideMarketplace(compileMarketplacePolicy(sources), m);
}

const allowed = (sources: ResolvedSource[], m: unknown) => decide(sources, m).decision === 'allow';

describe('B.6: exact match on every given field', () => {
  const policy = [strict([
    { source: 'github', repo: 'acme/tools' },
    { source: 'github', repo: 'acme/pinned', ref: 'v1.2.0' },
    { source: 'github', repo: 'acme/mono', path: 'marketplace' },
    { source: 'git', url: 'https://git.example.com/acme/tools.git' },
    { source: 'git', url: 'git@git.example.com:acme/pinned.git', ref: 'main', path: 'mk' },
    { source: 'url', url: 'https://example.com/marketplace.json' },
    { source: 'url', url: 'https://example.com/private.json', headers: { Authorization: 'Bearer t', 'X-Org': 'acme' } },
    { source: 'npm', package: '@acme/marketplace' },
    { source: 'file', path: '/opt/acme/marketplace.json' },
    { source: 'directory', path: '/opt/acme/marketplace' },
  ])];

  const table: [string, unknown, boolean][] = [
    // github: repo exact; ref and path equal or both absent
    ['github same repo', { source: 'github', repo: 'acme/tools' }, true],
    ['github with a ref the entry does not give', { source: 'github', repo: 'acme/tools', ref: 'main' }, false],
    ['github with a path the entry does not give', { source: 'github', repo: 'acme/tools', path: 'x' }, false],
    ['github pinned, same ref', { source: 'github', repo: 'acme/pinned', ref: 'v1.2.0' }, true],
    ['github pinned, no ref', { source: 'github', repo: 'acme/pinned' }, false],
    ['github pinned, other ref', { source: 'github', repo: 'acme/pinned', ref: 'v1.2.1' }, false],
    ['github path, same', { source: 'github', repo: 'acme/mono', path: 'marketplace' }, true],
    ['github path, absent', { source: 'github', repo: 'acme/mono' }, false],
    ['github other repo', { source: 'github', repo: 'acme/other' }, false],
    ['github owner case differs (case-sensitive)', { source: 'github', repo: 'Acme/tools' }, false],
    // git: url exact, not normalized
    ['git same url', { source: 'git', url: 'https://git.example.com/acme/tools.git' }, true],
    ['git url without .git', { source: 'git', url: 'https://git.example.com/acme/tools' }, false],
    ['git url with a trailing slash', { source: 'git', url: 'https://git.example.com/acme/tools.git/' }, false],
    ['git url over ssh://', { source: 'git', url: 'ssh://git.example.com/acme/tools.git' }, false],
    ['git url host upper case', { source: 'git', url: 'https://GIT.example.com/acme/tools.git' }, false],
    ['git scp form with ref and path', { source: 'git', url: 'git@git.example.com:acme/pinned.git', ref: 'main', path: 'mk' }, true],
    ['git scp form without path', { source: 'git', url: 'git@git.example.com:acme/pinned.git', ref: 'main' }, false],
    // url: url exact, headers equal (any order) or both absent
    ['url same', { source: 'url', url: 'https://example.com/marketplace.json' }, true],
    ['url with a query', { source: 'url', url: 'https://example.com/marketplace.json?x=1' }, false],
    ['url with headers the entry does not give', { source: 'url', url: 'https://example.com/marketplace.json', headers: { A: 'b' } }, false],
    ['url headers equal, other order', { source: 'url', url: 'https://example.com/private.json', headers: { 'X-Org': 'acme', Authorization: 'Bearer t' } }, true],
    ['url headers differ', { source: 'url', url: 'https://example.com/private.json', headers: { Authorization: 'Bearer u', 'X-Org': 'acme' } }, false],
    ['url headers missing', { source: 'url', url: 'https://example.com/private.json' }, false],
    // npm, file, directory
    ['npm same package', { source: 'npm', package: '@acme/marketplace' }, true],
    ['npm other package', { source: 'npm', package: 'acme-marketplace' }, false],
    ['file same path', { source: 'file', path: '/opt/acme/marketplace.json' }, true],
    ['file path as a directory', { source: 'directory', path: '/opt/acme/marketplace.json' }, false],
    ['directory same path', { source: 'directory', path: '/opt/acme/marketplace' }, true],
    ['directory trailing slash', { source: 'directory', path: '/opt/acme/marketplace/' }, false],
    // the type is a field too
    ['git url of a github repo is not a github source', { source: 'git', url: 'https://github.com/acme/tools.git' }, false],
  ];
  it.each(table)('%s', (_, m, expected) => {
    expect(allowed(policy, m)).toBe(expected);
  });

  it('a denial names the source and says why an almost-equal entry did not match', () => {
    const d = decide(policy, { source: 'github', repo: 'acme/pinned' });
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'not-listed', source: 'a.json', channel: 'file' }] });
    expect(d.reasons[0]!.message).toMatch(/entry 1 names the same repo but its other members differ/);
  });

  it('an allow names the entry that matched, with its source', () => {
    const d = decide(policy, { source: 'npm', package: '@acme/marketplace' });
    expect(d).toEqual({ decision: 'allow', reasons: [expect.objectContaining({ code: 'listed', source: 'a.json', channel: 'file', index: 7, match: 'exact', entry: { source: 'npm', package: '@acme/marketplace' } })] });
  });

  it('owner wildcards and partial wildcards are literal (exact match, semantics 7)', () => {
    const p = [strict([{ source: 'github', repo: 'acme/*' }, { source: 'github', repo: 'acme/tools-*' }])];
    expect(allowed(p, { source: 'github', repo: 'acme/tools' })).toBe(false);
    expect(allowed(p, { source: 'github', repo: 'acme/tools-x' })).toBe(false);
    expect(allowed(p, { source: 'github', repo: 'acme/*' })).toBe(true);
  });
});

describe('B.6: hostPattern against the marketplace host', () => {
  const p = [strict([{ source: 'hostPattern', hostPattern: '(?:[a-z0-9-]+\\.)*example\\.com' }])];
  const github = [strict([{ source: 'hostPattern', hostPattern: 'github\\.com' }])];

  const table: [string, ResolvedSource[], unknown, boolean][] = [
    ['github sources have host github.com', github, { source: 'github', repo: 'anyone/anything', ref: 'x', path: 'y' }, true],
    ['github sources are not example.com', p, { source: 'github', repo: 'acme/tools' }, false],
    ['url: its hostname', p, { source: 'url', url: 'https://market.example.com/m.json' }, true],
    ['url: userinfo does not fool it', p, { source: 'url', url: 'https://market.example.com@evil.net/m.json' }, false],
    ['url: port and path do not matter', p, { source: 'url', url: 'http://a.b.example.com:8080/x/y' }, true],
    ['url: a longer host does not match', p, { source: 'url', url: 'https://market.example.com.evil.net/m.json' }, false],
    ['git scheme URL: its hostname', p, { source: 'git', url: 'https://git.example.com/acme/tools.git' }, true],
    ['git ssh:// URL: its hostname', p, { source: 'git', url: 'ssh://git@git.example.com/acme/tools.git' }, true],
    ['git scp form: host between @ and :', p, { source: 'git', url: 'git@git.example.com:acme/tools.git' }, true],
    ['git scp form on another host', p, { source: 'git', url: 'git@git.example.org:acme/tools.git' }, false],
    ['git scheme-less without user: no host, never matches', [strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'git', url: 'git.example.com:acme/tools.git' }, false],
    ['git local path: no host', [strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'git', url: '/srv/git/tools.git' }, false],
    ['npm: no host', [strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'npm', package: 'x' }, false],
    ['file: no host', [strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'file', path: '/x' }, false],
    ['directory: no host', [strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'directory', path: '/x' }, false],
  ];
  it.each(table)('%s', (_, policy, m, expected) => {
    expect(allowed(policy, m)).toBe(expected);
  });

  // Review finding (git 2.39.5): git url-decodes the URL, takes the host part up to the first
  // `/`, and ssh splits user from host at the last `@`: each of these reaches evil.com.
  it.each([
    'ssh://github.com?@evil.com/org/repo.git',
    'ssh://git@github.com#@evil.com/org/repo.git',
    'ssh://git@evil.com%2f@github.com/org/repo.git',
    'git://evil.com%2f@github.com/org/repo.git',
  ])('^github\\.com$ does not allow %s (git connects to evil.com)', (url) => {
    const policy = [strict([{ source: 'hostPattern', hostPattern: '^github\\.com$' }])];
    expect(decide(policy, { source: 'git', url }).decision).toBe('deny');
    expect(allowed(policy, { source: 'git', url: 'ssh://git@github.com/org/repo.git' })).toBe(true);
    expect(allowed(policy, { source: 'git', url: 'git://github.com/org/repo.git' })).toBe(true);
  });

  it('patterns are full-match: an unanchored github\\.example\\.com does not match github.example.com.evil.net', () => {
    const unanchored = [strict([{ source: 'hostPattern', hostPattern: 'github\\.example\\.com' }])];
    expect(allowed(unanchored, { source: 'git', url: 'https://github.example.com/a/b.git' })).toBe(true);
    expect(allowed(unanchored, { source: 'git', url: 'https://github.example.com.evil.net/a/b.git' })).toBe(false);
    expect(allowed(unanchored, { source: 'git', url: 'https://evilgithub.example.com/a/b.git' })).toBe(false);
    expect(allowed(unanchored, { source: 'url', url: 'https://github.example.com.evil.net/m.json' })).toBe(false);
  });

  it('the reason says which host matched which pattern', () => {
    const d = decide(p, { source: 'git', url: 'git@git.example.com:acme/tools.git' });
    expect(d.reasons[0]).toMatchObject({ code: 'listed', match: 'hostPattern', subject: 'git.example.com', index: 0 });
  });

  it('a denial explains a source that has no host', () => {
    const d = decide([strict([{ source: 'hostPattern', hostPattern: '.*' }])], { source: 'git', url: 'git.example.com:a.git' });
    expect(d.reasons[0]!.message).toMatch(/has no host/);
  });
});

describe('B.6: pathPattern against the path of file and directory sources', () => {
  const all = [strict([{ source: 'pathPattern', pathPattern: '.*' }])];
  const opt = [strict([{ source: 'pathPattern', pathPattern: '/opt/markets/[^/]+' }])];

  it('".*" allows every local path (E.16: anthropics/claude-code#82621)', () => {
    for (const path of ['/opt/m', './m', 'm', 'C:\\markets\\acme', '~/m.json', '/a b/c']) {
      expect(allowed(all, { source: 'directory', path })).toBe(true);
      expect(allowed(all, { source: 'file', path })).toBe(true);
    }
  });

  it('only file and directory sources have a path', () => {
    expect(allowed(all, { source: 'github', repo: 'a/b', path: 'x' })).toBe(false);
    expect(allowed(all, { source: 'git', url: '/srv/git/x.git' })).toBe(false);
    expect(allowed(all, { source: 'npm', package: 'x' })).toBe(false);
  });

  it('full match over the path', () => {
    expect(allowed(opt, { source: 'directory', path: '/opt/markets/acme' })).toBe(true);
    expect(allowed(opt, { source: 'directory', path: '/opt/markets/acme/sub' })).toBe(false);
    expect(allowed(opt, { source: 'directory', path: '/home/x/opt/markets/acme' })).toBe(false);
  });

  it('a ".." segment never matches a pathPattern (it could lead anywhere), but can be listed exactly', () => {
    expect(allowed(opt, { source: 'directory', path: '/opt/markets/..' })).toBe(false);
    expect(allowed(all, { source: 'directory', path: '/opt/markets/../../home/evil' })).toBe(false);
    expect(decide(all, { source: 'directory', path: '../x' }).reasons[0]!.message).toMatch(/"\.\." segment/);
    expect(allowed([strict([{ source: 'directory', path: '../x' }])], { source: 'directory', path: '../x' })).toBe(true);
  });
});

describe('lockdown, no restriction, and conjunction across sources (semantics 2)', () => {
  const everyType = [
    { source: 'github', repo: 'anthropics/claude-plugins-official' },
    { source: 'git', url: 'https://github.com/a/b.git' },
    { source: 'url', url: 'https://example.com/m.json' },
    { source: 'npm', package: 'x' },
    { source: 'file', path: '/x' },
    { source: 'directory', path: '/x' },
  ];

  it('[] blocks every marketplace, the official one included (E.16: anthropics/claude-code#34873)', () => {
    const locked = [strict([], 'mdm.json', 'mdm')];
    for (const m of everyType) {
      const d = decide(locked, m);
      expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'lockdown', source: 'mdm.json', channel: 'mdm' }] });
    }
  });

  it('a source in restricted mode is a lockdown, and says so', () => {
    const broken = resolveSource(loadSettingsText('{ not json', { file: 'broken.json', channel: 'server' }));
    const d = decide([broken], everyType[0]);
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'lockdown', source: 'broken.json', channel: 'server' }] });
    expect(d.reasons[0]!.message).toMatch(/restricted mode/);
  });

  it('absent everywhere: no restriction', () => {
    const none = [src({ model: 'x' }), src({})];
    for (const m of everyType) expect(decide(none, m)).toEqual({ decision: 'allow', reasons: [expect.objectContaining({ code: 'no-restriction' })] });
    expect(allowed([], everyType[0])).toBe(true);
  });

  it('a source that does not declare the key does not restrict; every declaring source must match', () => {
    const mdm = strict([{ source: 'github', repo: 'acme/tools' }, { source: 'npm', package: 'x' }], 'mdm', 'mdm');
    const server = strict([{ source: 'hostPattern', hostPattern: 'github\\.com' }], 'server', 'server');
    const silent = src({ enabledPlugins: {} }, 'file', 'file');
    const sources = [mdm, server, silent];
    expect(allowed(sources, { source: 'github', repo: 'acme/tools' })).toBe(true);
    // npm x is in mdm's list but has no host for server's hostPattern
    const d = decide(sources, { source: 'npm', package: 'x' });
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'not-listed', source: 'server', channel: 'server' }] });
    // github acme/other matches server but not mdm
    expect(decide(sources, { source: 'github', repo: 'acme/other' }).reasons).toEqual([expect.objectContaining({ code: 'not-listed', source: 'mdm' })]);
    // an allow lists the entry of every declaring source
    expect(decide(sources, { source: 'github', repo: 'acme/tools' }).reasons.map((r) => [r.source, r.match])).toEqual([['mdm', 'exact'], ['server', 'hostPattern']]);
  });

  it('any [] among the declaring sources is lockdown', () => {
    const sources = [strict([{ source: 'hostPattern', hostPattern: '.*' }], 'mdm', 'mdm'), strict([], 'file', 'file')];
    expect(decide(sources, { source: 'github', repo: 'a/b' })).toMatchObject({ decision: 'deny', reasons: [{ code: 'lockdown', source: 'file' }] });
  });

  it('a decision has no memory: a marketplace allowed before is denied once the policy stops listing it', () => {
    const m = { source: 'github', repo: 'acme/tools' };
    expect(allowed([strict([m])], m)).toBe(true);
    expect(allowed([strict([{ source: 'github', repo: 'acme/new' }])], m)).toBe(false);
  });
});

describe('unusable entries never widen', () => {
  it('an unsafe pattern is dropped at load: the list stays declared and matches nothing more', () => {
    const s = strict([{ source: 'hostPattern', hostPattern: '(a|b)*a(a|b){24}' }]);
    expect(s.settings.strictKnownMarketplaces).toEqual([]);
    expect(allowed([s], { source: 'git', url: 'https://aab.example/x.git' })).toBe(false);
  });

  it('a hand-built source with an unusable pattern: that entry matches nothing, the others still do', () => {
    const hand: ResolvedSource = { name: 'hand', channel: 'mdm', restricted: false, denyAllMcpServers: false, decidedBy: {}, settings: { strictKnownMarketplaces: [{ source: 'hostPattern', hostPattern: '(?=x).*' }, { source: 'hostPattern', hostPattern: 'github\\.com' }] } };
    const policy = compileMarketplacePolicy([hand]);
    expect(policy.problems).toEqual([expect.objectContaining({ source: 'hand', pointer: '/strictKnownMarketplaces/0/hostPattern' })]);
    expect(decideMarketplace(policy, { source: 'git', url: 'https://x.example/a.git' }).decision).toBe('deny');
    expect(decideMarketplace(policy, { source: 'github', repo: 'a/b' }).decision).toBe('allow');
  });

  it('a hand-built strictKnownMarketplaces that is not an array is a lockdown', () => {
    const hand = { name: 'hand', channel: 'file', restricted: false, denyAllMcpServers: false, decidedBy: {}, settings: { strictKnownMarketplaces: 'github' } } as unknown as ResolvedSource;
    expect(decideMarketplace(compileMarketplacePolicy([hand]), { source: 'github', repo: 'a/b' })).toMatchObject({ decision: 'deny', reasons: [{ code: 'lockdown' }] });
  });

  it('the compiled policy is frozen', () => {
    const policy = compileMarketplacePolicy([strict([{ source: 'hostPattern', hostPattern: 'x' }])]);
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(policy.strict)).toBe(true);
    expect(Object.isFrozen(policy.strict[0])).toBe(true);
    expect(Object.isFrozen(policy.strict[0]!.hostPatterns[0])).toBe(true);
  });
});

describe('malformed requests are denied with a reason', () => {
  it.each([null, 'github', { source: 'hostPattern', hostPattern: '.*' }, { source: 'github' }, { source: 'github', repo: 'a/b', extra: 1 }])('%j', (m) => {
    const d = decide([], m);
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'malformed-source' }] });
  });

  it('a throwing proxy is an internal error, denied', () => {
    const hostile = new Proxy({ source: 'github', repo: 'a/b' }, { get() { throw new Error('boom'); } });
    expect(decide([], hostile)).toMatchObject({ decision: 'deny', reasons: [{ code: 'internal-error' }] });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, over a small vocabulary so that entries and marketplaces meet.

const REPOS = ['acme/tools', 'acme/x', 'Acme/tools'];
const URLS = ['https://git.example.com/a.git', 'git@git.example.com:a.git', 'https://github.com/acme/tools.git', 'ssh://git.example.org/a.git', 'git.example.com:a.git'];
const PATHS = ['/opt/m', '/opt/m/x', './m', '/opt/../m'];
const HOST_PATTERNS = ['github\\.com', '(?:[a-z]+\\.)*example\\.com', 'git\\.example\\.(?:com|org)', '.*', 'x'];
const PATH_PATTERNS = ['/opt/.*', '.*', '\\./m', '/opt/m'];

const marketplace = fc.oneof(
  fc.record({ source: fc.constant('github'), repo: fc.constantFrom(...REPOS), ref: fc.option(fc.constantFrom('main', 'v1'), { nil: undefined }) }),
  fc.record({ source: fc.constant('git'), url: fc.constantFrom(...URLS), path: fc.option(fc.constant('mk'), { nil: undefined }) }),
  fc.record({ source: fc.constant('url'), url: fc.constantFrom('https://example.com/m.json', 'https://a.example.com/m.json', 'https://evil.net/m.json') }),
  fc.record({ source: fc.constant('npm'), package: fc.constantFrom('a', 'b') }),
  fc.record({ source: fc.constantFrom('file', 'directory'), path: fc.constantFrom(...PATHS) }),
).map((m) => JSON.parse(JSON.stringify(m)) as Record<string, unknown>);

const entry = fc.oneof(
  { weight: 3, arbitrary: marketplace },
  { weight: 1, arbitrary: fc.constantFrom(...HOST_PATTERNS).map((hostPattern) => ({ source: 'hostPattern', hostPattern })) },
  { weight: 1, arbitrary: fc.constantFrom(...PATH_PATTERNS).map((pathPattern) => ({ source: 'pathPattern', pathPattern })) },
);

/** A source that declares strictKnownMarketplaces (sometimes []), or does not. */
const policySource = fc.tuple(fc.option(fc.array(entry, { maxLength: 4 }), { nil: undefined }), fc.constantFrom<Channel>('mdm', 'server', 'file'), fc.nat(99))
  .map(([entries, channel, n]) => src(entries === undefined ? { model: 'm' } : { strictKnownMarketplaces: entries }, `s${n}.json`, channel));

/** The reference: every declaring source has an entry that matches, written the naive way. */
function reference(sources: ResolvedSource[], m: Record<string, unknown>): boolean {
  const host = (): string | undefined => {
    if (m.source === 'github') return 'github.com';
    const url = m.url as string;
    if (m.source === 'url') return new URL(url).hostname;
    if (m.source !== 'git') return undefined;
    if (/^[a-z]+:\/\//.test(url)) return new URL(url).hostname.toLowerCase() || undefined;
    const scp = /^([^@/:]+)@([^@/:]+):/.exec(url);
    return scp ? scp[2] : undefined;
  };
  const matches = (e: Record<string, unknown>): boolean => {
    if (e.source === 'hostPattern') { const h = host(); return h !== undefined && new RegExp(`^(?:${e.hostPattern as string})$`).test(h); }
    if (e.source === 'pathPattern') return (m.source === 'file' || m.source === 'directory') && !(m.path as string).split('/').includes('..') && new RegExp(`^(?:${e.pathPattern as string})$`).test(m.path as string);
    const keys = new Set([...Object.keys(e), ...Object.keys(m)]);
    return [...keys].every((k) => JSON.stringify(e[k]) === JSON.stringify(m[k]));
  };
  return sources.every((s) => {
    const list = s.settings.strictKnownMarketplaces as Record<string, unknown>[] | undefined;
    return list === undefined || list.some(matches);
  });
}

describe('properties', () => {
  it('agrees with a naive reference evaluator', () => {
    const outcomes = { allow: 0, deny: 0, restricting: 0 };
    fc.assert(fc.property(fc.array(policySource, { maxLength: 3 }), marketplace, (sources, m) => {
      const expected = reference(sources, m);
      expect(allowed(sources, m)).toBe(expected);
      outcomes[expected ? 'allow' : 'deny']++;
      if (expected && sources.some((s) => s.settings.strictKnownMarketplaces !== undefined)) outcomes.restricting++;
    }), { numRuns: RUNS });
    // Not vacuous: both outcomes, and allows that had to pass a declared list.
    expect(Math.min(outcomes.allow, outcomes.deny, outcomes.restricting)).toBeGreaterThan(RUNS / 50);
  });

  it('adding a source never allows more marketplaces', () => {
    fc.assert(fc.property(fc.array(policySource, { maxLength: 3 }), policySource, fc.nat(3), marketplace, (sources, extra, at, m) => {
      const more = [...sources];
      more.splice(Math.min(at, more.length), 0, extra);
      if (allowed(more, m)) expect(allowed(sources, m)).toBe(true);
    }), { numRuns: RUNS });
  });

  it('does not depend on the order of the sources', () => {
    fc.assert(fc.property(fc.array(policySource, { maxLength: 4 }), marketplace, fc.integer(), (sources, m, seed) => {
      const shuffled = [...sources].sort((a, b) => ((a.name.length * 31 + seed) % 7) - ((b.name.length * 31 + seed) % 7) || (seed & 1 ? -1 : 1));
      const summary = (d: MarketplaceDecision) => ({ decision: d.decision, blocking: d.reasons.filter((r) => r.code === 'lockdown' || r.code === 'not-listed').map((r) => r.source).sort() });
      expect(summary(decide(shuffled, m))).toEqual(summary(decide(sources, m)));
    }), { numRuns: RUNS });
  });

  it('never throws, whatever it is asked about', () => {
    const policy = compileMarketplacePolicy([strict([{ source: 'hostPattern', hostPattern: '.*' }, { source: 'pathPattern', pathPattern: '.*' }, { source: 'github', repo: 'a/b' }])]);
    fc.assert(fc.property(fc.oneof(fc.anything(), fc.record({ source: fc.constantFrom('github', 'git', 'url', 'npm', 'file', 'directory'), repo: fc.anything(), url: fc.anything(), path: fc.anything(), package: fc.anything(), ref: fc.anything(), headers: fc.anything() }, { requiredKeys: ['source'] })), (v) => {
      const d = decideMarketplace(policy, v);
      expect(['allow', 'deny']).toContain(d.decision);
      expect(d.reasons.length).toBeGreaterThan(0);
    }), { numRuns: RUNS });
  });
});
