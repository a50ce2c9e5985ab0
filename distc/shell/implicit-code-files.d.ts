/** What a program reads implicitly: files by name, and any file whose name ends so. */
export interface ImplicitCode {
    readonly names: readonly string[];
    readonly suffixes: readonly string[];
}
/** Whether implicitCode may read program `name` (it returns undefined for any other, whatever its words). */
export declare function mayReadImplicitCode(name: string): boolean;
/** What the program `name` reads implicitly, given its words; undefined for most programs. */
export declare function implicitCode(name: string, words: readonly string[]): ImplicitCode | undefined;
