// A quoted substitution's printed text of more than one line, read a line at a time (session 39):
// printf's text is its words as written and as printed, a line each, and echo -e's its words and
// their escapes read (piped-text.ts printed), so `mytool "$(printf %s /et?/passwd)"` gives the
// program one of those lines whole (bash splits no quoted word), which read as the whole text,
// `%s /et?/passwd\n/et?/passwd`, named no rule's path and was allowed. Each line is a possible
// word, for deny and ask rules only (given-values.ts readCommand).
import { partValue } from './value-readings.js';
/**
 * A word's parts' values with each quoted substitution's printed text of more than one line as its
 * lines (value-readings.ts readWord reads one of them a time), and how many readings give each
 * line: undefined where no quoted substitution printed more than one.
 */
export function substitutionLines(word, values, r) {
    const given = [];
    let count = 0;
    for (const p of word.parts) {
        const value = partValue(p, values, r);
        if (value === undefined || p.type !== 'command-substitution' || !p.quoted || !value.includes('\n')) {
            given.push(value);
            continue;
        }
        // (Each line once: a line printed again gives the same word.)
        const lines = [...new Set(value.split('\n'))].filter((l) => l !== '');
        count = Math.max(count, lines.length);
        given.push(lines.length > 0 ? lines : value);
    }
    return count === 0 ? undefined : { given, count };
}
//# sourceMappingURL=substitution-lines.js.map