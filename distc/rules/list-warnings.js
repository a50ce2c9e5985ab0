// Warnings that depend on the list a rule is in (load.ts adds them to the grammar's own): a rule
// shape that reads well but, as a deny or ask rule, leaves out what its writer likely meant.
const SCHEMES = ['http', 'https', 'ws', 'wss'];
/** The list's warnings for a parsed rule (none for most rules). */
export function listWarnings(list, rule) {
    if (rule.pattern === undefined)
        return [];
    if (rule.kind === 'read' || rule.kind === 'edit')
        return [...backslashName(list, rule.text), ...driveRelative(rule.text)];
    if (list === 'allow' || rule.kind !== 'domain')
        return [];
    const p = rule.pattern;
    return p.scheme === undefined ? [] : [narrowedDomain(rule.text, p)];
}
/**
 * `Read(secrets\\x)` (`"Read(secrets\\\\x)"` in JSON) names a file with a backslash in its name,
 * which no Windows path has: as written it never matches on Windows. On Windows a deny or ask
 * rule is also read with it as a separator (backslash-paths.ts), so there it matches `secrets/x`;
 * an allow rule only as written (on linux it is a file's name). The warning says which, and what
 * to write.
 */
function backslashName(list, text) {
    const open = text.indexOf('(');
    for (let i = open + 1; i < text.length - 1; i++) {
        if (text[i] !== '\\')
            continue;
        if (text[i + 1] === '\\') {
            return [{
                    message: list === 'allow'
                        ? '"\\\\" is a backslash in a file name, which no Windows path has: on Windows this rule never matches; if it separates folders, write "/"'
                        : '"\\\\" is a backslash in a file name, which no Windows path has: on Windows this rule never matches as written, so there a deny or ask rule also matches with each backslash read as "/" (elsewhere only as written); if it separates folders, write "/"',
                    hint: 'separate segments with "/" (a Windows path is written //c/Users/name/..., a UNC path //server/share/...)',
                    offset: i,
                    length: 2,
                }];
        }
        i++;
    }
    return [];
}
/**
 * `Read(C:secrets/x)`: on Windows a path relative to drive C's current directory, which the rule
 * reads as a file name holding ":" at any depth (no Windows file name has one): there it does not
 * match that path. (`C:/x` and `C:\\x` are errors of the grammar's.)
 */
function driveRelative(text) {
    const open = text.indexOf('(');
    const m = /^([A-Za-z]):([^/\\])/.exec(text.slice(open + 1));
    if (m === null)
        return [];
    return [{
            message: `"${m[1]}:" before a name is drive ${m[1].toUpperCase()}'s current directory on Windows, and a file name with ":" on other systems: on Windows this rule does not match the path it names`,
            hint: `for the path at any depth write it without "${m[1]}:"; from the drive's root write //${m[1].toLowerCase()}/...`,
            offset: open + 1,
            length: 2,
        }];
}
/**
 * `Domain(http://evil.org)` denies only http on port 80 (semantics 4.3: a scheme or port
 * narrows); `ws://evil.org`, `https://evil.org` and other ports stay open. Say so, and what
 * covers them all.
 */
function narrowedDomain(text, p) {
    const open = text.indexOf('(');
    const spec = text.slice(open + 1, -1);
    // (The host as written: after the scheme, before a port.)
    const host = spec.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, '').replace(/:[0-9]*$/, '');
    const others = SCHEMES.filter((s) => s !== p.scheme).map((s) => `${s}://`).join(', ');
    const port = p.port === undefined ? 'its default port' : `port ${p.port}`;
    return {
        message: `the scheme narrows the rule to ${p.scheme}:// on ${port}: it does not cover ${others} or other ports on the same host`,
        hint: `write Domain(${host}) for every scheme and port`,
        offset: open + 1,
        length: spec.length,
    };
}
//# sourceMappingURL=list-warnings.js.map