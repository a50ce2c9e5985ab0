import type { Outcome } from './outcome.js';
/**
 * With a resolver: win32's current-drive reading of `\\w\\x` (C:\\w\\x, which pathAlias reads only
 * lexically: a junction there is the resolver's to follow), and where deny or ask rules of the
 * kind exist, the path's spellings below a linked root (both readings' on win32).
 */
export declare function linkedReadings(o: Outcome, kind: 'read' | 'edit', text: string): string[];
/** Which roots deny or ask rules of a kind are rooted at. */
interface RootedRules {
    readonly kind: 'read' | 'edit';
    readonly home: boolean;
    readonly cwd: boolean;
    readonly workspace: boolean;
}
/**
 * A recursive argument's tree (tree-paths.ts) read through the linked roots deny or ask rules of
 * the kind are rooted at: `below`, the same tree spelled below a root where it lies below the
 * root's target (`grep -r x /var/home/dev` is `grep -r x ~`); `held`, each root whose target lies
 * strictly below the tree (`grep -r x /var/home` reads all of `~`).
 */
export declare function treeRootSpellings(o: Outcome, kind: 'read' | 'edit', text: string): {
    below: string[];
    held: string[];
};
/**
 * The spellings below a context root of the path `text` (as written, and where the resolver says
 * it leads) where it lies below the root's target. Empty without a resolver or a linked root.
 */
export declare function rootSpellings(o: Outcome, text: string, rooted: RootedRules): string[];
export {};
