// What `find` runs and does through its expression (semantics 4.1): the commands of `-exec`,
// `-execdir`, `-ok` and `-okdir` (each up to its `;` or `+`), whether it acts on what it finds
// (those, `-delete`, `-fprint*`, `-fls`), and whether an expansion may be such an action; and
// the files its expression names (findTouches).
/** find primaries whose argument is the next word (`-name PATTERN`); any other word may be an action. */
const FIND_ARGUMENT_PRIMARIES = new Set(['-name', '-iname', '-path', '-ipath', '-wholename', '-iwholename',
    '-regex', '-iregex', '-lname', '-ilname', '-type', '-xtype', '-perm', '-size', '-user', '-group', '-uid', '-gid', '-newer',
    '-anewer', '-cnewer', '-mtime', '-atime', '-ctime', '-mmin', '-amin', '-cmin', '-links', '-inum', '-samefile', '-maxdepth',
    '-mindepth', '-fstype', '-used', '-context', '-regextype', '-printf', '-newermt', '-newerct', '-newerat', '-newermm']);
export function findExpression(words, dynamic) {
    const runs = [];
    let acts = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // An expansion that is not a primary's argument may be `-exec CMD ;` or `-delete`.
            if (!FIND_ARGUMENT_PRIMARIES.has(words[i - 1] ?? '') || dynamic[i - 1])
                return { runs, acts, unknownAction: true };
            continue;
        }
        if (w === '-delete' || w.startsWith('-fprint') || w === '-fls')
            acts = true;
        if (w === '-exec' || w === '-execdir' || w === '-ok' || w === '-okdir') {
            acts = true;
            let end = i + 1;
            while (end < words.length && !(!dynamic[end] && (words[end] === ';' || words[end] === '+')))
                end++;
            runs.push({ from: i + 1, end });
            i = end;
        }
    }
    return { runs, acts, unknownAction: false };
}
/**
 * The files find's expression names: `-fprint`, `-fprint0`, `-fls` and `-fprintf` write their
 * file, `-files0-from` reads a list of starting points (unknown: a problem), and `-delete`
 * removes what it finds below its starting points.
 */
export function findTouches(words, dynamic, t) {
    let i = 1;
    // (Its own options first: -H, -L, -P, -D LIST, -OLEVEL.)
    for (; i < words.length && !dynamic[i] && /^-(?:[HLP]|D|O\d*)$/.test(words[i]); i++)
        if (words[i] === '-D')
            i++;
    const starts = [];
    for (; i < words.length && (dynamic[i] || !/^[-(!,]/.test(words[i]) || words[i] === '-'); i++)
        starts.push(i);
    for (let k = i; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k])
            continue;
        if (w === '-fprint' || w === '-fprint0' || w === '-fls' || w === '-fprintf')
            t.edit(words[k + 1] ?? '', dynamic[k + 1] ?? false);
        else if (w === '-files0-from') {
            t.read(words[k + 1] ?? '', dynamic[k + 1] ?? false);
            t.problem('find -files0-from reads its starting points from a file');
        }
        else if (w === '-delete')
            for (const s of starts.length > 0 ? starts : [-1])
                t.edit(s < 0 ? '.' : words[s], s >= 0 && dynamic[s], 'tree');
        if (FIND_ARGUMENT_PRIMARIES.has(w) || w === '-fprint' || w === '-fprint0' || w === '-fls' || w === '-files0-from')
            k++;
        else if (w === '-fprintf')
            k += 2;
    }
}
//# sourceMappingURL=find-arguments.js.map