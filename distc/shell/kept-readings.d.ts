import type { Command } from './ast.js';
import type { LineValues } from './line-values.js';
/**
 * `read(body, values, r)`, kept per body for the last values and reading asked. Only for a simple
 * command without substitutions in its words: its text then depends on the values alone (one with
 * a substitution may call a function, whose reading depends on the calls being read).
 */
export declare function keptShownText(body: Command, values: LineValues | undefined, r: number, read: (body: Command, values: LineValues | undefined, r: number) => string | undefined): string | undefined;
/** A value's fields at blanks, as bash splits an unquoted value (value-readings.ts readWord). */
export declare function blankFields(value: string): readonly string[];
