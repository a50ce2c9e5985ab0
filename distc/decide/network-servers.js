// Paths the system opens over the network, and the server each reaches: a UNC path's
// (links.ts uncServers) and the automounted `/net/HOST` (the `-hosts` map: darwin's auto_master,
// and autofs's auto.master on Linux, where Fedora and RHEL ship it on).
import { normalizePath } from '../paths/normalize.js';
import { THIS_MACHINE, uncServers } from './links.js';
/**
 * Whether the platform automounts `/net/HOST` (macOS and Linux; not Windows). Linux reads the
 * path as macOS does (case folded, the Data volume's firmlink): on Linux that only adds a host
 * to paths no one writes, for deny and ask rules.
 */
export function automountsNet(platform) {
    return platform !== 'win32';
}
/**
 * The server the system mounts a path below `/net/HOST/…` from (the `-hosts` map: the first
 * access makes automountd or autofs ask HOST for its NFS exports), also through macOS's Data
 * volume's firmlink (`/System/Volumes/Data/net/HOST`); case folded as APFS does.
 */
export function automountServer(text, ctx) {
    if (!automountsNet(ctx.platform))
        return undefined;
    const n = normalizePath(text, ctx);
    if (!n.ok)
        return undefined;
    const s = n.path.segments;
    const at = s[0]?.toLowerCase() === 'net' ? 1
        : s.length > 4 && s.slice(0, 4).map((x) => x.toLowerCase()).join('/') === 'system/volumes/data/net' ? 4 : -1;
    const host = at > 0 ? s[at] : undefined;
    return host === undefined || host === '' || THIS_MACHINE.test(host) ? undefined : host;
}
/**
 * The server of a normalized path's view below `/net/HOST` (automountServer, read from
 * the view the engine already scanned: `//net/h`, `/./net/h`, `net/h` from `/` and a link's target
 * all arrive here as `/net/h`). A first-segment length test keeps ordinary paths cheap.
 */
export function automountServerOf(v) {
    const n = v.n;
    if (n < 2)
        return undefined;
    const first = v.ends[0] - v.starts[0];
    let at;
    const c = v.text.charCodeAt(v.starts[0]) | 32;
    if (first === 3 && c === 110)
        at = v.text.slice(v.starts[0], v.ends[0]).toLowerCase() === 'net' ? 1 : -1;
    else if (first === 6 && c === 115 && n > 4)
        at = v.text.slice(v.starts[0], v.ends[3]).toLowerCase() === 'system/volumes/data/net' ? 4 : -1;
    else
        return undefined;
    if (at < 0)
        return undefined;
    const host = v.text.slice(v.starts[at], v.ends[at]);
    return host === '' || THIS_MACHINE.test(host) ? undefined : host;
}
/** The servers a path reaches over the network: a UNC path's (two separators first), or an automounted `/net/HOST`. */
export function networkServers(text, ctx) {
    const unc = uncServers(text, ctx);
    if (unc.length > 0)
        return unc;
    const automount = automountServer(text, ctx);
    return automount === undefined ? unc : [automount];
}
//# sourceMappingURL=network-servers.js.map