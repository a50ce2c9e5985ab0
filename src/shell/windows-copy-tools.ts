// Windows programs that search or copy files (LOLBAS), from either dialect: findstr (grep's
// like), esentutl, extrac32, diantz, GfxDownloadWrapper and colorcpl (which copies its operand
// into the Windows directory). Their file operands are Read and Edit parts, so a path from an
// expansion (`$env:windir\x`) or a glob is checked too, not only a literal path the safety net
// of a command no table models finds (file-arguments.ts keeps that net beside them).

import { windowsName } from './windows-names.js';
import type { FileTouches } from './file-touches.js';
import type { NativeRun } from './powershell-native.js';
import { bitsadminTouches, certreqTouches, cmdl32Touches, directoryToolTouches, diskshadowTouches, dnscmdTouches, isWindowsSwitch } from './windows-admin-tools.js';
import { firstLetters, mayStartOneOf } from './first-letters.js';
import { VOLUME_TOOL_READERS } from './windows-volume-tools.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** The directory part of a Windows or POSIX path, with its separator (`C:\a\*` is `C:\a\`), its drive (`C:*` is `C:`), or `.`. */
function directoryOf(word: string): string {
  const at = Math.max(word.lastIndexOf('\\'), word.lastIndexOf('/'));
  if (at >= 0) return word.slice(0, at + 1);
  return /^[A-Za-z]:/.test(word) ? word.slice(0, 2) : '.';
}

/**
 * findstr [/S] [/switches] [/C:STRING | /G:FILE | STRING] [/D:DIR;…] [/F:FILE] [FILES…]: the
 * first operand is the pattern unless /C: or /G: (a file of patterns, read) gives it; each file
 * operand is read, below its directory with /S (`findstr /S pw C:\*` searches all of C:\), in each
 * /D: directory when given; /F: reads the names of the files to search from a file (a problem).
 */
export const findstrTouches: Reader = (words, dynamic, t) => {
  let recursive = false;
  let givesPattern = false;
  let directories: string[] = [];
  const operands: { word: string; dynamic: boolean }[] = [];
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k] === true || !isWindowsSwitch(w)) {
      operands.push({ word: w, dynamic: dynamic[k] ?? false });
      continue;
    }
    const m = /^[-/]([a-z?]+)(?::(.*))?$/is.exec(w);
    const letters = m?.[1]?.toLowerCase() ?? '';
    const value = m?.[2];
    if (value === undefined) recursive ||= letters.includes('s') && !letters.startsWith('off');
    else if (letters.endsWith('c')) givesPattern = true;
    else if (letters.endsWith('g')) {
      givesPattern = true;
      t.read(value, false);
    } else if (letters.endsWith('f')) {
      t.read(value, false);
      t.problem(`findstr /F: searches the files a list names (${value}), which are not read`);
    } else if (letters.endsWith('d')) directories = value.split(';').filter((d) => d !== '');
  }
  // (An expansion may be /S: its operands are read below their directories.)
  recursive ||= operands.some((o) => o.dynamic);
  const files = givesPattern || operands[0]?.dynamic === true ? operands : operands.slice(1);
  for (const f of files) {
    const specs = directories.length === 0 || f.dynamic ? [f.word] : directories.map((d) => `${d.replace(/(?<![\\/])[\\/]+$/, '')}\\${f.word}`);
    for (const spec of specs) {
      if (recursive && !f.dynamic) t.read(directoryOf(spec), false, 'tree');
      else t.read(spec, f.dynamic, recursive ? 'tree' : 'none');
    }
  }
};

/** esentutl `/y SRC /d DEST` copies (`/vss`: through a shadow copy); `/p DB` and `/d DB` (repair, defragment) write; its other operands are read. */
export const esentutlTouches: Reader = (words, dynamic, t) => {
  let op: 'read' | 'edit' = 'read';
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k] !== true && isWindowsSwitch(w)) {
      if (/^\/[yrgmk]$/i.test(w)) op = 'read';
      else if (/^\/[dp]$/i.test(w)) op = 'edit';
      continue;
    }
    t.add(op, w, dynamic[k] ?? false, 'none', false);
  }
};

/**
 * extrac32 `/C SRC DEST` copies; otherwise `[/L DIR] CAB [FILES…]` reads CAB and extracts into DIR
 * (the working directory without /L) the named FILES, or all with /E (`CAB DEST:ADS` writes an
 * alternate stream of DEST); /D only lists.
 */
export const extrac32Touches: Reader = (words, dynamic, t) => {
  const is = (k: number, re: RegExp): boolean => dynamic[k] !== true && re.test(words[k]!);
  const copies = words.some((_, k) => k > 0 && is(k, /^\/c$/i));
  const lists = words.some((_, k) => k > 0 && is(k, /^\/d$/i));
  const operands: number[] = [];
  let into: number | undefined;
  for (let k = 1; k < words.length; k++) {
    if (is(k, /^\/l$/i)) into = ++k;
    else if (dynamic[k] === true || !isWindowsSwitch(words[k]!)) operands.push(k);
  }
  operands.forEach((k, n) => t.add(n === 0 || lists ? 'read' : 'edit', words[k]!, dynamic[k] ?? false, 'none', false));
  if (copies || lists) return;
  if (into !== undefined && into < words.length) t.edit(words[into]!, dynamic[into] ?? false, 'tree');
  else if (operands.length > 0) t.edit('.', false, 'tree');
};

/**
 * diantz (makecab) `[/D VAR=VALUE…] [/L DIR] SOURCE [DEST]`: reads SOURCE, writes DEST (in DIR);
 * `/F FILE` takes a directive file, which names the files to pack and where (not read).
 */
export const diantzTouches: Reader = (words, dynamic, t) => {
  const operands: number[] = [];
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k] === true || !isWindowsSwitch(w)) operands.push(k);
    else if (/^\/[dl]$/i.test(w) && k + 1 < words.length) {
      if (/l$/i.test(w)) t.edit(words[k + 1]!, dynamic[k + 1] ?? false, 'tree');
      k++;
    } else if (/^\/f$/i.test(w) && k + 1 < words.length) {
      t.read(words[++k]!, dynamic[k] ?? false);
      t.problem(`diantz /F packs the files a directive file names (${dynamic[k] === true ? 'an expansion' : words[k]}), which are not read`);
    }
  }
  operands.forEach((k, n) => t.add(n === 0 ? 'read' : 'edit', words[k]!, dynamic[k] ?? false, 'none', false));
};

/** GfxDownloadWrapper `URL DEST`: downloads URL (the safety net's) into DEST. */
export const gfxDownloadTouches: Reader = (words, dynamic, t) => {
  for (let k = 2; k < words.length; k++) t.edit(words[k]!, dynamic[k] ?? false);
};

/** Where colorcpl copies the color profile it is given. */
const COLOR_DIRECTORY = 'C:/Windows/System32/spool/drivers/color/';

/** colorcpl FILE: copies FILE into the Windows directory's color profiles. */
export const colorcplTouches: Reader = (words, dynamic, t) => {
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    const d = dynamic[k] ?? false;
    if (!d && isWindowsSwitch(w)) continue;
    t.read(w, d);
    const name = w.slice(Math.max(w.lastIndexOf('\\'), w.lastIndexOf('/')) + 1);
    if (d || name === '') t.edit(COLOR_DIRECTORY, false, 'tree');
    else t.edit(COLOR_DIRECTORY + name, false);
  }
};

/** The Windows tools above and windows-admin-tools.ts's, by lower-case name: read beside the safety net. */
const WINDOWS_TOOL_READERS: ReadonlyMap<string, Reader> = new Map([
  ['findstr', findstrTouches], ['esentutl', esentutlTouches], ['extrac32', extrac32Touches], ['diantz', diantzTouches], ['makecab', diantzTouches],
  ['gfxdownloadwrapper', gfxDownloadTouches], ['colorcpl', colorcplTouches], ['bitsadmin', bitsadminTouches], ['csvde', directoryToolTouches],
  ['ldifde', directoryToolTouches], ['dnscmd', dnscmdTouches], ['cmdl32', cmdl32Touches], ['diskshadow', diskshadowTouches], ['certreq', certreqTouches],
  // (Volume erasers: format, Format-Volume, Clear-Disk, diskpart…)
  ...VOLUME_TOOL_READERS,
]);

/** Their first letters, either case: a cheap test before any copy of a name. */
const FIRST_LETTERS = firstLetters(WINDOWS_TOOL_READERS.keys());

/** The reader of a Windows tool a table of its own does not model (any case, without `.exe`), or undefined. */
export function windowsToolReader(name: string): Reader | undefined {
  return mayStartOneOf(FIRST_LETTERS, name.charCodeAt(0)) ? WINDOWS_TOOL_READERS.get(windowsName(name)) : undefined;
}

/** find.exe's switches (`/V /C /N /I /OFF[LINE]`), wherever they stand. */
const FIND_SWITCH = /^\/(?:[vcni]|off(?:line)?)$/i;

/**
 * Windows' find.exe, which PowerShell finds by `find` (System32 comes before any GNU find on the
 * PATH): `find [/switches] "STRING" [FILES…]` reads each file. It runs only when its string comes
 * in double quotes: PowerShell quotes a word with white space (or none) and passes a word's own
 * `"` as it is, so `find '"pw"' C:\x` and `find /v '""' C:\x` print C:\x, while `find . -name x`
 * is a format error (and is read as GNU find's, analyze.ts, only). Undefined: no file read.
 */
export function windowsFind(words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined {
  let k = 1;
  while (k < words.length && !dynamic[k] && FIND_SWITCH.test(words[k]!)) k++;
  const pattern = words[k];
  if (pattern === undefined || (!dynamic[k] && pattern !== '' && !/[\s"]/.test(pattern))) return undefined;
  const reads: string[] = [];
  let problem: string | undefined;
  for (k++; k < words.length; k++) {
    if (dynamic[k]) problem = 'a file find.exe reads comes from an expansion';
    else if (!FIND_SWITCH.test(words[k]!)) reads.push(words[k]!);
  }
  return reads.length === 0 && problem === undefined ? undefined : { reads, problem };
}
