// Per-name records of table lookups. Each simple command's name is looked up in dozens of tables
// (which readers apply to it); a module that looks one name up in several makes one record per
// name, once, and reads its fields on every command after (one Map lookup instead of many:
// measured ~9 ns a lookup, 30 or so a command). A record holds exactly what the lookups give,
// computed by the same expressions: it changes no result.
//
// Names come from the lines analyzed (`./out-17/run`, a number): the names some table knows are
// kept, whose number the tables bound. A name none knows (`ls`, `cd`, `echo`: most commands) is
// kept apart, in a set of its own: a stream of distinct names then refills that set, never the
// memo. Past MAX_NAMES names either starts over.

export const MAX_NAMES = 4096;

/**
 * `make`, memoized by name. `make` must depend on the name alone (immutable tables) and return
 * `none` itself for a name no table knows.
 */
export function nameMemo<T>(make: (name: string) => T, none: T): (name: string) => T {
  let memo = new Map<string, T>();
  let unknown = new Set<string>();
  return (name) => {
    let r = memo.get(name);
    if (r === undefined) {
      if (unknown.has(name)) return none;
      r = make(name);
      if (r === none) {
        if (unknown.size >= MAX_NAMES) unknown = new Set();
        unknown.add(name);
        return r;
      }
      if (memo.size >= MAX_NAMES) memo = new Map();
      memo.set(name, r);
    }
    return r;
  };
}
