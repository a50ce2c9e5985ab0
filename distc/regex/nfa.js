export const Op = {
    /** Consumes one code unit in sets[set], then goes to out1. */
    Char: 0,
    /** Goes to out1 and out2 without consuming. */
    Split: 1,
    /** Goes to out1 only at the start of the input. */
    AssertStart: 2,
    /** Goes to out1 only at the end of the input. */
    AssertEnd: 3,
    Match: 4,
};
export class NfaTooLarge extends Error {
    steps;
    /** `steps`: the work spent before giving up, charged to the document's build budget. */
    constructor(message, steps) {
        super(message);
        this.steps = steps;
    }
}
export function buildNfa(root, limits) {
    const { maxStates, maxWork } = limits;
    const op = [];
    const out1 = [];
    const out2 = [];
    const set = [];
    const sets = [];
    const setIds = new Map();
    // Equal sets share an id, so a long literal does not make one character class per character.
    const setIdsByContent = new Map();
    const emptyMemo = new Map();
    let work = 0;
    const add = (o, a, b = -1, s = -1) => {
        if (op.length >= maxStates)
            throw new NfaTooLarge(`the pattern expands to more than ${maxStates} automaton states`, work);
        work++;
        op.push(o);
        out1.push(a);
        out2.push(b);
        set.push(s);
        return op.length - 1;
    };
    const setId = (r) => {
        let id = setIds.get(r);
        if (id === undefined) {
            const key = r.join(',');
            id = setIdsByContent.get(key);
            if (id === undefined) {
                id = sets.length;
                sets.push(r);
                setIdsByContent.set(key, id);
            }
            setIds.set(r, id);
        }
        return id;
    };
    /** Compiles to no state: matches only the empty string, with no assertion (`(?:)`, `x{0}`, `(?:(?:){9}){9}`). */
    const addsNothing = (n) => {
        let known = emptyMemo.get(n);
        if (known === undefined) {
            known = n.t === 'seq' ? n.items.every(addsNothing) : n.t === 'rep' ? n.max === 0 || addsNothing(n.item) : false;
            emptyMemo.set(n, known);
        }
        return known;
    };
    const compile = (n, next) => {
        if (++work > maxWork)
            throw new NfaTooLarge(`expanding its repetitions takes more than ${maxWork} steps`, work);
        switch (n.t) {
            case 'set':
                return add(Op.Char, next, -1, setId(n.ranges));
            case 'start':
                return add(Op.AssertStart, next);
            case 'end':
                return add(Op.AssertEnd, next);
            case 'seq': {
                let s = next;
                for (let i = n.items.length - 1; i >= 0; i--)
                    s = compile(n.items[i], s);
                return s;
            }
            case 'alt': {
                let s = compile(n.alts[n.alts.length - 1], next);
                for (let i = n.alts.length - 2; i >= 0; i--)
                    s = add(Op.Split, compile(n.alts[i], next), s);
                return s;
            }
            case 'rep': {
                // A repetition of nothing is nothing: without this, `(?:(?:){99999}){99999}` loops 10^10 times adding no state.
                if (addsNothing(n))
                    return next;
                let s = next;
                if (n.max === Infinity) {
                    // A loop: the split state is allocated first so the body can come back to it.
                    const loop = add(Op.Split, -1, next);
                    out1[loop] = compile(n.item, loop);
                    s = loop;
                }
                else {
                    // x{0,k} = (x(x(…)?)?)?: each optional copy may skip straight to `next`.
                    for (let i = n.min; i < n.max; i++)
                        s = add(Op.Split, compile(n.item, s), next);
                }
                for (let i = 0; i < n.min; i++)
                    s = compile(n.item, s);
                return s;
            }
        }
    };
    const match = add(Op.Match, -1);
    const start = compile(root, match);
    return { op, out1, out2, set, sets, start, buildSteps: work };
}
//# sourceMappingURL=nfa.js.map