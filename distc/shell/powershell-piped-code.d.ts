import type { Command } from './ast.js';
import type { PipedText } from './piped-text.js';
import type { Reader } from './runs.js';
/** Reads the code pipeline member `node` receives when it is Invoke-Expression without a command. */
export declare function readPipedCode(a: Reader, node: Command, piped: PipedText, line: string, depth: number): void;
