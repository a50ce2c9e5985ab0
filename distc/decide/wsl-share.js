// win32: WSL's file shares (`\\wsl$\DISTRO\x`, `\\wsl.localhost\DISTRO\x`) open `/x` inside a
// Linux distribution (src/paths/wsl-path.ts). Deny and ask rules see that path too (rules rooted
// at `//`), its other spellings there (pathAlias: `/proc/self/root/x`, usrmerge), and the drive
// a mount opens (`/mnt/c/x` is `C:\x`); a home-rooted rule that would match were the path's home
// (`/home/NAME`, `/root`) the user's makes the path unknown (it asks). Allow rules still need the
// UNC path itself. Only UNC views on win32 come here.
import { resolvePathContext } from '../paths/normalize.js';
import { ruleBelow } from '../paths/path-below.js';
import { matchView } from '../paths/path-index.js';
import { PathView, segmentsOf } from '../paths/path-view.js';
import { wslHomeOf, wslSharePath } from '../paths/wsl-path.js';
import { junctionAlias, pathAlias, shown } from './links.js';
/** The view of one distribution spelling being checked (never overlaps another check's). */
const SPELLING = new PathView();
/** Other spellings of a distribution path followed one after another at most. */
const MAX_WSL_SPELLINGS = 4;
/** A Linux reading context whose home is `home` (case folded, as on win32: wider for deny and ask). */
function distributionContext(home) {
    return resolvePathContext({ home, platform: 'linux', caseInsensitive: true });
}
/** Deny and ask rules of `index` on the distribution's readings of the UNC view `v`; nothing for other servers. */
export function checkWslShare(o, index, v, p) {
    const wsl = wslSharePath(segmentsOf(v), v.shortName);
    if (wsl === undefined)
        return;
    const ctx = o.ctx;
    const seen = [];
    for (let at = wsl.posix;;) {
        seen.push(at.text);
        SPELLING.of(at);
        const found = matchView(index, SPELLING, ctx).ids;
        for (let k = 0; k < found.length; k++)
            o.restrictRule(found[k], p);
        const linux = distributionContext(wslHomeOf(at.segments));
        if (matchView(index, SPELLING, linux).ids.some((id) => !found.includes(id))) {
            o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(v.text)} is in a home directory of a WSL distribution, where a home-rooted rule matches: it may be the user's`, part: p });
        }
        const next = pathAlias(SPELLING, at.text, linux);
        if (next === undefined || (next !== 'unknown' && seen.includes(next.text)))
            break;
        if (next === 'unknown' || seen.length >= MAX_WSL_SPELLINGS) {
            o.addIncomplete({ code: 'incomplete-analysis', message: `the path ${shown(v.text)} goes through a link of a WSL distribution that may lead anywhere: it can never be allowed`, part: p });
            break;
        }
        at = next;
    }
    if (wsl.drive === undefined)
        return;
    const drive = wsl.drive;
    for (const spelling of [drive, junctionAlias(drive.text, ctx)]) {
        if (spelling === undefined)
            continue;
        const ids = matchView(index, SPELLING.of(spelling), ctx).ids;
        for (let k = 0; k < ids.length; k++)
            o.restrictRule(ids[k], p);
    }
}
/** A rule of `index` that may match below the distribution's readings of the UNC view `v` (its path, any home there, a mounted drive), or -1. */
export function wslRuleBelow(index, v, ctx, budget) {
    const wsl = wslSharePath(segmentsOf(v), v.shortName);
    if (wsl === undefined)
        return -1;
    const id = ruleBelow(index, SPELLING.of(wsl.posix), distributionContext(wslHomeOf(wsl.posix.segments)), budget);
    return id >= 0 || wsl.drive === undefined ? id : ruleBelow(index, SPELLING.of(wsl.drive), ctx, budget);
}
//# sourceMappingURL=wsl-share.js.map