import type { FileTouches } from './file-touches.js';
/** sd FIND REPLACE FILE…: each FILE edited, or read with `-p`/`--preview`. */
export declare function sdTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * rpl OLD NEW FILE… (Debian's, argparse: long options by any unique prefix): each FILE edited
 * (below it with `-R`), read with `-s`/`--dry-run`; `--files` reads OLD and NEW from files.
 */
export declare function rplTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * json (trentm's): `-f FILE` read, and written with `-I`/`--in-place`; `-e CODE` and `-c CODE`
 * run JavaScript in a node vm, whose code reaches `process` (`this.constructor.constructor`): a problem.
 */
export declare function jsonTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * dasel: `-f FILE` read; `put` and `delete` write it back, or to `-o`/`--out` (written). A word
 * from an expansion may be either subcommand.
 */
export declare function daselTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
