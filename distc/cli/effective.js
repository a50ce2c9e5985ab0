// `managed-policy effective [sources]`: the composed effective policy as JSON, every value with
// the source, channel or team file that decided it.
import { effectivePolicy } from '../compose/effective.js';
import { effectiveSandbox } from '../sandbox/effective.js';
import { parseCommandArgs, usageError } from './args.js';
import { EXIT } from './main.js';
import { SOURCE_OPTIONS, loadSources, sourceProblems } from './sources.js';
/** Telemetry header values are often credentials: print their names only. */
function redactHeaders(value) {
    if (value.operator !== 'highest-precedence' || value.value === null || typeof value.value !== 'object')
        return value;
    const telemetry = value.value;
    const headers = telemetry.headers;
    if (headers === null || typeof headers !== 'object')
        return value;
    const redacted = Object.fromEntries(Object.keys(headers).map((k) => [k, '<redacted>']));
    return { ...value, value: { ...telemetry, headers: redacted } };
}
export function effectiveCommand(args, io) {
    const parsed = parseCommandArgs('effective', args, SOURCE_OPTIONS, io, false);
    if (typeof parsed === 'number')
        return parsed;
    const loaded = loadSources(parsed.values);
    if ('usage' in loaded)
        return usageError('effective', loaded.usage, io);
    io.stderr(sourceProblems(loaded));
    // The managed sandbox alone (no user settings): what the sources require of every user.
    const home = loaded.context.home;
    const policy = effectivePolicy(loaded.resolved, (sources) => effectiveSandbox(sources, undefined, home === undefined ? {} : { home }));
    const settings = {};
    for (const [pointer, value] of Object.entries(policy.keys)) {
        settings[pointer.slice(1).replace(/\//g, '.')] = pointer === '/telemetry' ? redactHeaders(value) : value;
    }
    const out = {
        sources: loaded.sources.map((s) => ({
            name: s.file, channel: s.channel, restricted: s.restricted,
            ...(s.askAll.length > 0 ? { askAll: s.askAll } : {}),
            ...(s.denyAllMcpServers ? { denyAllMcpServers: true } : {}),
            errors: s.diagnostics.filter((d) => d.severity === 'error').length,
            warnings: s.diagnostics.filter((d) => d.severity === 'warning').length,
        })),
        teams: loaded.teams,
        settings,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return EXIT.ok;
}
//# sourceMappingURL=effective.js.map