// What a bash printer's words' substitutions print of words the line shows in part, as lines of the
// text it pipes or writes (session 44: `echo "$(echo ${Q}rm -rf x)" | mytool`, `cat <<< "$(echo
// ${Q}rm -rf x)" | mytool` were allowed beside Shell(rm *), while `mytool "$(echo ${Q}rm -rf x)"`
// asked): partly-printed.ts reads each substitution's printers, piped-text.ts gives the text.

import type { Redirect, Word } from './ast.js';
import { printingCommands } from './computed-output.js';
import { partlyPrinted } from './partly-printed.js';
import { partialValueTexts } from './partial-words.js';
import type { LineValues } from './line-values.js';
import type { PipedText } from './piped-text.js';
import { hereDocument } from './redirects.js';

/**
 * A bash printer's text with what its words' substitutions print of words the line shows in part
 * (partly-printed.ts: `echo "$(echo ${Q}rm -rf x)" | mytool` gives mytool `${Q}rm -rf x`, as
 * `mytool "$(echo ${Q}rm -rf x)"` is given it; session 44, was allowed beside Shell(rm *)): a line
 * each, the text no longer literal. `from`: the first word read (a printer's name is none).
 */
export function withPartlyPrinted(text: PipedText, words: readonly Word[], from = 1): PipedText {
  const lines: string[] = [];
  for (let k = from; k < words.length; k++) substitutionsPrinted(words[k]!, lines, 0);
  return lines.length === 0 ? text : { ...text, text: `${text.text}\n${lines.join('\n')}`, literal: false };
}

/** Substitutions nested in printers' words read (`echo "$(echo "$(echo ${Q}rm -rf x)")"`); deeper ones are not (a work bound, as the analysis's nesting limit). */
const MAX_PRINTED_NESTING = 8;

/** What a word's substitutions print of words the line shows in part, and the substitutions in their printers' words, each a line. */
function substitutionsPrinted(word: Word, lines: string[], depth: number): void {
  const parts = word.parts;
  for (let j = 0; j < parts.length; j++) {
    const p = parts[j]!;
    if (p.type !== 'command-substitution') continue;
    lines.push(...partlyPrinted(p.body, undefined));
    if (depth + 1 >= MAX_PRINTED_NESTING) continue;
    for (const c of printingCommands(p.body)) if (c.type === 'simple') for (let k = 1; k < c.words.length; k++) substitutionsPrinted(c.words[k]!, lines, depth + 1);
  }
}

/** A command's here-string or here-document text (redirects.ts hereDocument), with what a here-string's substitutions print in part (`cat <<< "$(echo ${Q}rm -rf x)"`). */
export function hereText(redirects: readonly Redirect[]): PipedText | undefined {
  const here = hereDocument(redirects);
  if (here === undefined) return undefined;
  let last: Redirect | undefined;
  for (const r of redirects) if ((r.fd ?? (r.op[0] === '<' ? 0 : 1)) === 0) last = r;
  return last?.op === '<<<' && !here.literal ? withPartlyPrinted(here, [last.target], 0) : here;
}

/** A printed text with a variable's partly known values in place (partial-words.ts partialValueTexts), each a text of its own. */
export function partlyKnownValueTexts(text: string, values: LineValues | undefined): PipedText[] {
  return partialValueTexts(text, values).map((t) => ({ text: t, literal: false }));
}
