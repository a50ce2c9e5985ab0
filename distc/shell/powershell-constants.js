// The value of a PowerShell sub-expression that only holds string literals (`$('rm -rf x')`,
// `('C:\secrets\a')`, `@('a', 'b')`, `$('r' + 'm')`, `"$('rm') -rf x"`): what the command gets
// there is known, though the parser reads the part as a substitution (an unknown word). The
// analysis reads the command once more with those values (powershell-readings.ts), for deny and
// ask rules: an unknown program's words (`mytool $('rm -rf x')`) and paths were not seen.
//
// Only string literals (here-strings too; a cast to string aside), `+` between them (concatenating, or appending to
// an array), `,` and `;` between elements, the groups `( )`, `$( )`, `@( )` around them, blanks
// and comments: anything else (a variable, a command, another operator, a number)
// leaves the value unknown, as before.
import { BLANK, DQUOTES, SQUOTES } from './powershell-scan.js';
const DOUBLE_ESCAPES = {
    '0': '\u0000', a: '\u0007', b: '\b', e: '\u001B', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
};
/** Reads one sub-expression's text; every method returns undefined at anything not constant. */
class ConstantReader {
    src;
    pos = 0;
    constructor(src) {
        this.src = src;
    }
    /** Blanks, line breaks, line continuations and comments (`# …`, `<# … #>`) between tokens. */
    skip() {
        const src = this.src;
        for (;;) {
            const c = src[this.pos];
            if (c === undefined)
                return;
            if (BLANK.test(c) || c === '\n' || c === '\r')
                this.pos++;
            else if (c === '`' && (src[this.pos + 1] === '\n' || src[this.pos + 1] === '\r'))
                this.pos += 2;
            else if (c === '#') {
                const nl = src.indexOf('\n', this.pos);
                this.pos = nl < 0 ? src.length : nl;
            }
            else if (c === '<' && src[this.pos + 1] === '#') {
                const end = src.indexOf('#>', this.pos + 2);
                if (end < 0)
                    return;
                this.pos = end + 2;
            }
            else
                return;
        }
    }
    /** `(…)`, `$(…)` or `@(…)` at pos: its elements (`@( )` or a `,` makes an array, `+` appends to it). */
    group() {
        const open = this.src[this.pos] === '(' ? 1 : this.src.startsWith('$(', this.pos) || this.src.startsWith('@(', this.pos) ? 2 : 0;
        if (open === 0)
            return undefined;
        const array = this.src[this.pos] === '@';
        this.pos += open;
        const out = [];
        let several = false;
        for (;;) {
            this.skip();
            const one = this.concatenation();
            if (one === undefined)
                return undefined;
            out.push(...one.elements);
            several ||= one.array;
            this.skip();
            const c = this.src[this.pos];
            this.pos++;
            if (c === ')')
                return { elements: out, array: array || several || out.length > 1 };
            if (c !== ',' && c !== ';')
                return undefined;
        }
    }
    /** Operands joined by `+`: a string's concatenates (an array after it joined by blanks), an array's appends. */
    concatenation() {
        let value = this.operand();
        for (;;) {
            if (value === undefined)
                return undefined;
            this.skip();
            if (this.src[this.pos] !== '+')
                return value;
            this.pos++;
            this.skip();
            const next = this.operand();
            if (next === undefined)
                return undefined;
            value = value.array ? { elements: [...value.elements, ...next.elements], array: true } : { elements: [value.elements[0] + next.elements.join(' ')], array: false };
        }
    }
    operand() {
        // (A cast to string, `[string]'rm'`, leaves a string as it is.)
        const cast = this.src[this.pos] === '[' ? STRING_CAST.exec(this.src.slice(this.pos, this.pos + 20)) : null;
        if (cast !== null) {
            this.pos += cast[0].length;
            this.skip();
        }
        const c = this.src[this.pos] ?? '';
        if (c === '@' && this.src[this.pos + 1] !== '(')
            return scalar(this.hereString());
        if (SQUOTES.has(c))
            return scalar(this.singleQuoted());
        if (DQUOTES.has(c))
            return scalar(this.doubleQuoted());
        return this.group();
    }
    /** `'…'` (a doubled quote, of any of the quote characters, is one). */
    singleQuoted() {
        let text = '';
        for (let i = this.pos + 1; i < this.src.length; i++) {
            const c = this.src[i];
            if (!SQUOTES.has(c)) {
                text += c;
                continue;
            }
            if (SQUOTES.has(this.src[i + 1] ?? '')) {
                text += c;
                i++;
                continue;
            }
            this.pos = i + 1;
            return text;
        }
        return undefined;
    }
    /** `"…"` with no `$` that expands (a variable or sub-expression: unknown); backtick escapes decoded. */
    doubleQuoted() {
        let text = '';
        for (let i = this.pos + 1; i < this.src.length; i++) {
            const c = this.src[i];
            if (DQUOTES.has(c)) {
                if (DQUOTES.has(this.src[i + 1] ?? '')) {
                    text += c;
                    i++;
                    continue;
                }
                this.pos = i + 1;
                return text;
            }
            if (c === '$' && !isLiteralDollar(this.src[i + 1] ?? ''))
                return undefined;
            if (c === '`') {
                const n = this.src[i + 1];
                // (`u{…} is read by the parser: not here.)
                if (n === undefined || n === 'u')
                    return undefined;
                text += DOUBLE_ESCAPES[n] ?? n;
                i++;
                continue;
            }
            text += c;
        }
        return undefined;
    }
    /** `@'…'@` or `@"…"@` at pos (the line breaks after the opening and before the closing are not part of it). */
    hereString() {
        const open = HERE_OPEN.exec(this.src.slice(this.pos, this.pos + 200));
        if (open === null)
            return undefined;
        const expandable = DQUOTES.has(open[1]);
        const from = this.pos + open[0].length;
        const close = (expandable ? HERE_CLOSE_DOUBLE : HERE_CLOSE_SINGLE).exec(this.src.slice(from - 1));
        if (close === null)
            return undefined;
        const body = this.src.slice(from, Math.max(from, from - 1 + close.index));
        this.pos = from - 1 + close.index + close[0].length;
        return expandable ? expandedText(body) : body;
    }
}
/** A here-string's opening: `@` and a quote, blanks, a line break. */
const HERE_OPEN = /^@(['"\u2018-\u201E])[ \t]*\r?\n/;
const HERE_CLOSE_SINGLE = /\r?\n['\u2018-\u201B]@/;
const HERE_CLOSE_DOUBLE = /\r?\n["\u201C-\u201E]@/;
/** An expandable here-string's text with its backtick escapes decoded, or undefined when a `$` expands in it. */
function expandedText(body) {
    let text = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c === '$' && !isLiteralDollar(body[i + 1] ?? ''))
            return undefined;
        if (c !== '`') {
            text += c;
            continue;
        }
        const n = body[i + 1];
        if (n === undefined || n === 'u')
            return undefined;
        text += DOUBLE_ESCAPES[n] ?? n;
        i++;
    }
    return text;
}
/** A cast to a string (`[string]`, `[System.String]`, any case). */
const STRING_CAST = /^\[(?:System\.)?String\]/i;
/** A `$` PowerShell leaves as it is in "…": before a blank, a quote or the end. */
function isLiteralDollar(next) {
    return next === '' || BLANK.test(next) || next === '\n' || next === '\r' || DQUOTES.has(next);
}
function scalar(text) {
    return text === undefined ? undefined : { elements: [text], array: false };
}
/** The elements a sub-expression part's text (`$(…)`, `@(…)`, `(…)`) gives, when all are string literals. */
export function constantElements(text) {
    const r = new ConstantReader(text);
    const out = r.group();
    return out !== undefined && r.pos === text.length ? out.elements : undefined;
}
/** The elements a statement of string literals gives (`'a'`, `'a' + 'b'`, `'a', 'b'`), or undefined. */
export function constantStatement(text) {
    const r = new ConstantReader(text);
    const out = [];
    for (;;) {
        r.skip();
        const one = r.concatenation();
        if (one === undefined)
            return undefined;
        out.push(...one.elements);
        r.skip();
        if (r.pos === text.length)
            return out;
        if (text[r.pos] !== ',')
            return undefined;
        r.pos++;
    }
}
/**
 * The elements of the statement of string literals at `from` (`'a'`, `'a' + 'b'`, `'a', 'b'`)
 * when the statement ends there (`;`, a line break, `}`, `)` or the end), or undefined.
 */
export function constantStatementAt(text, from) {
    const r = new ConstantReader(text);
    r.pos = from;
    const out = [];
    for (;;) {
        r.skip();
        const one = r.concatenation();
        if (one === undefined)
            return undefined;
        out.push(...one.elements);
        r.skip();
        const c = text[r.pos];
        if (c === undefined || c === ';' || c === '}' || c === ')')
            return out;
        if (c !== ',')
            return undefined;
        r.pos++;
    }
}
/** A sub-expression part whose value is known (constantElements), or undefined. */
function constantPart(part) {
    if (part.type !== 'command-substitution')
        return undefined;
    const c = part.text.charCodeAt(0);
    // (`{ }` is a script block, `@{ }` a hash table: values of other kinds.)
    if (c !== 40 /* ( */ && !((c === 36 /* $ */ || c === 64 /* @ */) && part.text.charCodeAt(1) === 40))
        return undefined;
    return constantElements(part.text);
}
/**
 * The word with each sub-expression of known value given as that value (quoted literal text), or
 * undefined when it has none. A word that is only such a part gives one word per element (the
 * ones after the first as an array's next elements: `Remove-Item $('a', 'b')` is `Remove-Item a, b`);
 * one inside a string or beside other text is its elements joined by a blank, as PowerShell joins
 * an array into a string.
 */
export function constantWords(word) {
    let parts;
    for (let k = 0; k < word.parts.length; k++) {
        const part = word.parts[k];
        const elements = constantPart(part);
        if (elements === undefined) {
            parts?.push(part);
            continue;
        }
        parts ??= word.parts.slice(0, k);
        if (word.parts.length === 1 && part.type === 'command-substitution' && !part.quoted) {
            return elements.map((text, e) => literalWord(word, text, e > 0 || word.afterComma === true));
        }
        parts.push({ type: 'literal', text: elements.join(' '), quoted: true });
    }
    return parts === undefined ? undefined : [{ start: word.start, end: word.end, text: word.text, parts, ...(word.afterComma ? { afterComma: true } : {}) }];
}
function literalWord(word, text, afterComma) {
    const parts = [{ type: 'literal', text, quoted: true }];
    return afterComma ? { start: word.start, end: word.end, text: word.text, parts, afterComma: true } : { start: word.start, end: word.end, text: word.text, parts };
}
//# sourceMappingURL=powershell-constants.js.map