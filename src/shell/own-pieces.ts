// A script's own piece of text (sed-arguments.ts sedOwnPiece: `sed 's/a/b/' f` prints `b` at most
// once a line, beside text the line does not show): given to a program on standard input, its
// words are what the line shows of that text (session 42: `sed 's/a/b/' f | mytool` asked, as every
// text a tool computes does). For every other reader it stays computed.

import type { PipedText } from './piped-text.js';
import { escapePattern } from './words.js';

/**
 * The text a line holds where a script's own piece is printed beside text the line does not show
 * (sedOwnPiece): its words, and its last word's start with what may follow it, a path below it
 * where it names a directory (`s|^|/et|` of `c/passwd`), read as `echo "/et$X"` is.
 */
export function pieceText(piece: string): PipedText {
  const last = lastWord(piece);
  const start = last !== undefined && last.includes('/') ? escapePattern(last) : undefined;
  const text: PipedText = { text: piece, literal: true, computed: true, ...(start !== undefined ? { shapes: [`${start}*`, `${start}*/**`] } : {}) };
  OWN_PIECES.add(text);
  return text;
}

/** A text's last word where it ends with one (a loop back: a regex anchored at the end would try every start). */
function lastWord(text: string): string | undefined {
  let from = text.length;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from--;
  return from === text.length ? undefined : text.slice(from);
}

/**
 * Texts of one own piece (pieceText): computed for every reader but a program given it on
 * standard input (ownPieceGiven). Kept by identity: a text made of one (`{ ...t, computed }`
 * by a tool that changes it, two joined) is computed.
 */
const OWN_PIECES = new WeakSet<PipedText>();

/** Whether a computed text is a script's own piece beside text the line does not show, whose words a program given it is given (compound-walk.ts giveText). */
export function ownPieceGiven(text: PipedText): boolean {
  return OWN_PIECES.has(text);
}
