// Where a Read or Edit path leads besides its own text (semantics 4.2): a symlink's target
// through the context's resolver (a hook that fails is an unknown, never an allow), the path the
// kernel opens for `link/..` (src/paths/physical-path.ts), and the links the kernel keeps under
// /proc/PID. parts.ts checks each path found here as it checks the path itself.

import { isUnc, normalizePath, type NormalizedPath, type ResolvedPathContext } from '../paths/normalize.js';
import { hasDotDot, physicalPath } from '../paths/physical-path.js';
import { segmentsOf, type PathView } from '../paths/path-view.js';
import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';

/** A text for a message: quoted, and cut at 200 characters (the part itself carries all of it). */
export function shown(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}

/** Links the kernel keeps under /proc/PID whose targets the engine cannot tell. */
const PROC_LINKS: ReadonlySet<string> = new Set(['cwd', 'fd', 'task', 'map_files']);

/**
 * `/proc/PID/root/x` is `/x` as that process sees it: a link no resolver has to be asked about
 * (`cat /proc/self/root/etc/shadow`). It is checked as a symlink target is: deny and ask rules on
 * either path, allow rules on both. Other links there (cwd, fd, task, map_files) are unknown.
 */
export function procAlias(v: PathView, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined {
  let segs = segmentsOf(v);
  // (`/dev/fd/N` is `/proc/self/fd/N`.)
  if (segs.length >= 3 && segs[0] === 'dev' && segs[1] === 'fd') return 'unknown';
  let found: readonly string[] | undefined;
  // `/proc/self/root/proc/1/root/x` is `/x` too: the prefix is taken off as often as it is there.
  for (let depth = 0; segs.length >= 3 && segs[0] === 'proc'; depth++) {
    const kind = segs[2]!;
    if (PROC_LINKS.has(kind) || depth >= MAX_PROC_ROOTS) return 'unknown';
    if (kind !== 'root') break;
    segs = segs.slice(3);
    found = segs;
  }
  if (found === undefined) return undefined;
  const n = normalizePath(`/${found.join('/')}`, ctx);
  return n.ok ? n.path : 'unknown';
}

/** `/proc/PID/root` prefixes taken off one path (more: unknown). */
const MAX_PROC_ROOTS = 16;

/**
 * Links every system of a kind has (semantics 4.2: a path and where it leads are both checked):
 * usrmerge (`/bin` is `/usr/bin`), `/var/run` and `/var/lock` under `/run` on Linux; `/etc`,
 * `/tmp`, `/var` under `/private` and the Data volume's firmlinks (`/System/Volumes/Data/Users`
 * is `/Users`) on macOS. Each way: a rule may be written with either spelling.
 */
const LINUX_LINKS: readonly (readonly [string, string])[] = [
  ['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/run', '/var/run'], ['/bin', '/usr/bin'], ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'],
  ['/lib', '/usr/lib'], ['/usr/bin', '/bin'], ['/usr/sbin', '/sbin'], ['/usr/lib64', '/lib64'], ['/usr/lib', '/lib'],
];
const DARWIN_LINKS: readonly (readonly [string, string])[] = [
  ['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var'], ['/private/etc', '/etc'], ['/private/tmp', '/tmp'],
  ['/private/var', '/var'], ['/system/volumes/data', ''],
];

/** First letters (case folded) of the paths pathAlias spells another way: /proc, /dev/fd and the links above. */
const LINUX_ALIAS_FIRST = firstLetters('pdvrbslu');
const DARWIN_ALIAS_FIRST = firstLetters('pdetvs');

function firstLetters(letters: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const l of letters) table[l.charCodeAt(0)] = 1;
  return table;
}

/**
 * Whether pathAlias may find another spelling of the path: a test on its first letter, cheap
 * enough for every Read part (most paths of a decision start with none of those letters).
 */
function mayHaveAlias(v: PathView, ctx: ResolvedPathContext): boolean {
  if (v.unc || ctx.platform === 'win32') return true;
  const c = v.text.charCodeAt(1) | 0x20;
  return c < 128 && (ctx.platform === 'darwin' ? DARWIN_ALIAS_FIRST : LINUX_ALIAS_FIRST)[c] === 1;
}

/**
 * Another spelling of a scanned path the system gives it (checked as a symlink target is: deny and
 * ask rules on either, allow rules on both), 'unknown' where it may lead anywhere, or undefined.
 * `text` is the path as written (win32: `\w\x` is on the current drive, which the normalized
 * path reads as the drive W:).
 */
export function pathAlias(v: PathView, text: string, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined {
  if (!mayHaveAlias(v, ctx)) return undefined;
  if (v.unc) return adminShareAlias(v, ctx);
  const t = v.text;
  if (t.startsWith('/proc/') || t.startsWith('/dev/fd/')) return procAlias(v, ctx);
  if (ctx.platform === 'win32') return currentDriveAlias(text, ctx);
  const darwin = ctx.platform === 'darwin';
  const lower = darwin || ctx.foldCase ? t.toLowerCase() : t;
  const links = darwin ? DARWIN_LINKS : LINUX_LINKS;
  for (let k = 0; k < links.length; k++) {
    const [from, to] = links[k]!;
    if (lower.startsWith(from) && (lower.length === from.length || lower.charCodeAt(from.length) === 47)) {
      const n = normalizePath(to + t.slice(from.length) || '/', ctx);
      return n.ok ? n.path : undefined;
    }
  }
  return undefined;
}

/** win32: `\x\y` (one separator, a one-letter segment) read as on the current drive, beside the drive X: reading. */
function currentDriveAlias(text: string, ctx: ResolvedPathContext): NormalizedPath | undefined {
  if (!/^[\\/][A-Za-z](?:[\\/]|$)/.test(text)) return undefined;
  const drive = ctx.cwd?.segments[0];
  if (drive === undefined || drive.length !== 1) return undefined;
  const n = normalizePath(`${drive}:${text}`, ctx);
  return n.ok ? n.path : undefined;
}

/**
 * `\\HOST\C$\x` is `C:\x` on HOST, and HOST may be this machine under any of its names
 * (`localhost`, an address, its own name): a Windows administrative share (`X$`, `ADMIN$` for
 * C:\Windows) is checked as a symlink target is (deny and ask rules on either path, allow rules
 * on both).
 */
export function adminShareAlias(v: PathView, ctx: ResolvedPathContext): NormalizedPath | undefined {
  const segs = segmentsOf(v);
  if (!v.unc || segs.length < 2) return undefined;
  const share = segs[1]!;
  const drive = /^[A-Za-z]\$$/.test(share) ? `${share[0]}:` : /^admin\$$/i.test(share) ? 'C:/Windows' : undefined;
  if (drive === undefined) return undefined;
  const n = normalizePath(`${drive}/${segs.slice(2).join('/')}`, { ...ctx, platform: 'win32' });
  return n.ok ? n.path : undefined;
}

/** Names a UNC path gives this machine: its server is no other host. */
const THIS_MACHINE = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0:0:0:0:0:0:0:1|\.|\?)$/i;

/**
 * The server a UNC path (`\\evil.com\share\x`, `//evil.com/share`, `\\?\UNC\evil.com\x`,
 * WebDAV's `\\evil.com@SSL@443\x`) reaches over the network, unless it is this machine under
 * a name the administrative-share alias knows; undefined for any other path. Only a text starting
 * with two separators is normalized.
 */
export function uncServer(text: string, ctx: ResolvedPathContext): string | undefined {
  const c0 = text.charCodeAt(0);
  const c1 = text.charCodeAt(1);
  if ((c0 !== 92 && c0 !== 47) || (c1 !== 92 && c1 !== 47)) return undefined;
  const n = normalizePath(text, ctx);
  if (!n.ok || !isUnc(n.path)) return undefined;
  const server = n.path.segments[0]?.replace(/@.*$/s, '');
  return server === undefined || server === '' || THIS_MACHINE.test(server) ? undefined : server;
}

/**
 * The normalized target of a symlink, or undefined (not a link, or the target cannot be checked:
 * then the part is incomplete, and deny rules still see the link itself).
 */
export function linkTarget(o: Outcome, resolveLink: (path: string) => string | undefined, linkText: string, text: string, p: Part): NormalizedPath | undefined | 'failed' {
  let target: string | undefined;
  try {
    target = resolveLink(linkText);
  } catch (error) {
    // The hook is the caller's code: its failure is an unknown, never an allow and never a bug of ours.
    const why = error instanceof Error ? error.message : String(error);
    o.addIncomplete({
      code: 'incomplete-analysis',
      message: `the symlink resolver failed on ${JSON.stringify(linkText)} (${why}), so where ${JSON.stringify(text)} leads is unknown: it cannot be allowed`,
      part: p,
    });
    return 'failed';
  }
  if (target === undefined || target === linkText) return undefined;
  const nt = normalizePath(target, o.ctx);
  if (nt.ok) return nt.path;
  o.addIncomplete({ code: 'incomplete-analysis', message: `the symlink target ${JSON.stringify(target)} of ${JSON.stringify(text)} cannot be checked: ${nt.reason}`, part: p });
  return 'failed';
}

export function targetOf(t: NormalizedPath | undefined | 'failed'): NormalizedPath | undefined {
  return t === 'failed' ? undefined : t;
}

/**
 * With a symlink resolver, the path the kernel opens for a text with `..` after a link
 * (src/paths/physical-path.ts), when it differs from the lexical one; a path that cannot be told
 * is reported (incomplete) and gives undefined.
 */
export function physicalOf(o: Outcome, resolveLink: (path: string) => string | undefined, kind: 'read' | 'edit', text: string, p: Part): NormalizedPath | undefined {
  if (!hasDotDot(text)) return undefined;
  const r = physicalPath(text, o.ctx, (path) => linkTarget(o, resolveLink, path.text, text, p));
  if (r === undefined || r === 'failed') return undefined;
  if ('unknown' in r) {
    o.addIncomplete({
      code: 'incomplete-analysis',
      message: `where the path ${shown(text)} leads through the symbolic links before its ".." cannot be told (${r.unknown}): it can never be allowed`,
      part: p,
    });
    return undefined;
  }
  // (The lexical path is normalized only when a link moved the path: most paths stop above.)
  const lexical = normalizePath(text, o.ctx);
  return lexical.ok && lexical.path.text === r.text ? undefined : r;
}
