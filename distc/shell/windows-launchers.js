// Windows launchers in a bash line (Git Bash, MSYS2, Cygwin run Windows programs as any other):
// `cmd /c LINE` (never allowed, as from PowerShell), `wsl CMD`, MSYS's `start` (a script that runs
// `cmd //c start "$@"`), and `sc` (in bash there is no Set-Content alias: it is sc.exe). MSYS
// passes `//x` to a Windows program as `/x` (the usual way to keep a switch from its path
// conversion: `cmd //c`, `schtasks //create`), so a Windows tool's switches are read so first.
import { cmd, wsl } from './powershell-native.js';
import { windowsRunner } from './windows-runners.js';
/** The launchers read here (lower case, without `.exe`). */
export const BASH_LAUNCHERS = new Set(['cmd', 'wsl', 'start', 'sc']);
/** A word MSYS turns into a switch (`//c` is `/c`; `//server/share` is a UNC path, kept). */
const MSYS_SWITCH = /^\/\/[^/\\]+$/;
/** Windows tools that take `-x` for `/x` too (`schtasks -create -tr X`). */
const DASH_SWITCHES = new Set(['schtasks', 'forfiles']);
/** A Windows program's words as it receives them from bash: `//x` is `/x` (and `-x` for tools that take it). */
export function windowsSwitches(program, words) {
    const dash = DASH_SWITCHES.has(program);
    let out;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        const read = MSYS_SWITCH.test(w) ? w.slice(1) : dash && /^-[A-Za-z?]/.test(w) ? `/${w.slice(1)}` : w;
        if (read !== w)
            (out ??= words.slice())[k] = read;
    }
    return out ?? words;
}
/** cmd's `start` switches that take a value (`/D DIR`, `/NODE N`, `/AFFINITY MASK`). */
const START_VALUED = new Set(['/d', '/node', '/affinity']);
/**
 * MSYS's `start ARGS` runs `cmd //c start ARGS`: cmd's start opens or runs its operand (after its
 * switches and an optional title). Never allowed; the operand and its words are read as a line
 * for deny rules.
 */
function msysStart(words, dynamic) {
    const problem = 'start (MSYS\'s, which runs cmd\'s start) opens or runs its operand, as cmd.exe reads it';
    let k = 1;
    while (k < words.length && !dynamic[k] && words[k].startsWith('/'))
        k += START_VALUED.has(words[k].toLowerCase()) ? 2 : 1;
    // (An empty first word is the window title `start "" prog`.)
    if (k < words.length && words[k] === '' && !dynamic[k])
        k++;
    if (k >= words.length || dynamic.slice(k).some((d) => d))
        return { problem };
    return { line: words.slice(k).join(' '), problem };
}
/** What a launcher in a bash line runs (`program` lower case without `.exe`), or undefined: none. */
export function bashLauncher(program, words, dynamic) {
    const switched = windowsSwitches(program, words);
    switch (program) {
        case 'cmd':
            return dynamic.some((d, k) => d && k > 0) ? { problem: 'a word of cmd comes from an expansion: cmd.exe runs a line the analysis does not read' } : cmd(switched);
        case 'wsl': {
            // (Its line's paths are the distribution's: never allowed from bash, read for deny rules.)
            const run = wsl(words, dynamic);
            return run.line === undefined ? run : { ...run, problem: 'wsl runs a line in a Linux distribution, whose paths (/mnt/c is C:) the analysis does not place' };
        }
        case 'start':
            return msysStart(switched, dynamic);
        case 'sc':
            return windowsRunner('sc.exe', 'sc', 'sc.exe', switched, dynamic);
    }
    return undefined;
}
//# sourceMappingURL=windows-launchers.js.map