import type { AllowUrlPattern, DenyUrlPattern } from './mcp-url-pattern.js';
import { type ExactUrl, type ServerUrl } from './mcp-url.js';
export interface IndexedAllowUrl {
    readonly id: number;
    readonly pattern: AllowUrlPattern;
}
export interface IndexedDenyUrl {
    readonly id: number;
    readonly pattern: DenyUrlPattern;
}
/**
 * The program as a deny entry compares it: its base name (after the last "/" or "\"), lower case,
 * without a Windows launch extension (.exe .cmd .bat .com .ps1: npm installs `npx.ps1` beside
 * `npx.cmd`). `/usr/local/bin/npx`, `NPX`, `npx.cmd` and `npx.ps1` all read as `npx`: plausibly
 * the same program (semantics principle 2).
 */
export declare function commandName(program: string): string;
/**
 * A server's argv, hashed once per decision for every command index: FNV-1a over the words from
 * the last to the first, so the arguments' hash is shared by the exact program (allow) and its
 * base name (deny). A number key spares the Map from hashing a long, freshly joined string.
 */
export interface CommandKey {
    readonly argv: readonly string[];
    /** commandName(argv[0]). */
    readonly program: string;
    readonly allow: number;
    readonly deny: number;
}
export declare function commandKey(argv: readonly string[]): CommandKey;
export interface IndexInput {
    readonly names: readonly {
        readonly id: number;
        readonly name: string;
    }[];
    readonly commands: readonly {
        readonly id: number;
        readonly argv: readonly string[];
    }[];
}
export declare class McpIndex {
    #private;
    constructor(input: IndexInput, deny: boolean);
    get size(): number;
    /** Ids of the serverName entries equal to `name`. */
    names(name: string): readonly number[] | undefined;
    /** Ids of the serverCommand entries that match the argv. */
    commands(key: CommandKey): readonly number[];
}
/** serverUrl allow entries (one source): the first that matches the exact reading. */
export declare class AllowUrlIndex {
    #private;
    constructor(entries: readonly IndexedAllowUrl[]);
    first(url: ExactUrl): number | undefined;
}
export declare function allowMatches(p: AllowUrlPattern, url: ExactUrl): boolean;
/** serverUrl deny entries (every source): all that match any reading. */
export declare class DenyUrlIndex {
    #private;
    /** Entries whose host could not be read: they block every remote server. */
    readonly unreadable: readonly number[];
    readonly size: number;
    constructor(entries: readonly IndexedDenyUrl[]);
    /** Ids of the readable entries that match the URL (no duplicates). */
    all(url: ServerUrl): number[];
}
/** `port` or `path` undefined: the server's is unknown, so every deny port or path matches. */
export declare function denyMatches(p: DenyUrlPattern, port: number | undefined, path: string | undefined): boolean;
