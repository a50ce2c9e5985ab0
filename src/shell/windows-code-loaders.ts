// Windows programs that load code from a file they are given (LOLBAS M–Z: msbuild's project,
// regsvr32's `/i:` scriptlet, odbcconf's `{REGSVR F}`, msiexec's package, mmc's snap-in…) or
// from a fixed name in the working directory (setres runs choice.cmd, stordiag systeminfo.exe).
// The analysis never reads that code: a line that writes the file and then runs the loader is
// incomplete (written-code.ts compares the names), and a loader given a URL or a UNC path runs
// code from the network, which is never allowed (as `curl … | sh`); its host is a Domain part
// for deny and ask rules. Without a write on the line these programs stay allowed.

import { mayFold } from './windows-names.js';
import type { UrlRef } from './arguments.js';
import type { NativeRun } from './powershell-native.js';
import { firstLetters, mayStartOneOf } from './first-letters.js';
import { withoutEnds } from '../text-ends.js';
import { isRegexSpace } from './regex-space.js';

/** Loaders (lower case, without `.exe`), and whether they fetch a URL or UNC operand (msbuild's `/p:` values are often URLs; netsh's `url=`, winget's sources). */
const CODE_LOADERS: ReadonlyMap<string, boolean> = new Map([
  ['msbuild', false], ['netsh', false], ['winget', false],
  ['regsvr32', true], ['odbcconf', true], ['runscripthelper', true], ['mofcomp', true], ['pnputil', true], ['regasm', true], ['regsvcs', true],
  ['msiexec', true], ['mavinject', true], ['microsoft.workflow.compiler', true], ['rasautou', true], ['register-cimprovider', true],
  ['presentationhost', true], ['wuauclt', true], ['mmc', true], ['msdt', true], ['openwith', true],
]);

/** Script hosts: only their `script:` monikers (pubprn.vbs's `script:URL`) and manage-bde.wsf are read here (their script operand is written-code.ts's). */
const SCRIPT_HOSTS: ReadonlySet<string> = new Set(['cscript', 'wscript']);

/** Programs that run a fixed name from the working directory (LOLBAS): a file planted there under it runs. */
const WORKING_DIRECTORY_RUNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['setres', ['choice']], ['settingsynchost', ['reg']], ['stordiag', ['systeminfo', 'schtasks', 'fltmc', 'powershell']],
  ['workfolders', ['control']], ['offlinescannershell', ['mpclient.dll']],
]);

/** The first letters of every name above (a cheap test before any copy of the name). */
/** Every program name of the tables, in lower case without `.exe`. */
const KNOWN_NAMES: ReadonlySet<string> = new Set([...CODE_LOADERS.keys(), ...SCRIPT_HOSTS, ...WORKING_DIRECTORY_RUNS.keys()]);

const FIRST_LETTERS = firstLetters([...CODE_LOADERS.keys(), ...SCRIPT_HOSTS, ...WORKING_DIRECTORY_RUNS.keys()]);

/** A URL, or a UNC path (`\\h\s`, `//h/s`; not the local `\\?\` and `\\.\` device prefixes). */
const REMOTE = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|[\\/]{2}(?![?.][\\/])[^\\/])/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** What a loader's word names as files: the word, an option's `/x:VALUE`, `@FILE`, `NAME=VALUE`, `script:X`. */
function namedText(word: string): string {
  let w = withoutEnds(word, `"'{`, `"'}`);
  if (w.startsWith('@')) w = w.slice(1);
  const option = /^[-/][A-Za-z][\w.-]*:(.+)$/s.exec(w);
  if (option !== null) w = option[1]!;
  const assigned = /^[A-Za-z_][\w.]*=(.+)$/s.exec(w);
  if (assigned !== null) w = assigned[1]!;
  return w;
}

/** A separator of namedFiles' pieces: `[,;\s{}"']`. */
function isPieceSeparator(c: number): boolean {
  return c === 44 || c === 59 || c === 123 || c === 125 || c === 34 || c === 39 || isRegexSpace(c);
}

/**
 * Each file or URL a loader's word names into files and remote: namedText split at `,` `;` `{`
 * `}` quotes and spaces (`/logger:Type,l.dll`, `{REGSVR t.dll}`), a `script:` moniker dropped. A
 * piece as the one before is read as it was, with no copy: a URL is noted again, a file once, as
 * loads notes it once (a word may repeat one 5,000 times; the regex split made ~57 bytes a piece).
 */
function addNamedFiles(word: string, fetchesRemote: boolean, files: string[], remote: string[]): void {
  const w = namedText(word);
  let last: string | undefined;
  let lastRaw = '';
  let lastRemote = false;
  for (let i = 0; i < w.length; ) {
    if (isPieceSeparator(w.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < w.length && !isPieceSeparator(w.charCodeAt(end))) end++;
    if (last !== undefined && end - i === lastRaw.length && w.startsWith(lastRaw, i)) {
      if (lastRemote) remote.push(last);
    } else {
      const raw = w.slice(i, end);
      const c = raw.charCodeAt(0);
      const f = c === 115 || c === 83 ? raw.replace(/^script:/i, '') : raw;
      const fetched: boolean = f === last ? lastRemote : fetchesRemote && REMOTE.test(f);
      if (fetched) remote.push(f);
      else if (f !== last) files.push(f);
      last = f;
      lastRaw = raw;
      lastRemote = fetched;
    }
    i = end;
  }
}

/** What one Windows loader on the line loads: files (by name), code from the network, a planted name it runs. */
export interface WindowsCodeLoad {
  /** Files (paths as written) whose code it runs. */
  readonly files: readonly string[];
  /** The word of a file it runs that comes from an expansion. */
  readonly unknown?: string;
  /** URLs and UNC paths it fetches code from. */
  readonly remote: readonly string[];
}

/** The loader's program name: the command word's last segment, lower case, without `.exe`. */
/** Where the last segment of a program path starts (a loop: two lastIndexOf calls cost more than a short name's scan). */
function baseStart(raw: string): number {
  for (let i = raw.length - 1; i >= 0; i--) {
    const c = raw.charCodeAt(i);
    if (c === 47 || c === 92) return i + 1;
  }
  return 0;
}

function loaderName(raw: string): string {
  const base = raw.slice(baseStart(raw)).toLowerCase();
  return base.endsWith('.exe') ? base.slice(0, -4) : base;
}

/** Whether command `raw` is one of the loaders above: windowsCodeLoad reads no other. */
export function isWindowsCodeLoader(raw: string): boolean {
  const from = baseStart(raw);
  if (!mayStartOneOf(FIRST_LETTERS, raw.charCodeAt(from))) return false;
  // (Every command of a line comes here: a name written in lower case without `.exe`, as most
  // are, is looked up as it is, with no string made.)
  if (from === 0 && !KNOWN_NAMES.has(raw) && !mayFold(raw)) return false;
  return KNOWN_NAMES.has(loaderName(raw));
}

/** What command `raw` loads, if it is a Windows code loader (either dialect: Git Bash runs them too). */
export function windowsCodeLoad(raw: string, words: readonly string[], dynamic: readonly boolean[]): WindowsCodeLoad | undefined {
  if (!isWindowsCodeLoader(raw)) return undefined;
  const program = loaderName(raw);
  const planted = WORKING_DIRECTORY_RUNS.get(program);
  if (planted !== undefined) return { files: planted, remote: [] };
  const fetches = CODE_LOADERS.get(program);
  const scriptHost = SCRIPT_HOSTS.has(program);
  if (fetches === undefined && !scriptHost) return undefined;
  const files: string[] = [];
  const remote: string[] = [];
  let unknown: string | undefined;
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (dynamic[k]) {
      if (!scriptHost) unknown ??= w;
      continue;
    }
    if (scriptHost) {
      // (manage-bde.wsf runs manage-bde.exe from its directory; a `script:` moniker is a scriptlet it runs.)
      if (/(?:^|[\\/])manage-bde\.wsf$/i.test(w)) files.push('manage-bde');
      if (!/script:/i.test(w)) continue;
    }
    addNamedFiles(w, fetches === true || scriptHost, files, remote);
  }
  // (msbuild without a project builds the project or solution file in the working directory.)
  if (program === 'msbuild' && !words.some((w, k) => k > 0 && (!/^[-/]/.test(w) || /^\/[^/]*\//.test(w)))) unknown ??= raw;
  return unknown === undefined ? { files, remote } : { files, remote, unknown };
}

/** The Domain parts and problem of a loader's network code (for deny and ask rules; the line never allows). */
export function remoteCodeUrls(remote: readonly string[], source: string): UrlRef[] {
  return remote.map((r): UrlRef => (URL_SCHEME.test(r) ? { url: r, text: source, scope: 'restrict' } : { url: r, text: source, scope: 'restrict', path: true }));
}

/** Functions the Windows diagnostics scripts define (CL_Invocation.ps1, CL_Mutexverifiers.ps1, sourced on the line): they run their words as a command line. */
const DIAGNOSTIC_RUNNERS: ReadonlySet<string> = new Set(['syncinvoke', 'runaftercancelprocess']);

/** What `SyncInvoke PROGRAM ARGS` / `runAfterCancelProcess PROGRAM` runs: its words, read as a line for deny rules; never allowed. */
export function diagnosticRunner(program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined {
  if (!DIAGNOSTIC_RUNNERS.has(program)) return undefined;
  const problem = `${words[0]} (a Windows diagnostics script's function) runs a command line`;
  return words.length < 2 || dynamic.includes(true) ? { problem } : { line: words.slice(1).join(' '), problem };
}
