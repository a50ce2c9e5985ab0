// The keys a path rule is filed under in the index's tries (path-index-build.ts), read off its
// parsed segments: the text of an all-literal segment, the literal spellings of a segment made of
// literals and `{a,b}` braces, the `.ext` endings of a `*.ext`-style segment, the leading literal
// of a segment (for the prefix table), and the trie key of a literal (case-folded for the folded
// tries, while noting whether any key changes under folding). Build time only.
import { literalExpansions } from '../rules/path-expansions.js';
import { foldCase } from './normalize.js';
import { MAX_KEY_ALTERNATIVES } from './path-trie.js';
/** The text of a segment made of literals only, or undefined. */
export function literalText(seg) {
    if (seg.type !== 'segment')
        return undefined;
    const parts = seg.parts;
    if (parts.length === 1) {
        const p = parts[0];
        return p.type === 'literal' ? p.text : undefined;
    }
    let text = '';
    for (const p of parts) {
        if (p.type !== 'literal')
            return undefined;
        text += p.text;
    }
    return parts.length === 0 ? undefined : text;
}
/** Literal spellings of a segment (literals and braces only), or undefined. */
export function literalSet(seg, limit) {
    if (seg.type !== 'segment')
        return undefined;
    const text = literalText(seg);
    if (text !== undefined)
        return [text];
    return literalExpansions(seg.parts, limit);
}
/** Extension keys (`.pem`) of a segment that must end in a literal containing a dot. */
export function extKeys(seg) {
    if (seg.type !== 'segment')
        return undefined;
    const last = seg.parts[seg.parts.length - 1];
    if (last === undefined)
        return undefined;
    let endings;
    if (last.type === 'literal')
        endings = [last.text];
    else if (last.type === 'braces')
        endings = literalExpansions(last.alternatives.length > 0 ? [last] : [], MAX_KEY_ALTERNATIVES);
    if (endings === undefined)
        return undefined;
    const keys = [];
    for (const e of endings) {
        const dot = e.lastIndexOf('.');
        if (dot < 0)
            return undefined;
        keys.push(e.slice(dot));
    }
    return keys;
}
/** Set while filing the literal tries when some key is not its own case fold. */
let foldVariant = false;
/** Starts a build: no key seen yet changes under folding. */
export function resetFoldVariant() {
    foldVariant = false;
}
/** Whether some key filed since resetFoldVariant() is not its own case fold. */
export function sawFoldVariant() {
    return foldVariant;
}
/** The trie key of a literal: folded for the folded tries; else noted when folding would change it. */
export function keyOf(text, fold) {
    if (fold)
        return foldCase(text);
    if (!foldVariant) {
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c >= 65 && c <= 90) {
                foldVariant = true;
                break;
            }
            if (c >= 128) {
                if (foldCase(text) !== text)
                    foldVariant = true;
                break;
            }
        }
    }
    return text;
}
/** The longest literal part of a segment (`secret` of `*secret*`), or undefined. */
export function infixKey(seg) {
    if (seg.type !== 'segment')
        return undefined;
    let best;
    for (const p of seg.parts)
        if (p.type === 'literal' && (best === undefined || p.text.length > best.length))
            best = p.text;
    return best;
}
/**
 * The alternatives of the brace part of a segment whose shortest alternative is longest
 * (`secret`, `vault` of `*{secret,vault}*`), or undefined: a segment the rule matches holds one.
 */
export function braceInfixKeys(seg) {
    if (seg.type !== 'segment')
        return undefined;
    let best;
    let bestLen = 0;
    for (const p of seg.parts) {
        if (p.type !== 'braces')
            continue;
        const alts = literalExpansions([p], MAX_KEY_ALTERNATIVES);
        if (alts === undefined || alts.length === 0)
            continue;
        let len = Infinity;
        for (const a of alts)
            len = Math.min(len, a.length);
        if (len > bestLen)
            [best, bestLen] = [alts, len];
    }
    return best;
}
/** The leading literal text of a segment (`id_` of `id_*`), or undefined. */
export function prefixKey(seg) {
    if (seg.type !== 'segment')
        return undefined;
    let text = '';
    for (const p of seg.parts) {
        if (p.type !== 'literal')
            break;
        text += p.text;
    }
    return text === '' ? undefined : text;
}
//# sourceMappingURL=path-index-keys.js.map