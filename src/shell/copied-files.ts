// Files the line wrote, copied, linked or moved to another name (session 40: `echo /etc/passwd > f;
// cp f g; mytool < g`, `ln -s f g`, `install f g`, `rsync f g`, `dd if=f of=g` were allowed while
// `mytool < f` asked): the other name holds the same text. Read broadly, for deny and ask rules
// only: every other literal word of the command (an option's value after `=`, `-tDIR`) may be the
// copy, or the directory it lands in under the source's last segment; a file below a copied
// directory lands below the copy. A word that is no file only keeps a text nothing reads.

import type { SimpleCommand } from './ast.js';
import type { PipedText } from './piped-text.js';
import { sameFile } from './piped-text.js';
import { wordValue } from './words.js';
import type { LineValues } from './line-values.js';
import { writtenBelow, writtenKeys } from './written-file-names.js';

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
  if (files.size === 0 || node.words.length < 3) return [];
  // (The copier may come after a wrapper's words, `sudo cp f g`, `env X=1 cp`, `busybox cp`, `nice -n 5 cp`:
  // the first literal word naming one, broadly, as a copy only adds readings.)
  const given = node.words.map((w) => wordValue(w));
  const at = given.findIndex((w) => !w.dynamic && COPIERS.has(w.value.replace(/^.*\//, '')));
  if (at < 0 || (at > 0 && given[0]!.dynamic)) return [];
  const name = given[at]!.value.replace(/^.*\//, '');
  const words = given.slice(at + 1).filter((w) => !w.dynamic).map((w) => w.value);
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
          for (const t of texts) out.push({ file: sameFile(copy), text: converts ? { ...t, computed: true } : t });
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
