// The bash word reader: quoting, escapes, parameter/arithmetic expansions, command and process
// substitutions (their bodies are parsed through the `Nested` callbacks), globs, brace
// expansion, tilde prefixes and assignment words.
import type { Command, Word, WordPart } from './ast.js';
import { BashSyntaxError, decodeAnsiC, isBreak, isNameChar, isNameStart, type Scanner } from './bash-lexer.js';

export interface Nested {
  /** Parse a command list at sc.pos up to (not including) the `)` that closes it. */
  parseUntilParen(sc: Scanner): Command;
  /** Parse an independent text (a backtick body after unescaping). */
  parseText(text: string, map: Int32Array, depth: number): Command;
  unsupported(message: string, offset: number): void;
}

export class Parts {
  readonly parts: WordPart[] = [];
  private lit = '';
  private litQuoted = false;
  /** Drop literals (used while collecting only the substitutions inside `${...}` or `$((...))`). */
  constructor(readonly substOnly = false) {}
  lit1(text: string, quoted: boolean): void {
    if (this.substOnly) return;
    if (this.lit !== '' && this.litQuoted !== quoted) this.flush();
    this.lit += text;
    this.litQuoted = quoted;
  }
  push(p: WordPart): void {
    if (this.substOnly && p.type !== 'command-substitution' && p.type !== 'process-substitution') return;
    this.flush();
    this.parts.push(p);
  }
  flush(): void {
    if (this.lit !== '') this.parts.push({ type: 'literal', text: this.lit, quoted: this.litQuoted });
    this.lit = '';
  }
  done(): WordPart[] {
    this.flush();
    return this.parts;
  }
}

export interface ReadWord {
  word: Word;
  /** `name=`, `name+=`, `name[sub]=` prefix: the assignment name and the value's parts. */
  assign?: { name: string; value: Word; array?: Word[] };
}

function makeWord(sc: Scanner, start: number, end: number, parts: WordPart[]): Word {
  return { start: sc.off(start), end: sc.offEnd(end), text: sc.src.slice(start, end), parts };
}

/**
 * An assignment prefix (`name=`, `name+=`, `name[...]=`) at i. Where bash accepts an assignment
 * (`assignOk`: command position, after assignments, after declare-like builtins) a `name[`
 * starts a bracket scan that may cross blanks and quotes, as bash's lexer does: `x[ ]=1 rm`
 * is an assignment and then `rm`; `subEnd` is then set even when no `=` follows.
 */
function assignPrefix(sc: Scanner, i: number, assignOk: boolean): { eq: number; nameEnd: number; subEnd?: number } | undefined {
  if (!isNameStart(sc.ch(i))) return undefined;
  let j = i + 1;
  while (isNameChar(sc.ch(j))) j++;
  const nameEnd = j;
  let subEnd: number | undefined;
  if (sc.ch(j) === '[') {
    let d = 0;
    for (;;) {
      const c = sc.ch(j);
      if (c === '') {
        if (assignOk) sc.fail("unexpected EOF while looking for matching `]'", nameEnd);
        return undefined;
      }
      if (!assignOk && (c === '\n' || c === ' ' || c === '\t' || c === "'" || c === '"' || c === '`' || c === '\\')) return undefined;
      if (c === '\\') j++;
      else if (c === "'" || c === '"') {
        let k = j + 1;
        while (sc.ch(k) !== c && sc.ch(k) !== '') k += c === '"' && sc.ch(k) === '\\' ? 2 : 1;
        j = k;
      } else if (c === '[') d++;
      else if (c === ']' && --d === 0) break;
      j++;
    }
    j++;
    if (assignOk) subEnd = j;
  }
  if (sc.ch(j) === '+' && sc.ch(j + 1) === '=') return { eq: j + 1, nameEnd };
  if (sc.ch(j) === '=') return { eq: j, nameEnd };
  return subEnd === undefined ? undefined : { eq: -1, nameEnd, subEnd };
}

export class WordReader {
  /** Whether the word ends at i (a break character that does not start `<(` / `>(`). */
  private atEnd(i: number = this.sc.pos): boolean {
    const c = this.sc.ch(i);
    return isBreak(c) && !((c === '<' || c === '>') && this.sc.ch(i + 1) === '(');
  }

  private noCloseBracketUntil = -1;
  constructor(private readonly sc: Scanner, private readonly nx: Nested) {}

  /** Read one unquoted-context word at sc.pos (which is not a break character). */
  readWord(assignOk = false): ReadWord {
    const sc = this.sc;
    const start = sc.pos;
    let ap = assignPrefix(sc, start, assignOk);
    const b = new Parts();
    let assign: ReadWord['assign'];
    if (ap?.subEnd !== undefined) {
      // `name[...]` with no `=`: one word up to the `]`, then the rest of the word as usual.
      while (sc.pos < ap.subEnd) this.step(b, false, true);
      ap = undefined;
      while (!this.atEnd()) this.step(b, true, false);
    } else if (ap !== undefined) {
      // The name and subscript: expansions inside the subscript are visible, no globbing.
      while (sc.pos < ap.eq) this.step(b, false, true);
      if (sc.ch() === '+') {
        b.lit1('+', false);
        sc.pos++;
      }
      b.lit1('=', false);
      sc.pos++;
      const valueStart = sc.pos;
      const vb = new Parts();
      let array: Word[] | undefined;
      if (sc.ch() === '(' && assignOk) {
        array = this.readArray();
        if (!this.atEnd()) sc.fail('text right after an array assignment (not supported)', sc.pos);
        vb.lit1(sc.src.slice(valueStart, sc.pos), false);
        for (const w of array) for (const p of w.parts) if (p.type === 'command-substitution' || p.type === 'process-substitution' || p.type === 'expansion' || p.type === 'glob') vb.push(p);
      } else {
        this.readTilde(vb);
        while (!this.atEnd()) {
          if (sc.ch() === ':' && sc.ch(sc.pos + 1) === '~') {
            vb.lit1(':', false);
            sc.pos++;
            this.readTilde(vb);
            continue;
          }
          this.step(vb, true, false);
        }
      }
      const vparts = vb.done();
      for (const p of vparts) b.push(p);
      const value = makeWord(sc, valueStart, sc.pos, vparts);
      assign = { name: sc.src.slice(start, ap.nameEnd), value };
      if (array !== undefined) assign.array = array;
    } else {
      this.readTilde(b);
      while (!this.atEnd()) this.step(b, true, false);
    }
    const parts = braceExpansion(b.done());
    const word = makeWord(sc, start, sc.pos, parts);
    return assign === undefined ? { word } : { word, assign };
  }

  private readArray(): Word[] {
    const sc = this.sc;
    sc.enter();
    sc.pos++; // (
    const words: Word[] = [];
    for (;;) {
      const c = sc.ch();
      if (c === ' ' || c === '\t' || c === '\n') sc.pos++;
      else if (c === '\\' && sc.ch(sc.pos + 1) === '\n') sc.pos += 2;
      else if (c === '#') while (sc.ch() !== '\n' && !sc.eof()) sc.pos++;
      else if (c === ')') {
        sc.pos++;
        break;
      } else if (c === '') sc.fail("unexpected end of file looking for ')'");
      else if (this.atEnd()) sc.fail(`syntax error near unexpected token '${c}'`);
      else words.push(this.readWord(false).word);
    }
    sc.leave();
    return words;
  }

  private readTilde(b: Parts): void {
    const sc = this.sc;
    if (sc.ch() !== '~') return;
    let j = sc.pos + 1;
    while (/[A-Za-z0-9._+-]/.test(sc.ch(j))) j++;
    const next = sc.ch(j);
    if (next === '/' || next === ':' || this.atEnd(j)) {
      b.push({ type: 'expansion', text: sc.src.slice(sc.pos, j), quoted: false });
      sc.pos = j;
    }
  }

  /** The right-hand side of `=~` in `[[ ]]`: parentheses and `|` belong to the word. */
  readRegexWord(): Word | undefined {
    const sc = this.sc;
    while (sc.ch() === ' ' || sc.ch() === '\t') sc.pos++;
    const start = sc.pos;
    const b = new Parts();
    let d = 0;
    for (;;) {
      const c = sc.ch();
      if (c === '' || c === ' ' || c === '\t' || c === '\n') break;
      if (c === '(') d++;
      else if (c === ')') {
        if (d === 0) break;
        d--;
      } else if (c !== '|' && d === 0 && (c === ';' || c === '&' || c === '<' || c === '>')) break;
      if (c === '(' || c === ')' || c === '|' || c === '<' || c === '>' || c === ';' || c === '&') {
        b.lit1(c, false);
        sc.pos++;
      } else this.step(b, false, false);
    }
    if (sc.pos === start) return undefined;
    return makeWord(sc, start, sc.pos, b.done());
  }

  /** One unquoted element of a word. */
  private step(b: Parts, glob: boolean, inSubscript: boolean): void {
    const sc = this.sc;
    const c = sc.ch();
    const at = sc.pos;
    if (c === '\\') {
      const n = sc.ch(at + 1);
      if (n === '\n') sc.pos += 2;
      else if (n === '') sc.pos++; // bash drops a backslash at the end of the input
      else {
        b.lit1(n, true);
        sc.pos += 2;
      }
    } else if (c === "'") {
      const close = sc.src.indexOf("'", at + 1);
      if (close < 0 || close >= sc.end) sc.fail("unexpected EOF while looking for matching `''", at);
      b.lit1(sc.src.slice(at + 1, close), true);
      if (close === at + 1) b.lit1('', true);
      sc.pos = close + 1;
    } else if (c === '"') {
      sc.pos++;
      this.readDquote(b, false);
    } else if (c === '$') {
      const n = sc.ch(at + 1);
      if (n === "'") {
        sc.pos += 2;
        let j = sc.pos;
        for (;;) {
          const d = sc.ch(j);
          if (d === '') sc.fail("unexpected EOF while looking for matching `''", at);
          if (d === '\\') j += 2;
          else if (d === "'") break;
          else j++;
        }
        b.lit1(decodeAnsiC(sc.src.slice(sc.pos, j)), true);
        sc.pos = j + 1;
      } else if (n === '"') {
        sc.pos += 2;
        this.readDquote(b, false);
      } else this.readDollar(b, false);
    } else if (c === '`') {
      this.readBacktick(b, false);
    } else if ((c === '<' || c === '>') && sc.ch(at + 1) === '(') {
      sc.enter();
      sc.pos += 2;
      const body = this.nx.parseUntilParen(sc);
      if (sc.ch(at + 2) === '(' && hasCase(body)) sc.fail('`<((` holding a case command (bash rejects or reads it differently)', at);
      sc.pos++;
      sc.leave();
      b.push({ type: 'process-substitution', direction: c, body, text: sc.src.slice(at, sc.pos) });
    } else if (glob && (c === '*' || c === '?')) {
      b.push({ type: 'glob', text: c });
      sc.pos++;
    } else if (glob && c === '[') {
      const close = this.bracketClose(at);
      if (close === 'glob') {
        b.push({ type: 'glob', text: '[' });
        sc.pos++;
      } else if (close > 0) {
        b.push({ type: 'glob', text: sc.src.slice(at, close + 1) });
        sc.pos = close + 1;
      } else {
        b.lit1('[', false);
        sc.pos++;
      }
    } else {
      void inSubscript;
      b.lit1(c, false);
      sc.pos++;
    }
  }

  /** Index of the `]` closing a glob bracket at i, 'glob' when unsure (conservative), or -1. */
  private bracketClose(i: number): number | 'glob' {
    const sc = this.sc;
    if (i < this.noCloseBracketUntil) return -1;
    let j = i + 1;
    if (sc.ch(j) === '!' || sc.ch(j) === '^') j++;
    if (sc.ch(j) === ']') j++;
    for (;; j++) {
      const c = sc.ch(j);
      if (c === ']') return j;
      if (c === "'" || c === '"' || c === '\\' || c === '$' || c === '`') return 'glob';
      if (isBreak(c)) {
        this.noCloseBracketUntil = j;
        return -1;
      }
    }
  }

  /** After the opening `"` (or in a here-document body when `heredoc`): up to the closing `"`. */
  readDquote(b: Parts, heredoc: boolean): void {
    const sc = this.sc;
    const open = sc.pos - 1;
    b.lit1('', true);
    for (;;) {
      const c = sc.ch();
      if (c === '') {
        if (heredoc) return;
        sc.fail('unexpected EOF while looking for matching `"\'', open);
      }
      if (c === '"' && !heredoc) {
        sc.pos++;
        return;
      }
      if (c === '\\') {
        const n = sc.ch(sc.pos + 1);
        if (n === '\n') sc.pos += 2;
        else if (n === '$' || n === '`' || n === '\\' || (n === '"' && !heredoc)) {
          b.lit1(n, true);
          sc.pos += 2;
        } else {
          b.lit1('\\', true);
          sc.pos++;
        }
      } else if (c === '$') {
        this.readDollar(b, true);
      } else if (c === '`') {
        this.readBacktick(b, true);
      } else {
        b.lit1(c, true);
        sc.pos++;
      }
    }
  }

  /** `$...` at sc.pos (not `$'` / `$"` in unquoted context). */
  readDollar(b: Parts, quoted: boolean): void {
    const sc = this.sc;
    const at = sc.pos;
    const n = sc.ch(at + 1);
    if (n === '(') {
      if (sc.ch(at + 2) === '(' && this.tryArith(b, quoted, at, at + 3, '))')) return;
      sc.enter(at);
      sc.pos = at + 2;
      const body = this.nx.parseUntilParen(sc);
      if (sc.ch(at + 2) === '(' && hasCase(body)) sc.fail('`$((` holding a case command (bash rejects or reads it differently)', at);
      sc.pos++;
      sc.leave();
      b.push({ type: 'command-substitution', body, quoted, text: sc.src.slice(at, sc.pos) });
    } else if (n === '[') {
      this.nx.unsupported('$[ ] arithmetic', sc.off(at));
      if (!this.tryArith(b, quoted, at, at + 2, ']')) sc.fail("unexpected EOF while looking for matching `]'", at);
    } else if (n === '{') {
      this.readBraceParam(b, quoted);
    } else if (isNameStart(n)) {
      let j = at + 2;
      while (isNameChar(sc.ch(j))) j++;
      b.push({ type: 'expansion', text: sc.src.slice(at, j), quoted });
      sc.pos = j;
    } else if ((n >= '0' && n <= '9') || '@*#?-$!_'.includes(n) && n !== '') {
      b.push({ type: 'expansion', text: sc.src.slice(at, at + 2), quoted });
      sc.pos = at + 2;
    } else {
      b.lit1('$', quoted);
      sc.pos++;
    }
  }

  /**
   * Arithmetic `$((...))`, `((...))` or `$[...]` whose contents start at `from`. Returns false
   * (position unchanged) when `$((` turns out to be `$( (...) )`.
   */
  tryArith(b: Parts, quoted: boolean, at: number, from: number, close: '))' | ']'): boolean {
    const sc = this.sc;
    const inner = new Parts(true);
    const save = sc.pos;
    sc.enter(at);
    sc.pos = from;
    let d = 0;
    let ok = false;
    for (;;) {
      const c = sc.ch();
      if (c === '') break;
      if (close === ']') {
        if (c === '[') d++;
        else if (c === ']' && d-- === 0) {
          sc.pos++;
          ok = true;
          break;
        }
      } else if (c === '(') d++;
      else if (c === ')') {
        if (d === 0) {
          if (sc.ch(sc.pos + 1) === ')') {
            sc.pos += 2;
            ok = true;
          }
          break;
        }
        d--;
      }
      if (c === '\\') sc.pos += 2;
      else if (c === "'") {
        this.nx.unsupported('single quotes inside arithmetic', sc.off(sc.pos));
        const e = sc.src.indexOf("'", sc.pos + 1);
        if (e < 0 || e >= sc.end) break;
        // A quoted value can be evaluated again (`a[$(cmd)]` in an array subscript runs cmd):
        // show any substitution written inside it, so deny rules see the command.
        try {
          for (const p of heredocWord(sc, this.nx, sc.pos + 1, e).parts) inner.push(p);
        } catch (err) {
          if (!(err instanceof BashSyntaxError)) throw err;
        }
        sc.pos = e + 1;
      } else if (c === '"') {
        sc.pos++;
        this.readDquote(inner, false);
      } else if (c === '$') {
        if (sc.ch(sc.pos + 1) === "'" || sc.ch(sc.pos + 1) === '"') sc.pos++;
        else this.readDollar(inner, true);
      } else if (c === '`') this.readBacktick(inner, true);
      else sc.pos++;
    }
    sc.leave();
    if (!ok) {
      sc.pos = save;
      return false;
    }
    if (/[A-Za-z_$`]/.test(sc.src.slice(from, sc.pos))) {
      // Arithmetic evaluates variable values as expressions, and `a[$(cmd)]` in a value runs cmd.
      this.nx.unsupported('arithmetic on a variable or expansion (its value can run commands)', sc.off(at));
    }
    b.push({ type: 'expansion', text: sc.src.slice(at, sc.pos), quoted });
    for (const p of inner.done()) b.push(p);
    return true;
  }

  /** `${...}`: one expansion part, followed by the substitutions found inside it. */
  private readBraceParam(b: Parts, quoted: boolean): void {
    const sc = this.sc;
    const at = sc.pos;
    sc.enter(at);
    sc.pos += 2;
    const inner = new Parts(true);
    for (;;) {
      const c = sc.ch();
      if (c === '') sc.fail("unexpected EOF while looking for matching `}'", at);
      if (c === '}') {
        sc.pos++;
        break;
      }
      if (c === '\\') sc.pos += 2;
      else if (c === "'") {
        if (quoted) sc.fail("single quote inside a double-quoted ${...} (not supported)", sc.pos);
        const e = sc.src.indexOf("'", sc.pos + 1);
        if (e < 0 || e >= sc.end) sc.fail("unexpected EOF while looking for matching `''", sc.pos);
        sc.pos = e + 1;
      } else if (c === '"') {
        sc.pos++;
        this.readDquote(inner, false);
      } else if (c === '$') {
        if (sc.ch(sc.pos + 1) === "'" && !quoted) {
          sc.fail("$'...' inside ${...} (not supported)", sc.pos);
        }
        this.readDollar(inner, true);
      } else if (c === '`') this.readBacktick(inner, true);
      else sc.pos++;
    }
    sc.leave();
    b.push({ type: 'expansion', text: sc.src.slice(at, sc.pos), quoted });
    for (const p of inner.done()) b.push(p);
  }

  /** A backtick substitution: find the closing backtick, unescape, parse the body separately. */
  readBacktick(b: Parts, inDquote: boolean): void {
    const sc = this.sc;
    const at = sc.pos;
    let j = at + 1;
    let text = '';
    const map: number[] = [];
    for (;;) {
      const c = sc.ch(j);
      if (c === '') sc.fail('unexpected EOF while looking for matching ``\'', at);
      if (c === '`') break;
      if (c === '\\') {
        const n = sc.ch(j + 1);
        if (n === '$' || n === '`' || n === '\\' || (inDquote && n === '"')) {
          map.push(sc.off(j + 1));
          text += n;
          j += 2;
          continue;
        }
      }
      map.push(sc.off(j));
      text += c;
      j++;
    }
    map.push(sc.off(j));
    sc.enter(at);
    const body = this.nx.parseText(text, Int32Array.from(map), sc.depth);
    sc.leave();
    sc.pos = j + 1;
    b.push({ type: 'command-substitution', body, quoted: inDquote, text: sc.src.slice(at, sc.pos) });
  }
}

/** Read a here-document body as a word (unquoted delimiter: `$`, backticks and `\` are active). */
export function heredocWord(sc: Scanner, nx: Nested, start: number, end: number): Word {
  const saveEnd = sc.end;
  const savePos = sc.pos;
  sc.end = end;
  sc.pos = start;
  const b = new Parts();
  try {
    new WordReader(sc, nx).readDquote(b, true);
  } finally {
    sc.end = saveEnd;
    sc.pos = savePos;
  }
  return makeWord(sc, start, end, b.done());
}

/**
 * Brace expansion: an unquoted `{` with a matching unquoted `}` in the same word and an unquoted
 * `,` or `..` between them turns both braces into `glob` parts (the word's value is unknown).
 */
function braceExpansion(parts: WordPart[]): WordPart[] {
  if (!parts.some((p) => p.type === 'literal' && !p.quoted && p.text.includes('{'))) return parts;
  type Item = { c: string } | { p: WordPart };
  const items: Item[] = [];
  for (const p of parts) {
    if (p.type === 'literal' && !p.quoted) for (const c of p.text) items.push({ c });
    else items.push({ p });
  }
  const stack: number[] = [];
  const marks = new Set<number>();
  const commaAt: boolean[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (!('c' in it)) continue;
    if (it.c === '{') {
      stack.push(i);
      commaAt.push(false);
    } else if (it.c === ',' && stack.length > 0) commaAt[commaAt.length - 1] = true;
    else if (it.c === '.' && stack.length > 0) {
      const nxt = items[i + 1];
      if (nxt !== undefined && 'c' in nxt && nxt.c === '.') commaAt[commaAt.length - 1] = true;
    } else if (it.c === '}' && stack.length > 0) {
      const open = stack.pop()!;
      const has = commaAt.pop()!;
      if (has) {
        marks.add(open);
        marks.add(i);
        if (commaAt.length > 0) commaAt[commaAt.length - 1] = true;
      }
    }
  }
  if (marks.size === 0) return parts;
  const out: WordPart[] = [];
  let lit = '';
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if ('c' in it && !marks.has(i)) {
      lit += it.c;
      continue;
    }
    if (lit !== '') out.push({ type: 'literal', text: lit, quoted: false });
    lit = '';
    out.push('c' in it ? { type: 'glob', text: it.c } : it.p);
  }
  if (lit !== '') out.push({ type: 'literal', text: lit, quoted: false });
  return out;
}

/** Whether a command list holds a `case` command (outside of words). Iterative. */
function hasCase(c: Command): boolean {
  const todo: Command[] = [c];
  for (let x = todo.pop(); x !== undefined; x = todo.pop()) {
    switch (x.type) {
      case 'compound':
        if (x.kind === 'case') return true;
        todo.push(...x.bodies);
        break;
      case 'sequence': for (const it of x.items) todo.push(it.command); break;
      case 'and-or': todo.push(x.first, ...x.rest.map((r) => r.command)); break;
      case 'pipeline': todo.push(...x.commands); break;
      case 'function': todo.push(x.body); break;
      case 'simple': break;
    }
  }
  return false;
}
