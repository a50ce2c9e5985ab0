import { describeProvenance, provenance, valueAt } from './provenance.js';
export const BYPASS_FLAGS = Object.freeze(['--yolo', '--allow-all', '--allow-all-tools', '--allow-all-paths', '--allow-all-urls']);
export const BYPASS_SLASH_COMMANDS = Object.freeze(['/yolo', '/allow-all']);
export function bypassPolicy(sources) {
    const pointer = '/permissions/disableBypassPermissionsMode';
    const disabledBy = sources.filter((s) => valueAt(s.settings, pointer) === 'disable').map((s) => provenance(s, pointer));
    const disabled = disabledBy.length > 0;
    return Object.freeze({
        disabled,
        disabledBy: Object.freeze(disabledBy),
        suppressedFlags: disabled ? BYPASS_FLAGS : Object.freeze([]),
        blockedSlashCommands: disabled ? BYPASS_SLASH_COMMANDS : Object.freeze([]),
    });
}
/** The flag an argv element spells, if it is one of the bypass flags (`--yolo`, `--yolo=true`). */
function bypassFlag(arg) {
    const name = arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg;
    return BYPASS_FLAGS.includes(name) ? name : undefined;
}
/** The slash command a line starts with, compared without regard to case ("/YOLO on" is /yolo). */
function slashCommand(line) {
    const word = line.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
    return BYPASS_SLASH_COMMANDS.includes(word) ? word : undefined;
}
export function checkBypass(policy, request) {
    if ('argv' in request) {
        const argv = request.argv;
        if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string')) {
            return { decision: 'deny', blocked: [], message: 'argv must be an array of strings' };
        }
        // Every element counts, even after "--": a client that parses flags late must not be fooled.
        const found = [...new Set(argv.map(bypassFlag).filter((f) => f !== undefined))];
        if (found.length === 0)
            return { decision: 'allow', blocked: [], message: 'no bypass flag in argv' };
        if (!policy.disabled)
            return { decision: 'allow', blocked: [], message: `bypass is not disabled by any managed source (${found.join(', ')} may be used)` };
        return { decision: 'deny', blocked: found, message: `${found.join(', ')} must be suppressed: bypass is disabled by ${policy.disabledBy.map(describeProvenance).join(', ')}` };
    }
    const slash = request.slash;
    if (typeof slash !== 'string')
        return { decision: 'deny', blocked: [], message: 'slash must be a string' };
    const command = slashCommand(slash);
    if (command === undefined)
        return { decision: 'allow', blocked: [], message: `${JSON.stringify(slash)} is not a bypass command` };
    if (!policy.disabled)
        return { decision: 'allow', blocked: [], message: `bypass is not disabled by any managed source (${command} may be used)` };
    return { decision: 'deny', blocked: [command], message: `${command} is blocked: bypass is disabled by ${policy.disabledBy.map(describeProvenance).join(', ')}` };
}
//# sourceMappingURL=bypass.js.map