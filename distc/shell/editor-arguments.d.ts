import type { FileTouches } from './file-touches.js';
/** The shell command of a vim command that is a shell escape (`:!cmd`, `silent! !cmd`), or undefined. */
export declare function vimShellEscape(command: string): string | undefined;
/**
 * What one ex command (no `|`) does to a file or runs: `w /etc/x` writes it, `r FILE` reads it,
 * `w !cmd` and `r !cmd` run cmd. A range (`%`, `1,5`) may come first; `!` after the name forces.
 */
export declare function vimFileCommand(command: string): {
    readonly op: 'read' | 'edit';
    readonly file: string;
} | {
    readonly run: string;
} | undefined;
/** vim reads keys from standard input when it is not a terminal (`vim f <<< ':!rm x'`). */
export declare function readsKeysFromStdin(name: string): boolean;
export declare function isEditor(name: string): boolean;
/** The commands an editor is given on its command line: problems, and shell escapes as lines. */
export declare function editorCode(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * A `+CMD` (or `++CMD`) operand of less or more: commands typed at start-up. One that only moves
 * or searches is nothing; any other may run a command (`!CMD`, `|mCMD` pipes to CMD) or open a
 * file (`:e FILE`, `E FILE`, whose name less may glob by a shell): a problem, with the command
 * after `!` or `|m` read as a line and the file `:e` names read, so deny rules see them.
 */
export declare function pagerStartCommand(name: string, word: string, t: FileTouches): void;
