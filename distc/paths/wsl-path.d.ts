import type { NormalizedPath, ResolvedPathContext } from './normalize.js';
/** Why `text`, read by a program in a WSL distribution, cannot be placed; undefined when its Windows reading is the file. */
export declare function wslUnplaced(text: string, ctx: ResolvedPathContext): string | undefined;
/** The distribution's readings of a UNC path on a WSL share. */
export interface WslSharePath {
    /** The distribution's own path (`\\wsl$\Ubuntu\etc\passwd` is `/etc/passwd`). */
    readonly posix: NormalizedPath;
    /** The Windows drive path WSL's default mount opens (`/mnt/c/x` is `C:\x`, normalized `/c/x`). */
    readonly drive: NormalizedPath | undefined;
}
/** The distribution's readings of a UNC path's segments (server, share, rest); undefined for any other server. */
export declare function wslSharePath(segments: readonly string[], shortName: boolean): WslSharePath | undefined;
/**
 * The distribution's home directory a path of it is in (`/home/NAME`, `/root`), or, for any
 * other path, one standing for any user's (`/` and `/home` hold every home): home-rooted rules
 * may match there, whoever's home it is. (Compared folded, as deny and ask rules are: wider.)
 */
export declare function wslHomeOf(segments: readonly string[]): string;
