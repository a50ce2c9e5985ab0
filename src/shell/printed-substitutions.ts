// What a bash printer's words' substitutions print of words the line shows in part, as lines of the
// text it pipes or writes (session 44: `echo "$(echo ${Q}rm -rf x)" | mytool`, `cat <<< "$(echo
// ${Q}rm -rf x)" | mytool` were allowed beside Shell(rm *), while `mytool "$(echo ${Q}rm -rf x)"`
// asked): partly-printed.ts reads each substitution's printers, piped-text.ts gives the text. And
// whether a printer's text may end without a newline (PipedText.open), its words' values read.

import type { Redirect, Word } from './ast.js';
import { printingCommands } from './computed-output.js';
import { partlyPrinted } from './partly-printed.js';
import { partialValueTexts, partialWords } from './partial-words.js';
import type { LineValues } from './line-values.js';
import type { PipedText } from './piped-text.js';
import { hereDocument } from './redirects.js';
import { wordValue } from './words.js';
// (A cycle: value-readings.ts calls pipedText only, after these modules load.)
import { readingCount, readWord } from './value-readings.js';

/**
 * A bash printer's text with what its words' substitutions print of words the line shows in part
 * (partly-printed.ts: `echo "$(echo ${Q}rm -rf x)" | mytool` gives mytool `${Q}rm -rf x`, as
 * `mytool "$(echo ${Q}rm -rf x)"` is given it; session 44, was allowed beside Shell(rm *)): a line
 * each, the text no longer literal. `from`: the first word read (a printer's name is none).
 */
export function withPartlyPrinted(text: PipedText, words: readonly Word[], from = 1, values?: LineValues): PipedText {
  const lines: string[] = [];
  let cut = false;
  for (let k = from; k < words.length; k++) cut = substitutionsPrinted(words[k]!, lines, 0) || cut;
  // (With the line's values: a function a substitution calls, `f(){ echo "${Q}rm -rf x"; }; echo "$(f)"`, a variable's partly known values, as partial-words.ts reads a program's words.)
  const partial = values === undefined || !words.slice(from).some(mayPrintPartly) ? undefined : partialWords(from === 1 ? words : [words[0]!, ...words.slice(from)], values);
  if (partial !== undefined) for (const w of partial.words) if (!lines.includes(w)) lines.push(w);
  // (More than are read, partial-words.ts's bound or the nesting bound here: not known, so a program that may run it asks.)
  const read = partial?.overflowing === true || cut ? { ...text, computed: true as const } : text;
  return lines.length === 0 ? read : { ...read, text: `${text.text}\n${lines.join('\n')}`, literal: false };
}

/** A word with a substitution (a function's output may be partly known) or a variable (its value may be: `{ mytool; } <<< "$X"`). */
function mayPrintPartly(w: Word): boolean {
  return w.parts.some((p) => p.type === 'command-substitution' || p.type === 'expansion');
}

/** Substitutions nested in printers' words read (`echo "$(echo "$(echo ${Q}rm -rf x)")"`); deeper ones are not (a work bound, as the analysis's nesting limit). */
const MAX_PRINTED_NESTING = 8;

/** What a word's substitutions print of words the line shows in part, and the substitutions in their printers' words, each a line; true where a substitution nested deeper than are read was left (session 44: 30 levels were allowed). */
function substitutionsPrinted(word: Word, lines: string[], depth: number): boolean {
  const parts = word.parts;
  let cut = false;
  for (let j = 0; j < parts.length; j++) {
    const p = parts[j]!;
    if (p.type !== 'command-substitution') continue;
    if (depth >= MAX_PRINTED_NESTING) return true;
    lines.push(...partlyPrinted(p.body, undefined));
    for (const c of printingCommands(p.body)) if (c.type === 'simple') for (let k = 1; k < c.words.length; k++) cut = substitutionsPrinted(c.words[k]!, lines, depth + 1) || cut;
  }
  return cut;
}

/** A command's here-string or here-document text (redirects.ts hereDocument), with what its substitutions print in part (`cat <<< "$(echo ${Q}rm -rf x)"`). */
export function hereText(redirects: readonly Redirect[], values?: LineValues): PipedText | undefined {
  const here = hereDocument(redirects);
  if (here === undefined || here.literal) return here;
  let last: Redirect | undefined;
  for (const r of redirects) if ((r.fd ?? (r.op[0] === '<' ? 0 : 1)) === 0) last = r;
  // (A here-document's body, `cat <<EOF\n$(echo ${Q}rm -rf x)\nEOF`, as its parsed word.)
  const word = last?.op === '<<<' ? last.target : last?.heredoc?.bodyWord;
  return word === undefined ? here : withPartlyPrinted(here, [word], 0, values);
}

/** A printed text with a variable's partly known values in place (partial-words.ts partialValueTexts), each a text of its own. */
export function partlyKnownValueTexts(text: string, values: LineValues | undefined): PipedText[] {
  return partialValueTexts(text, values).map((t) => ({ text: t, literal: false }));
}

/**
 * A printer's text marked PipedText.open where its output may end without a newline: printf
 * unless its format ends with `\n` (and has no `%b` of an argument that may hold `\c`), echo with
 * `-n`, `\c` or a word from an expansion, which may be either. (A text without a trailing newline is only known to the printer: the text drops it.)
 */
export function openEnded(text: PipedText | undefined, name: string, words: readonly Word[], lineValues: LineValues | undefined): PipedText | undefined {
  if (text === undefined || name === 'yes') return text;
  const values = words.slice(1).map((w) => wordValue(w));
  let open: boolean;
  if (name === 'printf') {
    let k = 0;
    while (k < values.length && !values[k]!.dynamic && values[k]!.value.startsWith('-') && values[k]!.value !== '--') k += values[k]!.value === '-v' ? 2 : 1;
    if (values[k]?.value === '--') k++;
    const format = values[k];
    // (`%b` reads its argument's escapes, and its `\c` ends all output: `printf '%b\n' 'x.\c'` prints `x.`.)
    open = format === undefined || format.dynamic || !format.value.endsWith('\\n') || (format.value.includes('%b') && values.slice(k + 1).some((v) => v.dynamic || v.value.includes('\\c')));
    // (echo: a word from an expansion may be `-n` where options are read, or hold `\c` that `-e` or xpg_echo reads: `X=-n; echo $X x.`, session 44.)
  } else open = values.some((v, k) => !v.dynamic && /^-[neE]*n[neE]*$/.test(v.value) && values.slice(0, k).every((u) => /^-[neE]+$/.test(u.value))) || values.some((v, k) => (v.dynamic && !shownPlain(words[k + 1]!, lineValues)) || v.value.includes('\\c'));
  return open ? { ...text, open: true } : text;
}

/**
 * Whether a word's every reading with the line's values (value-readings.ts) is known and neither an
 * echo option nor holds `\\c`: `for f in a b; do echo $f; done` prints whole lines.
 */
function shownPlain(word: Word, values: LineValues | undefined): boolean {
  if (values === undefined) return false;
  const n = readingCount([word], values);
  for (let r = 0; r < n; r++) {
    const read = readWord(word, values, r);
    if (read === undefined || read.dynamic || read.words.some((w) => w.includes('\\c') || /^-[neE]+$/.test(w))) return false;
  }
  return true;
}
