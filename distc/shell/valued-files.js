// The files a command's words name through the line's values (`X=list; mytool $X`, `X=@list;
// mytool $X`, `mytool --in=$F`, `mytool "$(echo list)"`): each reading's words, as the files a
// literal word gives (piped-text.ts wordFiles), so a text the line wrote to one is given to the
// command as it is to `mytool list` (compound-walk.ts fileTexts); a glob, every file the line wrote.
import { wordFiles } from './piped-text.js';
import { readingCount, readWord } from './value-readings.js';
import { wordValue } from './words.js';
/** The files a command's words after the first may name with the line's values in place (each reading; a word left partly unknown names none). */
export function filesNamedByValues(node, values) {
    const files = [];
    for (let k = 1; k < node.words.length; k++) {
        const w = node.words[k];
        if (!wordValue(w).dynamic)
            continue;
        // (A glob may match any file the line wrote, `mytool l*`: each is given, as the glob's own names are not known.)
        if (w.parts.some((p) => p.type === 'glob'))
            return [...values.files.keys()];
        const count = readingCount([w], values);
        for (let r = 0; r < count; r++) {
            const read = readWord(w, values, r);
            if (read === undefined)
                break;
            if (read.dynamic && read.words.some(hasGlob))
                return [...values.files.keys()];
            if (!read.dynamic)
                for (const v of read.words)
                    wordFiles(v, files);
        }
    }
    return files;
}
/** Whether a word's text has a glob character (`X='l*'; mytool $X`: bash globs the value). */
function hasGlob(word) {
    return word.includes('*') || word.includes('?') || word.includes('[');
}
//# sourceMappingURL=valued-files.js.map