// Words an unknown program may be given whose start the line shows but whose rest it does not
// (issue 3, session 38): a substitution printing a partly known word (`mytool "$(echo /etc/$Q)"`,
// `$(printf %s /etc/$Q)`, a function's `echo /etc/$Q`), and a variable assigned one (`X=/etc/$Q;
// mytool $X`, `X=$(echo /etc/$Q)`). `mytool "/etc/$Q"` asks beside a rule on /etc: so does each of
// these, its word read as that word is (given-values.ts, possible-paths.ts: the known start and
// everything below it). Possible words, for deny and ask rules only.

import type { Command, Word, WordPart } from './ast.js';
import { LineValues } from './line-values.js';
import { bodyWords } from './substitution-paths.js';
import { calledFunctionBodies, callValues, outsideCalls } from './function-values.js';
import { keptPerValues } from './call-memos.js';
import { parameterName, readWord } from './value-readings.js';
import { wordValue } from './words.js';
import { partlyPrinted } from './partly-printed.js';
import { SubstitutionsMet } from './repeated-substitutions.js';

/** Partly known words kept per command, and per variable: more make the reading incomplete (a work bound: it asks). */
export const MAX_PARTIAL_WORDS = 16;

/** A command's partly known words, and whether it has more than are kept. */
export interface PartialWords {
  readonly words: string[];
  overflowing: boolean;
}

/** The partly known words a command's words after the first may give: its substitutions' commands' (a called function's too) and its variables'. */
export function partialWords(spans: readonly Word[], values: LineValues | undefined): PartialWords {
  const out: PartialWords = { words: [], overflowing: false };
  // (A repeated substitution's words are the first's, which addPartial keeps once: `mytool $(f a) $(f a) …`.)
  const met = new SubstitutionsMet();
  for (let k = 1; k < spans.length; k++) if (spans[k]!.parts.some(mayBePartial)) wordPartials(spans[k]!, values, out, new Set(), met);
  return out;
}

/**
 * The partly known texts a variable assigned `value` keeps (`X=/etc/$Q`: `/etc/$Q`; `X=$(echo
 * /etc/$Q)`: the substitution's), where its exact readings leave one (line-values.ts assignedValue).
 */
export function keepPartialValue(r: { values: LineValues | undefined }, name: string, value: Word, append = false): void {
  // (The usual value, literal: none.)
  if (!value.parts.some(mayBePartial)) return;
  const out: PartialWords = { words: partialTexts(value, r.values), overflowing: false };
  wordPartials(value, r.values, out, new Set());
  // (`X=/et; X+=c/$Q`: after each value X had, `/etc/$Q`.)
  const before = append ? r.values?.get(name) ?? [] : [];
  const texts = before.length === 0 ? out.words : [...out.words, ...before.flatMap((b) => out.words.map((t) => b + t))];
  keepPartialTexts(r, name, texts, out.overflowing || texts.length > MAX_PARTIAL_WORDS);
}

/** Partly known texts a variable may hold (`declare X=/etc/$Q`), kept beside its earlier ones. */
export function keepPartialTexts(r: { values: LineValues | undefined }, name: string, texts: readonly string[], overflowing = false): void {
  const named = texts.filter(namesSome);
  if (named.length === 0 && !overflowing) return;
  const values = (r.values ??= new LineValues());
  const kept = (values.partial ??= new Map()).get(name) ?? [];
  for (const t of named) if (!kept.includes(t)) kept.push(t);
  // (More than are kept: the variable's readings ask, as an overflowing one's do.)
  if (overflowing || kept.length > MAX_PARTIAL_WORDS) values.overflowing.add(name);
  values.partial.set(name, kept.slice(0, MAX_PARTIAL_WORDS));
}

/** A part that may give a partly known word: an expansion, a substitution. */
function mayBePartial(p: WordPart): boolean {
  return p.type === 'expansion' || p.type === 'command-substitution' || p.type === 'process-substitution';
}

/** The partly known words one word's parts may give: a substitution's commands' words, a variable's kept ones. */
function wordPartials(word: Word, values: LineValues | undefined, out: PartialWords, seen: Set<Command>, met?: SubstitutionsMet): void {
  for (const p of word.parts) {
    if (p.type === 'expansion') add(out, values?.partial?.get(parameterName(p.text) ?? '') ?? []);
    else if ((p.type === 'command-substitution' || p.type === 'process-substitution') && met?.again(p) !== true) bodyPartials(p.body, values, out, seen);
  }
}

/** A substitution's commands' partly known words (`echo /etc/$Q`: `/etc/$Q`), and a function's it calls, with the call's words as its parameters. */
function bodyPartials(body: Command, values: LineValues | undefined, out: PartialWords, seen: Set<Command>, ofFunction = false): void {
  // (A function calling itself, or a body met twice, is read once.)
  if (seen.has(body)) return;
  seen.add(body);
  // (A function's body, read once per call of it, is kept per values: a substitution's own, read once, is not.)
  add(out, ofFunction && outsideCalls() ? keptOwnPartials(body, values, 0, () => ownPartials(body, values)) : ownPartials(body, values));
  const called = calledFunctionBodies(body, values);
  for (const b of called ?? []) bodyPartials(b, callValues(body, values!, 0), out, seen, true);
}

/** A body's own words' partly known texts, in bodyPartials' order (a function's body is read once per call of it: kept per values, call-memos.ts). */
function ownPartials(body: Command, values: LineValues | undefined): readonly string[] {
  const out: string[] = [];
  for (const w of bodyWords(body)) {
    out.push(...partialTexts(w, values));
    for (const p of w.parts) if (p.type === 'expansion') out.push(...(values?.partial?.get(parameterName(p.text) ?? '') ?? []));
  }
  // (And the whole text a printer prints of them, `echo ${Q}rm -rf x`: `${Q}rm -rf x`, a word a program may run.)
  out.push(...partlyPrinted(body, values));
  return out;
}

const keptOwnPartials = keptPerValues<readonly string[]>();

/** A word's texts with its known parts in place and its unknown ones as written (`/etc/$Q`), where no exact reading gives it; none for a literal word. */
function partialTexts(w: Word, values: LineValues | undefined): string[] {
  if (!wordValue(w).dynamic || !w.parts.some((p) => p.type !== 'literal' && p.type !== 'glob')) return [];
  const read = readWord(w, values, 0);
  // (A substitution's own text names nothing: its commands' words are read, bodyPartials.)
  if (read === undefined) return w.parts[0]!.type === 'command-substitution' && w.parts.length === 1 ? [] : [w.parts.map((p) => p.text).join('')];
  // (Only a word an unknown part stays in: a value's glob alone is read as a glob, given-values.ts.)
  return read.dynamic ? read.words.filter((t) => t.includes('$') || t.includes('`')) : [];
}

function add(out: PartialWords, words: readonly string[]): void {
  for (const w of words) addPartial(out, w);
}

/** A text's words with an unknown part (a here-string's, `mytool <<< "/etc/$Q"`), each also with a variable's partly known values in place (`X=/etc/$Q; mytool <<< "$X"`). */
export function partialTextWords(text: string, values: LineValues | undefined, out: PartialWords): void {
  for (const w of text.split(/\s+/)) {
    if (!w.includes('$') && !w.includes('`')) continue;
    addPartial(out, w);
    if (values?.partial === undefined) continue;
    for (const m of w.matchAll(NAMED)) for (const v of values.partial.get(m[1] ?? m[2]!) ?? []) addPartial(out, w.replace(m[0], v));
  }
}

/** Whether a partly known word has more than plain expansions. */
function namesSome(word: string): boolean {
  return word.replace(PLAIN_EXPANSION, '') !== '';
}

/** A plain expansion: `$X`, `${X}`, `$1`, `$@`. */
const PLAIN_EXPANSION = /\$(?:\{[A-Za-z0-9_@*#?]+\}|[A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/g;

/** `$X`, `${X}` in a text. */
/**
 * A text with each variable's partly known values in place, one at a time (`X=$(echo ${Q}rm -rf
 * x); echo "$X" | mytool`: `${Q}rm -rf x`), at most MAX_PARTIAL_WORDS texts: what a printer of
 * it pipes a program that may run it (compound-walk.ts; session 44, was allowed beside Shell(rm *)).
 */
export function partialValueTexts(text: string, values: LineValues | undefined): string[] {
  const out: string[] = [];
  if (values?.partial === undefined || !text.includes('$')) return out;
  for (const m of text.matchAll(NAMED)) {
    for (const v of values.partial.get(m[1] ?? m[2]!) ?? []) {
      const t = text.slice(0, m.index) + v + text.slice(m.index + m[0].length);
      if (!out.includes(t)) out.push(t);
      if (out.length >= MAX_PARTIAL_WORDS) return out;
    }
  }
  return out;
}

const NAMED = /\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})/g;

/** One partly known word, kept unless already kept or past the bound (then the reading overflows). */
export function addPartial(out: PartialWords, word: string): void {
  // (A word of plain expansions alone, `$X`, `"$@"`, names nothing the line shows: not kept, so many of them, `for f in $A $B …`, do not overflow.)
  if (!namesSome(word) || out.words.includes(word)) return;
  if (out.words.length >= MAX_PARTIAL_WORDS) out.overflowing = true;
  else out.words.push(word);
}
