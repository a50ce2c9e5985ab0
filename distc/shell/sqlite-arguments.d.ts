/**
 * A dot-command's tokens as sqlite3 has them: a token that starts with a quote runs to its
 * closing quote (a backslash escapes in double quotes); any other runs to the next blank with its
 * quotes kept, so `.shell r''m y` hands `/bin/sh` the line `r''m y`. Backslash escapes are
 * resolved, except in single quotes. Undefined when a token cannot be read (an escape past ASCII).
 */
export declare function sqliteArguments(rest: string): string[] | undefined;
