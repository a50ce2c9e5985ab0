import { bypassPolicy, checkBypass } from '../settings/bypass.js';
import { decideRemoteControl } from '../settings/remote-control.js';
import { compileMcpPolicy, decideMcp } from '../mcp/mcp-policy.js';
import { parseMcpServer } from '../mcp/server.js';
import { compileMarketplacePolicy, decideMarketplace, parseMarketplaceSource, requiredPluginState } from '../marketplaces/index.js';
export const SUBJECT_OPS = ['mcp', 'marketplace', 'plugin', 'remote-control', 'bypass'];
const MEMBERS = {
    mcp: ['op', 'server', 'id'],
    marketplace: ['op', 'source', 'id'],
    plugin: ['op', 'key', 'id'],
    'remote-control': ['op', 'ssoOrganizations', 'id'],
    bypass: ['op', 'argv', 'slash', 'id'],
};
/** Checks the members of a subject request; the engines check the values themselves. */
export function readSubjectRequest(op, v) {
    for (const k of Object.keys(v)) {
        if (!MEMBERS[op].includes(k))
            return { error: `unknown member ${JSON.stringify(k)} in a ${op} request (expected ${MEMBERS[op].join(', ')})` };
    }
    const need = (key) => ({ error: `${op} request needs "${key}"` });
    switch (op) {
        case 'mcp':
            if (v.server === undefined)
                return need('server');
            break;
        case 'marketplace':
            if (v.source === undefined)
                return need('source');
            break;
        case 'plugin':
            if (typeof v.key !== 'string')
                return { error: 'plugin request needs "key" as a string ("name@marketplace")' };
            break;
        case 'remote-control':
            // A malformed request is an error on its line, not a deny a pipeline would take for an answer.
            if (!isStringArray(v.ssoOrganizations))
                return { error: 'remote-control request needs "ssoOrganizations" as an array of strings (organization logins)' };
            break;
        case 'bypass':
            if ((v.argv === undefined) === (v.slash === undefined))
                return { error: 'bypass request needs exactly one of "argv" (array of strings) or "slash" (a slash command)' };
            if (v.argv !== undefined && !isStringArray(v.argv))
                return { error: 'bypass request needs "argv" as an array of strings' };
            if (v.slash !== undefined && typeof v.slash !== 'string')
                return { error: 'bypass request needs "slash" as a string' };
            break;
    }
    return v.id === undefined ? { op, value: v } : { op, value: v, id: v.id };
}
function isStringArray(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
/** Builds each engine on first use. */
export function subjectEngines(sources) {
    let bypass;
    let marketplaces;
    const built = new Map();
    const makers = {
        marketplace: () => (r) => {
            const source = parseMarketplaceSource(r.value.source);
            if (!source.ok)
                return { error: { code: 'invalid-request', message: `source: ${source.error}` } };
            marketplaces ??= compileMarketplacePolicy(sources);
            return { ...decideMarketplace(marketplaces, source.source) };
        },
        plugin: () => (r) => {
            marketplaces ??= compileMarketplacePolicy(sources);
            const s = requiredPluginState(marketplaces, r.value.key);
            return { required: s.state, ...(s.decidedBy ? { decidedBy: s.decidedBy } : {}), reasons: s.reasons };
        },
        mcp: () => {
            const mcp = compileMcpPolicy(sources);
            return (r) => {
                const server = parseMcpServer(r.value.server);
                if (!server.ok)
                    return { error: { code: 'invalid-request', message: `server: ${server.error}` } };
                return { ...decideMcp(mcp, server.server) };
            };
        },
        'remote-control': () => (r) => {
            const d = decideRemoteControl(sources, r.value.ssoOrganizations);
            return { decision: d.decision, reasons: [{ code: d.code, message: d.message, ...(d.from ? { from: d.from } : {}) }] };
        },
        bypass: () => (r) => {
            bypass ??= bypassPolicy(sources);
            const c = checkBypass(bypass, r.value.argv !== undefined ? { argv: r.value.argv } : { slash: r.value.slash });
            return { decision: c.decision, blocked: c.blocked, reasons: [{ code: c.decision === 'deny' ? 'bypass-disabled' : 'bypass-allowed', message: c.message }] };
        },
    };
    return {
        answer(request) {
            try {
                let answerer = built.get(request.op);
                if (!answerer) {
                    answerer = makers[request.op]();
                    built.set(request.op, answerer);
                }
                return answerer(request);
            }
            catch (error) {
                // A bug must not end the batch, and must not read as an answer: the line gets an error.
                return { error: { code: 'internal-error', message: `${request.op}: ${error.message} (a bug in managed-policy; please report it)` } };
            }
        },
    };
}
//# sourceMappingURL=subject-requests.js.map