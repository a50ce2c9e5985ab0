import type { FileTouches } from './file-touches.js';
import type { WrapperScan } from './wrappers.js';
/** `capsh [--opt=VALUE…] [==] -- ARGS`: the shell (`--shell=PATH`, /bin/bash) runs ARGS. */
export declare function scanCapsh(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/**
 * `start-stop-daemon --start --exec PROG [--startas PROG] [--] ARGS`: PROG runs with ARGS (`--stop`
 * runs nothing). Read as getopt_long reads it: letter clusters (`-Sx PROG`, `-xPROG`), unique
 * prefixes of long options (`--ex=PROG`), operands anywhere before `--` (they are ARGS too, first);
 * an option it does not know is a problem. Another directory or root (`-d`, `-r`) is a problem too:
 * the command's relative paths name other files.
 */
export declare function scanStartStopDaemon(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/** `pee CMD…`, `mispipe CMD1 CMD2` (moreutils): each word is a line run by `sh -c`. */
export declare function scanLineArguments(name: string, words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/** `gtester [options] PROGRAM…`: each operand is a program it runs (a line naming only it). */
export declare function scanTestPrograms(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/** `run-parts DIR` runs every program in DIR, which the line does not show: a problem (`--test`/`--list` only print their names). */
export declare function runPartsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
