import type { ShellDialect } from './shell-pattern.js';
export interface Item {
    kind: 'lit' | 'any';
    text: string;
    quoted: boolean;
    /** Offset in the specifier. */
    offset: number;
}
export interface RawWord {
    items: Item[];
    start: number;
    /** Just past the word's last character in the specifier. */
    end?: number;
}
export type Fail = (message: string, offset: number, length: number, hint?: string) => never;
export declare function readSingleQuoted(spec: string, i: number, dialect: ShellDialect, cur: RawWord, fail: Fail): number;
export declare function readDoubleQuoted(spec: string, i: number, dialect: ShellDialect, cur: RawWord, fail: Fail): number;
