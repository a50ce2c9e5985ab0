import type { SpellingDifference } from './types.js';
/**
 * The fewest differences that make `user` and `managed` the same string, or undefined when they
 * differ in more than these three ways (or are equal).
 */
export declare function spellingDifferences(user: string, managed: string, home?: string): readonly SpellingDifference[] | undefined;
/** The nearest managed entry in spelling, if any. */
export declare function nearestSpelling(user: string, entries: readonly string[], home?: string): {
    entry: string;
    differsBy: readonly SpellingDifference[];
} | undefined;
export declare function describeDifferences(d: readonly SpellingDifference[]): string;
