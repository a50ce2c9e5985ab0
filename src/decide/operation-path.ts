// The path of a Read or Edit operation, checked in one function when it is the usual case: an
// absolute POSIX path already normalized as written (no `.`, `..`, `//` or trailing `/`), printable
// ASCII without `"` or `\\`, no 8.3 short name, no symlink hook, no other spelling the system gives
// it (/proc, /dev/fd, macOS's /Volumes/NAME, WSL's /mnt/c and the like). Such a path has no target and no
// further spelling, so checkPath (parts.ts) would do exactly the steps below; anything else goes
// to checkPath. (ADR 0004, sixth speed pass: checkPath's general steps for the cases this path
// does not have cost ~40 ns of a ~450 ns Read decision.)

import { restrictPathIndex } from '../compile/compile.js';
import { namesHostDisk } from '../paths/host-disk.js';
import { MAX_OPERATION_PATH, type ResolvedPathContext } from '../paths/normalize.js';
import { lowestAllowMatch, matchView } from '../paths/path-index.js';
import { MAX_PATH_SEGMENTS, PathView } from '../paths/path-view.js';
import type { Part } from '../policy/types.js';
import { bootVolumeSpelling } from './darwin-links.js';
import { mountedDriveSpelling } from './drive-mounts.js';
import { checkClientReadings } from './client-readings.js';
import { mayBeRewritten } from '../paths/client-rewrites.js';
import { mayHaveAlias } from './links.js';
import type { Outcome } from './outcome.js';
import { afterRestrict, allowResult, checkAutomount, checkDiskDevice, checkPath, ofKind, restrictRules } from './parts.js';

/** The view of the operation's path (scratch: no caller code runs while it is in use, there is no hook). */
const VIEW = new PathView();

/** checkPath(o, kind, text, p, 'all'), the usual case by a shorter way. */
export function checkOperationPath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part): void {
  const ctx = o.ctx;
  // (Other paths a client may open for this one: `file:` URLs, variables, white space at the ends.)
  if (mayBeRewritten(text, ctx.platform === 'win32')) checkClientReadings(o, kind, text, p);
  if (o.raw?.resolveSymlink !== undefined || !scannedAsWritten(VIEW, text, ctx.platform) || mayHaveAlias(VIEW, ctx) || bootVolumeSpelling(text, ctx) !== undefined || mountedDriveSpelling(text, ctx) !== undefined) {
    checkPath(o, kind, text, p, 'all');
    return;
  }
  const policy = o.policy;
  // (In checkLexicalPath's order: the automounted server's reasons before the path's own.)
  if (policy.restrict.counts.domain > 0) checkAutomount(o, VIEW, p);
  o.plainText = text;
  o.plainTextSets++;
  if (ofKind(policy.restrict.counts, kind) > 0) {
    const index = restrictPathIndex(policy, kind, ctx.platform);
    const m = matchView(index, VIEW, ctx);
    if (m.unknownRoot) o.unknownRoot(p);
    restrictRules(o, m.ids, p);
    if (namesHostDisk(text)) checkDiskDevice(o, kind, index, text, p);
  }
  if (!afterRestrict(o, kind, p, 'all', undefined)) return;
  const allow = policy.unfrozen.allow;
  for (let k = 0; k < allow.length; k++) {
    const a = allow[k]!;
    allowResult(o, a, p, kind, lowestAllowMatch(kind === 'read' ? a.read : a.edit, VIEW, ctx));
  }
}

/**
 * Whether `text` scans as scanOperationPath scans an absolute path on darwin and linux (clean: it
 * is its own normalized form), and also quotes as itself, has no 8.3 short name and no more
 * segments than are matched.
 */
function scannedAsWritten(v: PathView, text: string, platform: ResolvedPathContext['platform']): boolean {
  if (platform === 'win32' || text.charCodeAt(0) !== 47 || text.length > MAX_OPERATION_PATH || text.charCodeAt(text.length - 1) === 47) return false;
  return v.scan(text, true) && v.plain && !v.shortName && v.n <= MAX_PATH_SEGMENTS;
}
