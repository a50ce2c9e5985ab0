// The operators of a flat line (./bash-flat-lines.ts), as the lexer reads them: `|`, `&&`, `||`
// and `;` between commands, and redirections to a word (`>`, `>>`, `2>&1`, `<`, `&>`, ... but no
// here-document or here-string, nor `<(` or `>(`), with their fd numbers.
/** Operator kinds: a join operator (JOIN_OPS[kind - JOIN]) or a redirection (REDIRECT_OPS[kind - REDIRECT]). */
export const JOIN = 2;
export const JOIN_OPS = ['|', '&&', '||', ';'];
export const REDIRECT = 6;
export const REDIRECT_OPS = ['>', '>>', '>&', '>|', '<', '<&', '<>', '&>', '&>>'];
/** A newline ends a command as `;` does (parseList reads both as separators). */
export const SEMICOLON = JOIN + 3;
/** The kind of the join operator at i (as lexOp reads it), else -1. */
export function joinKindAt(src, i, end) {
    const c = src.charCodeAt(i);
    const n = i + 1 < end ? src.charCodeAt(i + 1) : -1;
    if (c === 124)
        return n === 124 ? JOIN + 2 : n === 38 ? -1 : JOIN; // not `|&`
    if (c === 38)
        return n === 38 ? JOIN + 1 : -1; // not `&`, `&>`
    if (c === 59)
        return n === 59 || n === 38 ? -1 : SEMICOLON; // not `;;`, `;&`
    return -1;
}
/**
 * The kind of the redirection operator at i (as lexOp reads it), else -1: none of `<<`, `<<-`,
 * `<<<` (here-documents and here-strings are left to the grammar), nor `<(` or `>(`.
 */
export function redirectKindAt(src, i, end) {
    const c = src.charCodeAt(i);
    const n = i + 1 < end ? src.charCodeAt(i + 1) : -1;
    if (c === 62) { // >
        if (n === 40)
            return -1;
        return REDIRECT + (n === 62 ? 1 : n === 38 ? 2 : n === 124 ? 3 : 0);
    }
    if (c === 60) { // <
        if (n === 40 || n === 60)
            return -1;
        return REDIRECT + (n === 38 ? 5 : n === 62 ? 6 : 4);
    }
    if (c === 38 && n === 62)
        return REDIRECT + (i + 2 < end && src.charCodeAt(i + 2) === 62 ? 8 : 7); // &> &>>
    return -1;
}
export function isDigitCode(c) {
    return c >= 48 && c <= 57;
}
/** The value of the digits [i, j) (fewer than ten, where it is what Number() of them gives). */
export function digitsValue(src, i, j) {
    let v = 0;
    for (let k = i; k < j; k++)
        v = v * 10 + (src.charCodeAt(k) - 48);
    return v;
}
/** The length of the operator of a kind. */
export function opLength(kind) {
    return kind >= REDIRECT ? REDIRECT_OPS[kind - REDIRECT].length : JOIN_OPS[kind - JOIN].length;
}
/**
 * A word of n characters starting with code c may be reserved (isReservedWord in ./bash-grammar.ts
 * then says): most command names are not, and need no string made to tell.
 */
export function mayBeReserved(c, n) {
    switch (c) {
        case 123:
        case 125:
        case 33: return n === 1; // { } !
        case 91:
        case 93:
        case 105: return n === 2; // [[ ]] if in
        case 102: return n === 2 || n === 3 || n === 8; // fi for function
        case 100: return n === 2 || n === 4; // do done
        case 116:
        case 101: return n === 4; // then time elif else esac
        case 99: return n === 4 || n === 6; // case coproc
        case 119:
        case 117: return n === 5; // while until
        case 115: return n === 6; // select
        default: return false;
    }
}
//# sourceMappingURL=bash-flat-ops.js.map