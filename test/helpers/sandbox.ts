// Building managed sources for the sandbox tests, and comparing effective sandboxes.
import { resolveSource, type ResolvedSource } from '../../src/compose/resolved.js';
import type { SandboxSettings } from '../../src/generated/types.js';
import { loadSettingsValue, type Channel } from '../../src/load/load.js';
import { isHostAllowed } from '../../src/sandbox/checks.js';
import { pathAccess, type PathAccess } from '../../src/sandbox/path-access.js';
import { CAPABILITY_KEYS, FORCE_ON_KEYS, flagOf, type EffectiveSandbox } from '../../src/sandbox/types.js';
import type { PathContext } from '../../src/paths/normalize.js';

/** A managed source whose document is `{sandbox}`, through the real loader and resolver. */
export function managed(sandbox: unknown, channel: Channel = 'file', file = `${channel}.json`): ResolvedSource {
  return resolveSource(loadSettingsValue({ sandbox }, { file, channel }));
}

/** The same, and the loaded source must have no error (so a test does not lean on a fallback by accident). */
export function managedValid(sandbox: SandboxSettings, channel: Channel = 'file', file = `${channel}.json`): ResolvedSource {
  const loaded = loadSettingsValue({ sandbox }, { file, channel });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`test sandbox is invalid: ${errors.map((d) => d.message).join('; ')}`);
  return resolveSource(loaded);
}

export const fs = (filesystem: Record<string, string[]>): SandboxSettings => ({ userPolicy: { filesystem } });
export const net = (network: Record<string, unknown>): SandboxSettings => ({ userPolicy: { network } }) as SandboxSettings;

const RANK: Readonly<Record<PathAccess, number>> = { denied: 0, none: 1, 'read-only': 2, 'read-write': 3 };

export const PROBE_PATHS = [
  '/w', '/w/a', '/w/a/b', '/w/a/b/c', '/w/.git/hooks/pre-commit', '/w/a/.git/config', '/W/a', '/w/A/b',
  '/h/x', '/h/x/y', '/h/.aws/credentials', '/h/.ssh/id_rsa', '/tmp/t', '/other', '~/x/f', 'rel/f', '/w/a/../b',
];
export const PROBE_HOSTS = [
  'github.com', 'api.github.com', 'GitHub.COM.', 'evil.com', 'a.evil.com', 'example.org', '10.0.0.1', 'localhost',
  '127.1', '[::1]', 'https://api.github.com:8443/x', 'user@github.com', 'xn--bcher-kva.example', 'bücher.example',
  '[::ffff:a00:1]', 'http://[::ffff:10.0.0.1]/x', '93.184.216.34', '[::ffff:5db8:d822]', '100.64.0.1', '[ff02::1]',
];
export const PROBE_CONTEXTS: readonly PathContext[] = [
  { cwd: '/w', home: '/h', platform: 'linux' },
  { cwd: '/w', home: '/h', platform: 'darwin' },
  { cwd: '/w/a', platform: 'linux' },
];

/**
 * Every way `a` may be less restrictive than `b`, as messages (empty: `a` is at least as
 * restrictive as `b`, property by property). proxy.url is precedence, not restriction.
 */
export function wider(a: EffectiveSandbox, b: EffectiveSandbox): string[] {
  const out: string[] = [];
  for (const k of FORCE_ON_KEYS) if (!flagOf(a, k).value && flagOf(b, k).value) out.push(`${k} off`);
  for (const k of CAPABILITY_KEYS) if (flagOf(a, k).value && !flagOf(b, k).value) out.push(`${k} on`);
  const paths = (e: EffectiveSandbox, list: 'readwritePaths' | 'readonlyPaths') => new Set(e.filesystem[list].map((g) => g.path));
  for (const list of ['readwritePaths', 'readonlyPaths'] as const) {
    const inB = paths(b, list);
    for (const p of paths(a, list)) if (!inB.has(p)) out.push(`${list} has ${p}`);
  }
  const deniedA = new Set(a.filesystem.deniedPaths.map((d) => d.path));
  for (const d of b.filesystem.deniedPaths) if (!deniedA.has(d.path)) out.push(`deniedPaths lacks ${d.path}`);
  const blockedA = new Set(a.network.blockedHosts.map((h) => h.text));
  for (const h of b.network.blockedHosts) if (!blockedA.has(h.text)) out.push(`blockedHosts lacks ${h.text}`);
  for (const ctx of PROBE_CONTEXTS) {
    for (const p of PROBE_PATHS) {
      const x = pathAccess(a, p, ctx);
      const y = pathAccess(b, p, ctx);
      if (RANK[x.access] > RANK[y.access]) out.push(`pathAccess(${p}, ${ctx.platform}, cwd ${ctx.cwd}) ${x.access} > ${y.access}`);
    }
  }
  for (const h of PROBE_HOSTS) if (isHostAllowed(a, h).allowed && !isHostAllowed(b, h).allowed) out.push(`host ${h} allowed`);
  return out;
}

/** Order-free form: every array sorted (all of them are sets), proxy.url left out. */
export function canonical(e: EffectiveSandbox): unknown {
  const { proxyUrl: _proxy, ...network } = e.network;
  return sortDeep({ ...e, network });
}

function sortDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortDeep).sort((x, y) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]): [string, unknown] => [k, sortDeep(x)]).sort(([x], [y]) => (x < y ? -1 : 1)));
  }
  return v;
}
