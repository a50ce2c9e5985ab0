// "Did you mean ...?": the candidate nearest to a misspelt word, for diagnostics' hints.
/**
 * The candidate nearest to `word` by case-insensitive edit distance, if it is plausibly a typo
 * (distance at most max(2, length / 3); a difference only in case counts as nearest of all)
 * and no other candidate is as near.
 */
export function nearest(word, candidates) {
    const w = word.toLowerCase();
    const limit = Math.max(2, Math.floor(word.length / 3));
    let best;
    let bestDistance = Infinity;
    let tie = false;
    for (const c of candidates) {
        const d = c === word ? Infinity : c.toLowerCase() === w ? 0.5 : distance(w, c.toLowerCase(), limit);
        if (d > limit)
            continue;
        if (d < bestDistance)
            [best, bestDistance, tie] = [c, d, false];
        else if (d === bestDistance)
            tie = true;
    }
    return tie ? undefined : best;
}
/** Levenshtein distance, or limit + 1 when it is certainly larger than limit. */
function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = cur;
    }
    return prev[b.length];
}
//# sourceMappingURL=spelling.js.map