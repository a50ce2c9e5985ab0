// A regular-expression tree → a Thompson NFA (arrays, built back to front: each node is compiled
// with the state that follows it already known). Counted repetitions are expanded, so the state
// count is capped: `(a{1,1000}){1,1000}` stops at the cap instead of allocating a million states.
// A repetition of something that adds no state (`(?:){99999}`) is compiled as empty, and every
// compile step counts against the build budget, so an expansion that adds nothing still ends.
import type { Ranges } from './charset.js';
import type { RegexNode } from './parse.js';

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
} as const;
export type Op = (typeof Op)[keyof typeof Op];

export interface Nfa {
  readonly op: readonly Op[];
  readonly out1: readonly number[];
  readonly out2: readonly number[];
  /** For Char states: index into `sets`; -1 otherwise. */
  readonly set: readonly number[];
  readonly sets: readonly Ranges[];
  readonly start: number;
  /** Compile steps the expansion took (the DFA construction continues from here). */
  readonly buildSteps: number;
}

export interface NfaLimits {
  readonly maxStates: number;
  /** Compile steps (one per node compiled and per state added, copies of counted repetitions included). */
  readonly maxWork: number;
}

export class NfaTooLarge extends Error {
  /** `steps`: the work spent before giving up, charged to the document's build budget. */
  constructor(message: string, readonly steps: number) {
    super(message);
  }
}

export function buildNfa(root: RegexNode, limits: NfaLimits): Nfa {
  const { maxStates, maxWork } = limits;
  const op: Op[] = [];
  const out1: number[] = [];
  const out2: number[] = [];
  const set: number[] = [];
  const sets: Ranges[] = [];
  const setIds = new Map<Ranges, number>();
  // Equal sets share an id, so a long literal does not make one character class per character.
  const setIdsByContent = new Map<string, number>();
  const emptyMemo = new Map<RegexNode, boolean>();
  let work = 0;

  const add = (o: Op, a: number, b = -1, s = -1): number => {
    if (op.length >= maxStates) throw new NfaTooLarge(`the pattern expands to more than ${maxStates} automaton states`, work);
    work++;
    op.push(o);
    out1.push(a);
    out2.push(b);
    set.push(s);
    return op.length - 1;
  };

  const setId = (r: Ranges): number => {
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
  const addsNothing = (n: RegexNode): boolean => {
    let known = emptyMemo.get(n);
    if (known === undefined) {
      known = n.t === 'seq' ? n.items.every(addsNothing) : n.t === 'rep' ? n.max === 0 || addsNothing(n.item) : false;
      emptyMemo.set(n, known);
    }
    return known;
  };

  const compile = (n: RegexNode, next: number): number => {
    if (++work > maxWork) throw new NfaTooLarge(`expanding its repetitions takes more than ${maxWork} steps`, work);
    switch (n.t) {
      case 'set':
        return add(Op.Char, next, -1, setId(n.ranges));
      case 'start':
        return add(Op.AssertStart, next);
      case 'end':
        return add(Op.AssertEnd, next);
      case 'seq': {
        let s = next;
        for (let i = n.items.length - 1; i >= 0; i--) s = compile(n.items[i] as RegexNode, s);
        return s;
      }
      case 'alt': {
        let s = compile(n.alts[n.alts.length - 1] as RegexNode, next);
        for (let i = n.alts.length - 2; i >= 0; i--) s = add(Op.Split, compile(n.alts[i] as RegexNode, next), s);
        return s;
      }
      case 'rep': {
        // A repetition of nothing is nothing: without this, `(?:(?:){99999}){99999}` loops 10^10 times adding no state.
        if (addsNothing(n)) return next;
        let s = next;
        if (n.max === Infinity) {
          // A loop: the split state is allocated first so the body can come back to it.
          const loop = add(Op.Split, -1, next);
          out1[loop] = compile(n.item, loop);
          s = loop;
        } else {
          // x{0,k} = (x(x(…)?)?)?: each optional copy may skip straight to `next`.
          for (let i = n.min; i < n.max; i++) s = add(Op.Split, compile(n.item, s), next);
        }
        for (let i = 0; i < n.min; i++) s = compile(n.item, s);
        return s;
      }
    }
  };

  const match = add(Op.Match, -1);
  const start = compile(root, match);
  return { op, out1, out2, set, sets, start, buildSteps: work };
}
