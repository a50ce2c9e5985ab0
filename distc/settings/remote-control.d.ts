import type { ResolvedSource } from '../compose/resolved.js';
import { type Provenance } from './provenance.js';
export interface RemoteControlDecision {
    readonly decision: 'allow' | 'deny';
    readonly code: 'remote-control-disabled' | 'sso-organization' | 'no-sso-organization' | 'remote-control-enabled' | 'unrestricted' | 'invalid-request';
    readonly message: string;
    readonly from?: Provenance;
}
export declare function decideRemoteControl(sources: readonly ResolvedSource[], ssoOrganizations: unknown): RemoteControlDecision;
