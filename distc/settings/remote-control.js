import { describeProvenance, highestSetting } from './provenance.js';
/** Organization logins compare without regard to ASCII case (as the platform treats them). */
const orgKey = (s) => s.toLowerCase();
export function decideRemoteControl(sources, ssoOrganizations) {
    if (!Array.isArray(ssoOrganizations) || ssoOrganizations.some((o) => typeof o !== 'string')) {
        return { decision: 'deny', code: 'invalid-request', message: 'ssoOrganizations must be an array of organization logins' };
    }
    const found = highestSetting(sources, '/remoteControl');
    if (!found)
        return { decision: 'allow', code: 'unrestricted', message: 'no managed source restricts remote control' };
    const rc = found.value;
    const by = describeProvenance(found.from);
    switch (rc.mode) {
        case 'enabled':
            return { decision: 'allow', code: 'remote-control-enabled', message: `remote control is enabled by ${by}`, from: found.from };
        case 'requireSSO': {
            const listed = [...(rc.serviceDotComOrganizations ?? []), ...(rc.githubDotComOrganizations ?? [])];
            const wanted = new Set(listed.map(orgKey));
            const match = ssoOrganizations.find((o) => wanted.has(orgKey(o)));
            return match !== undefined
                ? { decision: 'allow', code: 'sso-organization', message: `the client is SSO-authorized for ${match}, listed by ${by}`, from: found.from }
                : { decision: 'deny', code: 'no-sso-organization', message: `remote control requires SSO authorization for one of ${listed.length > 0 ? listed.join(', ') : '(no organization is listed)'} (${by})`, from: found.from };
        }
        default:
            // "disabled", and any value the loader could not have let through, deny.
            return { decision: 'deny', code: 'remote-control-disabled', message: `remote control is disabled by ${by}`, from: found.from };
    }
}
//# sourceMappingURL=remote-control.js.map