/** The word's absolute readings (above), pushed to `out` once each. */
export declare function rootedReadings(word: string, tail: string | undefined, out: string[]): void;
/** The rest of a tail after its last `..` segment, rooted at `/` (`/../../etc/passwd`: `/etc/passwd`), or undefined without one. */
export declare function climbedToRoot(tail: string): string | undefined;
