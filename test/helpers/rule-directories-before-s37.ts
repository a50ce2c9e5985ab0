// readingsInDirectory as it was before session 37 (src/shell/rule-directories.ts at b89bdf1: each
// rule read every word again; its long-word memo left out, a function of the same two): the oracle
// of test/shell-directory-readings-s37.test.ts.
import { treeFixed, treeMayMeet, treePattern, type AbsoluteWordRule, type CommandDirectory } from '../../src/shell/rule-directories.js';
import type { CommandSubject } from '../../src/shell/subject.js';
import { WORD, type WordShape } from '../../src/shell/word-shapes.js';

interface ReadWord {
  readonly path: string;
  readonly low: number;
  readonly below: boolean;
}

function readWordIn(dir: CommandDirectory, text: string): ReadWord {
  const out = [...dir.segments];
  let low = out.length;
  let dots = false;
  for (const s of text.split('/')) {
    if (s === '' || s === '.') continue;
    dots ||= mayBeDots(s);
    if (s !== '..') out.push(s);
    else {
      out.pop();
      low = Math.min(low, out.length);
    }
  }
  // (Below an unknown directory: any absolute path ending so, `/…dist/x`; wider, never narrower.)
  const path = dir.known ? `/${out.join('/')}` : `/${WORD}${out.join('/')}`;
  return { path, low, below: out.length > low && !dots };
}

/**
 * Whether a glob's segment may match `.` or `..` (`.*`, `.?`: bash before 5.2's globskipdots
 * expands them so, `chmod -R 777 .*` reaching the parent): a `.`, then only wildcards and at
 * most one more `.`.
 */
function mayBeDots(s: string): boolean {
  if (s.charCodeAt(0) !== 46 || s.length < 2) return false;
  let dots = 0;
  let wild = false;
  for (let k = 1; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === 46) dots++;
    else if (c >= 3 && c <= 7) wild = true;
    else return false;
  }
  return wild && dots <= 1;
}

/** Whether a rule word's fixed part lies at or below the directory a word starts from. */
function fixedBelow(fixed: readonly string[], dir: CommandDirectory, from: readonly string[]): boolean {
  if (from.length === 0) return true;
  const base = `/${from.join('/')}`;
  for (const f of fixed) {
    if (dir.known ? f === base || f.startsWith(`${base}/`) : `${f}/`.includes(`${base}/`)) return true;
  }
  return false;
}

/** A word the reading applies to: after the name, not absolute, home or an option, and not any words at all. */
export function hasRelativeWord(c: CommandSubject): boolean {
  for (let i = 1; i < c.words.length; i++) if (relativeText(c, i) !== undefined) return true;
  return false;
}

function relativeText(c: CommandSubject, i: number): string | undefined {
  const text = c.dynamic[i] ? c.shapes?.[i]?.pattern : c.words[i];
  if (text === undefined || text === '') return undefined;
  const first = text.charCodeAt(0);
  // (`/`, `~`, `-`; a shape starting with WORD may be absolute already, and its rule meets it so.)
  return first === 47 || first === 126 || first === 45 || first === 3 ? undefined : text;
}

/**
 * The subject as `rule` reads it in `dir` (its relative words as paths, where the rule's fixed
 * parts allow), or undefined when no word changes. Below an unknown directory the words become
 * shapes (a match there is possible, not certain).
 */
function readInDirectory(c: CommandSubject, rule: AbsoluteWordRule, dir: CommandDirectory, keepLiterals = false): CommandSubject | undefined {
  let words: string[] | undefined;
  let dynamic: boolean[] | undefined;
  let shapes: (WordShape | undefined)[] | undefined;
  for (let i = 1; i < c.words.length; i++) {
    const text = relativeText(c, i);
    if (text === undefined || (keepLiterals && !c.dynamic[i] && rule.literals.has(text))) continue;
    const shape = c.dynamic[i] ? c.shapes![i]! : undefined;
    // (A glob's shape holds its letters in lower case: nocaseglob.)
    const glob = shape?.kind === 'glob';
    const read = readWordIn(glob ? { known: dir.known, segments: dir.segments.map((s) => s.toLowerCase()) } : dir, text);
    // (A word naming the directory or an ancestor, `.`, `..`, writes nothing the rule's `*` could
    // stand for: it is that absolute path, `cd /etc/ssh && rm -rf .` is `rm -rf /etc/ssh`.)
    if (read.below && !fixedBelow(rule.fixed, dir, dir.segments.slice(0, read.low))) continue;
    words ??= [...c.words];
    dynamic ??= [...c.dynamic];
    if (shape === undefined && dir.known) {
      words[i] = read.path;
      continue;
    }
    dynamic[i] = true;
    (shapes ??= c.shapes === undefined ? new Array<WordShape | undefined>(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern: read.path };
  }
  return words === undefined ? undefined : { ...c, words, dynamic: dynamic!, shapes: shapes ?? c.shapes, scope: 'restrict', homeTildes: undefined };
}

/**
 * The readings of the command in `dir` a rule meets: every relative word as a path, and (when the
 * rule has plain words such a word equals: `terraform destroy /w/*` and `cd /w; terraform destroy
 * repo/p`) with those words kept as written; a recursive command's also with its words of `trees`
 * as everything below them (`cd /; rm -rf etc` is `rm -rf /etc/…`: recursive-words.ts).
 */
export function readingsInDirectoryBefore(c: CommandSubject, rule: AbsoluteWordRule, dir: CommandDirectory, trees?: ReadonlySet<number>, folded = false): CommandSubject[] {
  const all = readInDirectory(c, rule, dir);
  if (all === undefined) return [];
  const kept = rule.literals.size === 0 ? undefined : readInDirectory(c, rule, dir, true);
  // (Below an unknown directory the words stay and their shapes change: compare both.)
  const out = kept === undefined || kept.words.every((w, i) => w === all.words[i] && kept.dynamic[i] === all.dynamic[i]) ? [all] : [all, kept];
  if (trees === undefined) return out;
  for (let k = out.length - 1; k >= 0; k--) {
    const tree = asTrees(c, out[k]!, rule, trees, folded);
    if (tree !== undefined) out.push(tree);
  }
  return out;
}

/**
 * `read` (a reading of `c`) with its read words of `trees` as their trees where a rule word may
 * lie below (`folded`: the rule's words in lower case, path-spelling.ts); undefined when none.
 */
function asTrees(c: CommandSubject, read: CommandSubject, rule: AbsoluteWordRule, trees: ReadonlySet<number>, folded: boolean): CommandSubject | undefined {
  let shapes: (WordShape | undefined)[] | undefined;
  let dynamic: boolean[] | undefined;
  for (const i of trees) {
    const shape = read.dynamic[i] ? read.shapes?.[i] : undefined;
    if (read.words[i] === c.words[i] && shape === (c.dynamic[i] ? c.shapes?.[i] : undefined)) continue;
    const path = shape?.pattern ?? read.words[i]!;
    const fixed = treeFixed(path);
    if (!treeMayMeet(rule, folded ? fixed.toLowerCase() : fixed)) continue;
    (dynamic ??= [...read.dynamic])[i] = true;
    (shapes ??= read.shapes === undefined ? new Array<WordShape | undefined>(read.words.length).fill(undefined) : [...read.shapes])[i] = { kind: shape?.kind ?? 'one', pattern: treePattern(path) };
  }
  return shapes === undefined ? undefined : { ...read, dynamic: dynamic!, shapes };
}
