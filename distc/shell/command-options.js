// The commands whose options the canonical reading knows one by one (command-canonical.ts): which
// take a value, their other spellings, how they abbreviate. Every other command is read by the
// general getopt rules, with a word after an option taken as its possible value for deny/ask.
import { hostSwitchName } from './powershell-host.js';
const NO_OPTIONS = new Set();
/** An interpreter: its options end at the script, and a PowerShell line reads them too. */
const INTERPRETER = { operandEndsOptions: true, native: true };
/** pwsh's and powershell.exe's switches, as `-` and the switch's full name (`-Command`, `-co`, `--command` are `-command`). */
const POWERSHELL_HOST = {
    withArgument: NO_OPTIONS,
    operandEndsOptions: true,
    native: true,
    spelling: (w) => {
        const name = hostSwitchName(w);
        return name === undefined ? undefined : `-${name}`;
    },
};
/** terraform's (and OpenTofu's) options that take a value (Go's flag package). */
const TERRAFORM = {
    withArgument: new Set(['-chdir', '-var', '-var-file', '-target', '-replace', '-exclude', '-out', '-state', '-state-out', '-backup', '-lock-timeout',
        '-parallelism', '-backend-config', '-plugin-dir', '-from-module', '-generate-config-out', '-config']),
    goFlags: true,
};
/**
 * Per command (bash). (A Map, not an object literal: a name such as `constructor` must find
 * nothing; it made compiling `Shell(constructor -x)` throw.) Value-taking global options not
 * listed here are covered for deny/ask by reading a word after an option as its possible value
 * (Canonical.skippable).
 */
const COMMAND_OPTIONS = new Map([
    ['git', {
            withArgument: new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path', '--super-prefix', '--list-cmds', '--attr-source']),
            flags: new Set(['-p', '-P', '--paginate', '--no-pager', '--bare', '--no-replace-objects', '--no-lazy-fetch', '--no-optional-locks',
                '--no-advice', '--literal-pathspecs', '--glob-pathspecs', '--noglob-pathspecs', '--icase-pathspecs', '--html-path', '--man-path', '--info-path']),
            // (git's parse-options takes any unique prefix of a long option: `git reset --h` is --hard.)
            shortestAbbreviation: 3,
        }],
    ['kubectl', {
            withArgument: new Set(['-n', '--namespace', '--context', '--cluster', '--kubeconfig', '--user', '--as', '--as-group', '--as-uid',
                '-s', '--server', '--token', '--request-timeout', '--cache-dir', '--certificate-authority', '--client-certificate', '--client-key',
                '--tls-server-name', '--username', '--password', '-v', '--v']),
            synonyms: new Map([['--namespace', '-n'], ['--server', '-s'], ['--v', '-v']]),
        }],
    ['docker', {
            withArgument: new Set(['-H', '--host', '--context', '--config', '-c', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey']),
            synonyms: new Map([['--host', '-H'], ['--context', '-c'], ['--log-level', '-l']]),
        }],
    ['npm', {
            withArgument: new Set(['-C', '--prefix', '-w', '--workspace', '--registry', '--loglevel', '--userconfig', '--globalconfig', '--cache', '--otp', '--tag']),
            synonyms: new Map([['--workspace', '-w'], ['--prefix', '-C']]),
        }],
    ['sudo', {
            withArgument: new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-R', '-t', '-T', '-U']),
            synonyms: new Map([['--user', '-u'], ['--group', '-g'], ['--close-from', '-C'], ['--chdir', '-D'], ['--host', '-h'], ['--prompt', '-p'],
                ['--role', '-r'], ['--chroot', '-R'], ['--type', '-t'], ['--command-timeout', '-T'], ['--other-user', '-U']]),
        }],
    ['psql', {
            withArgument: new Set(['-c', '-d', '-f', '-F', '-h', '-L', '-o', '-p', '-P', '-R', '-T', '-U', '-v']),
            synonyms: new Map([['--command', '-c'], ['--dbname', '-d'], ['--file', '-f'], ['--field-separator', '-F'], ['--host', '-h'], ['--log-file', '-L'],
                ['--output', '-o'], ['--port', '-p'], ['--pset', '-P'], ['--record-separator', '-R'], ['--table-attr', '-T'], ['--username', '-U'],
                ['--set', '-v'], ['--variable', '-v']]),
        }],
    // GNU sed (`-r` is `-E` too, not listed: a letter reads alike in every command).
    ['sed', {
            withArgument: new Set(['-e', '-f', '-l']),
            synonyms: new Map([['--expression', '-e'], ['--file', '-f'], ['--line-length', '-l'], ['--in-place', '-i'], ['--quiet', '-n'],
                ['--silent', '-n'], ['--regexp-extended', '-E'], ['--separate', '-s'], ['--null-data', '-z'], ['--zero-terminated', '-z'],
                ['--unbuffered', '-u']]),
            optionalValue: new Set(['-i']),
        }],
    // GNU tar (bsdtar reads these alike); long options abbreviate.
    ['tar', {
            withArgument: new Set(['-f', '-C', '-T', '-X', '-b', '-g', '-K', '-L', '-N', '-V', '-H', '-I', '-F']),
            synonyms: new Map([['--file', '-f'], ['--directory', '-C'], ['--files-from', '-T'], ['--exclude-from', '-X'], ['--blocking-factor', '-b'],
                ['--listed-incremental', '-g'], ['--starting-file', '-K'], ['--tape-length', '-L'], ['--newer', '-N'], ['--after-date', '-N'],
                ['--label', '-V'], ['--format', '-H'], ['--use-compress-program', '-I'], ['--info-script', '-F'], ['--new-volume-script', '-F'],
                ['--create', '-c'], ['--extract', '-x'], ['--get', '-x'], ['--list', '-t'], ['--append', '-r'], ['--update', '-u'],
                ['--diff', '-d'], ['--compare', '-d'], ['--concatenate', '-A'], ['--catenate', '-A'], ['--gzip', '-z'], ['--gunzip', '-z'],
                ['--ungzip', '-z'], ['--bzip2', '-j'], ['--xz', '-J'], ['--compress', '-Z'], ['--uncompress', '-Z'], ['--auto-compress', '-a'],
                ['--verbose', '-v'], ['--dereference', '-h'], ['--absolute-names', '-P'], ['--keep-old-files', '-k'], ['--to-stdout', '-O'],
                ['--preserve-permissions', '-p'], ['--same-permissions', '-p'], ['--interactive', '-w'], ['--confirmation', '-w'],
                ['--multi-volume', '-M'], ['--touch', '-m'], ['--sparse', '-S'], ['--ignore-zeros', '-i'], ['--verify', '-W'], ['--unlink-first', '-U']]),
            bundledFirstWord: true,
        }],
    // GNU wget (`-nv`, `-nc`: `-n` takes the letters after it); long options abbreviate.
    ['wget', {
            withArgument: new Set(['-O', '-o', '-a', '-P', '-i', '-e', '-U', '-t', '-T', '-w', '-Q', '-B', '-D', '-A', '-R', '-l', '-I', '-X', '-n',
                '--header', '--method', '--user', '--password', '--http-user', '--http-password', '--post-data', '--post-file', '--body-data',
                '--body-file', '--load-cookies', '--save-cookies', '--config', '--referer', '--certificate', '--private-key', '--ca-certificate',
                '--bind-address', '--limit-rate', '--warc-file', '--rejected-log', '--use-askpass', '--exclude-domains', '--cut-dirs']),
            synonyms: new Map([['--output-document', '-O'], ['--output-file', '-o'], ['--append-output', '-a'], ['--directory-prefix', '-P'],
                ['--input-file', '-i'], ['--execute', '-e'], ['--user-agent', '-U'], ['--tries', '-t'], ['--timeout', '-T'], ['--wait', '-w'],
                ['--quota', '-Q'], ['--base', '-B'], ['--domains', '-D'], ['--accept', '-A'], ['--reject', '-R'], ['--level', '-l'],
                ['--include-directories', '-I'], ['--exclude-directories', '-X'], ['--quiet', '-q'], ['--verbose', '-v'], ['--continue', '-c'],
                ['--background', '-b'], ['--timestamping', '-N'], ['--force-directories', '-x'], ['--recursive', '-r'], ['--mirror', '-m'],
                ['--page-requisites', '-p'], ['--convert-links', '-k'], ['--span-hosts', '-H']]),
        }],
    // Interpreters: a code option's other spellings; its value may be attached (`perl -le'print 1'`,
    // `python -c'print(1)'`): the letters that take the rest of the word end a cluster.
    ['node', {
            withArgument: NO_OPTIONS, synonyms: new Map([['--eval', '-e'], ['--print', '-p']]), implies: new Map([['-p', '-e']]), ...INTERPRETER,
        }],
    ['perl', { withArgument: NO_OPTIONS, optionalValue: new Set(['-e', '-E', '-M', '-m', '-I', '-i', '-x', '-F', '-C', '-D', '-V', '-d']), implies: new Map([['-E', '-e']]), ...INTERPRETER }],
    ['python', { withArgument: NO_OPTIONS, optionalValue: new Set(['-c', '-m', '-W', '-X', '-Q']), ...INTERPRETER }],
    ['ruby', { withArgument: NO_OPTIONS, optionalValue: new Set(['-e', '-E', '-I', '-r', '-C', '-X', '-i', '-x', '-F']), ...INTERPRETER }],
    ['php', {
            withArgument: NO_OPTIONS, optionalValue: new Set(['-r', '-B', '-R', '-E']),
            synonyms: new Map([['--run', '-r'], ['--process-begin', '-B'], ['--process-code', '-R'], ['--process-end', '-E']]), ...INTERPRETER,
        }],
    ['pwsh', POWERSHELL_HOST],
    ['powershell', POWERSHELL_HOST],
    ['terraform', TERRAFORM],
    ['tofu', TERRAFORM],
    ['curl', {
            withArgument: new Set(['-X', '-H', '-d', '-o', '-u', '-x', '-T', '-F', '-A', '-e', '-b', '-c', '-K', '-w', '-m', '-E', '-U',
                '--data-binary', '--data-raw', '--data-urlencode', '--json', '--url', '--connect-timeout', '--max-time', '--resolve', '--connect-to']),
            synonyms: new Map([['--request', '-X'], ['--header', '-H'], ['--data', '-d'], ['--output', '-o'], ['--user', '-u'], ['--proxy', '-x'],
                ['--upload-file', '-T'], ['--form', '-F'], ['--user-agent', '-A'], ['--referer', '-e'], ['--cookie', '-b'], ['--cookie-jar', '-c'],
                ['--config', '-K'], ['--write-out', '-w'], ['--cert', '-E'], ['--proxy-user', '-U']]),
        }],
]);
/** The option table of a command name (bash; a PowerShell line's for interpreters and pwsh). */
export function commandOptions(name, dialect) {
    if (dialect === 'bash')
        return COMMAND_OPTIONS.get(name);
    // (A PowerShell line's native program, by any case: `Node --eval x`.)
    const table = COMMAND_OPTIONS.get(name.toLowerCase());
    return table?.native === true ? table : undefined;
}
//# sourceMappingURL=command-options.js.map