// Token reader and command grammar of the bash parser (recursive descent; every nesting level
// passes through Scanner.enter, so recursion depth is bounded by MAX_DEPTH).
import type {
  Command, Compound, CompoundKind, ParseProblem, Redirect, RedirectOp, SimpleCommand, Word,
} from './ast.js';
import { isBlank, isName, Scanner } from './bash-lexer.js';
import { heredocWord, Parts, WordReader, type Nested, type ReadWord } from './bash-words.js';

/** Extra fields the bash parser sets on compounds and pipelines (optional, for printers). */
export interface BashCompoundExtra {
  /** for/select variable, coproc name. */
  name?: string;
  /** for/select: whether an `in` list was written. */
  hasIn?: boolean;
  /** case: the arms in order. */
  arms?: { patterns: Word[]; body: Command | undefined; terminator: ';;' | ';&' | ';;&' | undefined }[];
  /** if: number of condition/then pairs (the rest of `bodies` is the else part). */
  hasElse?: boolean;
}

type Tok =
  | { k: 'word'; w: ReadWord; start: number; end: number }
  | { k: 'op'; op: string; fd?: number; start: number; end: number }
  | { k: 'nl'; start: number; end: number }
  | { k: 'eof'; start: number; end: number };

const OPS = [';;&', ';;', ';&', ';', '&&', '&>>', '&>', '&', '||', '|&', '|', '(', ')', '<<<', '<<-', '<<', '<&', '<>', '<', '>>', '>&', '>|', '>'];
const REDIRECTS = new Set(['<', '>', '>>', '>|', '<>', '<<', '<<-', '<<<', '>&', '<&', '&>', '&>>']);
const UNARY = new Set('-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -z -n -o -v -R'.split(' '));
const BINARY = new Set('= == != =~ -eq -ne -lt -le -gt -ge -nt -ot -ef'.split(' '));
const DECL = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
const OPENERS = new Set(['then', 'do', 'else', 'elif', 'if', 'while', 'until', '{', '!', 'time', 'coproc', '-p']);
const RESERVED = new Set(['!', 'case', 'coproc', 'do', 'done', 'elif', 'else', 'esac', 'fi', 'for', 'function', 'if', 'in', 'select', 'then', 'until', 'while', '{', '}', 'time', '[[', ']]']);
const BAD_START = new Set(['then', 'elif', 'else', 'fi', 'do', 'done', 'esac', '}', 'in', ']]']);

/** The value of a word made of one unquoted literal (reserved words, operators), else undefined. */
function plainText(w: Word): string | undefined {
  const p = w.parts;
  return p.length === 1 && p[0]!.type === 'literal' && !p[0]!.quoted ? p[0]!.text : p.length === 0 && w.text === '' ? '' : undefined;
}

export interface Shared {
  unsupported: ParseProblem[];
  /** Simple commands completed since the last complete top-level item (for `partial`). */
  simples: SimpleCommand[];
  /** Complete top-level items (for `partial`). */
  topItems: { command: Command; background: boolean }[];
}

export class Grammar implements Nested {
  private peeked: Tok | undefined;
  private readonly words: WordReader;
  private condMode = false;
  private assignOk = true;
  /** The last token was `>&` or `<&`: digits before `<`/`>` are then a word (as in bash). */
  private afterRedirect = false;

  constructor(readonly sc: Scanner, readonly shared: Shared) {
    this.words = new WordReader(sc, this);
  }

  // ---- Nested callbacks -------------------------------------------------------------------

  parseUntilParen(sc: Scanner): Command {
    const g = new Grammar(sc, this.shared);
    const outer = sc.heredocs;
    sc.outerHeredocs += outer.length;
    sc.heredocs = [];
    const body = g.parseList((t) => t.k === 'op' && t.op === ')', true, 'list');
    const close = g.peek();
    if (!(close.k === 'op' && close.op === ')')) g.unexpected(close);
    if (sc.heredocs.length > 0) sc.fail('here-document not finished inside a substitution (not supported)', close.start);
    sc.pos = close.start;
    sc.heredocs = outer;
    sc.outerHeredocs -= outer.length;
    return body;
  }

  parseText(text: string, map: Int32Array, depth: number): Command {
    const sc = new Scanner(text, map);
    sc.depth = depth;
    const g = new Grammar(sc, this.shared);
    const body = g.parseList((t) => t.k === 'eof', true, 'list');
    const t = g.peek();
    if (t.k !== 'eof') g.unexpected(t);
    return body;
  }

  unsupported(message: string, offset: number): void {
    this.shared.unsupported.push({ message, offset });
  }

  // ---- Tokens ------------------------------------------------------------------------------

  peek(): Tok {
    if (this.peeked === undefined) this.peeked = this.lex();
    return this.peeked;
  }

  next(): Tok {
    const t = this.peek();
    this.peeked = undefined;
    // Where bash's lexer accepts an assignment word (affects `name[...]` scanning).
    this.afterRedirect = t.k === 'op' && (t.op === '>&' || t.op === '<&');
    if (this.condMode) this.assignOk = false;
    else if (t.k === 'op') this.assignOk = !REDIRECTS.has(t.op);
    else if (t.k === 'nl') this.assignOk = true;
    else if (t.k === 'word') this.assignOk = OPENERS.has(plainText(t.w.word) ?? '');
    return t;
  }

  unexpected(t: Tok): never {
    const what = t.k === 'eof' ? 'end of file' : t.k === 'nl' ? 'newline' : t.k === 'op' ? t.op : t.w.word.text;
    this.sc.fail(t.k === 'eof' ? 'syntax error: unexpected end of file' : `syntax error near unexpected token \`${what}'`, t.start);
  }

  private lex(): Tok {
    const sc = this.sc;
    for (;;) {
      const c = sc.ch();
      if (isBlank(c)) sc.pos++;
      else if (c === '\\' && sc.ch(sc.pos + 1) === '\n') sc.pos += 2;
      else if (c === '\\' && sc.pos + 1 === sc.end) sc.pos++;
      else if (c === '#') {
        while (!sc.eof() && sc.ch() !== '\n') sc.pos++;
      } else break;
    }
    const start = sc.pos;
    const c = sc.ch();
    if (c === '') {
      for (const h of sc.heredocs) h.fill('', start, start);
      sc.heredocs = [];
      return { k: 'eof', start, end: start };
    }
    if (c === '\n') {
      sc.pos++;
      this.gatherHeredocs();
      return { k: 'nl', start, end: start + 1 };
    }
    // fd number or {var} before a redirection
    if (!this.condMode && !this.afterRedirect) {
      let j = start;
      let fd: number | undefined;
      while (sc.ch(j) >= '0' && sc.ch(j) <= '9') j++;
      if (j > start && j - start < 10) fd = Number(sc.src.slice(start, j));
      else if (c === '{') {
        let k = start + 1;
        while (/[A-Za-z0-9_]/.test(sc.ch(k))) k++;
        if (sc.ch(k) === '}' && isName(sc.src.slice(start + 1, k))) {
          j = k + 1;
          fd = -1;
        }
      }
      const r = sc.ch(j);
      if (fd !== undefined && (r === '<' || r === '>') && sc.ch(j + 1) !== '(') {
        sc.pos = j;
        const op = this.lexOp();
        if (op !== undefined && REDIRECTS.has(op) && !op.startsWith('&')) return { k: 'op', op, fd, start, end: sc.pos };
        sc.pos = start;
      }
    }
    if (!((c === '<' || c === '>') && sc.ch(start + 1) === '(')) {
      const op = this.lexOp();
      if (op !== undefined) return { k: 'op', op, start, end: sc.pos };
    }
    const w = this.words.readWord(this.assignOk && !this.condMode);
    if (sc.pos === start) sc.fail('internal error: empty word', start);
    return { k: 'word', w, start, end: sc.pos };
  }

  private lexOp(): string | undefined {
    const sc = this.sc;
    for (const op of OPS) {
      if (sc.src.startsWith(op, sc.pos) && sc.pos + op.length <= sc.end) {
        sc.pos += op.length;
        return op;
      }
    }
    return undefined;
  }

  private gatherHeredocs(): void {
    const sc = this.sc;
    if (sc.heredocs.length === 0) {
      if (sc.outerHeredocs > 0) sc.fail('newline inside a substitution while a here-document is pending (not supported)', sc.pos - 1);
      return;
    }
    for (const h of sc.heredocs) {
      const bodyStart = sc.pos;
      let body = '';
      let bodyEnd = sc.pos;
      for (;;) {
        if (sc.eof()) {
          bodyEnd = sc.pos;
          break;
        }
        const lineStart = sc.pos;
        let line = '';
        for (;;) {
          let nl = sc.src.indexOf('\n', sc.pos);
          if (nl < 0 || nl > sc.end) nl = sc.end;
          let seg = sc.src.slice(sc.pos, nl);
          sc.pos = Math.min(nl + 1, sc.end);
          if (h.expands && nl < sc.end && /(^|[^\\])(\\\\)*\\$/.test(seg)) {
            line += seg.slice(0, -1);
            continue;
          }
          line += seg;
          seg = '';
          break;
        }
        const stripped = h.strip ? line.replace(/^\t+/, '') : line;
        if (stripped === h.delimiter) {
          bodyEnd = lineStart;
          break;
        }
        body += stripped + '\n';
      }
      h.fill(body, bodyStart, bodyEnd);
    }
    sc.heredocs = [];
  }

  /** An unquoted word whose value is `text` (line continuations inside are already removed). */
  private isWord(t: Tok, text: string): boolean {
    return t.k === 'word' && plainText(t.w.word) === text;
  }

  private skipNewlines(): void {
    while (this.peek().k === 'nl') this.next();
  }

  // ---- Lists -------------------------------------------------------------------------------

  /** A list of and-or items up to a token for which isEnd is true (not consumed). */
  parseList(isEnd: (t: Tok) => boolean, allowEmpty: boolean, _what: string, top = false): Command {
    const items: { command: Command; background: boolean }[] = [];
    this.skipNewlines();
    for (;;) {
      const t = this.peek();
      if (isEnd(t) || t.k === 'eof') break;
      const command = this.parseAndOr();
      const s = this.peek();
      if (s.k === 'op' && (s.op === ';' || s.op === '&')) {
        this.next();
        items.push({ command, background: s.op === '&' });
        this.skipNewlines();
      } else if (s.k === 'nl') {
        this.next();
        items.push({ command, background: false });
        this.skipNewlines();
      } else {
        items.push({ command, background: false });
        if (top) {
          this.shared.topItems.push(items[items.length - 1]!);
          this.shared.simples = [];
        }
        break;
      }
      if (top) {
        this.shared.topItems.push(items[items.length - 1]!);
        this.shared.simples = [];
      }
    }
    if (items.length === 0 && !allowEmpty) this.unexpected(this.peek());
    if (items.length === 1 && !items[0]!.background) return items[0]!.command;
    const first = items[0];
    const last = items[items.length - 1];
    const start = first === undefined ? this.sc.off(this.sc.pos) : first.command.start;
    const end = last === undefined ? start : last.command.end;
    return { type: 'sequence', items, start, end };
  }

  private parseAndOr(): Command {
    const first = this.parsePipeline();
    const rest: { op: '&&' | '||'; command: Command }[] = [];
    for (;;) {
      const t = this.peek();
      if (t.k !== 'op' || (t.op !== '&&' && t.op !== '||')) break;
      this.next();
      this.skipNewlines();
      rest.push({ op: t.op, command: this.parsePipeline() });
    }
    if (rest.length === 0) return first;
    return { type: 'and-or', first, rest, start: first.start, end: rest[rest.length - 1]!.command.end };
  }

  private parsePipeline(): Command {
    let timed = false;
    let posix = false;
    let negated = false;
    const start = this.peek().start;
    for (;;) {
      const t = this.peek();
      if (!timed && this.isWord(t, 'time')) {
        this.next();
        timed = true;
        if (this.isWord(this.peek(), '-p')) {
          this.next();
          posix = true;
        }
      } else if (this.isWord(t, '!')) {
        this.next();
        negated = !negated;
      } else break;
    }
    const after = this.peek();
    if ((timed || negated) && (after.k !== 'word' && !(after.k === 'op' && (after.op === '(' || REDIRECTS.has(after.op))))) {
      this.sc.fail('time or ! without a command (not supported)', after.start);
    }
    const commands: Command[] = [this.parseCommand()];
    for (;;) {
      const t = this.peek();
      if (t.k !== 'op' || (t.op !== '|' && t.op !== '|&')) break;
      this.next();
      if (t.op === '|&') {
        const prev = commands[commands.length - 1]!;
        if (prev.type === 'simple' || prev.type === 'compound') {
          const target: Word = { start: this.sc.off(t.start), end: this.sc.off(t.end), text: '1', parts: [{ type: 'literal', text: '1', quoted: false }] };
          (prev.redirects as Redirect[]).push({ op: '>&', fd: 2, target, start: target.start, end: target.end });
        }
      }
      this.skipNewlines();
      commands.push(this.parseCommand());
    }
    if (commands.length === 1 && !timed && !negated) return commands[0]!;
    const end = commands[commands.length - 1]!.end;
    const p = { type: 'pipeline' as const, negated, timed, commands, start: this.sc.off(start), end };
    return posix ? Object.assign(p, { timePosix: true }) : p;
  }

  // ---- Commands ----------------------------------------------------------------------------

  private parseCommand(): Command {
    const t = this.peek();
    if (t.k === 'op' && t.op === '(') {
      if (this.sc.ch(t.end) === '(') {
        const c = this.tryArithCommand(t.start);
        if (c !== undefined) return c;
      }
      this.next();
      this.sc.enter(t.start);
      const body = this.parseList((x) => x.k === 'op' && x.op === ')', false, 'subshell');
      const close = this.next();
      if (!(close.k === 'op' && close.op === ')')) this.unexpected(close);
      this.sc.leave();
      return this.compound('subshell', t.start, close.end, [body], []);
    }
    if (t.k === 'word' && t.w.assign === undefined) {
      const plain = plainText(t.w.word);
      if (plain !== undefined && BAD_START.has(plain)) this.unexpected(t);
      switch (plain) {
        case '{': return this.parseGroup();
        case 'if': return this.parseIf();
        case 'while': case 'until': return this.parseWhile(plain);
        case 'for': case 'select': return this.parseFor(plain);
        case 'case': return this.parseCase();
        case 'function': return this.parseFunctionKeyword();
        case '[[': return this.parseCond();
        case 'coproc': return this.parseCoproc();
        case '!': case 'time': this.unexpected(t);
      }
    }
    if (t.k !== 'word' && !(t.k === 'op' && REDIRECTS.has(t.op))) this.unexpected(t);
    return this.parseSimple();
  }

  private compound(kind: CompoundKind, start: number, end: number, bodies: Command[], words: Word[], extra: BashCompoundExtra = {}): Compound {
    const redirects: Redirect[] = [];
    this.parseRedirects(redirects);
    const last = redirects[redirects.length - 1];
    const c: Compound = { type: 'compound', kind, bodies, words, redirects, start: this.sc.off(start), end: last === undefined ? this.sc.offEnd(end) : last.end };
    return Object.assign(c, extra);
  }

  private parseRedirects(into: Redirect[]): void {
    for (;;) {
      const t = this.peek();
      if (t.k === 'op' && REDIRECTS.has(t.op)) into.push(this.parseRedirect());
      else break;
    }
  }

  private parseRedirect(): Redirect {
    const t = this.next();
    if (t.k !== 'op') this.unexpected(t);
    const w = this.next();
    if (w.k !== 'word') this.unexpected(w);
    const target = w.w.word;
    const op = t.op as RedirectOp;
    const r: { -readonly [K in keyof Redirect]: Redirect[K] } = { op, target, start: this.sc.off(t.start), end: target.end };
    if (t.fd !== undefined) r.fd = t.fd;
    if (op === '<<' || op === '<<-') {
      const delimiter = target.parts.map((p) => (p.type === 'literal' || p.type === 'expansion' || p.type === 'glob' ? p.text : p.text)).join('');
      const expands = !/['"\\]/.test(target.text);
      const sc = this.sc;
      sc.heredocs.push({
        strip: op === '<<-', delimiter, expands,
        fill: (body, bodyStart, bodyEnd) => {
          r.heredoc = expands
            ? { body, expands, bodyWord: heredocWord(sc, this, bodyStart, bodyEnd) }
            : { body, expands };
        },
      });
    }
    return r;
  }

  private parseSimple(prefix: Word[] = [], startAt?: number): Command {
    const sc = this.sc;
    const start = startAt ?? this.peek().start;
    const assignments: SimpleCommand['assignments'][number][] = [];
    const words: Word[] = prefix;
    const redirects: Redirect[] = [];
    for (;;) {
      const t = this.peek();
      if (t.k === 'op' && REDIRECTS.has(t.op)) {
        redirects.push(this.parseRedirect());
        this.assignOk = words.length === 0 || DECL.has(plainText(words[0]!) ?? '');
        continue;
      }
      if (t.k !== 'word') break;
      this.next();
      const a = t.w.assign;
      if (a !== undefined && words.length === 0) {
        const asg = { name: a.name, value: a.value, start: t.w.word.start, end: t.w.word.end };
        assignments.push(a.array === undefined ? asg : Object.assign(asg, { array: a.array }));
        this.assignOk = true;
        continue;
      }
      this.assignOk = DECL.has(plainText(words[0] ?? t.w.word) ?? '');
      if (a?.array !== undefined && !(words[0] !== undefined && DECL.has(plainText(words[0]) ?? ''))) {
        sc.fail("syntax error near unexpected token `('", t.start + a.name.length + 1);
      }
      words.push(t.w.word);
      if (words.length === 1 && assignments.length === 0 && redirects.length === 0) {
        const n = this.peek();
        if (n.k === 'op' && n.op === '(') return this.parseFunctionRest(t.w.word.text, t.start);
      }
    }
    let end = sc.off(start);
    for (const x of words) if (x.end > end) end = x.end;
    for (const x of redirects) if (x.end > end) end = x.end;
    for (const x of assignments) if (x.end > end) end = x.end;
    const cmd: SimpleCommand = { type: 'simple', assignments, words, redirects, start: sc.off(start), end };
    this.shared.simples.push(cmd);
    return cmd;
  }

  // ---- Compound commands ---------------------------------------------------------------------

  private expectWord(text: string): Tok {
    const t = this.next();
    if (!this.isWord(t, text)) this.unexpected(t);
    return t;
  }

  private until(...words: string[]): (t: Tok) => boolean {
    return (t) => words.some((w) => this.isWord(t, w));
  }

  private parseGroup(): Command {
    const open = this.next();
    this.sc.enter(open.start);
    const body = this.parseList(this.until('}'), false, 'group');
    const close = this.expectWord('}');
    this.sc.leave();
    return this.compound('group', open.start, close.end, [body], []);
  }

  private parseIf(): Command {
    const open = this.next();
    this.sc.enter(open.start);
    const bodies: Command[] = [];
    let hasElse = false;
    for (;;) {
      bodies.push(this.parseList(this.until('then'), false, 'if'));
      this.expectWord('then');
      bodies.push(this.parseList(this.until('elif', 'else', 'fi'), false, 'then'));
      const t = this.next();
      if (this.isWord(t, 'elif')) continue;
      if (this.isWord(t, 'else')) {
        hasElse = true;
        bodies.push(this.parseList(this.until('fi'), false, 'else'));
        this.expectWord('fi');
      } else if (!this.isWord(t, 'fi')) this.unexpected(t);
      break;
    }
    const end = this.sc.pos;
    this.sc.leave();
    return this.compound('if', open.start, end, bodies, [], { hasElse });
  }

  private parseWhile(kind: 'while' | 'until'): Command {
    const open = this.next();
    this.sc.enter(open.start);
    const cond = this.parseList(this.until('do'), false, kind);
    this.expectWord('do');
    const body = this.parseList(this.until('done'), false, 'do');
    const close = this.expectWord('done');
    this.sc.leave();
    return this.compound(kind, open.start, close.end, [cond, body], []);
  }

  private parseDoBody(): { body: Command; end: number } {
    this.skipNewlines();
    const t = this.peek();
    if (this.isWord(t, '{')) {
      const g = this.parseGroupNoRedirects();
      return g;
    }
    this.expectWord('do');
    const body = this.parseList(this.until('done'), false, 'do');
    const close = this.expectWord('done');
    return { body, end: close.end };
  }

  private parseGroupNoRedirects(): { body: Command; end: number } {
    const open = this.next();
    this.sc.enter(open.start);
    const body = this.parseList(this.until('}'), false, 'group');
    const close = this.expectWord('}');
    this.sc.leave();
    return { body, end: close.end };
  }

  private parseFor(kind: 'for' | 'select'): Command {
    const open = this.next();
    const sc = this.sc;
    sc.enter(open.start);
    let j = sc.pos;
    while (isBlank(sc.ch(j))) j++;
    if (kind === 'for' && sc.ch(j) === '(' && sc.ch(j + 1) === '(') {
      const w = this.arithWord(j);
      if (w === undefined) return sc.fail('syntax error: arithmetic for expression', j);
      const t = this.peek();
      if (t.k === 'op' && t.op === ';') this.next();
      const { body, end } = this.parseDoBody();
      sc.leave();
      return this.compound('for', open.start, end, [body], [w], { name: '((' });
    }
    const nameTok = this.next();
    if (nameTok.k !== 'word') this.unexpected(nameTok);
    const name = nameTok.w.word.text;
    const words: Word[] = [];
    let hasIn = false;
    this.skipNewlines();
    if (this.isWord(this.peek(), 'in')) {
      this.next();
      hasIn = true;
      for (;;) {
        const t = this.peek();
        if (t.k !== 'word') break;
        this.next();
        words.push(t.w.word);
      }
      const t = this.next();
      if (!(t.k === 'nl' || (t.k === 'op' && t.op === ';'))) this.unexpected(t);
    } else {
      const t = this.peek();
      if (t.k === 'op' && t.op === ';') this.next();
    }
    const { body, end } = this.parseDoBody();
    sc.leave();
    return this.compound(kind, open.start, end, [body], words, { name, hasIn });
  }

  private parseCase(): Command {
    const open = this.next();
    const sc = this.sc;
    sc.enter(open.start);
    const subj = this.next();
    if (subj.k !== 'word') this.unexpected(subj);
    const words: Word[] = [subj.w.word];
    this.skipNewlines();
    this.expectWord('in');
    const bodies: Command[] = [];
    const arms: NonNullable<BashCompoundExtra['arms']> = [];
    let end: number;
    for (;;) {
      this.skipNewlines();
      const t = this.next();
      if (this.isWord(t, 'esac')) {
        end = t.end;
        break;
      }
      let p = t;
      if (p.k === 'op' && p.op === '(') p = this.next();
      const patterns: Word[] = [];
      for (;;) {
        if (p.k !== 'word') this.unexpected(p);
        patterns.push(p.w.word);
        words.push(p.w.word);
        const s = this.next();
        if (s.k === 'op' && s.op === '|') {
          p = this.next();
          continue;
        }
        if (s.k === 'op' && s.op === ')') break;
        this.unexpected(s);
      }
      const isEnd = (x: Tok): boolean => (x.k === 'op' && (x.op === ';;' || x.op === ';&' || x.op === ';;&')) || this.isWord(x, 'esac');
      const body = this.parseList(isEnd, true, 'case');
      const hasBody = !(body.type === 'sequence' && body.items.length === 0);
      if (hasBody) bodies.push(body);
      const s = this.peek();
      let terminator: ';;' | ';&' | ';;&' | undefined;
      if (s.k === 'op' && (s.op === ';;' || s.op === ';&' || s.op === ';;&')) {
        this.next();
        terminator = s.op;
      }
      arms.push({ patterns, body: hasBody ? body : undefined, terminator });
      if (terminator === undefined) {
        this.skipNewlines();
        end = this.expectWord('esac').end;
        break;
      }
    }
    sc.leave();
    return this.compound('case', open.start, end, bodies, words, { arms });
  }

  private parseFunctionKeyword(): Command {
    const open = this.next();
    const n = this.next();
    if (n.k !== 'word') this.unexpected(n);
    const t = this.peek();
    if (t.k === 'op' && t.op === '(') return this.parseFunctionRest(n.w.word.text, open.start);
    return this.parseFunctionBody(n.w.word.text, open.start);
  }

  private parseFunctionRest(name: string, start: number): Command {
    this.next(); // (
    const c = this.next();
    if (!(c.k === 'op' && c.op === ')')) this.unexpected(c);
    return this.parseFunctionBody(name, start);
  }

  private parseFunctionBody(name: string, start: number): Command {
    this.sc.enter(start);
    this.skipNewlines();
    const t = this.peek();
    const ok = (t.k === 'op' && t.op === '(') ||
      (t.k === 'word' && ['{', 'if', 'while', 'until', 'for', 'select', 'case', '[['].some((w) => this.isWord(t, w)));
    if (!ok) this.unexpected(t);
    const body = this.parseCommand();
    this.sc.leave();
    return { type: 'function', name, body, start: this.sc.off(start), end: body.end };
  }

  private parseCoproc(): Command {
    const open = this.next();
    const sc = this.sc;
    sc.enter(open.start);
    const t = this.peek();
    let result: Command;
    const reserved = (x: Tok): boolean => x.k === 'word' && RESERVED.has(plainText(x.w.word) ?? '');
    if (t.k === 'word' && t.w.assign === undefined && !this.isCompoundStart(t)) {
      if (reserved(t) && !this.isWord(t, 'time')) this.unexpected(t);
      this.next();
      const n = this.peek();
      if (!this.isCompoundStart(n) && reserved(n)) this.unexpected(n);
      if (this.isCompoundStart(n)) {
        const body = this.parseCommand();
        result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
        Object.assign(result, { name: t.w.word.text });
      } else {
        const body = this.parseSimple([t.w.word], t.start);
        result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
      }
    } else {
      const body = this.parseCommand();
      result = { type: 'compound', kind: 'coproc', bodies: [body], words: [], redirects: [], start: sc.off(open.start), end: body.end };
    }
    sc.leave();
    return result;
  }

  private isCompoundStart(t: Tok): boolean {
    if (t.k === 'op') return t.op === '(';
    return ['{', 'if', 'while', 'until', 'for', 'select', 'case', '[['].some((w) => this.isWord(t, w));
  }

  // ---- Arithmetic and conditional commands ---------------------------------------------------

  /** `((...))` at raw index i; the word holds the whole text, with any substitutions inside. */
  private arithWord(i: number): Word | undefined {
    const sc = this.sc;
    const b = new Parts();
    const save = sc.pos;
    sc.pos = i;
    const ok = this.words.tryArith(b, false, i, i + 2, '))');
    if (!ok) {
      sc.pos = save;
      return undefined;
    }
    this.peeked = undefined;
    return { start: sc.off(i), end: sc.offEnd(sc.pos), text: sc.src.slice(i, sc.pos), parts: b.done() };
  }

  private tryArithCommand(i: number): Command | undefined {
    const save = this.sc.pos;
    const w = this.arithWord(i);
    if (w === undefined) {
      this.sc.pos = save;
      return undefined;
    }
    return this.compound('arith', i, this.sc.pos, [], [w]);
  }

  private parseCond(): Command {
    const open = this.next();
    const sc = this.sc;
    sc.enter(open.start);
    this.condMode = true;
    const words: Word[] = [];
    this.condOr(words);
    const close = this.next();
    if (!this.isWord(close, ']]')) this.sc.fail('syntax error in conditional expression', close.start);
    this.condMode = false;
    sc.leave();
    return this.compound('cond', open.start, close.end, [], words);
  }

  private condOr(words: Word[]): void {
    this.condAnd(words);
    for (;;) {
      const t = this.peek();
      if (!(t.k === 'op' && t.op === '||')) return;
      this.next();
      this.condAnd(words);
    }
  }

  private condAnd(words: Word[]): void {
    this.condTerm(words);
    for (;;) {
      const t = this.peek();
      if (!(t.k === 'op' && t.op === '&&')) return;
      this.next();
      this.condTerm(words);
    }
  }

  private condTerm(words: Word[]): void {
    const sc = this.sc;
    sc.enter();
    this.skipNewlines();
    const t = this.next();
    if (this.isWord(t, '!')) {
      this.condTerm(words);
    } else if (t.k === 'op' && t.op === '(') {
      this.condOr(words);
      const c = this.next();
      if (!(c.k === 'op' && c.op === ')')) sc.fail('syntax error in conditional expression', c.start);
    } else if (t.k === 'word' && !this.isWord(t, ']]')) {
      words.push(t.w.word);
      if (UNARY.has(plainText(t.w.word) ?? '')) {
        const a = this.next();
        if (a.k !== 'word' || this.isWord(a, ']]')) return sc.fail('unexpected argument to conditional unary operator', a.start);
        words.push(a.w.word);
      } else {
        const n = this.peek();
        const isBin = (n.k === 'word' && BINARY.has(plainText(n.w.word) ?? '')) || (n.k === 'op' && (n.op === '<' || n.op === '>') && n.fd === undefined);
        if (isBin) {
          this.next();
          if (n.k === 'word') words.push(n.w.word);
          if (n.k === 'word' && plainText(n.w.word) === '=~') {
            this.peeked = undefined;
            const r = this.words.readRegexWord();
            if (r === undefined) return sc.fail('syntax error in conditional expression', sc.pos);
            words.push(r);
          } else {
            const r = this.next();
            if (r.k !== 'word') return sc.fail('unexpected argument to conditional binary operator', r.start);
            words.push(r.w.word);
            if (n.k === 'word' && /^-(eq|ne|lt|le|gt|ge)$/.test(n.w.word.text) && ![t.w.word.text, r.w.word.text].every((x) => /^[-+]?[0-9]+$/.test(x))) {
              this.unsupported('arithmetic comparison on a variable or expansion (its value can run commands)', sc.off(n.start));
            }
          }
        } else if (!(n.k === 'op' && (n.op === '&&' || n.op === '||' || n.op === ')')) && !this.isWord(n, ']]')) {
          sc.fail('conditional binary operator expected', n.start);
        }
      }
    } else sc.fail('syntax error in conditional expression', t.start);
    sc.leave();
  }

}
