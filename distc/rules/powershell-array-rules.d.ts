import type { ParsedRule } from './types.js';
/**
 * The specifier with the blanks around each unquoted comma after an argument removed, or
 * undefined when it has none. (A comma right after the command name, `Write-Output ,a`, starts a
 * one-element array, not one joined to the name.) `powershell`: PowerShell(...) quoting.
 */
export declare function arrayJoinedReading(spec: string, powershell: boolean): string | undefined;
/** The rule read with its array elements joined, for deny and ask (none when it has no such comma, or that reading does not parse). */
export declare function arrayJoinedVariants(rule: ParsedRule): ParsedRule[];
