// What written-code.ts's tables say of a program name: the programs whose files are code they run,
// that write only metadata, compile, copy, move the line, and the rest, with one record per name
// of whether WrittenCode.runs reads more of a command than that it runs it.
import { FOREIGN_INTERPRETER_NAMES } from './foreign-code.js';
import { mayReadImplicitCode } from './implicit-code-files.js';
import { nameMemo } from './name-memo.js';
import { INTERPRETERS } from './script-arguments.js';
import { hasImplicitRuns, mayRunWindowsCode } from './windows-code-hosts.js';
import { windowsName } from './windows-names.js';
import { startsWindowsCode } from './windows-runners.js';
/** Commands whose read operands are code they run (a script, a sourced file, a makefile, a Rakefile and rakelib's `.rake` files). */
export const CODE_READERS = new Set([...INTERPRETERS.keys(), ...FOREIGN_INTERPRETER_NAMES, 'source', '.', 'make', 'gmake', 'rake']);
/** Shells read startup files (`bash -i`, a login shell, zsh's .zshenv always): run them too. */
export const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox-sh']);
export const STARTUP_FILES = ['.bashrc', '.bash_profile', '.bash_login', '.profile', '.zshenv', '.zshrc', '.zprofile', '.zlogin', '.kshrc', '.mkshrc'];
/** Commands that move the line to another directory, where a file written below this one may be read implicitly. */
export const DIRECTORY_CHANGERS = new Set(['cd', 'pushd', 'popd']);
/** The same in a PowerShell line (its names resolved: `cd`, `sl`, `pushd` are these). */
export const POWERSHELL_LOCATION_CHANGERS = new Set(['Set-Location', 'Push-Location', 'Pop-Location']);
/** Commands that change only a file's metadata, or remove it: what they touch holds no new code. */
export const METADATA_WRITERS = new Set(['chmod', 'chown', 'chgrp', 'touch', 'rm', 'rmdir', 'unlink', 'mkdir', 'chattr', 'setfacl', 'setfattr', 'chcon', 'truncate', 'shred']);
/**
 * Compilers: their output holds code of the files they read, so it is new code only when they
 * read what the line wrote, or standard input (`gcc -x c - -o a <<< CODE`).
 */
export const COMPILERS = new Set(['gcc', 'cc', 'g++', 'c++', 'clang', 'clang++', 'go', 'rustc', 'cargo', 'javac', 'tsc', 'ld', 'as', 'strip', 'objcopy', 'csc', 'vbc', 'jsc', 'ilasm']);
/** PowerShell cmdlets that change only a file's metadata, or remove it. */
export const POWERSHELL_METADATA_WRITERS = new Set(['Remove-Item', 'Clear-Content', 'Clear-Item', 'Set-ItemProperty', 'Clear-ItemProperty', 'Set-Acl', 'Unblock-File']);
/** PowerShell cmdlets whose read operands are code they run or load (a script, a module, a types file). */
export const POWERSHELL_CODE_READERS = new Set(['Invoke-Command', 'Start-Job', 'Start-ThreadJob', 'Import-Module', 'Update-TypeData', 'Update-FormatData', 'Register-ScheduledJob']);
/** PowerShell itself, whose `-File` (any prefix: `-f`, `-fi`) or `.ps1` operand is a script it runs. */
export const POWERSHELL_HOSTS = new Set(['pwsh', 'powershell']);
export const FILE_OPTION = /^[-/]f(?:i(?:le?)?)?$/i;
/**
 * launchctl's subcommands that load job plists (launchd runs their ProgramArguments): `load
 * [-wF] [-S TYPE] [-D DOMAIN] PATH...`, `bootstrap DOMAIN PATH...`; a directory's plists all load.
 */
export const LAUNCHCTL_LOADS = new Set(['load', 'bootstrap']);
export const LAUNCHCTL_LOAD_VALUES = new Set(['-S', '-D']);
/** Copiers whose destination tree may hold programs under new names (`cp -r /bin b; ./b/rm x`). */
export const COPIERS = new Set(['cp', 'mv', 'ln', 'link', 'install', 'rsync', 'ditto']);
/** What the tables above say of a name, as bits: one lookup where wrote and runs made two each (every command comes to both). */
export const METADATA_WRITER = 1;
export const COMPILER = 2;
export const COPIER = 4;
export const CODE_READER = 8;
export const SHELL = 16;
export const LAUNCHCTL = 32;
export const DIRECTORY_CHANGER = 64;
export const NAME_KINDS = (() => {
    const kinds = new Map();
    const mark = (names, bit) => {
        for (const n of names)
            kinds.set(n, (kinds.get(n) ?? 0) | bit);
    };
    mark(METADATA_WRITERS, METADATA_WRITER);
    mark(COMPILERS, COMPILER);
    mark(COPIERS, COPIER);
    mark(CODE_READERS, CODE_READER);
    mark(SHELLS, SHELL);
    mark(['launchctl'], LAUNCHCTL);
    mark(DIRECTORY_CHANGERS, DIRECTORY_CHANGER);
    return kinds;
})();
/** Whether a Windows program `name` runs code ranWindowsCode reads (it reads no other). */
function runsWindowsCode(name) {
    if (!mayRunWindowsCode(name))
        return false;
    const program = windowsName(name);
    return startsWindowsCode(program, name) || hasImplicitRuns(program);
}
/**
 * Whether WrittenCode.runs reads more of command `name` than that it runs it: a kind of NAME_KINDS,
 * a Windows program that runs code, a reader of implicit code. Made once per name (name-memo.ts).
 */
export const readsMoreOf = nameMemo((name) => NAME_KINDS.has(name) || runsWindowsCode(name) || mayReadImplicitCode(name), false);
//# sourceMappingURL=written-code-kinds.js.map