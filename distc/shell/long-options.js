// Reading a tool's options the way getopt_long (and curl, and argparse) read them: short options
// cluster (`-sSLo out`), a value may be attached (`-oout`), a long option may be abbreviated to a
// unique prefix (`--output-d`), `--` ends the options. network-arguments.ts and
// http-clients.ts read their tools with it (their whole grammar: an unknown long option is a
// problem); remote-hosts.ts reads ssh, scp, rsync and the socket tools with it (a letter grammar:
// only the options that take a value are listed, and the rest are flags).
/** A table by the letter's code (ASCII letters; a cluster is read one character at a time). */
export function byLetter(letters) {
    const table = new Array(128).fill(undefined);
    for (const [letter, long] of Object.entries(letters))
        table[letter.charCodeAt(0)] = long;
    return table;
}
export function grammar(args, flags, short) {
    const a = args.split(/\s+/).filter(Boolean);
    const all = [...a, ...flags.split(/\s+/).filter(Boolean)];
    const prefixes = new Map();
    for (const o of all) {
        for (let n = 1; n < o.length; n++) {
            const p = o.slice(0, n);
            prefixes.set(p, prefixes.has(p) ? 'ambiguous' : o);
        }
    }
    // (An exact name wins over the longer options it is a prefix of: `--proxy`, `--proxy-user`.)
    for (const o of all)
        prefixes.set(o, o);
    return { args: new Set(a), prefixes, short: byLetter(short), unknownLong: 'problem' };
}
/**
 * A getopt grammar known by the options that take a value: `letters` (`-o VALUE`, `-oVALUE`),
 * recorded as `-o`, and long ones (without `--`), abbreviated to a unique prefix of two letters
 * or more; every other letter is a flag (`-l`), every other long option a flag under its name.
 */
export function letterGrammar(letters, longArgs = []) {
    const prefixes = new Map();
    for (const o of longArgs) {
        for (let n = 2; n < o.length; n++) {
            const p = o.slice(0, n);
            prefixes.set(p, prefixes.has(p) ? 'ambiguous' : o);
        }
    }
    for (const o of longArgs)
        prefixes.set(o, o);
    const short = new Array(128).fill(undefined);
    const flags = new Array(128).fill(undefined);
    for (let code = 33; code < 127; code++)
        (letters.includes(String.fromCharCode(code)) ? short : flags)[code] = `-${String.fromCharCode(code)}`;
    return { grammar: { args: new Set(longArgs), prefixes, short, unknownLong: 'flag' }, flags };
}
/** The long option `name` stands for: itself, or the one option it is a unique prefix of. */
export function resolveLong(g, name) {
    return g.prefixes.get(name);
}
/**
 * A glob word whose literal start is an option that takes a value (`--exclude=*.log`, `-g*.ts`
 * where `-g` takes one): bash can only replace it by names that start with that text, so it is
 * that option with an unknown value. Not a word with an expansion or a substitution
 * (`--exclude=$X` may split into more words), a brace or an extglob.
 */
export function globOption(w, short) {
    if (/[$`(){}]/.test(w))
        return false;
    if (/^--[A-Za-z0-9][A-Za-z0-9-]*=/.test(w))
        return true;
    if (w.length <= 2 || w[0] !== '-' || !/^[A-Za-z0-9]$/.test(w[1]))
        return false;
    return typeof short === 'function' ? short(w[1]) : short[w.charCodeAt(1)] !== undefined;
}
/**
 * Reads a command line the way getopt_long (and curl) read it: options anywhere before `--`, as
 * GNU getopt permutes them. Stops after `maxOperands` operands (ssh: its command follows).
 */
export function scan(tool, words, dynamic, g, shortFlags, t, maxOperands = Infinity) {
    const options = [];
    const operands = [];
    let ended = false;
    for (let i = 1; i < words.length && operands.length < maxOperands; i++) {
        const w = words[i] ?? '';
        const dyn = dynamic[i] ?? false;
        if (dyn && (ended || !globOption(w, g.short))) {
            // An option (`-o /etc/x`, `-x evil:80`, `-e CMD`), wherever it is, or an operand: unknown.
            if (!ended) {
                t.problem(g.unknownLong === 'problem' ? `an expansion may be an option of ${tool} that names a file it sends or writes, or a proxy`
                    : `an expansion may be an option of ${tool} that names a file, a host or a command`);
            }
            operands.push({ word: w, dynamic: true });
            continue;
        }
        if (ended || w.length < 2 || w[0] !== '-') {
            operands.push({ word: w, dynamic: false });
            continue;
        }
        if (w === '--') {
            ended = true;
            continue;
        }
        const next = () => (i + 1 < words.length ? { word: words[++i] ?? '', dynamic: dynamic[i] ?? false } : undefined);
        if (w[1] === '-') {
            const eq = w.indexOf('=');
            const written = eq > 0 ? w.slice(2, eq) : w.slice(2);
            const name = resolveLong(g, written);
            if (name === 'ambiguous' || (name === undefined && g.unknownLong === 'problem')) {
                // (The tool refuses it; an abbreviation newer versions may read otherwise.)
                t.problem(`${tool} --${written} is not an option the analysis knows`);
                if (g.unknownLong === 'problem')
                    continue;
            }
            if (name === undefined || name === 'ambiguous') {
                options.push({ name: written, value: eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : undefined });
                continue;
            }
            options.push({ name, value: eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : g.args.has(name) ? next() : undefined });
            continue;
        }
        // A cluster of short options: flags, then at most one that takes a value.
        for (let k = 1; k < w.length; k++) {
            const code = w.charCodeAt(k);
            const long = code < 128 ? g.short[code] : undefined;
            if (long === undefined) {
                const flag = code < 128 ? shortFlags[code] : undefined;
                if (flag !== undefined)
                    options.push({ name: flag, value: undefined });
                continue;
            }
            const attached = w.slice(k + 1);
            options.push({ name: long, value: attached !== '' ? { word: attached, dynamic: dyn } : next() });
            break;
        }
    }
    return { options, operands };
}
//# sourceMappingURL=long-options.js.map