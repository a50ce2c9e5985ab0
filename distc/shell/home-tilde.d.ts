import type { Word } from './ast.js';
import type { CommandSubject } from './subject.js';
/** Indexes of the known words that start with a `~` bash expands to the home directory (undefined when none). */
export declare function homeTildeIndexes(words: readonly string[], dynamic: readonly boolean[], spans: readonly (Word | undefined)[]): number[] | undefined;
/**
 * The subject with each such word read as the path it becomes: under `home` (an absolute POSIX
 * path) when known, else as a word of shape `/…` (any absolute path), or of any text when the
 * line may assign HOME.
 */
export declare function withHomeExpanded(subject: CommandSubject, tildes: readonly number[], home: string | undefined, homeChanged: boolean): CommandSubject;
