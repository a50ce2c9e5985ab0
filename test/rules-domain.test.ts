// Domain(...) specifiers: forms, invalid forms, host canonicalization (agrees with Node's URL).
import fc from 'fast-check';
import { toASCII } from 'tr46';
import { describe, expect, it } from 'vitest';
import { expectRuleError, parsedPattern } from './helpers/rules.js';
import {
  canonicalizeHost, MAX_DOMAIN_SPECIFIER, parseRule, type DomainPattern, type RuleError,
} from '../src/rules/grammar.js';
import { TR46_OPTIONS } from '../src/rules/domain-pattern.js';

const dom = (text: string) => parsedPattern<DomainPattern>(text);
const err = (text: string, offset: number, length: number, message?: RegExp, hint?: RegExp) =>
  expectRuleError(text, 'domain', offset, length, message, hint);

const name = (host: string, more: Partial<DomainPattern> = {}): DomainPattern =>
  ({ type: 'domain', host, hostType: 'name', subdomains: false, any: false, ...more });

describe('valid domain rules', () => {
  it.each([
    ['Domain(example.com)', name('example.com')],
    ['Domain(api.github.com)', name('api.github.com')],
    ['Domain(API.GitHub.COM)', name('api.github.com')],
    ['Domain(registry.npmjs.org.)', name('registry.npmjs.org')],
    ['Domain(localhost)', name('localhost')],
    ['Domain(*.example.com)', name('example.com', { subdomains: true })],
    ['Domain(*.Example.COM.)', name('example.com', { subdomains: true })],
    ['Domain(https://example.com)', name('example.com', { scheme: 'https' })],
    ['Domain(HTTP://Example.com)', name('example.com', { scheme: 'http' })],
    ['Domain(ws://example.com)', name('example.com', { scheme: 'ws' })],
    ['Domain(wss://example.com)', name('example.com', { scheme: 'wss' })],
    ['Domain(https://example.com:8443)', name('example.com', { scheme: 'https', port: 8443 })],
    ['Domain(https://example.com:443)', name('example.com', { scheme: 'https' })],
    ['Domain(https://example.com:0443)', name('example.com', { scheme: 'https' })],
    ['Domain(http://example.com:80)', name('example.com', { scheme: 'http' })],
    ['Domain(http://example.com:443)', name('example.com', { scheme: 'http', port: 443 })],
    ['Domain(ws://example.com:80)', name('example.com', { scheme: 'ws' })],
    ['Domain(wss://example.com:443)', name('example.com', { scheme: 'wss' })],
    ['Domain(https://example.com:00080)', name('example.com', { scheme: 'https', port: 80 })],
    ['Domain(https://*.example.com:8443)', name('example.com', { scheme: 'https', port: 8443, subdomains: true })],
    ['Domain(http://*)', { type: 'domain', host: '', hostType: 'any', subdomains: false, any: true, scheme: 'http' }],
    ['Domain(https://*:8443)', { type: 'domain', host: '', hostType: 'any', subdomains: false, any: true, scheme: 'https', port: 8443 }],
    ['Domain(*)', { type: 'domain', host: '', hostType: 'any', subdomains: false, any: true }],
    ['Domain(bücher.example)', name('xn--bcher-kva.example')],
    ['Domain(BÜCHER.example)', name('xn--bcher-kva.example')],
    ['Domain(xn--bcher-kva.example)', name('xn--bcher-kva.example')],
    ['Domain(XN--BCHER-KVA.example)', name('xn--bcher-kva.example')],
    ['Domain(faß.de)', name('xn--fa-hia.de')],
    ['Domain(*.münchen.de)', name('xn--mnchen-3ya.de', { subdomains: true })],
    ['Domain(İstanbul.com)', name('xn--istanbul-o0e.com')],
    ['Domain(аpple.com)', name('xn--pple-43d.com')],
    ['Domain(a_b.example)', name('a_b.example')],
    ['Domain(-a-.com)', name('-a-.com')],
    ['Domain(0x7f.1)', { ...name('127.0.0.1'), hostType: 'ipv4' }],
    ['Domain(2130706433)', { ...name('127.0.0.1'), hostType: 'ipv4' }],
    ['Domain(0177.0.0.1)', { ...name('127.0.0.1'), hostType: 'ipv4' }],
    ['Domain(127.1)', { ...name('127.0.0.1'), hostType: 'ipv4' }],
    ['Domain(127.0.0.1.)', { ...name('127.0.0.1'), hostType: 'ipv4' }],
    ['Domain(0)', { ...name('0.0.0.0'), hostType: 'ipv4' }],
    ['Domain(1.0x100)', { ...name('1.0.1.0'), hostType: 'ipv4' }],
    ['Domain(4294967295)', { ...name('255.255.255.255'), hostType: 'ipv4' }],
    ['Domain(http://10.0.0.1:8080)', { ...name('10.0.0.1'), hostType: 'ipv4', scheme: 'http', port: 8080 }],
    ['Domain([::1])', { ...name('[::1]'), hostType: 'ipv6' }],
    ['Domain([0:0:0:0:0:0:0:1])', { ...name('[::1]'), hostType: 'ipv6' }],
    ['Domain([FFFF::1])', { ...name('[ffff::1]'), hostType: 'ipv6' }],
    ['Domain([::ffff:127.0.0.1])', { ...name('[::ffff:7f00:1]'), hostType: 'ipv6' }],
    ['Domain(https://[0:0:0:0:0:0:0:1]:443)', { ...name('[::1]'), hostType: 'ipv6', scheme: 'https' }],
    ['Domain(http://[::1]:3000)', { ...name('[::1]'), hostType: 'ipv6', scheme: 'http', port: 3000 }],
    ['Domain(ｅｘａｍｐｌｅ．ｃｏｍ)', name('example.com')],
    ['Domain(example。com)', name('example.com')],
  ] as const)('%s', (text, expected) => {
    expect(dom(text).pattern).toEqual(expected);
  });

  it('warnings: "*" equals the bare selector; IPv4 shorthand; ASCII written with look-alikes', () => {
    expect(dom('Domain(*)').warnings[0]!.message).toMatch(/bare selector/);
    const v4 = dom('Domain(0x7f.1)').warnings;
    expect(v4).toHaveLength(1);
    expect(v4[0]).toMatchObject({ offset: 7, length: 6 });
    expect(v4[0]!.message).toContain('127.0.0.1');
    expect(dom('Domain(127.0.0.1)').warnings).toEqual([]);
    const fw = dom('Domain(ｅｘａｍｐｌｅ．ｃｏｍ)').warnings;
    expect(fw[0]!.message).toMatch(/plain ASCII host "example.com"/);
    expect(dom('Domain(bücher.example)').warnings).toEqual([]);
    const zw = dom('Domain(ex\u200bample.com)');
    expect(zw.pattern.host).toBe('example.com');
    expect(zw.warnings.map((w) => w.offset)).toEqual([7, 9]);
    expect(dom(`Domain(${'a'.repeat(64)}.com)`).warnings[0]!.message).toMatch(/longer than DNS allows/);
  });
});

describe('invalid domain rules (exact offsets)', () => {
  it.each([
    // paths, queries, fragments, userinfo
    ['Domain(example.com/x)', 18, 2, /is a path/, /write Domain\(example\.com\) without the path/],
    ['Domain(https://example.com/)', 26, 1, /is a path/, /write Domain\(https:\/\/example\.com\) without the path/],
    ['Domain(https://example.com/api/*)', 26, 6, /path/],
    ['Domain(example.com?x=1)', 18, 4, /query/],
    ['Domain(example.com#top)', 18, 4, /fragment/],
    ['Domain(user@example.com)', 7, 5, /userinfo/, /Domain\(example\.com\)/],
    ['Domain(https://a:b@example.com)', 15, 4, /userinfo/],
    ['Domain(https://example.com\\@evil.com)', 26, 1, /backslash/],
    ['Domain(ex%41mple.com)', 9, 1, /percent-encoding/],
    // wildcards
    ['Domain(ex*ample.com)', 9, 1, /wildcard/],
    ['Domain(example.*)', 15, 1, /wildcard/],
    ['Domain(*.*.com)', 9, 1, /wildcard/],
    ['Domain(**.x)', 7, 2, /wildcard/],
    ['Domain(*example.com)', 7, 1, /wildcard/],
    ['Domain(a.*.com)', 9, 1, /wildcard/],
    ['Domain(*.)', 7, 2, /"\*\." needs a domain/],
    ['Domain(https://*.)', 15, 2, /needs a domain/],
    ['Domain(*.127.0.0.1)', 7, 2, /IP address/, /write 127\.0\.0\.1/],
    ['Domain(*.0x7f.1)', 7, 2, /IP address/],
    ['Domain(*.[::1])', 7, 2, /IP address/],
    ['Domain(https://example.com:*)', 27, 1, /wildcard ports/],
    // labels
    ['Domain(a..b)', 9, 1, /empty label/],
    ['Domain(.example.com)', 7, 1, /empty label/, /\*\.example\.com/],
    ['Domain(example.com..)', 19, 1, /empty label/],
    ['Domain(.)', 7, 1, /empty label/],
    ['Domain(exa_mple!.com)', 15, 1, /"!" is not allowed/],
    ['Domain(a,b.com)', 8, 1, /"," is not allowed/],
    // ports
    ['Domain(https://example.com:65536)', 27, 5, /out of range/],
    ['Domain(https://example.com:0)', 27, 1, /out of range/],
    ['Domain(https://example.com:99999999999)', 27, 11, /out of range/],
    ['Domain(https://example.com:8a)', 28, 1, /not a number/],
    ['Domain(https://example.com:-1)', 27, 1, /not a number/],
    ['Domain(https://example.com:)', 26, 1, /empty port/],
    ['Domain(example.com:8080)', 18, 5, /port needs a scheme/, /Domain\(https:\/\/example\.com:8080\)/],
    ['Domain(https://:443)', 15, 0, /missing host/],
    // schemes
    ['Domain(ftp://example.com)', 7, 3, /unsupported scheme "ftp"/],
    ['Domain(file://x)', 7, 4, /unsupported scheme/],
    ['Domain(mcp+https://x)', 7, 9, /unsupported scheme/],
    ['Domain(https:example.com)', 13, 0, /expected "\/\/"/],
    ['Domain(https:/example.com)', 13, 0, /expected "\/\/"/],
    ['Domain(https://)', 15, 0, /missing host/],
    ['Domain(//example.com)', 7, 2, /scheme-relative/],
    // whitespace
    ['Domain(exa mple.com)', 10, 1, /whitespace/],
    ['Domain(example.com )', 18, 1, /whitespace/],
    ['Domain(a\u3000b.com)', 8, 1, /whitespace/],
    // IP forms
    ['Domain(1.2.3.4.5)', 7, 9, /not a valid IPv4/],
    ['Domain(256.256.256.256)', 7, 15, /not a valid IPv4/],
    ['Domain(foo.0x10)', 7, 8, /not a valid IPv4/],
    ['Domain(09.1)', 7, 4, /not a valid IPv4/],
    ['Domain(4294967296)', 7, 10, /not a valid IPv4/],
    ['Domain(::1)', 7, 3, /brackets/, /\[::1\]/],
    ['Domain([::1)', 7, 1, /unclosed "\["/],
    ['Domain([1::2::3])', 7, 9, /not a valid IPv6/],
    ['Domain([::g])', 10, 1, /not allowed in an IPv6/],
    ['Domain([fe80::1%25eth0])', 15, 7, /zone identifiers/],
    ['Domain([::1]x)', 12, 1, /after the IPv6 address/],
    // address ranges: not supported, and said so (not read as a host with a path)
    ['Domain(10.0.0.0/8)', 15, 2, /address ranges \(CIDR, "\/8"\) are not supported/, /one rule per address/],
    ['Domain(https://192.168.0.0/16)', 26, 3, /CIDR/],
    ['Domain([fd00::]/8)', 15, 2, /CIDR/],
    // IDNA (tr46) rejections, with the reason
    ['Domain(xn--a.com)', 7, 5, /not valid Punycode/],
    ['Domain(a.xn--zz-.com)', 9, 7, /Punycode/],
    ['Domain(a.\u2488com)', 9, 1, /U\+2488.*disallowed/],
    ['Domain(\u0301a.com)', 7, 2, /combining mark/],
    ['Domain(a\u05d0.com)', 7, 6, /Bidi rule/],
    ['Domain(a\u200db.com)', 7, 7, /zero-width joiner/],
    ['Domain(a\uff0fb.com)', 7, 7, /maps to "a\/b\.com"/],
    ['Domain(a\uff0ab.com)', 7, 7, /maps to "a\*b\.com"/],
  ])('%s → offset %i', (text, offset, length, message, hint?) => {
    err(text, offset, length, message, hint);
  });

  it(`limits domains to ${MAX_DOMAIN_SPECIFIER} characters`, () => {
    err(`Domain(${'a'.repeat(MAX_DOMAIN_SPECIFIER + 1)})`, 7 + MAX_DOMAIN_SPECIFIER, 1, /at most 1024/);
  });
});

describe('canonicalizeHost', () => {
  it('is the function the parser uses, and reports positions in the host', () => {
    expect(canonicalizeHost('Bücher.Example.')).toEqual({ ok: true, host: 'xn--bcher-kva.example', hostType: 'name', notes: [] });
    expect(canonicalizeHost('a..b')).toMatchObject({ ok: false, at: 2, length: 1 });
    expect(canonicalizeHost('')).toMatchObject({ ok: false });
    expect(canonicalizeHost('[::1]')).toMatchObject({ ok: true, host: '[::1]', hostType: 'ipv6' });
  });
});

// -------------------------------------------------------------------------------------------------
// Properties: canonical host = Node's WHATWG URL hostname (without its trailing dot).

function viaUrl(host: string): string | undefined {
  try {
    return new URL(`https://${host}/`).hostname.replace(/(?<=.)\.$/, '');
  } catch {
    return undefined;
  }
}

const asciiLabel = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);
// Left-to-right letters (Latin, Greek, Cyrillic, CJK, full-width), upper and lower case, ß, ǅ, İ.
const unicodeLabel = fc.array(fc.constantFrom(...'aZ9-üÜßéÉжЖλΛ中日ｅＸǅİı'.split('')), { minLength: 1, maxLength: 8 }).map((a) => a.join(''));
const ipv4Part = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.integer({ min: 0, max: 300 }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 0, max: 300 }).map((n) => `0${n.toString(8)}`),
);
const ipv4Host = fc.oneof(
  fc.array(ipv4Part, { minLength: 1, maxLength: 5 }).map((a) => a.join('.')),
  fc.nat({ max: 2 ** 32 + 5 }).map(String),
  fc.nat({ max: 2 ** 32 - 1 }).map((n) => `0x${n.toString(16)}`),
  fc.nat({ max: 2 ** 32 - 1 }).map((n) => `0${n.toString(8)}`),
);
const nameHost = fc.tuple(fc.array(fc.oneof(asciiLabel, unicodeLabel), { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([labels, dot]) => labels.join('.') + (dot ? '.' : ''));

describe('properties', () => {
  it('domain names: accepted exactly when Node\'s URL accepts them, with the same canonical host', () => {
    fc.assert(fc.property(nameHost, (h) => {
      const r = parseRule(`Domain(${h})`);
      const u = viaUrl(h);
      // We may reject what Node accepts only for an ACE label ("xn--…") that tr46 finds invalid
      // ("xN----": Node keeps it, tr46 refuses the empty Punycode): rejecting fails closed.
      const aceOnly = !r.ok && u !== undefined && h.split('.').some((label) => /^xn--/i.test(label));
      if (!aceOnly) expect({ h, ok: r.ok }).toEqual({ h, ok: u !== undefined });
      if (r.ok && u !== undefined) expect((r.rule.pattern as DomainPattern).host).toBe(u);
    }), { numRuns: 3000 });
  });

  it('any single code point in a label: whatever we accept, Node\'s URL reads identically (cross-check)', () => {
    // tr46 6 and Node 20's URL (Ada) use different Unicode/IDNA table versions: ~10k code points
    // are valid for tr46 but rejected by Node, and U+1E9E maps to "ß" (tr46) vs "ss" (Node).
    const cp = fc.integer({ min: 0x80, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff);
    fc.assert(fc.property(cp, (c) => {
      const h = `a${String.fromCodePoint(c)}b.com`;
      const r = parseRule(`Domain(${h})`);
      const u = viaUrl(h);
      if (r.ok) expect({ c, host: (r.rule.pattern as DomainPattern).host }).toEqual({ c, host: u });
      if (u === undefined) expect({ c, ok: r.ok }).toEqual({ c, ok: false });
    }), { numRuns: 4000 });
  });

  it('where tr46 and Node disagree (capital sharp s on Node 20), the rule is rejected, never half-read', () => {
    const h = 'stra\u1e9ee.de';
    const byTr46 = toASCII(h, TR46_OPTIONS);
    const byUrl = viaUrl(h);
    const r = parseRule(`Domain(${h})`);
    if (byTr46 === byUrl) {
      expect(r).toMatchObject({ ok: true, rule: { pattern: { host: byUrl } } });
    } else {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/Node's URL parser/);
    }
  });

  it('IPv4 numeric forms: accepted exactly when Node\'s URL accepts them, same dotted decimal', () => {
    fc.assert(fc.property(ipv4Host, fc.boolean(), (h, dot) => {
      const host = h + (dot ? '.' : '');
      const r = parseRule(`Domain(${host})`);
      const u = viaUrl(host);
      expect({ host, ok: r.ok }).toEqual({ host, ok: u !== undefined });
      if (r.ok) {
        const p = r.rule.pattern as DomainPattern;
        expect(p.host).toBe(u);
        expect(p.hostType).toBe('ipv4');
        expect(p.host).toMatch(/^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/);
      }
    }), { numRuns: 2000 });
  });

  it('IPv4: any 32-bit value written as one number gives its dotted form', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 32 - 1 }), (n) => {
      const dotted = [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
      expect(dom(`Domain(${n})`).pattern.host).toBe(dotted);
      expect(dom(`Domain(0x${n.toString(16)})`).pattern.host).toBe(dotted);
    }), { numRuns: 2000 });
  });

  it('the ASCII fast path gives what tr46 gives', () => {
    const label = fc.stringMatching(/^[a-z0-9_-]{1,10}$/).filter((l) => !l.startsWith('xn--'));
    fc.assert(fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
      const h = labels.join('.');
      if (/^[0-9]+$/.test(labels[labels.length - 1]!) || /^0x/i.test(labels[labels.length - 1]!)) return; // IPv4 path
      expect(toASCII(h, TR46_OPTIONS)).toBe(h);
      const r = canonicalizeHost(h.toUpperCase());
      expect(r).toMatchObject({ ok: true, host: h });
    }), { numRuns: 2000 });
  });

  it('scheme, port and wildcard never change the canonical host', () => {
    fc.assert(fc.property(nameHost.filter((h) => viaUrl(h) !== undefined && !/^[0-9.]+$/.test(h)),
      fc.constantFrom('http', 'https', 'ws', 'wss'), fc.integer({ min: 1, max: 65535 }), (h, scheme, port) => {
        const plain = parseRule(`Domain(${h})`);
        const full = parseRule(`Domain(${scheme}://*.${h}:${port})`);
        if (!plain.ok) return; // e.g. hosts that end in a number
        if ((plain.rule.pattern as DomainPattern).hostType !== 'name') {
          // `0X`, `0x1` and the like are IPv4 numbers (WHATWG URL): a wildcard never applies to an address.
          expect(full.ok).toBe(false);
          return;
        }
        expect(full.ok).toBe(true);
        if (!full.ok) return;
        const p = full.rule.pattern as DomainPattern;
        expect(p.host).toBe((plain.rule.pattern as DomainPattern).host);
        expect(p.subdomains).toBe(true);
        expect(p.scheme).toBe(scheme);
        const defaultPort = scheme === 'http' || scheme === 'ws' ? 80 : 443;
        expect(p.port).toBe(port === defaultPort ? undefined : port);
      }), { numRuns: 2000 });
  });
});
