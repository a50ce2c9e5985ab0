// Flat lines, parsed in one pass: simple commands of literal words (./bash-literal-words.ts)
// joined by `|`, `&&`, `||` and `;`, such as `git status --short`, `ls -la src | grep -v x` or
// `rm -rf build && npm run build`, most of the lines an assistant runs. The grammar reads each of
// their tokens through a token object and five levels of descent; this makes the nodes the grammar
// makes for them (the same fields in the same order, the same positions and work-budget charges)
// or gives up at anything else (undefined, nothing charged), and the grammar then reads the line.
import type { AndOr, Command, Pipeline, Sequence, SimpleCommand, Word } from './ast.js';
import { CHAR_CLASS, LITERAL, PLAIN, plainRunEnd, type Scanner } from './bash-lexer.js';
import { endsPlainWord, literalEndFrom, literalPieces, plainWordAt } from './bash-literal-words.js';
import { isReservedWord } from './bash-grammar.js';
import type { WorkBudget } from './budget.js';

type JoinOp = '|' | '&&' | '||' | ';';

/** The operator at i when it is one a flat line joins commands with (as lexOp reads it), else undefined. */
function joinOpAt(src: string, i: number, end: number): JoinOp | undefined {
  const c = src.charCodeAt(i);
  const n = i + 1 < end ? src.charCodeAt(i + 1) : -1;
  if (c === 124) return n === 124 ? '||' : n === 38 ? undefined : '|'; // not `|&`
  if (c === 38) return n === 38 ? '&&' : undefined; // not `&`, `&>`
  if (c === 59) return n === 59 || n === 38 ? undefined : ';'; // not `;;`, `;&`
  return undefined;
}

/** parseSimple's node for words alone. */
function simpleOf(words: Word[]): SimpleCommand {
  return { type: 'simple', assignments: [], words, redirects: [], start: words[0]!.start, end: words[words.length - 1]!.end };
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
class FlatNodes {
  declare words: Word[];
  /** The commands of the current pipeline before its last (made at its first `|`). */
  declare piped: Command[] | undefined;
  declare andFirst: Command | undefined;
  declare andRest: { op: '&&' | '||'; command: Command }[] | undefined;
  /** The operator before the pipeline being read, when it is `&&` or `||`. */
  declare andOp: '&&' | '||' | undefined;
  declare first: Command | undefined;
  declare items: { command: Command; background: boolean }[] | undefined;
  declare commands: number;
  constructor() {
    this.words = [];
    this.piped = undefined;
    this.andFirst = undefined;
    this.andRest = undefined;
    this.andOp = undefined;
    this.first = undefined;
    this.items = undefined;
    this.commands = 0;
  }

  /** The words read end a simple command; the operator after it (undefined: the end of the text). */
  endCommand(op: JoinOp | undefined): void {
    const command = simpleOf(this.words);
    this.words = [];
    this.commands++;
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
 * undefined when it is not, or the budget would run out in it (sc.pos is then anywhere).
 */
export function parseFlatLine(sc: Scanner, budget: WorkBudget | undefined): Command | undefined {
  const src = sc.src;
  const end = sc.end;
  const nodes = new FlatNodes();
  let words = 0;
  let pieces = 0;
  // After an operator other than `;`, a command must follow (else the grammar reports the error).
  let needCommand = false;
  let i = 0;
  for (;;) {
    let c = i < end ? src.charCodeAt(i) : -1;
    while (c === 32 || c === 9) c = ++i < end ? src.charCodeAt(i) : -1;
    if (c < 0) break;
    if (c < 128 && (CHAR_CLASS[c]! & (PLAIN | LITERAL)) !== 0) {
      const run = plainRunEnd(sc, i);
      let wordEnd = run;
      if (!endsPlainWord(sc, i, run)) {
        wordEnd = literalEndFrom(sc, i, run);
        if (wordEnd < 0) return undefined;
        pieces += literalPieces(sc, i, wordEnd);
      }
      const w = plainWordAt(sc, i, wordEnd);
      // (A reserved word starts a compound command, or is an error, where a command starts.)
      if (nodes.words.length === 0 && isReservedWord(w.text)) return undefined;
      nodes.words.push(w);
      words++;
      needCommand = false;
      i = wordEnd;
      continue;
    }
    const op = joinOpAt(src, i, end);
    if (op === undefined || nodes.words.length === 0) return undefined;
    nodes.endCommand(op);
    needCommand = op !== ';';
    i += op.length;
  }
  if (needCommand) return undefined;
  if (nodes.words.length > 0) nodes.endCommand(undefined);
  if (nodes.first === undefined) return undefined;
  if (budget !== undefined && !chargeFlatLine(budget, words, pieces, nodes.commands)) return undefined;
  return nodes.done();
}

/** The line's words, pieces and commands, when all are left (none can then fail); false, with nothing charged, when not. */
function chargeFlatLine(budget: WorkBudget, words: number, pieces: number, commands: number): boolean {
  if (budget.words < words || budget.pieces < pieces || budget.commands < commands) return false;
  for (let k = 0; k < words; k++) budget.word();
  for (let k = 0; k < pieces; k++) budget.piece();
  for (let k = 0; k < commands; k++) budget.command();
  return true;
}
