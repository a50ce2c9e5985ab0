import { hostOf, localPathOf, primaryOf, readMarketplaceSource, sameMembers } from './source.js';
export function decideMarketplace(policy, source) {
    try {
        return decideUnsafe(policy, source);
    }
    catch (error) {
        return deny([{ code: 'internal-error', message: `internal error while deciding (this is a bug in managed-policy; please report it): ${error?.message ?? String(error)}` }]);
    }
}
/**
 * What the patterns look at (the host and the path), each computed at most once per decision and
 * only if a list gets as far as its patterns; and which patterns were already run. The same
 * pattern usually sits in every declaring list (one policy pushed through mdm, server and file:
 * the compiled regex is shared), so its result is remembered by its policy-wide slot, two bits
 * per slot in two integers (no allocation; slots past 30 are simply run again).
 */
class Subjects {
    marketplace;
    hostDone = false;
    pathDone = false;
    hostValue = undefined;
    pathValue = undefined;
    describedValue = undefined;
    /** Bit `slot` set: that pattern was run; `matched` holds its answer. */
    ran = 0;
    matched = 0;
    constructor(marketplace) {
        this.marketplace = marketplace;
    }
    get host() {
        if (!this.hostDone) {
            this.hostValue = hostOf(this.marketplace);
            this.hostDone = true;
        }
        return this.hostValue;
    }
    get path() {
        if (!this.pathDone) {
            this.pathValue = localPathOf(this.marketplace);
            this.pathDone = true;
        }
        return this.pathValue;
    }
    /** How a denial names the marketplace (once per decision, however many sources block it). */
    get described() {
        this.describedValue ??= describe(this.marketplace);
        return this.describedValue;
    }
    /** Whether the pattern fully matches `subject` (the host or the path: a slot is one or the other). */
    matches(p, subject) {
        const slot = p.slot;
        if (slot > 30)
            return p.regex.matches(subject);
        const bit = 1 << slot;
        if ((this.ran & bit) !== 0)
            return (this.matched & bit) !== 0;
        const yes = p.regex.matches(subject);
        this.ran |= bit;
        if (yes)
            this.matched |= bit;
        return yes;
    }
}
function decideUnsafe(policy, source) {
    const parsed = readMarketplaceSource(source);
    if (!parsed.ok)
        return deny([{ code: 'malformed-source', message: `not a marketplace source: ${parsed.error}` }]);
    const lists = policy.strict;
    if (lists.length === 0)
        return ALLOW_UNRESTRICTED;
    const m = parsed.source;
    const primary = primaryOf(m);
    const subjects = new Subjects(m);
    const type = m.source;
    const allowed = [];
    let blocked;
    // Indexed loops: for...of over the frozen arrays of a compiled policy is a slow path in V8.
    for (let i = 0; i < lists.length; i++) {
        const list = lists[i];
        const candidates = list.exact[type].get(primary);
        const exact = candidates === undefined ? undefined : exactHit(candidates, m);
        if (exact !== undefined) {
            if (blocked === undefined)
                allowed.push(exact);
            continue;
        }
        const pattern = matchPatterns(list, subjects);
        if (pattern === undefined)
            (blocked ??= []).push(blockedBy(list, subjects, candidates));
        // An allow reason is only built while the answer can still be allow.
        else if (blocked === undefined)
            allowed.push(patternReason(list, pattern, pattern.kind === 'hostPattern' ? subjects.host : subjects.path));
    }
    return blocked ? deny(blocked) : { decision: 'allow', reasons: allowed };
}
const ALLOW_UNRESTRICTED = Object.freeze({
    decision: 'allow',
    reasons: Object.freeze([Object.freeze({ code: 'no-restriction', message: 'no managed source declares strictKnownMarketplaces' })]),
});
function deny(reasons) {
    return { decision: 'deny', reasons };
}
function exactHit(candidates, m) {
    for (let i = 0; i < candidates.length; i++) {
        const e = candidates[i];
        if (sameMembers(e.entry, m))
            return e.listed;
    }
    return undefined;
}
/** The first host pattern that matches the host, else the first path pattern that matches the path. */
function matchPatterns(list, subjects) {
    const hostPatterns = list.hostPatterns;
    if (hostPatterns.length > 0) {
        const host = subjects.host;
        if (host !== undefined) {
            for (let i = 0; i < hostPatterns.length; i++) {
                const p = hostPatterns[i];
                if (subjects.matches(p, host))
                    return p;
            }
        }
    }
    const pathPatterns = list.pathPatterns;
    if (pathPatterns.length > 0) {
        const path = subjects.path;
        if (path !== undefined) {
            for (let i = 0; i < pathPatterns.length; i++) {
                const p = pathPatterns[i];
                if (subjects.matches(p, path))
                    return p;
            }
        }
    }
    return undefined;
}
function patternReason(list, p, subject) {
    const what = p.kind === 'hostPattern' ? 'host' : 'path';
    return { code: 'listed', message: `${what} ${subject} matches ${p.says}`, source: list.from.source, channel: list.from.channel, entry: p.entry, index: p.index, match: p.kind, subject };
}
function blockedBy(list, subjects, sameName) {
    if (list.size === 0) {
        const why = list.restricted ? ' (the source is in restricted mode: it could not be read)' : '';
        return { code: 'lockdown', message: `strictKnownMarketplaces of ${list.label} is []: no marketplace is allowed${why}`, source: list.from.source, channel: list.from.channel };
    }
    return { code: 'not-listed', message: `${subjects.described} is not listed in strictKnownMarketplaces of ${list.label}${nearMiss(list, subjects, sameName)}`, source: list.from.source, channel: list.from.channel };
}
export function describe(m) {
    switch (m.source) {
        case 'github':
            return `github ${m.repo}${m.ref ? `@${m.ref}` : ''}${m.path ? ` path ${m.path}` : ''}`;
        case 'git':
        case 'url':
            return `${m.source} ${m.url}`;
        case 'npm':
            return `npm ${m.package}`;
        case 'file':
        case 'directory':
            return `${m.source} ${m.path}`;
    }
}
/** Why an almost-equal entry did not match (the usual surprise of exact matching). */
function nearMiss(list, subjects, sameName) {
    const m = subjects.marketplace;
    const same = sameName?.[0];
    if (same)
        return `: entry ${same.index} names the same ${PRIMARY_NAME[m.source]} but its other members differ (every member must be equal, or absent on both sides)`;
    if (m.source === 'file' || m.source === 'directory') {
        if (subjects.path === undefined && list.pathPatterns.length > 0)
            return ': a path with a ".." segment never matches a pathPattern';
    }
    else if (subjects.host === undefined && list.hostPatterns.length > 0) {
        return `: a ${m.source} source ${m.source === 'git' ? 'with this URL form ' : ''}has no host for hostPattern to match`;
    }
    return '';
}
const PRIMARY_NAME = { github: 'repo', git: 'url', url: 'url', npm: 'package', file: 'path', directory: 'path' };
//# sourceMappingURL=decide.js.map