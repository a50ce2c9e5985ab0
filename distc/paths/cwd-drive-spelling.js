// Two spellings of one path on win32: `\x\y` (root-relative: the root of the current drive) and
// `C:\x\y` where C: is the cwd's drive. The shell's command matching reads a PowerShell word in
// the drive spelling (path-spelling.ts normalizedPathWord), the path check as written: at 10,000
// characters each was a full normalization (~0.2 ms). long-path-memo.ts reuses one for the other.
/**
 * Whether `a` and `b` normalize alike (when both are accepted) as a drive spelling and a
 * root-relative one of the cwd's drive, `/` and `\` alike. Where normalize.ts reads a
 * root-relative text otherwise (`\c\x` is drive C:, MSYS's form; `\??\` an NT object path; `\\`
 * a UNC path) or the cwd is not on a drive, false. The caller checks the lengths' limit.
 */
export function sameOnCwdDrive(a, b, ctx) {
    if (ctx.platform !== 'win32' || ctx.cwd === undefined || ctx.cwdFloor !== 1 || ctx.cwd.text.startsWith('//'))
        return false;
    const drive = a.length === b.length + 2 ? a : b.length === a.length + 2 ? b : undefined;
    if (drive === undefined)
        return false;
    const root = drive === a ? b : a;
    const letter = ctx.cwd.segments[0];
    if (drive.length !== 2 + root.length || (drive.charCodeAt(0) | 32) !== letter.charCodeAt(0) || drive.charCodeAt(1) !== 58 /* : */)
        return false;
    if (!isSeparator(root.charCodeAt(0)) || isSeparator(root.charCodeAt(1)) || DRIVE_OR_OBJECT.test(root))
        return false;
    for (let i = 0; i < root.length; i++) {
        const r = root.charCodeAt(i);
        const d = drive.charCodeAt(i + 2);
        if (r !== d && !(isSeparator(r) && isSeparator(d)))
            return false;
    }
    return true;
}
const isSeparator = (c) => c === 47 || c === 92;
/** A root-relative text normalize.ts reads as a drive (`\c\x`) or an NT object path (`\??\x`). */
const DRIVE_OR_OBJECT = /^[\\/](?:[A-Za-z]|\?\?)(?:[\\/]|$)/;
//# sourceMappingURL=cwd-drive-spelling.js.map