// The user's own sandbox settings (`--user FILE`): a settings.json whose "sandbox" key has the
// shape of the managed `sandbox` object, or a file that is that sandbox object alone.
//
// Telling the two apart: a top-level "sandbox" key means the settings form (other keys are the
// client's business and ignored). Without one, a document whose keys are all sandbox keys is the
// sandbox form; one that mixes sandbox keys with others is refused as ambiguous; one with no
// sandbox key at all is a settings file without sandbox settings.
//
// Every problem is an error, unknown keys included: a misspelt "deniedPath" would otherwise drop a
// denial the user meant to add. The caller refuses the file (usage error), never drops it silently.
import { decodeUtf8, readRegularFile } from '../load/read-file.js';
import { diagnostic } from '../diagnostics.js';
import { validateManagedSettings } from '../generated/validators.js';
import { locate, parseJson } from '../load/json-parse.js';
import { schemaIssues } from '../load/schema-issues.js';
import { parseHostEntry } from './hosts.js';
/** The keys of a `sandbox` object (schema SandboxSettings). */
export const SANDBOX_KEYS = [
    'enabled', 'failIfUnavailable', 'allowBypass', 'addCurrentWorkingDirectory', 'sandboxMcpServers',
    'sandboxLspServers', 'gitAuth', 'ghAuth', 'allowDevToolAccess', 'userPolicy',
];
const validate = validateManagedSettings;
export function readUserSandboxFile(path) {
    const read = readRegularFile(path);
    if (!read.ok)
        return fail([diagnostic('file-unreadable', read.message.replace(/^cannot read /, 'cannot read the user settings '), { file: path, pointer: '', hint: 'Give a readable JSON file, or leave out --user.' })]);
    const decoded = decodeUtf8(read.bytes);
    if (!decoded.ok)
        return fail([diagnostic('invalid-encoding', `the user settings ${path} are ${decoded.message}`, { file: path, pointer: '' })]);
    return readUserSandboxText(decoded.text, path);
}
export function readUserSandboxText(text, file) {
    const parsed = parseJson(text);
    const problems = parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ ...d, file }));
    if (!parsed.ok || problems.length > 0)
        return fail(problems.length > 0 ? problems : [diagnostic('json-syntax', 'the file is not valid JSON', { file, pointer: '' })]);
    const doc = parsed.value;
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
        return fail([diagnostic('not-an-object', `the top level of the user settings must be a JSON object, found ${doc === null ? 'null' : Array.isArray(doc) ? 'an array' : typeof doc}`, { file, pointer: '', hint: 'Write {"sandbox": {...}}.' })]);
    }
    const keys = Object.keys(doc);
    let form = 'settings';
    let sandbox;
    if (Object.prototype.hasOwnProperty.call(doc, 'sandbox'))
        sandbox = doc.sandbox;
    else {
        const sandboxKeys = keys.filter((k) => SANDBOX_KEYS.includes(k));
        if (sandboxKeys.length > 0 && sandboxKeys.length < keys.length) {
            const other = keys.find((k) => !SANDBOX_KEYS.includes(k));
            return fail([diagnostic('invalid-value', `cannot tell whether this is a settings file or a sandbox object: it has the sandbox key ${JSON.stringify(sandboxKeys[0])} at the top level beside ${JSON.stringify(other)}, and no "sandbox" key`, {
                    file, pointer: `/${sandboxKeys[0]}`, ...where(parsed.locations, `/${sandboxKeys[0]}`),
                    hint: 'Put the sandbox settings under a top-level "sandbox" key ({"sandbox": {...}}), or make the file the sandbox object alone.',
                })]);
        }
        if (sandboxKeys.length > 0)
            [form, sandbox] = ['sandbox', doc];
    }
    if (sandbox === undefined)
        return { ok: true, user: { file, form, sandbox: undefined } };
    // The schema's own SandboxSettings check, through the managed-settings validator.
    const prefix = form === 'settings' ? '/sandbox' : '';
    const diagnostics = [];
    const at = (schemaPointer) => {
        const pointer = prefix + schemaPointer.slice('/sandbox'.length);
        return { file, pointer, ...where(parsed.locations, pointer) };
    };
    if (!validate({ sandbox })) {
        for (const issue of schemaIssues(validate.errors)) {
            // The managed loader ignores unknown keys; here one is an error, so its hint must not say "ignored".
            const own = issue.unknownKey !== undefined ? withoutIgnoredNote(issue.hint) : issue.hint;
            const hint = [own, issue.unknownKey !== undefined ? 'In the user settings an unknown key is an error: the setting it was meant to be would be lost.' : undefined].filter(Boolean).join(' ');
            diagnostics.push(diagnostic(issue.code, issue.message, { ...at(issue.pointer), severity: 'error', ...(hint ? { hint } : {}) }));
        }
    }
    diagnostics.push(...hostProblems(sandbox, at));
    if (diagnostics.length > 0)
        return fail(diagnostics);
    return { ok: true, user: { file, form, sandbox: sandbox } };
}
/** Host entries must be hosts or host patterns (the schema only says "string"). */
function hostProblems(sandbox, at) {
    const network = sandbox?.userPolicy?.network;
    if (network === null || typeof network !== 'object')
        return [];
    const out = [];
    for (const list of ['allowedHosts', 'blockedHosts']) {
        const v = network[list];
        if (!Array.isArray(v))
            continue;
        v.forEach((text, i) => {
            if (typeof text !== 'string')
                return; // told by the schema check
            const e = parseHostEntry(text, list === 'allowedHosts' ? 'allowed' : 'blocked');
            if (e.pattern.kind !== 'invalid')
                return;
            out.push(diagnostic('invalid-value', `${list}[${i}] ${JSON.stringify(text)} is not a host: ${e.pattern.reason.split(';')[0]}`, {
                ...at(`/sandbox/userPolicy/network/${list}/${i}`),
                hint: 'Write a host name (example.com), an IP address, *.example.com for its subdomains, or * for every host.',
            }));
        });
    }
    return out;
}
function where(locations, pointer) {
    const found = locate(locations, pointer);
    return found ? { line: found.location.line, column: found.location.column } : {};
}
function fail(diagnostics) {
    return { ok: false, diagnostics };
}
const IGNORED_NOTE = 'Unknown keys are ignored.';
/** `hint.replace(/\s*Unknown keys are ignored\.$/, '')` without the regex (retried from each blank of a long run). */
function withoutIgnoredNote(hint) {
    return hint?.endsWith(IGNORED_NOTE) ? hint.slice(0, -IGNORED_NOTE.length).trimEnd() : hint;
}
//# sourceMappingURL=user.js.map