import type { Word } from './ast.js';
/** The elements a sub-expression part's text (`$(…)`, `@(…)`, `(…)`) gives, when all are string literals. */
export declare function constantElements(text: string): string[] | undefined;
/** The elements a statement of string literals gives (`'a'`, `'a' + 'b'`, `'a', 'b'`), or undefined. */
export declare function constantStatement(text: string): string[] | undefined;
/**
 * The elements of the statement of string literals at `from` (`'a'`, `'a' + 'b'`, `'a', 'b'`)
 * when the statement ends there (`;`, a line break, `}`, `)` or the end), or undefined.
 */
export declare function constantStatementAt(text: string, from: number): string[] | undefined;
/**
 * The word with each sub-expression of known value given as that value (quoted literal text), or
 * undefined when it has none. A word that is only such a part gives one word per element (the
 * ones after the first as an array's next elements: `Remove-Item $('a', 'b')` is `Remove-Item a, b`);
 * one inside a string or beside other text is its elements joined by a blank, as PowerShell joins
 * an array into a string.
 */
export declare function constantWords(word: Word): Word[] | undefined;
