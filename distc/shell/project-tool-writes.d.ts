import type { FileTouches } from './file-touches.js';
interface ToolWrites {
    /** Subcommand (or `sub verb`, or '' for a tool without one) -> what it writes; `new:` first: a new project in its operands. */
    readonly writes: Readonly<Record<string, readonly string[]>>;
    /** Options whose value is the directory the tool works in. */
    readonly directory?: readonly string[];
    /** Options whose presence means the written files go elsewhere (already read as written there) or nowhere. */
    readonly elsewhere?: readonly string[];
    /** Subcommands that write only with this option (`go test -c`). */
    readonly needs?: Readonly<Record<string, string>>;
    /** Writes only the directory an option names (`conda create -p DIR`; `-n NAME` writes conda's own envs). */
    readonly onlyWithDirectory?: true;
}
export declare const PROJECT_TOOL_WRITES: ReadonlyMap<string, ToolWrites>;
/** The names projectToolWrites reads. */
export declare const PROJECT_TOOL_NAMES: ReadonlySet<string>;
export declare function projectToolWrites(tool: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void;
/** The table's and the initializers' writes, read whole (exported for the test of mayWrite). */
export declare function tableAndCreateWrites(tool: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void;
export {};
