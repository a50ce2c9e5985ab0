// Reading an input file (a managed file, an MDM export, a team file, the user's settings): only
// a regular file, and at most MAX_FILE_BYTES, so a FIFO or a device named as a source can neither
// hang the process nor exhaust its memory; and strict UTF-8, so a byte that is not UTF-8 cannot
// silently rewrite a rule (a lenient decoder turns it into U+FFFD, and the rule then matches nothing).
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
/** The largest input file read (16 MiB): managed settings are kilobytes. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/**
 * The bytes of a regular file. The file is opened non-blocking (opening a FIFO for reading would
 * otherwise wait for a writer) and checked with fstat before any read.
 */
export function readRegularFile(path) {
    let fd;
    try {
        fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        return { ok: false, message: `cannot read ${path}: ${error.message}` };
    }
    try {
        const stats = fstatSync(fd);
        if (!stats.isFile())
            return { ok: false, message: `cannot read ${path}: it is ${fileType(stats)}, not a regular file` };
        if (stats.size > MAX_FILE_BYTES)
            return { ok: false, message: tooLarge(path) };
        return readAll(fd, path);
    }
    catch (error) {
        return { ok: false, message: `cannot read ${path}: ${error.message}` };
    }
    finally {
        closeSync(fd);
    }
}
/** Reads to the end, stopping past the cap (a file may grow while it is read, or report size 0). */
function readAll(fd, path) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = new Uint8Array(64 * 1024);
        const n = readSync(fd, chunk, 0, chunk.length, null);
        if (n === 0)
            break;
        total += n;
        if (total > MAX_FILE_BYTES)
            return { ok: false, message: tooLarge(path) };
        chunks.push(chunk.subarray(0, n));
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
        bytes.set(c, at);
        at += c.length;
    }
    return { ok: true, bytes };
}
function tooLarge(path) {
    return `cannot read ${path}: it is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MiB, the limit for a settings file`;
}
function fileType(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a file';
}
/** Strict UTF-8 (a BOM is kept, so the JSON reader can warn about it). */
export function decodeUtf8(bytes) {
    try {
        return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
    }
    catch (error) {
        if (!(error instanceof TypeError))
            throw error;
        const at = firstInvalidUtf8(bytes);
        return { ok: false, message: `not valid UTF-8 (byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} at offset ${at})` };
    }
}
/**
 * The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF); the length if there is none. A lead
 * byte whose sequence is cut short is the offending byte, not the byte after it.
 */
export function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        if (b < 0x80) {
            i++;
            continue;
        }
        const [more, low, high] = b >= 0xc2 && b <= 0xdf ? [1, 0x80, 0xbf]
            : b === 0xe0 ? [2, 0xa0, 0xbf]
                : b === 0xed ? [2, 0x80, 0x9f]
                    : b >= 0xe1 && b <= 0xef ? [2, 0x80, 0xbf]
                        : b === 0xf0 ? [3, 0x90, 0xbf]
                            : b >= 0xf1 && b <= 0xf3 ? [3, 0x80, 0xbf]
                                : b === 0xf4 ? [3, 0x80, 0x8f]
                                    : [0, 0, 0];
        if (more === 0)
            return i;
        const second = bytes[i + 1];
        if (second === undefined || second < low || second > high)
            return i;
        for (let k = 2; k <= more; k++) {
            const next = bytes[i + k];
            if (next === undefined || next < 0x80 || next > 0xbf)
                return i;
        }
        i += more + 1;
    }
    return bytes.length;
}
//# sourceMappingURL=read-file.js.map