// The name a command's analysis reads it by: a versioned or cross-toolchain spelling of a program
// the tables know is that program (`python3.11`, `perl5.36.0`, `perl5.36-x86_64-linux-gnu`,
// `tclsh8.6`, `zsh-5.9`, `gcc-12`, `x86_64-linux-gnu-strings`, `llvm-strings-14`,
// `x86_64-w64-mingw32-gcc`, `arm-none-eabi-gcc`, `gcc.exe`), so its code and
// files are read as the program's are. Rules still match the name as written.
import { foldCase } from '../paths/case-fold.js';
import { ASSIGNING, MOVES } from './directory-change.js';
import { withoutTrailing } from '../text-ends.js';
/** A cross tool's target prefix (`x86_64-linux-gnu-`, `aarch64-unknown-linux-musl-`). */
const TARGET_PREFIX = /^\w+-(?:\w+-)?linux-(?:gnu|musl)\w*-(?=.)/;
/** Debian's target-suffixed names (`perl5.36-x86_64-linux-gnu`). */
const TARGET_SUFFIX = /-\w+-linux-(?:gnu|musl)\w*$/;
/** A version after a dash (`gcc-12`, `zsh-5.9`). */
const DASH_VERSION = /-\d+(?:\.\d+)*$/;
/**
 * A toolchain program under a cross or flavoured name (`x86_64-w64-mingw32-gcc`, `arm-none-eabi-ld`,
 * `riscv64-unknown-elf-objcopy`, `avr-g++`): a target of up to four parts before the tool.
 */
const CROSS_TOOL = /^[\w.]+(?:-[\w.]+){0,3}-(gcc|g\+\+|c\+\+|cc|cpp|clang|clang\+\+|gfortran|ld(?:\.bfd|\.gold|\.lld)?|as|ar|objcopy|objdump|strip|nm|ranlib|readelf|strings|size|addr2line|windres|dlltool|gcov|c\+\+filt)$/;
/** MinGW's thread-model flavours after the tool or its version (`x86_64-w64-mingw32-g++-posix`, `gcc-12-win32`). */
const FLAVOUR = /-(?:posix|win32)$/;
/** Interpreters and their tools installed with their version glued to the name (`python3.11`, `php8.2`, `pdb3.11`, `bundle3.1`). */
const VERSIONED_INTERPRETER = /^(python|pypy|perl|ruby|php|node|nodejs|tclsh|wish|lua|luajit|bash|rbash|zsh|ksh|pdb|pydoc|irb|erb|bundle|bundler)\d+(?:\.\d+)*$/;
/** RubyGems executables the tables read by their words, and the `_VERSION_` their stubs take as the first word (Gem::Version's shape). */
const GEM_EXECUTABLES = new Set(['bundle', 'bundler']);
const GEM_VERSION = /^_\d[\w.-]*_$/;
/** Is `word`, the first after `name`, the version a RubyGems stub runs (`bundle _2.3.7_ exec CMD`), so no word of the command? */
export function isGemVersionSelector(name, word) {
    return word.charCodeAt(0) === 95 /* _ */ && GEM_EXECUTABLES.has(name) && GEM_VERSION.test(word);
}
/** The programs rustup's proxy runs, which take a toolchain (`+nightly`) as their first word. */
const RUSTUP_PROXIES = new Set(['cargo', 'rustc', 'rustdoc', 'rustfmt', 'cargo-fmt', 'cargo-clippy', 'clippy-driver', 'cargo-miri', 'rust-gdb', 'rust-lldb', 'rust-analyzer', 'rls']);
/** Is `word`, the first after `name`, the toolchain rustup's proxy runs (`cargo +nightly publish`), so no word of the command? */
export function isToolchainSelector(name, word) {
    return word.charCodeAt(0) === 43 /* + */ && word.length > 1 && RUSTUP_PROXIES.has(name);
}
/** pip under its versioned names (`pip3`, `pip3.12`). */
const VERSIONED_PIP = /^(pip)\d+(?:\.\d+)*$/;
/** The most version parts a shorter name keeps (`python3.12.1.2`): no rule names more. */
const MAX_VERSION_PARTS = 4;
/** Programs a distribution installs under another name (Debian's `nodejs` is node). */
const RENAMED = new Map([['nodejs', 'node']]);
/**
 * The other names a deny or ask rule may know a program by (a rule naming pip fires on pip3):
 * a versioned name's shorter versions and bare name (`pip3.12`: pip3, pip; `python3.12.1`:
 * python3.12, python3, python), and a renamed program's name (`nodejs`: node). Undefined when
 * there are none.
 */
export function programAliases(base) {
    const last = base.charCodeAt(base.length - 1);
    if (!(last >= 48 && last <= 57)) {
        const renamed = RENAMED.get(base);
        return renamed === undefined ? undefined : [renamed];
    }
    const program = (VERSIONED_PIP.exec(base) ?? VERSIONED_INTERPRETER.exec(base))?.[1];
    if (program === undefined)
        return undefined;
    // (The shorter versions of up to MAX_VERSION_PARTS parts, longest first: a name with many more,
    // `pip3.1.1.1…`, would give as many names, each tried against every rule.)
    const aliases = [];
    let end = program.length;
    const cuts = [];
    for (let parts = 0; parts < MAX_VERSION_PARTS; parts++) {
        end = base.indexOf('.', end + 1);
        if (end < 0)
            break;
        cuts.push(end);
    }
    for (let k = cuts.length - 1; k >= 0; k--)
        aliases.push(base.slice(0, cuts[k]));
    aliases.push(program);
    const renamed = RENAMED.get(program);
    if (renamed !== undefined)
        aliases.push(renamed);
    return aliases;
}
export function analysisName(written) {
    // (A Windows program run from bash, WSL's or MSYS's: `gcc.exe` is gcc.)
    const name = written.length > 4 && written.charCodeAt(written.length - 4) === 46 /* . */ && /\.exe$/i.test(written) ? written.slice(0, -4) : written;
    // (Cheap first test: most names end in a letter and name no target.)
    const last = name.charCodeAt(name.length - 1);
    if (!(last >= 48 && last <= 57) && !name.includes('-'))
        return name;
    const bare = name.replace(FLAVOUR, '').replace(TARGET_PREFIX, '').replace(TARGET_SUFFIX, '').replace(DASH_VERSION, '');
    return VERSIONED_INTERPRETER.exec(bare)?.[1] ?? CROSS_TOOL.exec(bare)?.[1] ?? bare;
}
export function programSpelling(platform, foldCase) {
    return platform === 'win32' ? 'windows' : foldCase ? 'anyCase' : 'exact';
}
/**
 * A Windows program's name without its extension and trailing dots or blanks (`bash.exe.`), as
 * `name.replace(/(?:\.(?:exe|com|bat|cmd))?[. ]*$/i, '')` by a scan (the regex retried from each
 * dot of a long run): the extension can only end where the run of dots and blanks starts.
 */
export function withoutWindowsSuffix(name) {
    const end = withoutTrailing(name, '. ').length;
    return name.slice(0, end >= 4 && /^\.(?:exe|com|bat|cmd)$/i.test(name.slice(end - 4, end)) ? end - 4 : end);
}
/** The tables' names that are not all lower case (foreign-code.ts), by their folded form: `r` runs R. */
const MIXED_CASE_PROGRAMS = new Map([['r', 'R'], ['rscript', 'Rscript']]);
/**
 * Builtins that change this shell (its directory, its variables): a name that only folds to one
 * is not that builtin but a program of that name (macOS's /usr/bin/cd), which cannot.
 */
const SHELL_STATE_BUILTINS = new Set([...MOVES, ...ASSIGNING]);
/**
 * The name a table knows the program named `base` (a basename) by, where the platform finds
 * it: folded (see above); as written on linux. (Cheap first test: most names are lower case.)
 */
export function programName(base, spelling) {
    // (A `.exe` or `.com` name on linux or darwin may be a Windows program WSL runs, found on
    // /mnt/c in any case: `BASH.EXE` is Windows' bash.exe, which runs WSL's bash.)
    if (spelling !== 'windows' && isWindowsProgramName(base))
        return programName(base, 'windows');
    if (spelling === 'exact')
        return base;
    let name = base;
    if (mayFold(base, spelling === 'windows')) {
        if (spelling === 'windows')
            name = withoutWindowsSuffix(name) || name;
        name = foldCase(name);
        if (name !== base && SHELL_STATE_BUILTINS.has(name))
            return base;
    }
    // (Both start with `r`: a cheap test before the lookup.)
    return name.charCodeAt(0) === 114 ? MIXED_CASE_PROGRAMS.get(name) ?? name : name;
}
/** A Windows program's extension WSL runs it by (a PE file: `.exe`, `.com`). */
const WSL_PROGRAM_EXTENSION = /\.(?:exe|com)$/i;
/** Is `base` a name WSL may run as a Windows program (`rm.exe`, `CMD.EXE`)? (Cheap first test: the dot.) */
export function isWindowsProgramName(base) {
    return base.length > 4 && base.charCodeAt(base.length - 4) === 46 /* . */ && WSL_PROGRAM_EXTENSION.test(base);
}
/** The program a `.exe` or `.com` name runs, folded as Windows finds it (`RM.EXE`: rm). */
export function windowsProgramBase(base) {
    return foldCase(base.slice(0, -4));
}
/** Has the name an upper-case or non-ASCII character, or (on Windows) a dot or blank? */
function mayFold(name, windows) {
    for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        if ((c >= 65 && c <= 90) || c > 127 || (windows && (c === 46 || c === 32)))
            return true;
    }
    return false;
}
//# sourceMappingURL=program-name.js.map