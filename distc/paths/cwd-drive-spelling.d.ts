import type { ResolvedPathContext } from './normalize.js';
/**
 * Whether `a` and `b` normalize alike (when both are accepted) as a drive spelling and a
 * root-relative one of the cwd's drive, `/` and `\` alike. Where normalize.ts reads a
 * root-relative text otherwise (`\c\x` is drive C:, MSYS's form; `\??\` an NT object path; `\\`
 * a UNC path) or the cwd is not on a drive, false. The caller checks the lengths' limit.
 */
export declare function sameOnCwdDrive(a: string, b: string, ctx: ResolvedPathContext): boolean;
