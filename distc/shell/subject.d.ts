import type { WorkingDirectory } from './directory-change.js';
import type { WordShape } from './word-shapes.js';
export type SubjectScope = 
/** Deny, ask AND allow rules consider it: it must be allowed for the line to be allowed. */
'all'
/**
 * Only deny and ask rules consider it: the outer form of a transparent wrapper
 * (`timeout 30 npm test` as a whole), or a file a known reader command opens.
 */
 | 'restrict';
/** See CommandSubject.mayRun. */
export interface MayRun {
    readonly from: number;
    readonly split: boolean;
}
export interface CommandSubject {
    /** Word values after quote removal; a dynamic word holds its source text. */
    readonly words: readonly string[];
    /** Per word: the value is not known before run time (expansion, substitution, glob). */
    readonly dynamic: readonly boolean[];
    /**
     * Per word, what an unknown bash word can become (word-shapes.ts); absent, or undefined for a
     * word, when it may be any words.
     */
    readonly shapes?: readonly (WordShape | undefined)[];
    /** Indexes of the words that start with a `~` bash expands to the home directory (home-tilde.ts). */
    readonly homeTildes?: readonly number[];
    /**
     * The command name was written plainly: no quoting or escaping, no expansion. An allow rule
     * needs the plain name (semantics 4.1); deny and ask look through quoting and paths.
     */
    readonly plainName: boolean;
    /** Names of the leading `VAR=value` assignments (including those given to `env`). */
    readonly assignments: readonly string[];
    readonly scope: SubjectScope;
    readonly dialect: 'bash' | 'powershell';
    /**
     * Set for commands whose effect a generic prefix cannot describe (`find ... -exec/-delete`):
     * only an allow rule without wildcards and without a trailing ` *` may allow it.
     */
    readonly exactAllowOnly: boolean;
    /**
     * A builtin that runs nothing (`cd x`, `set -e`, `true`: inert-builtins.ts). Allow rules need not
     * cover it when the line runs some other command: analyzeShell then gives it scope `restrict`.
     */
    readonly inert: boolean;
    /** Source text, for explanations. */
    readonly text: string;
    /**
     * A reading the command may have, and when (`terraform apply PLAN` may apply a destroy plan):
     * its scope is `restrict`, and a deny or ask rule that matches it asks, naming it
     * (possible-readings.ts). Absent for the command as written.
     */
    readonly possible?: string;
    /**
     * From word `from` on, the words may be a command the program runs, unseen: it is a program the
     * analysis does not know, or a script it does not read (unknown-programs.ts); with `split`, each
     * word is read by its tokens too (`'rm -rf x'` handed to a shell). A deny or ask rule naming
     * one of them asks (decide/command-parts.ts possibleRuns).
     */
    readonly mayRun?: MayRun;
    /**
     * Where the command runs, when the line moved (`cd /etc; rm x`; directory-change.ts), as
     * PathRef.cwd: absent, the context's cwd. Deny and ask rules with absolute words read its
     * relative words there (decide/command-directories.ts).
     */
    readonly cwd?: WorkingDirectory;
}
/**
 * Variables that may precede an allowed command (semantics 4.1): locale, time zone, colour, and
 * the like: switches that change no program, file of code or command a tool runs (a CI flag, a
 * build target, logging). Never PATH, loader, interpreter-startup, git, npm-config or command
 * variables (command-variables.ts).
 */
export declare const SAFE_ASSIGNMENTS: ReadonlySet<string>;
export declare function assignmentsAreSafe(names: readonly string[]): boolean;
/**
 * Index of the last path separator in a command name (`/`; PowerShell also `\\`), or -1. A
 * loop, not lastIndexOf: V8 runs String.prototype.lastIndexOf in its runtime, a slow call for
 * a name of a few characters.
 */
export declare function lastSeparator(raw: string, dialect: 'bash' | 'powershell'): number;
/** A command name without its directory (`/usr/bin/rm` is `rm`). */
export declare function baseName(raw: string, dialect: 'bash' | 'powershell'): string;
