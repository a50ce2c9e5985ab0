// PowerShell command lines to the shared shell AST (ast.ts), for the analysis: every command the
// line can run must be visible, and whatever is not understood is reported (`unsupported`, or
// ok: false), never guessed.
//
// Representation:
//  - `a; b`, newlines → Sequence; `a && b || c` → AndOr; `a | b` → Pipeline; `a &` (PowerShell 7
//    background job) → a Sequence item with background: true.
//  - A command → SimpleCommand; its words are the command name and the arguments. `& x` and
//    `. x` (call operator, dot-sourcing): the invoked word becomes the command name (`& $x`,
//    `& { }` give a dynamic name). Array arguments `a,b` are split into one word per element; each
//    element after the first is marked `afterComma` (analyze.ts reads the array one element at a time).
//  - Quoting: '...' ('' is a quote), "..." (`x escapes, "" is a quote, $var and $(...) expand),
//    here-strings @'...'@ and @"..."@; the typographic quotes PowerShell accepts count as quotes.
//    Outside quotes a backtick escape decodes as inside "..." (`n, `u{57}; backtick-newline continues the line),
//    a backslash is an ordinary character.
//  - `$x`, `${x}`, `$env:X`, `$x.y`, `$x[0]`, `@splat`, `$_` → expansion parts. `$( )` and `@( )`
//    and a parenthesized `( )` argument → command-substitution parts whose body is parsed. A
//    script block `{ }` argument → a command-substitution part whose body is a Compound of kind
//    'script-block'; a hash table `@{ }` → a command-substitution part whose body holds the value
//    statements. Unquoted `*`, `?` and `[...]` in arguments → glob parts.
//  - Statements that start with an expression (`$x`, `(..)`, a string, a number, `[type]`) become a
//    SimpleCommand whose first word is dynamic, so nothing can allow them by name; one that invokes
//    nothing (operands and operators only: powershell-expressions.ts) has no words at all.
//    `$x = <statement>` gives an assignment-only SimpleCommand, then the statement.
//  - if/elseif/else, while, do-while/until, for, foreach, switch, try/catch/finally, trap,
//    param, begin/process/end → Compound (kinds if, while, until, for, case, group,
//    script-block) with every condition and block in `bodies`; function/filter → FunctionDef.
//    `param(...)`'s bodies are the code it runs: default values and attribute arguments (a
//    type or attribute not known to run nothing is `unsupported`); statements follow it unseparated.
//  - Redirects: `>` `>>` `n>` `n>>` `*>` (→ '&>') `*>>` (→ '&>>') `n>&m` (→ '>&', fd n), `<`.
//  - `unsupported` (the command can never be allowed): method calls (`$a.b()`,
//    `[IO.File]::Delete('x')`, `(...).M()`), the stop-parsing token `--%`, assignments to `$env:`
//    (but for the inert variables of subject.ts) and scoped variables, and of an expression to a
//    property, element or typed variable, expressions juxtaposed with `(`.
//  - ok: false (with the statements parsed before the error as `partial`): unbalanced quotes,
//    brackets or comments, keyword statements that do not have their expected shape, keywords
//    this parser does not handle (class, enum, using, workflow, configuration, data, ...),
//    nesting deeper than 32.
// Never throws; linear in the input except for nesting (bounded by 32).

//
// This file holds the entry point and the statement grammar (sequences, and-or chains, pipelines,
// assignments, commands and redirects); the parser is split by layer: powershell-scan.ts
// (characters, blanks, comments), powershell-words.ts (words, strings, sub-expressions, hash
// tables), powershell-keywords.ts (keyword statements), each class extending the one before.

import type {
  AndOr, Assignment, Command, ParseProblem, Pipeline, Redirect, RedirectOp, Sequence, ShellParse, SimpleCommand, Word,
} from './ast.js';
import { groupedPipeline, isInertExpression, isInertPreference, isSafeEnvironmentAssignment, RISKY_POWERSHELL_VARIABLE } from './powershell-expressions.js';
import { KeywordParser } from './powershell-keywords.js';
import { isInertParameterType } from './powershell-param-types.js';
import { BudgetSpent, type WorkBudget } from './budget.js';
import { BLANK, type Close, DQUOTES, PsError, SQUOTES, sequence, simple } from './powershell-scan.js';

export { MAX_POWERSHELL_NESTING } from './powershell-scan.js';

class Parser extends KeywordParser {
  /** Expression statements that run nothing (isInertExpression). */
  readonly inertStatements = new Set<Command>();

  /** Statements up to `close` (not consumed) or the end of the text. */
  override statementList(close: Close, top = false): Command {
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
        if (top) this.simples = [];
        this.skip(false);
        const n = this.ch();
        if (n === ';' || n === '\n' || n === '\r' || n === '' || n === close || background) continue;
        // Block statements (`begin { } process { }`, `if (..) { } x`) and `param(...)` need no separator.
        if (this.src[command.end - 1] === '}' || this.paramBlocks.has(command)) continue;
        if (n === ')' || n === '}') this.fail(`unexpected "${n}"`);
        this.fail(`unexpected ${JSON.stringify(n)}`);
      }
    } catch (e) {
      if ((e instanceof PsError || e instanceof BudgetSpent) && top) {
        // Every statement read before the error, and the simple commands of the unfinished one.
        const all = [...items, ...this.simples.map((command) => ({ command, background: false }))];
        const partial = all.length === 0 ? undefined : sequence(all, start, this.pos);
        throw new PartialError(e instanceof PsError ? e.problem : { message: e.message, offset: e.offset }, partial);
      }
      throw e;
    }
    if (items.length === 1 && !items[0]!.background) return items[0]!.command;
    return sequence(items, start, this.pos);
  }

  /** pipeline ( (&& | ||) pipeline )* */
  override chain(): Command {
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
    const params = this.ch() === '[' ? this.cmdletBindingParamBlock(start) : undefined;
    if (params !== undefined) return params;
    const assign = this.assignment();
    if (assign !== undefined) return assign;
    return this.command();
  }

  /** `$x = statement` (and `+=` etc.). */
  assignment(): Command | undefined {
    const start = this.pos;
    const m = /^(?:\[[A-Za-z0-9_.,`[\] ]*\]\s*)*\$(?:\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)?)(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n(["$`\u201C-\u201E]*\])*[ \t]*(?:[-+*/%]|\?\?)?=(?!=)/
      .exec(this.src.slice(this.pos, this.pos + 300));
    if (!m) return undefined;
    const text = m[0];
    const name = /\$(\{[^}]*\}|[A-Za-z_][A-Za-z0-9_:]*)/.exec(text)![1]!;
    if (/^(\{)?[A-Za-z_]+:/.test(name) && !/^\{?(?:local|private):/i.test(name) && !isSafeEnvironmentAssignment(name)) {
      this.note(`assignment to the scoped or environment variable $${name}`, start);
    }
    // (`$local:X` and `$private:X` are X in the current scope: the same preference variable.)
    const unscoped = name.replace(/^(\{?)(?:local|private):/i, '$1');
    if (RISKY_POWERSHELL_VARIABLE.test(unscoped) && !isInertPreference(unscoped, this.src.slice(start + text.length, start + text.length + 40))) {
      this.note(`assignment to the preference variable $${name}`, start);
    }
    this.pos += text.length;
    const assignment: Assignment = { name: name.replace(/^\{|\}$/g, ''), value: undefined, start, end: this.pos };
    const assignOnly = this.made({ type: 'simple', assignments: [assignment], words: [], redirects: [], start, end: this.pos });
    this.skip(true);
    const c = this.ch();
    if (c === '' || c === ';' || c === ')' || c === '}') this.fail('an assignment needs a value');
    const value = this.chain();
    // A property, element or typed variable set may run a setter or a conversion, whatever the
    // value (`$f.IsReadOnly = Write-Output 0`, `[IO.StreamWriter]$w = Write-Output C:\x`): only a
    // plain variable is set inertly (from a command's value, also one whose type converts inertly).
    const target = text.replace(/(?<![ \t])[ \t]*(?:[-+*/%]|\?\?)?=$/, '');
    if (this.inertStatements.has(value) ? !/^\$[A-Za-z_{][^.[]*$/.test(target) : !isPlainTarget(target)) {
      this.note('assignment to a property, element or typed variable', start);
    }
    // (An inert value's statement is the whole assignment: its subject names `$x = 1`, not `1`.)
    const statement = this.inertStatements.has(value) ? { ...(value as SimpleCommand), start } : value;
    if (statement !== value) this.inertStatements.add(statement);
    const node: Sequence = {
      type: 'sequence', items: [{ command: assignOnly, background: false }, { command: statement, background: false }], start, end: this.pos,
    };
    return node;
  }

  /** A command: optional `&` / `.` invocation, words and redirects, up to a separator. */
  command(): Command {
    const start = this.pos;
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    this.skip(false);
    let c = this.ch();
    let expression = false;
    /** A comma was read since the last word: the next word continues that word's array. */
    let comma = false;
    if (c === '&' && this.ch(this.pos + 1) !== '&') {
      this.pos++;
      this.skip(false);
      if (this.atEnd()) this.fail('the call operator "&" needs a command');
    } else if (c === '.' && (BLANK.test(this.ch(this.pos + 1)) || this.ch(this.pos + 1) === '{' || this.ch(this.pos + 1) === '$'
      || SQUOTES.has(this.ch(this.pos + 1)) || DQUOTES.has(this.ch(this.pos + 1)) || this.ch(this.pos + 1) === '(')) {
      this.pos++;
      this.skip(false);
      if (this.atEnd()) this.fail('dot-sourcing "." needs a command');
    } else if (c === '$' || c === '(' || c === '[' || c === '@' || c === '{' || /[0-9]/.test(c) || SQUOTES.has(c) || DQUOTES.has(c)
      || c === '!' || c === ',' || (c === '-' && /[0-9.]/.test(this.ch(this.pos + 1)))) {
      expression = true;
    }
    try {
      for (;;) {
        this.skip(false);
        c = this.ch();
        if (this.atEnd()) break;
        if (c === '&' || c === '|') break;
        const r = this.redirect();
        if (r !== undefined) {
          redirects.push(r);
          comma = false;
          continue;
        }
        if (c === ',') {
          this.pos++;
          comma = true;
          continue;
        }
        if (c === '-' && this.src.startsWith('--%', this.pos) && (this.ch(this.pos + 3) === '' || /[\s\u0085]/.test(this.ch(this.pos + 3)))) {
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
        // (Not after the command name: `Write-Output ,a` is a one-element array.)
        if (comma && words.length >= 2 && !expression) w = afterComma(w);
        comma = false;
        words.push(w);
      }
    } catch (e) {
      // The budget ran out inside this command: deny and ask rules still see it as far as it was
      // read, followed by a word that stands for anything (the rest was not read).
      if (!(e instanceof BudgetSpent) || words.length === 0) throw e;
      words.push({ start: e.offset, end: e.offset, text: '…', parts: [{ type: 'expansion', text: '…', quoted: false }] });
      this.simples.push(simple([], words, redirects, start, e.offset));
      throw e;
    }
    if (words.length === 0 && redirects.length === 0) this.fail('expected a command');
    if (expression && words.length > 0) return this.expressionStatement(words, start, redirects);
    return this.made(simple([], words, redirects, start, this.pos));
  }

  /** A statement of `words` that starts with an expression (`$x`, `(..)`, a string, `[type]`), up to pos. */
  override expressionStatement(words: Word[], start: number, redirects: Redirect[] = []): Command {
    // A script block value (`$sb = { … }`, `[ValidateScript({ … })]`) runs nothing here: its
    // commands are read as if it ran, and the statement itself invokes nothing.
    const only = words.length === 1 && redirects.length === 0 && words[0]!.parts.length === 1 ? words[0]!.parts[0]! : undefined;
    if (only?.type === 'command-substitution' && only.text.startsWith('{')) {
      const value = this.made({ ...simple([], [], [], start, this.pos), expression: true });
      return sequence([{ command: only.body, background: false }, { command: value, background: false }], start, this.pos);
    }
    if (isInertExpression(words.map((w) => this.src.slice(w.start, w.end)))) {
      // Only an expression: it runs nothing (its redirects still open files).
      const inert = this.made({ ...simple([], [], redirects, start, this.pos), expression: true });
      this.inertStatements.add(inert);
      return inert;
    }
    // (Operators after it that invoke nothing only compute with its value: `(Get-Content a) -replace 'x', 'y'`.)
    const grouped = redirects.length === 0
      && (words.length === 1 || isInertExpression(words.slice(1).map((w) => this.src.slice(w.start, w.end)))) ? groupedPipeline(words[0]!, words.length > 1) : undefined;
    if (grouped !== undefined) {
      // `(Get-Content package.json | ConvertFrom-Json).version`: the pipeline runs, its value is read.
      const read = this.made({ ...simple([], [], [], start, this.pos), expression: true });
      return sequence([{ command: grouped, background: false }, { command: read, background: false }], start, this.pos);
    }
    // An expression statement: its first word is not a command name.
    const w0 = words[0]!;
    const first = w0.parts[0];
    if (first === undefined || first.type === 'literal' || first.type === 'glob') {
      words[0] = { ...w0, parts: [{ type: 'expansion', text: w0.text, quoted: false }, ...w0.parts.filter((p) => p.type === 'command-substitution')] };
    }
    return this.made(simple([], words, redirects, start, this.pos));
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
}

/**
 * An assignment's target that is set without running code: a plain variable, after type
 * constraints whose conversion runs nothing (`[string]$s`; powershell-param-types.ts).
 */
function isPlainTarget(target: string): boolean {
  let rest = target;
  for (let m = /^\[((?:[^[\]]|\[\])*)\]\s*/.exec(rest); m !== null; m = /^\[((?:[^[\]]|\[\])*)\]\s*/.exec(rest)) {
    // (`[xml]$p = Get-Content a.csproj`: PowerShell parses the text with no XmlResolver, reading nothing more.)
    if (!isInertParameterType(`[${m[1]!}]`) && !/^\s*(?:system\.)?xml(?:\.xmldocument)?\s*$/i.test(m[1]!)) return false;
    rest = rest.slice(m[0].length);
  }
  return /^\$[A-Za-z_{][^.[]*$/.test(rest);
}

/** The error and what was read before it (no Error, as PsError: control flow, no stack to capture). */
class PartialError {
  constructor(readonly problem: ParseProblem, readonly partial: Command | undefined) {}
}

/**
 * The word marked as the next element of an array argument. Written out, not `{ ...w, afterComma:
 * true }`: in a process that has decided many kinds of lines, V8 copied a spread word through its
 * runtime, ~1 µs a word (measured: a quarter of `docker run --mount a=b,a=b,…` read as PowerShell).
 * (word() and dashNormalized give exactly these four fields.)
 */
function afterComma(w: Word): Word {
  return { start: w.start, end: w.end, text: w.text, parts: w.parts, afterComma: true };
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

/** A parser as parsePowerShell makes one (its budget is a field already), parsing nothing: src/decide/kept-shapes.ts. */
export const parserShape = (): object => new Parser('');

/** Parses a PowerShell command line. Synchronous; never throws. */
export function parsePowerShell(text: string, budget?: WorkBudget): ShellParse {
  const p = new Parser(typeof text === 'string' ? text : '');
  p.budget = budget;
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
