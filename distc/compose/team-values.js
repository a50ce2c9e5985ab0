// How several teams' values for one key combine (semantics 3): always to the least restrictive
// value, by the `teams` column of the composition table. List entries compare by meaning, not
// spelling: `Bash(rm -rf *)` and `Shell(rm -fr:*)` are one deny rule, and a deny rule two teams
// both hold must survive their intersection, as must one that another team's rule covers
// (rule-cover.ts).
import { parseRule } from '../rules/grammar.js';
import { covers } from './rule-cover.js';
import { entryKey } from './entry-key.js';
export const UNMANAGED = 'unmanaged';
/** A short option cluster (`-rf`): the deny matcher reads it as a set of letters. */
const CLUSTER = /^-[A-Za-z]{2,}$/;
function shellKey(pattern) {
    return {
        prefix: pattern.prefix,
        words: pattern.words.map((word) => word.map((part) => (part.type === 'literal' && CLUSTER.test(part.text)
            ? { ...part, text: `-${[...part.text.slice(1)].sort().join('')}` } : part))),
    };
}
/** Lower-cases the scheme and authority of a serverUrl pattern, without a default port or trailing dot. */
function urlKey(url) {
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s.exec(url);
    if (!m)
        return url;
    const scheme = (m[1] ?? '').toLowerCase();
    let authority = (m[2] ?? '').toLowerCase();
    const port = /:(\d+)$/.exec(authority);
    if (port && ((scheme === 'https' && port[1] === '443') || (scheme === 'http' && port[1] === '80')))
        authority = authority.slice(0, port.index);
    if (authority.endsWith('.'))
        authority = authority.slice(0, -1);
    const rest = m[3] === '/' ? '' : (m[3] ?? '');
    return `${scheme}://${authority}${rest}`;
}
/** The canonical key of a list entry: a permission rule by its parsed meaning, an MCP matcher by value. */
export function teamEntryKey(entry) {
    if (typeof entry === 'string') {
        const parsed = parseRule(entry);
        if (!parsed.ok)
            return `text:${entry}`;
        const { kind, pattern, caseInsensitive } = parsed.rule;
        const p = pattern?.type === 'shell' ? shellKey(pattern) : pattern;
        return `rule:${kind}:${caseInsensitive ? 'i' : 's'}:${entryKey(p ?? null)}`;
    }
    if (entry !== null && typeof entry === 'object' && typeof entry.serverUrl === 'string') {
        return entryKey({ ...entry, serverUrl: urlKey(entry.serverUrl) });
    }
    return entryKey(entry);
}
function parsedRule(entry) {
    if (typeof entry !== 'string')
        return undefined;
    const parsed = parseRule(entry);
    return parsed.ok ? parsed.rule : undefined;
}
/**
 * Several teams' values for one key, combined to the least restrictive value. `undefined`
 * means the key is unmanaged (the server source does not constrain it).
 */
export function combineTeamValues(operator, values) {
    if (values.some((v) => v === UNMANAGED))
        return undefined;
    switch (operator) {
        case 'intersection': {
            // What every team denies: an entry every other team holds, or (a rule) one another team's
            // rule covers (team A's `Shell(rm *)` covers team B's `Shell(rm -rf *)`, which survives).
            const lists = values.map((v) => (Array.isArray(v) ? v : []).map((e) => ({ entry: e, key: teamEntryKey(e), rule: parsedRule(e) })));
            const keys = lists.map((l) => new Set(l.map((x) => x.key)));
            const seen = new Set();
            const out = [];
            lists.forEach((list, t) => {
                for (const x of list) {
                    if (seen.has(x.key))
                        continue;
                    const everywhere = lists.every((other, u) => u === t || keys[u].has(x.key)
                        || (x.rule !== undefined && other.some((y) => y.rule !== undefined && covers(y.rule, x.rule))));
                    if (!everywhere)
                        continue;
                    seen.add(x.key);
                    out.push(x.entry);
                }
            });
            return out;
        }
        case 'union': {
            const seen = new Set();
            return values.flatMap((v) => (Array.isArray(v) ? v : [])).filter((e) => {
                const k = teamEntryKey(e);
                if (seen.has(k))
                    return false;
                seen.add(k);
                return true;
            });
        }
        case 'every-disables':
            return values.every((v) => v === 'disable') ? 'disable' : undefined;
        case 'common-value':
            return values.every((v) => v === values[0]) ? values[0] : undefined;
        case 'additive':
        case 'enterprise-only':
            throw new Error(`combineTeamValues: ${operator} keys are not combined as whole values`);
    }
}
/** The entries of `list` that the combination left out (for intersection keys), for warnings. */
export function droppedEntries(list, combined) {
    if (!Array.isArray(list))
        return [];
    const kept = new Set((Array.isArray(combined) ? combined : []).map(teamEntryKey));
    return list.filter((e) => !kept.has(teamEntryKey(e)));
}
//# sourceMappingURL=team-values.js.map