// Whether a deny or ask rule with `*` can meet a command with unknown words: the two joined
// strings (command-pattern.ts) intersected as globs. Apart from command-pattern.ts by job.
/** command-pattern.ts's marker of a `*` or an unknown word. */
const ANY = '\u0002';
/**
 * Whether two strings with ANY markers can stand for a common string (a rule with `*` against a
 * command with unknown words). Dynamic programming over both; a very large product is treated as
 * a possible match, which only ever widens a deny.
 */
export function globsIntersect(a, b) {
    const n = a.length;
    const m = b.length;
    if (n * m > 4_000_000)
        return true;
    const any = ANY.charCodeAt(0);
    let prev = new Uint8Array(m + 1);
    let cur = new Uint8Array(m + 1);
    // Only the live band of each row is computed, [lo, hi] (its cells at 1; all others 0): a rule's
    // literal text moves it one cell a row, so a 10,000-character command costs the band's width,
    // not its length, per rule character (`make --a=b …` met each make rule in 0.3 ms).
    prev[0] = 1;
    let lo = 0;
    let hi = 0;
    for (let j = 1; j <= m && b.charCodeAt(j - 1) === any; j++)
        prev[j] = 1, hi = j;
    // The band cur held two rows ago, cleared before it is reused.
    let staleLo = 1;
    let staleHi = 0;
    // Where a's run of trailing ANYs starts: once a live row reaches it, they take the rest of b
    // (a rule's final `*` would otherwise fill a 10,000-cell row per rule).
    let anyTail = n;
    while (anyTail > 0 && a.charCodeAt(anyTail - 1) === any)
        anyTail--;
    for (let i = 1; i <= n; i++) {
        // (Row i - 1 has a live cell: else the loop returned false.)
        if (i > anyTail)
            return true;
        const ca = a.charCodeAt(i - 1);
        for (let j = staleLo; j <= staleHi; j++)
            cur[j] = 0;
        cur[0] = prev[0] === 1 && ca === any ? 1 : 0;
        let newLo = cur[0] === 1 ? 0 : -1;
        let newHi = newLo;
        // (Cells left of lo stay 0: all three of their sources are 0.)
        for (let j = Math.max(1, lo); j <= m; j++) {
            // (Right of hi + 1, a cell is 1 only through its left neighbour.)
            if (j > hi + 1 && cur[j - 1] === 0)
                break;
            const cb = b.charCodeAt(j - 1);
            let v = 0;
            if (ca === any)
                v = prev[j] === 1 || cur[j - 1] === 1 || prev[j - 1] === 1 ? 1 : 0;
            else if (cb === any)
                v = cur[j - 1] === 1 || prev[j] === 1 || prev[j - 1] === 1 ? 1 : 0;
            else
                v = ca === cb && prev[j - 1] === 1 ? 1 : 0;
            cur[j] = v;
            if (v === 1)
                newHi = j, newLo = newLo < 0 ? j : newLo;
        }
        if (newLo < 0)
            return false;
        staleLo = lo;
        staleHi = hi;
        lo = newLo;
        hi = newHi;
        [prev, cur] = [cur, prev];
    }
    return prev[m] === 1;
}
//# sourceMappingURL=globs-intersect.js.map