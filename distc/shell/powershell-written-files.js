// Files a PowerShell line writes and reads back (issue 3, session 39): `"C:/x/a.pem" > list.txt;
// mytool (gc list.txt)`, `… | Set-Content list.txt; gc list.txt | % { mytool $_ }`. A reader
// (`Get-Content` and its aliases) of a literal file the line writes (a redirect `>`, `>>`, `2>`,
// `*>`; `Set-Content`, `Add-Content`, `Out-File`, `Tee-Object`, `New-Item`, `Export-Csv` given
// the file's name) prints what the line wrote there: a producer of the line's literal words (its
// string literals, each line of them, and bare words: a superset of what a command on it writes
// as text), read by powershell-output-paths.ts as any producer's words are. What a listing wrote
// there is its own producer's already (every producer pairs with every use on the line).
// A file the line does not write stays unknown and allowed, as bash's `mytool $(cat list)` is
// (session 37: fully unknown words); bash's written files: compound-walk.ts fileTexts.
import { isKnownCmdletName, resolvedCmdletName } from './powershell-aliases.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { redirectTargets, UNKNOWN_TARGET } from './powershell-redirect-targets.js';
import { baseName } from './subject.js';
/**
 * Cmdlets that write text to a file a word of theirs names; a copy or a move writes its
 * destination with a file's text (its source counted too: a wider reading).
 */
const FILE_WRITERS = new Set(['Set-Content', 'Add-Content', 'Out-File', 'Tee-Object', 'New-Item', 'Export-Csv', 'Export-Clixml',
    'Copy-Item', 'Move-Item', 'Rename-Item']);
/** Cmdlets that print a file's text, or values read from it (a CSV file's fields, a CLIXML file's strings, PARSING_READERS'). */
const FILE_READERS = new Set(['Get-Content', 'Import-Csv', 'Import-Clixml', 'Import-PowerShellDataFile', 'Select-Xml']);
/** Readers that parse a file's text into values its literal words do not show (a `.psd1`'s or an XML node's strings, unescaped): unknown. */
const PARSING_READERS = new Set(['Import-PowerShellDataFile', 'Select-Xml']);
/** Literal words of a line kept as what it writes, at most (more: what a reader prints is unknown). */
export const MAX_WRITTEN_WORDS = 64;
/** The files a writer cmdlet may write or a reader cmdlet may print: its literal words and `-Name:value` values (any of them: a wider reading). */
export function fileWork(c) {
    if (c.dynamic[0])
        return undefined;
    const base = baseName(c.words[0], 'powershell');
    if (WINDOWS_EXTENSION.test(base) || !isKnownCmdletName(base))
        return undefined;
    const name = resolvedCmdletName(base);
    const writes = FILE_WRITERS.has(name);
    if (!writes && !FILE_READERS.has(name))
        return undefined;
    const files = [];
    for (let k = 1; k < c.words.length; k++) {
        if (c.dynamic[k])
            continue;
        let w = c.words[k];
        if (w.startsWith('-')) {
            const colon = w.indexOf(':');
            if (colon < 0)
                continue;
            w = w.slice(colon + 1);
        }
        if (w !== '')
            files.push(sameFile(w));
    }
    return { writes, files };
}
/**
 * The files the line's redirects write (a file once where its targets repeat), read from its text (a `>` in a string too: a wider
 * reading, which only makes a read-back file more often known as written).
 */
export function redirectedFiles(line) {
    const targets = [];
    redirectTargets(line, targets, targets);
    // (A target as the one before names the same file, and the caller keeps a set: `cat '>a >a …'`
    // named 3,300 files at ~0.1 µs each, a third of its decision.)
    const files = [];
    for (let k = 0; k < targets.length; k++) {
        const t = targets[k];
        if (k === 0 || t !== targets[k - 1])
            files.push(t === UNKNOWN_TARGET ? t : sameFile(t));
    }
    return files;
}
/**
 * A file's name as the line's words may spell it alike: its last segment, without a drive, a
 * stream (`:s`) or the dots and blanks Windows drops at a name's end, in lower case (Windows
 * ignores case): `.\list.txt`, `C:\w\List.txt` and `list.txt.` are one file. Files of one name
 * in two directories are one too: a wider reading (the analysis does not know the working
 * directory), which only makes a read-back file more often known as written.
 */
export function sameFile(path) {
    // (By offsets, one string made: a line of 3,300 redirects named a file for each, 0.3 ms with a
    // regex replace and three copies apiece.)
    let from = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
    const c = path.charCodeAt(from) | 32;
    if (c >= 97 && c <= 122 && path.charCodeAt(from + 1) === 58)
        from += 2;
    const colon = path.indexOf(':', from);
    let end = colon < 0 ? path.length : colon;
    // (The run of trailing dots and blanks, by a loop: `/[. ]+$/` is quadratic on a long run.)
    while (end > from && (path.charCodeAt(end - 1) === 46 || path.charCodeAt(end - 1) === 32))
        end--;
    return path.slice(from, end).toLowerCase();
}
/**
 * What a reader of a file the line writes prints: the line's literal words; an unknown word past
 * MAX_WRITTEN_WORDS, or where the line computes a string its words do not show (`"C:/x/a" + ".pem"`).
 */
export function readBackProducer(c, source) {
    const words = [];
    if (computesText(c.text) || CONVERTS.test(c.text) || PARSING_READERS.has(readerName(c))
        || !literalWords(c.text, words, MAX_WRITTEN_WORDS) || words.some((w) => NOT_ASCII.test(w)) || !readerValues(c, words)) {
        return { source, possible: [], listed: [], unknown: [c.words.join(' ')] };
    }
    return { source, possible: words, listed: [], unknown: [] };
}
/**
 * What makes a read-back text reach a program as other words than the line's literal ones (issue
 * 3, session 39): a converter that parses or splits it (`ConvertFrom-Json`, `-Csv`, `-StringData`,
 * which unescapes `\u002e`, `-String`, `cfs`); `Join-String`; a writer's `-NoNewline` (`-no`,
 * `-non`: two writes make one word); `$OFS` (how a string joins an array); another encoding
 * (`-Encoding`, `-en`; `-AsByteStream`, `-as`, `-a`: bytes written as numbers, or read as another
 * text); `ForEach-Object` given a member's name (`% Substring 0 10`, `% -MemberName Replace`). Read
 * on the raw text, string literals too (`& 'ConvertFrom-Json'`, a splatted `@{NoNewline = 1}`): a
 * wider reading, which only makes a read-back text unknown more often.
 */
const CONVERTS = /convertfrom-|join-string|nonewline|asbytestream|encoding|(?<![\w$-])cfs(?![\w-])|(?<![\w-])-(?:no|non\w*|a|as\w*|en\w*)(?![\w-])|(?<!\w)ofs(?!\w)|(?<![\w-])(?:%|foreach(?:-object)?)[ \t]+(?!\{)/i;
/**
 * A character past ASCII: written in an 8-bit encoding it may become another (`?`, or Windows
 * PowerShell's best-fit ANSI: a fullwidth `ｐ` is `p`), and a curly quote is a quote.
 */
const NOT_ASCII = /[^\x00-\x7f]/;
function readerName(c) {
    return resolvedCmdletName(baseName(c.words[0], 'powershell'));
}
/** The values a reader splits its text into, added to `words`: Import-Csv's fields, Get-Content's `-Delimiter` chunks; false where they are unknown. */
function readerValues(c, words) {
    const name = readerName(c);
    if (name === 'Import-Csv')
        return csvFields(c, words);
    if (name === 'Get-Content')
        return delimitedChunks(c, words);
    return true;
}
/**
 * The literal values of a reader's `-Delimiter` (any prefix `-d`, `-Name:value` too); undefined
 * where one is missing or not literal.
 */
function delimiterValues(c) {
    const values = [];
    for (let k = 1; k < c.words.length; k++) {
        const w = c.words[k];
        if (!/^-d/i.test(w))
            continue;
        const colon = w.indexOf(':');
        const value = colon < 0 ? c.words[++k] : w.slice(colon + 1);
        if (value === undefined || value === '' || c.dynamic[k])
            return undefined;
        values.push(value);
    }
    return values;
}
/**
 * Get-Content's `-Delimiter` chunks: each word split at a literal delimiter, each chunk with and
 * without it (Get-Content keeps it at a chunk's end), into `words` within MAX_WRITTEN_WORDS; false
 * past it or for a delimiter the line does not show.
 */
function delimitedChunks(c, words) {
    const delimiters = delimiterValues(c);
    if (delimiters === undefined)
        return false;
    for (const d of delimiters) {
        for (const w of words.slice()) {
            if (!w.includes(d))
                continue;
            for (const chunk of w.split(d)) {
                for (const value of [chunk, chunk + d]) {
                    if (value === '' || words.includes(value))
                        continue;
                    if (words.length >= MAX_WRITTEN_WORDS)
                        return false;
                    words.push(value);
                }
            }
        }
    }
    return true;
}
/**
 * Import-Csv's values: each word's fields too (`"C:/x/a.pem,b"` gives `C:/x/a.pem`), split at a
 * `,`, `;`, tab or a literal `-Delimiter` (any prefix, `-d`), their quotes dropped, into `words`
 * within MAX_WRITTEN_WORDS; false past it, or where the delimiter is not one literal character
 * or `-UseCulture` (`-u`) takes the culture's.
 */
function csvFields(c, words) {
    const given = delimiterValues(c);
    if (given === undefined || given.some((d) => d.length !== 1) || c.words.some((w) => /^-u/i.test(w)))
        return false;
    const delimiters = ',;\t' + given.join('');
    for (const w of words.slice()) {
        if (![...delimiters, '"'].some((d) => w.includes(d)))
            continue;
        for (const field of w.split(new RegExp(`[${delimiters.replace(/[\\\]^-]/g, '\\$&')}]`))) {
            const value = field.replaceAll('"', '').trim();
            if (value === '' || words.includes(value))
                continue;
            if (words.length >= MAX_WRITTEN_WORDS)
                return false;
            words.push(value);
        }
    }
    return true;
}
/**
 * Whether the line, its string literals aside, holds an operator or a call that makes a string of
 * others (`+`, `-f`, `-replace`, `-join`, a type's or a value's method, `[char]`): what it writes
 * is then not its words.
 */
function computesText(line) {
    return COMPUTES.test(line.replace(STRING_LITERAL, "''"));
}
const STRING_LITERAL = /'(?:[^']|'')*'|"(?:[^"`]|`.)*"/g;
const COMPUTES = /[+[\]]|-(?:[ci]?(?:f|replace|join|split|format))(?![\w-])|\.\w+\(|::/i;
/**
 * A text's string literals (each line of one, as a file keeps them) and bare words, into `out`;
 * false when there are more than `max`.
 */
export function literalWords(text, out, max) {
    for (const m of text.matchAll(/'((?:[^']|'')*)'|"((?:[^"`]|`.)*)"|([^\s'"(){};|,=]+)/g)) {
        const quoted = m[1]?.replaceAll("''", "'") ?? (m[2] === undefined ? undefined : unescaped(m[2]));
        for (const w of quoted === undefined ? [m[3]] : quoted.split(/\r\n?|\n/)) {
            if (w === '')
                continue;
            if (out.length >= max)
                return false;
            out.push(w);
        }
    }
    return true;
}
/**
 * A double-quoted string's value as far as its escapes go: `` `n `` and `` `r `` end a line,
 * `` `u{70} `` is its character (`p`), another `` `x `` is `x`.
 */
function unescaped(text) {
    if (!text.includes('`'))
        return text;
    return text.replace(/`(u\{[0-9A-Fa-f]{1,6}\}|[\s\S])/g, (_, c) => (c === 'n' || c === 'r' ? '\n' : c.length > 1 ? codePoint(c.slice(2, -1)) : c));
}
/** The character of a `` `u{…} `` escape's hex digits (past U+10FFFF PowerShell rejects the line: a replacement character, not ASCII, keeps the text unknown). */
function codePoint(hex) {
    const cp = parseInt(hex, 16);
    return cp > 0x10ffff ? '\ufffd' : String.fromCodePoint(cp);
}
//# sourceMappingURL=powershell-written-files.js.map