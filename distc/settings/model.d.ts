import type { ResolvedSource } from '../compose/resolved.js';
import { type Provenance } from './provenance.js';
export interface EffectiveModel {
    /** undefined: no managed default; the client's own default applies. */
    readonly model?: string;
    readonly from?: Provenance;
    /** The value came from the legacy permissions.model key. */
    readonly legacy?: true;
}
export declare function effectiveModel(sources: readonly ResolvedSource[]): EffectiveModel;
