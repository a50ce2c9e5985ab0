import { type Diagnostic } from '../diagnostics.js';
import type { ResolvedSource } from '../compose/resolved.js';
/** Line and column of a pointer in a source's file, when the caller has the text. */
export type Locate = (file: string, pointer: string) => {
    line: number;
    column: number;
} | undefined;
/**
 * `sources` in precedence order. A source in restricted mode is left out: its lockdown stand-in
 * is not something an administrator wrote, and its own errors already say why it is there.
 */
export declare function marketplaceWarnings(sources: readonly ResolvedSource[], locate?: Locate): Diagnostic[];
