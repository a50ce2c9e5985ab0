import { deepFreeze } from '../compose/resolved.js';
import { hostKey, parseHostEntry } from './hosts.js';
import { readSandboxInput } from './input.js';
import { denyPrefix } from './path-access.js';
import { describeDifferences, nearestSpelling } from './spelling.js';
import { describeDecider, } from './types.js';
const USER = Object.freeze({ by: 'user' });
const DEFAULT = Object.freeze({ by: 'default' });
export function managedDecider(source) {
    return { by: 'managed', source: source.name, channel: source.channel };
}
/** One Decider object per (name, channel), so that a source given twice is one decider. */
function decidersFor(sources) {
    const byKey = new Map();
    return sources.map((s) => {
        const key = `${s.channel}\u0000${s.name}`;
        const d = byKey.get(key) ?? managedDecider(s);
        byKey.set(key, d);
        return d;
    });
}
export function effectiveSandbox(managedSources, userSandboxSettings, options = {}) {
    const deciders = decidersFor(managedSources);
    const managed = managedSources.map((s, i) => readSandboxInput(s.settings.sandbox, deciders[i]));
    const user = readSandboxInput(userSandboxSettings, USER);
    const notes = [];
    const note = (n) => {
        if (!notes.some((x) => x.decidedBy === n.decidedBy && x.pointer === n.pointer && x.message === n.message))
            notes.push(n);
    };
    for (const n of [...managed.flatMap((m) => m.notes), ...user.notes])
        note(n);
    const forceOn = (key) => flag(managed, user, key, true);
    const capability = (key) => flag(managed, user, key, false);
    const blocked = blockedHosts(managed, user);
    let allowOutbound = capability('network.allowOutbound');
    const unenforceable = blocked.filter((b) => b.pattern.kind === 'invalid');
    if (unenforceable.length > 0) {
        for (const b of unenforceable) {
            const reason = b.pattern.kind === 'invalid' ? b.pattern.reason : '';
            for (const d of b.decidedBy)
                note({ decidedBy: d, pointer: '/userPolicy/network/blockedHosts', message: `${JSON.stringify(b.text)}: ${reason}` });
        }
        if (allowOutbound.value)
            allowOutbound = { value: false, decidedBy: dedupeDeciders(unenforceable.flatMap((b) => b.decidedBy)) };
    }
    const allowed = allowedHosts(managed, user);
    for (const list of allowed) {
        for (const e of list.entries) {
            if (e.pattern.kind === 'invalid')
                note({ decidedBy: list.decidedBy, pointer: '/userPolicy/network/allowedHosts', message: `${JSON.stringify(e.text)}: ${e.pattern.reason}` });
        }
    }
    const denied = deniedPaths(managed, user);
    for (const d of denied) {
        const prefix = denyPrefix(d.path);
        if (prefix === d.path)
            continue;
        for (const by of d.decidedBy)
            note({ decidedBy: by, pointer: '/userPolicy/filesystem/deniedPaths', message: `${JSON.stringify(d.path)} has a glob character; sandbox paths are not patterns, so the denial covers everything under ${JSON.stringify(prefix)}` });
    }
    const rw = grants('readwritePaths', managed, user, options.home);
    const ro = grants('readonlyPaths', managed, user, options.home);
    const result = {
        enabled: forceOn('enabled'),
        failIfUnavailable: forceOn('failIfUnavailable'),
        allowBypass: capability('allowBypass'),
        addCurrentWorkingDirectory: capability('addCurrentWorkingDirectory'),
        sandboxMcpServers: forceOn('sandboxMcpServers'),
        sandboxLspServers: forceOn('sandboxLspServers'),
        gitAuth: capability('gitAuth'),
        ghAuth: capability('ghAuth'),
        allowDevToolAccess: capability('allowDevToolAccess'),
        filesystem: {
            readwritePaths: rw.kept,
            readonlyPaths: ro.kept,
            deniedPaths: denied,
            writeProtectedPaths: unique(user.readonlyPaths ?? []),
            droppedGrants: [...rw.dropped, ...ro.dropped],
        },
        network: {
            allowOutbound,
            allowLocalNetwork: capability('network.allowLocalNetwork'),
            allowedHosts: allowed,
            blockedHosts: blocked,
            proxyUrl: proxyUrl(managed, user),
        },
        seatbelt: { keychainAccess: capability('seatbelt.keychainAccess') },
        notes,
    };
    return deepFreeze(result);
}
/**
 * One boolean key. `restrictive` is the value a managed source enforces with (true for force-on
 * keys, false for capabilities); the other managed value leaves the user's setting alone.
 */
function flag(managed, user, key, restrictive) {
    const enforcing = dedupeDeciders(managed.filter((m) => m.flags[key] === restrictive).map((m) => m.decider));
    const own = user.flags[key];
    if (enforcing.length > 0)
        return { value: restrictive, decidedBy: enforcing, ...(own !== undefined && own !== restrictive ? { userValue: own } : {}) };
    if (own !== undefined)
        return { value: own, decidedBy: [USER] };
    return { value: !restrictive, decidedBy: [DEFAULT] };
}
function grants(list, managed, user, home) {
    const setting = managed.filter((m) => m[list] !== undefined).map((m) => ({ decider: m.decider, entries: m[list] }));
    const kept = [];
    const dropped = [];
    for (const path of unique(user[list] ?? [])) {
        const reasons = [];
        for (const { decider, entries } of setting) {
            if (entries.includes(path) || reasons.some((r) => r.decidedBy === decider))
                continue;
            reasons.push(dropReason(list, path, decider, entries, home));
        }
        if (reasons.length === 0)
            kept.push({ path, decidedBy: [USER], permittedBy: dedupeDeciders(setting.map((s) => s.decider)) });
        else
            dropped.push({ list, path, reasons });
    }
    return { kept, dropped };
}
function dropReason(list, path, decider, entries, home) {
    const who = describeDecider(decider);
    if (entries.length === 0) {
        return { code: 'managed-list-empty', decidedBy: decider, message: `${who} sets ${list} to []: no user ${list === 'readwritePaths' ? 'read/write' : 'read-only'} grant survives` };
    }
    const message = `${JSON.stringify(path)} is not in the ${list} of ${who}; a user path survives only if its exact string is in every managed source that sets ${list}`;
    const near = nearestSpelling(path, entries, home);
    if (!near)
        return { code: 'not-in-managed-list', decidedBy: decider, message };
    return {
        code: 'not-in-managed-list',
        decidedBy: decider,
        message,
        near: {
            entry: near.entry,
            differsBy: near.differsBy,
            message: `${who} lists ${JSON.stringify(near.entry)}, which differs only by ${describeDifferences(near.differsBy)}: write the path in your settings exactly as ${JSON.stringify(near.entry)}`,
        },
    };
}
function deniedPaths(managed, user) {
    const by = new Map();
    for (const input of [...managed, user]) {
        for (const path of unique(input.deniedPaths ?? []))
            by.set(path, dedupeDeciders([...(by.get(path) ?? []), input.decider]));
    }
    return [...by].map(([path, decidedBy]) => ({ path, decidedBy }));
}
function allowedHosts(managed, user) {
    // An empty list restricts nothing (semantics 6: "every non-empty list").
    // A source given twice is one list (idempotence).
    const seen = new Set();
    const out = [];
    for (const i of [...managed, user]) {
        if ((i.allowedHosts?.length ?? 0) === 0)
            continue;
        const key = `${deciderKey(i.decider)}\u0000${JSON.stringify(i.allowedHosts)}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push({ decidedBy: i.decider, entries: i.allowedHosts.map((t) => parseHostEntry(t, 'allowed')) });
    }
    return out;
}
function blockedHosts(managed, user) {
    // Keyed by what an entry blocks, so `Evil.com.`, `*.evil.com` and `https://evil.com/` are one
    // entry, shown in canonical form with every spelling (sorted: the result must not depend on order).
    const by = new Map();
    for (const input of [...managed, user]) {
        for (const text of input.blockedHosts ?? []) {
            const entry = parseHostEntry(text, 'blocked');
            const key = hostKey(entry.pattern, entry.text);
            const seen = by.get(key) ?? { pattern: entry.pattern, written: new Set(), decidedBy: [] };
            by.set(key, seen);
            seen.written.add(entry.text);
            if (!seen.decidedBy.includes(input.decider))
                seen.decidedBy.push(input.decider);
        }
    }
    return [...by].map(([key, { pattern, written, decidedBy }]) => ({
        text: pattern.kind === 'invalid' ? key.slice('invalid:'.length) : key,
        pattern,
        written: [...written].sort(),
        decidedBy,
    }));
}
function proxyUrl(managed, user) {
    const top = managed.find((m) => m.proxyUrl !== undefined);
    if (top)
        return { value: top.proxyUrl, decidedBy: [top.decider], ...(user.proxyUrl !== undefined && user.proxyUrl !== top.proxyUrl ? { userValue: user.proxyUrl } : {}) };
    if (user.proxyUrl !== undefined)
        return { value: user.proxyUrl, decidedBy: [USER] };
    return { value: null, decidedBy: [DEFAULT] };
}
function deciderKey(d) {
    return d.by === 'managed' ? `managed\u0000${d.channel}\u0000${d.source}` : d.by;
}
function unique(list) {
    return [...new Set(list)];
}
function dedupeDeciders(list) {
    const out = [];
    for (const d of list)
        if (!out.includes(d))
            out.push(d);
    return out;
}
//# sourceMappingURL=effective.js.map