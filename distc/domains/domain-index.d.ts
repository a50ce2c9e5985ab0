import type { DomainPattern } from '../rules/types.js';
import type { FetchTarget } from './url.js';
export interface DomainRuleRef {
    readonly id: number;
    /** undefined = bare `Domain` selector: everything. */
    readonly pattern: DomainPattern | undefined;
}
export type DomainMatchMode = 'restrict' | 'allow';
export declare class DomainIndex {
    #private;
    readonly mode: DomainMatchMode;
    readonly size: number;
    /** @internal use buildDomainIndex. */
    constructor(rules: readonly DomainRuleRef[], mode: DomainMatchMode);
    /** Ascending ids of every matching rule (a shared empty array when none). */
    match(target: FetchTarget): readonly number[];
}
/** Builds the (immutable) index of one rule list for one mode. */
export declare function buildDomainIndex(rules: readonly DomainRuleRef[], mode: DomainMatchMode): DomainIndex;
/** Ascending ids of every rule in the index that matches the target. */
export declare function matchDomain(index: DomainIndex, target: FetchTarget): readonly number[];
