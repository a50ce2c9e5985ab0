/** Stands for a key whose `..` climbs above its hive: no key can be named from it. */
export declare const UNREADABLE_KEY = "\u0001";
/**
 * `word` as `[Registry::]HIVE[:]\seg\…` with `.` and `..` folded, HKU\<user SID> as HKCU, and the
 * hive's short name; `word` itself when it is no registry path; UNREADABLE_KEY when `..` climbs
 * above the hive.
 */
export declare function registryKeyPath(word: string): string;
