// A word's literal text, appended piece by piece by the word readers (bash-word-parts.ts Parts,
// bash-direct-words.ts DirectParts, powershell-scan.ts PartsBuilder, PowerShell's '…' strings):
// `"\"a\""` is the pieces `"`, `a`, `"`. A `+=` per piece made a 32-byte cons string each once the
// text passed 13 characters, then a flat copy (`mytool "\"a\""…` of 10,000 characters: ~100 KB a
// decision, the most of any reader on the long-input scan). Each reader appends its first
// LIT_CONCATS pieces with `+=` (most literals have fewer), then hands the literal to a
// LiteralBuilder: a latin1 byte buffer made a string once, while every code unit is below 256
// (a piece with a wider one goes back to `+=` for the rest). The `+=` part is each reader's own
// code: one function reading four classes' fields reads them megamorphically (a PowerShell
// `''''…` of 100,000 quotes took 5 ms so, 0.6 ms before).

/** Pieces of one literal concatenated by its reader before a LiteralBuilder takes the rest. */
export const LIT_CONCATS = 8;

/** Whether every code unit of `s` fits one latin1 byte. */
function isLatin1(s: string): boolean {
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) > 255) return false;
  return true;
}

/** A literal's text from its LIT_CONCATS-th piece on. */
export class LiteralBuilder {
  /** The text while `bytes` is undefined (a code unit past 255 seen). */
  declare private wide: string;
  declare private bytes: Buffer | undefined;
  declare private count: number;
  /** The literal `head + piece`. */
  constructor(head: string, piece: string) {
    this.wide = '';
    this.count = 0;
    if (isLatin1(head) && isLatin1(piece)) {
      this.bytes = Buffer.allocUnsafe(Math.max(64, 4 * (head.length + piece.length)));
      this.write(head);
      this.write(piece);
    } else {
      this.bytes = undefined;
      this.wide = head + piece;
    }
  }

  add(piece: string): void {
    const bytes = this.bytes;
    // (One character, the most common piece past the first few: `\"`, a doubled quote.)
    if (bytes !== undefined && piece.length === 1) {
      const c = piece.charCodeAt(0);
      const n = this.count;
      if (c < 256 && n < bytes.length) {
        bytes[n] = c;
        this.count = n + 1;
        return;
      }
    }
    if (piece === '') return;
    if (bytes === undefined) this.wide += piece;
    else if (isLatin1(piece)) this.write(piece);
    else {
      this.wide = this.text() + piece;
      this.bytes = undefined;
    }
  }

  text(): string {
    return this.bytes === undefined ? this.wide : this.bytes.toString('latin1', 0, this.count);
  }

  private write(s: string): void {
    let bytes = this.bytes!;
    const n = this.count;
    if (n + s.length > bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * bytes.length, n + s.length));
      bytes.copy(grown, 0, 0, n);
      this.bytes = bytes = grown;
    }
    if (s.length === 1) bytes[n] = s.charCodeAt(0);
    else bytes.write(s, n, s.length, 'latin1');
    this.count = n + s.length;
  }
}
