// Strict JSON (RFC 8259) parser that reports exact positions.
//
// Why not JSON.parse: it gives no positions for values, no usable positions for
// errors, silently accepts duplicate keys, and we want one diagnostic per comment
// or trailing comma (the usual JSONC habits) rather than a single SyntaxError.
//
// Positions
// - `offset` is a JavaScript string index (UTF-16 code unit) into the text exactly
//   as given, BOM included.
// - `line` and `column` are 1-based; `column` counts UTF-16 code units from the start
//   of the line (see src/diagnostics.ts). A leading BOM is a code unit like any other,
//   so on line 1 of a text with a BOM the first visible character is column 2.
// - Line breaks are "\n", "\r\n" and a lone "\r"; "\r\n" counts as ONE break. (RFC 8259
//   allows all three as whitespace, and editors treat each of them as a line break.)
//   The "\r" and the "\n" of a "\r\n" both belong to the line they end.
//
// Recovery: a comment or a trailing comma is reported and then skipped, so all of
// them are reported in one pass; any other syntax error stops the parse. Whenever an
// error is reported, `ok` is false and `value` is undefined.
//
// Hot path: one pass over charCodeAt, values and the pointer → location map are built
// as we go, recursion is bounded by MAX_DEPTH, and parseJson never throws.
//
// Layout: this file is the tree layer (values, containers, locations, duplicate keys); the
// lexical layer it extends is ./json-scan.ts and the message texts are in ./json-messages.ts.
import { diagnostic } from '../diagnostics.js';
import { Ctx, describeAt, memberNameHint, quoteKey, unexpectedValueMessage } from './json-messages.js';
import { escapeSegment } from './json-pointer.js';
import { JsonScanner, STOP } from './json-scan.js';
export { decodePointer, encodePointer, escapeSegment } from './json-pointer.js';
/** Deepest allowed nesting of arrays and objects. */
export const MAX_DEPTH = 512;
/** A JavaScript Map holds at most 2^24 entries. */
export const MAX_LOCATIONS = 2 ** 24 - 1;
/**
 * The location of `pointer`'s value or, when it has none (e.g. a missing property),
 * of its nearest ancestor that has one; `pointer` in the result says which.
 */
export function locate(locations, pointer) {
    let p = pointer;
    for (;;) {
        const found = locations.get(p);
        if (found !== undefined)
            return { location: found.value, pointer: p };
        if (p === '')
            return undefined;
        const slash = p.lastIndexOf('/');
        if (slash < 0)
            return undefined;
        p = p.slice(0, slash);
    }
}
/** Line and column of `offset` (clamped to the text), with the same rules as parseJson. */
export function lineColumnAt(text, offset) {
    let end = Number.isFinite(offset) ? Math.trunc(offset) : 0;
    if (end < 0)
        end = 0;
    if (end > text.length)
        end = text.length;
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
            line++;
            lineStart = i + 1;
        }
    }
    return { offset: end, line, column: end - lineStart + 1 };
}
const hasOwn = Object.prototype.hasOwnProperty;
const OBJECT = {
    open: '"{"',
    close: 125,
    trailingComma: 'trailing comma: unexpected "}" after ","; expected a member name',
    expectedComma: 'expected "," or "}" after object member, found ',
};
const ARRAY = {
    open: '"["',
    close: 93,
    trailingComma: 'trailing comma: unexpected "]" after ","; expected a value',
    expectedComma: 'expected "," or "]" after array element, found ',
};
class Parser extends JsonScanner {
    locations = new Map();
    /** Pointer → position of the first occurrence of a member name that was repeated. */
    firstSeen;
    replaced = [];
    /** Containers not yet closed, so their `end` can be fixed up when we stop. */
    open = [];
    setLocation(pointer, nl) {
        const m = this.locations;
        if (m.size < MAX_LOCATIONS || m.has(pointer))
            m.set(pointer, nl);
    }
    /** Parses the value at this.pos (whitespace already skipped). */
    value(pointer, key, depth, ctx) {
        const t = this.t;
        const i = this.pos;
        const c = t.charCodeAt(i);
        let v;
        switch (c) {
            case 123: // {
                return this.object(pointer, key, depth);
            case 91: // [
                return this.array(pointer, key, depth);
            case 34: // "
                v = this.string(pointer);
                break;
            case 116: // t
                this.literal('true', pointer);
                v = true;
                break;
            case 102: // f
                this.literal('false', pointer);
                v = false;
                break;
            case 110: // n
                this.literal('null', pointer);
                v = null;
                break;
            case 45: // -
            case 48:
            case 49:
            case 50:
            case 51:
            case 52:
            case 53:
            case 54:
            case 55:
            case 56:
            case 57:
                v = this.number(pointer);
                break;
            default:
                this.unexpectedValue(ctx);
        }
        // Scalars never span lines, so both ends are on the current line.
        const value = this.loc(i);
        const end = this.loc(this.pos);
        this.setLocation(pointer, key === undefined ? { value, end } : { value, key, end });
        return v;
    }
    unexpectedValue(ctx) {
        // Nothing of the value exists yet: point at the container it would be in.
        return this.fail(this.pos, unexpectedValueMessage(this.t, this.pos, ctx), this.container);
    }
    openContainer(pointer, key, depth, what) {
        const start = this.pos;
        if (depth >= MAX_DEPTH) {
            this.fail(start, `${what} nested too deeply: more than ${MAX_DEPTH} levels of arrays and objects; expected at most ${MAX_DEPTH}`, pointer);
        }
        const value = this.loc(start);
        const nl = key === undefined ? { value, end: value } : { value, key, end: value };
        this.setLocation(pointer, nl);
        this.open.push(nl);
        this.pos = start + 1;
        return nl;
    }
    /**
     * The loop shared by objects and arrays: opens the container at this.pos, calls `member` for
     * each member (`afterComma` is false for the first one) and reads the "," or the closing
     * bracket after it. A trailing comma is reported and skipped.
     */
    members(pointer, keyLoc, depth, b, member) {
        const t = this.t;
        const nl = this.openContainer(pointer, keyLoc, depth, b.open);
        const outer = this.container;
        this.container = pointer;
        this.ws();
        if (t.charCodeAt(this.pos) === b.close) {
            this.pos++;
        }
        else {
            let afterComma = false;
            for (;;) {
                member(afterComma);
                this.ws();
                const c = t.charCodeAt(this.pos);
                if (c === 44) {
                    const comma = this.loc(this.pos);
                    this.pos++;
                    this.ws();
                    if (t.charCodeAt(this.pos) === b.close) {
                        this.report('json-trailing-comma', comma, b.trailingComma, pointer);
                        this.pos++;
                        break;
                    }
                    afterComma = true;
                }
                else if (c === b.close) {
                    this.pos++;
                    break;
                }
                else {
                    this.fail(this.pos, b.expectedComma + describeAt(t, this.pos), pointer);
                }
            }
        }
        nl.end = this.loc(this.pos);
        this.open.pop();
        this.container = outer;
    }
    object(pointer, keyLoc, depth) {
        const obj = {};
        this.members(pointer, keyLoc, depth, OBJECT, (afterComma) => this.member(obj, pointer, depth, afterComma));
        return obj;
    }
    /** One object member at this.pos: its name, ":" and value. */
    member(obj, pointer, depth, afterComma) {
        const t = this.t;
        if (t.charCodeAt(this.pos) !== 34) {
            const found = describeAt(t, this.pos) + memberNameHint(t, this.pos);
            this.fail(this.pos, afterComma ? `expected a string member name after ",", found ${found}` : `expected a string member name or "}" after "{", found ${found}`, pointer);
        }
        const memberKey = this.loc(this.pos);
        const name = this.string(pointer);
        const child = pointer + '/' + escapeSegment(name);
        if (hasOwn.call(obj, name))
            this.duplicate(obj, name, child, memberKey);
        this.ws();
        if (t.charCodeAt(this.pos) !== 58) {
            this.fail(this.pos, `expected ":" after member name ${quoteKey(name)}, found ${describeAt(t, this.pos)}`, pointer);
        }
        this.pos++;
        this.ws();
        const v = this.value(child, memberKey, depth + 1, Ctx.AfterColon);
        if (name === '__proto__') {
            // Assignment would call the Object.prototype setter; JSON.parse makes an own property.
            Object.defineProperty(obj, name, { value: v, writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[name] = v;
        }
    }
    duplicate(obj, name, child, at) {
        // With three or more repeats, keep naming the very first one.
        const firstSeen = (this.firstSeen ??= new Map());
        let first = firstSeen.get(child);
        if (first === undefined) {
            const prev = this.locations.get(child);
            first = prev?.key ?? prev?.value;
            if (first !== undefined)
                firstSeen.set(child, first);
        }
        const where = first === undefined ? 'earlier' : `at ${first.line}:${first.column}`;
        this.diagnostics.push(diagnostic('json-duplicate-key', `duplicate member name ${quoteKey(name)} at ${at.line}:${at.column}; first defined ${where}, the last one wins`, { line: at.line, column: at.column, pointer: child }));
        this.replaced.push({ pointer: child, value: obj[name] });
        // The first value is being replaced: forget the locations of its descendants
        // (walking the old value, so the cost is its size, not the document's).
        this.forgetDescendants(child, obj[name]);
    }
    forgetDescendants(pointer, v) {
        if (typeof v !== 'object' || v === null)
            return;
        if (Array.isArray(v)) {
            for (let k = 0; k < v.length; k++) {
                const p = pointer + '/' + k;
                this.locations.delete(p);
                this.firstSeen?.delete(p);
                this.forgetDescendants(p, v[k]);
            }
        }
        else {
            for (const key of Object.keys(v)) {
                const p = pointer + '/' + escapeSegment(key);
                this.locations.delete(p);
                this.firstSeen?.delete(p);
                this.forgetDescendants(p, v[key]);
            }
        }
    }
    array(pointer, keyLoc, depth) {
        const arr = [];
        this.members(pointer, keyLoc, depth, ARRAY, (afterComma) => {
            arr.push(this.value(pointer + '/' + arr.length, undefined, depth + 1, afterComma ? Ctx.AfterComma : Ctx.ArrayStart));
        });
        return arr;
    }
    parse() {
        const t = this.t;
        if (t.charCodeAt(0) === 0xfeff) {
            this.diagnostics.push(diagnostic('json-bom', 'found a UTF-8 byte order mark (U+FEFF) at the start of the file; expected the JSON text to start directly', {
                line: 1,
                column: 1,
                pointer: '',
            }));
            this.pos = 1;
        }
        this.ws();
        if (this.pos >= this.n) {
            const at = this.loc(this.pos);
            this.hasError = true;
            this.diagnostics.push(diagnostic('empty-document', 'the document is empty (nothing but whitespace); expected a JSON value', {
                line: at.line,
                column: at.column,
                pointer: '',
            }));
            return undefined;
        }
        const v = this.value('', undefined, 0, Ctx.Top);
        this.ws();
        if (this.pos < this.n) {
            this.fail(this.pos, `unexpected ${describeAt(t, this.pos)} after the top-level value; expected end of input`, '');
        }
        return v;
    }
}
/** Parses strict JSON (RFC 8259), reporting exact positions. Never throws. */
export function parseJson(text) {
    const p = new Parser(String(text));
    let value;
    try {
        value = p.parse();
    }
    catch (e) {
        if (e !== STOP) {
            // Not expected (e.g. out of memory); report it rather than throw.
            const at = lineColumnAt(p.t, p.pos);
            p.report('json-syntax', at, `could not parse the document: ${e instanceof Error ? e.message : String(e)}`, p.container);
        }
        // Containers still open at the error end where the error is.
        if (p.open.length > 0) {
            const at = lineColumnAt(p.t, p.pos);
            for (const nl of p.open)
                nl.end = at;
        }
    }
    const ok = !p.hasError;
    return { ok, value: ok ? value : undefined, locations: p.locations, diagnostics: p.diagnostics, replaced: p.replaced };
}
//# sourceMappingURL=json-parse.js.map