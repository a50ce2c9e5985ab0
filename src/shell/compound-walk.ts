// A compound command's walk (`for`, `select`, `coproc`, `while`, `if`, `case`, `[[ ]]`, groups):
// the name a loop assigns, its bodies in the directory flow, then its own words and redirects,
// which are expanded and opened before its body runs (analyze.ts walks the rest).

import type { Analyzer } from './analyze.js';
import type { Compound } from './ast.js';
import type { BashCompoundExtra } from './bash-compound.js';
import { loopValueCommand } from './loop-values.js';
import { readRedirects } from './redirects.js';
import { redirectsInput } from './line-input.js';
import type { Dialect } from './runs.js';
import { assignedByName } from './variable-assignments.js';
import { ARITHMETIC_EXPANSION_REASON, arithmeticExpansion } from './words.js';

export function walkCompound(a: Analyzer, node: Compound, text: string, dialect: Dialect, depth: number): void {
  // `for PS4 in '$(rm x)'`, `select PATH in …`, `coproc PATH { …; }` assign their name.
  const name = (node as BashCompoundExtra).name;
  if (dialect === 'bash' && name !== undefined && (node.kind === 'for' || node.kind === 'select' || node.kind === 'coproc')) {
    assignedByName(a, name, node.kind, text.slice(node.start, node.end));
    const loop = a.loopValues ? loopValueCommand(node, a.namerefs) : undefined;
    if (loop !== undefined) (a.loopCommands ??= new Map()).set(loop.from, loop.to);
  }
  const input = a.flow.cwd;
  const from = a.flow.mark();
  const bodies = (): void => {
    for (const b of node.bodies) a.walk(b, text, dialect, depth + 1);
  };
  // (A coproc reads what the line writes to it; `while …; done < F` reads F.)
  if (node.kind === 'coproc' || redirectsInput(node.redirects)) a.fedFromLine(bodies);
  else bodies();
  a.flow.afterCompound(node.kind, input, from);
  // The construct's own words and redirects are expanded and opened before its body runs
  // (`for v in "${a[x]}"`, `[[ ${a[x]} ]]`: subscripts evaluated as in a command's words).
  a.flow.from(input, () => {
    for (const w of node.words) {
      if (dialect === 'bash' && arithmeticExpansion(w)) a.note(ARITHMETIC_EXPANSION_REASON, w.text);
      a.bodiesOf(w, text, dialect, depth);
    }
    readRedirects(a, node.redirects, text, dialect, depth);
  });
}
