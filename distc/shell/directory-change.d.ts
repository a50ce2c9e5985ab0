/** The directories a command may run in, as path texts relative to the context's cwd. */
export interface WorkingDirectory {
    /** Directory texts (`''` is the context's cwd; `x`, `../x`, `/etc`, `~/x`). */
    readonly dirs: readonly string[];
    /** Directories below a CDPATH entry (`cd x` may have looked x up there): their text below it. */
    readonly searched: readonly string[];
    /** Some directory cannot be told: relative paths are unknown. */
    readonly unknown: boolean;
    /** Under another root (chroot): every path is unknown. */
    readonly rooted: boolean;
    /** HOME is another user's (a line run by sudo, su): `~` paths are unknown. */
    readonly otherHome: boolean;
}
export declare const START: WorkingDirectory;
export declare function sameDirectory(a: WorkingDirectory, b: WorkingDirectory): boolean;
/** Either state (returns `a` itself when `b` adds nothing). */
export declare function union(a: WorkingDirectory, b: WorkingDirectory): WorkingDirectory;
/** The state in which relative paths are unknown (keeping `a`'s root and home). */
export declare function unknownFrom(a: WorkingDirectory): WorkingDirectory;
export declare function rootedFrom(a: WorkingDirectory): WorkingDirectory;
export declare function otherHomeFrom(a: WorkingDirectory): WorkingDirectory;
/** `dir/path` as text (`''` is the working directory itself; `/` does not double). */
export declare function joinPath(dir: string, path: string): string;
/** A path text that does not depend on the working directory (`/x`, `~/x`, `C:\\x`, `\\\\server`). */
export declare function independentOfCwd(path: string): boolean;
/** The state after `cd DIR` succeeds in state `from` (DIR as the analysis read it). */
export declare function changedTo(from: WorkingDirectory, dir: string, cdpath?: boolean): WorkingDirectory;
/** Builtins that move the line: cd and pushd (to their operand), popd (the stack: unknown). */
export declare const MOVES: ReadonlySet<string>;
/**
 * The state after this command succeeds, when it is a directory change (`cd x`, `pushd x`), or
 * undefined when it is none. `words` are values, `dynamic` per word.
 */
export declare function directoryChangeOf(name: string, words: readonly string[], dynamic: readonly boolean[], from: WorkingDirectory): WorkingDirectory | undefined;
/**
 * The state after a PowerShell location change succeeds (`Set-Location C:\Windows`, `cd ..\x`,
 * `Push-Location -Path D`; `name` canonical): one literal directory, `\` as `/`, followed (a
 * root-relative `\x` only from the context's cwd, on its drive); anything else (Pop-Location,
 * `cd..`, a wildcard, `~`, history `-`/`+`, a provider or drive-relative path, an expansion): unknown.
 */
export declare function powershellLocationOf(name: string, words: readonly string[], dynamic: readonly boolean[], from: WorkingDirectory, locationFunction: boolean): WorkingDirectory;
/**
 * How a command runs the command it wraps: in another directory (`env -C`, `sudo -D`, login
 * shells in their home, `find -execdir` beside each file found, services started by
 * systemd-run), under another root or mount namespace (chroot, `unshare -R`, `nsenter -m`, bwrap,
 * firejail, flatpak-spawn), or as another user whose HOME a nested shell line expands `~` to
 * (sudo, su, runuser, doas, pkexec, run0, setpriv, `chpst -u`).
 */
export type Elsewhere = 'directory' | 'root' | 'user' | 'user-directory' | NamedDirectory | undefined;
/** In the directory an option names (`env -C /etc`), as another user or not. */
export interface NamedDirectory {
    readonly to: string;
    readonly user: boolean;
}
/**
 * `options`: the options the command's scanner read (undefined for commands it has none of), and
 * `values` their one-word values where known.
 */
export declare function elsewhereOf(name: string, options: readonly string[] | undefined, values: readonly (string | undefined)[] | undefined, words: readonly string[], dynamic: readonly boolean[]): Elsewhere;
/** Builtins that assign the variables named in their arguments (`export HOME=/etc`, `read HOME`). */
export declare const ASSIGNING: Set<string>;
/**
 * Whether a builtin in ASSIGNING may assign HOME (what `~` expands to) or CDPATH (where `cd`
 * looks): naming it, or with an unknown word.
 */
export declare function assignsVariable(words: readonly string[], dynamic: readonly boolean[], variable: 'HOME' | 'CDPATH'): boolean;
