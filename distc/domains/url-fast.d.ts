import type { FetchTargetResult } from './url.js';
/** Schemes the URL standard calls special, with their default ports. */
export declare const SPECIAL_PORTS: ReadonlyMap<string, number>;
/** One pass over the authority; undefined sends the input to the slow path. */
export declare function fastPath(input: string): FetchTargetResult | undefined;
