// How pwsh and powershell.exe read their own command line (semantics 4.1): which word is the
// command string, the script file, or standard input.
/**
 * (`setting`: a value that changes where or how the command runs: its working directory, a
 * session configuration or settings file. The command is still read, for deny rules.)
 */
const POWERSHELL_HOST_SWITCHES = [
    ['version', 'v', 'value'], // (pwsh 7 prints its version; Windows PowerShell's -Version 2 takes a value)
    ['help', 'h', 'flag'], ['?', '?', 'flag'], ['login', 'l', 'flag'], ['noexit', 'noe', 'flag'], ['noprofile', 'nop', 'flag'],
    ['nologo', 'nol', 'flag'], ['noninteractive', 'noni', 'flag'], ['socketservermode', 'so', 'flag'], ['servermode', 's', 'flag'],
    ['namedpipeservermode', 'nam', 'flag'], ['sshservermode', 'sshs', 'flag'], ['interactive', 'i', 'flag'],
    ['configurationname', 'config', 'value'], ['custompipename', 'cus', 'value'], ['command', 'c', 'command'],
    ['windowstyle', 'w', 'value'], ['file', 'f', 'file'], ['outputformat', 'o', 'value'], ['of', 'o', 'value'],
    ['inputformat', 'inp', 'value'], ['if', 'if', 'value'], ['executionpolicy', 'ex', 'value'], ['ep', 'ep', 'value'],
    ['encodedcommand', 'e', 'code'], ['ec', 'e', 'code'], ['encodedarguments', 'encodeda', 'code'], ['ea', 'ea', 'code'],
    ['settingsfile', 'settings', 'setting'], ['sta', 'sta', 'flag'], ['mta', 'mta', 'flag'],
    ['workingdirectory', 'wo', 'setting'], ['wd', 'wd', 'setting'],
    ['removeworkingdirectorytrailingcharacter', 'removeworkingdirectorytrailingcharacter', 'flag'],
    ['configurationfile', 'configurationfile', 'setting'], ['noprofileloadtime', 'noprofileloadtime', 'flag'],
    ['psconsolefile', 'psconsolefile', 'setting'], // (Windows PowerShell)
];
function powerShellHostSwitch(key) {
    for (const [name, shortest, kind] of POWERSHELL_HOST_SWITCHES)
        if (key.length >= shortest.length && name.startsWith(key))
            return kind;
    return undefined;
}
const isHostDash = (c) => c === '-' || c === '\u2013' || c === '\u2014' || c === '\u2015';
/**
 * The full name of the switch an option word is (`-Command`, `-co`, `--command`: `command`), for
 * the canonical reading of a rule and a command (command-options.ts); undefined for none.
 */
export function hostSwitchName(word) {
    // (Every prefix scanHostSwitches reads: `/c` and an en dash run a command as `-c` does.)
    if (word.length < 2 || !(isHostDash(word[0]) || word[0] === '/'))
        return undefined;
    const key = (isHostDash(word[1]) ? word.slice(2) : word.slice(1)).toLowerCase();
    if (key.length === 0)
        return undefined;
    for (const [name, shortest] of POWERSHELL_HOST_SWITCHES)
        if (key.length >= shortest.length && name.startsWith(key))
            return name;
    return undefined;
}
/**
 * `pwsh -Command ...` / `-EncodedCommand` / `-File`, read as pwsh reads its arguments: `-`,
 * `--` or `/` before a case-insensitive switch prefix. An unknown switch is a problem (pwsh
 * would take it as a script file's name), never skipped with its value read as the command.
 */
export function scanPowerShellHost(words, dynamic) {
    let setting;
    const scan = scanHostSwitches(words, dynamic, (s) => (setting ??= s));
    return setting === undefined || scan.problem !== undefined ? scan : { ...scan, problem: setting };
}
function scanHostSwitches(words, dynamic, settingProblem) {
    for (let i = 1; i < words.length; i++) {
        const w = (words[i] ?? '').trim().toLowerCase();
        if (dynamic[i])
            return { commandString: undefined, script: undefined, stdin: false, problem: 'an argument of PowerShell comes from an expansion' };
        if (w === '')
            continue;
        if (!(isHostDash(w[0]) || w[0] === '/'))
            return { commandString: i, script: undefined, stdin: false };
        const key = isHostDash(w[1]) ? w.slice(2) : w.slice(1);
        if (key.length === 0)
            return { commandString: undefined, script: undefined, stdin: true };
        const kind = powerShellHostSwitch(key);
        const next = i + 1 < words.length ? i + 1 : undefined;
        // `-Command -` and `-File -` read the commands from standard input.
        const fromStdin = next !== undefined && words[next] === '-' && !dynamic[next];
        if (kind === 'command')
            return fromStdin || next === undefined ? { commandString: undefined, script: undefined, stdin: true } : { commandString: next, script: undefined, stdin: false };
        if (kind === 'file')
            return fromStdin ? { commandString: undefined, script: undefined, stdin: true } : { commandString: undefined, script: next, stdin: false };
        if (kind === 'code') {
            const problem = 'PowerShell -EncodedCommand cannot be analyzed';
            const command = 'encodedcommand'.startsWith(key) || key === 'ec';
            return command && next !== undefined && !dynamic[next] ? { commandString: undefined, script: undefined, stdin: false, problem, encoded: next } : { commandString: undefined, script: undefined, stdin: false, problem };
        }
        if (kind === undefined)
            return { commandString: undefined, script: undefined, stdin: false, problem: `PowerShell's ${words[i]} is not a switch the analysis knows` };
        if (kind === 'setting')
            settingProblem(`PowerShell's ${words[i]} changes where or how its command runs (a working directory, a configuration file)`);
        if (kind === 'value' || kind === 'setting')
            i++;
    }
    return { commandString: undefined, script: undefined, stdin: true };
}
/** Base64 as .NET's Convert.FromBase64String takes it (blanks aside): whole groups of four, padding only at the end. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/**
 * The code an -EncodedCommand value holds (base64 of UTF-16LE text, as pwsh decodes it), or
 * undefined when it is not such text. Read as a line for deny rules (`pwsh -enc cgBtACAA…` is
 * `rm …`); the host still asks, as its encoded form is not what a rule or reviewer sees.
 */
export function encodedCode(value) {
    const text = value.replace(/[ \t\r\n]+/g, '');
    if (text.length === 0 || !BASE64.test(text))
        return undefined;
    const bytes = Buffer.from(text, 'base64');
    return bytes.length % 2 === 0 ? bytes.toString('utf16le') : undefined;
}
/** Notes the scan's problem; `-EncodedCommand`'s code, decoded, is read too (for deny rules: the problem asks). */
export function noteHostScan(a, scan, words, depth, source) {
    if (scan.problem)
        a.note(scan.problem, source);
    const encoded = scan.encoded === undefined ? undefined : encodedCode(words[scan.encoded]);
    if (encoded !== undefined)
        a.flow.isolated(() => a.line(encoded, 'powershell', depth + 1));
}
//# sourceMappingURL=powershell-host.js.map