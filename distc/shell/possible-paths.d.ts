import { type FileTouches } from './file-touches.js';
/**
 * Tools whose reader reads only some words (pnpm's and yarn's options, cargo's): the net applies
 * too, so `pnpm --dir .git/hooks add x`, `yarn --modules-folder D`, `cargo new .github/workflows/x`
 * are checked (they were not: a reader existed).
 */
export declare const PARTLY_READ: ReadonlySet<string>;
/** Whether the words of command `name` are read by no table: the safety net applies. */
export declare function unmodelled(name: string, dialect: 'bash' | 'powershell'): boolean;
/**
 * A glob word's shape in the rule grammar (`/etc/pass*`): its other punctuation escaped, a
 * leading `~` kept. Read from the value, where a quoted glob character is one too: a wider
 * shape, never a narrower one (bash's own reading, words.ts withGlob, replaces it).
 */
export declare function globShape(word: string): string;
/** The possible paths of an unmodelled command's words (an expansion's value is not followed: the command's allow rule covers what its known start does not name). */
export declare function possiblePaths(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', t: FileTouches): void;
/** The paths a literal word may name, known or not. */
export declare function literalPaths(word: string, dialect: 'bash' | 'powershell'): string[];
/** As /\[.*\[[.=:]/s.test(word) without the regex (retried from each `[` of a long run): a `[` then, later, `[.`, `[=` or `[:`. */
export declare function hasBracketClassInBracket(word: string): boolean;
