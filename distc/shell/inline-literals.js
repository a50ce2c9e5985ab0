// String literals and call arguments in the code given to an interpreter (python, node, ruby,
// perl, php), read as the language reads them: a string that interpolates, is built at run time
// or is not closed is 'dynamic'. inline-code.ts and inline-network.ts read calls with these.
import { PYTHON_CONSTANTS } from './inline-code-names.js';
/** Languages whose double-quoted strings interpolate (`"$x"`, `"#{x}"`): such a string is not a literal. */
const INTERPOLATES = {
    python: undefined, node: undefined, perl: /[$@]/, ruby: /#\{/, php: /\$/,
};
/** An argument word (read where it starts: sticky). */
const WORD = /[A-Za-z_$][A-Za-z0-9_$.]*/y;
/** A string literal at `i` (quote at code[i]), or undefined when it interpolates or is not closed. */
export function literal(code, i, lang, prefix) {
    const q = code.charCodeAt(i);
    if (prefix !== '' && lang === 'python' && /[fF]/.test(prefix))
        return 'dynamic';
    const raw = prefix !== '' && lang === 'python' && /[rR]/.test(prefix);
    // (Runs without an escape are sliced, not built a character at a time.)
    let text = '';
    let from = i + 1;
    for (let k = i + 1; k < code.length; k++) {
        const c = code.charCodeAt(k);
        if (c === q) {
            text += code.slice(from, k);
            const interpolates = q === 96 ? lang === 'node' && text.includes('${') : q === 34 && INTERPOLATES[lang]?.test(text) === true;
            return interpolates ? 'dynamic' : { text, end: k + 1 };
        }
        if (c === 92 && !raw && k + 1 < code.length) {
            const n = code.charCodeAt(k + 1);
            // (perl, ruby and php single quotes keep every backslash but those before `\` and `'`.)
            if (q === 39 && lang !== 'python' && lang !== 'node' && n !== 92 && n !== 39)
                continue;
            // Other escapes (`\x72`, `\162`, `\u0072`, `\N{…}`, a backslash-newline) each language decodes its own way: not read.
            if (n !== 110 && n !== 116 && n !== 92 && n !== 34 && n !== 39 && n !== q)
                return 'dynamic';
            text += code.slice(from, k);
            text += n === 110 ? '\n' : n === 116 ? '\t' : code[k + 1];
            k++;
            from = k + 1;
        }
    }
    return undefined;
}
/**
 * The arguments of a call whose `(` is at `open`: its string literals, or 'dynamic' when some
 * argument is not one. `keys`, beside each: the outermost key or keyword it is given under
 * (`cwd="/etc"`, `{env: {A: "b"}}`, ruby's `{"A" => "b"}`, a key itself), or undefined.
 */
export function callArguments(code, open, lang) {
    const args = [];
    const keys = [];
    // (The key open at each depth, until the `,` or bracket that ends its value.)
    const openKeys = [];
    let depth = 0;
    for (let k = open; k < code.length; k++) {
        const c = code[k];
        if (c === '(' || c === '[' || c === '{')
            depth++;
        else if (c === ')' || c === ']' || c === '}') {
            openKeys[depth] = undefined;
            if (--depth === 0)
                return { args, keys, end: k + 1 };
        }
        else if (c === ',')
            openKeys[depth] = undefined;
        else if (c === '"' || c === "'" || c === '`') {
            const l = literal(code, k, lang, '');
            if (l === undefined || l === 'dynamic' || !endsArgument(code, l.end))
                return 'dynamic';
            const outer = outermostKey(openKeys, depth);
            args.push(l.text);
            if (isKey(code, l.end)) {
                keys.push(outer ?? l.text);
                openKeys[depth] ??= l.text;
            }
            else
                keys.push(outer);
            k = l.end - 1;
        }
        else if (/[A-Za-z_$]/.test(c)) {
            // A name: a keyword argument's name (`shell=True`, `mode="w"`, `check=True`) or a value.
            WORD.lastIndex = k;
            const m = WORD.exec(code)[0];
            let a = k + m.length;
            while (code[a] === ' ')
                a++;
            // (`name=value` in python, `name: value` in a JavaScript object or a ruby hash.)
            const keyword = (code[a] === '=' && code[a + 1] !== '=') || code[a] === ':';
            if (!keyword && !/^(?:True|False|None|true|false|null|undefined)$/.test(m) && !PYTHON_CONSTANTS.has(m))
                return 'dynamic';
            if (keyword)
                openKeys[depth] ??= m;
            k += m.length - 1;
        }
    }
    return 'dynamic';
}
/** The key open at the lowest depth up to `depth`, if any. */
function outermostKey(openKeys, depth) {
    for (let d = 1; d <= depth; d++)
        if (openKeys[d] !== undefined)
            return openKeys[d];
    return undefined;
}
/** Whether the literal ending at `end` is a key (`"A": …`, `"A" => …`), not a value. */
function isKey(code, end) {
    let k = end;
    while (code[k] === ' ' || code[k] === '\t')
        k++;
    return (code[k] === ':' && code[k + 1] !== ':') || (code[k] === '=' && code[k + 1] === '>');
}
/** Whether the call at `open` (its `(`) starts with a string literal that is its whole first argument (inside a tuple or list too). */
export function literalFirstArgument(code, open, lang) {
    let k = open + 1;
    while (code[k] === ' ' || code[k] === '(' || code[k] === '[')
        k++;
    const c = code[k];
    if (c !== '"' && c !== "'" && c !== '`')
        return false;
    const l = literal(code, k, lang, '');
    return l !== undefined && l !== 'dynamic' && endsArgument(code, l.end);
}
/**
 * The first argument of the call whose `(` is at `open` when it is one string literal and nothing
 * else (`f('out.json', data)`; not `f(('a', x))` or `f('a' + x)`), else undefined.
 */
export function literalPathArgument(code, open, lang) {
    let k = open + 1;
    while (code[k] === ' ' || code[k] === '\t')
        k++;
    const c = code[k];
    if (c !== '"' && c !== "'" && c !== '`')
        return undefined;
    const l = literal(code, k, lang, '');
    if (l === undefined || l === 'dynamic')
        return undefined;
    let e = l.end;
    while (code[e] === ' ' || code[e] === '\t')
        e++;
    return code[e] === ',' || code[e] === ')' ? l.text : undefined;
}
/**
 * Whether a literal ending at `end` ends its argument: a separator or the end of the call follows,
 * not an operator that builds a string at run time (`"r" + "m x"`, perl's `"r" . "m x"`, python's
 * `"rm %s" % x`, adjacent literals). `statement`: a call without parentheses, ended by the statement.
 */
export function endsArgument(code, end, statement = false) {
    let k = end;
    while (code[k] === ' ' || code[k] === '\t')
        k++;
    const c = code[k];
    if (c === undefined || c === ',' || c === ')' || c === ']' || c === '}' || c === ':' || (c === '=' && code[k + 1] === '>'))
        return !(statement && c === ',');
    return statement && (c === ';' || c === '\n' || /^(?:or|and|if|unless|\|\||&&)\b/.test(code.slice(k, k + 7)));
}
//# sourceMappingURL=inline-literals.js.map