// A recursive command acts on every path below its path words: `rm -rf /etc` removes every file
// `rm /etc/*` names, `chmod -R 777 /srv` changes what `chmod 777 /srv/secret/a` does. For the
// deny/ask Shell rules with absolute path words (src/shell/rule-directories.ts) such a command's
// words are also read as their trees, `DIR/…` (a shape: DIR, `/`, any text), so a rule naming
// some path below DIR meets it (`/` is above everything; a glob `/e*` may be /etc). Which words
// are trees: those the analysis's file arguments read or edit with everything below them
// (file-arguments.ts, its `below`: `rm -r`/`-R`/`--recursive`/`-rf`, `chmod`/`chown`/`chgrp -R`,
// `cp -r` sources, `grep -r`, `rg`, `tar cf x /etc`, PowerShell's `Remove-Item -Recurse` and its
// prefixes; not `rmdir`, not `rm` alone, not chmod's mode).

import type { PathRef } from '../shell/file-touches.js';
import { treeFixed } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import type { WordShape } from '../shell/word-shapes.js';

/**
 * The words each command of a line acts below, by the command's text: the analysis's argument
 * paths read or edited with everything below them (file-arguments.ts `below`), as written.
 */
export function treePathsByCommand(paths: readonly PathRef[]): ReadonlyMap<string, ReadonlySet<string>> | undefined {
  let out: Map<string, Set<string>> | undefined;
  for (let k = 0; k < paths.length; k++) {
    const p = paths[k]!;
    // (A possible path is one the command makes, `mv x dir` landing in dir/x: no word of it.)
    if (p.below === 'none' || p.possible || p.partType !== 'argument') continue;
    out ??= new Map();
    const set = out.get(p.text);
    if (set === undefined) out.set(p.text, new Set([p.path]));
    else set.add(p.path);
  }
  return out;
}

/** The indexes of the command's words it acts below (`/etc` of `rm -rf /etc`), or undefined for none. */
export function recursiveWords(c: CommandSubject, trees: ReadonlySet<string> | undefined): ReadonlySet<number> | undefined {
  if (trees === undefined) return undefined;
  let out: Set<number> | undefined;
  for (let i = 1; i < c.words.length; i++) {
    const w = treeText(c, i);
    // (A cmdlet's `\etc` off Windows is the analysis's `/etc`: made only where a tree is as long,
    // since a long word's copy and its hash cost more than the test, once per command reading.)
    if (trees.has(w) || (c.dialect === 'powershell' && w.includes('\\') && hasLength(trees, w.length) && trees.has(w.replaceAll('\\', '/')))) (out ??= new Set()).add(i);
  }
  return out;
}

/** Whether some text of `texts` has `length` characters. */
function hasLength(texts: ReadonlySet<string>, length: number): boolean {
  for (const t of texts) if (t.length === length) return true;
  return false;
}

/** A word's path: the word, or a cmdlet parameter's value after its colon (`-Path:C:\Windows` binds as `-Path C:\Windows`). */
function treeText(c: CommandSubject, i: number): string {
  const w = c.words[i]!;
  if (c.dialect !== 'powershell' || c.dynamic[i] || w.charCodeAt(0) !== 45) return w;
  const colon = w.indexOf(':');
  return colon < 0 ? w : w.slice(colon + 1);
}

/**
 * The subject with its absolute words of `trees` read as their trees (`absoluteTree` gives a
 * word's tree pattern, or undefined for a word that is not absolute), and the trees' fixed parts
 * (before a wildcard); undefined when no word is absolute.
 */
export function absoluteTrees(c: CommandSubject, trees: ReadonlySet<number>, absoluteTree: (text: string, dynamic: boolean) => string | undefined): { subject: CommandSubject; fixed: string[] } | undefined {
  let dynamic: boolean[] | undefined;
  let shapes: (WordShape | undefined)[] | undefined;
  const fixed: string[] = [];
  for (const i of trees) {
    const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
    if (c.dynamic[i] && shape === undefined) continue;
    const pattern = absoluteTree(shape?.pattern ?? treeText(c, i), shape !== undefined);
    if (pattern === undefined) continue;
    dynamic ??= [...c.dynamic];
    dynamic[i] = true;
    (shapes ??= c.shapes === undefined ? new Array<WordShape | undefined>(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern };
    fixed.push(treeFixed(pattern));
  }
  return dynamic === undefined ? undefined : { subject: { ...c, dynamic, shapes, scope: 'restrict', homeTildes: undefined }, fixed };
}

