// macOS programs that run a command (hunt 3, F1; each ran `rm x` beside a deny of it): an
// architecture (`arch -x86_64 CMD`), the developer tools' launcher (`xcrun git push` runs any
// tool on PATH), I/O and scheduling policies (taskpolicy), launchd (`launchctl submit -- CMD`,
// `asuser UID CMD`, `bsexec PID CMD`), tracers (`dtrace -c CMD`, `dtruss CMD`), the memory
// tools' `-atExit -- CMD`, and Instruments (`xctrace record --launch -- CMD`, `instruments -t T CMD`).
// (caffeinate and sandbox-exec are in wrapper-specs.ts.)
/** leaks(1) and its siblings: `TOOL [options] PID|NAME|FILE` inspects; `TOOL [options] -atExit -- CMD` runs CMD. */
const MEMORY_TOOL = { freeForm: 'dash-dash', commandOptional: true };
/** arch(1)'s `-ARCHNAME` flags (`-x86_64`, `-arm64`), beside `-arch NAME`. */
const ARCH_NAMES = 'i386 x86_64 x86_64h arm64 arm64e arm64_32 armv7 armv7s armv7k ppc ppc64 ppc970 ppc7400 ppc7450';
export const DARWIN_RUNNERS = {
    // arch [-32] [-64] [-ARCH | -arch ARCH]... [-c] [-d NAME]... [-e NAME=VALUE]... PROG [ARGS]: -e sets a variable for PROG.
    arch: { flags: `-32 -64 -c ${ARCH_NAMES.split(' ').map((a) => `-${a}`).join(' ')}`, args: '-arch -d -e', noCommand: '-h' },
    // xcrun [--sdk SDK] [--toolchain NAME] [-l] [-v] [-n] [-k] [-r] TOOL [ARGS]; -f and --show-* print a path only.
    xcrun: {
        flags: '-l --log -v --verbose -n --no-cache -k --kill-cache -r --run -log -verbose -no-cache -kill-cache -run -version -show-sdk-path',
        args: '--sdk -sdk --toolchain -toolchain',
        noCommand: '-f --find -find -h --help --version -version --show-sdk-path --show-sdk-version --show-sdk-build-version --show-sdk-platform-path --show-sdk-platform-version',
    },
    // taskpolicy [-d P] [-g P] [-c CLAMP] [-b] [-t T] [-l T] [-a] [-s] [-S SHIMS] [-m MB] [-j PRI] [-P ACTION] PROG [ARGS]; -p PID changes a process.
    taskpolicy: { flags: '-b -B -a -s -x', args: '-d -g -c -t -l -S -m -j -P', noCommand: '-p' },
    // launchctl submit -l LABEL [-p PROG] [-o F] [-e F] -- CMD [ARGS] (-p names the program instead); asuser UID CMD; bsexec PID CMD.
    'launchctl submit': { args: '-l -p -o -e', writes: '-o -e', opaque: '-p' },
    'launchctl asuser': { operands: 1 },
    'launchctl bsexec': { operands: 1 },
    // dtrace -c CMD runs CMD, split at blanks (no shell); its D programs' system() runs a shell line
    // once destructive actions are allowed (-w, `-x destructive`, a pragma in a -s script).
    dtrace: {
        flags: '-a -A -B -C -e -F -G -h -H -l -q -S -v -V -w -Z -32 -64 -7 -O', args: '-b -D -I -L -o -p -s -U -x -X -P -m -f -n -i',
        splitString: '-c', opaque: '-w -s', writes: '-o',
        loadsCode: (value) => (/destructive|\bsystem\s*\(/.test(value) ? 'destructive actions (system() runs a shell line)' : undefined),
    },
    // dtruss [-acdeflhoLs] [-t SYSCALL] { -p PID | -n NAME | -W NAME | CMD }.
    dtruss: { flags: '-a -c -d -e -f -l -o -L -s', args: '-t', noCommand: '-p -n -W -h' },
    leaks: MEMORY_TOOL,
    heap: MEMORY_TOOL,
    vmmap: MEMORY_TOOL,
    footprint: MEMORY_TOOL,
    malloc_history: MEMORY_TOOL,
    // xctrace record [options] --launch [--] CMD [ARGS] (or --attach, --all-processes: no command).
    'xctrace record': { freeForm: 'dash-dash', commandAfter: '--launch', commandOptional: true },
    // instruments [-t T] [-D DOC] [-l MS] [-i N] [-w DEV] { -p PID | APP [ARGS] }; -s lists.
    instruments: { flags: '-v', args: '-t -D -l -i -w', noCommand: '-p -s', writes: '-D' },
};
//# sourceMappingURL=darwin-runners.js.map