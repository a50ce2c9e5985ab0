// Programs PowerShell starts that run other commands, or read, write and reach what their words
// name: native wrappers and runners (`sudo rm x`,
// `timeout 5 rm x`, `bash -c 'rm x'`, `xargs`, `find -exec`, `npx`), `cmd /c`, `wsl`, and the
// Start-Process cmdlet. PowerShell hands a native program its arguments as words, as bash does,
// so a native runner is analyzed as it is from bash (analyze.ts re-enters it in the bash
// dialect); the command it runs is a native command too. Without this, a PowerShell line saw
// only the runner: `sudo rm -rf x` was allowed beside `Shell(rm *)`.
import { canonicalCmdletName } from './powershell-aliases.js';
import { FILE_COMMANDS } from './file-commands.js';
import { HOST_READERS } from './remote-hosts.js';
import { jobScript } from './powershell-job-scripts.js';
import { OTHER_SHELLS, POSIX_SHELLS, SUBCOMMAND_RUNNERS, WRAPPER_SPECS } from './wrapper-specs.js';
import { withoutTailFrom } from '../text-ends.js';
/** The extensions Windows runs a program by (PATHEXT's usual ones): `npm.cmd` is npm. */
export const WINDOWS_EXTENSION = /\.(?:exe|cmd|bat|com|ps1)$/i;
/** Runners bash-dialect analysis reads beyond the wrapper specs (runs.ts). */
const OTHER_RUNNERS = new Set(['su', 'runuser', 'sg', 'newgrp', 'npm', 'find', 'at', 'batch', 'crontab', 'eval']);
/**
 * The name of a native runner as bash-dialect analysis knows it (lower case, without `.exe`), or
 * undefined: not a runner, or a name PowerShell resolves to a cmdlet or alias first.
 */
export function nativeRunner(base) {
    const name = base.replace(WINDOWS_EXTENSION, '').toLowerCase();
    // (An alias or cmdlet runs first, unless the name has an extension: `curl.exe` is the program.)
    // (`expand` is Windows' expand.exe, not coreutils': windows-copiers.ts reads it.)
    if ((canonicalCmdletName(name) !== name && WINDOWS_EXTENSION.test(base) === false) || name === 'eval' || name === 'expand')
        return undefined;
    // (Native file and network tools too, `grep.exe -r x C:\Secrets`, `scp`: their option grammars are bash's readers'.)
    return WRAPPER_SPECS.has(name) || SUBCOMMAND_RUNNERS.has(name) || POSIX_SHELLS.has(name) || OTHER_SHELLS.has(name) || OTHER_RUNNERS.has(name)
        || FILE_COMMANDS.has(name) || HOST_READERS.has(name) ? name : undefined;
}
/** A word quoted for a bash line (as it was one word). */
function quoted(w) {
    return /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`;
}
/** Why a native program may read other words than the line shows (legacyArguments). */
export const LEGACY_QUOTES = 'a word holds a double quote, which Windows PowerShell 5.1 (and pwsh before 7.3) hands to the program unescaped, so it may read other words';
/**
 * The words (after the name) a native program receives from Windows PowerShell 5.1's legacy
 * argument passing, when they differ from `words`: a word with a blank outside its own `"…"` is
 * put in double quotes, but the quotes inside are not escaped, and the program splits the line
 * as Windows does (`'echo "a;rm x"'` is `echo a;rm` and `x`). Undefined when no word has a `"`.
 */
export function legacyArguments(words) {
    if (!words.some((w, k) => k > 0 && w.includes('"')))
        return undefined;
    const line = words.slice(1).map((w) => (blankOutsideQuotes(w) ? `"${w}"` : w)).join(' ');
    const read = windowsArguments(line);
    return read.length === words.length - 1 && read.every((w, k) => w === words[k + 1]) ? undefined : read;
}
/** Whether legacy passing quotes the word: empty, or a blank outside the `"…"` it holds. */
function blankOutsideQuotes(w) {
    let inQuotes = false;
    for (let i = 0; i < w.length; i++) {
        const c = w[i];
        if (c === '"')
            inQuotes = !inQuotes;
        else if (!inQuotes && (c === ' ' || c === '\t'))
            return true;
    }
    return w === '';
}
/** A native runner's words as legacy passing hands them, as a bash line, when they differ. */
export function legacyLine(program, words) {
    const read = legacyArguments(words);
    return read === undefined ? undefined : [program, ...read].map(quoted).join(' ');
}
/** Start-Process's parameters (lower case, with their aliases) that take a value, and the file each names. */
const START_PROCESS_VALUES = new Map([
    ['-filepath', 'program'], ['-argumentlist', 'arguments'],
    ['-workingdirectory', undefined], ['-verb', undefined], ['-windowstyle', undefined], ['-credential', undefined], ['-environment', undefined],
    ['-redirectstandardoutput', 'edit'], ['-redirectstandarderror', 'edit'], ['-redirectstandardinput', 'read'],
    // (Common parameters.)
    ['-erroraction', undefined], ['-warningaction', undefined], ['-informationaction', undefined], ['-progressaction', undefined],
    ['-errorvariable', undefined], ['-warningvariable', undefined], ['-informationvariable', undefined], ['-outvariable', undefined],
    ['-outbuffer', undefined], ['-pipelinevariable', undefined],
]);
const START_PROCESS_ALIASES = new Map([
    ['-pspath', '-filepath'], ['-path', '-filepath'], ['-args', '-argumentlist'], ['-runas', '-credential'],
    ['-rso', '-redirectstandardoutput'], ['-rse', '-redirectstandarderror'], ['-rsi', '-redirectstandardinput'], ['-lup', '-loaduserprofile'], ['-nnw', '-nonewwindow'],
]);
const START_PROCESS_SWITCHES = ['-nonewwindow', '-wait', '-passthru', '-loaduserprofile', '-usenewenvironment', '-useshellexecute', '-verbose', '-debug', '-whatif', '-confirm'];
const START_PROCESS_NAMES = [...START_PROCESS_VALUES.keys(), ...START_PROCESS_SWITCHES];
/** A Start-Process parameter by its name, alias or unique prefix (lower case), or undefined. */
function startProcessParameter(lower) {
    const alias = START_PROCESS_ALIASES.get(lower);
    if (alias !== undefined || START_PROCESS_VALUES.has(lower) || START_PROCESS_SWITCHES.includes(lower))
        return alias ?? lower;
    const matches = START_PROCESS_NAMES.filter((p) => p.startsWith(lower));
    return matches.length === 1 ? matches[0] : undefined;
}
/** Per word, whether it is an element of the array the word before it is in (`a,b`: PowerShell's array argument, split into words). */
export function arrayElements(text, spans) {
    return spans.map((w, k) => k > 0 && text.slice(spans[k - 1].end, w.start).trim() === ',');
}
/**
 * A Windows command line split into arguments as CommandLineToArgvW splits it: blanks outside
 * double quotes separate; 2n backslashes before a quote are n and the quote toggles, 2n+1 are n
 * and a literal quote; `""` inside quotes is a quote.
 */
export function windowsArguments(line) {
    const out = [];
    let cur = '';
    let inWord = false;
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '\\') {
            let n = 0;
            while (line[i + n] === '\\')
                n++;
            if (line[i + n] === '"') {
                cur += '\\'.repeat(n >> 1);
                if (n % 2 === 1)
                    cur += '"';
                else
                    quoted = !quoted;
                i += n;
            }
            else {
                cur += '\\'.repeat(n);
                i += n - 1;
            }
            inWord = true;
        }
        else if (c === '"') {
            if (quoted && line[i + 1] === '"') {
                cur += '"';
                i++;
            }
            else
                quoted = !quoted;
            inWord = true;
        }
        else if ((c === ' ' || c === '\t') && !quoted) {
            if (inWord)
                out.push(cur);
            cur = '';
            inWord = false;
        }
        else {
            cur += c;
            inWord = true;
        }
    }
    if (inWord)
        out.push(cur);
    return out;
}
/**
 * Start-Process FILE [ARGS…] (`-FilePath`, `-ArgumentList`/`-Args`), bound as PowerShell binds
 * them: named parameters first, wherever they are, then the positional words to FilePath and
 * ArgumentList in that order. Windows gets one command line, the program and the ArgumentList
 * elements joined by blanks without quoting, which the program splits again: that is the bash
 * line (`Start-Process cmd "/c rm x"` runs `cmd /c rm x`; cmd is read by `cmd()`). A word from
 * an expansion cannot be read. `-Verb RunAs` and `-WorkingDirectory` change who and where.
 * `continues[k]`: word k is an element of the array word k - 1 is in (`-Args a,b`).
 */
export function startProcess(words, dynamic, continues = []) {
    const reads = [];
    const writes = [];
    const positional = [];
    let program;
    let argumentList;
    let elsewhere;
    let unknown;
    // (An argument: a word and the array elements after it.)
    const argumentAt = (i) => {
        const items = [words[i] ?? ''];
        while (continues[i + 1] === true)
            items.push(words[++i]);
        return items;
    };
    if (dynamic.slice(1).some(Boolean))
        return { problem: 'a word of Start-Process comes from an expansion: it may be the program or its arguments' };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const m = continues[i + 1] === true ? null : /^-([a-z]+)(?::(.*))?$/is.exec(w);
        if (m === null) {
            const items = argumentAt(i);
            i += items.length - 1;
            positional.push(items);
            continue;
        }
        const parameter = startProcessParameter(`-${m[1].toLowerCase()}`);
        if (parameter === undefined) {
            unknown ??= w;
            continue;
        }
        if (!START_PROCESS_VALUES.has(parameter))
            continue;
        let value;
        if (m[2] !== undefined)
            value = [m[2]];
        else {
            value = argumentAt(i + 1);
            i += value.length;
        }
        const kind = START_PROCESS_VALUES.get(parameter);
        const v = value.join(' ');
        if (kind === 'program')
            program = v;
        else if (kind === 'arguments')
            argumentList = value;
        else if (kind === 'read')
            reads.push(v);
        else if (kind === 'edit')
            writes.push(v);
        else if (parameter === '-workingdirectory' || (parameter === '-verb' && v.toLowerCase() !== 'open'))
            elsewhere ??= `Start-Process ${w} ${v}`;
    }
    for (const items of positional) {
        if (program === undefined)
            program = items.join(' ');
        else if (argumentList === undefined)
            argumentList = items;
        else
            unknown ??= items.join(',');
    }
    if (program === undefined)
        return { problem: 'Start-Process names no program the analysis can read' };
    const argv = [program, ...windowsArguments((argumentList ?? []).join(' '))];
    const problems = [];
    if (unknown !== undefined)
        problems.push(`Start-Process ${unknown} is not a parameter or argument the analysis reads`);
    if (elsewhere !== undefined)
        problems.push(`${elsewhere} runs the program as another user or in another directory`);
    const started = program.replace(WINDOWS_EXTENSION, '').replace(/^.*[\\/]/, '').toLowerCase() === 'cmd' ? cmd(['cmd', ...argv.slice(1)]) : { line: argv.map(quoted).join(' ') };
    if (started.problem !== undefined)
        problems.push(started.problem);
    const line = started.line;
    return { ...(line !== undefined ? { line } : {}), reads, writes, ...(problems.length > 0 ? { problem: problems.join('; ') } : {}) };
}
/**
 * `wsl [options] [--] CMD…`: a line of the distribution's shell (`-e`/`--exec`: the program
 * itself), run in `--cd DIR` when given (read as a `cd DIR &&` before it).
 */
export function wsl(words, dynamic) {
    let directory = '';
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return { problem: 'a word of wsl comes from an expansion: it may be an option or the command' };
        if (['-d', '--distribution', '-u', '--user', '--cd', '--shell-type'].includes(w)) {
            if (w === '--cd' && i + 1 < words.length)
                directory = `cd ${quoted(words[i + 1])} && `;
            i++;
            continue;
        }
        // (-e runs the command itself, its words as given; after `--` the rest is still a line of the default shell.)
        if (w === '-e' || w === '--exec') {
            const line = words.slice(i + 1).map(quoted).join(' ');
            return { line: line === '' ? undefined : directory + line, distribution: true };
        }
        if (w === '--') {
            if (i + 1 === words.length)
                break;
            return shellLine(directory, words.slice(i + 1));
        }
        if (w.startsWith('-')) {
            // (--install, --list, --shutdown…: no command; anything else unknown.)
            if (/^--?(?:install|list|l|shutdown|status|update|version|v|help|set-default|s|set-version|terminate|t|unregister|export|import|mount|unmount)$/.test(w))
                return {};
            return { problem: `wsl ${w} is not an option the analysis knows` };
        }
        return shellLine(directory, words.slice(i));
    }
    return { problem: 'wsl without a command starts a shell, which runs the commands it reads from standard input' };
}
const WSL_QUOTES = 'a word of wsl\'s line holds a double quote, which reaches its shell escaped or not by PowerShell\'s version';
/**
 * wsl's command as its default shell reads it: the rest of the Windows command line, as the
 * caller quoted it (`$SHELL -c REST`). PowerShell and MSYS put a word with white space (or none) in
 * double quotes, so `wsl bash -c 'curl x'` runs `bash -c "curl x"`, not `bash -c curl x`. How a
 * word's own `"` reaches it depends on the PowerShell version: read as written, and never allowed.
 */
function shellLine(directory, words) {
    const line = directory + words.map((w) => (w.includes('"') || !(w === '' || /\s/.test(w)) ? w : `"${w}"`)).join(' ');
    return words.some((w) => w.includes('"')) ? { line, distribution: true, problem: WSL_QUOTES } : { line, distribution: true };
}
/** `cmd /c LINE`, `cmd /k LINE`: a line of cmd.exe, whose syntax the analysis does not read. */
export function cmd(words) {
    // (cmd.exe takes the line attached too: `cmd /c"rm x"`, `/crm x`.)
    const at = words.findIndex((w, i) => i > 0 && /^\/[ckr]/i.test(w));
    // (Without /c or /k cmd.exe reads its commands from standard input: `echo "rm x" | cmd`.)
    if (at < 0)
        return { problem: words.length > 1 ? 'cmd runs something the analysis does not read' : 'cmd without /c or /k runs the commands it reads from standard input' };
    // (Read as a bash line too, a best effort for deny rules: its simple commands are mostly alike.)
    const attached = words[at].slice(2);
    return { line: (attached === '' ? words.slice(at + 1) : [attached, ...words.slice(at + 1)]).join(' '), problem: 'cmd /c runs a cmd.exe line, whose syntax the analysis does not read' };
}
/**
 * Cmdlets and programs that change what a later word of the line means: an alias makes a name run
 * another command (`Set-Alias z Remove-Item; z x`), a drive maps a letter to a directory
 * (`New-PSDrive S FileSystem C:\Secrets`, `subst S: C:\Secrets`; `S:\a` is then that path), and
 * Add-Type compiles and loads code.
 */
const REDEFINING = new Map([
    ['Set-Alias', 'defines an alias, which may make a later name run another command'],
    ['New-Alias', 'defines an alias, which may make a later name run another command'],
    ['Import-Alias', 'defines aliases from a file, which may make a later name run another command'],
    ['New-PSDrive', 'maps a drive to a directory: later paths on that drive name files the analysis cannot place'],
    ['subst', 'maps a drive letter to a directory: later paths on that drive name files the analysis cannot place'],
    ['Add-Type', 'compiles and loads code of its own'],
]);
/**
 * Cmdlets that write an item: given a path on the Alias: or Function: drive, they define a
 * command; on the Env: or Variable: drive they set a variable, as `$env:X = …` does (which the
 * parser leaves unsupported: `GIT_SSH_COMMAND`, `Path`, `$PSDefaultParameterValues` change what
 * later commands run).
 */
const ITEM_WRITERS = new Set(['Set-Item', 'New-Item', 'Copy-Item', 'Move-Item', 'Rename-Item', 'Set-Content', 'Add-Content', 'Clear-Item', 'Remove-Item']);
const COMMAND_DRIVE = /^(?:-[a-z]*:)?(?:Microsoft\.PowerShell\.Core\\)?(?:alias|function):/i;
const VARIABLE_DRIVE = /^(?:-[a-z]*:)?(?:Microsoft\.PowerShell\.Core\\)?(?:env|environment:|variable):/i;
/** Variables whose value changes what later commands do (powershell-parse.ts leaves assignments to them unsupported). */
const PREFERENCE_VARIABLE = /^(?:(?:global|local|script|private):)?(?:PSDefaultParameterValues|ExecutionContext|ErrorActionPreference|PSModuleAutoLoadingPreference|ConfirmPreference|WhatIfPreference|PSCommandPath)$/i;
/** Set-Variable's and New-Variable's parameters before the name that take a value, and switches. */
const VARIABLE_VALUED = ['-value', '-scope', '-option', '-description', '-visibility', '-include', '-exclude', '-erroraction', '-warningaction',
    '-informationaction', '-errorvariable', '-warningvariable', '-informationvariable', '-outvariable', '-outbuffer', '-pipelinevariable'];
const VARIABLE_SWITCHES = ['-force', '-passthru', '-whatif', '-confirm', '-verbose', '-debug'];
/**
 * `Set-Variable NAME VALUE` (`sv`, `nv`, `-Name NAME`): the name, or undefined when it comes from
 * an expansion or a parameter before it is not known (it may have taken the name's place).
 */
function variableName(words, dynamic) {
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        const lower = w.toLowerCase();
        if (dynamic[k])
            return undefined;
        if (!w.startsWith('-'))
            return w;
        if (/^-n[a-z]*:/.test(lower))
            return w.slice(w.indexOf(':') + 1);
        if ('-name'.startsWith(lower) && lower.length > 1)
            return dynamic[k + 1] ? undefined : words[k + 1] ?? '';
        if (lower.length > 1 && VARIABLE_VALUED.some((p) => p.startsWith(lower)))
            k++;
        else if (!(lower.length > 1 && VARIABLE_SWITCHES.some((p) => p.startsWith(withoutTailFrom(lower, ':')))))
            return undefined;
    }
    return '';
}
/** Why a PowerShell command (its canonical name, or a native program's lower-case name) changes what later words mean. */
export function redefines(name, program, words = [], dynamic = []) {
    const why = REDEFINING.get(name) ?? REDEFINING.get(program);
    if (why !== undefined)
        return { problem: `${name} ${why}` };
    // (`Set-Item Alias:z Remove-Item`, `New-Item -Path Function:f -Value {…}`.)
    if (ITEM_WRITERS.has(name) && words.some((w, k) => k > 0 && COMMAND_DRIVE.test(w))) {
        return { problem: `${name} defines an alias or a function through its drive, which may make a later name run another command` };
    }
    if (ITEM_WRITERS.has(name) && words.some((w, k) => k > 0 && VARIABLE_DRIVE.test(w))) {
        return { problem: `${name} sets an environment or preference variable through its drive, which may change what later commands run` };
    }
    if (name === 'Set-Variable' || name === 'New-Variable') {
        const variable = variableName(words, dynamic);
        if (variable === undefined)
            return { problem: `the name of the variable ${name} sets is not known (an expansion or an unknown parameter): it may be a preference variable` };
        if (PREFERENCE_VARIABLE.test(variable))
            return { problem: `${name} sets the preference variable ${variable}, which changes what later commands do` };
    }
    // (`net use S: \\host\share`: a drive letter for a share.)
    if (program === 'net' && /^use$/i.test(words[1] ?? ''))
        return { problem: 'net use maps a drive letter to a share: later paths on that drive name files the analysis cannot place' };
    return undefined;
}
/** `Invoke-Item FILE` (`ii`) opens a file with the program its type is associated with, and runs an executable. */
export function invokeItem() {
    return { problem: 'Invoke-Item opens its paths with the programs their types are associated with, which may run them' };
}
/**
 * Invoke-Expression's code: its `-Command` (by any prefix, or `-Command:CODE`) or positional
 * word, each read as a line of its own. Without one it runs the strings it receives from the
 * pipeline (`echo CODE | iex`), which are not read; another parameter is not read either (its
 * words are still read as code, for deny rules).
 */
export function expressionCode(words, dynamic) {
    const lines = [];
    let problem;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return { lines, problem: 'a word of Invoke-Expression comes from an expansion' };
        const m = /^[-\u2013\u2014\u2015]([a-z]+)(:?)(.*)$/is.exec(w);
        const command = m !== null && 'command'.startsWith(m[1].toLowerCase());
        if (m === null)
            lines.push(w);
        else if (command && m[2] === ':')
            lines.push(m[3]);
        else if (!command)
            problem ??= `Invoke-Expression ${w} is not a parameter the analysis reads`;
    }
    if (lines.length === 0)
        problem ??= 'Invoke-Expression without a command runs the code it receives from the pipeline';
    return problem === undefined ? { lines } : { lines, problem };
}
/**
 * Commands that run code the line does not show: Invoke-History (`r`, `ihy`) runs an earlier
 * command line again, one Add-History may have put there (`Import-Csv h.csv | Add-History`);
 * Start-Job, Start-ThreadJob and Invoke-Command run a script file, read as `& FILE` is (powershell-job-scripts.ts).
 */
export function runsElsewhere(name, words, dynamic) {
    if (name === 'Invoke-History')
        return { problem: 'Invoke-History runs a command line from the history again, which this line does not show' };
    if (name === 'Add-History')
        return { problem: 'Add-History adds command lines to the history, which Invoke-History runs' };
    return jobScript(name, words, dynamic);
}
//# sourceMappingURL=powershell-native.js.map