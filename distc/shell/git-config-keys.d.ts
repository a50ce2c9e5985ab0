import type { FileTouches } from './file-touches.js';
/** A word of the command line: its value, and whether it comes from an expansion. */
interface ConfigWord {
    readonly word: string;
    readonly dynamic: boolean;
}
/**
 * A command key's value as git uses it: the line it runs (`stored`: for later, by `git config`),
 * or for send-email's smtpServer that is no absolute path, the SMTP host it connects to.
 */
export declare function commandKeyValue(t: FileTouches, key: string, value: ConfigWord, stored: boolean): void;
export declare function isCommandKey(key: string): boolean;
/**
 * The line of a command key's value: a credential helper or `submodule.*.update` starting with `!`
 * is a shell line (without the `!`); another helper name `NAME` runs `git credential-NAME`.
 */
export declare function commandOfValue(key: string, value: string): string | undefined;
/**
 * A key whose value names a file (FILE_KEYS), for `git -c` and a stored `git config`: a Read or
 * Edit part (relative to `base`, -C's directory). Returns whether the key is one of those.
 */
export declare function configFile(t: FileTouches, key: string, value: ConfigWord, base: string | undefined): boolean;
export declare function isLoadingKey(key: string): boolean;
/**
 * Why a key makes later git commands do what their words do not say, so that deny and ask rules
 * cannot see it (undefined when it does not): `remote.*.push` (what a bare `git push` sends; a
 * `+` refspec forces), `remote.*.mirror` (push forces and deletes every ref), `help.autocorrect`
 * that runs (`git psuh -f` pushes).
 */
export declare function hiddenEffect(key: string, value: ConfigWord): string | undefined;
/**
 * A config value written for git to run later: a stored line, which deny and ask rules see (a
 * value from an expansion, or a key from one, is a problem). An alias that is no `!` line runs
 * `git VALUE` with the words it is given after it (`git config alias.p 'push -f'`, then `git p`).
 */
export declare function storedCommand(t: FileTouches, key: ConfigWord, value: ConfigWord, base?: string): void;
/**
 * git config's `--file F`, `--file=F`, `--fil[=]F` (a unique prefix), `-f F` or `-fF`: the file it
 * reads and writes (`--file=/etc/x a.b c` was read as writing .git/config).
 */
export declare function configFileOption(options: readonly string[]): string | undefined;
export {};
