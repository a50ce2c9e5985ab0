import type { FileTouches } from './file-touches.js';
export declare function hookInstallerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare const HOOK_INSTALLERS: readonly string[];
/**
 * The repository configuration (and `~/.gitconfig`) git subcommand `sub` writes, given its
 * operands before `--` and its options; `base` is `-C DIR`'s directory ('' for the working one,
 * undefined when it comes from an expansion).
 */
export declare function gitConfigWrites(t: FileTouches, sub: string, before: readonly {
    readonly word: string;
}[], options: readonly string[], base: string | undefined): void;
