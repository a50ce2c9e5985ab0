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

import { diagnostic, type Diagnostic } from '../diagnostics.js';

export interface SourceLocation {
  offset: number;
  line: number;
  column: number;
}

export interface NodeLocation {
  /** The first character of the value. */
  value: SourceLocation;
  /** For object members: the opening quote of the member name. */
  key?: SourceLocation;
  /** Just after the last character of the value. */
  end: SourceLocation;
}

export interface JsonParseResult {
  /** False when any error-severity diagnostic was produced; `value` is then undefined. */
  ok: boolean;
  /** What JSON.parse would return (own "__proto__" data properties included). */
  value: unknown;
  /**
   * RFC 6901 pointer → location, for every value in the document, in document order.
   * On a syntax error it holds what was parsed before the error. (Capped at
   * MAX_LOCATIONS entries, the most a Map can hold; beyond that, values still parse.)
   */
  locations: Map<string, NodeLocation>;
  diagnostics: Diagnostic[];
}

/** Deepest allowed nesting of arrays and objects. */
export const MAX_DEPTH = 512;
/** A JavaScript Map holds at most 2^24 entries. */
export const MAX_LOCATIONS = 2 ** 24 - 1;

import { escapeSegment } from './json-pointer.js';

export { decodePointer, encodePointer, escapeSegment } from './json-pointer.js';

/**
 * The location of `pointer`'s value or, when it has none (e.g. a missing property),
 * of its nearest ancestor that has one; `pointer` in the result says which.
 */
export function locate(
  locations: Map<string, NodeLocation>,
  pointer: string,
): { location: SourceLocation; pointer: string } | undefined {
  let p = pointer;
  for (;;) {
    const found = locations.get(p);
    if (found !== undefined) return { location: found.value, pointer: p };
    if (p === '') return undefined;
    const slash = p.lastIndexOf('/');
    if (slash < 0) return undefined;
    p = p.slice(0, slash);
  }
}

/** Line and column of `offset` (clamped to the text), with the same rules as parseJson. */
export function lineColumnAt(text: string, offset: number): SourceLocation {
  let end = Number.isFinite(offset) ? Math.trunc(offset) : 0;
  if (end < 0) end = 0;
  if (end > text.length) end = text.length;
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

// ---------------------------------------------------------------------------
// Messages

function hex4(c: number): string {
  return c.toString(16).padStart(4, '0');
}

/** A character as it appears in a message: JSON-quoted, invisible ones as \uXXXX. */
function quoteChar(c: number): string {
  if (
    c < 0x20 ||
    (c >= 0x7f && c <= 0xa0) ||
    c === 0xad ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x2028 && c <= 0x202e) ||
    c === 0x2060 ||
    c === 0xfeff ||
    (c >= 0xd800 && c <= 0xdfff)
  ) {
    switch (c) {
      case 8: return '"\\b"';
      case 9: return '"\\t"';
      case 10: return '"\\n"';
      case 12: return '"\\f"';
      case 13: return '"\\r"';
      default: return `"\\u${hex4(c)}"`;
    }
  }
  if (c === 34) return '"\\""';
  if (c === 92) return '"\\\\"';
  return `"${String.fromCharCode(c)}"`;
}

/** What is at `i`: a quoted character (a whole surrogate pair if there is one) or "end of input". */
function describeAt(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return `"${text.slice(i, i + 2)}"`;
  }
  return quoteChar(c);
}

function quoteKey(key: string): string {
  const q = JSON.stringify(key);
  return q.length > 80 ? q.slice(0, 76) + '..."' : q;
}

const NOT_JSON_WORDS = ['NaN', 'Infinity', 'undefined', 'True', 'False', 'None', 'Null', 'TRUE', 'FALSE', 'NULL'];

/** Extra words for a character that cannot start a value. */
function valueHint(text: string, i: number): string {
  const c = text.charCodeAt(i);
  if (c === 39) return ' (JSON strings use double quotes)';
  if (c === 43) return ' (JSON numbers have no leading "+")';
  if (c === 46) return ' (JSON numbers need a digit before ".")';
  for (const w of NOT_JSON_WORDS) {
    if (text.startsWith(w, i)) return ` (${w} is not a JSON value)`;
  }
  return '';
}

function memberNameHint(text: string, i: number): string {
  const c = text.charCodeAt(i);
  if (c === 39 || c === 95 || c === 36 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
    return ' (member names must be double-quoted strings)';
  }
  return '';
}

// ---------------------------------------------------------------------------
// Parser

/** Thrown (and caught in parseJson) to stop at the first unrecoverable error. */
const STOP: unique symbol = Symbol('stop');

/** What came before a value, for the "expected a value" message. */
const Ctx = { Top: 0, ArrayStart: 1, AfterComma: 2, AfterColon: 3 } as const;
type Ctx = (typeof Ctx)[keyof typeof Ctx];

const hasOwn = Object.prototype.hasOwnProperty;

class Parser {
  readonly t: string;
  readonly n: number;
  pos = 0;
  line = 1;
  lineStart = 0;
  /** Pointer of the innermost container being parsed (for comment diagnostics). */
  container = '';
  hasError = false;
  readonly locations = new Map<string, NodeLocation>();
  readonly diagnostics: Diagnostic[] = [];
  /** Pointer → position of the first occurrence of a member name that was repeated. */
  firstSeen: Map<string, SourceLocation> | undefined;
  /** Containers not yet closed, so their `end` can be fixed up when we stop. */
  readonly open: NodeLocation[] = [];

  constructor(text: string) {
    this.t = text;
    this.n = text.length;
  }

  /** Location of `offset`, which must be on the current line. */
  loc(offset: number): SourceLocation {
    return { offset, line: this.line, column: offset - this.lineStart + 1 };
  }

  report(code: 'json-syntax' | 'json-comment' | 'json-trailing-comma', at: SourceLocation, message: string, pointer: string): void {
    this.hasError = true;
    this.diagnostics.push(diagnostic(code, message, { line: at.line, column: at.column, pointer }));
  }

  /** Reports a json-syntax error at `offset` (on the current line) and stops. */
  fail(offset: number, message: string, pointer: string): never {
    this.pos = offset;
    this.report('json-syntax', this.loc(offset), message, pointer);
    throw STOP;
  }

  setLocation(pointer: string, nl: NodeLocation): void {
    const m = this.locations;
    if (m.size < MAX_LOCATIONS || m.has(pointer)) m.set(pointer, nl);
  }

  /** Skips whitespace, and comments (reporting each one). */
  ws(): void {
    const t = this.t;
    let i = this.pos;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 32 || c === 9) {
        i++;
      } else if (c === 10) {
        i++;
        this.line++;
        this.lineStart = i;
      } else if (c === 13) {
        i++;
        if (t.charCodeAt(i) !== 10) {
          this.line++;
          this.lineStart = i;
        }
      } else if (c === 47) {
        this.pos = i;
        if (!this.comment()) return;
        i = this.pos;
      } else {
        break;
      }
    }
    this.pos = i;
  }

  /** At a "/": reports and skips a comment; false (nothing consumed) if it is not one. */
  comment(): boolean {
    const t = this.t;
    const n = this.n;
    const start = this.pos;
    const next = t.charCodeAt(start + 1);
    if (next === 47) {
      this.report('json-comment', this.loc(start), 'found a "//" comment; JSON does not allow comments', this.container);
      let i = start + 2;
      while (i < n) {
        const c = t.charCodeAt(i);
        if (c === 10 || c === 13) break;
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

  /** Parses the value at this.pos (whitespace already skipped). */
  value(pointer: string, key: SourceLocation | undefined, depth: number, ctx: Ctx): unknown {
    const t = this.t;
    const i = this.pos;
    const c = t.charCodeAt(i);
    let v: unknown;
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
      case 48: case 49: case 50: case 51: case 52: case 53: case 54: case 55: case 56: case 57:
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

  unexpectedValue(ctx: Ctx): never {
    const i = this.pos;
    const found = describeAt(this.t, i);
    const hint = i < this.n ? valueHint(this.t, i) : '';
    let message: string;
    switch (ctx) {
      case Ctx.Top:
        message = `unexpected ${found}${hint}; expected a JSON value`;
        break;
      case Ctx.ArrayStart:
        message = `unexpected ${found} after "["${hint}; expected a value or "]"`;
        break;
      case Ctx.AfterComma:
        message = `unexpected ${found} after ","${hint}; expected a value`;
        break;
      case Ctx.AfterColon:
        message = `unexpected ${found} after ":"${hint}; expected a value`;
        break;
    }
    // Nothing of the value exists yet: point at the container it would be in.
    return this.fail(i, message, this.container);
  }

  openContainer(pointer: string, key: SourceLocation | undefined, depth: number, what: string): NodeLocation {
    const start = this.pos;
    if (depth >= MAX_DEPTH) {
      this.fail(start, `${what} nested too deeply: more than ${MAX_DEPTH} levels of arrays and objects; expected at most ${MAX_DEPTH}`, pointer);
    }
    const value = this.loc(start);
    const nl: NodeLocation = key === undefined ? { value, end: value } : { value, key, end: value };
    this.setLocation(pointer, nl);
    this.open.push(nl);
    this.pos = start + 1;
    return nl;
  }

  object(pointer: string, keyLoc: SourceLocation | undefined, depth: number): Record<string, unknown> {
    const t = this.t;
    const nl = this.openContainer(pointer, keyLoc, depth, '"{"');
    const outer = this.container;
    this.container = pointer;
    const obj: Record<string, unknown> = {};
    this.ws();
    let c = t.charCodeAt(this.pos);
    if (c === 125) {
      this.pos++;
    } else {
      if (c !== 34) {
        this.fail(this.pos, `expected a string member name or "}" after "{", found ${describeAt(t, this.pos)}${memberNameHint(t, this.pos)}`, pointer);
      }
      for (;;) {
        const memberKey = this.loc(this.pos);
        const name = this.string(pointer);
        const child = pointer + '/' + escapeSegment(name);
        if (hasOwn.call(obj, name)) this.duplicate(obj, name, child, memberKey);
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
        } else {
          obj[name] = v;
        }
        this.ws();
        c = t.charCodeAt(this.pos);
        if (c === 44) {
          const comma = this.loc(this.pos);
          this.pos++;
          this.ws();
          c = t.charCodeAt(this.pos);
          if (c === 34) continue;
          if (c === 125) {
            this.report('json-trailing-comma', comma, 'trailing comma: unexpected "}" after ","; expected a member name', pointer);
            this.pos++;
            break;
          }
          this.fail(this.pos, `expected a string member name after ",", found ${describeAt(t, this.pos)}${memberNameHint(t, this.pos)}`, pointer);
        } else if (c === 125) {
          this.pos++;
          break;
        } else {
          this.fail(this.pos, `expected "," or "}" after object member, found ${describeAt(t, this.pos)}`, pointer);
        }
      }
    }
    nl.end = this.loc(this.pos);
    this.open.pop();
    this.container = outer;
    return obj;
  }

  duplicate(obj: Record<string, unknown>, name: string, child: string, at: SourceLocation): void {
    // With three or more repeats, keep naming the very first one.
    const firstSeen = (this.firstSeen ??= new Map());
    let first = firstSeen.get(child);
    if (first === undefined) {
      const prev = this.locations.get(child);
      first = prev?.key ?? prev?.value;
      if (first !== undefined) firstSeen.set(child, first);
    }
    const where = first === undefined ? 'earlier' : `at ${first.line}:${first.column}`;
    this.diagnostics.push(
      diagnostic(
        'json-duplicate-key',
        `duplicate member name ${quoteKey(name)} at ${at.line}:${at.column}; first defined ${where}, the last one wins`,
        { line: at.line, column: at.column, pointer: child },
      ),
    );
    // The first value is being replaced: forget the locations of its descendants
    // (walking the old value, so the cost is its size, not the document's).
    this.forgetDescendants(child, obj[name]);
  }

  forgetDescendants(pointer: string, v: unknown): void {
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) {
        const p = pointer + '/' + k;
        this.locations.delete(p);
        this.firstSeen?.delete(p);
        this.forgetDescendants(p, v[k]);
      }
    } else {
      for (const key of Object.keys(v)) {
        const p = pointer + '/' + escapeSegment(key);
        this.locations.delete(p);
        this.firstSeen?.delete(p);
        this.forgetDescendants(p, (v as Record<string, unknown>)[key]);
      }
    }
  }

  array(pointer: string, keyLoc: SourceLocation | undefined, depth: number): unknown[] {
    const t = this.t;
    const nl = this.openContainer(pointer, keyLoc, depth, '"["');
    const outer = this.container;
    this.container = pointer;
    const arr: unknown[] = [];
    this.ws();
    let c = t.charCodeAt(this.pos);
    if (c === 93) {
      this.pos++;
    } else {
      let ctx: Ctx = Ctx.ArrayStart;
      for (;;) {
        arr.push(this.value(pointer + '/' + arr.length, undefined, depth + 1, ctx));
        this.ws();
        c = t.charCodeAt(this.pos);
        if (c === 44) {
          const comma = this.loc(this.pos);
          this.pos++;
          this.ws();
          if (t.charCodeAt(this.pos) === 93) {
            this.report('json-trailing-comma', comma, 'trailing comma: unexpected "]" after ","; expected a value', pointer);
            this.pos++;
            break;
          }
          ctx = Ctx.AfterComma;
        } else if (c === 93) {
          this.pos++;
          break;
        } else {
          this.fail(this.pos, `expected "," or "]" after array element, found ${describeAt(t, this.pos)}`, pointer);
        }
      }
    }
    nl.end = this.loc(this.pos);
    this.open.pop();
    this.container = outer;
    return arr;
  }

  /** At a '"': returns the decoded string, this.pos just past the closing quote. */
  string(pointer: string): string {
    const t = this.t;
    const start = this.pos + 1;
    let i = start;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 34) {
        this.pos = i + 1;
        return t.slice(start, i);
      }
      if (c === 92) return this.escapedString(start, i, pointer);
      if (!(c >= 32)) this.badStringChar(i, pointer); // also NaN: end of input
      i++;
    }
  }

  badStringChar(i: number, pointer: string): never {
    if (i >= this.n) this.fail(i, 'unterminated string: unexpected end of input; expected "\\"" to close the string', pointer);
    return this.fail(i, `unexpected control character ${quoteChar(this.t.charCodeAt(i))} in string; expected it escaped (\\n, \\t, \\u00XX, ...)`, pointer);
  }

  /** The rest of a string from the first backslash at `i`. */
  escapedString(start: number, i: number, pointer: string): string {
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
          case 34: out += '"'; break;
          case 92: out += '\\'; break;
          case 47: out += '/'; break;
          case 98: out += '\b'; break;
          case 102: out += '\f'; break;
          case 110: out += '\n'; break;
          case 114: out += '\r'; break;
          case 116: out += '\t'; break;
          case 117: {
            let u = 0;
            for (let k = 2; k < 6; k++) {
              const h = t.charCodeAt(i + k);
              let d: number;
              if (h >= 48 && h <= 57) d = h - 48;
              else if (h >= 97 && h <= 102) d = h - 87;
              else if (h >= 65 && h <= 70) d = h - 55;
              else if (i + k >= this.n) return this.fail(this.n, 'unterminated string: unexpected end of input in a "\\u" escape; expected four hex digits and a closing "\\""', pointer);
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
            if (i + 1 >= this.n) this.fail(this.n, 'unterminated string: unexpected end of input after "\\"; expected an escape and a closing "\\""', pointer);
            this.fail(
              i,
              `invalid escape: "\\" followed by ${describeAt(t, i + 1)} in string; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`,
              pointer,
            );
        }
        i += 2;
        chunk = i;
        continue;
      }
      if (!(c >= 32)) this.badStringChar(i, pointer);
      i++;
    }
  }

  literal(word: string, pointer: string): void {
    const t = this.t;
    const start = this.pos;
    for (let k = 1; k < word.length; k++) {
      if (t.charCodeAt(start + k) !== word.charCodeAt(k)) {
        this.fail(start + k, `unexpected ${describeAt(t, start + k)} in literal "${word}"; expected "${word[k]}"`, pointer);
      }
    }
    this.pos = start + word.length;
  }

  number(pointer: string): number {
    const t = this.t;
    const start = this.pos;
    let i = start;
    let c = t.charCodeAt(i);
    const negative = c === 45;
    if (negative) c = t.charCodeAt(++i);
    let simple = 0; // value of the integer part while it is exact
    if (c === 48) {
      c = t.charCodeAt(++i);
      if (c >= 48 && c <= 57) {
        this.fail(i, `unexpected ${quoteChar(c)} after leading "0"; expected ".", "e" or the end of the number (JSON numbers have no leading zeros)`, pointer);
      }
    } else if (c >= 49 && c <= 57) {
      do {
        simple = simple * 10 + (c - 48);
        c = t.charCodeAt(++i);
      } while (c >= 48 && c <= 57);
    } else {
      this.fail(i, `expected a digit after "-", found ${describeAt(t, i)}`, pointer);
    }
    let integer = true;
    if (c === 46) {
      integer = false;
      c = t.charCodeAt(++i);
      if (!(c >= 48 && c <= 57)) this.fail(i, `expected a digit after ".", found ${describeAt(t, i)}`, pointer);
      do c = t.charCodeAt(++i);
      while (c >= 48 && c <= 57);
    }
    if (c === 101 || c === 69) {
      integer = false;
      c = t.charCodeAt(++i);
      if (c === 43 || c === 45) c = t.charCodeAt(++i);
      if (!(c >= 48 && c <= 57)) this.fail(i, `expected a digit in the exponent, found ${describeAt(t, i)}`, pointer);
      do c = t.charCodeAt(++i);
      while (c >= 48 && c <= 57);
    }
    this.pos = i;
    if (integer && simple <= Number.MAX_SAFE_INTEGER) return negative ? -simple : simple;
    // JSON number syntax is a subset of Number()'s, with the same rounding as JSON.parse.
    return Number(t.slice(start, i));
  }

  parse(): unknown {
    const t = this.t;
    if (t.charCodeAt(0) === 0xfeff) {
      this.diagnostics.push(
        diagnostic('json-bom', 'found a UTF-8 byte order mark (U+FEFF) at the start of the file; expected the JSON text to start directly', {
          line: 1,
          column: 1,
          pointer: '',
        }),
      );
      this.pos = 1;
    }
    this.ws();
    if (this.pos >= this.n) {
      const at = this.loc(this.pos);
      this.hasError = true;
      this.diagnostics.push(
        diagnostic('empty-document', 'the document is empty (nothing but whitespace); expected a JSON value', {
          line: at.line,
          column: at.column,
          pointer: '',
        }),
      );
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
export function parseJson(text: string): JsonParseResult {
  const p = new Parser(String(text));
  let value: unknown;
  try {
    value = p.parse();
  } catch (e) {
    if (e !== STOP) {
      // Not expected (e.g. out of memory); report it rather than throw.
      const at = lineColumnAt(p.t, p.pos);
      p.report('json-syntax', at, `could not parse the document: ${e instanceof Error ? e.message : String(e)}`, p.container);
    }
    // Containers still open at the error end where the error is.
    if (p.open.length > 0) {
      const at = lineColumnAt(p.t, p.pos);
      for (const nl of p.open) nl.end = at;
    }
  }
  const ok = !p.hasError;
  return { ok, value: ok ? value : undefined, locations: p.locations, diagnostics: p.diagnostics };
}
