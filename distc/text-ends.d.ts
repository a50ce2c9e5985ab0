/** The text without the run of `chars`' characters at its end, as `s.replace(/[chars]+$/, '')`. */
export declare function withoutTrailing(s: string, chars: string): string;
/** `s.replace(/^[lead]+|[trail]+$/g, '')`: the runs of `lead` at the start and of `trail` at the end dropped. */
export declare function withoutEnds(s: string, lead: string, trail: string): string;
/** Whether the text's last segment (after its last `/`) holds a `.`, as `/\.[^/]*$/.test(s)`. */
export declare function lastSegmentHasDot(s: string): boolean;
/** The text cut at the first `#` after its last `/`, as `s.replace(/#[^/]*$/, '')`. */
export declare function withoutHashTail(s: string): string;
/**
 * The text cut at the first of `chars` after its last line break, as `s.replace(/[chars].*$/, '')`
 * (`.` stops at a line break; the regex retried from each of `chars` in a long run before one).
 */
export declare function withoutTailFrom(s: string, chars: string): string;
