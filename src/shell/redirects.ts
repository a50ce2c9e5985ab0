// What a redirect opens (semantics 4.1): `< f` reads f, `> f`, `>> f`, `&> f` write it, `<> f`
// both; descriptors (`2>&1`), here-documents and the exempt targets open no file. And the
// here-document or here-string a command reads, which a shell fed it runs.

import type { UrlRef } from './arguments.js';
import { routesTraffic, trafficFileUrl } from './traffic-settings-files.js';
import type { Redirect, Word } from './ast.js';
import type { PathRef } from './file-touches.js';
import { ARITHMETIC_EXPANSION_REASON, arithmeticExpansion, literalTilde, wordValue } from './words.js';
import type { ProgramSpelling } from './program-name.js';

/** Redirect targets that are not files (semantics 4.1). */
const EXEMPT_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

/**
 * The files a redirect opens (its source text is `source`), or a reason it cannot be told. Redirect
 * targets are parts like any other: an allow must cover them too.
 */
export function redirectTouches(r: Redirect, source: string, dialect: 'bash' | 'powershell', offWindows = false): readonly PathRef[] | string {
  if (r.op === '<<' || r.op === '<<-' || r.op === '<<<' || r.op === '<&') return NONE;
  const target = wordValue(r.target, true);
  // PowerShell's `> $null` / `2>$null` discards output, like /dev/null.
  if (dialect === 'powershell' && target.value.toLowerCase() === '$null') return NONE;
  if (r.op === '>&' && !target.dynamic && /^(\d+-?|-)$/.test(target.value)) return NONE;
  if (target.dynamic) return 'a redirect target comes from an expansion';
  if (EXEMPT_TARGETS.has(target.value)) return NONE;
  const out: PathRef[] = [];
  // (A `~` bash leaves as it is, `> '~/x'`, names a directory called `~`: both are checked, as for arguments.)
  const relative = dialect === 'bash' ? literalTilde(r.target, target.value) : undefined;
  for (const path of relative === undefined ? [target.value] : [target.value, relative]) {
    const plain = (op: 'read' | 'edit'): PathRef => ({ op, path, scope: 'all', text: source, partType: 'redirect', dynamic: false, below: 'none', possible: false });
    const ref = (op: 'read' | 'edit'): PathRef => (dialect === 'powershell' ? powershellPath(plain(op), offWindows) : plain(op));
    if (r.op === '<' || r.op === '<>') out.push(ref('read'));
    if (r.op !== '<') out.push(ref('edit'));
  }
  return out;
}

const NONE: readonly PathRef[] = Object.freeze([]);

/** PowerShell 7's `Temp:` drive (about_FileSystem_Provider), any case. */
const TEMP_DRIVE = /^temp:/i;
const TEMP_DRIVE_WHEN = 'is on PowerShell\'s Temp: drive, the temporary directory the environment names (TEMP, TMPDIR)';

/** A drive named by two characters or more (one letter is a disk's): `Temp:`, `Share:`; not a provider's `X::`. */
const NAMED_DRIVE = /^([\p{L}\p{Nd}_-]{2,}):(?!:)/u;
/** The drives PowerShell itself defines whose items are no files (about_Providers): read as before. */
const ITEM_DRIVES: ReadonlySet<string> = new Set(['alias', 'cert', 'env', 'function', 'hkcu', 'hklm', 'variable', 'wsman']);

/**
 * Why a path given to PowerShell's providers is on a drive whose directory the line does not
 * tell: `Temp:`, or a drive no PowerShell defines, which a profile or module made (`New-PSDrive
 * -Name Share -Root C:\secrets`); undefined for any other path. (A one-letter drive is the disk's,
 * read as written: a profile's `New-PSDrive -Name X` is not seen, as `subst X:` is not.)
 */
export function unknownDriveWhen(path: string): string | undefined {
  const colon = path.indexOf(':');
  // (A URL, `https://x`, is read by the tools that take one.)
  if (colon < 2 || path.startsWith('//', colon + 1)) return undefined;
  const m = NAMED_DRIVE.exec(path);
  if (m === null) return undefined;
  const drive = m[1]!.toLowerCase();
  if (drive === 'temp') return TEMP_DRIVE_WHEN;
  return ITEM_DRIVES.has(drive) ? undefined : `is on the PowerShell drive ${m[1]}:, which no PowerShell defines: a profile or module made it (New-PSDrive), where it leads is not known`;
}

/**
 * A cmdlet's path as its providers read it (powershellPath), and where it has a backtick, also as
 * -Path reads it: a backtick escapes the character after it (`'C:\Win`dows\x'` is C:\Windows\x,
 * `` ` `` a backtick), while -LiteralPath keeps it. Both readings are checked: either may be meant.
 */
export function powershellPaths(ref: PathRef, offWindows: boolean, provider: boolean): readonly PathRef[] {
  const read = powershellPath(ref, offWindows, provider);
  if (!provider || ref.dynamic || !ref.path.includes('`')) return [read];
  return [read, powershellPath({ ...ref, path: ref.path.replace(/`([\s\S])/g, '$1') }, offWindows, provider)];
}

/** A path on a drive named by a letter, `C:\x`, `c:x`. */
const DRIVE_PATH = /^[A-Za-z]:/;

/** A PowerShell wildcard character. */
const WILDCARD = /[*?[]/;

/**
 * A PowerShell path with a provider (`FileSystem::/etc/x`, `Microsoft.PowerShell.Core\FileSystem::C:\x`)
 * is the path after it; another provider's (`Registry::…`, `Env::…`) is no file a rule names, but
 * is read as unknown: it asks wherever rules of its kind exist. `offWindows`: the platform is
 * linux or darwin, where PowerShell's FileSystem provider still takes `\` as a separator.
 * `provider`: PowerShell's providers read the path (a cmdlet's, a redirect's), so its drive may be
 * one a profile made (unknownDriveWhen).
 */
export function powershellPath(ref: PathRef, offWindows = false, provider = true): PathRef {
  // PowerShell's providers expand `*`, `?` and `[…]` in a path however it was quoted
  // (`Get-Content "C:\Secre*\a"`): such a path is unknown, like an unquoted glob.
  if (!ref.dynamic && WILDCARD.test(ref.path)) return { ...ref, dynamic: true };
  // PowerShell 7's `Temp:` drive is the temporary directory the environment names (TEMP, TMPDIR).
  if (!ref.dynamic && TEMP_DRIVE.test(ref.path)) return { ...ref, dynamic: true, when: TEMP_DRIVE_WHEN };
  // (A drive a profile made: only where the providers read the path, a cmdlet's or a redirect's;
  // a native program's `HEAD:src/x` is its own.)
  const drive = provider && !ref.dynamic ? unknownDriveWhen(ref.path) : undefined;
  if (drive !== undefined) return { ...ref, dynamic: true, when: drive };
  const m = /^(?:[A-Za-z0-9_.]+\\)?([A-Za-z][A-Za-z0-9_.]*)::([\s\S]*)$/.exec(ref.path);
  const path = m === null ? ref : m[1]!.toLowerCase() === 'filesystem' ? { ...ref, path: m[2]! } : { ...ref, dynamic: true };
  // (A drive's path, `C:\x`, names no file there: left as written.)
  return offWindows && path.path.includes('\\') && !DRIVE_PATH.test(path.path) ? posixSlashed(path) : path;
}

/**
 * Off Windows, PowerShell reads `\` in a FileSystem path as `/` (its documented cross-platform
 * choice, PowerShell/PowerShell#9244): `Get-Content \etc\passwd` opens /etc/passwd, where the
 * kernel would see one file name with backslashes in it. A glob shape written with `\` (the rule
 * grammar's escape) cannot be carried over: the path is then unknown.
 */
function posixSlashed(ref: PathRef): PathRef {
  const path = ref.path.replaceAll('\\', '/');
  return ref.glob === undefined || !ref.glob.includes('\\') ? { ...ref, path } : { ...ref, path, glob: undefined, dynamic: true };
}

/**
 * The here-document or here-string fed to a command as standard input, when it has one: the
 * last redirect of descriptor 0 decides (`bash <<<x <<<'rm y'` runs rm y; `bash 3<<<x` and
 * `bash <<<x < f` read no here-string on standard input).
 */
export function hereDocument(redirects: readonly Redirect[]): { text: string; literal: boolean } | undefined {
  let r: Redirect | undefined;
  for (const each of redirects) if ((each.fd ?? (each.op[0] === '<' ? 0 : 1)) === 0) r = each;
  if (r === undefined) return undefined;
  if (r.op === '<<' || r.op === '<<-') {
    const literal = !r.heredoc?.expands || !/[$`]/.test(r.heredoc.body);
    return { text: r.heredoc?.body ?? '', literal };
  }
  if (r.op === '<<<') {
    const v = wordValue(r.target);
    return { text: v.value, literal: !v.dynamic };
  }
  return undefined;
}

/** The analyzer, as a command's redirects reach it. */
export interface RedirectReader {
  readonly writtenCode: { wroteOne(p: PathRef): void };
  bodiesOf(word: Word, text: string, dialect: 'bash' | 'powershell', depth: number): void;
  note(reason: string, text: string): void;
  addPath(ref: PathRef): void;
  addUrl(ref: UrlRef): void;
  /** How the platform spells programs (analyze.ts); not `windows`: PowerShell's paths read `\` as `/`. */
  readonly spelling: ProgramSpelling;
}

/** A command's redirects: the substitutions in their words, and their targets as Read/Edit parts. */
export function readRedirects(a: RedirectReader, redirects: readonly Redirect[], text: string, dialect: 'bash' | 'powershell', depth: number): void {
  for (let k = 0; k < redirects.length; k++) {
    const r = redirects[k]!;
    a.bodiesOf(r.target, text, dialect, depth);
    if (r.heredoc?.bodyWord) a.bodiesOf(r.heredoc.bodyWord, text, dialect, depth);
    // (A here-string or here-document's `${a[x]}` is expanded as a word's is; another target with one is unknown anyway.)
    if (dialect === 'bash' && (r.op === '<<<' ? arithmeticExpansion(r.target) : r.heredoc?.bodyWord !== undefined && arithmeticExpansion(r.heredoc.bodyWord))) {
      a.note(ARITHMETIC_EXPANSION_REASON, text.slice(r.start, r.end));
    }
    const source = text.slice(r.start, r.end);
    const touches = redirectTouches(r, source, dialect, a.spelling !== 'windows');
    if (typeof touches === 'string') a.note(touches, source);
    else {
      for (let t = 0; t < touches.length; t++) {
        const p = touches[t]!;
        a.addPath(p);
        if (p.op === 'edit') a.writtenCode.wroteOne(p);
        // (`>> ~/.curlrc`: where later commands connect, traffic-settings-files.ts.)
        if (p.op === 'edit' && routesTraffic(p.path)) a.addUrl(trafficFileUrl(p.path, source));
      }
    }
  }
}
