import type { ShellWord } from '../rules/types.js';
/** Whether a word may start with a registry hive: its first letter (`h`, `r`, `m`), cheap. */
export declare function mayBeRegistryKey(text: string): boolean;
/** A registry key word in the one spelling (see above), or undefined when it is none. */
export declare function spelledRegistryKey(text: string): string | undefined;
/** A rule word (its literal parts) in the one spelling when it is a registry key, else undefined. */
export declare function spelledRegistryWord(word: ShellWord): ShellWord | undefined;
