// Thompson NFA → a complete DFA, built once when the policy loads (subset construction), then
// matched with one table lookup per code unit: no backtracking, no state sets at match time, so
// a decision costs O(input length) whatever the pattern. A pattern whose DFA would be too large
// (the `(a|b)*a(a|b){20}` family) is refused at load instead of being matched slowly.
import { Op } from './nfa.js';
export class DfaTooLarge extends Error {
    steps;
    /** `steps`: the work spent before giving up, charged to the document's build budget. */
    constructor(message, steps) {
        super(message);
        this.steps = steps;
    }
}
export function buildDfa(nfa, limits) {
    let work = nfa.buildSteps;
    const spend = (steps) => {
        work += steps;
        if (work > limits.maxWork)
            throw new DfaTooLarge(`building its automaton takes more than ${limits.maxWork} steps`, work);
    };
    const classes = characterClasses(nfa, spend);
    const K = classes.classCount;
    const n = nfa.op.length;
    const stamp = new Int32Array(n);
    let generation = 0;
    const closure = (seeds, atStart) => {
        generation++;
        const core = [];
        const stack = [...seeds];
        while (stack.length > 0) {
            const s = stack.pop();
            if (stamp[s] === generation)
                continue;
            stamp[s] = generation;
            spend(1);
            const o = nfa.op[s];
            if (o === Op.Split)
                stack.push(nfa.out1[s], nfa.out2[s]);
            else if (o === Op.AssertStart) {
                if (atStart)
                    stack.push(nfa.out1[s]);
            }
            else
                core.push(s); // Char, Match, and AssertEnd (followed only when the input ends)
        }
        return core.sort((a, b) => a - b);
    };
    /** The start state only (there `^` holds at the end too); the others use endAccepting. */
    const startAccepts = (core) => {
        generation++;
        const stack = [...core];
        while (stack.length > 0) {
            const s = stack.pop();
            if (stamp[s] === generation)
                continue;
            stamp[s] = generation;
            spend(1);
            const o = nfa.op[s];
            if (o === Op.Match)
                return true;
            if (o === Op.Split)
                stack.push(nfa.out1[s], nfa.out2[s]);
            else if (o === Op.AssertEnd || o === Op.AssertStart)
                stack.push(nfa.out1[s]);
        }
        return false;
    };
    // State 0 is the start. It is never shared with a later state of the same core: only at
    // the start may `^` be passed, so the two can differ in what they accept at the end.
    const cores = [closure([nfa.start], true)];
    const ids = new Map();
    const next = [];
    for (let i = 0; i < cores.length; i++) {
        const core = cores[i];
        for (let k = 0; k < K; k++) {
            spend(core.length + 1);
            const seeds = [];
            for (const s of core)
                if (nfa.op[s] === Op.Char && classes.member[nfa.set[s] * K + k] === 1)
                    seeds.push(nfa.out1[s]);
            if (seeds.length === 0) {
                next.push(-1);
                continue;
            }
            const target = closure(seeds, false);
            if (target.length === 0) {
                next.push(-1);
                continue;
            }
            spend(target.length); // the key below: join, hash, and the closure's sort
            const key = target.join(',');
            let id = ids.get(key);
            if (id === undefined) {
                id = cores.length;
                if (id >= limits.maxStates)
                    throw new DfaTooLarge(`its automaton needs more than ${limits.maxStates} states`, work);
                if ((id + 1) * K > limits.maxTableEntries)
                    throw new DfaTooLarge(`its automaton table needs more than ${limits.maxTableEntries} entries`, work);
                cores.push(target);
                ids.set(key, id);
            }
            next.push(id);
        }
    }
    // Acceptance per NFA state once (O(n)), not a walk per DFA state: 2,000 DFA states over a
    // `$` followed by 8,000 optional states were 16 million uncounted visits.
    spend(n);
    const endAccepting = acceptingAtEnd(nfa);
    const accept = new Uint8Array(cores.length);
    cores.forEach((core, i) => {
        spend(core.length + 1);
        accept[i] = (i === 0 ? startAccepts(core) : core.some((s) => endAccepting[s] === 1)) ? 1 : 0;
    });
    const live = liveStates(next, accept, K);
    const table = new Int32Array(next.length);
    next.forEach((t, i) => (table[i] = t >= 0 && live[t] === 1 ? t * K : -1));
    const tableBytes = [classes.ascii, classes.intervalStart, classes.intervalClass, table, accept].reduce((sum, a) => sum + a.byteLength, 0);
    return Object.freeze({
        classCount: K,
        ascii: classes.ascii,
        intervalStart: classes.intervalStart,
        intervalClass: classes.intervalClass,
        next: table,
        accept,
        empty: live[0] !== 1,
        buildSteps: work,
        tableBytes,
    });
}
/** Full match: one lookup per code unit. */
export function dfaMatches(dfa, input) {
    if (dfa.empty)
        return false;
    const { ascii, next, classCount } = dfa;
    let at = 0;
    for (let i = 0; i < input.length; i++) {
        const c = input.charCodeAt(i);
        at = next[at + (c < 128 ? ascii[c] : wideClass(dfa, c))];
        if (at < 0)
            return false;
    }
    return dfa.accept[at / classCount] === 1;
}
function wideClass(dfa, c) {
    const starts = dfa.intervalStart;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= c)
            lo = mid;
        else
            hi = mid - 1;
    }
    return dfa.intervalClass[lo];
}
/**
 * NFA states from which the input may end in a match anywhere but at the start: Match reached
 * through splits and `$` alone (`^` fails after a code unit). Walked backwards from Match.
 */
function acceptingAtEnd(nfa) {
    const n = nfa.op.length;
    const into = Array.from({ length: n }, () => []);
    for (let s = 0; s < n; s++) {
        const o = nfa.op[s];
        if (o === Op.Split)
            into[nfa.out1[s]].push(s), into[nfa.out2[s]].push(s);
        else if (o === Op.AssertEnd)
            into[nfa.out1[s]].push(s);
    }
    const accepting = new Uint8Array(n);
    const stack = [];
    for (let s = 0; s < n; s++)
        if (nfa.op[s] === Op.Match) {
            accepting[s] = 1;
            stack.push(s);
        }
    while (stack.length > 0) {
        for (const p of into[stack.pop()])
            if (accepting[p] !== 1) {
                accepting[p] = 1;
                stack.push(p);
            }
    }
    return accepting;
}
/** States from which the end can still be reached; the others become -1 so a miss stops early. */
function liveStates(next, accept, K) {
    const count = accept.length;
    const incoming = Array.from({ length: count }, () => []);
    for (let i = 0; i < next.length; i++) {
        const t = next[i];
        if (t >= 0)
            incoming[t].push(Math.floor(i / K));
    }
    const live = new Uint8Array(count);
    const stack = [];
    for (let s = 0; s < count; s++)
        if (accept[s] === 1) {
            live[s] = 1;
            stack.push(s);
        }
    while (stack.length > 0) {
        for (const p of incoming[stack.pop()])
            if (live[p] !== 1) {
                live[p] = 1;
                stack.push(p);
            }
    }
    return live;
}
/**
 * Cuts the code-unit space at every range boundary of every set, then merges the intervals that
 * every set treats alike: a pattern over hosts has a few dozen classes, not 65,536 code units.
 * Each set's ranges are walked over the intervals they cover, so the cost is the size of the
 * signatures (one step per interval of each set), not intervals × sets.
 */
function characterClasses(nfa, spend) {
    const cuts = new Set([0]);
    for (const r of nfa.sets)
        for (let i = 0; i < r.length; i += 2) {
            cuts.add(r[i]);
            if (r[i + 1] < 0xffff)
                cuts.add(r[i + 1] + 1);
        }
    const starts = [...cuts].sort((a, b) => a - b);
    spend(starts.length);
    const indexOf = new Map(starts.map((start, i) => [start, i]));
    const inSets = starts.map(() => []);
    nfa.sets.forEach((r, id) => {
        for (let i = 0; i < r.length; i += 2) {
            let at = indexOf.get(r[i]);
            const from = at;
            for (; at < starts.length && starts[at] <= r[i + 1]; at++)
                inSets[at].push(id);
            spend(at - from + 1);
        }
    });
    const bySignature = new Map();
    const signatures = [];
    const intervalClass = new Uint16Array(starts.length);
    inSets.forEach((ids, i) => {
        const key = ids.join(',');
        let cls = bySignature.get(key);
        if (cls === undefined) {
            cls = signatures.length;
            signatures.push(ids);
            bySignature.set(key, cls);
        }
        intervalClass[i] = cls;
    });
    const K = signatures.length;
    const member = new Uint8Array(nfa.sets.length * K);
    signatures.forEach((inSets, cls) => { for (const id of inSets)
        member[id * K + cls] = 1; });
    const intervalStart = Int32Array.from(starts);
    const ascii = new Uint16Array(128);
    let interval = 0;
    for (let c = 0; c < 128; c++) {
        while (interval + 1 < starts.length && starts[interval + 1] <= c)
            interval++;
        ascii[c] = intervalClass[interval];
    }
    return { classCount: K, ascii, intervalStart, intervalClass, member };
}
//# sourceMappingURL=dfa.js.map