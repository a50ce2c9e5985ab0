// Profilers, tracers and benchmarkers that run the command given on their line (a red-team
// review; each ran `rm -rf x` unseen beside `Shell(*)`). runner-specs.ts spreads them into its
// table. (`rr PROG` and `uftrace PROG`, their default subcommands: bare-runners.ts.)
const HELP = '-h --help -V --version';
const RR_RECORD = {
    anyLongOption: true, flags: '-n -h -u -w --no-syscall-buffer --chaos --cpu-unbound --wait --continue-through-signal --disable-avx-512 --asan --tsan',
    args: '-o -c -e -b -s -v -i -p --output-trace-dir --num-cpu-ticks --env --bind-to-cpu --syscall-buffer-size --ignore-signal --print-trace-dir --mark-stdio',
    noCommand: '--help',
};
/** (Also its options before the subcommand: tool-options.ts.) */
export const UFTRACE_RUN = {
    anyLongOption: true, flags: '-a -k -K -e --auto-args --kernel --force --no-libcall --nest-libcall --libname --no-pltbind --keep-pid --srcline --no-merge --time --no-event -P --patch-all',
    args: '-d --data -F --filter -N --notrace -T --trigger -A --argument -R --retval -t --time-filter -D --depth -E --event -H --hide -L --loc-filter -C --caller-filter -S --script -W --watch -Z --size-filter --max-stack --signal --with-syms --clock --buffer --logfile --color --column-offset',
    opaque: '-S --script', writes: '-d --data --logfile', noCommand: HELP,
};
export const PROFILER_RUNNERS = {
    'rr record': RR_RECORD,
    'uftrace record': UFTRACE_RUN,
    'uftrace live': UFTRACE_RUN,
    heaptrack: {
        flags: '-d --debug -r --record-only --raw --use-inject', args: '-o --output', writes: '-o --output', noCommand: `-p --pid -a --analyze ${HELP}`,
    },
    'py-spy record': {
        flags: '-s --subprocesses -i --idle -n --native -g --gil --nonblocking -F --function --threads --full-filenames', args: '-o --output -f --format -r --rate -d --duration',
        writes: '-o --output', noCommand: `-p --pid ${HELP}`,
    },
    'samply record': {
        flags: '-s --save-only -n --no-open --reuse-threads --main-thread-only --unstable-presymbolicate', args: '-o --output -r --rate -d --duration --iteration-count --profile-name -P --port',
        writes: '-o --output', noCommand: `-p --pid -a --all ${HELP}`,
    },
    // (glibc's memusage takes its long options' values attached only.)
    memusage: {
        anyLongOption: 'values attached', flags: '-u -m -t -T --unbuffered --no-timer --mmap --time-based --total', args: '-n -p -d -b -x -y',
        writes: '-p -d', noCommand: '-? --help --usage -V --version',
    },
    'trace-cmd record': {
        flags: '-F -c -k -i -q -v -T -n -a -t --date --profile --by-comm --quiet --stderr',
        args: '-p -e -f -P -C -o -l -g -s -r -b -B -m -M -O -G -N -R -S -D -L -H -U -W --max-graph-depth --module --ts-offset --func-stack --proc-map --user --verbose',
        writes: '-o', noCommand: HELP,
    },
    // cargo-flamegraph's flamegraph: `-c CMD` is a perf command line of its own (not read).
    flamegraph: {
        flags: '-v --verbose --open --deterministic -i --inverted --reverse --flamechart --ignore-status --no-inline --root',
        args: '-o --output -F --freq --image-width --palette --skip-after --title --subtitle --min-width --notes --perfdata -c --cmd --post-process', opaque: '-c --cmd --post-process',
        writes: '-o --output', noCommand: `-p --pid ${HELP}`,
    },
    // Benchmarkers that run each operand as a command line (their options read as lines too: deny sees more, never less).
    bench: { reader: 'lines' },
    poop: { reader: 'lines' },
};
//# sourceMappingURL=profiler-runners.js.map