/** A key as it reads: NFKC, invisible characters removed, look-alike letters Latin, lower case. */
export declare function keySkeleton(key: string): string;
/**
 * Whether the unknown key at `pointer` names a deny or ask list (`Deny`, `ｄｅｎｙ`, `d\u200Beny`,
 * `denied`, `excludeTools` under permissions; `Permissions`, a top-level `deny`, `rules`, a dotted
 * `permissions.deny` outside an MDM export), or holds permission rules whatever its name.
 */
export declare function meansRuleList(pointer: string, key: string, value: unknown): boolean;
