// Shared by the memo property tests (call-memos, computed-output-memo): lines parsed as a line's
// nodes are, function definitions kept as one node per text, and values equal to a line's but
// sharing no object with them.
import type { Command, SimpleCommand } from '../../src/shell/ast.js';
import { parseBash } from '../../src/shell/bash-parse.js';
import { LineValues } from '../../src/shell/line-values.js';

export function parsed(text: string): Command {
  const p = parseBash(text);
  if (!p.ok) throw new Error(`does not parse: ${text}`);
  return p.script;
}

/** The one simple command of a line. */
export function simple(text: string): SimpleCommand {
  const c = parsed(text);
  if (c.type !== 'simple') throw new Error(`not simple: ${text}`);
  return c;
}

/** Each function's definition, parsed once: a redefinition with the same body is the same node, as a line's is. */
const definitions = new Map<string, Command>();
export function definition(name: string, body: string): Command {
  const key = `${name}(){ ${body}; }`;
  let node = definitions.get(key);
  if (node === undefined) definitions.set(key, (node = parsed(key)));
  return node;
}

/** A copy of the values sharing no map, set or array with them: nothing is kept for it. */
export function copied(values: LineValues): LineValues {
  const out = Object.create(LineValues.prototype) as Record<string, unknown>;
  for (const [k, v] of Object.entries(values)) {
    if (v instanceof Map) out[k] = new Map([...v].map(([name, a]) => [name, Array.isArray(a) ? a.slice() : a]));
    else if (v instanceof Set) out[k] = new Set(v);
    else if (Array.isArray(v)) out[k] = v.slice();
    else out[k] = v;
  }
  return out as unknown as LineValues;
}
