import { CHAR_CLASS, isClassAt, isNameCode, isNameStartCode, LITERAL, PLAIN, plainRunEnd, WORD_END } from './bash-lexer.js';
import { BudgetSpent } from './budget.js';
/**
 * Skips blanks, comments and line continuations from sc.pos, as bash does before a token; the
 * code at the new sc.pos (-1 at the end of the text). Idempotent: from where it stops it stays.
 */
export function skipBlanks(sc) {
    const src = sc.src;
    const end = sc.end;
    // Character codes, not one-character strings: blanks (32, 9), `\` + newline (92, 10), `#` (35).
    let pos = sc.pos;
    let c = -1;
    for (;;) {
        c = pos < end ? src.charCodeAt(pos) : -1;
        if (c === 32 || c === 9)
            pos++;
        else if (c === 92 && pos + 1 < end && src.charCodeAt(pos + 1) === 10)
            pos += 2;
        else if (c === 92 && pos + 1 === end)
            pos++;
        else if (c === 35) {
            while (pos < end && src.charCodeAt(pos) !== 10)
                pos++;
        }
        else
            break;
    }
    sc.pos = pos;
    return c;
}
/**
 * The literal word at start (sc.pos, after blanks, not at an operator), with sc.pos moved past it
 * and the budget charged as the general path charges it (the word, then literalPieces pieces);
 * undefined for any other word (nothing read or charged). The common case first, small enough to
 * be inlined where it is called (a call per word costs more than making most words).
 */
export function literalWordAt(sc, budget, start) {
    const i = plainRunEnd(sc, start);
    if (endsPlainWord(sc, start, i)) {
        if (budget !== undefined && !budget.word())
            throw new BudgetSpent(sc.off(start));
        return plainWordAt(sc, start, i);
    }
    const end = literalEndFrom(sc, start, i);
    if (end < 0)
        return undefined;
    if (budget !== undefined)
        chargeLiteral(sc, budget, start, end);
    return plainWordAt(sc, start, end);
}
/** The PLAIN run [start, i) is a whole word: a WORD_END or the end follows it (most words). */
export function endsPlainWord(sc, start, i) {
    return i > start && (i === sc.end || isClassAt(sc, i, WORD_END));
}
/**
 * The end of the literal word at start (as literalWordAt reads it) when the PLAIN run from start
 * ends at i before anything but a WORD_END or the end
 * (the rarer case: a LITERAL character follows, or the word is no literal): the end of the PLAIN
 * and LITERAL characters when a WORD_END or the end follows them and no name and `=` or `+`
 * starts them (an assignment, left to the reader), else -1.
 */
export function literalEndFrom(sc, start, i) {
    if (!isClassAt(sc, i, LITERAL))
        return -1;
    // (A name's `=` or `+` can only be at i, the first LITERAL character: an assignment is known
    // before the scan, `a=a=a=…` scanned to its end first.)
    if (startsAssignment(sc.src, start, i + 1))
        return -1;
    while (isClassAt(sc, i, PLAIN | LITERAL))
        i++;
    // (The class is read first, also at the end, where it is no class: a call left without type
    // feedback while every word ran to the end deoptimized this function on each later word, over
    // and over, 1,150 times in 300 mixed long lines: issue 3, session 39.)
    return !isClassAt(sc, i, WORD_END) && i < sc.end ? -1 : i;
}
/**
 * The pieces the word reader charges for the literal word [start, end): none for one PLAIN run,
 * else one per PLAIN run or LITERAL character.
 */
export function literalPieces(sc, start, end) {
    const src = sc.src;
    let pieces = 0;
    let j = start;
    while (j < end) {
        pieces++;
        if ((CHAR_CLASS[src.charCodeAt(j)] & PLAIN) === 0)
            j++;
        else
            j = plainRunEnd(sc, j);
    }
    return pieces === 1 && isClassAt(sc, start, PLAIN) ? 0 : pieces;
}
/** A name then `=` or `+` within [start, end): the word may be an assignment (left to the reader). */
function startsAssignment(src, start, end) {
    if (!isNameStartCode(src.charCodeAt(start)))
        return false;
    let k = start + 1;
    while (k < end && isNameCode(src.charCodeAt(k)))
        k++;
    const after = k < end ? src.charCodeAt(k) : -1;
    return after === 61 || after === 43; // `=`, `+`
}
/**
 * The word and its pieces (a LITERAL character is in it), one at a time as the reader charges them,
 * while they are found: it stops at the first that is not left, not after counting a long word's.
 */
function chargeLiteral(sc, budget, start, end) {
    if (!budget.word())
        throw new BudgetSpent(sc.off(start));
    for (let j = start; j < end; j = isClassAt(sc, j, PLAIN) ? plainRunEnd(sc, j) : j + 1) {
        if (!budget.piece())
            throw new BudgetSpent(sc.off(start));
    }
}
/**
 * The word [start, end) of one unquoted literal (what the general path makes for it, without the
 * Parts accumulator and brace pass); sc.pos moves to end.
 */
export function plainWordAt(sc, start, end) {
    sc.pos = end;
    const text = sc.src.slice(start, end);
    return { start: sc.off(start), end: sc.offEnd(end), text, parts: [{ type: 'literal', text, quoted: false }] };
}
//# sourceMappingURL=bash-literal-words.js.map