// How a line wsl runs in a Linux distribution names a path. WSL starts it in the mirror of the
// Windows working directory (/mnt/c/w/repo for C:\w\repo) and mounts each drive at /mnt/X (the
// root is a setting of /etc/wsl.conf: `/c/x` may be C:\x too). So a relative path that stays on
// the drive is the file its Windows reading names; an absolute path, `~` (the distribution's
// home) or a `..` above the drive's top (`../../../c/x` from C:\w\repo is /mnt/c/x, C:\x, where
// a Windows reading stops at C:\) is not placed. The engine checks the Windows reading and
// makes such a path unknown too (src/decide/decide.ts, on win32).

import type { ResolvedPathContext } from './normalize.js';

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
  for (const seg of text.split('/')) {
    if (seg === '..') level--;
    else if (seg !== '' && seg !== '.') level++;
    if (level < 0) return UNPLACED;
  }
  return undefined;
}
