// Host lists and the local network (src/sandbox/hosts.ts): an IPv4-mapped IPv6 address
// (`[::ffff:a.b.c.d]`, canonical `[::ffff:xxxx:xxxx]`) reaches its IPv4 address, so list entries
// and hosts are matched in both forms; and which addresses are on the local network.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeHost } from '../src/rules/domain-pattern.js';
import { isHostAllowed } from '../src/sandbox/checks.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { embeddedIPv4, isLocalNetworkHost, mappedIPv4, mappedIPv6, parseHostEntry } from '../src/sandbox/hosts.js';
import { canonical, managedValid, net } from './helpers/sandbox.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const FILE = { by: 'managed', source: 'file.json', channel: 'file' } as const;
const USER = { by: 'user' } as const;

/** Every way to write the IPv4 address a.b.c.d as a host or URL that the checks read. */
function spellingsOf([a, b, c, d]: readonly number[]): string[] {
  const hex = (x: number) => x.toString(16);
  const hi = hex(a! * 256 + b!);
  const lo = hex(c! * 256 + d!);
  const dotted = `${a}.${b}.${c}.${d}`;
  return [
    dotted, String(((a! << 24) >>> 0) + (b! << 16) + (c! << 8) + d!), `http://${dotted}/x`,
    `[::ffff:${dotted}]`, `[::ffff:${hi}:${lo}]`, `[0:0:0:0:0:FFFF:${hi}:${lo}]`, `http://[::ffff:${hi}:${lo}]/latest/meta-data`,
  ];
}

describe('IPv4-mapped IPv6 addresses in blockedHosts', () => {
  it('blocking 169.254.169.254 blocks its IPv4-mapped IPv6 spellings (metadata endpoint)', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['169.254.169.254'] }))]);
    for (const h of ['http://[::ffff:a9fe:a9fe]/latest/meta-data', 'http://[::ffff:169.254.169.254]/latest/meta-data', '[::ffff:a9fe:a9fe]', '[0:0:0:0:0:ffff:a9fe:a9fe]', 'http://169.254.169.254/']) {
      expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'blocked-host', entry: '169.254.169.254', decidedBy: [FILE] });
    }
    expect(isHostAllowed(e, '[::ffff:a9fe:a9ff]')).toMatchObject({ allowed: true });
  });

  it('a public address too (not only ones the local-network check would catch)', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['93.184.216.34'] }))]);
    for (const h of spellingsOf([93, 184, 216, 34])) expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'blocked-host' });
    expect(isHostAllowed(e, '93.184.216.35').allowed).toBe(true);
  });

  it('an entry written as a mapped address blocks the IPv4 address, however either is written', () => {
    for (const entry of ['[::ffff:a01:203]', '::ffff:10.1.2.3', '[::FFFF:10.1.2.3]', 'http://[::ffff:a01:203]/x']) {
      const e = effectiveSandbox([managedValid(net({ blockedHosts: [entry] }))]);
      for (const h of spellingsOf([10, 1, 2, 3])) expect(isHostAllowed(e, h), `${entry} / ${h}`).toMatchObject({ allowed: false, code: 'blocked-host', entry: '10.1.2.3' });
      expect(isHostAllowed(e, '10.1.2.4').allowed, entry).toBe(true);
    }
  });

  it('the union of blocked lists: a mapped entry and its IPv4 entry are one entry, in either order', () => {
    const a = effectiveSandbox([managedValid(net({ blockedHosts: ['10.1.2.3'] }))], net({ blockedHosts: ['[::ffff:a01:203]'] }));
    expect(a.network.blockedHosts).toHaveLength(1);
    expect(a.network.blockedHosts[0]).toMatchObject({ text: '10.1.2.3', written: ['10.1.2.3', '[::ffff:a01:203]'], decidedBy: [FILE, USER] });
    const b = effectiveSandbox([managedValid(net({ blockedHosts: ['[::ffff:a01:203]'] }))], net({ blockedHosts: ['10.1.2.3'] }));
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'decidedBy' ? undefined : v)));
    expect(strip(canonical(b))).toEqual(strip(canonical(a)));
  });

  it('the entry carries both forms of the address', () => {
    expect(parseHostEntry('[::ffff:a01:203]', 'blocked').pattern).toMatchObject({ kind: 'host', host: '10.1.2.3', hostType: 'ipv4', spellings: ['10.1.2.3', '[::ffff:a01:203]'] });
    expect(parseHostEntry('10.1.2.3', 'blocked').pattern).toMatchObject({ kind: 'host', host: '10.1.2.3', spellings: ['10.1.2.3', '[::ffff:a01:203]'] });
    // (a name of this machine is also 127.0.0.1, which every loopback host is checked as)
    expect(parseHostEntry('[::1]', 'blocked').pattern).toMatchObject({ kind: 'host', host: '[::1]', spellings: ['[::1]', '127.0.0.1', '[::ffff:7f00:1]'] });
    expect(parseHostEntry('[2001:db8::1]', 'blocked').pattern).toMatchObject({ kind: 'host', host: '[2001:db8::1]', spellings: ['[2001:db8::1]'] });
  });
});

describe('IPv4-mapped IPv6 addresses in allowedHosts: the same destination, never more', () => {
  it('an IPv4 entry allows its mapped spellings, and a mapped entry allows the IPv4 address', () => {
    for (const entry of ['93.184.216.34', '[::ffff:5db8:d822]', '::ffff:93.184.216.34']) {
      const e = effectiveSandbox([managedValid(net({ allowedHosts: [entry] }))]);
      for (const h of spellingsOf([93, 184, 216, 34])) expect(isHostAllowed(e, h), `${entry} / ${h}`).toMatchObject({ allowed: true, code: 'allowed-host' });
    }
  });

  it('other embeddings of the address are other destinations: not allowed', () => {
    const e = effectiveSandbox([managedValid(net({ allowedHosts: ['93.184.216.34'] }))]);
    for (const h of ['[::5db8:d822]', '[64:ff9b::5db8:d822]', '[::ffff:0:5db8:d822]', '[::ffff:5db8:d823]', '[::1:ffff:5db8:d822]']) {
      expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts' });
    }
  });

  it('other embeddings reach the IPv4 host through a tunnel or translator: blocked, as the Domain rules read them', () => {
    for (const entry of ['169.254.169.254', '[::a9fe:a9fe]', '[::ffff:0:a9fe:a9fe]', '[64:ff9b::a9fe:a9fe]']) {
      const e = effectiveSandbox([managedValid(net({ blockedHosts: [entry] }))]);
      for (const h of ['169.254.169.254', '[::169.254.169.254]', '[::a9fe:a9fe]', '[::ffff:0:169.254.169.254]', '[64:ff9b::a9fe:a9fe]', '[::ffff:a9fe:a9fe]']) {
        expect(isHostAllowed(e, h), `${entry} / ${h}`).toMatchObject({ allowed: false, code: 'blocked-host' });
      }
      // (A local-use NAT64 address may embed it at any of RFC 6052's places: /48 and /96 here.)
      for (const h of ['[64:ff9b:1::a9fe:a9fe]', '[64:ff9b:1:a9fe:a9:fe00::]']) expect(isHostAllowed(e, h), `${entry} / ${h}`).toMatchObject({ allowed: false, code: 'blocked-host' });
      for (const h of ['[::1]', '[2001:db8::a9fe:a9fe]', '[::ffff:1:a9fe:a9fe]', '[64:ff9b:1::1]']) expect(isHostAllowed(e, h), `${entry} / ${h}`).toMatchObject({ allowed: true });
    }
  });

  it('an embedded local address is on the local network', () => {
    const e = effectiveSandbox([managedValid(net({ allowLocalNetwork: false }))]);
    for (const h of ['[::a9fe:a9fe]', '[::ffff:0:a9fe:a9fe]', '[64:ff9b::a00:1]', '[64:ff9b:1::7f00:1]', '[::7f00:1]']) {
      expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'local-network-blocked' });
    }
    expect(isHostAllowed(e, '[64:ff9b::5db8:d822]')).toMatchObject({ allowed: true });
  });

  it('a block in one form wins over an allow in the other', () => {
    const e = effectiveSandbox([managedValid(net({ blockedHosts: ['93.184.216.34'], allowedHosts: ['[::ffff:5db8:d822]'] }))]);
    const f = effectiveSandbox([managedValid(net({ blockedHosts: ['[::ffff:5db8:d822]'], allowedHosts: ['93.184.216.34'] }))]);
    for (const h of spellingsOf([93, 184, 216, 34])) {
      expect(isHostAllowed(e, h), h).toMatchObject({ allowed: false, code: 'blocked-host' });
      expect(isHostAllowed(f, h), h).toMatchObject({ allowed: false, code: 'blocked-host' });
    }
  });

  it('property: an allowedHosts entry never allows a host that the same entry in blockedHosts would not block', () => {
    const octet = fc.constantFrom(0, 1, 10, 127, 169, 254, 255);
    const addr = fc.tuple(octet, octet, octet, octet);
    const form = fc.tuple(addr, fc.nat()).map(([a, i]) => { const s = spellingsOf(a); return s[i % s.length]!; });
    const entryForm = fc.oneof(form, fc.constantFrom('example.com', '*.example.com', '*', '[::1]', '[::5db8:d822]'));
    const hostForm = fc.oneof(form, fc.constantFrom('example.com', 'a.example.com', '[::1]', '[::ffff:0:a01:203]', '[64:ff9b::a01:203]'));
    fc.assert(fc.property(entryForm, hostForm, (entry, host) => {
      const allowing = effectiveSandbox([managedValid(net({ allowedHosts: [entry] }))]);
      const blocking = effectiveSandbox([managedValid(net({ blockedHosts: [entry] }))]);
      if (isHostAllowed(allowing, host).allowed) expect(isHostAllowed(blocking, host).allowed).toBe(false);
    }), { numRuns: RUNS });
  });

  it('property: every spelling of an address is blocked by an entry in any spelling of it', () => {
    const addr = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));
    fc.assert(fc.property(addr, fc.nat(), fc.nat(), (a, i, j) => {
      const s = spellingsOf(a);
      const entry = s[i % s.length]!.replace(/^http:\/\/|\/.*$/g, '');
      const e = effectiveSandbox([managedValid(net({ blockedHosts: [entry] }))]);
      expect(isHostAllowed(e, s[j % s.length]!)).toMatchObject({ allowed: false, code: 'blocked-host' });
    }), { numRuns: RUNS });
  });
});

describe('mappedIPv4 / mappedIPv6', () => {
  it('read and write the canonical forms', () => {
    expect(mappedIPv4('[::ffff:a9fe:a9fe]')).toBe('169.254.169.254');
    expect(mappedIPv4('[::ffff:0:0]')).toBe('0.0.0.0');
    expect(mappedIPv4('[::ffff:169.254.169.254]')).toBe('169.254.169.254');
    for (const h of ['[::a9fe:a9fe]', '[::ffff:0:a9fe:a9fe]', '[64:ff9b::a9fe:a9fe]', '[::1]', '169.254.169.254', 'example.com', '[::ffff:a9fe]']) expect(mappedIPv4(h), h).toBeUndefined();
    expect(embeddedIPv4('[::a9fe:a9fe]')).toBe('169.254.169.254');
    expect(embeddedIPv4('[::ffff:0:a9fe:a9fe]')).toBe('169.254.169.254');
    expect(embeddedIPv4('[64:ff9b::a9fe:a9fe]')).toBe('169.254.169.254');
    expect(embeddedIPv4('[::ffff:a9fe:a9fe]')).toBe('169.254.169.254');
    for (const h of ['[::1]', '[::]', '[64:ff9b:1::a9fe:a9fe]', '[::ffff:1:a9fe:a9fe]', 'example.com']) expect(embeddedIPv4(h), h).toBeUndefined();
    expect(mappedIPv6('10.1.2.3')).toBe('[::ffff:a01:203]');
    expect(mappedIPv6('0.0.0.0')).toBe('[::ffff:0:0]');
  });

  it('property: mappedIPv6 is the canonical spelling, and mappedIPv4 undoes it', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(fc.property(byte, byte, byte, byte, (a, b, c, d) => {
      const v4 = `${a}.${b}.${c}.${d}`;
      const r = canonicalizeHost(`[::ffff:${v4}]`);
      expect(r.ok && r.host).toBe(mappedIPv6(v4));
      expect(mappedIPv4(mappedIPv6(v4))).toBe(v4);
    }), { numRuns: RUNS });
  });
});

describe('isLocalNetworkHost: the ranges', () => {
  const local = effectiveSandbox([managedValid(net({ allowLocalNetwork: false }))]);
  const expectLocal = (hosts: readonly string[], want: boolean) => {
    for (const h of hosts) {
      const r = canonicalizeHost(h);
      if (!r.ok) throw new Error(`${h}: ${r.message}`);
      expect(isLocalNetworkHost(r.host, r.hostType), h).toBe(want);
      expect(isHostAllowed(local, h), h).toMatchObject(want ? { allowed: false, code: 'local-network-blocked', decidedBy: [FILE] } : { allowed: true });
    }
  };

  it('100.64.0.0/10 (carrier-grade NAT, Tailscale)', () => {
    expectLocal(['100.64.0.1', '100.100.100.100', '100.127.255.254', '[::ffff:100.64.0.1]', '[::ffff:6464:6464]'], true);
    expectLocal(['100.63.255.255', '100.128.0.0', '100.0.0.1'], false);
  });

  it('multicast 224.0.0.0/4 and ff00::/8', () => {
    expectLocal(['224.0.0.251', '224.0.0.1', '239.255.255.250', '[::ffff:224.0.0.251]', '[ff02::1]', '[ff02::fb]', '[ff05::1:3]', '[ff0e::1]'], true);
    expectLocal(['223.255.255.255', '[fe00::1]', '[2606:4700::1111]'], false);
  });

  it('255.255.255.255 (limited broadcast)', () => {
    expectLocal(['255.255.255.255', '4294967295', '[::ffff:ffff:ffff]'], true);
  });

  it('0.0.0.0/8 ("this network"; 0.0.0.0 reaches the local host on Linux and macOS)', () => {
    expectLocal(['0.0.0.0', '0', '0.1.2.3', '0.255.255.255', '[::ffff:0.0.0.0]', '[::ffff:1:203]'], true);
    expectLocal(['1.0.0.0'], false);
  });

  it('fec0::/10 (deprecated site-local)', () => {
    expectLocal(['[fec0::1]', '[fed0::1]', '[feff:ffff::1]'], true);
    expectLocal(['[fe7f::1]'], false);
  });

  it('the ranges that were already there stay', () => {
    expectLocal(['127.0.0.1', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '[::1]', '[::]', '[fe80::1]', '[fc00::1]', '[fdff::1]', '[::ffff:10.0.0.1]', 'localhost', 'a.local', 'x.home.arpa'], true);
    expectLocal(['8.8.8.8', '172.15.0.1', '172.32.0.1', '192.169.0.1', '[2001:db8::1]', 'example.com'], false);
  });
});
