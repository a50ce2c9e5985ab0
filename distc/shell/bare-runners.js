// Tools that run a program when their first word is none of their subcommands: `rr PROG` is
// `rr record PROG` (`rr DIR` replays a trace: read as a program, deny sees more), `uftrace PROG`
// is `uftrace live PROG`, `esy CMD` runs CMD in the project's environment (a red-team review;
// each ran `rm -rf x` unseen beside `Shell(*)`). runner-subcommands.ts reads them.
const set = (words) => new Set(words.split(' '));
export const BARE_RUNNERS = new Map([
    // (rr's trace commands `rr rm TRACE`, `rr mv A B` are left out: read as rm and mv, which they are to a trace.)
    ['rr', { runner: 'rr record', subcommands: set('record replay rerun ps ls sources explicit-sources filename traceinfo pack dump buildid cpufeatures gdbinit lldbinit help') }],
    ['uftrace', { runner: 'uftrace live', subcommands: set('record replay live report info dump graph script tui recv'), optionsAreRunners: true }],
    [
        'esy',
        {
            runner: 'esy x',
            selector: /^@./,
            subcommands: set('install i build b x add remove build-dependencies build-env build-plan build-shell cleanup command-env exec-command exec-env '
                + 'export-build export-dependencies export-env fetch help import-build import-dependencies import-env install-cache ls-builds ls-libs ls-modules '
                + 'npm-release release run-script sandbox-env shell show solve status version print-cudf-universe gc update upgrade'),
        },
    ],
]);
//# sourceMappingURL=bare-runners.js.map