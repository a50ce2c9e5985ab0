/** The largest input file read (16 MiB): managed settings are kilobytes. */
export declare const MAX_FILE_BYTES: number;
export type FileRead = {
    readonly ok: true;
    readonly bytes: Uint8Array;
} | {
    readonly ok: false;
    readonly message: string;
};
/**
 * The bytes of a regular file. The file is opened non-blocking (opening a FIFO for reading would
 * otherwise wait for a writer) and checked with fstat before any read.
 */
export declare function readRegularFile(path: string): FileRead;
export type Utf8Decode = {
    readonly ok: true;
    readonly text: string;
} | {
    readonly ok: false;
    readonly message: string;
};
/** Strict UTF-8 (a BOM is kept, so the JSON reader can warn about it). */
export declare function decodeUtf8(bytes: Uint8Array): Utf8Decode;
/**
 * The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF); the length if there is none. A lead
 * byte whose sequence is cut short is the offending byte, not the byte after it.
 */
export declare function firstInvalidUtf8(bytes: Uint8Array): number;
