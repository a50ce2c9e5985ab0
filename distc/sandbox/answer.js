// Sandbox requests as `decide` reads them (one JSON object per line), and their answers:
//   {"op":"sandbox-host","host":"api.github.com"}
//   {"op":"sandbox-path","path":"~/.aws/credentials","context":{"cwd":"/w","home":"/h"}}
//   {"op":"sandbox-required","kind":"command"|"mcp-server"|"lsp-server"}
//   {"op":"sandbox-unavailable"}      {"op":"sandbox-bypass"}
// each with an optional "id" echoed back. Unknown members are errors (a misspelt "contxt" must
// not silently answer without a context). Never throws.
import { readContext } from '../policy/context-input.js';
import { isHostAllowed, mayOfferBypass, mustSandbox, whenUnavailable } from './checks.js';
import { pathAccess } from './path-access.js';
export const SANDBOX_OPS = ['sandbox-host', 'sandbox-path', 'sandbox-required', 'sandbox-unavailable', 'sandbox-bypass'];
const MEMBERS = {
    'sandbox-host': ['op', 'host', 'id'],
    'sandbox-path': ['op', 'path', 'context', 'id'],
    'sandbox-required': ['op', 'kind', 'id'],
    'sandbox-unavailable': ['op', 'id'],
    'sandbox-bypass': ['op', 'id'],
};
const KINDS = ['command', 'mcp-server', 'lsp-server'];
export function isSandboxRequest(v) {
    return isObject(v) && SANDBOX_OPS.includes(v.op);
}
function isObject(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function invalid(message, id) {
    return { ...(id === undefined ? {} : { id }), error: { code: 'invalid-request', message } };
}
/**
 * One request to its answer object. `defaults` is the context a `sandbox-path` request's own
 * "context" members are laid over (cwd and home place relative and `~` paths).
 */
export function answerSandboxRequest(effective, request, defaults = {}) {
    try {
        if (!isObject(request))
            return invalid('a request must be a JSON object', undefined);
        const id = request.id;
        const op = request.op;
        if (typeof op !== 'string' || !SANDBOX_OPS.includes(op)) {
            return invalid(`"op" must be one of ${SANDBOX_OPS.join(', ')}${typeof op === 'string' ? `, not ${JSON.stringify(op)}` : ''}`, id);
        }
        const kind = op;
        for (const k of Object.keys(request)) {
            if (!MEMBERS[kind].includes(k))
                return invalid(`unknown member ${JSON.stringify(k)} in a ${kind} request (expected ${MEMBERS[kind].join(', ')})`, id);
        }
        const head = { ...(id === undefined ? {} : { id }), op: kind };
        switch (kind) {
            case 'sandbox-host': {
                if (typeof request.host !== 'string')
                    return invalid('a sandbox-host request needs "host" as a string', id);
                return { ...head, ...isHostAllowed(effective, request.host) };
            }
            case 'sandbox-path': {
                if (typeof request.path !== 'string')
                    return invalid('a sandbox-path request needs "path" as a string', id);
                let context = defaults;
                if (request.context !== undefined) {
                    const c = readContext(request.context);
                    if ('error' in c)
                        return invalid(c.error, id);
                    context = { ...defaults, ...c.context };
                }
                return { ...head, ...pathAccess(effective, request.path, context) };
            }
            case 'sandbox-required': {
                if (!KINDS.includes(request.kind))
                    return invalid(`"kind" must be one of ${KINDS.join(', ')}`, id);
                return { ...head, kind: request.kind, ...mustSandbox(effective, request.kind) };
            }
            case 'sandbox-unavailable':
                return { ...head, ...whenUnavailable(effective) };
            case 'sandbox-bypass':
                return { ...head, ...mayOfferBypass(effective) };
        }
    }
    catch (error) {
        // Unreachable by design; an answer all the same, never a throw.
        return { error: { code: 'internal-error', message: `a bug answering the sandbox request: ${String(error)}` } };
    }
}
//# sourceMappingURL=answer.js.map