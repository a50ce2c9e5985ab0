// The paths a command substitution may print where the line does not show its output (issue 3,
// session 36): `$(dirname /etc/passwd/x)`, `$(realpath /etc/passwd)`, `$(readlink -f X)`,
// `$(cd /etc && pwd)` print a path derived from their words. Such a command's output is read as
// each path-like word its commands are given (known values in place), each of that path's
// ancestors and its last segment: possible values for deny and ask rules only
// (value-readings.ts printedText), so `X=$(dirname /etc/passwd/x); mytool $X` asks beside a rule
// on /etc/passwd. A substitution without such words (`$(date)`, `$(basename $PWD)`) stays unknown.
import { readingCount, readWord } from './value-readings.js';
import { braceAlternatives } from './expansion-names.js';
import { wordValue } from './words.js';
import { keptPerNode } from './node-memos.js';
/** Possible printed paths kept per substitution: more make its reading incomplete (a work bound). */
export const MAX_DERIVED = 48;
/**
 * Their characters, all kept paths together: each is read as a possible path, so a long word's 48
 * ancestors were 48 reads of up to 10,000 characters (`mytool $(dirname /a/a/…)`: 2 ms).
 */
export const MAX_DERIVED_CHARS = 8_192;
const NONE = { paths: [], overflowing: false };
/** The paths a substitution's command may print: its commands' path-like words, their ancestors and last segments. */
export function substitutionPaths(body, values) {
    // (Asked once per reading of each word, for each substitution of the command: each body's answer
    // is kept while the line's values are as they were. One kept answer was recomputed for every
    // word of `mytool $(dirname A) $(dirname B) …` at every reading: 55 of them took 6 ms.)
    const stamp = valuesStamp(values);
    const kept = answers.get(body);
    if (kept !== undefined && kept.values === values && kept.stamp === stamp)
        return kept.paths;
    const paths = derived(body, values);
    answers.set(body, { values, stamp, paths });
    return paths;
}
const answers = new WeakMap();
/** A number that grows with every value, file text or overflow the line's values gain (they only grow). */
export function valuesStamp(values) {
    if (values === undefined)
        return -1;
    let n = values.files.size + values.overflowing.size + (values.refs?.size ?? 0) + values.referrals;
    for (const v of values.byName.values())
        n += v.length;
    for (const t of values.files.values())
        n += t.length;
    return n;
}
function derived(body, values) {
    const words = bodyWords(body);
    if (words.length === 0)
        return NONE;
    const out = new Set();
    // (`$(pwd)`: the working directory.)
    if (printsDirectory(body))
        out.add('.');
    let chars = 0;
    for (const w of words) {
        for (const text of wordTexts(w, values)) {
            for (const p of pathsOfWord(text, MAX_DERIVED + 1 - out.size)) {
                if (out.has(p))
                    continue;
                chars += p.length;
                if (chars > MAX_DERIVED_CHARS)
                    return { paths: [...out], overflowing: true };
                out.add(p);
            }
            if (out.size > MAX_DERIVED)
                return { paths: [...out].slice(0, MAX_DERIVED), overflowing: true };
        }
    }
    return out.size === 0 ? NONE : { paths: [...out], overflowing: false };
}
/** Whether a command is `pwd` (or ends a list with it, `cd /etc && pwd`): it prints the working directory. */
function printsDirectory(c) {
    if (c.type === 'simple')
        return c.words.length > 0 && wordValue(c.words[0]).value === 'pwd';
    if (c.type === 'sequence')
        return c.items.length > 0 && printsDirectory(c.items[c.items.length - 1].command);
    if (c.type === 'and-or')
        return printsDirectory(c.rest.length > 0 ? c.rest[c.rest.length - 1].command : c.first);
    return false;
}
/** Every word a command and the commands inside it are given: arguments, assignments' values, here-strings, loop words, nested substitutions' words. */
export function commandWords(c, out) {
    switch (c.type) {
        case 'simple':
            for (const a of c.assignments) {
                if (a.value !== undefined)
                    out.push(a.value);
                for (const e of a.array ?? [])
                    out.push(e);
            }
            for (const w of c.words)
                out.push(w);
            // (A here-string a text tool reads may be printed again: `$(sed … <<< /etc/passwd)`.)
            for (const r of c.redirects)
                if (r.op === '<<<')
                    out.push(r.target);
            break;
        case 'sequence':
            for (const i of c.items)
                commandWords(i.command, out);
            break;
        case 'and-or':
            commandWords(c.first, out);
            for (const r of c.rest)
                commandWords(r.command, out);
            break;
        case 'pipeline':
            for (const p of c.commands)
                commandWords(p, out);
            break;
        case 'compound':
            for (const w of c.words)
                out.push(w);
            for (const b of c.bodies)
                commandWords(b, out);
            break;
        case 'function':
            commandWords(c.body, out);
            break;
    }
    // (A nested substitution's own words: `$(dirname "$(dirname /etc/x/y)")`.)
    const nested = [];
    for (const w of out)
        for (const p of w.parts)
            if (p.type === 'command-substitution' || p.type === 'process-substitution')
                commandWords(p.body, nested);
    for (const w of nested)
        if (!out.includes(w))
            out.push(w);
}
/** commandWords of a command alone, kept per node (a function's body is read once per call of it). */
export const bodyWords = keptPerNode((c) => {
    const out = [];
    commandWords(c, out);
    return out;
});
/** A word's texts: its literal value, or each reading with the line's known values in place; none while a part stays unknown. */
function wordTexts(w, values) {
    const v = wordValue(w);
    if (!v.dynamic)
        return [v.value];
    // (A glob, `$(ls -d /etc/pass*)`: its text, whose directory is read as a path; braces as their alternatives, `$(echo /et{c,x}/passwd)`.)
    if (w.parts.every((p) => p.type === 'literal' || p.type === 'glob'))
        return braceAlternatives(w.parts.map((p) => p.text).join(''));
    const out = [];
    const count = readingCount([w], values);
    for (let r = 0; r < count; r++) {
        const read = readWord(w, values, r);
        if (read !== undefined && !read.dynamic)
            out.push(...read.words);
    }
    return out;
}
/**
 * A path-like text (with a `/`, or starting with `~` or `.`; an option's value after `=`) as the
 * paths a command may print from it: itself, each ancestor (dirname's: `/etc/passwd/x` gives
 * `/etc/passwd`, `/etc`, `/`; `a/b` gives `a`, `.`) and its last segment (basename's).
 */
export function pathsOfWord(text, limit = MAX_DERIVED + 1) {
    const eq = text.indexOf('=');
    const path = eq > 0 && text.includes('/', eq) ? text.slice(eq + 1) : text;
    if (!path.includes('/') && !path.startsWith('~') && !path.startsWith('.'))
        return [];
    const trimmed = withoutTrailingSlashes(path);
    // (The working or home directory alone, `$(basename $PWD)`: its name or parent, not a path under it.)
    if (trimmed === '.' || trimmed === '~')
        return [];
    const out = [trimmed];
    let at = trimmed.lastIndexOf('/');
    if (at >= 0 && at < trimmed.length - 1)
        out.push(trimmed.slice(at + 1));
    let rest = trimmed;
    // (At most `limit`: a path of thousands of segments has as many ancestors, more than are read.)
    while (at >= 0 && out.length < limit) {
        rest = withoutTrailingSlashes(rest.slice(0, at));
        out.push(rest === '' ? '/' : rest);
        if (rest === '' || rest === '/')
            break;
        at = rest.lastIndexOf('/');
    }
    // (A relative path's last ancestor is the current directory: `dirname a` prints `.`.)
    if (!trimmed.startsWith('/') && !trimmed.startsWith('~') && rest !== '.')
        out.push('.');
    return out;
}
/**
 * `text` without its trailing `/`s, keeping a leading one (`/x//` is `/x`, `///` is `/`): what
 * `text.replace(/(?<=.)\/+$/, '')` gives, by a scan from the end (that regex retried from each `/`
 * of a long run: 25 ms on 4,000).
 */
export function withoutTrailingSlashes(text) {
    let k = text.length;
    while (k > 0 && text.charCodeAt(k - 1) === 47)
        k--;
    if (k === text.length)
        return text;
    // (The regex's `.` is no line terminator: after one, the run's first `/` stays.)
    const start = k > 0 && !isLineTerminator(text.charCodeAt(k - 1)) ? k : k + 1;
    return start >= text.length ? text : text.slice(0, start);
}
function isLineTerminator(c) {
    return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}
//# sourceMappingURL=substitution-paths.js.map