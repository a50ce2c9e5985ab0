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
export function keySkeleton(key: string): string {
  return foldLatinLookalikes(key.normalize('NFKC').replace(DEFAULT_IGNORABLE, '')).toLowerCase();
}

/**
 * Whether the unknown key at `pointer` names a deny or ask list (`Deny`, `ｄｅｎｙ`, `d\u200Beny`,
 * `denied`, `excludeTools` under permissions; `Permissions`, a top-level `deny`, `rules`, a dotted
 * `permissions.deny` outside an MDM export), or holds permission rules whatever its name.
 */
export function meansRuleList(pointer: string, key: string, value: unknown): boolean {
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  if (parent !== '' && parent !== '/permissions') return false;
  const k = keySkeleton(key);
  const named = parent === '/permissions'
    ? k === 'deny' || k === 'ask' || nearest(k, ['deny', 'ask']) !== undefined || LIST_SYNONYMS.has(k) || /deny|denied|block|forbid|disallow/.test(k)
    : k === 'permissions' || nearest(k, ['permissions']) !== undefined || k === 'deny' || k === 'ask' || k.startsWith('permissions.') || PERMISSIONS_SYNONYMS.has(k);
  return named || holdsRules(value, 1);
}

/** An array of strings one of which parses as a permission rule, or an object holding one. */
function holdsRules(value: unknown, depth: number): boolean {
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && parseRule(v).ok);
  if (value === null || typeof value !== 'object' || depth === 0) return false;
  return Object.values(value).some((v) => holdsRules(v, depth - 1));
}
