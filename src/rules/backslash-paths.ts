// A backslash before a glob character in a Read/Edit rule escapes it (`a\*b` names the file
// `a*b`), but an administrator on Windows may have meant a separator: `Read(secrets\*.key)`,
// read only as written, could never match `secrets\a.key`. Deny and ask rules are read both
// ways (compile.ts, as lookalikes.ts reads them again: wider, so safe); allow rules only as
// written (never wider). The grammar warns of the rule (path-pattern.ts).

import { parseRule } from './grammar.js';
import type { ParsedRule } from './types.js';

/** Glob characters a backslash escapes that may start a path segment. */
const SEGMENT_STARTS = '*?[{';

/**
 * The specifier with each backslash before a glob character read as `/`, or undefined when it
 * has none. A leading one is dropped: `\*.key` is the current drive's root, read as the unrooted
 * pattern (any depth, which covers it).
 */
export function separatorReading(spec: string): string | undefined {
  let out = '';
  let changed = false;
  for (let i = 0; i < spec.length; i++) {
    const c = spec[i]!;
    const next = spec[i + 1];
    if (c === '\\' && next === '\\') {
      out += '\\\\';
      i++;
    } else if (c === '\\' && next !== undefined && SEGMENT_STARTS.includes(next)) {
      if (out !== '' && !out.endsWith('/')) out += '/';
      changed = true;
    } else out += c;
  }
  return changed ? out : undefined;
}

/** The rule read with its escaping backslashes as separators, for deny and ask (none when it has none, or that reading does not parse). */
export function backslashSeparatorVariants(rule: ParsedRule): ParsedRule[] {
  if ((rule.kind !== 'read' && rule.kind !== 'edit') || !rule.text.includes('\\')) return [];
  const open = rule.text.indexOf('(');
  const spec = open < 0 ? undefined : separatorReading(rule.text.slice(open + 1, -1));
  if (spec === undefined) return [];
  const r = parseRule(`${rule.text.slice(0, open)}(${spec})`);
  return r.ok && r.rule.kind === rule.kind ? [r.rule] : [];
}
