// The program names an expansion's word may become that its own text shows, for a program the
// analysis does not read, which may run its words (unknown-programs.ts, decide/command-parts.ts
// possibleRuns). literalProgramTail reads the literal end of the word (`"$D/rm"`); this reads what
// bash makes of the rest: every brace alternative (`r{m,}` is `rm r`), a parameter's default or
// alternate value (`${X:-rm}`), an expansion that is empty (`r${X}m`), and a glob's matches
// (`/bin/r?` is /bin/rm on every Linux). A word with no literal name in it (`$X`, `*`) names none.
import { WORD } from './word-shapes.js';
/** Brace alternatives read from one word, at most (then the rest are not read: the word is any words already). */
export const MAX_BRACE_READINGS = 32;
/** A word longer than this is not read (a work bound; its literal tail is still read). */
const MAX_WORD_LENGTH = 256;
/** A character range `{a..z}` of at most this many letters is read (bash's own ranges). */
const MAX_RANGE = 26;
/** Glob characters in a name (quoting is not tracked: a quoted `?` is read as a glob, wider). */
const GLOB_CHARS = /[*?[]/;
/**
 * The program names (base names, after the last `/` or `\`) an expansion's word may become:
 * literal names, and glob patterns with at least one literal character to be matched against the
 * names rules give (globNamesName). Empty when the word shows none.
 */
export function expansionWordNames(word, shape) {
    if (word.length > MAX_WORD_LENGTH)
        return [];
    // (A quoted word's shape keeps what the source text lost: `"r$X"m` is `r$Xm` as text, `r…m` as a
    // shape, and `"$X"rm` is `$Xrm`, which reads as one variable.)
    const shaped = shape?.kind === 'one' && shape.pattern !== WORD ? shapeName(shape.pattern) : undefined;
    // (Most expansions' words are one variable, `$X`, `"${X}"`: no name in them.)
    if (ONE_VARIABLE.test(word))
        return shaped === undefined ? [] : [shaped];
    const names = [];
    if (shaped !== undefined)
        names.push(shaped);
    // (Only a brace, a glob or a name joined to an expansion shows a name the literal tail does not.)
    if (!SHOWS_MORE.test(word))
        return names;
    const alternatives = word.includes('{') ? braceAlternatives(word) : [word];
    for (let k = 0; k < alternatives.length; k++) {
        const alternative = alternatives[k];
        if (!alternative.includes('$') && !alternative.includes('`')) {
            addReadingName(names, alternative);
            continue;
        }
        addReadingName(names, withExpansions(alternative, true));
        addReadingName(names, withExpansions(alternative, false));
    }
    return names;
}
/** The program name a reading of the word runs, into `names` when new: its first word's base name, quotes left off. */
function addReadingName(names, reading) {
    // (An unquoted default splits: `${X:-rm -rf x}` runs rm.)
    const text = reading.replace(QUOTES, '').trimStart();
    const blank = text.search(BLANK);
    const first = blank < 0 ? text : text.slice(0, blank);
    const base = first.slice(Math.max(first.lastIndexOf('/'), first.lastIndexOf('\\')) + 1);
    if (isName(base) && !names.includes(base))
        names.push(base);
}
/** A brace (or `${`), a glob character, or a name's character just before an expansion (`r$X`). */
const SHOWS_MORE = /[{*?[]|[\w.+-][$`]/;
/** A word that is one variable, quoted or not. */
const ONE_VARIABLE = /^"?\$(?:\w+|\{\w+\})"?$/;
const QUOTES = /["']/g;
const BLANK = /\s/;
/** A program name worth looking up: not empty, no option, one literal name character at least. */
function isName(base) {
    return base !== '' && base.charCodeAt(0) !== 45 /* - */ && /[\w.+-]/.test(base);
}
/**
 * The name a one-word shape may run as, a glob (word-shapes.ts): its text after the last `/`,
 * each wildcard a `*`, and from the first WORD on only (its text may hold a `/`: `"r$X"m` may be
 * `r/x/rm`, whose name is `…m`).
 */
function shapeName(pattern) {
    if (/[\u0005-\u0007]/.test(pattern))
        return undefined;
    const base = pattern.slice(pattern.lastIndexOf('/') + 1);
    const word = base.indexOf(WORD);
    const name = (word < 0 ? base : `*${base.slice(word + 1)}`).replace(/[\u0003\u0004]/g, '*');
    return isName(name) ? name : undefined;
}
/** Whether a name is a glob pattern (expansionWordNames). */
export function isGlobName(name) {
    return GLOB_CHARS.test(name);
}
/**
 * The word's brace expansions (`a{b,c}d` → abd acd, `{q..s}` → q r s), outermost first, at most
 * MAX_BRACE_READINGS; the word itself when it has none.
 */
export function braceAlternatives(word) {
    const out = [];
    const pending = [word];
    while (pending.length > 0 && out.length < MAX_BRACE_READINGS) {
        const w = pending.shift();
        const brace = firstBrace(w);
        if (brace === undefined) {
            out.push(w);
            continue;
        }
        const head = w.slice(0, brace.open);
        const tail = w.slice(brace.close + 1);
        for (const item of brace.items) {
            if (pending.length + out.length >= MAX_BRACE_READINGS)
                break;
            pending.push(head + item + tail);
        }
    }
    return out;
}
/** The first `{…}` bash expands (a top-level `,` list or a letter or digit range), or undefined. */
function firstBrace(w) {
    for (let open = w.indexOf('{'); open >= 0; open = w.indexOf('{', open + 1)) {
        // (`${…}` is a parameter, not a brace expansion.)
        if (open > 0 && w[open - 1] === '$')
            continue;
        const close = closingBracket(w, open);
        if (close < 0)
            return undefined;
        const inner = w.slice(open + 1, close);
        const items = commaItems(inner) ?? rangeItems(inner);
        if (items !== undefined)
            return { open, close, items };
    }
    return undefined;
}
/** A brace's items split at its top-level commas, or undefined when it has none. */
function commaItems(inner) {
    const items = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < inner.length; i++) {
        const c = inner[i];
        if (c === '{')
            depth++;
        else if (c === '}')
            depth--;
        else if (c === ',' && depth === 0) {
            items.push(inner.slice(start, i));
            start = i + 1;
        }
    }
    if (items.length === 0)
        return undefined;
    items.push(inner.slice(start));
    return items;
}
/** `a..e` or `1..3` (a step ignored: every item, wider) as its items, when short. */
function rangeItems(inner) {
    const m = /^([A-Za-z]|-?\d+)\.\.([A-Za-z]|-?\d+)(?:\.\.-?\d+)?$/.exec(inner);
    if (m === null)
        return undefined;
    const letters = /^[A-Za-z]$/.test(m[1]) && /^[A-Za-z]$/.test(m[2]);
    const a = letters ? m[1].charCodeAt(0) : Number(m[1]);
    const b = letters ? m[2].charCodeAt(0) : Number(m[2]);
    if (Math.abs(b - a) >= MAX_RANGE)
        return undefined;
    const items = [];
    for (let k = Math.min(a, b); k <= Math.max(a, b); k++)
        items.push(letters ? String.fromCharCode(k) : String(k));
    return items;
}
/**
 * The word with each expansion (`$X`, `${…}`, `$(…)`, `` `…` ``) replaced: by its default or
 * alternate value (`${X:-w}`, `${X=w}`, `${X:+w}`) when `values`, else by nothing (an unset or
 * empty variable).
 */
function withExpansions(w, values) {
    let out = '';
    for (let i = 0; i < w.length; i++) {
        const c = w[i];
        if (c === '`') {
            const close = w.indexOf('`', i + 1);
            if (close < 0)
                return out;
            i = close;
        }
        else if (c === '$' && (w[i + 1] === '{' || w[i + 1] === '(')) {
            const close = closingBracket(w, i + 1);
            if (close < 0)
                return out;
            if (values && w[i + 1] === '{')
                out += parameterValue(w.slice(i + 2, close));
            i = close;
        }
        else if (c === '$' && i + 1 < w.length && /[\w@*#?$!-]/.test(w[i + 1])) {
            i++;
            if (/\w/.test(w[i]))
                while (i + 1 < w.length && /\w/.test(w[i + 1]))
                    i++;
        }
        else
            out += c;
    }
    return out;
}
/**
 * The word with each parameter's default or alternate value in its place, quotes left off, other
 * expansions empty (`${X:-/etc/passwd}`: `/etc/passwd`, `--host=${H:-evil.com}`); undefined when
 * it has none. (For an unknown program's possible paths and hosts: the value the line shows.)
 */
export function defaultValueReading(word) {
    return DEFAULT_VALUE.test(word) ? withExpansions(word, true).replace(QUOTES, '') : undefined;
}
/**
 * The word with its variables empty, quotes left off, where that is an absolute path
 * (`$UNSET/etc/passwd`: `/etc/passwd`): a variable the line does not set may be unset; undefined
 * where the word names no variable, or the home or working directory, whose values are known, or
 * where it is no absolute path (`"$X.env"`: tails, possible-paths.ts, read what may follow a value).
 */
export function emptyVariableReading(word) {
    if (!NAMES_VARIABLE.test(word) || NAMES_DIRECTORY.test(word))
        return undefined;
    const out = withExpansions(word, false).replace(QUOTES, '');
    return out.length > 1 && out.charCodeAt(0) === 47 /* / */ ? out : undefined;
}
const NAMES_VARIABLE = /\$(?:\{[!#]?)?[\w@*#?$!-]/;
const NAMES_DIRECTORY = /\$\{?(?:HOME|PWD|USERPROFILE)(?!\w)/;
const DEFAULT_VALUE = /\$\{[\w@*#?$!-]\w*:?[-=+]/;
/** The `}` or `)` closing the bracket at `open` (nested ones counted), or -1 (unknown-programs.ts reads expansions' tails by it too). */
export function closingBracket(w, open) {
    const o = w[open];
    const c = o === '{' ? '}' : ')';
    let depth = 0;
    for (let i = open; i < w.length; i++) {
        if (w[i] === o)
            depth++;
        else if (w[i] === c && --depth === 0)
            return i;
    }
    return -1;
}
/** The value a `${NAME OP WORD}` may take from its own text: WORD for `-`, `=`, `+` (with or without `:`). */
function parameterValue(inner) {
    const m = /^[\w@*#?$!-]\w*:?[-=+]([\s\S]*)$/.exec(inner);
    return m === null ? '' : m[1];
}
/**
 * A test of whether the glob `pattern` (`*`, `?`, `[…]` with `!`/`^` and ranges) matches all of
 * a name: a dynamic-programming match, linear in the product of their lengths (no backtracking).
 */
export function globNameMatcher(pattern) {
    const tokens = globTokens(pattern);
    return (name) => {
        // (reach[j]: the tokens so far can match name's first j characters.)
        let reach = [true];
        for (let j = 1; j <= name.length; j++)
            reach.push(false);
        for (const t of tokens) {
            const next = [t === '*' && reach[0]];
            for (let j = 1; j <= name.length; j++)
                next.push(t === '*' ? reach[j] || next[j - 1] : reach[j - 1] && t(name[j - 1]));
            reach = next;
        }
        return reach[name.length];
    };
}
/** A glob's tokens: `*`, or a test of one character. */
function globTokens(pattern) {
    const out = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (out[out.length - 1] !== '*')
                out.push('*');
        }
        else if (c === '?')
            out.push(() => true);
        else if (c === '[' && pattern.indexOf(']', i + 2) > 0) {
            const close = pattern.indexOf(']', i + 2);
            out.push(bracketTest(pattern.slice(i + 1, close)));
            i = close;
        }
        else
            out.push((x) => x === c);
    }
    return out;
}
/** A `[…]` class's test (`!` or `^` first negates; `a-z` ranges). */
function bracketTest(body) {
    const negated = body[0] === '!' || body[0] === '^';
    const set = negated ? body.slice(1) : body;
    return (c) => {
        let hit = false;
        for (let k = 0; k < set.length && !hit; k++) {
            if (set[k + 1] === '-' && k + 2 < set.length) {
                hit = c >= set[k] && c <= set[k + 2];
                k += 2;
            }
            else
                hit = c === set[k];
        }
        return hit !== negated;
    };
}
//# sourceMappingURL=expansion-names.js.map