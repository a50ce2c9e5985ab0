import { type CanonicalOf } from './canonical-memo.js';
import type { CommandDirectory } from './rule-directories.js';
import type { CommandSubject } from './subject.js';
/** A reading in a directory, spelled as the rules are (`spelled`), and the spelled one's canonical forms. */
export interface DirectoryReading {
    /** The words it changes, as picked: readings of a directory with the same key are the same. */
    readonly key: string;
    readonly subject: CommandSubject;
    readonly spelled: CommandSubject;
    readonly canonical: CanonicalOf;
}
/** The reading of the picked words in a directory, made on first use. */
export type ReadingCache<P> = (dir: CommandDirectory, picked: readonly P[]) => DirectoryReading;
/**
 * `make` remembered per directory and picked words (`make` must be a function of the two);
 * `spell`: the reading as the rules spell paths (path-spelling.ts), undefined for itself.
 */
export declare function readingCache<P>(make: (dir: CommandDirectory, picked: readonly P[]) => CommandSubject, spell?: (s: CommandSubject) => CommandSubject | undefined): ReadingCache<P>;
