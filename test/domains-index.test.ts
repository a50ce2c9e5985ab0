// Domain rule index (semantics 4.3; managed-settings-semantics.md B.4, E.12, E.19).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDomainIndex, matchDomain, type DomainMatchMode, type DomainRuleRef } from '../src/domains/domain-index.js';
import { parseFetchTarget, type FetchTarget } from '../src/domains/url.js';
import { parseRule, type DomainPattern } from '../src/rules/grammar.js';
import { DEFAULT_PORTS } from '../src/rules/domain-pattern.js';

function rule(text: string): DomainPattern | undefined {
  const r = parseRule(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.rule.pattern as DomainPattern | undefined;
}

function t(input: string): FetchTarget {
  const r = parseFetchTarget(input);
  if (!r.ok) throw new Error(`${input}: ${r.reason}`);
  return r.target;
}

function matches(ruleText: string, url: string, mode: DomainMatchMode): boolean {
  const index = buildDomainIndex([{ id: 7, pattern: rule(ruleText) }], mode);
  const ids = matchDomain(index, t(url));
  return ids.length === 1 && ids[0] === 7;
}

/** The reference: a plain loop over the rules, written from the spec text. */
function naive(rules: readonly DomainRuleRef[], mode: DomainMatchMode, target: FetchTarget): number[] {
  const out = new Set<number>();
  if (mode === 'allow' && (target.userinfo || target.altHost !== undefined)) return [];
  const hosts = mode === 'allow' || target.altHost === undefined ? [target.host] : [target.host, target.altHost];
  // (Restrict: a loopback spelling is also the names loopback rules use.)
  const loopback = (h: string) => /^127\./.test(h) || ['[::1]', '[::]', '0.0.0.0', 'localhost'].includes(h) || h.endsWith('.localhost');
  if (mode === 'restrict' && hosts.some(loopback)) hosts.push('127.0.0.1', '[::1]', 'localhost');
  for (const { id, pattern: p } of rules) {
    if (p === undefined) {
      out.add(id);
      continue;
    }
    const hostOk = hosts.some((h) => p.any || h === p.host || (p.subdomains && h.endsWith('.' + p.host)));
    if (!hostOk) continue;
    if (mode === 'restrict') {
      if (p.scheme !== undefined && p.scheme !== target.scheme) continue;
      if (p.port !== undefined && p.port !== target.port) continue;
    } else {
      const scheme = p.scheme ?? 'https';
      if (scheme !== target.scheme || (p.port ?? DEFAULT_PORTS[scheme]) !== target.port) continue;
    }
    out.add(id);
  }
  return [...out].sort((a, b) => a - b);
}

describe('B.4 table', () => {
  it.each<[string, string, DomainMatchMode, boolean]>([
    ['Domain(api.github.com)', 'https://API.GitHub.com/x', 'allow', true],
    ['Domain(api.github.com)', 'https://API.GitHub.com/x', 'restrict', true],
    ['Domain(api.github.com)', 'http://api.github.com/', 'allow', false],
    ['Domain(api.github.com)', 'http://api.github.com/', 'restrict', true],
    ['Domain(*.unapproved.example)', 'https://unapproved.example/', 'restrict', true],
    ['Domain(*.unapproved.example)', 'https://unapproved.example/', 'allow', true],
    ['Domain(*.unapproved.example)', 'https://a.b.unapproved.example/', 'restrict', true],
    ['Domain(*.unapproved.example)', 'https://a.b.unapproved.example/', 'allow', true],
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org.evil.com/', 'restrict', false],
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org.evil.com/', 'allow', false],
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org./', 'restrict', true],
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org./', 'allow', true],
    ['Domain(registry.npmjs.org)', 'https://evil.com@registry.npmjs.org/', 'restrict', true],
    ['Domain(registry.npmjs.org)', 'https://evil.com@registry.npmjs.org/', 'allow', false], // userinfo: never allowed
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org@evil.com/', 'restrict', false],
    ['Domain(registry.npmjs.org)', 'https://registry.npmjs.org@evil.com/', 'allow', false],
    ['Domain(evil.com)', 'https://registry.npmjs.org@evil.com/', 'restrict', true],
    ['Domain(xn--bcher-kva.example)', 'https://bücher.example/', 'restrict', true],
    ['Domain(xn--bcher-kva.example)', 'https://bücher.example/', 'allow', true],
    ['Domain(bücher.example)', 'https://xn--bcher-kva.example/', 'allow', true],
  ])('%s vs %s (%s) → %s', (r, url, mode, want) => {
    expect(matches(r, url, mode)).toBe(want);
  });
});

describe('E.19 URL vectors', () => {
  it.each<[string, string, DomainMatchMode, boolean]>([
    // uppercase host, trailing dot
    ['Domain(example.com)', 'HTTPS://EXAMPLE.COM/', 'allow', true],
    ['Domain(example.com)', 'example.com.', 'allow', true],
    ['Domain(Example.COM.)', 'example.com', 'allow', true],
    // default ports
    ['Domain(example.com)', 'https://example.com:443/', 'allow', true],
    ['Domain(example.com)', 'https://example.com:8443/', 'allow', false],
    ['Domain(example.com)', 'https://example.com:8443/', 'restrict', true],
    ['Domain(example.com)', 'ws://example.com:1234/', 'restrict', true],
    ['Domain(example.com)', 'git://example.com/x', 'restrict', true],
    ['Domain(http://example.com)', 'http://example.com/', 'allow', true],
    ['Domain(http://example.com)', 'http://example.com:80/', 'allow', true],
    ['Domain(http://example.com)', 'http://example.com:8080/', 'allow', false],
    ['Domain(http://example.com)', 'http://example.com:8080/', 'restrict', true],
    ['Domain(http://example.com)', 'https://example.com/', 'restrict', false],
    ['Domain(https://example.com:443)', 'https://example.com/', 'allow', true],
    ['Domain(https://example.com:8443)', 'https://example.com:8443/', 'allow', true],
    ['Domain(https://example.com:8443)', 'https://example.com/', 'allow', false],
    ['Domain(https://example.com:8443)', 'https://example.com/', 'restrict', false],
    ['Domain(https://example.com:8443)', 'http://example.com:8443/', 'restrict', false],
    ['Domain(wss://example.com)', 'wss://example.com/', 'allow', true],
    ['Domain(ws://example.com)', 'wss://example.com/', 'allow', false],
    ['Domain(https://*)', 'https://anything.example/', 'allow', true],
    ['Domain(https://*)', 'http://anything.example/', 'allow', false],
    ['Domain(https://*)', 'http://anything.example/', 'restrict', false],
    ['Domain(http://*)', 'http://anything.example:1/', 'restrict', true],
    // userinfo a@b
    ['Domain(b)', 'https://a@b/', 'restrict', true],
    ['Domain(b)', 'https://a@b/', 'allow', false],
    ['Domain(a)', 'https://a@b/', 'restrict', false],
    // percent-encoded host
    ['Domain(example.com)', 'https://%65xample.com/', 'allow', true],
    ['Domain(*.evil.com)', 'https://example.com%E3%80%82evil.com/', 'restrict', true],
    ['Domain(example.com)', 'https://example.com%E3%80%82evil.com/', 'allow', false],
    // IDN vs punycode
    ['Domain(xn--mnchen-3ya.de)', 'https://MÜNCHEN.de/', 'allow', true],
    ['Domain(münchen.de)', 'https://xn--mnchen-3ya.de/', 'restrict', true],
    // IDNA2003 (transitional) readers such as Python's idna codec reach fass.de for faß.de: deny/ask
    // match that spelling too, an allow never matches such a host (it was allowed beside Domain(fass.de)).
    ['Domain(fass.de)', 'https://faß.de/', 'restrict', true],
    ['Domain(xn--fa-hia.de)', 'https://faß.de/', 'restrict', true],
    ['Domain(xn--fa-hia.de)', 'https://faß.de/', 'allow', false],
    ['Domain(*.strasse.de)', 'http://a.straße.de/', 'restrict', true],
    ['Domain(xn--4xaa.gr)', 'http://σς.gr/', 'restrict', true],
    ['Domain(fass.de)', 'https://fass.de/', 'allow', true],
    ['Domain(apple.com)', 'https://аpple.com/', 'restrict', false],
    // tr46 vs URL disagreement (ẞ): deny on either spelling, never allowed
    ['Domain(ss.de)', 'https://\u1E9E.de/', 'restrict', true],
    ['Domain(xn--zca.de)', 'https://\u1E9E.de/', 'restrict', true],
    ['Domain(ss.de)', 'https://\u1E9E.de/', 'allow', false],
    ['Domain(xn--zca.de)', 'https://\u1E9E.de/', 'allow', false],
    // parser differential (curl vs WHATWG)
    ['Domain(evil.com)', 'https://good.com\\@evil.com/', 'restrict', true],
    ['Domain(good.com)', 'https://good.com\\@evil.com/', 'restrict', true],
    ['Domain(good.com)', 'https://good.com\\@evil.com/', 'allow', false],
    // http vs https
    ['Domain(example.com)', 'http://example.com/', 'allow', false],
    ['Domain(https://example.com)', 'http://example.com/', 'restrict', false],
    // wildcard crossing "/" and label boundaries
    ['Domain(*.example.com)', 'https://evil.com/x.example.com', 'restrict', false],
    ['Domain(*.example.com)', 'https://evil.com/?h=a.example.com', 'restrict', false],
    ['Domain(*.example.com)', 'https://evil.com#.example.com', 'restrict', false],
    ['Domain(*.example.com)', 'https://x.example.com.evil.com/', 'restrict', false],
    ['Domain(*.example.com)', 'https://notexample.com/', 'restrict', false],
    ['Domain(*.example.com)', 'https://example.com/', 'restrict', true],
    ['Domain(*.example.com)', 'https://deep.a.b.example.com/', 'allow', true],
    ['Domain(*.example.com)', 'https://xexample.com/', 'allow', false],
    ['Domain(example.com)', 'https://example.com.evil.com/', 'restrict', false],
    ['Domain(example.com)', 'https://www.example.com/', 'restrict', false],
    // IP addresses
    ['Domain(127.0.0.1)', 'https://0x7f.1/', 'allow', true],
    ['Domain(127.0.0.1)', 'http://2130706433/', 'restrict', true],
    // an IPv4-mapped IPv6 host reaches the IPv4 address: restrict rules catch both spellings
    ['Domain(127.0.0.1)', 'https://[::ffff:127.0.0.1]/', 'restrict', true],
    ['Domain(127.0.0.1)', 'https://[::ffff:7f00:1]/', 'restrict', true],
    ['Domain([::ffff:7f00:1])', 'https://127.0.0.1/', 'restrict', true],
    ['Domain(169.254.169.254)', 'http://[::ffff:a9fe:a9fe]/latest/meta-data', 'restrict', true],
    ['Domain(127.0.0.1)', 'https://[::ffff:127.0.0.1]/', 'allow', false],
    // (IPv4-compatible, deprecated ::/96: read as the IPv4 host too, for deny and ask only.)
    ['Domain(127.0.0.1)', 'https://[::127.0.0.1]/', 'restrict', true],
    ['Domain(127.0.0.1)', 'https://[::127.0.0.1]/', 'allow', false],
    // the NAT64 well-known prefix (RFC 6052) reaches the IPv4 address through the gateway
    ['Domain(93.184.216.34)', 'https://[64:ff9b::93.184.216.34]/', 'restrict', true],
    ['Domain(93.184.216.34)', 'https://[64:FF9B:0:0:0:0:5db8:d822]/', 'restrict', true],
    ['Domain([64:ff9b::5db8:d822])', 'https://93.184.216.34/', 'restrict', true],
    ['Domain(93.184.216.34)', 'https://[64:ff9b::93.184.216.34]/', 'allow', false],
    // (a local-use NAT64 host matches no rule here: checkUrl makes it unknown, as an expansion)
    ['Domain(93.184.216.34)', 'https://[64:ff9b:1::5db8:d822]/', 'restrict', false],
    // IPv4-translated (::ffff:0:0:0/96) is the IPv4 host too, for deny and ask
    ['Domain(93.184.216.34)', 'https://[::ffff:0:5db8:d822]/', 'restrict', true],
    ['Domain([::ffff:0:5db8:d822])', 'https://93.184.216.34/', 'restrict', true],
    ['Domain(0.0.0.4)', 'https://[::ffff:0:0:4]/', 'restrict', true],
    ['Domain(93.184.216.34)', 'https://[::ffff:0:5db8:d822]/', 'allow', false],
    ['Domain(93.184.216.34)', 'https://[::ffff:1:5db8:d822]/', 'restrict', false],
    // the serializer drops leading zero groups: 0.0.0.4 is [64:ff9b::4], 0.0.0.0 is [64:ff9b::]
    ['Domain(0.0.0.4)', 'https://[64:ff9b::0.0.0.4]/', 'restrict', true],
    ['Domain([64:ff9b::4])', 'https://0.0.0.4/', 'restrict', true],
    ['Domain(0.0.0.0)', 'https://[64:ff9b::]/', 'restrict', true],
    ['Domain(0.0.1.2)', 'https://[64:ff9b::0.0.1.2]/', 'restrict', true],
    ['Domain(0.0.0.4)', 'https://[::ffff:0.0.0.4]/', 'restrict', true],
    ['Domain([::1])', 'https://[0:0:0:0:0:0:0:1]/', 'allow', true],
    ['Domain(*)', 'https://[::1]/', 'allow', true],
    // E.12: PowerShell URL templates never allowable, still denied by "*"
    ['Domain(*)', 'https://$', 'allow', false],
    ['Domain(*)', 'https://$($n.ip)/', 'allow', false],
    ['Domain(*)', 'https://$($n.ip)/', 'restrict', true],
  ])('%s vs %s (%s) → %s', (r, url, mode, want) => {
    expect(matches(r, url, mode)).toBe(want);
  });

  it('bare selector: everything in restrict mode, everything but disputed targets in allow mode', () => {
    const deny = buildDomainIndex([{ id: 1, pattern: undefined }], 'restrict');
    const allow = buildDomainIndex([{ id: 1, pattern: undefined }], 'allow');
    for (const u of ['http://x:1/', 'git://x/', 'https://a@b/', 'https://\u1E9E.de/', 'https://$']) expect(matchDomain(deny, t(u))).toEqual([1]);
    for (const u of ['http://x:1/', 'git://x/', 'wss://[::1]:9/']) expect(matchDomain(allow, t(u))).toEqual([1]);
    for (const u of ['https://a@b/', 'https://\u1E9E.de/', 'https://$', 'https://good.com\\@evil.com/']) expect(matchDomain(allow, t(u))).toEqual([]);
  });
});

describe('index', () => {
  it('returns every matching id, ascending, without duplicates', () => {
    const rules: DomainRuleRef[] = [
      { id: 9, pattern: rule('Domain(*.example.com)') },
      { id: 3, pattern: rule('Domain(a.example.com)') },
      { id: 5, pattern: rule('Domain(*)') },
      { id: 1, pattern: rule('Domain(*.a.example.com)') },
      { id: 4, pattern: undefined },
      { id: 2, pattern: rule('Domain(http://a.example.com)') },
    ];
    expect(matchDomain(buildDomainIndex(rules, 'restrict'), t('https://a.example.com/'))).toEqual([1, 3, 4, 5, 9]);
    expect(matchDomain(buildDomainIndex(rules, 'allow'), t('http://a.example.com/'))).toEqual([2, 4]);
    expect(matchDomain(buildDomainIndex([...rules, ...rules], 'restrict'), t('https://a.example.com/'))).toEqual([1, 3, 4, 5, 9]);
    expect(matchDomain(buildDomainIndex([], 'restrict'), t('https://a.example.com/'))).toEqual([]);
  });

  it('is immutable', () => {
    const index = buildDomainIndex([{ id: 1, pattern: rule('Domain(x.com)') }], 'restrict');
    expect(Object.isFrozen(index)).toBe(true);
    const ids = matchDomain(index, t('x.com')) as number[];
    ids.push(99);
    expect(matchDomain(index, t('x.com'))).toEqual([1]);
  });

  it('agrees with a naive loop over the rules (both modes)', () => {
    const label = fc.constantFrom('a', 'b', 'c', 'xn--zca', 'ss', 'www');
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((l) => l.join('.'));
    const ruleText = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(fc.constantFrom('', 'http://', 'https://', 'ws://', 'wss://'), fc.boolean(), host,
        fc.constantFrom('', ':80', ':443', ':8080'))
        .map(([s, w, h, p]) => `Domain(${s}${w ? '*.' : ''}${h}${s === '' ? '' : p})`) },
      { weight: 1, arbitrary: fc.constantFrom('Domain', 'Domain(*)', 'Domain(http://*)', 'Domain(https://*:8080)', 'Domain(127.0.0.1)') },
    );
    const rules = fc.array(ruleText, { maxLength: 12 })
      .map((texts) => texts.map((text, i): DomainRuleRef => ({ id: (i * 7) % 13, pattern: rule(text) })));
    const url = fc.tuple(
      fc.constantFrom('', 'http://', 'https://', 'ws://', 'wss://', 'git://', 'https://u@', 'http://u:p@'),
      fc.oneof(host, fc.constantFrom('\u1E9E.a', 'ß.b', '0x7f.1', '[::1]', 'a..b', 'a.b.')),
      fc.constantFrom('', ':80', ':443', ':8080'),
      fc.constantFrom('', '/', '/x.a.b', '\\@a.b/'),
    ).map(([s, h, p, r]) => (s === '' && r.startsWith('\\') ? h : s + h + p + r));
    fc.assert(fc.property(rules, url, fc.constantFrom<DomainMatchMode>('restrict', 'allow'), (rs, u, mode) => {
      const r = parseFetchTarget(u);
      if (!r.ok) return;
      expect(matchDomain(buildDomainIndex(rs, mode), r.target)).toEqual(naive(rs, mode, r.target));
    }), { numRuns: 5000 });
  });

  it('cost does not grow with the rule count', () => {
    const rules: DomainRuleRef[] = [];
    for (let i = 0; i < 20_000; i++) {
      rules.push({ id: i, pattern: rule(i % 2 ? `Domain(*.svc${i}.example.com)` : `Domain(host${i}.example.org)`) });
    }
    const index = buildDomainIndex(rules, 'restrict');
    const target = t('https://deep.a.b.c.svc19999.example.com/');
    expect(matchDomain(index, target)).toEqual([19999]);
    const t0 = performance.now();
    for (let i = 0; i < 20_000; i++) matchDomain(index, target);
    expect((performance.now() - t0) / 20_000).toBeLessThan(0.02); // < 20 µs per decision even on a slow CI box
  });
});
