import type { UrlRef } from './arguments.js';
import type { Redirect, Word } from './ast.js';
import type { PathRef } from './file-touches.js';
import type { ProgramSpelling } from './program-name.js';
/**
 * The files a redirect opens (its source text is `source`), or a reason it cannot be told. Redirect
 * targets are parts like any other: an allow must cover them too.
 */
export declare function redirectTouches(r: Redirect, source: string, dialect: 'bash' | 'powershell', offWindows?: boolean): readonly PathRef[] | string;
/**
 * Why a path given to PowerShell's providers is on a drive whose directory the line does not
 * tell: `Temp:`, or a drive no PowerShell defines, which a profile or module made (`New-PSDrive
 * -Name Share -Root C:\secrets`); undefined for any other path. (A one-letter drive is the disk's,
 * read as written: a profile's `New-PSDrive -Name X` is not seen, as `subst X:` is not.)
 */
export declare function unknownDriveWhen(path: string): string | undefined;
/**
 * A PowerShell path with a provider (`FileSystem::/etc/x`, `Microsoft.PowerShell.Core\FileSystem::C:\x`)
 * is the path after it; another provider's (`Registry::…`, `Env::…`) is no file a rule names, but
 * is read as unknown: it asks wherever rules of its kind exist. `offWindows`: the platform is
 * linux or darwin, where PowerShell's FileSystem provider still takes `\` as a separator.
 * `provider`: PowerShell's providers read the path (a cmdlet's, a redirect's), so its drive may be
 * one a profile made (unknownDriveWhen).
 */
export declare function powershellPath(ref: PathRef, offWindows?: boolean, provider?: boolean): PathRef;
/**
 * The here-document or here-string fed to a command as standard input, when it has one: the
 * last redirect of descriptor 0 decides (`bash <<<x <<<'rm y'` runs rm y; `bash 3<<<x` and
 * `bash <<<x < f` read no here-string on standard input).
 */
export declare function hereDocument(redirects: readonly Redirect[]): {
    text: string;
    literal: boolean;
} | undefined;
/** The analyzer, as a command's redirects reach it. */
export interface RedirectReader {
    readonly writtenCode: {
        wroteOne(p: PathRef): void;
    };
    bodiesOf(word: Word, text: string, dialect: 'bash' | 'powershell', depth: number): void;
    note(reason: string, text: string): void;
    addPath(ref: PathRef): void;
    addUrl(ref: UrlRef): void;
    /** How the platform spells programs (analyze.ts); not `windows`: PowerShell's paths read `\` as `/`. */
    readonly spelling: ProgramSpelling;
}
/** A command's redirects: the substitutions in their words, and their targets as Read/Edit parts. */
export declare function readRedirects(a: RedirectReader, redirects: readonly Redirect[], text: string, dialect: 'bash' | 'powershell', depth: number): void;
