// The step both readings of a command's relative words where it runs share (bash:
// command-directories.ts, PowerShell on win32: windows-command-directories.ts): each word after
// the name read in one place, the command rewritten with what it reads as.
import type { CommandSubject } from '../../src/shell/subject.js';
import type { WordShape } from '../../src/shell/word-shapes.js';

/** A word read in a place: its path, and whether the place is known (else the path is a shape pattern). */
export interface WordReading {
  readonly path: string;
  readonly known: boolean;
}

/**
 * The command with the words `read` reads rewritten (the text of an unknown word is its shape's
 * pattern): a known path replaces a plain word; any other reading makes the word unknown, of
 * the path's shape (a glob stays a glob). undefined when `read` rewrote no word.
 */
export function rewrittenSubject(c: CommandSubject, read: (text: string, i: number, shape: WordShape | undefined) => WordReading | undefined): CommandSubject | undefined {
  const words = [...c.words];
  const dynamic = [...c.dynamic];
  let shapes: (WordShape | undefined)[] | undefined = c.shapes && [...c.shapes];
  let changed = false;
  for (let i = 1; i < c.words.length; i++) {
    const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
    const text = c.dynamic[i] ? shape?.pattern : c.words[i];
    if (text === undefined || text === '') continue;
    const r = read(text, i, shape);
    if (r === undefined) continue;
    changed = true;
    if (r.known && shape === undefined) words[i] = r.path;
    else {
      dynamic[i] = true;
      (shapes ??= c.words.map(() => undefined))[i] = { kind: shape?.kind ?? 'one', pattern: r.path };
    }
  }
  return changed ? { ...c, words, dynamic, shapes, scope: 'restrict', homeTildes: undefined } : undefined;
}
