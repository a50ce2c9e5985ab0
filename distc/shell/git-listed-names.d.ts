import { type Text } from './lister-operands.js';
/**
 * git's names, past its global options (`-C DIR`: also below DIR, where a reader may cd): tracked
 * (`ls-files`, `ls-tree`), changed (`diff --name-only`, `log --stat`, `status -s`), matching
 * (`grep -l`). An expansion before or at the subcommand may be any of them.
 */
export declare function gitShapes(words: readonly Text[]): string[];
