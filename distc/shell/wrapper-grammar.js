// The option grammar of a command that runs another (wrapper-specs.ts holds the table): what a
// Grammar names, and the OptionSpec wrappers.ts reads, built from it once.
/** getopt_long's reading of a long option: itself, or the one known name it abbreviates (`--ch` is `--chdir`). */
export function longOptionName(name, long) {
    if (long.includes(name))
        return name;
    let found;
    for (const n of long) {
        if (!n.startsWith(name))
            continue;
        if (found !== undefined)
            return undefined;
        found = n;
    }
    return found;
}
/** The one-letter options of a grammar, each as its first kind in this order. */
function shortOptions(o) {
    const short = new Map();
    const add = (names, kind) => {
        for (const name of names) {
            if (name.length === 2 && name[0] === '-' && !short.has(name[1]))
                short.set(name[1], { name, kind, count: o.withArgument.get(name) ?? 0 });
        }
    };
    add(o.noCommand, 'no-command');
    add(o.flags, 'flag');
    add(o.splitString, 'split-string');
    add(o.commandLine, 'command-line');
    add(o.withArgument.keys(), 'argument');
    add(o.optional, 'optional');
    return short;
}
const names = (list) => new Set((list ?? '').split(' ').filter(Boolean));
export function spec(g) {
    const withArgument = new Map();
    for (const a of (g.args ?? '').split(' ').filter(Boolean)) {
        const [name, count] = a.split(':');
        withArgument.set(name, count === undefined ? 1 : Number(count));
    }
    const o = {
        flags: names(g.flags), withArgument, optional: names(g.optional), operands: g.operands ?? 0, operandShape: g.operandShape,
        noCommand: names(g.noCommand), shell: g.shell === undefined || g.shell === true ? g.shell : names(g.shell),
        anyLongOption: g.anyLongOption ?? false, splitString: names(g.splitString), commandAfterOperands: names(g.commandAfterOperands),
        assignments: g.assignments ?? false, commandLine: names(g.commandLine), freeForm: g.freeForm, commandAfter: names(g.commandAfter),
        coversWhatItRuns: g.coversWhatItRuns ?? false, joined: g.joined === undefined || g.joined === true ? g.joined : names(g.joined),
        reader: g.reader, commandPrefix: g.commandPrefix, entryPoint: g.entryPoint, opaque: names(g.opaque), lineValue: g.lineValue, localLineValue: g.localLineValue, loadsCode: g.loadsCode, writes: names(g.writes), reads: names(g.reads), operandsWritten: g.operandsWritten ?? false,
        optionsAfterOperands: g.optionsAfterOperands ?? false,
        editsOperands: g.editsOperands ?? false, editsOperandsAfter: names(g.editsOperandsAfter),
        sshAfterDashDash: g.sshAfterDashDash ?? false, operandMayBeCommand: g.operandMayBeCommand ?? false, commandOptional: g.commandOptional ?? false,
    };
    const long = [...new Set([...o.flags, ...o.withArgument.keys(), ...o.optional, ...o.noCommand, ...o.splitString, ...o.commandLine])]
        .filter((n) => n.startsWith('--'));
    return { ...o, short: shortOptions(o), long };
}
export const HELP = '-h --help -V --version';
//# sourceMappingURL=wrapper-grammar.js.map