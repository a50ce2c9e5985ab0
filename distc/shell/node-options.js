// node's command-line options (node_options.cc, as `getCLIOptionsInfo` lists them in node 20,
// with the ones later versions added): each one node reads, whether it takes a value
// (`--title=T` or `--title T`), and what the value names. node does not cluster letters: `-pe`
// is an option of its own. An option the table does not know is a problem (V8 takes some of
// its options' values only with `=`; a newer node's may take the next word).
const flag = { take: 'flag', means: 'none' };
const value = { take: 'word', means: 'none' };
/** Options that take nothing (node's booleans, V8's, and options kept for compatibility). */
const FLAGS = `--abort-on-uncaught-exception --allow-addons --allow-child-process --allow-wasi --allow-worker --allow-net
  --allow-inspector --async-context-frame --build-snapshot --check --completion-bash --cpu-prof --debug --debug-brk
  --debug-arraybuffer-allocations --deprecation --disable-sigusr1 --disable-wasm-trap-handler --disallow-code-generation-from-strings
  --enable-etw-stack-walking --enable-fips --enable-source-maps --entry-url --experimental-abortcontroller --experimental-addon-modules
  --experimental-async-context-frame --experimental-detect-module --experimental-eventsource --experimental-fetch
  --experimental-global-customevent --experimental-global-navigator --experimental-global-webcrypto --experimental-import-meta-resolve
  --experimental-json-modules --experimental-modules --experimental-network-imports --experimental-network-inspection
  --experimental-permission --experimental-print-required-tla --experimental-quic --experimental-repl-await --experimental-report
  --experimental-require-module --experimental-shadow-realm --experimental-sqlite --experimental-strip-types --experimental-test-coverage
  --experimental-test-module-mocks --experimental-test-snapshots --experimental-top-level-await --experimental-transform-types
  --experimental-vm-modules --experimental-wasi-unstable-preview1 --experimental-wasm-modules --experimental-webstorage
  --experimental-websocket --experimental-worker --experimental-worker-inspection --expose-gc --expose-internals
  --extra-info-on-fatal-exception --force-async-hooks-checks --force-context-aware --force-fips --force-node-api-uncaught-exceptions-policy
  --frozen-intrinsics --global-search-paths --heap-prof --help --huge-max-old-generation-size --insecure-http-parser --inspect
  --inspect-brk --inspect-brk-node --inspect-wait --interpreted-frames-native-stack --jitless --network-family-autoselection
  --enable-network-family-autoselection --node-memory-debug --node-snapshot --openssl-legacy-provider --openssl-shared-config
  --pending-deprecation --permission --preserve-symlinks --preserve-symlinks-main --prof-process --report-compact
  --report-exclude-env --report-exclude-network --test --test-force-exit --test-only --test-udp-no-try-send
  --test-update-snapshots --throw-deprecation --tls-max-v1.2 --tls-max-v1.3 --tls-min-v1.0 --tls-min-v1.1 --tls-min-v1.2
  --tls-min-v1.3 --trace-atomics-wait --trace-deprecation --trace-env --trace-env-js-stack --trace-env-native-stack --trace-exit
  --trace-promises --trace-sigint --trace-sync-io --trace-tls --trace-uncaught --trace-warnings --track-heap-objects --use-bundled-ca
  --use-openssl-ca --use-system-ca --v8-options --verify-base-objects --version --warnings --watch --watch-preserve-output
  --zero-fill-buffers --addons --experimental-specifier-resolution --es-module-specifier-resolution --http-parser --napi-modules
  --perf-basic-prof --perf-basic-prof-only-functions --perf-prof --perf-prof-unwinding-info --harmony-shadow-realm
  --allow-natives-syntax --trace-gc --harmony --no-opt --optimize-for-size --single-threaded
  --prof --report-on-signal --report-uncaught-exception --report-on-fatalerror --trace-events-enabled -c -h -v`;
/** Options that take a value it does not read as a file. */
const VALUES = `--conditions -C --disable-proto --disable-warning --dns-result-order --experimental-default-type --heapsnapshot-near-heap-limit
  --heapsnapshot-signal --input-type --inspect-port --debug-port --inspect-publish-uid --max-http-header-size
  --network-family-autoselection-attempt-timeout --policy-integrity --report-signal --secure-heap --secure-heap-min --security-revert
  --security-reverts --test-concurrency --test-name-pattern --test-skip-pattern --test-shard --test-timeout --test-isolation
  --experimental-test-isolation --test-coverage-include --test-coverage-exclude --test-coverage-branches --test-coverage-functions
  --test-coverage-lines --title --tls-cipher-list --trace-event-categories --trace-require-module --unhandled-rejections --use-largepages
  --v8-pool-size --cpu-prof-interval --heap-prof-interval --watch-kill-signal --allow-fs-read --allow-fs-write`;
/** V8's options with a number, given only as `--name=N` (`--stack-size 900` is refused). */
const ATTACHED = '--max-old-space-size --max-semi-space-size --stack-trace-limit --stack-size --max-old-space-size-percentage';
export const NODE_OPTIONS = {
    interpreter: 'node',
    language: 'node',
    short: undefined,
    long: new Map([
        ...FLAGS.split(/\s+/).filter(Boolean).map((n) => [n, flag]),
        ...VALUES.split(/\s+/).filter(Boolean).map((n) => [n, value]),
        ...ATTACHED.split(/\s+/).map((n) => [n, { take: 'attached', means: 'none' }]),
        // (`--inspect=9229`, `--inspect-brk=h:p`: a value only with `=`.)
        ...['--inspect', '--inspect-brk', '--inspect-wait', '--inspect-brk-node', '--debug', '--debug-brk'].map((n) => [n, { take: 'attached', means: 'none' }]),
        ['-e', { take: 'word', means: 'code' }], ['--eval', { take: 'word', means: 'code' }], ['-pe', { take: 'word', means: 'code' }],
        ['-p', { take: 'flag', means: 'print' }], ['--print', { take: 'flag', means: 'print' }],
        ['-i', { take: 'flag', means: 'stdin' }], ['--interactive', { take: 'flag', means: 'stdin' }],
        ...['-r', '--require', '--import', '--loader', '--experimental-loader', '--test-reporter', '--test-global-setup']
            .map((n) => [n, { take: 'word', means: 'library' }]),
        // Files it reads, and writes.
        ...['--env-file', '--env-file-if-exists', '--experimental-policy', '--openssl-config', '--icu-data-dir', '--watch-path', '--experimental-config-file']
            .map((n) => [n, { take: 'word', means: 'read' }]),
        // (A configuration that names the files it builds and writes.)
        ...['--snapshot-blob', '--experimental-sea-config', '--build-snapshot-config'].map((n) => [n, { take: 'word', means: 'config' }]),
        ...['--redirect-warnings', '--tls-keylog', '--report-filename', '--cpu-prof-name', '--heap-prof-name', '--test-reporter-destination',
            '--trace-event-file-pattern', '--localstorage-file'].map((n) => [n, { take: 'word', means: 'edit' }]),
        ...['--diagnostic-dir', '--report-dir', '--report-directory', '--cpu-prof-dir', '--heap-prof-dir']
            .map((n) => [n, { take: 'word', means: 'editTree' }]),
        ['--run', { take: 'word', means: 'packageScript' }],
    ]),
    alias: nodeAlias,
    codeEnds: false,
    doubleDash: 'script',
};
/** node reads `_` in a long name as `-` (`--inspect_port`), and `--no-NAME` turns a flag off. */
function nodeAlias(name) {
    if (!name.startsWith('--'))
        return undefined;
    const dashed = name.replaceAll('_', '-');
    const option = NODE_OPTIONS.long.get(dashed);
    if (option !== undefined)
        return option;
    const positive = dashed.startsWith('--no-') ? NODE_OPTIONS.long.get(`--${dashed.slice(5)}`) : undefined;
    if (positive?.take === 'flag' && positive.means === 'none')
        return positive;
    // (V8's `--harmony-*` features.)
    return /^--(?:no-)?harmony-[\w-]+$/.test(dashed) ? flag : undefined;
}
/** Files node writes in its diagnostic directory (the working directory by default) under each flag. */
export const NODE_DIAGNOSTIC_FILES = new Map([
    ['--prof', 'isolate-*.log'], ['--cpu-prof', 'CPU.*.cpuprofile'], ['--heap-prof', 'Heap.*.heapprofile'],
    ['--report-on-signal', 'report.*.json'], ['--report-uncaught-exception', 'report.*.json'], ['--report-on-fatalerror', 'report.*.json'],
    ['--heapsnapshot-signal', 'Heap.*.heapsnapshot'], ['--heapsnapshot-near-heap-limit', 'Heap.*.heapsnapshot'],
]);
//# sourceMappingURL=node-options.js.map