// What archivers read, write and run (reference E.11: archiving a directory reads every file below
// it; extracting writes anywhere below the destination). Each reader follows the tool's own option
// syntax closely enough never to miss a path: every doubt adds one (an unknown word is an operand).
//
// - tar: tar-arguments.ts; ar, pax, rar: ar-pax-rar-arguments.ts.
// - zip: the first operand is the archive, the rest are read (`-r`: with all below them, and the
//   links there unless `-y`; `-R`: everything below the working directory). zip expands `*`, `?`
//   and `[` in operands itself (unless `-nw`), across directories: such an operand is unknown.
//   `-m` deletes what it added; `-TT`/`--unzip-command` runs a command line (long options by unique prefix, `TT` inside a cluster).
// - unzip: the first operand is the archive, read; members are written below `-d DIR` (or the
//   working directory) unless `-c`, `-p`, `-l`, `-t`, `-v`, `-z` or `-Z` only show them; `-:` may
//   write anywhere.
// - 7z: `a`, `u`, `d` change the archive (adding the operands, read with all below); `x`, `e`
//   write below `-oDIR` (`-o$HOME` too: an expansion in the directory, session 42).
// - cpio: `-o` and `-p` read the names on standard input (unknown paths); `-i` writes the names
//   in the archive, absolute ones included (unknown paths); `-p DIR` writes below DIR.

import { rmtArchiveHost } from './remote-archives.js';
import type { FileTouches } from './file-touches.js';
import { grammar, resolveLong } from './long-options.js';
import { besides } from './sibling-files.js';
import { under } from './tar-arguments.js';
import { escapePattern } from './words.js';
import { lastSegmentHasDot } from '../text-ends.js';

/** zip's options whose value is the next word (zip also takes `-o=value`). */
const ZIP_VALUE_OPTIONS = new Set(['-b', '-n', '-t', '-tt', '-Z', '-P', '-s', '-ds', '-lf', '-O', '-TT', '-I',
  '--out', '--output-file', '--unzip-command', '--temp-path', '--suffixes', '--password', '--compression-method', '--split-size',
  '--logfile-path', '--dot-size', '--before-date', '--after-date']);

/** zip's long options (Info-ZIP 3.0's table), for their unique prefixes: `--unzip-c=CMD` is `--unzip-command`. */
const ZIP_LONG = grammar([...ZIP_VALUE_OPTIONS].filter((o) => o.startsWith('--')).map((o) => o.slice(2)).join(' ') + ' include exclude unicode from-date',
  'store compress-1 compress-2 compress-3 compress-4 compress-5 compress-6 compress-7 compress-8 compress-9 adjust-sfx entry-comments delete '
  + 'display-bytes display-counts display-dots display-globaldots display-usize display-volume no-dir-entries difference-archive encrypt fix '
  + 'fixfix fifo filesync freshen force-descriptors force-zip64 grow help more-help junk-paths junk-sfx DOS-names to-crlf from-crlf log-append '
  + 'log-info license move must-match no-wild latest-time paths quiet recurse-paths recurse-patterns regex split-pause split-verbose split-bell '
  + 'show-command show-debug show-files show-options show-unicode show-just-unicode test update copy-entries copy verbose version wild-stop-dirs '
  + 'strip-extra symlinks archive-comment names-stdin archive-clear archive-set preserve-case ignore-case absolute-path VMS-portable '
  + 'VMS-specify-all VMS-versions VMS-dot-versions datafork', {});

/**
 * The long option `--NAME` (a unique prefix, or negated with a trailing `-`) stands for, as `--NAME`;
 * undefined for an ambiguous one (zip refuses it). One not in the table may be a newer zip's: a problem.
 */
function zipLongOption(name: string, t: FileTouches): string | undefined {
  const resolved = resolveLong(ZIP_LONG, name) ?? (name.endsWith('-') ? resolveLong(ZIP_LONG, name.slice(0, -1)) : undefined);
  if (resolved === 'ambiguous') return undefined;
  if (resolved === undefined) t.problem(`zip --${name} is not an option the analysis knows: it may run a command (--unzip-command)`);
  return resolved === undefined ? undefined : `--${resolved}`;
}

/** A cluster of short options holding `TT` (`-TqTT CMD`): zip reads its two-letter options inside clusters too. */
function runsInCluster(w: string): boolean {
  return w.charCodeAt(1) !== 45 && w.length > 3 && /^-[^=]*TT/.test(w);
}

export function zipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands: { word: string; dynamic: boolean }[] = [];
  let recursive = false;
  let expansionSeen = false;
  let patternsFromHere = false;
  let follows = true;
  let moves = false;
  let entriesOnly = false;
  let literal = false;
  let namesFromInput = false;
  /** `-u`, `-f`: without files, those the archive names are read (from the working directory). */
  let updates = false;
  let inList = false;
  let ended = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i] && !ended) {
      // An expansion may be an option too (`-r`, or `-TT` that runs a command line), after a
      // literal `-r` as well.
      if (!expansionSeen) t.problem('an expansion may be an option of zip that runs a command line (-TT)');
      expansionSeen = true;
      recursive = true;
      operands.push({ word: w, dynamic: true });
      continue;
    }
    if (ended || w.length < 2 || w[0] !== '-') {
      if (!inList) operands.push({ word: w, dynamic: dynamic[i] ?? false });
      continue;
    }
    inList = false;
    if (w === '--') {
      ended = true;
      continue;
    }
    const eq = w.indexOf('=');
    const option = w.startsWith('--') ? zipLongOption(w.slice(2, eq > 0 ? eq : undefined), t) : runsInCluster(w) ? '-TT' : eq > 0 ? w.slice(0, eq) : w;
    if (option === undefined) continue;
    if (option === '-TT' && w !== '-TT' && !w.startsWith('-TT=')) {
      // (`-TqTT CMD`, `-TTCMD`: the value follows TT in the cluster, or is the next word.)
      const attached = w.slice(w.indexOf('TT') + 2).replace(/^=/, '');
      const value = attached !== '' ? attached : words[++i];
      if (value !== undefined) t.run(value, attached === '' && (dynamic[i] ?? false));
      continue;
    }
    if (ZIP_VALUE_OPTIONS.has(option)) {
      const value = eq > 0 ? w.slice(eq + 1) : words[++i];
      const valueDynamic = eq > 0 ? false : dynamic[i] ?? false;
      if (value === undefined) continue;
      if (option === '-TT' || option === '--unzip-command') t.run(value, valueDynamic);
      if (option === '-O' || option === '--out' || option === '--output-file' || option === '-lf' || option === '--logfile-path') t.edit(value, valueDynamic);
      // (Its temporary archive, written in that directory and renamed.)
      if (option === '-b' || option === '--temp-path') t.edit(value, valueDynamic, 'tree');
      continue;
    }
    if (w === '-i' || w === '-x' || option === '--include' || option === '--exclude') {
      inList = true;
      continue;
    }
    if (/^-[ix]@/.test(w)) {
      t.read(w.slice(3));
      continue;
    }
    if (w.startsWith('--')) {
      if (option === '--recurse-paths') recursive = true;
      if (option === '--recurse-patterns') patternsFromHere = true;
      if (option === '--symlinks') follows = false;
      if (option === '--move') moves = true;
      if (option === '--delete' || option === '--copy-entries' || option === '--copy') entriesOnly = true;
      if (option === '--names-stdin') namesFromInput = true;
      if (option === '--no-wild') literal = true;
      if (option === '--update' || option === '--freshen') updates = true;
      continue;
    }
    if (w === '-d' || w === '-U') entriesOnly = true;
    if (w === '-nw') literal = true;
    if (w === '-@') namesFromInput = true;
    // Any cluster holding these letters counts (doubt adds a path): `-rq` recurses.
    if (/^-[a-zA-Z0-9]*r/.test(w)) recursive = true;
    if (/^-[a-zA-Z0-9]*R/.test(w) && !/^-RE$/.test(w)) patternsFromHere = true;
    if (/^-[a-zA-Z0-9]*m/.test(w)) moves = true;
    if (/^-[a-zA-Z0-9]*y/.test(w)) follows = false;
    if (/^-[a-zA-Z0-9]*[uf]/.test(w) || w.startsWith('--update') || w.startsWith('--freshen')) updates = true;
  }
  const archive = operands.shift();
  if (archive !== undefined) {
    t.read(archive.word, archive.dynamic);
    t.edit(archive.word, archive.dynamic);
    // zip adds `.zip` to a name without an extension.
    if (!archive.dynamic && !lastSegmentHasDot(archive.word) && archive.word !== '-') t.edit(`${archive.word}.zip`);
  }
  if (entriesOnly) return;
  if (updates && operands.length === 0) {
    t.read('.', false, follows ? 'links' : 'tree');
    if (moves) t.edit('.', false, 'tree');
  }
  const below = recursive || patternsFromHere ? (follows ? 'links' : 'tree') : 'none';
  if (patternsFromHere) t.read('.', false, below);
  else {
    for (const o of operands) {
      const unknown = o.dynamic || (!literal && /[*?[]/.test(o.word));
      t.read(o.word, unknown, below);
      if (moves) t.edit(o.word, unknown, 'tree');
    }
  }
  if (namesFromInput) {
    t.read('', true, below);
    if (moves) t.edit('', true);
  }
}

/** unzip's options that only show members, writing nothing. */
const UNZIP_SHOW_LETTERS = /^-[a-zA-Z0-9$:^/]*[cpltvzZ]/;

export function unzipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands: { word: string; dynamic: boolean }[] = [];
  const dests: { word: string; dynamic: boolean }[] = [];
  let shows = false;
  let anywhere = false;
  /** `-B`: a file it overwrites is kept as `NAME~` (or `NAME~N`). */
  let backups = false;
  let oddNames = false;
  let inExcludes = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      operands.push({ word: w, dynamic: true });
      anywhere = true;
      continue;
    }
    if (w.length < 2 || w[0] !== '-') {
      if (!inExcludes) operands.push({ word: w, dynamic: false });
      continue;
    }
    // After the archive, Info-ZIP's unzip reads only -x and -d as options: `unzip z.zip m1 -p`
    // extracts m1 and warns that no member `-p` exists, and `-x m1 -d out -j` excludes `-j` too.
    // Such a word is a member or an exclusion: every member may land in the directory.
    if (operands.length > 0 && w !== '-x' && !/^-d/.test(w)) {
      oddNames = true;
      continue;
    }
    inExcludes = false;
    if (w === '-x') {
      inExcludes = true;
      continue;
    }
    if (w === '-P') {
      i++;
      continue;
    }
    // `-d DIR`, `-dDIR`, or a cluster ending in d (`-qd DIR`): the first d starts the value (`-demptyd`).
    const d = /^-[a-zA-Z0-9$:^]*?d(.*)$/.exec(w);
    if (d !== null && !UNZIP_SHOW_LETTERS.test(w.slice(0, w.length - (d[1] ?? '').length))) {
      if (d[1] !== '') dests.push({ word: d[1]!, dynamic: false });
      else if (i + 1 < words.length) {
        i++;
        dests.push({ word: words[i] ?? '', dynamic: dynamic[i] ?? false });
      }
      continue;
    }
    if (UNZIP_SHOW_LETTERS.test(w)) shows = true;
    if (w.includes(':')) anywhere = true;
    if (/^-[a-zA-Z0-9$:^/]*B/.test(w)) backups = true;
  }
  const archive = operands.shift();
  if (archive !== undefined) {
    t.read(archive.word, archive.dynamic);
    // unzip tries `NAME.zip` when NAME is not found.
    if (!archive.dynamic && !/\.zip$/i.test(archive.word)) t.read(`${archive.word}.zip`);
  }
  if (shows) return;
  const targets = dests.length > 0 ? dests : [{ word: '.', dynamic: false }];
  const members = operands.filter((o) => !o.dynamic && !/[*?[]/.test(o.word));
  for (const d of targets) {
    if (operands.length === 0 || members.length < operands.length || oddNames) t.edit(d.word, d.dynamic, 'tree');
    for (const m of members) {
      t.edit(under(d.word, m.word), d.dynamic, 'tree');
      if (backups) besides(t, under(d.word, m.word), d.dynamic);
    }
  }
  if (anywhere) t.edit('', true);
}

/**
 * 7z's `-i` (and `-ai`, archives) with its modifiers, `-i[r[-|0]][m[-|2]][w[-]]!NAME`: the files it
 * adds; switch names in any case. The group is the recursion (`r`, `r-`, `r0`).
 */
const SEVEN_ZIP_INCLUDE = /^-a?i(r[-0]?)?(?:m[-2]?)?(?:w-?)?!/i;
/** A list file of `-i`/`-x`/`-ai`/`-ax` (any modifiers) or a bare `@LIST`. */
const SEVEN_ZIP_LIST = /^(?:-a?[ix](?:r[-0]?)?(?:m[-2]?)?(?:w-?)?)?@./i;

/**
 * A name 7z searches for (`-i!NAME`, an operand): read with all below; with recursion (`r`) also
 * a NAME in any directory below its own (`-ir!shadow` run in / reads /etc/shadow).
 */
function sevenZipName(t: FileTouches, word: string, dynamic: boolean, recursion: string, below: 'tree' | 'links'): void {
  const wildcard = /[*?[]/.test(word);
  // (A wildcard is an unknown path already.)
  t.read(word, dynamic || wildcard, below);
  if (dynamic || wildcard || recursion !== 'r') return;
  const slash = word.lastIndexOf('/');
  const dir = slash < 0 ? '' : `${escapePattern(word.slice(0, slash))}/`;
  t.glob('read', word, `${dir}**/${escapePattern(word.slice(slash + 1))}`);
}

export function sevenZipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands: { word: string; dynamic: boolean }[] = [];
  let out: { word: string; dynamic: boolean } | undefined;
  // (`-r`, `-r-`, `-r0`: the recursion of the operands and of includes that name none.)
  let recursion = '';
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!(dynamic[i] ?? false) && /^-r[-0]?$/i.test(w)) recursion = w.slice(1).toLowerCase();
  }
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    const dyn = dynamic[i] ?? false;
    const include = dyn ? null : SEVEN_ZIP_INCLUDE.exec(w);
    if (/^-o/i.test(w)) out = { word: w.slice(2), dynamic: dyn };
    // (`-$X`, `-"$O"`: an expansion that may be any switch, `-o/etc` too: an unknown output directory.)
    else if (dyn && /^-[^a-zA-Z]/.test(w)) out = { word: w, dynamic: true };
    // (`-p$PASS`: the password, not an operand.)
    else if (dyn && /^-p/i.test(w)) continue;
    else if (include !== null) sevenZipName(t, w.slice(include[0].length), false, include[1]?.toLowerCase() ?? recursion, 'tree');
    // (`-w DIR`: its working directory for the temporary archive; `-i@LIST`, `-x@LIST`, `@LIST`: lists of the files it reads.)
    else if (!dyn && /^-w/i.test(w) && w.length > 2) t.edit(w.slice(2), false, 'tree');
    else if (!dyn && SEVEN_ZIP_LIST.test(w)) {
      t.read(w.slice(w.indexOf('@') + 1));
      if (!/^-a?x/i.test(w)) t.problem(`7z reads the files a list names (${w})`);
    }
    else if (!dyn && /^-[a-zA-Z]/.test(w)) continue;
    else operands.push({ word: w, dynamic: dyn });
  }
  const command = operands.shift();
  const archive = operands.shift();
  if (archive !== undefined) t.read(archive.word, archive.dynamic);
  const c = command === undefined || command.dynamic ? '?' : command.word.toLowerCase();
  if (c === 'l' || c === 't' || c === 'h' || c === 'i' || c === 'b') return;
  if (c === 'x' || c === 'e' || c === '?') {
    t.edit(out?.word ?? '.', out?.dynamic ?? false, 'tree');
    if (c === 'x' || c === 'e') return;
  }
  if (archive !== undefined) t.edit(archive.word, archive.dynamic);
  // a (add), u (update), d (delete), rn (rename): the operands are read (a, u: with all below).
  for (const o of operands) {
    if (c === 'a' || c === 'u' || c === '?') sevenZipName(t, o.word, o.dynamic, recursion, 'links');
    else t.read(o.word, o.dynamic || /[*?[]/.test(o.word), 'none');
  }
}

export function cpioTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let mode: 'o' | 'i' | 'p' | undefined;
  const operands: { word: string; dynamic: boolean }[] = [];
  const archives: { word: string; dynamic: boolean }[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] ?? '';
    if (dynamic[i]) {
      operands.push({ word: w, dynamic: true });
      continue;
    }
    if (w === '--create') mode = 'o';
    else if (w === '--extract') mode = 'i';
    else if (w === '--pass-through') mode = 'p';
    else if (/^--file(?:=|$)/.test(w)) {
      const eq = w.indexOf('=');
      archives.push(eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
    } else if (/^-[a-zA-Z]/.test(w) && !w.startsWith('--')) {
      // (Letters up to one that takes a value: -F FILE, -E FILE, -I FILE, -O FILE, -R OWNER, attached or the next word.)
      const at = /[FEIOR]/.exec(w.slice(1));
      const letters = at === null ? w.slice(1) : w.slice(1, at.index + 1);
      const m = /[oip]/.exec(letters);
      if (m !== null) mode = m[0] as 'o' | 'i' | 'p';
      if (at !== null) {
        const attached = w.slice(at.index + 2);
        const v = attached !== '' ? { word: attached, dynamic: false } : i + 1 < words.length ? { word: words[++i] ?? '', dynamic: dynamic[i] ?? false } : undefined;
        if (v !== undefined && at[0] !== 'R') archives.push(v);
      }
    } else if (!w.startsWith('-')) operands.push({ word: w, dynamic: false });
  }
  // (An archive or pattern file; `host:file`, a file on that host unless --force-local.)
  const forceLocal = words.some((w, k) => !dynamic[k] && w === '--force-local');
  for (const a of archives) {
    t.read(a.word, a.dynamic);
    t.edit(a.word, a.dynamic);
    if (!forceLocal) rmtArchiveHost(t, a.word, a.dynamic);
  }
  // The names come from standard input (-o, -p) or the archive (-i): unknown paths.
  if (mode !== 'i') t.read('', true, 'tree');
  if (mode === 'i' || mode === undefined) t.edit('', true);
  if (mode === 'p') for (const o of operands) t.edit(o.word, o.dynamic, 'tree');
}
