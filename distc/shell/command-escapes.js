// Options that let a file command run commands of its input or of its own language (GTFOBins g2
// F20, F21): mailutils mail's `-E CMD`/`--exec=CMD` (a mail command; `!CMD` runs a shell line,
// GTFOBins `mail --exec='!/bin/sh'`) and the roff tools' `-U` (unsafe mode: groff's `.sy` and
// `.pi` requests and pic's `sh` run commands from the input). Each is a problem: what runs is not read.
/** The commands read here, with their letters that take a value (the rest of a cluster is that value). */
const ESCAPE_OPTIONS = new Map([
    ...['mail', 'mailx', 'mail.mailutils'].map((n) => [n,
        { letter: 'E', long: '--exec', values: 'AaqsbcrSfu', problem: `${n} -E/--exec runs a mail command (\`!CMD\` runs a shell line), which is not analyzed` }]),
    ...['groff', 'troff', 'nroff', 'pic'].map((n) => [n,
        { letter: 'U', values: n === 'pic' ? '' : 'dDfFIKLmMnoPrTwW', problem: `${n} -U (unsafe mode) runs the commands its input names (.sy, .pi, pic's sh), which are not analyzed` }]),
]);
export const ESCAPE_OPTION_COMMANDS = new Set(ESCAPE_OPTIONS.keys());
/** A problem when the command's options (before `--`, clusters read as getopt reads them) include its escape. */
export function escapeOptionProblems(name, words, dynamic, t) {
    const spec = ESCAPE_OPTIONS.get(name);
    if (spec === undefined)
        return;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || w.length < 2 || w[0] !== '-')
            continue;
        if (w === '--')
            return;
        // (argp and getopt_long take a unique prefix: `--exe` is --exec, `--ex` also --exist.)
        if (w.startsWith('--')) {
            const name = w.split('=')[0];
            if (spec.long !== undefined && name.length >= 5 && spec.long.startsWith(name))
                t.problem(spec.problem);
            continue;
        }
        for (let j = 1; j < w.length; j++) {
            if (w[j] === spec.letter) {
                t.problem(spec.problem);
                return;
            }
            if (spec.values.includes(w[j])) {
                if (j === w.length - 1)
                    i++;
                break;
            }
        }
    }
}
//# sourceMappingURL=command-escapes.js.map