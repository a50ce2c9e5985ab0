// Archives and tapes on another host: GNU cpio, mt, dump and restore read `[user@]host:file` (a
// `:` before any `/`) as a file on that host, reached through `rsh host rmt`, as GNU tar does
// (tar-arguments.ts). The host is a Domain part. dump and restore also read or write the
// archive, and `-F SCRIPT` runs a script at each volume's end: a problem.
/** The host of an rmt archive name (`h:/dev/st0`, `u@h:f`), as a Domain part; a drive letter (`C:\x`) is none. */
export function rmtArchiveHost(t, word, dynamic) {
    const colon = dynamic ? -1 : word.indexOf(':');
    if (colon > 1 && !word.slice(0, colon).includes('/'))
        t.url(`ssh://${word.slice(word.lastIndexOf('@', colon) + 1, colon)}/`, false);
}
/** Letters of dump's and restore's getopt strings that take a value (old and new style alike). */
const DUMP_VALUES = 'BbdDeEfFhILqsTQa';
/** mt, dump, restore: `-f ARCHIVE` (attached, the next word, `--file=`), and the old style `dump 0uf ARCHIVE FS`. */
export function tapeTouches(words, dynamic, t) {
    const tool = words[0] ?? '';
    const dump = tool.endsWith('dump');
    const restore = tool.endsWith('restore');
    const pending = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (It may be -f with a remote archive attached, or a value of one.)
            t.problem(`an argument of ${tool} comes from an expansion: it may name a remote archive`);
            continue;
        }
        const letter = pending.shift();
        if (letter !== undefined) {
            value(letter, w, false);
            continue;
        }
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            if (/^--file(?:=|$)/.test(w))
                value('f', eq > 0 ? w.slice(eq + 1) : words[++i] ?? '', eq > 0 ? false : dynamic[i] ?? false);
            continue;
        }
        // (dump's first word may be its letters without a dash; their values follow in order.)
        const oldStyle = (dump || restore) && i === 1 && !w.startsWith('-') && /^[0-9a-zA-Z]+$/.test(w);
        if (!w.startsWith('-') && !oldStyle)
            continue;
        for (let k = w.startsWith('-') ? 1 : 0; k < w.length; k++) {
            const c = w[k];
            const takes = tool === 'mt' ? c === 'f' || c === 't' : DUMP_VALUES.includes(c);
            if (!takes)
                continue;
            if (oldStyle)
                pending.push(c);
            else {
                if (k + 1 < w.length)
                    value(c, w.slice(k + 1), false);
                else if (i + 1 < words.length)
                    value(c, words[++i], dynamic[i] ?? false);
                break;
            }
        }
    }
    function value(letter, word, wordDynamic) {
        if (letter === 'F' && (dump || restore))
            t.problem(`${tool} -F runs a script at the end of each volume`);
        if (letter !== 'f' && !(tool === 'mt' && letter === 't'))
            return;
        rmtArchiveHost(t, word, wordDynamic);
        if (word === '-')
            return;
        if (dump)
            t.edit(word, wordDynamic);
        else if (restore)
            t.read(word, wordDynamic);
    }
}
//# sourceMappingURL=remote-archives.js.map