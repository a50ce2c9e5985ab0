// How a line wsl runs in a Linux distribution names a path. WSL starts it in the mirror of the
// Windows working directory (/mnt/c/w/repo for C:\w\repo) and mounts each drive at /mnt/X (the
// root is a setting of /etc/wsl.conf: `/c/x` may be C:\x too). So a relative path that stays on
// the drive is the file its Windows reading names; an absolute path, `~` (the distribution's
// home) or a `..` above the drive's top (`../../../c/x` from C:\w\repo is /mnt/c/x, C:\x, where
// a Windows reading stops at C:\) is not placed. The engine checks the Windows reading and
// makes such a path unknown too (src/decide/decide.ts, on win32).

import type { NormalizedPath, ResolvedPathContext } from './normalize.js';

const UNPLACED = 'is a path of the Linux distribution wsl runs the command in (/mnt/c is C:), which the analysis does not place';

/** Why `text`, read by a program in a WSL distribution, cannot be placed; undefined when its Windows reading is the file. */
export function wslUnplaced(text: string, ctx: ResolvedPathContext): string | undefined {
  const c = text.charCodeAt(0);
  // (`/…` and `~…`.)
  if (c === 47 || c === 126) return UNPLACED;
  const cwd = ctx.cwd;
  // (WSL starts a line run from a network directory in the distribution's home.)
  if (cwd === undefined || ctx.cwdFloor !== 1) return UNPLACED;
  if (!text.includes('..')) return undefined;
  let level = cwd.segments.length - ctx.cwdFloor;
  // (Segments found by a scan, `.` and `..` by their codes, stopping where the path leaves the
  // drive: `text.split('/')` made 3,300 strings of `bash -c '../../…'` before the third was read.)
  const n = text.length;
  for (let i = 0; i <= n;) {
    let j = text.indexOf('/', i);
    if (j < 0) j = n;
    const length = j - i;
    if (length === 2 && text.charCodeAt(i) === 46 && text.charCodeAt(i + 1) === 46) level--;
    else if (length > 1 || (length === 1 && text.charCodeAt(i) !== 46)) level++;
    if (level < 0) return UNPLACED;
    i = j + 1;
  }
  return undefined;
}

// WSL's file shares: on win32 `\\wsl$\DISTRO\x` and `\\wsl.localhost\DISTRO\x` open `/x` inside
// the distribution DISTRO, where a home is `/home/NAME` or `/root` and drives are mounted at
// `/mnt/X` (or, as /etc/wsl.conf may set, at `/X`: the drive path's own segments).

/** The servers of WSL's file shares, any case (Windows drops a name's trailing dots). */
const WSL_SHARE_SERVER = /^wsl(?:\$|\.localhost)\.*$/i;

/** The distribution's readings of a UNC path on a WSL share. */
export interface WslSharePath {
  /** The distribution's own path (`\\wsl$\Ubuntu\etc\passwd` is `/etc/passwd`). */
  readonly posix: NormalizedPath;
  /** The Windows drive path WSL's default mount opens (`/mnt/c/x` is `C:\x`, normalized `/c/x`). */
  readonly drive: NormalizedPath | undefined;
}

/** The distribution's readings of a UNC path's segments (server, share, rest); undefined for any other server. */
export function wslSharePath(segments: readonly string[], shortName: boolean): WslSharePath | undefined {
  if (segments.length < 2 || !WSL_SHARE_SERVER.test(segments[0]!)) return undefined;
  const rest = segments.slice(2);
  const posix = { text: `/${rest.join('/')}`, segments: rest, shortName };
  const letter = rest.length >= 2 && rest[0]!.toLowerCase() === 'mnt' && /^[A-Za-z]$/.test(rest[1]!) ? rest[1]!.toLowerCase() : undefined;
  const driveSegments = letter === undefined ? undefined : [letter, ...rest.slice(2)];
  const drive = driveSegments === undefined ? undefined : { text: `/${driveSegments.join('/')}`, segments: driveSegments, shortName };
  return { posix, drive };
}

/**
 * The distribution's home directory a path of it is in (`/home/NAME`, `/root`), or, for any
 * other path, one standing for any user's (`/` and `/home` hold every home): home-rooted rules
 * may match there, whoever's home it is. (Compared folded, as deny and ask rules are: wider.)
 */
export function wslHomeOf(segments: readonly string[]): string {
  const top = segments[0]?.toLowerCase();
  return top === 'root' ? `/${segments[0]}` : top === 'home' && segments.length >= 2 ? `/${segments[0]}/${segments[1]}` : '/home/any-user';
}
