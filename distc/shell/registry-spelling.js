// One spelling of a registry key for deny/ask Shell rules on win32, as path-spelling.ts gives
// file paths one: `Registry::HKEY_LOCAL_MACHINE\Software\x`, `HKLM:/software/x`,
// `HKLM:\Software\..\Software\x\`, `HKLM:Software\x` (the drive's location is its root unless the
// line moved) and reg's `HKEY_LOCAL_MACHINE\Software\x` name the key of
// `PowerShell(Remove-Item HKLM:\Software\x *)` and `PowerShell(reg add HKLM\Software\x *)`; as
// written, only the rule's own spelling met it. The spelling is `hklm:/software/x`: lower case
// (keys are case-insensitive), `/` separators, the hive's short name with a colon (reg's form
// too: a wider reading, for deny/ask only), `.` and `..` folded (`..` stays at the hive).
/**
 * A hive at a word's start: an optional provider prefix (the provider's path may start with a
 * separator: `Registry::\HKEY_LOCAL_MACHINE\x`), the hive, a colon or a separator or the end.
 */
const HIVE_START = /^((?:Microsoft\.PowerShell\.Core[\\/])?Registry::[\\/]*)?(HK[A-Z_]+)(?::|(?=[\\/]|$))/i;
const HIVES = {
    hkcu: 'hkcu', hkey_current_user: 'hkcu', hklm: 'hklm', hkey_local_machine: 'hklm',
    hkcr: 'hkcr', hkey_classes_root: 'hkcr', hku: 'hku', hkey_users: 'hku', hkcc: 'hkcc', hkey_current_config: 'hkcc',
};
/** Whether a word may start with a registry hive: its first letter (`h`, `r`, `m`), cheap. */
export function mayBeRegistryKey(text) {
    const c = text.charCodeAt(0) | 32;
    return c === 104 || c === 114 || c === 109;
}
/** `text`'s hive prefix as `hklm:` and the length it had, or undefined when it starts with none. */
function hivePrefix(text) {
    const m = HIVE_START.exec(text);
    if (m === null)
        return undefined;
    const hive = HIVES[m[2].toLowerCase()];
    return hive === undefined ? undefined : { hive: `${hive}:`, length: m[0].length };
}
/** A registry key word in the one spelling (see above), or undefined when it is none. */
export function spelledRegistryKey(text) {
    if (!mayBeRegistryKey(text))
        return undefined;
    const prefix = hivePrefix(text);
    if (prefix === undefined)
        return undefined;
    const segments = [];
    for (const s of text.slice(prefix.length).toLowerCase().split(/[\\/]+/)) {
        if (s === '' || s === '.')
            continue;
        if (s === '..')
            segments.pop();
        else
            segments.push(s);
    }
    return `${prefix.hive}/${segments.join('/')}`;
}
/**
 * A piece of a rule's registry key word (the pieces between its `*`s) in the one spelling: the
 * first with its hive as `hklm:`; `.`/`..` only fold in a word with no `*` (spelledRegistryKey).
 */
function spelledRegistryPiece(text, first) {
    const prefix = first ? hivePrefix(text) : undefined;
    const rest = (prefix === undefined ? text : `/${text.slice(prefix.length)}`).toLowerCase().replace(/[\\/]+/g, '/');
    return prefix === undefined ? rest : prefix.hive + rest;
}
/** A rule word (its literal parts) in the one spelling when it is a registry key, else undefined. */
export function spelledRegistryWord(word) {
    const head = word[0];
    if (head?.type !== 'literal' || !mayBeRegistryKey(head.text) || hivePrefix(head.text) === undefined)
        return undefined;
    if (word.length === 1)
        return [{ type: 'literal', text: spelledRegistryKey(head.text) }];
    return word.map((part, k) => (part.type === 'literal' ? { type: 'literal', text: spelledRegistryPiece(part.text, k === 0) } : part));
}
//# sourceMappingURL=registry-spelling.js.map