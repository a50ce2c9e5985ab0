// Loaded sources to an immutable compiled policy: the rules of every source indexed by kind, so
// that a decision costs the same with 10 rules or 10,000. Composition follows the table in
// compose/composition.ts: deny and ask are unions (one index over every source), allow is a
// conjunction (one index per source that declares an allow list).

import { compositionOf } from '../compose/composition.js';
import type { Channel, LoadedSettings } from '../load/load.js';
import { buildDomainIndex, type DomainIndex } from '../domains/domain-index.js';
import { namedHosts, type NamedHosts } from '../domains/named-hosts.js';
import { buildPathIndex, type PathIndex } from '../paths/path-index.js';
import type { Platform } from '../paths/normalize.js';
import type { ParsedRule, RuleKind, ShellPattern, PathPattern, DomainPattern } from '../rules/types.js';
import { lookalikeVariants } from '../rules/lookalikes.js';
import { backslashSeparatorVariants, windowsSeparatorVariants } from '../rules/backslash-paths.js';
import { arrayJoinedVariants } from '../rules/powershell-array-rules.js';
import { cmdletNamedVariants } from '../rules/powershell-alias-rules.js';
import { compileCommandRule, type CompiledCommandRule } from '../shell/command-pattern.js';
import { buildCommandIndex, type CommandIndex } from '../shell/command-index.js';
import { absoluteWordRules, type AbsoluteWordRule } from '../shell/rule-directories.js';
import { pathSpelledPattern } from '../shell/path-spelling.js';
import type { RuleList, RuleRef } from '../policy/types.js';

/** Default precedence, highest first (semantics section 1). */
export const DEFAULT_PRECEDENCE: readonly Channel[] = ['mdm', 'server', 'file'];

export interface PolicySource {
  readonly loaded: LoadedSettings;
}

export interface SourceInfo {
  readonly name: string;
  readonly channel: Channel;
  readonly restricted: boolean;
  readonly askAll: readonly RuleKind[];
  readonly declaresAllow: boolean;
  readonly ruleCount: number;
}

export interface KindIndexes {
  readonly shell: CommandIndex;
  readonly shellRules: readonly CompiledCommandRule[];
  /** Restrict only: the shell rules with an absolute path word, which also read a command's relative words where it runs (rule-directories.ts). */
  readonly absoluteShell: readonly AbsoluteWordRule[];
  /** Restrict only: the shell rules with absolute path words, spelled for a case-insensitive file system (path-spelling.ts); undefined when none. */
  readonly pathShell: PathSpelledRules | undefined;
  readonly read: PathIndex;
  readonly edit: PathIndex;
  /**
   * Restrict only: read and edit again with each rule's literal backslashes also read as
   * separators (`Read(secrets\\x)` as `secrets/x`, backslash-paths.ts), for win32, where no name
   * holds one; undefined when no rule has one (restrictPathIndex picks).
   */
  readonly win32Paths: { readonly read: PathIndex; readonly edit: PathIndex } | undefined;
  readonly domain: DomainIndex;
  /** Restrict only: the hosts and addresses its Domain rules name (domains/named-hosts.ts); undefined in allow indexes. */
  readonly namedHosts: NamedHosts | undefined;
  /**
   * Rules per kind in these indexes (Edit counts the Read rules it holds). In the restrict
   * indexes, a kind every operation of which asks (askAll) counts one more: a part that only deny
   * and ask rules see skips its checks when its kind counts 0, and so would skip that ask.
   */
  readonly counts: Readonly<Record<RuleKind, number>>;
}

/** Shell rules with their absolute path words in one spelling (path-spelling.ts), by spelling. */
export interface PathSpelledRules {
  /** darwin (lower case), with the absoluteShell rules so spelled. */
  readonly fold: CommandIndex;
  readonly foldAbsolute: readonly AbsoluteWordRule[];
  /** win32 (also `/` separators, drives as `c:/`). */
  readonly windows: CommandIndex;
  /** Its rules with a drive's absolute path words (`c:/windows/*`), which read a PowerShell command's relative words where it runs. */
  readonly windowsAbsolute: readonly AbsoluteWordRule[];
}

export interface AllowIndexes extends KindIndexes {
  /** Index into CompiledPolicy.sources. */
  readonly source: number;
  /** Per kind, the start of the reason given when this source allows no such part (built once). */
  readonly noAllowMessage: Readonly<Record<RuleKind, string>>;
  /** The same followed by `path `: the message for a path is this and the path quoted. */
  readonly noAllowPath: Readonly<Record<RuleKind, string>>;
  /** noAllowPath's read and edit followed by `"`: the message for a path that quotes as itself is this, the path, `"`. */
  readonly noAllowPlainPath: Readonly<Record<'read' | 'edit', string>>;
}

export interface CompiledPolicy {
  readonly sources: readonly SourceInfo[];
  /** Every rule by id; ids are dense and start at 0. */
  readonly rules: readonly RuleRef[];
  /** Per rule id: `deny rule "..." from FILE (channel)`, for reason messages. */
  readonly labels: readonly string[];
  /**
   * Union of every source's deny AND ask rules (one walk finds both; a rule's list is in
   * `rules[id].list`). Edit also holds the Read rules: a Read deny/ask covers Edit too.
   */
  readonly restrict: KindIndexes;
  /** One per source that declares an allow list, in precedence order. */
  readonly allow: readonly AllowIndexes[];
  /** Kinds some source makes ask whatever the rules say (an unreadable deny/ask rule). */
  readonly askAll: ReadonlySet<RuleKind>;
  readonly restricted: boolean;
  /** Any source defines a permission rule or declares an allow list: the default is ask. */
  readonly managed: boolean;
  /**
   * @internal `allow`, `rules` and `labels` again, in arrays that are not frozen (and never
   * changed): V8 (Node 20) calls a generic stub for every indexed load from a frozen array
   * (about 5 ns), and every decision reads these.
   */
  readonly unfrozen: UnfrozenLists;
}

/** See CompiledPolicy.unfrozen. */
export interface UnfrozenLists {
  readonly allow: readonly AllowIndexes[];
  readonly rules: readonly RuleRef[];
  readonly labels: readonly string[];
}

export interface CompileOptions {
  /** Channels from highest to lowest precedence. */
  readonly precedence?: readonly Channel[];
}

interface Entry {
  readonly id: number;
  readonly rule: ParsedRule;
}

function permissionsOf(loaded: LoadedSettings): Record<string, unknown> | undefined {
  const p = (loaded.settings as Record<string, unknown>).permissions;
  return p !== null && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : undefined;
}

function indexes(given: readonly Entry[], mode: 'restrict' | 'allow', askAll: ReadonlySet<RuleKind> = new Set()): KindIndexes {
  // A deny/ask rule is also read without look-alike characters (fullwidth `ｒｍ` is `rm`).
  // And a Read/Edit rule with `\*` also with the backslash as a separator (backslash-paths.ts).
  // And a Shell rule with a PowerShell array (`a, b`) also with its elements joined (powershell-array-rules.ts).
  // And each of those named by a PowerShell alias also with the cmdlet's name (powershell-alias-rules.ts).
  const entries = mode === 'restrict'
    ? given.flatMap((e) => [e.rule, ...arrayJoinedVariants(e.rule)].flatMap((r) => [r, ...lookalikeVariants(r), ...backslashSeparatorVariants(r)])
      .flatMap((r) => [r, ...cmdletNamedVariants(r)])
      .map((rule) => (rule === e.rule ? e : { id: e.id, rule })))
    : given;
  const of = (kind: RuleKind) => entries.filter((e) => e.rule.kind === kind);
  const shellEntries = of('shell');
  const shellRules = shellEntries.map((e) => compileCommandRule(e.id, e.rule.pattern as ShellPattern | undefined, e.rule.caseInsensitive));
  const pathRefs = (kind: RuleKind) => of(kind).map((e) => ({ id: e.id, pattern: e.rule.pattern as PathPattern | undefined }));
  const readRefs = pathRefs('read');
  // Restrict: a Read deny/ask also covers Edit (semantics 4.2). Allow never crosses kinds.
  const editRefs = mode === 'restrict' ? [...pathRefs('edit'), ...readRefs] : pathRefs('edit');
  const windowsRefs = mode === 'restrict' ? windowsPathRefs(entries) : undefined;
  const domainRefs = of('domain').map((e) => ({ id: e.id, pattern: e.rule.pattern as DomainPattern | undefined }));
  return Object.freeze({
    shell: buildCommandIndex(shellRules),
    shellRules: Object.freeze(shellRules),
    absoluteShell: Object.freeze(mode === 'restrict' ? absoluteWordRules(shellRules, shellEntries.map((e) => e.rule.pattern as ShellPattern | undefined)) : []),
    pathShell: mode === 'restrict' ? pathSpelledRules(shellEntries) : undefined,
    read: buildPathIndex(readRefs, mode),
    edit: buildPathIndex(editRefs, mode),
    win32Paths: windowsRefs === undefined ? undefined : Object.freeze({
      read: buildPathIndex([...readRefs, ...windowsRefs.read], mode),
      edit: buildPathIndex([...editRefs, ...windowsRefs.edit, ...windowsRefs.read], mode),
    }),
    domain: buildDomainIndex(domainRefs, mode),
    namedHosts: mode === 'restrict' ? namedHosts(domainRefs.map((r) => r.pattern)) : undefined,
    counts: Object.freeze({
      shell: shellRules.length + (askAll.has('shell') ? 1 : 0),
      read: readRefs.length + (askAll.has('read') ? 1 : 0),
      edit: editRefs.length + (askAll.has('edit') ? 1 : 0),
      domain: domainRefs.length + (askAll.has('domain') ? 1 : 0),
    }),
  });
}

type PathRefs = { id: number; pattern: PathPattern | undefined }[];

/** The win32 readings of the deny/ask Read and Edit rules with a literal backslash; undefined when none has one. */
function windowsPathRefs(entries: readonly Entry[]): { read: PathRefs; edit: PathRefs } | undefined {
  const read: PathRefs = [];
  const edit: PathRefs = [];
  for (const e of entries) {
    for (const v of windowsSeparatorVariants(e.rule)) (v.kind === 'read' ? read : edit).push({ id: e.id, pattern: v.pattern as PathPattern | undefined });
  }
  return read.length + edit.length === 0 ? undefined : { read, edit };
}

/** The restrict index a Read/Edit path is met with on `platform` (KindIndexes.win32Paths). */
export function restrictPathIndex(policy: CompiledPolicy, kind: 'read' | 'edit', platform: Platform | undefined): PathIndex {
  const r = policy.restrict;
  const w = platform === 'win32' ? r.win32Paths : undefined;
  return w === undefined ? (kind === 'read' ? r.read : r.edit) : kind === 'read' ? w.read : w.edit;
}

function pathSpelledRules(shellEntries: readonly Entry[]): PathSpelledRules | undefined {
  const spelled = (spelling: 'fold' | 'msys') => {
    const entries = shellEntries.flatMap((e) => {
      const pattern = pathSpelledPattern(e.rule.pattern as ShellPattern | undefined, spelling);
      return pattern === undefined ? [] : [{ pattern, rule: compileCommandRule(e.id, pattern, e.rule.caseInsensitive) }];
    });
    return { entries, index: buildCommandIndex(entries.map((x) => x.rule)) };
  };
  const fold = spelled('fold');
  const windows = spelled('msys');
  if (fold.entries.length === 0 && windows.entries.length === 0) return undefined;
  return Object.freeze({
    fold: fold.index,
    foldAbsolute: Object.freeze(absoluteWordRules(fold.entries.map((x) => x.rule), fold.entries.map((x) => x.pattern))),
    windows: windows.index,
    windowsAbsolute: Object.freeze(absoluteWordRules(windows.entries.map((x) => x.rule), windows.entries.map((x) => x.pattern), (text) => /^(?:[a-z]|hk(?:cu|lm|cr|u|cc)):\//.test(text))),
  });
}

export function compilePolicy(sources: readonly PolicySource[], options: CompileOptions = {}): CompiledPolicy {
  const precedence = options.precedence ?? DEFAULT_PRECEDENCE;
  const rank = (c: Channel) => {
    const i = precedence.indexOf(c);
    return i < 0 ? precedence.length : i;
  };
  // Stable order: by precedence, then by name, so the result never depends on argument order.
  const ordered = [...sources].sort((a, b) => rank(a.loaded.channel) - rank(b.loaded.channel)
    || (a.loaded.file < b.loaded.file ? -1 : a.loaded.file > b.loaded.file ? 1 : 0));

  const rules: RuleRef[] = [];
  const lists: Record<RuleList, Entry[]> = { deny: [], ask: [], allow: [] };
  const perSourceAllow: Entry[][] = [];
  const infos: SourceInfo[] = [];
  const askAll = new Set<RuleKind>();
  let restricted = false;
  let managed = false;

  for (const { loaded } of ordered) {
    const declaresAllow = permissionsOf(loaded)?.allow !== undefined;
    const allowEntries: Entry[] = [];
    for (const list of ['deny', 'ask', 'allow'] as const) {
      for (const rule of loaded.rules[list]) {
        const id = rules.length;
        rules.push(Object.freeze({ text: rule.text, list, kind: rule.kind, source: loaded.file, channel: loaded.channel }));
        (list === 'allow' ? allowEntries : lists[list]).push({ id, rule });
      }
    }
    const ruleCount = loaded.rules.deny.length + loaded.rules.ask.length + loaded.rules.allow.length;
    for (const k of loaded.askAll) askAll.add(k);
    if (loaded.restricted) restricted = true;
    if (ruleCount > 0 || declaresAllow || loaded.askAll.length > 0 || loaded.restricted) managed = true;
    perSourceAllow.push(declaresAllow ? allowEntries : []);
    infos.push(Object.freeze({
      name: loaded.file, channel: loaded.channel, restricted: loaded.restricted,
      askAll: Object.freeze([...loaded.askAll]), declaresAllow, ruleCount,
    }));
  }

  // The table says how each list composes; this compiler implements exactly these operators.
  if (compositionOf('/permissions/deny') !== 'union' || compositionOf('/permissions/ask') !== 'union'
    || compositionOf('/permissions/allow') !== 'conjunction') {
    throw new Error('compilePolicy implements union deny/ask and conjunction allow only');
  }

  const allow: AllowIndexes[] = [];
  infos.forEach((info, source) => {
    if (!info.declaresAllow) return;
    const noAllow = (selector: string) => `${info.name} (${info.channel}) declares an allow list with no ${selector} rule that allows `;
    const noAllowMessage = Object.freeze({ shell: noAllow('Shell'), read: noAllow('Read'), edit: noAllow('Edit'), domain: noAllow('Domain') });
    const noAllowPath = Object.freeze({
      shell: `${noAllowMessage.shell}path `, read: `${noAllowMessage.read}path `, edit: `${noAllowMessage.edit}path `, domain: `${noAllowMessage.domain}path `,
    });
    const noAllowPlainPath = Object.freeze({ read: `${noAllowPath.read}"`, edit: `${noAllowPath.edit}"` });
    allow.push(Object.freeze({ ...indexes(perSourceAllow[source] ?? [], 'allow'), source, noAllowMessage, noAllowPath, noAllowPlainPath }));
  });

  const labels = rules.map((r) => `${r.list} rule ${JSON.stringify(r.text)} from ${r.source} (${r.channel})`);
  return Object.freeze({
    sources: Object.freeze(infos),
    rules: Object.freeze([...rules]),
    labels: Object.freeze([...labels]),
    restrict: indexes([...lists.deny, ...lists.ask], 'restrict', askAll),
    allow: Object.freeze([...allow]),
    askAll,
    restricted,
    managed,
    unfrozen: Object.freeze({ allow, rules, labels }),
  });
}
