// Searchers that run a command on what they find, as `find -exec` does: fd's `-x/--exec CMD…`
// (once per path) and `-X/--exec-batch CMD…` (once, with all of them), each up to a `;` word or
// the end; ripgrep's `--pre CMD`, which it runs as `CMD FILE` for every file it searches. Each ran
// its command unseen (`fd x -x rm` removed every match beside `Shell(rm *)`). runs.ts reads the
// commands as subjects; the paths they are given are unknown.

import { inner, type Reader, type Simple } from './runs.js';
import { unknownWords } from './xargs-items.js';
import { subjectOf } from './subject-of.js';
import { plainWord } from './words.js';

/** A command fd runs: words[from, end), with the found path given in place of `{}`-style words or appended. */
interface FoundRun {
  readonly from: number;
  readonly end: number;
}

interface SearchRuns {
  readonly runs: readonly FoundRun[];
  /** ripgrep's preprocessor: the program, and the word it was written in. */
  readonly pre?: { readonly program: string; readonly at: number };
  readonly problem?: string;
}

/** fd's long options that take the next word as their value (a value is never an `--exec`). */
const FD_VALUES = new Set(['--extension', '--exclude', '--type', '--max-depth', '--min-depth', '--exact-depth', '--size', '--changed-within',
  '--changed-before', '--change-newer-than', '--change-older-than', '--newer', '--older', '--owner', '--base-directory', '--path-separator',
  '--search-path', '--threads', '--max-results', '--color', '--ignore-file', '--format', '--batch-size', '--max-buffer-time', '--and']);
/** fd's short options that take a value (the rest of the cluster, or the next word). */
const FD_VALUE_LETTERS = 'edEtSojc';

/** fd's `-x`/`-X` commands (fd, fdfind). An attached command (`-xrm`, `--exec=rm`) or one from an expansion is a problem. */
function fdRuns(words: readonly string[], dynamic: readonly boolean[]): SearchRuns {
  const runs: FoundRun[] = [];
  let problem: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (An expansion may be `-x` itself.)
      problem ??= 'an argument of fd comes from an expansion, which may be -x or -X (a command it runs)';
      continue;
    }
    if (w === '--') break;
    if (!w.startsWith('-') || w === '-') continue;
    let exec = w === '--exec' || w === '--exec-batch';
    if (w.startsWith('--')) {
      if (/^--exec(?:-batch)?=/.test(w)) problem ??= `fd's ${w.slice(0, w.indexOf('='))} with an attached command is not read`;
      else if (FD_VALUES.has(w)) i++;
      if (!exec) continue;
    } else {
      for (let k = 1; k < w.length; k++) {
        const letter = w[k]!;
        if (letter === 'x' || letter === 'X') {
          if (k + 1 < w.length) problem ??= `fd's -${letter} with an attached command is not read`;
          else exec = true;
          break;
        }
        if (FD_VALUE_LETTERS.includes(letter)) {
          if (k + 1 === w.length) i++;
          break;
        }
      }
      if (!exec) continue;
    }
    let end = i + 1;
    while (end < words.length && !(words[end] === ';' && !dynamic[end])) end++;
    if (end === i + 1) problem ??= `fd's ${w} has no command`;
    else runs.push({ from: i + 1, end });
    i = end;
  }
  return { runs, problem };
}

/** ripgrep's `--pre CMD` / `--pre=CMD` (the last one given wins; `--no-pre` turns it off). */
function rgRuns(words: readonly string[], dynamic: readonly boolean[]): SearchRuns {
  let pre: { program: string; at: number } | undefined;
  let problem: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '--' && !dynamic[i]) break;
    if (dynamic[i]) {
      if (w.startsWith('--pre') || !w.startsWith('-')) problem ??= 'an argument of rg comes from an expansion, which may be --pre (a command it runs on every file)';
      continue;
    }
    if (w === '--no-pre') pre = undefined;
    const value = w === '--pre' ? words[i + 1] : w.startsWith('--pre=') ? w.slice(6) : undefined;
    if (value === undefined) continue;
    if (w === '--pre' && dynamic[i + 1]) problem ??= 'the --pre command of rg comes from an expansion';
    pre = value === '' ? undefined : { program: value, at: w === '--pre' ? i + 1 : i };
    if (w === '--pre') i++;
  }
  return { runs: [], pre, problem };
}

/** fd's placeholders for the path found (`{}`, `{/}`, `{//}`, `{.}`, `{/.}`). */
const FD_PLACEHOLDER = /\{(?:|\/|\/\/|\.|\/\.)\}/;

/** fd's `-x`/`-X` commands and rg's `--pre` program, run on the paths they find (search-runners.ts). */
export function searcher(a: Reader, c: Simple, name: string, source: string): void {
  const found = name === 'rg' ? rgRuns(c.words, c.dynamic) : fdRuns(c.words, c.dynamic);
  if (found.problem !== undefined) a.note(found.problem, source);
  for (const r of found.runs) {
    // The path takes a placeholder's place, or is appended (`-X`: all of them).
    let placed = false;
    const dynamic = c.dynamic.map((d, k) => {
      const path = k >= r.from && k < r.end && FD_PLACEHOLDER.test(c.words[k]!);
      placed ||= path;
      return d || path;
    });
    inner(a, { ...c, dynamic }, r.from, [], r.end, placed ? undefined : unknownWords());
  }
  const pre = found.pre;
  if (pre !== undefined) {
    const span = c.spans[pre.at]!;
    a.subjects({
      words: [pre.program, '…'], dynamic: [false, true], spans: [span, span], text: c.text, dialect: c.dialect, depth: c.depth + 1,
      assignments: c.assignments, plainName: c.words[pre.at] === pre.program && plainWord(c.text, span), scope: c.scope, stdinScript: undefined, wrapped: true,
    });
  }
  a.commands.push(subjectOf(c, source, c.scope, false));
}
