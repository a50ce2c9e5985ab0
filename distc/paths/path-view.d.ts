import { type NormalizedPath, type ResolvedPathContext } from './normalize.js';
/**
 * Segments of a path the engine checks (docs/decisions/0006-analysis-work-budget.md): every
 * segment is probed in the index, and no real path has more (Linux: 4,096 bytes). Beyond, only the
 * first ones are matched, against deny and ask rules (which match a path when they match an
 * ancestor of it), and the path is never allowed.
 */
export declare const MAX_PATH_SEGMENTS = 1024;
export declare class PathView {
    text: string;
    /** Number of segments. */
    n: number;
    /** Segment k is text[starts[k], ends[k]). */
    starts: Int32Array<ArrayBuffer>;
    ends: Int32Array<ArrayBuffer>;
    /** Hash of the segment (path-trie.ts hashRange). */
    hashes: Int32Array<ArrayBuffer>;
    /** Offset of the segment's last dot (-1: none). */
    dots: Int32Array<ArrayBuffer>;
    /** `//server/share/...` */
    unc: boolean;
    /** Some segment looks like a Windows 8.3 short name. */
    shortName: boolean;
    /** The text is printable ASCII without `"` or `\\`: it quotes as itself. */
    plain: boolean;
    /** The text holds a `$` (set by scan; meaningless after a scan that returned false). */
    dollar: boolean;
    /** The segment strings, made on first need (a glob confirming a candidate). */
    segments: string[] | undefined;
    /** Per segment, the characters it holds (charBits; segmentChars makes them on first need, once per scan). */
    chars: Int32Array<ArrayBuffer>;
    charsMade: boolean;
    /** How many segments the chars were made for (a later capSegments lowers n, a repeated scan raises it again). */
    charsN: number;
    /** The last successful scan's text and answers, kept while the arrays hold its segments (repeatedScan). */
    private scannedText;
    private scannedClean;
    /** The last long text a clean scan found not clean. */
    private uncleanText;
    private scannedN;
    private scannedPlain;
    private scannedShortName;
    /** The case-folded companion (deny/ask matching in case-insensitive contexts). */
    private foldedView;
    /** The text folded() last folded, and whether folding changed it (foldedView is then its scan). */
    private foldedFrom;
    private foldChanges;
    private grow;
    /**
     * Scans `text`, which must be a normalized path text (`/a/b`, `/`, `//server/share/a`).
     * With `clean`, accepts only what normalizePath would return unchanged on linux/darwin (a POSIX
     * absolute path of printable ASCII, no empty, `.` or `..` segment, no trailing `/`) and returns
     * false for anything else; the view is then unusable.
     */
    scan(text: string, clean: boolean): boolean;
    /** A clean scan's failure (a long text is remembered as not clean). */
    private unclean;
    /** The last scan's answers again (its offsets, hashes and dots are still in the arrays: only a scan writes them). */
    private repeatedScan;
    /** Keeps only the first MAX_PATH_SEGMENTS segments; true when some were dropped. */
    capSegments(): boolean;
    /** Scans a path normalizePath returned. */
    of(path: NormalizedPath): this;
    /** The view of the case-folded text (this view itself when folding changes nothing). */
    folded(): PathView;
    /**
     * This view as a scan of `f`, the case-folded text of `from`'s, made from `from`'s scan when the
     * text is plain (printable ASCII: folding lowers A-Z, and keeps every offset): only the hashes of
     * the segments with a capital letter are made again. False otherwise (scanned in full). (A long
     * path's folded view was a second scan of its 10,000 characters, for `/c/Users/…` one capital.)
     */
    foldedFromScan(from: PathView, f: string): boolean;
    /** The NormalizedPath of this view (its segment strings are made now). */
    toPath(): NormalizedPath;
}
/**
 * Normalizes an operation path into a view: a clean POSIX path is scanned as it is (one pass),
 * anything else goes through normalizePath. Returns why the path cannot be normalized, or
 * undefined when the view holds it.
 */
export declare function scanOperationPath(v: PathView, text: string, ctx: ResolvedPathContext): string | undefined;
/** `C:\\x`, `c:/x`, `\\\\server`: normalizePath reads these as Windows paths on every platform. */
export declare function windowsLooking(text: string): boolean;
/** The segment strings of a view (made once per scan). */
export declare function segmentsOf(v: PathView): string[];
/**
 * One bit per character a segment holds, by code unit mod 32 (`1 << c` shifts by c mod 32): a
 * segment whose bits do not include all of a key's holds no window equal to the key.
 */
export declare function segmentChars(v: PathView): Int32Array;
/**
 * The depth at which a root lies in the view (its number of segments), or -1 when the path is
 * not at or under it. `body` is the root's segments joined by `/` (compared on the text, so a
 * UNC path and a POSIX root with the same segments compare equal, as segment lists do).
 */
export declare function depthUnder(v: PathView, body: string, segments: number): number;
