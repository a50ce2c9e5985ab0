// Per-name records of table lookups. Each simple command's name is looked up in dozens of tables
// (which readers apply to it); a module that looks one name up in several makes one record per
// name, once, and reads its fields on every command after (one Map lookup instead of many:
// measured ~9 ns a lookup, 30 or so a command). A record holds exactly what the lookups give,
// computed by the same expressions: it changes no result.
//
// Names come from the lines analyzed, so a memo is bounded: past MAX_NAMES names it starts over.

export const MAX_NAMES = 1024;

/** `make`, memoized by name (bounded). `make` must depend on the name alone (immutable tables). */
export function nameMemo<T>(make: (name: string) => T): (name: string) => T {
  let memo = new Map<string, T>();
  return (name) => {
    let r = memo.get(name);
    if (r === undefined) {
      if (memo.size >= MAX_NAMES) memo = new Map();
      r = make(name);
      memo.set(name, r);
    }
    return r;
  };
}
