// A variable a PowerShell line sets and then hands to a program that may run its words
// (`$x = 'rm -rf x'; mytool $x`): the value is on the line, as in `mytool 'rm -rf x'` (which asks
// beside Shell(rm *)), but the word was an unknown expansion. Found by the line's text: each
// `$x =` (any scope prefix, `${x}`, `+=` and the like) whose value is string literals gives that
// value (powershell-constants.ts); any other value, or a Set-Variable/New-Variable naming x,
// leaves it unknown. A variable the line does not set stays as it was (the environment's).
import { constantStatementAt } from './powershell-constants.js';
/** A word part that only reads a variable: `$x`, `${x}`, `$script:x`, a splat `@x`, `$($x)`, `($x)`, `@($x)`, `@(,$x)`; its name. */
const VARIABLE_PART = /^(?:[$@]\{?(?:(?:script|local|global|private):)?([A-Za-z_][A-Za-z0-9_]*)\}?|[$@]?\(\s*,?\s*\$([A-Za-z_][A-Za-z0-9_]*)\s*\))$/i;
/** The name (lower case) a word part reads, or undefined when it is not only a variable. */
export function variablePartName(text) {
    const m = VARIABLE_PART.exec(text);
    return (m?.[1] ?? m?.[2])?.toLowerCase();
}
/** A decimal number as a statement's whole value, at lastIndex. */
const NUMBER_VALUE = /[ \t]*-?[0-9]+(?:\.[0-9]+)?[ \t]*(?:$|[;\r\n}])/y;
const UNSET = Object.freeze({ kind: 'unset' });
const UNKNOWN = Object.freeze({ kind: 'unknown' });
/** Commands and loops that set a variable by name (any case): `Set-Variable x`, `sv x`, `foreach ($x in …)`. */
const SET_BY_NAME = /(?:set|new)-variable[^;\n]*|\b(?:sv|nv|set)\s+(?:-name\s+)?['"]?[A-Za-z_][A-Za-z0-9_]*|foreach\s*\(\s*\$[A-Za-z_][A-Za-z0-9_]*/gi;
/** `$name`, `${name}`, `$script:name` at lastIndex, then an assignment operator: [name, operator]. */
const ASSIGNED = /\$\{?(?:(?:script|local|global|private):)?([A-Za-z_][A-Za-z0-9_]*)\}?[ \t]*([-+*/%?]?=)(?!=)/y;
/** Every value the line's text assigns to `name` (lower case), wherever it stands. */
export function lineValues(text, name) {
    // (Cheap first: most lines never name the variable twice.)
    const lower = text.toLowerCase();
    if (lower.indexOf(name) === lower.lastIndexOf(name))
        return UNSET;
    for (const m of lower.matchAll(SET_BY_NAME))
        if (namesWord(m[0], name))
            return UNKNOWN;
    const values = [];
    for (let at = text.indexOf('$'); at >= 0; at = text.indexOf('$', at + 1)) {
        ASSIGNED.lastIndex = at;
        const m = ASSIGNED.exec(text);
        if (m === null || m[1].toLowerCase() !== name)
            continue;
        const end = ASSIGNED.lastIndex;
        // (A number runs nothing: `$n = 3`.)
        NUMBER_VALUE.lastIndex = end;
        if (NUMBER_VALUE.test(text))
            continue;
        const value = m[2] === '=' ? constantStatementAt(text, end) : undefined;
        if (value === undefined)
            return UNKNOWN;
        values.push(value);
    }
    return values.length === 0 ? UNSET : { kind: 'known', values };
}
/** Whether `text` holds `name` as a whole word (lower case both). */
function namesWord(text, name) {
    for (let k = text.indexOf(name); k >= 0; k = text.indexOf(name, k + 1)) {
        if (!/[a-z0-9_]/.test(text[k - 1] ?? '') && !/[a-z0-9_]/.test(text[k + name.length] ?? ''))
            return true;
    }
    return false;
}
//# sourceMappingURL=powershell-variables.js.map