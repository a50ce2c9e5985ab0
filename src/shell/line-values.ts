// What a line assigns that given-values.ts reads into an unknown program's words: the literal
// values of its variables (on their own, given to export, declare, local, readonly, read, mapfile
// or printf -v, a loop's words, an array's elements), the values it exports, and the texts it
// writes to files (piped-text.ts writtenFileText). Every value any branch assigns is kept: they
// are read for deny and ask rules only.

import type { Command, Word, WordPart } from './ast.js';
import { assignedNames } from './command-variables.js';
import { hereDocument } from './redirects.js';
import type { PipedText } from './piped-text.js';
import { printedText as printerText } from './piped-text.js';
import type { Simple } from './runs.js';
import { wordValue } from './words.js';
import { scanPosixShell } from './posix-shell-arguments.js';

/** Distinct values kept per variable: more make the command's reading incomplete (a work bound). */
export const MAX_VALUES = 16;
/** References followed from one name (`declare -n A=B B=C`): a longer chain is unclear. */
const MAX_HOPS = 8;
/** A reference's target: a variable's name, with a subscript or not (`A`, `A[@]`, `A[0]`). */
const REFERENCE_TARGET = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[([^\]]*)\])?$/;

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

  /** Name references (`declare -n R=X`): the variable each names, `''` where the line does not show it. */
  refs: Map<string, string> | undefined = undefined;

  /** A value assigned; `X+=v` appends: each value X may have had, with v after it, and v. (`R=v` assigns what R refers to.) */
  assign(written: string, value: string, append = false): void {
    const name = this.target(written);
    if (name === '') return;
    if (append) for (const b of this.byName.get(name)?.slice() ?? []) this.add(name, b + value);
    this.add(name, value);
  }

  /** The values of a variable, or of the one a reference names (its values are the reference's: bash reads them through it). */
  get(name: string): string[] | undefined {
    return this.byName.get(this.refs === undefined ? name : this.target(name));
  }

  /** `declare -n NAME=TARGET`: NAME refers to TARGET's variable (`A[@]`: A); an unclear target, `''` or `$V`, is unknown. */
  refer(name: string, target: string): void {
    const m = REFERENCE_TARGET.exec(target);
    (this.refs ??= new Map()).set(name, m?.[1] ?? '');
    if (m?.[2] === '@' || m?.[2] === '*') (this.elementRefs ??= new Set()).add(name);
  }

  /** References to every element of an array (`declare -n R='A[@]'`): `"$R"` is a word per element. */
  elementRefs: Set<string> | undefined = undefined;

  /** Whether a name refers, through its references, to every element of an array. */
  everyElement(name: string): boolean {
    for (let hop = 0; hop <= MAX_HOPS && this.elementRefs !== undefined; hop++) {
      if (this.elementRefs.has(name)) return true;
      const to = this.refs?.get(name);
      if (to === undefined || to === '') return false;
      name = to;
    }
    return false;
  }

  /** A reference whose variable the line does not show: its words are unknown. */
  unclear(name: string): boolean {
    return this.refs !== undefined && this.target(name) === '';
  }

  /** The variable a name stands for through its references (a chain of more than MAX_HOPS, or a loop, is unclear: `''`). */
  private target(name: string): string {
    if (this.refs === undefined) return name;
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      const to = this.refs.get(name);
      if (to === undefined || to === name) return to === undefined ? name : '';
      if (to === '') return '';
      name = to;
    }
    return '';
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
    for (const v of this.get(name) ?? []) {
      if (this.exported.includes(v)) continue;
      if (this.exported.length < MAX_VALUES) this.exported.push(v);
      else this.exportedOverflowing = true;
    }
  }

  /** More values exported than kept: every later unknown program's reading asks. */
  exportedOverflowing = false;
}

/** A bash `NAME=value` the line makes (on its own, or given to export, declare, local…): its value, where it is literal once known values are in place. */
export function assignedValue(r: { values: LineValues | undefined }, name: string, value: Word | undefined, append: boolean, array?: readonly Word[]): void {
  const read = array !== undefined ? arrayValue(array, r.values) : value === undefined ? '' : knownValue(value, r.values);
  if (read === undefined) return;
  (r.values ??= new LineValues()).assign(name, read, append);
}

/** An array's elements, `A=(rm -rf x)`, as one value of its words (`"${A[@]}"` splits it again), or undefined while one is unknown; a `[KEY]=` is left off. */
function arrayValue(elements: readonly Word[], values: LineValues | undefined): string | undefined {
  const out: string[] = [];
  for (const w of elements) {
    const v = knownValue(w, values);
    if (v === undefined) return undefined;
    out.push(v.replace(/^\[[^\]]*\]\+?=/, ''));
  }
  return out.join(' ');
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
  // (`declare -n R=X`, `local -n`, `typeset -n`: R refers to X; export's and readonly's -n are other options.)
  const refers = builtin !== 'export' && builtin !== 'readonly' && words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*n/.test(w));
  for (let k = 1; k < words.length; k++) {
    const m = ASSIGNMENT_WORD.exec(words[k]!);
    if (m === null) continue;
    if (refers && m[3] !== undefined) (r.values ??= new LineValues()).refer(m[1]!, dynamic[k] ? '' : m[3]);
    if (refers || dynamic[k]) continue;
    if (m[3] !== undefined) (r.values ??= new LineValues()).assign(m[1]!, m[3], m[2] === '+');
    if (exports) r.values?.exportName(m[1]!);
  }
}

/**
 * The values builtins that read or print into variables give them where the line shows the
 * text: `read X <<< TEXT`, `mapfile -t A <<EOF` (the text, and for read each field), `printf -v
 * X FORMAT ARGS` (what printf prints, piped-text.ts printedText).
 */
export function readValues(r: { values: LineValues | undefined }, c: Simple, name: string): void {
  if (name === 'printf') {
    const text = printfValue(c.words, c.dynamic);
    if (text !== undefined) for (const n of assignedNames('printf', c.words)) (r.values ??= new LineValues()).assign(n, text);
    return;
  }
  if (name !== 'read' && name !== 'mapfile' && name !== 'readarray') return;
  const input = c.stdinScript;
  if (input === undefined || !input.literal) return;
  const text = input.text.replace(/(?<!\n)\n+$/, '');
  const names = assignedNames(name, c.words);
  if (name !== 'read' && names.length === 0) names.push('MAPFILE');
  if (name === 'read' && names.length === 0) names.push('REPLY');
  const values = (r.values ??= new LineValues());
  const fields = names.length > 1 ? text.split(/[ \t\n]+/) : [];
  for (const n of names) {
    values.assign(n, text);
    for (const f of fields) values.assign(n, f);
  }
}

/** What `printf -v NAME FORMAT ARGS` assigns, where its words are literal. */
function printfValue(words: readonly string[], dynamic: readonly boolean[]): string | undefined {
  let k = 1;
  for (; k < words.length && words[k]!.startsWith('-'); k++) {
    if (words[k] === '--') {
      k++;
      break;
    }
    if (words[k] === '-v') k++;
  }
  if (k >= words.length || dynamic.slice(k).some(Boolean)) return undefined;
  return printerText(words.slice(k), true);
}

/** A `for NAME in WORDS` or `select`: each word's literal value (an unquoted one split at blanks) is a value of NAME. */
export function loopWordValues(r: { values: LineValues | undefined }, name: string, words: readonly Word[]): void {
  for (const w of words) {
    const read = readWord(w, r.values, 0);
    const v = wordValue(w);
    const each = read !== undefined ? (read.dynamic ? [] : read.words) : v.dynamic ? [] : [v.value];
    for (const value of each) (r.values ??= new LineValues()).assign(name, value);
  }
}

/**
 * The positional parameters a shell's `-c` string is given on the line (`bash -c 'mytool "$1"' _
 * /etc/passwd`: `$0` is `_`, `$1` and `$@` are `/etc/passwd`), as values of `0`, `1`, … and `@`.
 */
export function positionalValues(r: { values: LineValues | undefined }, c: Simple): void {
  const at = scanPosixShell(c.words, c.dynamic).commandString;
  if (at === undefined || at + 1 >= c.words.length) return;
  const values = (r.values ??= new LineValues());
  const all: string[] = [];
  for (let k = at + 1; k < c.words.length; k++) {
    if (c.dynamic[k]) return;
    values.assign(String(k - at - 1), c.words[k]!);
    if (k > at + 1) all.push(c.words[k]!);
  }
  if (all.length > 0) for (const name of ['@', '*']) values.assign(name, all.join(' '));
}

/** `NAME`, `NAME=value`, `NAME+=value` (an option or a subscript is none). */
const ASSIGNMENT_WORD = /^([A-Za-z_][A-Za-z0-9_]*)(?:(\+?)=([\s\S]*))?$/;

/**
 * The variable an expansion gives the value of, where it is set: `$NAME`, `${NAME}`, an array's
 * `${NAME[@]}`, `${NAME[0]}`, a positional parameter (`$1`, `${10}`, `"$@"`), `${NAME:-…}`, `${NAME=…}`,
 * `${NAME:?…}` (its default is read elsewhere: expansion-names.ts defaultValueReading), and its
 * value changed (`${NAME,,}`, `${NAME%…}`, `${NAME/…}`, `${NAME:1}`). Not `${NAME:+…}` or a length.
 */
export function parameterName(text: string): string | undefined {
  const m = VALUE_PARAMETER.exec(text);
  return m === null ? undefined : m[1] ?? m[2];
}

const VALUE_PARAMETER = /^\$(?:([A-Za-z_][A-Za-z0-9_]*|[0-9@*])|\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])(?:\[[^\]]*\]|:?[-=?][^}]*|[%#/][^}]*|:[^-=?+][^}]*|,,?|\^\^?)?\})$/;
/** An array's every element (`${A[@]}`, `${A[*]}`) or every positional parameter (`$@`, `${*}`): its words, even quoted. */
const ALL_ELEMENTS = /\[[@*]\]\}$|^\$\{?[@*]\}?$/;

/**
 * The words one word becomes with its known parts in place: an unquoted value splits at blanks,
 * as bash splits it (a quoted one does not); dynamic when an unknown part stays (its parts are
 * then the word's own). Undefined when no part is known.
 */
export function readWord(word: Word, values: LineValues | undefined, r: number): { words: string[]; dynamic: boolean } | undefined {
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
    if ((p.type !== 'expansion' && p.type !== 'command-substitution') || (p.quoted && !(p.type === 'expansion' && allElements(p.text, values)))) {
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

/** An expansion of every element of an array or every positional parameter, directly or through a reference (`declare -n R='A[@]'; "$R"`). */
function allElements(text: string, values: LineValues | undefined): boolean {
  return ALL_ELEMENTS.test(text) || (values?.elementRefs !== undefined && values.everyElement(parameterName(text) ?? ''));
}

/** A part's value where the line shows it: a known variable's, a substitution's printed words; undefined when not known. */
function partValue(p: WordPart, values: LineValues | undefined, r: number): string | undefined {
  if (p.type === 'literal') return undefined;
  if (p.type === 'expansion') {
    const got = values?.get(parameterName(p.text) ?? '');
    if (got === undefined) return undefined;
    const value = got[r % got.length]!;
    // (`${X,,}`, `${X^^}` change its case; a pattern, replacement or substring, `${X%.gz}`, `${X:1}`, is read as the whole value: a reading for deny and ask rules.)
    return p.text.endsWith(',}') ? value.toLowerCase() : p.text.endsWith('^}') ? value.toUpperCase() : value;
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
    return text?.literal === true ? text.text.replace(/(?<!\n)\n+$/, '') : undefined;
  }
  if ((name !== 'echo' && name !== 'printf') || body.redirects.length > 0) return undefined;
  // (As a pipe reads them: printf's format filled, and the words again with their escapes read, `echo -e '\x2fetc'`.)
  let from = 1;
  // (echo's options print nothing: `-n`, `-e`, `-E`.)
  while (name === 'echo' && from < words.length && /^-[neE]+$/.test(words[from]!)) from++;
  return printerText(words.slice(from), name === 'printf');
}
