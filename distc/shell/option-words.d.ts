import type { CommandOptions } from './command-options.js';
/**
 * `-` and two or more ASCII letters or digits, a letter among them (`-rf`, `-4f`): a cluster of
 * single-letter options (`git push -4f` forces; `-20` stays a word).
 */
export declare function isLetterCluster(w: string): boolean;
export declare function isOption(word: string): boolean;
/** An option word by the command's own rules too (pwsh: `/c`, an en dash), not only by a leading `-`. */
export declare function isOptionOf(word: string, table: CommandOptions | undefined): boolean;
/** Whether an option word (not `--`) takes the next word as its argument. */
export declare function takesNextWord(w: string, table: CommandOptions | undefined): boolean;
/** Whether the word after this one may be its value (see Canonical.skippable). */
export declare function mayTakeValue(w: string, table: CommandOptions | undefined): boolean;
/**
 * Adds the canonical options of one option word (not `--`) to `out`. Returns the option when
 * it takes the next word as its argument (the caller adds `OPTION VALUE`), else undefined.
 */
export declare function readOption(w: string, dialect: 'bash' | 'powershell', table: CommandOptions | undefined, out: string[]): string | undefined;
