import type { FileTouches } from './file-touches.js';
/** A `cp` side that is a container's (`NAME:PATH`), not a host path (`/a:b`, `./x`, `C:\x`). */
export declare function containerSide(word: string): boolean;
/**
 * `-v HOST:CONTAINER[:OPTIONS]` (a Windows host path keeps its drive's colon): the host tree,
 * read-only with `ro`. `v:/s:ro` is the named volume v (a drive's `V:/s` would leave `ro` as the
 * container path, which must be absolute).
 */
export declare function volume(value: string, t: FileTouches): void;
/** volume's reading of any value (tests check its fast path against this). */
export declare function volumeByPatterns(value: string, t: FileTouches): void;
export declare function containerFiles(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
