// The host names deny and ask Domain rules name, two labels or more (`evil.sh`, `*.evil.sh`): a
// word of a program the analysis does not know that looks like a file's name (`mytool evil.sh`,
// UrlRef.fileName) is checked as a possible host only when a rule names it, so that `deploy.sh`
// beside `Domain(*)` or `Domain(*.sh)` stays a file.

import type { CompiledPolicy } from '../compile/compile.js';
import { parseRule } from '../rules/grammar.js';
import type { DomainPattern } from '../rules/types.js';

interface NamedHosts {
  /** Hosts a rule names exactly (`evil.sh`). */
  readonly exact: ReadonlySet<string>;
  /** Hosts a rule names with the names below them (`*.evil.sh`). */
  readonly below: ReadonlySet<string>;
}

const memo = new WeakMap<CompiledPolicy, NamedHosts>();

/** Whether a deny or ask Domain rule names the host, or a domain of two labels or more above it. */
export function namedByRestrictDomainRule(policy: CompiledPolicy, host: string): boolean {
  const named = memo.get(policy) ?? namedHosts(policy);
  if (named.exact.has(host) || named.below.has(host)) return true;
  for (let dot = host.indexOf('.'); dot >= 0; dot = host.indexOf('.', dot + 1)) {
    const above = host.slice(dot + 1);
    // (A top-level domain alone, `*.sh`, names every file of that extension: not read.)
    if (!above.includes('.')) return false;
    if (named.below.has(above)) return true;
  }
  return false;
}

/** The policy's deny and ask Domain rules' host names of two labels or more (memoized). */
function namedHosts(policy: CompiledPolicy): NamedHosts {
  const exact = new Set<string>();
  const below = new Set<string>();
  for (const rule of policy.rules) {
    if (rule.kind !== 'domain' || rule.list === 'allow') continue;
    const parsed = parseRule(rule.text);
    const pattern = parsed.ok ? (parsed.rule.pattern as DomainPattern | undefined) : undefined;
    if (pattern === undefined || pattern.any || pattern.hostType !== 'name' || !pattern.host.includes('.')) continue;
    (pattern.subdomains ? below : exact).add(pattern.host);
  }
  const named = { exact, below };
  memo.set(policy, named);
  return named;
}
