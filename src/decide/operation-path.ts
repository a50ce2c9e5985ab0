// The path of a Read or Edit operation, checked in one function when it is the usual case: an
// absolute POSIX path already normalized as written (no `.`, `..`, `//` or trailing `/`), printable
// ASCII without `"` or `\\`, no 8.3 short name, no symlink hook, no other spelling the system gives
// it (/proc, /dev/fd, macOS's /Volumes/NAME, WSL's /mnt/c and the like). Such a path has no target and no
// further spelling, so checkPath (parts.ts) would do exactly the steps below; anything else goes
// to checkPath. (ADR 0004, sixth speed pass: checkPath's general steps for the cases this path
// does not have cost ~40 ns of a ~450 ns Read decision.)

import { restrictPathIndex, type AllowIndexes, type CompiledPolicy } from '../compile/compile.js';
import { namesHostDisk } from '../paths/host-disk.js';
import { MAX_OPERATION_PATH, type ResolvedPathContext } from '../paths/normalize.js';
import { lowestAllowMatch, matchView } from '../paths/path-index.js';
import { MAX_PATH_SEGMENTS, PathView } from '../paths/path-view.js';
import type { Decision, DecisionContext, Part, Reason } from '../policy/types.js';
import { bootVolumeSpelling } from './darwin-links.js';
import { mountedDriveSpelling } from './drive-mounts.js';
import { checkClientReadings } from './client-readings.js';
import { mayBeRewritten } from '../paths/client-rewrites.js';
import { mayHaveAlias } from './links.js';
import { automountServerOf } from './network-servers.js';
import { DEFAULT_ASK, ruleReason, type Outcome } from './outcome.js';
import { afterRestrict, allowResult, checkAutomount, checkDiskDevice, checkPath, checkTrafficEdit, NO_ALLOW_LIST, NOT_ALLOWED, ofKind, restrictRules } from './parts.js';
import { lastSegmentMayRouteTraffic, routesTraffic } from '../shell/traffic-settings-files.js';

/** The view of the operation's path (scratch: no caller code runs while it is in use, there is no hook). */
const VIEW = new PathView();

/** checkPath(o, kind, text, p, 'all'), the usual case by a shorter way. */
export function checkOperationPath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part): void {
  const ctx = o.ctx;
  const scanned = scannedAsWritten(VIEW, text, ctx.platform);
  // (Other paths a client may open for this one: `file:` URLs, variables, white space at the ends.
  // A path that scans as written is printable ASCII, starts with `/` and is not win32's: only a
  // `$`, which the scan notes, or a space at its end makes mayBeRewritten true; not a second pass.)
  if (scanned ? VIEW.dollar || text.charCodeAt(text.length - 1) === 32 : mayBeRewritten(text, ctx.platform === 'win32')) {
    checkClientReadings(o, kind, text, p);
    // (Then the general check: the readings read the context, which may run a caller's getter
    // that decides, and VIEW is scratch.)
    checkPath(o, kind, text, p, 'all');
    return;
  }
  if (!scanned || o.raw?.resolveSymlink !== undefined || mayHaveAlias(VIEW, ctx) || bootVolumeSpelling(text, ctx) !== undefined || mountedDriveSpelling(text, ctx) !== undefined) {
    checkPath(o, kind, text, p, 'all');
    return;
  }
  const policy = o.policy;
  // (In checkLexicalPath's order: the automounted server's reasons before the path's own.)
  if (policy.restrict.counts.domain > 0) checkAutomount(o, VIEW, p);
  o.plainText = text;
  o.plainTextSets++;
  if (kind === 'edit') checkTrafficEdit(o, text, p);
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
 * The decision of a Read or Edit operation when its path is the usual case (checkOperationPath's)
 * and the path rules alone decide it, as checkOperationPath and conclude (outcome.ts) would give
 * it, reasons and all, without the Outcome and its records (ADR 0004, eleventh pass). Undefined
 * for anything else, which the caller checks the Outcome's way: a symlink hook, restricted mode, a
 * path a client may read as another, one with another spelling, an automounted server, a disk
 * device, a kind that asks in some source, a rule rooted where the context does not say.
 */
export function decideOperationPath(policy: CompiledPolicy, ctx: ResolvedPathContext, raw: DecisionContext | undefined, kind: 'read' | 'edit', text: string): Decision | undefined {
  // (The hook before the scan: a caller's getter may itself decide, and VIEW is scratch.)
  if (raw?.resolveSymlink !== undefined || policy.restricted) return undefined;
  // (mayBeRewritten for a path that scans as written: a `$`, or a space at its end.)
  if (!scannedAsWritten(VIEW, text, ctx.platform) || VIEW.dollar || text.charCodeAt(text.length - 1) === 32) return undefined;
  if (mayHaveAlias(VIEW, ctx) || bootVolumeSpelling(text, ctx) !== undefined || mountedDriveSpelling(text, ctx) !== undefined) return undefined;
  const counts = policy.restrict.counts;
  if ((counts.domain > 0 && automountServerOf(VIEW) !== undefined) || namesHostDisk(text)) return undefined;
  // (An edited file that routes traffic is also an unknown host: parts.ts checkTrafficEdit.)
  if (kind === 'edit' && counts.domain > 0 && viewRoutesTraffic(VIEW, text)) return undefined;
  const askAll = policy.askAll;
  if (askAll.size > 0 && askAll.has(kind)) return undefined;
  const p: Part = { type: 'path', kind, text };
  if (ofKind(counts, kind) > 0) {
    const m = matchView(restrictPathIndex(policy, kind, ctx.platform), VIEW, ctx);
    if (m.unknownRoot) return undefined;
    if (m.ids.length > 0) return restrictDecision(policy, m.ids, p);
  }
  const allow = policy.unfrozen.allow;
  if (allow.length === 0) return { decision: 'ask', reasons: [{ code: 'no-allow-in-source', message: NO_ALLOW_LIST + 'path "' + text + '"' + NOT_ALLOWED, part: p }, DEFAULT_ASK] };
  // (The usual single declaring source: its lists of two made whole, not grown by a push.)
  if (allow.length === 1) {
    const a = allow[0]!;
    const lowest = lowestAllowMatch(kind === 'read' ? a.read : a.edit, VIEW, ctx);
    return lowest >= 0 ? { decision: 'allow', reasons: [ruleReason(policy, 'allow-rule', lowest, p, true)] } : { decision: 'ask', reasons: [notAllowedHere(a, kind, p), DEFAULT_ASK] };
  }
  // (Each declaring source in order: an allow reason per source when all allow, else a reason per
  // source that does not, then the default; Outcome.allowRule keeps no allow once one does not.)
  let allowed: Reason[] | undefined;
  let why: Reason[] | undefined;
  for (let k = 0; k < allow.length; k++) {
    const a = allow[k]!;
    const lowest = lowestAllowMatch(kind === 'read' ? a.read : a.edit, VIEW, ctx);
    if (lowest < 0) (why ??= []).push(notAllowedHere(a, kind, p));
    else if (why === undefined) (allowed ??= []).push(ruleReason(policy, 'allow-rule', lowest, p, true));
  }
  if (why === undefined) return { decision: 'allow', reasons: allowed! };
  why.push(DEFAULT_ASK);
  return { decision: 'ask', reasons: why };
}

/** Source `a` allows no such path (its text quotes as itself). */
function notAllowedHere(a: AllowIndexes, kind: 'read' | 'edit', p: Part): Reason {
  return { code: 'no-allow-in-source', message: (kind === 'read' ? a.noAllowPlainPath.read : a.noAllowPlainPath.edit) + p.text + '"', part: p };
}

/** Deny and ask rules matched (ascending ids): deny with the deny rules' reasons, else a fresh ask with the ask rules'. */
function restrictDecision(policy: CompiledPolicy, ids: readonly number[], p: Part): Decision {
  const rules = policy.unfrozen.rules;
  let deny: Reason[] | undefined;
  let ask: Reason[] | undefined;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    // (A list of one, not `[]` then push: that allocates room for 17.)
    if (rules[id]?.list === 'deny') {
      const r = ruleReason(policy, 'deny-rule', id, p, true);
      if (deny === undefined) deny = [r];
      else deny.push(r);
    } else {
      const r = ruleReason(policy, 'ask-rule', id, p, true);
      if (ask === undefined) ask = [r];
      else ask.push(r);
    }
  }
  return deny !== undefined ? { decision: 'deny', reasons: deny } : { decision: 'ask', fresh: true, reasons: ask! };
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

/**
 * routesTraffic(text) for the path view `v` scanned from `text`: for a plain one, its last
 * segment's length and first and last letters first, from the scan, then the whole test.
 */
export function viewRoutesTraffic(v: PathView, text: string): boolean {
  const n = v.n;
  // (A `:` or `~` may make the name another's on Windows, `.npmrc:x`, `NPMRC~1`: the whole test.)
  if (!v.plain || v.marked || n === 0) return routesTraffic(text);
  const end = v.ends[n - 1]!;
  const last = text.charCodeAt(end - 1);
  // (A trailing dot or space is dropped on Windows; a `NAME.d/` parent takes any name: the whole test.)
  if (last === 46 || last === 32 || end !== text.length) return routesTraffic(text);
  if (n >= 2) {
    const parentEnd = v.ends[n - 2]!;
    if (parentEnd - v.starts[n - 2]! >= 2 && text.charCodeAt(parentEnd - 2) === 46 && (text.charCodeAt(parentEnd - 1) | 32) === 100) return routesTraffic(text);
  }
  const start = v.starts[n - 1]!;
  return lastSegmentMayRouteTraffic(end - start, text.charCodeAt(start), last) && routesTraffic(text);
}
