// `managed-policy sandbox [sources] [--user FILE] [--home DIR] [--format text|json]`: the
// effective sandbox (semantics 6), every value with the source that decided it, and every user
// grant that was dropped with the reason.
import { homedir } from 'node:os';
import { effectiveSandbox } from '../sandbox/effective.js';
import { renderEffectiveSandbox } from '../sandbox/render.js';
import { readUserSandboxFile } from '../sandbox/user.js';
import { parseCommandArgs, usageError } from './args.js';
import { formatText } from './format.js';
import { EXIT } from './main.js';
import { SOURCE_OPTIONS, loadSources, sourceProblems } from './sources.js';
export const SANDBOX_USAGE = `  sandbox [sources] [--user FILE] [--home DIR] [--format text|json]
      Print the effective sandbox: managed restrictions combined with the user's settings.json
      ("sandbox" key), who decided each value, and every user grant that was dropped and why.`;
export function sandboxCommand(args, io) {
    const parsed = parseCommandArgs('sandbox', args, {
        ...SOURCE_OPTIONS,
        user: { type: 'string' },
        home: { type: 'string' },
        format: { type: 'string', default: 'text' },
    }, io, false);
    if (typeof parsed === 'number')
        return parsed;
    const { values } = parsed;
    const usage = (m) => usageError('sandbox', m, io);
    if (values.format !== 'text' && values.format !== 'json')
        return usage('--format must be text or json');
    if (values.user === '')
        return usage('--user needs a file name');
    const loaded = loadSources(values);
    if ('usage' in loaded)
        return usage(loaded.usage);
    let user;
    if (values.user !== undefined) {
        const read = readUserSandboxFile(values.user);
        if (!read.ok) {
            io.stderr(`managed-policy sandbox: the user settings ${values.user} cannot be used (fix them, or leave out --user):\n${formatText(read.diagnostics)}`);
            return EXIT.usage;
        }
        user = read.user;
    }
    const sources = loaded.resolved;
    // The home directory only lets hints recognise "~/x" and "/home/me/x" as one spelling.
    const home = values.home ?? loaded.context.home ?? homedir();
    const effective = effectiveSandbox(sources, user?.sandbox, { home });
    io.stderr(sourceProblems(loaded));
    if (values.format === 'json') {
        const report = {
            sources: sources.map((s) => ({ source: s.name, channel: s.channel, ...(s.restricted ? { restricted: true } : {}) })),
            user: user === undefined ? null : { file: user.file, form: user.form, hasSandboxSettings: user.sandbox !== undefined },
            effective,
        };
        io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    }
    else {
        io.stdout(renderEffectiveSandbox(effective, {
            managed: sources.map((s) => `${s.name} (${s.channel})${s.restricted ? ' [restricted mode]' : ''}`),
            ...(user ? { user: `${user.file}${user.sandbox === undefined ? ' (no "sandbox" key)' : user.form === 'sandbox' ? ' (a sandbox object)' : ''}` } : {}),
        }));
    }
    return EXIT.ok;
}
//# sourceMappingURL=sandbox.js.map