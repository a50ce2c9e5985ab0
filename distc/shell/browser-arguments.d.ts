import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
/** The switches (lower case) whose value is a program or command line it runs. */
export declare const LAUNCHER_SWITCHES: ReadonlySet<string>;
/** The switches (lower case) whose value names the hosts it connects through or to in place of others. */
export declare const NETWORK_SWITCHES: ReadonlySet<string>;
/**
 * A launcher or network switch on any other program (`teams --gpu-launcher=CMD`, `code
 * --proxy-server=evil.com:80`): Electron hands its command line to Chromium. A launcher switch is
 * one an agent never needs: a problem, its value a line. A network switch's hosts are Domain parts;
 * its value may be the next word (Electron apps' own option parsers take `--proxy-server H`).
 */
export declare function chromiumSwitchTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** Whether a word of the command is a launcher or network switch (one with an expansion in its value too). */
export declare function hasChromiumSwitch(words: readonly string[], dynamic: readonly boolean[]): boolean;
/**
 * Whether `w` may be a launcher or network switch (every one passes): most words are no switch, or
 * too short to be one, or an option whose name's first letter and length no switch has
 * (`--reporter=dot`), and no regex is run over them.
 */
export declare function mayBeChromiumSwitch(w: string): boolean;
/** The browsers' names, whose own reader reads the launcher and network switches. */
export declare const BROWSER_NAMES: ReadonlySet<string>;
export declare const BROWSER_READERS: readonly (readonly [string, Reader])[];
