// The values builtins that read, print or set into variables give them where the line shows the
// text (read, mapfile, printf -v, getopts, set, shift), and the positional parameters a shell's
// -c string is given: split from line-values.ts (its size), which keeps the assignments and loops.

import { assignedNames } from './command-variables.js';
import { globbedName, globbedRead, LineValues, unreadText } from './line-values.js';
import { globWords, printedText as printerText, printfOutput, printfReadExactly, printsGlobs } from './piped-text.js';
import { keepPartialTexts } from './partial-words.js';
import { scanPosixShell } from './posix-shell-arguments.js';
import { partialRead, readText } from './read-fields.js';
import type { Simple } from './runs.js';
import { readWord, textsWithValues } from './value-readings.js';

/**
 * The values builtins that read or print into variables give them where the line shows the
 * text: `read X <<< TEXT`, `mapfile -t A <<EOF` (the text, and for read each field), `printf -v
 * X FORMAT ARGS` (what printf prints, piped-text.ts printedText).
 */
export function readValues(r: { values: LineValues | undefined }, c: Simple, name: string): void {
  if (name === 'set') return setValues(r, c);
  if (name === 'shift') return shiftValues(r.values);
  if (name === 'getopts') return getoptsValues(r, c);
  if (name === 'printf') {
    const read = printfValue(c, r.values);
    // (A conversion not read exactly, `printf -v Y '%.4s/passwd' /etcX`: Y is unknown, and its readings ask.)
    if (read?.exact === false) {
      for (const n of assignedNames('printf', c.words)) keepPartialTexts(r, n, [], true);
      return;
    }
    const text = read?.text;
    // (`printf -v Y %s $X` of X=/et?/passwd: bash globbed the word, so Y holds the names it matched, read as the glob wherever $Y is, as echo's.)
    const globs = read !== undefined && (read.globbed || printsGlobWords(c)) && globWords(read.text).length > 0;
    // (Its text holds the words as written and as printed, a line each: with a glob, each line is a value too, so a quoted `"$Y"` is read as the glob.)
    if (text !== undefined) for (const n of assignedNames('printf', c.words)) for (const v of globs ? [text, ...text.split('\n')] : [text]) (globs ? globbedName((r.values ??= new LineValues()), n) : (r.values ??= new LineValues())).assign(n, v);
    // (Else what it prints with its unknown words as written, `printf -v X /etc/%s "$Q"`: `/etc/$Q`, partial-words.ts.)
    else for (const n of assignedNames('printf', c.words)) keepPartialTexts(r, n, printerText(c.words.slice(printfOperands(c.words)), true).split('\n'));
    return;
  }
  if (name !== 'read' && name !== 'mapfile' && name !== 'readarray') return;
  const input = c.stdinScript;
  if (input === undefined) return;
  // (`read X <<< "$Y"`: with Y's known values in place; an operation not computed, X unknown.)
  if (!input.literal && unreadText(r, c.words, name, input.text)) return;
  for (const text of input.literal ? [input.text] : textsWithValues(input.text, r.values) ?? []) {
    readText(r, c.words, name, text.replace(/(?<!\n)\n+$/, ''));
    // (`read Y <<< $(echo $X)` of X=/et?/passwd: the substitution's printer globbed it.)
    if (!input.literal && printsGlobs(input.text)) globbedRead(r, c.words, name, text);
  }
  // (`read X <<< "/etc/$Q"`: the words the line shows in part, read-fields.ts.)
  if (!input.literal) partialRead(r, c.words, name, input.text);
}

/**
 * `getopts OPTS NAME ARGS`: OPTARG may be any argument, or any one's tail after its option letter
 * (`-b/etc/passwd`); without ARGS, the positional parameters' known values.
 */
function getoptsValues(r: { values: LineValues | undefined }, c: Simple): void {
  const args = c.words.length > 3 ? knownWords(c, 3, r.values) : r.values?.byName.get('@')?.flatMap((v) => v.split(/\s+/));
  if (args === undefined) return;
  const values = (r.values ??= new LineValues());
  for (const arg of args) {
    values.assign('OPTARG', arg);
    if (arg.startsWith('-') && arg.length > 2) values.assign('OPTARG', arg.slice(2));
  }
}

/** `set -- a b`, `set a b`: the positional parameters `1`, `2`, … and `@`, `*` (their words, known values in place). */
function setValues(r: { values: LineValues | undefined }, c: Simple): void {
  // (`set -a`, `set -o allexport`: what the line assigns later is exported, `set -a; X=/etc/passwd; mytool` was allowed. Not undone by `set +a`: a reading more.)
  if (c.words.some((w, k) => k > 0 && !c.dynamic[k] && (/^-[a-zA-Z]*a/.test(w) || (w === 'allexport' && c.words[k - 1] === '-o')))) (r.values ??= new LineValues()).exportsAll = true;
  const at = setOperands(c.words, c.dynamic);
  if (at === undefined) return;
  // (`set -- $X` of X=/et?/passwd: bash globbed the word, so the parameters are the names it matched, read as the glob wherever `"$1"` is; session 40: they had no value.)
  const globbedValue = { value: false };
  const operands = knownWords(c, at, r.values, globbedValue);
  if (operands === undefined || operands.length === 0) return;
  const values = (r.values ??= new LineValues());
  const globbed = globbedValue.value || (operands.some((o) => globWords(o).length > 0) && globbedOperands(c, at));
  for (let k = 0; k < operands.length; k++) (globbed ? globbedName(values, String(k + 1)) : values).assign(String(k + 1), operands[k]!);
  for (const all of ['@', '*']) (globbed ? globbedName(values, all) : values).assign(all, operands.join(' '));
}

/** Whether a word from `from` on is one bash globs: a glob, an unquoted expansion, a substitution. */
function globbedOperands(c: Simple, from: number): boolean {
  for (let k = from; k < c.spans.length; k++) {
    if (c.spans[k]?.parts.some((p) => p.type === 'glob' || p.type === 'command-substitution' || (p.type === 'expansion' && !p.quoted)) === true) return true;
  }
  return false;
}

/** Where set's operands start (after `--`, `-`, or its options: `-o NAME` takes a word), or undefined when it has none. */
function setOperands(words: readonly string[], dynamic: readonly boolean[]): number | undefined {
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k]) return undefined;
    if (w === '--' || w === '-') return k + 1;
    if (!w.startsWith('-') && !w.startsWith('+')) return k;
    if (/^[-+][a-zA-Z]*o$/.test(w)) k++;
  }
  return undefined;
}

/** `shift`: each positional parameter may be given the value of any later one (a shift in a loop or a function may run any number of times). */
function shiftValues(values: LineValues | undefined): void {
  if (values === undefined) return;
  const numbered: number[] = [];
  for (const name of values.byName.keys()) if (/^[1-9]\d*$/.test(name)) numbered.push(Number(name));
  numbered.sort((x, y) => x - y);
  for (let k = 0; k < numbered.length; k++) {
    for (let j = k + 1; j < numbered.length; j++) for (const v of values.byName.get(String(numbered[j]))!.slice()) values.assign(String(numbered[k]), v);
  }
}

/** Whether a printf's operand is a word bash globs: a glob, an unquoted expansion, a substitution (its printer's glob), as piped-text.ts withGlobs reads a printer's words. */
function printsGlobWords(c: Simple): boolean {
  for (let k = printfOperands(c.words); k < c.spans.length; k++) {
    if (c.spans[k]?.parts.some((p) => p.type === 'glob' || p.type === 'command-substitution' || (p.type === 'expansion' && !p.quoted)) === true) return true;
  }
  return false;
}

/** What `printf -v NAME FORMAT ARGS` assigns, where its words are known (literal, or with known values in place). */
function printfValue(c: Simple, values: LineValues | undefined): { text: string; globbed: boolean; exact: boolean } | undefined {
  const k = printfOperands(c.words);
  const globbed = { value: false };
  const known = k < c.words.length ? knownWords(c, k, values, globbed) : undefined;
  if (known === undefined) return undefined;
  // (Its output alone where read exactly; else the words as written and as printed, a line each.)
  const output = printfOutput(known);
  return { text: output ?? printerText(known, true), globbed: globbed.value, exact: output !== undefined || printfReadExactly(known) };
}

/** Where printf's format starts, after its options (`-v NAME` takes a word). */
function printfOperands(words: readonly string[]): number {
  let k = 1;
  for (; k < words.length && words[k]!.startsWith('-'); k++) {
    if (words[k] === '--') {
      k++;
      break;
    }
    if (words[k] === '-v') k++;
  }
  return k;
}

/** A command's words from `from` on, each dynamic one with known values in place (reading 0; an unquoted one split), or undefined while one stays unknown. */
function knownWords(c: Simple, from: number, values: LineValues | undefined, globbed?: { value: boolean }): string[] | undefined {
  const out: string[] = [];
  for (let k = from; k < c.words.length; k++) {
    if (!c.dynamic[k]) {
      out.push(c.words[k]!);
      continue;
    }
    // (A split tail, analyze.ts, stands for more words of the word before: read with it.)
    const span = c.spans[k];
    if (span?.splitTail === true) continue;
    const read = span === undefined ? undefined : readWord(span, values, 0);
    // (A glob as written, `set -- /et?/passwd`: with `globbed`, its text, read as the glob; session 40: was no value.)
    if (read === undefined && globbed !== undefined && span !== undefined && span.parts.every((p) => p.type === 'literal' || p.type === 'glob')) {
      globbed.value = true;
      out.push(c.words[k]!);
      continue;
    }
    // (With `globbed`, a glob value's text too, `$X` of X=/et?/passwd: the caller reads it as the glob.)
    if (read === undefined || (read.dynamic && (globbed === undefined || read.unknown))) return undefined;
    if (read.dynamic) globbed!.value = true;
    out.push(...read.words);
  }
  return out;
}

/**
 * The positional parameters a shell's `-c` string is given on the line (`bash -c 'mytool "$1"' _
 * /etc/passwd`: `$0` is `_`, `$1` and `$@` are `/etc/passwd`), as values of `0`, `1`, … and `@`.
 */
export function positionalValues(r: { values: LineValues | undefined }, c: Simple): void {
  const at = scanPosixShell(c.words, c.dynamic).commandString;
  if (at === undefined || at + 1 >= c.words.length) return;
  const given = knownWords(c, at + 1, r.values);
  if (given === undefined) return;
  const values = (r.values ??= new LineValues());
  for (let k = 0; k < given.length; k++) values.assign(String(k), given[k]!);
  if (given.length > 1) for (const name of ['@', '*']) values.assign(name, given.slice(1).join(' '));
}
