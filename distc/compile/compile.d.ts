import type { Channel, LoadedSettings } from '../load/load.js';
import { type DomainIndex } from '../domains/domain-index.js';
import { type NamedHosts } from '../domains/named-hosts.js';
import { type PathIndex } from '../paths/path-index.js';
import type { Platform } from '../paths/normalize.js';
import type { RuleKind } from '../rules/types.js';
import { type CompiledCommandRule } from '../shell/command-pattern.js';
import { type CommandIndex } from '../shell/command-index.js';
import { type AbsoluteWordRule } from '../shell/rule-directories.js';
import type { RuleRef } from '../policy/types.js';
/** Default precedence, highest first (semantics section 1). */
export declare const DEFAULT_PRECEDENCE: readonly Channel[];
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
    readonly win32Paths: {
        readonly read: PathIndex;
        readonly edit: PathIndex;
    } | undefined;
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
/** The restrict index a Read/Edit path is met with on `platform` (KindIndexes.win32Paths). */
export declare function restrictPathIndex(policy: CompiledPolicy, kind: 'read' | 'edit', platform: Platform | undefined): PathIndex;
export declare function compilePolicy(sources: readonly PolicySource[], options?: CompileOptions): CompiledPolicy;
