export type ResolvedSegments = {
    readonly segments: string[]; /** Some segment may hold a `~` (a short name is possible). */
    readonly tilde: boolean;
} | {
    readonly ambiguous: string;
};
/**
 * Resolves `rest` (split on `/`, starting at `from`) onto `base`. One scan per segment finds its
 * end and whether Windows would change it (a `:`, a trailing dot or blank): an indexOf call, a
 * cleanWindowsSegment call and an includes('~') per segment were most of the cost of a path of
 * 5,000 segments (`a\a\…`, 10,000 characters: 0.33 ms).
 */
export declare function resolveSegments(base: readonly string[], floor: number, rest: string, from: number, windows: boolean): ResolvedSegments;
/** Whether a `..` in `body` pops one of its first `floor` segments, or climbs above it. */
export declare function climbsBelow(body: string, floor: number): boolean;
