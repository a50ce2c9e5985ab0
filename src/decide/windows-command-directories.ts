// A PowerShell command's relative words on win32 read where it runs, for the deny and ask rules
// with a drive's absolute path words (`Shell(Remove-Item C:/Windows/*)`): `cd C:\Windows;
// Remove-Item win.ini` and `Remove-Item \Windows\x` (the root of the cwd's drive) meet it, as
// command-directories.ts reads bash's. Windows paths: either separator, lower case, a drive as
// `c:/`, `..` stopping at the drive; a directory the analysis cannot tell (no Windows cwd in the
// context, Pop-Location, `cd $x`) asks where a rule may meet the words there. A bash (MSYS)
// line's likewise, its paths walked in MSYS's tree (msys-directories.ts).

import type { Part } from '../policy/types.js';
import { canonicalMemo, foldedRestrictNames, restrictMatches, restrictNames } from '../shell/command-pattern.js';
import { inOwnDirectory, ownDirectory } from '../shell/own-directory.js';
import { pathSpelledSubject, spelledPathWord } from '../shell/path-spelling.js';
import { resolvedCmdletName } from '../shell/powershell-aliases.js';
import { treeFixed, treeMayMeet, treePattern, type AbsoluteWordRule, type CommandDirectory } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import { readingCache, type DirectoryReading } from '../shell/directory-readings.js';
import { WORD, type WordShape } from '../shell/word-shapes.js';
import { checkRule, report } from './command-directories.js';
import { msysCwd, msysDirectory, plainPieces, readMsys, searchedDirectory, relativeMsysText, walkWindowsPieces, withoutTrailingDotsAndBlanks, type WindowsRead } from './msys-directories.js';
import type { Outcome } from './outcome.js';
import { restrictRules } from './parts.js';
import { absoluteTrees, recursiveWords } from './recursive-words.js';

/** A directory on win32: `segments[0]` is the drive (`c:`) when known. */
const UNKNOWN: CommandDirectory = { known: false, segments: [] };

/** `text`'s segments walked from `from` (`\` or `/`; `..` stops at the drive, segment 0); undefined for a short name (`WINDOW~1`). */
function walkedWindows(from: readonly string[], text: string): string[] | undefined {
  const out = [...from];
  return walkWindowsPieces(text.toLowerCase(), out, out.length) < 0 ? undefined : out;
}

/** A drive-absolute text (`C:\x`, `c:/x`) as segments, else undefined. */
function driveAbsolute(text: string): string[] | undefined {
  return /^[A-Za-z]:[\\/]/.test(text) ? walkedWindows([text.slice(0, 2).toLowerCase()], text.slice(3)) : undefined;
}

// (test/shell-long-inputs-s34.test.ts checks it here.)
export { withoutTrailingDotsAndBlanks };

/** The directories the command may run in; `msys`: a bash line's (msys-directories.ts). */
function windowsDirectories(o: Outcome, c: CommandSubject, names: readonly string[], msys: boolean): CommandDirectory[] {
  const cwd = o.ctx.cwd;
  // (The context's cwd as normalize.ts keeps it: `/c/w/repo`, its drive first.)
  const start = cwd !== undefined && o.ctx.cwdWindows && !cwd.text.startsWith('//') && cwd.segments.length > 0
    ? walkedWindows([`${cwd.segments[0]!.toLowerCase()}:`], cwd.segments.slice(1).join('/'))
    // (MSYS reads a POSIX cwd, `/w/repo`, as its programs do: drive W's `\repo`.)
    : msys && cwd !== undefined ? msysCwd(cwd.text) : undefined;
  const w = inOwnDirectory(c.cwd, ownDirectory(names, c.words, c.dynamic));
  if (w === undefined) return [start === undefined ? UNKNOWN : { known: true, segments: start }];
  if (w.unknown || w.rooted) return [UNKNOWN];
  // (Bash's CDPATH lookup, `cd /c; cd Windows`: the directories as written, and somewhere unknown.)
  if (msys) return [...w.dirs.map((d) => msysDirectory(d, start)), ...w.searched.map(searchedDirectory)];
  if (w.searched.length > 0) return [UNKNOWN];
  return w.dirs.map((d): CommandDirectory => {
    const rootRelative = (d.startsWith('/') || d.startsWith('\\')) && !/^[\\/]{2}/.test(d);
    const at = driveAbsolute(d) ?? (start === undefined || /^[\\/]{2}|^~|^[^\\/]*:/.test(d) ? undefined : walkedWindows(rootRelative ? start.slice(0, 1) : start, d));
    return at === undefined ? UNKNOWN : { known: true, segments: at };
  });
}

/** The word as a path where the command runs (`root`: `\x`, from its drive's root). */
export function readWindows(dir: CommandDirectory, text: string, root: boolean): WindowsRead | undefined {
  const lower = text.toLowerCase();
  const plain = plainPieces(lower);
  if (!dir.known) {
    if (plain !== undefined) return { path: `${WORD}/${plain}`, low: 0, below: true };
    const below = walkedWindows([''], text);
    return { path: `${WORD}${below === undefined ? '' : below.join('/')}`, low: 0, below: true };
  }
  const from = root ? dir.segments.slice(0, 1) : dir.segments;
  // (Each piece pushed below the directory, as the walk below would.)
  if (plain !== undefined && from.length > 0) return { path: `${from.join('/')}/${plain}`, low: from.length, below: true };
  const out = [...from];
  const low = walkWindowsPieces(lower, out, from.length);
  if (low < 0) return { path: `${out[0]}/${WORD}`, low: 1, below: true };
  return { path: out.length === 1 ? `${out[0]}/` : out.join('/'), low, below: out.length > low };
}

/**
 * A word the reading applies to: relative (`x`, `..\x`) or root-relative (`\x`), or a cmdlet
 * parameter's such value after its colon (`-Path:x` binds as `-Path x`); not a drive's, a
 * share's, home or an option.
 */
function relativeWindowsText(c: CommandSubject, i: number): string | undefined {
  const text = c.dynamic[i] ? c.shapes?.[i]?.pattern : c.words[i]!.slice(colonValueStart(c, i));
  if (text === undefined || text === '' || /^(?:[-~\u0003]|[\\/]{2}|[A-Za-z]:[\\/])/.test(text)) return undefined;
  return text;
}

/** Where a literal cmdlet parameter's value after its colon starts (`-Path:x`: 6), else 0. */
function colonValueStart(c: CommandSubject, i: number): number {
  const w = c.words[i]!;
  if (c.dialect !== 'powershell' || c.dynamic[i] || w.charCodeAt(0) !== 45) return 0;
  const colon = w.indexOf(':');
  return colon < 2 ? 0 : colon + 1;
}

/**
 * A word holding a PowerShell array's elements joined by "," (powershell-readings.ts joinedArrays,
 * which a rule naming the array meets: `cd C:\Temp; del a, b`) read element by element, a
 * drive's absolute element spelled as the rules are; undefined when no element is relative.
 */
function readWindowsElements(dir: CommandDirectory, text: string): WindowsRead | undefined {
  let low = Infinity;
  let below = true;
  // (A plain element is a name in the directory: `dir/name`, as readWindows reads it, without
  // its walk. `a,a,…`, 5,000 elements, was 0.6 ms.)
  const inDir = dir.known && dir.segments.length > 0 ? `${dir.segments.join('/')}/` : undefined;
  const paths = text.split(',').map((e) => {
    if (inDir !== undefined && isPlainName(e)) {
      low = Math.min(low, dir.segments.length);
      return inDir + e.toLowerCase();
    }
    if (e === '' || /^(?:[-~\u0003]|[\\/]{2})/.test(e)) return e;
    const drive = driveAbsolute(e);
    if (drive !== undefined) return drive.length === 1 ? `${drive[0]}/` : drive.join('/');
    const driveRelative = /^[A-Za-z]:/.test(e);
    const read = readWindows(driveRelative ? UNKNOWN : dir, driveRelative ? e.slice(2) : e, e.startsWith('\\') || e.startsWith('/'));
    if (read === undefined) return e;
    low = Math.min(low, read.low);
    below &&= read.below;
    return read.path;
  });
  return low === Infinity ? undefined : { path: paths.join(','), low, below };
}

/** A name readWindows reads as itself below the directory: no separator, `.`, `~`, `:`, blank or control character, not an option. */
function isPlainName(e: string): boolean {
  if (e === '' || e.charCodeAt(0) === 45) return false;
  for (let k = 0; k < e.length; k++) {
    const c = e.charCodeAt(k);
    if (c <= 32 || c === 46 || c === 47 || c === 92 || c === 126 || c === 58 || c === 127) return false;
  }
  return true;
}

/** A word read in a directory (`elements`: an array's, `driveRelative`: `C:x`), the same for every rule. */
interface WordRead {
  readonly text: string;
  /** `text` in lower case, for the rules' plain words. */
  readonly lower: string;
  readonly elements: boolean;
  readonly driveRelative: boolean;
  readonly read: WindowsRead | undefined;
  /** Where the word starts, with a `/` (`c:/w/`; '' for any), and below an unknown directory (`/x/`). */
  readonly base: string;
  readonly under: string;
}

/** The command's word `i` read in `dir` (`apart`: a word with "," as an array's elements), or undefined for none the reading applies to. */
export type WordReader = (dir: CommandDirectory, i: number, apart: boolean) => WordRead | undefined;

/** A WordReader that reads each word once per directory: every rule, reading and tree shares it. */
export function wordReader(c: CommandSubject, msys: boolean): WordReader {
  const texts = c.words.map((_, i) => (i === 0 ? undefined : msys ? relativeMsysText(c, i) : relativeWindowsText(c, i)));
  const cache = new Map<CommandDirectory, (WordRead | null)[]>();
  // (The last directory prefix made: most words share it, a join each for 1,000 words.)
  let prefixDir: CommandDirectory | undefined;
  let prefixLow = -1;
  let prefix = '';
  const prefixOf = (dir: CommandDirectory, low: number): string => {
    if (dir !== prefixDir || low !== prefixLow) {
      prefixDir = dir;
      prefixLow = low;
      prefix = dir.segments.slice(0, low).join('/');
    }
    return prefix;
  };
  return (dir, i, apart) => {
    const text = texts[i];
    if (text === undefined) return undefined;
    const elements = apart && !c.dynamic[i] && text.includes(',');
    const slot = elements ? i + c.words.length : i;
    let row = cache.get(dir);
    if (row === undefined) cache.set(dir, (row = []));
    const had = row[slot];
    if (had !== undefined) return had ?? undefined;
    // (`C:x` is relative to drive C's own directory, which the analysis does not know.)
    const driveRelative = !elements && /^[A-Za-z]:/.test(text);
    const read = elements ? readWindowsElements(dir, text) : msys && !driveRelative ? readMsys(dir, text) : readWindows(driveRelative ? UNKNOWN : dir, driveRelative ? text.slice(2) : text, text.startsWith('\\') || text.startsWith('/'));
    // The rule's `*` never stands for the directory: its fixed part lies at or below where the word
    // starts, `base`. (A word naming the directory or an ancestor, `.`, `..`, is that absolute path.)
    const base = read !== undefined && dir.known && !driveRelative && read.below && read.low > 0 ? `${prefixOf(dir, read.low)}/` : '';
    // (Below a CDPATH entry, `…/x/`: the rule word's fixed part holds the segments the word starts from.)
    const under = read !== undefined && !dir.known && read.below && read.low > 0 ? `/${prefixOf(dir, read.low)}/` : '';
    const out: WordRead = { text, lower: text.toLowerCase(), elements, driveRelative, read, base, under };
    row[slot] = out;
    return out;
  };
}

/** Whether some fixed part starts with `base` (a path ending in `/`) or is it without its `/`: no string made per part and word. */
export function fixedMeetsBase(fixed: readonly string[], base: string): boolean {
  for (let k = 0; k < fixed.length; k++) {
    const f = fixed[k]!;
    if (f.startsWith(base) || (base.length === f.length + 1 && base.charCodeAt(f.length) === 47 && base.startsWith(f))) return true;
  }
  return false;
}

/**
 * The words of the command a reading for `rule` in `dir` changes (`keepLiterals`: the rule's plain
 * words stay; `apart`: a literal word with "," is read as an array's elements): `i`, `-i` where
 * read as its tree, `e` before an array's elements (`e3`). Only which words change depends on the
 * rule: rules that change the same words meet one subject (readPicked).
 */
function pickedWords(c: CommandSubject, rule: AbsoluteWordRule, dir: CommandDirectory, keepLiterals: boolean, apart: boolean, wordIn: WordReader, trees?: ReadonlySet<number>): string[] {
  const picked: string[] = [];
  for (let i = 1; i < c.words.length; i++) {
    const word = wordIn(dir, i, apart);
    if (word === undefined || (keepLiterals && !c.dynamic[i] && rule.literals.has(word.lower))) continue;
    const { elements, read, base, under } = word;
    if (read === undefined) continue;
    if (base !== '' && !fixedMeetsBase(rule.fixed, base)) continue;
    if (under !== '' && !rule.fixed.some((f) => `${f}/`.includes(under))) continue;
    // (A recursive command's word as everything below it: recursive-words.ts.)
    const tree = trees?.has(i) === true && !elements && treeMayMeet(rule, treeFixed(read.path));
    picked.push(elements ? `e${i}` : tree ? `${-i}` : `${i}`);
  }
  return picked;
}

/** The subject with the picked words (pickedWords) read in `dir`: a function of the words picked, whichever rule picked them. */
function readPicked(c: CommandSubject, dir: CommandDirectory, picked: readonly string[], msys: boolean, wordIn: WordReader): CommandSubject {
  const words = [...c.words];
  const dynamic = [...c.dynamic];
  let shapes: (WordShape | undefined)[] | undefined;
  for (const k of picked) {
    const elements = k.charCodeAt(0) === 101;
    const tree = k.charCodeAt(0) === 45;
    const i = Math.abs(Number(elements ? k.slice(1) : k));
    const { driveRelative, read } = wordIn(dir, i, elements)!;
    const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
    if (shape === undefined && dir.known && !driveRelative && !read!.path.includes(WORD) && !tree) {
      // (`-Path:x` as `-Path:c:/windows/x`, which the rule's path words meet as `-Path:C:\Windows\x`.)
      words[i] = (msys ? '' : c.words[i]!.slice(0, colonValueStart(c, i))) + read!.path;
      continue;
    }
    dynamic[i] = true;
    (shapes ??= c.shapes === undefined ? new Array<WordShape | undefined>(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern: tree ? treePattern(read!.path) : read!.path };
  }
  return { ...c, words, dynamic, shapes: shapes ?? c.shapes, scope: 'restrict', homeTildes: undefined };
}

/** Whether a reading with these picked words is made: some word changes, and with `trees` some word is read as its tree (the others are the plain reading's). */
function pickedReads(picked: readonly string[], trees: ReadonlySet<number> | undefined): boolean {
  return picked.length > 0 && (trees === undefined || picked.some((k) => k.charCodeAt(0) === 45));
}

/**
 * The subject as `rule` reads it in `dir` (`keepLiterals`: the rule's plain words stay; `apart`: a
 * literal word with "," is read as an array's elements), or undefined when no word changes: each
 * made once per directory and words picked, spelled and with its canonical forms.
 */
export type WindowsReadings = (rule: AbsoluteWordRule, dir: CommandDirectory, keepLiterals: boolean, apart: boolean, trees?: ReadonlySet<number>) => DirectoryReading | undefined;

/** WindowsReadings for one command (directory-readings.ts: its rules pick the same words again and again). */
export function windowsReadings(c: CommandSubject, msys: boolean, wordIn: WordReader): WindowsReadings {
  const cache = readingCache<string>((dir, picked) => readPicked(c, dir, picked, msys, wordIn), (s) => pathSpelledSubject(s, msys ? 'msys' : 'windows'));
  return (rule, dir, keepLiterals, apart, trees) => {
    const picked = pickedWords(c, rule, dir, keepLiterals, apart, wordIn, trees);
    return pickedReads(picked, trees) ? cache(dir, picked) : undefined;
  };
}

/**
 * Checks a command on win32 (PowerShell's, or a bash line's through MSYS: `cd /c; rm -rf Windows`)
 * against the rules with a drive's absolute path words (`treePaths`: the words it acts below,
 * recursive-words.ts).
 */
export function checkWindowsCommandDirectories(o: Outcome, c: CommandSubject, p: Part, treePaths?: ReadonlySet<string>): void {
  const rules = o.policy.restrict.pathShell?.windowsAbsolute;
  if (rules === undefined || rules.length === 0) return;
  const msys = c.dialect === 'bash';
  let relative = false;
  for (let i = 1; i < c.words.length && !relative; i++) relative = (msys ? relativeMsysText(c, i) : relativeWindowsText(c, i)) !== undefined;
  const trees = recursiveWords(c, treePaths);
  if (!relative && trees === undefined) return;
  const names = foldedRestrictNames(restrictNames(c, resolvedCmdletName, msys));
  // `Remove-Item C:\Windows -Recurse`, `rm -rf /c/Windows`: a drive's absolute word as everything below it.
  const treeIds = trees === undefined ? [] : driveTreeRules(c, trees, rules, names, msys);
  if (!relative) {
    report(o, c, treeIds, p);
    return;
  }
  const dirs = windowsDirectories(o, c, names, msys);
  // (A literal word with "," may be an array's elements joined: each is read apart too.)
  let commas = false;
  for (let i = 1; i < c.words.length && !commas && !msys; i++) commas = !c.dynamic[i] && c.words[i]!.includes(',');
  const readings = commas ? [[false, false], [true, false], [false, true], [true, true]] : [[false, false], [true, false]];
  const readingOf = windowsReadings(c, msys, wordReader(c, msys));
  // (Readings that pick the same words are one subject: the rule is matched against it once.)
  const meetsAs = (r: AbsoluteWordRule, dir: CommandDirectory, as: ReadonlySet<number> | undefined, seen: Set<string>) => readings.some(([keep, apart]) => {
    const read = readingOf(r, dir, keep!, apart!, as);
    if (read === undefined || seen.has(read.key)) return false;
    seen.add(read.key);
    return restrictMatches(r.rule, read.spelled, names, read.canonical, true);
  });
  // (A recursive command's words as paths and as their trees: `cd C:\; Remove-Item -Recurse Windows`.)
  // (A bash name from an expansion meets only rules whose own name is a wildcard, as command-directories.ts reads it.)
  const named = (r: AbsoluteWordRule) => !msys || !c.dynamic[0] || r.rule.name === undefined;
  const meets = (r: AbsoluteWordRule, dir: CommandDirectory) => {
    const seen = new Set<string>();
    return named(r) && (meetsAs(r, dir, undefined, seen) || (trees !== undefined && meetsAs(r, dir, trees, seen)));
  };
  const ids: number[] = [...treeIds];
  for (const r of rules) if (!ids.includes(r.rule.id)) checkRule(o, r, dirs, meets, ids, p, false);
  report(o, c, ids, p);
}

/**
 * The ids of the rules a recursive command's drive-absolute words meet as their trees (`Remove-Item
 * C:\\ -Recurse`; a bash line's in the MSYS spelling path-spelling.ts reads, `rm -rf /c/Windows`).
 */
function driveTreeRules(c: CommandSubject, trees: ReadonlySet<number>, rules: readonly AbsoluteWordRule[], names: readonly string[], msys: boolean): number[] {
  const read = absoluteTrees(c, trees, (text, shaped) => {
    const drive = shaped ? undefined : driveAbsolute(msys ? spelledPathWord(text, 'msys') : text);
    return drive === undefined ? undefined : treePattern(drive.length === 1 ? `${drive[0]}/` : drive.join('/'));
  });
  if (read === undefined) return [];
  const ids: number[] = [];
  for (const r of rules) if (read.fixed.some((t) => treeMayMeet(r, t)) && restrictMatches(r.rule, read.subject, names, canonicalMemo(read.subject), true)) ids.push(r.rule.id);
  return ids;
}
