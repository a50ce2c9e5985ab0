import type { Channel } from '../load/load.js';
import type { RuleKind } from '../rules/types.js';
import type { PathContext } from '../paths/normalize.js';
export type ShellDialect = 'bash' | 'powershell';
export type Operation = {
    readonly op: 'shell';
    readonly command: string;
    readonly shell?: ShellDialect;
} | {
    readonly op: 'read';
    readonly path: string;
} | {
    readonly op: 'edit';
    readonly path: string;
}
/** A URL, or a bare host (`example.com`), which means `https://example.com/`. */
 | {
    readonly op: 'fetch';
    readonly url: string;
};
export type OperationKind = Operation['op'];
/**
 * Where the operation happens. Treated as immutable: the engine normalizes a context object once
 * and remembers it by identity, so pass a new object when cwd, home or the workspace change.
 */
export interface DecisionContext extends PathContext {
    /**
     * Resolves a symbolic link: given a normalized absolute path, where the whole path leads, every
     * link in it followed (realpath(3)): the path itself when no link is on the way, `undefined`
     * when it cannot be resolved (it does not exist yet, or cannot be read). Deny and ask fire when
     * the path or its target matches; allow needs both. For a path it answers `undefined`, the
     * engine asks about its parent directories, nearest first (at most 32), and appends the rest to
     * the first one resolved: a file an Edit would create below a linked directory is checked where
     * it would be created. (A resolver that answers `undefined` for every path without a link
     * still works, at the price of those calls; an answer of the path itself ends them.) The engine
     * also asks it about the path before each `..`, since `link/..` is the parent of the link's
     * target.
     */
    readonly resolveSymlink?: (path: string) => string | undefined;
    /**
     * The top directory of the repository the working directory is in (`git rev-parse
     * --show-toplevel`). Without it, a path relative to a repository's top (`git show HEAD:.env`)
     * is checked below the working directory and every directory above it.
     */
    readonly repository?: string;
    /**
     * The shell's CDPATH (`''` when it is unset), where `cd x` may look x up. Without it, a line
     * that changes directory with a relative `cd x` is checked as if x could be any directory of
     * that name (semantics of src/shell/directory-change.ts).
     */
    readonly cdpath?: string;
    /**
     * The client runs each bash line in a fresh shell with bash's default glob options (no
     * `dotglob`, `globstar` or `GLOBIGNORE` from a startup file or a sourced shell snapshot): a glob
     * bash expands then takes no name starting with `.` by a wildcard, and `cat dist/*` is not a
     * read of `dist/.env`. Without it, globs are read at their widest, as if dotglob may be on (a
     * client that sources the user's shell setup may have it on: docs/decisions/0007).
     */
    readonly bashGlobDefaults?: boolean;
}
/** Ordered from least to most restrictive; combining parts keeps the maximum. */
export declare const DECISIONS: readonly ["unmanaged", "allow", "ask", "deny"];
export type DecisionKind = (typeof DECISIONS)[number];
export declare const REASON_CODES: readonly ["deny-rule", "ask-rule", "restricted-mode", "unreadable-rule", "incomplete-analysis", "no-allow-in-source", "not-allowable", "allow-rule", "default-ask", "no-managed-rules"];
export type ReasonCode = (typeof REASON_CODES)[number];
export type RuleList = 'deny' | 'ask' | 'allow';
export interface RuleRef {
    readonly text: string;
    readonly list: RuleList;
    readonly kind: RuleKind;
    /** The source's name (its file path, or `<mdm>`), and its channel. */
    readonly source: string;
    readonly channel: Channel;
}
export type PartType = 'command' | 'redirect' | 'path' | 'symlink-target' | 'url' | 'argument';
/** The piece of the operation a reason is about. */
export interface Part {
    readonly type: PartType;
    /** The kind of check it was (`shell` for a command, `read`/`edit` for paths, `domain` for URLs). */
    readonly kind: RuleKind;
    /** As the operation wrote it (a simple command's source text, a redirect target, a URL). */
    readonly text: string;
}
export interface Reason {
    readonly code: ReasonCode;
    readonly message: string;
    readonly rule?: RuleRef;
    readonly part?: Part;
}
export interface Decision {
    readonly decision: DecisionKind;
    /**
     * True on a managed ask (an ask rule, an unreadable rule, restricted mode): no bypass mode,
     * hook, auto-approval or saved grant may satisfy it; the user must be asked now.
     */
    readonly fresh?: true;
    readonly reasons: readonly Reason[];
}
