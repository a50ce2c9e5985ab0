// Firewall NAT rules that send traffic for one host to another (a host rewrite): iptables'
// `-j DNAT --to-destination ADDR[-ADDR][:PORT]` (also `--to`), nft's `dnat [ip|ip6] to ADDR[:PORT]`.
// The address traffic is sent to is a Domain part; one from an expansion is unknown. (Matches such
// as `-d ADDR` send nothing anywhere; rules loaded from a file, `nft -f`, `iptables-restore`, are not read.)
import { hostUrl } from './host-options.js';
import { withoutTailFrom } from '../text-ends.js';
/** `1.2.3.4`, `1.2.3.4-1.2.3.9:80-90`, `[2001:db8::1]:80`: each address of the range. */
function natTarget(t, value, dynamic) {
    if (dynamic) {
        t.url(value, true);
        return;
    }
    const bracketed = /^\[([^\]]*)\](?::.*)?$/.exec(value);
    const addresses = bracketed !== null ? [bracketed[1]] : value.split(':').length > 2 ? [value] : withoutTailFrom(value, ':').split('-');
    for (const a of addresses)
        if (a !== '')
            t.url(hostUrl('tcp', a), false);
}
/** iptables, ip6tables (and their -nft, -legacy builds): the value of `--to-destination`, or of `--to` (DNAT's short form). */
const iptables = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const eq = w.indexOf('=');
        const name = eq < 0 ? w : w.slice(0, eq);
        if (name !== '--to-destination' && name !== '--to')
            continue;
        if (eq >= 0)
            natTarget(t, w.slice(eq + 1), dynamic[i] ?? false);
        else if (i + 1 < words.length)
            natTarget(t, words[i + 1], dynamic[i + 1] ?? false);
    }
};
/** nft: `dnat [ip|ip6] to ADDR` in its words, or in one word holding the whole rule (`nft 'add rule … dnat to A'`). */
const nft = (words, dynamic, t) => {
    const tokens = [];
    for (let i = 1; i < words.length; i++)
        for (const word of words[i].split(/[\s;]+/))
            if (word !== '')
                tokens.push({ word, dynamic: dynamic[i] ?? false });
    for (let k = 0; k < tokens.length; k++) {
        if (tokens[k].dynamic || !/^dnat$/i.test(tokens[k].word))
            continue;
        let j = k + 1;
        if (/^ip6?$/i.test(tokens[j]?.word ?? ''))
            j++;
        if ((tokens[j]?.word ?? '').toLowerCase() === 'to' && j + 1 < tokens.length)
            natTarget(t, tokens[j + 1].word, tokens[j + 1].dynamic);
    }
};
export const NAT_REWRITE_READERS = [
    ...['iptables', 'ip6tables', 'iptables-nft', 'ip6tables-nft', 'iptables-legacy', 'ip6tables-legacy'].map((n) => [n, iptables]),
    ['nft', nft],
];
//# sourceMappingURL=nat-rewrites.js.map