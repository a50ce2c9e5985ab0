// Remote control of sessions hosted on this device (semantics 7): disabled → no one;
// requireSSO → a client SSO-authorized for at least one listed organization; enabled → anyone;
// absent → unrestricted. The highest-precedence source that sets the key decides, whole.
import type { RemoteControl } from '../generated/types.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { describeProvenance, highestSetting, type Provenance } from './provenance.js';

export interface RemoteControlDecision {
  readonly decision: 'allow' | 'deny';
  readonly code: 'remote-control-disabled' | 'sso-organization' | 'no-sso-organization' | 'remote-control-enabled' | 'unrestricted' | 'invalid-request';
  readonly message: string;
  readonly from?: Provenance;
}

/** Organization logins compare without regard to ASCII case (as the platform treats them). */
const orgKey = (s: string) => s.toLowerCase();

export function decideRemoteControl(sources: readonly ResolvedSource[], ssoOrganizations: unknown): RemoteControlDecision {
  if (!Array.isArray(ssoOrganizations) || ssoOrganizations.some((o) => typeof o !== 'string')) {
    return { decision: 'deny', code: 'invalid-request', message: 'ssoOrganizations must be an array of organization logins' };
  }
  const found = highestSetting(sources, '/remoteControl');
  if (!found) return { decision: 'allow', code: 'unrestricted', message: 'no managed source restricts remote control' };
  const rc = found.value as RemoteControl;
  const by = describeProvenance(found.from);
  switch (rc.mode) {
    case 'enabled':
      return { decision: 'allow', code: 'remote-control-enabled', message: `remote control is enabled by ${by}`, from: found.from };
    case 'requireSSO': {
      const listed = [...(rc.serviceDotComOrganizations ?? []), ...(rc.githubDotComOrganizations ?? [])];
      const wanted = new Set(listed.map(orgKey));
      const match = (ssoOrganizations as string[]).find((o) => wanted.has(orgKey(o)));
      return match !== undefined
        ? { decision: 'allow', code: 'sso-organization', message: `the client is SSO-authorized for ${match}, listed by ${by}`, from: found.from }
        : { decision: 'deny', code: 'no-sso-organization', message: `remote control requires SSO authorization for one of ${listed.length > 0 ? listed.join(', ') : '(no organization is listed)'} (${by})`, from: found.from };
    }
    default:
      // "disabled", and any value the loader could not have let through, deny.
      return { decision: 'deny', code: 'remote-control-disabled', message: `remote control is disabled by ${by}`, from: found.from };
  }
}
