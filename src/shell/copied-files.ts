// Files the line wrote, copied, linked or moved to another name (session 40: `echo /etc/passwd > f;
// cp f g; mytool < g`, `ln -s f g`, `install f g`, `rsync f g`, `dd if=f of=g` were allowed while
// `mytool < f` asked): the other name holds the same text. Read broadly, for deny and ask rules
// only: every other literal word of the command (an option's value after `=`, `-tDIR`) may be the
// copy, or the directory it lands in under the source's last segment; a file below a copied
// directory lands below the copy. A word that is no file only keeps a text nothing reads.

import type { Command, SimpleCommand, Word } from './ast.js';
import type { PipedText } from './piped-text.js';
import { sameFile } from './piped-text.js';
import { wordValue } from './words.js';
import { OPAQUE, unwrappedCommand } from './unwrapped-command.js';
import type { LineValues } from './line-values.js';
import { writtenBelow, writtenKeys } from './written-file-names.js';
import { scriptWrittenFiles } from './script-written-files.js';

/** Programs that copy, link or move a file to another name. */
const COPIERS: ReadonlySet<string> = new Set(['cp', 'gcp', 'ln', 'gln', 'link', 'install', 'ginstall', 'rsync', 'mv', 'gmv', 'dd', 'gdd',
  // (scp and rclone copy local files too, `scp f g`, `rclone copyto f g`; macOS's ditto; GLib's `gio copy|move`; Windows' xcopy and robocopy from MSYS.)
  'scp', 'rclone', 'ditto', 'gio', 'xcopy', 'robocopy']);

/** Names of one copier read for copies (a work bound: each name may be the source of each other). */
export const MAX_COPY_NAMES = 32;

/**
 * The copies a command makes of the files the line wrote: each name that may hold a written
 * file's text, with that text (dd's computed: it may convert); 'overflowing' where it copies one
 * and has more names than are read.
 */
export function copiedFileTexts(node: SimpleCommand, values: Pick<LineValues, 'files' | 'overflowingFiles'>): { file: string; text: PipedText }[] | 'overflowing' {
  const files = values.files;
  if (files.size === 0 || (node.words.length < 3 && !node.words.some((w) => w.text.includes('crontab')))) return [];
  // (`/bin/cp`, `command cp`, `sudo cp`: the program a wrapper runs, unwrapped-command.ts. Else,
  // broadly, the first literal word naming a copier, `xargs cp f g`, `grep cp f g`: a copy only adds readings.)
  const program = unwrappedCommand(node);
  if (program !== undefined && program !== OPAQUE && program.name === 'crontab') return crontabFileTexts(program.words, values);
  if (node.words.length < 3) return [];
  let name: string;
  let words: string[];
  if (program !== undefined && program !== OPAQUE && COPIERS.has(program.name)) {
    name = program.name;
    words = program.words.slice(1).map((w) => wordValue(w)).filter((w) => !w.dynamic).map((w) => w.value);
  } else {
    const given = node.words.map((w) => wordValue(w));
    const at = given.findIndex((w) => !w.dynamic && COPIERS.has(w.value.replace(/^.*\//, '')));
    if (at < 0 || (at > 0 && given[0]!.dynamic)) return [];
    name = given[at]!.value.replace(/^.*\//, '');
    words = given.slice(at + 1).filter((w) => !w.dynamic).map((w) => w.value);
  }
  const names = [...new Set(words.flatMap(namesOfWord))];
  if (names.length > MAX_COPY_NAMES) return names.some((n) => writtenKeys(values, n).length > 0 || writtenBelow(values, n)) ? 'overflowing' : [];
  const out: { file: string; text: PipedText }[] = [];
  const converts = name === 'dd' || name === 'gdd';
  for (const source of names) {
    // (The source by any spelling of it, `/w/repo/f`, written-file-names.ts; a directory's files below it.)
    const same = writtenKeys(values, source);
    // (Files below it only where the line wrote one there: no scan of every file for each name.)
    const below = writtenBelow(values, source) ? [...files.keys()].filter((f) => f.startsWith(`${source}/`)) : [];
    for (const file of [...same, ...below]) {
      const texts = files.get(file) ?? [];
      const rest = same.includes(file) ? '' : file.slice(source.length);
      const last = source.slice(source.lastIndexOf('/') + 1);
      for (const target of names) {
        if (target === source) continue;
        const dir = target === '/' ? '' : target;
        for (const copy of new Set([`${dir}${rest}`, `${dir}/${last}${rest}`])) {
          // (Not `exact`: the source is a written file by any spelling, which may be another file of its last segment.)
          for (const t of texts) out.push({ file: sameFile(copy), text: converts ? { ...t, computed: true } : t.exact === true ? { ...t, exact: undefined } : t });
        }
      }
    }
  }
  return out;
}

/** The names a copier's word may give: itself, an option's value after `=` (`--target-directory=d`, dd's `of=g`), `-tDIR`'s; trailing slashes dropped. */
function namesOfWord(word: string): string[] {
  const out = [word];
  const eq = word.indexOf('=');
  if (eq > 0) out.push(word.slice(eq + 1));
  if (/^-t./.test(word)) out.push(word.slice(2));
  return out.map((w) => withoutTrailingSlashes(sameFile(w))).filter((w) => w !== '');
}

/** `d/` is `d` (`/` stays `/`): a loop, no regex over a run of slashes. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Names of a process's standard input as a file. */
const STDIN_FILES: ReadonlySet<string> = new Set(['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);
/** dd's operands that copy its input unchanged (no conversion, skip, count or seek). */
const PLAIN_DD_OPERAND = /^(?:of|status|bs|ibs|obs|iflag|oflag)=/;

/**
 * The files a copier writes its standard input to (session 41: `echo /etc/passwd | cp /dev/stdin
 * g; mytool < g`, `install /dev/stdin g`, `rsync /dev/stdin g` and `dd of=g` were allowed):
 * `exact`, copies of it (cp's, install's, rsync's other names, a dd with no operand that changes
 * the bytes); `changed`, dd's `of=` where one may (`conv=lcase`, `skip=1`).
 */
export function stdinCopyFiles(node: Command): { exact: string[]; changed: string[] } {
  const program = node.type === 'simple' ? unwrappedCommand(node) : undefined;
  if (program === undefined || program === OPAQUE || (program.words.length < 2 && program.name !== 'crontab')) return NONE;
  // (`sed -n 'w g'`, `awk '{print > "g"}'`, `python3 -c 'open("g","w")…'`: what its script writes is computed from what it reads.)
  const scripted = scriptWrittenFiles(program.name, program.words);
  if (scripted.length > 0) return { exact: [], changed: scripted };
  const words = program.words.slice(1).map((w) => wordValue(w));
  if (program.name === 'crontab') return crontabInput(words) === '-' ? { exact: [CRONTAB_TABLE], changed: [] } : NONE;
  if (program.name === 'dd' || program.name === 'gdd') {
    const input = words.find((w) => w.value.startsWith('if='));
    if (input !== undefined && (input.dynamic || !STDIN_FILES.has(input.value.slice(3)))) return NONE;
    const outputs = words.filter((w) => w.value.startsWith('of=') && !w.dynamic).map((w) => sameFile(w.value.slice(3)));
    const plain = words.every((w) => !w.dynamic && (PLAIN_DD_OPERAND.test(w.value) || w.value.startsWith('if=')));
    return plain ? { exact: outputs, changed: [] } : { exact: [], changed: outputs };
  }
  if (!COPIERS.has(program.name) || program.name.endsWith('ln') || program.name === 'link') return NONE;
  const names = words.filter((w) => !w.dynamic).flatMap((w) => namesOfWord(w.value));
  if (!names.some((n) => STDIN_FILES.has(n))) return NONE;
  // (Another name, or the copy in it as a directory: `cp /dev/stdin d` writes d/stdin.)
  const others = names.filter((n) => !STDIN_FILES.has(n) && !n.startsWith('-'));
  return { exact: others.flatMap((n) => [n, `${n}/stdin`, `${n}/0`]), changed: [] };
}

const NONE = { exact: [], changed: [] };

/**
 * The table `crontab` installs, as a file the line writes (session 45): its text, piped (`echo '*
 * * * * * rm -rf ~' | crontab -`), a here-document's or a file's the line wrote (`crontab f`), is
 * read as a user's crontab's commands (autorun-files.ts: a place below /var/spool/cron), for deny
 * and ask rules (crontab itself always asks: runs.ts scheduled).
 */
export const CRONTAB_TABLE = '/var/spool/cron/crontabs/(the table crontab installs)';

/** What crontab installs: `-` its standard input (no operand too), a file's name, or undefined (`-l`, `-r`, `-e`, an expansion). */
function crontabInput(words: readonly { value: string; dynamic: boolean }[]): string | undefined {
  let operand: string | undefined;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.dynamic) return undefined;
    if (w.value === '-' || !w.value.startsWith('-')) {
      operand ??= w.value;
      continue;
    }
    // (getopt's letters: `-u USER` (or `-uUSER`) and cronie's `-n HOST` take a value; listing, removing, editing, testing install nothing.)
    if (/^-[a-zA-Z]*[lreiVTc]/.test(w.value)) return undefined;
    if (/^-[a-zA-Z]*[un]$/.test(w.value)) k++;
  }
  return operand ?? '-';
}

/** `crontab f` of a file the line wrote: its texts, as the table's (not exact: the name may be another file's of its last segment). */
function crontabFileTexts(words: readonly Word[], values: Pick<LineValues, 'files' | 'overflowingFiles'>): { file: string; text: PipedText }[] {
  const input = crontabInput(words.slice(1).map((w) => wordValue(w)));
  if (input === undefined || input === '-') return [];
  const out: { file: string; text: PipedText }[] = [];
  for (const file of writtenKeys(values, sameFile(input))) for (const t of values.files.get(file) ?? []) out.push({ file: CRONTAB_TABLE, text: t.exact === true ? { ...t, exact: undefined } : t });
  return out;
}
