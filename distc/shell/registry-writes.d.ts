/** A write the line makes, as far as its words say. */
export interface RegistryWrite {
    /** reg and setx name one key; an item cmdlet's words may each be the key or a value's name; a location setter writes nothing itself. */
    readonly by: 'reg' | 'setx' | 'item' | 'location';
    /** The keys it may write, one spelling; for item cmdlets and location setters every word it reads (any may be the key). */
    readonly keys: readonly string[];
    /** Value names it may write (for item cmdlets the same words as `keys`). */
    readonly names: readonly string[];
    /** A name, or a word that may be one, comes from an expansion: any value may be written. */
    readonly anyName: boolean;
    /** Every value of a key is written (reg copy; Copy-Item, Move-Item, Rename-Item move the key). */
    readonly wholeKey: boolean;
    /** The value written, when the line gives it; `valueDynamic` when an expansion gives it. */
    readonly value: string | undefined;
    readonly valueDynamic: boolean;
}
/** A write that cannot be read (keys a file names, a key from an expansion, `..` above the hive): why. */
export interface UnreadableRegistryWrite {
    readonly problem: string;
    /** Keys a file names (reg import, regedit FILE), rather than a key the line names unreadably. */
    readonly fromFile: boolean;
}
/** A path on a registry drive or through the Registry provider. */
export declare const REGISTRY_PATH: RegExp;
/** The programs read here (lower case, without `.exe`). */
export declare const REGISTRY_PROGRAMS: ReadonlySet<string>;
/** Whether readRegistryWrite reads command `name`: it returns undefined for any other. */
export declare function mayWriteRegistry(name: string): boolean;
/**
 * The registry write command `name` makes (a cmdlet's canonical name, or a program as written),
 * one it cannot read, or undefined: none read.
 */
export declare function readRegistryWrite(name: string, words: readonly string[], dynamic: readonly boolean[]): RegistryWrite | UnreadableRegistryWrite | undefined;
