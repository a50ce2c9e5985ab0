// Terminal emulators that run a command in a new window (hunt 4, F4; each ran `rm x` beside a
// deny of it): `xterm -e CMD`, `kitty CMD`, `alacritty -e CMD`, `xfce4-terminal -e 'LINE'`,
// `wezterm start -- CMD`, mintty (Git Bash's terminal), ConEmu. Never seen through by allow rules.
// Two kinds of grammar: X-toolkit terminals and terminals with subcommands take options that are
// not read (freeForm 'named': the command is named by `-e`, `-x` or `--`); the others are read
// with their options, and an option they do not take is a problem. An option that moves the
// command to another directory is followed (directory-change.ts) or, in a free-form grammar, a
// problem; one that loads a configuration (which may name the shell to run) is a problem.
// (git-bash takes bash's options: wrapper-specs.ts POSIX_SHELLS.)
/** rxvt and its descendants: X-toolkit options, `-e CMD ARGS` last; `-cd DIR` moves it. */
const RXVT = { freeForm: 'named', commandAfter: '-e', opaque: '-cd', shell: true };
/** GNOME's and its forks' terminals: `-x CMD ARGS` or `-- CMD ARGS`, `-e 'LINE'`. */
const GNOME_TERMINAL = {
    freeForm: 'dash-dash', commandAfter: '-x --execute', commandLine: '-e --command', opaque: '--working-directory --load-config', shell: true,
};
/** foot and footclient: `[OPTIONS] [CMD ARGS]` (-e is taken and ignored, as xterm's). */
const FOOT_ARGUMENTS = '-t --term -T --title -a --app-id --toplevel-tag -w --window-size-pixels -W --window-size-chars -D --working-directory -d --log-level';
/** ConEmu's switches (any case, `-` or `/`, `//` from MSYS): `-run CMD ARGS` last; `-dir DIR` moves it. */
function conEmuSwitches(names) {
    const spelled = names.split(' ').flatMap((n) => [n, n[0].toUpperCase() + n.slice(1)]);
    return spelled.flatMap((n) => [`-${n}`, `/${n}`, `//${n}`]).join(' ');
}
const CONEMU = {
    freeForm: 'named', commandAfter: conEmuSwitches('run cmd'), opaque: conEmuSwitches('runlist cmdlist dir loadcfgfile'), shell: true,
};
export const TERMINAL_RUNNERS = {
    xterm: { freeForm: 'named', commandAfter: '-e', shell: true },
    // (Debian's alternative for the user's terminal: every one of them takes `-e CMD`.)
    'x-terminal-emulator': { freeForm: 'named', commandAfter: '-e', opaque: '--working-directory --workdir -cd', shell: true },
    // st: `[-aiv] [-c CLASS] [-f FONT] … [[-e] CMD ARGS]`; `-l LINE` opens a serial line, no command.
    st: { flags: '-a -i -e', args: '-c -f -g -n -o -T -t -w -l', writes: '-o', noCommand: '-v -l', shell: true },
    urxvt: RXVT,
    urxvtc: RXVT,
    rxvt: RXVT,
    'rxvt-unicode': RXVT,
    Eterm: { freeForm: 'named', commandAfter: '-e --exec', shell: true },
    eterm: { freeForm: 'named', commandAfter: '-e --exec', shell: true },
    'cool-retro-term': { freeForm: 'named', commandAfter: '-e', opaque: '--workdir', shell: true },
    konsole: { freeForm: 'named', commandAfter: '-e', opaque: '--workdir', shell: true },
    'gnome-terminal': GNOME_TERMINAL,
    'mate-terminal': GNOME_TERMINAL,
    'xfce4-terminal': {
        freeForm: 'named', commandAfter: '-x --execute', commandLine: '-e --command', opaque: '--working-directory --default-working-directory', shell: true,
    },
    // (lxterminal, qterminal, sakura and tilix run the words after -e joined, or one string: read as a line either way.)
    lxterminal: { freeForm: 'named', commandAfter: '-e', commandLine: '--command', joined: true, opaque: '--working-directory', shell: true },
    qterminal: { freeForm: 'named', commandAfter: '-e --execute', joined: true, opaque: '-w --workdir', shell: true },
    sakura: { freeForm: 'named', commandAfter: '-x --xterm-execute -e --execute', joined: true, opaque: '-d --working-directory', shell: true },
    tilix: { freeForm: 'named', commandAfter: '-e', commandLine: '--command', joined: true, opaque: '-w --working-directory -s --session', shell: true },
    // terminator: `-x CMD ARGS`, `-e 'LINE'`; its long options may be abbreviated (argparse), so they are read.
    terminator: {
        flags: '-x --execute -m --maximise -f --fullscreen -b --borderless -H --hidden -u --no-dbus -d --debug --new-tab --toggle-visibility',
        args: '-T --title --geometry -g --config -l --layout -p --profile --working-directory -r --role -c --classname -i --icon',
        commandLine: '-e --command', opaque: '-g --config -l --layout', noCommand: '-h --help -v --version -s --list-profiles -L --list-layouts', shell: true,
    },
    // Drop-down terminals: guake's `-e LINE` runs in its open window; tilda's `-c LINE`.
    guake: { freeForm: 'named', commandLine: '-e --execute-command', opaque: '-n --new-tab', commandOptional: true },
    tilda: { freeForm: 'named', commandLine: '-c --command', opaque: '-w --working-dir -g --config-file', shell: true },
    alacritty: { freeForm: 'named', commandAfter: '-e --command', opaque: '--working-directory --config-file -o --option', shell: true },
    // ghostty's options are its configuration's keys (`--command=LINE`, `--working-directory=DIR`).
    ghostty: {
        freeForm: 'named', commandAfter: '-e', commandLine: '--command --initial-command', opaque: '--working-directory --config-file --config-default-files', shell: true,
    },
    // wezterm's subcommands: `start [--cwd DIR] [--] CMD`, `cli spawn -- CMD`, `ssh HOST CMD` (read as here: over-strict), `-e CMD`.
    wezterm: { freeForm: 'named', commandAfter: '-e --', opaque: '--cwd --config-file --config', shell: true },
    kitty: {
        flags: '--hold -1 --single-instance --detach --wait-for-single-instance-window-close -e',
        args: '--class --app-id --name --os-window-tag -T --title -d --directory --working-directory --detached-log --listen-on --start-as --position --instance-group --logo --logo-position --logo-alpha -c --config -o --override --session --watcher',
        opaque: '-c --config -o --override --session --watcher', writes: '--detached-log', noCommand: '-v --version -h --help', shell: true,
        // (`kitty @ launch CMD` asks the running kitty to run CMD: kitty-remote.ts; `+runpy CODE`, `+launch FILE`, `+kitten NAME` run Python.)
        entryPoint: /^[@+]/,
    },
    // kitty's command-line tool: `kitten @ launch CMD` is `kitty @ launch CMD` (its other kittens run no command of the line's).
    'kitten @': { reader: 'kitty-remote' },
    foot: {
        flags: '-m --maximized -F --fullscreen -L --login-shell -H --hold -S --log-no-syslog -e', args: `${FOOT_ARGUMENTS} -f --font --pty -p --print-pid -c --config -o --override`,
        optional: '-s --server -l --log-colorize', opaque: '-c --config -o --override -s --server', noCommand: '-C --check-config -v --version -h --help', shell: true,
    },
    footclient: {
        flags: '-m --maximized -F --fullscreen -L --login-shell -H --hold -N --no-wait -E --client-environment -e', args: `${FOOT_ARGUMENTS} -s --server-socket -o --override`,
        optional: '-l --log-colorize', opaque: '-o --override', noCommand: '-v --version -h --help', shell: true,
    },
    kgx: { freeForm: 'dash-dash', commandAfter: '-e --command', opaque: '--working-directory', shell: true },
    'gnome-console': { freeForm: 'dash-dash', commandAfter: '-e --command', opaque: '--working-directory', shell: true },
    ptyxis: { freeForm: 'dash-dash', commandLine: '-x --execute', opaque: '-d --working-directory', shell: true },
    // Windows (from Git Bash): mintty's `[OPTIONS] [CMD ARGS | -]` (`-e` ends its options); ConEmu's `-run`.
    mintty: {
        flags: '-e --exec -D --daemon --nodaemon -P --pcon --nopin --store-taskbar-properties -u --utmp --nobidi --nortl -~',
        args: '-h --hold -i --icon -l --log -t --title -T --Title -p --position -s --size -w --window --class -B --Border -R --Report --dir --rootfs -c --config -C --loadconfig --configdir -o --option',
        optional: '--WSL --tabbar', opaque: '-c --config -C --loadconfig --configdir -o --option --WSL', writes: '-l --log', noCommand: '-H --help -V --version', shell: true,
    },
    conemu: CONEMU,
    conemu64: CONEMU,
};
//# sourceMappingURL=terminal-runners.js.map