/**
 * The texts bash's printer prints of these words where a word holds a backslash (`format`: printf,
 * else echo, read as `echo -e`: xpg_echo may be on, and without it the words as written are
 * another reading): the output, and where it holds a NUL byte, the output without them too (bash
 * drops them from a script it reads: `printf 'r\0m x' | bash` runs rm). [] where no word holds a
 * backslash or the words' wide reading (printer-escapes.ts readPrinterEscapes) is echo's output;
 * undefined where printf's conversions are not read exactly (printf-format.ts).
 */
export declare function bashPrintedTexts(words: readonly string[], format: boolean): string[] | undefined;
