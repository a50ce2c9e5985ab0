import type { Provenance } from '../settings/provenance.js';
import type { ResolvedSource } from './resolved.js';
export interface FromSources<T> {
    readonly value: T;
    readonly from: readonly Provenance[];
}
export type EffectiveValue = 
/** union: every entry of every source, each with the sources that have it. */
{
    readonly operator: 'union';
    readonly entries: readonly FromSources<unknown>[];
}
/** conjunction: each declaring source's list; a subject must match in every one. */
 | {
    readonly operator: 'conjunction';
    readonly lists: readonly {
        readonly from: Provenance;
        readonly entries: readonly unknown[];
    }[];
} | {
    readonly operator: 'any-disables';
    readonly value?: 'disable';
    readonly from: readonly Provenance[];
} | {
    readonly operator: 'highest-precedence';
    readonly value?: unknown;
    readonly from?: Provenance;
    readonly shadowed: readonly Provenance[];
}
/** false-wins: per entry key, false if any source says false. */
 | {
    readonly operator: 'false-wins';
    readonly entries: Readonly<Record<string, FromSources<boolean>>>;
}
/** union-by-name: per name, the highest-precedence source's entry, whole. */
 | {
    readonly operator: 'union-by-name';
    readonly entries: Readonly<Record<string, {
        readonly value: unknown;
        readonly from: Provenance;
        readonly shadowed: readonly Provenance[];
    }>>;
} | {
    readonly operator: 'conjunction-lockdown';
    readonly lockdown: boolean;
    readonly lists: readonly {
        readonly from: Provenance;
        readonly entries: readonly unknown[];
    }[];
} | {
    readonly operator: 'sandbox';
    readonly value: unknown;
};
export interface EffectivePolicy {
    /** Keyed by the JSON pointer of each managed key (the composition table's rows). */
    readonly keys: Readonly<Record<string, EffectiveValue>>;
}
/**
 * Composes every key of the table. `sources` are in precedence order, highest first. The
 * sandbox row is derived by `sandbox` (semantics 6) when given.
 */
export declare function effectivePolicy(sources: readonly ResolvedSource[], sandbox?: (sources: readonly ResolvedSource[]) => unknown): EffectivePolicy;
