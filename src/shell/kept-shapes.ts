// One object of each class a decision makes, kept alive between decisions. V8 keeps an object's
// hidden class (its map) only through live objects of that shape: a full (mark-compact) collection
// that finds none of a class frees its map, and every optimized function whose code checks for
// that map is thrown away ("weak objects" in `node --trace-deopt`). Between two decisions none is
// alive: after a full collection ~80 functions of the Shell path were dropped and the next ~8,000
// Shell decisions ran at 2-3x the p50 (the first ones in milliseconds) while V8 compiled them
// again (bench/shell-after-gc.mjs; ADR 0003, session 44). A kept object keeps its map.

/**
 * Keeps the first object it is given and then every REFRESH-th: one counter step a construction
 * (a store of the object each time measured ~1% of the Shell p50: the write barrier), and the
 * kept object, with what it holds (one decision's objects, a policy), is let go within REFRESH
 * constructions (a policy replaced is not held for good).
 */
export class ShapeKeeper {
  declare kept: object | undefined;
  declare count: number;
  constructor() {
    this.kept = undefined;
    this.count = 0;
  }

  keep(o: object): void {
    if (this.count === 0) this.kept = o;
    this.count = this.count === REFRESH - 1 ? 0 : this.count + 1;
  }
}

export const REFRESH = 4_096;

/** The keepers of the classes Shell decisions make (each constructor gives itself to its own; PowerShell's Parser where it is made). */
export const KEPT = {
  analyzer: new ShapeKeeper(),
  outcome: new ShapeKeeper(),
  directoryFlow: new ShapeKeeper(),
  writtenCode: new ShapeKeeper(),
  lineLinks: new ShapeKeeper(),
  workBudget: new ShapeKeeper(),
  canonicalMemo: new ShapeKeeper(),
  scanner: new ShapeKeeper(),
  flatNodes: new ShapeKeeper(),
  directWords: new ShapeKeeper(),
  directParts: new ShapeKeeper(),
  fileTouches: new ShapeKeeper(),
  powershellParser: new ShapeKeeper(),
  powershellParts: new ShapeKeeper(),
} as const;
