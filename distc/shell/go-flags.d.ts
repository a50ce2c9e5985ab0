import type { CommandOptions } from './command-options.js';
/**
 * argumentForm for Go's flag package: `-name` and `--name` are one option (`-name` here), its
 * value the next word or after `=`; another option is read whole (a true spelling dropped).
 */
export declare function goFlagForm(w: string, table: CommandOptions, out: string[]): string;
/** strconv.ParseBool's false spellings, at `from` to the end (`--privileged=false` is not the flag). */
export declare function isFalseSpelling(w: string, from: number): boolean;
/** `--name=TRUE` or `-x=TRUE` (a true spelling): the bare option, else undefined. */
export declare function trueFlag(w: string): string | undefined;
