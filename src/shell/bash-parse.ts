// parseBash: a synchronous, fail-closed parser for the bash command language, producing the
// shell AST of ./ast.ts. Anything it does not understand is a parse error (`ok: false`) or an
// `unsupported` entry, never a guess. See docs/decisions/0003-shell-parser.md.
import type { Command, ShellParse } from './ast.js';
import { Grammar, type Shared } from './bash-grammar.js';
import { BashSyntaxError, Scanner } from './bash-lexer.js';
import { BudgetSpent, type WorkBudget } from './budget.js';
import { isEof } from './bash-tokens.js';
import { parseFlatLine } from './bash-flat-lines.js';

export type { BashCompoundExtra } from './bash-grammar.js';

/** Longest input parsed; longer inputs are refused (the analysis treats them as incomplete). */
export const MAX_INPUT = 100_000;

/** Every simple command read before a parse stopped (deny and ask rules still apply to them). */
function partialOf(shared: Shared): Command | undefined {
  const top = shared.topCount === 0 ? [] : shared.topItems.length === 0 ? [{ command: shared.topFirst!, background: shared.topFirstBackground }] : shared.topItems.slice(0, shared.topCount);
  const items = [...top, ...shared.simples.slice(shared.simplesFrom).map((command) => ({ command, background: false }))];
  if (items.length === 0) return undefined;
  return { type: 'sequence', items, start: items[0]!.command.start, end: items[items.length - 1]!.command.end };
}


/**
 * Longer lines go to the grammar at once: a flat line is a typical command line, and a long line
 * that is not flat (or runs out of budget) would be read twice, once to its end by the flat pass.
 */
const MAX_FLAT_LINE = 1_024;

/** topItems until the top-level list has a second item (never written: that list replaces it). */
const NO_ITEMS: Shared['topItems'] = [];

/**
 * With a work budget (shared by every parse of one analysis), parsing stops when it is spent:
 * `ok: false`, the budget says why, and `partial` holds every simple command read before.
 */
export function parseBash(text: string, budget?: WorkBudget): ShellParse {
  return parseBashWith(text, budget, true);
}

/**
 * parseBash; with `literalWords` false every word goes through the word reader (WordReader.readWord)
 * and every line through the grammar, for the test that the lexer's direct reading of literal
 * words (and flat lines, ./bash-flat-lines.ts) makes what the reader and grammar make.
 */
export function parseBashWith(text: string, budget: WorkBudget | undefined, literalWords: boolean): ShellParse {
  // (Made when the grammar reads the line: a flat line, most lines, needs none of it.)
  let shared: Shared | undefined;
  try {
    if (typeof text !== 'string') return { ok: false, error: { message: 'not a string', offset: 0 }, partial: undefined };
    if (text.length > MAX_INPUT) return { ok: false, error: { message: `input longer than ${MAX_INPUT} characters`, offset: MAX_INPUT }, partial: undefined };
    const nul = text.indexOf('\0');
    if (nul >= 0) return { ok: false, error: { message: 'NUL character', offset: nul }, partial: undefined };
    const sc = new Scanner(text, undefined);
    if (literalWords && text.length <= MAX_FLAT_LINE) {
      const flat = parseFlatLine(sc, budget);
      if (flat !== undefined) return { ok: true, script: flat, unsupported: [] };
      sc.pos = 0;
    }
    shared = { unsupported: [], budget, simples: [], simplesFrom: 0, topItems: NO_ITEMS, topFirst: undefined, topFirstBackground: false, topCount: 0, literalWords };
    const g = new Grammar(sc, shared, undefined);
    const script = g.parseList(isEof, true, 'script', true);
    const t = g.peek();
    if (t.k !== 'eof') g.unexpected(t);
    return { ok: true, script, unsupported: shared.unsupported };
  } catch (e) {
    // (Before the grammar, nothing was read: partialOf an empty Shared is undefined.)
    const partial = shared === undefined ? undefined : partialOf(shared);
    if (e instanceof BashSyntaxError || e instanceof BudgetSpent) return { ok: false, error: { message: e.message, offset: e.offset }, partial };
    const message = e instanceof RangeError ? 'input too deeply nested' : `internal error: ${e instanceof Error ? e.message : String(e)}`;
    return { ok: false, error: { message, offset: 0 }, partial };
  }
}
