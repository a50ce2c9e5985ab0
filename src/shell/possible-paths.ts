// The safety net for a command no table here knows (`terraform fmt /etc/x`, `mypy
// --cache-dir=/etc/x`, `npx tsc --outDir /etc/x`, PowerShell's `notepad C:\Secrets\x`): its
// options and operands are not read, so any word that looks like a path may be a file it reads
// or writes. Each such word (and the value of an `--opt=VALUE` / `-opt=VALUE` that looks like
// one) is a possible Edit part, which a Read rule covers too: a deny or ask rule matching it asks,
// never denies (the word may be no file), and the command's allow rule covers it. Ordinary lines
// stay allowed where no rule matches.
//
// Not for commands whose words are read elsewhere: wrappers and runners (their command is a
// command of its own), shells, and commands that print, test or list names without opening
// them (`echo`, `ls`, `which`, `realpath`); nor for PowerShell cmdlets (Verb-Noun), whose
// parameters the binder reads.

import type { FileTouches } from './file-touches.js';
import { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS, SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from './wrapper-specs.js';
import { TEXT_ONLY } from './package-hosts.js';
import { isWindowsRunnerProgram } from './windows-runners.js';

/** Commands that show names or metadata, never open the file (listings: not checked, as ls -R is not). */
const NAMES_ONLY: ReadonlySet<string> = new Set(['ls', 'dir', 'vdir', 'tree', 'exa', 'eza', 'lsd', 'realpath', 'readlink', 'namei', 'pathchk',
  'eval', 'trap', 'builtin', 'enable', 'complete', 'compgen', 'printenv', 'id', 'whoami', 'uname', 'hostname', 'ps', 'pgrep', 'pkill', 'killall',
  // (Read where the line's directory or user is followed: directory-change.ts, su-arguments.ts.)
  'chdir', 'su', 'runuser', 'sg', 'newgrp']);

/** Whether the words of command `name` are read by no table: the safety net applies. */
export function unmodelled(name: string, dialect: 'bash' | 'powershell'): boolean {
  if (dialect === 'powershell' && name.includes('-')) return false;
  return !TEXT_ONLY.has(name) && !NAMES_ONLY.has(name) && !WRAPPER_SPECS.has(name) && !SUBCOMMAND_RUNNERS.has(name) && !POSIX_SHELLS.has(name)
    && !OTHER_SHELLS.has(name) && !POWERSHELLS.has(name)
    // (Read by windows-runners.ts: `cscript //nologo x.vbs` takes `//` switches.)
    && !isWindowsRunnerProgram(name.toLowerCase().replace(/\.exe$/, ''), name);
}

/**
 * The word a path-like argument names: the word, or the value of `--opt=VALUE`; undefined when
 * it looks like no path. Cheap first-character and `includes` tests, no regex: most words are no paths.
 */
function pathOf(word: string, dialect: 'bash' | 'powershell'): string | undefined {
  const c = word.charCodeAt(0);
  if (c === 45 /* - */) {
    const eq = word.indexOf('=');
    return eq < 0 ? undefined : pathOf(word.slice(eq + 1), dialect);
  }
  if (word.includes('://')) return undefined;
  // (`@FILE`: a response or argument file, `javac @opts`, `java @args`.)
  if (c === 64 /* @ */ && word.length > 1) return pathOf(word.slice(1), dialect);
  // (Windows switches of a native command, `/s`, `/XD:x`, are no paths.)
  if (dialect === 'powershell' && c === 47 && isSwitch(word)) return undefined;
  if (c === 126 /* ~ */ || c === 46 /* . */ || word.includes('/')) return word;
  // A drive path, `C:\x`; a UNC path, `\\host\share`.
  if (word.length > 2 && word.charCodeAt(1) === 58 && word.charCodeAt(2) === 92 && ((c | 32) >= 97 && (c | 32) <= 122)) return word;
  if (c === 92 && word.charCodeAt(1) === 92) return word;
  return undefined;
}

/** `/s`, `/XD:x`, `/?`: a Windows switch (only words that start with `/` are tested). */
function isSwitch(word: string): boolean {
  return /^\/(?:[A-Za-z]+(?::.*)?|\?)$/s.test(word);
}

/** The possible paths of an unmodelled command's literal words (an expansion is not followed: the command's allow rule covers it, as before). */
export function possiblePaths(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void {
  let found: string[] | undefined;
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i]) continue;
    const path = pathOf(words[i]!, dialect);
    if (path !== undefined) (found ??= []).push(path);
  }
  if (found === undefined) return;
  // (More than the line's part budget has left: one unknown path, which asks where Read or Edit
  // rules exist, rather than the spent budget, which always asks.)
  if (found.length > t.limit - t.paths.length) t.possible(found[0]!, true);
  else for (const path of found) t.possible(path, false);
}
