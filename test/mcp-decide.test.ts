// MCP server decisions (semantics 5 and 2; reference B.5 and E.13).
import { describe, expect, it } from 'vitest';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import { loadSettingsText, loadSettingsValue, type Channel } from '../src/load/load.js';
import { compileMcpPolicy, decideMcp, MCP_REASON_CODES, type McpDecision } from '../src/mcp/mcp-policy.js';
import { parseMcpServer, type McpServer } from '../src/mcp/server.js';

function source(doc: unknown, file = 'managed.json', channel: Channel = 'file'): ResolvedSource {
  return resolveSource(loadSettingsValue(doc, { file, channel }));
}

function decide(docs: unknown[], server: McpServer): McpDecision {
  return decideMcp(compileMcpPolicy(docs.map((d, i) => source(d, `s${i}.json`, (['mdm', 'server', 'file'] as const)[i % 3]))), server);
}

const codes = (d: McpDecision) => d.reasons.map((r) => r.code);

const stdio = (command: string[], name = 'local'): McpServer => ({ name, transport: 'stdio', command });
const http = (url: string, name = 'remote'): McpServer => ({ name, transport: 'http', url });
const memory = (name: string): McpServer => ({ name, transport: 'memory' });

describe('reference B.5: every row', () => {
  it('serverUrl https://mcp.example.com/* matches http https://MCP.example.com:443/api (canonicalized)', () => {
    const d = decide([{ allowedMcpServers: [{ serverUrl: 'https://mcp.example.com/*' }] }], http('https://MCP.example.com:443/api'));
    expect(d.decision).toBe('allow');
    expect(d.reasons[0]).toMatchObject({ code: 'allow-entry', entry: { serverUrl: 'https://mcp.example.com/*' }, source: 's0.json', channel: 'mdm' });
  });

  it('serverUrl https://*.example.com/* does not match https://evil.com/x.example.com/ (a wildcard cannot cross "/")', () => {
    const d = decide([{ allowedMcpServers: [{ serverUrl: 'https://*.example.com/*' }] }], http('https://evil.com/x.example.com/'));
    expect(d.decision).toBe('deny');
    expect(codes(d)).toEqual(['no-allow-entry']);
    expect(decide([{ deniedMcpServers: [{ serverUrl: 'https://*.example.com/*' }] }], http('https://evil.com/x.example.com/')).decision).toBe('allow');
  });

  it('serverUrl https://*.example.com/* compares https://%65vil.example.com/ as evil.example.com', () => {
    expect(decide([{ allowedMcpServers: [{ serverUrl: 'https://*.example.com/*' }] }], http('https://%65vil.example.com/')).decision).toBe('allow');
    expect(decide([{ deniedMcpServers: [{ serverUrl: 'https://evil.example.com/*' }] }], http('https://%65vil.example.com/')).decision).toBe('deny');
  });

  it('serverUrl never applies to a stdio server whose configuration has that URL', () => {
    const server: McpServer = { name: 'gh', transport: 'stdio', command: ['gh-mcp'], url: 'https://api.githubcopilot.com/mcp' };
    expect(decide([{ allowedMcpServers: [{ serverUrl: 'https://api.githubcopilot.com/*' }] }], server).decision).toBe('deny');
    expect(decide([{ deniedMcpServers: [{ serverUrl: 'https://api.githubcopilot.com/*' }] }], server).decision).toBe('allow');
  });

  it('serverCommand ["npx","@playwright/mcp@latest"] does not match ["npx","-y","@playwright/mcp@latest"]', () => {
    const policy = [{ allowedMcpServers: [{ serverCommand: ['npx', '@playwright/mcp@latest'] }] }];
    expect(decide(policy, stdio(['npx', '-y', '@playwright/mcp@latest'])).decision).toBe('deny');
    expect(decide(policy, stdio(['npx', '@playwright/mcp@latest'])).decision).toBe('allow');
  });

  it('serverName "github" matches any server named github, on every transport (spoofable)', () => {
    const policy = [{ allowedMcpServers: [{ serverName: 'github' }] }];
    for (const s of [stdio(['anything'], 'github'), http('https://evil.example/', 'github'), { name: 'github', transport: 'sse', url: 'https://x.example/' } as McpServer, memory('github')]) {
      expect({ s, d: decide(policy, s).decision }).toEqual({ s, d: 'allow' });
    }
    expect(decide(policy, memory('GitHub')).decision).toBe('deny'); // exact, case-sensitive
  });

  it('a deny entry beats an allow entry for the same server (deny wins)', () => {
    const entry = { serverCommand: ['npx', '-y', '@modelcontextprotocol/server-filesystem', '/'] };
    const d = decide([{ allowedMcpServers: [entry], deniedMcpServers: [entry] }], stdio(entry.serverCommand));
    expect(d.decision).toBe('deny');
    expect(codes(d)).toEqual(['deny-entry']);
  });

  it('deny anything: the built-in GitHub MCP server is not blocked (first-party exempt)', () => {
    const builtIn: McpServer = { name: 'github', transport: 'http', url: 'https://api.githubcopilot.com/mcp/', builtIn: true };
    const d = decide([{ deniedMcpServers: [{ serverName: 'github' }, { serverUrl: 'https://*/*' }, { serverUrl: 'https://api.githubcopilot.com/*' }] }], builtIn);
    expect(d).toMatchObject({ decision: 'allow', reasons: [{ code: 'built-in' }] });
  });

  it('allowedMcpServers: [] still allows the built-in default server, and blocks every other', () => {
    expect(decide([{ allowedMcpServers: [] }], { name: 'github', transport: 'memory', builtIn: true }).decision).toBe('allow');
    expect(decide([{ allowedMcpServers: [] }], memory('github')).decision).toBe('deny');
  });
});

describe('matchers apply by transport', () => {
  it.each<[string, McpServer, boolean]>([
    // entry kind, server, can it match
    ['serverName', memory('x'), true],
    ['serverName', stdio(['x'], 'x'), true],
    ['serverName', http('https://x.example/', 'x'), true],
    ['serverUrl', http('https://x.example/'), true],
    ['serverUrl', { name: 'r', transport: 'sse', url: 'https://x.example/' }, true],
    ['serverUrl', { name: 'x', transport: 'stdio', command: ['x'], url: 'https://x.example/' }, false],
    ['serverUrl', { name: 'x', transport: 'memory', url: 'https://x.example/' }, false],
    ['serverCommand', stdio(['x']), true],
    ['serverCommand', { name: 'r', transport: 'http', url: 'https://x.example/', command: ['x'] }, false],
    ['serverCommand', { name: 'm', transport: 'memory', command: ['x'] }, false],
  ])('%s vs %j: %s', (kind, server, matches) => {
    const entry = kind === 'serverName' ? { serverName: 'x' } : kind === 'serverUrl' ? { serverUrl: 'https://x.example' } : { serverCommand: ['x'] };
    expect(decide([{ allowedMcpServers: [entry] }], server).decision).toBe(matches ? 'allow' : 'deny');
    expect(decide([{ deniedMcpServers: [entry] }], server).decision).toBe(matches ? 'deny' : 'allow');
  });
});

describe('serverCommand', () => {
  it('allow entries compare the exact argv, element by element, no wildcards or expansion', () => {
    const policy = [{ allowedMcpServers: [{ serverCommand: ['node', 'server.js', '--port', '3000'] }, { serverCommand: ['run', '*'] }, { serverCommand: ['a\u0000b'] }] }];
    expect(decide(policy, stdio(['node', 'server.js', '--port', '3000'])).decision).toBe('allow');
    for (const argv of [['node', 'server.js', '--port'], ['node', 'server.js', '--port', '3000', 'x'], ['node', 'server.js', '--port', '3001'],
      ['/usr/bin/node', 'server.js', '--port', '3000'], ['Node', 'server.js', '--port', '3000'], ['node server.js --port 3000'],
      ['run', 'anything'], ['a', 'b'], ['$HOME/node']]) {
      expect({ argv, d: decide(policy, stdio(argv)).decision }).toEqual({ argv, d: 'deny' });
    }
    expect(decide(policy, stdio(['run', '*'])).decision).toBe('allow');
    expect(decide(policy, stdio(['a\u0000b'])).decision).toBe('allow');
  });

  it('deny entries also match the program by base name, any case, without .exe/.cmd (the same program)', () => {
    const policy = [{ deniedMcpServers: [{ serverCommand: ['npx', '-y', 'evil-mcp'] }] }];
    for (const program of ['npx', '/usr/local/bin/npx', 'C:\\Program Files\\nodejs\\npx.cmd', 'NPX', 'npx.exe']) {
      expect({ program, d: decide(policy, stdio([program, '-y', 'evil-mcp'])).decision }).toEqual({ program, d: 'deny' });
    }
    for (const argv of [['npx', 'evil-mcp'], ['npx', '-y', 'EVIL-mcp'], ['npx', '-y', 'evil-mcp', 'x'], ['npm', '-y', 'evil-mcp']]) {
      expect({ argv, d: decide(policy, stdio(argv)).decision }).toEqual({ argv, d: 'allow' });
    }
  });
});

describe('serverCommand: Windows launch extensions (security review)', () => {
  it('deny entries read npx.ps1, npx.bat and npx.com as npx; other extensions stay distinct', () => {
    const policy = [{ deniedMcpServers: [{ serverCommand: ['npx', '-y', 'pkg'] }] }];
    for (const program of ['npx.ps1', 'NPX.PS1', 'C:\\Users\\me\\AppData\\Roaming\\npm\\npx.ps1', 'npx.bat', 'npx.com']) {
      expect({ program, d: decide(policy, stdio([program, '-y', 'pkg'])).decision }).toEqual({ program, d: 'deny' });
    }
    for (const program of ['npx.sh', 'npx.ps2', 'npx.ps1x', '.ps1', 'npxps1']) {
      expect({ program, d: decide(policy, stdio([program, '-y', 'pkg'])).decision }).toEqual({ program, d: 'allow' });
    }
  });

  it('a deny entry written with .ps1 blocks the bare program too; allow entries stay exact', () => {
    expect(decide([{ deniedMcpServers: [{ serverCommand: ['npx.ps1', '-y', 'pkg'] }] }], stdio(['npx', '-y', 'pkg'])).decision).toBe('deny');
    const allowPolicy = [{ allowedMcpServers: [{ serverCommand: ['npx', '-y', 'pkg'] }] }];
    expect(decide(allowPolicy, stdio(['npx.ps1', '-y', 'pkg'])).decision).toBe('deny');
  });
});

describe('serverName', () => {
  it('is exact: any characters (plugin:p:s), no wildcards', () => {
    const policy = [{ allowedMcpServers: [{ serverName: 'plugin:tools:search' }, { serverName: 'team-*' }] }];
    expect(decide(policy, memory('plugin:tools:search')).decision).toBe('allow');
    expect(decide(policy, memory('team-a')).decision).toBe('deny');
    expect(decide(policy, memory('team-*')).decision).toBe('allow');
    expect(decide(policy, memory('plugin:tools:search ')).decision).toBe('deny');
  });
});

describe('composition across sources (semantics 2)', () => {
  const a = { allowedMcpServers: [{ serverName: 'a' }, { serverName: 'both' }] };
  const b = { allowedMcpServers: [{ serverName: 'b' }, { serverName: 'both' }] };

  it('allowedMcpServers is a conjunction over the sources that declare it', () => {
    expect(decide([a, b], memory('both'))).toMatchObject({ decision: 'allow', reasons: [{ code: 'allow-entry', source: 's0.json' }, { code: 'allow-entry', source: 's1.json' }] });
    const d = decide([a, b], memory('a'));
    expect(d.decision).toBe('deny');
    expect(d.reasons).toMatchObject([{ code: 'no-allow-entry', source: 's1.json', channel: 'server' }]);
    expect(d.reasons[0]!.message).toContain('s1.json (server) declares allowedMcpServers and none of its entries matches the memory server "a"');
  });

  it('a source that declares [] blocks everything that is not built in; a source without the key does not take part', () => {
    expect(decide([a, { allowedMcpServers: [] }], memory('a')).decision).toBe('deny');
    expect(decide([a, { deniedMcpServers: [] }], memory('a')).decision).toBe('allow');
    expect(decide([a, { model: 'x' }], memory('a')).decision).toBe('allow');
  });

  it('deniedMcpServers is a union: any source\'s entry blocks', () => {
    const d = decide([{ deniedMcpServers: [{ serverName: 'x' }] }, { deniedMcpServers: [{ serverName: 'y' }] }, { allowedMcpServers: [{ serverName: 'x' }, { serverName: 'y' }] }], memory('y'));
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'deny-entry', entry: { serverName: 'y' }, list: 'deniedMcpServers', source: 's1.json', channel: 'server' }] });
    expect(d.reasons[0]!.message).toBe('deniedMcpServers entry {"serverName":"y"} of s1.json (server) matches the memory server "y"');
  });

  it('every matching deny entry is reported, from every source', () => {
    const d = decide([{ deniedMcpServers: [{ serverName: 'x' }, { serverUrl: 'https://x.example/*' }] }, { deniedMcpServers: [{ serverUrl: 'https://*.example/*' }] }], http('https://x.example/mcp', 'x'));
    expect(d.reasons.map((r) => `${r.code} ${JSON.stringify(r.entry)} ${r.source}`).sort()).toEqual([
      'deny-entry {"serverName":"x"} s0.json', 'deny-entry {"serverUrl":"https://*.example/*"} s1.json', 'deny-entry {"serverUrl":"https://x.example/*"} s0.json',
    ]);
  });

  it('with no allowlist anywhere, a server no deny entry matches is allowed (no-allowlist)', () => {
    expect(codes(decide([{ deniedMcpServers: [{ serverName: 'x' }] }], memory('y')))).toEqual(['no-allowlist']);
  });

  it('no source declares either list: every server is allowed (no-mcp-policy), never an interim fail-closed (copilot-cli#4419)', () => {
    for (const docs of [[], [{}], [{ model: 'x' }, { permissions: { deny: ['Shell(rm *)'] } }]]) {
      const d = decide(docs, stdio(['my-server']));
      expect(d).toMatchObject({ decision: 'allow', reasons: [{ code: 'no-mcp-policy' }] });
    }
  });
});

describe('unreadable input fails closed', () => {
  it('a source whose deniedMcpServers could not be read blocks every server that is not built in', () => {
    const loaded = source({ deniedMcpServers: [{ serverName: 'x' }, { serverUrl: 42 }] });
    expect(loaded.denyAllMcpServers).toBe(true);
    const policy = compileMcpPolicy([loaded, source({ allowedMcpServers: [{ serverName: 'ok' }] }, 'b.json')]);
    const d = decideMcp(policy, memory('ok'));
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'deny-all-unreadable', source: 'managed.json', channel: 'file' }] });
    expect(decideMcp(policy, { name: 'ok', transport: 'memory', builtIn: true }).decision).toBe('allow');
  });

  it('a restricted-mode source (unreadable document) lets only built-in servers run', () => {
    const restricted = resolveSource(loadSettingsText('{ not json', { file: 'broken.json', channel: 'file' }));
    const policy = compileMcpPolicy([restricted]);
    expect(decideMcp(policy, memory('x'))).toMatchObject({ decision: 'deny', reasons: [{ code: 'restricted-mode', source: 'broken.json' }] });
    expect(decideMcp(policy, { name: 'x', transport: 'memory', builtIn: true }).decision).toBe('allow');
  });

  it('an unreadable allowedMcpServers entry is dropped (the list stays declared); a whole unreadable value is []', () => {
    expect(decide([{ allowedMcpServers: [{ serverName: 'x' }, { serverName: 7 }] }], memory('x')).decision).toBe('allow');
    expect(decide([{ allowedMcpServers: [{ serverName: 7 }] }], memory('x')).decision).toBe('deny');
    expect(decide([{ allowedMcpServers: 'everything' }], memory('x')).decision).toBe('deny');
  });

  it('an allow serverUrl pattern that cannot be read matches nothing, and is listed as a problem', () => {
    const policy = compileMcpPolicy([source({ allowedMcpServers: [{ serverUrl: 'https://ex*.com/*' }] })]);
    expect(decideMcp(policy, http('https://example.com/')).decision).toBe('deny');
    expect(policy.problems).toMatchObject([{ list: 'allowedMcpServers', entry: { serverUrl: 'https://ex*.com/*' }, source: 'managed.json' }]);
    expect(policy.problems[0]!.message).toContain('matches no server');
  });

  it('a deny serverUrl pattern whose host cannot be read blocks every remote server (not stdio or memory ones)', () => {
    const policy = compileMcpPolicy([source({ deniedMcpServers: [{ serverUrl: 'https://ev*l.com/*' }] })]);
    const d = decideMcp(policy, http('https://fine.example/'));
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'deny-entry-unreadable', entry: { serverUrl: 'https://ev*l.com/*' } }] });
    expect(d.reasons[0]!.message).toContain('blocks every remote server');
    expect(decideMcp(policy, stdio(['x'])).decision).toBe('allow');
    expect(decideMcp(policy, memory('x')).decision).toBe('allow');
    expect(policy.problems).toHaveLength(1);
  });

  it('a remote server whose URL cannot be read is blocked when serverUrl deny entries exist, and can only be allowed by name', () => {
    const bad = http('https://exa mple.com/');
    const d = decide([{ deniedMcpServers: [{ serverUrl: 'https://evil.example/*' }] }], bad);
    expect(codes(d)).toEqual(['unreadable-url']);
    expect(decide([{ deniedMcpServers: [{ serverName: 'other' }] }], bad).decision).toBe('allow');
    expect(decide([{ allowedMcpServers: [{ serverName: 'remote' }] }], bad).decision).toBe('allow');
    expect(codes(decide([{ allowedMcpServers: [{ serverUrl: 'https://*/*' }] }], bad))).toEqual(['no-allow-entry', 'url-not-allowable']);
  });

  it('a URL with userinfo never matches an allow entry, and says why', () => {
    const d = decide([{ allowedMcpServers: [{ serverUrl: 'https://*/*' }] }], http('https://token@mcp.example/'));
    expect(codes(d)).toEqual(['no-allow-entry', 'userinfo']);
  });
});

describe('built-in servers', () => {
  it('are allowed whatever the policy, including deny-all and restricted mode', () => {
    const restricted = resolveSource(loadSettingsText('', { file: 'empty.json' }));
    const denyAll = source({ deniedMcpServers: 'unreadable' });
    expect(denyAll.denyAllMcpServers).toBe(true);
    const policy = compileMcpPolicy([restricted, denyAll, source({ allowedMcpServers: [], deniedMcpServers: [{ serverName: 'github' }] })]);
    for (const s of [{ name: 'github', transport: 'memory', builtIn: true }, { name: 'github', transport: 'http', url: 'not a url', builtIn: true }] as McpServer[]) {
      expect(decideMcp(policy, s)).toMatchObject({ decision: 'allow', reasons: [{ code: 'built-in' }] });
    }
    expect(decideMcp(policy, { name: 'github', transport: 'memory', builtIn: false }).decision).toBe('deny');
  });
});

describe('local URLs (copilot-cli#2814) are servers like any other', () => {
  it('an entry for the address allows it; a name (localhost) does not stand for an address', () => {
    const s = http('http://127.0.0.1:54000/mcp');
    expect(decide([{ allowedMcpServers: [{ serverUrl: 'http://127.0.0.1:54000/*' }] }], s).decision).toBe('allow');
    expect(decide([{ allowedMcpServers: [{ serverUrl: 'http://localhost:54000/*' }] }], s).decision).toBe('deny');
    expect(decide([{ allowedMcpServers: [{ serverUrl: 'http://127.0.0.1/*' }] }], s).decision).toBe('deny');
  });
});

describe('servers given as JSON (parseMcpServer)', () => {
  it.each<[unknown, string]>([
    [null, 'must be a JSON object'],
    [[], 'must be a JSON object, found an array'],
    ['github', 'must be a JSON object, found the string'],
    [{ transport: 'memory' }, '"name" must be a string, found nothing'],
    [{ name: '', transport: 'memory' }, '"name" must not be empty'],
    [{ name: 'x' }, '"transport" must be one of "stdio", "http", "sse", "memory", found nothing'],
    [{ name: 'x', transport: 'HTTP', url: 'https://x/' }, 'found the string "HTTP"'],
    [{ name: 'x', transport: 'http' }, 'a remote (http) server needs its "url"'],
    [{ name: 'x', transport: 'sse', url: 5 }, '"url" must be a string, found number 5'],
    [{ name: 'x', transport: 'stdio' }, 'a stdio server needs its "command"'],
    [{ name: 'x', transport: 'stdio', command: 'npx server' }, '"command" must be an array of strings, found the string'],
    [{ name: 'x', transport: 'stdio', command: [] }, '"command" must not be empty'],
    [{ name: 'x', transport: 'stdio', command: ['npx', 1] }, '"command"[1] must be a string, found number 1'],
    [{ name: 'x', transport: 'memory', builtIn: 'true' }, '"builtIn" must be true or false, found the string "true"'],
    [{ name: 'x', transport: 'memory', builtin: true }, 'unknown server field "builtin" (did you mean "builtIn"?)'],
    [{ name: 'x', transport: 'memory', env: {} }, 'unknown server field "env"; the fields are name, transport, url, command, builtIn'],
  ])('%j: %s', (value, message) => {
    const r = parseMcpServer(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it('accepts the request form and freezes what it returns', () => {
    const r = parseMcpServer(JSON.parse('{"name":"fs","transport":"stdio","command":["npx","-y","fs"],"builtIn":false}'));
    expect(r).toEqual({ ok: true, server: { name: 'fs', transport: 'stdio', command: ['npx', '-y', 'fs'], builtIn: false } });
    if (r.ok) {
      expect(Object.isFrozen(r.server)).toBe(true);
      expect(Object.isFrozen(r.server.command)).toBe(true);
    }
    expect(parseMcpServer({ name: 'm', transport: 'memory' })).toEqual({ ok: true, server: { name: 'm', transport: 'memory' } });
  });
});

describe('decideMcp never throws', () => {
  const policy = compileMcpPolicy([source({ allowedMcpServers: [{ serverName: 'x' }], deniedMcpServers: [{ serverUrl: 'https://evil.example/*' }] })]);

  it.each<[string, unknown]>([
    ['undefined', undefined], ['null', null], ['a string', 'x'], ['a number', 1], ['an empty object', {}],
    ['a stdio server without command', { name: 'x', transport: 'stdio' }],
    ['a command with a non-string', { name: 'x', transport: 'stdio', command: ['a', null] }],
    ['a remote server without url', { name: 'x', transport: 'http' }],
    ['an unknown transport', { name: 'x', transport: 'carrier-pigeon' }],
    ['builtIn as a string', { name: 'x', transport: 'memory', builtIn: 'yes' }],
  ])('a malformed server (%s) is denied with invalid-server', (_, value) => {
    const d = decideMcp(policy, value as McpServer);
    expect(d).toMatchObject({ decision: 'deny', reasons: [{ code: 'invalid-server' }] });
  });

  it('a throwing getter or Proxy is a deny, read once', () => {
    const throwing = Object.defineProperty({ transport: 'memory' }, 'name', { get() { throw new Error('boom'); } });
    expect(decideMcp(policy, throwing as McpServer)).toMatchObject({ decision: 'deny', reasons: [{ code: 'internal-error' }] });
    let reads = 0;
    // A name that changes between reads must not pass the check as one value and match as another.
    const shifty = Object.defineProperty({ transport: 'memory' }, 'name', { get: () => (reads++ === 0 ? 'x' : 'y'), enumerable: true });
    expect(decideMcp(policy, shifty as McpServer).decision).toBe('allow');
    expect(reads).toBe(1);
  });

  it('extra fields on a server from JavaScript are ignored', () => {
    expect(decideMcp(policy, { name: 'x', transport: 'memory', env: { A: '1' } } as McpServer).decision).toBe('allow');
  });

  it('every reason code is one of MCP_REASON_CODES', () => {
    const d = decideMcp(policy, http('https://evil.example/x', 'x'));
    for (const r of d.reasons) expect(MCP_REASON_CODES).toContain(r.code);
  });
});

describe('the compiled policy', () => {
  it('is frozen, keeps duplicates once, and records each source', () => {
    const policy = compileMcpPolicy([source({ allowedMcpServers: [{ serverName: 'x' }, { serverName: 'x' }], deniedMcpServers: [] }, 'a.json', 'mdm')]);
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(policy.entries)).toBe(true);
    expect(policy.entries).toHaveLength(1);
    expect(policy.sources).toEqual([{ name: 'a.json', channel: 'mdm', restricted: false, declaresAllow: true, declaresDeny: true, denyAll: false }]);
    expect(decideMcp(policy, memory('x')).reasons).toHaveLength(1);
  });

  it('a list that came from a team file says so in the reasons', () => {
    const team: ResolvedSource = {
      name: 'server.json', channel: 'server', settings: { allowedMcpServers: [{ serverName: 'x' }] }, restricted: false, denyAllMcpServers: false,
      decidedBy: { '/allowedMcpServers': 'teams/devs.json' },
    };
    const policy = compileMcpPolicy([team]);
    expect(decideMcp(policy, memory('x')).reasons[0]!.message).toBe('allowedMcpServers entry {"serverName":"x"} of server.json (server; allowedMcpServers from teams/devs.json) matches the memory server "x"');
    expect(decideMcp(policy, memory('y')).reasons[0]!.message).toContain('server.json (server; allowedMcpServers from teams/devs.json) declares allowedMcpServers');
  });

  it('a deny entry read wider than written is listed as a problem with what it blocks', () => {
    const policy = compileMcpPolicy([source({ deniedMcpServers: [{ serverUrl: 'https://evil.example:*/x' }] })]);
    expect(policy.problems[0]!.message).toContain('wildcard ports are not supported: every port is blocked');
    const d = decideMcp(policy, http('https://evil.example:8443/x'));
    expect(d.decision).toBe('deny');
    expect(d.reasons[0]!.message).toContain('read wider than written');
  });
});
