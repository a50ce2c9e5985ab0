// The reference's reading of a command's relative words where it runs, for Shell deny/ask rules
// with absolute path words (the engine: src/shell/rule-directories.ts). Written apart from the
// engine's, on node's path.posix: each directory the command may run in, each word joined to it
// and normalized, kept where the rule word's fixed part lies at or below the highest directory
// the word's walk reaches.
import { posix } from 'node:path';
import type { ShellPattern } from '../../src/rules/types.js';
import type { CommandSubject } from '../../src/shell/subject.js';
import type { WordShape } from '../../src/shell/word-shapes.js';

const WORD = '\u0003';

/** The fixed parts (text before a wildcard) of a rule's absolute path words after its name. */
export function fixedParts(p: ShellPattern | undefined): string[] {
  const out: string[] = [];
  for (const w of p?.words.slice(1) ?? []) {
    if (w[0]?.type === 'literal' && w[0].text.startsWith('/')) out.push(/^[^*?[]*/.exec(w[0].text)![0]);
  }
  return out;
}

/** `known`: an absolute directory; otherwise `dir` is below some directory no one can tell. */
type Place = { known: boolean; dir: string };

function places(c: CommandSubject, cwd: string | undefined, home: string | undefined): Place[] {
  const unknown = (below: string): Place => {
    const n = posix.normalize(`/${below}`);
    return { known: false, dir: n };
  };
  const w = c.cwd;
  if (w === undefined) return [cwd === undefined ? unknown('') : { known: true, dir: posix.normalize(cwd) }];
  if (w.unknown || w.rooted) return [unknown('')];
  const out: Place[] = [];
  for (const d of w.dirs) {
    if (d.startsWith('/')) out.push({ known: true, dir: posix.normalize(d) });
    else if (d === '~' || d.startsWith('~/')) out.push(home === undefined || w.otherHome ? unknown('') : { known: true, dir: posix.normalize(home + d.slice(1)) });
    else if (cwd !== undefined) out.push({ known: true, dir: posix.join(cwd, d) });
    // (`..` above an unknown directory: some other unknown directory.)
    else out.push(/^\.\.(?:\/|$)/.test(posix.normalize(d)) ? unknown('') : unknown(d));
  }
  for (const s of w.searched) out.push(/^\.\.(?:\/|$)/.test(posix.normalize(s)) ? unknown('') : unknown(s));
  return out;
}

/** The highest directory a walk of `word` from `dir` reaches (every walk stays among dir's ancestors there). */
function highest(dir: string, word: string): string {
  let top = dir;
  const segs = word.split('/');
  for (let k = 1; k <= segs.length; k++) {
    const at = posix.join(dir, segs.slice(0, k).join('/'));
    if (at.split('/').filter(Boolean).length < top.split('/').filter(Boolean).length) top = at;
  }
  return top;
}

/** The command as a rule with `fixed` parts reads it in each place: [subject, known place]. */
/** The rule's other words that are plain literals: a second reading keeps the command's words equal to one as written. */
export function literalWords(p: ShellPattern | undefined): Set<string> {
  const out = new Set<string>();
  for (const w of p?.words.slice(1) ?? []) if (w.length === 1 && w[0]!.type === 'literal' && !w[0]!.text.startsWith('/') && !/[*?[]/.test(w[0]!.text)) out.add(w[0]!.text);
  return out;
}

/** `lower`: the places in lower case (a case-insensitive file system, `fixed` lower case too). */
export function readsInDirectories(c: CommandSubject, fixed: readonly string[], cwd: string | undefined, home: string | undefined, literals: ReadonlySet<string> = new Set(), lower = false): [CommandSubject, boolean][] {
  const out: [CommandSubject, boolean][] = [];
  for (const found of places(c, cwd, home)) for (const keep of literals.size > 0 ? [false, true] : [false]) {
    const place = lower ? { known: found.known, dir: found.dir.toLowerCase() } : found;
    const words = [...c.words];
    const dynamic = [...c.dynamic];
    let shapes: (WordShape | undefined)[] | undefined = c.shapes && [...c.shapes];
    let changed = false;
    for (let i = 1; i < c.words.length; i++) {
      const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
      const text = c.dynamic[i] ? shape?.pattern : c.words[i];
      if (text === undefined || text === '' || /^[/~\-\u0003]/.test(text) || (keep && !c.dynamic[i] && literals.has(text))) continue;
      const top = highest(place.dir, text);
      const fits = top === '/' || fixed.some((f) => (place.known ? f === top || f.startsWith(`${top}/`) : `${f}/`.includes(`${top}/`)));
      if (!fits) continue;
      changed = true;
      const dir = shape?.kind === 'glob' ? place.dir.toLowerCase() : place.dir;
      const path = posix.join(dir, text).replace(/\/$/, '') || '/';
      if (place.known && shape === undefined) words[i] = path;
      else {
        dynamic[i] = true;
        (shapes ??= c.words.map(() => undefined))[i] = { kind: shape?.kind ?? 'one', pattern: place.known ? path : `/${WORD}${path.slice(1)}` };
      }
    }
    if (changed) out.push([{ ...c, words, dynamic, shapes, scope: 'restrict', homeTildes: undefined }, place.known]);
  }
  return out;
}
