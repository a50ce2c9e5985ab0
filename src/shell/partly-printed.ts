// What echo or printf prints of words the line shows in part (session 43: `mytool "$(echo
// ${Q}rm -rf x)"`, `$(printf %s "${Q}rm -rf x")`, `X=$(echo ${Q}rm -rf x); mytool "$X"` were
// allowed beside Shell(rm *), while `mytool "${Q}rm -rf x"` asked). The printed text, its unknown
// parts as written, is a partly known word (partial-words.ts): a program that may run its words is
// read as given that word (given-values.ts partialRuns), as `mytool "${Q}rm -rf x"` is.

import type { Command, Word } from './ast.js';
import type { LineValues } from './line-values.js';
import { printingCommands } from './computed-output.js';
import { printedText as printerText } from './piped-text.js';
import { partValue } from './value-readings.js';
import { wordValue } from './words.js';
import { unshown } from './unknown-programs.js';
import { subjectOf } from './subject-of.js';
import type { Simple } from './runs.js';
import type { CommandSubject, MayRun } from './subject.js';

/** echo's options: they print nothing. */
const ECHO_OPTIONS = /^-[neE]+$/;

/**
 * The lines echo or printf commands of a substitution's or function's body print where a word
 * after the printer's name has an unknown part (`echo ${Q}rm -rf x`: `${Q}rm -rf x`), that part
 * as written and the known ones in place (reading 0, as partialTexts reads a word); none where
 * every word is known (the exact reading, value-readings.ts shownText, reads those).
 */
export function partlyPrinted(body: Command, values: LineValues | undefined): string[] {
  const out: string[] = [];
  const printers = printingCommands(body);
  const list = printers.length > 1;
  for (const c of printers) {
    if (c.type !== 'simple' || c.words.length < 2 || c.redirects.length > 0) continue;
    const name = wordValue(c.words[0]!);
    if (name.dynamic || (name.value !== 'echo' && name.value !== 'printf')) continue;
    const words: string[] = [];
    const unknown: boolean[] = [];
    for (let k = 1; k < c.words.length; k++) {
      const read = wordWithUnknown(c.words[k]!, values);
      unknown.push(read.unknown);
      words.push(read.text);
    }
    let from = 0;
    while (name.value === 'echo' && from < words.length && ECHO_OPTIONS.test(words[from]!)) from++;
    // (A list's printers, `$(date; echo rm -rf x)`, print lines no exact reading reads: each, known or not.
    // Words all unknown, `echo /tmp/$A /tmp/$B`, are each a partly known word already: no line, no more of them.)
    const some = unknown.slice(from).some((u) => u);
    if (!list && (!some || unknown.slice(from).every((u) => u))) continue;
    // (printf's filled format is a line after the words as written; each escape's reading another: piped-text.ts.)
    for (const line of printerText(words.slice(from), name.value === 'printf').split('\n')) if (list ? line.trim() !== '' : line.includes('$') || line.includes('`')) out.push(line);
  }
  return out;
}

/**
 * A printer's word with its known parts in place and its unknown ones as written, a name a name
 * character follows braced (`"$Q"rm`: `${Q}rm`, not `$Qrm`), and whether one is unknown.
 */
function wordWithUnknown(w: Word, values: LineValues | undefined): { text: string; unknown: boolean } {
  const v = wordValue(w);
  if (!v.dynamic) return { text: v.value, unknown: false };
  let text = '';
  let unknown = false;
  for (let k = 0; k < w.parts.length; k++) {
    const p = w.parts[k]!;
    const value = p.type === 'literal' || p.type === 'glob' ? p.text : partValue(p, values, 0);
    // (A known value past MAX_SHOWN_CHARS is read as unknown: `f(){ echo $1…(100); }; g(){ f $1…(8); }; mytool "$(g x…(9000))"` built 7 MB of text, 5 ms a decision.)
    if (value !== undefined && (p.type === 'literal' || text.length + value.length <= MAX_SHOWN_CHARS)) text += value;
    else {
      unknown = true;
      text += p.type === 'expansion' && SHORT_NAME.test(p.text) && /^\w/.test(w.parts[k + 1]?.text ?? '') ? `\${${p.text.slice(1)}}` : p.text;
    }
  }
  return { text, unknown };
}

/** The longest text a printer's word is read with its known values in place (function-values.ts MAX_PRINTED_CHARS). */
const MAX_SHOWN_CHARS = 8_192;

/** `$NAME`: an expansion a name character after it would lengthen. */
const SHORT_NAME = /^\$[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Each partly known word as the one word given a program that may run its words (`"$(echo
 * ${Q}rm -rf x)"`, `X="${Q}rm -rf x"; mytool "$X"`: `${Q}rm -rf x`, read as the word
 * `"${Q}rm -rf x"` is): a possible subject, for deny and ask rules (given-values.ts partialParts).
 */
export function partialRuns(commands: CommandSubject[], c: Simple, words: readonly string[], source: string, mayRun: MayRun, possible: string): void {
  const at = c.spans[0]!.end;
  for (const w of words) {
    // (Its pieces between blanks are read too, unknown-programs.ts possibleRunTokens: `$Q rm -rf x $R`'s rm.)
    const span: Word = { start: at, end: at, text: w, parts: [{ type: 'literal', text: w, quoted: true }] };
    const given: Simple = { ...c, words: [c.words[0]!, w], dynamic: [false, unshown(w)], spans: [c.spans[0]!, span], noSplitTail: true };
    commands.push({ ...subjectOf(given, source, 'restrict', false, false, mayRun), possible });
  }
}

