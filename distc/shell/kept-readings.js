// What one decision reads again and again of the same command with the same values, kept while
// the line's values are as they were (they only grow: substitution-paths.ts valuesStamp). A work
// bound for long lines (issue 3): a function's body was read anew for each reading of each call,
// and each value split anew for each of its expansions.
import { valuesStamp } from './substitution-paths.js';
/** A stamp that grows with anything a printer's reading reads of the values: their values, files and overflows, references, globbed names. */
function readingStamp(values) {
    if (values === undefined)
        return -1;
    return valuesStamp(values) + (values.globbed?.size ?? 0) + (values.elementRefs?.size ?? 0) + (values.exportedNames?.size ?? 0);
}
const keptTexts = new WeakMap();
/**
 * `read(body, values, r)`, kept per body for the last values and reading asked. Only for a simple
 * command without substitutions in its words: its text then depends on the values alone (one with
 * a substitution may call a function, whose reading depends on the calls being read).
 */
export function keptShownText(body, values, r, read) {
    if (!readsValuesOnly(body))
        return read(body, values, r);
    const stamp = readingStamp(values);
    const kept = keptTexts.get(body);
    if (kept !== undefined && kept.values === values && kept.stamp === stamp && kept.r === r)
        return kept.text;
    const text = read(body, values, r);
    keptTexts.set(body, { values, stamp, r, text });
    return text;
}
/** Whether a command is simple, assigns nothing, and no word, redirect or here-document of it holds a substitution. */
function readsValuesOnly(body) {
    if (body.type !== 'simple')
        return false;
    for (const w of body.words)
        for (const p of w.parts)
            if (p.type === 'command-substitution' || p.type === 'process-substitution')
                return false;
    for (const a of body.assignments)
        if (a.value !== undefined)
            return false;
    for (const x of body.redirects) {
        for (const p of x.target.parts)
            if (p.type === 'command-substitution' || p.type === 'process-substitution')
                return false;
        if (x.heredoc !== undefined && (x.heredoc.body.includes('$(') || x.heredoc.body.includes('`')))
            return false;
    }
    return true;
}
/** The last value split into fields, and its fields: `$1$1…$1` splits the same value once per expansion. */
let lastSplit;
/** A value's fields at blanks, as bash splits an unquoted value (value-readings.ts readWord). */
export function blankFields(value) {
    if (lastSplit?.value === value)
        return lastSplit.fields;
    const fields = value.split(/[ \t\n]+/);
    lastSplit = { value, fields };
    return fields;
}
//# sourceMappingURL=kept-readings.js.map