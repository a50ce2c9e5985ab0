// The reference's reading of a command's relative words where it runs, for Shell deny/ask rules
// with absolute path words (the engine: src/shell/rule-directories.ts). Written apart from the
// engine's, on node's path.posix: each directory the command may run in, each word joined to it
// and normalized, kept where the rule word's fixed part lies at or below the highest directory
// the word's walk reaches.
import { posix } from 'node:path';
import type { ShellPattern } from '../../src/rules/types.js';
import type { PathRef } from '../../src/shell/analyze.js';
import type { CommandSubject } from '../../src/shell/subject.js';
import { rewrittenSubject } from './rewritten-subject.js';

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

/** A word an expansion may turn into an option (or its value). */
const mayBeDash = (c: CommandSubject, i: number): boolean => c.dynamic[i] === true && !/^[A-Za-z0-9_./~,:%^=]/.test(c.words[i]!) && !c.words[i]!.startsWith('$(');

/**
 * The directory the tool's own option moves it to (`git -C A -C B`: A/B; `terraform -chdir=D`, the
 * last; `make -C D`, `--directory=D`, anywhere): a path, relative or not; '' none; null unknown.
 */
export function toolDirectory(c: CommandSubject): string | null {
  const name = posix.basename(c.words[0] ?? '');
  const join = (a: string, b: string): string => (b.startsWith('/') || /^~(?:\/|$)/.test(b) ? b : a === '' ? b : b === '' ? a : `${a}/${b}`);
  let dir = '';
  const ws = c.words;
  if (name === 'git') {
    for (let i = 1; i < ws.length; i++) {
      if (c.dynamic[i]) return mayBeDash(c, i) ? null : dir;
      if (!ws[i]!.startsWith('-') || ws[i] === '--') return dir;
      if (ws[i] === '-C') {
        if (i + 1 >= ws.length || c.dynamic[i + 1]) return null;
        dir = join(dir, ws[++i]!);
      } else if (['-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix', '--exec-path'].includes(ws[i]!)) i++;
    }
  } else if (name === 'terraform' || name === 'tofu') {
    for (let i = 1; i < ws.length && (c.dynamic[i] || ws[i]!.startsWith('-')); i++) {
      if (c.dynamic[i]) return mayBeDash(c, i) ? null : dir;
      if (ws[i]!.startsWith('-chdir=')) dir = ws[i]!.slice(7);
    }
  } else if (name === 'make' || name === 'gmake') {
    for (let i = 1; i < ws.length && ws[i] !== '--'; i++) {
      if (c.dynamic[i]) {
        if (mayBeDash(c, i)) return null;
        continue;
      }
      const w = ws[i]!;
      const long = /^(--di(?:r(?:e(?:c(?:t(?:o(?:ry?)?)?)?)?)?)?)(=.*)?$/.exec(w);
      const short = /^-[^-fIoWjlOE]*?C(.*)$/s.exec(w);
      if (long === null && (short === null || w.startsWith('--'))) continue;
      let value: string | undefined = long !== null ? (long[2] === undefined ? undefined : long[2].slice(1)) : short![1] === '' ? undefined : short![1];
      if (value === undefined) {
        if (i + 1 >= ws.length || c.dynamic[i + 1]) return null;
        value = ws[++i]!;
      }
      dir = value === '.' ? dir : join(dir, value);
    }
  }
  return dir === '.' ? '' : dir;
}

function places(c: CommandSubject, cwd: string | undefined, home: string | undefined): Place[] {
  const unknown = (below: string): Place => {
    const n = posix.normalize(`/${below}`);
    return { known: false, dir: n };
  };
  const own = toolDirectory(c);
  if (own === null) return [unknown('')];
  const w = c.cwd;
  if (w?.unknown === true || w?.rooted === true) return [unknown('')];
  if (own.startsWith('/')) return [{ known: true, dir: posix.normalize(own) }];
  if (/^~(?:\/|$)/.test(own)) return [home === undefined || w?.otherHome === true ? unknown('') : { known: true, dir: posix.normalize(home + own.slice(1)) }];
  const moved = (d: string): string => (own === '' ? d : d === '' ? own : `${d}/${own}`);
  if (w === undefined && own === '') return [cwd === undefined ? unknown('') : { known: true, dir: posix.normalize(cwd) }];
  const out: Place[] = [];
  for (const d0 of w?.dirs ?? ['']) {
    const d = moved(d0);
    if (d === '') {
      out.push(cwd === undefined ? unknown('') : { known: true, dir: posix.normalize(cwd) });
      continue;
    }
    if (d.startsWith('/')) out.push({ known: true, dir: posix.normalize(d) });
    else if (d === '~' || d.startsWith('~/')) out.push(home === undefined || w?.otherHome === true ? unknown('') : { known: true, dir: posix.normalize(home + d.slice(1)) });
    else if (cwd !== undefined) out.push({ known: true, dir: posix.join(cwd, d) });
    // (`..` above an unknown directory: some other unknown directory.)
    else out.push(/^\.\.(?:\/|$)/.test(posix.normalize(d)) ? unknown('') : unknown(d));
  }
  for (const s0 of w?.searched ?? []) {
    const s = moved(s0);
    out.push(/^\.\.(?:\/|$)/.test(posix.normalize(s)) ? unknown('') : unknown(s));
  }
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

/** Every path below `path`, as a shape: `path/…` (a recursive command's word). */
export function treeOf(path: string): string {
  return `${path.replace(/\/$/, '')}/${WORD}`;
}

/**
 * The words a recursive command acts below: those the analysis reads or edits with everything
 * below them (its argument paths of this command, `below` not `none`), by index.
 */
export function treeWords(c: CommandSubject, paths: readonly PathRef[]): Set<number> {
  const below = paths.filter((p) => p.text === c.text && p.below !== 'none' && !p.possible && p.partType === 'argument').map((p) => p.path);
  const out = new Set<number>();
  c.words.forEach((word, i) => {
    const w = pathText(c, i) ?? word;
    if (i > 0 && (below.includes(w) || (c.dialect === 'powershell' && below.includes(w.replace(/\\/g, '/'))))) out.add(i);
  });
  return out;
}

/** A cmdlet's `-Path:C:\\x`: its value, as `-Path C:\\x` binds; undefined for any other word. */
export function pathText(c: CommandSubject, i: number): string | undefined {
  return c.dialect === 'powershell' && !c.dynamic[i] ? /^-[^:]*:(.*)$/s.exec(c.words[i]!)?.[1] : undefined;
}

/** The command with its absolute tree words (`rm -rf /etc`) read as everything below them (`lower`: in lower case); undefined when none is. */
export function absoluteTreeReading(c: CommandSubject, trees: ReadonlySet<number>, lower = false): CommandSubject | undefined {
  return rewrittenSubject(c, (text, i, shape) => {
    text = pathText(c, i) ?? text;
    if (!trees.has(i) || !text.startsWith('/')) return undefined;
    const path = treeOf(shape === undefined ? posix.normalize(text) : text);
    return { path: lower ? path.toLowerCase() : path, known: false };
  });
}

/** `lower`: the places in lower case (a case-insensitive file system, `fixed` lower case too); `trees`: words read as everything below them. */
export function readsInDirectories(c: CommandSubject, fixed: readonly string[], cwd: string | undefined, home: string | undefined, literals: ReadonlySet<string> = new Set(), lower = false, trees?: ReadonlySet<number>): [CommandSubject, boolean][] {
  const out: [CommandSubject, boolean][] = [];
  for (const found of places(c, cwd, home)) for (const keep of literals.size > 0 ? [false, true] : [false]) {
    const place = lower ? { known: found.known, dir: found.dir.toLowerCase() } : found;
    const read = rewrittenSubject(c, (text, i, shape) => {
      if (/^[/~\-\u0003]/.test(text) || (keep && !c.dynamic[i] && literals.has(text))) return undefined;
      const top = highest(place.dir, text);
      // (A word naming the directory or an ancestor, `.`, `..`, is that absolute path.)
      const depth = (p: string) => p.split('/').filter(Boolean).length;
      // (A glob's segment that may be `.` or `..`, `.*`, `.?`: bash before 5.2 expands it so.)
      const dots = text.split('/').some((s) => /^\.\.?[\u0003-\u0007]+$|^\.[\u0003-\u0007]+\.[\u0003-\u0007]*$/.test(s));
      const named = dots || depth(posix.join(place.dir, text)) === depth(top);
      const fits = top === '/' || named || fixed.some((f) => (place.known ? f === top || f.startsWith(`${top}/`) : `${f}/`.includes(`${top}/`)));
      if (!fits) return undefined;
      const dir = shape?.kind === 'glob' ? place.dir.toLowerCase() : place.dir;
      const path = posix.join(dir, text).replace(/\/$/, '') || '/';
      const read = place.known ? path : `/${WORD}${path.slice(1)}`;
      return trees?.has(i) === true ? { path: treeOf(read), known: false } : { path: read, known: place.known };
    });
    if (read !== undefined) out.push([read, place.known]);
  }
  return out;
}
