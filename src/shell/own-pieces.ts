// A script's own piece of text (sed-arguments.ts sedOwnPiece: `sed 's/a/b/' f` prints `b` at most
// once a line, beside text the line does not show): given to a program on standard input, its
// words are what the line shows of that text (session 42: `sed 's/a/b/' f | mytool` asked, as every
// text a tool computes does). For every other reader it stays computed.

import type { PipedText } from './piped-text.js';

/**
 * The text a line holds where a script's own piece is printed beside text the line does not show
 * (sedOwnPiece): its words; and its first and last words with that text around them, read as
 * `echo "$X/et" | mytool` and `echo "/et$X" | mytool` are (pieceContinuations).
 */
export function pieceText(piece: string): PipedText {
  const text: PipedText = { text: piece, literal: true, computed: true };
  OWN_PIECES.add(text);
  return text;
}

/**
 * Text the line does not show, beside a piece: an expansion of a name the line is unlikely to
 * assign (where it does, its values are read too: more readings, never fewer). Not `$?`, a number.
 */
export const UNSHOWN = '${own_piece}';

/**
 * The partly known words an own piece's text may be part of (given-values.ts partialTextParts):
 * its first word after unknown text, its last before it, a lone word between two. Undefined for
 * any other text.
 */
export function pieceContinuations(text: PipedText): string | undefined {
  if (!OWN_PIECES.has(text)) return undefined;
  const first = /^\S+/.exec(text.text)?.[0];
  const last = lastWord(text.text);
  const words = [first === undefined ? '' : UNSHOWN + first, last === undefined ? '' : last + UNSHOWN, first !== undefined && first === text.text ? UNSHOWN + first + UNSHOWN : ''];
  return words.filter((w) => w !== '').join(' ');
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
