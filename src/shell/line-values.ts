// What a line assigns that given-values.ts reads into an unknown program's words: the literal
// values of its variables (on their own, given to export, declare, local, readonly, a loop's
// words, an array's elements; builtin-reads.ts: read, mapfile, printf -v, set, getopts), the values
// it exports, and the texts it writes to files (piped-text.ts writtenFileText). Every value any branch
// assigns is kept: they are read for deny and ask rules only (value-readings.ts reads words with them in place).

import type { Command, Word } from './ast.js';
import { globWords, type PipedText } from './piped-text.js';
import { wordValue } from './words.js';
import { readNames, readText } from './read-fields.js';
import { keepPartialTexts, keepPartialValue } from './partial-words.js';
import { keepListedShapes } from './listed-paths.js';
import { unreadTextSubstitution } from './computed-output.js';
import { pipelineOutput, readingCount, readWord, shownText, textsWithValues, unreadSubstitution } from './value-readings.js';
import { calledFunctionBodies } from './function-values.js';

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
  /** Why a file of overflowingFiles is not read where that is not its count (`{ … >&2; } 2> g`, `exec 3>g`): the first reason, for the ask. */
  unreadReasons: Map<string, string> | undefined = undefined;
  /** `exec < FILE`: the shell's own input is a file, which every later command without its own reads (compound-walk.ts). */
  shellInput = false;

  /** Variables a value of which is a glob bash expanded (`for f in /et?/passwd`): read as the glob even quoted. */
  globbed: Set<string> | undefined = undefined;
  /** Values the line shows only in part, by variable (`X=/etc/$Q`: `/etc/$Q`, partial-words.ts): read as a partly known word is. */
  partial: Map<string, string[]> | undefined = undefined;

  /** Lister globs a variable's value may hold (`X=$(git ls-files)`, listed-paths.ts). */
  listed: Map<string, string[]> | undefined = undefined;

  /** The line may assign IFS (line-settings.ts): an unquoted value may split where the analysis does not follow. */
  ifsMayChange = false;

  /** Functions the line defines, by name (function-values.ts): a substitution calling one prints what its body does. */
  functions: Map<string, Command[]> | undefined = undefined;

  /** Name references (`declare -n R=X`): the variable each names, `''` where the line does not show it. */
  refs: Map<string, string> | undefined = undefined;
  /** How many times a reference was set: a reference pointed elsewhere changes no size (what is kept per values, substitution-paths.ts valuesStamp, sees it). */
  referrals = 0;

  /** A file whose written text the line does not read: a command reading it asks, for `why` (the first reason given). */
  unread(file: string, why: string): void {
    this.overflowingFiles.add(file);
    const reasons = (this.unreadReasons ??= new Map());
    if (!reasons.has(file)) reasons.set(file, why);
  }

  /** A value assigned; `X+=v` appends: each value X may have had, with v after it, and v. (`R=v` assigns what R refers to.) */
  assign(written: string, value: string, append = false): void {
    const name = this.target(written);
    if (name === '') return;
    if (append) for (const b of this.byName.get(name)?.slice() ?? []) this.add(name, b + value);
    this.add(name, value);
    if (this.exportsAll || this.exportedNames?.has(name) === true) this.exportName(name);
  }

  /** The values of a variable, or of the one a reference names (its values are the reference's: bash reads them through it). */
  get(name: string): string[] | undefined {
    return this.byName.get(this.refs === undefined ? name : this.target(name));
  }

  /** `declare -n NAME=TARGET`: NAME refers to TARGET's variable (`A[@]`: A); an unclear target, `''` or `$V`, is unknown. */
  refer(name: string, target: string): void {
    const m = REFERENCE_TARGET.exec(target);
    (this.refs ??= new Map()).set(name, m?.[1] ?? '');
    this.referrals++;
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

  /** `set -a` (allexport): every variable assigned later is exported. */
  exportsAll = false;

  /** Names exported: a value assigned later goes to every later program too (`export X; X=v`). */
  exportedNames: Set<string> | undefined = undefined;

  /** `export NAME` / `export NAME=value`: each known value goes to every later program. */
  exportName(name: string): void {
    (this.exportedNames ??= new Set()).add(name);
    for (const v of this.get(name) ?? []) {
      if (this.exported.includes(v)) continue;
      if (this.exported.length < MAX_VALUES) this.exported.push(v);
      else this.exportedOverflowing = true;
    }
  }

  /** More values exported than kept: every later unknown program's reading asks. */
  exportedOverflowing = false;
}

/** A bash `NAME=value` the line makes (on its own, or given to export, declare, local…): its values, where literal once known values are in place (each value of each variable it names). */
export function assignedValue(r: { values: LineValues | undefined }, name: string, value: Word | undefined, append: boolean, array?: readonly Word[]): void {
  const words = array ?? (value === undefined ? [] : [value]);
  keepListedShapes(r, name, words);
  // (`X=$(realpath /1 … /etc/passwd)`, `X=$(base64 -d <<< …)`: more paths than are read, or a computed text; X's words are not read, so its reading asks.)
  if (unreadSubstitution(words, r.values) !== undefined) {
    (r.values ??= new LineValues()).overflowing.add(name);
    return;
  }
  // (An array's elements are globbed, `A=(/et*/passwd)`, and so are their unquoted expansions and
  // substitutions, `A=($X)` of X=/et?/passwd (session 40: was read as the text), but for a `[K]=`
  // element, an assignment: its values are read as globs even quoted.)
  if (array?.some(globbedElement) === true) ((r.values ??= new LineValues()).globbed ??= new Set()).add(name);
  const count = readingCount(words, r.values);
  for (let k = 0; k < count; k++) {
    const read = array !== undefined ? arrayValue(array, r.values, k) : value === undefined ? '' : knownValue(assignedWord(value), r.values, k);
    if (read !== undefined) (r.values ??= new LineValues()).assign(name, read, append);
    // (`Y=$(echo $X)` of X=/et?/passwd: the names echo's glob matched, read as the glob wherever $Y is, quoted or not.)
    const glob = read === undefined && value !== undefined ? globValue(value, r.values, k) : undefined;
    if (glob !== undefined) globbedName((r.values ??= new LineValues()), name).assign(name, glob, append);
    if ((read !== undefined || glob !== undefined) && array === undefined && value !== undefined) substitutionLines(r, name, value, k, glob !== undefined, append);
  }
  // (An array with an element the line does not show, `A=(/etc/passwd $Q)`: each element it shows is a value of it.)
  if (array !== undefined && arrayValue(array, r.values, 0) === undefined) for (const w of array) elementValue(r, name, w);
  for (const w of array ?? (value === undefined ? [] : [value])) keepPartialValue(r, name, w, append && array === undefined);
}

/**
 * `Y=$(printf %s $X)`: printf's text is its words as written and as printed, a line each
 * (piped-text.ts printed), which the word's reading split and joined at blanks; bash splits no
 * assignment, so each line is a value too (a glob where the reading was one: bash globbed $X).
 */
function substitutionLines(r: { values: LineValues | undefined }, name: string, value: Word, k: number, globbed: boolean, append: boolean): void {
  const only = value.parts.length === 1 ? value.parts[0]! : undefined;
  if (only?.type !== 'command-substitution') return;
  const text = shownText(only.body, r.values, k);
  if (text === undefined || !text.includes('\n')) return;
  const values = globbed ? globbedName((r.values ??= new LineValues()), name) : (r.values ??= new LineValues());
  for (const line of text.split('\n')) if (line !== '') values.assign(name, line, append);
}

/** Whether bash globs an array element's words: a glob, an unquoted expansion or substitution, not in a `[K]=` element. */
function globbedElement(w: Word): boolean {
  if (/^\[[^\]]*\]\+?=/.test(w.text)) return false;
  return w.parts.some((p) => p.type === 'glob' || ((p.type === 'expansion' || p.type === 'command-substitution') && !p.quoted));
}

/**
 * A scalar assignment's word with its expansions read as quoted: bash neither splits nor globs an
 * assignment (`X=/et?/passwd; Y=$X` is the text `/et?/passwd`, as `Y="$X"`; session 40: it was
 * read as the names a glob matched, so `mytool "$Y"` asked). A value that is itself such names
 * (a loop's, LineValues.globbed) stays one.
 */
function assignedWord(word: Word): Word {
  if (!word.parts.some((p) => p.type === 'expansion' && !p.quoted)) return word;
  return { ...word, parts: word.parts.map((p) => (p.type === 'expansion' && !p.quoted ? { ...p, quoted: true } : p)) };
}

/** An array's element as a value of it, where the line shows it (`[KEY]=` left off). */
function elementValue(r: { values: LineValues | undefined }, name: string, w: Word): void {
  const v = knownValue(w, r.values, 0);
  if (v !== undefined) (r.values ??= new LineValues()).assign(name, v.replace(/^\[[^\]]*\]\+?=/, ''));
  // (`A=($X)` of X=/et?/passwd: the names bash's glob matched, read as the glob wherever `${A[0]}` is; session 40: A had no value, read as one the line does not set.)
  const glob = v === undefined && globbedElement(w) ? globValue(w, r.values, 0) : undefined;
  if (glob !== undefined) globbedName((r.values ??= new LineValues()), name).assign(name, glob);
}

/** An array's elements, `A=(rm -rf x)`, as one value of its words (`"${A[@]}"` splits it again), or undefined while one is unknown; a `[KEY]=` is left off. */
function arrayValue(elements: readonly Word[], values: LineValues | undefined, r: number): string | undefined {
  const out: string[] = [];
  for (const w of elements) {
    const v = knownValue(w, values, r);
    if (v === undefined) return undefined;
    out.push(v.replace(/^\[[^\]]*\]\+?=/, ''));
  }
  return out.join(' ');
}

/** A word's literal value with known variables and printed substitutions in place (reading r: each variable's value r, modulo its count), or undefined while anything stays unknown. */
function knownValue(word: Word, values: LineValues | undefined, r: number): string | undefined {
  const v = wordValue(word);
  if (!v.dynamic) return v.value;
  // (bash globs no assignment: `X=/et*` is the text `/et*`, which `$X` globs later.)
  if (word.parts.every((p) => p.type === 'literal' || p.type === 'glob')) return word.parts.map((p) => p.text).join('');
  const read = readWord(word, values, r);
  return read === undefined || read.dynamic ? undefined : read.words.join(' ');
}

/**
 * A word whose only unknown is a glob bash expanded (value-readings.ts readWord): its text with the
 * glob as written. Not a glob another command's derived paths hold (`X=$(ls src/*.ts)`: read as before).
 */
function globValue(word: Word, values: LineValues | undefined, r: number): string | undefined {
  if (word.parts.some((p) => p.type === 'command-substitution' && shownText(p.body, values, r) === undefined && calledFunctionBodies(p.body, values) === undefined)) return undefined;
  const read = readWord(word, values, r);
  return read === undefined || !read.dynamic || read.unknown ? undefined : read.words.join(' ');
}

/** The values with `name` among the variables whose values are globs (LineValues.globbed). */
export function globbedName(values: LineValues, name: string): LineValues {
  (values.globbed ??= new Set()).add(name);
  return values;
}

/** `${NAME:=VALUE}`'s VALUE from `at` (line text, quotes dropped) as a value of NAME, where it is literal (no expansion or nested brace). */
export function defaultValue(r: { values: LineValues | undefined }, name: string, text: string, at: number): void {
  const end = text.indexOf('}', at);
  if (end < 0) return;
  const value = text.slice(at, end);
  if (/[$`{\\]/.test(value)) return;
  (r.values ??= new LineValues()).assign(name, value.replace(/['"]/g, ''));
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
    if (refers) continue;
    // (`declare Y=$X`, `export Y="$X"`: with X's known values in place.)
    const given = !dynamic[k] ? (m[3] === undefined ? [] : [m[3]]) : (textsWithValues(m[3] ?? '', r.values) ?? []).filter((v) => !/[$`]/.test(v));
    // (`declare -a A=($X)`, `local -a A=("$X")`: an array value with an expansion, its words split
    // and globbed, is not read here (its word's text is not the value's: session 40, A had no value
    // and `mytool "${A[0]}"` was allowed of X=/etc/passwd); A's reading asks.)
    if (dynamic[k] && m[3]?.startsWith('(') === true) {
      (r.values ??= new LineValues()).overflowing.add(m[1]!);
      continue;
    }
    for (const v of given) (r.values ??= new LineValues()).assign(m[1]!, compoundValue(v), m[2] === '+');
    // (`local X=/etc/$1`, `declare -a A=(x /etc/$Q)`: values the line shows in part, each word of them, partial-words.ts.)
    if (dynamic[k]) {
      const texts = (textsWithValues(m[3] ?? '', r.values) ?? [m[3] ?? '']).flatMap((v) => v.split(/[\s()]+/)).filter((v) => /[$`]/.test(v));
      // (`declare X+=c/$Q` after `X=/et`: `/etc/$Q` too.)
      const before = m[2] === '+' ? r.values?.get(m[1]!) ?? [] : [];
      keepPartialTexts(r, m[1]!, [...texts, ...before.flatMap((b) => texts.map((t) => b + t))]);
    }
    // (Named before it is assigned, `export X; X=v`: its later values are exported too.)
    if (exports) (r.values ??= new LineValues()).exportName(m[1]!);
  }
}

/** `declare -a A=(x /etc/passwd)`'s value as its words are (arrayValue): the elements, `[KEY]=` left off. */
function compoundValue(value: string): string {
  if (!value.startsWith('(') || !value.endsWith(')')) return value;
  return value.slice(1, -1).trim().split(/\s+/).map((e) => e.replace(/^\[[^\]]*\]\+?=/, '')).join(' ');
}

/** `read X < f`, `mapfile -t A < f` of a file the line wrote (`words`: the command's): the variables its text gives. */
export function readFileValues(r: { values: LineValues | undefined }, words: readonly string[], given: PipedText): void {
  const name = words[0]!;
  if (name !== 'read' && name !== 'mapfile' && name !== 'readarray') return;
  // (A text computed by a tool the analysis does not follow, `tr x / <<< … > f`: the variables' values are not known, so their readings ask.)
  if (given.computed === true) for (const n of readNames(words, name)) (r.values ??= new LineValues()).overflowing.add(n);
  else readText(r, words, name, given.text.replace(/(?<!\n)\n+$/, ''));
  if (given.globs === true) globbedRead(r, words, name, given.text);
}

/** `read Y <<< ${X/a/$Q}`, `echo ${X/a/$Q} | read Y`: a text whose operation is not computed (computed-output.ts) makes the variables read unknown, so their readings ask. */
export function unreadText(r: { values: LineValues | undefined }, words: readonly string[], name: string, text: string): boolean {
  if (unreadTextSubstitution(text, r.values) === undefined) return false;
  for (const n of readNames(words, name)) (r.values ??= new LineValues()).overflowing.add(n);
  return true;
}

/** `read Y <<< $(echo $X)`, `echo $X | read Y` of X=/et?/passwd: the variables read a printed glob's names, read as the glob wherever they are. */
export function globbedRead(r: { values: LineValues | undefined }, words: readonly string[], name: string, text: string): void {
  if (globWords(text).length > 0) for (const n of readNames(words, name)) globbedName((r.values ??= new LineValues()), n);
}

/** A pipeline's last member `read X` or `mapfile A` (run in the shell under lastpipe): the variables the text piped to it gives, known values in place. */
export function pipedReadValues(r: { values: LineValues | undefined }, node: Command, piped: PipedText): void {
  if (node.type !== 'simple' || node.words.length === 0) return;
  const words = node.words.map((w) => wordValue(w).value);
  if (words[0] !== 'read' && words[0] !== 'mapfile' && words[0] !== 'readarray') return;
  if (!piped.literal && unreadText(r, words, words[0], piped.text)) return;
  for (const text of piped.literal ? [piped.text] : textsWithValues(piped.text, r.values) ?? []) readFileValues(r, words, { ...piped, text, literal: true });
}

/** The key a coprocess's output is kept under among the files (no path is spelled so): a read from a descriptor may read it. */
const COPROCESS_OUTPUT = '\u0000coproc';

/**
 * What a coprocess prints where the line shows it (`coproc C { echo /etc/passwd; }`), kept as a
 * text a read from a descriptor may read (`read X <&${C[0]}`, `read -u …`: compound-walk.ts).
 */
export function coprocessOutput(r: { values: LineValues | undefined }, body: Command): void {
  const texts: PipedText[] = [];
  printerOutputs(body, texts);
  if (texts.length === 0) return;
  const values = (r.values ??= new LineValues());
  const kept = values.files.get(COPROCESS_OUTPUT) ?? [];
  values.files.set(COPROCESS_OUTPUT, [...kept, ...texts].slice(0, MAX_VALUES));
}

/** The texts a command's printers and pipelines print where the line shows them, through its lists and groups. */
function printerOutputs(c: Command, out: PipedText[]): void {
  if (c.type === 'simple' || c.type === 'pipeline') {
    const t = pipelineOutput(c);
    if (t !== undefined) out.push(t);
  } else if (c.type === 'sequence') for (const i of c.items) printerOutputs(i.command, out);
  else if (c.type === 'and-or') for (const x of [c.first, ...c.rest.map((r) => r.command)]) printerOutputs(x, out);
  else if (c.type === 'compound') for (const b of c.bodies) printerOutputs(b, out);
}

/** A `for NAME in WORDS` or `select`: each word's literal value (an unquoted one split at blanks) is a value of NAME. */
export function loopWordValues(r: { values: LineValues | undefined }, name: string, words: readonly Word[]): void {
  keepListedShapes(r, name, words);
  // (`for x in $(echo xetc/passwd | cut -c2-)`: a computed text, as assignedValue; NAME's reading asks.)
  if (unreadSubstitution(words, r.values) !== undefined) {
    (r.values ??= new LineValues()).overflowing.add(name);
    return;
  }
  for (const w of words) {
    // (Each reading of a word's values, `for f in "${Y[@]}"` of Y's several: session 40, the first alone was read.)
    const count = readingCount([w], r.values);
    for (let k = 1; k < count; k++) loopReading(r, name, w, k);
    const read = readWord(w, r.values, 0);
    const v = wordValue(w);
    // (`for f in /et?/passwd`: the names the glob matches, read as the glob wherever $f is, quoted or not.)
    const glob = read === undefined && v.dynamic && w.parts.every((p) => p.type === 'literal' || p.type === 'glob');
    // (`for f in $X` of X=/et?/passwd, `for f in $(echo /et?/passwd)`: a value's glob bash expanded, the names it matched, read as the glob; session 40: f had no value.)
    const valueGlob = read !== undefined && read.dynamic && !read.unknown;
    const each = read !== undefined ? (read.dynamic && !valueGlob ? [] : read.words) : v.dynamic && !glob ? [] : [v.value];
    for (const value of each) (valueGlob ? globbedName((r.values ??= new LineValues()), name) : (r.values ??= new LineValues())).assign(name, value);
    if ((read?.dynamic === true && !valueGlob) || (read === undefined && v.dynamic && !glob)) keepPartialValue(r, name, w);
    if (glob) (r.values!.globbed ??= new Set()).add(name);
  }
}


/** A loop word's reading k past the first: its words as values of NAME, a value's glob read as the glob. */
function loopReading(r: { values: LineValues | undefined }, name: string, w: Word, k: number): void {
  const read = readWord(w, r.values, k);
  if (read === undefined || read.unknown) return;
  for (const value of read.words) (read.dynamic ? globbedName((r.values ??= new LineValues()), name) : (r.values ??= new LineValues())).assign(name, value);
}

/** `NAME`, `NAME=value`, `NAME+=value` (an option or a subscript is none). */
const ASSIGNMENT_WORD = /^([A-Za-z_][A-Za-z0-9_]*)(?:(\+?)=([\s\S]*))?$/;
