// Absolute paths an unknown program's bash word may be whatever its expansions hold, beside the
// paths its known start names and its literal tail (possible-paths.ts): possible parts, for deny
// and ask rules only, outside the part budget (at most two a word).
//  - A variable the line does not set may be empty: `$UNSET/etc/passwd`, `"${A}${B}/etc/x"` may be
//    `/etc/passwd`, `/etc/x` (not `$HOME`, `$PWD`, whose values are known; session 37: allowed,
//    where `cat $UNSET/etc/passwd` asked).
//  - A `..` after an expansion may climb to the root: `$(git rev-parse --show-toplevel)/../../etc/passwd`,
//    `${PWD%/*}/../etc/passwd` may be `/etc/passwd` (session 37: allowed).
import { emptyVariableReading } from './expansion-names.js';
/** The word's absolute readings (above), pushed to `out` once each. */
export function rootedReadings(word, tail, out) {
    const empty = emptyVariableReading(word);
    if (empty !== undefined && !out.includes(empty))
        out.push(empty);
    const climbed = tail === undefined ? undefined : climbedToRoot(tail);
    if (climbed !== undefined && !out.includes(climbed))
        out.push(climbed);
}
/** The rest of a tail after its last `..` segment, rooted at `/` (`/../../etc/passwd`: `/etc/passwd`), or undefined without one. */
export function climbedToRoot(tail) {
    const at = tail.lastIndexOf('/..');
    if (at < 0 || (at + 3 < tail.length && tail.charCodeAt(at + 3) !== 47))
        return undefined;
    const rest = tail.slice(at + 3);
    return rest.length > 1 ? rest : undefined;
}
//# sourceMappingURL=possible-path-readings.js.map