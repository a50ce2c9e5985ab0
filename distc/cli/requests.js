import { SUBJECT_OPS, readSubjectRequest } from './subject-requests.js';
import { readContext } from '../policy/context-input.js';
export { readContext };
export const OPS = ['shell', 'read', 'edit', 'fetch'];
const MEMBERS = {
    shell: ['op', 'command', 'shell', 'context', 'id'],
    read: ['op', 'path', 'context', 'id'],
    edit: ['op', 'path', 'context', 'id'],
    fetch: ['op', 'url', 'context', 'id'],
};
function isObject(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
export function readRequest(v) {
    if (!isObject(v))
        return { error: 'a request must be a JSON object' };
    const opName = v.op;
    if (typeof opName === 'string' && SUBJECT_OPS.includes(opName)) {
        const r = readSubjectRequest(opName, v);
        return 'error' in r ? r : { subject: r };
    }
    if (typeof opName !== 'string' || !OPS.includes(opName)) {
        return { error: `"op" must be one of ${[...OPS, ...SUBJECT_OPS].join(', ')}${typeof opName === 'string' ? `, not ${JSON.stringify(opName)}` : ''}` };
    }
    const kind = opName;
    for (const k of Object.keys(v)) {
        if (!MEMBERS[kind].includes(k))
            return { error: `unknown member ${JSON.stringify(k)} in a ${kind} request (expected ${MEMBERS[kind].join(', ')})` };
    }
    let context;
    if (v.context !== undefined) {
        const c = readContext(v.context);
        if ('error' in c)
            return c;
        context = c.context;
    }
    const str = (key) => (typeof v[key] === 'string' ? v[key] : { error: `${kind} request needs "${key}" as a string` });
    let operation;
    switch (kind) {
        case 'shell': {
            const command = str('command');
            if (typeof command !== 'string')
                return command;
            if (v.shell !== undefined && v.shell !== 'bash' && v.shell !== 'powershell')
                return { error: '"shell" must be "bash" or "powershell"' };
            operation = { op: 'shell', command, shell: v.shell ?? 'bash' };
            break;
        }
        case 'read':
        case 'edit': {
            const path = str('path');
            if (typeof path !== 'string')
                return path;
            operation = { op: kind, path };
            break;
        }
        case 'fetch': {
            const url = str('url');
            if (typeof url !== 'string')
                return url;
            operation = { op: 'fetch', url };
            break;
        }
    }
    return v.id === undefined ? { operation, context } : { operation, context, id: v.id };
}
/** The request's context over the default one (members of the request win). */
export function mergeContext(base, own) {
    return own ? { ...base, ...own } : base;
}
//# sourceMappingURL=requests.js.map