// Character-level state shared by the bash parser's word reader and grammar: the text, the
// position, the nesting depth, here-documents waiting for their bodies, and the offset map used
// when a backtick body (which has its own escaping) is parsed as a separate text.


export const MAX_DEPTH = 32;

/**
 * Internal: thrown inside the parser, turned into `{ ok: false }` by parseBash. No Error (as
 * BudgetSpent): it is control flow, and an Error captures the stack, which cost a nested line
 * with many syntax errors more than its parse.
 */
export class BashSyntaxError {
  constructor(readonly message: string, readonly offset: number) {}
}

export interface PendingHeredoc {
  readonly strip: boolean; // <<-
  readonly delimiter: string;
  readonly expands: boolean;
  /** Filled in when the body has been read. */
  fill(body: string, bodyStart: number, bodyEnd: number): void;
}

export class Scanner {
  // (Fields `declare`d and set in the constructor: no ES2022 field-initializer call per parse.)
  declare pos: number;
  declare depth: number;
  /** Here-documents whose bodies start after the next newline token of the current level. */
  declare heredocs: PendingHeredoc[];
  /** Here-documents of enclosing levels (a newline inside a substitution while they wait is refused). */
  declare outerHeredocs: number;
  declare readonly src: string;
  /** Original offset of each index of `src` (length src.length + 1), or undefined: identity + base. */
  declare readonly map: Int32Array | undefined;
  declare end: number;
  constructor(src: string, map: Int32Array | undefined, end: number = src.length) {
    this.pos = 0;
    this.depth = 0;
    this.heredocs = [];
    this.outerHeredocs = 0;
    this.src = src;
    this.map = map;
    this.end = end;
  }

  off(i: number): number {
    if (this.map === undefined) return i;
    return this.map[Math.min(Math.max(i, 0), this.map.length - 1)] ?? i;
  }

  /** Original offset just after index i - 1 (the end of a span ending before i). */
  offEnd(i: number): number {
    return this.map === undefined || i <= 0 ? this.off(i) : this.off(i - 1) + 1;
  }

  fail(message: string, at: number = this.pos): never {
    throw new BashSyntaxError(message, this.off(at));
  }

  enter(at: number = this.pos): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) throw new BashSyntaxError('nesting deeper than 32', this.off(at));
  }

  leave(): void {
    this.depth--;
  }

  ch(i: number = this.pos): string {
    return i < this.end ? this.src[i]! : '';
  }

  eof(): boolean {
    return this.pos >= this.end;
  }
}

/** Character classes of the codes below 128 (a code of 128 or more is in none): */
export const CHAR_CLASS = new Uint8Array(128);
/** Never special in an unquoted word, anywhere in it: no quoting, expansion, glob, brace, tilde, extglob (`?*+@!`), history, comment or break character. */
export const PLAIN = 1;
/**
 * Not PLAIN, yet only a literal character in an unquoted word that is not an assignment (after a
 * name, `=` and `+=` start one): the general path appends it as a piece of literal text.
 */
export const LITERAL = 8;
/** Ends an unquoted word (isBreak; `<` and `>` only when no `(` follows: see WordReader.atEnd). */
export const BREAK = 2;
/** Ends an unquoted word whatever follows (BREAK but `<` and `>`). */
export const WORD_END = 4;
/** `"'$\\*?`: with PLAIN and LITERAL, the characters that can start a word DirectWords makes (./bash-direct-words.ts). */
export const DIRECT_START = 16;
for (const [chars, k] of [['"\'$\\*?', DIRECT_START], ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./%-', PLAIN], [' \t\n;&|()<>', BREAK], [' \t\n;&|()', WORD_END], ['=:,+@!^]}', LITERAL]] as const) {
  for (let i = 0; i < chars.length; i++) CHAR_CLASS[chars.charCodeAt(i)] = (CHAR_CLASS[chars.charCodeAt(i)] ?? 0) | k;
}

/** The end of the run of PLAIN characters from i (i itself when there is none), within sc.end. */
export function plainRunEnd(sc: Scanner, i: number): number {
  // A table loop, not a sticky regex: most runs are a few characters, shorter than a regex call.
  const src = sc.src;
  const end = sc.end;
  while (i < end) {
    const c = src.charCodeAt(i);
    if (c >= 128 || (CHAR_CLASS[c]! & PLAIN) === 0) break;
    i++;
  }
  return i;
}

/** The code at i is in class k (false at the end of the text and for codes of 128 or more). */
export function isClassAt(sc: Scanner, i: number, k: number): boolean {
  if (i >= sc.end) return false;
  const c = sc.src.charCodeAt(i);
  return c < 128 && (CHAR_CLASS[c]! & k) !== 0;
}

export function isBlank(c: string): boolean {
  return c === ' ' || c === '\t';
}

/** Characters that end an unquoted word. */
export function isBreak(c: string): boolean {
  return c === '' || c === ' ' || c === '\t' || c === '\n' || c === ';' || c === '&' || c === '|' ||
    c === '(' || c === ')' || c === '<' || c === '>';
}

export function isNameStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

export function isNameChar(c: string): boolean {
  return isNameStart(c) || (c >= '0' && c <= '9');
}

/** isNameStart / isNameChar on a UTF-16 code unit (no one-character string needed). */
export function isNameStartCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

export function isNameCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 48 && c <= 57);
}

export function isName(s: string): boolean {
  if (s.length === 0 || !isNameStart(s[0]!)) return false;
  for (let i = 1; i < s.length; i++) if (!isNameChar(s[i]!)) return false;
  return true;
}

/** 0-9, A-F, a-f. */
const isHexDigit = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);

/**
 * Decode the body of `$'...'` (between the quotes, already delimited). Follows bash's
 * ansicstr(): \a \b \e \E \f \n \r \t \v \\ \' \" \? \NNN (octal, up to 3) \xHH (up to 2)
 * \x{H…} (bash 5.2) \uHHHH \UHHHHHHHH \cX; an unknown escape keeps the backslash.
 */
export function decodeAnsiC(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c !== '\\' || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const e = s[++i]!;
    const simple: Record<string, string> = {
      a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
      '\\': '\\', "'": "'", '"': '"', '?': '?',
    };
    const mapped = simple[e];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    if (e >= '0' && e <= '7') {
      let j = i;
      let v = 0;
      while (j < s.length && j < i + 3 && s[j]! >= '0' && s[j]! <= '7') v = v * 8 + Number(s[j++]);
      if ((v & 0xff) === 0) return out; // bash strings end at NUL
      out += String.fromCharCode(v & 0xff);
      i = j - 1;
    } else if (e === 'x' && s[i + 1] === '{') {
      // (bash 5.2's `\x{H…}`: every hex digit, an optional `}`, the value cut to a byte.)
      let j = i + 2;
      let v = 0;
      while (j < s.length && isHexDigit(s.charCodeAt(j))) v = (v * 16 + parseInt(s[j++]!, 16)) & 0xff;
      if (s[j] === '}') j++;
      if (v === 0) return out;
      out += String.fromCharCode(v);
      i = j - 1;
    } else if (e === 'x' || e === 'u' || e === 'U') {
      const max = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      let j = i + 1;
      while (j < s.length && j < i + 1 + max && /[0-9a-fA-F]/.test(s[j]!)) j++;
      if (j === i + 1) {
        out += '\\' + e;
      } else {
        const v = parseInt(s.slice(i + 1, j), 16);
        if (v === 0) return out;
        out += e === 'x' ? String.fromCharCode(v) : v <= 0x10ffff ? String.fromCodePoint(v) : '';
        i = j - 1;
      }
    } else if (e === 'c' && i + 1 < s.length) {
      const x = s[++i]!;
      // (bash reads `\c\\` as one control-backslash: both backslashes are taken. Found in review.)
      if (x === '\\' && s[i + 1] === '\\') i++;
      if ((x.toUpperCase().charCodeAt(0) & 0x1f) === 0 && x !== '?') return out;
      out += x === '?' ? '\x7f' : String.fromCharCode(x.toUpperCase().charCodeAt(0) & 0x1f);
    } else {
      out += '\\' + e;
    }
  }
  return out;
}
