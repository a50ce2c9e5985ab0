import type { WrapperScan } from './wrappers.js';
/**
 * The remote control command whose word `@` (or `@launch`) is at `at`, after the runner's own
 * `options` and `values`: the command it runs, always with a problem. The option `@` moves the
 * command's relative paths to an unknown directory (directory-change.ts).
 */
export declare function scanKittyRemote(words: readonly string[], dynamic: readonly boolean[], at: number, options: readonly string[], values: readonly (string | undefined)[]): WrapperScan;
