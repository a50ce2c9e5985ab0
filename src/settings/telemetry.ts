// Telemetry export (semantics 2 and 7): the highest-precedence source that sets `telemetry`
// decides the whole object; with lockCaptureContent the user's captureContent is ignored.
import type { Telemetry } from '../generated/types.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { highestSetting, type Provenance } from './provenance.js';

export interface UserTelemetryPreference {
  readonly captureContent?: boolean;
}

export interface EffectiveTelemetry {
  /** The managed telemetry object in force, whole; undefined when no source sets it. */
  readonly config?: Telemetry;
  readonly from?: Provenance;
  /** Whether prompt and response content is exported, and who decided it. */
  readonly captureContent: { readonly value: boolean; readonly decidedBy: 'managed' | 'user' | 'default' };
  /** The user's preference was present and ignored because of lockCaptureContent. */
  readonly userPreferenceIgnored: boolean;
}

export function effectiveTelemetry(sources: readonly ResolvedSource[], user: UserTelemetryPreference = {}): EffectiveTelemetry {
  const found = highestSetting(sources, '/telemetry');
  const config = found && found.value !== null && typeof found.value === 'object' ? (found.value as Telemetry) : undefined;
  const from = config ? found?.from : undefined;
  if (config?.lockCaptureContent === true) {
    // Locked: the managed value, or no content capture when the administrator did not say.
    return {
      config, from,
      captureContent: { value: config.captureContent === true, decidedBy: config.captureContent === undefined ? 'default' : 'managed' },
      userPreferenceIgnored: user.captureContent !== undefined,
    };
  }
  if (user.captureContent !== undefined) return { config, from, captureContent: { value: user.captureContent, decidedBy: 'user' }, userPreferenceIgnored: false };
  if (config?.captureContent !== undefined) return { config, from, captureContent: { value: config.captureContent, decidedBy: 'managed' }, userPreferenceIgnored: false };
  return { config, from, captureContent: { value: false, decidedBy: 'default' }, userPreferenceIgnored: false };
}
