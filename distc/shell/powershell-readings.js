// Readings of a PowerShell command its flat words do not show (analyze.ts subjects):
//  - an array argument (`Remove-Item C:\x, C:\secret`, `-ProxyList a,b`, `-Path:a,b`): a cmdlet
//    binds the whole array to one parameter, so the command is read once per element (`Remove-Item
//    C:\secret` too), each reading bound as PowerShell binds it; every reading must be allowed.
//    A program gets the elements as separate words (the flat words, as before), and a name the
//    analysis does not know as a cmdlet may be a function: its readings are for deny and ask rules.
//    Two arrays give every combination, up to MAX_COMBINATIONS (more: each element with the other
//    arrays' first ones, and the line asks). Start-Process joins its -ArgumentList array into one
//    command line, and reads it so itself (powershell-native.ts startProcess): no readings.
//    Deny and ask rules also meet the command as written with each array one word, its elements
//    joined by "," (`Remove-Item C:\x,C:\y`): a rule naming the array (`Shell(Remove-Item C:\x, C:\y)`,
//    read joined too: rules/powershell-array-rules.ts) fires on every spelling of it.
//  - a name ending in dots (`git. push`): Windows drops a file name's trailing dots and blanks,
//    and whether PowerShell's lookup finds git.exe for `git.` is not known: read also as the name
//    without them, for deny and ask rules, and the line asks.
//  - a script block invoked where it is written (`& { Get-Content a.txt }`, `. { $x = 1 }`): what
//    runs is its commands, read where the block is as any script block's; its arguments bind to
//    its parameters (or `$args`), which its commands read as unknown. Not a block in a variable
//    (`& $sb`: the name is an expression, and the line asks).
//  - a sub-expression of string literals (`mytool $('rm -rf x')`, `Get-Content ('C:\x')`,
//    `"$('rm') -rf x"`): the command is read once more with their values (powershell-constants.ts),
//    for deny and ask rules; as written the word stays unknown (allow rules are not widened).
//  - a string computed from literals by an operator the constant reader does not evaluate
//    (`mytool ('xm -rf x' -replace 'x','r')`, `('{0}m' -f 'r')`, `"r" * 1 + "m"`), given to a
//    program that may run its words: its value is unknown, not its literal pieces, so the line
//    asks (computedStringProblem).
//  - a variable the line sets to string literals (`$x = 'rm -rf x'; mytool $x`, `iex $x`), and a
//    name of known value (`& $x`, `& ('r'+'m')`): the command is read once more with each value,
//    for deny and ask rules (powershell-variable-readings.ts); a value the analysis cannot tell,
//    given to a program that may run it, makes the line ask.
//  - a cmdlet's words as its providers read them (a drive the line does not place, a quoted
//    wildcard, the paths a pipeline gives it): powershell-provider-readings.ts.
import { isKnownCmdletName, isLocationFunction, resolvedCmdletName } from './powershell-aliases.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { baseName } from './subject.js';
import { subjectOf } from './subject-of.js';
import { constantElements, constantWords } from './powershell-constants.js';
import { isInertExpression } from './powershell-expressions.js';
import { mayRunWords } from './unknown-programs.js';
import { variableReadings } from './powershell-variable-readings.js';
import { wordValue } from './words.js';
import { PIPELINE_WHEN, pipelineReading, providerReading } from './powershell-provider-readings.js';
import { readOutputPaths } from './powershell-output-paths.js';
const MAX_COMBINATIONS = 16;
/**
 * The readings of one command and their words (each is analyzed as a command: 64 arrays of two
 * would be 128 readings of 128 words); beyond, the line asks. (More than 32 paths ask anyway: budget.ts.)
 */
const MAX_READINGS = 32;
const MAX_READING_WORDS = 256;
/** An unquoted `-Name:value` word: the array's first element is its value. */
const COLON_VALUE = /^-[\p{L}_][\p{L}\p{Nd}_-]*:/u;
/**
 * Reads the other readings of a PowerShell command (and notes why the line asks); true when the
 * command as written is not read further (a cmdlet's array arguments).
 */
export function readsOtherwise(a, c) {
    // (What a command prints, given to a program: powershell-output-paths.ts.)
    readOutputPaths(a, c);
    if (c.dynamic[0] && isScriptBlockLiteral(c.spans[0]))
        return true;
    const known = constantReading(c);
    if (known !== undefined)
        a.subjects(known);
    const computed = computedStringProblem(c);
    if (computed !== undefined)
        a.note(computed, c.words.join(' '));
    variableReadings(a, c);
    // (Its Read and Edit parts are read so already, redirects.ts powershellPath: only the command, for Shell rules.)
    const provided = providerReading(c);
    if (provided !== undefined)
        a.commands.push(subjectOf(provided, sourceOf(c), 'restrict', false));
    const piped = a.lineInput > 0 ? pipelineReading(c) : undefined;
    if (piped !== undefined)
        a.commands.push({ ...subjectOf(piped, sourceOf(c), 'restrict', false), possible: PIPELINE_WHEN });
    const other = otherReadings(c);
    if (other === undefined)
        return false;
    if (other.problem !== undefined)
        a.note(other.problem, c.words.join(' '));
    for (const r of other.readings)
        a.subjects(r);
    if (other.joined !== undefined)
        a.commands.push(subjectOf(other.joined, sourceOf(c), 'restrict', false));
    return !other.asWritten;
}
/** The command's text, from its first word to its last. */
function sourceOf(c) {
    const spans = c.spans;
    return spans.length > 0 ? c.text.slice(spans[0].start, spans[spans.length - 1].end) : c.words.join(' ');
}
/**
 * The command with its sub-expressions of known value given as those values (for deny and ask
 * rules), or undefined when it has none. Only words that are the ones parsed (a runner or
 * `-Name: value` may have put another text in a word's place).
 */
function constantReading(c) {
    const n = c.words.length;
    if (c.spans.length !== n)
        return undefined;
    let words;
    let dynamic;
    let spans;
    for (let k = 1; k < n; k++) {
        const span = c.spans[k];
        const made = c.dynamic[k] && hasSubexpression(span) && wordValue(span).value === c.words[k] ? constantWords(span) : undefined;
        if (made === undefined) {
            words?.push(c.words[k]);
            dynamic?.push(c.dynamic[k]);
            spans?.push(span);
            continue;
        }
        words ??= c.words.slice(0, k);
        dynamic ??= c.dynamic.slice(0, k);
        spans ??= c.spans.slice(0, k);
        for (const w of made) {
            const v = wordValue(w);
            words.push(v.value);
            dynamic.push(v.dynamic);
            spans.push(w);
        }
    }
    return spans === undefined ? undefined : { ...c, words: words, dynamic: dynamic, spans, scope: 'restrict' };
}
/**
 * Why the command asks when a program that may run its words (unknown-programs.ts) gets a string
 * computed from literals by an operator (`-replace`, `-f`, `*`, `-join`…): the value is unknown,
 * and may be any command. Only expression groups that hold a quote: most words have no group.
 */
function computedStringProblem(c) {
    if (c.dynamic[0] || c.spans.length !== c.words.length)
        return undefined;
    let from = -1;
    for (let k = 1; k < c.spans.length; k++) {
        if (!c.dynamic[k])
            continue;
        for (const part of c.spans[k].parts) {
            if (part.type !== 'command-substitution' || !isComputedString(part.text))
                continue;
            // (Asked only now: a word with such a group is rare.)
            if (from < 0)
                from = mayRunWords(c.words[0], 'powershell', c.words, c.dynamic)?.from ?? c.words.length;
            if (k >= from)
                return `${JSON.stringify(part.text)} is a string computed by an operator the analysis does not evaluate, and ${JSON.stringify(c.words[0])} may run it as a command`;
        }
    }
    return undefined;
}
/** `( … )`, `$( … )` or `@( … )` of operators over string literals whose value constantElements cannot tell. */
function isComputedString(text) {
    const open = text.startsWith('(') ? 1 : text.startsWith('$(') || text.startsWith('@(') ? 2 : 0;
    if (open === 0 || !text.endsWith(')') || !/['"\u2018-\u201E]/.test(text))
        return false;
    return constantElements(text) === undefined && isInertExpression([withoutGroups(text.slice(open, -1).trim())]);
}
/** Innermost `( … )`, `$( … )` or `@( … )` (no parenthesis inside), for withoutGroups. */
const INNERMOST_GROUP = /[$@]?\(([^()]*)\)/g;
/**
 * The text with each group given as one string (`('r','m') -join ''` and `'rm{0}' -f (Get-Date)`
 * are `'x' -join ''` and `'rm{0}' -f 'x'`): whatever a group holds, its value is an operand of
 * the expression around it. (A method call's arguments become a string too, and stay not inert.)
 */
function withoutGroups(text) {
    for (let round = 0; round < 8 && text.includes('('); round++) {
        const next = text.replace(INNERMOST_GROUP, "'x'");
        if (next === text)
            return text;
        text = next;
    }
    return text;
}
function hasSubexpression(word) {
    for (const part of word.parts)
        if (part.type === 'command-substitution')
            return true;
    return false;
}
/** `{ … }` as a word of its own: one substitution part whose body is a script block. */
function isScriptBlockLiteral(word) {
    const part = word?.parts.length === 1 ? word.parts[0] : undefined;
    return part?.type === 'command-substitution' && part.body.type === 'compound' && part.body.kind === 'script-block';
}
/** The readings of a PowerShell command beside (or instead of) its words, or undefined when none. */
function otherReadings(c) {
    const dotted = trailingDots(c);
    if (dotted !== undefined)
        return dotted;
    let hasArray = false;
    for (let k = 2; k < c.spans.length; k++)
        if (c.spans[k].afterComma === true)
            hasArray = true;
    return hasArray ? arrayReadings(c) : undefined;
}
/** `git. push`, `Remove-Item. x`: also read as `git push`, `Remove-Item x`. */
function trailingDots(c) {
    const raw = c.words[0] ?? '';
    const last = raw.charCodeAt(raw.length - 1);
    if (c.dynamic[0] || (last !== 46 && last !== 32) || isLocationFunction(raw))
        return undefined;
    const stripped = raw.replace(/(?<![. ])[. ]+$/, '');
    const base = baseName(stripped, 'powershell');
    if (base === '' || base === '.' || base === '..')
        return undefined;
    const reading = { ...c, words: [stripped, ...c.words.slice(1)], plainName: false, scope: 'restrict' };
    return {
        readings: [reading], asWritten: true,
        problem: `Windows drops the trailing dots of a file name: PowerShell may run ${JSON.stringify(stripped)} for ${JSON.stringify(raw)}`,
    };
}
/** Each array argument as the runs of word indexes it covers. */
function arrays(c) {
    const groups = [];
    for (let k = 1; k < c.spans.length; k++) {
        if (c.spans[k].afterComma === true && k > 1)
            groups[groups.length - 1].push(k);
        else
            groups.push([k]);
    }
    return groups.filter((g) => g.length > 1);
}
function arrayReadings(c) {
    const base = baseName(c.words[0] ?? '', 'powershell');
    const cmdlet = !c.dynamic[0] && !WINDOWS_EXTENSION.test(base) && isKnownCmdletName(base);
    if (cmdlet && resolvedCmdletName(base) === 'Start-Process')
        return undefined;
    const groups = arrays(c);
    let combinations = 1;
    for (const g of groups)
        combinations *= g.length;
    const all = combinations <= MAX_COMBINATIONS ? allCombinations(groups) : oneAtATime(groups);
    // Each reading is analyzed as a command of its own: as many as MAX_READING_WORDS words allow.
    let elements = 0;
    for (const g of groups)
        elements += g.length - 1;
    const fit = Math.max(1, Math.min(MAX_READINGS, Math.floor(MAX_READING_WORDS / (c.words.length - elements))));
    const choices = all.length > fit ? all.slice(0, fit) : all;
    const scope = cmdlet ? c.scope : 'restrict';
    const readings = distinctChoices(c, groups, choices).map((choice) => reading(c, groups, choice, scope));
    const problem = choices.length < all.length ? `the command's array elements make more readings than ${fit} of its length: the rest are not read`
        : combinations <= MAX_COMBINATIONS || groups.length === 1 ? undefined : `the command has ${combinations} combinations of array elements; each element is read with the other arrays' first`;
    const joined = joinedArrays(c, groups);
    return problem === undefined ? { readings, asWritten: !cmdlet, joined } : { readings, asWritten: !cmdlet, problem, joined };
}
/** The command with each array as one word, its elements' values joined by "," (unknown if one is). */
function joinedArrays(c, groups) {
    return {
        ...c,
        ...withArrays(c, groups, (group) => {
            const first = c.spans[group[0]];
            const end = c.spans[group[group.length - 1]];
            return {
                word: group.map((at) => c.words[at]).join(','),
                dynamic: group.some((at) => c.dynamic[at]),
                span: { start: first.start, end: end.end, text: c.text.slice(first.start, end.end), parts: group.flatMap((at) => c.spans[at].parts) },
            };
        }),
        plainName: false,
        scope: 'restrict',
    };
}
/** The command's words, with each array (a group of word indexes) given as `arrayAs` makes it. */
function withArrays(c, groups, arrayAs) {
    const words = [];
    const dynamic = [];
    const spans = [];
    let g = 0;
    for (let k = 0; k < c.words.length; k++) {
        const group = groups[g];
        if (group === undefined || k !== group[0]) {
            words.push(c.words[k]);
            dynamic.push(c.dynamic[k]);
            spans.push(c.spans[k]);
            continue;
        }
        const made = arrayAs(group, g);
        words.push(made.word);
        dynamic.push(made.dynamic);
        spans.push(made.span);
        k = group[group.length - 1];
        g++;
    }
    return { words, dynamic, spans };
}
/**
 * The choices without those whose elements are literal and spelled as an earlier choice's are
 * (`docker run a,a,…`: 32 readings of one command, each analyzed and checked against every rule);
 * a reading is a function of its elements' words and spans, whose texts are then the same.
 */
function distinctChoices(c, groups, choices) {
    if (choices.length < 2)
        return choices;
    const seen = new Set();
    // (A `-Name:` array's first element keeps its word, a later one is given the name: not the same span.)
    const named = groups.map((g) => !c.dynamic[g[0]] && COLON_VALUE.test(c.words[g[0]]));
    return choices.filter((choice) => {
        let key = '';
        for (let g = 0; g < groups.length; g++) {
            const at = groups[g][choice[g]];
            if (c.dynamic[at])
                return true;
            key += `${named[g] && at !== groups[g][0] ? 'l' : 'f'}${c.words[at].length}:${c.words[at]}${c.spans[at].text.length}:${c.spans[at].text}`;
        }
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/** Every choice of one element per array (indexes into each group). */
function allCombinations(groups) {
    let all = [[]];
    for (const g of groups)
        all = all.flatMap((prefix) => g.map((_, e) => [...prefix, e]));
    return all;
}
/** Each element of each array, with the first of the others. */
function oneAtATime(groups) {
    const out = [];
    groups.forEach((g, i) => g.forEach((_, e) => out.push(groups.map((_, j) => (j === i ? e : 0)))));
    return out;
}
/** The command with each array given as its chosen element (`-Name:a,b` reading b as `-Name:b`). */
function reading(c, groups, choice, scope) {
    return {
        ...c,
        ...withArrays(c, groups, (group, g) => {
            const k = group[0];
            const at = group[choice[g]];
            const colon = at !== k && !c.dynamic[k] ? COLON_VALUE.exec(c.words[k])?.[0] : undefined;
            const span = c.spans[at];
            return {
                word: colon === undefined ? c.words[at] : colon + c.words[at],
                dynamic: c.dynamic[at],
                span: colon === undefined ? { ...span, afterComma: undefined } : {
                    start: span.start, end: span.end, text: colon + span.text, parts: [{ type: 'literal', text: colon, quoted: false }, ...span.parts],
                },
            };
        }),
        scope,
    };
}
//# sourceMappingURL=powershell-readings.js.map