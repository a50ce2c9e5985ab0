// Shared by the memo property tests: values equal to a line's but sharing no object with them.
import { LineValues } from '../../src/shell/line-values.js';

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
