// A PowerShell command read once more with the values the line gives its words (powershell-readings.ts
// readsOtherwise calls it), for deny and ask rules:
//  - a variable the line sets to string literals (`$x = 'rm -rf x'`; powershell-variables.ts):
//    in any word of any command (`iex $x`, `Invoke-Expression -Command $x`, `powershell -c $x`,
//    `Get-Content $f`), read as `iex 'rm -rf x'` is. Until session 35 only a program that may run
//    its words (unknown-programs.ts) was read so, and `iex $x` asked where `iex 'rm -rf x'` denies.
//  - the command's name, when its value is known: that variable (`$x = 'rm'; & $x -rf x`) or a
//    sub-expression of string literals (`& ('r'+'m') -rf x`, powershell-constants.ts).
// A value the analysis cannot tell (a command's output, an operator's result, a loop's variable,
// Set-Variable) gives no reading: given to a program that may run it, the line asks, as before;
// elsewhere the word stays an unknown expansion, which asks where its kind has rules. Every
// known word is given its value in one reading (each combination of values, up to
// MAX_COMBINATIONS), so a reading has no such word left to read again: a word at a time, each
// reading read the others again, and twelve `$x` took minutes and the heap (session 35).
import { constantWords } from './powershell-constants.js';
import { mayRunWords } from './unknown-programs.js';
import { lineValues, variablePartName } from './powershell-variables.js';
import { wordValue } from './words.js';
/** Values of one variable read, at most (more: unknown). */
const MAX_VARIABLE_VALUES = 4;
/** Readings of one command, at most (more: the first value of each word, and the line asks). */
const MAX_COMBINATIONS = 16;
/** Reads the command with the known values of its words (deny and ask rules); notes why the line asks. */
export function variableReadings(a, c) {
    if (c.spans.length !== c.words.length)
        return;
    const known = [];
    const name = c.dynamic[0] ? nameValues(c) : undefined;
    if (name !== undefined)
        known.push({ k: 0, values: name.map((v) => [v]) });
    let from = -1;
    for (let k = 1; k < c.words.length; k++) {
        const read = c.dynamic[k] ? readVariable(c.spans[k]) : undefined;
        if (read === undefined)
            continue;
        const set = lineValues(c.text, read.name);
        if (set.kind === 'unset')
            continue;
        if (set.kind === 'unknown' || set.values.length > MAX_VARIABLE_VALUES) {
            // (Asked only now: a word the line sets so is rare.)
            if (from < 0)
                from = c.dynamic[0] ? c.words.length : mayRunWords(c.words[0], 'powershell', c.words, c.dynamic)?.from ?? c.words.length;
            if (k < from)
                continue;
            a.note(`the line sets $${read.name} to a value the analysis does not read, and ${JSON.stringify(c.words[0])} may run it as a command`, c.words.join(' '));
            return;
        }
        // (Alone, unquoted, an array is several arguments; in a string its elements joined by blanks.)
        known.push({ k, values: set.values.map((value) => (read.alone ? value : [read.before + value.join(' ') + read.after])) });
    }
    if (known.length === 0)
        return;
    let combinations = 1;
    for (const w of known)
        combinations *= w.values.length;
    if (combinations > MAX_COMBINATIONS) {
        a.note(`the line gives the command's words ${combinations} combinations of values: only the first of each is read`, c.words.join(' '));
        a.subjects(withValues(c, known, known.map(() => 0)));
        return;
    }
    for (const choice of allChoices(known))
        a.subjects(withValues(c, known, choice));
}
/**
 * The values the command's name may have (`& $x` where the line sets `$x = 'rm'`,
 * `& ('r'+'m')`), or undefined when none is known. A name is one string: an array is not.
 */
function nameValues(c) {
    const span = c.spans[0];
    const made = constantWords(span);
    if (made !== undefined) {
        const v = made.length === 1 ? wordValue(made[0]) : undefined;
        return v === undefined || v.dynamic ? undefined : [v.value];
    }
    const read = readVariable(span);
    const set = read === undefined ? undefined : lineValues(c.text, read.name);
    if (read === undefined || set?.kind !== 'known' || set.values.length > MAX_VARIABLE_VALUES)
        return undefined;
    const names = [];
    for (const value of set.values) {
        if (read.alone && value.length !== 1)
            continue;
        names.push(read.before + value.join(' ') + read.after);
    }
    return names.length === 0 ? undefined : names;
}
/** A word of literal text around one variable read: the variable's name and the text around it. */
function readVariable(word) {
    let name;
    let before = '';
    let after = '';
    for (const part of word.parts) {
        if (part.type === 'literal') {
            if (name === undefined)
                before += part.text;
            else
                after += part.text;
            continue;
        }
        if (name !== undefined || (part.type !== 'expansion' && part.type !== 'command-substitution'))
            return undefined;
        name = variablePartName(part.text);
        if (name === undefined)
            return undefined;
    }
    return name === undefined ? undefined : { name, before, after, alone: word.parts.length === 1 && !word.parts[0].quoted };
}
/** Every choice of one value per known word (indexes into each word's values). */
function allChoices(known) {
    let all = [[]];
    for (const w of known)
        all = all.flatMap((prefix) => w.values.map((_, e) => [...prefix, e]));
    return all;
}
/** The command with each known word given as its chosen value (literal words; a restrict-only reading). */
function withValues(c, known, choice) {
    const words = [];
    const dynamic = [];
    const spans = [];
    let next = 0;
    for (let k = 0; k < c.words.length; k++) {
        const w = known[next];
        if (w === undefined || w.k !== k) {
            words.push(c.words[k]);
            dynamic.push(c.dynamic[k]);
            spans.push(c.spans[k]);
            continue;
        }
        const span = c.spans[k];
        for (const text of w.values[choice[next]]) {
            words.push(text);
            dynamic.push(false);
            spans.push({ start: span.start, end: span.end, text: span.text, parts: [{ type: 'literal', text, quoted: true }] });
        }
        next++;
    }
    return { ...c, scope: 'restrict', plainName: c.plainName && !c.dynamic[0], words, dynamic, spans, tildeWords: undefined };
}
//# sourceMappingURL=powershell-variable-readings.js.map