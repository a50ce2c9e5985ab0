/**
 * Whether two strings with ANY markers can stand for a common string (a rule with `*` against a
 * command with unknown words). Dynamic programming over both; a very large product is treated as
 * a possible match, which only ever widens a deny.
 */
export declare function globsIntersect(a: string, b: string): boolean;
