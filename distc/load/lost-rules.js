import { parseRule } from '../rules/grammar.js';
import { ALL_KINDS, fallbackFor, kindsFor, logicalPointer } from './fallbacks.js';
import { decodePointer } from './json-parse.js';
const LISTS = ['deny', 'ask'];
/** For each replaced value that held deny/ask rules the document no longer has, what was lost. */
export function lostRules(replaced, doc) {
    const out = [];
    for (const { pointer, value } of replaced) {
        const before = ruleStrings(pointer, value);
        if (before.length === 0)
            continue;
        const after = new Set(ruleStrings(pointer, valueAt(doc, pointer)).map((r) => `${r.list}\0${r.text}`));
        const lost = before.filter((r) => !after.has(`${r.list}\0${r.text}`));
        if (lost.length === 0)
            continue;
        const kinds = new Set();
        for (const r of lost) {
            const parsed = parseRule(r.text);
            for (const k of kindsFor(r.list, parsed.ok ? parsed.rule.kind : undefined) ?? ALL_KINDS)
                kinds.add(k);
        }
        out.push({ pointer, texts: lost.map((r) => r.text), kinds: ALL_KINDS.filter((k) => kinds.has(k)) });
    }
    return out;
}
/** The deny/ask rule strings in a value found at a pointer of a settings document. */
function ruleStrings(pointer, value) {
    const logical = logicalPointer(pointer);
    if (logical === '/permissions') {
        if (!isObject(value))
            return [];
        return LISTS.flatMap((list) => listStrings(list, value[list]));
    }
    const list = LISTS.find((l) => logical === `/permissions/${l}`);
    return list === undefined ? [] : listStrings(list, value);
}
/** A rule list's strings, through an {"overridable"} wrapper. Anything not a string counts as a rule too. */
function listStrings(list, value) {
    const entries = isObject(value) ? value.overridable : value;
    if (!Array.isArray(entries))
        return [];
    return entries.map((e) => ({ list, text: typeof e === 'string' ? e : JSON.stringify(e) ?? '' }));
}
function valueAt(doc, pointer) {
    let v = doc;
    for (const s of decodePointer(pointer))
        v = isObject(v) && Object.hasOwn(v, s) ? v[s] : undefined;
    return v;
}
function isObject(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
/**
 * Keys of `permissions` whose presence alone narrows, with the value each takes when a repeated
 * `permissions` member lost it: a declared allow list (even `[]`) takes part in the conjunction
 * across sources (semantics 2), so losing it lets another source's allow list allow alone; and
 * bypass stays disabled.
 */
const NARROWING_PERMISSION_KEYS = new Map([
    ['allow', { value: [], says: 'the allow list counts as declared and empty, so nothing is allowed by it' }],
    ['disableBypassPermissionsMode', { value: 'disable', says: 'bypass mode is disabled' }],
]);
/** For each replaced `permissions` object, the narrowing keys it held that the document no longer has. */
export function lostPermissionKeys(replaced, doc) {
    const out = [];
    for (const { pointer, value } of replaced) {
        if (logicalPointer(pointer) !== '/permissions' || !isObject(value))
            continue;
        const after = valueAt(doc, pointer);
        for (const [key, fallback] of NARROWING_PERMISSION_KEYS) {
            if (Object.hasOwn(value, key) && !(isObject(after) && Object.hasOwn(after, key)))
                out.push({ pointer, key, ...fallback });
        }
    }
    return out;
}
/**
 * Repeated members outside `permissions` whose two values differ, where the key's fallback row
 * narrows (the sandbox, MCP server lists, marketplaces, telemetry, remote control): which value the
 * administrator meant is unknown, and the last one may drop what the first forced on or held back
 * (`"sandbox":{"enabled":true}` then `"sandbox":{…}` without it). The row's restrictive reading
 * applies, as for an unreadable value. Rows that only ignore a key (`model`) keep the last value.
 */
export function lostNarrowingValues(replaced, doc) {
    const out = [];
    for (const { pointer, value } of replaced) {
        const logical = logicalPointer(pointer);
        if (logical === '/permissions' || logical.startsWith('/permissions/'))
            continue;
        const row = fallbackFor(logical);
        if (row === undefined || row.effect.kind === 'drop' || sameValue(value, valueAt(doc, pointer)))
            continue;
        out.push({ pointer, row });
    }
    return out;
}
/** JSON values equal member by member (key order aside). */
function sameValue(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a))
        return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
    if (!isObject(a) || !isObject(b))
        return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}
/**
 * Makes the json-duplicate-key warning at `pointer` an error saying what the repeat lost. An error
 * already made keeps its hint and gains the text (a member that lost rules and an allow list).
 */
export function asDuplicateError(diagnostics, pointer, lostText, hint) {
    diagnostics.forEach((d, i) => {
        if (d.code !== 'json-duplicate-key' || d.pointer !== pointer)
            return;
        diagnostics[i] = { ...d, severity: 'error', message: d.message + lostText, hint: d.severity === 'error' ? d.hint : hint };
    });
}
//# sourceMappingURL=lost-rules.js.map