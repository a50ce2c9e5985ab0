import { type ParsedRule, type RuleError, type RuleKind } from './types.js';
/** The text with every look-alike letter of LATIN_LOOKALIKES made Latin. */
export declare function foldLatinLookalikes(text: string): string;
/**
 * Warnings for look-alike characters in a rule (at most one per class). PowerShell rules already
 * warn for U+2013-U+2015 and Shell/Bash rules for non-ASCII blanks (shell-pattern.ts), so those
 * are not repeated.
 */
export declare function lookalikeWarnings(text: string, kind: RuleKind, selector: string): RuleError[];
/**
 * The readings of a deny/ask rule without look-alikes: NFKC (fullwidth letters and no-break
 * spaces become ASCII), also without invisible characters and with Cyrillic/Greek/Armenian
 * letters that look Latin made Latin (`Shell(r\u200Bm *)`, `Shell(rм *)` also deny `rm x`), and, in Shell rules, Unicode dashes as `-` and as `--` (a word processor
 * makes `--force` into `—force`). Each is parsed as a rule of the same kind; a reading that is
 * the rule itself or does not parse is left out. Domain rules are not read again: UTS #46
 * already maps their hosts.
 */
export declare function lookalikeVariants(rule: ParsedRule): ParsedRule[];
