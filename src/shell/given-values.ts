// The values a line gives a program the analysis does not know, where the line shows them (issue
// 3): `X='rm -rf x'; mytool "$X"`, `F=/etc/passwd; mytool $F`, `mytool "$(echo /etc/passwd)"`,
// `export X='rm -rf x'; mytool`. Such a program may run its words, or open or reach what they
// name (unknown-programs.ts, possible-paths.ts, url-words.ts): its words are read again with each
// variable's literal values and each substitution's printed words in place, and the values the
// line exports as more words (the program inherits them). Deny and ask rules only: every reading
// is a possible one (scope restrict), and a value assigned anywhere earlier on the line counts,
// whichever branch assigned it, so a rule matching one asks, never denies.

import { MAX_LINE_WORDS, MAX_TEXT_WORDS, pushNew, shellLineWords, shellUnquoted, textWords } from './shell-unquoted.js';
import type { Word } from './ast.js';
import { derivedPaths, type PathRef, type UrlRef } from './arguments.js';
import { FileTouches, type UrlTouch } from './file-touches.js';
import { possiblePaths } from './possible-paths.js';
import { possibleHostsOfUnknownCommand, urlsIn } from './url-words.js';
import type { WorkBudget } from './budget.js';
import type { Simple } from './runs.js';
import { subjectOf } from './subject-of.js';
import { substitutionShapes } from './listed-paths.js';
import { globWords, printsGlobs } from './piped-text.js';
import type { CommandSubject } from './subject.js';
import { mayRunWords, scriptArguments } from './unknown-programs.js';
import type { DirectoryFlow } from './directory-flow.js';
import { mayBeElsewhere, plainWordPaths } from './moved-words.js';
import { MAX_VALUES, type LineValues } from './line-values.js';
import { makeEnvironment } from './make-writes.js';
import { addPartial, MAX_PARTIAL_WORDS, partialTextWords, partialWords, type PartialWords } from './partial-words.js';
import { unreadTextSubstitution } from './computed-output.js';
import { partialRuns } from './partly-printed.js';
import { substitutionLines } from './substitution-lines.js';
import { expansionValues, parameterName, printedText, readingCount, readWord, textsWithValues, unreadSubstitution } from './value-readings.js';

export { textsWithValues } from './value-readings.js';

/** Characters of a command's readings' words: more make it incomplete (a value repeated in many words). */
const MAX_READING = 20_000;

/** The analyzer, as given values reach it (analyze.ts). */
export interface ValuesReader {
  readonly commands: CommandSubject[];
  readonly budget: WorkBudget;
  readonly flow: DirectoryFlow;
  values: LineValues | undefined;
  addPath(ref: PathRef): void;
  addUrl(ref: UrlRef): void;
  note(reason: string, text: string): void;
  budgetSpent(at: string): void;
  /** A line a command may run later (analyze.ts): for deny and ask rules. */
  storedLine(line: string, depth: number): void;
}

/** Whether a bash command's words may hold a value the line shows: the line assigned one, or a word has a substitution (the usual command: neither). */
export function mayGiveValues(values: LineValues | undefined, c: Simple): boolean {
  if (c.dialect !== 'bash') return false;
  if (values !== undefined) return true;
  // (`mytool <<< $(realpath /etc/passwd)`: a here-string's or here-document's substitution.)
  // (`mytool <<< "/etc/$Q"`: a partly known word, partial-words.ts.)
  if (c.stdinScript?.literal === false && (c.stdinScript.text.includes('$') || c.stdinScript.text.includes('`'))) return true;
  for (let k = 1; k < c.dynamic.length; k++) if (c.dynamic[k] && (c.words[k]!.includes('$(') || c.words[k]!.includes('`') || c.words[k]!.includes('<('))) return true;
  return false;
}

/**
 * A function body's or trap's unknown program with expansions in its words is read again once the
 * line is walked: it runs later, and values the line assigns after it may reach it (`f() { mytool
 * $X; }; X=/etc/passwd; f`).
 */
export function laterValues(a: ValuesReader, c: Simple, name: string, source: string): void {
  if (!a.flow.deferring || c.dialect !== 'bash' || !c.words.some((w, k) => c.dynamic[k] && w.includes('$'))) return;
  a.flow.readAtEnd(() => {
    if (mayGiveValues(a.values, c)) givenValues(a, c, name, source);
  });
}

const STDIN_RUN = scriptArguments(1);
/** Why a program's values are not read as words where the line may assign IFS. */
export const RESPLIT = 'the line may assign IFS, which splits the values it gives a program at characters the analysis does not follow';

/**
 * Whether the line may assign IFS (line-settings.ts) and a word of the
 * command splits a value the line shows: an unquoted expansion of a variable with values, `"$*"`
 * (joined with IFS's first character), a substitution (its command's words split too), or a
 * here-string's (older bash splits it).
 */
export function maySplitValues(c: Simple, values: LineValues | undefined): boolean {
  if (values?.ifsMayChange !== true) return false;
  if (c.stdinScript?.literal === false) return true;
  for (let k = 1; k < c.spans.length; k++) {
    for (const p of c.spans[k]!.parts) {
      if (p.type === 'command-substitution' || p.type === 'process-substitution') return true;
      if (p.type === 'expansion' && (!p.quoted || p.text.includes('*')) && expansionValues(p.text, values) !== undefined) return true;
    }
  }
  return false;
}
const POSSIBLE = 'the program may be given the values the line assigns its variables, or the words a substitution prints';

/**
 * An unknown program's words read with the values the line shows in place (and the exported
 * values after them): a possible subject, and the paths and hosts its words name, as possible
 * parts. Only for a program whose words may be run (unknown-programs.ts mayRunWords, split).
 */
export function givenValues(a: ValuesReader, c: Simple, name: string, source: string): void {
  if (c.dialect !== 'bash' || c.dynamic[0]) return;
  const mayRun = mayRunWords(name, 'bash', c.words, c.dynamic);
  if (mayRun?.split !== true) return knownProgramValues(a, c, name, source);
  const values = a.values;
  if (maySplitValues(c, values)) return a.note(RESPLIT, source);
  if (values?.exportedOverflowing === true) a.note(`the line exports more than ${MAX_VALUES} values a program may be given`, source);
  const readings = readingCount(c.spans, values);
  const unread = unreadSubstitution(c.spans, values);
  if (unread !== undefined) a.note(unread, source);
  // (A here-string's substitution read as a word's is: `mytool <<< "$(f)"` of a function printing a computed text.)
  const unreadStdin = c.stdinScript?.literal === false ? unreadTextSubstitution(c.stdinScript.text, values) : undefined;
  if (unreadStdin !== undefined) a.note(unreadStdin, source);
  // (The text a here-string or here-document gives it, `mytool <<< "$X"`, with the values in place.)
  const stdin = c.stdinScript?.literal === false ? textsWithValues(c.stdinScript.text, values) : undefined;
  for (const text of stdin ?? []) {
    const given: Simple = { ...c, words: [c.words[0]!, text], dynamic: [false, false], spans: [c.spans[0]!], noSplitTail: true };
    a.commands.push({ ...subjectOf(given, source, 'restrict', false, false, STDIN_RUN), possible: POSSIBLE });
    // (Its words may be files or hosts it takes, as a literal text's are: `X=/etc/passwd; mytool <<< "$X"`.)
    textParts(a, text, source);
    // (`mytool <<< $(echo $X)` of X=/et?/passwd: bash globbed what the substitution's printer printed, checked by its shape.)
    if (printsGlobs(c.stdinScript!.text)) stdinGlobs(a, text, source);
  }
  partialParts(a, c, name, source, c.stdinScript?.literal === false ? stdin ?? [c.stdinScript.text] : []);
  // (A process substitution's printed text is the file the program is given: `mytool <(echo /etc/passwd)`.)
  for (let r = 0; r < readings; r++) for (const text of processTexts(c.spans, values, r)) textParts(a, text, source);
  // (A lister's names, `mytool $(find /etc)`, `$(git ls-files)`: checked by their shape, listed-paths.ts.)
  const shapes = substitutionShapes(c.spans, values);
  if (shapes.length > 0) shapeParts(a, shapes, source);
  let length = 0;
  for (let r = 0; r < readings; r++) {
    const read = readCommand(c, values, r);
    if (read === undefined) return;
    if (read === UNCLEAR) return a.note('a name reference given to a program refers to a variable the line does not show', source);
    if (read !== TOO_LONG && read !== OVERFLOWING) length += read.length;
    if (read === TOO_LONG || length > MAX_READING) return a.note('the values the line gives a program are too long to read', source);
    if (read === OVERFLOWING) return a.note(`a variable given to a program has more than ${MAX_VALUES} values on the line`, source);
    readingParts(a, c, read, name, source, mayRun);
    // (`mytool "$(printf %s /et?/passwd)"`: each line of a quoted substitution's printed text as a word, substitution-lines.ts.)
    const lines = read.lines ? readCommand(c, values, r, true, true) : undefined;
    if (lines === TOO_LONG || lines === OVERFLOWING || lines === UNCLEAR) return a.note('the values the line gives a program are too long to read', source);
    if (lines !== undefined) readingParts(a, c, lines, name, source, mayRun);
  }
}

/** A reading's possible subject and the paths and hosts its words name, as possible parts. */
function readingParts(a: ValuesReader, c: Simple, read: Reading, name: string, source: string, mayRun: ReturnType<typeof mayRunWords>): void {
  const s: Simple = { ...c, words: read.words, dynamic: read.dynamic, spans: read.spans, noSplitTail: true };
  a.commands.push({ ...subjectOf(s, source, 'restrict', false, false, mayRun), possible: POSSIBLE });
  // (A value's glob, `X='src/*.ts'; mytool $X`, is bash's glob as the literal word's is: checked by its shape.)
  const globs = !resplitsGlob(c.spans, a.values);
  addParts(a, derivedPaths(name, read.words, read.dynamic, 'bash', source, a.budget.parts), source, globs);
  // (`X=passwd; cd /etc && mytool $X`: its plain words where the line may be elsewhere, moved-words.ts.)
  if (mayBeElsewhere(a.flow)) addParts(a, plainWordPaths(read.words, read.dynamic, source, a.budget.parts), source, globs);
}

/**
 * A program a table reads, its words with the line's values in place, read by that table again
 * (`X=/etc/passwd; terraform fmt $X`, `gem build $X`, `poetry export -o $X`: a reader whose
 * safety net leaves a bare expansion): the paths and hosts it names, as possible parts. Not the
 * exported values: they are no words of a program that is known.
 */
function knownProgramValues(a: ValuesReader, c: Simple, name: string, source: string): void {
  const values = a.values;
  if (name === 'make' || name === 'gmake') makeEnvironmentParts(a, c, name, source);
  const readings = readingCount(c.spans, values);
  let length = 0;
  for (let r = 0; r < readings; r++) {
    const read = readCommand(c, values, r, false);
    // (A reading not made, too long, or of a variable with too many values: its table reads the expansion as before.)
    if (read === undefined || read === UNCLEAR || read === OVERFLOWING || read === TOO_LONG) return;
    length += read.length;
    if (length > MAX_READING) return;
    knownReadingParts(a, read, name, source);
    // (Each line of a quoted substitution's printed text as a word, as givenValues reads them.)
    const lines = read.lines ? readCommand(c, values, r, false, true) : undefined;
    if (typeof lines === 'object') knownReadingParts(a, lines, name, source);
  }
}

/** make's variables from the line's exported ones (make-writes.ts makeEnvironment): install directories read as its words, commands asked. */
function makeEnvironmentParts(a: ValuesReader, c: Simple, name: string, source: string): void {
  const env = makeEnvironment(a.values);
  if (env === undefined) return;
  if (env.runs.length > 0) a.note(`make takes ${env.runs.join(', ')} from the environment, which the line exports: a command its rules may run, not read here`, source);
  for (const line of env.lines) a.storedLine(line, c.depth);
  // (An unknown value, `$DESTDIR`, is read by make's table as an expansion: an unknown write.)
  const words = [...c.words, ...env.assignments];
  const dynamic = [...c.dynamic, ...env.assignments.map((w) => w.includes('$'))];
  if (env.assignments.length > 0) knownReadingParts(a, { length: 0, lines: false, words, dynamic, spans: [] }, name, source);
}

/** Possible parts only: a value any branch assigned asks, never denies. */
function knownReadingParts(a: ValuesReader, read: Reading, name: string, source: string): void {
  const d = derivedPaths(name, read.words, read.dynamic, 'bash', source, a.budget.parts);
  addParts(a, { paths: d.paths, urls: d.urls?.map((u) => ({ ...u, possible: true })), truncated: d.truncated }, source);
}

/** Partly known words its substitutions print or its variables hold, `"$(echo /etc/$Q)"`, `X=/etc/$Q; mytool $X`: read as the word `"/etc/$Q"` is (partial-words.ts). */
function partialParts(a: ValuesReader, c: Simple, name: string, source: string, stdin: readonly string[]): void {
  const partial = partialWords(c.spans, a.values);
  // (And a here-string's or here-document's, `mytool <<< "/etc/$Q"`: its words with an unknown part.)
  for (const t of stdin) partialTextWords(t, a.values, partial);
  // (And the exported ones, `export X=/etc/$Q; mytool`: the program inherits them, as readCommand's exported values.)
  for (const n of a.values?.exportedNames ?? []) for (const w of a.values!.partial?.get(n) ?? []) addPartial(partial, w);
  partialPathParts(a, name, c.words[0]!, partial, source);
  partialRuns(a.commands, c, partial.words, source, STDIN_RUN, POSSIBLE);
}

/** A text with unknown parts the line gives a program on its standard input (piped, or a file it wrote: `echo /etc/$Q | mytool`): its partly known words, as textParts reads a literal one's. */
export function partialTextParts(a: ValuesReader, text: string, source: string): void {
  const partial: PartialWords = { words: [], overflowing: false };
  partialTextWords(text, a.values, partial);
  partialPathParts(a, '', '', partial, source);
}

/** Partly known words' paths and hosts, as possible parts (`/etc/$Q`: read as the word `"/etc/$Q"` is). */
function partialPathParts(a: ValuesReader, name: string, first: string, partial: PartialWords, source: string): void {
  if (partial.overflowing) a.note(`a substitution or variable given to a program holds more than ${MAX_PARTIAL_WORDS} words the analysis reads in part`, source);
  if (partial.words.length === 0) return;
  addParts(a, derivedPaths(name, [first, ...partial.words], [false, ...partial.words.map(() => true)], 'bash', source, a.budget.parts), source);
}

/**
 * The words of a text the line gives a program on its standard input (piped, or written to a file it reads: `echo /etc/passwd | xargs mytool`,
 * `echo evil.com | mytool`): it may take them as files or hosts, as its own words (possible parts: deny and ask rules only); a text of more than MAX_TEXT_WORDS asks.
 */
export function textParts(a: ValuesReader, text: string, source: string): void {
  const words = ['', ...textWords(text)];
  if (words.length === 1) return;
  if (words.length > MAX_TEXT_WORDS + 1) a.note(`the text the line gives a program has more than ${MAX_TEXT_WORDS} words`, source);
  // (Its words as a shell or xargs reads them, quotes and backslashes dropped: `printf 'cat /e\\\\tc/passwd' | mytool`.)
  const unquoted = /["'\\]/.test(text) ? shellUnquoted(text) : text;
  if (unquoted !== text) pushNew(words, shellLineWords(unquoted, false, MAX_LINE_WORDS) ?? [unquoted]);
  const t = new FileTouches(source, a.budget.parts);
  possiblePaths(words, words.map(() => false), 'bash', t);
  possibleHostsOfUnknownCommand(words, words.map(() => false), t);
  for (let i = 1; i < words.length; i++) urlsIn(words[i]!, t); // (`echo https://evil.com/x | mytool` was allowed beside Domain(evil.com).)
  addParts(a, t, source, false, true);
  // (`cd /etc; echo passwd | xargs mytool`: its plain words where the line may be elsewhere, moved-words.ts.)
  if (mayBeElsewhere(a.flow)) addParts(a, plainWordPaths(words, words.map(() => false), source, a.budget.parts), source);
  if (t.truncated) a.note('the text the line gives a program names more files than the analysis reads', source);
}

/** A lister's globs given a program on its standard input (`find /etc | xargs mytool`, listed-paths.ts): each checked by its shape, which asks only. */
export function shapeParts(a: ValuesReader, shapes: readonly string[], source: string): void {
  const t = new FileTouches(source, a.budget.parts);
  for (const s of shapes) t.guessedGlob(s, s);
  addParts(a, t, source, true);
}

/** A text's glob words (piped-text.ts globWords) checked by their shape. */
export function stdinGlobs(a: ValuesReader, text: string, source: string): void {
  const globs = globWords(text);
  if (globs.length > 0) shapeParts(a, globs, source);
}

/** The literal text a here-string or here-document gives a program that may run its input (`mytool <<< /etc/passwd`, `xargs mytool <<< evil.com`): its words' files and hosts (textParts). */
export function stdinParts(a: ValuesReader, c: Simple, name: string, source: string): void {
  if (c.dialect !== 'bash' || c.dynamic[0] || c.stdinScript?.literal !== true) return;
  if (mayRunWords(name, 'bash', c.words, c.dynamic)?.split === true) textParts(a, c.stdinScript.text, source);
}

/** The texts `<(…)` substitutions in the words print where the line shows them (line-values.ts printedText). */
function processTexts(spans: readonly Word[], values: LineValues | undefined, r: number): string[] {
  const out: string[] = [];
  for (let k = 1; k < spans.length; k++) {
    for (const p of spans[k]!.parts) {
      if (p.type !== 'process-substitution' || p.direction !== '<') continue;
      const text = printedText(p.body, values, r);
      if (text !== undefined) out.push(text);
    }
  }
  return out;
}

/**
 * A reading's paths and hosts, as possible parts for deny and ask rules; `globs`: a glob word's
 * path (FileTouches.guessedGlob) is kept as checked by its shape, which asks only (decide.ts), as
 * the literal word's is.
 */
function addParts(a: ValuesReader, d: { readonly paths: readonly PathRef[]; readonly urls?: readonly UrlTouch[] | undefined; readonly truncated?: boolean }, source: string, globs = false, possibleUrls = false): void {
  for (const p of d.paths) a.addPath({ ...p, scope: 'restrict', possible: !(globs && shapedGlob(p)) });
  // (Parts past the budget are not dropped: the analysis stops there, which never allows; `mytool $(realpath /x0/y … /x15/y /etc/passwd)` was allowed so.)
  if (d.truncated === true) {
    a.budget.spendParts();
    a.budgetSpent(source);
  }
  for (const u of d.urls ?? []) {
    if (u.dynamic) continue;
    a.addUrl(u.possible === true || possibleUrls ? { url: u.url, text: source, scope: 'restrict', possible: true, ...(u.namedOnly === true ? { namedOnly: true } : {}) } : { url: u.url, text: source, scope: 'restrict' });
  }
}

/** A glob word's path checked by its shape alone (FileTouches.guessedGlob, rooted): its matches ask, never deny. */
function shapedGlob(p: PathRef): boolean {
  return p.dynamic && p.glob !== undefined && !p.possible && p.below === 'none' && p.tail !== true;
}

/**
 * Whether a word gives a loop's glob variable unquoted (`for f in src/*.ts; do mytool $f`): each
 * name it matched is split at blanks and globbed again, so its words need not be of the glob's
 * shape (`src/a k.pem b.ts` gives `k.pem`).
 */
function resplitsGlob(spans: readonly Word[], values: LineValues | undefined): boolean {
  if (values?.globbed === undefined) return false;
  for (const w of spans) for (const p of w.parts) if (p.type === 'expansion' && !p.quoted && values.globbed.has(parameterName(p.text) ?? '')) return true;
  return false;
}

const TOO_LONG = Symbol('too long');
const OVERFLOWING = Symbol('overflowing');
const UNCLEAR = Symbol('unclear');

interface Reading {
  /** Characters of its words. */
  length: number;
  /** Whether a quoted substitution printed more than one line (a reading of each line is made too). */
  lines: boolean;
  readonly words: string[];
  readonly dynamic: boolean[];
  readonly spans: Word[];
}

/**
 * The command's words with values in place (reading `r`: each variable's value r, modulo its
 * count), or undefined when none is. `eachLine`: a quoted substitution's word is a word per line
 * of its printed text (substitution-lines.ts), not the one word of the whole text.
 */
function readCommand(c: Simple, values: LineValues | undefined, r: number, exported = true, eachLine = false): Reading | typeof TOO_LONG | typeof OVERFLOWING | typeof UNCLEAR | undefined {
  const out: Reading = { length: 0, lines: false, words: [c.words[0]!], dynamic: [false], spans: [c.spans[0]!] };
  let changed = false;
  let length = 0;
  for (let i = 1; i < c.spans.length; i++) {
    const span = c.spans[i]!;
    // (A split tail, analyze.ts, stands for more words of the word before: read whole here.)
    if (span.splitTail === true) continue;
    if (!c.dynamic[i] || !mayHaveValue(span, values)) {
      push(out, c.words[i]!, c.dynamic[i]!, span);
      length += c.words[i]!.length;
      continue;
    }
    if (values !== undefined && namesOverflowing(span, values)) return OVERFLOWING;
    if (values !== undefined && namesUnclear(span, values)) return UNCLEAR;
    const split = eachLine ? substitutionLines(span, values, r) : undefined;
    for (let line = 0; line < (split?.count ?? 1); line++) {
      const read = readWord(span, values, r, split?.given, line);
      if (read === undefined) {
        push(out, c.words[i]!, c.dynamic[i]!, span);
        break;
      }
      changed = true;
      out.lines ||= read.lines;
      for (const w of read.words) {
        push(out, w, read.dynamic, { start: span.start, end: span.end, text: w, parts: read.dynamic ? span.parts : [{ type: 'literal', text: w, quoted: true }] });
        length += w.length;
      }
    }
  }
  for (const v of r === 0 && exported ? values?.exported ?? [] : []) {
    changed = true;
    const at = c.spans[c.spans.length - 1]!.end;
    push(out, v, false, { start: at, end: at, text: v, parts: [{ type: 'literal', text: v, quoted: true }] });
    length += v.length;
  }
  if (length > MAX_READING) return TOO_LONG;
  out.length = length;
  return changed ? out : undefined;
}

function push(out: Reading, word: string, dynamic: boolean, span: Word): void {
  out.words.push(word);
  out.dynamic.push(dynamic);
  out.spans.push(span);
}

/** Whether a word has a substitution, or an expansion of a variable with known values. */
function mayHaveValue(word: Word, values: LineValues | undefined): boolean {
  for (const p of word.parts) {
    if (p.type === 'command-substitution') return true;
    // (A variable whose values are not all read, `X=$(base64 -d <<< …)`, with none kept: its reading asks.)
    if (p.type === 'expansion' && values !== undefined && (expansionValues(p.text, values) !== undefined || values.unclear(parameterName(p.text) ?? '') || values.overflowing.has(parameterName(p.text) ?? ''))) return true;
  }
  return false;
}

function namesOverflowing(word: Word, values: LineValues): boolean {
  if (values.overflowing.size === 0) return false;
  for (const p of word.parts) if (p.type === 'expansion' && values.overflowing.has(parameterName(p.text) ?? '')) return true;
  return false;
}

/** Whether a word expands a name reference whose variable the line does not show (`declare -n R=$V`). */
function namesUnclear(word: Word, values: LineValues): boolean {
  if (values.refs === undefined) return false;
  for (const p of word.parts) if (p.type === 'expansion' && values.unclear(parameterName(p.text) ?? '')) return true;
  return false;
}
