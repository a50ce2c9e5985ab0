// Which deny or ask rule may match a path strictly below a given one: the question a recursive
// reader or writer raises (`grep -r x dir`, `rm -r dir`, `cp -r dir dest`; reference E.11). The
// files below are unknown, so a rule "may match below P" when some path P/x/…, with any names x,
// matches it (restrict mode: the rule, or an ancestor of the path).
//
// On the index (path-index.ts), per root trie the path lies under, the walk follows P's segments:
// - a rule filed at a node strictly below the walk's last node extends P with literals: it may
//   match (its literal path is below P);
// - a rule in a key table or the `other` list of a node along the walk, P's own node included,
//   is decided by running its segment automaton over P's segments: it may match when, after
//   them, some state with pattern left is reached (the pattern goes on below P);
// - a rule filed at a node along the walk by reaching it (`here`) names P or an ancestor: the
//   check of P itself finds it;
// - a root (home, cwd, a workspace root) strictly below P: every rule of its trie may match.
// At most MAX_BELOW_CHECKS automata run per decision (the caller's budget, shared by all its
// queries); beyond, the next candidate counts as a match (asking more, never less).
import { compileSegment } from './glob.js';
import { lookup } from './path-trie.js';
import { depthUnder, segmentsOf } from './path-view.js';
export const MAX_BELOW_CHECKS = 256;
/** The id of a rule of a restrict index that may match a path strictly below the view's, or -1. */
export function ruleBelow(index, view, ctx, budget = { belowChecks: 0 }) {
    const fold = ctx.foldCase;
    const tries = fold ? index.foldedTries : index.tries;
    const v = fold ? view.folded() : view;
    const q = { index, v, fold, budget };
    const bodies = ctx.bodies;
    let found = -1;
    const at = (trie, root, body) => {
        if (found >= 0 || trie === undefined)
            return;
        if (root === undefined) {
            found = walkBelow(q, trie, 0);
            return;
        }
        const d = depthUnder(v, body, root.segments.length);
        if (d >= 0)
            found = walkBelow(q, trie, d);
        else if (isAncestorOf(v, body, root.segments.length))
            found = anyRule(index, trie);
    };
    at(tries.fs, undefined, '');
    at(tries.home, ctx.home, fold ? bodies.foldedHome : bodies.home);
    at(tries.cwd, ctx.cwd, fold ? bodies.foldedCwd : bodies.cwd);
    for (let k = 0; k < ctx.workspace.length; k++) {
        at(tries.workspace, ctx.workspace[k], (fold ? bodies.foldedWorkspace : bodies.workspace)[k]);
    }
    return found;
}
function walkBelow(q, trie, start) {
    const v = q.v;
    let node = trie;
    for (let d = start;; d++) {
        const own = ownRuleBelow(q, node, start);
        if (own >= 0)
            return own;
        if (d >= v.n)
            return ruleUnder(q.index, node);
        const next = node.table === undefined ? undefined : lookup(node.table, v.text, v.starts[d], v.ends[d], v.hashes[d]);
        if (next === undefined)
            return -1;
        node = next;
    }
}
/** A rule in the node's key tables or `other` list whose pattern goes on below the path. */
function ownRuleBelow(q, node, start) {
    let r = listBelow(q, node.other, start);
    for (const t of [node.tok, node.ext, node.pre, node.inf]) {
        if (t === undefined)
            continue;
        for (let k = 0; r < 0 && k < t.vals.length; k++)
            r = listBelow(q, t.vals[k], start);
    }
    return r;
}
function listBelow(q, list, start) {
    if (list === undefined)
        return -1;
    for (const r of list) {
        const rule = q.index.rules[r];
        if (++q.budget.belowChecks > MAX_BELOW_CHECKS || goesOnBelow(rule.segments, segmentsOf(q.v), start, q.fold))
            return rule.id;
    }
    return -1;
}
/** The id of some rule filed anywhere strictly below the node, or -1 (cached: tries are immutable). */
function ruleUnder(index, node) {
    const table = node.table;
    if (table === undefined)
        return -1;
    for (const child of table.vals) {
        if (child === undefined)
            continue;
        const r = anyRule(index, child);
        if (r >= 0)
            return r;
    }
    return -1;
}
const anyCache = new WeakMap();
/** The id of some rule filed at the node or below it, or -1. */
function anyRule(index, node) {
    const cached = anyCache.get(node);
    if (cached !== undefined)
        return cached;
    let r = -1;
    for (const list of [node.here, node.other])
        if (r < 0 && list !== undefined && list.length > 0)
            r = index.rules[list[0]].id;
    for (const t of [node.tok, node.ext, node.pre, node.inf]) {
        for (let k = 0; r < 0 && t !== undefined && k < t.vals.length; k++) {
            const list = t.vals[k];
            if (list !== undefined && list.length > 0)
                r = index.rules[list[0]].id;
        }
    }
    if (r < 0)
        r = ruleUnder(index, node);
    anyCache.set(node, r);
    return r;
}
/** The view's path is a strict ancestor of the root whose body (segments joined by `/`) is given. */
function isAncestorOf(v, body, rootSegments) {
    if (v.n >= rootSegments)
        return false;
    if (v.n === 0)
        return true;
    const text = v.text;
    const from = v.starts[0];
    const len = v.ends[v.n - 1] - from;
    return body.length > len && body.charCodeAt(len) === 47 && body.startsWith(text.slice(from, from + len));
}
const rawTests = new WeakMap();
const foldedTests = new WeakMap();
/**
 * Whether the segment pattern, run over `segments[start..]`, can reach a state with pattern left
 * (then some path below matches it: any segment pattern matches some name). `**` matches zero or
 * more segments.
 */
export function goesOnBelow(pattern, segments, start, fold) {
    const cache = fold ? foldedTests : rawTests;
    let tests = cache.get(pattern);
    if (tests === undefined) {
        tests = pattern.map((s) => (s.type === 'globstar' ? null : compileSegment(s.parts, fold)));
        cache.set(pattern, tests);
    }
    const n = pattern.length;
    if (n < 31)
        return goesOnBelowBits(tests, segments, start);
    let states = closure(new Set([0]), tests);
    for (let j = start; j < segments.length && states.size > 0; j++) {
        const next = new Set();
        for (const i of states) {
            if (i >= n)
                continue;
            const t = tests[i];
            if (t === null)
                next.add(i);
            else if (t(segments[j]))
                next.add(i + 1);
        }
        states = closure(next, tests);
    }
    for (const i of states)
        if (i < n)
            return true;
    return false;
}
/** goesOnBelow for a pattern of fewer than 31 segments: the state set is the bits of a number (no Set per step). */
function goesOnBelowBits(tests, segments, start) {
    const n = tests.length;
    let states = closureBits(1, tests);
    for (let j = start; j < segments.length && states !== 0; j++) {
        let next = 0;
        for (let i = 0; i < n; i++) {
            if ((states & (1 << i)) === 0)
                continue;
            const t = tests[i];
            if (t === null)
                next |= 1 << i;
            else if (t(segments[j]))
                next |= 1 << (i + 1);
        }
        states = closureBits(next, tests);
    }
    // (Some state with pattern left: bits 0..n-1.)
    return (states & ((1 << n) - 1)) !== 0;
}
/** closure on a bit set: in ascending order, so a state a `**` adds is itself closed. */
function closureBits(states, tests) {
    for (let i = 0; i < tests.length; i++)
        if ((states & (1 << i)) !== 0 && tests[i] === null)
            states |= 1 << (i + 1);
    return states;
}
/** Adds the states reached by letting each `**` match nothing. */
function closure(states, tests) {
    for (const i of states)
        if (i < tests.length && tests[i] === null)
            states.add(i + 1);
    return states;
}
//# sourceMappingURL=path-below.js.map