import type { Channel } from '../load/load.js';
import type { ResolvedSource } from '../compose/resolved.js';
export interface Provenance {
    readonly source: string;
    readonly channel: Channel;
    /** The team file(s) that decided the key, or how teams lifted it ("unmanaged by teams/x.json"). */
    readonly team?: string;
}
export declare function provenance(source: ResolvedSource, pointer: string): Provenance;
export declare function describeProvenance(p: Provenance): string;
/** The value at a JSON pointer of plain settings, or undefined. */
export declare function valueAt(settings: unknown, pointer: string): unknown;
/** The highest-precedence source (sources come highest first) that sets the key. */
export declare function highestSetting(sources: readonly ResolvedSource[], pointer: string): {
    value: unknown;
    from: Provenance;
} | undefined;
