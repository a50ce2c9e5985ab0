// The arguments of sqlite3's dot-commands (`.shell CMD`, `.output FILE`) as its shell.c
// (do_meta_command) splits them, for sql-clients.ts.
/** C's isspace in the C locale: the blanks sqlite3 splits at. */
const isBlank = (c) => c === ' ' || (c >= '\t' && c <= '\r');
/** shell.c keeps at most this many tokens (the command's name included); the rest of the line is dropped. */
const MAX_TOKENS = 51;
/** shell.c's resolve_backslashes: `\n`-style letters, `\NNN` octal (a byte; NUL ends the token), else the character itself. */
const ESCAPES = { a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r' };
/** A token with its backslash escapes resolved, or undefined when an escape makes a byte past ASCII (not one character here). */
function resolveBackslashes(token) {
    if (!token.includes('\\'))
        return token;
    let out = '';
    for (let i = 0; i < token.length; i++) {
        const c = token[i];
        if (c !== '\\' || i + 1 >= token.length) {
            out += c;
            continue;
        }
        const next = token[++i];
        if (next < '0' || next > '7') {
            out += ESCAPES[next] ?? next;
            continue;
        }
        let value = next.charCodeAt(0) - 48;
        for (let k = 0; k < 2 && token[i + 1] >= '0' && token[i + 1] <= '7'; k++)
            value = value * 8 + token.charCodeAt(++i) - 48;
        // (A char: `\777` is 0xff. A NUL ends the C string.)
        value &= 0xff;
        if (value === 0)
            return out;
        if (value > 0x7f)
            return undefined;
        out += String.fromCharCode(value);
    }
    return out;
}
/**
 * A dot-command's tokens as sqlite3 has them: a token that starts with a quote runs to its
 * closing quote (a backslash escapes in double quotes); any other runs to the next blank with its
 * quotes kept, so `.shell r''m y` hands `/bin/sh` the line `r''m y`. Backslash escapes are
 * resolved, except in single quotes. Undefined when a token cannot be read (an escape past ASCII).
 */
export function sqliteArguments(rest) {
    const tokens = [];
    let i = 0;
    while (tokens.length < MAX_TOKENS) {
        while (i < rest.length && isBlank(rest[i]))
            i++;
        if (i >= rest.length)
            break;
        const quote = rest[i];
        let token;
        if (quote === "'" || quote === '"') {
            const start = ++i;
            while (i < rest.length && rest[i] !== quote)
                i += quote === '"' && rest[i] === '\\' && i + 1 < rest.length ? 2 : 1;
            token = quote === '"' ? resolveBackslashes(rest.slice(start, i)) : rest.slice(start, i);
        }
        else {
            const start = i;
            while (i < rest.length && !isBlank(rest[i]))
                i++;
            token = resolveBackslashes(rest.slice(start, i));
        }
        // (Past the closing quote or the blank; the next token may follow a closing quote directly.)
        i++;
        if (token === undefined)
            return undefined;
        tokens.push(token);
    }
    return tokens;
}
//# sourceMappingURL=sqlite-arguments.js.map