// MCP server policy (semantics section 5, composition in section 2): compile the managed
// sources' allowedMcpServers / deniedMcpServers once, then decide servers.
//
//   built in (builtIn: true)                               -> allow   (first-party: exempt)
//   no source declares either list or blocks all servers    -> allow   (no-mcp-policy)
//   a source's deniedMcpServers could not be read           -> deny    (deny-all-unreadable)
//   any deny entry of any source matches (union)            -> deny    (deny-entry, deny-entry-unreadable, unreadable-url)
//   no source declares allowedMcpServers                    -> allow   (no-allowlist)
//   every declaring source (even []) has a matching entry   -> allow   (allow-entry, one per source)
//   otherwise                                               -> deny    (no-allow-entry / restricted-mode per source)
//
// Matchers: serverName exact, any transport (the only one for memory servers); serverUrl remote
// (http, sse) servers only; serverCommand stdio servers only, the exact argv. Deny entries read
// wider than allow entries (mcp-url-pattern.ts, mcp-index.ts). `decideMcp` never throws: a
// malformed server is denied with a reason.

import type { ResolvedSource } from '../compose/resolved.js';
import type { McpMatcher } from '../generated/types.js';
import type { Channel } from '../load/load.js';
import { AllowUrlIndex, commandKey, DenyUrlIndex, McpIndex, type CommandKey, type IndexedAllowUrl, type IndexedDenyUrl } from './mcp-index.js';
import { parseAllowUrlPattern, parseDenyUrlPattern } from './mcp-url-pattern.js';
import { readServerUrl, type ServerUrl } from './mcp-url.js';
import { readServer, type McpServer } from './server.js';
import { reasonFor, type McpReason } from './mcp-reasons.js';

export { MCP_REASON_CODES, type McpReason, type McpReasonCode } from './mcp-reasons.js';

export type McpList = 'allowedMcpServers' | 'deniedMcpServers';

export interface McpEntry {
  readonly id: number;
  readonly list: McpList;
  /** The matcher as written (a frozen copy). */
  readonly matcher: McpMatcher;
  /** The matcher as JSON, for messages. */
  readonly text: string;
  /** Index into McpPolicy.sources. */
  readonly source: number;
  /** Why a deny entry is read wider than written, or why an allow entry matches nothing. */
  readonly note?: string;
}

export interface McpSourceInfo {
  readonly name: string;
  readonly channel: Channel;
  readonly restricted: boolean;
  /** The source declares allowedMcpServers (even `[]`): it takes part in the conjunction. */
  readonly declaresAllow: boolean;
  /** The source declares deniedMcpServers (even `[]`). */
  readonly declaresDeny: boolean;
  /** Its deniedMcpServers (or an entry of it) could not be read: every non-built-in server is blocked. */
  readonly denyAll: boolean;
  /** Where the list's value came from when not this source's own document (a team file). */
  readonly allowFrom?: string;
  readonly denyFrom?: string;
}

/** Something in a source that the policy reads other than as written (always the safe way). */
export interface McpPolicyProblem {
  readonly source: string;
  readonly channel: Channel;
  readonly list: McpList;
  /** The entry (as given), or undefined when the whole list is the problem. */
  readonly entry?: unknown;
  readonly message: string;
}

export interface McpPolicy {
  readonly sources: readonly McpSourceInfo[];
  readonly entries: readonly McpEntry[];
  readonly problems: readonly McpPolicyProblem[];
  /** Some source declares a list or blocks every server. */
  readonly managed: boolean;
  readonly deny: McpIndex;
  readonly denyUrls: DenyUrlIndex;
  /** One per source that declares allowedMcpServers, in source order. */
  readonly allow: readonly { readonly source: number; readonly index: McpIndex; readonly urls: AllowUrlIndex }[];
}

export interface McpDecision {
  readonly decision: 'allow' | 'deny';
  readonly reasons: readonly McpReason[];
}

type Matcher = { kind: 'name'; name: string } | { kind: 'url'; url: string } | { kind: 'command'; argv: readonly string[] };

/** One matcher property with a valid value, nothing else; undefined otherwise. */
function readMatcher(entry: unknown): Matcher | undefined {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const keys = Object.keys(entry);
  if (keys.length !== 1) return undefined;
  const value = (entry as Record<string, unknown>)[keys[0]!];
  switch (keys[0]) {
    case 'serverName': return typeof value === 'string' && value !== '' ? { kind: 'name', name: value } : undefined;
    case 'serverUrl': return typeof value === 'string' && value !== '' ? { kind: 'url', url: value } : undefined;
    case 'serverCommand':
      return Array.isArray(value) && value.length > 0 && value.every((w) => typeof w === 'string')
        ? { kind: 'command', argv: Object.freeze([...value as string[]]) } : undefined;
    default: return undefined;
  }
}

function copyMatcher(m: Matcher): McpMatcher {
  if (m.kind === 'name') return Object.freeze({ serverName: m.name });
  if (m.kind === 'url') return Object.freeze({ serverUrl: m.url });
  return Object.freeze({ serverCommand: m.argv as [string, ...string[]] });
}

export function compileMcpPolicy(sources: readonly ResolvedSource[]): McpPolicy {
  const infos: McpSourceInfo[] = [];
  const entries: McpEntry[] = [];
  const problems: McpPolicyProblem[] = [];
  const denyNames: { id: number; name: string }[] = [];
  const denyCommands: { id: number; argv: readonly string[] }[] = [];
  const denyUrls: IndexedDenyUrl[] = [];
  const allow: McpPolicy['allow'][number][] = [];

  sources.forEach((src, s) => {
    const settings = (src.settings ?? {}) as Record<string, unknown>;
    const problem = (list: McpList, message: string, entry?: unknown) =>
      problems.push(Object.freeze(entry === undefined ? { source: src.name, channel: src.channel, list, message } : { source: src.name, channel: src.channel, list, entry, message }));
    let denyAll = src.denyAllMcpServers === true;
    const declaresAllow = Object.prototype.hasOwnProperty.call(settings, 'allowedMcpServers') && settings.allowedMcpServers !== undefined;
    const seen = new Set<string>();
    const entryOf = (list: McpList, m: Matcher, note?: string): McpEntry => {
      const matcher = copyMatcher(m);
      const e: McpEntry = Object.freeze({ id: entries.length, list, matcher, text: JSON.stringify(matcher), source: s, ...(note ? { note } : {}) });
      entries.push(e);
      return e;
    };

    const denied = settings.deniedMcpServers;
    if (denied !== undefined && !Array.isArray(denied)) {
      denyAll = true;
      problem('deniedMcpServers', 'deniedMcpServers is not a list, so every server that is not built in is blocked');
    }
    for (const raw of Array.isArray(denied) ? denied : []) {
      const m = readMatcher(raw);
      if (m === undefined) {
        denyAll = true;
        problem('deniedMcpServers', `the entry ${safeJson(raw)} is not a matcher with exactly one of serverName, serverUrl, serverCommand, so every server that is not built in is blocked`, raw);
        continue;
      }
      const key = JSON.stringify(copyMatcher(m));
      if (seen.has(`d${key}`)) continue;
      seen.add(`d${key}`);
      if (m.kind === 'name') denyNames.push({ id: entryOf('deniedMcpServers', m).id, name: m.name });
      else if (m.kind === 'command') denyCommands.push({ id: entryOf('deniedMcpServers', m).id, argv: m.argv });
      else {
        const pattern = parseDenyUrlPattern(m.url);
        const note = pattern.widened.length === 0 ? undefined
          : pattern.host === undefined ? `${pattern.unreadable}: it blocks every remote server`
            : `read wider than written: ${pattern.widened.join('; ')}`;
        const e = entryOf('deniedMcpServers', m, note);
        if (note !== undefined) problem('deniedMcpServers', `serverUrl ${JSON.stringify(m.url)}: ${note}`, raw);
        denyUrls.push({ id: e.id, pattern });
      }
    }

    if (declaresAllow) {
      const allowed = settings.allowedMcpServers;
      if (!Array.isArray(allowed)) {
        problem('allowedMcpServers', 'allowedMcpServers is not a list, so it counts as declared and empty (only built-in servers run)');
      }
      const names: { id: number; name: string }[] = [];
      const commands: { id: number; argv: readonly string[] }[] = [];
      const urls: IndexedAllowUrl[] = [];
      for (const raw of Array.isArray(allowed) ? allowed : []) {
        const m = readMatcher(raw);
        if (m === undefined) {
          problem('allowedMcpServers', `the entry ${safeJson(raw)} is not a matcher with exactly one of serverName, serverUrl, serverCommand; it is dropped`, raw);
          continue;
        }
        const key = JSON.stringify(copyMatcher(m));
        if (seen.has(`a${key}`)) continue;
        seen.add(`a${key}`);
        if (m.kind === 'name') names.push({ id: entryOf('allowedMcpServers', m).id, name: m.name });
        else if (m.kind === 'command') commands.push({ id: entryOf('allowedMcpServers', m).id, argv: m.argv });
        else {
          const r = parseAllowUrlPattern(m.url);
          if (!r.ok) {
            entryOf('allowedMcpServers', m, `${r.error}: it matches no server`);
            problem('allowedMcpServers', `serverUrl ${JSON.stringify(m.url)}: ${r.error}; the entry matches no server`, raw);
          } else urls.push({ id: entryOf('allowedMcpServers', m).id, pattern: r.pattern });
        }
      }
      allow.push(Object.freeze({ source: s, index: new McpIndex({ names, commands }, false), urls: new AllowUrlIndex(urls) }));
    }
    const allowFrom = src.decidedBy?.['/allowedMcpServers'];
    const denyFrom = src.decidedBy?.['/deniedMcpServers'];
    infos.push(Object.freeze({
      name: src.name, channel: src.channel, restricted: src.restricted === true, declaresAllow, declaresDeny: denied !== undefined, denyAll,
      ...(typeof allowFrom === 'string' ? { allowFrom } : {}), ...(typeof denyFrom === 'string' ? { denyFrom } : {}),
    }));
  });

  const managed = infos.some((i) => i.declaresAllow || i.declaresDeny || i.denyAll);
  return Object.freeze({
    sources: Object.freeze(infos),
    entries: Object.freeze(entries),
    problems: Object.freeze(problems),
    managed,
    deny: new McpIndex({ names: denyNames, commands: denyCommands }, true),
    denyUrls: new DenyUrlIndex(denyUrls),
    allow: Object.freeze(allow),
  });
}

function safeJson(v: unknown): string {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 200 ? `${s.slice(0, 200)}...` : s;
  } catch (error) {
    return `(a value that cannot be shown: ${String(error)})`;
  }
}

/** Allows or denies one server. Pure and total: never throws. */
export function decideMcp(policy: McpPolicy, server: McpServer): McpDecision {
  try {
    if (server === null || typeof server !== 'object') {
      return deny([reasonFor.invalidServer(`a server must be an object, found ${server === null ? 'null' : typeof server}`)]);
    }
    const read = readServer(server as unknown as Record<string, unknown>);
    if (!read.ok) return deny([reasonFor.invalidServer(read.error)]);
    const s = read.server;
    if (s.builtIn === true) return allow([reasonFor.builtIn(s)]);
    if (!policy.managed) return allow([reasonFor.noPolicy(s)]);
    return decideManaged(policy, s);
  } catch (error) {
    return deny([reasonFor.internalError(error)]);
  }
}

function decideManaged(policy: McpPolicy, s: McpServer): McpDecision {
  const remote = s.transport === 'http' || s.transport === 'sse';
  const stdio = s.transport === 'stdio';
  const url: ServerUrl | undefined = remote ? readServerUrl(s.url!) : undefined;
  const command: CommandKey | undefined = stdio ? commandKey(s.command!) : undefined;

  // Deny: the union of every source's entries.
  const denied: McpReason[] = [];
  for (const src of policy.sources) if (src.denyAll) denied.push(reasonFor.denyAll(src, s));
  const entries = policy.entries;
  const sources = policy.sources;
  const names = policy.deny.names(s.name);
  if (names !== undefined) for (const id of names) denied.push(reasonFor.denyEntry(entries[id]!, sources, s));
  if (command !== undefined) for (const id of policy.deny.commands(command)) denied.push(reasonFor.denyEntry(entries[id]!, sources, s));
  if (url !== undefined) {
    for (const id of policy.denyUrls.all(url)) denied.push(reasonFor.denyEntry(entries[id]!, sources, s));
    for (const id of policy.denyUrls.unreadable) denied.push(reasonFor.denyUnreadableEntry(entries[id]!, sources, s));
    if (url.readings.length === 0 && policy.denyUrls.size > 0) denied.push(reasonFor.unreadableUrl(url, s));
  }
  if (denied.length > 0) return deny(denied);

  // Allow: the conjunction over the sources that declare allowedMcpServers.
  if (policy.allow.length === 0) return allow([reasonFor.noAllowlist(s)]);
  const allowed: McpReason[] = [];
  const missing: McpReason[] = [];
  for (const a of policy.allow) {
    let id: number | undefined = a.index.names(s.name)?.[0];
    if (id === undefined && command !== undefined) id = a.index.commands(command)[0];
    if (id === undefined && url?.exact !== undefined) id = a.urls.first(url.exact);
    const src = sources[a.source]!;
    if (id !== undefined) allowed.push(reasonFor.allowEntry(entries[id]!, sources, s));
    else missing.push(src.restricted ? reasonFor.restricted(src, s) : reasonFor.noAllowEntry(src, s));
  }
  if (missing.length === 0) return allow(allowed);
  if (url !== undefined && url.exact === undefined) missing.push(reasonFor.notAllowableUrl(url, s));
  return deny(missing);
}

function allow(reasons: McpReason[]): McpDecision {
  return { decision: 'allow', reasons };
}

function deny(reasons: McpReason[]): McpDecision {
  return { decision: 'deny', reasons };
}
