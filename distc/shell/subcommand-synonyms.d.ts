import type { Canonical } from './command-canonical.js';
export declare function npmCommand(word: string): string | undefined;
/** Tools with subcommand synonyms (a rule of one is tried for every subcommand: the index keys on none). */
export declare function hasSubcommandSynonyms(name: string): boolean;
/**
 * Whether some word of a command of tool `name` (one with synonyms) may start a synonym reading:
 * a superset of the words subcommandSynonym reads, so that the command index makes the canonical
 * form only where it may hold one (most commands have none: `npm ci`, `docker run`).
 */
export declare function mayReadSynonym(name: string, words: readonly string[]): boolean;
/**
 * The canonical words of the subcommand written at `words[at]` (and the word after it, for
 * docker's management forms), given the command's canonical options: the words and how many
 * were read, or undefined when they are the canonical spelling already (or no subcommand).
 */
export declare function subcommandSynonym(name: string, words: readonly string[], at: number, options: readonly string[]): {
    readonly words: readonly string[];
    readonly taken: number;
} | undefined;
/**
 * The reading with `also`: the subcommand under its canonical name, when it is written another
 * way (subcommand-synonyms.ts); at the first known leading word that is one (the words before
 * it may be option values, Canonical.skippable).
 */
export declare function withSubcommandReading(c: Canonical): Canonical;
