/** The longest line kept (64 MiB): past it the line is an error, so memory stays bounded. */
export declare const MAX_LINE_BYTES: number;
/** A line that cannot be read as text: it gets an error answer on its line. */
export interface UnreadableLine {
    readonly unreadable: string;
}
/** The lines of a byte stream, in order; a last line without LF counts. */
export declare function inputLines(chunks: AsyncIterable<Uint8Array>, maxLineBytes?: number): AsyncGenerator<string | UnreadableLine>;
