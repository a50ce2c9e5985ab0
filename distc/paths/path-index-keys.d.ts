import type { PathSegment } from '../rules/types.js';
/** The text of a segment made of literals only, or undefined. */
export declare function literalText(seg: PathSegment): string | undefined;
/** Literal spellings of a segment (literals and braces only), or undefined. */
export declare function literalSet(seg: PathSegment, limit: number): string[] | undefined;
/** Extension keys (`.pem`) of a segment that must end in a literal containing a dot. */
export declare function extKeys(seg: PathSegment): string[] | undefined;
/** Starts a build: no key seen yet changes under folding. */
export declare function resetFoldVariant(): void;
/** Whether some key filed since resetFoldVariant() is not its own case fold. */
export declare function sawFoldVariant(): boolean;
/** The trie key of a literal: folded for the folded tries; else noted when folding would change it. */
export declare function keyOf(text: string, fold: boolean): string;
/** The longest literal part of a segment (`secret` of `*secret*`), or undefined. */
export declare function infixKey(seg: PathSegment): string | undefined;
/**
 * The alternatives of the brace part of a segment whose shortest alternative is longest
 * (`secret`, `vault` of `*{secret,vault}*`), or undefined: a segment the rule matches holds one.
 */
export declare function braceInfixKeys(seg: PathSegment): string[] | undefined;
/** The leading literal text of a segment (`id_` of `id_*`), or undefined. */
export declare function prefixKey(seg: PathSegment): string | undefined;
