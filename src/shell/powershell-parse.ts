// PowerShell command lines to the shared shell AST (ast.ts), for the analysis: every command the
// line can run must be visible, and whatever is not understood is reported (`unsupported`, or
// ok: false), never guessed.
//
// Representation:
//  - `a; b`, newlines → Sequence; `a && b || c` → AndOr; `a | b` → Pipeline; `a &` (PowerShell 7
//    background job) → a Sequence item with background: true.
//  - A command → SimpleCommand; its words are the command name and the arguments. `& x` and
//    `. x` (call operator, dot-sourcing): the invoked word becomes the command name (`& $x`,
//    `& { }` give a dynamic name). Array arguments `a,b` are split into one word per element.
//  - Quoting: '...' ('' is a quote), "..." (`x escapes, "" is a quote, $var and $(...) expand),
//    here-strings @'...'@ and @"..."@; the typographic quotes PowerShell accepts count as quotes.
//    Outside quotes a backtick escapes the next character (backtick-newline continues the line),
//    a backslash is an ordinary character.
//  - `$x`, `${x}`, `$env:X`, `$x.y`, `$x[0]`, `@splat`, `$_` → expansion parts. `$( )` and `@( )`
//    and a parenthesized `( )` argument → command-substitution parts whose body is parsed. A
//    script block `{ }` argument → a command-substitution part whose body is a Compound of kind
//    'script-block'; a hash table `@{ }` → a command-substitution part whose body holds the value
//    statements. Unquoted `*`, `?` and `[...]` in arguments → glob parts.
//  - Statements that start with an expression (`$x`, `(..)`, a string, a number, `[type]`) become a
//    SimpleCommand whose first word is dynamic, so nothing can allow them by name.
//    `$x = <statement>` gives an assignment-only SimpleCommand, then the statement.
//  - if/elseif/else, while, do-while/until, for, foreach, switch, try/catch/finally, trap,
//    param, begin/process/end → Compound (kinds if, while, until, for, case, group,
//    script-block) with every condition and block in `bodies`; function/filter → FunctionDef.
//  - Redirects: `>` `>>` `n>` `n>>` `*>` (→ '&>') `*>>` (→ '&>>') `n>&m` (→ '>&', fd n), `<`.
//  - `unsupported` (the command can never be allowed): method calls (`$a.b()`,
//    `[IO.File]::Delete('x')`, `(...).M()`), the stop-parsing token `--%`, assignments to `$env:`
//    and scoped variables, expressions juxtaposed with `(`.
//  - ok: false (with the statements parsed before the error as `partial`): unbalanced quotes,
//    brackets or comments, keyword statements that do not have their expected shape, keywords
//    this parser does not handle (class, enum, using, workflow, configuration, data, ...),
//    nesting deeper than 32.
// Never throws; linear in the input except for nesting (bounded by 32).

import type {
  AndOr, Assignment, Command, Compound, CompoundKind, ParseProblem, Pipeline, Redirect, RedirectOp,
  Sequence, ShellParse, SimpleCommand, Word, WordPart,
} from './ast.js';

export const MAX_POWERSHELL_NESTING = 32;

class PsError extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem.message);
  }
}

const SQUOTES = new Set(["'", '\u2018', '\u2019', '\u201A', '\u201B']);
const DQUOTES = new Set(['"', '\u201C', '\u201D', '\u201E']);
const DASHES = new Set(['-', '\u2013', '\u2014', '\u2015']);
/** Horizontal white space (PowerShell also accepts the Unicode space separators). */
const BLANK = /[ \t\f\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\uFEFF]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
/** Ends a bare argument word (outside quotes). */
const WORD_END = /[\s;|&(){},<>]/;

const DOUBLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\u0000', a: '\u0007', b: '\b', e: '\u001B', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
};

/** Keywords this parser does not analyze: ok: false. */
const UNHANDLED_KEYWORDS = new Set([
  'class', 'enum', 'using', 'workflow', 'configuration', 'data', 'dynamicparam', 'parallel', 'sequence',
  'inlinescript', 'hidden', 'static', 'define', 'from', 'var', 'until', 'elseif', 'else', 'catch', 'finally', 'in',
]);
const FLOW_KEYWORDS = new Set(['return', 'throw', 'exit', 'break', 'continue']);
const BLOCK_NAMES = new Set(['begin', 'process', 'end', 'clean']);

type Close = ')' | '}' | '' ;

class Parser {
  pos = 0;
  depth = 0;
  readonly unsupported: ParseProblem[] = [];

  constructor(readonly src: string) {}

  // -------------------------------------------------------------------------------------------
  // Low level

  ch(i = this.pos): string {
    return this.src[i] ?? '';
  }

  fail(message: string, offset = this.pos): never {
    throw new PsError({ message, offset });
  }

  note(message: string, offset: number): void {
    this.unsupported.push({ message, offset });
  }

  enter(at: number): void {
    if (++this.depth > MAX_POWERSHELL_NESTING) this.fail(`nesting deeper than ${MAX_POWERSHELL_NESTING}`, at);
  }

  leave(): void {
    this.depth--;
  }

  /** Skips blanks, line continuations and comments; newlines too when `newlines`. */
  skip(newlines: boolean): void {
    for (;;) {
      const c = this.ch();
      if (c === '') return;
      if (BLANK.test(c)) {
        this.pos++;
      } else if (c === '`' && (this.ch(this.pos + 1) === '\n' || (this.ch(this.pos + 1) === '\r' && this.ch(this.pos + 2) === '\n'))) {
        this.pos += this.ch(this.pos + 1) === '\r' ? 3 : 2;
      } else if (c === '#') {
        while (this.pos < this.src.length && this.ch() !== '\n' && this.ch() !== '\r') this.pos++;
      } else if (c === '<' && this.ch(this.pos + 1) === '#') {
        const end = this.src.indexOf('#>', this.pos + 2);
        if (end < 0) this.fail('unterminated block comment "<#"');
        this.pos = end + 2;
      } else if (newlines && (c === '\n' || c === '\r')) {
        this.pos++;
      } else {
        return;
      }
    }
  }

  atNewline(): boolean {
    const c = this.ch();
    return c === '\n' || c === '\r';
  }

  /** A keyword (case-insensitive) at pos, followed by a non-name character. */
  keywordAt(): string | undefined {
    const m = /^[A-Za-z]+/.exec(this.src.slice(this.pos, this.pos + 20));
    if (!m) return undefined;
    const next = this.ch(this.pos + m[0].length);
    if (next !== '' && !WORD_END.test(next) && next !== '#' && !(next === '-' && false)) {
      // `foreach-object` and the like are command names, not keywords.
      return undefined;
    }
    return m[0].toLowerCase();
  }

  // -------------------------------------------------------------------------------------------
  // Statements

  /** Statements up to `close` (not consumed) or the end of the text. */
  statementList(close: Close, top = false): Command {
    const start = this.pos;
    const items: { command: Command; background: boolean }[] = [];
    try {
      for (;;) {
        this.skip(true);
        const c = this.ch();
        if (c === '') {
          if (close !== '') this.fail(`missing "${close}"`);
          break;
        }
        if (c === ';') {
          this.pos++;
          continue;
        }
        if (c === ')' || c === '}') {
          if (c === close) break;
          this.fail(`unexpected "${c}"`);
        }
        const command = this.chain();
        let background = false;
        this.skip(false);
        if (this.ch() === '&' && this.ch(this.pos + 1) !== '&') {
          background = true;
          this.pos++;
        }
        items.push({ command, background });
        this.skip(false);
        const n = this.ch();
        if (n === ';' || n === '\n' || n === '\r' || n === '' || n === close || background) continue;
        // Block statements (`begin { } process { }`, `if (..) { } x`) need no separator.
        if (this.src[command.end - 1] === '}') continue;
        if (n === ')' || n === '}') this.fail(`unexpected "${n}"`);
        this.fail(`unexpected ${JSON.stringify(n)}`);
      }
    } catch (e) {
      if (e instanceof PsError && top) {
        const partial = items.length === 0 ? undefined : sequence(items, start, this.pos);
        throw new PartialError(e.problem, partial);
      }
      throw e;
    }
    if (items.length === 1 && !items[0]!.background) return items[0]!.command;
    return sequence(items, start, this.pos);
  }

  /** pipeline ( (&& | ||) pipeline )* */
  chain(): Command {
    const start = this.pos;
    const first = this.pipeline();
    const rest: { op: '&&' | '||'; command: Command }[] = [];
    for (;;) {
      this.skip(false);
      const two = this.src.slice(this.pos, this.pos + 2);
      if (two !== '&&' && two !== '||') break;
      this.pos += 2;
      this.skip(true);
      rest.push({ op: two, command: this.pipeline() });
    }
    if (rest.length === 0) return first;
    const node: AndOr = { type: 'and-or', first, rest, start, end: this.pos };
    return node;
  }

  pipeline(): Command {
    const start = this.pos;
    const commands: Command[] = [this.statement()];
    for (;;) {
      this.skip(false);
      if (this.ch() !== '|' || this.ch(this.pos + 1) === '|') break;
      this.pos++;
      this.skip(true);
      const c = this.ch();
      if (c === '' || c === ';' || c === ')' || c === '}' || c === '|' || c === '&') this.fail('a pipe "|" needs a command after it');
      commands.push(this.command());
    }
    if (commands.length === 1) return commands[0]!;
    const node: Pipeline = { type: 'pipeline', negated: false, timed: false, commands, start, end: this.pos };
    return node;
  }

  /** A statement at statement start: a keyword statement, an assignment, or a command. */
  statement(): Command {
    const start = this.pos;
    const kw = this.keywordAt();
    if (kw !== undefined) {
      const r = this.keywordStatement(kw, start);
      if (r !== undefined) return r;
    }
    const assign = this.assignment();
    if (assign !== undefined) return assign;
    return this.command();
  }

  /** `$x = statement` (and `+=` etc.). */
  assignment(): Command | undefined {
    const start = this.pos;
    const m = /^(?:\[[A-Za-z0-9_.,`[\] ]*\]\s*)*\$(?:\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)?)(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n]*\])*[ \t]*(?:[-+*/%]|\?\?)?=(?!=)/
      .exec(this.src.slice(this.pos, this.pos + 300));
    if (!m) return undefined;
    const text = m[0];
    const name = /\$(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_:]*)/.exec(text)![1]!;
    if (/^(\{)?[A-Za-z_]+:/.test(name) && !/^\{?(?:local|private):/i.test(name)) {
      this.note(`assignment to the scoped or environment variable $${name}`, start);
    }
    if (/^\{?(?:PSDefaultParameterValues|ExecutionContext|ErrorActionPreference|PSModuleAutoLoadingPreference|ConfirmPreference|WhatIfPreference|PSCommandPath)/i.test(name)) {
      this.note(`assignment to the preference variable $${name}`, start);
    }
    this.pos += text.length;
    const assignment: Assignment = { name: name.replace(/^\{|\}$/g, ''), value: undefined, start, end: this.pos };
    const assignOnly: SimpleCommand = { type: 'simple', assignments: [assignment], words: [], redirects: [], start, end: this.pos };
    this.skip(true);
    const c = this.ch();
    if (c === '' || c === ';' || c === ')' || c === '}') this.fail('an assignment needs a value');
    const value = this.chain();
    const node: Sequence = {
      type: 'sequence', items: [{ command: assignOnly, background: false }, { command: value, background: false }], start, end: this.pos,
    };
    return node;
  }

  // -------------------------------------------------------------------------------------------
  // Keyword statements

  keywordStatement(kw: string, start: number): Command | undefined {
    switch (kw) {
      case 'if': {
        this.pos += 2;
        const bodies: Command[] = [this.condition(), this.block()];
        for (;;) {
          const save = this.pos;
          this.skip(true);
          const k = this.keywordAt();
          if (k === 'elseif') {
            this.pos += 6;
            bodies.push(this.condition(), this.block());
          } else if (k === 'else') {
            this.pos += 4;
            bodies.push(this.block());
            break;
          } else {
            this.pos = save;
            break;
          }
        }
        return compound('if', bodies, [], start, this.pos);
      }
      case 'while': {
        this.pos += 5;
        return compound('while', [this.condition(), this.block()], [], start, this.pos);
      }
      case 'do': {
        this.pos += 2;
        const body = this.block();
        this.skip(true);
        const k = this.keywordAt();
        if (k !== 'while' && k !== 'until') this.fail('"do { }" needs "while (...)" or "until (...)"');
        this.pos += k.length;
        return compound(k === 'while' ? 'while' : 'until', [body, this.condition()], [], start, this.pos);
      }
      case 'for': {
        this.pos += 3;
        this.skip(false);
        if (this.ch() !== '(') this.fail('"for" needs "(init; condition; step)"');
        const open = this.pos++;
        this.enter(open);
        const inner = this.statementList(')');
        this.pos++;
        this.leave();
        return compound('for', [inner, this.block()], [], start, this.pos);
      }
      case 'foreach': {
        const save = this.pos;
        this.pos += 7;
        this.skip(false);
        if (this.ch() === '-') {
          // `foreach -parallel` (workflows) is not handled; anything else is the alias ForEach-Object.
          if (/^-parallel\b/i.test(this.src.slice(this.pos, this.pos + 10))) this.fail('"foreach -parallel" is not supported');
        }
        if (this.ch() !== '(') {
          this.pos = save;
          return undefined; // the ForEach-Object alias
        }
        const open = this.pos++;
        this.enter(open);
        this.skip(true);
        const v = /^\$(?:\{[^}]*\}|[A-Za-z_][A-Za-z0-9_:]*)/.exec(this.src.slice(this.pos, this.pos + 200));
        if (!v) this.fail('"foreach (" needs a variable');
        this.pos += v[0].length;
        this.skip(true);
        if (!/^in\b/i.test(this.src.slice(this.pos, this.pos + 3))) this.fail('"foreach ($x" needs "in"');
        this.pos += 2;
        const list = this.statementList(')');
        this.pos++;
        this.leave();
        return compound('for', [list, this.block()], [], start, this.pos);
      }
      case 'switch':
        return this.switchStatement(start);
      case 'try': {
        this.pos += 3;
        const bodies: Command[] = [this.block()];
        let handlers = 0;
        for (;;) {
          const save = this.pos;
          this.skip(true);
          const k = this.keywordAt();
          if (k === 'catch') {
            this.pos += 5;
            this.skip(true);
            while (this.ch() === '[' || this.ch() === ',') {
              if (this.ch() === ',') this.pos++;
              else this.typeLiteral();
              this.skip(true);
            }
            bodies.push(this.block());
            handlers++;
          } else if (k === 'finally') {
            this.pos += 7;
            bodies.push(this.block());
            handlers++;
            break;
          } else {
            this.pos = save;
            break;
          }
        }
        if (handlers === 0) this.fail('"try { }" needs "catch" or "finally"');
        return compound('group', bodies, [], start, this.pos);
      }
      case 'trap': {
        this.pos += 4;
        this.skip(false);
        if (this.ch() === '[') this.typeLiteral();
        return compound('group', [this.block()], [], start, this.pos);
      }
      case 'function':
      case 'filter': {
        this.pos += kw.length;
        this.skip(false);
        const m = /^[^\s(){};|&]+/.exec(this.src.slice(this.pos, this.pos + 500));
        if (!m) this.fail(`"${kw}" needs a name`);
        const name = m[0];
        this.pos += m[0].length;
        this.skip(false);
        const bodies: Command[] = [];
        if (this.ch() === '(') bodies.push(this.parenBody());
        bodies.push(this.block());
        const body = bodies.length === 1 ? bodies[0]! : compound('script-block', bodies, [], start, this.pos);
        return { type: 'function', name, body, start, end: this.pos };
      }
      case 'param': {
        this.pos += 5;
        this.skip(false);
        if (this.ch() !== '(') this.fail('"param" needs "(...)"');
        return compound('group', [this.parenBody()], [], start, this.pos);
      }
      default:
        if (BLOCK_NAMES.has(kw)) {
          const save = this.pos;
          this.pos += kw.length;
          this.skip(true);
          if (this.ch() === '{') return compound('script-block', [this.block()], [], start, this.pos);
          this.pos = save;
          return undefined;
        }
        if (FLOW_KEYWORDS.has(kw)) {
          const word = this.word();
          this.skip(false);
          const c = this.ch();
          if (c === '' || c === ';' || c === '\n' || c === '\r' || c === ')' || c === '}' || c === '|' || c === '&') {
            return simple([], word === undefined ? [] : [word], [], start, this.pos);
          }
          const value = this.chain();
          return sequence([{ command: simple([], word === undefined ? [] : [word], [], start, start + kw.length), background: false },
            { command: value, background: false }], start, this.pos);
        }
        if (UNHANDLED_KEYWORDS.has(kw)) this.fail(`the PowerShell keyword "${kw}" is not supported here`);
        return undefined;
    }
  }

  switchStatement(start: number): Command {
    this.pos += 6;
    const bodies: Command[] = [];
    const words: Word[] = [];
    // Options: -regex -wildcard -exact -casesensitive -file <path>
    for (;;) {
      this.skip(false);
      const m = /^[-\u2013\u2014\u2015]([A-Za-z]+)/.exec(this.src.slice(this.pos, this.pos + 30));
      if (!m) break;
      const opt = m[1]!.toLowerCase();
      this.pos += m[0].length;
      if (opt === 'file') {
        this.skip(false);
        const w = this.word();
        if (w === undefined) this.fail('"switch -file" needs a path');
        words.push(w);
        this.note('switch -file reads a file', start);
      } else if (!['regex', 'wildcard', 'exact', 'casesensitive', 'parallel'].includes(opt)) {
        this.fail(`unknown switch option -${opt}`);
      }
    }
    this.skip(false);
    if (this.ch() === '(') bodies.push(this.parenBody());
    else if (words.length === 0) this.fail('"switch" needs "(...)"');
    this.skip(true);
    if (this.ch() !== '{') this.fail('"switch" needs "{"');
    const open = this.pos++;
    this.enter(open);
    for (;;) {
      this.skip(true);
      while (this.ch() === ';') {
        this.pos++;
        this.skip(true);
      }
      const c = this.ch();
      if (c === '}') {
        this.pos++;
        break;
      }
      if (c === '') this.fail('missing "}" of the switch');
      // The clause condition: a script block, or a value.
      if (c === '{') bodies.push(this.block());
      else {
        const w = this.word();
        if (w === undefined) this.fail('expected a switch clause');
        words.push(w);
      }
      this.skip(true);
      bodies.push(this.block());
    }
    this.leave();
    return compound('case', bodies, words, start, this.pos);
  }

  /** `( statements )` at pos. */
  condition(): Command {
    this.skip(true);
    if (this.ch() !== '(') this.fail('expected "(" and a condition');
    return this.parenBody();
  }

  parenBody(): Command {
    const open = this.pos++;
    this.enter(open);
    const body = this.statementList(')');
    this.pos++;
    this.leave();
    return body;
  }

  /** `{ statements }` at pos (after blanks and newlines), as a script-block Compound. */
  block(): Compound {
    this.skip(true);
    if (this.ch() !== '{') this.fail('expected "{"');
    const open = this.pos++;
    this.enter(open);
    const body = this.statementList('}');
    this.pos++;
    this.leave();
    return compound('script-block', [body], [], open, this.pos);
  }

  /** `[Type]` (or an attribute `[A(...)]`) at pos; returns its text. */
  typeLiteral(): string {
    const start = this.pos;
    const end = this.balanced(start);
    if (end < 0) this.fail('unterminated "[" type literal', start);
    this.pos = end;
    return this.src.slice(start, end);
  }

  // -------------------------------------------------------------------------------------------
  // Commands

  /** A command: optional `&` / `.` invocation, words and redirects, up to a separator. */
  command(): Command {
    const start = this.pos;
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    this.skip(false);
    let c = this.ch();
    let expression = false;
    if (c === '&' && this.ch(this.pos + 1) !== '&') {
      this.pos++;
      this.skip(false);
      if (this.atEnd()) this.fail('the call operator "&" needs a command');
    } else if (c === '.' && (BLANK.test(this.ch(this.pos + 1)) || this.ch(this.pos + 1) === '{' || this.ch(this.pos + 1) === '$'
      || SQUOTES.has(this.ch(this.pos + 1)) || DQUOTES.has(this.ch(this.pos + 1)) || this.ch(this.pos + 1) === '(')) {
      this.pos++;
      this.skip(false);
      if (this.atEnd()) this.fail('dot-sourcing "." needs a command');
    } else if (c === '$' || c === '(' || c === '[' || c === '@' || /[0-9]/.test(c) || SQUOTES.has(c) || DQUOTES.has(c)
      || c === '!' || c === ',' || (c === '-' && /[0-9.]/.test(this.ch(this.pos + 1)))) {
      expression = true;
    }
    for (;;) {
      this.skip(false);
      c = this.ch();
      if (this.atEnd()) break;
      if (c === '&' || c === '|') break;
      const r = this.redirect();
      if (r !== undefined) {
        redirects.push(r);
        continue;
      }
      if (c === ',') {
        this.pos++;
        continue;
      }
      if (c === '-' && this.src.startsWith('--%', this.pos) && (this.ch(this.pos + 3) === '' || /\s/.test(this.ch(this.pos + 3)))) {
        this.note('the stop-parsing token "--%" passes the rest of the line unparsed', this.pos);
        const wStart = this.pos;
        let end = this.pos;
        while (end < this.src.length && !'\n\r|'.includes(this.src[end]!)) end++;
        const text = this.src.slice(wStart, end);
        words.push({ start: wStart, end, text, parts: [{ type: 'expansion', text, quoted: false }] });
        this.pos = end;
        continue;
      }
      let w = this.word(words.length === 0);
      if (w === undefined) this.fail(`unexpected ${JSON.stringify(c)}`);
      if (words.length === 0 && !expression) w = dashNormalized(w);
      words.push(w);
    }
    if (words.length === 0 && redirects.length === 0) this.fail('expected a command');
    if (expression && words.length > 0) {
      // An expression statement: its first word is not a command name.
      const w0 = words[0]!;
      const first = w0.parts[0];
      if (first === undefined || first.type === 'literal' || first.type === 'glob') {
        words[0] = { ...w0, parts: [{ type: 'expansion', text: w0.text, quoted: false }, ...w0.parts.filter((p) => p.type === 'command-substitution')] };
      }
    }
    return simple([], words, redirects, start, this.pos);
  }

  atEnd(): boolean {
    const c = this.ch();
    return c === '' || c === ';' || c === '\n' || c === '\r' || c === ')' || c === '}';
  }

  /** A redirect at pos, or undefined. */
  redirect(): Redirect | undefined {
    const start = this.pos;
    const m = /^([1-6*])?(>>?)(?:&([1-6]))?|^</.exec(this.src.slice(this.pos, this.pos + 5));
    if (!m) return undefined;
    if (m[0] === '<') {
      this.pos++;
      return this.redirectTarget('<', undefined, start);
    }
    const fdText = m[1];
    const fd = fdText === undefined || fdText === '*' ? undefined : Number(fdText);
    if (m[3] !== undefined) {
      if (m[2] === '>>') this.fail('">>&" is not a redirection', start);
      this.pos += m[0].length;
      const text = m[3];
      const target: Word = { start: this.pos - 1, end: this.pos, text, parts: [{ type: 'literal', text, quoted: false }] };
      return fd === undefined ? { op: '>&', target, start, end: this.pos } : { op: '>&', fd, target, start, end: this.pos };
    }
    this.pos += m[0].length;
    const op: RedirectOp = fdText === '*' ? (m[2] === '>>' ? '&>>' : '&>') : (m[2] as '>' | '>>');
    return this.redirectTarget(op, fd, start);
  }

  redirectTarget(op: RedirectOp, fd: number | undefined, start: number): Redirect {
    this.skip(false);
    const target = this.atEnd() ? undefined : this.word();
    if (target === undefined) this.fail('a redirection needs a target', start);
    return fd === undefined ? { op, target, start, end: this.pos } : { op, fd, target, start, end: this.pos };
  }

  // -------------------------------------------------------------------------------------------
  // Words

  /** One argument word at pos, or undefined when nothing word-like is there. */
  word(first = false): Word | undefined {
    const start = this.pos;
    const parts = new PartsBuilder();
    for (;;) {
      const c = this.ch();
      if (c === '') break;
      if (this.pos > start && (c === '{')) break; // `a{b}`: the block is its own argument
      if (c === '(' && this.pos > start) {
        // `x.Method(...)` or juxtaposition: parse the body, never allow.
        this.note('a method call or an expression juxtaposed with "("', this.pos);
        parts.push(this.subexpression(this.pos, 1, ')'));
        continue;
      }
      if (WORD_END.test(c) && c !== '(' && c !== '{') {
        if (c === '<' && this.ch(this.pos + 1) === '#') break;
        break;
      }
      if (c === '#' && this.pos > start) {
        parts.lit('#', false);
        this.pos++;
        continue;
      }
      if (c === '#') break;
      if (SQUOTES.has(c)) {
        this.singleQuoted(parts);
        continue;
      }
      if (DQUOTES.has(c)) {
        this.doubleQuoted(parts);
        continue;
      }
      if (c === '`') {
        const n = this.ch(this.pos + 1);
        if (n === '') this.fail('a backtick at the end of the text');
        if (n === '\n' || n === '\r') break; // line continuation ends the word
        const cp = String.fromCodePoint(this.src.codePointAt(this.pos + 1)!);
        parts.lit(cp, true);
        this.pos += 1 + cp.length;
        continue;
      }
      if (c === '$') {
        this.dollar(parts, false);
        continue;
      }
      if (c === '@') {
        const n = this.ch(this.pos + 1);
        if (n === '(') {
          parts.push(this.subexpression(this.pos, 2, ')'));
          continue;
        }
        if (n === '{') {
          parts.push(this.hashTable());
          continue;
        }
        if ((SQUOTES.has(n) || DQUOTES.has(n)) && /^[ \t]*\r?\n/.test(this.src.slice(this.pos + 2, this.pos + 200))) {
          this.hereString(parts, DQUOTES.has(n));
          continue;
        }
        const v = /^@[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.pos, this.pos + 200));
        if (v && this.pos === start) {
          parts.push({ type: 'expansion', text: v[0], quoted: false });
          this.pos += v[0].length;
          continue;
        }
        parts.lit('@', false);
        this.pos++;
        continue;
      }
      if (c === '(' || c === '{') {
        // At the start of a word.
        if (c === '(') {
          parts.push(this.subexpression(this.pos, 1, ')'));
          this.member(parts, this.pos);
        } else {
          parts.push(this.scriptBlockPart());
        }
        if (c === '{') break;
        continue;
      }
      if (c === '[' && this.pos === start && first) {
        // `[Type]...` at the start of a statement: an expression.
        const t = this.typeLiteral();
        parts.push({ type: 'expansion', text: t, quoted: false });
        this.member(parts, this.pos);
        continue;
      }
      if ((c === '*' || c === '?') && !(first && this.pos === start && c === '?' && this.isWordEnd(this.pos + 1))) {
        parts.push({ type: 'glob', text: c });
        this.pos++;
        continue;
      }
      if (c === '[') {
        const close = this.src.slice(this.pos + 1, this.pos + 200).indexOf(']') + this.pos + 1;
        const seg = close <= this.pos ? '' : this.src.slice(this.pos, close + 1);
        if (close > this.pos + 1 && !/[\s;|&(){}'"`$]/.test(seg)) {
          parts.push({ type: 'glob', text: seg });
          this.pos = close + 1;
          continue;
        }
      }
      if (c === ':' && this.ch(this.pos + 1) === ':' && this.pos > start) {
        parts.lit('::', false);
        this.pos += 2;
        continue;
      }
      // An ordinary character (a whole code point).
      const cp = String.fromCodePoint(this.src.codePointAt(this.pos)!);
      // PowerShell reads the en, em and horizontal-bar dashes as "-" in parameter names.
      parts.lit(DASHES.has(cp) && this.pos === start ? '-' : cp, false);
      this.pos += cp.length;
    }
    if (this.pos === start) return undefined;
    return { start, end: this.pos, text: this.src.slice(start, this.pos), parts: parts.done() };
  }

  isWordEnd(i: number): boolean {
    const c = this.src[i];
    return c === undefined || WORD_END.test(c);
  }

  singleQuoted(parts: PartsBuilder): void {
    const open = this.pos++;
    let text = '';
    for (;;) {
      const c = this.ch();
      if (c === '') this.fail('unterminated single-quoted string', open);
      if (SQUOTES.has(c)) {
        if (SQUOTES.has(this.ch(this.pos + 1))) {
          text += c;
          this.pos += 2;
          continue;
        }
        this.pos++;
        break;
      }
      text += c;
      this.pos++;
    }
    parts.lit(text, true, true);
  }

  doubleQuoted(parts: PartsBuilder): void {
    const open = this.pos++;
    parts.lit('', true, true);
    for (;;) {
      const c = this.ch();
      if (c === '') this.fail('unterminated double-quoted string', open);
      if (DQUOTES.has(c)) {
        if (DQUOTES.has(this.ch(this.pos + 1))) {
          parts.lit(c, true);
          this.pos += 2;
          continue;
        }
        this.pos++;
        return;
      }
      if (!this.expandableChar(parts)) {
        parts.lit(c, true);
        this.pos++;
      }
    }
  }

  /** `$...` or a backtick escape inside an expandable string; false for an ordinary character. */
  expandableChar(parts: PartsBuilder): boolean {
    const c = this.ch();
    if (c === '`') {
      const n = this.ch(this.pos + 1);
      if (n === '') this.fail('a backtick at the end of the text');
      if (n === 'u' && this.ch(this.pos + 2) === '{') {
        const m = /^`u\{([0-9A-Fa-f]{1,6})\}/.exec(this.src.slice(this.pos, this.pos + 10));
        const cp = m ? parseInt(m[1]!, 16) : NaN;
        if (!m || cp > 0x10FFFF) this.fail('invalid `u{...} escape');
        parts.lit(String.fromCodePoint(cp), true);
        this.pos += m[0].length;
        return true;
      }
      const esc = DOUBLE_ESCAPES[n];
      const cp = String.fromCodePoint(this.src.codePointAt(this.pos + 1)!);
      parts.lit(esc ?? cp, true);
      this.pos += 1 + cp.length;
      return true;
    }
    if (c === '$') {
      this.dollar(parts, true);
      return true;
    }
    return false;
  }

  /** `@"` / `@'` here-strings (the opening line break is not part of the value). */
  hereString(parts: PartsBuilder, expandable: boolean): void {
    const open = this.pos;
    const nl = this.src.indexOf('\n', this.pos);
    this.pos = nl + 1;
    const closeRe = expandable ? /\r?\n["\u201C\u201D\u201E]@/g : /\r?\n['\u2018\u2019\u201A\u201B]@/g;
    closeRe.lastIndex = this.pos - 1;
    const m = closeRe.exec(this.src);
    // An empty here-string closes on the line right after the opening one.
    let end: number;
    let after: number;
    if (m) {
      end = m.index;
      after = m.index + m[0].length;
    } else {
      this.fail('unterminated here-string', open);
    }
    if (end < this.pos) end = this.pos;
    parts.lit('', true, true);
    if (!expandable) {
      parts.lit(this.src.slice(this.pos, end), true);
    } else {
      while (this.pos < end) {
        if (!this.expandableChar(parts)) {
          parts.lit(this.ch(), true);
          this.pos++;
        }
      }
      if (this.pos > end) this.fail('a sub-expression runs past the end of its here-string', open);
    }
    this.pos = after;
  }

  /** `$` at pos: a variable, `$(...)`, `${...}`, or a literal `$`. */
  dollar(parts: PartsBuilder, quoted: boolean): void {
    const start = this.pos;
    const n = this.ch(this.pos + 1);
    if (n === '(') {
      parts.push(this.subexpression(start, 2, ')', quoted));
      if (!quoted) this.member(parts, this.pos);
      return;
    }
    if (n === '{') {
      let i = this.pos + 2;
      while (i < this.src.length && this.src[i] !== '}') i += this.src[i] === '`' ? 2 : 1;
      if (i >= this.src.length) this.fail('unterminated "${"', start);
      this.pos = i + 1;
    } else {
      const m = /^\$(?:[A-Za-z_0-9]+(?::[A-Za-z_0-9]+)?|[?^$_])/.exec(this.src.slice(this.pos, this.pos + 300));
      if (!m) {
        parts.lit('$', quoted);
        this.pos++;
        return;
      }
      // `$env:` followed by nothing name-like stays a drive-qualified name; the regex already
      // only takes `:name` when a name follows.
      this.pos += m[0].length;
    }
    if (quoted) {
      parts.push({ type: 'expansion', text: this.src.slice(start, this.pos), quoted: true });
      return;
    }
    this.member(parts, start);
  }

  /**
   * After a variable (text from `start`, nothing pushed yet) or a sub-expression (already pushed;
   * `start` is where it ended) outside quotes: `.name`, `::name` and `[index]` chains become one
   * expansion; a method call `.name(...)` is noted and its arguments parsed.
   */
  member(parts: PartsBuilder, start: number): void {
    let from = start;
    for (;;) {
      const c = this.ch();
      const m = c === '.' || c === ':' ? /^(?:\.|::)[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.pos, this.pos + 200)) : null;
      if (m) {
        this.pos += m[0].length;
        if (this.ch() === '(') {
          this.note(`method call ${m[0]}(...)`, this.pos);
          parts.push({ type: 'expansion', text: this.src.slice(from, this.pos), quoted: false });
          parts.push(this.subexpression(this.pos, 1, ')'));
          from = this.pos;
        }
        continue;
      }
      if (c === '[') {
        const close = this.balanced(this.pos);
        if (close > 0) {
          this.pos = close;
          continue;
        }
      }
      break;
    }
    if (this.pos > from) parts.push({ type: 'expansion', text: this.src.slice(from, this.pos), quoted: false });
  }

  /**
   * The end (exclusive) of the bracket group `[...]` / `(...)` that opens at `at`, skipping
   * quoted strings; -1 when it does not close on this line or within 1,000 characters.
   */
  balanced(at: number): number {
    let d = 0;
    const limit = Math.min(this.src.length, at + 1000);
    for (let i = at; i < limit; i++) {
      const c = this.src[i]!;
      if (c === '[' || c === '(') d++;
      else if (c === ']' || c === ')') {
        if (--d === 0) return i + 1;
      } else if (SQUOTES.has(c) || DQUOTES.has(c)) {
        const quotes = SQUOTES.has(c) ? SQUOTES : DQUOTES;
        i++;
        while (i < limit && !quotes.has(this.src[i]!)) i++;
      } else if (c === '\n' || c === '\r' || c === '$' || c === '{' || c === '}') {
        return -1;
      }
    }
    return -1;
  }

  /** `$(`, `@(` or `(` at `at` (prefix length `skip`): a command-substitution part. */
  subexpression(at: number, skip: number, close: ')', quoted = false): WordPart {
    this.pos = at + skip;
    this.enter(at);
    const body = this.statementList(close);
    this.pos++;
    this.leave();
    return { type: 'command-substitution', body, quoted, text: this.src.slice(at, this.pos) };
  }

  scriptBlockPart(): WordPart {
    const at = this.pos;
    const block = this.block();
    return { type: 'command-substitution', body: block, quoted: false, text: this.src.slice(at, this.pos) };
  }

  /** `@{ key = value; ... }`: the values are statements. */
  hashTable(): WordPart {
    const at = this.pos;
    this.pos += 2;
    this.enter(at);
    const items: { command: Command; background: boolean }[] = [];
    for (;;) {
      this.skip(true);
      while (this.ch() === ';') {
        this.pos++;
        this.skip(true);
      }
      const c = this.ch();
      if (c === '}') {
        this.pos++;
        break;
      }
      if (c === '') this.fail('missing "}" of a hash table', at);
      const bare = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.src.slice(this.pos, this.pos + 300));
      let keyParts: readonly WordPart[] = [];
      if (bare) {
        this.pos += bare[0].length;
      } else {
        const key = this.word();
        if (key === undefined) this.fail('expected a hash table key');
        keyParts = key.parts;
      }
      this.skip(false);
      if (this.ch() !== '=') this.fail('expected "=" in a hash table');
      this.pos++;
      for (const p of keyParts) if (p.type === 'command-substitution') items.push({ command: p.body, background: false });
      this.skip(true);
      items.push({ command: this.chain(), background: false });
    }
    this.leave();
    const body: Command = sequence(items, at, this.pos);
    return { type: 'command-substitution', body, quoted: false, text: this.src.slice(at, this.pos) };
  }
}

class PartialError extends Error {
  constructor(readonly problem: ParseProblem, readonly partial: Command | undefined) {
    super(problem.message);
  }
}

/** Accumulates word parts, merging adjacent literals of the same quoting. */
class PartsBuilder {
  readonly parts: WordPart[] = [];
  private text = '';
  private quoted = false;
  private pending = false;

  /** `force`: keep an empty literal (an empty quoted string is an argument). */
  lit(text: string, quoted: boolean, force = false): void {
    if (this.pending && this.quoted !== quoted) this.flush();
    if (text === '' && !force) return;
    this.text += text;
    this.quoted = quoted;
    this.pending = true;
  }

  push(p: WordPart): void {
    this.flush();
    this.parts.push(p);
  }

  flush(): void {
    if (this.pending && (this.text !== '' || this.parts.length === 0)) {
      this.parts.push({ type: 'literal', text: this.text, quoted: this.quoted });
    }
    this.text = '';
    this.pending = false;
  }

  done(): WordPart[] {
    this.flush();
    // An empty quoted literal next to other parts adds nothing.
    if (this.parts.length > 1) {
      return this.parts.filter((p) => !(p.type === 'literal' && p.text === ''));
    }
    return this.parts;
  }
}

/**
 * A command name written with typographic dashes (`Remove–Item`): PowerShell reads them as
 * "-", so the name is given with "-" (unquoted literal text only).
 */
function dashNormalized(w: Word): Word {
  if (!/[\u2013\u2014\u2015]/.test(w.text)) return w;
  return {
    ...w,
    parts: w.parts.map((p) => (p.type === 'literal' && !p.quoted ? { ...p, text: p.text.replace(/[\u2013\u2014\u2015]/g, '-') } : p)),
  };
}

function simple(assignments: Assignment[], words: Word[], redirects: Redirect[], start: number, end: number): SimpleCommand {
  return { type: 'simple', assignments, words, redirects, start, end };
}

function sequence(items: { command: Command; background: boolean }[], start: number, end: number): Sequence {
  return { type: 'sequence', items, start, end };
}

function compound(kind: CompoundKind, bodies: Command[], words: Word[], start: number, end: number): Compound {
  return { type: 'compound', kind, bodies, words, redirects: [], start, end };
}

/** Parses a PowerShell command line. Synchronous; never throws. */
export function parsePowerShell(text: string): ShellParse {
  const p = new Parser(typeof text === 'string' ? text : '');
  try {
    const script = p.statementList('', true);
    if (p.pos < p.src.length) {
      return { ok: false, error: { message: `unexpected ${JSON.stringify(p.ch())}`, offset: p.pos }, partial: script };
    }
    return { ok: true, script, unsupported: p.unsupported };
  } catch (e) {
    if (e instanceof PartialError) return { ok: false, error: e.problem, partial: e.partial };
    if (e instanceof PsError) return { ok: false, error: e.problem, partial: undefined };
    if (e instanceof RangeError) {
      return { ok: false, error: { message: 'the command is nested too deeply', offset: 0 }, partial: undefined };
    }
    return { ok: false, error: { message: `internal parser error: ${String(e)}`, offset: 0 }, partial: undefined };
  }
}
