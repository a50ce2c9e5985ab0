import type { FileTouches } from './file-touches.js';
import type { Word } from './long-options.js';
import type { Grammar } from './wrapper-specs.js';
/**
 * ssh runs its words joined, by the remote shell (without any, that shell reads standard input);
 * ProxyCommand and LocalCommand run here. -N, -W and -O run no command.
 */
export declare const SSH_GRAMMAR: Grammar;
/** autossh: `-M PORT` (its monitoring port) and `-f`, then ssh's own options, which it hands to ssh. */
export declare const AUTOSSH_GRAMMAR: Grammar;
/** ssh's `-o KEYWORD=VALUE` (or `KEYWORD VALUE`): the command line of the keywords whose value ssh runs. */
export declare function sshCommandOption(option: string): string | undefined;
/** The command line of `-o RemoteCommand=…`, which runs on the remote host (where ssh's command runs). */
export declare function sshRemoteCommandOption(option: string): string | undefined;
/** The command line of `-o ProxyCommand=…`, `LocalCommand`, `KnownHostsCommand`: run on this machine. */
export declare function sshLocalCommandOption(option: string): string | undefined;
/** ssh's `-o` keywords that load a library into ssh here (`PKCS11Provider=LIB`): what they load, or undefined. */
export declare function sshLoadsCode(option: string): string | undefined;
/** The files an `-o KEYWORD=VALUE` names (`UserKnownHostsFile=~/.bashrc`): Read or Edit parts. */
export declare function sshOptionFiles(t: FileTouches, option: Word): void;
/**
 * One file ssh names (`-o` values, `-S`): `~/` is the home; `%h`-style tokens are parts of a name
 * (a glob), but `%d` (the home), `${VAR}`, `~user` and a glob character may name any path.
 */
export declare function sshFile(t: FileTouches, op: 'read' | 'edit', file: string): void;
/**
 * The local Unix sockets a forward names (a field with a `/`, as ssh's parse_forward reads one):
 * `-L ./sock:host:80` creates ./sock, `-R 80:/run/x.sock` connects to /run/x.sock (a remote
 * socket, `-R /r.sock:…`, is not here); `-D` any. Edit parts; a spec from an expansion may name any.
 */
export declare function sshForwardFiles(t: FileTouches, option: '-L' | '-R' | '-D', spec: Word): void;
