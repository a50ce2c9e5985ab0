import { type DomainIndex } from '../domains/domain-index.js';
import { type FetchTarget, type FetchTargetResult } from '../domains/url.js';
/** parseFetchTarget(url) where url is one of the tables' URLs; undefined for any other. */
export declare function tableTarget(url: string): FetchTargetResult | undefined;
/**
 * matchDomain(index, target), for a target tableTarget gave. (Kept for at most as many targets as
 * the tables have: a target from elsewhere is matched, and kept only while there is room.)
 */
export declare function tableMatches(index: DomainIndex, target: FetchTarget): readonly number[];
