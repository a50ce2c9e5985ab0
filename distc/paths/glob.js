// Linear-time glob matching for Read/Edit path patterns (semantics 4.2).
//
// A pattern is compiled once into two levels of automata, never into a backtracking RegExp and
// never by expanding braces:
//
// - Path level: the segments and `**` form an NFA over path segments, simulated with a state set
//   (one pass over the path's segments, O(path segments × pattern segments) segment tests, each
//   (state, segment) pair tested at most once).
// - Segment level: each segment is a predicate on one path segment. Pure literals compare with
//   `===`; `*`/literal mixes (`*.pem`, `id_*`, `a*b*c`) use anchored prefix/suffix checks plus a
//   greedy left-to-right `indexOf` of the middle literals (exact for star-only globs); everything
//   else (`?`, classes, braces) runs a Thompson NFA (Pike VM without captures) over code points:
//   O(segment length × pattern size), no backtracking, braces are alternation inside the NFA.
//
// `*` matches any run of characters within a segment, dot files included; `?` one code point;
// `[...]` one ASCII-range character (negated with `!`/`^`; a non-ASCII character is never in a
// class, so it matches every negated class); `**` zero or more whole segments.
//
// Case folding (deny/ask on case-insensitive platforms): compile with `foldCase: true` and pass
// path segments folded with the same `foldCase()` from normalize.ts. Literals are folded at
// compile time; a class matches a folded character when some character of the class folds to it.
import { foldCase } from './normalize.js';
export { foldCase };
/** Compiles the segments of a parsed path pattern (the root is the caller's business). */
export function compileGlob(segments, options = {}) {
    const fold = options.foldCase === true;
    const n = segments.length;
    const tests = segments.map((s) => (s.type === 'globstar' ? null : compileSegment(s.parts, fold)));
    let globstars = 0;
    for (const t of tests)
        if (t === null)
            globstars++;
    const matchesEmpty = globstars === n;
    if (globstars === 0) {
        return Object.freeze({
            length: n,
            matchesEmpty,
            match(ps, start, prefix) {
                const len = ps.length - start;
                if (prefix ? len < n : len !== n)
                    return false;
                for (let i = 0; i < n; i++)
                    if (!tests[i](ps[start + i]))
                        return false;
                return true;
            },
        });
    }
    if (globstars === 1 && tests[n - 1] === null) {
        // `a/b/**`: the leading segments, then anything (zero or more).
        const m = n - 1;
        return Object.freeze({
            length: n,
            matchesEmpty,
            match(ps, start) {
                if (ps.length - start < m)
                    return false;
                for (let i = 0; i < m; i++)
                    if (!tests[i](ps[start + i]))
                        return false;
                return true;
            },
        });
    }
    // General case: state set over pattern positions 0..n (n = accept). Up to 30 positions the set
    // is a bitmask (no allocation per call); beyond, byte arrays.
    if (n + 1 <= 30) {
        let starMask = 0;
        for (let i = 0; i < n; i++)
            if (tests[i] === null)
                starMask |= 1 << i;
        const accept = 1 << n;
        // Entering a `**` position also enters the next position (zero segments).
        const close = (set) => {
            for (;;) {
                const more = set | ((set & starMask) << 1);
                if (more === set)
                    return set;
                set = more;
            }
        };
        const initial = close(1);
        return Object.freeze({
            length: n,
            matchesEmpty,
            match(ps, start, prefix) {
                let cur = initial;
                if (prefix && (cur & accept) !== 0)
                    return true;
                for (let j = start; j < ps.length; j++) {
                    const seg = ps[j];
                    let next = 0;
                    for (let i = 0; i < n; i++) {
                        const bit = 1 << i;
                        if ((cur & bit) === 0)
                            continue;
                        if ((starMask & bit) !== 0)
                            next |= bit;
                        else if (tests[i](seg))
                            next |= bit << 1;
                    }
                    if (next === 0)
                        return false;
                    cur = close(next);
                    if (prefix && (cur & accept) !== 0)
                        return true;
                }
                return (cur & accept) !== 0;
            },
        });
    }
    const isStar = new Uint8Array(n + 1);
    for (let i = 0; i < n; i++)
        isStar[i] = tests[i] === null ? 1 : 0;
    return Object.freeze({
        length: n,
        matchesEmpty,
        match(ps, start, prefix) {
            // Fresh arrays per call keep the matcher re-entrant; n is small.
            let cur = new Uint8Array(n + 1);
            let next = new Uint8Array(n + 1);
            const add = (set, i) => {
                for (;;) {
                    set[i] = 1;
                    if (i < n && isStar[i] === 1)
                        i++;
                    else
                        return;
                    if (set[i] === 1)
                        return;
                }
            };
            add(cur, 0);
            if (prefix && cur[n] === 1)
                return true;
            for (let j = start; j < ps.length; j++) {
                const seg = ps[j];
                let any = false;
                for (let i = 0; i < n; i++) {
                    if (cur[i] !== 1)
                        continue;
                    if (isStar[i] === 1) {
                        add(next, i);
                        any = true;
                    }
                    else if (tests[i](seg)) {
                        add(next, i + 1);
                        any = true;
                    }
                }
                if (!any && next[n] !== 1)
                    return false;
                const t = cur;
                cur = next;
                next = t;
                next.fill(0);
                if (prefix && cur[n] === 1)
                    return true;
            }
            return cur[n] === 1;
        },
    });
}
// ---------------------------------------------------------------------------------------------
// One segment
/** Compiles the parts of one segment into a linear-time predicate. */
export function compileSegment(parts, fold) {
    const f = fold ? foldCase : (s) => s;
    if (parts.every((p) => p.type === 'literal')) {
        const text = f(parts.map((p) => p.text).join(''));
        return (s) => s === text;
    }
    if (parts.every((p) => p.type === 'literal' || p.type === 'star'))
        return starLiteral(parts, f);
    return nfaSegment(parts, fold);
}
/** `lit*lit*…*lit` (possibly empty ends): prefix, suffix, then greedy middle literals. */
function starLiteral(parts, f) {
    const chunks = [''];
    for (const p of parts) {
        if (p.type === 'star')
            chunks.push('');
        else
            chunks[chunks.length - 1] += f(p.text);
    }
    const prefix = chunks[0];
    const suffix = chunks[chunks.length - 1];
    const middles = chunks.slice(1, -1).filter((c) => c !== '');
    let min = prefix.length + suffix.length;
    for (const m of middles)
        min += m.length;
    if (middles.length === 0) {
        if (prefix === '' && suffix === '')
            return () => true;
        if (prefix === '')
            return (s) => s.length >= min && s.endsWith(suffix);
        if (suffix === '')
            return (s) => s.startsWith(prefix);
        return (s) => s.length >= min && s.startsWith(prefix) && s.endsWith(suffix);
    }
    return (s) => {
        if (s.length < min || !s.startsWith(prefix) || !s.endsWith(suffix))
            return false;
        let at = prefix.length;
        const end = s.length - suffix.length;
        for (const m of middles) {
            const k = s.indexOf(m, at);
            if (k < 0 || k + m.length > end)
                return false;
            at = k + m.length;
        }
        return true;
    };
}
// Pike VM over code points. Instructions:
const CHAR = 0; // consume code point === arg
const ANY = 1; // consume any code point
const CLASS = 2; // consume a code point in classes[arg]
const STAR = 3; // consume any code point and stay; on entry also continue at pc+1
const SPLIT = 4; // epsilon to each of splits[arg]
const JMP = 5; // epsilon to arg
const MATCH = 6;
function nfaSegment(parts, fold) {
    const prog = { op: [], arg: [], classes: [], splits: [] };
    const emit = (op, arg) => {
        prog.op.push(op);
        prog.arg.push(arg);
        return prog.op.length - 1;
    };
    const emitParts = (ps) => {
        for (let k = 0; k < ps.length; k++) {
            const p = ps[k];
            switch (p.type) {
                case 'literal': {
                    const text = fold ? foldCase(p.text) : p.text;
                    for (const ch of text)
                        emit(CHAR, ch.codePointAt(0));
                    break;
                }
                case 'star':
                    // Two stars in a row are one star.
                    if (prog.op[prog.op.length - 1] !== STAR || k === 0)
                        emit(STAR, 0);
                    break;
                case 'question':
                    emit(ANY, 0);
                    break;
                case 'class': {
                    const table = new Uint8Array(128);
                    for (const r of p.ranges) {
                        const from = r.from.charCodeAt(0);
                        const to = r.to.charCodeAt(0);
                        for (let c = from; c <= to && c < 128; c++) {
                            const ch = String.fromCharCode(c);
                            table[(fold ? foldCase(ch) : ch).charCodeAt(0)] = 1;
                        }
                    }
                    prog.classes.push({ table, negated: p.negated });
                    emit(CLASS, prog.classes.length - 1);
                    break;
                }
                case 'braces': {
                    const splitAt = emit(SPLIT, prog.splits.length);
                    const targets = [];
                    prog.splits.push(targets);
                    const jumps = [];
                    for (const alt of p.alternatives) {
                        targets.push(prog.op.length);
                        emitParts(alt);
                        jumps.push(emit(JMP, -1));
                    }
                    const after = prog.op.length;
                    for (const j of jumps)
                        prog.arg[j] = after;
                    void splitAt;
                    break;
                }
            }
        }
    };
    emitParts(parts);
    emit(MATCH, 0);
    const op = Int8Array.from(prog.op);
    const arg = Int32Array.from(prog.arg);
    const { classes, splits } = prog;
    const size = op.length;
    const inClass = (k, cp) => {
        const c = classes[k];
        const hit = cp < 128 && c.table[cp] === 1;
        return c.negated ? !hit : hit;
    };
    const fresh = () => ({ mark: new Int32Array(size), a: new Int32Array(size), b: new Int32Array(size), stack: [], gen: 0, busy: false });
    // Buffers are allocated once per compiled segment; a re-entrant call (none today) gets its own.
    const shared = fresh();
    /** Adds pc and its epsilon closure to list[count..]; returns the new count. */
    const addTo = (st, list, count, pc0) => {
        const { mark, stack, gen } = st;
        stack.push(pc0);
        while (stack.length > 0) {
            const pc = stack.pop();
            if (mark[pc] === gen)
                continue;
            mark[pc] = gen;
            const o = op[pc];
            if (o === SPLIT) {
                const ts = splits[arg[pc]];
                for (let t = ts.length - 1; t >= 0; t--)
                    stack.push(ts[t]);
            }
            else if (o === JMP) {
                stack.push(arg[pc]);
            }
            else {
                list[count++] = pc;
                if (o === STAR)
                    stack.push(pc + 1);
            }
        }
        return count;
    };
    const run = (st, s) => {
        if (st.gen > 0x3fffffff) {
            st.mark.fill(0);
            st.gen = 0;
        }
        let cur = st.a;
        let next = st.b;
        st.gen++;
        let nCur = addTo(st, cur, 0, 0);
        const len = s.length;
        for (let i = 0; i < len; i++) {
            let cp = s.charCodeAt(i);
            if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < len) {
                const d = s.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff) {
                    cp = (cp - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
                    i++;
                }
            }
            st.gen++;
            let nNext = 0;
            for (let k = 0; k < nCur; k++) {
                const pc = cur[k];
                switch (op[pc]) {
                    case CHAR:
                        if (arg[pc] === cp)
                            nNext = addTo(st, next, nNext, pc + 1);
                        break;
                    case ANY:
                        nNext = addTo(st, next, nNext, pc + 1);
                        break;
                    case CLASS:
                        if (inClass(arg[pc], cp))
                            nNext = addTo(st, next, nNext, pc + 1);
                        break;
                    case STAR:
                        nNext = addTo(st, next, nNext, pc);
                        break;
                    default:
                        break;
                }
            }
            if (nNext === 0)
                return false;
            const t = cur;
            cur = next;
            next = t;
            nCur = nNext;
        }
        for (let k = 0; k < nCur; k++)
            if (op[cur[k]] === MATCH)
                return true;
        return false;
    };
    return (s) => {
        if (shared.busy)
            return run(fresh(), s);
        shared.busy = true;
        try {
            return run(shared, s);
        }
        finally {
            shared.busy = false;
        }
    };
}
//# sourceMappingURL=glob.js.map