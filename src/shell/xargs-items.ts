// The words xargs appends to its command (semantics 4.1): read from its input, so unknown; but
// where the member before it is a find printing NUL-terminated paths (`-print0`) and xargs splits
// at NULs only (`-0`), each word is one path find printed, a path of a known shape (issue 3,
// session 45: `find . -name '*.py' -print0 | xargs -0 grep foo` asked beside any Read deny rule;
// now its files are `./**/*.py`, checked by their shape as the glob word `./**/*.py` is).

import type { Command, SimpleCommand, Word } from './ast.js';
import type { PathRef } from './file-touches.js';
import type { Simple } from './simple.js';
import type { WrapperScan } from './wrappers.js';
import { escapePattern, wordValue } from './words.js';
import { wildcardMatch } from './wildcard-match.js';

/** Unknown words xargs's command is given: any number of them (options and their values too), so several. */
const XARGS_TAIL = 4;

/** The words xargs appends: their texts, whether each is unknown, and their spans. */
export interface AppendedWords {
  readonly words: readonly string[];
  readonly dynamic: readonly boolean[];
  readonly spans: readonly Word[];
}

/** A span standing for one path find printed: `glob` is the shape (rule grammar) of every such path. */
interface ItemWord extends Word {
  readonly itemGlob?: string;
}

/** The xargs word of the pipeline member being walked and the shape of the paths piped to it (set by walkPipeline). */
let piped: { readonly word: Word; readonly glob: string } | undefined;

/**
 * Walks pipeline member `member` with the paths `before` prints known to its xargs, when they
 * are (pipedPathShape): the previous value is restored after, so a nested pipeline leaves none.
 */
export function withPipedPaths(before: Command, member: Command, dialect: 'bash' | 'powershell', isFunction: (c: Command) => boolean, walk: () => void): void {
  const glob = dialect === 'bash' && member.type === 'simple' && member.words.length > 0 && isPlain(member.words[0]!, 'xargs') ? pipedPathShape(before, isFunction) : undefined;
  if (glob === undefined) return walk();
  const outer = piped;
  piped = { word: (member as SimpleCommand).words[0]!, glob };
  try {
    walk();
  } finally {
    piped = outer;
  }
}

/**
 * The words xargs (with `scan`) appends to its command: with `-0` and no option that reads its
 * items otherwise (`-a FILE`, `-d`, a replace string), after a find printing NUL-terminated paths
 * of one shape (withPipedPaths), each is one such path; otherwise unknown words.
 */
export function appendedWords(c: Simple, scan: WrapperScan): AppendedWords {
  const glob = piped !== undefined && piped.word === c.spans[0] && splitsAtNul(c, scan) ? piped.glob : undefined;
  return tailWords(glob);
}

/** Words of any text a program appends to a command (fd's `-X`, xargs's): unknown. */
export function unknownWords(): AppendedWords {
  return tailWords(undefined);
}

/** XARGS_TAIL words, each unknown or (`glob`) a path of that shape, with a span for the readers that index spans by word (inner places it). */
function tailWords(glob: string | undefined): AppendedWords {
  const text = glob ?? '…';
  const words: string[] = [];
  const dynamic: boolean[] = [];
  const spans: Word[] = [];
  for (let k = 0; k < XARGS_TAIL; k++) {
    const span: ItemWord = glob === undefined ? { start: 0, end: 0, text, parts: UNKNOWN_PARTS } : { start: 0, end: 0, text, parts: UNKNOWN_PARTS, itemGlob: glob };
    words.push(text);
    dynamic.push(true);
    spans.push(span);
  }
  return { words, dynamic, spans };
}

const UNKNOWN_PARTS: Word['parts'] = [{ type: 'expansion', text: '…', quoted: false }];

/** Whether xargs reads its items split at NULs only, from its standard input, and appends them. */
function splitsAtNul(c: Simple, scan: WrapperScan): boolean {
  if (scan.problem !== undefined || scan.inner === undefined) return false;
  for (let k = 1; k < scan.inner; k++) if (c.dynamic[k]) return false;
  let nul = false;
  for (const o of scan.options) {
    if (o === '-0' || o === '--null') nul = true;
    else if (OTHER_ITEMS.has(o)) return false;
  }
  return nul;
}

/** Options after which xargs's items are not its input's NUL-terminated strings, appended. */
const OTHER_ITEMS: ReadonlySet<string> = new Set(['-a', '--arg-file', '-d', '--delimiter', '-I', '-i', '--replace']);

/**
 * A file argument that is one of the paths find printed to xargs (appendedWords): checked as a
 * glob of their shape (find lists every name, dot names and any depth: not bash's own glob).
 * Unchanged for any other argument.
 */
export function withItemGlob(ref: PathRef, words: readonly string[], dynamic: readonly boolean[], spans: readonly Word[]): PathRef {
  if (!ref.dynamic || ref.glob !== undefined) return ref;
  let glob: string | undefined;
  for (let k = 0; k < spans.length; k++) {
    if (!dynamic[k] || words[k] !== ref.path) continue;
    const g = (spans[k] as ItemWord).itemGlob;
    if (g === undefined) return ref;
    glob = g;
  }
  if (glob === undefined) return ref;
  return { ...ref, glob, shellExpanded: false };
}

/** Tests that take one value and only narrow what find prints, beside `-name`. */
const NARROWING: ReadonlySet<string> = new Set(['-type', '-xtype', '-mindepth', '-maxdepth']);

/** Other tests (each its number of values) and operators: they print nothing; with them, any name below the start. */
const OTHER_TESTS: ReadonlyMap<string, number> = new Map([
  ['-iname', 1], ['-path', 1], ['-ipath', 1], ['-wholename', 1], ['-iwholename', 1], ['-regex', 1], ['-iregex', 1],
  ['-mtime', 1], ['-mmin', 1], ['-atime', 1], ['-amin', 1], ['-ctime', 1], ['-cmin', 1], ['-size', 1], ['-perm', 1],
  ['-user', 1], ['-group', 1], ['-newer', 1], ['-links', 1],
  ['-empty', 0], ['-executable', 0], ['-readable', 0], ['-writable', 0], ['-xdev', 0], ['-mount', 0], ['-depth', 0],
  ['-noleaf', 0], ['-prune', 0], ['-true', 0], ['-false', 0], ['!', 0], ['-not', 0], ['(', 0], [')', 0],
  ['-a', 0], ['-and', 0], ['-o', 0], ['-or', 0],
]);

/**
 * The shape (rule grammar) of every path a find prints, where it prints only NUL-terminated
 * paths: a plain `find` (no function of that name, no output but its paths on the pipe), one
 * start (or none: `.`), its only action a last `-print0`, every other expression word a test
 * that prints nothing. `START/**`, or `START/**\/NAME` for one `-name` among narrowing tests
 * whose glob cannot match the start's own name. Undefined where it cannot be told.
 */
export function pipedPathShape(node: Command, isFunction: (c: Command) => boolean): string | undefined {
  if (node.type !== 'simple' || node.assignments.length > 0 || node.words.length === 0) return undefined;
  if (!isPlain(node.words[0]!, 'find') || isFunction(node)) return undefined;
  // (Only its standard error may go elsewhere, to a file: `|&` or `2>&1` prints it on the pipe.)
  for (const r of node.redirects) if (r.fd !== 2 || (r.op !== '>' && r.op !== '>>')) return undefined;
  const words: string[] = [];
  for (const w of node.words) {
    const v = wordValue(w);
    if (v.dynamic) return undefined;
    words.push(v.value);
  }
  let k = 1;
  // (Its own options before the start: -H, -L, -P, -O3; -D takes a value.)
  while (k < words.length && /^-(?:[HLP]|O\d*|D)$/.test(words[k]!)) k += words[k] === '-D' ? 2 : 1;
  const starts: number[] = [];
  while (k < words.length && !(words[k]!.length > 1 && words[k]!.startsWith('-')) && !'()!,'.includes(words[k]!)) starts.push(k++);
  if (starts.length > 1 || words[words.length - 1] !== '-print0' || k >= words.length) return undefined;
  let name: string | undefined;
  let narrowOnly = true;
  for (let e = k; e < words.length - 1; e++) {
    const w = words[e]!;
    if (w === '-name' && name === undefined && e + 1 < words.length - 1) name = words[++e]!;
    // (A second name: any name below the start, `-name a -o -name b`.)
    else if (w === '-name' && e + 1 < words.length - 1) {
      e++;
      narrowOnly = false;
    }
    else if (NARROWING.has(w) && e + 1 < words.length - 1) e++;
    else if (OTHER_TESTS.has(w) && e + OTHER_TESTS.get(w)! < words.length - 1) {
      e += OTHER_TESTS.get(w)!;
      narrowOnly = false;
    } else return undefined;
  }
  const start = starts.length === 0 ? '.' : startPattern(node.words[starts[0]!]!, words[starts[0]!]!);
  if (start === undefined) return undefined;
  const below = start === '/' ? '/**' : `${start}/**`;
  const glob = name !== undefined && narrowOnly ? nameGlob(name) : undefined;
  // (`find x.py -name '*.py'` prints x.py itself: its name must not match, or any name below is read.)
  if (glob === undefined || wildcardMatch(name!, baseName(starts.length === 0 ? '.' : words[starts[0]!]!))) return below;
  return `${below}/${glob}`;
}

/** A start as a rule-grammar path: `~` is the home only where bash expands it (a literal `'~/x'` is a directory named `~`). */
function startPattern(word: Word, value: string): string | undefined {
  let end = value.length;
  while (end > 1 && value.charCodeAt(end - 1) === 47) end--;
  const trimmed = value.slice(0, end);
  if (trimmed === '') return undefined;
  const first = word.parts[0]!;
  const homeTilde = first.type === 'expansion' && !first.quoted && first.text === '~';
  if (!homeTilde && trimmed.startsWith('~')) return escapePattern(`./${trimmed}`);
  return escapePattern(trimmed);
}

/** A `-name` glob of plain characters, `*` and `?` in the rule grammar; undefined for any other (brackets, escapes, `/`). */
function nameGlob(name: string): string | undefined {
  if (name === '' || /[[\]\\/{}]/.test(name)) return undefined;
  let out = '';
  for (const ch of name) out += ch === '*' || ch === '?' ? ch : escapePattern(ch);
  return out;
}

function baseName(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
  const trimmed = path.slice(0, end);
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** A word written plainly as `name` (not `./name`, not from an expansion). */
function isPlain(word: Word, name: string): boolean {
  const v = wordValue(word);
  return !v.dynamic && v.value === name;
}
