// What bash's parameter operations make of a known value (issue 3, session 36): `${X#x}`,
// `${X%%/*}`, `${X/x/c}`, `${X//a/b}`, `${X:1}`, `${X: -6:3}`, and the case changes. Read as the
// whole value before, so `X=x/etc/passwd; mytool ${X#x}` was read as `x/etc/passwd` (a relative
// path in the project) where bash gives `/etc/passwd`. A pattern or replacement that names another
// expansion, quotes or an extended glob is not computed: operated gives undefined, and the
// variable's readings ask (value-readings.ts unreadSubstitution; session 38: its whole value was
// read, so `X=/tmp/a; X=${X/tmp\/a/etc\/passwd}; mytool $X` was allowed).
/** Escaped characters (`\/`, `\}`) are the pattern's or replacement's own, as bash splits them. */
const OPERATION = /^\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])(\[[^\]]*\])?(?:(##?|%%?)((?:\\[\s\S]|[^}\\])*)|\/([/#%]?)((?:\\[\s\S]|[^/}\\])*)(?:\/((?:\\[\s\S]|[^}\\])*))?|:(\s*-?\d+)(?::(\s*-?\d+))?)\}$/;
/** An expansion with an operation on its value (a default, `${X:-…}`, is none): `${X#…`, `${X%…`, `${X/…`, `${X:1…`, `${X@E}`. */
const OPERATION_SHAPE = /^\$\{(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])(?:\[[^\]]*\])?(?:[#%/]|:(?![-=?+])|@[EPKk]\}$)/;
/** `${X@E}` and `${X@P}` decode escapes, and @P runs `$(…)` in the value: the same value only without those characters. */
const PROMPT_OR_ESCAPES = /^\$\{[^}]*@[EP]\}$/;
/** Pattern characters and value characters a pattern is matched with, at most (work bounds: a longer one is read as the whole value). */
const MAX_PATTERN = 64;
const MAX_MATCHED = 512;
/** Stars in a pattern, at most (each multiplies a match's backtracking). */
const MAX_STARS = 3;
/** A value with its expansion's operation applied where it is computed, else the value itself (the whole value stays a reading: value-readings.ts withOperations). */
export function operated(text, value) {
    return computedOperation(text, value) ?? value;
}
/** A value with its expansion's operation applied, the value itself where it has none, or undefined where its operation is not computed. */
function computedOperation(text, value) {
    if (text.length < 5 || text.charCodeAt(1) !== 123 /* { */ || !OPERATION_SHAPE.test(text))
        return value;
    if (PROMPT_OR_ESCAPES.test(text))
        return /[\\$`]/.test(value) ? undefined : value;
    if (text.length > MAX_PATTERN + 32)
        return undefined;
    const m = OPERATION.exec(text);
    if (m === null)
        return undefined;
    // (An array's every element, `${A[@]#x}`, `${@/#x/y}`, is operated on alone: the value is its elements joined.)
    const each = m[1] === '@' || m[1] === '*' || m[2] === '[@]' || m[2] === '[*]';
    // (An array's `${A[@]:1}` takes elements, not characters: the whole value, every element, stays a reading beside this one.)
    if (m[8] !== undefined)
        return substring(value, Number(m[8]), m[9] === undefined ? undefined : Number(m[9]));
    const one = (v) => (m[3] !== undefined ? removed(v, m[3], m[4]) : replaced(v, m[5], m[6], m[7] ?? ''));
    if (!each)
        return one(value);
    const out = [];
    for (const v of value.split(' ')) {
        const got = one(v);
        if (got === undefined)
            return undefined;
        out.push(got);
    }
    return out.join(' ');
}
/** Whether an expansion's operation on a value the line shows is not computed (`X=/tmp/a; mytool ${X/a/$Y}`): its readings ask. */
export function uncomputedOperation(text, values, nameOf) {
    if (text.length < 5 || text.charCodeAt(1) !== 123 /* { */ || !OPERATION_SHAPE.test(text))
        return false;
    return values.get(nameOf(text) ?? '')?.some((v) => computedOperation(text, v) === undefined) === true;
}
/** `#`/`##` removes the shortest/longest matching prefix, `%`/`%%` the suffix. */
function removed(value, op, pattern) {
    const p = value.length > MAX_MATCHED ? undefined : patternOf(pattern);
    if (p === undefined)
        return undefined;
    const longest = op.length === 2;
    // (Every length of a prefix, or of a suffix read backwards, that matches: one pass.)
    const lengths = op[0] === '#' ? matchedLengths(p, value, 0, 1) : matchedLengths(p.slice().reverse(), value, value.length - 1, -1);
    const k = longest ? lengths.lastIndexOf(true) : lengths.indexOf(true);
    if (k < 0)
        return value;
    return op[0] === '#' ? value.slice(k) : value.slice(0, value.length - k);
}
/** `${X/PAT/REP}`: the longest match from the left replaced (`//` every one, `/#` at the start, `/%` at the end). */
function replaced(value, anchor, pattern, written) {
    // (A backslash quotes the character after it, `${X/c/c\/}`: `c/` (session 37: was left whole).)
    const replacement = written.replace(/\\(.)/gs, '$1');
    if (/[$`'"&]/.test(written) || value.length > MAX_MATCHED / 4)
        return undefined;
    // (An empty pattern matches nothing, but at the start or end, where bash puts the replacement: `${X/#//etc/}` is /etc/X, not computed.)
    if (pattern === '')
        return anchor === '#' || anchor === '%' ? undefined : value;
    const p = patternOf(pattern);
    if (p === undefined)
        return undefined;
    const n = value.length;
    const at = (start) => {
        const k = matchedLengths(p, value, start, 1).lastIndexOf(true);
        return k <= 0 ? -1 : start + k;
    };
    if (anchor === '#') {
        const end = at(0);
        return end < 0 ? value : replacement + value.slice(end);
    }
    if (anchor === '%') {
        const k = matchedLengths(p.slice().reverse(), value, n - 1, -1).lastIndexOf(true);
        return k <= 0 ? value : value.slice(0, n - k) + replacement;
    }
    let out = '';
    let k = 0;
    let done = false;
    while (k < n) {
        const end = done ? -1 : at(k);
        if (end < 0) {
            out += value[k];
            k++;
            continue;
        }
        out += replacement;
        k = end;
        done = anchor !== '/';
    }
    return out;
}
/** `${X:OFF:LEN}`: a negative offset counts from the end; a negative length ends that far from the end. */
function substring(value, offset, length) {
    const n = value.length;
    const start = offset < 0 ? Math.max(0, n + offset) : Math.min(n, offset);
    if (length === undefined)
        return value.slice(start);
    const end = length < 0 ? n + length : start + length;
    return end < start ? value : value.slice(start, end);
}
/**
 * A bash pattern (`*`, `?`, `[…]`, other characters as themselves) as pieces; undefined where it
 * names an expansion, quotes, escapes or an extended glob. (Matched by matchedLengths, linear in
 * the text: as a backtracking RegExp, `*a*a*b` on 510 `a` took 16 s.)
 */
function patternOf(pattern) {
    if (pattern.length > MAX_PATTERN || /[$`'"]|[?*+@!]\(/.test(pattern) || pattern.split('*').length - 1 > MAX_STARS)
        return undefined;
    const out = [];
    for (let k = 0; k < pattern.length; k++) {
        const c = pattern[k];
        // (A backslash makes the character after it itself: `${X/\/tmp/…}` matches `/tmp`.)
        if (c === '\\') {
            if (k + 1 === pattern.length)
                return undefined;
            out.push({ t: 'char', c: pattern[++k] });
        }
        else if (c === '*')
            out.push({ t: 'star' });
        else if (c === '?')
            out.push({ t: 'any' });
        else if (c === '[') {
            const close = pattern.indexOf(']', k + 2);
            if (close < 0)
                return undefined;
            let body = pattern.slice(k + 1, close);
            if (body.startsWith('!') || body.startsWith('^'))
                body = `^${body.slice(1)}`;
            if (body.includes('[') || body.includes('\\'))
                return undefined;
            out.push({ t: 'class', re: new RegExp(`^[${body.replace(/\\/g, '\\\\')}]$`) });
            k = close;
        }
        else
            out.push({ t: 'char', c });
    }
    return out;
}
/**
 * Which lengths of the text read from `from` by `step` (1 forwards, -1 backwards) the whole
 * pattern matches (index: length): the pattern's positions as a set, advanced one character at a
 * time, so the work is the text's length times the pattern's.
 */
function matchedLengths(p, value, from, step) {
    const m = p.length;
    let states = new Uint8Array(m + 1);
    const close = (s) => {
        for (let i = 0; i < m; i++)
            if (s[i] === 1 && p[i].t === 'star')
                s[i + 1] = 1;
        return s;
    };
    states[0] = 1;
    close(states);
    const out = [states[m] === 1];
    for (let j = from; j >= 0 && j < value.length; j += step) {
        const ch = value[j];
        const next = new Uint8Array(m + 1);
        let any = false;
        for (let i = 0; i < m; i++) {
            if (states[i] !== 1)
                continue;
            const piece = p[i];
            if (piece.t === 'star')
                next[i] = 1;
            else if (piece.t === 'any' || (piece.t === 'char' ? piece.c === ch : piece.re.test(ch)))
                next[i + 1] = 1;
            else
                continue;
            any = true;
        }
        states = close(next);
        out.push(states[m] === 1);
        if (!any)
            break;
    }
    while (out.length <= (step === 1 ? value.length - from : from + 1))
        out.push(false);
    return out;
}
/** A value with the case change its expansion makes (`${X,,}`, `${X^}`, `${X~~}`, `${X@L}`): only where that is the whole operation. */
export function caseChanged(text, value) {
    const op = CASE_OPERATION.exec(text)?.[1];
    if (op === undefined)
        return value;
    if (op === ',,' || op === '@L')
        return value.toLowerCase();
    if (op === '^^' || op === '@U')
        return value.toUpperCase();
    if (op === '~~')
        return toggled(value);
    const first = value.charAt(0);
    const changed = op === ',' ? first.toLowerCase() : op === '~' ? toggled(first) : first.toUpperCase();
    return changed + value.slice(1);
}
const CASE_OPERATION = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?(,,?|\^\^?|~~?|@[LUu])\}$/;
function toggled(text) {
    let out = '';
    for (const c of text)
        out += c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
    return out;
}
//# sourceMappingURL=parameter-operations.js.map