import { type ResolvedPathContext } from '../paths/normalize.js';
import type { ShellPattern } from '../rules/types.js';
import type { CommandSubject } from './subject.js';
/**
 * `fold`: lower case (darwin, a case-insensitive linux). `windows`: also `\` as `/` (a
 * PowerShell line on win32). `msys`: also `/c/x` as `c:/x` (a bash line on win32; rules on
 * win32 are spelled so too: an administrator writing `/c/` means the drive).
 */
export type PathSpelling = 'fold' | 'windows' | 'msys';
/** The spelling a command's words are compared in, or undefined on a case-sensitive file system. */
export declare function commandPathSpelling(platform: string, foldCase: boolean, dialect: 'bash' | 'powershell'): PathSpelling | undefined;
/** `/x`; with Windows spellings also `\x` and `C:\x`, `C:/x`. Cheap: first characters only. */
export declare function isAbsolutePathText(text: string, windows: boolean): boolean;
/** A command word (or a word's shape) that is an absolute path, in `spelling`. */
export declare function spelledPathWord(text: string, spelling: PathSpelling): string;
/**
 * The rule with its path words (not its name) in `spelling` (`fold`, or `msys` for win32), or
 * undefined when it has none: absolute ones, and relative ones holding a separator (`sub/x.tmp`
 * and `sub\x.tmp` name one file on win32, `Sub/x` and `sub/x` on darwin).
 */
export declare function pathSpelledPattern(pattern: ShellPattern | undefined, spelling: 'fold' | 'msys'): ShellPattern | undefined;
/**
 * The subject with its absolute path words (and the shapes of unknown ones) in `spelling` (the
 * subject itself when they are spelled so already), or undefined when it has none. The name is
 * left to the name matching (foldNames).
 */
export declare function pathSpelledSubject(c: CommandSubject, spelling: PathSpelling): CommandSubject | undefined;
/** A PowerShell subject's literal words as posixCmdletPath reads them (the subject itself when none changes). */
export declare function posixCmdletSubject(c: CommandSubject): CommandSubject;
/**
 * The subject with its absolute literal path words normalized (normalizedPathWord), an extra
 * reading for deny/ask rules (`rm /tmp/../etc/passwd`, `rm //etc/passwd`, darwin's `rm
 * /private/etc/passwd`, win32's `Remove-Item \Windows\x` meet `Shell(rm /etc/*)`, `Shell(Remove-Item
 * C:/Windows/*)`), or undefined when no word reads otherwise; `shortName`: some word has an 8.3
 * name. Not a bash line on win32 (MSYS reads its words), nor an expansion's shape.
 */
export declare function normalizedPathSubject(c: CommandSubject, ctx: ResolvedPathContext): {
    subject: CommandSubject | undefined;
    shortName: boolean;
};
