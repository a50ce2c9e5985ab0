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

/** Dot segments resolved by Node's URL (the paths given are already URL paths, "*" and all). */
const refDots = (p: string) => new URL(`https://h${p}`).pathname;
const refDecode = (p: string, keep: RegExp) => p.replace(/%([0-9A-Fa-f]{2})/g, (m, h: string) => (keep.test(String.fromCharCode(parseInt(h, 16))) ? String.fromCharCode(parseInt(h, 16)) : m));
const refTrim = (p: string) => p.toLowerCase().replace(/(.)\/+$/, '$1');

/** The three loose readings: "%2F" kept; decoded; ";params" cut and "/" runs collapsed. */
const REF_LOOSE: ((path: string) => string)[] = [
  (path) => refTrim(refDots(refDecode(path.split('?')[0]!, /[A-Za-z0-9\-._~]/))),
  (path) => refTrim(refDots(refDecode(path.split('?')[0]!, /[A-Za-z0-9\-._~/]/))),
  (path) => refTrim(refDots(refDecode(path.split('?')[0]!, /[A-Za-z0-9\-._~/]/).split('/').map((seg) => seg.split(';')[0]).join('/').replace(/\/+/g, '/'))),
];

/** An IPv4-mapped IPv6 host as its IPv4 address (Node's URL writes both canonically). */
function refV4(host: string): string {
  const m = /^\[::ffff:([0-9a-f]+):([0-9a-f]+)\]$/.exec(host);
  return m ? new URL(`https://${parseInt(m[1]!, 16) * 65536 + parseInt(m[2]!, 16)}/`).hostname : host;
}

/** A host that is the machine itself: 127/8 (also IPv4-mapped), `0.0.0.0`, `[::]`, `[::1]`, `localhost`, `*.localhost`. */
function refLoopback(host: string): boolean {
  const h = refV4(host);
  return h.startsWith('127.') || ['0.0.0.0', '[::]', '[::1]', 'localhost'].includes(h) || h.endsWith('.localhost');
}

/** After up to three percent-decodings, an encoded "/" or "\\" or a ".." segment (";params" cut). */
function refTraversal(pathname: string): boolean {
  let p = pathname;
  for (let i = 0; i <= 3; i++) {
    if (/%2f|%5c/i.test(p) || p.split(/[/\\]/).some((seg) => seg.split(';')[0] === '..')) return true;
    p = p.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return false;
}

interface RefServerUrl { scheme: string; host: string; port: string; pathname: string; path: string; userinfo: boolean }
function refServerUrl(url: string): RefServerUrl | undefined {
  try {
    const u = new URL(url);
    return {
      scheme: u.protocol, host: u.hostname.replace(/\.$/, ''), port: u.port || DEFAULT[u.protocol] || '', pathname: u.pathname, path: u.pathname + u.search,
      userinfo: u.username !== '' || u.password !== '',
    };
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
  if (!s || s.userinfo || s.scheme !== scheme || s.port !== port || refTraversal(s.pathname)) return false;
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
  if (host.kind === 'exact' && refV4(s.host) !== refV4(host.host) && !(refLoopback(s.host) && refLoopback(host.host))) return false;
  if (host.kind === 'suffix' && s.host !== host.host && !s.host.endsWith(`.${host.host}`)) return false;
  if (scheme !== 'http:' && scheme !== 'https:') return true;
  if (s.scheme !== 'http:' && s.scheme !== 'https:') return true;
  const pathText = m[3]!.split('#')[0]!;
  if (pathText === '') return true;
  const u = new URL(`https://h${pathText}`);
  const written = u.pathname + u.search;
  if (stars(written) !== stars(pathText)) return true;
  const readings = REF_LOOSE.map((loose) => {
    let p = loose(written);
    while (p.endsWith('/*')) p = loose(p.slice(0, -2) || '/');
    return p;
  });
  if (readings.some((p) => p === '/' || p === '')) return true;
  return readings.some((p) => REF_LOOSE.some((loose) => globRe(p).test(loose(s.path)) || globRe(`${p}/*`).test(loose(s.path))));
}

const base = (program: string) => {
  const b = program.split(/[\\/]/).pop()!.toLowerCase();
  return b.length > 4 ? b.replace(/\.(exe|cmd|bat|com|ps1)$/, '') : b;
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
const word = fc.constantFrom('npx', '/usr/bin/npx', 'NPX', 'npx.cmd', 'npx.ps1', 'node', '-y', 'pkg', 'srv.js');
const argv = fc.array(word, { minLength: 1, maxLength: 3 });
const patternUrl = fc.tuple(
  fc.constantFrom('https://', 'http://', 'HTTPS://', 'ws://', ''),
  fc.constantFrom('mcp.example.com', 'MCP.example.com', '*.example.com', '*.mcp.example.com', '*', 'example.com', 'evil.com', 'xn--mnchen-3ya.de', 'münchen.de', '127.0.0.1', '0x7f.1', '[::1]', '[::ffff:7f00:1]', '[::ffff:127.0.0.1]', 'ev*l.com', 'u@evil.com', '%65vil.com'),
  fc.constantFrom('', '', ':443', ':80', ':8443', ':*'),
  fc.constantFrom('', '/', '/*', '/mcp', '/mcp/*', '/MCP', '/m*p', '/v*/mcp', '/mcp?x=*', '/a/*/../b', '/mcp#f', '/mcp//sse', '/mcp;v=1', '//mcp', '/m/*/p'),
).map((parts) => parts.join(''));
const serverUrl = fc.tuple(
  fc.constantFrom('https://', 'http://', 'HTTPS://', 'ws://'),
  fc.constantFrom('mcp.example.com', 'MCP.Example.com', 'mcp.example.com.', 'a.mcp.example.com', 'example.com', 'evil.com', '%65vil.com', 'münchen.de', 'xn--mnchen-3ya.de', '127.0.0.1', '0x7f.1', '2130706433', '[::1]', '[::ffff:7f00:1]', 'user@evil.com', 'evil.com@mcp.example.com', 'exa mple.com'),
  fc.constantFrom('', ':443', ':80', ':8443'),
  fc.constantFrom('', '/', '/mcp', '/MCP', '/mcp/', '/mcp/sse', '/mcpx', '/a/../mcp', '/%6Dcp', '/mcp?x=1', '/v1/mcp', '/m/x/p', '/m//p',
    '//mcp', '/mcp//sse', '/mcp;x=1', '/MCP;v=1/sse', '/x/..;/mcp', '/mcp/..%2fx', '/x/..%2Fmcp', '/mcp/%252e%252e/x', '/mcp%5csse'),
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

describe('MCP security review properties', () => {
  const deniedBy = (pattern: string, url: string) => run([{ deniedMcpServers: [{ serverUrl: pattern }] }], { name: 'n', transport: 'http', url }).decision === 'deny';
  const segment = fc.stringMatching(/^[a-z0-9_-]{1,6}$/);

  it('a denied path stays denied with "/" runs and ";params" added anywhere (both sides)', () => {
    const noise = fc.constantFrom('', '', '/', '//', ';x=1', ';jsessionid=AB', ';');
    fc.assert(fc.property(fc.array(fc.tuple(segment, noise, noise), { minLength: 1, maxLength: 4 }), fc.boolean(), (parts, noisyPattern) => {
      const clean = parts.map(([s]) => `/${s}`).join('');
      const noisy = parts.map(([s, a, b]) => `/${a.startsWith(';') ? '' : a}${s}${b}`).join('');
      const [pattern, url] = noisyPattern ? [noisy, clean] : [clean, noisy];
      expect({ pattern, url, denied: deniedBy(`https://evil.com${pattern}`, `https://evil.com${url}`) }).toEqual({ pattern, url, denied: true });
    }), { numRuns: RUNS });
  });

  it('a deny entry with a port blocks either host of a disputed URL on that port', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 65535 }), fc.constantFrom('good.com', 'evil.com', 'a.example'), (port, first) => {
      const url = `https://${first}\\@evil.com:${port}/x`;
      expect({ url, denied: deniedBy(`https://evil.com:${port}`, url) }).toEqual({ url, denied: true });
      expect({ url, denied: deniedBy(`https://evil.com:${port}/x`, url) }).toEqual({ url, denied: true });
    }), { numRuns: RUNS });
  });

  it('a deny entry naming an IPv4 address, mapped or not, blocks the server in either spelling', () => {
    const octets = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
    fc.assert(fc.property(octets, fc.nat(3), fc.nat(3), (o, p, u) => {
      const v4 = o.join('.');
      const hex = `${((o[0] << 8) | o[1]).toString(16)}:${((o[2] << 8) | o[3]).toString(16)}`;
      const spellings = [v4, `[::ffff:${v4}]`, `[::ffff:${hex}]`, `[0:0:0:0:0:ffff:${hex.toUpperCase()}]`];
      const pattern = `https://${spellings[p]}/*`;
      const url = `https://${spellings[u]}/mcp`;
      expect({ pattern, url, denied: deniedBy(pattern, url) }).toEqual({ pattern, url, denied: true });
      const other = `https://${o[0]}.${o[1]}.${o[2]}.${(o[3] + 1) % 256}/mcp`;
      // (127/8 is this machine under every address: an entry on one of them blocks them all)
      expect({ pattern, other, denied: deniedBy(pattern, other) }).toEqual({ pattern, other, denied: o[0] === 127 });
    }), { numRuns: RUNS });
  });

  it('a serverUrl allow entry never allows a path with an encoded "/" or "\\" or a ".." segment after decoding', () => {
    const piece = fc.constantFrom('a', 'api', '.', '..', '%2e', '%2E%2e', '%2f', '%2F', '%5c', '%252f', '%252e%252e', ';', ';x', '%25', '/', '?', 'b');
    const policy = compileMcpPolicy(sources([{ allowedMcpServers: [{ serverUrl: 'https://h.example/*' }, { serverUrl: 'https://h.example' }] }]));
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const url = `https://h.example/${pieces.join('')}`;
      const d = decideMcp(policy, { name: 'n', transport: 'http', url });
      const r = refServerUrl(url)!;
      expect({ url, decision: d.decision }).toEqual({ url, decision: refTraversal(r.pathname) ? 'deny' : 'allow' });
      if (d.decision === 'deny') expect(d.reasons.map((x) => x.code)).toContain('path-traversal');
    }), { numRuns: RUNS });
  });
});
