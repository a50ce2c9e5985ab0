// tar's old option style (GNU and BSD tar): a first word that does not start with `-` is a
// cluster of options without the dash, whose values are the next words in order: `tar cfC
// a.tar dir x` is `tar -c -f a.tar -C dir x`. The canonical readings of a command and of a rule
// (command-canonical.ts, command-rule-canonical.ts) read such a word so.
/** Whether a command's first argument is such a cluster: known, ASCII letters and digits, a letter among them. */
export function isBundledCluster(word, dynamic, table) {
    if (table?.bundledFirstWord !== true || dynamic === true || word === undefined || word.length === 0)
        return false;
    let letter = false;
    for (let k = 0; k < word.length; k++) {
        const c = word.charCodeAt(k);
        if (c >= 48 && c <= 57)
            continue;
        const l = c | 32;
        if (l < 97 || l > 122)
            return false;
        letter = true;
    }
    return letter;
}
/**
 * The words of a command of `length` words whose first argument is the cluster, in the dashed
 * spelling: an option word (`-f`) as a string, a word kept (the name, a value, the rest) as its
 * index. A value-taking option takes the next word not yet taken, when there is one.
 */
export function unbundled(cluster, length, table) {
    const order = [0];
    let next = 2;
    for (const c of cluster) {
        const option = `-${c}`;
        order.push(option);
        if (table.withArgument.has(option) && next < length)
            order.push(next++);
    }
    for (; next < length; next++)
        order.push(next);
    return order;
}
//# sourceMappingURL=bundled-options.js.map