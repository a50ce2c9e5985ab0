// The files a program writes by its own script or code rather than its output (session 41:
// `echo /etc/passwd > f; sed -n 'w g' f; mytool < g`, `sed 's/x/y/w g'`, `awk '{print > "g"}' f`,
// `… | python3 -c 'open("g","w").write(sys.stdin.read())'; mytool < g` and `python3 -c
// 'open("g","w").write("/et"+"c/passwd")'; mytool < g` were allowed: only redirects, tee and the
// copiers were read as writers). What such a file holds is computed from what the program reads
// (copied-files.ts stdinCopyFiles' `changed`), or, for code, from the code itself.

import type { Word } from './ast.js';
import { awkTouches } from './awk-arguments.js';
import { FileTouches } from './file-touches.js';
import { wordValue } from './words.js';
import { sedTouches } from './sed-arguments.js';
import { INLINE_CODE_OPTIONS, sameFile } from './piped-text.js';
import { ANY_WRITTEN_FILE } from './written-file-names.js';

const SEDS: ReadonlySet<string> = new Set(['sed', 'gsed']);
const AWKS: ReadonlySet<string> = new Set(['awk', 'gawk', 'mawk', 'nawk']);

/** Names read from one interpreter command's code and words (a work bound; past it, the code may have written any file: ANY_WRITTEN_FILE). */
export const MAX_CODE_NAMES = 256;

/**
 * The files a program's script writes: sed's `w`/`W` commands, its `s///w` flag and its `-i`
 * operands, awk's `print > FILE`/`>> FILE` (read as sed's and awk's own readers read them); for
 * an interpreter given code on its line (`python3 -c`, `perl -e`, `node -e`, …), broadly, every
 * name-like token of its code and words (the code may open any string it holds: `open("g","w")`,
 * perl's `open(F, ">g")`; a name it computes is a problem of inline-code.ts already).
 */
export function scriptWrittenFiles(name: string, given: readonly Word[]): string[] {
  if (SEDS.has(name) || AWKS.has(name)) return scriptEffects(name, given).writes;
  const code = INLINE_CODE_OPTIONS.get(name);
  if (code === undefined) return [];
  const words = given.map((w) => wordValue(w));
  if (!words.some((w, k) => k > 0 && !w.dynamic && code.test(w.value))) return [];
  const names = new Set<string>();
  for (let k = 1; k < words.length && names.size <= MAX_CODE_NAMES; k++) if (!words[k]!.dynamic) codeNames(words[k]!.value, names);
  return names.size > MAX_CODE_NAMES ? [ANY_WRITTEN_FILE] : [...names].map(sameFile);
}

/** Characters that end a name in code: blanks, quotes, brackets, operators (a `/`, `.`, `-`, `~` or `@` is part of one). */
const NAME_END = new Set([...' \t\r\n\'"`(){}[],;:<>|=+*&!?%$#\\^']);

/** The maximal runs of other characters (perl's `>g` gives `g`), into `names` (stopping one past the bound). */
function codeNames(code: string, names: Set<string>): void {
  let start = -1;
  for (let i = 0; i <= code.length; i++) {
    const end = i === code.length || NAME_END.has(code[i]!);
    if (!end) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      names.add(code.slice(start, i));
      if (names.size > MAX_CODE_NAMES) return;
    }
    start = -1;
  }
}

/** Whether a command's words may run sed, awk or an interpreter on code given on the line, whose writes hold a text of their own (a cheap test before fileTexts: a word naming one). */
export function namesScriptWriter(words: readonly string[]): boolean {
  const k = scriptWriterKeys ??= keysOfScriptWriters();
  for (const w of words) {
    // (Each word of every command meets this test: first the lengths a name ending in the word's
    // last letter has (a table load), then a loop back over at most the longest name's length for
    // the last `/`, the first letter, and only then the lookup, which hashes a fresh word. Every
    // name is ASCII, so a word ending past 127, or in `/`, names none.)
    const end = w.length - 1;
    const last = w.charCodeAt(end);
    if (!(last < 128)) continue;
    const lengths = k.lengthsByLast[last]!;
    if (lengths === 0) continue;
    let from = end;
    const stop = end - k.longest;
    while (from >= 0 && from >= stop && w.charCodeAt(from) !== 47) from--;
    // (No `/` within the longest name's length of the end, and more word before it: too long.)
    if (from >= 0 && w.charCodeAt(from) !== 47) continue;
    from++;
    const length = w.length - from;
    if ((lengths & (1 << length)) === 0 || k.firsts[w.charCodeAt(from)] !== 1) continue;
    if (k.names.has(from === 0 ? w : w.slice(from))) return true;
  }
  return false;
}

/** The names namesScriptWriter looks for, the longest's length (under 31), per last letter the names' lengths (a bit each), their first letters. */
interface ScriptWriterKeys { readonly names: ReadonlySet<string>; readonly longest: number; readonly lengthsByLast: Int32Array; readonly firsts: Uint8Array }
let scriptWriterKeys: ScriptWriterKeys | undefined;

/** Made on first use: piped-text.ts, which holds the interpreters' names, imports this module too. */
function keysOfScriptWriters(): ScriptWriterKeys {
  const names = new Set([...INLINE_CODE_OPTIONS.keys(), ...SEDS, ...AWKS]);
  const lengthsByLast = new Int32Array(128);
  for (const n of names) {
    // (The tables hold ASCII names of under 31 characters: one outside them would be missed.)
    if (n.length === 0 || n.length > 30 || !/^[\x21-\x7e]+$/.test(n)) throw new Error(`namesScriptWriter's tables cannot hold ${n}`);
    lengthsByLast[n.charCodeAt(n.length - 1)]! |= 1 << n.length;
  }
  return { names, longest: Math.max(...[...names].map((n) => n.length)), lengthsByLast, firsts: asciiTable([...names].map((n) => n.charCodeAt(0))) };
}

/** A table of the ASCII codes, 1 at each code given (a word's letter past 127 is not tested by it: the Set answers). */
function asciiTable(codes: readonly number[]): Uint8Array {
  const t = new Uint8Array(128);
  for (const c of codes) if (c < 128) t[c] = 1;
  return t;
}

/** What sed's or awk's script reads (`r f`, `getline < "f"`, its operands), writes, and whether it prints text of its own. */
interface ScriptEffects {
  readonly reads: string[];
  readonly writes: string[];
  readonly ownText: boolean;
  readonly ownPiece: string | undefined;
}

/** Per command's words (the same array for each reader of one command: its writes, its reads, its output, read once). */
const effectsOf = new WeakMap<readonly Word[], ScriptEffects>();

/** sed's or awk's script's effects, as their own readers read them (sed-arguments.ts, awk-arguments.ts). */
function scriptEffects(name: string, words: readonly Word[]): ScriptEffects {
  const kept = effectsOf.get(words);
  if (kept !== undefined) return kept;
  const values = words.map((w) => wordValue(w));
  const t = new FileTouches('', MAX_CODE_NAMES);
  const own: { ownText: boolean; piece?: string } = { ownText: false };
  (SEDS.has(name) ? sedTouches : awkTouches)(values.map((w) => w.value), values.map((w) => w.dynamic), t, own);
  const files = (op: 'read' | 'edit') => t.paths.filter((p) => p.op === op && !p.dynamic).map((p) => sameFile(p.path));
  // (A line it runs, `print | "cat > g"`, sed's `e CMD`, is fed what it prints: broadly, each name in it may be a file it writes.)
  const ran = new Set<string>();
  for (const r of t.runs ?? []) codeNames(r.line, ran);
  const writes = files('edit');
  if (ran.size > MAX_CODE_NAMES) writes.push(ANY_WRITTEN_FILE);
  else for (const n of ran) writes.push(sameFile(n));
  const effects = { reads: files('read'), writes, ownText: own.ownText, ownPiece: own.piece };
  effectsOf.set(words, effects);
  return effects;
}

/** The one text sed's script prints of its own, where that is one plain piece (sed-arguments.ts sedOwnPiece); undefined for any other script or program. */
export function scriptOwnPiece(name: string, words: readonly Word[]): string | undefined {
  return SEDS.has(name) ? scriptEffects(name, words).ownPiece : undefined;
}

/**
 * The files sed's or awk's script reads beside its operands (`sed 'r f'`, `awk '{getline l < "f"}'`:
 * session 41, `echo /etc/passwd > f; sed 'r f' g | mytool` was allowed): none for another program.
 */
export function scriptReadFiles(name: string, words: readonly Word[]): string[] {
  return SEDS.has(name) || AWKS.has(name) ? scriptEffects(name, words).reads : [];
}

/**
 * Whether sed's or awk's script prints text of its own (a replacement, a/i/c text, an awk string
 * or assigned variable): what it prints is computed even of a file the line did not write
 * (session 41: `sed 's/a/\\/etc\\/passwd/' f | mytool`, `awk '{print "/etc/passwd"}' f | mytool` were allowed).
 */
export function scriptPrintsOwnText(name: string, words: readonly Word[]): boolean {
  return (SEDS.has(name) || AWKS.has(name)) && scriptEffects(name, words).ownText;
}
