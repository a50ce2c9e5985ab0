// Objects of the classes a Shell decision makes, kept alive so that their hidden classes stay
// alive. V8 keeps an object's hidden class (its map) only through live objects of that shape: a
// full (mark-compact) collection that finds none frees the map, and every optimized function whose
// code checks for it is thrown away ("weak objects" in `node --trace-deopt`). Between two decisions
// none is alive: after a full collection ~80 functions of the Shell path were dropped and the next
// ~8,000 Shell decisions ran at 2-3x the p50 while V8 compiled them again (bench/shell-after-gc.mjs;
// ADR 0003, sessions 44-45).
//
// Kept: the first object of each class made by a fixed seed decision (src/decide/shape-seed.ts),
// never an object of a caller's decision. Session 44 kept every 4,096th object made, and a kept
// Analyzer or Outcome held its decision's whole graph (a long line's analysis, the caller's
// policy): the retained-heap test measured +1.3 MB.

let seeding = false;
const kept: object[] = [];

/**
 * Called by each kept class's constructor: while a seed decision runs, keeps the first object of
 * its class (one keeps the class's map; more would hold more of the seed's graph for nothing).
 */
export function keepShape(o: object): void {
  if (seeding && !kept.some((k) => k.constructor === o.constructor)) kept.push(o);
}

/** Runs `seed`, keeping the first object of each kept class it makes that none kept before. */
export function keepShapesOf(seed: () => void): void {
  if (seeding) return;
  seeding = true;
  try {
    seed();
  } finally {
    seeding = false;
  }
}

/** The kept objects (for tests: which classes the seed made). */
export function keptShapes(): readonly object[] {
  return kept;
}
