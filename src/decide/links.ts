// Where a Read or Edit path leads besides its own text (semantics 4.2): a symlink's target
// through the context's resolver (a hook that fails is an unknown, never an allow), the path the
// kernel opens for `link/..` (src/paths/physical-path.ts), and the links the kernel keeps under
// /proc/PID. parts.ts checks each path found here as it checks the path itself.

import { normalizePath, type NormalizedPath, type ResolvedPathContext } from '../paths/normalize.js';
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
  const segs = segmentsOf(v);
  if (segs.length < 3 || segs[0] !== 'proc') return undefined;
  const kind = segs[2]!;
  if (PROC_LINKS.has(kind)) return 'unknown';
  if (kind !== 'root') return undefined;
  const n = normalizePath(`/${segs.slice(3).join('/')}`, ctx);
  return n.ok ? n.path : 'unknown';
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
