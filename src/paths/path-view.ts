// A normalized path as the index walks it (path-index.ts): its text, and per segment its offsets
// and hashes, computed in one scan. No segment string is made unless a glob has to confirm a
// candidate (segmentsOf), and no string is hashed by a Map.
//
// Views are scratch objects, reused from one call to the next (the engine owns a few; matching
// never calls out, so it is never re-entered while a view is in use).

import { foldCase } from './case-fold.js';
import { isShortName, mayBeShortName } from './clean-path.js';
import { isUnc, MAX_OPERATION_PATH, normalizePath, type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import { HASH_MUL, HASH_SEED } from './path-trie.js';

/**
 * Segments of a path the engine checks (docs/decisions/0006-analysis-work-budget.md): every
 * segment is probed in the index, and no real path has more (Linux: 4,096 bytes). Beyond, only the
 * first ones are matched, against deny and ask rules (which match a path when they match an
 * ancestor of it), and the path is never allowed.
 */
export const MAX_PATH_SEGMENTS = 1024;

/** A capital letter (PathView.foldedFromScan). */
const CAPITAL = /[A-Z]/g;

/** Texts this long are kept for a repeated scan of the same text (PathView.scan). */
const REPEATED_SCAN = 256;

/** What a character means to the scan (CHAR_CLASS, by UTF-16 code unit). */
const ORDINARY = 0;
const SLASH = 1;
const DOT = 2;
const TILDE = 3;
/** `"` and `\\`: quoted with an escape in reasons. */
const ESCAPED = 4;
/** Control characters, DEL and non-ASCII: never in a clean path (normalizePath handles them). */
const UNCLEAN = 5;
/** `$`: a client may expand a variable there (client-rewrites.ts mayBeRewritten). */
const DOLLAR = 6;
/** `:`: Windows reads a name's `:` as a data stream's (PathView.marked). */
const COLON = 7;
// (Every code unit has an entry, 64 KB: one load per character and no range test, measured ~10%
// faster per scan; only the ASCII part is ever warm.)
const CHAR_CLASS = new Uint8Array(65536).fill(UNCLEAN);
for (let c = 0x20; c < 127; c++) CHAR_CLASS[c] = c === 47 ? SLASH : c === 46 ? DOT : c === 126 ? TILDE : c === 34 || c === 92 ? ESCAPED : c === 36 ? DOLLAR : c === 58 ? COLON : ORDINARY;

export class PathView {
  text = '';
  /** Number of segments. */
  n = 0;
  /** Segment k is text[starts[k], ends[k]). */
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  /** Hash of the segment (path-trie.ts hashRange). */
  hashes = new Int32Array(16);
  /** Offset of the segment's last dot (-1: none). */
  dots = new Int32Array(16);
  /** `//server/share/...` */
  unc = false;
  /** Some segment looks like a Windows 8.3 short name. */
  shortName = false;
  /** The text is printable ASCII without `"` or `\\`: it quotes as itself. */
  plain = false;
  /** The text holds a `$` (set by scan; meaningless after a scan that returned false). */
  dollar = false;
  /** The text holds a `:` or a `~`, which Windows may read as another name's (a stream, an 8.3 name; set by scan). */
  marked = false;
  /** The segment strings, made on first need (a glob confirming a candidate). */
  segments: string[] | undefined = undefined;
  /** Per segment, the characters it holds (charBits; segmentChars makes them on first need, once per scan). */
  chars = new Int32Array(16);
  charsMade = false;
  /** How many segments the chars were made for (a later capSegments lowers n, a repeated scan raises it again). */
  charsN = 0;
  /** The last successful scan's text and answers, kept while the arrays hold its segments (repeatedScan). */
  private scannedText: string | undefined = undefined;
  private scannedClean = false;
  /** The last long text a clean scan found not clean. */
  private uncleanText: string | undefined = undefined;
  private scannedN = 0;
  private scannedPlain = false;
  private scannedShortName = false;
  private scannedMarked = false;
  /** The case-folded companion (deny/ask matching in case-insensitive contexts). */
  private foldedView: PathView | undefined = undefined;
  /** The text folded() last folded, and whether folding changed it (foldedView is then its scan). */
  private foldedFrom: string | undefined = undefined;
  private foldChanges = false;

  private grow(n: number): void {
    if (n <= this.starts.length) return;
    let size = this.starts.length;
    while (size < n) size *= 2;
    this.starts = new Int32Array(size);
    this.ends = new Int32Array(size);
    this.hashes = new Int32Array(size);
    this.dots = new Int32Array(size);
    this.chars = new Int32Array(size);
  }

  /**
   * Scans `text`, which must be a normalized path text (`/a/b`, `/`, `//server/share/a`).
   * With `clean`, accepts only what normalizePath would return unchanged on linux/darwin (a POSIX
   * absolute path of printable ASCII, no empty, `.` or `..` segment, no trailing `/`) and returns
   * false for anything else; the view is then unusable.
   */
  scan(text: string, clean: boolean): boolean {
    // (A long path is checked several times as it was normalized, each check scanning its text:
    // bash on win32's `zip '~/a ~/a …'` scanned two of its 10,000-character texts twice.)
    if (text === this.scannedText && (this.scannedClean || !clean)) return this.repeatedScan();
    // (Whether a text is clean is a function of the text: a long one found not clean is not scanned
    // again, and the view keeps its last scan. `zip 'a。a。…'` scanned its word's path three times.)
    if (clean && text === this.uncleanText) return false;
    this.scannedText = undefined;
    const len = text.length;
    this.text = text;
    this.segments = undefined;
    this.charsMade = false;
    this.shortName = false;
    this.plain = false;
    this.dollar = false;
    this.marked = false;
    const unc = len >= 2 && text.charCodeAt(1) === 47;
    if (clean && (len === 0 || text.charCodeAt(0) !== 47 || unc)) return this.unclean(text);
    this.unc = unc;
    let i = unc ? 2 : 1;
    if (i >= len) {
      this.n = 0;
      return true;
    }
    // Segments are separated by one `/` in a clean text: at most (len - i + 1) / 2 of them; an
    // unclean one may hold empty segments (`a//b`): one per remaining character, plus one.
    this.grow(clean ? (len - i + 2) >> 1 : len - i + 1);
    const { starts, ends, hashes, dots } = this;
    let n = 0;
    let tilde = false;
    let escapes = false;
    let dollar = false;
    let colon = false;
    for (;;) {
      const start = i;
      let h = HASH_SEED;
      let dot = -1;
      // One table load and one test per ordinary character: this loop is most of a decision's scan.
      for (; i < len; i++) {
        const c = text.charCodeAt(i);
        const k = CHAR_CLASS[c]!;
        if (k !== ORDINARY) {
          if (k === SLASH) break;
          if (k === DOT) dot = i;
          else if (k === TILDE) tilde = true;
          else if (k === ESCAPED) escapes = true;
          else if (k === DOLLAR) dollar = true;
          else if (k === COLON) colon = true;
          else {
            if (clean) return this.unclean(text);
            escapes = true;
          }
        }
        h = Math.imul(h ^ c, HASH_MUL);
      }
      const l = i - start;
      if (clean && (l === 0 || (l <= 2 && text.charCodeAt(start) === 46 && (l === 1 || text.charCodeAt(start + 1) === 46)))) return this.unclean(text);
      starts[n] = start;
      ends[n] = i;
      hashes[n] = h;
      dots[n] = dot;
      n++;
      if (i >= len) break;
      i++;
      if (clean && i === len) return this.unclean(text); // trailing `/`
    }
    this.plain = !escapes;
    this.dollar = dollar;
    this.marked = tilde || colon;
    this.n = n;
    if (tilde) {
      for (let k = 0; k < n; k++) {
        // (Only a segment isShortName may take is copied: `~/a ~/a …` has 2,500 segments with a `~`.)
        if (!mayBeShortName(text, starts[k]!, ends[k]!)) continue;
        const seg = text.slice(starts[k]!, ends[k]!);
        if (isShortName(seg)) {
          this.shortName = true;
          break;
        }
      }
    }
    // (Short paths are not kept: comparing them costs about what scanning them does.)
    if (len >= REPEATED_SCAN) {
      this.scannedText = text;
      this.scannedClean = clean;
      this.scannedN = n;
      this.scannedPlain = this.plain;
      this.scannedShortName = this.shortName;
      this.scannedMarked = this.marked;
    }
    return true;
  }

  /** A clean scan's failure (a long text is remembered as not clean). */
  private unclean(text: string): false {
    if (text.length >= REPEATED_SCAN) this.uncleanText = text;
    return false;
  }

  /** The last scan's answers again (its offsets, hashes and dots are still in the arrays: only a scan writes them). */
  private repeatedScan(): true {
    this.text = this.scannedText!;
    this.n = this.scannedN;
    this.unc = this.text.length >= 2 && this.text.charCodeAt(1) === 47;
    this.plain = this.scannedPlain;
    this.shortName = this.scannedShortName;
    this.marked = this.scannedMarked;
    this.segments = undefined;
    if (this.charsN < this.n) this.charsMade = false;
    return true;
  }

  /** Keeps only the first MAX_PATH_SEGMENTS segments; true when some were dropped. */
  capSegments(): boolean {
    if (this.n <= MAX_PATH_SEGMENTS) return false;
    this.n = MAX_PATH_SEGMENTS;
    this.segments = undefined;
    return true;
  }

  /** Scans a path normalizePath returned. */
  of(path: NormalizedPath): this {
    this.scan(path.text, false);
    this.shortName = path.shortName;
    return this;
  }

  /** The view of the case-folded text (this view itself when folding changes nothing). */
  folded(): PathView {
    // (A text folded before is not folded and scanned again: each check of a long path, its
    // tree's and its other spellings', matched its 10,000 characters anew. The scan is a
    // function of the text.)
    if (this.foldedFrom !== this.text) {
      const f = foldCase(this.text);
      this.foldedFrom = this.text;
      this.foldChanges = f !== this.text;
      if (this.foldChanges) {
        const v = (this.foldedView ??= new PathView());
        if (!v.foldedFromScan(this, f)) v.scan(f, false);
      }
    }
    if (!this.foldChanges) return this;
    const v = this.foldedView!;
    v.unc = this.unc;
    v.shortName = this.shortName;
    return v;
  }

  /**
   * This view as a scan of `f`, the case-folded text of `from`'s, made from `from`'s scan when the
   * text is plain (printable ASCII: folding lowers A-Z, and keeps every offset): only the hashes of
   * the segments with a capital letter are made again. False otherwise (scanned in full). (A long
   * path's folded view was a second scan of its 10,000 characters, for `/c/Users/…` one capital.)
   */
  foldedFromScan(from: PathView, f: string): boolean {
    if (!from.plain || f.length !== from.text.length || from.text.length < REPEATED_SCAN) return false;
    const n = from.n;
    this.scannedText = undefined;
    this.grow(n);
    this.starts.set(from.starts.subarray(0, n));
    this.ends.set(from.ends.subarray(0, n));
    this.dots.set(from.dots.subarray(0, n));
    this.hashes.set(from.hashes.subarray(0, n));
    const { starts, ends, hashes } = this;
    const text = from.text;
    CAPITAL.lastIndex = 0;
    for (let m = CAPITAL.exec(text); m !== null; m = CAPITAL.exec(text)) {
      // (The segment holding it, by bisection; its hash again from the folded text, as scan makes it.)
      const at = m.index;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      let h = HASH_SEED;
      for (let i = starts[lo]!; i < ends[lo]!; i++) h = Math.imul(h ^ f.charCodeAt(i), HASH_MUL);
      hashes[lo] = h;
      // (The rest of this segment is folded already.)
      CAPITAL.lastIndex = Math.max(at + 1, ends[lo]!);
    }
    this.text = f;
    this.n = n;
    this.unc = from.unc;
    this.plain = true;
    this.dollar = from.dollar;
    this.marked = from.marked;
    this.shortName = from.shortName;
    this.segments = undefined;
    this.charsMade = false;
    return true;
  }

  /** The NormalizedPath of this view (its segment strings are made now). */
  toPath(): NormalizedPath {
    return { text: this.text, segments: segmentsOf(this), shortName: this.shortName };
  }
}

/**
 * Normalizes an operation path into a view: a clean POSIX path is scanned as it is (one pass),
 * anything else goes through normalizePath. Returns why the path cannot be normalized, or
 * undefined when the view holds it.
 */
export function scanOperationPath(v: PathView, text: string, ctx: ResolvedPathContext): string | undefined {
  // (A trailing `/` is never clean: straight to normalizePath, without a scan that would fail at the end.)
  if (ctx.platform !== 'win32' && text.length <= MAX_OPERATION_PATH && text.charCodeAt(text.length - 1) !== 47) {
    const c = text.charCodeAt(0);
    if (c === 47) {
      if (v.scan(text, true)) return undefined;
    } else {
      // A clean relative or `~/` path: the base's text, then the path (what normalizePath would
      // make of it), unless it could be a Windows path (`C:/x`, `\\server`) or the base is one.
      const base = c === 126 ? (text.charCodeAt(1) === 47 ? ctx.home : undefined) : ctx.cwdWindows ? undefined : ctx.cwd;
      // (`.` is the base itself: `cp -r x .`, `docker run -v "$PWD":/app`.)
      if (text === '.' && base !== undefined && !isUnc(base) && v.scan(base.text, true)) return undefined;
      // (`./x` is `x`, and is read so: a relative path the engine checks again as `./PATH` went
      // through normalizePath, 0.15 ms at 10,000 characters. Only in the base: `./~/x` is no home path.)
      const relative = c === 46 ? withoutDotSlash(text) : text;
      const rest = c === 126 ? text.slice(1) : `/${relative}`;
      if (base !== undefined && relative.length > 0 && !isUnc(base) && !windowsLooking(relative)
        && v.scan(base.text.length === 1 ? rest : base.text + rest, true)) return undefined;
    }
  }
  const n = normalizePath(text, ctx);
  if (!n.ok) return n.reason;
  v.of(n.path);
  return undefined;
}

/** A relative path without its leading `./` segments (`././x` is `x`; not `.//x`, whose `/` would lead). */
function withoutDotSlash(text: string): string {
  let at = 0;
  while (text.charCodeAt(at) === 46 && text.charCodeAt(at + 1) === 47 && text.charCodeAt(at + 2) !== 47) at += 2;
  return at === 0 ? text : text.slice(at);
}

/** `C:\\x`, `c:/x`, `\\\\server`: normalizePath reads these as Windows paths on every platform. */
export function windowsLooking(text: string): boolean {
  const c1 = text.charCodeAt(1);
  return (c1 === 58 && (text.charCodeAt(2) === 47 || text.charCodeAt(2) === 92)) || (text.charCodeAt(0) === 92 && c1 === 92);
}

/** The segment strings of a view (made once per scan). */
export function segmentsOf(v: PathView): string[] {
  let s = v.segments;
  if (s === undefined) {
    s = new Array<string>(v.n);
    for (let k = 0; k < v.n; k++) s[k] = v.text.slice(v.starts[k]!, v.ends[k]!);
    v.segments = s;
  }
  return s;
}

/**
 * One bit per character a segment holds, by code unit mod 32 (`1 << c` shifts by c mod 32): a
 * segment whose bits do not include all of a key's holds no window equal to the key.
 */
export function segmentChars(v: PathView): Int32Array {
  const chars = v.chars;
  if (v.charsMade) return chars;
  const { text, starts, ends } = v;
  for (let k = 0; k < v.n; k++) {
    let bits = 0;
    for (let i = starts[k]!; i < ends[k]!; i++) bits |= 1 << text.charCodeAt(i);
    chars[k] = bits;
  }
  v.charsMade = true;
  v.charsN = v.n;
  return chars;
}

/**
 * The depth at which a root lies in the view (its number of segments), or -1 when the path is
 * not at or under it. `body` is the root's segments joined by `/` (compared on the text, so a
 * UNC path and a POSIX root with the same segments compare equal, as segment lists do).
 */
export function depthUnder(v: PathView, body: string, segments: number): number {
  if (segments === 0) return 0;
  if (v.n < segments) return -1;
  const text = v.text;
  const from = v.starts[0]!;
  const end = from + body.length;
  if (end > text.length || (end < text.length && text.charCodeAt(end) !== 47)) return -1;
  for (let j = 0; j < body.length; j++) if (body.charCodeAt(j) !== text.charCodeAt(from + j)) return -1;
  return segments;
}
