export interface Span {
    readonly start: number;
    readonly end: number;
}
/** A piece of a word. `quoted`: written inside '...', "...", $'...' or escaped by a backslash. */
export type WordPart = 
/** Text after quote removal, with escapes applied. */
{
    readonly type: 'literal';
    readonly text: string;
    readonly quoted: boolean;
}
/**
 * A value not known before run time: `$x`, `${x...}`, `$1`, `$((...))`, `~user`, a PowerShell
 * `$var`. `text` is the source text.
 */
 | {
    readonly type: 'expansion';
    readonly text: string;
    readonly quoted: boolean;
}
/** Unquoted glob characters (`*`, `?`, `[...]`) that bash would expand against the file system. */
 | {
    readonly type: 'glob';
    readonly text: string;
}
/** `$(...)` or backticks (PowerShell: `$(...)`, `@(...)`): the body runs. */
 | {
    readonly type: 'command-substitution';
    readonly body: Command;
    readonly quoted: boolean;
    readonly text: string;
}
/** `<(...)` or `>(...)`: the body runs. */
 | {
    readonly type: 'process-substitution';
    readonly direction: '<' | '>';
    readonly body: Command;
    readonly text: string;
};
export interface Word extends Span {
    readonly parts: readonly WordPart[];
    /** Source text of the whole word. */
    readonly text: string;
    /**
     * Not a word of the source: the words after the first that the word before it may split into
     * when it runs (`$F`, a glob; analyze.ts), read as one unknown word. Its parts start there.
     */
    readonly splitTail?: true;
    /**
     * PowerShell: the word follows a comma, so it is the next element of the array argument the word
     * before it is in (`Remove-Item a, b` binds both to -Path; powershell-parse.ts).
     */
    readonly afterComma?: true;
}
export interface Assignment extends Span {
    /** `FOO` in `FOO=bar` / `FOO+=bar` / `FOO[1]=x`. */
    readonly name: string;
    /** The value (may be empty); an array assignment `a=(x y)` gives its words in `array`. */
    readonly value: Word | undefined;
    readonly array?: readonly Word[];
}
export type RedirectOp = '<' | '>' | '>>' | '>|' | '<>' | '<<' | '<<-' | '<<<' | '>&' | '<&' | '&>' | '&>>';
export interface Redirect extends Span {
    readonly op: RedirectOp;
    /** Explicit file descriptor (`2>`), or `{var}>` written as -1. Absent: the default for `op`. */
    readonly fd?: number;
    /** The target word (file name, fd number for `>&`, here-doc delimiter, here-string). */
    readonly target: Word;
    /** Here-documents: the body text, and whether expansions happen in it (unquoted delimiter). */
    readonly heredoc?: {
        readonly body: string;
        readonly expands: boolean;
        readonly bodyWord?: Word;
    };
}
export interface SimpleCommand extends Span {
    readonly type: 'simple';
    readonly assignments: readonly Assignment[];
    /** Command name and arguments; may be empty (`FOO=1` or `> file` alone). */
    readonly words: readonly Word[];
    readonly redirects: readonly Redirect[];
    /**
     * PowerShell: the statement is only an expression, which runs nothing (`$x = 1`, `$env:PATH`;
     * powershell-parse.ts). The analysis gives it an inert subject: alone, Shell(*) allows it.
     */
    readonly expression?: true;
}
/** `a; b`, `a & b`, newlines. */
export interface Sequence extends Span {
    readonly type: 'sequence';
    readonly items: readonly {
        readonly command: Command;
        readonly background: boolean;
    }[];
}
/** `a && b || c`. */
export interface AndOr extends Span {
    readonly type: 'and-or';
    readonly first: Command;
    readonly rest: readonly {
        readonly op: '&&' | '||';
        readonly command: Command;
    }[];
}
/** `a | b |& c`, optionally `!` and `time`. */
export interface Pipeline extends Span {
    readonly type: 'pipeline';
    readonly negated: boolean;
    readonly timed: boolean;
    readonly commands: readonly Command[];
}
export type CompoundKind = 'subshell' | 'group' | 'if' | 'while' | 'until' | 'for' | 'select' | 'case' | 'arith' | 'cond' | 'coproc' | 'script-block';
/**
 * A compound command. `bodies` are every nested command list in source order (conditions
 * included); `words` are the words the construct itself expands (the `for` list, the `case`
 * subject and patterns, `[[ ]]` operands, the `(( ))` text), whose substitutions run.
 */
export interface Compound extends Span {
    readonly type: 'compound';
    readonly kind: CompoundKind;
    readonly bodies: readonly Command[];
    readonly words: readonly Word[];
    readonly redirects: readonly Redirect[];
}
export interface FunctionDef extends Span {
    readonly type: 'function';
    readonly name: string;
    readonly body: Command;
}
export type Command = SimpleCommand | Sequence | AndOr | Pipeline | Compound | FunctionDef;
export interface ParseProblem {
    readonly message: string;
    readonly offset: number;
}
export type ShellParse = 
/**
 * `unsupported`: constructs parsed but not understood well enough to analyze (each one makes
 * the analysis incomplete, so the command can never be allowed).
 */
{
    readonly ok: true;
    readonly script: Command;
    readonly unsupported: readonly ParseProblem[];
}
/** `partial`: the commands parsed completely before the error, so deny rules still apply to them. */
 | {
    readonly ok: false;
    readonly error: ParseProblem;
    readonly partial: Command | undefined;
};
