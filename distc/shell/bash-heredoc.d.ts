export interface HeredocSpec {
    readonly delimiter: string;
    /** `<<-`: leading tabs are removed from each line. */
    readonly strip: boolean;
    /** The delimiter was unquoted: the body expands, and a trailing backslash continues a line. */
    readonly expands: boolean;
}
export interface HeredocBody {
    readonly body: string;
    /** Where the body ends in the text (the start of the delimiter line, or the end). */
    readonly bodyEnd: number;
    /** Where reading goes on (after the delimiter line). */
    readonly next: number;
}
/** The body of the here-document `h` whose text starts at `pos`, reading no further than `end`. */
export declare function heredocBody(src: string, pos: number, end: number, h: HeredocSpec): HeredocBody;
/** The line-by-line reader (every case). */
export declare function heredocBodyByLines(src: string, pos: number, end: number, h: HeredocSpec): HeredocBody;
