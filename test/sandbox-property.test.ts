// Security properties of the effective sandbox (fast-check; FC_RUNS runs each, 1,000 by default):
// never less restrictive than any single managed source or the user's own settings, property by
// property; adding a managed source never widens it; independent of source order (except
// proxy.url, by precedence); idempotent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolvedSource } from '../src/compose/resolved.js';
import type { SandboxSettings } from '../src/generated/types.js';
import type { Channel } from '../src/load/load.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { canonical, managed, wider } from './helpers/sandbox.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

const PATHS = ['/w', '/w/', '/w/a', '/W/a', '/w/a/b', '/h/x', '~/x', '/h/.aws/', '~/.ssh', '/tmp/t', 'rel', '/w/a/.git', '/w/*.pem'];
const HOSTS = ['github.com', '*.github.com', 'api.github.com', 'GitHub.COM.', 'evil.com', '*.evil.com', '*', '10.0.0.1', 'localhost', 'bücher.example', 'bad host', 'https://evil.com/x', '[::ffff:a00:1]', '::ffff:10.0.0.1', '93.184.216.34', '[::ffff:5db8:d822]'];

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const list = <T>(items: readonly T[]) => fc.subarray([...items], { maxLength: 4 });

/** A sandbox settings object from small vocabularies, so that sources overlap often. */
const sandboxArb: fc.Arbitrary<SandboxSettings> = fc.record({
  enabled: opt(fc.boolean()), failIfUnavailable: opt(fc.boolean()), allowBypass: opt(fc.boolean()),
  addCurrentWorkingDirectory: opt(fc.boolean()), sandboxMcpServers: opt(fc.boolean()), sandboxLspServers: opt(fc.boolean()),
  gitAuth: opt(fc.boolean()), ghAuth: opt(fc.boolean()), allowDevToolAccess: opt(fc.boolean()),
  filesystem: fc.record({ readwritePaths: opt(list(PATHS)), readonlyPaths: opt(list(PATHS)), deniedPaths: opt(list(PATHS)) }),
  network: fc.record({
    allowOutbound: opt(fc.boolean()), allowLocalNetwork: opt(fc.boolean()),
    allowedHosts: opt(list(HOSTS)), blockedHosts: opt(list(HOSTS)),
    proxy: opt(fc.constantFrom('http://p1:3128', 'http://p2:3128').map((url) => ({ url }))),
  }),
  keychainAccess: opt(fc.boolean()),
}).map(({ filesystem, network, keychainAccess, ...flags }) => dropUndefined({
  ...flags,
  userPolicy: { filesystem, network, ...(keychainAccess === undefined ? {} : { seatbelt: { keychainAccess } }) },
}) as SandboxSettings);

function dropUndefined(v: unknown): unknown {
  if (Array.isArray(v)) return v;
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => [k, dropUndefined(x)]));
  return v;
}

const CHANNELS: readonly Channel[] = ['mdm', 'server', 'file'];
/** Managed sources with distinct names (a source given twice is the idempotence property's business). */
const sourcesArb: fc.Arbitrary<ResolvedSource[]> = fc.array(fc.tuple(sandboxArb, fc.constantFrom(...CHANNELS)), { maxLength: 4 })
  .map((xs) => xs.map(([sandbox, channel], i) => managed(sandbox, channel, `s${i}.json`)));
const userArb = opt(sandboxArb);
const HOME = { home: '/h' };

describe('the effective sandbox only narrows', () => {
  it('never less restrictive than the user\'s own settings, nor than any single managed source (with them)', () => {
    fc.assert(fc.property(sourcesArb, userArb, (sources, user) => {
      const all = effectiveSandbox(sources, user, HOME);
      expect(wider(all, effectiveSandbox([], user, HOME))).toEqual([]);
      for (const s of sources) expect(wider(all, effectiveSandbox([s], user, HOME))).toEqual([]);
    }), { numRuns: RUNS });
  });

  it('grants are the user\'s own, and within every managed list that is set', () => {
    fc.assert(fc.property(sourcesArb, userArb, (sources, user) => {
      const e = effectiveSandbox(sources, user, HOME);
      for (const list of ['readwritePaths', 'readonlyPaths'] as const) {
        const own = user?.userPolicy?.filesystem?.[list] ?? [];
        for (const g of e.filesystem[list]) {
          expect(own).toContain(g.path);
          for (const s of sources) {
            const set = s.settings.sandbox?.userPolicy?.filesystem?.[list];
            if (set !== undefined) expect(set).toContain(g.path);
          }
        }
      }
    }), { numRuns: RUNS });
  });

  it('adding a managed source, anywhere in the order, never widens it', () => {
    fc.assert(fc.property(sourcesArb, sandboxArb, fc.constantFrom(...CHANNELS), fc.nat(), userArb, (sources, extra, channel, at, user) => {
      const added = [...sources];
      added.splice(at % (sources.length + 1), 0, managed(extra, channel, 'added.json'));
      expect(wider(effectiveSandbox(added, user, HOME), effectiveSandbox(sources, user, HOME))).toEqual([]);
    }), { numRuns: RUNS });
  });
});

describe('order and repetition', () => {
  it('independent of source order, except proxy.url', () => {
    fc.assert(fc.property(sourcesArb.chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length }))), userArb, ([sources, shuffled], user) => {
      expect(canonical(effectiveSandbox(shuffled, user, HOME))).toEqual(canonical(effectiveSandbox(sources, user, HOME)));
    }), { numRuns: RUNS });
  });

  it('proxy.url is the first source in precedence order that sets it, else the user\'s', () => {
    fc.assert(fc.property(sourcesArb, userArb, (sources, user) => {
      const e = effectiveSandbox(sources, user, HOME);
      const top = sources.find((s) => s.settings.sandbox?.userPolicy?.network?.proxy !== undefined);
      const expected = top?.settings.sandbox?.userPolicy?.network?.proxy?.url ?? user?.userPolicy?.network?.proxy?.url ?? null;
      expect(e.network.proxyUrl.value).toBe(expected);
      expect(e.network.proxyUrl.decidedBy).toEqual([top ? { by: 'managed', source: top.name, channel: top.channel } : expected === null ? { by: 'default' } : { by: 'user' }]);
    }), { numRuns: RUNS });
  });

  it('idempotent: a source given twice, or the whole list twice, changes nothing', () => {
    fc.assert(fc.property(sourcesArb, userArb, (sources, user) => {
      const once = effectiveSandbox(sources, user, HOME);
      expect(effectiveSandbox([...sources, ...sources], user, HOME)).toEqual(once);
      expect(effectiveSandbox(sources, user, HOME)).toEqual(once);
    }), { numRuns: RUNS });
  });
});
