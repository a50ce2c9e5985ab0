import type { Command, Redirect, SimpleCommand } from './ast.js';
import type { LineValues } from './line-values.js';
/** The files `redirects` open on a descriptor other than 1 that a command of `bodies` may copy its output onto. */
export declare function copiedDescriptorFiles(redirects: readonly Redirect[], bodies: readonly Command[], values: LineValues | undefined): string[];
/**
 * The files a simple command's redirects open on a descriptor other than 1 that it may copy its
 * output onto: by a function it calls, a line it runs (`sh -c 'echo /etc/passwd >&2' 2> g`) or a
 * word naming the descriptor (`tee /dev/stderr 2> g`). Its own redirects are read in order elsewhere.
 */
export declare function commandDescriptorFiles(node: SimpleCommand, values: LineValues | undefined): string[];
