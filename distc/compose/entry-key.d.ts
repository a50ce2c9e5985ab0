export declare function entryKey(v: unknown): string;
