// Windows programs that run code from a file, a URL or a DLL they are given (LOLBAS), and those
// that run a file of a fixed name they find beside them. A file they run is read (a Read part)
// and is a run for written-code.ts, as python's script is: `Set-Content x.inf …; cmstp /s x.inf`
// asks. Code fetched from a URL (`cmstp /s http://…`, `ieexec URL`, `Applaunch /activate URL`)
// and a DLL loaded into a process (`certoc -LoadDLL`, `control X.dll`, `Extexport DIR`, dnscmd's
// `/serverlevelplugindll`) are never allowed, as rundll32 is not. So are the auto-elevating
// programs that run a command line stored in HKCU (ComputerDefaults, fodhelper, eventvwr, …):
// the UAC bypasses of LOLBAS, where the line (or an earlier one) sets the key.
import { firstLetters, mayStartOneOf } from './first-letters.js';
const isUrl = (w) => /^[A-Za-z][A-Za-z0-9+.-]+:\/\//.test(w);
const isSwitch = (w) => /^[-/]/.test(w);
/** Stands for a word from an expansion (as in windows-runners.ts). */
const EXPANDED = '\u0000';
/** Auto-elevating programs that run what HKCU's classes or environment name (LOLBAS: UAC bypass). */
const AUTO_ELEVATING = new Set(['computerdefaults', 'fodhelper', 'eventvwr', 'sdclt', 'slui', 'wsreset']);
/** The programs read here (lower case, without `.exe`). */
export const CODE_HOST_PROGRAMS = new Set([
    'cmstp', 'infdefaultinstall', 'diskshadow', 'control', 'installutil', 'ieexec', 'applaunch', 'certoc', 'extexport', 'dnscmd', 'addinutil', 'cleanmgr',
    ...AUTO_ELEVATING,
]);
/** Files run as code: fetched from a URL, never allowed; from an expansion, unknown; else read. */
function runsFiles(program, files) {
    if (files.some(isUrl))
        return { problem: `${program} runs code it fetches from the URL it is given` };
    if (files.includes(EXPANDED))
        return { problem: `the file ${program} runs comes from an expansion` };
    return { reads: files };
}
/** The value of `-NAME:VALUE`/`/NAME:VALUE` (or `=`), any case; undefined when not given. */
function attachedValue(words, name) {
    const re = new RegExp(`^[-/]${name}[:=](.*)$`, 'is');
    for (let k = 1; k < words.length; k++) {
        const m = re.exec(words[k]);
        if (m !== null)
            return m[1];
    }
    return undefined;
}
/**
 * What a Windows code host runs (`program` lower case without `.exe`; words with expansions as
 * EXPANDED), or undefined: none.
 */
export function windowsCodeHost(program, words) {
    const operands = words.slice(1).filter((w) => w === EXPANDED || !isSwitch(w));
    const lower = words.map((w) => w.toLowerCase());
    switch (program) {
        case 'cmstp':
        case 'infdefaultinstall':
        case 'installutil':
        case 'applaunch':
            // (An INF's sections run commands and scriptlets; InstallUtil runs an assembly's installers.)
            return operands.length === 0 ? undefined : runsFiles(program, operands);
        case 'diskshadow': {
            // (`/s SCRIPT`: its `exec` lines run programs. Without it, standard input: foreign-code.ts.)
            const at = lower.indexOf('/s');
            return at < 0 || at + 1 >= words.length ? undefined : runsFiles(program, [words[at + 1]]);
        }
        case 'control': {
            // (`control printers`, `control /name X`: a panel by name. A `.cpl` is run; another file is a DLL it loads.)
            const file = words.slice(1).find((w, k) => !isSwitch(w) && !/^\/name$/i.test(words[k] ?? ''));
            if (file === undefined || (file !== EXPANDED && !/\.[^.\\/]+$/.test(file)))
                return undefined;
            if (file !== EXPANDED && /\.cpl$/i.test(file))
                return runsFiles(program, [file]);
            return { problem: 'control loads the DLL it is given, whose code runs' };
        }
        case 'addinutil': {
            // (`-AddinRoot:DIR`: the pipeline store DIR\Addins.Store is deserialized, which runs its code.)
            const root = attachedValue(words, 'addinroot');
            return root === undefined ? undefined : runsFiles(program, [root === EXPANDED || root.includes(EXPANDED) ? EXPANDED : `${root}\\Addins.Store`]);
        }
        case 'ieexec':
            return operands.length === 0 ? undefined : { problem: 'ieexec downloads and runs the program its URL names' };
        case 'certoc':
            return lower.some((w) => /^[-/]loaddll$/.test(w)) ? { problem: 'certoc -LoadDLL loads a DLL, whose code runs' } : undefined;
        case 'extexport':
            return operands.length === 0 ? undefined : { problem: 'Extexport loads mozcrt19.dll, mozsqlite3.dll or sqlite.dll from the directory it is given' };
        case 'dnscmd':
            return lower.some((w) => /^[-/]serverlevelplugindll$/.test(w)) ? { problem: 'dnscmd /serverlevelplugindll makes the DNS service load a DLL, as SYSTEM' } : undefined;
        case 'cleanmgr':
            // (The SilentCleanup task's `/autoclean` elevates and expands %windir%, which HKCU\Environment may set.)
            return lower.some((w) => w === '/autoclean') ? { problem: 'cleanmgr /autoclean elevates and runs %windir% from the user\'s environment' } : undefined;
    }
    if (AUTO_ELEVATING.has(program))
        return { problem: `${program} elevates without a prompt and runs a command line stored in the user's registry (HKCU)` };
    return undefined;
}
/** Files run from the working directory by a fixed name (LOLBAS): `fsutil trace decode` runs netsh.exe. */
const IMPLICIT_RUNS = new Map([['customshellhost', 'explorer.exe']]);
const CHANGE_PROGRAMS = new Map([['user', 'chgusr.exe'], ['logon', 'chglogon.exe'], ['port', 'chgport.exe']]);
const EXTEXPORT_DLLS = ['mozcrt19.dll', 'mozsqlite3.dll', 'sqlite.dll'];
/** The first letters of the programs read by `windowsCodeRuns` (a cheap test before any copy of the name). */
const RUN_FIRST_LETTERS = firstLetters([...CODE_HOST_PROGRAMS, 'cscript', 'wscript', 'mshta', 'powershell_ise', 'fsutil', 'customshellhost', 'change', 'aspnet_compiler']);
/** Whether `name` may be a program `windowsCodeRuns` reads. */
export function mayRunWindowsCode(name) {
    return mayStartOneOf(RUN_FIRST_LETTERS, name.charCodeAt(0));
}
/** Whether implicitWindowsRuns reads `program` (lower case, without `.exe`). */
export function hasImplicitRuns(program) {
    return IMPLICIT_RUNS.has(program) || program === 'fsutil' || program === 'change' || program === 'extexport' || program === 'aspnet_compiler';
}
/**
 * The files a Windows program runs as code besides those it is given (`program` lower case
 * without `.exe`): a fixed name in the working directory or beside a directory it is given; and
 * the directories whose whole tree it compiles and runs (`aspnet_compiler -p DIR`).
 */
export function implicitWindowsRuns(program, words) {
    const fixed = IMPLICIT_RUNS.get(program);
    if (fixed !== undefined)
        return { files: [fixed], trees: [] };
    switch (program) {
        case 'fsutil':
            return words[1]?.toLowerCase() === 'trace' && words[2]?.toLowerCase() === 'decode' ? { files: ['netsh.exe'], trees: [] } : undefined;
        case 'change': {
            // (change.exe runs chgusr.exe, chglogon.exe or chgport.exe beside it.)
            const helper = CHANGE_PROGRAMS.get(words[1]?.toLowerCase() ?? '');
            return helper === undefined ? undefined : { files: [helper], trees: [] };
        }
        case 'extexport': {
            const dir = words.slice(1).find((w) => !isSwitch(w));
            return dir === undefined ? undefined : { files: EXTEXPORT_DLLS.map((d) => `${dir}\\${d}`), trees: [] };
        }
        case 'aspnet_compiler': {
            // (`-p DIR`: the application's tree (App_Code, pages) is compiled and its code may run.)
            const at = words.findIndex((w, k) => k > 0 && /^[-/]p$/i.test(w));
            return at < 0 || at + 1 >= words.length ? undefined : { files: [], trees: [words[at + 1]] };
        }
    }
    return undefined;
}
//# sourceMappingURL=windows-code-hosts.js.map