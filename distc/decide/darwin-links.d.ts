import type { ResolvedPathContext } from '../paths/normalize.js';
/** macOS's volfs: `/.vol/VOLID/FILEID` opens any file by its inode number (`stat -f %i` tells it), so it may lead anywhere. */
export declare function isVolfs(lower: string): boolean;
/**
 * macOS 13+: the kernel takes a leading `/.nofollow/` or `/.resolve/FLAGS/` off a path and looks the
 * rest up from `/` with those flags (Swift System's FilePath reads them as a root), so
 * `/.nofollow/Users/u/.ssh/k` opens `/Users/u/.ssh/k`. The rest (`/` when nothing follows), or
 * undefined for any other path. (Second character first: most paths stop there.)
 */
export declare function lookupPrefixRest(text: string): string | undefined;
/** `/volumes/NAME` itself (lower case): a `..` right after it may climb out of the boot volume's link to `/`. */
export declare function isVolumeMount(lower: string): boolean;
/**
 * macOS: `/Volumes/NAME` may be the link every Mac has to `/` (the boot volume, "Macintosh HD" or
 * whatever the user renamed it), so `/Volumes/NAME/x` may be `/x`: the spelling deny and ask rules
 * see too (not allow rules: NAME may as well be another disk). Undefined for any other path.
 */
export declare function bootVolumeSpelling(normalized: string, ctx: ResolvedPathContext): string | undefined;
