// Lookups of `${name} ${word}` in a table keyed by such strings (WRAPPER_SPECS' `docker run`,
// SUBCOMMAND_RUNNERS' `gcloud compute`), without making that string: joining a command's name
// and a word makes a new string to flatten and hash at every lookup (the runner lines' costliest
// step). Each key is filed under the text before and after each of its spaces, so that any name
// and word whose join is a key find it, as the joined lookup did (a name or word holding a space
// too).
export function joinedKeys(keys) {
    const out = new Map();
    for (const key of keys) {
        for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
            const head = key.slice(0, at);
            let tails = out.get(head);
            if (tails === undefined)
                out.set(head, (tails = new Map()));
            tails.set(key.slice(at + 1), key);
        }
    }
    return out;
}
/** The key `${name} ${word}` when the table has it (the table's own string), else undefined. */
export function joinedKey(table, name, word) {
    return table.get(name)?.get(word);
}
//# sourceMappingURL=joined-keys.js.map