// Brace expansion of a path segment's parts, shared by the grammar (which rejects a pattern
// whose braces expand to "", "." or "..") and the path index (which keys rules by literal names).
import type { PathPart } from './types.js';

/** All expansions when the parts are literals and braces only (else undefined); at most `limit`. */
export function literalExpansions(parts: readonly PathPart[], limit: number): string[] | undefined {
  let out = [''];
  for (const part of parts) {
    let options: string[];
    if (part.type === 'literal') options = [part.text];
    else if (part.type === 'braces') {
      options = [];
      for (const alt of part.alternatives) {
        const e = literalExpansions(alt, limit);
        if (e === undefined) return undefined;
        options.push(...e);
        if (options.length > limit) return undefined;
      }
    } else return undefined;
    if (out.length * options.length > limit) return undefined;
    out = out.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return out;
}
