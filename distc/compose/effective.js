import { provenance, valueAt } from '../settings/provenance.js';
import { COMPOSITION_TABLE } from './composition.js';
import { entryKey } from './entry-key.js';
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** One composer per operator of the table: the only place an operator's meaning is spelled out as data. */
const COMPOSERS = {
    union(sources, pointer) {
        const byKey = new Map();
        for (const s of sources) {
            const list = valueAt(s.settings, pointer);
            if (!Array.isArray(list))
                continue;
            for (const value of list) {
                const k = entryKey(value);
                const e = byKey.get(k) ?? { value, from: [] };
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
        if (!top)
            return { operator: 'highest-precedence', shadowed: [] };
        return { operator: 'highest-precedence', value: valueAt(top.settings, pointer), from: provenance(top, pointer), shadowed: rest.map((s) => provenance(s, pointer)) };
    },
    'false-wins'(sources, pointer) {
        const entries = {};
        for (const s of sources) {
            const map = valueAt(s.settings, pointer);
            if (!isObject(map))
                continue;
            for (const [key, v] of Object.entries(map)) {
                if (typeof v !== 'boolean')
                    continue;
                const from = provenance(s, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
                const e = entries[key];
                if (!e || (e.value && !v))
                    entries[key] = { value: v, from: [from] };
                else if (e.value === v)
                    e.from.push(from);
            }
        }
        return { operator: 'false-wins', entries };
    },
    'union-by-name'(sources, pointer) {
        const entries = {};
        for (const s of sources) {
            const map = valueAt(s.settings, pointer);
            if (!isObject(map))
                continue;
            for (const [name, value] of Object.entries(map)) {
                const from = provenance(s, `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
                const e = entries[name];
                if (e)
                    e.shadowed.push(from);
                else
                    entries[name] = { value, from, shadowed: [] };
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
/**
 * Composes every key of the table. `sources` are in precedence order, highest first. The
 * sandbox row is derived by `sandbox` (semantics 6) when given.
 */
export function effectivePolicy(sources, sandbox) {
    const keys = {};
    for (const row of COMPOSITION_TABLE) {
        if (row.operator === 'sandbox') {
            if (sandbox)
                keys[row.pointer] = { operator: 'sandbox', value: sandbox(sources) };
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
//# sourceMappingURL=effective.js.map