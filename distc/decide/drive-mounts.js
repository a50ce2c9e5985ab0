// linux: WSL mounts each Windows drive at `/mnt/LETTER` (DrvFs), so a client run in WSL opens
// `C:\Windows\x` as `/mnt/c/Windows/x`. Deny and ask rules written for the drive (`//c/Windows/**`,
// the spelling normalize.ts gives `C:\Windows`) see that path as the drive's too, and its
// junctions (`C:\Documents and Settings` is `C:\Users`), folding case as Windows does. Allow rules
// never do: on a machine that is not WSL, `/mnt/c` is any directory. (Semantics 4.2 is silent;
// win32 reads `/mnt/c/x` as `C:\x` already: client-rewrites.ts, wsl-share.ts.)
import { ruleBelow } from '../paths/path-below.js';
import { matchView } from '../paths/path-index.js';
import { PathView } from '../paths/path-view.js';
import { junctionAlias } from './links.js';
/** The view of one drive spelling being checked (never overlaps another check's). */
const SPELLING = new PathView();
/**
 * The drive spelling of a normalized linux path `/mnt/X/…` (`/x/…`, X a letter, lower case), or
 * undefined (any other path, any other platform). `mnt` in any case: wider for deny and ask.
 * (Second and fifth characters first: most paths stop there.)
 */
export function mountedDriveSpelling(text, ctx) {
    if (ctx.platform !== 'linux' || (text.charCodeAt(1) | 32) !== 109 || text.charCodeAt(4) !== 47)
        return undefined;
    if ((text.charCodeAt(2) | 32) !== 110 || (text.charCodeAt(3) | 32) !== 116 || (text.length > 6 && text.charCodeAt(6) !== 47))
        return undefined;
    const letter = text.charCodeAt(5) | 32;
    if (letter < 97 || letter > 122)
        return undefined;
    return `/${String.fromCharCode(letter)}${text.slice(6)}`;
}
/** The context's case-folding twin (Windows' drives fold case whatever the linux context says). */
function foldingContext(ctx) {
    return ctx.foldCase ? ctx : { ...ctx, foldCase: true };
}
/** The drive's spellings of `/mnt/X/…`: the drive path and where a junction on it leads. */
function driveSpellings(drive, shortName, ctx) {
    const path = { text: drive, segments: drive.slice(1).split('/'), shortName };
    const junction = junctionAlias(drive, ctx);
    return junction === undefined ? [path] : [path, junction];
}
/** Deny and ask rules of `index` on the drive spellings of the view `v` (`/mnt/c/x`); nothing for other paths. */
export function checkMountedDrive(o, index, v, p) {
    const drive = mountedDriveSpelling(v.text, o.ctx);
    if (drive === undefined)
        return;
    const folding = foldingContext(o.ctx);
    for (const spelling of driveSpellings(drive, v.shortName, o.ctx)) {
        const ids = matchView(index, SPELLING.of(spelling), folding).ids;
        for (let k = 0; k < ids.length; k++)
            o.restrictRule(ids[k], p);
    }
}
/** A rule of `index` that may match below the drive spellings of the view `v` (`rm -rf /mnt/c/Windows`), or -1. */
export function mountedDriveRuleBelow(index, v, ctx, budget) {
    const drive = mountedDriveSpelling(v.text, ctx);
    if (drive === undefined)
        return -1;
    const folding = foldingContext(ctx);
    for (const spelling of driveSpellings(drive, v.shortName, ctx)) {
        const id = ruleBelow(index, SPELLING.of(spelling), folding, budget);
        if (id >= 0)
            return id;
    }
    return -1;
}
//# sourceMappingURL=drive-mounts.js.map