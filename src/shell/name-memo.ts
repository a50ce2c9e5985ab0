// Per-name records of table lookups. Each simple command's name is looked up in dozens of tables
// (which readers apply to it); a module that looks one name up in several makes one record per
// name, once, and reads its fields on every command after (one Map lookup instead of many:
// measured ~9 ns a lookup, 30 or so a command). A record holds exactly what the lookups give,
// computed by the same expressions: it changes no result.
//
// Names come from the lines analyzed (`./out-17/run`, a number): only the names some table knows
// are kept, whose number the tables bound; a name none knows gives `none` and is looked up again
// next time (keeping it would let a stream of distinct names refill the memo at every command).
// Past MAX_NAMES names a memo starts over all the same.

export const MAX_NAMES = 4096;

/**
 * `make`, memoized by name. `make` must depend on the name alone (immutable tables) and return
 * `none` itself for a name no table knows.
 */
export function nameMemo<T>(make: (name: string) => T, none: T): (name: string) => T {
  let memo = new Map<string, T>();
  return (name) => {
    let r = memo.get(name);
    if (r === undefined) {
      r = make(name);
      if (r === none) return r;
      if (memo.size >= MAX_NAMES) memo = new Map();
      memo.set(name, r);
    }
    return r;
  };
}
