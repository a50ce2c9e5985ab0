// Whether two segment patterns share a name (glob-overlap.ts): each segment's parts as token
// sequences (one per brace alternative), searched side by side over characters, by code point.
// Every doubt answers "may meet": a negated class, a member beyond ASCII folded, a budget spent.
import { foldCase } from './case-fold.js';
/** Work (automaton cells) a decision may spend on glob arguments; beyond, every glob may match. */
export const MAX_OVERLAP_WORK = 20_000;
function classToken(negated, ranges) {
    const folded = new Uint8Array(128);
    let ascii = true;
    for (const r of ranges) {
        const from = r.from.codePointAt(0);
        const to = r.to.codePointAt(0);
        if (to >= 128)
            ascii = false;
        for (let c = from; c <= to && c < 128; c++)
            folded[foldCase(String.fromCharCode(c)).charCodeAt(0)] = 1;
    }
    return { t: 'class', negated, ranges, folded, ascii };
}
/** Whether a class of ASCII members takes some character folding to `f` (a case-folded character). */
function classFolds(c, f) {
    return f.length === 1 && f.charCodeAt(0) < 128 && c.folded[f.charCodeAt(0)] === 1;
}
const ANY = { t: 'any' };
export const STAR = { t: 'star' };
/** A segment's alternatives (braces expanded) are capped: beyond, it may match anything. */
const MAX_ALTERNATIVES = 64;
/** The token sequences of a segment's parts (one per brace alternative), or null: too many. */
export function tokensOf(parts) {
    let seqs = [[]];
    for (const p of parts) {
        if (seqs === null)
            break;
        if (p.type === 'braces') {
            const next = [];
            for (const alt of p.alternatives) {
                const altSeqs = tokensOf(alt);
                if (altSeqs === null) {
                    seqs = null;
                    break;
                }
                for (const s of seqs)
                    for (const a of altSeqs)
                        next.push([...s, ...a]);
            }
            if (seqs !== null)
                seqs = next.length > MAX_ALTERNATIVES ? null : next;
            continue;
        }
        const add = p.type === 'literal' ? Array.from(p.text, (c) => ({ t: 'char', c, f: foldCase(c) }))
            : p.type === 'star' ? [STAR] : p.type === 'question' ? [ANY] : [classToken(p.negated, p.ranges)];
        for (const s of seqs)
            s.push(...add);
    }
    return seqs;
}
function inRanges(c, ranges) {
    for (const r of ranges)
        if (c >= r.from && c <= r.to)
            return true;
    return false;
}
/**
 * Whether two one-character tokens may take the same character. Folded, both sides may take a
 * character in any case (the rule is matched with or without case, the shell may glob either
 * way): a class of ASCII members then takes every case of them. A negated class takes some case
 * of almost anything (`[!a]` takes `A`), and a member beyond ASCII folds its own way: those meet.
 */
function charsMeet(a, b, fold) {
    if (a.t === 'any' || b.t === 'any')
        return true;
    if (a.t === 'char' && b.t === 'char')
        return fold ? a.f === b.f : a.c === b.c;
    if (fold) {
        if ((a.t === 'class' && (a.negated || !a.ascii)) || (b.t === 'class' && (b.negated || !b.ascii)))
            return true;
        if (a.t === 'class' && b.t === 'char')
            return classFolds(a, b.f);
        if (a.t === 'char' && b.t === 'class')
            return classFolds(b, a.f);
        if (a.t !== 'class' || b.t !== 'class')
            return true;
        for (let code = 0; code < 128; code++)
            if (b.folded[code] === 1 && a.folded[code] === 1)
                return true;
        return false;
    }
    if (a.t === 'char' && b.t === 'class')
        return inRanges(a.c, b.ranges) !== b.negated;
    if (a.t === 'class' && b.t === 'char')
        return inRanges(b.c, a.ranges) !== a.negated;
    if (a.t === 'class' && b.t === 'class') {
        // Two negated classes share the characters outside both (beyond ASCII there are always some).
        if (a.negated && b.negated)
            return true;
        for (let code = 0; code < 128; code++) {
            const c = String.fromCharCode(code);
            if (inRanges(c, a.ranges) !== a.negated && inRanges(c, b.ranges) !== b.negated)
                return true;
        }
        return a.negated || b.negated;
    }
    return true;
}
/** The largest search (position pairs) run; a larger one may meet (its scratch would be megabytes). */
export const MAX_CELLS = 1 << 16;
/**
 * Scratch for a search over position pairs: a stamped visited set and a stack, reused (the two
 * searches, over segments and over characters, nest: one each).
 */
export class PairSearch {
    seen = new Uint32Array(256);
    stamp = 0;
    stack = new Int32Array(256);
    top = 0;
    start(cells) {
        if (this.seen.length < cells) {
            this.seen = new Uint32Array(cells * 2);
            this.stack = new Int32Array(cells * 2);
            this.stamp = 0;
        }
        if (++this.stamp === 0xffffffff) {
            this.seen.fill(0);
            this.stamp = 1;
        }
        this.top = 0;
        this.push(0);
    }
    push(k) {
        if (this.seen[k] === this.stamp)
            return;
        this.seen[k] = this.stamp;
        this.stack[this.top++] = k;
    }
}
const CHAR_SEARCH = new PairSearch();
function endsMeet(a, b, fold) {
    return a === undefined || b === undefined || a.t === 'star' || b.t === 'star' || charsMeet(a, b, fold);
}
/** Whether two token sequences share a (non-empty) name: a search over position pairs. */
export function sequencesMeet(a, b, fold, budget) {
    // A name's first and last characters are the first and last tokens' when neither is `*`.
    if (!endsMeet(a[0], b[0], fold) || !endsMeet(a[a.length - 1], b[b.length - 1], fold))
        return false;
    const w = b.length + 1;
    if ((a.length + 1) * w > MAX_CELLS)
        return true;
    const q = CHAR_SEARCH;
    q.start((a.length + 1) * w);
    while (q.top > 0) {
        if (++budget.overlapWork > MAX_OVERLAP_WORK)
            return true;
        const k = q.stack[--q.top];
        const x = Math.floor(k / w);
        const y = k - x * w;
        if (x === a.length && y === b.length)
            return true;
        const ta = a[x];
        const tb = b[y];
        if (ta?.t === 'star') {
            q.push(k + w);
            if (tb !== undefined)
                q.push(k + 1);
        }
        if (tb?.t === 'star') {
            q.push(k + 1);
            if (ta !== undefined)
                q.push(k + w);
        }
        if (ta !== undefined && tb !== undefined && ta.t !== 'star' && tb.t !== 'star' && charsMeet(ta, tb, fold))
            q.push(k + w + 1);
    }
    return false;
}
//# sourceMappingURL=name-overlap.js.map