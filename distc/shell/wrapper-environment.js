// Variables a wrapper's options set for the command it runs (`systemd-run -E GIT_EDITOR=CMD git
// commit`, `bwrap --setenv NAME VALUE`, `firejail --env=NAME=VALUE`), and files of variables it
// loads (`uv run --env-file F`, `dotenv -f F run`). The first are read as `NAME=value` prefixes of
// the command are (command-variables.ts): a command variable's value is a line, a program variable
// (PATH, LD_PRELOAD, NODE_OPTIONS) is a problem, any other keeps the command from being allowed
// unless it is a safe one (LANG, TZ). A file of variables is a Read part, and what it sets is
// unknown: a problem (it may set GIT_EDITOR, which no deny rule could then see).
import { isProgramVariable } from './command-variables.js';
const names = (list) => new Set((list ?? '').split(' ').filter(Boolean));
const TABLE = {
    bwrap: { pair: '--setenv' },
    'systemd-run': { assign: '-E --setenv', property: '-p --property --timer-property --path-property --socket-property' },
    run0: { assign: '--setenv', property: '--property' },
    firejail: { assign: '--env' },
    'flatpak-spawn': { assign: '--env' },
    watchexec: { assign: '-E --env' },
    'docker exec': { assign: '-e --env', files: '--env-file' },
    'podman exec': { assign: '-e --env', files: '--env-file' },
    'docker-compose exec': { assign: '-e --env' },
    'devbox run': { assign: '-e --env', files: '--env-file', always: 'devbox.json (its env and init_hook)' },
    'volta run': { assign: '--env' },
    arch: { assign: '-e' },
    mpirun: { assign: '-x' },
    mpiexec: { assign: '-x' },
    'uv run': { files: '--env-file' },
    chpst: { files: '-e' },
    envdir: { operandDirectory: true },
    // (dotenv-cli: `-e FILE`, `-v NAME=VALUE`, `.env` by default; python-dotenv: `-f FILE`, `.env` by default.)
    dotenv: { assign: '-v', files: '-e -f --file', always: 'its .env file' },
    'dotenvx run': { assign: '-e --env', files: '-f --env-file', always: 'its .env file' },
    // (Secrets stores: what they set is on a server; op run also resolves `op://` references in the variables given.)
    'op run': { files: '--env-file', always: 'its secret references' },
    'doppler run': { always: 'its project\'s secrets' },
    'infisical run': { always: 'its project\'s secrets' },
    // (Activations: .envrc is shell code; a dev shell's and an environment's activation scripts set what they like, PATH among them.)
    'direnv exec': { always: 'the .envrc of its directory' },
    'nix develop': { always: 'the flake\'s development shell' },
    'conda run': { always: 'the environment\'s activation scripts' },
    'mamba run': { always: 'the environment\'s activation scripts' },
    'micromamba run': { always: 'the environment\'s activation scripts' },
    'pixi run': { always: 'the environment\'s activation scripts' },
    'pipenv run': { always: 'its .env file' },
    // (A GTFOBins review, m–z: strace -E BASH_ENV=F ran F; launcher-runners.ts.)
    strace: { assign: '-E --env' },
    'systemd-socket-activate': { assign: '-E --setenv' },
    's6-envdir': { operandDirectory: true },
};
/** Wrappers whose options set variables for their command, by wrapper name. */
export const WRAPPER_ENVIRONMENT = new Map(Object.entries(TABLE).map(([name, e]) => [name, {
        assign: names(e.assign), pair: names(e.pair), files: names(e.files), property: names(e.property), always: e.always,
        operandDirectory: e.operandDirectory ?? false,
    }]));
const VARIABLE = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
/** A `NAME=VALUE` word an option gives (`-E NAME=VALUE`): the variable, a problem when unknown, nothing for a bare NAME. */
function assignmentEffect(tool, word, dynamic) {
    if (dynamic)
        return { kind: 'problem', text: `a variable ${tool} sets comes from an expansion` };
    const m = VARIABLE.exec(word);
    if (m !== null)
        return { kind: 'variable', name: m[1], value: m[2], dynamic: false };
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(word) ? undefined : { kind: 'problem', text: `${tool} sets a variable the analysis cannot read (${word})` };
}
/**
 * A systemd unit property: `Environment=A=1 "B=2 3"` sets variables (read when plain words),
 * `EnvironmentFile=F` loads a file, and properties that run commands or open files a problem.
 */
const NO_EFFECTS = Object.freeze([]);
function propertyEffects(tool, word, dynamic) {
    if (dynamic)
        return [{ kind: 'problem', text: `a unit property ${tool} sets comes from an expansion` }];
    const eq = word.indexOf('=');
    const key = eq < 0 ? word : word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === 'Environment') {
        if (/["'\\$%]/.test(value))
            return [{ kind: 'problem', text: `${tool} -p ${word}: variables quoted or with specifiers the analysis does not read` }];
        return value.split(/\s+/).filter(Boolean).map((a) => assignmentEffect(tool, a, false)).filter((e) => e !== undefined);
    }
    if (key === 'EnvironmentFile')
        return [{ kind: 'file', word: value.replace(/^-/, ''), dynamic: false }];
    if (/^(?:Exec|Standard(?:Input|Output|Error)|LoadCredential|SetCredential|ImportCredential|PassEnvironment|UnsetEnvironment)/.test(key)) {
        return [{ kind: 'problem', text: `${tool} -p ${key}= runs a command or opens a file the analysis does not follow` }];
    }
    // (Others may bind a host path into the unit, change its root, directory or user: BindPaths=,
    // RootDirectory=, OpenFile=, WorkingDirectory=, User=.)
    if (!HARMLESS_PROPERTIES.has(key))
        return [{ kind: 'problem', text: `${tool} -p ${key}= is a unit property the analysis does not read (it may bind or open files)` }];
    return [];
}
/** Unit properties that only limit or describe the unit: resources, priorities, timeouts, restarts, sandboxing that removes access. */
const HARMLESS_PROPERTIES = new Set([
    'MemoryMax', 'MemoryHigh', 'MemoryLow', 'MemoryMin', 'MemorySwapMax', 'MemoryAccounting', 'CPUQuota', 'CPUWeight', 'CPUShares', 'CPUAccounting',
    'AllowedCPUs', 'AllowedMemoryNodes', 'TasksMax', 'TasksAccounting', 'IOWeight', 'IOAccounting', 'IPAccounting', 'Nice', 'CPUSchedulingPolicy',
    'CPUSchedulingPriority', 'IOSchedulingClass', 'IOSchedulingPriority', 'OOMScoreAdjust', 'TimeoutSec', 'TimeoutStartSec', 'TimeoutStopSec',
    'RuntimeMaxSec', 'Type', 'RemainAfterExit', 'KillMode', 'KillSignal', 'SendSIGKILL', 'Restart', 'RestartSec', 'LimitNOFILE', 'LimitNPROC',
    'LimitCORE', 'LimitMEMLOCK', 'LimitAS', 'LimitCPU', 'Description', 'CollectMode', 'Delegate', 'Slice', 'NoNewPrivileges', 'PrivateTmp',
    'PrivateNetwork', 'PrivateDevices', 'ProtectSystem', 'ProtectHome', 'ProtectKernelTunables', 'ProtectKernelModules', 'ProtectControlGroups',
    'ReadOnlyPaths', 'InaccessiblePaths', 'SuccessExitStatus',
]);
/** Why a variable set for a command makes the line unknown, or undefined (a command variable's value is a line; another, a prefix). */
export function variableProblem(tool, name) {
    return isProgramVariable(name) ? `${tool} sets ${name}, which changes what its command runs or loads` : undefined;
}
/** A file of variables: its variables are unknown. */
export function variablesFileProblem(tool, word, dynamic) {
    return `${tool} loads variables from ${dynamic ? 'a file an expansion names' : word}, which may set any (an editor, a pager, NODE_OPTIONS)`;
}
/** What option `name` of wrapper `tool` sets, its value `attached` or the words after `at` (none for an option not in the table). */
export function optionEnvironment(tool, name, attached, at, words, dynamic) {
    const env = WRAPPER_ENVIRONMENT.get(tool);
    // (Every option of every runner comes here: most set nothing, and share one empty result.)
    if (env === undefined)
        return NO_EFFECTS;
    const word = attached ?? words[at + 1];
    const wordDynamic = attached === undefined && (dynamic[at + 1] ?? false);
    if (env.assign.has(name) && word !== undefined) {
        const e = assignmentEffect(tool, word, wordDynamic);
        return e === undefined ? [] : [e];
    }
    if (env.files.has(name) && word !== undefined)
        return [{ kind: 'file', word, dynamic: wordDynamic }];
    if (env.property.has(name) && word !== undefined)
        return propertyEffects(tool, word, wordDynamic);
    if (!env.pair.has(name))
        return [];
    const value = words[at + 2];
    if (attached !== undefined || word === undefined || value === undefined)
        return [{ kind: 'problem', text: `${name} of ${tool} is not given a name and a value` }];
    if (dynamic[at + 1])
        return [{ kind: 'problem', text: `a variable ${tool} sets is named by an expansion` }];
    return [{ kind: 'variable', name: word, value, dynamic: dynamic[at + 2] ?? false }];
}
//# sourceMappingURL=wrapper-environment.js.map