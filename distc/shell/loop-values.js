// A `for` loop's variable read as the loop's word (precision audit 2026-11-26: `for f in src/*.ts;
// do wc -l "$f"; done` asked, its "$f" an unknown path). In the first command the body runs, a
// word that is only `"$f"` (or `"${f}"`, quoted: unquoted, the value splits) is the loop's one
// word as written: a glob is then met with the rules by its shape, as in `wc -l src/*.ts`. Only
// there: nothing in the body has run yet in that iteration to change the variable, and each
// iteration sets it again. Not for the command name, a loop of other than one word of literal
// text and glob characters, a `for` without `in`, a name without a lowercase letter (bash's own:
// `RANDOM`, `$_`), a command that assigns the variable itself, or a name the line makes a
// reference (`declare -n`); a line that may give a variable an attribute that changes its value
// (`declare -l f`, `-u`, `-i`), set a DEBUG trap or run unseen code (`source`) is read again
// without this (analyze.ts).
/**
 * Builtins that may change what the variable holds when the word is expanded: an attribute that
 * changes its value (case, integer, reference), a DEBUG trap (run before each command: `trap
 * 'f=/etc/shadow' DEBUG`), code the analysis does not see (`source`, a loaded builtin).
 */
export const VARIABLE_CHANGERS = new Set(['declare', 'typeset', 'local', 'trap', 'source', '.', 'enable']);
/** The first simple command a body runs, when it starts with one (through `;`, `&&`, `|`). */
function firstSimple(body) {
    switch (body.type) {
        case 'simple':
            return body;
        case 'sequence':
            return body.items.length > 0 ? firstSimple(body.items[0].command) : undefined;
        case 'and-or':
            return firstSimple(body.first);
        case 'pipeline':
            return body.commands.length > 0 ? firstSimple(body.commands[0]) : undefined;
        default:
            return undefined;
    }
}
/**
 * A loop variable's name: one with a lowercase letter. bash's own variables are uppercase (or
 * `_`), and some read as other than what was assigned (`RANDOM`, `SECONDS`, `LINENO`, `$_`).
 */
const LOOP_NAME = /^(?=[A-Za-z_0-9]*$)[A-Z_0-9]*[a-z]/;
/** Whether a word is written only of literal text and glob characters (no expansion, no substitution). */
function literalOrGlob(word) {
    return word.parts.every((p) => p.type === 'literal' || p.type === 'glob');
}
/** Whether a word is only the variable, quoted: `"$f"`, `"${f}"`. */
function onlyVariable(word, name) {
    if (word.parts.length !== 1)
        return false;
    const p = word.parts[0];
    return p.type === 'expansion' && p.quoted && (p.text === `$${name}` || p.text === `\${${name}}`);
}
/** A plain parameter (`$x`, `${x}`, `$1`, `$@`): no operator, subscript or arithmetic, which may assign a variable (`$((f=1))`). */
const PLAIN_PARAMETER = /^\$(?:[A-Za-z_][A-Za-z0-9_]*|\{[A-Za-z_][A-Za-z0-9_]*\}|[0-9#?$!@*-])$/;
/** Whether expanding the word assigns no variable: its expansions are plain parameters. */
function assignsNothing(word) {
    return word.parts.every((p) => p.type !== 'expansion' || PLAIN_PARAMETER.test(p.text));
}
/**
 * The first command of a bash `for` loop's body with its words that are only the loop's
 * variable replaced by the loop's word (its own place in the line kept), or undefined when
 * nothing is replaced or the loop is not one this reads.
 */
export function loopValueCommand(node, namerefs) {
    const { name, hasIn } = node;
    if (node.kind !== 'for' || name === undefined || !LOOP_NAME.test(name) || hasIn !== true || namerefs.has(name))
        return undefined;
    if (node.words.length !== 1 || !literalOrGlob(node.words[0]) || node.bodies.length !== 1)
        return undefined;
    const from = firstSimple(node.bodies[0]);
    if (from === undefined || from.assignments.some((a) => a.name === name) || !from.words.every(assignsNothing))
        return undefined;
    const value = node.words[0];
    let replaced = false;
    const words = from.words.map((w, i) => {
        if (i === 0 || !onlyVariable(w, name))
            return w;
        replaced = true;
        return { ...value, start: w.start, end: w.end };
    });
    return replaced ? { from, to: { ...from, words } } : undefined;
}
//# sourceMappingURL=loop-values.js.map