// serverUrl canonicalization and matching (semantics 5; reference B.5, matching-performance C.2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSource } from '../src/compose/resolved.js';
import { loadSettingsValue } from '../src/load/load.js';
import { compileMcpPolicy, decideMcp } from '../src/mcp/mcp-policy.js';
import { parseAllowUrlPattern, parseDenyUrlPattern } from '../src/mcp/mcp-url-pattern.js';
import {
  canonicalPath, canonicalPathSlow, clearServerUrlCache, compileGlob, globMatches, loosePath, loosePaths, mappedIPv4, pathTraversal,
  readServerUrl, readServerUrlUncached, serverUrlCacheSize, URL_CACHE_SIZE,
} from '../src/mcp/mcp-url.js';
import { timedUnder } from './helpers/timing.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function source(doc: unknown) {
  const loaded = loadSettingsValue(doc, { file: 'managed.json', channel: 'file' });
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return resolveSource(loaded);
}

/** Does a one-entry allow list allow the http server at `url`? */
function allowedBy(pattern: string, url: string): boolean {
  return decideMcp(compileMcpPolicy([source({ allowedMcpServers: [{ serverUrl: pattern }] })]), { name: 's', transport: 'http', url }).decision === 'allow';
}

/** Does a one-entry deny list deny the http server at `url`? */
function deniedBy(pattern: string, url: string): boolean {
  return decideMcp(compileMcpPolicy([source({ deniedMcpServers: [{ serverUrl: pattern }] })]), { name: 's', transport: 'http', url }).decision === 'deny';
}

describe('server URLs: canonical readings', () => {
  it.each<[string, string | undefined, string | undefined]>([
    // input, exact "scheme://host:port path" (undefined: never allowable), first deny host
    ['HTTPS://MCP.Example.COM/Path', 'https://mcp.example.com:443 /Path', 'mcp.example.com'],
    ['https://mcp.example.com:443/mcp', 'https://mcp.example.com:443 /mcp', 'mcp.example.com'],
    ['http://mcp.example.com:80/mcp', 'http://mcp.example.com:80 /mcp', 'mcp.example.com'],
    ['https://mcp.example.com:0443/', 'https://mcp.example.com:443 /', 'mcp.example.com'],
    ['https://mcp.example.com:8443', 'https://mcp.example.com:8443 /', 'mcp.example.com'],
    ['https://mcp.example.com./mcp', 'https://mcp.example.com:443 /mcp', 'mcp.example.com'],
    ['https://%65vil.example.com/', 'https://evil.example.com:443 /', 'evil.example.com'],
    ['https://EXAMPLE%2ecom/', 'https://example.com:443 /', 'example.com'],
    ['https://example.com%E3%80%82evil.com/', 'https://example.com.evil.com:443 /', 'example.com.evil.com'],
    ['https://münchen.de/x', 'https://xn--mnchen-3ya.de:443 /x', 'xn--mnchen-3ya.de'],
    ['https://MÜNCHEN.de/x', 'https://xn--mnchen-3ya.de:443 /x', 'xn--mnchen-3ya.de'],
    ['https://ｅｘａｍｐｌｅ．ｃｏｍ/', 'https://example.com:443 /', 'example.com'],
    ['https://0x7f.1/', 'https://127.0.0.1:443 /', '127.0.0.1'],
    ['https://2130706433/', 'https://127.0.0.1:443 /', '127.0.0.1'],
    ['https://017700000001/', 'https://127.0.0.1:443 /', '127.0.0.1'],
    ['https://127.0.0.1./', 'https://127.0.0.1:443 /', '127.0.0.1'],
    ['https://[0:0:0:0:0:0:0:1]:443/', 'https://[::1]:443 /', '[::1]'],
    ['https://mcp.example.com/mcp#frag', 'https://mcp.example.com:443 /mcp', 'mcp.example.com'],
    ['https://mcp.example.com#frag', 'https://mcp.example.com:443 /', 'mcp.example.com'],
    ['https://mcp.example.com/a?', 'https://mcp.example.com:443 /a', 'mcp.example.com'],
    ['https://mcp.example.com?q=1', 'https://mcp.example.com:443 /?q=1', 'mcp.example.com'],
    ['https://mcp.example.com/a/../b/./c', 'https://mcp.example.com:443 /b/c', 'mcp.example.com'],
    ['https://mcp.example.com/%2e%2e/secret', 'https://mcp.example.com:443 /secret', 'mcp.example.com'],
    ['https:\\\\mcp.example.com\\a\\b', 'https://mcp.example.com:443 /a/b', 'mcp.example.com'],
    ['https:mcp.example.com/x', 'https://mcp.example.com:443 /x', 'mcp.example.com'],
    ['  https://mcp.example.com/x\t\n', 'https://mcp.example.com:443 /x', 'mcp.example.com'],
    // Never allowable; deny entries still see the host.
    ['https://user@mcp.example.com/x', undefined, 'mcp.example.com'],
    ['https://user:pw@evil.com@good.com/', undefined, 'good.com'],
    ['https://good.com@evil.com/', undefined, 'evil.com'],
    ['https://good.com\\@evil.com/', undefined, 'good.com'],
    ['ws://mcp.example.com/x', undefined, 'mcp.example.com'],
    ['mcp://MCP.example.com:443/x', undefined, 'mcp.example.com'],
    ['mcp.example.com/x', undefined, 'mcp.example.com'],
  ])('%s', (input, exact, host) => {
    const u = readServerUrlUncached(input);
    const e = u.exact;
    expect(e === undefined ? undefined : `${e.scheme}://${e.host}:${e.port} ${e.path}`).toBe(exact);
    expect(u.readings[0]?.host).toBe(host);
    if (exact === undefined) expect(u.notAllowable).toBeTypeOf('string');
  });

  it('a backslash before "@" gives two host readings: WHATWG (good.com) and curl (evil.com)', () => {
    const u = readServerUrlUncached('https://good.com\\@evil.com/');
    expect(u.readings.map((r) => r.host)).toEqual(['good.com', 'evil.com']);
    expect(u.readings[1]!.path).toBeUndefined(); // the other reader's path is unknown: any deny path
  });

  it('an IPv4-mapped IPv6 address is also read as the IPv4 address (for deny entries)', () => {
    const u = readServerUrlUncached('https://[::ffff:127.0.0.1]/x');
    expect(u.exact?.host).toBe('[::ffff:7f00:1]');
    // (and, as the machine itself, its other names: deny entries on localhost or [::1] apply)
    expect(u.readings.map((r) => r.host)).toEqual(['[::ffff:7f00:1]', '127.0.0.1', '[::1]', 'localhost']);
  });

  it.each([
    'mailto:x@mcp.example.com', 'https://exa mple.com/', 'https://ex%00ample.com/', 'https://evil.com%2F.good.com/',
    'https://[fe80::1%25eth0]/', 'https://1.2.3.4.5/', 'https://example.com:65536/', '', 'not a url at all', 'file:///etc/passwd',
    `https://${'a'.repeat(9000)}.com/`,
  ])('unreadable: %j', (input) => {
    const u = readServerUrlUncached(input);
    expect(u.exact).toBeUndefined();
    expect(u.readings).toEqual([]);
    expect(u.unreadable).toBeTypeOf('string');
  });

  it('the fast path for plain URLs gives the same path as Node\'s URL', () => {
    const chars = 'aZ09-._~!$&()*+,;=:@/?%#\\ \'"<>^|`{}[]\t.';
    const piece = fc.string({ unit: fc.constantFrom(...chars.split('')), maxLength: 12 });
    const segment = fc.oneof(piece, fc.constantFrom('.', '..', '%2e', '%2E%2e', 'a%2Fb', 'x?y', '?', '#f'));
    fc.assert(fc.property(fc.constantFrom('http', 'HTTPS', 'https'), fc.constantFrom('mcp.example.com', 'EXAMPLE.com.', 'h:8080', 'h:'),
      fc.array(segment, { maxLength: 5 }), (scheme, host, segments) => {
        const raw = `${scheme}://${host}${segments.length ? '/' : ''}${segments.join('/')}`;
        expect({ raw, path: canonicalPath(raw) }).toEqual({ raw, path: canonicalPathSlow(raw) });
      }), { numRuns: RUNS });
  });

  it('the cache is bounded and returns the same reading', () => {
    clearServerUrlCache();
    const a = readServerUrl('https://cache.example.com/a');
    expect(readServerUrl(`https://cache.example.com${'/a'}`)).toBe(a);
    for (let i = 0; i < URL_CACHE_SIZE * 2 + 10; i++) readServerUrl(`https://h${i}.example.com/`);
    expect(serverUrlCacheSize()).toBeLessThanOrEqual(URL_CACHE_SIZE);
    expect(readServerUrl('https://cache.example.com/a')).toEqual(a);
  });
});

describe('serverUrl patterns', () => {
  it.each<[string, string]>([
    ['mcp.example.com/*', 'no scheme'],
    ['ws://mcp.example.com/*', 'not http or https'],
    ['https://user@mcp.example.com/*', 'userinfo'],
    ['https://ex*.com/*', 'whole leading label'],
    ['https://*example.com/*', 'whole leading label'],
    ['https://api.*.example.com/*', 'whole leading label'],
    ['https://example.*/*', 'whole leading label'],
    ['https://*.127.0.0.1/*', 'IP address'],
    ['https://mcp.example.com:*/*', 'wildcard ports'],
    ['https://mcp.example.com:99999/*', 'out of range'],
    ['https://mcp.example.com:8o/*', 'not a number'],
    ['https://mcp.example.com/a/*/../b', 'removes a "*"'],
    ['https://', 'host'],
    ['https://[::1/*', 'unclosed'],
    ['https://::1/*', 'brackets'],
    ['https://exa mple.com/', 'cannot be read'],
  ])('allow entry %j matches nothing: %s', (pattern, message) => {
    const r = parseAllowUrlPattern(pattern);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it('deny entries read an unreadable port, path, scheme or userinfo wider, and only an unreadable host blocks every remote server', () => {
    expect(parseDenyUrlPattern('https://mcp.example.com:*/x')).toMatchObject({ host: { kind: 'exact', host: 'mcp.example.com' }, port: undefined });
    expect(parseDenyUrlPattern('ws://Evil.com/x')).toMatchObject({ host: { kind: 'exact', host: 'evil.com' }, paths: undefined });
    expect(parseDenyUrlPattern('evil.com')).toMatchObject({ host: { kind: 'exact', host: 'evil.com' }, paths: undefined });
    expect(parseDenyUrlPattern('https://u@evil.com/')).toMatchObject({ host: { kind: 'exact', host: 'evil.com' } });
    expect(parseDenyUrlPattern('https://evil.com:8443/x').port).toBe(8443);
    expect(parseDenyUrlPattern('https://evil.com:443/x').port).toBeUndefined();
    expect(parseDenyUrlPattern('https://evil.com/MCP/').paths?.map((g) => g.join('*'))).toEqual(['/mcp', '/mcp/*']);
    expect(parseDenyUrlPattern('https://evil.com/mcp/*/*').paths?.map((g) => g.join('*'))).toEqual(['/mcp', '/mcp/*']);
    expect(parseDenyUrlPattern('https://evil.com/*').paths).toBeUndefined();
    for (const p of ['https://ev*l.com/', 'https://', 'not a url', 'https://[::1/']) {
      const d = parseDenyUrlPattern(p);
      expect({ p, host: d.host }).toEqual({ p, host: undefined });
      expect(d.unreadable).toBeTypeOf('string');
    }
  });
});

describe('serverUrl matching (allow exact, deny wide)', () => {
  it.each<[string, string, boolean, boolean]>([
    // pattern, server URL, allow entry matches, deny entry matches
    ['https://mcp.example.com/*', 'https://MCP.example.com:443/api', true, true],
    ['HTTPS://MCP.Example.COM/mcp', 'https://mcp.example.com/mcp', true, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com./mcp', true, true],
    ['https://mcp.example.com./mcp', 'https://mcp.example.com/mcp', true, true],
    ['https://mcp.example.com:443/mcp', 'https://mcp.example.com/mcp', true, true],
    ['http://mcp.example.com:80/mcp', 'http://mcp.example.com/mcp', true, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com:8443/mcp', false, true],
    ['https://mcp.example.com:8443/mcp', 'https://mcp.example.com/mcp', false, false],
    ['https://mcp.example.com:8443/mcp', 'https://mcp.example.com:8443/mcp', true, true],
    ['https://mcp.example.com/mcp', 'http://mcp.example.com/mcp', false, true],
    ['https://mcp.example.com:80/mcp', 'http://mcp.example.com/mcp', false, true],
    // IDN and percent-encoded host octets, both sides
    ['https://münchen.example/*', 'https://xn--mnchen-3ya.example/x', true, true],
    ['https://xn--mnchen-3ya.example/*', 'https://MÜNCHEN.example/x', true, true],
    ['https://%6Dcp.example.com/*', 'https://mcp.example.com/x', true, true],
    ['https://*.example.com/*', 'https://%65vil.example.com/', true, true],
    ['https://*.example.com/*', 'https://example.com%E3%80%82evil.com/', false, false],
    ['https://*.evil.com/*', 'https://example.com%E3%80%82evil.com/', true, true],
    // userinfo: never allowed, still denied on its host
    ['https://mcp.example.com/*', 'https://user@mcp.example.com/x', false, true],
    ['https://mcp.example.com/*', 'https://user:pw@mcp.example.com/x', false, true],
    ['https://mcp.example.com/*', 'https://mcp.example.com@evil.com/x', false, false],
    ['https://evil.com/*', 'https://mcp.example.com@evil.com/x', false, true],
    // backslashes: WHATWG reading for allow (and it is disputed, so never allowed); both for deny
    ['https://mcp.example.com/a/b', 'https:\\\\mcp.example.com\\a\\b', true, true],
    ['https://good.com/*', 'https://good.com\\@evil.com/', false, true],
    ['https://evil.com/*', 'https://good.com\\@evil.com/', false, true],
    // IPv4 number forms, IPv6
    ['https://127.0.0.1/*', 'https://0x7f.1/x', true, true],
    ['https://127.0.0.1/*', 'https://2130706433/x', true, true],
    ['https://127.0.0.1/*', 'https://017700000001/', true, true],
    ['https://0x7f.1/*', 'https://127.1/x', true, true],
    ['https://[::1]/*', 'https://[0:0:0:0:0:0:0:1]:443/x', true, true],
    ['https://127.0.0.1/*', 'https://[::ffff:127.0.0.1]/', false, true],
    // fragments
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcp#frag', true, true],
    ['https://mcp.example.com/mcp#x', 'https://mcp.example.com/mcp', true, true],
    // host wildcards: one or more whole labels (deny: the apex too); never across "/"
    ['https://*.example.com', 'https://a.example.com', true, true],
    ['https://*.example.com/*', 'https://a.b.example.com/x', true, true],
    ['https://*.example.com/*', 'https://example.com/', false, true],
    ['https://*.example.com/*', 'https://evil.com/x.example.com/', false, false],
    ['https://*.example.com/*', 'https://example.com.evil.com/', false, false],
    ['https://*.example.com/*', 'https://evilexample.com/', false, false],
    ['https://*.example.com/*', 'https://evil.com/.example.com', false, false],
    ['https://*.example.com/*', 'https://evil.com?.example.com', false, false],
    ['https://*.example.com/*', 'https://evil.com#.example.com', false, false],
    ['https://*/mcp', 'https://anything.example/mcp', true, true],
    ['https://*/mcp', 'https://anything.example/other', false, false],
    // paths: no path = root only (allow) / any path (deny); "*" spans "/"
    ['https://mcp.example.com', 'https://mcp.example.com/', true, true],
    ['https://mcp.example.com', 'https://mcp.example.com/sub', false, true],
    ['https://mcp.example.com/', 'https://mcp.example.com/sub', false, true],
    ['https://mcp.example.com', 'https://mcp.example.com/?q', false, true],
    ['https://mcp.example.com/*', 'https://mcp.example.com/a/b/c?d=e', true, true],
    ['https://mcp.example.com/mcp/*', 'https://mcp.example.com/mcp/a/b?c', true, true],
    ['https://mcp.example.com/mcp/*', 'https://mcp.example.com/mcp', false, true],
    ['https://mcp.example.com/mcp/*', 'https://mcp.example.com/mcpx', false, false],
    ['https://mcp.example.com/v*/mcp', 'https://mcp.example.com/v1/mcp', true, true],
    ['https://mcp.example.com/v*/mcp', 'https://mcp.example.com/v1/x/mcp', true, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcp/', false, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/MCP', false, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/%6Dcp', false, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcp?x=1', false, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcp/sse', false, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcpx', false, false],
    ['https://mcp.example.com/a/../mcp', 'https://mcp.example.com/mcp', true, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/x/%2e%2e/mcp', true, true],
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/x%2F..%2Fmcp', false, true],
    ['https://mcp.example.com/a b', 'https://mcp.example.com/a%20b', true, true],
    // other schemes: never allowed; deny entries see the host
    ['https://mcp.example.com/*', 'ws://mcp.example.com/x', false, true],
    ['https://mcp.example.com/*', 'ftp://mcp.example.com/x', false, true],
    ['https://mcp.example.com/*', 'mcp://mcp.example.com/x', false, true],
    ['https://mcp.example.com/*', 'mcp.example.com/x', false, true],
    ['ws://mcp.example.com/*', 'ws://mcp.example.com/x', false, true],
    ['ws://mcp.example.com/*', 'https://mcp.example.com/x', false, true],
    // unreadable server URL: never allowed; blocked whenever serverUrl deny entries exist
    ['https://mcp.example.com/*', 'mailto:x@mcp.example.com', false, true],
    ['https://mcp.example.com/*', 'https://exa mple.com/', false, true],
    // unreadable patterns: allow nothing; a deny entry blocks its host (bad port/path) or every remote server (bad host)
    ['https://mcp.example.com:*/*', 'https://mcp.example.com:9/x', false, true],
    ['https://mcp.example.com:*/*', 'https://other.example.com/x', false, false],
    ['https://ex*.com/*', 'https://unrelated.example.org/', false, true],
    ['https://evil.com*/*', 'https://evil.com.attacker.net/', false, true],
  ])('%s vs %s: allow %s, deny %s', (pattern, url, allow, deny) => {
    expect({ pattern, url, allow: allowedBy(pattern, url), deny: deniedBy(pattern, url) }).toEqual({ pattern, url, allow, deny });
  });

  it('a URL that matches allow entries by name but has userinfo is still allowed by serverName', () => {
    const policy = compileMcpPolicy([source({ allowedMcpServers: [{ serverName: 's' }] })]);
    expect(decideMcp(policy, { name: 's', transport: 'http', url: 'https://u@x.example/' }).decision).toBe('allow');
  });
});

describe('security review: deny readings and allow hardening', () => {
  it.each<[string, string, boolean, boolean]>([
    // pattern, server URL, allow entry matches, deny entry matches
    // 1. doubled slashes and ";params" (deny matches them; the plain readings still count)
    ['https://evil.com/admin', 'https://evil.com//admin', false, true],
    ['https://evil.com/admin/x', 'https://evil.com/admin//x', false, true],
    ['https://evil.com/admin//x', 'https://evil.com/admin/x', false, true],
    ['https://evil.com/admin', 'https://evil.com///admin/', false, true],
    ['https://evil.com/admin', 'https://evil.com/%2F%2Fadmin', false, true],
    ['https://evil.com/admin', 'https://evil.com/admin;x=1', false, true],
    ['https://evil.com/admin', 'https://evil.com/ADMIN;jsessionid=1/panel', false, true],
    ['https://evil.com/admin', 'https://evil.com/public/..;/admin', false, true],
    ['https://evil.com/admin', 'https://evil.com/administrator', false, false],
    ['https://evil.com/admin', 'https://evil.com/adm;x/in', false, false],
    ['https://evil.com/admin', 'https://evil.com/x;/admin', false, false],
    ['https://evil.com/a/*/b', 'https://evil.com/a//b', true, true],
    ['https://evil.com/a*=1', 'https://evil.com/a;x=1', true, true],
    // ... and "%2F" kept encoded (a server that does not decode "/" routes it under /api)
    ['https://evil.com/api/*', 'https://evil.com/api/..%2fadmin', false, true],
    ['https://evil.com/admin', 'https://evil.com/api/..%2fadmin', false, true],
    // 2. a deny entry with a port: the other reading of a disputed URL has an unknown port
    ['https://evil.com:8443', 'https://good.com\\@evil.com:8443/', false, true],
    ['https://evil.com:8443/*', 'https://good.com\\@evil.com:8443/x', false, true],
    ['https://evil.com:8443', 'https://evil.com\\@evil.com:8443/', false, true],
    ['https://evil.com:8443', 'https://evil.com/', false, false],
    ['https://evil.com:8443', 'https://good.com/evil.com:8443', false, false],
    // 3. IPv4-mapped IPv6 in deny entries is the IPv4 host, and the other way round
    ['https://[::ffff:a00:1]/*', 'https://10.0.0.1/', false, true],
    ['https://[::ffff:10.0.0.1]/*', 'https://10.0.0.1/x', false, true],
    ['https://[0:0:0:0:0:ffff:a00:1]/*', 'https://0xa000001/', false, true],
    ['https://[::ffff:a00:1]/*', 'https://[::ffff:10.0.0.1]/', true, true],
    ['https://10.0.0.1/*', 'https://[::ffff:a00:1]/', false, true],
    ['https://[::ffff:a00:1]/*', 'https://10.0.0.2/', false, false],
    ['https://[::ffff:a00:1]:8443/*', 'https://10.0.0.1/', false, false],
    // (IPv4-compatible, deprecated ::/96: the IPv4 host too, for deny.)
    ['https://[::a00:1]/*', 'https://10.0.0.1/', false, true],
    ['https://10.0.0.1/*', 'https://[::a00:1]/', false, true],
    // ... and so is a NAT64 well-known-prefix address (RFC 6052), for deny
    ['https://93.184.216.34/*', 'https://[64:ff9b::93.184.216.34]/x', false, true],
    ['https://[64:ff9b::5db8:d822]/*', 'https://93.184.216.34/x', false, true],
    // (a local-use NAT64 address, 64:ff9b:1::/48, may embed any IPv4 host: an unreadable URL, denied beside any deny entry)
    ['https://93.184.216.34/*', 'https://[64:ff9b:1::5db8:d822]/x', false, true],
    ['https://evil.com/*', 'https://[64:ff9b:1::5db8:d822]/x', false, true],
    // (IPv4-translated, ::ffff:0:0:0/96, RFC 2765: the IPv4 host, for deny)
    ['https://93.184.216.34/*', 'https://[::ffff:0:5db8:d822]/x', false, true],
    ['https://[::ffff:0:5db8:d822]/*', 'https://93.184.216.34/x', false, true],
    ['https://93.184.216.34/*', 'https://[::ffff:1:5db8:d822]/x', false, false],
    // 5. an allow entry never matches a path a server could resolve elsewhere (as a deny entry, /api/* covers them all)
    ['https://h.example/api/*', 'https://h.example/api/..%2fadmin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/..%2Fadmin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/..%5cadmin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/%5C..%5Cadmin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/x%2fy', false, true],
    ['https://h.example/api/*', 'https://h.example/api/%252e%252e/admin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/..;/admin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/%2e%2e;x/admin', false, true],
    ['https://h.example/api/*', 'https://h.example/api/%2e%2e/api/x', true, true],
    ['https://h.example/api/*', 'https://h.example/api/..x/y', true, true],
    ['https://h.example/api/*', 'https://h.example/api/x?next=..%2fadmin', true, true],
  ])('%s vs %s: allow %s, deny %s', (pattern, url, allow, deny) => {
    expect({ pattern, url, allow: allowedBy(pattern, url), deny: deniedBy(pattern, url) }).toEqual({ pattern, url, allow, deny });
  });

  it('a disputed URL gives every host reading an unknown port; an undisputed one its port', () => {
    const read = (u: string) => readServerUrlUncached(u).readings.map((r) => [r.host, r.port]);
    expect(read('https://good.com\\@evil.com:8443/')).toEqual([['good.com', undefined], ['evil.com', undefined]]);
    expect(read('https://evil.com\\@evil.com:8443/')).toEqual([['evil.com', undefined]]);
    expect(read('https://evil.com:8443/')).toEqual([['evil.com', 8443]]);
    expect(read('https://[::ffff:a00:1]:8443/')).toEqual([['[::ffff:a00:1]', 8443], ['10.0.0.1', 8443]]);
  });

  it('a deny pattern written as IPv4-mapped IPv6 is read as its IPv4 address', () => {
    expect(parseDenyUrlPattern('https://[::ffff:a00:1]/*').host).toEqual({ kind: 'exact', host: '10.0.0.1' });
    expect(parseDenyUrlPattern('https://[::FFFF:127.0.0.1]:8443/x')).toMatchObject({ host: { kind: 'exact', host: '127.0.0.1' }, port: 8443 });
    // (a name of this machine is read as 127.0.0.1, which every loopback server is read as too)
    expect(parseDenyUrlPattern('https://[::1]/*').host).toEqual({ kind: 'exact', host: '127.0.0.1' });
    expect(parseDenyUrlPattern('https://[2001:db8::1]/*').host).toEqual({ kind: 'exact', host: '[2001:db8::1]' });
    expect(mappedIPv4('[::ffff:0:0]')).toBe('0.0.0.0');
    expect(mappedIPv4('[::ffff:ffff:ffff]')).toBe('255.255.255.255');
    expect(mappedIPv4('[::a00:1]')).toBe('10.0.0.1');
    expect(mappedIPv4('[::1]')).toBeUndefined();
    expect(mappedIPv4('[::]')).toBeUndefined();
    expect(mappedIPv4('[1::a00:1]')).toBeUndefined();
    expect(mappedIPv4('10.0.0.1')).toBeUndefined();
  });

  it('deny paths: one glob pair per distinct reading, and a segment only when they share it', () => {
    const globs = (p: string) => parseDenyUrlPattern(p).paths?.map((g) => g.join('*'));
    expect(globs('https://evil.com/admin//x')).toEqual(['/admin//x', '/admin//x/*', '/admin/x', '/admin/x/*']);
    expect(parseDenyUrlPattern('https://evil.com/admin//x').segment).toBe('admin');
    expect(globs('https://evil.com/admin;v=1')).toEqual(['/admin;v=1', '/admin;v=1/*', '/admin', '/admin/*']);
    expect(parseDenyUrlPattern('https://evil.com/admin;v=1').segment).toBeUndefined();
    expect(parseDenyUrlPattern('https://evil.com/;v=1').paths).toBeUndefined(); // one reading is the root: every path
  });

  it('pathTraversal says why, and looks through three percent-decodings', () => {
    expect(pathTraversal('/api/..%2fadmin')).toContain('encoded "/" (%2f)');
    expect(pathTraversal('/api/..%5Cadmin')).toContain('encoded "\\" (%5C)');
    expect(pathTraversal('/api/%252fadmin')).toContain('after 1 percent-decoding');
    expect(pathTraversal('/api/%25252e%25252e/x')).toContain('".." segment after 3 percent-decodings');
    expect(pathTraversal('/api/%2525252e%2525252e/x')).toBeUndefined(); // a fourth decoding is not looked through
    expect(pathTraversal('/api/..;x/admin')).toContain('".." segment');
    for (const p of ['/', '/api/x', '/api/...', '/api/..x', '/a.b/c..d', '/api?x=..%2f', '/%zz', '/%C3%BC']) {
      expect({ p, why: pathTraversal(p) }).toEqual({ p, why: undefined });
    }
  });

  it('a traversal URL says so with its own reason code; it can still be allowed by serverName', () => {
    const policy = compileMcpPolicy([source({ allowedMcpServers: [{ serverUrl: 'https://h.example/api/*' }, { serverName: 'named' }] })]);
    const d = decideMcp(policy, { name: 's', transport: 'http', url: 'https://h.example/api/..%2fadmin' });
    expect(d.decision).toBe('deny');
    expect(d.reasons.map((r) => r.code)).toEqual(['no-allow-entry', 'path-traversal']);
    expect(d.reasons[1]!.message).toContain('encoded "/"');
    expect(decideMcp(policy, { name: 'named', transport: 'http', url: 'https://h.example/api/..%2fadmin' }).decision).toBe('allow');
    // userinfo wins the reason code when both apply
    const both = decideMcp(policy, { name: 's', transport: 'http', url: 'https://u@h.example/api/..%2fadmin' });
    expect(both.reasons.map((r) => r.code)).toEqual(['no-allow-entry', 'userinfo']);
  });
});

describe('paths', () => {
  it.each<[string, string]>([
    ['/mcp', '/mcp'], ['/MCP/', '/mcp'], ['/mcp//', '/mcp'], ['/', '/'], ['/mcp?x=1', '/mcp'], ['/%6Dcp', '/mcp'],
    ['/%7E/a%2Fb', '/~/a/b'], ['/a%2F..%2Fb', '/b'], ['/a%2F.', '/a'], ['/%2A', '/%2a'], ['/%C3%BC', '/%c3%bc'], ['/a*b', '/a*b'],
    // runs of "/" collapsed, ";params" cut from each segment (then dot segments resolved)
    ['//admin', '/admin'], ['/admin//x', '/admin/x'], ['/a///b//', '/a/b'], ['/%2F%2Fadmin', '/admin'], ['/admin;x=1', '/admin'],
    ['/admin;x=1/y;z', '/admin/y'], ['/;x/admin', '/admin'], ['/public/..;/admin', '/admin'], ['/a//../b', '/b'], ['/a/*;x/b', '/a/*/b'],
  ])('loosePath(%j) = %j', (path, loose) => {
    expect(loosePath(path)).toBe(loose);
  });

  it.each<[string, string[]]>([
    ['/mcp', ['/mcp']],
    ['/MCP/', ['/mcp']],
    ['//admin', ['//admin', '/admin']],
    ['/admin;x=1', ['/admin;x=1', '/admin']],
    ['/api/..%2fadmin', ['/api/..%2fadmin', '/admin']],
    ['/a/*/b', ['/a/*/b']],
  ])('loosePaths(%j): the literal, decoded and normalized readings, each once', (path, readings) => {
    expect(loosePaths(path)).toEqual(readings);
  });

  it('star globs: "*" spans anything, matching is linear', () => {
    expect(globMatches(compileGlob('/a/*'), '/a/b/c')).toBe(true);
    expect(globMatches(compileGlob('/a/*'), '/a')).toBe(false);
    expect(globMatches(compileGlob('/*a*b*'), '/xxbxxaxxbx')).toBe(true);
    expect(globMatches(compileGlob('/*ab*ab'), '/ab')).toBe(false);
    expect(globMatches(compileGlob('/x*'), '/x')).toBe(true);
    const hostile = compileGlob(`/${'a*'.repeat(40)}b`);
    const subject = `/${'a'.repeat(50_000)}`;
    const { value, ms } = timedUnder(() => globMatches(hostile, subject), 200);
    expect(value).toBe(false);
    expect(ms).toBeLessThan(200);
  });
});
