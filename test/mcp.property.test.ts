// Security properties of MCP decisions (fast-check; FC_RUNS runs each, 1,000 by default), checked
// against a small reference evaluator that loops over every entry with its own matching.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import { loadSettingsValue } from '../src/load/load.js';
import { compileMcpPolicy, decideMcp, type McpDecision } from '../src/mcp/mcp-policy.js';
import { readServerUrl } from '../src/mcp/mcp-url.js';
import type { McpServer } from '../src/mcp/server.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

type Entry = { serverName: string } | { serverUrl: string } | { serverCommand: string[] };
interface Doc { allowedMcpServers?: Entry[]; deniedMcpServers?: (Entry | { serverName: number })[] }

// ---------------------------------------------------------------------------------------------
// Reference evaluator: semantics 5 as written in docs, one loop, Node's URL for canonical forms.

const DEFAULT: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const stars = (s: string) => s.split('*').length - 1;
const globRe = (g: string) => new RegExp(`^${g.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

function refHost(h: string): string | undefined {
  try {
    return new URL(`https://${h}/`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** host pattern: exact / suffix / any, or undefined when unreadable. */
function refHostPattern(h: string): { kind: 'exact' | 'suffix' | 'any'; host: string } | undefined {
  if (h === '*') return { kind: 'any', host: '' };
  const suffix = h.startsWith('*.');
  const rest = suffix ? h.slice(2) : h;
  if (rest.includes('*')) return undefined;
  const host = refHost(rest);
  return host === undefined ? undefined : { kind: suffix ? 'suffix' : 'exact', host };
}

function refLoose(path: string): string {
  let p = path.split('?')[0]!.replace(/%([0-9A-Fa-f]{2})/g, (m, h: string) => (/[A-Za-z0-9\-._~/]/.test(String.fromCharCode(parseInt(h, 16))) ? String.fromCharCode(parseInt(h, 16)) : m));
  p = p.toLowerCase().replace(/(.)\/+$/, '$1');
  return p;
}

interface RefServerUrl { scheme: string; host: string; port: string; path: string; userinfo: boolean }
function refServerUrl(url: string): RefServerUrl | undefined {
  try {
    const u = new URL(url);
    return { scheme: u.protocol, host: u.hostname.replace(/\.$/, ''), port: u.port || DEFAULT[u.protocol] || '', path: u.pathname + u.search, userinfo: u.username !== '' || u.password !== '' };
  } catch {
    return undefined;
  }
}

function refAllowUrl(pattern: string, url: string): boolean {
  const m = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(pattern);
  if (!m || m[2]!.includes('@')) return false;
  const scheme = `${m[1]!.toLowerCase()}:`;
  const hp = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(m[2]!);
  if (!hp) return false;
  const host = refHostPattern(hp[1]!);
  const portText = hp[2] ?? '';
  if (!host || !/^[0-9]*$/.test(portText)) return false;
  const port = portText === '' || Number(portText) === Number(DEFAULT[scheme]) ? DEFAULT[scheme]! : String(Number(portText));
  const pathText = m[3]!.split('#')[0]!;
  let path: string | undefined;
  if (pathText !== '') {
    const u = new URL(`https://h${pathText}`);
    path = u.pathname + u.search;
    if (stars(path) !== stars(pathText)) return false;
    if (path === '/') path = undefined;
  }
  const s = refServerUrl(url);
  if (!s || s.userinfo || s.scheme !== scheme || s.port !== port) return false;
  if (host.kind === 'exact' && s.host !== host.host) return false;
  if (host.kind === 'suffix' && !s.host.endsWith(`.${host.host}`)) return false;
  return path === undefined ? s.path === '/' : globRe(path).test(s.path);
}

function refDenyUrl(pattern: string, url: string): boolean {
  const m = /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?([^/?#]*)(.*)$/.exec(pattern)!;
  const scheme = m[1] === undefined ? undefined : `${m[1].toLowerCase()}:`;
  const hp = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(m[2]!.slice(m[2]!.lastIndexOf('@') + 1));
  const host = hp ? refHostPattern(hp[1]!) : undefined;
  if (!host) return true; // an unreadable host blocks every remote server
  const s = refServerUrl(url);
  if (!s) return true; // an unreadable server URL is blocked by any serverUrl deny entry
  const portText = hp![2] ?? '';
  const port = /^[0-9]+$/.test(portText) && !(scheme && Number(portText) === Number(DEFAULT[scheme])) ? String(Number(portText)) : undefined;
  if (port !== undefined && port !== s.port) return false;
  if (host.kind === 'exact' && s.host !== host.host) return false;
  if (host.kind === 'suffix' && s.host !== host.host && !s.host.endsWith(`.${host.host}`)) return false;
  if (scheme !== 'http:' && scheme !== 'https:') return true;
  if (s.scheme !== 'http:' && s.scheme !== 'https:') return true;
  const pathText = m[3]!.split('#')[0]!;
  if (pathText === '') return true;
  const u = new URL(`https://h${pathText}`);
  let p = u.pathname + u.search;
  if (stars(p) !== stars(pathText)) return true;
  p = refLoose(p);
  while (p.endsWith('/*')) p = refLoose(p.slice(0, -2) || '/');
  if (p === '/' || p === '') return true;
  const sp = refLoose(s.path);
  return globRe(p).test(sp) || globRe(`${p}/*`).test(sp);
}

const base = (program: string) => {
  const b = program.split(/[\\/]/).pop()!.toLowerCase();
  return b.length > 4 ? b.replace(/\.(exe|cmd|bat|com)$/, '') : b;
};

function refMatches(e: Entry, s: McpServer, deny: boolean): boolean {
  const remote = s.transport === 'http' || s.transport === 'sse';
  if ('serverName' in e) return e.serverName === s.name;
  if ('serverCommand' in e) {
    const argv = s.command;
    if (s.transport !== 'stdio' || !argv || argv.length !== e.serverCommand.length) return false;
    return e.serverCommand.every((w, i) => (i === 0 && deny ? base(w) === base(argv[0]!) : w === argv[i]));
  }
  return remote && (deny ? refDenyUrl(e.serverUrl, s.url!) : refAllowUrl(e.serverUrl, s.url!));
}

function referenceDecide(docs: readonly Doc[], s: McpServer): 'allow' | 'deny' {
  if (s.builtIn) return 'allow';
  const valid = (xs: Doc['deniedMcpServers']) => (xs ?? []).filter((e): e is Entry => !('serverName' in e) || typeof e.serverName === 'string');
  for (const d of docs) {
    if ((d.deniedMcpServers ?? []).length !== valid(d.deniedMcpServers).length) return 'deny';
    if (valid(d.deniedMcpServers).some((e) => refMatches(e, s, true))) return 'deny';
  }
  return docs.every((d) => d.allowedMcpServers === undefined || d.allowedMcpServers.some((e) => refMatches(e, s, false))) ? 'allow' : 'deny';
}

// ---------------------------------------------------------------------------------------------
// Generators: small vocabularies, so that entries and servers meet often.

const name = fc.constantFrom('a', 'b', 'github', 'plugin:p:s');
const word = fc.constantFrom('npx', '/usr/bin/npx', 'NPX', 'npx.cmd', 'node', '-y', 'pkg', 'srv.js');
const argv = fc.array(word, { minLength: 1, maxLength: 3 });
const patternUrl = fc.tuple(
  fc.constantFrom('https://', 'http://', 'HTTPS://', 'ws://', ''),
  fc.constantFrom('mcp.example.com', 'MCP.example.com', '*.example.com', '*.mcp.example.com', '*', 'example.com', 'evil.com', 'xn--mnchen-3ya.de', 'münchen.de', '127.0.0.1', '0x7f.1', '[::1]', 'ev*l.com', 'u@evil.com', '%65vil.com'),
  fc.constantFrom('', '', ':443', ':80', ':8443', ':*'),
  fc.constantFrom('', '/', '/*', '/mcp', '/mcp/*', '/MCP', '/m*p', '/v*/mcp', '/mcp?x=*', '/a/*/../b', '/mcp#f'),
).map((parts) => parts.join(''));
const serverUrl = fc.tuple(
  fc.constantFrom('https://', 'http://', 'HTTPS://', 'ws://'),
  fc.constantFrom('mcp.example.com', 'MCP.Example.com', 'mcp.example.com.', 'a.mcp.example.com', 'example.com', 'evil.com', '%65vil.com', 'münchen.de', 'xn--mnchen-3ya.de', '127.0.0.1', '0x7f.1', '2130706433', '[::1]', 'user@evil.com', 'evil.com@mcp.example.com', 'exa mple.com'),
  fc.constantFrom('', ':443', ':80', ':8443'),
  fc.constantFrom('', '/', '/mcp', '/MCP', '/mcp/', '/mcp/sse', '/mcpx', '/a/../mcp', '/%6Dcp', '/mcp?x=1', '/v1/mcp', '/m/x/p'),
  fc.constantFrom('', '#f'),
).map((parts) => parts.join(''));

const entry: fc.Arbitrary<Entry> = fc.oneof(
  name.map((n) => ({ serverName: n })),
  argv.map((c) => ({ serverCommand: c })),
  patternUrl.map((u) => ({ serverUrl: u })),
  patternUrl.map((u) => ({ serverUrl: u })),
);
const doc: fc.Arbitrary<Doc> = fc.record({
  allowedMcpServers: fc.array(entry, { maxLength: 4 }),
  deniedMcpServers: fc.array(fc.oneof({ weight: 12, arbitrary: entry }, { weight: 1, arbitrary: fc.constant({ serverName: 5 }) }), { maxLength: 3 }),
}, { requiredKeys: [] });
const server: fc.Arbitrary<McpServer> = fc.oneof(
  fc.record({ name, transport: fc.constant('memory' as const), builtIn: fc.boolean() }, { requiredKeys: ['name', 'transport'] }),
  fc.record({ name, transport: fc.constant('stdio' as const), command: argv, url: serverUrl }, { requiredKeys: ['name', 'transport', 'command'] }),
  fc.record({ name, transport: fc.constantFrom('http' as const, 'sse' as const), url: serverUrl, builtIn: fc.boolean() }, { requiredKeys: ['name', 'transport', 'url'] }),
);

/** Source i is named s<ids[i]>.json (default: its position). */
function sources(docs: readonly Doc[], ids: readonly number[] = docs.map((_, i) => i)): ResolvedSource[] {
  return docs.map((d, i) => resolveSource(loadSettingsValue(d, { file: `s${ids[i]}.json`, channel: (['mdm', 'server', 'file'] as const)[ids[i]! % 3] })));
}

function run(docs: readonly Doc[], s: McpServer, ids?: readonly number[]): McpDecision {
  return decideMcp(compileMcpPolicy(sources(docs, ids)), s);
}

/** What must not change: the decision and the reasons (code, entry, source), as a set. */
function summary(d: McpDecision): { decision: string; reasons: string[] } {
  return { decision: d.decision, reasons: [...new Set(d.reasons.map((r) => `${r.code} ${JSON.stringify(r.entry)} ${r.source}`))].sort() };
}

describe('MCP decision properties', () => {
  it('agrees with the reference evaluator', () => {
    fc.assert(fc.property(fc.array(doc, { minLength: 1, maxLength: 3 }), server, (docs, s) => {
      expect({ docs, s, decision: run(docs, s).decision }).toEqual({ docs, s, decision: referenceDecide(docs, s) });
    }), { numRuns: RUNS * 3 });
  });

  it('adding a source never allows more (deny is a union, allow a conjunction)', () => {
    fc.assert(fc.property(fc.array(doc, { maxLength: 2 }), doc, server, fc.nat(3), (docs, extra, s, at) => {
      const before = run(docs, s).decision;
      const after = run([...docs.slice(0, at), extra, ...docs.slice(at)], s).decision;
      if (after === 'allow') expect(before).toBe('allow');
    }), { numRuns: RUNS });
  });

  it('adding a deny entry or removing an allow entry never allows more', () => {
    fc.assert(fc.property(doc, entry, fc.nat(), server, (d, extra, which, s) => {
      const before = run([d], s).decision;
      expect(run([{ ...d, deniedMcpServers: [...(d.deniedMcpServers ?? []), extra] }], s).decision === 'allow' ? before : 'allow').toBe('allow');
      const allowed = d.allowedMcpServers ?? [];
      if (allowed.length > 0) {
        const fewer = { ...d, allowedMcpServers: allowed.filter((_, i) => i !== which % allowed.length) };
        if (run([fewer], s).decision === 'allow') expect(before).toBe('allow');
      }
    }), { numRuns: RUNS });
  });

  it('does not depend on source order or duplicate entries', () => {
    fc.assert(fc.property(fc.array(doc, { minLength: 1, maxLength: 3 }), server, fc.integer(), (docs, s, seed) => {
      const twice = <T>(xs: T[] | undefined) => (xs === undefined ? undefined : [...xs, ...xs.filter((_, i) => (seed >> (i % 30)) & 1)].reverse());
      const shuffled = [...docs].reverse().map((d) => {
        const out: Doc = {};
        if (d.allowedMcpServers) out.allowedMcpServers = twice(d.allowedMcpServers)!;
        if (d.deniedMcpServers) out.deniedMcpServers = twice(d.deniedMcpServers)!;
        return out;
      });
      expect(summary(run(shuffled, s, docs.map((_, i) => docs.length - 1 - i)))).toEqual(summary(run(docs, s)));
    }), { numRuns: RUNS });
  });

  it('built-in servers are always allowed; a remote URL with userinfo is never allowed by a serverUrl entry', () => {
    fc.assert(fc.property(fc.array(doc, { maxLength: 3 }), server, (docs, s) => {
      const d = run(docs, s);
      if (s.builtIn) expect(d.decision).toBe('allow');
      if (d.decision === 'allow' && s.url !== undefined && (s.transport === 'http' || s.transport === 'sse')) {
        const viaUrl = d.reasons.some((r) => r.entry !== undefined && 'serverUrl' in r.entry);
        if (viaUrl) expect(readServerUrl(s.url).exact).toBeDefined();
        if (viaUrl) expect(s.url).not.toMatch(/^[a-z]+:\/\/[^/]*@/i);
      }
    }), { numRuns: RUNS });
  });

  it('decideMcp never throws, and denies whatever is not a well-formed server', () => {
    const policy = compileMcpPolicy(sources([{ allowedMcpServers: [{ serverName: 'a' }, { serverUrl: 'https://*/*' }], deniedMcpServers: [{ serverUrl: 'https://evil.com/*' }] }]));
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
      const d = decideMcp(policy, value as McpServer);
      expect(['allow', 'deny']).toContain(d.decision);
      expect(d.reasons.length).toBeGreaterThan(0);
    }), { numRuns: RUNS });
    fc.assert(fc.property(name, fc.constantFrom('stdio', 'http', 'sse', 'memory', 'tcp'), fc.anything(), fc.anything(), fc.anything(), (n, t, url, command, builtIn) => {
      const d = decideMcp(policy, { name: n, transport: t, url, command, builtIn } as unknown as McpServer);
      expect(['allow', 'deny']).toContain(d.decision);
    }), { numRuns: RUNS });
  });

  it('never throws on arbitrary URL-like strings on either side, and compiles any settings value without throwing', () => {
    const chars = 'aZ09.-_~:/?#[]@!$&\'()*+,;=%\\ \tüß。．';
    const urlish = fc.string({ unit: fc.constantFrom(...[...chars]), maxLength: 30 }).map((s) => (s.length % 2 ? `https://${s}` : s));
    fc.assert(fc.property(urlish, urlish, (pattern, url) => {
      const policy = compileMcpPolicy(sources([{ allowedMcpServers: [{ serverUrl: pattern || 'x' }] }, { deniedMcpServers: [{ serverUrl: pattern || 'x' }] }]));
      const d = decideMcp(policy, { name: 'n', transport: 'http', url });
      expect(['allow', 'deny']).toContain(d.decision);
    }), { numRuns: RUNS });
    fc.assert(fc.property(fc.anything(), fc.anything(), (allowed, denied) => {
      const settings = { allowedMcpServers: allowed, deniedMcpServers: denied } as ResolvedSource['settings'];
      const policy = compileMcpPolicy([{ name: 'hand.json', channel: 'file', settings, restricted: false, denyAllMcpServers: false, decidedBy: {} }]);
      const d = decideMcp(policy, { name: 'n', transport: 'memory' });
      // Anything unreadable in a deny list blocks; an allow list that is declared can only narrow.
      if (denied !== undefined && !(Array.isArray(denied) && denied.length === 0)) {
        if (d.decision === 'allow') expect(Array.isArray(denied) && denied.every((e) => e !== null && typeof e === 'object' && Object.keys(e).length === 1)).toBe(true);
      }
      if (allowed !== undefined && d.decision === 'allow') expect(Array.isArray(allowed)).toBe(true);
    }), { numRuns: RUNS });
  });
});
