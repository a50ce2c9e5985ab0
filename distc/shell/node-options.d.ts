import type { OptionTable } from './interpreter-options.js';
export declare const NODE_OPTIONS: OptionTable;
/** Files node writes in its diagnostic directory (the working directory by default) under each flag. */
export declare const NODE_DIAGNOSTIC_FILES: ReadonlyMap<string, string>;
