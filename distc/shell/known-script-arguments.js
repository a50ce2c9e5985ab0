// Known programs that run a script or an app the analysis does not read, with the words after it
// as its arguments (unknown-programs.ts): a package.json script's (`npm run dev -- rm x`,
// `yarn dev rm x`, `pnpm dev rm x`, as `bun run dev rm x`), a .NET app's (`dotnet x.dll rm x`,
// `dotnet run -- rm x`), a WP-CLI PHP file's (`wp eval-file x.php rm x`). The script may run them
// (`"$@"`): from the word after the script, a possible run (CommandSubject.mayRun).
/** The words from which a known program hands them to a script it runs, or undefined. */
export function knownScriptArguments(name, words, dynamic) {
    const reader = SCRIPT_ARGUMENT_READERS.get(name);
    const from = reader === undefined ? -1 : reader(words, dynamic);
    // (Whole words: the script is handed its arguments one by one, as an interpreter's script is.)
    return from < 0 || from >= words.length ? undefined : { from, split: false };
}
/** The index of the first operand at or after `from` (a word not starting with `-`), or -1. */
function operandAt(words, from) {
    for (let i = from; i < words.length; i++)
        if (!words[i].startsWith('-'))
            return i;
    return -1;
}
/** npm's commands that run a package.json script, the script named after run's (`npm test ARGS`). */
const NPM_RUNS_NAMED = new Set(['run', 'run-script', 'rum', 'urn']);
const NPM_RUNS_ITSELF = new Set(['test', 't', 'tst', 'start', 'stop', 'restart']);
/**
 * yarn's and pnpm's own commands (an operand not among them runs the package.json script or the
 * bin of that name); `run` names the script after it. (`exec`, `dlx` are runners, read elsewhere.)
 */
const YARN_COMMANDS = new Set(`add audit autoclean bin cache check config constraints create dedupe dlx exec explain generate-lock-entry global help
  import info init install licenses link list login logout node npm outdated owner pack patch patch-commit plugin policies publish rebuild remove
  search set stage tag team unlink unplug up upgrade upgrade-interactive version versions why workspace workspaces`.split(/\s+/));
const PNPM_COMMANDS = new Set(`add audit bin cat-file cat-index config create dedupe deploy dlx doctor env exec fetch find-hash help i import init
  install install-test it licenses link list ln ls outdated pack patch patch-commit patch-remove prune publish rb rebuild recursive remove rm root
  server setup store un uninstall unlink up update upgrade why -r --recursive`.split(/\s+/));
function packageScript(commands) {
    return (words, dynamic) => {
        const sub = operandAt(words, 1);
        if (sub < 0)
            return -1;
        // (An expansion may be any script's name.)
        if (dynamic[sub])
            return sub + 1;
        const w = words[sub];
        if (w === 'run' || w === 'run-script')
            return operandAt(words, sub + 1) < 0 ? -1 : operandAt(words, sub + 1) + 1;
        return commands.has(w) ? -1 : sub + 1;
    };
}
// (A Map, not an object: a command named `constructor` or `hasOwnProperty` must find nothing.)
const SCRIPT_ARGUMENT_READERS = new Map([
    ['npm', (words, dynamic) => {
            const sub = operandAt(words, 1);
            if (sub < 0)
                return -1;
            if (NPM_RUNS_ITSELF.has(words[sub]))
                return sub + 1;
            if (!NPM_RUNS_NAMED.has(words[sub]) && !dynamic[sub])
                return -1;
            const script = operandAt(words, sub + 1);
            return script < 0 ? -1 : script + 1;
        }],
    ['yarn', packageScript(YARN_COMMANDS)],
    ['pnpm', packageScript(PNPM_COMMANDS)],
    // `dotnet x.dll ARGS`, `dotnet exec [options] x.dll ARGS`, `dotnet run [options] [--] ARGS`
    // (run hands on the words it does not know), `dotnet tool run NAME ARGS`.
    ['dotnet', (words, dynamic) => {
            const sub = operandAt(words, 1);
            if (sub < 0)
                return -1;
            const w = words[sub];
            if (dynamic[sub] || w === 'run')
                return sub + 1;
            if (/\.(?:dll|exe)$/i.test(w))
                return sub + 1;
            if (w === 'exec') {
                const app = words.findIndex((x, i) => i > sub && /\.(?:dll|exe)$/i.test(x));
                return app < 0 ? sub + 1 : app + 1;
            }
            if (w === 'tool' && (words[sub + 1] === 'run' || words[sub + 1] === 'exec'))
                return sub + 2;
            return -1;
        }],
    // `wp eval-file FILE ARGS` (the PHP file gets them as $args).
    ['wp', (words) => {
            const sub = operandAt(words, 1);
            if (sub < 0 || words[sub] !== 'eval-file')
                return -1;
            const file = operandAt(words, sub + 1);
            return file < 0 ? -1 : file + 1;
        }],
]);
//# sourceMappingURL=known-script-arguments.js.map