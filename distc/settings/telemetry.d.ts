import type { Telemetry } from '../generated/types.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { type Provenance } from './provenance.js';
export interface UserTelemetryPreference {
    readonly captureContent?: boolean;
}
export interface EffectiveTelemetry {
    /** The managed telemetry object in force, whole; undefined when no source sets it. */
    readonly config?: Telemetry;
    readonly from?: Provenance;
    /** Whether prompt and response content is exported, and who decided it. */
    readonly captureContent: {
        readonly value: boolean;
        readonly decidedBy: 'managed' | 'user' | 'default';
    };
    /** The user's preference was present and ignored because of lockCaptureContent. */
    readonly userPreferenceIgnored: boolean;
}
export declare function effectiveTelemetry(sources: readonly ResolvedSource[], user?: UserTelemetryPreference): EffectiveTelemetry;
