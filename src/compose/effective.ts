// The effective policy as data: every managed key composed across sources by its row of the
// composition table, each value with the source, channel or team file that decided it. This is
// what `managed-policy effective` prints; the decision engines compute the same compositions in
// their own compiled forms (and tests check they agree).
import type { Provenance } from '../settings/provenance.js';
import { provenance, valueAt } from '../settings/provenance.js';
import { COMPOSITION_TABLE, type ComposeOperator } from './composition.js';
import { entryKey } from './entry-key.js';
import type { ResolvedSource } from './resolved.js';

export interface FromSources<T> {
  readonly value: T;
  readonly from: readonly Provenance[];
}

export type EffectiveValue =
  /** union: every entry of every source, each with the sources that have it. */
  | { readonly operator: 'union'; readonly entries: readonly FromSources<unknown>[] }
  /** conjunction: each declaring source's list; a subject must match in every one. */
  | { readonly operator: 'conjunction'; readonly lists: readonly { readonly from: Provenance; readonly entries: readonly unknown[] }[] }
  | { readonly operator: 'any-disables'; readonly value?: 'disable'; readonly from: readonly Provenance[] }
  | { readonly operator: 'highest-precedence'; readonly value?: unknown; readonly from?: Provenance; readonly shadowed: readonly Provenance[] }
  /** false-wins: per entry key, false if any source says false. */
  | { readonly operator: 'false-wins'; readonly entries: Readonly<Record<string, FromSources<boolean>>> }
  /** union-by-name: per name, the highest-precedence source's entry, whole. */
  | { readonly operator: 'union-by-name'; readonly entries: Readonly<Record<string, { readonly value: unknown; readonly from: Provenance; readonly shadowed: readonly Provenance[] }>> }
  | { readonly operator: 'conjunction-lockdown'; readonly lockdown: boolean; readonly lists: readonly { readonly from: Provenance; readonly entries: readonly unknown[] }[] }
  | { readonly operator: 'sandbox'; readonly value: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

type Composer = (sources: readonly ResolvedSource[], pointer: string) => EffectiveValue;

/** One composer per operator of the table: the only place an operator's meaning is spelled out as data. */
const COMPOSERS: Readonly<Record<Exclude<ComposeOperator, 'sandbox'>, Composer>> = {
  union(sources, pointer) {
    const byKey = new Map<string, { value: unknown; from: Provenance[] }>();
    for (const s of sources) {
      const list = valueAt(s.settings, pointer);
      if (!Array.isArray(list)) continue;
      for (const value of list) {
        const k = entryKey(value);
        const e = byKey.get(k) ?? { value, from: [] as Provenance[] };
        e.from.push(provenance(s, pointer));
        byKey.set(k, e);
      }
    }
    return { operator: 'union', entries: [...byKey.values()] };
  },
  conjunction(sources, pointer) {
    const lists = sources.flatMap((s) => {
      const list = valueAt(s.settings, pointer);
      return Array.isArray(list) ? [{ from: provenance(s, pointer), entries: list }] : [];
    });
    return { operator: 'conjunction', lists };
  },
  'any-disables'(sources, pointer) {
    const from = sources.filter((s) => valueAt(s.settings, pointer) === 'disable').map((s) => provenance(s, pointer));
    return from.length > 0 ? { operator: 'any-disables', value: 'disable', from } : { operator: 'any-disables', from };
  },
  'highest-precedence'(sources, pointer) {
    const setting = sources.filter((s) => valueAt(s.settings, pointer) !== undefined);
    const [top, ...rest] = setting;
    if (!top) return { operator: 'highest-precedence', shadowed: [] };
    return { operator: 'highest-precedence', value: valueAt(top.settings, pointer), from: provenance(top, pointer), shadowed: rest.map((s) => provenance(s, pointer)) };
  },
  'false-wins'(sources, pointer) {
    const entries: Record<string, { value: boolean; from: Provenance[] }> = {};
    for (const s of sources) {
      const map = valueAt(s.settings, pointer);
      if (!isObject(map)) continue;
      for (const [key, v] of Object.entries(map)) {
        if (typeof v !== 'boolean') continue;
        const from = provenance(s, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        const e = entries[key];
        if (!e || (e.value && !v)) entries[key] = { value: v, from: [from] };
        else if (e.value === v) e.from.push(from);
      }
    }
    return { operator: 'false-wins', entries };
  },
  'union-by-name'(sources, pointer) {
    const entries: Record<string, { value: unknown; from: Provenance; shadowed: Provenance[] }> = {};
    for (const s of sources) {
      const map = valueAt(s.settings, pointer);
      if (!isObject(map)) continue;
      for (const [name, value] of Object.entries(map)) {
        const from = provenance(s, `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        const e = entries[name];
        if (e) e.shadowed.push(from);
        else entries[name] = { value, from, shadowed: [] };
      }
    }
    return { operator: 'union-by-name', entries };
  },
  'conjunction-lockdown'(sources, pointer) {
    const lists = sources.flatMap((s) => {
      const list = valueAt(s.settings, pointer);
      return Array.isArray(list) ? [{ from: provenance(s, pointer), entries: list }] : [];
    });
    return { operator: 'conjunction-lockdown', lockdown: lists.some((l) => l.entries.length === 0), lists };
  },
};

export interface EffectivePolicy {
  /** Keyed by the JSON pointer of each managed key (the composition table's rows). */
  readonly keys: Readonly<Record<string, EffectiveValue>>;
}

/**
 * Composes every key of the table. `sources` are in precedence order, highest first. The
 * sandbox row is derived by `sandbox` (semantics 6) when given.
 */
export function effectivePolicy(sources: readonly ResolvedSource[], sandbox?: (sources: readonly ResolvedSource[]) => unknown): EffectivePolicy {
  const keys: Record<string, EffectiveValue> = {};
  for (const row of COMPOSITION_TABLE) {
    if (row.operator === 'sandbox') {
      if (sandbox) keys[row.pointer] = { operator: 'sandbox', value: sandbox(sources) };
      continue;
    }
    keys[row.pointer] = COMPOSERS[row.operator](sources, row.pointer);
  }
  // Legacy model: in force only when no source sets the top-level key (semantics 2).
  const model = keys['/model'];
  const legacy = keys['/permissions/model'];
  if (model?.operator === 'highest-precedence' && model.value !== undefined && legacy?.operator === 'highest-precedence' && legacy.from) {
    keys['/permissions/model'] = { operator: 'highest-precedence', shadowed: [legacy.from, ...legacy.shadowed] };
  }
  return Object.freeze({ keys: Object.freeze(keys) });
}
