import type { Command } from './ast.js';
/** `read(node)`, computed once per node: only for a function whose answer depends on the node alone. */
export declare function keptPerNode<T>(read: (node: Command) => T): (node: Command) => T;
