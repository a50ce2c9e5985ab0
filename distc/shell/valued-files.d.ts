import type { SimpleCommand } from './ast.js';
import type { LineValues } from './line-values.js';
/** The files a command's words after the first may name with the line's values in place (each reading; a word left partly unknown names none). */
export declare function filesNamedByValues(node: SimpleCommand, values: LineValues): string[];
