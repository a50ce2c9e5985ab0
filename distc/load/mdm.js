// MDM delivery (semantics section 1): each key is stored as a string under its dot path
// ("sandbox.enabled" = "true"). Each value is decoded as JSON, without coercion: "TRUE" is
// not a boolean. A value that does not decode takes the same fallback as an invalid value.
import { diagnostic } from '../diagnostics.js';
import { decodePointer, encodePointer, parseJson } from './json-parse.js';
import { fromValue, restrictedSource } from './load.js';
import { offsetOf, onTokenLine, rawOffset } from './string-offsets.js';
/**
 * The object keys a dot path may descend through. Anything after these is one key, so that
 * plugin keys and marketplace names may contain dots ("enabledPlugins.my.plugin@market").
 */
const OBJECT_PATHS = new Set([
    'permissions',
    'telemetry',
    'remoteControl',
    'sandbox',
    'sandbox.userPolicy',
    'sandbox.userPolicy.filesystem',
    'sandbox.userPolicy.network',
    'sandbox.userPolicy.network.proxy',
    'sandbox.userPolicy.seatbelt',
    'enabledPlugins',
    'extraKnownMarketplaces',
]);
export function splitDotPath(path) {
    const parts = path.split('.');
    const out = [];
    let i = 0;
    while (i < parts.length) {
        const parent = out.join('.');
        if (out.length > 0 && !OBJECT_PATHS.has(parent))
            break;
        if (out.length > 0 && (parent === 'enabledPlugins' || parent === 'extraKnownMarketplaces'))
            break;
        out.push(parts[i]);
        i++;
    }
    if (i < parts.length)
        out.push(parts.slice(i).join('.'));
    return out;
}
/**
 * An MDM export file's text: a JSON object of dot paths to the strings MDM stores. Diagnostics
 * inside a value are placed in this text.
 */
export function loadMdmExportText(text, given = {}) {
    const file = given.file ?? '<mdm>';
    const options = { ...given, file, channel: given.channel ?? 'mdm' };
    const parsed = parseJson(text);
    const problems = parsed.diagnostics.map((d) => ({ ...d, file }));
    if (!parsed.ok)
        return restrictedSource(file, options, problems, 'the MDM export is not valid JSON');
    const value = parsed.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        const d = diagnostic('not-an-object', `${file}: an MDM export must be a JSON object of dot paths to strings`, { file, pointer: '', line: 1, column: 1 });
        return restrictedSource(file, options, [...problems, d], 'the MDM export is not an object');
    }
    // (The export's own warnings, a repeated key among them, are the document's, at the setting.)
    const asSetting = (pointer) => {
        const keys = pointer === undefined ? [] : decodePointer(pointer);
        return keys.length === 0 ? pointer : encodePointer([...splitDotPath(keys[0]), ...keys.slice(1)]);
    };
    // A repeated key keeps its last value; one it replaced is decoded as its value would be, so that
    // deny/ask rules only it held are not lost in silence (lost-rules.ts).
    const replaced = parsed.replaced.map((r) => ({ pointer: asSetting(r.pointer) ?? r.pointer, value: replacedValue(r.pointer, r.value) }));
    return loadSettingsMdm(value, options, {
        text, locations: parsed.locations, replaced, diagnostics: problems.map((d) => ({ ...d, pointer: asSetting(d.pointer) })),
    });
}
/** A replaced MDM value as the document would have held it: decoded, or (not JSON) one unreadable entry. */
function replacedValue(pointer, value) {
    if (typeof value !== 'string')
        return value;
    const parsed = parseJson(value);
    if (parsed.ok)
        return parsed.value;
    // (A deny/ask list that did not decode held rules nobody can read: lost, of every kind.)
    return /(?:^|[./])(?:deny|ask)$/.test(decodePointer(pointer)[0] ?? '') ? [value] : value;
}
/**
 * Loads an MDM flat map. Positions inside a value are mapped onto the value's string token in
 * `exported`; without it a diagnostic has no line or column (a line and column inside a decoded
 * value, labelled with the file, would point at the wrong place): its pointer and message name it.
 */
export function loadSettingsMdm(map, options = {}, exported) {
    const file = options.file ?? '<mdm>';
    const doc = {};
    const locations = new Map();
    const preIssues = [];
    // A value's own warnings (a duplicate key, a BOM), with pointers into the document.
    const warnings = [...(exported?.diagnostics ?? [])];
    const replaced = [...(exported?.replaced ?? [])];
    // Each string value's token in its MDM value, and how the value maps onto the export file.
    const strings = new Map();
    // Shallow paths first, so that "sandbox.enabled" lands inside a "sandbox" given whole.
    const entries = Object.keys(map)
        .map((key) => ({ key, segments: splitDotPath(key) }))
        .sort((a, b) => a.segments.length - b.segments.length || (a.key < b.key ? -1 : 1));
    for (const { key, segments } of entries) {
        const pointer = encodePointer(segments);
        const raw = map[key];
        const member = exported?.locations.get(encodePointer([key]));
        const atKey = position(member?.key);
        if (key === '' || segments.some((s) => s === '')) {
            preIssues.push({ pointer, code: 'mdm-path-conflict', message: `MDM key ${JSON.stringify(key)} is not a dot path of settings keys`, ...atKey });
            continue;
        }
        if (typeof raw !== 'string') {
            preIssues.push({ pointer, code: 'mdm-value-not-json', message: `MDM value ${key} must be a string holding JSON, found ${raw === null ? 'null' : typeof raw}`, ...atKey });
            continue;
        }
        const inFile = valueToFile(raw, exported?.text, member?.value);
        const parsed = parseJson(raw);
        if (!parsed.ok) {
            const first = parsed.diagnostics.find((d) => d.severity === 'error');
            preIssues.push({
                pointer,
                code: 'mdm-value-not-json',
                message: `MDM value ${key} is not JSON: ${first?.message ?? 'unreadable'} (in ${JSON.stringify(raw.length > 80 ? `${raw.slice(0, 77)}...` : raw)})`,
                ...position(inFile(first)),
            });
            continue;
        }
        const placed = place(doc, segments, parsed.value);
        if (placed !== 'ok') {
            const why = placed === 'not-object' ? 'sets a key inside a value that is not an object' : 'sets a key that another MDM value already set whole';
            preIssues.push({ pointer, code: 'mdm-path-conflict', message: `MDM key ${key} ${why}`, ...atKey });
            if (placed === 'not-object')
                continue;
        }
        for (const [p, loc] of parsed.locations) {
            const value = inFile(loc.value);
            const end = inFile(loc.end);
            // The value as a whole is named by its MDM key in the export; a member inside it by its own key.
            const keyAt = p === '' ? member?.key : inFile(loc.key);
            if (value !== undefined && end !== undefined)
                locations.set(pointer + p, keyAt === undefined ? { value, end } : { value, key: keyAt, end });
            strings.set(pointer + p, { value: raw, at: loc.value, inFile });
        }
        for (const d of parsed.diagnostics) {
            const { line: _line, column: _column, ...rest } = d;
            warnings.push({ ...rest, ...position(inFile(d)), file, pointer: pointer + (d.pointer ?? ''), message: `MDM value ${key}: ${d.message}` });
        }
        for (const r of parsed.replaced)
            replaced.push({ pointer: pointer + r.pointer, value: r.value });
    }
    const charAt = (pointer, index) => {
        const s = strings.get(pointer);
        if (s === undefined || s.value.charCodeAt(s.at.offset) !== 0x22)
            return undefined;
        return s.inFile({ offset: rawOffset(s.value, s.at.offset, index) });
    };
    return fromValue(doc, locations, warnings, { ...options, file, channel: options.channel ?? 'mdm' }, preIssues, replaced, charAt);
}
function valueToFile(value, text, token) {
    if (text === undefined || token === undefined || text.charCodeAt(token.offset) !== 0x22)
        return () => undefined;
    return (at) => {
        const offset = at?.offset ?? (at?.line !== undefined ? offsetOf(value, at.line, at.column ?? 1) : undefined);
        return offset === undefined ? undefined : onTokenLine(token, rawOffset(text, token.offset, offset));
    };
}
function position(at) {
    return at === undefined ? {} : { line: at.line, column: at.column };
}
function place(doc, segments, value) {
    let node = doc;
    for (const s of segments.slice(0, -1)) {
        if (!Object.prototype.hasOwnProperty.call(node, s))
            define(node, s, {});
        const next = node[s];
        if (next === null || typeof next !== 'object' || Array.isArray(next))
            return 'not-object';
        node = next;
    }
    const last = segments[segments.length - 1];
    const existed = Object.prototype.hasOwnProperty.call(node, last);
    define(node, last, value);
    return existed ? 'overwrote' : 'ok';
}
function define(node, key, value) {
    Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}
//# sourceMappingURL=mdm.js.map