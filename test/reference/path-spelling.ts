// The reference's reading of absolute path words on a case-insensitive file system (the engine:
// src/shell/path-spelling.ts), written with regular expressions: a Shell deny/ask rule's absolute
// path words and a command's are compared in lower case, and on win32 with `\` as `/` and a
// drive as `c:/` (a bash line's and a rule's `/c/x` too, as MSYS reads it).
import { normalizePath, type ResolvedPathContext } from '../../src/paths/normalize.js';
import type { ShellPattern } from '../../src/rules/types.js';
import type { CommandSubject } from '../../src/shell/subject.js';

function absolute(text: string, windows: boolean): boolean {
  return windows ? /^(?:[/\\]|[A-Za-z]:[/\\])/.test(text) : text.startsWith('/');
}

/** The length of an option word's name part (`--file=` of `--file=/x`, `-Path:` of `-Path:x`), or -1. */
function optionValueAt(w: string, dialect: 'bash' | 'powershell'): number {
  const m = dialect === 'bash' ? /^--[^=]+=(?=[/\\]|[A-Za-z]:[/\\])/.exec(w) : /^-[^:]+:(?=.)/.exec(w);
  return m === null ? -1 : m[0].length;
}

/** optionValueAt in a line: in PowerShell a native program's `--out=C:\\x` first, then a cmdlet's `-Path:x`. */
function lineValueAt(w: string, dialect: 'bash' | 'powershell'): number {
  const at = optionValueAt(w, 'bash');
  return at > 0 || dialect === 'bash' ? at : optionValueAt(w, 'powershell');
}

/** The name part of an option word whose value is an absolute path (a rule's: read as either dialect's), or -1. */
function absoluteValueAt(w: string, windows: boolean, dialects: readonly ('bash' | 'powershell')[]): number {
  for (const d of dialects) {
    const at = optionValueAt(w, d);
    if (at > 0 && absolute(w.slice(at), windows)) return at;
  }
  return -1;
}

/**
 * Where a relative path starts in a word holding a separator (not a URL): 0, or after an option's
 * first `=` or `:` when its value holds one (`--out=sub/x`, `-Path:sub\\x`); else -1.
 */
function relativeAt(text: string, windows: boolean): number {
  const separator = windows ? /[/\\]/ : /\//;
  if (!separator.test(text) || text.includes('://')) return -1;
  if (!text.startsWith('-')) return 0;
  const m = /^-[^=:]*[=:]/.exec(text);
  return m !== null && separator.test(text.slice(m[0].length)) ? m[0].length : -1;
}

/** `whole`: the text is the whole word (`/c` alone is the drive). */
function spelled(text: string, windows: boolean, msys: boolean, whole: boolean): string {
  const lower = text.toLowerCase();
  if (!windows) return lower;
  const slashed = lower.replace(/\\/g, '/');
  // (Cygwin's drive prefix, `/cygdrive/c/x` and `/proc/cygdrive/c/x`, is the drive too.)
  const drive = msys ? slashed.replace(/^(?:\/proc)?\/cygdrive(?=\/[a-z](?:\/|$))/, '') : slashed;
  return msys ? drive.replace(whole ? /^\/([a-z])(?:\/|$)/ : /^\/([a-z])\//, '$1:/') : slashed;
}

/** A registry hive at a word's start (engine: src/shell/registry-spelling.ts); group 1: its name. */
const HIVE_AT = /^(?:(?:microsoft\.powershell\.core[\\/])?registry::[\\/]*)?(hkcu|hkey_current_user|hklm|hkey_local_machine|hkcr|hkey_classes_root|hku|hkey_users|hkcc|hkey_current_config)(?::|(?=[/\\]|$))/i;
const LONG_HIVES: Readonly<Record<string, string>> = {
  hkey_current_user: 'hkcu', hkey_local_machine: 'hklm', hkey_classes_root: 'hkcr', hkey_users: 'hku', hkey_current_config: 'hkcc',
};

/**
 * A registry key (or, `whole` false, the first piece of a rule's key word with `*`s) as
 * `hklm:/software/x`: lower case, `/`, the short hive; a whole key with `.`/`..` folded and no
 * trailing `/`. Undefined when the text starts with no hive.
 */
function registryKey(text: string, whole: boolean): string | undefined {
  const m = HIVE_AT.exec(text);
  if (m === null) return undefined;
  const name = m[1]!.toLowerCase();
  const rest = `/${text.slice(m[0].length)}`.toLowerCase().replace(/[/\\]+/g, '/');
  if (!whole) return `${LONG_HIVES[name] ?? name}:${rest}`;
  const segments: string[] = [];
  for (const s of rest.split('/')) {
    if (s === '..') segments.pop();
    else if (s !== '' && s !== '.') segments.push(s);
  }
  return `${LONG_HIVES[name] ?? name}:/${segments.join('/')}`;
}

/** The rule's absolute path words after its name so spelled (win32: `windows`), or undefined when it has none. */
export function spelledRulePattern(p: ShellPattern | undefined, windows: boolean): ShellPattern | undefined {
  if (p === undefined) return undefined;
  let found = false;
  const words = p.words.map((w, i) => {
    if (i === 0) return w;
    // (A relative path word, `sub/x.tmp`, `*/x.tmp`, `--out=sub\\*`: its literal text so spelled.)
    const joined = w.map((x) => (x.type === 'literal' ? x.text : '*')).join('');
    if (w[0]?.type !== 'literal') {
      if (relativeAt(joined, windows) !== 0) return w;
      found = true;
      return w.map((x) => (x.type === 'literal' ? { type: 'literal' as const, text: spelled(x.text, windows, false, false) } : x));
    }
    if (windows && registryKey(w[0].text, false) !== undefined) {
      found = true;
      return w.map((x, k) => (x.type !== 'literal' ? x : { type: 'literal' as const, text: k === 0 ? registryKey(x.text, w.length === 1)! : x.text.toLowerCase().replace(/[/\\]+/g, '/') }));
    }
    let at = absolute(w[0].text, windows) ? 0 : absoluteValueAt(w[0].text, windows, ['bash', 'powershell']);
    if (at < 0) at = relativeAt(joined, windows);
    if (at < 0 || at > w[0].text.length) return w;
    found = true;
    return w.map((x, k) => (x.type === 'literal' ? { type: 'literal' as const, text: k === 0 ? x.text.slice(0, at) + spelled(x.text.slice(at), windows, true, w.length === 1) : spelled(x.text, windows, false, false) } : x));
  });
  return found ? { ...p, words } : undefined;
}

/** The command's absolute path words (and unknown words' shapes) so spelled; `msys`: a bash line on win32. */
export function spelledCommand(c: CommandSubject, windows: boolean, msys: boolean): CommandSubject {
  const words = c.words.map((w, i) => {
    if (i === 0 || c.dynamic[i]) return w;
    if (absolute(w, windows)) return spelled(w, windows, msys, true);
    // (An option word's absolute value: `--file=/ETC/x`, `-Path:C:\\Windows\\x`.)
    // (Or a relative path word: `sub\\x.tmp`, `-Path:sub\\x.tmp`.)
    let at = absoluteValueAt(w, windows, c.dialect === 'bash' ? ['bash'] : ['bash', 'powershell']);
    if (at < 0) at = relativeAt(w, windows);
    return at < 0 ? w : w.slice(0, at) + spelled(w.slice(at), windows, msys, true);
  });
  const shapes = c.shapes?.map((s, i) => {
    if (s === undefined || !c.dynamic[i]) return s;
    const at = absolute(s.pattern, windows) ? 0 : relativeAt(s.pattern, windows);
    return at < 0 ? s : { kind: s.kind, pattern: s.pattern.slice(0, at) + spelled(s.pattern.slice(at), windows, msys, true) };
  });
  return { ...c, words, shapes };
}

/**
 * On linux and darwin PowerShell's FileSystem provider reads `\` as `/`, and a word may name the
 * provider (`FileSystem::/etc/x`, `Microsoft.PowerShell.Core\FileSystem::\etc\x`): the path it opens.
 */
export function posixCmdletWord(w: string): string {
  return w.replace(/^(?:microsoft\.powershell\.core[\\/])?filesystem::/i, '').replace(/\\/g, '/');
}

/**
 * The command's absolute literal path words as the file system reads them (normalize.ts; win32:
 * a `FileSystem::` prefix dropped, `\\x` on the cwd's drive, `\\\\localhost\\c$\\` as `c:/` (`admin$` as `c:/windows/`);
 * darwin: /private/etc, var, tmp as /etc…), so spelled; `shortName`: a word with an 8.3 name
 * (win32). Words that need no normalization are left (`command` undefined when none changes).
 */
export function normalizedCommand(c: CommandSubject, ctx: ResolvedPathContext): { command?: CommandSubject; shortName: boolean } {
  const win32 = ctx.platform === 'win32';
  let shortName = false;
  let changed = false;
  const words = c.words.map((word, i) => {
    if (i === 0 || c.dynamic[i]) return word;
    // (An option word's value as a word of its own: `--file=/tmp/../etc/x`.)
    const at = lineValueAt(word, c.dialect);
    const name = at < 0 ? '' : word.slice(0, at);
    const w = at < 0 ? word : word.slice(at);
    const key = win32 ? registryKey(w, true) : undefined;
    if (key !== undefined) {
      changed = true;
      return name + key;
    }
    // (Off Windows a cmdlet's word is read as PowerShell reads it there: posixCmdletWord.)
    const cmdlet = !win32 && c.dialect === 'powershell' ? posixCmdletWord(w) : w;
    let text = win32 ? w.replace(/^(?:microsoft\.powershell\.core\\)?filesystem::/i, '') : cmdlet;
    // (A cmdlet's `~`, `~/x`, `~\\x`: under the home directory.)
    const home = c.dialect === 'powershell' && /^~(?:[/\\]|$)/.test(text);
    if (!home && (win32 ? !absolute(text, true) : !text.startsWith('/') || (cmdlet === w && !/\/\.|\/\/|.\/$/.test(text) && !(ctx.platform === 'darwin' && /^\/private\//i.test(text))))) return word;
    if (win32 && /^[/\\](?![/\\])/.test(text)) {
      if (ctx.cwd === undefined || ctx.cwd.text.startsWith('//')) return word;
      text = `${ctx.cwd.segments[0]}:${text}`;
    }
    const r = normalizePath(text, ctx);
    if (!r.ok) return word;
    shortName ||= win32 && r.path.shortName;
    let out = ctx.foldCase ? r.path.text.toLowerCase() : r.path.text;
    // (An administrative share of this machine: `c$` is the drive, `admin$` C:\Windows.)
    if (win32) out = out.replace(/^\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\.)\/admin\$(?=\/|$)/, '/c/windows').replace(/^\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\.)\/([a-z])\$(?=\/|$)/, '/$1').replace(/^\/([a-z])(?:\/|$)/, '$1:/');
    if (ctx.platform === 'darwin') out = out.replace(/^\/private(?=\/(?:etc|var|tmp)(?:\/|$))/i, '');
    const spelledWord = cmdlet !== w ? w : win32 || ctx.foldCase ? spelled(w, win32, false, true) : w;
    if (out === spelledWord) return word;
    changed = true;
    return name + out;
  });
  return { command: changed ? { ...c, words } : undefined, shortName };
}
