// A native Windows program built for the ANSI code page (main's argv, GetCommandLineA) gets its
// UTF-16 command line converted with Windows' "best fit" mapping (the WorstFit attacks, 2025):
// fullwidth and other compatibility forms become their ASCII letters (`a.ｐem` is `a.pem`,
// `C：\x` is `C:\x`, `＂` is a `"` that splits the line again), accented letters lose their
// marks, `¥` and `₩` are a `\` in the Japanese and Korean code pages, and a character the code
// page lacks is a `?`, which MSVCRT's setargv may expand as a wildcard. PowerShell and MSYS hand
// the line over in UTF-16, so a word of a program the analysis does not know is also read in
// this ASCII form: on win32 only (PathRef.nativeExpansion), where NTFS keeps `a.ｐem` apart.
// The reading is wider than any one code page's table (NFKD without marks, then SPECIAL): safe.

import { globShape } from './possible-paths.js';
import type { FileTouches } from './file-touches.js';

/** Characters best-fit maps to ASCII that NFKD leaves alone. */
const SPECIAL: ReadonlyMap<string, string> = new Map([
  ['\u00A5', '\\'], ['\u20A9', '\\'], ['\u2215', '/'], ['\u2044', '/'], ['\u2216', '\\'], ['\uFE68', '\\'],
  ['\u2010', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'], ['\u2015', '-'], ['\u2212', '-'],
  ['\u00AD', '-'],
]);

const NOT_ASCII = /[^\x00-\x7f]/;
const NOT_ASCII_ALL = /[^\x00-\x7f]/gu;
const MARKS = /\p{M}/gu;
/** What splits the converted line into other words: a blank, a `"`. */
const SPLITS = /[\s"]/;
const SPLITS_ALL = /[\s"]+/;
const QUOTES = /"/g;
/**
 * Interpreters whose Windows builds take their arguments through the ANSI code page (main, not
 * wmain): perl (perlmain.c's main hands argv to RunPerl) and python 2; php before 7.1 (later
 * ones read the wide line again, after their first options): their words, script and files
 * included, are also read in best-fit form, as an unknown program's are (`perl a.ｐem` runs
 * a.pem). Not python 3, node or ruby (wmain or GetCommandLineW).
 */
export function isAnsiInterpreter(name: string, written: string): boolean {
  const n = name.toLowerCase();
  // (python2 and python2.7 are read as python: the name as written tells them apart.)
  return n === 'perl' || n === 'php' || (n.startsWith('python') && PYTHON_2.test(written));
}
const PYTHON_2 = /(?:^|[\\/])python2(?:\.\d+)?(?:\.exe)?$/i;

/** Words one reading makes at most (a work bound: a longer reading is one unknown word). */
export const MAX_BEST_FIT_PIECES = 8;

/** Whether the word holds a character past ASCII (best-fit may change it). */
export function hasNonAscii(word: string): boolean {
  return NOT_ASCII.test(word);
}

/** The word best-fit gives an ANSI program, one unmapped character a `?` (per code point; `astral`: per UTF-16 unit). */
export function bestFitReading(word: string, astral = false): string {
  return word.normalize('NFKD').replace(MARKS, '').replace(NOT_ASCII_ALL, (c) => SPECIAL.get(c) ?? (astral ? '?'.repeat(c.length) : '?'));
}

/**
 * The words an ANSI program may see for `word` (empty when it is ASCII): its best-fit reading,
 * and where that has a blank or a `"`, the reading without its quotes and each piece the blanks
 * and quotes split it into. undefined: more than MAX_BEST_FIT_PIECES, unknown.
 */
export function bestFitWords(word: string): string[] | undefined {
  if (!hasNonAscii(word)) return [];
  const readings = new Set([bestFitReading(word), bestFitReading(word, true)]);
  const out = new Set<string>();
  for (const r of readings) {
    if (!SPLITS.test(r)) {
      out.add(r);
      continue;
    }
    out.add(r.replace(QUOTES, ''));
    for (const piece of r.split(SPLITS_ALL)) if (piece !== '') out.add(piece);
  }
  return out.size > MAX_BEST_FIT_PIECES ? undefined : [...out];
}

/** A `*` or `?`: a path of a reading checked by its shape. */
const WILDCARD = /[*?]/;

/**
 * The best-fit readings of an unknown program's literal word (`pathsIn`: the paths a word may
 * name, possible-paths.ts) as possible paths checked on win32 only: a deny or ask rule meeting one
 * asks. A reading's `?` is a wildcard (checked by its shape, `\\` read as `/`); too many pieces: an
 * unknown path.
 */
export function bestFitTouches(word: string, t: FileTouches, pathsIn: (word: string) => readonly string[]): void {
  const pieces = bestFitWords(word);
  if (pieces === undefined) {
    t.possible(word, true, undefined, 'none', true);
    return;
  }
  for (const piece of pieces) {
    for (const path of pathsIn(piece)) {
      if (!WILDCARD.test(path)) {
        t.possible(path, false, undefined, 'none', true);
        continue;
      }
      const slashed = path.replaceAll('\\', '/');
      const glob = slashed.startsWith('/') || /^[A-Za-z]:\//.test(slashed) ? slashed : `./${slashed}`;
      t.guessedGlob(glob, globShape(glob), true);
    }
  }
}
