import type { FileTouches } from './file-touches.js';
/**
 * The words of `exec.args` as the exec plugin splits them (plexus translateCommandline): on
 * blanks, with single or double quotes around a part; undefined when a quote is not closed.
 */
export declare function mavenExecArguments(text: string): string[] | undefined;
/** mvn: `-Dexec.executable=PROG` with `-Dexec.args=ARGS` runs PROG ARGS (the last definition of each wins, as Maven sets them in order). */
export declare function mavenTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
