// How several teams' values for one key combine (semantics 3): always to the least restrictive
// value, by the `teams` column of the composition table. List entries compare by meaning, not
// spelling: `Bash(rm -rf *)` and `Shell(rm -fr:*)` are one deny rule, and a deny rule two teams
// both hold must survive their intersection.
import { parseRule } from '../rules/grammar.js';
import type { ShellPattern } from '../rules/types.js';
import { entryKey } from './entry-key.js';
import type { TeamOperator } from './composition.js';

export const UNMANAGED = 'unmanaged';

/** A short option cluster (`-rf`): the deny matcher reads it as a set of letters. */
const CLUSTER = /^-[A-Za-z]{2,}$/;

function shellKey(pattern: ShellPattern): unknown {
  return {
    prefix: pattern.prefix,
    words: pattern.words.map((word) => word.map((part) => (part.type === 'literal' && CLUSTER.test(part.text)
      ? { ...part, text: `-${[...part.text.slice(1)].sort().join('')}` } : part))),
  };
}

/** Lower-cases the scheme and authority of a serverUrl pattern, without a default port or trailing dot. */
function urlKey(url: string): string {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s.exec(url);
  if (!m) return url;
  const scheme = (m[1] ?? '').toLowerCase();
  let authority = (m[2] ?? '').toLowerCase();
  const port = /:(\d+)$/.exec(authority);
  if (port && ((scheme === 'https' && port[1] === '443') || (scheme === 'http' && port[1] === '80'))) authority = authority.slice(0, port.index);
  if (authority.endsWith('.')) authority = authority.slice(0, -1);
  const rest = m[3] === '/' ? '' : (m[3] ?? '');
  return `${scheme}://${authority}${rest}`;
}

/** The canonical key of a list entry: a permission rule by its parsed meaning, an MCP matcher by value. */
export function teamEntryKey(entry: unknown): string {
  if (typeof entry === 'string') {
    const parsed = parseRule(entry);
    if (!parsed.ok) return `text:${entry}`;
    const { kind, pattern, caseInsensitive } = parsed.rule;
    const p = pattern?.type === 'shell' ? shellKey(pattern) : pattern;
    return `rule:${kind}:${caseInsensitive ? 'i' : 's'}:${entryKey(p ?? null)}`;
  }
  if (entry !== null && typeof entry === 'object' && typeof (entry as { serverUrl?: unknown }).serverUrl === 'string') {
    return entryKey({ ...(entry as object), serverUrl: urlKey((entry as { serverUrl: string }).serverUrl) });
  }
  return entryKey(entry);
}

/**
 * Several teams' values for one key, combined to the least restrictive value. `undefined`
 * means the key is unmanaged (the server source does not constrain it).
 */
export function combineTeamValues(operator: TeamOperator, values: readonly unknown[]): unknown {
  if (values.some((v) => v === UNMANAGED)) return undefined;
  switch (operator) {
    case 'intersection': {
      const lists = values.map((v) => (Array.isArray(v) ? v : []));
      const rest = lists.slice(1).map((l) => new Set(l.map(teamEntryKey)));
      const seen = new Set<string>();
      return (lists[0] ?? []).filter((e) => {
        const k = teamEntryKey(e);
        if (seen.has(k) || !rest.every((s) => s.has(k))) return false;
        seen.add(k);
        return true;
      });
    }
    case 'union': {
      const seen = new Set<string>();
      return values.flatMap((v) => (Array.isArray(v) ? v : [])).filter((e) => {
        const k = teamEntryKey(e);
        if (seen.has(k)) return false;
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
export function droppedEntries(list: unknown, combined: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  const kept = new Set((Array.isArray(combined) ? combined : []).map(teamEntryKey));
  return list.filter((e) => !kept.has(teamEntryKey(e)));
}
