import type { ParsedRule } from './types.js';
/**
 * The rule read with its alias name as the cmdlet's (none when its name is no alias of a
 * cmdlet); and when it has a bash letter cluster its cmdlet has no parameter for (`Shell(rm -rf
 * *)`: PowerShell would reject `-rf`) or a GNU long option (`--recursive`), also with each letter
 * a parameter of its own (`-r -f`, which meet -Recurse and -Force or -Filter as abbreviations:
 * wider, never narrower) and the long option as the parameter it names or the letter it means.
 */
export declare function cmdletNamedVariants(rule: ParsedRule): ParsedRule[];
