// The safety net for a command no table here knows (`terraform fmt /etc/x`, `mypy
// --cache-dir=/etc/x`, `npx tsc --outDir /etc/x`, PowerShell's `notepad C:\Secrets\x`): its
// options and operands are not read, so any word that looks like a path may be a file it reads
// or writes. Each such word (and the value of an `--opt=VALUE` / `-opt=VALUE` that looks like
// one) is a possible Edit part, which a Read rule covers too: a deny or ask rule matching it asks,
// never denies (the word may be no file), and the command's allow rule covers it. Ordinary lines
// stay allowed where no rule matches.
//
// Not for commands whose words are read elsewhere: wrappers and runners (their command is a
// command of its own; a runner tool's other subcommands, `conda env create`, are read: file-arguments.ts), shells, and commands that print, test or list names without opening
// them (`echo`, `ls`, `which`, `realpath`); nor for the PowerShell cmdlets the analysis knows,
// whose parameters the binder reads (another name with a `-`, `clang-cl`, may be a program).

import { shellReadWords, TOO_MANY_WORDS } from './shell-unquoted.js';
import { fileUrlPaths, UNKNOWN_COMMAND_DIRECTORY, type FileTouches } from './file-touches.js';
import { COMMAND_OPTION_TOOLS } from './command-valued-options.js';
import { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS, SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from './wrapper-specs.js';
import { TEXT_ONLY } from './url-words.js';
import { isWindowsRunnerProgram } from './windows-runners.js';
import { isKnownCmdletName } from './powershell-aliases.js';
import { nameMemo } from './name-memo.js';
import { braceAlternatives, defaultValueReading } from './expansion-names.js';
import { rootedReadings } from './possible-path-readings.js';
import { isNativeWildcard } from './native-wildcards.js';
import { expansionTailPath } from './expansion-tails.js';
import { bestFitTouches, hasNonAscii } from './best-fit-words.js';

/** Commands that show names or metadata, never open the file (listings: not checked, as ls -R is not). */
const NAMES_ONLY: ReadonlySet<string> = new Set(['ls', 'dir', 'vdir', 'tree', 'exa', 'eza', 'lsd', 'realpath', 'readlink', 'namei', 'pathchk',
  'eval', 'trap', 'builtin', 'enable', 'complete', 'compgen', 'printenv', 'id', 'whoami', 'uname', 'hostname', 'ps', 'pgrep', 'pkill', 'killall',
  // (Read where the line's directory or user is followed: directory-change.ts, su-arguments.ts.)
  'chdir', 'su', 'runuser', 'sg', 'newgrp']);

/**
 * Tools whose reader reads only some words (pnpm's and yarn's options, cargo's): the net applies
 * too, so `pnpm --dir .git/hooks add x`, `yarn --modules-folder D`, `cargo new .github/workflows/x`
 * are checked (they were not: a reader existed).
 */
export const PARTLY_READ: ReadonlySet<string> = new Set(['pnpm', 'yarn', 'cargo', 'security', 'defaults', 'plutil', ...COMMAND_OPTION_TOOLS]);

/** Whether the words of command `name` are read by no table: the safety net applies. */
export function unmodelled(name: string, dialect: 'bash' | 'powershell'): boolean {
  // (Asked twice for most commands, file-arguments.ts and unknown-programs.ts, of a name in a
  // dozen tables: an answer per name, name-memo.ts.)
  return dialect === 'bash' ? bashUnmodelled(name) : powershellUnmodelled(name);
}

const bashUnmodelled = nameMemo((name) => readByNone(name, 'bash'), false);
const powershellUnmodelled = nameMemo((name) => readByNone(name, 'powershell'), false);

/** unmodelled, looked up in each table. */
function readByNone(name: string, dialect: 'bash' | 'powershell'): boolean {
  // (A native program's name may hold a `-` too: `clang-cl`, `x86_64-w64-mingw32-gcc`.)
  if (dialect === 'powershell' && name.includes('-') && isKnownCmdletName(name)) return false;
  return !TEXT_ONLY.has(name) && !NAMES_ONLY.has(name) && !WRAPPER_SPECS.has(name) && !SUBCOMMAND_RUNNERS.has(name) && !POSIX_SHELLS.has(name)
    && !OTHER_SHELLS.has(name) && !POWERSHELLS.has(name)
    // (Read by windows-runners.ts: `cscript //nologo x.vbs` takes `//` switches. wmic's words
    // are read only in part, `/output:F`, `/format:F`: the net sees the rest.)
    && (!isWindowsRunnerProgram(name.toLowerCase().replace(/\.exe$/, ''), name) || /^wmic(?:\.exe)?$/i.test(name));
}

/** Paths found inside one word (`-Wl,-o,/x,-o,/y`) beyond which the word is one unknown path: a work bound. */
const MAX_EMBEDDED = 16;

/** The paths one word may name, pushed to `found` (`unknown`: words naming a path not known). */
interface Found {
  readonly paths: string[];
  readonly unknown: string[];
  /** Directories a word's literal start names, the rest of it unknown (`/etc/$f`): it may name anything below. */
  readonly trees: string[];
  /** Whole words that are globs as written (`/etc/pass*`), checked by their shape (words.ts withGlob). */
  readonly globs: string[];
  /** The literal tails after an expansion, rooted at `/` (`"$X/.env"`: `/.env`; PathRef.tail). */
  readonly tails: string[];
  /** Absolute paths a word may be whatever its expansions hold (possible-path-readings.ts): at most two a word. */
  readonly rooted: string[];
}

/**
 * The paths an argument may name: the word; the value of `--opt=VALUE`, `-oVALUE`, PowerShell's
 * `/out:VALUE`; and a path after a `=`, `@`, `:` or `,` inside it (`out=/etc/x`, `@/etc/x`,
 * `file:/etc/x`, `-Wl,-o,/etc/x`). Cheap first-character and `includes` tests, no regex: most
 * words are no paths.
 */
function collectPaths(word: string, dialect: 'bash' | 'powershell', found: Found): void {
  if (word.includes('://')) {
    // (A `file:` URL names a file, `file:///etc/x`: `chromium --dump-dom` and `firefox` open it.)
    if ((word.charCodeAt(0) | 32) === 102 /* f */ && /^file:/i.test(word)) fileUrl(word, found);
    return;
  }
  const c = word.charCodeAt(0);
  let from = 0;
  if (c === 45 /* - */) {
    const eq = word.indexOf('=');
    if (eq > 0) {
      if (looksLikePath(word.slice(eq + 1), dialect) || isPlainFileName(word, eq + 1)) push(word.slice(eq + 1), dialect, found);
      from = eq + 1;
    } else if (word.length > 2 && word.charCodeAt(1) !== 45 && startsPath(word, 2, dialect)) {
      // (A short option's attached value: `-o/etc/x`, `-d./out`.)
      push(word.slice(2), dialect, found);
    }
  } else if (dialect === 'powershell' && c === 47 && isSwitch(word)) {
    // (A Windows switch, `/s`, is no path; `/out:C:\x`'s value may be one.)
    const colon = word.indexOf(':');
    if (colon < 0) return;
    if (looksLikePath(word.slice(colon + 1), dialect) || isPlainFileName(word, colon + 1)) push(word.slice(colon + 1), dialect, found);
    from = colon + 1;
  } else if (looksLikePath(word, dialect) || isPlainFileName(word, 0)) push(word, dialect, found);
  embeddedPaths(word, from, dialect, found);
}

/** A `file:` URL's path (`file://h/x` is `//h/x`); one that cannot be read is unknown. */
function fileUrl(word: string, found: Found): void {
  const paths = fileUrlPaths(word);
  if (paths === undefined) found.unknown.push(word);
  else found.paths.push(...paths);
}

/** A path after a `=`, `@`, `:` or `,` in the word from `from` on. */
function embeddedPaths(word: string, from: number, dialect: 'bash' | 'powershell', found: Found): void {
  let count = 0;
  // (Found once: each `,` of a 10,000-character word searched the rest of it, 11 ms a line.)
  const lastDot = lastInnerDot(word);
  for (let k = from; k < word.length - 1; k++) {
    const c = word.charCodeAt(k);
    if (c !== 61 /* = */ && c !== 64 /* @ */ && c !== 58 /* : */ && c !== 44 /* , */) continue;
    // (A drive's colon, `C:\x`, starts no other path in PowerShell; in bash, `x:/etc/x` may be `/etc/x`.)
    if (k === 1 && c === 58 && dialect === 'powershell' && isDrive(word, 0)) continue;
    if (!startsPath(word, k + 1, dialect) && !isPlainFileName(word, k + 1, lastDot)) continue;
    if (++count > MAX_EMBEDDED) {
      found.unknown.push(word);
      return;
    }
    push(word.slice(k + 1), dialect, found);
    if (dialect === 'powershell' && isDrive(word, k + 1)) k += 2;
  }
}

/** A path found: `~user/…` is another user's home (bash expands it), not known here. */
function push(path: string, dialect: 'bash' | 'powershell', found: Found): void {
  if (dialect === 'bash' && isTildeUser(path)) found.unknown.push(path);
  else found.paths.push(path);
}

/** The paths a tilde prefix starts in a word bash expands (`~user/x`, `out=~root/x`, `PATH=a:~/b`). */
function tildePaths(word: string, found: Found): void {
  let count = 0;
  for (let k = 0; k < word.length; k++) {
    if (word.charCodeAt(k) !== 126 || (k > 0 && word[k - 1] !== '=' && word[k - 1] !== ':')) continue;
    if (++count > MAX_EMBEDDED) {
      found.unknown.push(word);
      return;
    }
    push(word.slice(k), 'bash', found);
  }
}

/**
 * The paths a directory variable starts in a word, at its start or after `=` or `:`
 * (`$HOME/.ssh/x`, `--key="$HOME/.ssh/x"`, `$PWD/../x`; DIRECTORY_VARIABLES): read as the
 * directory it names is (`~` as the home directory the context gives; a line that assigns HOME is
 * followed as for `~`); where more expansions follow, the directory before them is a tree
 * (`$HOME/.ssh/$K`).
 */
function directoryVariablePaths(word: string, dialect: 'bash' | 'powershell', found: Found): void {
  const pattern = dialect === 'bash' ? BASH_DIRECTORY_VARIABLE : POWERSHELL_DIRECTORY_VARIABLE;
  pattern.lastIndex = 0;
  let count = 0;
  for (let m = pattern.exec(word); m !== null; m = pattern.exec(word)) {
    if (++count > MAX_EMBEDDED) {
      found.unknown.push(word);
      return;
    }
    const directory = DIRECTORY_VARIABLES.get(m[1]!.replace(/^\{|\}$/g, '').toLowerCase())!;
    const rest = m[2]!;
    const end = m.index + m[0].length;
    // (`${HOME}x` is a sibling of the home directory, as unknown as any expansion: not read; a
    // drive alone, `$env:SystemDrive`, is no directory.)
    if (rest === '' && ((end < word.length && word[end] !== '"') || directory.endsWith(':'))) continue;
    // (The literal text after it runs to the word's end, a closing quote aside: one path.)
    if (end === word.length || (end === word.length - 1 && word.endsWith('"'))) push(`${directory}${rest}`, dialect, found);
    else {
      const tree = `${directory}${rest.slice(0, Math.max(rest.lastIndexOf('/'), dialect === 'bash' ? -1 : rest.lastIndexOf('\\')) + 1) || '/'}`;
      if (!found.trees.includes(tree)) found.trees.push(tree);
    }
  }
}

/**
 * The directory each variable names (its name in lower case, without `$` or braces): the home
 * directory and the working directory; PowerShell's also Windows' own (their usual values: a
 * possible reading, which only asks).
 */
const DIRECTORY_VARIABLES: ReadonlyMap<string, string> = new Map([
  ['home', '~'], ['pwd', '.'], ['userprofile', '~'],
  ['env:home', '~'], ['env:userprofile', '~'], ['env:homepath', '~'],
  ['env:appdata', '~\\AppData\\Roaming'], ['env:localappdata', '~\\AppData\\Local'],
  ['env:systemroot', 'C:\\Windows'], ['env:windir', 'C:\\Windows'], ['env:systemdrive', 'C:'], ['env:homedrive', 'C:'],
  ['env:programdata', 'C:\\ProgramData'], ['env:programfiles', 'C:\\Program Files'], ['env:allusersprofile', 'C:\\ProgramData'],
  ['env:public', 'C:\\Users\\Public'],
]);

/** A word that may name a directory variable (any case; PowerShell's). */
const DIRECTORY_NAMED = /home|userprofile|pwd|appdata|systemroot|windir|systemdrive|program|allusers|public/i;
/** PowerShell's directory variables, `${…}` too, any case (`$env:HOMEDRIVE$env:HOMEPATH` is the home); `\\` separates too. */
const POWERSHELL_DIRECTORY_VARIABLE = new RegExp(`(?:^|(?<=[=:]))"?(?:\\$env:HOMEDRIVE|\\$\\{env:HOMEDRIVE\\})?\\$(${[...DIRECTORY_VARIABLES.keys()].map((k) => `${k}|\\{${k}\\}`).join('|')})`
  + '(?![A-Za-z0-9_])((?:[\\/\\\\][^$`"\'*?[{(:]*)?)', 'gi');
/** `$HOME`, `$PWD`, Git Bash's `$USERPROFILE` (braced too; in double quotes or not) at a word's start or after `=` or `:`, and the literal text after it. */
const BASH_DIRECTORY_VARIABLE = /(?:^|(?<=[=:]))"?\$(HOME|\{HOME\}|PWD|\{PWD\}|USERPROFILE|\{USERPROFILE\})(?![A-Za-z0-9_])((?:\/[^$`"'\\*?[{(:]*)?)/g;

/** `~user`, `~+`, `~-` at the start of a word (not `~` or `~/`). */
function isTildeUser(word: string): boolean {
  return word.charCodeAt(0) === 126 && word.length > 1 && word.charCodeAt(1) !== 47;
}

/** Names of files without an extension that tools read or write in a project (compared as written). */
const WELL_KNOWN_FILE_NAMES: ReadonlySet<string> = new Set(['Makefile', 'makefile', 'GNUmakefile', 'Dockerfile', 'Containerfile',
  'Gemfile', 'Rakefile', 'Procfile', 'Vagrantfile', 'Jenkinsfile', 'Justfile', 'justfile', 'Brewfile', 'Podfile', 'Pipfile',
  'Caddyfile', 'Tiltfile', 'Earthfile', 'Snakefile', 'BUILD', 'WORKSPACE', 'CODEOWNERS', 'LICENSE', 'VERSION']);

/**
 * A plain file name from `at` on, without a `/` (`Makefile`, `package.json`, `setup.py`): a name
 * with an extension (a `.` after its first character, not last), or a well-known one. Tools edit
 * files named so in place (`prettier --write package.json`, `gofmt -w Makefile`). Any first
 * character but an option's `-`: `#a.pem`, `+a.pem`, `é.pem`, ` a.pem` are files too (session 40).
 */
function isPlainFileName(word: string, at: number, lastDot = lastInnerDot(word)): boolean {
  if (at >= word.length || word.charCodeAt(at) === 45 /* - */) return false;
  if (lastDot > at) return true;
  // (Short names only: a long tail is sliced and hashed for nothing, once per `,` of the word.)
  return word.length - at <= LONGEST_WELL_KNOWN && WELL_KNOWN_FILE_NAMES.has(at === 0 ? word : word.slice(at));
}

const LONGEST_WELL_KNOWN = Math.max(...[...WELL_KNOWN_FILE_NAMES].map((n) => n.length));

/** The last `.` of a word that is not its last character, or -1. */
function lastInnerDot(word: string): number {
  return word.lastIndexOf('.', word.length - 2);
}

/** A word that looks like a path: with a `/` (in PowerShell also `\`), or starting as one does. */
function looksLikePath(word: string, dialect: 'bash' | 'powershell'): boolean {
  return word.length > 0 && (startsPath(word, 0, dialect) || word.includes('/') || (dialect === 'powershell' && word.includes('\\')));
}

/** Whether a path starts at `at`: `/`, `~`, `.`, a drive (`C:\`, `C:/`), a UNC path (`\\host`), a root-relative `\x`. */
function startsPath(word: string, at: number, dialect: 'bash' | 'powershell'): boolean {
  const c = word.charCodeAt(at);
  if (c === 47 /* / */ || c === 126 /* ~ */ || c === 46 /* . */) return true;
  // (A bash word's `\x` too: on win32 a native program reads it from the drive's root, `\Windows\`.)
  if (c === 92 /* \ */) return true;
  return isDrive(word, at);
}

/** `C:\` or `C:/` at `at`. */
function isDrive(word: string, at: number): boolean {
  const c = word.charCodeAt(at) | 32;
  const after = word.charCodeAt(at + 2);
  return c >= 97 && c <= 122 && word.charCodeAt(at + 1) === 58 && (after === 92 || after === 47);
}

/** `/s`, `/XD:x`, `/?`: a Windows switch (only words that start with `/` are tested). */
function isSwitch(word: string): boolean {
  return /^\/(?:[A-Za-z]+(?::.*)?|\?)$/s.test(word);
}

/**
 * Where a word's value stops being known: an expansion or substitution (`$`, a backtick), a glob
 * (`*`, `?`, `[`, `{`), a process substitution or extglob (`(`), a PowerShell splat (`@a`). A
 * quoted glob character stops it too (the value does not tell): a shorter known start, never a
 * longer one.
 */
function knownLength(word: string): number {
  if (word.charCodeAt(0) === 64 /* @ */) return 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 36 || c === 96 || c === 42 || c === 63 || c === 91 || c === 123 || c === 40) return k;
  }
  return word.length;
}

/** Punctuation the rule grammar's path patterns escape, but for the glob characters a shell reads alike (`,` of a brace list). */
const LITERAL_PUNCTUATION = /[ "#$%&'()+\-./:;<=@\\`|~]/g;

/**
 * A glob word's shape in the rule grammar (`/etc/pass*`): its other punctuation escaped, a
 * leading `~` kept. Read from the value, where a quoted glob character is one too: a wider
 * shape, never a narrower one (bash's own reading, words.ts withGlob, replaces it).
 */
export function globShape(word: string): string {
  const escaped = word.replace(LITERAL_PUNCTUATION, (c) => (c === '/' ? c : `\\${c}`));
  return word === '~' || word.startsWith('~/') ? `~${escaped.slice(2)}` : escaped;
}

/**
 * The paths a word from an expansion or a glob may name (`/etc/pass*`, `/etc/$f`, `--out=dist/$N`):
 * a word that is only a glob with a `/` (no `\\`, no bracket class), by its shape; otherwise each path its known start begins
 * (read as a literal word's are), as the directory before the unknown part and everything below
 * it. A word whose known start names no directory (`$f`, `x$f`) is not read, as before.
 */
function dynamicWordPaths(word: string, dialect: 'bash' | 'powershell', found: Found): void {
  const known = knownLength(word);
  // (Unknown for another reason only, a `~` bash leaves, a control byte: read as before.)
  if (known === word.length) return;
  const start = word.slice(0, known);
  if (word.includes('://')) {
    // (A `file:` URL that is not all known may name any file; other URLs: urlsOfUnknownCommand.)
    if (/^file:/i.test(word)) found.unknown.push(word);
    return;
  }
  // (A glob of the working directory's names, `*`, `*.o`, is not read, as a plain word is not:
  // `repadmin /showrepl * /csv`.)
  if (word.includes('/') && word.charCodeAt(0) !== 45 /* - */ && !/[$`(@\\]/.test(word) && !hasBracketClassInBracket(word)) {
    if (!found.globs.includes(word)) found.globs.push(word);
    return;
  }
  // (A glob of more than every name, `*.pem`, `x.p?m`, may name a file a rule's name matches, as
  // `./x.p?m` does: read by its shape; in PowerShell too, since a native program may expand it
  // itself. Not `*` alone, as above, nor a bracket alone: `[::1]`.)
  if (word !== '*' && word.charCodeAt(0) !== 45 && /[*?]/.test(word) && /^[^$`(@\\{]*$/.test(word) && !hasBracketClassInBracket(word)) {
    if (!found.globs.includes(`./${word}`)) found.globs.push(`./${word}`);
    return;
  }
  const cut: Found = { paths: [], unknown: [], trees: [], globs: [], tails: [], rooted: [] };
  collectPaths(start, dialect, cut);
  for (const path of cut.paths) {
    // (A `..` in the unknown part may climb above it: not followed, as an unknown word is not.)
    const slash = Math.max(path.lastIndexOf('/'), dialect === 'powershell' ? path.lastIndexOf('\\') : -1);
    const tree = path.slice(0, slash + 1);
    if (slash >= 0 && !found.trees.includes(tree)) found.trees.push(tree);
  }
  found.unknown.push(...cut.unknown);
}

/** A word's words as a shell would split it (shell-unquoted.ts), each a possible path; too many, one unknown path. */
function lineWordPaths(word: string, dialect: 'bash', found: Found): void {
  const read = shellReadWords(word);
  if (read === TOO_MANY_WORDS) found.unknown.push(word);
  // (An expansion in it is read as one in the line's own word is: `cat $HOME/.ssh/x`, `cat $X/etc/passwd`.)
  else for (const w of read) (/[$`]/.test(w) ? expandedWordPaths : /[*?[]/.test(w) ? dynamicWordPaths : collectPaths)(w, dialect, found);
}

/** The paths a word with expansions or globs may name, each reading of them. */
function expandedWordPaths(word: string, dialect: 'bash' | 'powershell', found: Found): void {
  // (bash expands `~` at the start and, in an assignment-like word, after `=` or `:`.)
  if (dialect === 'bash' && word.includes('~')) tildePaths(word, found);
  if (dialect === 'bash' ? word.includes('HOME') || word.includes('PWD') || word.includes('USERPROFILE') : DIRECTORY_NAMED.test(word)) directoryVariablePaths(word, dialect, found);
  dynamicWordPaths(word, dialect, found);
  // (A parameter's default value the line shows, `${X:-/etc/passwd}`, may be the word.)
  const value = dialect === 'bash' && word.includes('${') ? defaultValueReading(word) : undefined;
  if (value !== undefined) collectPaths(value, dialect, found);
  const tail = expansionTailPath(word, dialect);
  if (tail !== undefined && !found.tails.includes(tail)) found.tails.push(tail);
  // (The absolute paths the word may be whatever its expansions hold: possible-path-readings.ts.)
  if (dialect === 'bash') rootedReadings(word, tail, found.rooted);
  // (Each brace alternative bash makes, `{x,y}.pem`, `x.{pem,txt}`, read as a word of its own.)
  if (dialect === 'bash' && word.includes('{') && !word.includes('$')) for (const alt of braceAlternatives(word)) if (alt !== word) (knownLength(alt) < alt.length ? dynamicWordPaths : collectPaths)(alt, dialect, found);
}

/** The possible paths of an unmodelled command's words (an expansion's value is not followed: the command's allow rule covers what its known start does not name). */
export function possiblePaths(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  const found: Found = { paths: [], unknown: [], trees: [], globs: [], tails: [], rooted: [] };
  for (let i = 1; i < words.length; i++) {
    // (PowerShell strips a word's quotes, re-quoting one with a blank, and a native program may expand an unquoted `*`, `?` itself, MSVCRT setargv: `mytool "*.pem"` read as unquoted.)
    const wildcard = dialect === 'powershell' && (words[i]!.includes('*') || words[i]!.includes('?')) && !/[ \t]/.test(words[i]!);
    // (win32: an ANSI program reads `a.ｐem` as `a.pem`, best-fit-words.ts.)
    if (!dynamic[i] && hasNonAscii(words[i]!)) bestFitTouches(words[i]!, t, (w) => literalPaths(w, dialect));
    if (!dynamic[i] && !wildcard) {
      collectPaths(words[i]!, dialect, found);
      // (A line a shell may run, read as it would: `mytool 'cat /e\tc/passwd'` names /etc/passwd; its expansions and globs are unknown, `'cat /e$()tc/passwd'`.)
      if (dialect === 'bash') lineWordPaths(words[i]!, dialect, found);
      if (dialect === 'bash' && isNativeWildcard(words[i]!)) t.guessedGlob(words[i]!.includes('/') ? words[i]! : `./${words[i]!}`, globShape(words[i]!), true);
    } else expandedWordPaths(words[i]!, dialect, found);
  }
  // (A path not known here asks where Read or Edit rules exist, as an expansion does.)
  if (found.unknown.length > 0) t.edit(found.unknown[0]!, true, 'none', true);
  for (const glob of found.globs) t.guessedGlob(glob, globShape(glob));
  for (const tree of found.trees) t.possible(tree, false, UNKNOWN_COMMAND_DIRECTORY, 'tree');
  // (More than the line's part budget has left: one unknown path, which asks where Read or Edit
  // rules exist, rather than the spent budget, which always asks.)
  if (found.paths.length > t.limit - t.paths.length) t.possible(found.paths[0]!, true);
  else for (const path of found.paths) t.possible(path, false);
  // (Last, and outside the part budget: one per word at most, bounded as the words are, each
  // checked only against the rules that match at any depth.)
  for (const tail of found.tails) t.tail(tail);
  for (const path of found.rooted) t.rooted(path, knownLength(path) < path.length ? globShape(path) : undefined);
}

/** The paths a literal word may name, known or not. */
export function literalPaths(word: string, dialect: 'bash' | 'powershell'): string[] {
  const found: Found = { paths: [], unknown: [], trees: [], globs: [], tails: [], rooted: [] };
  collectPaths(word, dialect, found);
  return [...found.paths, ...found.unknown];
}

/** As /\[.*\[[.=:]/s.test(word) without the regex (retried from each `[` of a long run): a `[` then, later, `[.`, `[=` or `[:`. */
export function hasBracketClassInBracket(word: string): boolean {
  const first = word.indexOf('[');
  return first >= 0 && /\[[.=:]/.test(word.slice(first + 1));
}
