// The loader (semantics section 1): text, bytes or a parsed value in; the sanitized,
// typed settings, every diagnostic and every fallback applied out. Pure and total: it never
// throws, and nothing it cannot read widens what is allowed.
import { diagnostic, hasErrors } from '../diagnostics.js';
import { validateManagedSettings } from '../generated/validators.js';
import { parseRule } from '../rules/grammar.js';
import { listWarnings } from '../rules/list-warnings.js';
import { ALL_KINDS, fallbackFor, kindsFor, logicalPointer, RESTRICTIVE_SANDBOX } from './fallbacks.js';
import { decodePointer, encodePointer, locate, parseJson } from './json-parse.js';
import { asDuplicateError, lostNarrowingValues, lostPermissionKeys, lostRules } from './lost-rules.js';
import { schemaIssues } from './schema-issues.js';
import { applyActions } from './sanitize.js';
import { administratorRegexIssues } from '../marketplaces/load-check.js';
import { meansRuleList } from './misnamed.js';
import { decodeUtf8 } from './read-file.js';
import { charPositionsIn } from './string-offsets.js';
/** The sandbox object the fallback table's whole-value row stands for (pointer → value). */
function sandboxFromPointers(values) {
    const out = {};
    for (const [pointer, value] of Object.entries(values)) {
        const segments = decodePointer(pointer).slice(1);
        let at = out;
        for (const s of segments.slice(0, -1))
            at = (at[s] ??= {});
        at[segments[segments.length - 1]] = value;
    }
    return out;
}
/**
 * What a source is when its document cannot be read at all: every key at its fallback for an
 * invalid whole value, so a source we cannot read is never looser than one with a bad key
 * (semantics 1 lists the permission, MCP, marketplace and sandbox-enabled parts; remote control,
 * the telemetry lock and the rest of the sandbox follow the same table).
 */
export const RESTRICTED_SETTINGS = deepFreezeSettings({
    permissions: { disableBypassPermissionsMode: 'disable', ask: ['Shell', 'Read', 'Edit', 'Domain'] },
    allowedMcpServers: [],
    strictKnownMarketplaces: [],
    remoteControl: { mode: 'disabled' },
    telemetry: { lockCaptureContent: true },
    sandbox: sandboxFromPointers(RESTRICTIVE_SANDBOX),
});
function deepFreezeSettings(value) {
    const freeze = (v) => {
        if (v !== null && typeof v === 'object') {
            Object.freeze(v);
            for (const x of Object.values(v))
                freeze(x);
        }
    };
    freeze(value);
    return value;
}
const RULE_LISTS = ['deny', 'ask', 'allow'];
export function loadSettingsText(text, options = {}) {
    const file = options.file ?? '<input>';
    const parsed = parseJson(text);
    const diagnostics = parsed.diagnostics.map((d) => ({ ...d, file }));
    if (!parsed.ok)
        return restrictedSource(file, options, diagnostics, 'the document is not valid JSON');
    return fromValue(parsed.value, parsed.locations, diagnostics, options, [], parsed.replaced, charPositionsIn(text, parsed.locations));
}
export function loadSettingsBytes(bytes, options = {}) {
    const file = options.file ?? '<input>';
    const decoded = decodeUtf8(bytes);
    if (!decoded.ok) {
        const d = diagnostic('invalid-encoding', `the file is ${decoded.message}`, { file, pointer: '' });
        return restrictedSource(file, options, [d], 'the document is not valid UTF-8');
    }
    return loadSettingsText(decoded.text, options);
}
/** A value already parsed (for example by the caller's own JSON reader). No positions. */
export function loadSettingsValue(value, options = {}) {
    const file = options.file ?? '<input>';
    // Only what JSON can produce is read: a cycle, a getter, a Map or a class instance is not settings.
    const problem = notJsonData(value);
    if (problem !== undefined) {
        return restrictedSource(file, options, [diagnostic('invalid-type', `the value is not JSON data: ${problem}`, { file, pointer: '' })], 'the value is not JSON data');
    }
    return fromValue(value, new Map(), [], options);
}
/** Why a value is not what JSON.parse could return (a cycle, an accessor, a non-plain object), if it is not. */
function notJsonData(root) {
    if (root === null || typeof root !== 'object')
        return undefined; // not an object: fromValue says so
    const ancestors = new Set();
    const walk = (v, pointer, depth) => {
        if (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)))
            return undefined;
        if (typeof v !== 'object')
            return `${pointer || 'the top level'} is ${typeof v === 'number' ? String(v) : `a ${typeof v}`}`;
        if (depth > 512)
            return `${pointer} is nested more than 512 deep`;
        if (ancestors.has(v))
            return `${pointer} refers back to an enclosing value (a cycle)`;
        const proto = Object.getPrototypeOf(v);
        if (!Array.isArray(v) && proto !== Object.prototype && proto !== null)
            return `${pointer || 'the top level'} is not a plain object (${v.constructor?.name ?? 'unknown class'})`;
        ancestors.add(v);
        for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(v))) {
            if (Array.isArray(v) && key === 'length')
                continue;
            const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            const why = 'value' in d ? walk(d.value, at, depth + 1) : `${at} is a getter or setter`;
            if (why !== undefined)
                return why;
        }
        ancestors.delete(v);
        return undefined;
    };
    return walk(root, '', 0);
}
/**
 * The shared tail of every input form. `preIssues` are problems found before schema validation
 * (MDM values that are not JSON); they take the same fallbacks as schema errors. `replaced` are
 * the values repeated member names replaced (their json-duplicate-key warnings are in `earlier`).
 * `charAt` places a character of a string value in the source (a rule's offending character).
 */
export function fromValue(value, locations, earlier, options, preIssues = [], replaced = [], charAt = () => undefined) {
    const file = options.file ?? '<input>';
    // A member is pointed at by its key (an unknown key, a key not allowed), a value by its first character.
    const where = (pointer, atKey = false) => {
        const exact = atKey ? locations.get(pointer)?.key : undefined;
        const found = exact ? { location: exact } : locate(locations, pointer);
        return found ? { file, line: found.location.line, column: found.location.column, pointer } : { file, pointer };
    };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        const d = diagnostic('not-an-object', `the top level must be a JSON object, found ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`, where(''));
        return restrictedSource(file, options, [...earlier, d], 'the top level is not an object');
    }
    const ok = validateSchema(value);
    const issues = [
        ...preIssues,
        ...(ok ? [] : schemaIssues(validateSchema.errors)),
    ];
    const invalid = new Set(issues.filter((i) => !i.unknownKey).map((i) => i.pointer));
    const rules = { deny: [], ask: [], allow: [] };
    const ruleDiagnostics = [];
    for (const list of RULE_LISTS) {
        const { pointer, entries } = ruleEntries(value, list);
        // (An allow list its fallback replaces whole, `[]` (an MDM path conflict), allows by that, not by its entries.)
        if (list === 'allow' && (invalid.has('/permissions/allow') || invalid.has(pointer)))
            continue;
        entries.forEach((text, index) => {
            const at = `${pointer}/${index}`;
            if (typeof text !== 'string' || invalid.has(at))
                return;
            const parsed = parseRule(text);
            if (!parsed.ok) {
                const kinds = kindsFor(list, parsed.error.kind);
                issues.push({ pointer: at, code: 'invalid-rule', message: `${list} rule ${JSON.stringify(text)}: ${parsed.error.message}`, hint: parsed.error.hint, kinds, ruleOffset: parsed.error.offset });
                invalid.add(at);
                return;
            }
            for (const w of [...parsed.warnings, ...listWarnings(list, parsed.rule)]) {
                ruleDiagnostics.push(diagnostic('invalid-rule', `${list} rule ${JSON.stringify(text)}: ${w.message}`, { ...where(at), ...ruleColumn(charAt, at, w.offset), severity: 'warning', hint: w.hint }));
            }
            rules[list].push(parsed.rule);
        });
    }
    // --- administrator regexes (semantics 7) ---
    // A hostPattern/pathPattern that is invalid or cannot be matched in linear time is an error at
    // its position; its strictKnownMarketplaces entry then takes the row's fallback (dropped: it
    // matches nothing, so the list only narrows).
    for (const issue of administratorRegexIssues(value, invalid)) {
        issues.push(issue);
        invalid.add(issue.pointer);
    }
    // --- end administrator regexes ---
    const actions = [];
    const fallbacks = [];
    const askAll = new Set();
    let denyAllMcpServers = false;
    const diagnostics = [...earlier];
    for (const issue of issues) {
        if (issue.unknownKey !== undefined) {
            actions.push({ pointer: issue.pointer, effect: { kind: 'drop' } });
            if (meansRuleList(issue.pointer, issue.unknownKey, valueAt(value, issue.pointer))) {
                // A deny or ask list under a wrong name would be lost silently: it fails closed instead.
                const effect = { kind: 'ask-all', kinds: ALL_KINDS, drop: true };
                for (const k of ALL_KINDS)
                    askAll.add(k);
                fallbacks.push({ pointer: issue.pointer, effect, says: 'every operation asks' });
                const hint = [issue.hint && sentence(issue.hint.replace(' Unknown keys are ignored.', '')), 'It looks like a deny or ask list, whose rules would be lost. Until it is fixed: every operation asks.'].filter(Boolean).join(' ');
                diagnostics.push(diagnostic('misnamed-rule-list', issue.message, { ...where(issue.pointer, true), hint }));
                continue;
            }
            diagnostics.push(diagnostic(issue.code, issue.message, { ...where(issue.pointer, true), ...(issue.hint ? { hint: issue.hint } : {}) }));
            continue;
        }
        const logical = logicalPointer(issue.pointer);
        const row = fallbackFor(logical);
        const pos = issue.ruleOffset !== undefined ? ruleColumn(charAt, issue.pointer, issue.ruleOffset) : {};
        const base = { ...where(issue.pointer), ...(issue.line !== undefined ? { line: issue.line, column: issue.column } : {}), ...pos };
        if (!row) {
            // Only the root has no row; a root problem is handled above as restricted mode.
            diagnostics.push(diagnostic(issue.code, issue.message, base));
            continue;
        }
        // A replacement goes inside an {"overridable"} wrapper (teams may still override it);
        // a removal takes the wrapper with it.
        const target = physicalPrefix(issue.pointer, row.at, row.effect.kind === 'replace');
        let effect = row.effect;
        if (effect.kind === 'ask-all') {
            const kinds = issue.kinds ?? effect.kinds;
            effect = { ...effect, kinds };
            for (const k of kinds)
                askAll.add(k);
        }
        if (effect.kind === 'deny-all-mcp')
            denyAllMcpServers = true;
        const says = effect.kind === 'ask-all' && issue.kinds ? askSays(issue.kinds) : row.says;
        actions.push({ pointer: target, effect });
        fallbacks.push({ pointer: target, effect, says });
        const hint = [issue.hint && sentence(issue.hint), `Until it is fixed: ${says}.`].filter(Boolean).join(' ');
        diagnostics.push(diagnostic(issue.code, issue.message, { ...base, hint }));
    }
    for (const lost of lostRules(replaced, value)) {
        // The duplicate dropped deny/ask rules: an error, and their kinds ask (semantics 1 says warning; see lost-rules.ts).
        for (const k of lost.kinds)
            askAll.add(k);
        const says = askSays(lost.kinds);
        fallbacks.push({ pointer: lost.pointer, effect: { kind: 'ask-all', kinds: lost.kinds, drop: false }, says });
        const lostText = `; the replaced value held deny/ask rules the last one lacks (${lost.texts.slice(0, 3).map((t) => JSON.stringify(t)).join(', ')}${lost.texts.length > 3 ? ', ...' : ''})`;
        const hint = `Keep one of the two entries, with every rule it must hold. Until it is fixed: ${says}.`;
        asDuplicateError(diagnostics, lost.pointer, lostText, hint);
    }
    for (const lost of lostPermissionKeys(replaced, value)) {
        // The duplicate dropped a narrowing key (a declared allow list): an error, and the key takes its restrictive value.
        const at = `${lost.pointer}/${lost.key}`;
        const effect = { kind: 'replace', value: lost.value };
        actions.push({ pointer: at, effect });
        fallbacks.push({ pointer: at, effect, says: lost.says });
        const lostText = `; the replaced value held permissions.${lost.key}, which the last one lacks`;
        asDuplicateError(diagnostics, lost.pointer, lostText, `Keep one of the two entries, with every key it must hold. Until it is fixed: ${lost.says}.`);
    }
    for (const { pointer, row } of lostNarrowingValues(replaced, value)) {
        // Two differing values of a narrowing key: an error, and the key's restrictive reading applies.
        const target = physicalPrefix(pointer, row.at, row.effect.kind === 'replace');
        if (row.effect.kind === 'deny-all-mcp')
            denyAllMcpServers = true;
        actions.push({ pointer: target, effect: row.effect });
        fallbacks.push({ pointer: target, effect: row.effect, says: row.says });
        asDuplicateError(diagnostics, pointer, '; the two values differ, and the replaced one may hold back what the last one allows', `Keep one of the two entries. Until it is fixed: ${row.says}.`);
    }
    diagnostics.push(...ruleDiagnostics);
    diagnostics.sort(byPosition);
    const settings = applyActions(value, actions);
    return {
        file,
        channel: options.channel ?? 'file',
        settings,
        restricted: false,
        fallbacks,
        askAll: ALL_KINDS.filter((k) => askAll.has(k)),
        denyAllMcpServers,
        rules,
        diagnostics,
        valid: !hasErrors(diagnostics),
    };
}
/** The generated (ajv standalone) validator, typed. */
const validateSchema = validateManagedSettings;
export function restrictedSource(file, options, diagnostics, why) {
    const d = diagnostic('restricted-mode', `${file} is in restricted mode: ${why}`, { file, pointer: '' });
    const settings = structuredClone(RESTRICTED_SETTINGS);
    return {
        file,
        channel: options.channel ?? 'file',
        settings,
        restricted: true,
        fallbacks: [{ pointer: '', effect: { kind: 'replace', value: settings }, says: 'restricted mode' }],
        askAll: ALL_KINDS,
        denyAllMcpServers: false,
        rules: { deny: [], ask: ALL_KINDS.map((k) => bareRule(k)), allow: [] },
        diagnostics: [...diagnostics, d],
        valid: false,
    };
}
function bareRule(kind) {
    const text = SELECTOR_OF[kind];
    const parsed = parseRule(text);
    if (!parsed.ok)
        throw new Error(`bare selector ${text} must parse`); // a bug in the grammar, not an input problem
    return parsed.rule;
}
/** The rule list of a permissions key, seen through an {"overridable"} wrapper. */
function ruleEntries(doc, list) {
    const permissions = doc.permissions;
    const raw = permissions !== null && typeof permissions === 'object' ? permissions[list] : undefined;
    if (Array.isArray(raw))
        return { pointer: `/permissions/${list}`, entries: raw };
    const inner = raw !== null && typeof raw === 'object' ? raw.overridable : undefined;
    if (Array.isArray(inner))
        return { pointer: `/permissions/${list}/overridable`, entries: inner };
    return { pointer: `/permissions/${list}`, entries: [] };
}
function valueAt(doc, pointer) {
    let v = doc;
    for (const s of decodePointer(pointer))
        v = v !== null && typeof v === 'object' && Object.hasOwn(v, s) ? v[s] : undefined;
    return v;
}
/** Line and column of a character inside a rule string, where the source is known. */
function ruleColumn(charAt, pointer, offset) {
    const at = charAt(pointer, offset);
    return at ? { line: at.line, column: at.column } : {};
}
/** The physical pointer of the value a row with logical pattern `at` is about. */
function physicalPrefix(physical, at, keepWrapper) {
    const want = at === '' ? 0 : at.slice(1).split('/').length;
    const segments = decodePointer(physical);
    const out = [];
    let logical = 0;
    for (const s of segments) {
        if (logical === want)
            break;
        out.push(s);
        if (s === 'overridable' && logicalPointer(encodePointer(out)) !== encodePointer(out))
            continue;
        logical++;
    }
    // Keep the wrapper segment that follows the key, so a fallback replaces the wrapped value.
    if (keepWrapper && segments[out.length] === 'overridable' && logicalPointer(encodePointer([...out, 'overridable'])) === encodePointer(out))
        out.push('overridable');
    return encodePointer(out);
}
const SELECTOR_OF = { shell: 'Shell', read: 'Read', edit: 'Edit', domain: 'Domain' };
function askSays(kinds) {
    return kinds.length === ALL_KINDS.length ? 'every operation asks' : `every ${kinds.map((k) => SELECTOR_OF[k]).join(' and ')} operation asks`;
}
function sentence(s) {
    const t = s.trim();
    return /[.!?]$/.test(t) ? t : `${t}.`;
}
function byPosition(a, b) {
    return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
//# sourceMappingURL=load.js.map