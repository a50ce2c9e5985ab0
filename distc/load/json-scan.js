// The lexical layer of the JSON parser (./json-parse.ts): the text, the position and the current
// line, whitespace and comments (each comment is reported, then skipped), strings with their
// escapes, the literals true/false/null, and numbers. It knows nothing of nesting beyond the
// pointer of the innermost container, which comment diagnostics name. Errors are reported here
// too: `fail` records a json-syntax diagnostic and throws STOP, which parseJson catches.
import { diagnostic } from '../diagnostics.js';
import { describeAt, quoteChar } from './json-messages.js';
/** Thrown (and caught in parseJson) to stop at the first unrecoverable error. */
export const STOP = Symbol('stop');
export class JsonScanner {
    t;
    n;
    pos = 0;
    line = 1;
    lineStart = 0;
    /** Pointer of the innermost container being parsed (for comment diagnostics). */
    container = '';
    hasError = false;
    diagnostics = [];
    constructor(text) {
        this.t = text;
        this.n = text.length;
    }
    /** Location of `offset`, which must be on the current line. */
    loc(offset) {
        return { offset, line: this.line, column: offset - this.lineStart + 1 };
    }
    report(code, at, message, pointer) {
        this.hasError = true;
        this.diagnostics.push(diagnostic(code, message, { line: at.line, column: at.column, pointer }));
    }
    /** Reports a json-syntax error at `offset` (on the current line) and stops. */
    fail(offset, message, pointer) {
        this.pos = offset;
        this.report('json-syntax', this.loc(offset), message, pointer);
        throw STOP;
    }
    /** Skips whitespace, and comments (reporting each one). */
    ws() {
        const t = this.t;
        let i = this.pos;
        for (;;) {
            const c = t.charCodeAt(i);
            if (c === 32 || c === 9) {
                i++;
            }
            else if (c === 10) {
                i++;
                this.line++;
                this.lineStart = i;
            }
            else if (c === 13) {
                i++;
                if (t.charCodeAt(i) !== 10) {
                    this.line++;
                    this.lineStart = i;
                }
            }
            else if (c === 47) {
                this.pos = i;
                if (!this.comment())
                    return;
                i = this.pos;
            }
            else {
                break;
            }
        }
        this.pos = i;
    }
    /** At a "/": reports and skips a comment; false (nothing consumed) if it is not one. */
    comment() {
        const t = this.t;
        const n = this.n;
        const start = this.pos;
        const next = t.charCodeAt(start + 1);
        if (next === 47) {
            this.report('json-comment', this.loc(start), 'found a "//" comment; JSON does not allow comments', this.container);
            let i = start + 2;
            while (i < n) {
                const c = t.charCodeAt(i);
                if (c === 10 || c === 13)
                    break;
                i++;
            }
            this.pos = i;
            return true;
        }
        if (next === 42) {
            const at = this.loc(start);
            let i = start + 2;
            for (;;) {
                if (i >= n) {
                    this.report('json-comment', at, 'found an unterminated "/*" comment (no closing "*/" before end of input); JSON does not allow comments', this.container);
                    break;
                }
                const c = t.charCodeAt(i);
                if (c === 42 && t.charCodeAt(i + 1) === 47) {
                    i += 2;
                    this.report('json-comment', at, 'found a "/*" comment; JSON does not allow comments', this.container);
                    break;
                }
                i++;
                if (c === 10 || (c === 13 && t.charCodeAt(i) !== 10)) {
                    this.line++;
                    this.lineStart = i;
                }
            }
            this.pos = i;
            return true;
        }
        return false;
    }
    /** At a '"': returns the decoded string, this.pos just past the closing quote. */
    string(pointer) {
        const t = this.t;
        const start = this.pos + 1;
        let i = start;
        for (;;) {
            const c = t.charCodeAt(i);
            if (c === 34) {
                this.pos = i + 1;
                return t.slice(start, i);
            }
            if (c === 92)
                return this.escapedString(start, i, pointer);
            if (!(c >= 32))
                this.badStringChar(i, pointer); // also NaN: end of input
            i++;
        }
    }
    badStringChar(i, pointer) {
        if (i >= this.n)
            this.fail(i, 'unterminated string: unexpected end of input; expected "\\"" to close the string', pointer);
        return this.fail(i, `unexpected control character ${quoteChar(this.t.charCodeAt(i))} in string; expected it escaped (\\n, \\t, \\u00XX, ...)`, pointer);
    }
    /** The rest of a string from the first backslash at `i`. */
    escapedString(start, i, pointer) {
        const t = this.t;
        let out = '';
        let chunk = start;
        for (;;) {
            const c = t.charCodeAt(i);
            if (c === 34) {
                this.pos = i + 1;
                return out + t.slice(chunk, i);
            }
            if (c === 92) {
                out += t.slice(chunk, i);
                const e = t.charCodeAt(i + 1);
                switch (e) {
                    case 34:
                        out += '"';
                        break;
                    case 92:
                        out += '\\';
                        break;
                    case 47:
                        out += '/';
                        break;
                    case 98:
                        out += '\b';
                        break;
                    case 102:
                        out += '\f';
                        break;
                    case 110:
                        out += '\n';
                        break;
                    case 114:
                        out += '\r';
                        break;
                    case 116:
                        out += '\t';
                        break;
                    case 117: {
                        let u = 0;
                        for (let k = 2; k < 6; k++) {
                            const h = t.charCodeAt(i + k);
                            let d;
                            if (h >= 48 && h <= 57)
                                d = h - 48;
                            else if (h >= 97 && h <= 102)
                                d = h - 87;
                            else if (h >= 65 && h <= 70)
                                d = h - 55;
                            else if (i + k >= this.n)
                                return this.fail(this.n, 'unterminated string: unexpected end of input in a "\\u" escape; expected four hex digits and a closing "\\""', pointer);
                            else {
                                return this.fail(i, `invalid escape "\\u${t.slice(i + 2, i + k)}" followed by ${describeAt(t, i + k)} in string; expected four hex digits after "\\u"`, pointer);
                            }
                            u = u * 16 + d;
                        }
                        out += String.fromCharCode(u);
                        i += 4;
                        break;
                    }
                    default:
                        if (i + 1 >= this.n)
                            this.fail(this.n, 'unterminated string: unexpected end of input after "\\"; expected an escape and a closing "\\""', pointer);
                        this.fail(i, `invalid escape: "\\" followed by ${describeAt(t, i + 1)} in string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`, pointer);
                }
                i += 2;
                chunk = i;
                continue;
            }
            if (!(c >= 32))
                this.badStringChar(i, pointer);
            i++;
        }
    }
    literal(word, pointer) {
        const t = this.t;
        const start = this.pos;
        for (let k = 1; k < word.length; k++) {
            if (t.charCodeAt(start + k) !== word.charCodeAt(k)) {
                this.fail(start + k, `unexpected ${describeAt(t, start + k)} in literal "${word}"; expected "${word[k]}"`, pointer);
            }
        }
        this.pos = start + word.length;
    }
    number(pointer) {
        const t = this.t;
        const start = this.pos;
        let i = start;
        let c = t.charCodeAt(i);
        const negative = c === 45;
        if (negative)
            c = t.charCodeAt(++i);
        let simple = 0; // value of the integer part while it is exact
        if (c === 48) {
            c = t.charCodeAt(++i);
            if (c >= 48 && c <= 57) {
                this.fail(i, `unexpected ${quoteChar(c)} after leading "0"; expected ".", "e" or the end of the number (JSON numbers have no leading zeros)`, pointer);
            }
        }
        else if (c >= 49 && c <= 57) {
            do {
                simple = simple * 10 + (c - 48);
                c = t.charCodeAt(++i);
            } while (c >= 48 && c <= 57);
        }
        else {
            this.fail(i, `expected a digit after "-", found ${describeAt(t, i)}`, pointer);
        }
        let integer = true;
        if (c === 46) {
            integer = false;
            c = t.charCodeAt(++i);
            if (!(c >= 48 && c <= 57))
                this.fail(i, `expected a digit after ".", found ${describeAt(t, i)}`, pointer);
            do
                c = t.charCodeAt(++i);
            while (c >= 48 && c <= 57);
        }
        if (c === 101 || c === 69) {
            integer = false;
            c = t.charCodeAt(++i);
            if (c === 43 || c === 45)
                c = t.charCodeAt(++i);
            if (!(c >= 48 && c <= 57))
                this.fail(i, `expected a digit in the exponent, found ${describeAt(t, i)}`, pointer);
            do
                c = t.charCodeAt(++i);
            while (c >= 48 && c <= 57);
        }
        this.pos = i;
        if (integer && simple <= Number.MAX_SAFE_INTEGER)
            return negative ? -simple : simple;
        // JSON number syntax is a subset of Number()'s, with the same rounding as JSON.parse.
        return Number(t.slice(start, i));
    }
}
//# sourceMappingURL=json-scan.js.map