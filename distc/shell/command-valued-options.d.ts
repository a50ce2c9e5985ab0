import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/**
 * svn: `--editor-cmd CMD`, `--diff-cmd CMD`, `--diff3-cmd CMD` run CMD; `--config-option
 * FILE:SECTION:KEY=VALUE` runs VALUE for a helper key or a `tunnels` scheme; `--config-dir DIR`
 * reads settings that may name any.
 */
export declare function svnTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** sshuttle: `-e CMD`, `--ssh-cmd CMD` (any unique prefix, `--ssh`) is the ssh command line it runs, to the remote host. */
export declare function sshuttleTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** perlbug: `-e EDITOR` is a line it runs (with the report file appended); `-f FILE` is read, `-F FILE` written. */
export declare function perlbugTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** openvpn: its script options' values are lines it runs; `--plugin` loads a library (code): a problem. */
export declare function openvpnTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * `puppet apply -e CODE` (`--execute`, any prefix from `--e`) runs puppet code, and without a
 * manifest (or `--catalog`) it reads the code from standard input: not read here, a problem.
 */
export declare function puppetTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * WP-CLI: `wp eval CODE` and `wp shell` (standard input) run PHP code, `--exec=CODE` runs it
 * before any command, `wp eval-file -` reads it from standard input: problems. A file of code is
 * covered by its allow rule, as a script is.
 */
export declare function wpTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * wg-quick runs its configuration's PreUp/PostUp/PreDown/PostDown lines by bash: a file (a word
 * with `/` or `.conf`) is read, not analyzed, so a problem; an interface name reads
 * /etc/wireguard/NAME.conf, the system's own. wg's `setconf|addconf|syncconf` read peers' endpoints from a file.
 */
export declare function wireguardTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare const COMMAND_OPTION_READERS: readonly (readonly [string, Reader])[];
/** Their names: the safety net reads their other words too (possible-paths.ts). */
export declare const COMMAND_OPTION_TOOLS: readonly string[];
export {};
