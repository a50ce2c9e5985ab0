import type { FileTouches } from './file-touches.js';
/**
 * ed and dc read commands from standard input (dc also from -e and script files), and `!CMD`
 * runs CMD: never known here (a here-document's text is not read as ed commands).
 */
export declare function commandReaderTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * Programs that read their own commands from standard input, where one runs a shell line (gdb's
 * `shell CMD`, ftp's and lftp's `!CMD`, tasksh's `!CMD`, tdbtool's `! CMD`, scanmem's `shell
 * CMD`, from `-c` too) or reads any file (terraform's and tofu's `console`: `file("/etc/shadow")`): whatever
 * the line feeds them (a pipe, a file, a here-document) is not read. gdb with -batch reads none,
 * lftp with -c or -f none, terraform none but in `console`.
 */
export declare function stdinCommandReaderTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * Shells and REPLs whose commands come from standard input (or a terminal) and may run any command
 * or code: cpan's `!` (perl) with no module named (`-j FILE` loads a perl configuration), debugfs
 * without `-R` (`-f FILE`: a file of them; `-R '!CMD'` runs CMD, read as a line), irb, jjs, ginsh
 * (`!CMD`), `dotnet fsi` without a script. Whatever the line feeds them is not read.
 */
export declare function stdinShellTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** Programs that open their operands with the programs the files' types are associated with (Windows' HTML Help, hh, too: LOLBAS). */
export declare const OPENERS: readonly string[];
/**
 * An opener (`xdg-open FILE`, macOS `open FILE`, `gio open FILE`) may run what it opens (a
 * `.desktop` file's Exec, a `.command`, an app); Debian's `open` is openvt, which runs its
 * command. Never allowed.
 */
export declare function openerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare const FOREIGN_INTERPRETER_NAMES: readonly string[];
export declare function foreignCodeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
