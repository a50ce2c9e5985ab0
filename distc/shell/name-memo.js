// Per-name records of table lookups. Each simple command's name is looked up in dozens of tables
// (which readers apply to it); a module that looks one name up in several makes one record per
// name, once, and reads its fields on every command after (one Map lookup instead of many:
// measured ~9 ns a lookup, 30 or so a command). A record holds exactly what the lookups give,
// computed by the same expressions: it changes no result.
//
// Names come from the lines analyzed (`./out-17/run`, a number): the names some table knows are
// kept, whose number the tables bound. A name none knows (`ls`, `cd`, `echo`: most commands) is
// kept too but counted apart: past MAX_NAMES such names they are all dropped, the known ones kept,
// so a stream of distinct names never empties the memo of known names. Past MAX_NAMES known
// names the memo starts over.
export const MAX_NAMES = 4096;
/**
 * `make`, memoized by name. `make` must depend on the name alone (immutable tables) and return
 * `none` itself (never undefined) for a name no table knows.
 */
export function nameMemo(make, none) {
    // (One map holds both kinds, so that any name seen costs one lookup: a name none knows, as most
    // commands are, used to cost a miss here and a hit in a set of its own. Such names are listed
    // apart and dropped together, so that a stream of distinct names never evicts the known ones.)
    let memo = new Map();
    let known = 0;
    let unknown = [];
    return (name) => {
        const r = memo.get(name);
        if (r !== undefined)
            return r;
        const made = make(name);
        if (made === none) {
            if (unknown.length >= MAX_NAMES) {
                for (let k = 0; k < unknown.length; k++)
                    memo.delete(unknown[k]);
                unknown = [];
            }
            unknown.push(name);
        }
        else {
            if (known >= MAX_NAMES) {
                memo = new Map();
                known = 0;
                unknown = [];
            }
            known++;
        }
        memo.set(name, made);
        return made;
    };
}
//# sourceMappingURL=name-memo.js.map