import type { Word } from './ast.js';
/** `set` or a shell: a command whose options may change globbing (changesGlobbing's `options`, name-facts.ts). */
export declare function takesShellOptions(name: string): boolean;
/** Whether a line's text mentions a setting that changes what a glob takes. */
export declare function mentionsGlobSettings(text: string): boolean;
/**
 * Whether a command (`name`, its words after quote removal) may change how bash expands globs:
 * a word naming such a setting, `set` or a shell given `-f`/`-O` or a word from an expansion
 * (`set -o $X`), an assigning builtin given a name from an expansion (`declare "$n=x"`), a
 * sourced script (`source x.sh`, `. x.sh`).
 */
export declare function changesGlobbing(name: string, words: readonly string[], dynamic: readonly boolean[], assigning: boolean, spans: readonly (Word | undefined)[], options?: boolean): boolean;
