import type { FileTouches } from './file-touches.js';
/**
 * patch: writes its first operand, or the files the diff names (unknown) when none is given;
 * reads the patch (second operand, `-i FILE`); `-o FILE` writes there instead.
 */
export declare function patchTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** split: reads its input, writes files named PREFIX + suffix (below PREFIX's directory); `--filter` runs a line. */
export declare function splitTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** chattr: its file operands are written (attributes); `-R` with all below. */
export declare function attributeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * setfacl: its file operands are written (ACLs), with all below them under `-R`; `-M FILE`,
 * `-X FILE`, `--set-file` read FILE (attached too: `-M/etc/x` was skipped); `--restore=DUMP`
 * reads DUMP and sets the ACLs of the files it names: unknown.
 */
export declare function setfaclTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** `xxd [options] [INFILE [OUTFILE]]`. */
export declare function xxdTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * `mount SRC DIR` (a device, `--bind`/`-B`/`--rbind`/`-o bind` a directory or file, `--move`) and
 * `bindfs SRC DIR` make later paths below DIR name files below SRC (`mount --bind / r; cat
 * r/etc/passwd`): a problem. Without an operand mount lists what is mounted.
 */
export declare function mountTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
