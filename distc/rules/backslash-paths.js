// A backslash before a glob character in a Read/Edit rule escapes it (`a\*b` names the file
// `a*b`), but an administrator on Windows may have meant a separator: `Read(secrets\*.key)`,
// read only as written, could never match `secrets\a.key`. Deny and ask rules are read both
// ways (compile.ts, as lookalikes.ts reads them again: wider, so safe); allow rules only as
// written (never wider). The grammar warns of the rule (path-pattern.ts).
//
// So with a literal backslash (`Read(secrets\\x)`, `"Read(secrets\\\\x)"` in JSON): no Windows path
// has one, so as written such a deny never fired there. On win32 only (compile.ts builds a second
// Read/Edit index when a rule has one), deny and ask rules also read each backslash as a
// separator: on linux and darwin a backslash may be a name's own character, and the literal
// reading there stays exact (`Read(a\\*.key)` does not deny `a/b.key`).
//
// So with a Shell/Bash rule's drive path: shell unquoting reads `Shell(rm C:\Windows\*)` as
// `rm C:Windows*` (a literal `*`), which no command spells. Deny and ask rules also read such a
// word's escaping backslashes as separators (`C:/Windows/*`), which meets `C:\Windows\x` on
// win32 (path-spelling.ts); the grammar warns of it (shell-pattern.ts).
import { parseRule } from './grammar.js';
/** Glob characters a backslash escapes that may start a path segment. */
const SEGMENT_STARTS = '*?[{';
/** Two literal backslashes first (the rule text `\\\\server`): a UNC path, which the grammar writes `//server`. */
const UNC_START = '\\\\\\\\';
/**
 * The specifier with each backslash before a glob character read as `/`, or undefined when it
 * has none. A leading one is dropped: `\*.key` is the current drive's root, read as the unrooted
 * pattern (any depth, which covers it). `literalToo` (win32): each literal backslash (`\\`) too,
 * two leading ones a UNC path's `//`; then undefined unless there is one.
 */
export function separatorReading(spec, literalToo = false) {
    const unc = literalToo && spec.startsWith(UNC_START);
    let out = unc ? '//' : '';
    let changed = false;
    let literal = unc;
    for (let i = unc ? UNC_START.length : 0; i < spec.length; i++) {
        const c = spec[i];
        const next = spec[i + 1];
        if (c === '\\' && next === '\\' && !literalToo) {
            out += '\\\\';
            i++;
        }
        else if (c === '\\' && next !== undefined && (next === '\\' || SEGMENT_STARTS.includes(next))) {
            if (out !== '' && !out.endsWith('/'))
                out += '/';
            changed = true;
            // (A literal backslash is both characters; an escaped glob character stays, unescaped.)
            if (next === '\\') {
                literal = true;
                i++;
            }
        }
        else
            out += c;
    }
    return (literalToo ? literal : changed) ? out : undefined;
}
/** A registry hive at a word's start, before a backslash (registry-spelling.ts reads the key). */
const REGISTRY_KEY_START = /^(?:Registry::)?HK(?:CU|LM|CR|U|CC|EY_[A-Z_]+):?\\/i;
/**
 * A drive path's start (`C:\`) at `i`: a word's start, or an option word's value
 * (`-Destination:C:\x`, `--file=C:\x`; `word` is where the word starts).
 */
function drivePathAt(spec, i, word) {
    // (A registry key, `HKLM:\Software`, `HKEY_LOCAL_MACHINE\Software`: read so too.)
    if (i === word && REGISTRY_KEY_START.test(spec.slice(i, i + 40)))
        return true;
    if (!/^[A-Za-z]:\\/.test(spec.slice(i, i + 3)))
        return false;
    if (i === word)
        return true;
    return spec[word] === '-' && (spec[i - 1] === ':' || spec[i - 1] === '=') && !/[:=]/.test(spec.slice(word, i - 1));
}
/**
 * A Shell/Bash specifier with the escaping backslashes of its unquoted drive path words as `/`
 * (`\\`, a literal backslash, stays), or undefined when it has none. Quotes are skipped whole.
 */
export function shellSeparatorReading(spec) {
    let out = '';
    let changed = false;
    let drive = false;
    let word = 0;
    for (let i = 0; i < spec.length; i++) {
        const c = spec[i];
        if (c === ' ') {
            drive = false;
            word = i + 1;
        }
        else if (drivePathAt(spec, i, word))
            drive = true;
        if (c === "'" || c === '"') {
            // (A double-quoted `\"` does not close it.)
            let j = i + 1;
            while (j < spec.length && spec[j] !== c)
                j += c === '"' && spec[j] === '\\' ? 2 : 1;
            out += spec.slice(i, j + 1);
            i = j;
        }
        else if (c === '\\' && spec[i + 1] === '\\') {
            out += '\\\\';
            i++;
        }
        else if (c === '\\' && drive && i + 1 < spec.length) {
            out += '/';
            changed = true;
        }
        else
            out += c;
    }
    return changed ? out : undefined;
}
/**
 * A Read/Edit rule read with every backslash as a separator, literal ones too, for deny and ask on
 * win32 (none when it has no literal backslash, or that reading does not parse).
 */
export function windowsSeparatorVariants(rule) {
    if ((rule.kind !== 'read' && rule.kind !== 'edit') || !rule.text.includes('\\\\'))
        return [];
    const open = rule.text.indexOf('(');
    const spec = open < 0 ? undefined : separatorReading(rule.text.slice(open + 1, -1), true);
    if (spec === undefined)
        return [];
    const r = parseRule(`${rule.text.slice(0, open)}(${spec})`);
    return r.ok && r.rule.kind === rule.kind ? [r.rule] : [];
}
/** The rule read with its escaping backslashes as separators, for deny and ask (none when it has none, or that reading does not parse). */
export function backslashSeparatorVariants(rule) {
    if (!rule.text.includes('\\'))
        return [];
    const shell = rule.kind === 'shell' && !rule.caseInsensitive;
    if (rule.kind !== 'read' && rule.kind !== 'edit' && !shell)
        return [];
    const open = rule.text.indexOf('(');
    const inner = open < 0 ? undefined : rule.text.slice(open + 1, -1);
    const spec = inner === undefined ? undefined : shell ? shellSeparatorReading(inner) : separatorReading(inner);
    if (spec === undefined)
        return [];
    const r = parseRule(`${rule.text.slice(0, open)}(${spec})`);
    return r.ok && r.rule.kind === rule.kind ? [r.rule] : [];
}
//# sourceMappingURL=backslash-paths.js.map