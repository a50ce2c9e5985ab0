import { type ShellPattern, type SpecResult } from './types.js';
export type ShellDialect = 'posix' | 'powershell';
/** The longest specifier accepted, in UTF-16 code units (commands longer than this always ask). */
export declare const MAX_SHELL_SPECIFIER = 10000;
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export declare function parseShellSpecifier(spec: string, base: number, dialect: ShellDialect): SpecResult<ShellPattern>;
