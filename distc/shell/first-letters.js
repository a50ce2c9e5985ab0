// A first test of a command's name against a table of program names (Windows programs, registry
// tools), made for every command: the names' first characters, in either case, as a table by
// character code. Indexing it costs less than a Set of numbers' lookup (a builtin's call). A
// character past ASCII, which the table does not hold, passes: the test never turns away a name
// whose first character is one of the names'.
export function firstLetters(names) {
    const table = new Uint8Array(128);
    for (const n of names) {
        for (const c of [n.charCodeAt(0), n.toUpperCase().charCodeAt(0)])
            if (c < 128)
                table[c] = 1;
    }
    return table;
}
/** Whether a name starting with code `c` (NaN: the empty name) may be one of the table's names. */
export function mayStartOneOf(table, c) {
    return c >= 128 || table[c] === 1;
}
//# sourceMappingURL=first-letters.js.map