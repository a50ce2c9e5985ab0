// On a case-insensitive file system (darwin, win32) `rm /ETC/passwd` removes /etc/passwd; on win32
// `C:\Windows\x` and `C:/windows/x` (and in bash, via MSYS, `/c/windows/x`) name one file. So a
// deny/ask Shell rule's absolute path words (`Shell(rm /etc/*)`, `Shell(Remove-Item C:/Windows/*)`)
// also meet a command's absolute path words when both are read in one spelling: lower case, and
// on win32 `/` for `\` and a drive as `c:/`. The rule is spelled so once (compile.ts), the
// command when a rule may meet it (decide/command-parts.ts); allow rules compare as written.
// Relative path words holding a separator so too: on win32 `sub\x.tmp` is `sub/x.tmp`.
import { normalizePath } from '../paths/normalize.js';
import { optionValueStart } from './command-canonical.js';
import { mayBeRegistryKey, spelledRegistryKey, spelledRegistryWord } from './registry-spelling.js';
/** The spelling a command's words are compared in, or undefined on a case-sensitive file system. */
export function commandPathSpelling(platform, foldCase, dialect) {
    if (platform === 'win32')
        return dialect === 'bash' ? 'msys' : 'windows';
    return foldCase ? 'fold' : undefined;
}
/** `/x`; with Windows spellings also `\x` and `C:\x`, `C:/x`. Cheap: first characters only. */
export function isAbsolutePathText(text, windows) {
    const c = text.charCodeAt(0);
    if (c === 47)
        return true;
    if (!windows)
        return false;
    if (c === 92)
        return true;
    const sep = text.charCodeAt(2);
    return text.charCodeAt(1) === 58 && ((c | 32) >= 97 && (c | 32) <= 122) && (sep === 47 || sep === 92);
}
/** `/c/x` or `/c` (whole: `last`) as the drive `c:/x`, Cygwin's `/cygdrive/c/x` and `/proc/cygdrive/c/x` too; `text` is already lower case with `/` separators. */
function msysDrive(text, last) {
    // (Cygwin's drive prefix, which MSYS2 and Git Bash take too: `rm -rf /cygdrive/c/Windows/x` beside `Shell(rm -rf /c/Windows/*)`.)
    if (text.charCodeAt(1) === 99 /* c */ || text.charCodeAt(1) === 112 /* p */)
        text = text.replace(CYGDRIVE, '');
    const c = text.charCodeAt(1);
    if (text.charCodeAt(0) !== 47 || c < 97 || c > 122)
        return text;
    if (text.length === 2 && last)
        return `${text[1]}:/`;
    return text.charCodeAt(2) === 47 ? `${text[1]}:/${text.slice(3)}` : text;
}
const CYGDRIVE = /^(?:\/proc)?\/cygdrive(?=\/[a-z](?:\/|$))/;
/** A piece of a path word in `spelling`; `first`: it starts the word; `last`: nothing follows it. */
function spelledPiece(text, spelling, first, last) {
    const lower = text.toLowerCase();
    if (spelling === 'fold')
        return lower;
    const slashed = lower.replaceAll('\\', '/');
    return first && spelling === 'msys' ? msysDrive(slashed, last) : slashed;
}
/** A command word (or a word's shape) that is an absolute path, in `spelling`. */
export function spelledPathWord(text, spelling) {
    if (text.length < LONG_WORD)
        return spelledPiece(text, spelling, true, true);
    // (A long word is spelled again for each rule, directory and reading that keeps it, the same
    // text each time: `find . -name 'a\a\…'` on win32 under drive path rules, 1.9 ms.)
    for (let k = 0; k < spelledLong.length; k++) {
        const e = spelledLong[k];
        if (e.spelling === spelling && e.text === text)
            return e.spelled;
    }
    const spelled = spelledPiece(text, spelling, true, true);
    spelledLong[next] = { text, spelling, spelled };
    next = (next + 1) % 4;
    return spelled;
}
/** Words at least this long are remembered, the last four (spelling them costs more than comparing them). */
const LONG_WORD = 256;
const spelledLong = [];
let next = 0;
/**
 * The rule with its path words (not its name) in `spelling` (`fold`, or `msys` for win32), or
 * undefined when it has none: absolute ones, and relative ones holding a separator (`sub/x.tmp`
 * and `sub\x.tmp` name one file on win32, `Sub/x` and `sub/x` on darwin).
 */
export function pathSpelledPattern(pattern, spelling) {
    if (pattern === undefined)
        return undefined;
    const windows = spelling !== 'fold';
    let any = false;
    const words = pattern.words.map((word, i) => {
        const head = word[0];
        if (i === 0)
            return word;
        if (head?.type !== 'literal') {
            const glob = relativeGlobWord(word, spelling);
            any ||= glob !== undefined;
            return glob ?? word;
        }
        // (A registry key, `HKLM:\Software\x`, in its one spelling: registry-spelling.ts.)
        const key = windows ? spelledRegistryWord(word) : undefined;
        if (key !== undefined) {
            any = true;
            return key;
        }
        // (An option word's absolute value, `--file=/etc/*`, `-Path:C:/Windows/*`, as a command's is;
        // or a relative path word, `sub/x.tmp`, `--out=sub\x`.)
        let at = isAbsolutePathText(head.text, windows) ? 0 : ruleOptionValueStart(head.text, windows);
        if (at < 0)
            at = relativePathStart(head.text, windows, word.length === 1 ? undefined : word);
        if (at < 0)
            return word;
        any = true;
        return word.map((part, k) => {
            if (part.type !== 'literal')
                return part;
            if (k > 0 || at === 0)
                return { type: 'literal', text: spelledPiece(part.text, spelling, k === 0, k === word.length - 1) };
            return { type: 'literal', text: part.text.slice(0, at) + spelledPiece(part.text.slice(at), spelling, true, word.length === 1) };
        });
    });
    return any ? { ...pattern, words } : undefined;
}
/** Where an absolute value starts in a rule's option word, read as bash's or PowerShell's (a rule is for both), or -1. */
function ruleOptionValueStart(text, windows) {
    if (text.charCodeAt(0) !== 45)
        return -1;
    for (const dialect of ['bash', 'powershell']) {
        const at = optionValueStart(text, dialect);
        if (at > 0 && isAbsolutePathText(text.slice(at), windows))
            return at;
    }
    return -1;
}
/** Whether the text holds a path separator: `/`, and with Windows spellings `\`. */
function holdsSeparator(text, windows) {
    return text.includes('/') || (windows && text.includes('\\'));
}
/**
 * Where a relative path starts in a word that is none of the above: 0 for a word holding a
 * separator (`sub/x.tmp`, `sub\x.tmp`), or after an option's `=` or `:` for its value
 * (`--out=sub/x`, `-Path:sub\x`); -1 for a word with no separator, or a URL. `parts`: a rule
 * word's parts after its literal head (`sub/*.tmp`), which may hold the separator.
 */
function relativePathStart(head, windows, parts) {
    const text = parts === undefined ? head : parts.map((p) => (p.type === 'literal' ? p.text : '*')).join('');
    if (!holdsSeparator(text, windows) || text.includes('://'))
        return -1;
    if (head.charCodeAt(0) !== 45)
        return 0;
    for (let i = 1; i < head.length; i++) {
        const c = head.charCodeAt(i);
        if (c === 61 /* = */ || c === 58 /* : */)
            return holdsSeparator(text.slice(i + 1), windows) ? i + 1 : -1;
    }
    return -1;
}
/** A rule word starting with a glob that holds a separator (`*` then `/x.tmp`) with its literal parts so spelled, or undefined. */
function relativeGlobWord(word, spelling) {
    if (relativePathStart('', spelling !== 'fold', word) !== 0)
        return undefined;
    return word.map((part) => (part.type === 'literal' ? { type: 'literal', text: spelledPiece(part.text, spelling, false, false) } : part));
}
/**
 * Where the value starts in an option word of a line: in PowerShell a native program's
 * `--out=C:\x` too (it reads its words as bash does: canonical-memo.ts nativeReading), not at the
 * drive's colon as a cmdlet's `-Path:C:\x`.
 */
function lineOptionValueStart(text, dialect) {
    const at = optionValueStart(text, 'bash');
    return at > 0 || dialect === 'bash' ? at : optionValueStart(text, 'powershell');
}
/**
 * The subject with its absolute path words (and the shapes of unknown ones) in `spelling` (the
 * subject itself when they are spelled so already), or undefined when it has none. The name is
 * left to the name matching (foldNames).
 */
export function pathSpelledSubject(c, spelling) {
    const windows = spelling !== 'fold';
    let words;
    let shapes;
    let found = false;
    for (let i = 1; i < c.words.length; i++) {
        const shape = c.dynamic[i] ? c.shapes?.[i] : undefined;
        const text = c.dynamic[i] ? shape?.pattern : c.words[i];
        if (text === undefined)
            continue;
        if (!isAbsolutePathText(text, windows)) {
            // (`--file=/ETC/x`, `-Path:C:\Windows\x`: the value, a word of its own for deny/ask rules.)
            let at = shape === undefined && text.charCodeAt(0) === 45 ? lineOptionValueStart(text, c.dialect) : -1;
            if (at >= 0 && !isAbsolutePathText(text.slice(at), windows))
                at = -1;
            // (Else a relative path word, `sub\x.tmp`, `-Path:sub\x.tmp`, as the rules' are.)
            if (at < 0)
                at = relativePathStart(text, windows);
            if (at < 0)
                continue;
            found = true;
            const value = spelledPathWord(text.slice(at), spelling);
            if (value === text.slice(at))
                continue;
            if (shape === undefined)
                (words ??= [...c.words])[i] = text.slice(0, at) + value;
            else
                (shapes ??= [...c.shapes])[i] = { kind: shape.kind, pattern: text.slice(0, at) + value };
            continue;
        }
        found = true;
        const spelled = spelledPathWord(text, spelling);
        if (spelled === text)
            continue;
        if (shape === undefined)
            (words ??= [...c.words])[i] = spelled;
        else
            (shapes ??= [...c.shapes])[i] = { kind: shape.kind, pattern: spelled };
    }
    if (!found)
        return undefined;
    return words === undefined && shapes === undefined ? c : { ...c, words: words ?? c.words, shapes: shapes ?? c.shapes };
}
/**
 * A PowerShell provider-qualified path (`FileSystem::C:\x`, `Microsoft.PowerShell.Core\FileSystem::C:\x`;
 * the latter also as pathSpelledSubject spells it, with `/`).
 */
const FILESYSTEM_PROVIDER = /^(?:microsoft\.powershell\.core[\\/])?filesystem::/i;
/**
 * `\\localhost\c$\x` (or a loopback address, `[::1]`, `.`): the administrative share of the
 * drive, `c:/x`; `admin$` is `c:/windows/`. (Session 35: `admin$` and loopback addresses but
 * 127.0.0.1 were not read, so `Remove-Item \\localhost\admin$\x` missed `Shell(Remove-Item
 * C:/Windows/*)`. A share on another name, `\\server\c$`, is another host's.)
 */
const ADMIN_SHARE = /^\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\.)\/(?:([a-z])\$|admin\$)(?:\/|$)/;
/**
 * Whether a POSIX word may read otherwise once normalized (a `.`/`..` segment, `//`, a trailing
 * `/`; on darwin `/private/`): a cheap test first, so that ordinary words cost nothing.
 */
function mayNormalize(text, darwin) {
    return text.includes('/.') || text.includes('//') || (text.length > 1 && text.endsWith('/')) || (darwin && /^\/private\//i.test(text));
}
/**
 * A cmdlet's path word as PowerShell reads it on linux and darwin: its FileSystem provider
 * (`FileSystem::/etc/x`) dropped and `\` read as `/` (the provider takes both everywhere).
 */
function posixCmdletPath(value) {
    const first = value.charCodeAt(0) | 32;
    const bare = first === 102 || first === 109 ? value.replace(FILESYSTEM_PROVIDER, '') : value;
    return bare.includes('\\') ? bare.replaceAll('\\', '/') : bare;
}
/** A PowerShell subject's literal words as posixCmdletPath reads them (the subject itself when none changes). */
export function posixCmdletSubject(c) {
    let words;
    for (let i = 1; i < c.words.length; i++) {
        if (c.dynamic[i])
            continue;
        const read = posixCmdletPath(c.words[i]);
        if (read !== c.words[i])
            (words ??= [...c.words])[i] = read;
    }
    return words === undefined ? c : { ...c, words };
}
/** `~`, `~/x` or `~\x`: a path under the home directory (normalize.ts expands it). */
function homeWord(text) {
    const second = text.charCodeAt(1);
    return text.charCodeAt(0) === 126 && (text.length === 1 || second === 47 || second === 92);
}
/** `\x` or `/x`, not `\\server` nor `//server`. */
function rootRelative(text) {
    const second = text.charCodeAt(1);
    return (text.charCodeAt(0) === 47 || text.charCodeAt(0) === 92) && second !== 47 && second !== 92;
}
/**
 * An absolute path word as the file system reads it (normalize.ts: `.`/`..` and `//` folded; on
 * win32 also root-relative against the cwd's drive, trailing dots and spaces of a segment
 * dropped), in the spelling the rules are compared in: lower case where case folds, a drive as
 * `c:/`; darwin's /private/etc (var, tmp) as /etc. `shortName`: a win32 8.3 name (`WINDOW~1`),
 * which the words cannot tell. Undefined when it cannot be read.
 */
function normalizedPathWord(text, ctx) {
    const win32 = ctx.platform === 'win32';
    let bare = win32 ? text.replace(FILESYSTEM_PROVIDER, '') : text;
    if (win32 && !isAbsolutePathText(bare, true) && !homeWord(bare))
        return undefined;
    if (win32 && rootRelative(bare)) {
        // (`\x` is the root of the cwd's drive: `/c/x` too, which normalize.ts takes for MSYS's drive C:.)
        const drive = ctx.cwd !== undefined && !ctx.cwd.text.startsWith('//') ? ctx.cwd.segments[0] : undefined;
        if (drive === undefined)
            return undefined;
        bare = `${drive}:${bare}`;
    }
    const r = normalizePath(bare, ctx);
    if (!r.ok)
        return undefined;
    let out = ctx.foldCase ? r.path.text.toLowerCase() : r.path.text;
    if (win32) {
        const share = ADMIN_SHARE.exec(out);
        if (share !== null)
            out = `${share[1] === undefined ? 'c:/windows/' : `${share[1]}:/`}${out.slice(share[0].length)}`;
        else if (!out.startsWith('//'))
            out = out.length === 2 ? `${out[1]}:/` : `${out[1]}:${out.slice(2)}`;
    }
    else if (ctx.platform === 'darwin') {
        // (/etc, /var and /tmp are symlinks to /private/…: one file.)
        if (/^\/private\/(?:etc|var|tmp)(?:\/|$)/i.test(out))
            out = out.slice('/private'.length);
    }
    return { text: out, shortName: r.path.shortName };
}
/**
 * The subject with its absolute literal path words normalized (normalizedPathWord), an extra
 * reading for deny/ask rules (`rm /tmp/../etc/passwd`, `rm //etc/passwd`, darwin's `rm
 * /private/etc/passwd`, win32's `Remove-Item \Windows\x` meet `Shell(rm /etc/*)`, `Shell(Remove-Item
 * C:/Windows/*)`), or undefined when no word reads otherwise; `shortName`: some word has an 8.3
 * name. Not a bash line on win32 (MSYS reads its words), nor an expansion's shape.
 */
export function normalizedPathSubject(c, ctx) {
    const win32 = ctx.platform === 'win32';
    const darwin = ctx.platform === 'darwin';
    // (Off Windows a cmdlet reads `\` as `/`: `Remove-Item \etc\x` is /etc/x; posixCmdletPath.)
    const slashes = !win32 && c.dialect === 'powershell';
    let words;
    let shortName = false;
    for (let i = 1; i < c.words.length; i++) {
        if (c.dynamic[i])
            continue;
        const word = c.words[i];
        // (An option word's value, `--file=/tmp/../etc/x`, `-Path:\Windows\x`, as a word of its own.)
        const at = word.charCodeAt(0) === 45 ? lineOptionValueStart(word, c.dialect) : -1;
        const value = at < 0 ? word : word.slice(at);
        const text = slashes ? posixCmdletPath(value) : value;
        const slashed = text !== value;
        const key = win32 && mayBeRegistryKey(text) ? spelledRegistryKey(text) : undefined;
        if (key !== undefined) {
            // (A registry key, `Registry::HKEY_LOCAL_MACHINE\x`: registry-spelling.ts.)
            (words ??= [...c.words])[i] = at < 0 ? key : word.slice(0, at) + key;
            continue;
        }
        const first = text.charCodeAt(0);
        // (A cmdlet's `~`, `~/x`, `~\x` is the provider's home: `Remove-Item ~\x` meets `Shell(Remove-Item C:/Users/me/*)`.)
        const home = first === 126 && c.dialect === 'powershell' && homeWord(text);
        // (win32: `f`, `m` may start a provider-qualified path.)
        if (!home && (win32 ? !isAbsolutePathText(text, true) && (first | 32) !== 102 && (first | 32) !== 109 : first !== 47 || (!slashed && !mayNormalize(text, darwin))))
            continue;
        const read = normalizedPathWord(text, ctx);
        if (read === undefined)
            continue;
        shortName ||= win32 && read.shortName;
        const spelled = slashed ? value : win32 || ctx.foldCase ? spelledPathWord(text, win32 ? 'windows' : 'fold') : text;
        if (read.text !== spelled)
            (words ??= [...c.words])[i] = at < 0 ? read.text : word.slice(0, at) + read.text;
    }
    return { subject: words === undefined ? undefined : { ...c, words }, shortName };
}
//# sourceMappingURL=path-spelling.js.map