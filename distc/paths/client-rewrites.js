// The paths a client (or the tool it calls) may open for a Read or Edit path it rewrites before
// opening: it strips whitespace and control characters at the ends, accepts a file: URL, expands
// `$VAR`/`${VAR}` (and `%VAR%`, `$env:VAR` on win32), and on win32 reads `/cygdrive/c/x` and
// `/mnt/c/x` as `C:\x`. The literal path is checked as before; these readings are checked beside
// it: deny and ask fire on any, allow needs all (semantics 4.2, as for a symlink's target).
// On win32 `~user\x` is unknown: another user's home (on POSIX normalize.ts asks). Not read here:
// a path's `..` (normalized lexically), Windows' `\\?\`, `\\.\`, `\??\`, `C:` alone, trailing
// dots and spaces, `::$DATA` (normalize.ts reads them).
/** More variable references than this in a path: it is unknown (the rest are not expanded). */
export const MAX_VARIABLE_REFERENCES = 32;
/** More readings than this: the path is unknown (each is a full path check). */
export const MAX_CLIENT_READINGS = 16;
/**
 * Whether a client may open something other than `text`: one cheap test before Read/Edit's fast
 * path. (True for every win32 path that starts with a separator or holds `%`: win32 never takes the fast path.)
 */
export function mayBeRewritten(text, win32) {
    const n = text.length;
    if (n === 0)
        return false;
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(n - 1);
    // (Above 126 at an end: maybe Unicode white space, which String.prototype.trim and Python's strip remove.)
    if (first <= 32 || last <= 32 || first >= 127 || last >= 127)
        return true;
    if ((first === 102 || first === 70) && text.charCodeAt(4) === 58)
        return true;
    if (win32 && (first === 47 || first === 92 || first === 126 || text.indexOf('%') >= 0))
        return true;
    return text.indexOf('$') >= 0;
}
/** White space and control characters a client may strip from the ends. */
const ENDS = /^[\s\x00-\x1f\x7f]+|[\s\x00-\x1f\x7f]+$/g;
/** The readings of `text` besides itself (none for an ordinary path). */
export function clientReadings(text, known, win32) {
    const sure = new Set();
    const unsure = new Set();
    let unknown;
    const trimmed = text.replace(ENDS, '');
    if (trimmed !== text && trimmed !== '')
        sure.add(trimmed);
    for (const base of [text, trimmed]) {
        const url = fileUrlPaths(base, win32);
        unknown ??= url.unknown;
        for (const u of url.paths)
            sure.add(u);
    }
    if (win32)
        for (const t of [text, ...sure]) {
            const d = mountedDriveReading(t);
            if (d !== undefined)
                sure.add(d);
        }
    for (const t of [text, ...sure]) {
        const e = expandedVariables(t, known, win32);
        if (e === undefined)
            continue;
        if (e.unknown !== undefined)
            unknown ??= e.unknown;
        (e.sure ? sure : unsure).add(e.text);
    }
    if (win32)
        for (const t of [text, ...sure, ...unsure])
            if (namesOtherHome(t))
                unknown ??= OTHER_HOME;
    sure.delete(text);
    unsure.delete(text);
    for (const s of sure)
        unsure.delete(s);
    if (sure.size + unsure.size > MAX_CLIENT_READINGS)
        unknown ??= `it has more readings than are checked (${sure.size + unsure.size})`;
    return { sure: [...sure], unsure: [...unsure], unknown };
}
/** Why a path that starts with `~user` is unknown (on win32, where normalize.ts reads it as relative). */
export const OTHER_HOME = "it starts with ~NAME, another user's home directory, which the client's shell or an MSYS or Cygwin program may expand";
/**
 * Whether `text` starts with `~NAME` (`~root\.ssh`, `~admin`): a home directory bash, an MSYS or
 * Cygwin program (their command-line globbing too) or PowerShell on Unix may expand. Not `~`, `~\x`,
 * `~/x` (the user's own home) nor a `~` past the start (`a~b`, `x\~y`: a name).
 */
export function namesOtherHome(text) {
    const c = text.charCodeAt(1);
    return text.charCodeAt(0) === 126 && text.length > 1 && c !== 47 && c !== 92;
}
/**
 * The paths a file: URL may open: parsed as a URL (query and fragment cut off) and as a naive
 * tool strips the scheme, each percent-decoded; on win32 `/C:/x` is `C:/x` and a host is a UNC
 * server; on POSIX a host other than localhost may be ignored or taken as the first segment.
 * `unknown` when some reading does not decode to text (the others are still read).
 */
function fileUrlPaths(text, win32) {
    const paths = [];
    let unknown;
    if (!/^file:/i.test(text))
        return { paths, unknown };
    let rest = text.slice(5);
    let host = '';
    const authority = /^[/\\]{2}([^/\\]*)/.exec(rest);
    if (authority !== null) {
        host = authority[1];
        rest = rest.slice(authority[0].length);
    }
    const local = host === '' || host.toLowerCase() === 'localhost';
    for (const raw of new Set([rest.replace(/[?#].*$/s, ''), rest])) {
        const path = percentDecoded(raw);
        if (path === undefined) {
            unknown = `the file: URL ${JSON.stringify(text)} does not decode to text`;
            continue;
        }
        const drive = win32 ? path.replace(/^[/\\]([A-Za-z])[:|]/, '$1:') : path;
        if (local || !win32)
            paths.push(drive);
        if (!local)
            paths.push(win32 ? `//${host}${path}` : `/${host}${path}`);
    }
    return { paths: paths.filter((x) => x !== ''), unknown };
}
/** `%XX` decoded as UTF-8 (a stray `%` stays); undefined when the bytes are not UTF-8. (One pass over the bytes: linear.) */
function percentDecoded(text) {
    if (text.indexOf('%') < 0)
        return text;
    const bytes = UTF8_BYTES.encode(text);
    const out = new Uint8Array(bytes.length);
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
        const hi = hexValue(bytes[i + 1]);
        const lo = hexValue(bytes[i + 2]);
        if (bytes[i] === 37 && hi >= 0 && lo >= 0) {
            out[n++] = hi * 16 + lo;
            i += 2;
        }
        else
            out[n++] = bytes[i];
    }
    const decoded = UTF8.decode(out.subarray(0, n));
    // (A replacement character the text did not have: bytes that are not UTF-8, or a lone surrogate.)
    return decoded.includes('\ufffd') && !text.includes('\ufffd') ? undefined : decoded;
}
/** The value of an ASCII hex digit's byte, else -1. */
function hexValue(b) {
    if (b === undefined)
        return -1;
    if (b >= 48 && b <= 57)
        return b - 48;
    const l = b | 32;
    return l >= 97 && l <= 102 ? l - 87 : -1;
}
const UTF8_BYTES = new TextEncoder();
const UTF8 = new TextDecoder('utf-8');
/** win32: `/cygdrive/c/x` (Cygwin, MSYS) and `/mnt/c/x` (WSL) as `C:\x`, as such a tool opens them. */
function mountedDriveReading(text) {
    const m = /^[/\\](?:cygdrive|mnt)[/\\]([A-Za-z])(?=[/\\]|$)/i.exec(text);
    return m === null ? undefined : `${m[1].toUpperCase()}:\\${text.slice(m[0].length).replace(/^[/\\]/, '')}`;
}
/**
 * `text` with its variable references replaced by their values, undefined when it has none.
 * `$` followed by a letter, digit, `_` or `{` starts one; any other `$` (`a$.txt`) is literal,
 * and so is `%` outside win32. A reference with no known value stays as written, and makes the
 * path unknown where it starts the path (startsPath).
 */
function expandedVariables(text, known, win32) {
    const refs = win32 ? /\$env:([A-Za-z0-9_]+)|\$\{([^}]*)\}|\$([A-Za-z0-9_]+)|\$\{|%([^%/\\]+)%/gi : /\$\{([^}]*)\}|\$([A-Za-z0-9_]+)|\$\{/g;
    let any = false;
    let sure = true;
    let unknown;
    // (Counted first: a replace with a callback per reference costs more than the path's other checks.)
    if (marksAbove(text, win32 ? '%' : '$', 2 * MAX_VARIABLE_REFERENCES) || (win32 && marksAbove(text, '$', 2 * MAX_VARIABLE_REFERENCES))) {
        return { text, sure: false, unknown: `it has more than ${2 * MAX_VARIABLE_REFERENCES} \`$\` or \`%\` signs` };
    }
    let count = 0;
    const out = text.replace(refs, (ref, ...groups) => {
        any = true;
        const offset = groups[groups.length - 2];
        const [a, b, c, d] = groups;
        // (More references than a path has: the readings' work is bounded, and the path asks.)
        if (++count > MAX_VARIABLE_REFERENCES) {
            unknown ??= `it has more than ${MAX_VARIABLE_REFERENCES} variable references`;
            sure = false;
            return ref;
        }
        const name = a ?? b ?? c ?? d;
        const v = name !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? variableValue(name, known, win32) : undefined;
        const leading = startsPath(text, offset, win32);
        if (v === undefined) {
            // (Past a literal start the value is below that start: left as written, see startsPath.)
            if (!leading)
                return ref;
            unknown ??= `the variable ${JSON.stringify(ref)} in it may hold any path, which a client that expands it opens`;
            sure = false;
            return ref;
        }
        if (!v.sure) {
            if (leading)
                unknown ??= `the variable ${JSON.stringify(ref)} in it is only usually ${JSON.stringify(v.text)}`;
            sure = false;
        }
        return v.text;
    });
    return any ? { text: out, sure, unknown } : undefined;
}
/**
 * Whether a reference at `offset` starts the path: nothing but separators (and on win32 a drive)
 * before it. Only there can a variable's value put the path anywhere (`$KUBECONFIG`, `/$X`, `C:\\%X%`).
 * Past a literal start (`routes/users.$id.tsx`, `Outer$Inner.class`) the value is the client's
 * environment, not the agent's to choose, and names a path below that start unless it climbs
 * with `..`, which no usual variable holds: an unknown one there is read as written.
 */
function startsPath(text, offset, win32) {
    return (win32 ? /^(?:[A-Za-z]:)?[/\\]*$/ : /^\/*$/).test(text.slice(0, offset));
}
/** Whether `text` holds more than `limit` of `mark`. */
function marksAbove(text, mark, limit) {
    let n = 0;
    for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 1))
        if (++n > limit)
            return true;
    return false;
}
/** Windows' usual folders (a system may move each): readings for deny and ask, never for allow. */
const WIN32_USUAL = {
    SYSTEMROOT: 'C:\\Windows', WINDIR: 'C:\\Windows', SYSTEMDRIVE: 'C:', PROGRAMDATA: 'C:\\ProgramData',
    ALLUSERSPROFILE: 'C:\\ProgramData', PROGRAMFILES: 'C:\\Program Files', PUBLIC: 'C:\\Users\\Public',
};
/** Below the home on win32, usually (a roaming profile or a redirected folder may move each). */
const WIN32_USUAL_IN_HOME = {
    APPDATA: '\\AppData\\Roaming', LOCALAPPDATA: '\\AppData\\Local', TEMP: '\\AppData\\Local\\Temp', TMP: '\\AppData\\Local\\Temp',
};
/** The value of a variable the context gives (HOME, PWD; win32 also USERPROFILE, CD, and usual folders), else undefined. */
function variableValue(name, known, win32) {
    if (!win32) {
        if (name === 'HOME')
            return known.home === undefined ? undefined : { text: known.home, sure: true };
        return name === 'PWD' && known.cwd !== undefined ? { text: known.cwd, sure: true } : undefined;
    }
    const upper = name.toUpperCase();
    const home = known.home;
    if (upper === 'HOME' || upper === 'USERPROFILE')
        return home === undefined ? undefined : { text: home, sure: true };
    if (upper === 'PWD' || upper === 'CD')
        return known.cwd === undefined ? undefined : { text: known.cwd, sure: true };
    const usual = WIN32_USUAL[upper];
    if (usual !== undefined)
        return { text: usual, sure: false };
    const drive = home === undefined ? undefined : /^[A-Za-z]:/.exec(home)?.[0];
    // (An enterprise's HOMEDRIVE/HOMEPATH may name a network share, not the profile.)
    if (upper === 'HOMEDRIVE' && drive !== undefined)
        return { text: drive, sure: false };
    if (upper === 'HOMEPATH' && drive !== undefined)
        return { text: home.slice(2), sure: false };
    const inHome = WIN32_USUAL_IN_HOME[upper];
    return inHome !== undefined && home !== undefined ? { text: withoutTrailingSeparators(home) + inHome, sure: false } : undefined;
}
/** `text` without the separators that end it (a loop: `/[/\\]+$/` is quadratic on a run of them not at the end). */
function withoutTrailingSeparators(text) {
    let end = text.length;
    while (end > 0 && (text.charCodeAt(end - 1) === 47 || text.charCodeAt(end - 1) === 92))
        end--;
    return text.slice(0, end);
}
//# sourceMappingURL=client-rewrites.js.map