// Standard input for `decide`, as JSON Lines. A line ends at LF only (the CR of a CRLF is dropped):
// readline also ends a line at a lone CR, so one client line holding a CR gave two answers and
// every later answer landed on the wrong request. Each line is decoded as strict UTF-8: a lenient
// decoder turns a stray byte into U+FFFD and decides about a path or command the client never sent.
import { decodeUtf8 } from '../load/read-file.js';
/** The longest line kept (64 MiB): past it the line is an error, so memory stays bounded. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;
const LF = 0x0a;
const CR = 0x0d;
/** The lines of a byte stream, in order; a last line without LF counts. */
export async function* inputLines(chunks, maxLineBytes = MAX_LINE_BYTES) {
    let parts = [];
    let size = 0;
    let overlong = false;
    const keep = (bytes) => {
        if (bytes.length === 0 || overlong)
            return;
        size += bytes.length;
        if (size > maxLineBytes) {
            overlong = true;
            parts = [];
        }
        else
            parts.push(bytes);
    };
    const take = () => {
        const line = overlong ? { unreadable: `the line is longer than ${maxLineBytes} bytes` } : decodeLine(joined(parts, size));
        parts = [];
        size = 0;
        overlong = false;
        return line;
    };
    for await (const chunk of chunks) {
        let start = 0;
        for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, start)) {
            keep(chunk.subarray(start, lf));
            yield take();
            start = lf + 1;
        }
        keep(chunk.subarray(start));
    }
    if (size > 0)
        yield take();
}
function joined(parts, size) {
    if (parts.length === 1)
        return parts[0];
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
    }
    return bytes;
}
function decodeLine(bytes) {
    const end = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
    const decoded = decodeUtf8(bytes.subarray(0, end));
    return decoded.ok ? decoded.text : { unreadable: `the line is ${decoded.message}` };
}
//# sourceMappingURL=input-lines.js.map