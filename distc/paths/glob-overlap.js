// Whether a glob the shell expands (`cat src/*.ts`) may name a path a deny or ask rule matches:
// the intersection of two path patterns, both in the rule grammar's form (PathSegment lists).
//
// Restrict semantics (semantics 4.2): a rule matches a path when it matches the path or an
// ancestor, so the question is whether some path of the glob has a prefix the rule matches. Two
// automata over segments run side by side (`**` on either side takes any number of segments);
// two segment patterns may meet when their languages share a name, found the same way over
// characters (by code point). Every doubt answers "may match": a negated class, a budget
// spent. The caller asks then, as for any unknown path; only a definite "no" lets the glob by.
import { compileSegment } from './glob.js';
import { MAX_CELLS, MAX_OVERLAP_WORK, PairSearch, sequencesMeet, STAR, tokensOf } from './name-overlap.js';
import { foldedLiteral, globCandidates, globKeysOf, isRespelled, newStamp } from './glob-candidates.js';
import { namesShownOnly, rootSegments, VISIBLE_GLOBSTAR_SEGMENT } from './glob-argument.js';
export { MAX_OVERLAP_WORK } from './name-overlap.js';
/** What trying one rule costs before its automaton runs (in the same units). */
const RULE_COST = 16;
/** More candidate rules than this (glob-candidates.ts) are not tried: every glob may match. */
export const MAX_OVERLAP_RULES = 256;
const tokenCache = new WeakMap();
/**
 * tokensOf for a rule's segment (rules live long: cached on the parts). A character another
 * spelling may stand for on disk (`é` as `e` and U+0301: respelled) is a `*`: the shell's glob
 * matches the name as stored (`cle?.pem` the decomposed `clé.pem`), the rule its NFC form.
 */
function ruleTokens(parts) {
    let t = tokenCache.get(parts);
    if (t === undefined) {
        t = tokensOf(parts);
        if (t !== null && t.some((seq) => seq.some((x) => x.t === 'char' && isRespelled(x.c)))) {
            t = t.map((seq) => seq.map((x) => (x.t === 'char' && isRespelled(x.c) ? STAR : x)));
        }
        tokenCache.set(parts, t);
    }
    return t;
}
const GLOBSTAR = Object.freeze({ globstar: true, literal: null, tokens: null, test: null });
const VISIBLE_GLOBSTAR = Object.freeze({ globstar: true, visibleOnly: true, literal: null, tokens: null, test: null });
/**
 * A segment's tokens and test are made on first use: most segments of a glob argument are
 * literal directories (`/w/repo/src`), which meet rules by their text.
 */
class Prepared {
    parts;
    globstar = false;
    literal;
    /** A bash wildcard first (glob-argument.ts namesShownOnly): no name starting with `.`. */
    visibleOnly;
    tokenSeqs = undefined;
    segmentTest = undefined;
    constructor(parts, visibleOnly) {
        this.parts = parts;
        this.literal = foldedLiteral(parts);
        this.visibleOnly = visibleOnly;
    }
    get tokens() {
        if (this.tokenSeqs === undefined)
            this.tokenSeqs = tokensOf(this.parts);
        return this.tokenSeqs;
    }
    get test() {
        if (this.segmentTest === undefined)
            this.segmentTest = hasClass(this.parts) ? null : compileSegment(this.parts, true);
        return this.segmentTest;
    }
}
const preparedCache = new WeakMap();
/** (Cached on the segment: a glob's segments are those cached per root and per text.) */
function prepared(glob) {
    return glob.map((g) => {
        let p = preparedCache.get(g);
        if (p === undefined) {
            p = g === VISIBLE_GLOBSTAR_SEGMENT ? VISIBLE_GLOBSTAR : g.type === 'globstar' ? GLOBSTAR : new Prepared(g.parts, namesShownOnly(g));
            preparedCache.set(g, p);
        }
        return p;
    });
}
/** A rule's segment whose every name starts with `.` (`.env`, `.*`): none a visible-only glob segment takes. */
function namesOnlyHidden(r) {
    if (r.type !== 'segment')
        return false;
    const first = r.parts[0];
    return first.type === 'literal' && first.text.startsWith('.');
}
/** A class does not fold exactly (`[!a]` takes `A`): such a segment may fit any name. */
function hasClass(parts) {
    return parts.some((p) => p.type === 'class' || (p.type === 'braces' && p.alternatives.some(hasClass)));
}
/**
 * Whether every literal segment of the rule (case-folded) can be some segment of the glob: a rule
 * matches a path only through segments of it, so a rule with a literal no glob segment can be
 * cannot match (a cheap test before the automaton).
 */
function literalsFit(literals, glob) {
    for (const l of literals) {
        let fits = false;
        for (let k = 0; !fits && k < glob.length; k++) {
            const g = glob[k];
            fits = (g.globstar && (g.visibleOnly !== true || l.charCodeAt(0) !== 46)) || g.literal === l
                || (g.literal === null && !g.globstar && (g.visibleOnly !== true || l.charCodeAt(0) !== 46) && (g.test === null || g.test(l) || isRespelled(l)));
        }
        if (!fits)
            return false;
    }
    return true;
}
const SEGMENT_SEARCH = new PairSearch();
const literalCache = new WeakMap();
/** A rule's segment that is one literal: its text case-folded; else null (cached on the parts). */
function ruleLiteral(parts) {
    let f = literalCache.get(parts);
    if (f === undefined)
        literalCache.set(parts, (f = foldedLiteral(parts)));
    return f;
}
const ruleTests = new WeakMap();
/** A rule's segment as a case-folding test, when that test is exact (no class); else null. */
function ruleTest(parts) {
    let t = ruleTests.get(parts);
    if (t === undefined)
        ruleTests.set(parts, (t = hasClass(parts) ? null : compileSegment(parts, true)));
    return t;
}
/** Whether a rule's segment pattern and a glob's (neither `**`) share a name. */
function segmentMeets(rule, g, fold, budget) {
    if (fold && g.literal !== null) {
        // A literal name (the usual directory): compared as text, or tested against the rule.
        const l = ruleLiteral(rule);
        if (l !== null)
            return l === g.literal;
        const test = ruleTest(rule);
        if (test !== null) {
            budget.overlapWork++;
            return test(g.literal);
        }
    }
    const as = ruleTokens(rule);
    const bs = g.tokens;
    if (as === null || bs === null)
        return true;
    for (const x of as)
        for (const y of bs)
            if (sequencesMeet(x, y, fold, budget))
                return true;
    return false;
}
/** Whether two segment patterns (neither `**`) share a name. */
export function segmentsMeet(a, b, fold, budget) {
    return segmentMeets(a, prepared([{ type: 'segment', parts: b }])[0], fold, budget);
}
/**
 * Whether the rule (its segments from the filesystem root) matches some path of the glob (its
 * segments from the filesystem root) or an ancestor of one.
 */
export function ruleMeetsGlob(rule, glob, fold, budget) {
    return ruleMeets(NO_SEGMENTS, rule, prepared(glob), fold, budget);
}
const NO_SEGMENTS = Object.freeze([]);
/** ruleMeetsGlob for the rule's root segments (`prefix`) and then its own. */
function ruleMeets(prefix, own, glob, fold, budget) {
    budget.overlapWork += RULE_COST;
    const n = prefix.length + own.length;
    const w = glob.length + 1;
    if ((n + 1) * w > MAX_CELLS)
        return true;
    const q = SEGMENT_SEARCH;
    q.start((n + 1) * w);
    while (q.top > 0) {
        if (++budget.overlapWork > MAX_OVERLAP_WORK)
            return true;
        const k = q.stack[--q.top];
        const i = Math.floor(k / w);
        const j = k - i * w;
        // The rule is used up: it matched this path's prefix (the glob's rest is some path below).
        if (i === n)
            return true;
        const r = i < prefix.length ? prefix[i] : own[i - prefix.length];
        const g = glob[j];
        if (r.type === 'globstar') {
            q.push(k + w);
            if (g !== undefined)
                q.push(k + 1);
        }
        if (g?.globstar === true) {
            q.push(k + 1);
            if (g.visibleOnly !== true || !namesOnlyHidden(r))
                q.push(k + w);
        }
        if (g !== undefined && r.type === 'segment' && !g.globstar && (g.visibleOnly !== true || !namesOnlyHidden(r)) && segmentMeets(r.parts, g, fold, budget))
            q.push(k + w + 1);
    }
    return false;
}
/**
 * The id of a rule of a restrict index that may match a path of the glob (segments from the
 * filesystem root) or an ancestor of one, or -1. Case is folded always: the shell may glob
 * without case (nocaseglob). A rule rooted where the context gives no root may match.
 */
export function ruleForGlob(index, glob, ctx, budget) {
    if (index.always.length > 0)
        return Math.min(...index.always);
    if (index.rules.length === 0)
        return -1;
    const shape = prepared(glob);
    const keys = globKeysOf(index);
    const candidates = budget.overlapWork > MAX_OVERLAP_WORK ? undefined : globCandidates(keys, shape, MAX_OVERLAP_RULES);
    if (candidates === undefined)
        return lowestId(index);
    return lowestMeeting(index, keys, candidates, keys.ascending, shape, ctx, budget);
}
/**
 * ruleForGlob trying every rule of the index, without the keys and without the bound on rules:
 * the oracle for the candidates in the tests (test/paths-glob-overlap.test.ts).
 */
export function ruleForGlobEach(index, glob, ctx, budget) {
    if (index.always.length > 0)
        return Math.min(...index.always);
    const keys = globKeysOf(index);
    const byId = [...keys.all].sort((a, b) => index.rules[a].id - index.rules[b].id);
    return lowestMeeting(index, keys, [byId], true, prepared(glob), ctx, budget);
}
/**
 * The id of a rule matching a name at any depth (PathIndex.anyDepth) that may match a path of
 * the glob, or -1: a glob after an expansion (`"$X/*.pem"`, decide/argument-paths.ts
 * checkUnrootedTail), wherever the expansion leads. Past the work bound, the lowest such rule.
 */
export function anyDepthRuleForGlob(index, glob, ctx, budget) {
    if (index.anyDepth.size === 0)
        return -1;
    const keys = globKeysOf(index);
    const among = anyDepthRules(index, keys);
    if (budget.overlapWork > MAX_OVERLAP_WORK)
        return among.length > 0 ? index.rules[among[0]].id : Math.min(...index.anyDepth);
    const always = index.always.filter((id) => index.anyDepth.has(id));
    if (always.length > 0)
        return Math.min(...always);
    const shape = prepared(glob);
    // (The rules the glob's keys may meet, as ruleForGlob finds them, that match at any depth; all of those when the keys cannot tell.)
    const candidates = globCandidates(keys, shape, MAX_OVERLAP_RULES);
    if (candidates === undefined)
        return lowestMeeting(index, keys, [among], true, shape, ctx, budget);
    const lists = candidates.map((list) => list.filter((r) => index.anyDepth.has(index.rules[r].id)));
    return lowestMeeting(index, keys, lists, keys.ascending, shape, ctx, budget);
}
const anyDepthCache = new WeakMap();
/** The index's rules (by position) that match a name at any depth, in id order (cached per index). */
function anyDepthRules(index, keys) {
    let among = anyDepthCache.get(index);
    if (among === undefined) {
        among = [...keys.all].filter((r) => index.anyDepth.has(index.rules[r].id)).sort((a, b) => index.rules[a].id - index.rules[b].id);
        anyDepthCache.set(index, among);
    }
    return among;
}
function lowestId(index) {
    let lowest = -1;
    for (const rule of index.rules)
        if (lowest < 0 || rule.id < lowest)
            lowest = rule.id;
    return lowest;
}
/** The lowest id of a rule in `lists` (each in id order when `ascending`) that may meet the glob, or -1. */
function lowestMeeting(index, keys, lists, ascending, shape, ctx, budget) {
    // Each root kind's directories, as literal segments (undefined: the context gives none).
    const roots = {
        fs: [NO_SEGMENTS],
        home: ctx.home ? [rootSegments(ctx.home)] : undefined,
        cwd: ctx.cwd ? [rootSegments(ctx.cwd)] : undefined,
        workspace: ctx.workspace.length > 0 && ctx.workspaceComplete ? ctx.workspace.map(rootSegments) : undefined,
    };
    const gen = newStamp(keys);
    const tried = keys.stamp;
    let lowest = -1;
    for (const list of lists) {
        for (let k = 0; k < list.length; k++) {
            const r = list[k];
            const rule = index.rules[r];
            if (lowest >= 0 && rule.id > lowest) {
                // (In id order, the rest of the list is higher still.)
                if (ascending)
                    break;
                continue;
            }
            if (tried[r] === gen)
                continue;
            tried[r] = gen;
            const prefixes = roots[rule.root];
            let meets = prefixes === undefined || budget.overlapWork > MAX_OVERLAP_WORK;
            if (!meets && !literalsFit(keys.literals[r], shape))
                continue;
            for (let j = 0; !meets && prefixes !== undefined && j < prefixes.length; j++)
                meets = ruleMeets(prefixes[j], rule.segments, shape, true, budget);
            if (meets) {
                lowest = rule.id;
                if (ascending)
                    break;
            }
        }
    }
    return lowest;
}
//# sourceMappingURL=glob-overlap.js.map