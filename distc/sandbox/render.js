// The effective sandbox as text for people (`managed-policy sandbox`). Every line names who
// decided the value: "managed: FILE (channel)", "user", or "default" (nobody set it).
import { CAPABILITY_KEYS, FORCE_ON_KEYS, flagOf } from './types.js';
export function decidedByText(list) {
    const managed = list.filter((d) => d.by === 'managed');
    const parts = [];
    if (managed.length > 0)
        parts.push(`managed: ${managed.map((d) => `${d.source} (${d.channel})`).join(', ')}`);
    if (list.some((d) => d.by === 'user'))
        parts.push('user');
    if (list.some((d) => d.by === 'default'))
        parts.push('default');
    return parts.join('; ');
}
const yours = (v) => (v === undefined ? '' : `  (yours: ${String(v)})`);
const pad = (s, n) => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));
export function renderEffectiveSandbox(effective, header) {
    const out = [];
    out.push('Effective sandbox');
    out.push(`  managed sources (highest precedence first): ${header.managed.length > 0 ? header.managed.join(', ') : '(none)'}`);
    out.push(`  user settings: ${header.user ?? '(none given)'}`);
    out.push('');
    out.push(`${pad('Setting', 32)}${pad('value', 8)}decided by`);
    for (const key of [...FORCE_ON_KEYS, ...CAPABILITY_KEYS]) {
        const v = flagOf(effective, key);
        const kind = FORCE_ON_KEYS.includes(key) ? 'force-on' : 'capability';
        out.push(`  ${pad(key, 30)}${pad(String(v.value), 8)}${decidedByText(v.decidedBy)}  [${kind}]${yours(v.userValue)}`);
    }
    const proxy = effective.network.proxyUrl;
    out.push(`  ${pad('network.proxy.url', 30)}${pad(proxy.value ?? '(none)', 8)}${decidedByText(proxy.decidedBy)}${yours(proxy.userValue)}`);
    const fs = effective.filesystem;
    out.push('');
    out.push('Filesystem (user grants that survived, and every denial)');
    const rows = (label, items) => {
        if (items.length === 0)
            out.push(`  ${pad(label, 12)}(none)`);
        items.forEach((it, i) => out.push(`  ${pad(i === 0 ? label : '', 12)}${pad(it.path, 30)}${it.text}`));
    };
    const grantText = (g) => (g.permittedBy.length > 0 ? `user; in every managed list: ${g.permittedBy.map((d) => decidedByText([d]).replace(/^managed: /, '')).join(', ')}` : 'user; no managed source sets the list');
    rows('read-write', fs.readwritePaths.map((g) => ({ path: g.path, text: grantText(g) })));
    rows('read-only', fs.readonlyPaths.map((g) => ({ path: g.path, text: grantText(g) })));
    rows('denied', fs.deniedPaths.map((d) => ({ path: d.path, text: decidedByText(d.decidedBy) })));
    const droppedReadOnly = fs.writeProtectedPaths.filter((p) => !fs.readonlyPaths.some((g) => g.path === p));
    if (droppedReadOnly.length > 0) {
        out.push(`  still write-protected (dropped read-only grants never become writable): ${droppedReadOnly.map((p) => JSON.stringify(p)).join(', ')}`);
    }
    out.push('');
    out.push(`Dropped user grants (${fs.droppedGrants.length})`);
    if (fs.droppedGrants.length === 0)
        out.push('  (none)');
    for (const g of fs.droppedGrants) {
        out.push(`  ${g.list} ${JSON.stringify(g.path)}`);
        for (const r of g.reasons) {
            out.push(`    - [${r.code}] ${r.message}`);
            if (r.near)
                out.push(`      hint: ${r.near.message}`);
        }
    }
    const net = effective.network;
    out.push('');
    out.push('Network hosts');
    if (net.allowedHosts.length === 0)
        out.push('  allowed: no list restricts hosts');
    else {
        out.push('  allowed (a host must match every list):');
        for (const l of net.allowedHosts)
            out.push(`    ${decidedByText([l.decidedBy])}: ${l.entries.map((e) => e.text).join(', ')}`);
    }
    if (net.blockedHosts.length === 0)
        out.push('  blocked: (none)');
    else {
        out.push('  blocked (a blocked domain blocks its subdomains; blocking wins):');
        for (const b of net.blockedHosts)
            out.push(`    ${pad(b.text, 30)}${decidedByText(b.decidedBy)}`);
    }
    if (effective.notes.length > 0) {
        out.push('');
        out.push('Notes (inputs read in the restrictive direction)');
        for (const n of effective.notes)
            out.push(`  - ${decidedByText([n.decidedBy])}${n.pointer ? ` at /sandbox${n.pointer}` : ''}: ${n.message}`);
    }
    return `${out.join('\n')}\n`;
}
//# sourceMappingURL=render.js.map