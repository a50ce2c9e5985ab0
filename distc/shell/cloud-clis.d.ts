import type { FileTouches } from './file-touches.js';
export declare function awsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** gsutil and gcloud: `cp|mv|rsync` (gsutil, `gcloud storage`), `gcloud compute scp` (`VM:PATH` is remote), `--flags-file`. */
export declare function gsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function rcloneTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function s3cmdTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** mc: an alias (`r/b`) cannot be told from a path, so every side is read as local too. */
export declare function mcTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** az: `@FILE` values (a whole word or after `=`) are read; blob `upload -f` reads and `download -f` writes; batches their directories. */
export declare function azTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** smbclient: `//HOST/SHARE` or `-L HOST` is the host; its commands (`-c`, standard input, `-T`) are a problem. */
export declare function smbclientTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
