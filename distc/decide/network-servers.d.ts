import { type Platform, type ResolvedPathContext } from '../paths/normalize.js';
import type { PathView } from '../paths/path-view.js';
/**
 * Whether the platform automounts `/net/HOST` (macOS and Linux; not Windows). Linux reads the
 * path as macOS does (case folded, the Data volume's firmlink): on Linux that only adds a host
 * to paths no one writes, for deny and ask rules.
 */
export declare function automountsNet(platform: Platform): boolean;
/**
 * The server the system mounts a path below `/net/HOST/…` from (the `-hosts` map: the first
 * access makes automountd or autofs ask HOST for its NFS exports), also through macOS's Data
 * volume's firmlink (`/System/Volumes/Data/net/HOST`); case folded as APFS does.
 */
export declare function automountServer(text: string, ctx: ResolvedPathContext): string | undefined;
/**
 * The server of a normalized path's view below `/net/HOST` (automountServer, read from
 * the view the engine already scanned: `//net/h`, `/./net/h`, `net/h` from `/` and a link's target
 * all arrive here as `/net/h`). A first-segment length test keeps ordinary paths cheap.
 */
export declare function automountServerOf(v: PathView): string | undefined;
/** The servers a path reaches over the network: a UNC path's (two separators first), or an automounted `/net/HOST`. */
export declare function networkServers(text: string, ctx: ResolvedPathContext): readonly string[];
