// One spelling of a registry key, so that the key tests in registry-writes.ts and
// registry-autoruns.ts see `HKCU:Environment` (drive-relative: the drive's location is its root
// unless the line moved), `HKCU:\Software\..\Environment`, `HKCU:\Environment\.` and
// `HKU\S-1-5-21-…\Environment` (the user's own hive under HKEY_USERS) as HKCU\Environment.
// PowerShell's Registry provider folds `.` and `..`; reg is given the same reading (a key named
// `..` is no autorun key either way).
/** A registry path: the provider prefix, the hive, its drive colon, and the rest. */
const REGISTRY_WORD = /^((?:Microsoft\.PowerShell\.Core\\)?Registry::)?(HK[A-Z_]+)(:?)(.*)$/is;
/** A user's hive under HKEY_USERS (`S-1-5-21-…`), and its classes hive (`…_Classes`). */
const USER_SID = /^S-1-5-21(?:-\d+)+(_Classes)?$/i;
const HIVES = {
    hkcu: 'HKCU', hkey_current_user: 'HKCU', hklm: 'HKLM', hkey_local_machine: 'HKLM',
    hkcr: 'HKCR', hkey_classes_root: 'HKCR', hku: 'HKU', hkey_users: 'HKU', hkcc: 'HKCC', hkey_current_config: 'HKCC',
};
/** Stands for a key whose `..` climbs above its hive: no key can be named from it. */
export const UNREADABLE_KEY = '\u0001';
/**
 * `word` as `[Registry::]HIVE[:]\seg\…` with `.` and `..` folded, HKU\<user SID> as HKCU, and the
 * hive's short name; `word` itself when it is no registry path; UNREADABLE_KEY when `..` climbs
 * above the hive.
 */
export function registryKeyPath(word) {
    // (Most words are no registry path: a first-letter test before the regex.)
    const c = word.charCodeAt(0) | 32;
    if (c !== 104 && c !== 114 && c !== 109)
        return word;
    const m = REGISTRY_WORD.exec(word);
    if (m === null)
        return word;
    let hive = HIVES[m[2].toLowerCase()];
    if (hive === undefined)
        return word;
    const segments = [];
    for (const s of m[4].split(/[\\/]+/)) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (segments.pop() === undefined)
                return UNREADABLE_KEY;
        }
        else
            segments.push(s);
    }
    const sid = hive === 'HKU' && segments.length > 0 ? USER_SID.exec(segments[0]) : null;
    if (sid !== null) {
        hive = 'HKCU';
        segments.splice(0, 1, ...(sid[1] !== undefined ? ['Software', 'Classes'] : []));
    }
    return `${m[1] ?? ''}${hive}${m[3]}\\${segments.join('\\')}`;
}
//# sourceMappingURL=registry-paths.js.map