// How an unknown program's words read with the values a line shows in place (line-values.ts keeps
// them; given-values.ts reads the words): the variable an expansion names, a word's words with
// known values and printed substitutions in place, a text's, and how many readings cover each
// value. Every reading is a possible one, for deny and ask rules only.

import type { Command, Redirect, Word, WordPart } from './ast.js';
import type { LineValues } from './line-values.js';
import { hereDocument } from './redirects.js';
import { pipedText, printedText as printerText, printfReadExactly, sameFile, type PipedText } from './piped-text.js';
import { writtenTextsOf } from './written-file-names.js';
import { caseChanged, operated, uncomputedOperation } from './parameter-operations.js';
import { MAX_DERIVED, MAX_DERIVED_CHARS, substitutionPaths } from './substitution-paths.js';
import { wordValue } from './words.js';
import { parseBash } from './bash-parse.js';
import { blankFields, keptShownText } from './kept-readings.js';
import { unreadOutput } from './computed-output.js';
import { calledFunctionBodies, callValues, functionOutput, functionReadings } from './function-values.js';
import { hasGlob } from './value-glob.js';
import { SubstitutionsMet } from './repeated-substitutions.js';

/** How many readings cover each value of each variable the words name, in a substitution too (`"$(echo $X)"`): the most values one has. */
export function readingCount(words: readonly Word[], values: LineValues | undefined): number {
  let n = 1;
  let met: SubstitutionsMet | undefined;
  for (const w of words) {
    for (const p of w.parts) {
      if (p.type === 'expansion') n = Math.max(n, expansionValues(p.text, values)?.length ?? 0);
      else if ((p.type === 'command-substitution' || p.type === 'process-substitution') && !(met ??= new SubstitutionsMet()).again(p)) {
        if (values !== undefined && p.text.includes('$')) for (const m of p.text.matchAll(NAMED_PARAMETER)) n = Math.max(n, values.get(m[1] ?? m[2]!)?.length ?? 0);
        // (`$(< f)`, `$(cat f)`: each text the line wrote to a file.)
        for (const texts of values?.files.values() ?? []) n = Math.max(n, texts.length);
        // (`$(dirname /etc/passwd/x)`: each path it may print, substitution-paths.ts.)
        const called = calledFunctionBodies(p.body, values);
        if (called !== undefined) n = Math.max(n, functionReadings(called, callValues(p.body, values!, 0)));
        else if (shownText(p.body, values, 0) === undefined) n = Math.max(n, substitutionPaths(p.body, values).paths.length);
      }
    }
  }
  return n;
}

/**
 * Why a word's substitution cannot be read, or undefined: its output is computed from a text the
 * line shows by a tool the analysis does not compute (`$(echo xetc/passwd | cut -c2-)`,
 * `$(base64 -d <<< …)`, piped-text.ts TRANSFORMERS), or it names more paths than are read
 * (substitution-paths.ts MAX_DERIVED).
 */
export function unreadSubstitution(words: readonly Word[], values: LineValues | undefined): string | undefined {
  let met: SubstitutionsMet | undefined;
  for (const w of words) {
    for (const p of w.parts) {
      if (p.type === 'expansion' && values !== undefined && uncomputedOperation(p.text, values, parameterName)) return 'a variable given to a program goes through a parameter operation the analysis does not compute (`${X/a\\/b/c}` with quotes, an expansion or an extended glob, `${X@E}`, `${X@P}`)';
      if (p.type !== 'command-substitution' && p.type !== 'process-substitution') continue;
      // (A repeat read nothing new: the first's answer was none.)
      if ((met ??= new SubstitutionsMet()).again(p)) continue;
      // (A called function's too, as its body's text would be inline: computed-output.ts.)
      const unread = unreadOutput(p.body, values);
      if (unread !== undefined) return unread;
      if (shownText(p.body, values, 0) === undefined && substitutionPaths(p.body, values).overflowing) return `a substitution given to a program names more paths it may print than the analysis reads (${MAX_DERIVED} paths, ${MAX_DERIVED_CHARS} characters)`;
    }
  }
  return undefined;
}

/** What a substitution's pipeline (or one command) prints where the line shows it, passed through its members as a pipe is (piped-text.ts). */
export function pipelineOutput(body: Command): PipedText | undefined {
  if (body.type === 'simple') return body.assignments.length === 0 ? pipedText(body, undefined, '', 'bash') : undefined;
  if (body.type !== 'pipeline') return undefined;
  let piped: PipedText | undefined;
  for (const m of body.commands) {
    piped = pipedText(m, piped, '', 'bash');
    if (piped === undefined) return undefined;
  }
  return piped;
}

/** `$X`, `${X…`: a variable a text names. */
const NAMED_PARAMETER = /\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * The variable an expansion gives the value of, where it is set: `$NAME`, `${NAME}`, an array's
 * `${NAME[@]}`, `${NAME[0]}`, a positional parameter (`$1`, `${10}`, `"$@"`), `${NAME:-…}`, `${NAME=…}`,
 * `${NAME:?…}` (its default is read elsewhere: expansion-names.ts defaultValueReading), and its
 * value changed (`${NAME,,}`, `${NAME%…}`, `${NAME/…}`, `${NAME:1}`, `${A[@]:1}`, `${NAME@Q}`,
 * `${NAME@L}`). Not `${NAME:+…}` or a length.
 */
export function parameterName(text: string): string | undefined {
  const m = VALUE_PARAMETER.exec(text);
  return m === null ? undefined : m[1] ?? m[2];
}

const VALUE_PARAMETER = /^\$(?:([A-Za-z_][A-Za-z0-9_]*|[0-9@*])|\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])(?:\[[^\]]*\])?(?::?[-=?][^}]*|[%#/][^}]*|:[^-=?+][^}]*|,,?|\^\^?|~~?|@[QEPAKaULuk])?\})$/;
/** An array's every element (`${A[@]}`, `${A[*]:1}`) or every positional parameter (`$@`, `${*}`, `${@:2}`): its words, even quoted. */
const ALL_ELEMENTS = /^\$\{[A-Za-z_][A-Za-z0-9_]*\[[@*]\]|^\$[@*]$|^\$\{[@*]/;

/**
 * The words one word becomes with its known parts in place: an unquoted value splits at blanks,
 * as bash splits it (a quoted one does not); dynamic when an unknown part stays (its parts are
 * then the word's own). Undefined when no part is known. `given`: the parts' values read before,
 * a quoted substitution's as its printed lines, of which `line` gives one (substitution-lines.ts);
 * `lines`: a quoted substitution printed more than one line.
 */
export function readWord(word: Word, values: LineValues | undefined, r: number, given?: readonly PartValue[], line = 0): { words: string[]; dynamic: boolean; unknown: boolean; lines: boolean } | undefined {
  const words: string[] = [];
  let current = '';
  let started = false;
  let known = false;
  let dynamic = false;
  // (Dynamic for an unknown part, not a value's glob alone: a printer's glob is read by its shape, readShownText.)
  let unknown = false;
  let lines = false;
  for (let k = 0; k < word.parts.length; k++) {
    const p = word.parts[k]!;
    const got = given === undefined ? partValue(p, values, r) : given[k];
    const value = typeof got === 'object' ? got[line % got.length] : got;
    if (value === undefined) {
      current += p.text;
      started = true;
      // (A glob bash expands, `echo /et?/$X`: read by its shape as a value's glob is, not unknown.)
      if (isPathGlob(p)) dynamic = true;
      else if (p.type !== 'literal') dynamic = unknown = true;
      continue;
    }
    known = true;
    if (p.type === 'command-substitution' && p.quoted && value.includes('\n')) lines = true;
    // (bash globs an unquoted value, `X='/et?/passwd'; mytool $X`; a substitution's printed glob
    // may be what its own command globbed, `"$(echo /et?/passwd)"`: a glob, read by its shape.)
    // (A loop's glob, `for f in /et?/passwd; do mytool "$f"`, is the names it matched: a glob quoted too.)
    // (Once dynamic, a later value's glob changes nothing; value-glob.ts keeps a long value's answer.)
    if (!dynamic && (p.type === 'command-substitution' || (p.type === 'expansion' && (!p.quoted || globbedValue(p.text, values)))) && hasGlob(value)) dynamic = true;
    if ((p.type !== 'expansion' && p.type !== 'command-substitution') || (p.quoted && !(p.type === 'expansion' && allElements(p.text, values)))) {
      current += value;
      started = true;
      continue;
    }
    const fields = blankFields(value);
    for (let f = 0; f < fields.length; f++) {
      if (f > 0 && (started || current !== '')) {
        words.push(current);
        current = '';
        started = false;
      }
      current += fields[f]!;
      if (fields[f] !== '') started = true;
    }
  }
  if (started || current !== '') words.push(current);
  return known ? { words, dynamic, unknown, lines } : undefined;
}

/** Whether an expansion gives a variable whose value is a glob bash expanded (LineValues.globbed). */
function globbedValue(text: string, values: LineValues | undefined): boolean {
  return values?.globbed !== undefined && values.globbed.has(parameterName(text) ?? '');
}

/** A word of literal text and globs alone (`/et?/passwd`): its text, a glob bash expands (read by its shape where printed). */
function globWord(w: Word): { words: string[]; dynamic: boolean; unknown: boolean } | undefined {
  return w.parts.every((p) => p.type === 'literal' || isPathGlob(p)) ? { words: [w.parts.map((p) => p.text).join('')], dynamic: true, unknown: false } : undefined;
}

/** A glob part bash matches against names (`*`, `?`, `[…]`); a brace expansion (`{c,x}`) is not one: its words are read elsewhere (substitution-paths.ts). */
function isPathGlob(p: WordPart): boolean {
  return p.type === 'glob' && !p.text.includes('{');
}

/** An expansion of every element of an array or every positional parameter, directly or through a reference (`declare -n R='A[@]'; "$R"`). */
function allElements(text: string, values: LineValues | undefined): boolean {
  return ALL_ELEMENTS.test(text) || (values?.elementRefs !== undefined && values.everyElement(parameterName(text) ?? ''));
}

/** A part's value read before (readWord): its text, or a quoted substitution's printed lines. */
export type PartValue = string | readonly string[] | undefined;

/** A part's value where the line shows it: a known variable's, a substitution's printed words; undefined when not known. */
export function partValue(p: WordPart, values: LineValues | undefined, r: number): string | undefined {
  if (p.type === 'literal') return undefined;
  if (p.type === 'expansion') {
    const got = expansionValues(p.text, values);
    if (got === undefined) return directoryValue(p.text, values);
    // (A pattern, replacement or substring, `${X%.gz}`, `${X:1}`, is read as the whole value, and as what it makes where computed: readings for deny and ask rules.)
    return caseChanged(p.text, got[r % got.length]!);
  }
  return p.type === 'command-substitution' ? printedText(p.body, values, r) : undefined;
}

/**
 * The home directory and the working directory where the line does not set them, as the paths
 * they stand for (`~`, `$HOME` as `~`; `$PWD` as `.`, as possible-paths.ts reads them in a word),
 * so a value made of them is read: `X=$PWD; mytool $X/../../etc/passwd`, `$(echo ~)/.ssh/id_rsa`.
 */
function directoryValue(text: string, values: LineValues | undefined): string | undefined {
  const name = text === '~' ? 'HOME' : text === '$HOME' || text === '${HOME}' ? 'HOME' : text === '$PWD' || text === '${PWD}' ? 'PWD' : undefined;
  if (name === undefined || values?.get(name) !== undefined || values?.overflowing.has(name) === true) return undefined;
  return name === 'HOME' ? '~' : '.';
}

/**
 * The values an expansion may give: its variable's, and where it has a default or alternate that
 * names another variable (`${X:-$Y}`, `${X=$Y}`, `${X:+$Y}`), that one's too (X may be unset or
 * empty where Y is read), or its literal text (`${X:-/etc/passwd}`).
 */
export function expansionValues(text: string, values: LineValues | undefined): readonly string[] | undefined {
  const own = withOperations(text, values?.get(parameterName(text) ?? ''));
  const other = text.charCodeAt(1) === 123 /* { */ && (text.includes('-') || text.includes('=') || text.includes('+')) ? DEFAULT_WORD.exec(text) : null;
  if (other === null) return own;
  const variable = other[2] !== undefined ? values?.get(other[2]) : undefined;
  // (A literal default, `X=${Y:-/etc/passwd}`, `${X:+/etc/passwd}`: its text, quotes dropped.)
  const fallback = other[2] !== undefined ? variable : /[$`{}\\]/.test(other[3]!) ? undefined : [other[3]!.replace(/['"]/g, '')];
  if (fallback === undefined) return own;
  return own === undefined ? fallback : [...own, ...fallback];
}

/** A variable's values and, where its expansion's operation is computed (`${X#x}`, `${X/a/b}`, `${X:1}`), what it makes of each: both are readings. */
function withOperations(text: string, own: readonly string[] | undefined): readonly string[] | undefined {
  if (own === undefined || text.length < 5 || !/[#%/:]/.test(text)) return own;
  let out: string[] | undefined;
  for (const v of own) {
    const op = operated(text, v);
    // (Not computed: the whole value, and unreadSubstitution makes the word's readings ask.)
    if (op !== v && !own.includes(op) && !(out ?? []).includes(op)) (out ??= [...own]).push(op);
  }
  return out ?? own;
}

/** `${X:-$Y}`, `${X-"${Y}"}`, `${X:=$Y}`, `${X:+$Y}`: the variable the default or alternate names, or its literal text. */
const DEFAULT_WORD = /^\$\{[A-Za-z_][A-Za-z0-9_]*:?[-=+](?:("?)\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?\1|([^}]*))\}$/;

/**
 * What a substitution's command prints where the line shows it: echo's or printf's words (literal, or with known values in place)
 * (their text, read as a value: `$(echo /etc/passwd)`, `$(printf evil.com)`), or cat's
 * here-string or here-document (`$(cat <<< 'rm -rf x')`); for any other command, reading r's
 * path of those its words name (`$(dirname /etc/passwd/x)`, substitution-paths.ts), undefined where none.
 */
export function printedText(body: Command, values: LineValues | undefined, r: number): string | undefined {
  const called = calledFunctionBodies(body, values);
  if (called !== undefined) return functionOutput(called, callValues(body, values!, r), r);
  const shown = shownText(body, values, r);
  if (shown !== undefined) return shown;
  // (Another command's output: the paths it may print from its words, substitution-paths.ts.)
  const derived = substitutionPaths(body, values).paths;
  return derived.length === 0 ? undefined : derived[r % derived.length];
}

/** What a printer the line shows prints (echo, printf, cat's input): printedText's exact reading (kept per body, kept-readings.ts). */
export function shownText(body: Command, values: LineValues | undefined, r: number): string | undefined {
  return keptShownText(body, values, r, readShownText);
}

function readShownText(body: Command, values: LineValues | undefined, r: number): string | undefined {
  // (`$(echo /etc/passwd | cat)`: through filters, as a pipe gives it.)
  if (body.type === 'pipeline') {
    const out = pipelineOutput(body);
    return out === undefined || !out.literal || out.computed === true ? undefined : out.text.replace(/(?<!\n)\n+$/, '');
  }
  if (body.type !== 'simple' || body.assignments.length > 0) return undefined;
  // (`$(< f)`: a file the line wrote.)
  if (body.words.length === 0) return fileText(body.redirects, values, r);
  // (Only cat, echo and printf are read below: another name as written reads no word, `$(dirname LONG)`.)
  const first = wordValue(body.words[0]!);
  if (!first.dynamic && first.value !== 'cat' && first.value !== 'echo' && first.value !== 'printf') return undefined;
  const words: string[] = [];
  for (const w of body.words) {
    const v = wordValue(w);
    if (!v.dynamic) words.push(v.value);
    else {
      // (Its words with known values in place: `X=/etc/passwd; mytool "$(echo $X)"`; a value's glob,
      // `X=/et?/passwd; $(echo $X)`, as written: bash globbed it, so the printed text is read by its shape.)
      const read = readWord(w, values, r) ?? globWord(w);
      if (read === undefined || read.unknown) return undefined;
      words.push(...read.words);
    }
  }
  const name = words[0];
  if (name === 'cat' && words.length === 1) {
    const text = hereDocument(body.redirects);
    // (`$(cat <<< "$X")`: with X's values in place.)
    const texts = text === undefined ? undefined : text.literal ? [text.text] : textsWithValues(text.text, values);
    return texts === undefined ? fileText(body.redirects, values, r) : texts[r % texts.length]!.replace(/(?<!\n)\n+$/, '');
  }
  // (`$(cat f)` of a file the line wrote.)
  if (name === 'cat' && words.length === 2 && body.redirects.length === 0) return writtenText(words[1]!, values, r);
  if ((name !== 'echo' && name !== 'printf') || body.redirects.length > 0) return undefined;
  // (As a pipe reads them: printf's format filled, and the words again with their escapes read, `echo -e '\x2fetc'`.)
  let from = 1;
  // (echo's options print nothing: `-n`, `-e`, `-E`.)
  while (name === 'echo' && from < words.length && /^-[neE]+$/.test(words[from]!)) from++;
  // (A printf conversion not read exactly: unknown, pipelineOutput marks it computed.)
  if (name === 'printf' && !printfReadExactly(words.slice(from))) return undefined;
  return printerText(words.slice(from), name === 'printf');
}

/**
 * A text with the values of the variables it names in place (`$X`, `${X}`: a here-string's or a
 * printer's piped text, `mytool <<< "$X"`, `echo "$X" | mytool`), a text a reading, or undefined
 * when it names none with values.
 */
export function textsWithValues(text: string, values: LineValues | undefined): string[] | undefined {
  // (`read X <<< $(echo /etc/passwd)`, `echo $(realpath /etc/passwd) | xargs mytool`: each substitution's printed text in place.)
  if (text.includes('$(') || text.includes('`')) {
    const printed = substitutedTexts(text, values);
    if (printed !== undefined) return printed.flatMap((t) => (t.includes('$') ? textsWithValues(t, values) ?? [t] : [t]));
  }
  if (values === undefined || !text.includes('$')) return undefined;
  let readings = 0;
  for (const m of text.matchAll(TEXT_PARAMETER)) readings = Math.max(readings, textValues(m, values)?.length ?? 0);
  const out: string[] = [];
  for (let r = 0; r < readings; r++) {
    out.push(text.replace(TEXT_PARAMETER, (...m: string[]) => {
      const got = textValues(m as unknown as RegExpMatchArray, values);
      return got === undefined ? m[0]! : got[r % got.length]!;
    }));
  }
  return out.length === 0 ? undefined : out;
}

/** Substitutions read in one text, at most (a work bound: more are left as written). */
const MAX_TEXT_SUBSTITUTIONS = 8;

/** A text with each `$(…)` or backquoted substitution the line shows the output of in place (printedText: reading r of each), or undefined when none is. */
function substitutedTexts(text: string, values: LineValues | undefined): string[] | undefined {
  const found = substitutionSpans(text);
  if (found.length === 0) return undefined;
  const bodies: { start: number; end: number; body: Command }[] = [];
  let readings = 1;
  for (const f of found) {
    const parsed = parseBash(text.slice(f.bodyStart, f.bodyEnd));
    if (!parsed.ok) continue;
    bodies.push({ start: f.start, end: f.end, body: parsed.script });
    const n = shownText(parsed.script, values, 0) === undefined ? substitutionPaths(parsed.script, values).paths.length : 1;
    readings = Math.max(readings, n, values === undefined ? 1 : readingCount([{ start: 0, end: 0, text: '', parts: [{ type: 'command-substitution', body: parsed.script, quoted: true, text: text.slice(f.start, f.end) }] }], values));
  }
  if (bodies.length === 0) return undefined;
  const out: string[] = [];
  for (let r = 0; r < readings; r++) {
    let t = '';
    let at = 0;
    let any = false;
    for (const b of bodies) {
      const printed = printedText(b.body, values, r);
      t += text.slice(at, b.start) + (printed ?? text.slice(b.start, b.end));
      at = b.end;
      any ||= printed !== undefined;
    }
    if (any && !out.includes(t + text.slice(at))) out.push(t + text.slice(at));
  }
  return out.length === 0 ? undefined : out;
}

/** Where `$(…)` (parentheses balanced, `$((` arithmetic left) and `` `…` `` substitutions stand in a text: their spans and bodies. */
export function substitutionSpans(text: string): { start: number; end: number; bodyStart: number; bodyEnd: number }[] {
  const out: { start: number; end: number; bodyStart: number; bodyEnd: number }[] = [];
  for (let k = 0; k < text.length && out.length < MAX_TEXT_SUBSTITUTIONS; k++) {
    const c = text.charCodeAt(k);
    if (c === 96 /* ` */) {
      const end = text.indexOf('`', k + 1);
      if (end < 0) break;
      out.push({ start: k, end: end + 1, bodyStart: k + 1, bodyEnd: end });
      k = end;
    } else if (c === 36 /* $ */ && text.charCodeAt(k + 1) === 40 /* ( */ && text.charCodeAt(k + 2) !== 40) {
      let depth = 0;
      let end = -1;
      for (let j = k + 1; j < text.length; j++) {
        const d = text.charCodeAt(j);
        if (d === 40) depth++;
        else if (d === 41 && --depth === 0) {
          end = j;
          break;
        }
      }
      if (end < 0) break;
      out.push({ start: k, end: end + 1, bodyStart: k + 2, bodyEnd: end });
      k = end;
    }
  }
  return out;
}

/** `$X`, `${X}`, and `${X…}` with an operation (`${X/a/b}`, `${X%.gz}`, `${X:-v}`): computed as in a word (expansionValues; an uncomputed one asks, computed-output.ts). */
const TEXT_PARAMETER = /\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)([^{}]*)\})/g;

/** The values a text's parameter (a TEXT_PARAMETER match) may give. */
function textValues(m: RegExpMatchArray, values: LineValues): readonly string[] | undefined {
  return m[3] === undefined || m[3] === '' ? values.get(m[1] ?? m[2]!) : expansionValues(m[0], values)?.map((v) => caseChanged(m[0]!, v));
}

/** The text the line wrote to the file a `< FILE` redirect reads (reading r of its texts), where literal. */
function fileText(redirects: readonly Redirect[], values: LineValues | undefined, r: number): string | undefined {
  if (values === undefined || values.files.size === 0 || redirects.length !== 1 || redirects[0]!.op !== '<') return undefined;
  const target = wordValue(redirects[0]!.target);
  return target.dynamic ? undefined : writtenText(target.value, values, r);
}

/** A text the line wrote to `file` (reading r of them), where literal. */
function writtenText(file: string, values: LineValues | undefined, r: number): string | undefined {
  const texts = values === undefined ? undefined : writtenTextsOf(values, sameFile(file))?.filter((t) => t.literal);
  return texts === undefined || texts.length === 0 ? undefined : texts[r % texts.length]!.text.replace(/(?<!\n)\n+$/, '');
}
