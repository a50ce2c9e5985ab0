// `managed-policy validate FILE... [--mdm FILE]... [--teams-dir DIR] [--strict] [--check-trust] [--format F]`
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diagnostic } from '../diagnostics.js';
import { loadSettingsFile } from '../load/file.js';
import { validateTeamsDir, wrappedKeys } from '../load/teams.js';
import { FORMATS, formatDiagnostics, summary } from './format.js';
import { parseCommandArgs, usageError } from './args.js';
import { EXIT, version } from './main.js';
import { resolveSource } from '../compose/resolved.js';
import { fileLocator } from '../marketplaces/file-locator.js';
import { loadMdmFile } from './sources.js';
import { marketplaceWarnings } from '../marketplaces/warnings.js';
export function validateCommand(args, io) {
    const parsed = parseCommandArgs('validate', args, {
        mdm: { type: 'string', multiple: true },
        'teams-dir': { type: 'string' },
        strict: { type: 'boolean', default: false },
        'check-trust': { type: 'boolean', default: false },
        format: { type: 'string', default: 'text' },
    }, io);
    if (typeof parsed === 'number')
        return parsed;
    const { values, positionals } = parsed;
    const format = values.format;
    if (!FORMATS.includes(format)) {
        io.stderr(`managed-policy validate: --format must be one of ${FORMATS.join(', ')}, not ${JSON.stringify(values.format)}\n`);
        return EXIT.usage;
    }
    const teamsDir = values['teams-dir'];
    const files = [...positionals];
    // The server layout keeps the enterprise file beside team-mappings.json.
    if (teamsDir !== undefined) {
        const beside = join(teamsDir, 'managed-settings.json');
        if (existsSync(beside) && !files.some((f) => resolve(f) === resolve(beside)))
            files.push(beside);
    }
    // MDM exports are read as check and decide read them (dot paths to JSON strings), not as settings files.
    const mdmFiles = values.mdm ?? [];
    if (files.length === 0 && mdmFiles.length === 0 && teamsDir === undefined) {
        return usageError('validate', 'give at least one FILE (or --mdm FILE, --teams-dir DIR)', io);
    }
    const diagnostics = [];
    const wrapped = new Set();
    const loadedFiles = [];
    const progress = io.stderrIsTTY && files.length > 20;
    files.forEach((file, i) => {
        if (progress)
            io.stderr(`\rvalidating ${i + 1}/${files.length}: ${file}\u001b[K`);
        const loaded = loadSettingsFile(file, { checkTrust: values['check-trust'] });
        diagnostics.push(...loaded.diagnostics);
        for (const k of wrappedKeys(loaded.settings))
            wrapped.add(k);
        loadedFiles.push(loaded);
    });
    if (progress)
        io.stderr('\r\u001b[K');
    for (const file of mdmFiles) {
        const loaded = loadMdmFile(file, values['check-trust']);
        diagnostics.push(...loaded.diagnostics);
        loadedFiles.push(loaded);
    }
    let checked = files.length + mdmFiles.length;
    const teamAdditions = [];
    if (teamsDir !== undefined) {
        if (!existsSync(teamsDir))
            diagnostics.push(diagnostic('file-unreadable', `--teams-dir ${teamsDir} does not exist`, { file: teamsDir }));
        else {
            const report = validateTeamsDir(teamsDir, wrapped, { checkTrust: values['check-trust'] });
            diagnostics.push(...report.diagnostics);
            checked += 1 + report.teamFiles.length;
            for (const doc of Object.values(report.teams))
                teamAdditions.push(teamAdditionsSource(doc));
        }
    }
    // Cross-key marketplace warnings (semantics 7), composed across all the files given, and the
    // entries team files add (a team may add a marketplace or plugin that the enterprise blocks).
    diagnostics.push(...marketplaceWarnings([...loadedFiles.map(resolveSource), ...teamAdditions], fileLocator()));
    const reported = values.strict ? diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d)) : diagnostics;
    io.stdout(formatDiagnostics(reported, format, version()));
    if (format === 'text')
        io.stdout(summary(reported, checked));
    return reported.some((d) => d.severity === 'error') ? EXIT.problems : EXIT.ok;
}
/** A team file's additive entries as a source of their own, for the cross-key warnings. */
function teamAdditionsSource(doc) {
    const settings = {};
    for (const key of ['enabledPlugins', 'extraKnownMarketplaces']) {
        if (doc.value[key] !== undefined && !doc.invalid.includes(`/${key}`))
            settings[key] = doc.value[key];
    }
    return { name: doc.file, channel: 'server', settings: settings, restricted: false, denyAllMcpServers: false, decidedBy: {} };
}
//# sourceMappingURL=validate.js.map