// The subject a simple command gives the rule matchers (subject.ts): its words as written, with
// the shapes of its unknown words and where a `~` becomes the home directory.
import { homeTildeIndexes } from './home-tilde.js';
import { subjectShapes } from './word-shapes.js';
export function subjectOf(c, source, scope, exactAllowOnly, inert = false, mayRun = undefined) {
    // (Rules meet the words as written: a split tail, analyze.ts, is for the argument readers.)
    // (xargs's command has more words than spans: the items it appends have none.)
    let split = false;
    if (c.noSplitTail !== true)
        for (let k = 0; k < c.spans.length && !split; k++)
            split = c.spans[k]?.splitTail === true;
    const words = split ? c.words.filter((_, k) => c.spans[k]?.splitTail !== true) : c.words;
    const dynamic = split ? c.dynamic.filter((_, k) => c.spans[k]?.splitTail !== true) : c.dynamic;
    let unknown = false;
    for (let k = 1; k < dynamic.length && !unknown; k++)
        unknown = dynamic[k];
    const spans = split ? c.spans.filter((s) => s.splitTail !== true) : c.spans;
    const shapes = unknown ? subjectShapes(words, dynamic, spans, c.dialect) : undefined;
    const homeTildes = c.dialect === 'bash' ? homeTildeIndexes(words, dynamic, spans) : undefined;
    // (One object shape for every subject: a conditional spread here built each one property by property.)
    return {
        words, dynamic, shapes, homeTildes, plainName: c.plainName, assignments: c.assignments, scope, dialect: c.dialect, exactAllowOnly, inert, text: source, cwd: undefined, mayRun,
    };
}
//# sourceMappingURL=subject-of.js.map