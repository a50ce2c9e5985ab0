import { forgetLongPath } from './long-path-memo.js';
export { forgetLongPath };
export { foldCase, foldSegments } from './case-fold.js';
export { isShortName } from './clean-path.js';
export type Platform = 'linux' | 'darwin' | 'win32';
export interface PathContext {
    /** Current directory: absolute (or `~/…`); anything else is ignored (unknown). */
    cwd?: string;
    /** Home directory: absolute; anything else is ignored (unknown). */
    home?: string;
    /** Workspace roots: absolute (or `~/…`); each invalid entry is ignored, and noted. */
    workspace?: readonly string[];
    /** Default: the running platform (`process.platform`; anything but win32/darwin is linux). */
    platform?: Platform;
    /** Fold case for deny/ask matching even on linux. Cannot turn folding off on win32/darwin. */
    caseInsensitive?: boolean;
}
/** Treat as immutable (not frozen at run time: freezing costs more than the normalization). */
export interface NormalizedPath {
    /** `/a/b`; `/` for the root; `//server/share/a` for a UNC path. */
    readonly text: string;
    /** The segments after the root: never empty strings, never `.` or `..`. */
    readonly segments: readonly string[];
    /** Some segment looks like a Windows 8.3 short name (`PROGRA~1`): such a path is never allowed. */
    readonly shortName: boolean;
}
export interface ResolvedPathContext {
    readonly platform: Platform;
    /** Deny/ask matching folds case (win32, darwin, or `caseInsensitive: true`). */
    readonly foldCase: boolean;
    readonly cwd: NormalizedPath | undefined;
    readonly home: NormalizedPath | undefined;
    /** The valid workspace roots, in the order given (duplicates removed). */
    readonly workspace: readonly NormalizedPath[];
    /** False when some workspace entry was given but could not be used (fail closed on it). */
    readonly workspaceComplete: boolean;
    /** Segments of cwd / home / each workspace root, case-folded (for deny/ask matching). */
    readonly foldedCwd: readonly string[] | undefined;
    readonly foldedHome: readonly string[] | undefined;
    readonly foldedWorkspace: readonly (readonly string[])[];
    /** How far `..` may climb in cwd and home (1 for a drive, 2 for a UNC share, else 0). */
    readonly cwdFloor: number;
    readonly homeFloor: number;
    /** cwd was a Windows path: relative paths then also split on backslashes. */
    readonly cwdWindows: boolean;
    /** A cwd or home that was given but is not a usable absolute path (for the reason a path cannot be read). */
    readonly rejectedCwd?: string;
    readonly rejectedHome?: string;
    /** The roots' segments joined by `/`, as written and folded (the path index compares texts). */
    readonly bodies: RootBodies;
}
export interface RootBodies {
    /**
     * The workspace roots again (ResolvedPathContext.workspace is frozen, and V8 calls a generic
     * stub for each indexed load from a frozen array: these arrays are not frozen, though never changed).
     */
    readonly roots: readonly NormalizedPath[];
    readonly home: string;
    readonly cwd: string;
    readonly workspace: readonly string[];
    readonly foldedHome: string;
    readonly foldedCwd: string;
    readonly foldedWorkspace: readonly string[];
}
export type NormalizeResult = {
    ok: true;
    path: NormalizedPath;
} | {
    ok: false;
    reason: string;
};
/** Longest operation path accepted, in UTF-16 code units. */
export declare const MAX_OPERATION_PATH = 65536;
/** True for a UNC path (`//server/share/...`). */
export declare function isUnc(path: NormalizedPath): boolean;
/**
 * Normalizes the context paths once (the engine caches the result). Never throws: a context path
 * that is relative, invalid or not a string is ignored, i.e. that root is unknown.
 */
export declare function resolvePathContext(ctx: PathContext): ResolvedPathContext;
interface Internal {
    ok: true;
    path: NormalizedPath;
    /** How many leading segments `..` cannot remove (drive 1, UNC 2). */
    floor: number;
    windows: boolean;
}
type InternalResult = Internal | {
    ok: false;
    reason: string;
};
/** Normalizes one operation path. Never throws. */
export declare function normalizePath(input: string, ctx: ResolvedPathContext): NormalizeResult;
/** finish, each segment resolved (exported for test/paths-plain-rest.property.test.ts). */
export declare function finishInFull(base: readonly string[], floor: number, rest: string, from: number, unc: boolean, windows: boolean): InternalResult;
