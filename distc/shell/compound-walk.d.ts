import type { Analyzer } from './analyze.js';
import type { AndOr, Compound, Pipeline, Sequence, SimpleCommand } from './ast.js';
import type { Dialect } from './runs.js';
export { defineFunction } from './function-values.js';
export { namesScriptWriter } from './script-written-files.js';
export declare function walkCompound(a: Analyzer, node: Compound, text: string, dialect: Dialect, depth: number): void;
export declare function walkSequence(a: Analyzer, node: Sequence, text: string, dialect: Dialect, depth: number): void;
export declare function walkAndOr(a: Analyzer, node: AndOr, text: string, dialect: Dialect, depth: number): void;
/**
 * A file a printer writes, its text kept (`echo 'rm -rf x' > f`), and that text given to the
 * commands (from `from` on) of a command given a file so written, on its standard input or as a
 * word (`mytool < f`, `mytool f`, `--in=f`), as piped text is: a program that may run its input
 * or a file it is given may run it. (A bash command that has a redirect, on a line that assigned
 * a value or wrote a file: analyze.ts.)
 */
export declare function fileTexts(a: Analyzer, node: SimpleCommand, from: number): void;
export declare function walkPipeline(a: Analyzer, node: Pipeline, text: string, dialect: Dialect, depth: number): void;
