// What the readers of the hosts tools connect to share (remote-hosts.ts, ssh-hosts.ts): a tool's
// options read with its letter grammar, and a host written as a URL Domain rules can read.
import { scan } from './long-options.js';
/** A host (with user and port) as a URL Domain rules can read. */
export function hostUrl(scheme, host) {
    // (An IPv6 address without brackets: more than one colon.)
    const h = host.split(':').length > 2 && !host.includes('[') ? `[${host}]` : host;
    return `${scheme}://${h}/`;
}
/** A tool's options read with its letter grammar (long-options.ts): values by name (`-o`, `--proxy`), flags, operands. */
export function options(words, dynamic, g, t, tool, maxOperands = Infinity) {
    const s = scan(tool, words, dynamic, g.grammar, g.flags, t, maxOperands);
    const values = [];
    const flags = new Set();
    for (const { name, value } of s.options) {
        const written = name.startsWith('-') ? name : `--${name}`;
        if (value === undefined)
            flags.add(written);
        else
            values.push({ name: written, value });
    }
    return { values, flags, operands: s.operands };
}
//# sourceMappingURL=host-options.js.map