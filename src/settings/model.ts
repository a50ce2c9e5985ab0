// The default model (semantics 2): the highest-precedence source that sets top-level `model`;
// the legacy `permissions.model` only when no source sets `model`.
import type { ResolvedSource } from '../compose/resolved.js';
import { highestSetting, type Provenance } from './provenance.js';

export interface EffectiveModel {
  /** undefined: no managed default; the client's own default applies. */
  readonly model?: string;
  readonly from?: Provenance;
  /** The value came from the legacy permissions.model key. */
  readonly legacy?: true;
}

export function effectiveModel(sources: readonly ResolvedSource[]): EffectiveModel {
  const top = highestSetting(sources, '/model');
  if (top && typeof top.value === 'string') return { model: top.value, from: top.from };
  const legacy = highestSetting(sources, '/permissions/model');
  if (legacy && typeof legacy.value === 'string') return { model: legacy.value, from: legacy.from, legacy: true };
  return {};
}
