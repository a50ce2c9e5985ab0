// The Host header a request is sent with: a CDN routes the request by it, not by the address
// connected to (domain fronting: `curl -H 'Host: evil.com' https://ALLOWED-CDN-ADDRESS`). Its host
// is a Domain part as the URL's is (scope `all`: deny and ask rules see it, and it needs a Domain
// allow too). A header from an expansion whose name is not written literally, or headers read
// from a file (`curl -H @FILE`), may be a Host header: an unknown host.
/** `NAME:` at the start of a header, the name written without an expansion or quote. */
const HEADER_NAME = /^\s*([A-Za-z0-9!#%&'*+.^_|~-]+)\s*:/;
/**
 * A `Name: value` header (curl's `-H`, wget's and aria2c's `--header`, httpie's `Host:value` item):
 * a Host header's value is a host. `fromFile`: the tool reads `@FILE` as a file of headers.
 */
export function headerHost(t, header, fromFile) {
    const v = header.word;
    if (fromFile && v.startsWith('@')) {
        t.url(`headers from ${v.slice(1)}`, true);
        return;
    }
    // (A line break in the value starts another header: curl and wget send it as written.)
    for (const line of v.split(/[\r\n]+/)) {
        const name = HEADER_NAME.exec(line);
        // (An expansion before the `:` may spell `Host`; after a literal other name it is that header's value.)
        if (name === null || (header.dynamic && /[$`"'\\]/.test(name[1]))) {
            if (header.dynamic)
                t.url(line, true);
            continue;
        }
        if (name[1].toLowerCase() !== 'host')
            continue;
        const value = line.slice(name[0].length).trim();
        if (value !== '')
            t.url(value, header.dynamic, true);
    }
}
/** A hashtable key or value the table reader reads: `'text'`, `"text"` without `$` or a backtick, or a bare word. */
const TABLE_LITERAL = /^(?:'([^']*)'(?!')|"([^"$`]*)"|([A-Za-z0-9_.:[\]-]+))/;
/** A value another key's entry may have that ends where it seems to: a literal, `"… $x …"` without a backtick, or `$x`. */
const TABLE_VALUE = /^(?:'([^']*)'(?!')|"([^"$`]*)"|([A-Za-z0-9_.:[\]-]+)|"[^"`]*"|\$[A-Za-z_][A-Za-z0-9_]*)/;
/**
 * PowerShell's `-Headers @{Host = 'h'; Accept = 'x'}`: a literal Host entry's value is a host. A
 * key or value the reader does not read as a literal (an expression, a variable, an escape), or
 * headers from an expansion (`-Headers $h`), may be a Host header: an unknown host.
 */
export function headersTableHost(t, headers) {
    const text = headers.word;
    let i = /^\s*@\{/.exec(text)?.[0].length;
    if (i === undefined) {
        t.url(text, true);
        return;
    }
    for (;;) {
        while (i < text.length && /[\s;]/.test(text[i]))
            i++;
        if (text[i] === '}') {
            if (text.slice(i + 1).trim() !== '')
                t.url(text, true);
            return;
        }
        const key = TABLE_LITERAL.exec(text.slice(i));
        const eq = key === null ? null : /^\s*=\s*/.exec(text.slice(i + key[0].length));
        if (key === null || eq === null) {
            t.url(text, true);
            return;
        }
        i += key[0].length + eq[0].length;
        const value = TABLE_VALUE.exec(text.slice(i));
        const host = (key[1] ?? key[2] ?? key[3]).toLowerCase() === 'host';
        if (value === null || !/^\s*(?:[;\n}]|$)/.test(text.slice(i + value[0].length))) {
            // (A value the reader cannot skip may hide the entries after it.)
            t.url(text, true);
            return;
        }
        if (host) {
            const literal = value[1] ?? value[2] ?? value[3];
            t.url(literal ?? value[0], literal === undefined, true);
        }
        i += value[0].length;
    }
}
//# sourceMappingURL=request-headers.js.map