// What bash's echo and printf print of their literal words, their escapes read as bash reads them
// (session 41; printer-escapes.ts bashEscapes): a reading beside piped-text.ts printed's others
// (the words as written, each escape read one wide way), which missed bash's own where the
// dialects differ: `printf '/etc\0570'` prints `/etc/0`, `printf '%b' 'a.pem\cx'` `a.pem`,
// `echo -e 'a.pem\cx'` `a.pem`, `printf 'cat /e\\tc/passwd'` `cat /e\tc/passwd` (each allowed
// beside Read(//etc/**) or Read(**/*.pem) when piped to a program that may read or run it).
import { formatted } from './printf-format.js';
import { bashEscapes, readPrinterEscapes } from './printer-escapes.js';
/** echo's options: a word of `n`, `e` and `E` letters after a `-` (bash's echo takes no `--`). */
const ECHO_OPTIONS = /^-[neE]+$/;
/** Escapes echo reads otherwise than readPrinterEscapes: `\\`, `\c`, `\E`, `\1`…`\7`, `\0…` (a byte), `\U` (past Unicode). */
const ECHO_OWN_ESCAPES = /\\[\\cE0-7U]/;
/**
 * The texts bash's printer prints of these words where a word holds a backslash (`format`: printf,
 * else echo, read as `echo -e`: xpg_echo may be on, and without it the words as written are
 * another reading): the output, and where it holds a NUL byte, the output without them too (bash
 * drops them from a script it reads: `printf 'r\0m x' | bash` runs rm). [] where no word holds a
 * backslash or the words' wide reading (printer-escapes.ts readPrinterEscapes) is echo's output;
 * undefined where printf's conversions are not read exactly (printf-format.ts).
 */
export function bashPrintedTexts(words, format) {
    if (!words.some((w) => w.includes('\\')))
        return [];
    let out;
    if (format) {
        const from = words[0] === '--' ? 1 : 0;
        if (words.length <= from)
            return [];
        const filled = formatted(words[from], words.slice(from + 1), true);
        if (filled === undefined)
            return undefined;
        out = filled;
    }
    else {
        let from = 0;
        while (from < words.length && ECHO_OPTIONS.test(words[from]))
            from++;
        const rest = words.slice(from).join(' ');
        // (Only these escapes read otherwise in echo: without them the wide reading is echo's, no scan.)
        if (!ECHO_OWN_ESCAPES.test(rest))
            return [];
        out = bashEscapes(rest, 'echo').text;
        // (The wide reading of the words is bash's, after the options it follows: no other text.)
        if (out === readPrinterEscapes(rest))
            return [];
    }
    return out.includes('\0') ? [out, out.replaceAll('\0', '')] : [out];
}
//# sourceMappingURL=printer-output.js.map