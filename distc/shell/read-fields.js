// The parts of a text read, mapfile or readarray may give a variable, beside the whole text
// (line-values.ts readText): `read -a A` gives each blank-separated field as an element (`"${A[1]}"`
// is one field, not the text), `read X Y` each field, `read -d x` and `mapfile -d x` each record
// up to the delimiter, `mapfile` each line; a word the line shows in part, as partial-words.ts
// keeps it. Possible values, for deny and ask rules only.
import { assignedNames } from './command-variables.js';
import { LineValues } from './line-values.js';
import { keepPartialTexts, partialTextWords } from './partial-words.js';
/** The variables read, mapfile or readarray assign (REPLY, MAPFILE where none is named). */
export function readNames(words, name) {
    const names = assignedNames(name, words);
    if (name !== 'read' && names.length === 0)
        names.push('MAPFILE');
    if (name === 'read' && names.length === 0)
        names.push('REPLY');
    return names;
}
/** The variables read, mapfile or readarray assign from a text: the text, and each part it may give (read-fields.ts: a field, a record). */
export function readText(r, words, name, text) {
    const names = readNames(words, name);
    const values = (r.values ??= new LineValues());
    // (Where the line may assign IFS, read splits fields at characters the analysis does not follow: the variables' readings ask.)
    if (values.ifsMayChange)
        for (const n of names)
            values.overflowing.add(n);
    if (values.ifsMayChange)
        return;
    // (A count or a delimiter the analysis does not follow, `read -n 5`, `read -d "$D"`: any part of the text; their readings ask.)
    const pieces = readPieces(name, words, names.length, text);
    for (const n of names) {
        if (pieces === undefined)
            values.overflowing.add(n);
        else
            for (const v of [text, ...pieces])
                values.assign(n, v);
    }
}
/** The words of a text read gives its variables that the line shows in part (`read X <<< "/etc/$Q"`: `/etc/$Q`), kept as their partly known values. */
export function partialRead(r, words, name, text) {
    const out = { words: [], overflowing: false };
    partialTextWords(text, r.values, out);
    for (const n of readNames(words, name))
        keepPartialTexts(r, n, out.words, out.overflowing);
}
/** Option letters that take a value (the rest of the word or the next word), as getopt reads a cluster (command-variables.ts NAME_OPTIONS). */
const VALUED = { read: 'adinNptu', mapfile: 'dnOsuCc', readarray: 'dnOsuCc' };
/** The options a read, mapfile or readarray command is given, by letter: its value, or `''` for a flag. */
function readOptions(name, words) {
    const valued = VALUED[name] ?? '';
    const out = new Map();
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (w === '--' || w.length < 2 || w[0] !== '-')
            break;
        for (let i = 1; i < w.length; i++) {
            if (!valued.includes(w[i])) {
                out.set(w[i], '');
                continue;
            }
            const attached = i + 1 < w.length;
            out.set(w[i], attached ? w.slice(i + 1) : words[k + 1] ?? '');
            if (!attached)
                k++;
            break;
        }
    }
    return out;
}
/**
 * The texts besides `text` itself that the command may give each variable it names (`names`:
 * how many), or undefined where it may give a part the analysis does not follow: a count
 * (`read -n 5`: any prefix) or a delimiter from an expansion.
 */
function readPieces(name, words, names, text) {
    const options = readOptions(name, words);
    if (name === 'read' && (options.has('n') || options.has('N')))
        return undefined;
    const delimiter = options.get('d');
    // (`-d ''` reads to a NUL byte: the whole text.)
    if (delimiter !== undefined && /[$`\\]/.test(delimiter))
        return undefined;
    const records = delimiter === '' ? [text] : text.split(delimiter?.[0] ?? '\n');
    // (read splits a record at blanks into several names or an array's elements, `read -a A`.)
    const split = name === 'read' && (names > 1 || options.has('a'));
    const out = records.length > 1 ? records : [];
    if (split)
        for (const r of records)
            out.push(...r.split(/[ \t\n]+/));
    return out;
}
//# sourceMappingURL=read-fields.js.map