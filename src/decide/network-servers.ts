// Paths the system opens over the network, and the server each reaches: a UNC path's
// (links.ts uncServer) and macOS's automounted `/net/HOST` (darwin's auto_master `-hosts` map).

import { normalizePath, type ResolvedPathContext } from '../paths/normalize.js';
import { hasDotDot } from '../paths/physical-path.js';
import { THIS_MACHINE, uncServer } from './links.js';

/**
 * The server macOS mounts a path below `/net/HOST/…` from (auto_master's `-hosts` map: the first
 * access makes automountd ask HOST for its NFS exports), also through the Data volume's firmlink
 * (`/System/Volumes/Data/net/HOST`); darwin only, case folded as APFS does.
 */
export function automountServer(text: string, ctx: ResolvedPathContext): string | undefined {
  if (ctx.platform !== 'darwin') return undefined;
  const n = normalizePath(text, ctx);
  if (!n.ok) return undefined;
  const s = n.path.segments;
  const at = s[0]?.toLowerCase() === 'net' ? 1
    : s.length > 4 && s.slice(0, 4).map((x) => x.toLowerCase()).join('/') === 'system/volumes/data/net' ? 4 : -1;
  const host = at > 0 ? s[at] : undefined;
  return host === undefined || host === '' || THIS_MACHINE.test(host) ? undefined : host;
}

/**
 * Whether a path text may lead below `/net` on darwin (a cheap test before automountServer): it
 * starts `/n…` or `/S…` (either case), or is relative to such a working directory, or has `..`.
 */
export function mayBeAutomount(text: string, ctx: ResolvedPathContext): boolean {
  if (ctx.platform !== 'darwin') return false;
  const lead = (text.charCodeAt(0) === 47 ? text.charCodeAt(1) : ctx.cwd?.text.charCodeAt(1) ?? 0) | 32;
  return lead === 110 || lead === 115 || hasDotDot(text);
}

/** The server a path reaches over the network: a UNC path's (two separators first), or macOS's `/net/HOST`. */
export function networkServer(text: string, ctx: ResolvedPathContext): string | undefined {
  return uncServer(text, ctx) ?? (mayBeAutomount(text, ctx) ? automountServer(text, ctx) : undefined);
}
