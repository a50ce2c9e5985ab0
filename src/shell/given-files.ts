// The files a bash command names for what it reads and writes (session 40's readers of written
// files, piped-text.ts and compound-walk.ts): the file its output goes to through its redirects,
// a filter's output option, tee's operands, the files it is given.

import type { Command, Redirect, SimpleCommand } from './ast.js';
import { OPAQUE, unwrappedCommand } from './unwrapped-command.js';
import { braceWords } from './brace-words.js';
import { wordValue } from './words.js';

/** `>&`'s word that copies or closes a descriptor (`>&2`, `>&3-`, `>&-`); any other word is a file stdout and stderr go to (session 39: `echo /etc/passwd >& list; mytool @list` was allowed). */
const DUPLICATION = /^(?:\d+-?|-)$/;

/**
 * The one literal file a command writes its standard output to, as its redirects leave its
 * descriptors in order (`> f`, `&> f`, `>& f`, `1<> f`; `> a > f`, `2> f >&2`, `3> f >&3`,
 * `3> f 1<&3`, `4<> f >&4` write f: session 41, the last three were allowed), or undefined (the
 * pipe or terminal, a descriptor it inherits, or a dynamic target).
 */
export function writtenFile(node: { readonly redirects: readonly Redirect[] }): string | undefined {
  return openDescriptors(node.redirects).get(1) ?? undefined;
}

/** Per descriptor, the file a command's redirects leave it open on, in order; null: not a file the line names; absent: inherited. */
export function openDescriptors(redirects: readonly Redirect[]): Map<number, string | null> {
  const open = new Map<number, string | null>();
  for (const r of redirects) {
    const target = wordValue(r.target);
    // (A target with an expansion as written, `$PWD/f`: its literal last segment names it, written-file-names.ts.)
    const file = target.value;
    const duplicates = r.op === '>&' || r.op === '<&';
    if (duplicates && DUPLICATION.test(file)) {
      // (`N>&M` and `N<&M` alike copy M onto N; `M-` moves M, `-` closes N.)
      const fd = r.fd ?? (r.op === '>&' ? 1 : 0);
      const from = file === '-' ? undefined : Number(file.replace(/-$/, ''));
      open.set(fd, from === undefined ? null : open.get(from) ?? null);
      if (from !== undefined && file.endsWith('-')) open.set(from, null);
    } else if (r.op === '&>' || r.op === '&>>' || (r.op === '>&' && r.fd === undefined)) {
      open.set(1, file);
      open.set(2, file);
    } else if (r.op === '<>') open.set(r.fd ?? 0, file);
    // (`1>& f` is `1> f`; `<& f`, which bash refuses, read as a file too.)
    else if (duplicates) open.set(r.fd ?? (r.op === '>&' ? 1 : 0), file);
    else if (r.op[0] === '<') open.set(r.fd ?? 0, null);
    else open.set(r.fd ?? 1, file);
  }
  return open;
}

/**
 * The files a filter writes what it prints to by an option or operand rather than its standard
 * output (session 40: `sort -o g f`, `uniq f g`, `iconv -o g f` were allowed before `mytool < g`):
 * sort's, iconv's and pv's `-o FILE`/`-oFILE`/`--output=FILE` (session 42: `echo /etc/passwd | pv -o g;
 * mytool < g` was allowed), uniq's second operand.
 */
export function outputOptionFiles(node: Command): string[] {
  const program = node.type === 'simple' ? unwrappedCommand(node) : undefined;
  if (program === undefined || program === OPAQUE || program.words.length < 2) return [];
  const name = program.name;
  if (name !== 'sort' && name !== 'iconv' && name !== 'uniq' && name !== 'pv') return [];
  const words = program.words.slice(1).map((w) => wordValue(w).value);
  if (name === 'uniq') {
    const operands = words.filter((w) => !w.startsWith('-') || w === '-');
    return operands.length >= 2 ? [sameFile(operands[1]!)] : [];
  }
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    // (`-o F`, `-uo F`, `--output F` and its prefixes `--out F`; `-oF`, `-uoF`, `--output=F`, `--out=F`.)
    if (/^-[a-zA-Z]*o$/.test(w) || /^--o[a-z]*$/.test(w)) out.push(words[k + 1] ?? '');
    else if (/^--o[a-z]*=/.test(w)) out.push(w.slice(w.indexOf('=') + 1));
    else if (/^-[a-zA-Z]*o./.test(w)) out.push(w.slice(w.indexOf('o') + 1));
  }
  return out.filter((f) => f !== '').map(sameFile);
}

/** The files tee (or sponge) writes its input to, where literal (`tee -a f g`: f and g; an option, `-`, is none); none for another command. */
export function teeFiles(node: Command): string[] {
  const program = node.type === 'simple' ? unwrappedCommand(node) : undefined;
  if (program === undefined || program === OPAQUE || program.words.length < 2 || (program.name !== 'tee' && program.name !== 'sponge')) return [];
  const files: string[] = [];
  let options = true;
  for (const w of program.words.slice(1)) {
    const v = wordValue(w);
    if (options && v.value === '--') options = false;
    // (`tee {f,g}` writes f and g.)
    else if (!(options && v.value.startsWith('-'))) for (const b of braceWords(w).values) if (!b.dynamic) files.push(sameFile(b.value));
  }
  return files;
}

/** The files a command is given where literal: its standard input's, `< f`, and its words after the first (an option's value after `=`: `--in=f`; a response file's after `@`: `@f`). */
export function filesGiven(node: SimpleCommand): string[] {
  const files: string[] = [];
  for (const r of node.redirects) {
    // (`<>` opens it for reading too: `mytool <>f` reads f; on any descriptor, `mytool 3<f`
    // reads it from 3, session 41: was allowed.)
    if (r.op !== '<' && r.op !== '<>') continue;
    // (A word with an expansion as written, `"$PWD/f"`: its literal last segment names a written file, written-file-names.ts.)
    files.push(sameFile(wordValue(r.target).value));
  }
  // (Each word a brace expansion makes too: `cat {f,g}`, `cat d/{f,g}`; session 41: were allowed.)
  for (let k = 1; k < node.words.length; k++) for (const v of braceWords(node.words[k]!).values) wordFiles(v.value, files);
  return files;
}

/** Whether a word of the command makes more words by brace expansion than are read (brace-words.ts cut): a file it is given may be any. */
export function filesGivenCut(node: SimpleCommand): boolean {
  for (let k = 1; k < node.words.length; k++) if (braceWords(node.words[k]!).cut) return true;
  return false;
}

/** The files one literal word may give a command: itself, an option's value after `=` (`--in=f`), a response file after `@` (`@f`). */
export function wordFiles(word: string, files: string[]): void {
  files.push(sameFile(word));
  const eq = word.indexOf('=');
  if (eq > 0) files.push(sameFile(word.slice(eq + 1)));
  // (A response file, `mytool @list`: many tools read FILE's words as more arguments, javac, gcc, msbuild, …)
  if (word.length > 1 && word.startsWith('@')) files.push(sameFile(word.slice(1)));
}

/** A relative file's name without its leading `./` (`./f` is `f`). */
export function sameFile(path: string): string {
  return path.replace(/^(?:\.\/+)+/, '');
}
