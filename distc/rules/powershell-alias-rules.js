// A deny/ask Shell rule written with a PowerShell alias's name (`Shell(rm *)`, `PowerShell(cat
// C:\x)`): an administrator writing `Shell(rm *)` means deletion in either shell, and PowerShell's
// `Remove-Item C:\x` (or `ri`, `erase`) deletes as `rm C:\x` does. A line's alias already resolves
// to its cmdlet (powershell-aliases.ts); here the rule's does too: deny and ask rules are read
// again with the cmdlet's name (compile.ts, as powershell-array-rules.ts reads them again: wider,
// so safe), and their words after the name then bind as that cmdlet's (cmdlet-word-order.ts).
// Allow rules stay as written: a profile may redefine an alias.
//
// Only cmdlet targets (`Verb-Noun`): `md` -> mkdir and `man` -> help name what bash runs as
// other programs, while a bash line never runs a `Verb-Noun` name, so the reading meets
// PowerShell lines only.
import { fileCmdletParameters } from '../shell/cmdlet-word-order.js';
import { readOption } from '../shell/option-words.js';
import { POWERSHELL_ALIASES } from '../shell/powershell-aliases.js';
/** `-` and two letters or more: bash's letter cluster (`-rf`), or a PowerShell parameter. */
const LETTER_CLUSTER = /^-[A-Za-z]{2,}$/;
/**
 * The rule read with its alias name as the cmdlet's (none when its name is no alias of a
 * cmdlet); and when it has a bash letter cluster its cmdlet has no parameter for (`Shell(rm -rf
 * *)`: PowerShell would reject `-rf`) or a GNU long option (`--recursive`), also with each letter
 * a parameter of its own (`-r -f`, which meet -Recurse and -Force or -Filter as abbreviations:
 * wider, never narrower) and the long option as the parameter it names or the letter it means.
 */
export function cmdletNamedVariants(rule) {
    if (rule.kind !== 'shell')
        return [];
    const pattern = rule.pattern;
    const first = pattern?.words[0];
    if (pattern === undefined || first === undefined || first.length !== 1 || first[0].type !== 'literal')
        return [];
    const cmdlet = POWERSHELL_ALIASES.get(first[0].text.toLowerCase());
    if (cmdlet === undefined || !cmdlet.includes('-'))
        return [];
    const words = [[{ type: 'literal', text: cmdlet }], ...pattern.words.slice(1)];
    const named = { ...rule, pattern: { ...pattern, words } };
    const split = lettersApart(cmdlet, words);
    return split === undefined ? [named] : [named, { ...rule, pattern: { ...pattern, words: split } }];
}
/** The words with each letter cluster no parameter of the cmdlet begins with split into one option per letter, and each long option read as a parameter; undefined when none is. */
function lettersApart(cmdlet, words) {
    const spec = fileCmdletParameters(cmdlet);
    if (spec === undefined)
        return undefined;
    const names = [...spec.named.keys()];
    let out;
    // (After `--` every word is positional.)
    let optionsEnded = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const head = w[0];
        const text = w.length === 1 && head?.type === 'literal' ? head.text : undefined;
        if (text === '--')
            optionsEnded = true;
        const lower = text?.toLowerCase().slice(1) ?? '';
        const parameter = optionsEnded || text === undefined ? undefined : longOptionParameter(text, names);
        if (parameter !== undefined) {
            (out ??= words.slice(0, i)).push([{ type: 'literal', text: parameter }]);
            continue;
        }
        if (optionsEnded || text === undefined || !LETTER_CLUSTER.test(text) || names.some((n) => n.startsWith(lower))) {
            out?.push(w);
            continue;
        }
        out ??= words.slice(0, i);
        for (const letter of new Set(lower))
            out.push([{ type: 'literal', text: `-${letter}` }]);
    }
    return out;
}
/**
 * A GNU long option (`Shell(rm --recursive *)`, `cp --force`), which PowerShell would read as no
 * parameter, as the cmdlet's parameter: `-force` where one begins so, else the one letter it means
 * for deny (option-words.ts, as bash's `rm -r` meets that rule), which the cmdlet's parameter then
 * abbreviates (`--recursive` is `-r`: -Recurse); else undefined.
 */
function longOptionParameter(text, names) {
    if (!text.startsWith('--') || text.length < 4 || text.includes('='))
        return undefined;
    const name = text.slice(2).toLowerCase();
    if (names.some((n) => n.startsWith(name)))
        return `-${name}`;
    const read = [];
    readOption(text, 'bash', undefined, read);
    return read.length === 1 && /^-[A-Za-z]$/.test(read[0]) ? read[0] : undefined;
}
//# sourceMappingURL=powershell-alias-rules.js.map