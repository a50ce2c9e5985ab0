/**
 * The candidate nearest to `word` by case-insensitive edit distance, if it is plausibly a typo
 * (distance at most max(2, length / 3); a difference only in case counts as nearest of all)
 * and no other candidate is as near.
 */
export declare function nearest<T extends string>(word: string, candidates: readonly T[]): T | undefined;
