// Operation-path normalization (semantics 4.2). Every Read/Edit operation path is normalized once,
// here, before any rule sees it. The result is lexical only: the filesystem is never consulted
// (symlinks are the engine's business: it normalizes the link and the target separately).
//
// Representation (what the matchers see):
//
// - POSIX absolute path `/a/b`          -> text `/a/b`,  segments ['a', 'b'];  root `/` -> text `/`, [].
// - Windows drive `C:\a\b`, `c:/a/b`    -> text `/c/a/b`, segments ['c', 'a', 'b'] (drive letter
//   lower-cased, nothing else). So the filesystem-root rule `//c/**/.env` matches `C:\app\.env`,
//   and `//**/.env` matches every drive. `..` never climbs above the drive (`C:\..` = `C:\`).
// - UNC `\\server\share\a`              -> text `//server/share/a`, segments ['server', 'share', 'a'].
//   The text keeps the double slash (so UNC-ness is never lost: `isUnc(path)`), the segments do not,
//   so the filesystem-root rule `//server/share/**` matches. `..` never climbs above the share.
//   A single-letter server name collides with a drive letter in the segments; the allow matcher
//   guards against that (see path-index.ts), deny matching is wider on purpose.
// - `\\?\C:\x` and `\\.\C:\x`           -> `/c/x`; `\\?\UNC\server\share\x` -> `//server/share/x`.
//   `\\?\` paths are not normalized by Windows, so a `.` or `..` segment in one fails. Any other
//   device path (`\\.\pipe\x`, `\\?\Volume{…}\`, `\??\…`, `\\.\PhysicalDrive0`) fails.
//   So does the volume itself (`\\.\C:`, `\\?\C:`: no separator after it), and a `\\.\` path whose
//   `..` climbs over its drive or `UNC\server\share` (Windows' root there is `\\.\` alone).
// - Drive-relative `C:x` / `C:` fails (it depends on a per-drive current directory we do not know).
// - On win32 a path with one leading separator (`\x`, `/x`): when its first segment is a single
//   letter it is taken as already normalized (`/c/x`, the MSYS and our own form, so normalizing a
//   normalized path is a no-op); otherwise it is resolved against the drive (or UNC share) of cwd,
//   and fails without one.
// - Windows segment cleanup (deny safety: the name the filesystem actually opens): an alternate
//   data stream suffix is dropped (`.env::$DATA` and `.env:x` -> `.env`), and trailing dots and
//   spaces are dropped (`secret. ` -> `secret`, as Win32 does; a UNC share name's too). A segment
//   that ends up `.`, `..` or empty fails.
//
// Backslash: a separator when the platform is win32, or when the path itself looks like a Windows
// path (starts with a drive `X:\`/`X:/` or with `\\`); then `/` and `\` are both separators, so
// mixed paths (`C:/a\b`) work. Otherwise, on linux/darwin, a backslash is an ordinary file name
// character (the kernel treats it so: `/w/secret\key` is a file in /w, not in /w/secret).
// A relative path is Windows-style when the cwd was.
//
// Failures (ok:false, the engine then never allows): empty input; a C0 control character (NUL
// included); a lone surrogate; longer than 65,536 code units; relative without a known cwd;
// `~` without a known home; `~user`; the Windows cases above.
//
// Case is NOT folded here (matching folds, for deny/ask only); Unicode is NFC.
import { cleanWindowsSegment, fastPosix, forwardSlashes, isShortName } from './clean-path.js';
import { climbsBelow, resolveSegments } from './resolve-segments.js';
import { foldSegments } from './case-fold.js';
import { keptAsWritten, textAsWritten } from './path-text.js';
import { plainRest } from './plain-rest.js';
import { forgetLongPath, LONG_INPUT, normalizeLong } from './long-path-memo.js';
export { forgetLongPath };
export { foldCase, foldSegments } from './case-fold.js';
export { isShortName } from './clean-path.js';
/** Longest operation path accepted, in UTF-16 code units. */
export const MAX_OPERATION_PATH = 65_536;
/** True for a UNC path (`//server/share/...`). */
export function isUnc(path) {
    return path.text.charCodeAt(0) === 47 && path.text.charCodeAt(1) === 47;
}
function defaultPlatform() {
    const p = typeof process === 'object' && process !== null ? process.platform : 'linux';
    return p === 'win32' || p === 'darwin' ? p : 'linux';
}
const NO_BODIES = Object.freeze({ roots: [], home: '', cwd: '', workspace: [], foldedHome: '', foldedCwd: '', foldedWorkspace: [] });
const EMPTY_CTX_BASE = {
    cwd: undefined, home: undefined, workspace: [], workspaceComplete: true,
    foldedCwd: undefined, foldedHome: undefined, foldedWorkspace: [], cwdFloor: 0, homeFloor: 0, cwdWindows: false,
    bodies: NO_BODIES,
};
const bodyOf = (p, fold) => (p === undefined ? '' : (fold ? foldSegments(p.segments) : p.segments).join('/'));
/**
 * Normalizes the context paths once (the engine caches the result). Never throws: a context path
 * that is relative, invalid or not a string is ignored, i.e. that root is unknown.
 */
export function resolvePathContext(ctx) {
    const c = typeof ctx === 'object' && ctx !== null ? ctx : {};
    const platform = c.platform === 'win32' || c.platform === 'darwin' || c.platform === 'linux' ? c.platform : defaultPlatform();
    const foldCase = platform === 'win32' || platform === 'darwin' || c.caseInsensitive === true;
    const bare = { ...EMPTY_CTX_BASE, platform, foldCase };
    const absolute = (input, base) => {
        if (typeof input !== 'string')
            return undefined;
        const r = normalizeInternal(input, base);
        return r.ok ? r : undefined;
    };
    const home = absolute(c.home, bare);
    const withHome = home
        ? { ...bare, home: home.path, homeFloor: home.floor, foldedHome: foldSegments(home.path.segments) }
        : bare;
    const cwd = absolute(c.cwd, withHome);
    const workspace = [];
    let workspaceComplete = true;
    if (c.workspace !== undefined) {
        if (!Array.isArray(c.workspace))
            workspaceComplete = false;
        else {
            for (const w of c.workspace) {
                const r = absolute(w, withHome);
                if (!r)
                    workspaceComplete = false;
                else if (!workspace.some((x) => x.text === r.path.text))
                    workspace.push(r.path);
            }
        }
    }
    return Object.freeze({
        platform,
        foldCase,
        cwd: cwd?.path,
        home: home?.path,
        workspace: Object.freeze(workspace),
        workspaceComplete,
        foldedCwd: cwd ? foldSegments(cwd.path.segments) : undefined,
        foldedHome: home ? foldSegments(home.path.segments) : undefined,
        foldedWorkspace: Object.freeze(workspace.map((w) => foldSegments(w.segments))),
        cwdFloor: cwd?.floor ?? 0,
        homeFloor: home?.floor ?? 0,
        cwdWindows: cwd?.windows ?? false,
        ...(cwd === undefined && typeof c.cwd === 'string' ? { rejectedCwd: c.cwd } : {}),
        ...(home === undefined && typeof c.home === 'string' ? { rejectedHome: c.home } : {}),
        bodies: Object.freeze({
            roots: [...workspace],
            home: bodyOf(home?.path, false),
            cwd: bodyOf(cwd?.path, false),
            workspace: workspace.map((w) => bodyOf(w, false)),
            foldedHome: bodyOf(home?.path, true),
            foldedCwd: bodyOf(cwd?.path, true),
            foldedWorkspace: workspace.map((w) => bodyOf(w, true)),
        }),
    });
}
/** Normalizes one operation path. Never throws. */
export function normalizePath(input, ctx) {
    try {
        // Fast path first (the common case): no intermediate result object.
        if (typeof input === 'string' && input.charCodeAt(0) === 47 && input.length <= MAX_OPERATION_PATH && ctx.platform !== 'win32') {
            const path = fastPosix(input);
            if (path !== undefined)
                return { ok: true, path };
        }
        if (typeof input === 'string' && input.length >= LONG_INPUT)
            return normalizeLong(input, ctx, normalizeInternal);
        const r = normalizeInternal(input, ctx);
        return r.ok ? { ok: true, path: r.path } : r;
    }
    catch (e) {
        // Unreachable by design; fail closed all the same.
        return { ok: false, reason: `internal error while normalizing the path: ${String(e)}` };
    }
}
const fail = (reason) => ({ ok: false, reason });
function normalizeInternal(input, ctx) {
    if (typeof input !== 'string')
        return fail('the path is not a string');
    const n = input.length;
    if (n === 0)
        return fail('the path is empty');
    if (n > MAX_OPERATION_PATH)
        return fail(`the path is ${n} characters long; at most ${MAX_OPERATION_PATH} are accepted`);
    const win32 = ctx.platform === 'win32';
    // Fast path: a clean, ASCII, POSIX absolute path (`/a/b`), the common case. One scan, no copy.
    if (!win32 && input.charCodeAt(0) === 47) {
        const path = fastPosix(input);
        if (path !== undefined)
            return { ok: true, path, floor: 0, windows: false };
    }
    // Slow path. Checks first (one pass), then NFC (which cannot create or remove a `/`, `\`, `.` or
    // a control character).
    // (One regex test for the rare characters: the loop below was 20 µs per 10,000 characters.)
    let ascii = true;
    if (CONTROL_OR_NOT_ASCII.test(input)) {
        for (let i = 0; i < n; i++) {
            const c = input.charCodeAt(i);
            if (c < 0x20)
                return fail(c === 0 ? 'the path contains a NUL character' : `the path contains the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
            if (c > 0x7f)
                ascii = false;
        }
    }
    if (!ascii && !wellFormed(input))
        return fail('the path contains an unpaired UTF-16 surrogate');
    const s = ascii ? input : input.normalize('NFC');
    const c0 = s.charCodeAt(0);
    const c1 = s.charCodeAt(1);
    const windowsLooking = (((c0 | 32) >= 97 && (c0 | 32) <= 122) && c1 === 58 && (s.charCodeAt(2) === 47 || s.charCodeAt(2) === 92))
        || (c0 === 92 && c1 === 92);
    const tilde = s.charCodeAt(0) === 126; // ~
    const rootedPosix = s.charCodeAt(0) === 47;
    const windows = win32 || windowsLooking || (!tilde && !rootedPosix && ctx.cwdWindows && ctx.cwd !== undefined);
    if (!windows) {
        if (rootedPosix)
            return finish([], 0, s, 1, false, false);
        if (tilde) {
            if (s.length > 1 && s.charCodeAt(1) !== 47)
                return fail(`${JSON.stringify(s.split('/')[0])}: only "~" and "~/" are expanded (other users' home directories are not)`);
            if (!ctx.home)
                return fail(noHome(ctx));
            return finish(ctx.home.segments, ctx.homeFloor, s, 1, isUnc(ctx.home), false);
        }
        if (!ctx.cwd)
            return fail(noCwd(ctx));
        return finish(ctx.cwd.segments, ctx.cwdFloor, s, 0, isUnc(ctx.cwd), false);
    }
    // Windows: both separators.
    const w = s.includes('\\') ? forwardSlashes(s) : s;
    if (w.startsWith('//')) {
        // `//?/…` and `//./…`: device namespace.
        const dev = /^\/\/([?.])\/(.*)$/s.exec(w);
        if (dev) {
            const literal = dev[1] === '?';
            const rest = dev[2];
            const drive = /^([A-Za-z]):(?:\/|$)(.*)$/s.exec(rest);
            const unc = /^UNC\/(.*)$/is.exec(rest);
            if (!drive && !unc)
                return fail(`${JSON.stringify(input.slice(0, 8))}…: a device path other than a drive or UNC path is not supported`);
            const body = drive ? drive[2] : unc[1];
            if (literal && body.split('/').some((x) => x === '.' || x === '..')) {
                return fail('a \\\\?\\ path is not normalized by Windows, so a "." or ".." segment in it is ambiguous');
            }
            // `\\.\C:` with nothing after it is the volume itself, whose bytes hold every file on it.
            if (drive && rest.length === 2)
                return fail(`${JSON.stringify(input)} is the volume device itself (every file's bytes), not a path on it`);
            // Windows resolves a `\\.\` path's `..` with only `\\.\` as its root: one may climb over the
            // drive or `UNC\server\share` and name another device (`\\.\C:\..\PhysicalDrive0`).
            if (!literal && climbsBelow(body, drive ? 0 : 2))
                return fail('a ".." in this \\\\.\\ path climbs above its drive or share, to another device');
            if (drive)
                return finish([drive[1].toLowerCase()], 1, body, 0, false, true);
            return uncPath(body, input);
        }
        return uncPath(w.slice(2), input);
    }
    const drive = /^([A-Za-z]):(.*)$/s.exec(w);
    if (drive) {
        const rest = drive[2];
        if (rest.charCodeAt(0) !== 47) {
            return fail(`${JSON.stringify(input.slice(0, 2))} without a separator is relative to that drive's own current directory, which is unknown`);
        }
        return finish([drive[1].toLowerCase()], 1, rest, 0, false, true);
    }
    if (w.charCodeAt(0) === 47) {
        // `/c/x` is our own normalized form (and MSYS's); anything else is on the current drive.
        if (/^\/[A-Za-z](?:\/|$)/.test(w)) {
            return finish([w[1].toLowerCase()], 1, w.slice(2), 0, false, true);
        }
        if (/^\/\?\?(?:\/|$)/.test(w))
            return fail('an NT object path (\\??\\…) is not supported');
        if (!ctx.cwd || ctx.cwdFloor === 0)
            return fail('the path is relative to the current drive, which is unknown');
        return finish(ctx.cwd.segments.slice(0, ctx.cwdFloor), ctx.cwdFloor, w, 0, isUnc(ctx.cwd), true);
    }
    if (w.charCodeAt(0) === 126 && (w.length === 1 || w.charCodeAt(1) === 47)) {
        if (!ctx.home)
            return fail(noHome(ctx));
        return finish(ctx.home.segments, ctx.homeFloor, w, 1, isUnc(ctx.home), true);
    }
    if (!ctx.cwd)
        return fail(noCwd(ctx));
    return finish(ctx.cwd.segments, ctx.cwdFloor, w, 0, isUnc(ctx.cwd), true);
}
// A cwd or home that was given but is not absolute is named as such: "unknown" would hide the mistake.
function noCwd(ctx) {
    return ctx.rejectedCwd === undefined ? 'the path is relative and the current directory is unknown' : `the path is relative and the cwd given (${JSON.stringify(ctx.rejectedCwd)}) is not an absolute path`;
}
function noHome(ctx) {
    return ctx.rejectedHome === undefined ? 'the path starts with "~" but the home directory is unknown' : `the path starts with "~" but the home given (${JSON.stringify(ctx.rejectedHome)}) is not an absolute path`;
}
function uncPath(body, input) {
    // (Two separators found, not the whole body split: it may be 10,000 of them.)
    const a = body.indexOf('/');
    const server = a < 0 ? body : body.slice(0, a);
    const b = a < 0 ? -1 : body.indexOf('/', a + 1);
    const share = a < 0 ? '' : b < 0 ? body.slice(a + 1) : body.slice(a + 1, b);
    if (server === '' || share === '' || server === '.' || server === '..' || share === '.' || share === '..') {
        return fail(`${JSON.stringify(input.slice(0, 40))}: a UNC path needs a server and a share name`);
    }
    if (server.includes(':') || share.includes(':'))
        return fail('a UNC server or share name cannot contain ":"');
    if (server.startsWith(';'))
        return fail(`${JSON.stringify(server)} names a network provider (\\\\;LanmanRedirector\\host\\share), not a server: the one reached is a later segment`);
    // Windows drops a share name's trailing dots and spaces as any name's (`\\h\c$.` is `\\h\c$`).
    const cleanShare = cleanWindowsSegment(share);
    if (cleanShare === undefined)
        return fail(`the UNC share name ${JSON.stringify(share)} is ambiguous on Windows`);
    return finish([server, cleanShare], 2, b < 0 ? '' : body.slice(b + 1), 0, true, true);
}
/**
 * Resolves `rest` (split on `/`, starting at `from`) onto `base`: `.` dropped, `..` pops (never
 * below `floor` segments), empty segments dropped.
 */
function finish(base, floor, rest, from, unc, windows) {
    // (A long rest kept as written: its text, and its segments when read. plain-rest.ts.)
    const plain = plainRest(base, rest, from, unc, windows);
    if (plain !== undefined)
        return { ok: true, path: plain, floor, windows };
    return finishInFull(base, floor, rest, from, unc, windows);
}
/** finish, each segment resolved (exported for test/paths-plain-rest.property.test.ts). */
export function finishInFull(base, floor, rest, from, unc, windows) {
    const resolved = resolveSegments(base, floor, rest, from, windows);
    if ('ambiguous' in resolved)
        return fail(`the path segment ${JSON.stringify(resolved.ambiguous)} is ambiguous on Windows`);
    const segs = resolved.segments;
    let shortName = false;
    if (resolved.tilde) {
        for (const s of segs) {
            if (s.includes('~') && isShortName(s)) {
                shortName = true;
                break;
            }
        }
    }
    // Joined once, with empty leading parts for the root, so that the text is a flat string (a
    // `'/' + …` concatenation would be a rope, flattened again by every charCodeAt on it).
    let text;
    if (segs.length === 0)
        text = unc ? '//' : '/';
    else if (keptAsWritten(base, rest, from, segs))
        text = textAsWritten(base, rest, from, unc);
    else {
        const parts = unc ? ['', ''] : [''];
        for (let k = 0; k < segs.length; k++)
            parts.push(segs[k]);
        text = parts.join('/');
    }
    return { ok: true, path: { text, segments: segs, shortName }, floor, windows };
}
const CONTROL_OR_NOT_ASCII = /[\u0000-\u001f\u0080-\uffff]/;
/**
 * No unpaired UTF-16 surrogate (ES2024's String.prototype.isWellFormed, in Node 20; ES2022's lib
 * does not declare it). A regex with a lookbehind took 0.1 ms on 10,000 non-ASCII characters, this 0.01 ms.
 */
const wellFormed = (s) => s.isWellFormed();
//# sourceMappingURL=normalize.js.map