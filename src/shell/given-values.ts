// The values a line gives a program the analysis does not know, where the line shows them (issue
// 3): `X='rm -rf x'; mytool "$X"`, `F=/etc/passwd; mytool $F`, `mytool "$(echo /etc/passwd)"`,
// `export X='rm -rf x'; mytool`. Such a program may run its words, or open or reach what they
// name (unknown-programs.ts, possible-paths.ts, url-words.ts): its words are read again with each
// variable's literal values and each substitution's printed words in place, and the values the
// line exports as more words (the program inherits them). Deny and ask rules only: every reading
// is a possible one (scope restrict), and a value assigned anywhere earlier on the line counts,
// whichever branch assigned it, so a rule matching one asks, never denies.

import type { Command, Word, WordPart } from './ast.js';
import { derivedPaths, type PathRef, type UrlRef } from './arguments.js';
import type { WorkBudget } from './budget.js';
import { hereDocument } from './redirects.js';
import type { PipedText } from './piped-text.js';
import type { Simple } from './runs.js';
import { subjectOf } from './subject-of.js';
import type { CommandSubject } from './subject.js';
import { mayRunWords } from './unknown-programs.js';
import { wordValue } from './words.js';

/** Distinct values kept per variable: more make the command's reading incomplete (a work bound). */
const MAX_VALUES = 8;
/** Characters of one reading's words: more make it incomplete (a value repeated in many words). */
const MAX_READING = 20_000;

/** The literal values a line has assigned, by variable, and the values it exported. */
export class LineValues {
  readonly byName = new Map<string, string[]>();
  readonly exported: string[] = [];
  /** A variable with more than MAX_VALUES values: its words are not read. */
  readonly overflowing = new Set<string>();
  /** The texts the line writes to files, by file (piped-text.ts writtenFileText). */
  readonly files = new Map<string, PipedText[]>();
  /** Files written more often than their texts are kept: a command reading one asks. */
  readonly overflowingFiles = new Set<string>();

  /** A value assigned; `X+=v` appends: each value X may have had, with v after it, and v. */
  assign(name: string, value: string, append = false): void {
    if (append) for (const b of this.byName.get(name)?.slice() ?? []) this.add(name, b + value);
    this.add(name, value);
  }

  private add(name: string, value: string): void {
    const values = this.byName.get(name);
    if (values === undefined) this.byName.set(name, [value]);
    else if (values.includes(value)) return;
    else if (values.length < MAX_VALUES) values.push(value);
    else this.overflowing.add(name);
  }

  /** `export NAME` / `export NAME=value`: each known value goes to every later program. */
  exportName(name: string): void {
    for (const v of this.byName.get(name) ?? []) if (!this.exported.includes(v) && this.exported.length < MAX_VALUES) this.exported.push(v);
  }
}

/** The analyzer, as given values reach it (analyze.ts). */
export interface ValuesReader {
  readonly commands: CommandSubject[];
  readonly budget: WorkBudget;
  values: LineValues | undefined;
  addPath(ref: PathRef): void;
  addUrl(ref: UrlRef): void;
  note(reason: string, text: string): void;
}

/** A bash `NAME=value` the line makes (on its own, or given to export, declare, local…): its value, where it is literal once known values are in place. */
export function assignedValue(r: { values: LineValues | undefined }, name: string, value: Word | undefined, append: boolean): void {
  const read = value === undefined ? '' : knownValue(value, r.values);
  if (read === undefined) return;
  (r.values ??= new LineValues()).assign(name, read, append);
}

/** A word's literal value with known variables and printed substitutions in place (their first value), or undefined while anything stays unknown. */
function knownValue(word: Word, values: LineValues | undefined): string | undefined {
  const v = wordValue(word);
  if (!v.dynamic) return v.value;
  const read = readWord(word, values, 0);
  return read === undefined || read.dynamic ? undefined : read.words.join(' ');
}

/**
 * The `NAME=value` words export, declare, typeset, local or readonly are given (their literal
 * values), and the names export (or `declare -x`) exports: `export X='rm -rf x'`, `X=v; export X`.
 */
export function builtinValues(r: { values: LineValues | undefined }, builtin: string, words: readonly string[], dynamic: readonly boolean[]): void {
  const exports = builtin === 'export' || words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*x/.test(w));
  for (let k = 1; k < words.length; k++) {
    const m = dynamic[k] ? null : ASSIGNMENT_WORD.exec(words[k]!);
    if (m === null) continue;
    if (m[3] !== undefined) (r.values ??= new LineValues()).assign(m[1]!, m[3], m[2] === '+');
    if (exports) r.values?.exportName(m[1]!);
  }
}

/** `NAME`, `NAME=value`, `NAME+=value` (an option or a subscript is none). */
const ASSIGNMENT_WORD = /^([A-Za-z_][A-Za-z0-9_]*)(?:(\+?)=([\s\S]*))?$/;

/** Whether a bash command's words may hold a value the line shows: the line assigned one, or a word has a substitution (the usual command: neither). */
export function mayGiveValues(values: LineValues | undefined, c: Simple): boolean {
  if (c.dialect !== 'bash') return false;
  if (values !== undefined) return true;
  for (let k = 1; k < c.dynamic.length; k++) if (c.dynamic[k] && (c.words[k]!.includes('$(') || c.words[k]!.includes('`'))) return true;
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
  if (mayRun?.split !== true) return;
  const values = a.values;
  const readings = values === undefined ? 1 : readingCount(c.spans, values);
  for (let r = 0; r < readings; r++) {
    const read = readCommand(c, values, r);
    if (read === undefined) return;
    if (read === TOO_LONG) return a.note('the values the line gives a program are too long to read', source);
    if (read === OVERFLOWING) return a.note(`a variable given to a program has more than ${MAX_VALUES} values on the line`, source);
    const s: Simple = { ...c, words: read.words, dynamic: read.dynamic, spans: read.spans, noSplitTail: true };
    a.commands.push({ ...subjectOf(s, source, 'restrict', false, false, mayRun), possible: POSSIBLE });
    const d = derivedPaths(name, read.words, read.dynamic, 'bash', source, a.budget.parts);
    for (const p of d.paths) a.addPath({ ...p, scope: 'restrict', possible: true });
    for (const u of d.urls ?? []) {
      if (u.dynamic) continue;
      a.addUrl(u.possible === true ? { url: u.url, text: source, scope: 'restrict', possible: true, ...(u.namedOnly === true ? { namedOnly: true } : {}) } : { url: u.url, text: source, scope: 'restrict' });
    }
  }
}

/** How many readings cover each value of each variable the words name (the most values one has). */
function readingCount(spans: readonly Word[], values: LineValues): number {
  let n = 1;
  for (const s of spans) {
    for (const p of s.parts) {
      if (p.type !== 'expansion') continue;
      const got = values.byName.get(parameterName(p.text) ?? '');
      if (got !== undefined && got.length > n) n = got.length;
    }
  }
  return n;
}

const TOO_LONG = Symbol('too long');
const OVERFLOWING = Symbol('overflowing');

interface Reading {
  readonly words: string[];
  readonly dynamic: boolean[];
  readonly spans: Word[];
}

/** The command's words with values in place (reading `r`: each variable's value r, modulo its count), or undefined when none is. */
function readCommand(c: Simple, values: LineValues | undefined, r: number): Reading | typeof TOO_LONG | typeof OVERFLOWING | undefined {
  const out: Reading = { words: [c.words[0]!], dynamic: [false], spans: [c.spans[0]!] };
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
    const read = readWord(span, values, r);
    if (read === undefined) {
      push(out, c.words[i]!, c.dynamic[i]!, span);
      continue;
    }
    changed = true;
    for (const w of read.words) {
      push(out, w, read.dynamic, { start: span.start, end: span.end, text: w, parts: read.dynamic ? span.parts : [{ type: 'literal', text: w, quoted: true }] });
      length += w.length;
    }
  }
  for (const v of r === 0 ? values?.exported ?? [] : []) {
    changed = true;
    const at = c.spans[c.spans.length - 1]!.end;
    push(out, v, false, { start: at, end: at, text: v, parts: [{ type: 'literal', text: v, quoted: true }] });
    length += v.length;
  }
  if (length > MAX_READING) return TOO_LONG;
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
    if (p.type === 'expansion' && values !== undefined && values.byName.has(parameterName(p.text) ?? '')) return true;
  }
  return false;
}

function namesOverflowing(word: Word, values: LineValues): boolean {
  if (values.overflowing.size === 0) return false;
  for (const p of word.parts) if (p.type === 'expansion' && values.overflowing.has(parameterName(p.text) ?? '')) return true;
  return false;
}

/** `$NAME`, `${NAME}`: the name (no operator, subscript or special parameter). */
function parameterName(text: string): string | undefined {
  return PLAIN_PARAMETER.exec(text)?.[1] ?? PLAIN_PARAMETER.exec(text)?.[2];
}

const PLAIN_PARAMETER = /^\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})$/;

/**
 * The words one word becomes with its known parts in place: an unquoted value splits at blanks,
 * as bash splits it (a quoted one does not); dynamic when an unknown part stays (its parts are
 * then the word's own). Undefined when no part is known.
 */
function readWord(word: Word, values: LineValues | undefined, r: number): { words: string[]; dynamic: boolean } | undefined {
  const words: string[] = [];
  let current = '';
  let started = false;
  let known = false;
  let dynamic = false;
  for (const p of word.parts) {
    const value = partValue(p, values, r);
    if (value === undefined) {
      current += p.text;
      started = true;
      if (p.type !== 'literal') dynamic = true;
      continue;
    }
    known = true;
    if ((p.type !== 'expansion' && p.type !== 'command-substitution') || p.quoted) {
      current += value;
      started = true;
      continue;
    }
    const fields = value.split(/[ \t\n]+/);
    for (let k = 0; k < fields.length; k++) {
      if (k > 0 && (started || current !== '')) {
        words.push(current);
        current = '';
        started = false;
      }
      current += fields[k]!;
      if (fields[k] !== '') started = true;
    }
  }
  if (started || current !== '') words.push(current);
  return known ? { words, dynamic } : undefined;
}

/** A part's value where the line shows it: a known variable's, a substitution's printed words; undefined when not known. */
function partValue(p: WordPart, values: LineValues | undefined, r: number): string | undefined {
  if (p.type === 'literal') return undefined;
  if (p.type === 'expansion') {
    const got = values?.byName.get(parameterName(p.text) ?? '');
    return got === undefined ? undefined : got[r % got.length];
  }
  return p.type === 'command-substitution' ? printedText(p.body) : undefined;
}

/**
 * What a substitution's command prints where the line shows it: echo's or printf's literal words
 * (their text, read as a value: `$(echo /etc/passwd)`, `$(printf evil.com)`), or cat's
 * here-string or here-document (`$(cat <<< 'rm -rf x')`). Undefined for any other command.
 */
function printedText(body: Command): string | undefined {
  if (body.type !== 'simple' || body.assignments.length > 0 || body.words.length === 0) return undefined;
  const words: string[] = [];
  for (const w of body.words) {
    const v = wordValue(w);
    if (v.dynamic) return undefined;
    words.push(v.value);
  }
  const name = words[0];
  if (name === 'cat' && words.length === 1) {
    const text = hereDocument(body.redirects);
    return text?.literal === true ? text.text.replace(/\n+$/, '') : undefined;
  }
  if ((name !== 'echo' && name !== 'printf') || body.redirects.length > 0) return undefined;
  return words.slice(1).join(' ');
}
