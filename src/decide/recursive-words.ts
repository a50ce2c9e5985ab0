// A recursive command acts on every path below its path words: `rm -rf /etc` removes every file
// `rm /etc/*` names, `chmod -R 777 /srv` changes what `chmod 777 /srv/secret/a` does. For the
// deny/ask Shell rules with absolute path words (src/shell/rule-directories.ts) such a command's
// words are also read as their trees, `DIR/…` (a shape: DIR, `/`, any text), so a rule naming
// some path below DIR meets it (`/` is above everything; a glob `/e*` may be /etc). Which
// commands recurse, and by which options: file-commands.ts's table read as file-arguments.ts
// reads it (`rm -r`/`-R`/`--recursive`/`-rf`, `chmod`/`chown`/`chgrp -R`, `cp -r`, `grep -r`,
// `rg`, PowerShell's `Remove-Item -Recurse` and its prefixes, bound as PowerShell binds them).

import { bindCmdlet, CMDLET_PARAMETERS } from '../shell/cmdlet-parameters.js';
import { CMDLET_FILES, FILE_COMMANDS, type FileCommand } from '../shell/file-commands.js';
import { readOptions } from '../shell/file-options.js';
import type { AbsoluteWordRule } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import type { WordShape } from '../shell/word-shapes.js';

/** Whether a file command's table entry has a way to recurse. */
function mayRecurse(cmd: FileCommand | undefined): cmd is FileCommand {
  return cmd !== undefined && (cmd.alwaysRecursive === true || cmd.recursiveLetters !== undefined || cmd.recursiveLong !== undefined);
}

/** Whether the command, by one of its names, acts on everything below its operands. */
function recursiveBy(c: CommandSubject, name: string): boolean {
  if (c.dialect === 'powershell') {
    const spec = CMDLET_PARAMETERS.get(name);
    const cmdlet = CMDLET_FILES.get(name);
    if (spec !== undefined && mayRecurse(cmdlet)) {
      // (`-Recurse:$false` counts as recursive, as file-arguments.ts reads it: doubt denies.)
      return cmdlet.alwaysRecursive === true || bindCmdlet(spec, c.words, c.dynamic, (k, value) => ({ word: value ?? c.words[k] ?? '', dynamic: c.dynamic[k] ?? false })).recursive;
    }
  }
  const cmd = FILE_COMMANDS.get(name);
  return mayRecurse(cmd) && readOptions(name, cmd, c.words, c.dynamic, c.dialect).recursive;
}

/** A word that is an option or a parameter as written (its tree is no path). */
function optionWord(c: CommandSubject, i: number): boolean {
  return !c.dynamic[i] && c.words[i]!.length > 1 && (c.words[i]!.charCodeAt(0) === 45 || (c.dialect === 'powershell' && /^[\u2013\u2014\u2015]/.test(c.words[i]!)));
}

/**
 * The indexes of the words a recursive command acts below (every word after the name but its
 * options: as rule-directories.ts reads every relative word, a mode or an option's value too,
 * wider never narrower), or undefined when it does not recurse.
 */
export function recursiveWords(c: CommandSubject, names: readonly string[]): ReadonlySet<number> | undefined {
  if (!names.some((n) => recursiveBy(c, n))) return undefined;
  const out = new Set<number>();
  for (let i = 1; i < c.words.length; i++) if (!optionWord(c, i)) out.add(i);
  return out.size === 0 ? undefined : out;
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
    const pattern = absoluteTree(shape?.pattern ?? c.words[i]!, shape !== undefined);
    if (pattern === undefined) continue;
    dynamic ??= [...c.dynamic];
    dynamic[i] = true;
    (shapes ??= c.shapes === undefined ? new Array<WordShape | undefined>(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern };
    fixed.push(/^[^\u0003-\u0007]*/.exec(pattern)![0]);
  }
  return dynamic === undefined ? undefined : { subject: { ...c, dynamic, shapes, scope: 'restrict', homeTildes: undefined }, fixed };
}

/**
 * Whether some path below a tree may be one a rule word names: their fixed parts, one a prefix of
 * the other (`/` and `/etc/`, `/etc/ssl/` and `/etc/`), else they differ before any wildcard.
 */
export function treesMayMeet(r: AbsoluteWordRule, fixed: readonly string[]): boolean {
  return fixed.some((t) => r.fixed.some((f) => f.startsWith(t) || t.startsWith(f)));
}
