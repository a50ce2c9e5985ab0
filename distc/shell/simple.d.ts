import type { Word } from './ast.js';
import type { Dialect } from './runs.js';
import type { SubjectScope } from './subject.js';
/** One simple command as the analysis sees it (word values, how they were written, where). */
export interface Simple {
    readonly words: readonly string[];
    readonly dynamic: readonly boolean[];
    /** The words as parsed (their parts), where they were written. */
    readonly spans: readonly Word[];
    readonly text: string;
    readonly dialect: Dialect;
    readonly depth: number;
    readonly assignments: readonly string[];
    readonly plainName: boolean;
    readonly scope: SubjectScope;
    readonly stdinScript: {
        text: string;
        literal: boolean;
    } | undefined;
    /** Run by a wrapper (`command cd x`), not as the line's own simple command. */
    readonly wrapped: boolean;
    /** The words with each `~` bash does not expand spelled `./~` (words.ts literalTilde), when some word has one. */
    readonly tildeWords?: readonly string[];
    /** No span is a split tail (Word.splitTail), kept by the commands made of its words: subjectOf skips its scan (`flock -n l flock …`). */
    readonly noSplitTail?: true;
}
