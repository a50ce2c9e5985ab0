// readInWindowsDirectory as it was before session 37 (src/decide/windows-command-directories.ts at
// b89bdf1: each rule and reading made its subject again): the oracle of
// test/shell-directory-readings-s37.test.ts. Its word reader is the module's (unchanged).
import type { WordReader } from '../../src/decide/windows-command-directories.js';
import { treeFixed, treeMayMeet, treePattern, type AbsoluteWordRule, type CommandDirectory } from '../../src/shell/rule-directories.js';
import type { CommandSubject } from '../../src/shell/subject.js';
import { WORD, type WordShape } from '../../src/shell/word-shapes.js';

/** Where a literal cmdlet parameter's value after its colon starts (`-Path:x`: 6), else 0. */
function colonValueStart(c: CommandSubject, i: number): number {
  const w = c.words[i]!;
  if (c.dialect !== 'powershell' || c.dynamic[i] || w.charCodeAt(0) !== 45) return 0;
  const colon = w.indexOf(':');
  return colon < 2 ? 0 : colon + 1;
}

/**
 * The subject as `rule` reads it in `dir`, or undefined when no word changes (`keepLiterals`: the
 * rule's plain words stay; `apart`: a literal word with "," is read as an array's elements).
 */
export function readInWindowsDirectoryBefore(c: CommandSubject, rule: AbsoluteWordRule, dir: CommandDirectory, keepLiterals: boolean, apart: boolean, msys: boolean, wordIn: WordReader, trees?: ReadonlySet<number>): CommandSubject | undefined {
  let words: string[] | undefined;
  let dynamic: boolean[] | undefined;
  let shapes: (WordShape | undefined)[] | undefined;
  let anyTree = false;
  for (let i = 1; i < c.words.length; i++) {
    const word = wordIn(dir, i, apart);
    if (word === undefined || (keepLiterals && !c.dynamic[i] && rule.literals.has(word.text.toLowerCase()))) continue;
    const { elements, driveRelative, read, base, under } = word;
    if (read === undefined) continue;
    if (base !== '' && !rule.fixed.some((f) => f.startsWith(base) || `${f}/` === base)) continue;
    if (under !== '' && !rule.fixed.some((f) => `${f}/`.includes(under))) continue;
    words ??= [...c.words];
    dynamic ??= [...c.dynamic];
    const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
    // (A recursive command's word as everything below it: recursive-words.ts.)
    const tree = trees?.has(i) === true && !elements && treeMayMeet(rule, treeFixed(read.path));
    anyTree ||= tree;
    if (shape === undefined && dir.known && !driveRelative && !read.path.includes(WORD) && !tree) {
      // (`-Path:x` as `-Path:c:/windows/x`, which the rule's path words meet as `-Path:C:\Windows\x`.)
      words[i] = (msys ? '' : c.words[i]!.slice(0, colonValueStart(c, i))) + read.path;
      continue;
    }
    dynamic[i] = true;
    (shapes ??= c.shapes === undefined ? new Array<WordShape | undefined>(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern: tree ? treePattern(read.path) : read.path };
  }
  // (A reading for the trees only when some word is one: the others are the plain reading's.)
  return words === undefined || (trees !== undefined && !anyTree) ? undefined : { ...c, words, dynamic: dynamic!, shapes: shapes ?? c.shapes, scope: 'restrict', homeTildes: undefined };
}
