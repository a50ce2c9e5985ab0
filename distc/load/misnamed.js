// An unknown key that is plainly a deny or ask list under a wrong name: unknown keys are
// otherwise warnings (semantics 1), but dropping this one would drop deny rules, so the loader
// makes it a misnamed-rule-list error and every operation asks.
import { parseRule } from '../rules/grammar.js';
import { foldLatinLookalikes } from '../rules/lookalikes.js';
import { nearest } from '../spelling.js';
/** Other products' and plain-English names for a deny or ask list (compared after normalizing). */
const LIST_SYNONYMS = new Set(['excludetools', 'askrules', 'asking', 'confirm', 'requireapproval', 'disallowedtools', 'denied', 'blocked', 'denylist', 'blocklist']);
/** Names for the whole permissions object at the top level. */
const PERMISSIONS_SYNONYMS = new Set(['rules', 'policy', 'policies', 'disallowedtools', 'denied', 'blocked', 'excludetools']);
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** A key as it reads: NFKC, invisible characters removed, look-alike letters Latin, lower case. */
export function keySkeleton(key) {
    return foldLatinLookalikes(key.normalize('NFKC').replace(DEFAULT_IGNORABLE, '')).toLowerCase();
}
/**
 * Whether the unknown key at `pointer` names a deny or ask list (`Deny`, `ｄｅｎｙ`, `d\u200Beny`,
 * `denied`, `excludeTools` under permissions; `Permissions`, a top-level `deny`, `rules`, a dotted
 * `permissions.deny` outside an MDM export), or holds permission rules whatever its name.
 */
export function meansRuleList(pointer, key, value) {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    if (parent !== '' && parent !== '/permissions')
        return false;
    const k = keySkeleton(key);
    const named = parent === '/permissions'
        ? k === 'deny' || k === 'ask' || nearest(k, ['deny', 'ask']) !== undefined || LIST_SYNONYMS.has(k) || /deny|denied|block|forbid|disallow/.test(k)
        : k === 'permissions' || nearest(k, ['permissions']) !== undefined || k === 'deny' || k === 'ask' || k.startsWith('permissions.') || PERMISSIONS_SYNONYMS.has(k);
    return named || holdsRules(value, RULE_SEARCH_DEPTH);
}
/** Levels below an unknown key searched for rules (`managed.permissions.deny[0]`, `rules[0].rule`). */
const RULE_SEARCH_DEPTH = 4;
/**
 * Whether a value holds a permission rule within a few levels: a string in an array that parses
 * as one, or an object property value written as one with a specifier (`{"action": "deny",
 * "rule": "Read(//etc/**)"}`, other products' shape; a bare word like "Read" there is too common).
 * Own `__proto__` keys are searched as any key (the loader's parser keeps them own).
 */
function holdsRules(value, depth) {
    if (value === null || typeof value !== 'object')
        return false;
    if (Array.isArray(value))
        return value.some((v) => (typeof v === 'string' ? parseRule(v).ok : depth > 0 && holdsRules(v, depth - 1)));
    return Object.values(value).some((v) => (typeof v === 'string' ? v.includes('(') && parseRule(v).ok : depth > 0 && holdsRules(v, depth - 1)));
}
//# sourceMappingURL=misnamed.js.map