export type RuleKind = 'shell' | 'read' | 'edit' | 'domain';
export type Selector = 'Shell' | 'Bash' | 'PowerShell' | 'Read' | 'Edit' | 'Write' | 'Domain';
/** One piece of a shell word: literal text (already unquoted) or `any` (an unquoted `*`). */
export type ShellWordPart = {
    readonly type: 'literal';
    readonly text: string;
}
/** Any run of characters, INCLUDING blanks: it may span several words of the command. */
 | {
    readonly type: 'any';
};
/**
 * A word of the rule after shell unquoting. Adjacent literals are merged, no literal is empty,
 * two `any` are never adjacent. An empty array is the empty argument (`''`).
 */
export type ShellWord = readonly ShellWordPart[];
export interface ShellPattern {
    readonly type: 'shell';
    /** The words, in order; runs of blanks between them are collapsed to one separator. */
    readonly words: readonly ShellWord[];
    /**
     * True for a trailing ` *` or `:*`: the words are a prefix with a word boundary (they match
     * the words alone, or followed by a blank and anything). `Shell(*)` is
     * `{ words: [], prefix: true }`: every command, the same as the bare selector.
     */
    readonly prefix: boolean;
}
/** `fs` = `//x`, `workspace` = `/x` (each workspace root), `home` = `~/x`, `cwd` = `./x`. */
export type PathRoot = 'fs' | 'workspace' | 'home' | 'cwd' | 'unrooted';
/** An inclusive range of ASCII characters; a single character has `from === to`. */
export interface CharRange {
    readonly from: string;
    readonly to: string;
}
export type PathPart = 
/** Literal text, NFC-normalized; never empty, never contains `/`. */
{
    readonly type: 'literal';
    readonly text: string;
}
/** Any run of characters (possibly empty) within one segment, dot files included. */
 | {
    readonly type: 'star';
}
/** Exactly one character (one code point), never `/`. */
 | {
    readonly type: 'question';
}
/** One character in (or, negated, not in) the ranges; never `/`. Ranges are ASCII. */
 | {
    readonly type: 'class';
    readonly negated: boolean;
    readonly ranges: readonly CharRange[];
}
/** One of two to 32 alternatives, each a sequence of parts within the same segment. */
 | {
    readonly type: 'braces';
    readonly alternatives: readonly (readonly PathPart[])[];
};
export type PathSegment = 
/** `**`: zero or more whole segments. */
{
    readonly type: 'globstar';
}
/** One path segment; `parts` is never empty, and never expands to `.`, `..` or ``. */
 | {
    readonly type: 'segment';
    readonly parts: readonly PathPart[];
};
export interface PathPattern {
    readonly type: 'path';
    readonly root: PathRoot;
    /** Segments after the root. Empty only for a root on its own (`//`, `/`, `~/`, `./`). */
    readonly segments: readonly PathSegment[];
    /** The pattern ended in `/`: the directory and everything below it. */
    readonly dirOnly: boolean;
}
export type DomainScheme = 'http' | 'https' | 'ws' | 'wss';
export interface DomainPattern {
    readonly type: 'domain';
    /**
     * Canonical host: ASCII lower case, no trailing dot, IDN labels in Punycode, IPv4 in dotted
     * decimal, IPv6 in brackets in the WHATWG canonical form (`[::1]`): the same string Node's
     * `new URL(...).hostname` gives (without its trailing dot). `''` when `any`.
     */
    readonly host: string;
    readonly hostType: 'name' | 'ipv4' | 'ipv6' | 'any';
    /** `*.host`: the host itself and every name below it. Never true for an IP address. */
    readonly subdomains: boolean;
    /** `*`: every host. */
    readonly any: boolean;
    /** Lower case. Absent: the rule did not name a scheme. */
    readonly scheme?: DomainScheme;
    /** Absent: no port written, or the scheme's default port (which is removed). */
    readonly port?: number;
}
export interface ParsedRule {
    readonly text: string;
    readonly selector: Selector;
    readonly kind: RuleKind;
    /** PowerShell(...) rules compare case-insensitively. */
    readonly caseInsensitive: boolean;
    /** `undefined` for a bare selector, which matches every operation of its kind. */
    readonly pattern: ShellPattern | PathPattern | DomainPattern | undefined;
}
export interface RuleError {
    code: 'invalid-rule';
    /** What is wrong and where. */
    message: string;
    /** What to write instead. */
    hint?: string;
    /** Index (UTF-16 code units) into the rule text of the offending character. */
    offset: number;
    /** Number of code units it spans; 0 for something missing at `offset`. */
    length: number;
    /** The kind, when the selector could be told, so that the loader fails closed on it. */
    kind?: RuleKind;
}
export type RuleParse = {
    ok: true;
    rule: ParsedRule;
    warnings: RuleError[];
} | {
    ok: false;
    error: RuleError;
};
/** What a specifier parser reports; `parseRule` adds `code` and `kind`. */
export interface SpecIssue {
    message: string;
    hint?: string;
    offset: number;
    length: number;
}
export type SpecResult<T> = {
    ok: true;
    pattern: T;
    warnings: SpecIssue[];
} | {
    ok: false;
    error: SpecIssue;
};
export declare function issue(message: string, offset: number, length: number, hint?: string): SpecIssue;
/** Freezes a tree of plain objects and arrays in place and returns it. */
export declare function deepFreeze<T>(value: T): T;
/** `U+00A0` style name of the code point at `i`. */
export declare function codePointName(s: string, i: number): string;
/** JSON-style quoting for messages, so that odd characters stay visible; long text is cut. */
export declare function q(s: string): string;
