import { type PathRef, type RunRef, type UrlTouch } from './file-touches.js';
import { type FileCommand } from './file-commands.js';
import { type Reader } from './own-readers.js';
export type { PathRef, RunRef } from './file-touches.js';
/** What derivedPaths finds for one command. */
export interface DerivedPaths {
    readonly paths: readonly PathRef[];
    /** More paths than the limit: the rest were dropped (the caller reports its budget spent). */
    readonly truncated: boolean;
    readonly runs: readonly RunRef[] | undefined;
    /** Hosts the command connects to (git's remotes): for deny and ask rules. */
    readonly urls: readonly UrlTouch[] | undefined;
    readonly problems: readonly string[] | undefined;
}
/** What the tables say of one command name, in one dialect (name-memo.ts): the lookups fileTouches and derivedPaths make. */
export interface NameTables {
    readonly own: Reader | undefined;
    readonly hosts: Reader | undefined;
    readonly credentials: Reader | undefined;
    readonly partlyRead: boolean;
    readonly fileCommand: FileCommand | undefined;
    readonly escapeOptions: boolean;
    readonly editor: boolean;
    readonly commandLines: Reader | undefined;
}
/** The tables of a bash command name (name-dispatch.ts keeps them in its record). */
export declare function bashNameTables(name: string): NameTables;
/**
 * Whether some table here reads the words of command `name` (unknown-programs.ts). Not a table
 * of a few options only (a command-line option, an escape, a partly read program's paths): such a
 * program may still run its other words (`ipython x.py 'rm x'`, `dotnet x.dll rm x`).
 */
export declare function readByTable(name: string, dialect: 'bash' | 'powershell'): boolean;
/**
 * The file arguments of a known reader or writer, as parts of `text` (the command's source), at
 * most `limit` of them: the caller's work budget (more is reported by `truncated`).
 */
export declare function derivedPaths(name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', text: string, limit?: number, stdin?: {
    readonly text: string;
    readonly literal: boolean;
}, lineInput?: boolean, tables?: NameTables): DerivedPaths;
