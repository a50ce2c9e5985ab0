import type { SandboxSettings } from '../generated/types.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { type Decider, type EffectiveSandbox } from './types.js';
export interface EffectiveOptions {
    /** The user's home directory: only to recognise `~/x` and `/home/me/x` as the same spelling in hints. */
    home?: string;
}
export declare function managedDecider(source: ResolvedSource): Decider;
export declare function effectiveSandbox(managedSources: readonly ResolvedSource[], userSandboxSettings?: SandboxSettings, options?: EffectiveOptions): EffectiveSandbox;
