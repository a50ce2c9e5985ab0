// Unit properties and environment a transient unit is given (`systemd-run -p KEY=VALUE`,
// `--socket-property=`, `-E NAME=VALUE`): the Exec* properties are command lines systemd runs
// beside the command (`-p ExecStartPre="/bin/rm x" true` ran rm unseen), and an environment
// variable that changes what a program runs or loads (`-E LD_PRELOAD=/x`) is as unsafe as the
// `LD_PRELOAD=/x cmd` prefix (command-variables.ts). wrapper-specs.ts gives them to systemd-run.
import { isRiskyVariable } from './command-variables.js';
/** Service and socket properties whose value is a command line (systemd.service, systemd.socket). */
const EXEC_PROPERTY = /^\s*(?:Exec(?:StartPre|StartPost|Start|Condition|Reload|Stop|StopPost|StartChown)|ExecStopPre)\s*=([^]*)$/;
/**
 * The command line of an `Exec…=` property value, without systemd's prefixes (`-` ignores
 * failure, `@` gives argv[0], `:`, `+`, `!`, `!!` change privileges), or undefined.
 */
export function systemdExecLine(value) {
    const m = EXEC_PROPERTY.exec(value);
    if (m === null)
        return undefined;
    const line = m[1].replace(/^\s*[-@:+!]+/, '');
    return line.trim() === '' ? undefined : line;
}
/** Why a property or `-E` value makes the unit run or load what the analysis does not follow, or undefined. */
export function systemdLoads(value) {
    const env = /^\s*(?:Environment\s*=\s*["']?)?([A-Za-z_][A-Za-z0-9_]*)=/.exec(value);
    if (env !== null && isRiskyVariable(env[1]))
        return `what the variable ${env[1]} names`;
    if (/^\s*(?:EnvironmentFile|PassEnvironment|ExecPaths|ExecSearchPath)\s*=/.test(value))
        return 'what its environment names';
    return undefined;
}
//# sourceMappingURL=systemd-properties.js.map