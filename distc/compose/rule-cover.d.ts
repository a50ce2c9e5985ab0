import type { ParsedRule } from '../rules/types.js';
/** Whether rule `a` matches every operation rule `b` matches (both parsed). */
export declare function covers(a: ParsedRule, b: ParsedRule): boolean;
