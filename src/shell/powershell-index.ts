// An index after a PowerShell variable or sub-expression (`$a[…]`, powershell-words.ts member):
// PowerShell evaluates it as an expression, in a command's arguments too, so `echo $a[(rm x)]`
// runs rm and `$a[[IO.File]::Delete('x')]` calls a method.

import type { WordPart } from './ast.js';
import { DQUOTES, PartsBuilder, SQUOTES } from './powershell-scan.js';

/**
 * An index that computes nothing: numbers, ranges, signs, lists and strings without expansions
 * (`$a[0]`, `$a[-1]`, `$a[0..2]`, `$h['k']`); letters for operators and number suffixes (`-band`,
 * `1kb`). Not `(`, `[`, `$`, a backtick, `{`, `&`, `|`: these may run code.
 */
export const INERT_INDEX = /^[\p{L}\p{Nd}_\s.,+*\/%-]*(?:['\u2018-\u201B][^'\u2018-\u201B]*['\u2018-\u201B][\p{L}\p{Nd}_\s.,+*\/%-]*|["\u201C-\u201E][^"\u201C-\u201E$`]*["\u201C-\u201E][\p{L}\p{Nd}_\s.,+*\/%-]*)*$/u;

/** What indexExpression needs of the word parser (powershell-words.ts). */
export interface IndexParser {
  pos: number;
  readonly src: string;
  budget: PartsBuilder['budget'];
  note(message: string, offset: number): void;
  fail(message: string, offset?: number): never;
  subexpression(at: number, skip: number, close: ')'): WordPart;
  doubleQuoted(parts: PartsBuilder): void;
  singleQuoted(parts: PartsBuilder): void;
}

/**
 * An index `[…]` at p.pos (ending before `close`, balanced()) that is more than INERT_INDEX: never
 * allowed; its `( )` groups and strings' `$( )` are parsed, so deny rules see their commands.
 */
export function indexExpression(p: IndexParser, parts: PartsBuilder, close: number): void {
  p.note('an index expression that is not a plain number or string', p.pos);
  parts.push({ type: 'expansion', text: p.src.slice(p.pos, close), quoted: false });
  let i = p.pos + 1;
  while (i < close - 1) {
    const c = p.src[i]!;
    if (c === '(') {
      parts.push(p.subexpression(i, 1, ')'));
    } else if (DQUOTES.has(c) || SQUOTES.has(c)) {
      p.pos = i;
      const inner = new PartsBuilder();
      inner.budget = p.budget;
      if (DQUOTES.has(c)) p.doubleQuoted(inner);
      else p.singleQuoted(inner);
      for (const part of inner.done()) if (part.type === 'command-substitution') parts.push(part);
    } else {
      i++;
      continue;
    }
    i = p.pos;
  }
  // (balanced() skips a string to its next quote, unescaped: a string read otherwise ends elsewhere.)
  if (i !== close - 1) p.fail('an index expression the analysis cannot delimit', i);
  p.pos = close;
}
