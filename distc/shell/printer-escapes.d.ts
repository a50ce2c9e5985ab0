/** The text with each escape replaced (the text itself when it holds none). */
export declare function readPrinterEscapes(text: string): string;
/**
 * Whose reading of backslash escapes: `echo -e`'s, printf's format's, or printf `%b`'s argument's.
 * They differ (bash's tescape and ansicstr): an octal escape is `\0` and up to two digits in a
 * format, three in echo and `%b`; `\1`…`\7` start one in a format and `%b`, not in echo; `\"`,
 * `\'` and `\?` are the character in a format only; `\c` ends all output in echo and `%b`.
 */
export type EscapeDialect = 'echo' | 'format' | 'b';
/**
 * The text as bash prints it (session 41): readPrinterEscapes reads one dialect wider than any
 * (`\0570` is one character, a format's is `/0`; `\\` is not `\`; `\c` does not stop), so its
 * reading missed what bash prints: `printf '/etc\0570'` is `/etc/0`, `printf 'cat /e\\tc/passwd'`
 * `cat /e\tc/passwd`, `echo -e 'a.pem\cx'` `a.pem`. `stopped`: a `\c` ended the output there.
 * A byte past 0x7f (`\xe9`, `\0351`) is read as the Latin-1 character of its value.
 */
export declare function bashEscapes(text: string, dialect: EscapeDialect): {
    text: string;
    stopped: boolean;
};
/** The escape at `at` (a `\`) in the dialect but `\c`: its text and end, or undefined where none starts (the `\` is printed as itself). */
export declare function bashEscape(text: string, at: number, dialect: EscapeDialect): {
    text: string;
    end: number;
} | undefined;
