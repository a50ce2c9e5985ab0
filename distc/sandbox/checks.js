// Questions a client asks the effective sandbox: may a sandboxed process reach this host; must
// this kind of process run sandboxed; what to do when no sandbox backend is available; may a
// bypass prompt offer to run unsandboxed. Pure and total: every answer says who decided it.
import { LOOPBACK_NAMES, reachesLoopback } from '../domains/mapped-ipv4.js';
import { parseFetchTarget } from '../domains/url.js';
import { allowedEntryMatches, blockedEntryMatches, isLocalNetworkHost, reachedSpellings } from './hosts.js';
const DEFAULT = [{ by: 'default' }];
/**
 * A host (`example.com`, `[::1]`, `host:port`) or a URL (its host is what counts; host lists do
 * not name schemes or ports), canonicalized as semantics 4.3 says.
 */
export function isHostAllowed(effective, host) {
    const parsed = parseFetchTarget(host);
    if (!parsed.ok)
        return { allowed: false, code: 'invalid-host', message: `not a host or URL: ${parsed.reason}`, decidedBy: DEFAULT };
    const t = parsed.target;
    const at = { host: t.host };
    if (t.userinfo)
        return { allowed: false, ...at, code: 'userinfo', message: 'a URL with userinfo ("user@") is never allowed: readers disagree on its host', decidedBy: DEFAULT };
    const net = effective.network;
    if (!net.allowOutbound.value) {
        return { allowed: false, ...at, code: 'outbound-blocked', message: 'outbound network access is blocked (allowOutbound is false)', decidedBy: net.allowOutbound.decidedBy };
    }
    // What URL readers may take the host to be, and each of those in every form of its address
    // (`[::ffff:a9fe:a9fe]` and `[::a9fe:a9fe]` reach 169.254.169.254): deny and local checks see all of them.
    const readings = t.altHost !== undefined && t.altHost !== t.host ? [t.host, t.altHost] : [t.host];
    const spellings = readings.flatMap(reachedSpellings);
    // Every name of the machine itself is one destination (as Domain rules read it): a blocked
    // `localhost`, `127.0.0.1` or `[::1]` also blocks `0.0.0.0`, `127.0.0.2`, `[::]` and the others.
    const blockedSpellings = spellings.some(reachesLoopback) ? [...spellings, ...LOOPBACK_NAMES.flatMap(reachedSpellings)] : spellings;
    for (const b of net.blockedHosts) {
        if (blockedSpellings.some((h) => blockedEntryMatches(b.pattern, h))) {
            const why = b.pattern.kind === 'invalid' ? `the blocked entry ${JSON.stringify(b.text)} cannot be read, so every host is blocked` : `${t.host} is blocked by ${JSON.stringify(b.text)} (a blocked domain blocks its subdomains)`;
            return { allowed: false, ...at, code: 'blocked-host', message: why, decidedBy: b.decidedBy, entry: b.text };
        }
    }
    if (!net.allowLocalNetwork.value && spellings.some((h) => isLocalNetworkHost(h, hostTypeOf(h)))) {
        return { allowed: false, ...at, code: 'local-network-blocked', message: `${t.host} is on the local network and allowLocalNetwork is false`, decidedBy: net.allowLocalNetwork.decidedBy };
    }
    if (net.allowedHosts.length === 0) {
        return { allowed: true, ...at, code: 'no-host-restriction', message: 'no allowedHosts list restricts hosts', decidedBy: net.allowOutbound.decidedBy };
    }
    if (readings.length > 1) {
        return { allowed: false, ...at, code: 'ambiguous-host', message: `URL readers disagree on the host (${readings.join(' or ')}), so no allowedHosts entry can allow it`, decidedBy: net.allowedHosts.map((l) => l.decidedBy) };
    }
    // One agreed host: an IP entry matches it in both address forms (the entry's `spellings`), the
    // same forms a blocked entry covers, so an allow never sees a spelling a deny does not.
    const matched = [];
    for (const list of net.allowedHosts) {
        if (!list.entries.some((e) => allowedEntryMatches(e.pattern, t.host))) {
            return {
                allowed: false, ...at, code: 'not-in-allowed-hosts',
                message: `${t.host} matches no entry of the allowedHosts of ${list.decidedBy.by === 'managed' ? `${list.decidedBy.source} (${list.decidedBy.channel})` : list.decidedBy.by}; a host must match every non-empty list`,
                decidedBy: [list.decidedBy],
            };
        }
        matched.push(list.decidedBy);
    }
    return { allowed: true, ...at, code: 'allowed-host', message: `${t.host} matches every allowedHosts list`, decidedBy: matched };
}
function hostTypeOf(host) {
    return host.startsWith('[') ? 'ipv6' : /^\d+\.\d+\.\d+\.\d+$/.test(host) ? 'ipv4' : 'name';
}
/**
 * Must this kind of process run sandboxed? Commands: `enabled`. A local MCP server the client
 * starts: `sandboxMcpServers` (remote servers never run in the local sandbox). A language
 * server: `sandboxLspServers`. Each key stands on its own.
 */
export function mustSandbox(effective, kind) {
    const key = kind === 'command' ? 'enabled' : kind === 'mcp-server' ? 'sandboxMcpServers' : 'sandboxLspServers';
    const v = effective[key];
    return { required: v.value, key, decidedBy: v.decidedBy };
}
/** No sandbox backend can enforce the policy: block, or run unsandboxed? (failIfUnavailable needs enabled.) */
export function whenUnavailable(effective) {
    const { enabled, failIfUnavailable } = effective;
    if (!enabled.value) {
        return { action: 'run-unsandboxed', code: 'sandbox-not-enabled', message: 'the sandbox is not enabled, so failIfUnavailable does not apply', decidedBy: enabled.decidedBy };
    }
    if (failIfUnavailable.value) {
        return { action: 'block', code: 'fail-if-unavailable', message: 'the sandbox is enabled and failIfUnavailable is true: without a sandbox, model and tool execution are blocked', decidedBy: [...failIfUnavailable.decidedBy, ...enabled.decidedBy.filter((d) => !failIfUnavailable.decidedBy.includes(d))] };
    }
    return { action: 'run-unsandboxed', code: 'fallback-allowed', message: 'the sandbox is enabled but failIfUnavailable is false: the client may run unsandboxed, and should say so', decidedBy: failIfUnavailable.decidedBy };
}
/** May a sandbox-bypass prompt offer to run a command (or the rest of the session) unsandboxed? */
export function mayOfferBypass(effective) {
    const v = effective.allowBypass;
    return v.value
        ? { allowed: true, message: 'allowBypass is true: a bypass prompt may offer to run unsandboxed', decidedBy: v.decidedBy }
        : { allowed: false, message: 'allowBypass is false: no command runs outside the sandbox and the sandbox cannot be disabled from a bypass prompt', decidedBy: v.decidedBy };
}
//# sourceMappingURL=checks.js.map