/** Keys by the text before a space, then the text after it. */
export type JoinedKeys = ReadonlyMap<string, ReadonlyMap<string, string>>;
export declare function joinedKeys(keys: Iterable<string>): JoinedKeys;
/** The key `${name} ${word}` when the table has it (the table's own string), else undefined. */
export declare function joinedKey(table: JoinedKeys, name: string, word: string): string | undefined;
