// macOS paths that lead elsewhere than their text says, with no resolver to ask (hunt 3 F3):
// volfs opens any file by its inode number, and `/Volumes/NAME` may be the boot volume's link to
// `/`. links.ts and parts.ts read them; each test starts with a cheap look at the first letters.
/** macOS's volfs: `/.vol/VOLID/FILEID` opens any file by its inode number (`stat -f %i` tells it), so it may lead anywhere. */
export function isVolfs(lower) {
    return lower.startsWith('/.vol') && (lower.length === 5 || lower.charCodeAt(5) === 47);
}
/** `/.nofollow` or `/.resolve/FLAGS`, any case (a directory so named would fold to the same name). */
const LOOKUP_PREFIX = /^\/\.(?:nofollow|resolve\/[^/]*)(?=\/|$)/i;
/**
 * macOS 13+: the kernel takes a leading `/.nofollow/` or `/.resolve/FLAGS/` off a path and looks the
 * rest up from `/` with those flags (Swift System's FilePath reads them as a root), so
 * `/.nofollow/Users/u/.ssh/k` opens `/Users/u/.ssh/k`. The rest (`/` when nothing follows), or
 * undefined for any other path. (Second character first: most paths stop there.)
 */
export function lookupPrefixRest(text) {
    if (text.charCodeAt(1) !== 46)
        return undefined;
    const m = LOOKUP_PREFIX.exec(text);
    return m === null ? undefined : text.slice(m[0].length) || '/';
}
/** `/volumes/NAME` itself (lower case): a `..` right after it may climb out of the boot volume's link to `/`. */
export function isVolumeMount(lower) {
    return lower.startsWith('/volumes/') && lower.length > 9 && lower.indexOf('/', 9) < 0;
}
/**
 * macOS: `/Volumes/NAME` may be the link every Mac has to `/` (the boot volume, "Macintosh HD" or
 * whatever the user renamed it), so `/Volumes/NAME/x` may be `/x`: the spelling deny and ask rules
 * see too (not allow rules: NAME may as well be another disk). Undefined for any other path.
 */
export function bootVolumeSpelling(normalized, ctx) {
    // (Two letters first: most paths, `/var/…` among them, stop there.)
    if (ctx.platform !== 'darwin' || (normalized.charCodeAt(1) | 0x20) !== 118 || (normalized.charCodeAt(2) | 0x20) !== 111)
        return undefined;
    if (normalized.length < 10 || normalized.slice(0, 9).toLowerCase() !== '/volumes/')
        return undefined;
    const rest = normalized.indexOf('/', 9);
    return rest < 0 ? '/' : normalized.slice(rest);
}
//# sourceMappingURL=darwin-links.js.map