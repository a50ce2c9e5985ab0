import type { WrapperScan } from './wrappers.js';
/**
 * What `npx ARGS` (npx) or `npm ARGS` runs: the words npm runs (their indices in `words`, and
 * their texts: a piece of a word may be one), a `-c` line, and the options npm read. Undefined
 * for an npm command other than exec (`npm install`).
 */
export declare function scanNpm(words: readonly string[], dynamic: readonly boolean[], npx: boolean): WrapperScan | undefined;
