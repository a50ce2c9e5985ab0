// Code the line writes and then runs (hunt 5, F7 and F13): `tee s.sh <<< 'rm x'; bash s.sh`,
// `cp /bin/rm del; ./del x`, `printf … | tee Makefile; make`, `ln -sf /bin/rm ~/bin/ls; ls x`.
// The file's content came from the line (or is a denied program under a new name), but what
// runs it reads a file, which the analysis never opens: such a line is incomplete (it asks).
//
// Files are compared by their last segment, so that no spelling of the same file (`./s.sh`,
// `/w/repo/s.sh`, `d/../s.sh`, a path after `cd`, a directory reached through a link) can
// escape: a line that writes `a/s.sh` and runs `b/s.sh` asks too, which costs nothing usual.
// Cheap: two small sets per line, compared once after the walk.
import { implicitCode } from './implicit-code-files.js';
import { runsElsewhere } from './powershell-native.js';
import { GUESSED_PATHS } from './file-touches.js';
import { hasImplicitRuns, implicitWindowsRuns, mayRunWindowsCode } from './windows-code-hosts.js';
import { CODE_READER, CODE_READERS, COMPILER, COPIER, DIRECTORY_CHANGER, FILE_OPTION, LAUNCHCTL, LAUNCHCTL_LOAD_VALUES, LAUNCHCTL_LOADS, METADATA_WRITER, NAME_KINDS, POWERSHELL_CODE_READERS, POWERSHELL_HOSTS, POWERSHELL_LOCATION_CHANGERS, POWERSHELL_METADATA_WRITERS, readsMoreOf, SHELL, STARTUP_FILES, } from './written-code-kinds.js';
import { windowsName } from './windows-names.js';
import { windowsSwitches } from './windows-launchers.js';
import { startsWindowsCode, windowsRunner } from './windows-runners.js';
/** A runner's option that runs it in another directory (`git -C`, `npm --prefix`, `yarn --cwd`, `pnpm --dir`). */
const DIRECTORY_OPTION = /^(?:-C|--prefix|--cwd|--dir|--git-dir|--work-tree)/;
/** Whether a path is relative and below a subdirectory that is not a .git (`dist/package.json`, not `./x`, `.git/config`, `/w/x`). */
export function inSubdirectory(path) {
    if (path.startsWith('/') || path.startsWith('~') || path.startsWith('\\') || /^[A-Za-z]:/.test(path))
        return false;
    // (Scanned, not split. Without a `.git` two segments answer: `count > 1 && !mayHaveGit` made Node 20's loop quadratic, 140 ms.)
    const n = path.length;
    const answers = path.includes('.git') ? n + 2 : 2;
    let count = 0;
    for (let i = 0; i <= n;) {
        if (count >= answers)
            return true;
        let j = i;
        while (j < n && !isSeparator(path.charCodeAt(j)))
            j++;
        const length = j - i;
        // (Empty and `.` segments are not counted; the first counted one must not be `..`, and none `.git`.)
        if (length > 1 || (length === 1 && path.charCodeAt(i) !== 46)) {
            if (count === 0 && length === 2 && path.startsWith('..', i))
                return false;
            if (length === 4 && path.startsWith('.git', i))
                return false;
            count++;
        }
        i = j + 1;
    }
    return count > 1;
}
/**
 * Extensions Windows finds a program by without them (PATHEXT, and PowerShell's .ps1): `.\\a`
 * runs a.ps1 or a.cmd, MSYS bash's `./x` runs x.exe. A file written with one is also written
 * under its name without it (on any platform: the analysis does not know which it runs on).
 */
const WINDOWS_RUN_EXTENSION = /\.(?:ps1|exe|com|cmd|bat|vbs|vbe|js|jse|wsf|wsh|msc|cpl)$/;
/** The last segment of a path (trailing slashes dropped); '' for one that names no file of its own. */
function lastSegment(path) {
    // (Either separator, any case: PowerShell's `.\\X.ps1` is `x.ps1` on Windows. Scanned by hand:
    // every command's name comes here, and a regex and two lastIndexOf calls cost more.)
    let end = path.length;
    while (end > 0 && isSeparator(path.charCodeAt(end - 1)))
        end--;
    // (A long one by lastIndexOf: a word of 10,000 characters without a separator took 0.1 ms by hand.)
    let start = end;
    if (end > LONG_SEGMENT)
        start = Math.max(path.lastIndexOf('/', end - 1), path.lastIndexOf('\\', end - 1)) + 1;
    else
        while (start > 0 && !isSeparator(path.charCodeAt(start - 1)))
            start--;
    // (Win32 drops a last segment's trailing dots and spaces: writing `a.ps1.` or `a.ps1 ` writes
    // a.ps1. `.` and `..` become '' here too.)
    while (end > start && (path.charCodeAt(end - 1) === 46 || path.charCodeAt(end - 1) === 32))
        end--;
    const segment = path.slice(start, end);
    return (segment.length > LONG_SEGMENT ? UPPER.test(segment) : hasUpper(segment)) ? segment.toLowerCase() : segment;
}
/** Past this length lastSegment searches by the engine's string functions, not by hand. */
const LONG_SEGMENT = 64;
/** What hasUpper looks for. */
const UPPER = /[A-Z\u0080-\uffff]/;
/** Whether some part is an edit. */
function hasEdit(paths) {
    for (let k = 0; k < paths.length; k++)
        if (paths[k].op === 'edit')
            return true;
    return false;
}
function isSeparator(c) {
    return c === 47 || c === 92;
}
/** Whether toLowerCase would change the text (ASCII upper case, or any non-ASCII character). */
function hasUpper(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if ((c >= 65 && c <= 90) || c >= 128)
            return true;
    }
    return false;
}
/** Start-Process's switches (no value): a word after one may be its -FilePath by position. */
const START_PROCESS_SWITCHES = /^-(?:wait|nonewwindow|nonew|passthru|usenewenvironment|usenew|loaduserprofile|loaduser|lup)$/i;
/** Where Start-Process's file is (`-FilePath F`, `-f:F`, or the first word by position); -1 if none. */
function startedFileAt(words) {
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (/^-f(?:i(?:l(?:e(?:p(?:a(?:th?)?)?)?)?)?)?$/i.test(w))
            return k + 1 < words.length ? k + 1 : -1;
        if (!w.startsWith('-') && (k === 1 || START_PROCESS_SWITCHES.test(words[k - 1]) || /^-[a-z]+:/i.test(words[k - 1])))
            return k;
    }
    return -1;
}
export class WrittenCode {
    constructor() {
        this.written = undefined;
        this.trees = undefined;
        this.writtenUnknown = undefined;
        this.ran = undefined;
        this.ranBelow = undefined;
        this.ranByName = undefined;
        this.writtenByOthers = undefined;
        this.writtenBelow = undefined;
        this.moved = false;
        this.implicitRuns = undefined;
        this.ranUnknown = undefined;
        this.ranTrees = undefined;
        this.writtenPaths = undefined;
    }
    /** The parts of one command named `name`: its edit parts are files it writes. */
    wrote(name, paths, words, dynamic, stdinGiven) {
        // (Only edit parts are written files: a command with none, as most are, needs no lookup of its name.)
        if (!hasEdit(paths))
            return;
        const kind = NAME_KINDS.get(name) ?? 0;
        if ((kind & METADATA_WRITER) !== 0)
            return;
        if ((kind & COMPILER) !== 0 && !stdinGiven && !this.compilesWritten(paths, words, dynamic))
            return;
        const copier = (kind & COPIER) !== 0;
        // (npm's own package.json, `git config`'s .git/config: their readers read what they store.
        // Asked only of a command that writes: most write nothing.)
        let ownSettings;
        for (let k = 0; k < paths.length; k++) {
            const p = paths[k];
            // (A word of a command no table knows, a string in inline code, is a guess: `shellcheck s.sh && bash s.sh` stays allowed.)
            if (p.op === 'edit' && (p.when === undefined || !GUESSED_PATHS.has(p.when)))
                this.wroteOne(p, copier, (ownSettings ??= implicitCode(name, words) !== undefined));
        }
    }
    /** The parts of one PowerShell command named `name` (a resolved cmdlet name, or a program's). */
    wrotePowerShell(name, paths) {
        if (POWERSHELL_METADATA_WRITERS.has(name))
            return;
        this.wrote(name, paths, [], [], false);
    }
    /** What one PowerShell command runs: a script by its path (`./x.ps1`, `& .\\x.ps1`, `. ./x.ps1`), the code a cmdlet loads, pwsh's -File. */
    runsPowerShell(name, raw, paths, words, dynamic, source) {
        if (raw.includes('/') || raw.includes('\\'))
            this.ranPath(raw, false, source);
        // (git is read in PowerShell's dialect, npm as from bash: a PowerShell line's git reads the
        // .git/config and hooks Set-Content wrote as bash's git does.)
        if (POWERSHELL_LOCATION_CHANGERS.has(name))
            this.moved = true;
        const implicit = implicitCode(name, words);
        if (implicit !== undefined)
            (this.implicitRuns ??= []).push({ implicit, words, source });
        if (POWERSHELL_CODE_READERS.has(name)) {
            for (let k = 0; k < paths.length; k++)
                if (paths[k].op === 'read')
                    this.ranPath(paths[k].path, paths[k].dynamic, source);
            // (Invoke-Command's and Start-Job's -FilePath: read by powershell-starts.ts, not a part here.)
            const script = runsElsewhere(name, words, dynamic);
            if (script?.reads !== undefined)
                for (const f of script.reads)
                    this.ranPath(f, false, source);
        }
        else if (CODE_READERS.has(name))
            this.ranCode(paths, source);
        else if (POWERSHELL_HOSTS.has(name.toLowerCase())) {
            for (let k = 1; k < words.length; k++) {
                const script = FILE_OPTION.test(words[k - 1]) || /\.ps1$/i.test(words[k]);
                if (script)
                    this.ranPath(words[k], dynamic[k] === true, source);
            }
        }
        else if (mayRunWindowsCode(name))
            this.ranWindowsCode(name, words, dynamic, source);
        // (Start-Process finds a bare `b.cmd` or `b` in the working directory first: a file it may run.)
        if (name === 'Start-Process') {
            const at = startedFileAt(words);
            if (at > 0)
                this.ranPath(words[at], dynamic[at] === true, source);
        }
    }
    /** A redirect's or runner's file. */
    wroteOne(p, copier = false, ownSettings = false) {
        // (An expansion or a glob may name the file run.)
        if (p.dynamic) {
            this.writtenUnknown ??= p.text;
            return;
        }
        const name = lastSegment(p.path);
        if (name === '')
            return;
        if (p.below !== 'none' && copier)
            (this.trees ??= new Set()).add(name);
        const written = (this.written ??= new Map());
        const inDirectory = p.path.includes('/');
        written.set(name, written.get(name) === true || inDirectory);
        // (A relative path below another directory, `dist/package.json`, is not the working
        // directory's nor a repository's .git's: it counts only when the line moves.)
        if (!ownSettings)
            ((inSubdirectory(p.path) ? (this.writtenBelow ??= new Set()) : (this.writtenByOthers ??= new Set()))).add(name);
        const bare = name.replace(WINDOWS_RUN_EXTENSION, '');
        if (bare !== name && bare !== '')
            written.set(bare, written.get(bare) === true || inDirectory);
        (this.writtenPaths ??= []).push(p.path);
    }
    /** What one command runs: its own path, or the files a code reader reads. */
    runs(name, raw, paths, words, dynamic, source, readsMore = readsMoreOf(name)) {
        if (raw.includes('/'))
            this.ranPath(raw, false, source);
        else
            (this.ranByName ??= []).push(name, source);
        // (Most commands are none of the programs below: one lookup instead of one per table, or none: name-dispatch.ts.)
        if (!readsMore)
            return;
        const kind = NAME_KINDS.get(name) ?? 0;
        if ((kind & CODE_READER) !== 0)
            this.ranCode(paths, source, name === 'rake');
        // (Bash on Windows runs them too, their `//x` switches as `/x`.)
        else if (mayRunWindowsCode(name))
            this.ranWindowsCode(name, words, dynamic, source, true);
        if ((kind & SHELL) !== 0)
            for (const f of STARTUP_FILES)
                (this.ran ??= new Map()).set(f, source);
        if ((kind & DIRECTORY_CHANGER) !== 0)
            this.moved = true;
        // (Kept as given, read only by problem(): most lines write nothing, and git and npm are in most.)
        const implicit = implicitCode(name, words);
        if (implicit !== undefined)
            (this.implicitRuns ??= []).push({ implicit, words, source });
        if ((kind & LAUNCHCTL) !== 0 && LAUNCHCTL_LOADS.has(words[1] ?? ''))
            this.ranJobs(words, dynamic, source);
    }
    /** The job plists `launchctl load|bootstrap` loads (a directory: every plist below it). */
    ranJobs(words, dynamic, source) {
        // (bootstrap's first operand is the domain, `gui/501`.)
        let domain = words[1] === 'bootstrap';
        for (let k = 2; k < words.length; k++) {
            const w = words[k];
            if (!dynamic[k] && w.startsWith('-')) {
                if (LAUNCHCTL_LOAD_VALUES.has(w))
                    k++;
                continue;
            }
            if (domain)
                domain = false;
            else {
                this.ranPath(w, dynamic[k] === true, source);
                if (!dynamic[k] && !w.endsWith('.plist'))
                    (this.ranTrees ??= new Map()).set(lastSegment(w), source);
            }
        }
    }
    /** The files a Windows code loader runs (windows-code-loaders.ts: msbuild's project, regsvr32's `/i:` scriptlet, setres's choice.cmd). */
    loads(files, unknown, source) {
        // (A file named again runs from the same source: nothing more to note. `regsvr32 'a,a,…'` names 5,000.)
        const seen = files.length > 1 ? new Set() : undefined;
        for (let k = 0; k < files.length; k++) {
            const f = files[k];
            if (seen !== undefined) {
                if (seen.has(f))
                    continue;
                seen.add(f);
            }
            this.ranPath(f, false, source);
        }
        if (unknown !== undefined)
            this.ranUnknown ??= source;
    }
    /** Why the line is incomplete: it runs a file it writes; undefined when it runs none. */
    problem() {
        // (Most lines write nothing: then nothing they run was written.)
        const written = this.written;
        if (written === undefined && this.trees === undefined && this.writtenUnknown === undefined)
            return undefined;
        if (this.ran !== undefined && written !== undefined) {
            for (const [name, text] of this.ran) {
                if (written.has(name))
                    return `the line runs ${JSON.stringify(text)}, a file (${name}) it also writes, whose content is not analyzed`;
            }
        }
        if (this.implicitRuns !== undefined) {
            const implicit = this.ranImplicitly(this.implicitRuns);
            if (implicit !== undefined)
                return implicit;
        }
        if (this.ranBelow !== undefined && this.trees !== undefined) {
            for (const [name, text] of this.ranBelow) {
                if (this.trees.has(name))
                    return `the line runs ${JSON.stringify(text)} from a directory (${name}) it copies or links programs into`;
            }
        }
        if (this.ranTrees !== undefined && this.writtenPaths !== undefined) {
            for (const [name, text] of this.ranTrees) {
                // (A tree named `.` or a drive's root holds every file written.)
                if (name === '' || this.writtenPaths.some((p) => p.toLowerCase().split(/[/\\]/).includes(name))) {
                    return `the line runs ${JSON.stringify(text)}, which compiles and runs the code below a directory (${name || '.'}) it writes into`;
                }
            }
        }
        const byName = this.ranByName;
        if (byName !== undefined && written !== undefined) {
            for (let k = 0; k < byName.length; k += 2) {
                if (written.get(byName[k].toLowerCase()) === true)
                    return `the line runs ${JSON.stringify(byName[k + 1])}, and writes a file named ${byName[k]} in a directory, which may be on PATH`;
            }
        }
        if (this.ran === undefined && this.ranUnknown === undefined && this.ranTrees === undefined)
            return undefined;
        if (this.writtenUnknown !== undefined)
            return `the line writes a file named by an expansion or glob (${JSON.stringify(this.writtenUnknown)}), and runs a file, which may be the one written`;
        if (this.ranUnknown !== undefined && (written !== undefined || this.trees !== undefined))
            return `the line runs a file named by an expansion (${JSON.stringify(this.ranUnknown)}), which may be one it writes`;
        return undefined;
    }
    /** Why a program that reads files as code implicitly runs one the line writes (by another program), or undefined. */
    ranImplicitly(runs) {
        const others = this.writtenByOthers;
        const below = this.writtenBelow;
        if (others === undefined && below === undefined)
            return undefined;
        const moved = this.moved || runs.some((r) => r.words.some((w) => DIRECTORY_OPTION.test(w)));
        for (const { implicit, source } of runs) {
            for (const name of implicit.names) {
                if (others?.has(name) === true || (moved && below?.has(name) === true))
                    return `the line runs ${JSON.stringify(source)}, which reads a file (${name}) it also writes as code or settings, whose content is not analyzed`;
            }
            // (Code files count wherever they are: pytest collects tests/, a tool loads packages/*/x.config.js.)
            for (const suffix of implicit.suffixes) {
                for (const name of [...others ?? [], ...below ?? []])
                    if (name.endsWith(suffix))
                        return `the line runs ${JSON.stringify(source)}, which may run a file (${name}) it also writes, whose content is not analyzed`;
            }
        }
        return undefined;
    }
    /** The files a code reader (a script's interpreter, make) reads: the code it runs. */
    ranCode(paths, source, trees = false) {
        for (let k = 0; k < paths.length; k++) {
            const p = paths[k];
            // (A file it also edits is its data, edited in place: `perl -pi -e CODE f`.)
            if (p.op !== 'read' || paths.some((e) => e.op === 'edit' && e.path === p.path))
                continue;
            this.ranPath(p.path, p.dynamic, source);
            // (rake loads the `.rake` files of the directories it lists: rakelib, -R DIR.)
            if (trees && (p.below !== 'none' || p.listed !== undefined) && !p.dynamic)
                (this.ranTrees ??= new Map()).set(lastSegment(p.path), source);
        }
    }
    /**
     * What a Windows program runs as code (windows-code-hosts.ts): the files it is given (cscript's
     * script, cmstp's INF, `diskshadow /s`'s script, control's `.cpl`, InstallUtil's assembly), files of a
     * fixed name it finds (`fsutil trace decode` runs ./netsh.exe), and trees it compiles.
     */
    /** `msysSwitches`: a bash line's words, whose `//x` switches MSYS passes as `/x` (windows-launchers.ts). */
    ranWindowsCode(name, given, dynamic, source, msysSwitches = false) {
        const program = windowsName(name);
        const starts = startsWindowsCode(program, name);
        const implicitProgram = hasImplicitRuns(program);
        if (!starts && !implicitProgram)
            return;
        const words = msysSwitches ? windowsSwitches(program, given) : given;
        const read = starts ? windowsRunner(name, program, name, words, dynamic)?.reads : undefined;
        if (read !== undefined)
            for (const f of read)
                this.ranPath(f, false, source);
        const implicit = implicitProgram ? implicitWindowsRuns(program, words) : undefined;
        if (implicit === undefined)
            return;
        for (const f of implicit.files)
            this.ranPath(f, dynamic.some((d) => d), source);
        for (const t of implicit.trees) {
            if (dynamic.some((d) => d))
                this.ranUnknown ??= source;
            else
                (this.ranTrees ??= new Map()).set(lastSegment(t), source);
        }
    }
    ranPath(path, dynamic, source) {
        if (dynamic) {
            this.ranUnknown ??= source;
            return;
        }
        const name = lastSegment(path);
        if (name !== '')
            (this.ran ??= new Map()).set(name, source);
        // (Each segment before the last: scanned, not split, as most paths run have no directory.)
        let start = 0;
        for (let k = 0; k < path.length; k++) {
            if (!isSeparator(path.charCodeAt(k)))
                continue;
            const segment = path.slice(start, k);
            start = k + 1;
            if (segment !== '' && segment !== '.' && segment !== '..')
                (this.ranBelow ??= new Map()).set(segment, source);
        }
    }
    /** A compiler reads a file the line wrote (earlier in the walk), or an unknown one. */
    compilesWritten(paths, words, dynamic) {
        for (let k = 1; k < words.length; k++) {
            const w = words[k];
            if (dynamic[k] || w === '-' || w.startsWith('/dev/') || w.startsWith('/proc/'))
                return true;
        }
        for (let k = 0; k < paths.length; k++) {
            const p = paths[k];
            if (p.op === 'read' && (p.dynamic || this.written?.has(lastSegment(p.path)) === true))
                return true;
        }
        return false;
    }
}
//# sourceMappingURL=written-code.js.map