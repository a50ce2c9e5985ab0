// `managed-policy check [sources] shell|read|edit|fetch SUBJECT`: one decision, explained.
import { compilePolicy } from '../compile/compile.js';
import { decide } from '../decide/decide.js';
import { parseCommandArgs, usageError } from './args.js';
import { EXIT } from './main.js';
import { forThisMachine, LINK_OPTIONS, withHostLinks } from './host-links.js';
import { OPS, mergeContext, readContext } from './requests.js';
import { SOURCE_OPTIONS, loadSources, sourceProblems } from './sources.js';
const HEADLINE = {
    deny: 'DENY: the operation is blocked by managed policy',
    ask: 'ASK: the user must approve the operation',
    allow: 'ALLOW: managed policy allows the operation',
    unmanaged: 'UNMANAGED: no managed rules apply; the client\'s own permission flow decides',
};
export function explain(d) {
    let out = `${HEADLINE[d.decision]}${d.fresh ? ' (fresh: no bypass, saved grant or auto-approval may answer it)' : ''}\n`;
    for (const r of d.reasons)
        out += `  - [${r.code}] ${r.message}\n`;
    return out;
}
export function checkCommand(args, io) {
    const parsed = parseCommandArgs('check', args, {
        ...SOURCE_OPTIONS,
        ...LINK_OPTIONS,
        shell: { type: 'string', default: 'bash' },
        cwd: { type: 'string' },
        home: { type: 'string' },
        repository: { type: 'string' },
        cdpath: { type: 'string' },
        workspace: { type: 'string', multiple: true },
        platform: { type: 'string' },
        format: { type: 'string', default: 'text' },
    }, io);
    if (typeof parsed === 'number')
        return parsed;
    const { values, positionals } = parsed;
    const usage = (m) => usageError('check', m, io);
    const [kind, subject, ...extra] = positionals;
    if (kind === undefined || !OPS.includes(kind))
        return usage(`the first argument must be one of ${OPS.join(', ')}`);
    if (subject === undefined)
        return usage(`give the ${kind === 'shell' ? 'command' : kind === 'fetch' ? 'URL' : 'path'} to check`);
    if (extra.length > 0)
        return usage(`unexpected argument ${JSON.stringify(extra[0])} (quote the command as one argument)`);
    if (values.shell !== 'bash' && values.shell !== 'powershell')
        return usage('--shell must be bash or powershell');
    if (values.format !== 'text' && values.format !== 'json')
        return usage('--format must be text or json');
    const loaded = loadSources(values);
    if ('usage' in loaded)
        return usage(loaded.usage);
    const flagContext = readContext(Object.fromEntries(Object.entries({
        cwd: values.cwd, home: values.home, repository: values.repository, cdpath: values.cdpath, workspace: values.workspace, platform: values.platform,
    }).filter(([, v]) => v !== undefined)));
    // Name the flag the user typed, not the context member it fills.
    if ('error' in flagContext)
        return usage(flagContext.error.replace(/^context\./, '--'));
    const context = forThisMachine(mergeContext(withHostLinks(loaded.context, values['no-resolve-symlinks']), flagContext.context));
    const operation = kind === 'shell' ? { op: 'shell', command: subject, shell: values.shell }
        : kind === 'fetch' ? { op: 'fetch', url: subject }
            : { op: kind, path: subject };
    io.stderr(sourceProblems(loaded));
    const d = decide(compilePolicy(loaded.sources.map((s) => ({ loaded: s }))), operation, context);
    if (values.format === 'json')
        io.stdout(`${JSON.stringify({ decision: d.decision, ...(d.fresh ? { fresh: true } : {}), reasons: d.reasons }, null, 2)}\n`);
    else
        io.stdout(explain(d));
    return EXIT.ok;
}
//# sourceMappingURL=check.js.map