// The source flags shared by the decision commands: --mdm FILE, --server FILE, --file FILE (each
// repeatable; precedence mdm > server > file), --check-trust, and the decision context flags.
import { diagnostic } from '../diagnostics.js';
import { checkTrust as checkFileTrust, loadSettingsFile } from '../load/file.js';
import { restrictedSource } from '../load/load.js';
import { loadMdmExportText } from '../load/mdm.js';
import { parseJson } from '../load/json-parse.js';
import { decodeUtf8, readRegularFile } from '../load/read-file.js';
import { resolveSource } from '../compose/resolved.js';
import { applicableTeams, applyTeams } from '../compose/teams.js';
import { validateTeamsDir, wrappedKeys } from '../load/teams.js';
import { existsSync } from 'node:fs';
import { readContext } from './requests.js';
export const SOURCE_OPTIONS = {
    mdm: { type: 'string', multiple: true },
    server: { type: 'string', multiple: true },
    file: { type: 'string', multiple: true },
    'check-trust': { type: 'boolean', default: false },
    'teams-dir': { type: 'string' },
    team: { type: 'string', multiple: true },
    context: { type: 'string' },
};
export const SOURCES_USAGE = `Sources (each repeatable; precedence mdm > server > file):
  --mdm FILE      an MDM export: a JSON object of dot paths to JSON-encoded strings
                  ({"permissions.deny": "[\\"Shell(rm *)\\"]"})
  --server FILE   a server-delivered managed-settings.json
  --file FILE     a managed-settings.json file on disk
  --check-trust   check each file, and the team layout (root-owned, not a symlink, not
                  group/world-writable); an untrusted file is restricted mode, an untrusted
                  team file counts as unreadable (its keys take their restrictive fallback)
  --teams-dir DIR a team layout (DIR/team-mappings.json, DIR/teams/*.json) applied beneath the
                  one --server source
  --team SLUG     the user's team (repeatable); needs --teams-dir
  --context JSON  default context: {"cwd":"...","workspace":["..."],"home":"...","repository":"...","platform":"linux|darwin|win32"}`;
const RANK = { mdm: 0, server: 1, file: 2 };
/** Reads every source named by the flags; a usage problem is returned as a message. */
export function loadSources(flags) {
    const all = [...(flags.mdm ?? []), ...(flags.server ?? []), ...(flags.file ?? [])];
    if (all.length === 0)
        return { usage: 'give at least one source: --mdm FILE, --server FILE or --file FILE' };
    let context = {};
    if (flags.context !== undefined) {
        const c = parseJson(flags.context);
        if (!c.ok)
            return { usage: `--context is not JSON: ${c.diagnostics[0]?.message ?? 'parse error'}` };
        // As in a decide request: a repeated member is ambiguous (a writer may mean the first).
        const repeated = c.diagnostics.find((d) => d.code === 'json-duplicate-key');
        if (repeated)
            return { usage: `--context: ${repeated.message}: name each member once` };
        const r = readContext(c.value);
        if ('error' in r)
            return { usage: `--context: ${r.error}` };
        context = r.context;
    }
    const checkTrust = flags['check-trust'] ?? false;
    const sources = [];
    const commands = new Map();
    const validate = (loaded, ...args) => {
        commands.set(loaded, validateCommand(checkTrust, args));
        sources.push(loaded);
    };
    for (const path of flags.mdm ?? [])
        validate(loadMdmFile(path, checkTrust), '--mdm', path);
    for (const path of flags.server ?? [])
        validate(loadSettingsFile(path, { channel: 'server', checkTrust }), path);
    for (const path of flags.file ?? [])
        validate(loadSettingsFile(path, { channel: 'file', checkTrust }), path);
    const teamsDir = flags['teams-dir'];
    const slugs = flags.team ?? [];
    if (teamsDir === undefined) {
        if (slugs.length > 0)
            return { usage: '--team needs --teams-dir DIR (the team layout to read)' };
        return finish(sources, sources.map(resolveSource), [], [], context, commands);
    }
    const servers = sources.filter((s) => s.channel === 'server');
    if (servers.length !== 1)
        return { usage: `--teams-dir applies to the server source: give exactly one --server FILE (got ${servers.length})` };
    if (!existsSync(teamsDir))
        return { usage: `--teams-dir ${teamsDir} does not exist` };
    const server = servers[0];
    const report = validateTeamsDir(teamsDir, wrappedKeys(server.settings), { checkTrust });
    const { teams, diagnostics } = applicableTeams(report, slugs);
    const composed = applyTeams(server, teams);
    const withTeams = sources.map((s) => (s === server ? composed.loaded : s));
    // The composed source's name ("FILE + teams/x.json") is not a path: validate the layout with the file.
    commands.set(composed.loaded, validateCommand(checkTrust, ['--teams-dir', teamsDir, server.file]));
    const resolved = sources.map((s) => (s === server ? composed.resolved : resolveSource(s)));
    return finish(withTeams, resolved, composed.applied, [...report.diagnostics, ...diagnostics, ...composed.diagnostics], context, commands);
}
function validateCommand(checkTrust, args) {
    return ['managed-policy', 'validate', ...(checkTrust ? ['--check-trust'] : []), ...args.map(shellWord)].join(' ');
}
/** A word as a POSIX shell reads it back: plain when it is safe, else in single quotes. */
function shellWord(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function finish(sources, resolved, teams, teamDiagnostics, context, validateCommands) {
    // Highest precedence first; within a channel, by name, so argument order never matters.
    const order = resolved.map((r, i) => i).sort((a, b) => {
        const x = resolved[a];
        const y = resolved[b];
        return RANK[x.channel] - RANK[y.channel] || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0);
    });
    return { sources: order.map((i) => sources[i]), resolved: order.map((i) => resolved[i]), teams, teamDiagnostics, context, validateCommands };
}
/** An MDM export file: a JSON object whose values are the strings MDM stores. */
export function loadMdmFile(path, checkTrust = false) {
    const channel = 'mdm';
    if (checkTrust) {
        const problems = checkFileTrust(path);
        if (problems.some((d) => d.severity === 'error'))
            return restrictedSource(path, { file: path, channel }, problems, 'the MDM export failed the trust check');
    }
    const read = readRegularFile(path);
    if (!read.ok) {
        const d = diagnostic('file-unreadable', read.message, { file: path, pointer: '' });
        return restrictedSource(path, { file: path, channel }, [d], 'the MDM export cannot be read');
    }
    // Strict UTF-8, as for a managed file: a lenient decoder would rewrite a rule's bytes.
    const decoded = decodeUtf8(read.bytes);
    if (!decoded.ok) {
        const d = diagnostic('invalid-encoding', `the MDM export is ${decoded.message}`, { file: path, pointer: '' });
        return restrictedSource(path, { file: path, channel }, [d], 'the MDM export is not valid UTF-8');
    }
    return loadMdmExportText(decoded.text, { file: path, channel });
}
/** One line per source that has problems, and one per team problem, for stderr. */
export function sourceProblems({ sources, teamDiagnostics, validateCommands }) {
    let out = '';
    for (const d of teamDiagnostics) {
        out += `managed-policy: ${d.file ? `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}: ` : ''}${d.severity} ${d.code}: ${d.message}\n`;
    }
    for (const s of sources) {
        const errors = s.diagnostics.filter((d) => d.severity === 'error').length;
        const warnings = s.diagnostics.length - errors;
        const run = validateCommands.get(s) ?? validateCommand(false, [s.file]);
        if (s.restricted)
            out += `managed-policy: ${s.file} (${s.channel}) is in restricted mode: every permission operation asks (run ${run})\n`;
        else if (errors > 0 || warnings > 0) {
            out += `managed-policy: ${s.file} (${s.channel}) has ${errors} error(s), ${warnings} warning(s); their fallbacks are in force (run ${run})\n`;
        }
    }
    return out;
}
//# sourceMappingURL=sources.js.map