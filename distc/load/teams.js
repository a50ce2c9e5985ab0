// Team overrides on the server channel (semantics section 3): validation of the layout
// DIR/team-mappings.json + DIR/teams/*.json against the enterprise document.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic } from '../diagnostics.js';
import { validateTeamMappings, validateTeamSettings } from '../generated/validators.js';
import { logicalPointer, OVERRIDABLE_POINTERS } from './fallbacks.js';
import { locate, parseJson } from './json-parse.js';
import { decodePointer, encodePointer } from './json-pointer.js';
import { schemaIssues } from './schema-issues.js';
import { fromValue } from './load.js';
import { checkTrust } from './file.js';
import { lostRules } from './lost-rules.js';
import { meansRuleList } from './misnamed.js';
import { decodeUtf8, readRegularFile } from './read-file.js';
import { charPositionsIn } from './string-offsets.js';
const ADDITIVE_KEYS = new Set(['enabledPlugins', 'extraKnownMarketplaces']);
const MANAGED_TOP_LEVEL = new Set(['permissions', 'model', 'enabledPlugins', 'extraKnownMarketplaces', 'strictKnownMarketplaces', 'telemetry', 'remoteControl', 'allowedMcpServers', 'deniedMcpServers', 'sandbox']);
/** The pointers of the overridable keys an enterprise document wraps in {"overridable": V}. */
export function wrappedKeys(settings) {
    const out = new Set();
    for (const pointer of OVERRIDABLE_POINTERS) {
        let v = settings;
        for (const s of decodePointer(pointer))
            v = v !== null && typeof v === 'object' ? v[s] : undefined;
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, 'overridable'))
            out.add(pointer);
    }
    return out;
}
/** The keys a team file may set: the overridable ones, then the additive ones. */
export const TEAM_KEYS = [...OVERRIDABLE_POINTERS, '/enabledPlugins', '/extraKnownMarketplaces'];
/**
 * Validates DIR/team-mappings.json and every DIR/teams/*.json. `wrapped` is the set of
 * overridable keys the enterprise marked (see wrappedKeys); a team value for any other key
 * is reported, as is a mapping to a missing file and a team file nobody is mapped to.
 */
export function validateTeamsDir(dir, wrapped, options = {}) {
    const diagnostics = [];
    const mappingsFile = join(dir, 'team-mappings.json');
    const teamsDir = join(dir, 'teams');
    const mappings = {};
    const teams = {};
    const unreadable = {};
    const untrusted = (path, isDirectory = false) => {
        if (!options.checkTrust)
            return undefined;
        const problems = checkTrust(path, process.platform, isDirectory).filter((d) => d.severity === 'error');
        diagnostics.push(...problems);
        return problems.length > 0 ? `${path} failed the trust check` : undefined;
    };
    const dirProblem = untrusted(dir, true) ?? (existsSync(teamsDir) ? untrusted(teamsDir, true) : undefined);
    let mappingsProblem = dirProblem ?? untrusted(mappingsFile);
    const mapped = mappingsProblem === undefined ? readJson(mappingsFile, validateTeamMappings, diagnostics, 'team-mappings') : undefined;
    if (mappingsProblem === undefined && (!mapped || mapped.issues.length > 0))
        mappingsProblem = `${mappingsFile} cannot be read`;
    if (mapped) {
        for (const [name, slugs] of Object.entries(mapped.value)) {
            if (Array.isArray(slugs))
                mappings[name] = slugs.filter((s) => typeof s === 'string');
            if (!existsSync(join(teamsDir, name))) {
                unreadable[name] = `teams/${name} does not exist`;
                const pointer = encodePointer([name]);
                const loc = mapped.locations.get(pointer);
                diagnostics.push(diagnostic('team-mapping-missing-file', `team-mappings.json maps ${JSON.stringify(name)} but ${join('teams', name)} does not exist`, {
                    file: mappingsFile,
                    pointer,
                    ...(loc ? { line: (loc.key ?? loc.value).line, column: (loc.key ?? loc.value).column } : {}),
                }));
            }
        }
    }
    let teamFiles = [];
    if (existsSync(teamsDir)) {
        teamFiles = readdirSync(teamsDir).filter((f) => f.endsWith('.json')).sort();
    }
    for (const name of teamFiles) {
        const path = join(teamsDir, name);
        if (mapped && !(name in mappings)) {
            diagnostics.push(diagnostic('team-file-unmapped', `teams/${name} is not mapped to any team in team-mappings.json`, { file: path, line: 1, column: 1, pointer: '' }));
        }
        const distrust = untrusted(path);
        const team = distrust === undefined ? readJson(path, validateTeamSettings, diagnostics, 'team') : undefined;
        if (!team) {
            unreadable[name] = distrust ?? `teams/${name} cannot be read`;
            continue;
        }
        if (team.misnamed) {
            // The misnamed list's rules are lost: the team's ask list counts as unreadable (its fallback:
            // every operation asks) and its deny rules still deny; the deny list only when teams cannot set ask.
            const unreadable = wrapped.has('/permissions/ask') ? '/permissions/ask' : wrapped.has('/permissions/deny') ? '/permissions/deny' : undefined;
            if (unreadable !== undefined) {
                setNull(team.value, unreadable);
                team.issues.push(unreadable);
            }
        }
        teams[name] = { file: path, value: team.value, invalid: invalidKeys(team.issues), locations: team.locations };
        diagnostics.push(...teamRuleProblems(team.value, team.locations, charPositionsIn(team.text, team.locations), path));
        for (const pointer of OVERRIDABLE_POINTERS) {
            if (!has(team.value, pointer) || wrapped.has(pointer))
                continue;
            diagnostics.push(diagnostic('team-key-not-overridable', `teams/${name} sets ${pointer.slice(1).replace(/\//g, '.')}, which the enterprise settings do not mark overridable; the team value is ignored`, {
                file: path,
                pointer,
                ...position(team.locations, pointer),
            }));
        }
    }
    return { diagnostics, mappings, teamFiles, teams, unreadable, ...(mappingsProblem === undefined ? {} : { mappingsProblem }) };
}
/**
 * The permission rules of a team file, checked by the same grammar as the enterprise file's
 * (the schema only says they are strings). Positions come from the team file itself.
 */
function teamRuleProblems(value, locations, charAt, file) {
    const permissions = value.permissions;
    if (permissions === null || typeof permissions !== 'object' || Array.isArray(permissions))
        return [];
    const lists = {};
    for (const list of ['deny', 'ask', 'allow']) {
        const rules = permissions[list];
        if (Array.isArray(rules))
            lists[list] = rules;
    }
    if (Object.keys(lists).length === 0)
        return [];
    return fromValue({ permissions: lists }, locations, [], { file, channel: 'server' }, [], [], charAt).diagnostics.filter((d) => d.code === 'invalid-rule');
}
/** The team keys that an issue pointer falls in (the whole key's team value is then ignored). */
function invalidKeys(issues) {
    return TEAM_KEYS.filter((key) => issues.some((p) => p === key || p.startsWith(`${key}/`) || key.startsWith(`${p}/`)));
}
function readJson(path, validate, out, kind) {
    const read = readRegularFile(path);
    if (!read.ok) {
        out.push(diagnostic('file-unreadable', read.message, { file: path, pointer: '' }));
        return undefined;
    }
    // Strict UTF-8: a lenient decoder would rewrite a team rule's bytes (the file is then unreadable).
    const decoded = decodeUtf8(read.bytes);
    if (!decoded.ok) {
        out.push(diagnostic('invalid-encoding', `${path} is ${decoded.message}`, { file: path, pointer: '' }));
        return undefined;
    }
    const parsed = parseJson(decoded.text);
    // A duplicate that dropped deny/ask rules makes the team's lists unreadable (their fallback applies).
    const lost = parsed.ok ? lostRules(parsed.replaced, parsed.value).map((l) => l.pointer) : [];
    const unreadableLists = lost.flatMap(listsAt);
    for (const pointer of unreadableLists)
        setNull(parsed.value, pointer);
    const lostRulesError = (d) => d.code === 'json-duplicate-key' && lost.includes(d.pointer ?? '') ? { ...d, severity: 'error', message: `${d.message}; the replaced value held deny/ask rules the last one lacks, so the team value is ignored` } : d;
    out.push(...parsed.diagnostics.map((d) => lostRulesError({ ...d, file: path })));
    if (!parsed.ok)
        return undefined;
    if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
        out.push(diagnostic('not-an-object', `${path}: the top level must be a JSON object`, { file: path, pointer: '', line: 1, column: 1 }));
        return undefined;
    }
    const issues = [...unreadableLists];
    let misnamed = false;
    if (!validate(parsed.value)) {
        for (const issue of schemaIssues(validate.errors)) {
            if (unreadableLists.includes(issue.pointer))
                continue; // the null set above; the duplicate is reported
            if (issue.unknownKey === undefined)
                issues.push(issue.pointer);
            const top = decodePointer(issue.pointer)[0] ?? '';
            const notAllowed = kind === 'team' && issue.unknownKey !== undefined && decodePointer(issue.pointer).length <= 2 && (MANAGED_TOP_LEVEL.has(top) && !ADDITIVE_KEYS.has(top));
            if (kind === 'team' && issue.unknownKey !== undefined && meansRuleList(issue.pointer, issue.unknownKey, valueAt(parsed.value, issue.pointer))) {
                // A team deny or ask list under a wrong name would be lost silently, as in the enterprise file.
                misnamed = true;
                out.push(diagnostic('misnamed-rule-list', issue.message, {
                    file: path,
                    pointer: issue.pointer,
                    ...position(parsed.locations, issue.pointer),
                    hint: 'Name the list deny or ask, under permissions. It looks like a deny or ask list, whose rules would be lost. Until it is fixed: the team\'s ask list (or, if teams cannot set one, its deny list) is unreadable: every operation asks.',
                }));
                continue;
            }
            out.push(diagnostic(notAllowed ? 'team-key-not-allowed' : issue.code, notAllowed ? `${issue.pointer.slice(1).replace(/\//g, '.')} cannot be set by a team file; it is ignored` : issue.message, {
                file: path,
                pointer: issue.pointer,
                ...position(parsed.locations, issue.pointer),
                ...(issue.hint && !notAllowed ? { hint: issue.hint } : {}),
            }));
        }
    }
    return { value: parsed.value, locations: parsed.locations, issues, text: decoded.text, misnamed };
}
/** The deny/ask list keys a replaced value at a pointer held (the lists themselves, or a whole permissions object). */
function listsAt(pointer) {
    const logical = logicalPointer(pointer);
    return logical === '/permissions' ? ['/permissions/deny', '/permissions/ask'] : [logical];
}
/** `null` is invalid for every team key, so the key takes the fallback of an unreadable value. */
function setNull(doc, pointer) {
    const [top, key] = decodePointer(pointer);
    if (doc === null || typeof doc !== 'object')
        return;
    // A misnamed top-level "Permissions" leaves no permissions object to mark.
    if (!Object.hasOwn(doc, top ?? ''))
        doc[top ?? ''] = {};
    const parent = doc[top ?? ''];
    if (parent !== null && typeof parent === 'object' && !Array.isArray(parent) && key !== undefined)
        parent[key] = null;
}
function valueAt(doc, pointer) {
    let v = doc;
    for (const s of decodePointer(pointer))
        v = v !== null && typeof v === 'object' && Object.hasOwn(v, s) ? v[s] : undefined;
    return v;
}
function has(doc, pointer) {
    let v = doc;
    for (const s of decodePointer(pointer)) {
        if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, s))
            return false;
        v = v[s];
    }
    return true;
}
function position(locations, pointer) {
    const exact = locations.get(pointer);
    if (exact)
        return { line: (exact.key ?? exact.value).line, column: (exact.key ?? exact.value).column };
    const found = locate(locations, pointer);
    return found ? { line: found.location.line, column: found.location.column } : {};
}
//# sourceMappingURL=teams.js.map