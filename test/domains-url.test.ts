// Operation URLs / bare hosts → FetchTarget (semantics 4.3; matching-performance.md C.2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashOf, labels, labelsOf } from '../src/domains/host-labels.js';
import { parseFetchTarget, parseFetchTargetSlow, type FetchTarget } from '../src/domains/url.js';
import { fastestMs, timedUnder } from './helpers/timing.js';

type Expect = Partial<FetchTarget> | false;

function target(input: string): FetchTarget {
  const r = parseFetchTarget(input);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(input)} to parse: ${r.reason}`);
  return r.target;
}

function check(input: string, want: Expect): void {
  const r = parseFetchTarget(input);
  if (want === false) {
    expect({ input, ok: r.ok }).toEqual({ input, ok: false });
    return;
  }
  if (!r.ok) throw new Error(`expected ${JSON.stringify(input)} to parse: ${r.reason}`);
  const got: Record<string, unknown> = {};
  for (const k of Object.keys(want)) got[k] = (r.target as unknown as Record<string, unknown>)[k];
  expect({ input, ...got }).toEqual({ input, ...want });
  if (!('altHost' in want)) expect({ input, altHost: r.target.altHost }).toEqual({ input, altHost: undefined });
  // The fast path never changes the answer.
  expect(parseFetchTargetSlow(input)).toEqual(r);
}

describe('bare hosts (hostOnly: read as https://host/)', () => {
  it.each<[string, Expect]>([
    ['example.com', { scheme: 'https', host: 'example.com', hostType: 'name', port: 443, userinfo: false, hostOnly: true }],
    ['Example.COM.', { host: 'example.com', hostOnly: true }],
    ['bücher.example', { host: 'xn--bcher-kva.example' }],
    ['xn--bcher-kva.example', { host: 'xn--bcher-kva.example' }],
    ['127.1', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['2130706433', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['0x7f.1', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['[::1]', { host: '[::1]', hostType: 'ipv6', port: 443 }],
    ['[0:0:0:0:0:0:0:1]:8443', { host: '[::1]', hostType: 'ipv6', port: 8443 }],
    ['localhost:8080', { host: 'localhost', port: 8080, hostOnly: true }],
    ['example.com:443', { host: 'example.com', port: 443 }],
    ['example.com/path?q#f', { host: 'example.com', hostOnly: true }],
    ['user@example.com', { host: 'example.com', userinfo: true }],
    ['  example.com  ', { host: 'example.com' }],
    ['/etc/passwd', false],
    ['\\\\server\\share', false],
    ['', false],
    ['   ', false],
    ['exa mple.com', false],
    ['example.com:99999', false],
    ['mailto:a@b.com', false],
    ['C:\\Users\\x', false],
  ])('%j', (input, want) => check(input, want));
});

describe('URL vectors (E.19) and tricky inputs (C.2)', () => {
  it.each<[string, Expect]>([
    // scheme and host case; path case irrelevant
    ['HTTPS://Example.COM/Path', { scheme: 'https', host: 'example.com', port: 443, hostOnly: false }],
    ['https://API.GitHub.com/x', { host: 'api.github.com' }],
    // default ports, explicit ports
    ['https://example.com:443/mcp', { port: 443 }],
    ['https://example.com:0443/', { port: 443 }],
    ['https://example.com:00080/', { port: 80 }],
    ['https://example.com:/', { port: 443 }],
    ['http://example.com/', { scheme: 'http', port: 80 }],
    ['http://example.com:443/', { scheme: 'http', port: 443 }],
    ['ws://example.com/', { scheme: 'ws', port: 80 }],
    ['wss://example.com/', { scheme: 'wss', port: 443 }],
    ['ftp://example.com/', { scheme: 'ftp', port: 21 }],
    ['https://example.com:65536/', false],
    ['https://*.example.com:*/x', false],
    // trailing dots
    ['https://example.com./mcp', { host: 'example.com' }],
    ['https://registry.npmjs.org./', { host: 'registry.npmjs.org' }],
    ['https://example.com../mcp', { host: 'example.com', altHost: 'example.com' }],
    ['https://example.com\u3002/', { host: 'example.com' }],
    // percent-encoded hosts
    ['https://example.com%E3%80%82evil.com/', { host: 'example.com.evil.com' }],
    ['https://%65xample.com/', { host: 'example.com' }],
    ['https://EXAMPLE%2ecom/', { host: 'example.com' }],
    ['https://%C3%BCber.de/', { host: 'xn--ber-goa.de' }],
    ['https://a%2Cb/', { host: 'a,b', altHost: 'a,b' }],
    ['https://ex%00ample.com/', false],
    ['https://evil.com%2F.good.com/', false],
    ['https://exa%25mple.com/', false],
    ['https://%5Bfoo%5D/', false],
    // userinfo: the host is what follows the last @
    ['https://a@b/', { host: 'b', userinfo: true }],
    ['https://good.com@evil.com/', { host: 'evil.com', userinfo: true }],
    ['https://evil.com@registry.npmjs.org/', { host: 'registry.npmjs.org', userinfo: true }],
    ['https://registry.npmjs.org@evil.com/', { host: 'evil.com', userinfo: true }],
    ['https://user:pass@evil.com@good.com/', { host: 'good.com', userinfo: true }],
    ['https://example.com%2F@evil.com/', { host: 'evil.com', userinfo: true }],
    ['http://example.com:80@evil.com/', { host: 'evil.com', userinfo: true }],
    ['https://@example.com/', { host: 'example.com', userinfo: true }],
    ['https://:@example.com/', { host: 'example.com', userinfo: true }],
    // parser differential: WHATWG reads good.com, curl reads evil.com → both recorded
    ['https://good.com\\@evil.com/', { host: 'good.com', altHost: 'evil.com' }],
    ['https://example.com\\path', { host: 'example.com', altHost: 'example.com' }],
    ['https:\\\\evil.com\\path', { host: 'evil.com' }],
    ['https:/evil.com/x', { host: 'evil.com' }],
    ['https:evil.com/x', { host: 'evil.com' }],
    // whitespace
    ['  https://example.com/\t\n', { host: 'example.com' }],
    ['https://ex\tample.com/', { host: 'example.com' }],
    ['https://exa mple.com/', false],
    // IPv4 forms
    ['https://0x7f.1/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://0x7f000001/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://2130706433/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://017700000001/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://127.1/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://0177.0.0.01/', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://127.0.0.1./', { host: '127.0.0.1', hostType: 'ipv4' }],
    ['https://0/', { host: '0.0.0.0', hostType: 'ipv4' }],
    ['https://0x/', { host: '0.0.0.0', hostType: 'ipv4' }],
    ['https://1.0x100/', { host: '1.0.1.0', hostType: 'ipv4' }],
    ['https://4294967295/', { host: '255.255.255.255' }],
    ['https://4294967296/', false],
    ['https://09.1/', false],
    ['https://1.2.3.4.5/', false],
    ['https://foo.0x10/', false],
    ['https://256.256.256.256/', false],
    // IPv6
    ['https://[0:0:0:0:0:0:0:1]:443/', { host: '[::1]', hostType: 'ipv6', port: 443 }],
    ['https://[::ffff:127.0.0.1]/', { host: '[::ffff:7f00:1]', hostType: 'ipv6' }],
    ['https://[fe80::1%25eth0]/', false],
    ['https://::1/', false],
    // IDN
    ['https://münchen.de/', { host: 'xn--mnchen-3ya.de' }],
    ['https://MÜNCHEN.de/', { host: 'xn--mnchen-3ya.de' }],
    ['https://xn--mnchen-3ya.de/', { host: 'xn--mnchen-3ya.de' }],
    ['https://ｘｎ--mnchen-3ya.de/', { host: 'xn--mnchen-3ya.de' }],
    ['https://bücher.example/', { host: 'xn--bcher-kva.example' }],
    // (IDNA2003's transitional mapping, Python's idna codec: ß is ss, ς is σ; a second spelling.)
    ['https://faß.de/', { host: 'xn--fa-hia.de', altHost: 'fass.de' }],
    ['https://ß.de/', { host: 'xn--zca.de', altHost: 'ss.de' }],
    ['http://stra%C3%9Fe.de/', { host: 'xn--strae-oqa.de', altHost: 'strasse.de' }],
    ['http://σς.gr/', { host: 'xn--3xab.gr', altHost: 'xn--4xaa.gr' }],
    ['https://ｅｘａｍｐｌｅ．ｃｏｍ/', { host: 'example.com' }],
    ['https://аpple.com/', { host: 'xn--pple-43d.com' }],
    ['https://İstanbul.com/', { host: 'xn--istanbul-o0e.com' }],
    ['https://ex\u200Bample.com/', { host: 'example.com' }],
    ['https://ex\u00ADample.com/', { host: 'example.com' }],
    ['https://%E2%80%8Bexample.com/', { host: 'example.com' }],
    ['https://xn--/', false],
    ['https://xn--a.com/', false],
    ['https://example.com\u2024com/', false],
    // tr46 and URL disagree: both spellings kept, never allowable
    ['https://\u1E9E.de/', { host: 'xn--zca.de', altHost: 'ss.de' }],
    // accepted by URL, rejected by tr46/canonicalizeHost: disputed
    ['https://a..b/', { host: 'a..b', altHost: 'a..b' }],
    ['https://-a-.com/', { host: '-a-.com' }],
    ['https://ab--c.com/', { host: 'ab--c.com' }],
    ['https://under_score.example.com/', { host: 'under_score.example.com' }],
    // paths, queries, fragments ignored
    ['https://example.com/a/../b/./c', { host: 'example.com' }],
    ['https://example.com#frag', { host: 'example.com' }],
    ['https://example.com?x=https://evil.com/', { host: 'example.com' }],
    ['https://example.com/*.evil.com', { host: 'example.com' }],
    // whole-host compare is the matcher's job, but the host must be the whole host
    ['https://registry.npmjs.org.evil.com/', { host: 'registry.npmjs.org.evil.com' }],
    ['https://example.com.evil.com/', { host: 'example.com.evil.com' }],
    // other schemes
    ['git://Example.COM:9418/x', { scheme: 'git', host: 'example.com', port: 9418 }],
    ['ssh://git@github.com/x', { scheme: 'ssh', host: 'github.com', port: 0, userinfo: true }],
    ['mcp://Example.COM:443/x', { scheme: 'mcp', host: 'example.com', port: 443 }],
    ['mcp+https://Example.COM/', { scheme: 'mcp+https', host: 'example.com', port: 0 }],
    ['file:///etc/passwd', false],
    ['file://server/share/x', { scheme: 'file', host: 'server', port: 0 }],
    ['stdio:/usr/bin/server', false],
    ['data:text/plain,hello', false],
    ['javascript:alert(1)', false],
    ['constructor://x.com/', { scheme: 'constructor', host: 'x.com', port: 0 }],
    ['toString:80', { scheme: 'https', host: 'tostring', port: 80, hostOnly: true }],
    // E.12: unresolved PowerShell templates
    ['https://$', { host: '$', altHost: '$' }],
    ['https://$($n.ip)/', { host: '$($n.ip)', altHost: '$($n.ip)' }],
    ['https://${host}/x', { host: '${host}', altHost: '${host}' }],
    ['https://$env:HOST/x', false],
  ])('%j', (input, want) => check(input, want));
});

describe('robustness', () => {
  it('never throws on arbitrary strings; fast path equals slow path', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
      const a = parseFetchTarget(s);
      expect(parseFetchTargetSlow(s)).toEqual(a);
    }), { numRuns: 3000 });
  });

  it('never throws on URL-shaped noise', () => {
    const piece = fc.constantFrom('https://', 'http://', 'HTTP://', 'git://', 'ws:', '@', ':', '[', ']', '%', '%2e', '%40',
      '\\', '/', '.', '..', 'xn--', 'ß', 'ẞ', '\u3002', '0x', '1', '255', 'a', 'B', '-', '_', '?', '#', ' ', '\t', '$', '(', ')');
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }).map((a) => a.join('')), (s) => {
      const r = parseFetchTarget(s);
      expect(parseFetchTargetSlow(s)).toEqual(r);
      if (r.ok) {
        expect(r.target.host).not.toBe('');
        expect(r.target.scheme).toMatch(/^[a-z][a-z0-9+.-]*$/);
      }
    }), { numRuns: 5000 });
  });

  it('fast path ≡ slow path on plain ASCII http(s) URLs and hosts', () => {
    const label = fc.stringMatching(/^(?:xn--)?[A-Za-z0-9_-]{0,6}$/);
    const numeric = fc.constantFrom('0', '1', '255', '0x7f', '0X', '09', '4294967296', 'xn--a', 'xn--bcher-kva', 'XN--zca',
      'http', 'https', 'HTTP', 'ws', 'file', 'a-', '_', '0x', '0xG', '', 'xn-', 'Xn--', 'ax--b');
    const host = fc.array(fc.oneof(label, numeric), { minLength: 1, maxLength: 5 })
      .chain((ls) => fc.constantFrom('', '.', '..').map((dot) => ls.join('.') + dot));
    const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTP://', 'hTtPs://', 'ws://', 'http:/', 'https:', 'http:',
      'httpx://', 'https:\\\\', ' https://', 'https://u@', 'https://@');
    const port = fc.oneof(fc.constant(''), fc.stringMatching(/^:[0-9]{0,6}$/), fc.constantFrom(':', ':65535', ':65536', ':0', ':x'));
    const rest = fc.oneof(fc.constant(''), fc.stringMatching(/^[/?#\\@%: \t\n.][ -~]{0,12}$/),
      fc.string({ unit: 'binary', maxLength: 8 }), fc.constantFrom('/\t\n\\@evil.com', '/%2e%2e/', '\u{1F600}', '/\uD800'));
    fc.assert(fc.property(scheme, host, port, rest, (sc, h, p, r) => {
      const input = sc + h + p + r;
      expect(parseFetchTarget(input)).toEqual(parseFetchTargetSlow(input));
    }), { numRuns: 20000 });
  });

  it('long inputs are fast', () => {
    const inputs = [
      'https://example.com/' + 'a'.repeat(20_000),
      'https://' + 'a.'.repeat(5_000) + 'com/',
      'https://' + '@'.repeat(10_000) + 'x.com/',
      'https://' + '\\'.repeat(10_000),
      'https://' + '%41'.repeat(4_000) + '.com/',
      'x'.repeat(10_000),
      'https://' + 'ü'.repeat(10_000) + '.de/',
      'a'.repeat(200_000),
    ];
    for (const s of inputs) {
      expect(timedUnder(() => parseFetchTarget(s), 250).ms).toBeLessThan(250);
    }
  });

  it('is plain data', () => {
    const t = target('https://example.com/');
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});

describe('hosts longer than a DNS name', () => {
  it('are refused before tr46 or the URL parser sees them', () => {
    for (const input of ['xn--'.repeat(2500), `https://${'ẞ.'.repeat(5000)}/`, `https://${'a.'.repeat(600)}com/`]) {
      const r = parseFetchTarget(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/at most 253/);
    }
    expect(parseFetchTarget(`https://${'a'.repeat(60)}.${'b'.repeat(60)}.com/`).ok).toBe(true);
  });

  it('a label over 63 characters or a name over 253 is refused before IDN processing (a long xn-- label took ms)', () => {
    const long = [`https://xn--${'a-'.repeat(500)}`, `https://${'xn--'.repeat(250)}`, `https://xn--${'a'.repeat(1000)}-`, `xn--${'a'.repeat(60)}.com`,
      `https://${'xn--a.'.repeat(51)}com/`, `https://${'ü'.repeat(64)}.de/`, `https://u@xn--${'%61'.repeat(60)}.com:443/`];
    for (const input of long) expect({ input, ok: parseFetchTarget(input).ok }).toEqual({ input, ok: false });
    const { ms } = fastestMs(() => { for (let k = 0; k < 10; k++) for (const input of long) parseFetchTarget(input); });
    expect(ms).toBeLessThan(20);
    for (const input of [`https://xn--bcher-kva.${'a'.repeat(63)}.com/`, `https://${'ü'.repeat(60)}.de/`, `https://${'%61'.repeat(63)}.com/`, `https://[${'0:'.repeat(7)}1]/`]) {
      expect({ input, ok: parseFetchTarget(input).ok }).toEqual({ input, ok: true });
    }
  });
});

describe('the host label record the URL fast path fills (host-labels.ts)', () => {
  // The index looks domain rules up by these starts and hashes: a wrong one would miss a deny.
  // Oracle: every suffix after a dot, hashed on its own with hashOf.
  const label = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
  const hostArb = fc.tuple(fc.array(label, { minLength: 1, maxLength: 8 }), fc.boolean())
    .map(([ls, dot]) => ls.join('.') + (dot ? '.' : ''));
  const urlArb = fc.tuple(fc.constantFrom('', 'https://', 'http://', 'HTTPS://'), hostArb, fc.constantFrom('', '/', '/a/b?q=1', ':8443/x'))
    .map(([scheme, host, rest]) => scheme + host + (scheme === '' ? '' : rest));

  it('holds, for the host a parse returned, the starts and suffix hashes of that host', () => {
    fc.assert(fc.property(urlArb, (input) => {
      const r = parseFetchTarget(input);
      if (!r.ok) return;
      const host = r.target.host;
      if (labels.host === host) expectRecordOf(host);
      // Whatever the fast path left, the index's own fill gives the same record for a flat copy.
      labelsOf(JSON.parse(JSON.stringify(host)) as string);
      expectRecordOf(host);
    }), { numRuns: Number(process.env.FC_RUNS ?? 1000) });
  });

  it('a host longer than the record grows it, and the hashes stay right', () => {
    const host = `${'a'.repeat(300)}.${'b.'.repeat(200)}example.com`;
    labelsOf(host);
    expectRecordOf(host);
  });
});

function expectRecordOf(host: string): void {
  const starts = [0];
  for (let i = 0; i < host.length; i++) if (host[i] === '.') starts.push(i + 1);
  const got = { count: labels.count, starts: [...labels.starts.slice(0, labels.count)], hashes: [...labels.hashes.slice(0, labels.count)] };
  expect({ host, ...got }).toEqual({ host, count: starts.length, starts, hashes: starts.map((s) => hashOf(host.slice(s))) });
}
