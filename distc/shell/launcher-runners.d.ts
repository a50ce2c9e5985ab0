import type { Grammar } from './wrapper-specs.js';
import type { WrapperScan } from './wrappers.js';
export declare const LAUNCHER_RUNNERS: Readonly<Record<string, Grammar>>;
/**
 * `service NAME ARGS` runs `/etc/init.d/NAME ARGS`: a NAME with a `/` climbs out of it
 * (`service ../../bin/rm -rf x`), so it is read as that program. A plain NAME is a service's
 * script, which runs nothing the line names.
 */
export declare function scanService(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/**
 * `pm2 start [opts] SCRIPT [opts] [-- ARGS]`: the script word, with the words after it, is the
 * command (joined: pm2 splits a script word holding spaces). Its options may also follow the
 * script, so an option naming the program that runs it (`--interpreter rm`) is a problem
 * wherever it is before `--`; so is an option not listed (its value may be the script).
 */
export declare function scanPm2Start(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
