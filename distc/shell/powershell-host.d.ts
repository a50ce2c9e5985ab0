import type { ShellScan } from './posix-shell-arguments.js';
import type { Reader } from './runs.js';
/**
 * The full name of the switch an option word is (`-Command`, `-co`, `--command`: `command`), for
 * the canonical reading of a rule and a command (command-options.ts); undefined for none.
 */
export declare function hostSwitchName(word: string): string | undefined;
/**
 * `pwsh -Command ...` / `-EncodedCommand` / `-File`, read as pwsh reads its arguments: `-`,
 * `--` or `/` before a case-insensitive switch prefix. An unknown switch is a problem (pwsh
 * would take it as a script file's name), never skipped with its value read as the command.
 */
export declare function scanPowerShellHost(words: readonly string[], dynamic: readonly boolean[]): PowerShellScan;
/** A host's scan; `encoded`: the word -EncodedCommand takes (still a problem: see encodedCode). */
export type PowerShellScan = ShellScan & {
    readonly encoded?: number;
};
/**
 * The code an -EncodedCommand value holds (base64 of UTF-16LE text, as pwsh decodes it), or
 * undefined when it is not such text. Read as a line for deny rules (`pwsh -enc cgBtACAA…` is
 * `rm …`); the host still asks, as its encoded form is not what a rule or reviewer sees.
 */
export declare function encodedCode(value: string): string | undefined;
/** Notes the scan's problem; `-EncodedCommand`'s code, decoded, is read too (for deny rules: the problem asks). */
export declare function noteHostScan(a: Reader, scan: PowerShellScan, words: readonly string[], depth: number, source: string): void;
