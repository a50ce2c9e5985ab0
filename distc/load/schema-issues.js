import { nearest } from '../spelling.js';
import { decodePointer, escapeSegment } from './json-pointer.js';
const NOISE = new Set(['if', 'then', 'else', 'oneOf']);
/**
 * The "source" tags of each discriminated union, by the union's title. The discriminator's
 * branches are $refs, so ajv's error cannot list them; test/schema-issues.test.ts pins these
 * (and MATCHER_KEYS) to the schema.
 */
export const SOURCE_TAGS = {
    MarketplaceSource: ['github', 'git', 'url', 'npm', 'file', 'directory', 'hostPattern', 'pathPattern'],
    ExtraMarketplaceSource: ['github', 'git', 'directory'],
};
/** The branch keys of the one keyed oneOf in our schemas (pinned to the schema by a test). */
export const MATCHER_KEYS = ['serverName', 'serverUrl', 'serverCommand'];
export function schemaIssues(all) {
    if (!all || all.length === 0)
        return [];
    const issues = [];
    const errors = resolveKeyedAlternatives(all, issues);
    const failedAlternatives = errors.filter((e) => e.keyword === 'anyOf');
    for (const e of errors) {
        if (NOISE.has(e.keyword) || e.keyword === 'anyOf')
            continue;
        const alternative = failedAlternatives.find((a) => a.instancePath === e.instancePath);
        if (alternative && e.keyword === 'type') {
            // The branch whose type fits reported its own errors below; only when no branch fits
            // the type errors are the story, told once for the whole alternative.
            const fitted = all.some((o) => o.keyword !== 'anyOf' && !(o.keyword === 'type' && o.instancePath === e.instancePath) && isAtOrBelow(o.instancePath, e.instancePath));
            if (fitted)
                continue;
            const types = errors.filter((o) => o.keyword === 'type' && o.instancePath === e.instancePath).map((o) => String(o.params.type));
            issues.push({ pointer: e.instancePath, code: 'invalid-type', message: `${describe(e.instancePath)} must be ${types.map(article).join(' or ')}, found ${foundOf(e.data)}` });
            continue;
        }
        if (e.schemaPath.includes('/propertyNames/'))
            continue; // told with its propertyNames error
        if (e.keyword === 'propertyNames') {
            const name = String(e.params.propertyName);
            const inner = errors.find((o) => o.instancePath === e.instancePath && o.schemaPath.startsWith(`${e.schemaPath}/`));
            const pointer = `${e.instancePath}/${escapeSegment(name)}`;
            issues.push({ pointer, code: 'invalid-value', message: `the key ${JSON.stringify(name)} in ${describe(e.instancePath)} ${inner?.message ?? 'is not allowed'}`, hint: e.parentSchema?.propertyNames?.description });
            continue;
        }
        const issue = plainIssue(e);
        if (issue)
            issues.push(issue);
    }
    return dedupe(issues);
}
/**
 * A failed keyed oneOf (an MCP matcher entry): the matcher key present names the branch, so
 * keep only the errors below that key; report a wrong number of keys as one invalid-matcher.
 * Returns the errors that remain for ordinary mapping.
 */
function resolveKeyedAlternatives(errors, issues) {
    const keyed = errors.filter((e) => e.keyword === 'oneOf' && e.parentSchema?.discriminator === undefined);
    if (keyed.length === 0)
        return [...errors];
    const remove = new Set();
    for (const alt of keyed) {
        const at = alt.instancePath;
        const data = alt.data;
        const present = data !== null && typeof data === 'object' && !Array.isArray(data) ? MATCHER_KEYS.filter((k) => Object.prototype.hasOwnProperty.call(data, k)) : undefined;
        const chosen = present?.length === 1 ? `${at}/${present[0]}` : undefined;
        for (const e of errors) {
            if (!isAtOrBelow(e.instancePath, at))
                continue;
            if (chosen !== undefined && isAtOrBelow(e.instancePath, chosen))
                continue;
            remove.add(e);
        }
        if (present === undefined) {
            issues.push({ pointer: at, code: 'invalid-matcher', message: `${describe(at)} must be an object with exactly one of serverName, serverUrl or serverCommand, found ${foundOf(data)}` });
            continue;
        }
        if (present.length !== 1) {
            issues.push({ pointer: at, code: 'invalid-matcher', message: `${describe(at)} must have exactly one of serverName, serverUrl or serverCommand, found ${present.length === 0 ? 'none' : present.join(' and ')}` });
        }
        for (const key of Object.keys(data)) {
            if (MATCHER_KEYS.includes(key))
                continue;
            const guess = nearest(key, MATCHER_KEYS);
            issues.push({ pointer: `${at}/${escapeSegment(key)}`, code: 'unknown-key', unknownKey: key, message: `unknown key "${key}" in ${describe(at)}`, ...(guess ? { hint: `Did you mean "${guess}"? Unknown keys are ignored.` } : {}) });
        }
    }
    return errors.filter((e) => !remove.has(e));
}
function isAtOrBelow(pointer, ancestor) {
    return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
function plainIssue(e) {
    const at = e.instancePath;
    const p = e.params;
    switch (e.keyword) {
        case 'additionalProperties':
        case 'unevaluatedProperties': {
            const key = String(p.additionalProperty ?? p.unevaluatedProperty);
            const pointer = `${at}/${escapeSegment(key)}`;
            const known = Object.keys(e.parentSchema?.properties ?? {});
            const guess = nearest(key, known);
            if (key === 'overridable') {
                return {
                    pointer: at,
                    code: 'invalid-value',
                    message: `${describe(at)} cannot be marked {"overridable": ...}; only model, permissions.disableBypassPermissionsMode, permissions.deny, permissions.ask, permissions.allow, allowedMcpServers and deniedMcpServers can`,
                    hint: 'Write the value itself, without the wrapper.',
                };
            }
            return {
                pointer,
                code: 'unknown-key',
                unknownKey: key,
                message: `unknown key "${key}" in ${describe(at)}`,
                ...(guess ? { hint: `Did you mean "${guess}"? Unknown keys are ignored.` } : {}),
            };
        }
        case 'required':
            return { pointer: at, code: 'missing-property', message: `${describe(at)} is missing the required property "${String(p.missingProperty)}"` };
        case 'type':
            return { pointer: at, code: 'invalid-type', message: `${describe(at)} must be ${article(String(p.type))}, found ${foundOf(e.data)}` };
        case 'enum':
            return { pointer: at, code: 'invalid-value', message: `${describe(at)} must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}, found ${foundOf(e.data)}` };
        case 'const':
            return { pointer: at, code: 'invalid-value', message: `${describe(at)} must be ${JSON.stringify(p.allowedValue)}, found ${foundOf(e.data)}` };
        case 'discriminator':
            return p.error === 'tag' && (e.data === null || typeof e.data !== 'object' || !('source' in e.data))
                ? { pointer: at, code: 'missing-property', message: `${describe(at)} is missing the required property "source"` }
                : { pointer: `${at}/source`, code: 'invalid-value', message: `${describe(`${at}/source`)} must be one of ${sourceTags(e)}, found ${foundOf(p.tagValue ?? e.data.source)}` };
        case 'minProperties':
        case 'maxProperties':
            if (e.parentSchema?.properties && Object.keys(e.parentSchema.properties).some((k) => k.startsWith('server'))) {
                return { pointer: at, code: 'invalid-matcher', message: `${describe(at)} must have exactly one of serverName, serverUrl or serverCommand, found ${Object.keys(e.data ?? {}).map((k) => JSON.stringify(k)).join(', ') || 'none'}` };
            }
            return { pointer: at, code: 'invalid-value', message: `${describe(at)} ${e.message ?? 'is invalid'}` };
        default:
            return { pointer: at, code: 'invalid-value', message: `${describe(at)} ${e.message ?? 'is invalid'}${e.keyword === 'pattern' || e.keyword === 'format' ? `, found ${foundOf(e.data)}` : ''}` };
    }
}
function sourceTags(e) {
    const title = e.parentSchema?.title;
    const tags = typeof title === 'string' ? SOURCE_TAGS[title] : undefined;
    return tags ? tags.map((t) => JSON.stringify(t)).join(', ') : 'a known source type';
}
function dedupe(issues) {
    const seen = new Set();
    return issues.filter((i) => {
        const k = `${i.pointer}\u0000${i.code}\u0000${i.message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
export function describe(pointer) {
    if (pointer === '')
        return 'the document';
    return decodePointer(pointer)
        .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`))
        .join('');
}
function article(type) {
    const t = type.replace(/,/g, ' or ');
    return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}
export function foundOf(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'an array';
    switch (typeof v) {
        case 'string': {
            const s = JSON.stringify(v);
            return `the string ${s.length > 60 ? `${s.slice(0, 57)}..."` : s}`;
        }
        case 'number':
            return `the number ${v}`;
        case 'boolean':
            return String(v);
        case 'object':
            return 'an object';
        default:
            return typeof v;
    }
}
//# sourceMappingURL=schema-issues.js.map