// Flat lines, parsed in one pass: simple commands of the words the lexer makes directly (literal
// words, ./bash-literal-words.ts; quotes, `$name`, `*`, `?`, escapes, ./bash-direct-words.ts) and
// redirections to such a word (./bash-flat-ops.ts), joined by `|`, `&&`, `||`, `;` and newlines:
// `git status --short`, `ls -la src | grep -v x`, `npm test > out.log 2>&1`, `cat src/*.ts`, most
// of the lines an assistant runs. The grammar reads each of their tokens through a token object
// and five levels of descent; this makes the nodes the grammar makes for them (the same fields in
// the same order, the same positions and work-budget charges) or gives up at anything else
// (undefined, nothing charged), and the grammar then reads the line. test/shell-bash-flat-lines.test.ts
// compares the two on generated lines.
import type { AndOr, Command, Pipeline, Redirect, Sequence, SimpleCommand, Word } from './ast.js';
import { CHAR_CLASS, DIRECT_START, LITERAL, PLAIN, plainRunEnd, type Scanner } from './bash-lexer.js';
import { DirectWords } from './bash-direct-words.js';
import { digitsValue, isDigitCode, JOIN, JOIN_OPS, joinKindAt, mayBeReserved, opLength, REDIRECT, REDIRECT_OPS, redirectKindAt, SEMICOLON, type JoinOp } from './bash-flat-ops.js';
import { isReservedWord } from './bash-grammar.js';
import { endsPlainWord, literalEndFrom, literalPieces, plainWordAt } from './bash-literal-words.js';
import type { WorkBudget } from './budget.js';

/** parseSimple's node for words and redirections (from start to end: its first token's start, its last's end). */
function simpleOf(words: Word[], redirects: Redirect[], start: number, end: number): SimpleCommand {
  return { type: 'simple', assignments: [], words, redirects, start, end };
}

/** parsePipeline's node for commands joined by `|` (more than one). */
function pipelineOf(commands: Command[]): Pipeline {
  return { type: 'pipeline', negated: false, timed: false, commands, start: commands[0]!.start, end: commands[commands.length - 1]!.end };
}

/** parseAndOr's node for a first pipeline and the `&&` and `||` ones after it. */
function andOrOf(first: Command, rest: { op: '&&' | '||'; command: Command }[]): AndOr {
  return { type: 'and-or', first, rest, start: first.start, end: rest[rest.length - 1]!.command.end };
}

/** parseList's node for more than one item, none in the background. */
function sequenceOf(items: { command: Command; background: boolean }[]): Sequence {
  return { type: 'sequence', items, start: items[0]!.command.start, end: items[items.length - 1]!.command.end };
}

/** The nodes of a flat line as they are read, from the innermost out. */
export class FlatNodes {
  declare words: Word[];
  declare redirects: Redirect[];
  /** The current command's first token's start (-1 before it), and its last token's end. */
  declare start: number;
  declare end: number;
  /** The commands of the current pipeline before its last (made at its first `|`). */
  declare piped: Command[] | undefined;
  declare andFirst: Command | undefined;
  declare andRest: { op: '&&' | '||'; command: Command }[] | undefined;
  /** The operator before the pipeline being read, when it is `&&` or `||`. */
  declare andOp: '&&' | '||' | undefined;
  declare first: Command | undefined;
  declare items: { command: Command; background: boolean }[] | undefined;
  constructor() {
    this.words = [];
    this.redirects = [];
    this.start = -1;
    this.end = -1;
    this.piped = undefined;
    this.andFirst = undefined;
    this.andRest = undefined;
    this.andOp = undefined;
    this.first = undefined;
    this.items = undefined;
  }

  /** A token of the current command, from start to end. */
  spans(start: number, end: number): void {
    if (this.start < 0) this.start = start;
    this.end = end;
  }

  /** The tokens read end a simple command; the operator after it (undefined: the end of the text). */
  endCommand(op: JoinOp | undefined): void {
    const command = simpleOf(this.words, this.redirects, this.start, this.end);
    this.words = [];
    this.redirects = [];
    this.start = -1;
    if (op === '|') {
      (this.piped ??= []).push(command);
      return;
    }
    let pipeline: Command = command;
    if (this.piped !== undefined) {
      this.piped.push(command);
      pipeline = pipelineOf(this.piped);
    }
    this.piped = undefined;
    if (this.andFirst === undefined) this.andFirst = pipeline;
    else (this.andRest ??= []).push({ op: this.andOp!, command: pipeline });
    if (op === '&&' || op === '||') {
      this.andOp = op;
      return;
    }
    const item = this.andRest === undefined ? this.andFirst : andOrOf(this.andFirst, this.andRest);
    this.andFirst = undefined;
    this.andRest = undefined;
    if (this.first === undefined) this.first = item;
    else (this.items ??= [{ command: this.first, background: false }]).push({ command: item, background: false });
  }

  /** The line's node (the list's only item, or the list). */
  done(): Command {
    return this.items === undefined ? this.first! : sequenceOf(this.items);
  }
}

/**
 * The line in sc (from 0) when it is flat, with the budget charged as the grammar charges it;
 * undefined when it is not, or the budget would run out in it (sc.pos is then anywhere). One
 * pass, with the nodes made as their tokens are read (a second pass over tokens kept apart cost
 * more than the nodes a line that is not flat leaves: most lines are flat), in one function (a
 * call per word, not inlined, cost a tenth of the line's parse).
 */
export function parseFlatLine(sc: Scanner, budget: WorkBudget | undefined): Command | undefined {
  const src = sc.src;
  const end = sc.end;
  const nodes = new FlatNodes();
  let direct: DirectWords | undefined;
  let words = 0;
  let pieces = 0;
  let commands = 0;
  // After an operator other than `;` a command must follow (else the grammar reports the error).
  let needCommand = false;
  // A redirection waiting for its word: its kind (-1: none), start and fd (-1: none written).
  let redirect = -1;
  let redirectStart = 0;
  let redirectFd = -1;
  let i = 0;
  for (;;) {
    let c = i < end ? src.charCodeAt(i) : -1;
    while (c === 32 || c === 9) c = ++i < end ? src.charCodeAt(i) : -1;
    if (c < 0) break;
    // (A line continuation, or a `\` ending the text, is skipped as a blank: the grammar reads those.)
    if (c === 92 && (i + 1 === end || src.charCodeAt(i + 1) === 10)) return undefined;
    if (c === 10) {
      // (Newlines after an operator or another newline are skipped; a command of redirections alone is the grammar's.)
      if (redirect >= 0 || (nodes.start >= 0 && nodes.words.length === 0)) return undefined;
      i++;
      if (nodes.start >= 0) {
        nodes.endCommand(';');
        commands++;
        if (budget !== undefined && commands > budget.commands) return undefined;
      }
      continue;
    }
    const k = c < 128 ? CHAR_CLASS[c]! : 0;
    if ((k & (PLAIN | LITERAL | DIRECT_START)) !== 0) {
      // A literal word, else a direct word (as lex tries them).
      const commandStart = nodes.words.length === 0 && redirect < 0;
      const literal = (k & (PLAIN | LITERAL)) !== 0;
      const run = literal ? plainRunEnd(sc, i) : i;
      let wordEnd = run;
      if (!endsPlainWord(sc, i, run)) wordEnd = literal ? literalEndFrom(sc, i, run) : -1;
      let w: Word | undefined;
      if (wordEnd >= 0) {
        // (A reserved word starts a compound command, or is an error, where a command starts.)
        if (commandStart && mayBeReserved(c, wordEnd - i) && isReservedWord(src.slice(i, wordEnd))) return undefined;
        if (wordEnd !== run) pieces += literalPieces(sc, i, wordEnd);
        words++;
        w = plainWordAt(sc, i, wordEnd);
      } else {
        const t = (direct ??= new DirectWords(sc, budget)).read(i);
        if (t !== undefined) {
          // (An assignment where a command starts: the grammar reads it.)
          if (commandStart && (t.assign !== undefined || (t.plain !== undefined && isReservedWord(t.plain)))) return undefined;
          words += direct.costWords;
          pieces += direct.costPieces;
          w = t.word;
          wordEnd = t.end;
        } else if (redirect >= 0 || !isDigitCode(c)) return undefined;
      }
      if (w !== undefined) {
        // (Past what the budget has left, the grammar stops where it runs out: at once, not after the whole line.)
        if (budget !== undefined && (words > budget.words || pieces > budget.pieces)) return undefined;
        if (redirect < 0) nodes.words.push(w);
        else {
          nodes.redirects.push(redirectNode(redirect, redirectFd, redirectStart, w));
          redirect = -1;
        }
        nodes.spans(w.start, w.end);
        needCommand = false;
        i = wordEnd;
        continue;
      }
      // `2>`, `10<&`: digits no word starts at, before a redirection (as lex's fdRedirect reads them).
      let j = i + 1;
      while (j < end && j - i < 10 && isDigitCode(src.charCodeAt(j))) j++;
      const kind = j - i < 10 && j < end && src.charCodeAt(j) !== 38 ? redirectKindAt(src, j, end) : -1;
      if (kind < 0) return undefined;
      redirect = kind;
      redirectStart = i;
      redirectFd = digitsValue(src, i, j);
      if (nodes.start < 0) nodes.start = i;
      i = j + opLength(kind);
      continue;
    }
    if (redirect >= 0) return undefined;
    const join = joinKindAt(src, i, end);
    if (join < 0) {
      redirect = redirectKindAt(src, i, end);
      if (redirect < 0) return undefined;
      redirectStart = i;
      redirectFd = -1;
      if (nodes.start < 0) nodes.start = i;
      i += opLength(redirect);
      continue;
    }
    if (nodes.words.length === 0) return undefined;
    nodes.endCommand(JOIN_OPS[join - JOIN]!);
    commands++;
    if (budget !== undefined && commands > budget.commands) return undefined;
    needCommand = join !== SEMICOLON;
    i += opLength(join);
  }
  if (needCommand || redirect >= 0 || (nodes.start >= 0 && nodes.words.length === 0)) return undefined;
  if (nodes.start >= 0) {
    nodes.endCommand(undefined);
    commands++;
  }
  if (nodes.first === undefined) return undefined;
  if (budget !== undefined && !chargeFlatLine(budget, words, pieces, commands)) return undefined;
  return nodes.done();
}

/** parseRedirect's node for a redirection of a kind (REDIRECT_OPS) with an fd (-1: none) from start to its word. */
function redirectNode(kind: number, fd: number, start: number, target: Word): Redirect {
  const r: { -readonly [K in keyof Redirect]: Redirect[K] } = { op: REDIRECT_OPS[kind - REDIRECT]!, target, start, end: target.end };
  if (fd >= 0) r.fd = fd;
  return r;
}

/** The line's words, pieces and commands, when all are left (none can then fail); false, with nothing charged, when not. */
function chargeFlatLine(budget: WorkBudget, words: number, pieces: number, commands: number): boolean {
  if (budget.words < words || budget.pieces < pieces || budget.commands < commands) return false;
  for (let k = 0; k < words; k++) budget.word();
  for (let k = 0; k < pieces; k++) budget.piece();
  for (let k = 0; k < commands; k++) budget.command();
  return true;
}
