// The one reader of registry writes: which keys a command may write, which value names, and the
// value it stores, with keys in one spelling (registry-paths.ts). What each kind of key means
// (a verb's command key, an autorun key, HKCU\Environment) is registry-keys.ts's table.
// Read: `reg add|copy`, `reg import|restore|load`, `regedit|regedt32|regini FILE`, `setx NAME VALUE`,
// the item cmdlets (Set-ItemProperty, New-ItemProperty, Set-Item, New-Item, Copy-Item, Move-Item,
// Rename-Item, …; `Rename-Item KEY NAME` writes KEY's parent's NAME) and Set-Location/Push-Location
// into a key (a relative write then lands there). Other registry writes are not read.
import { registryKeyPath, UNREADABLE_KEY } from './registry-paths.js';
import { firstLetters, mayStartOneOf } from './first-letters.js';
const UNREADABLE = 'the line writes a registry key whose `..` climbs above its hive';
/** The item cmdlets that write a key or a value. */
const ITEM_WRITERS = new Set(['Set-ItemProperty', 'New-ItemProperty', 'Set-Item', 'New-Item', 'Copy-Item', 'Move-Item', 'Rename-Item', 'Copy-ItemProperty', 'Move-ItemProperty', 'Rename-ItemProperty']);
const LOCATION_SETTERS = new Set(['Set-Location', 'Push-Location']);
/** Cmdlets that move or copy a whole key, values and all. */
const KEY_MOVERS = new Set(['Copy-Item', 'Move-Item', 'Rename-Item']);
/** A path on a registry drive or through the Registry provider. */
export const REGISTRY_PATH = /^(?:HK[A-Z_]+:|(?:Microsoft\.PowerShell\.Core\\)?Registry::)/i;
/** The programs read here (lower case, without `.exe`). */
export const REGISTRY_PROGRAMS = new Set(['reg', 'setx', 'regedit', 'regedt32', 'regini']);
/** Their first letter, either case (a cheap test before lower-casing a name). */
const REGISTRY_FIRST_LETTERS = firstLetters(REGISTRY_PROGRAMS);
/** The index of parameter `-NAME`'s value (by a prefix of at least `shortest` letters) and whether it is attached (`-Value:X`), or undefined. */
function parameterAt(words, name, shortest) {
    for (let k = 1; k < words.length; k++) {
        const m = /^-([a-z]+)(:?)(.*)$/is.exec(words[k]);
        if (m === null || m[1].length < shortest || !name.startsWith(m[1].toLowerCase()))
            continue;
        return m[2] === ':' ? [k, m[3]] : [k + 1, words[k + 1]];
    }
    return undefined;
}
/** The key `Rename-Item KEY -NewName NAME` (or `Rename-Item KEY NAME`) leaves: KEY's parent's NAME. */
function renamedKey(words, keys) {
    let newName;
    const positional = [];
    for (let k = 1; k < words.length; k++) {
        const m = /^-(ne[a-z]*)(:?)(.*)$/is.exec(words[k]);
        if (m !== null && 'newname'.startsWith(m[1].toLowerCase()))
            newName = m[2] === ':' ? m[3] : words[++k];
        else if (!words[k].startsWith('-'))
            positional.push(k);
    }
    const key = keys.find((w) => REGISTRY_PATH.test(w));
    newName ??= positional.length > 1 ? words[positional[1]] : undefined;
    return key === undefined || newName === undefined ? undefined : key.replace(/(?<![^\\])[^\\]*$/, () => newName);
}
function itemWrite(name, words, dynamic) {
    // (Any word may be the key or a value's name: `-Path P`, positional, `-Path:P`, `-Destination D`, `-Name command`.)
    const keys = words.map((w, k) => (k > 0 && !dynamic[k] ? registryKeyPath(w.replace(/^-[a-z]+:/is, '')) : ''));
    if (keys.includes(UNREADABLE_KEY))
        return { problem: UNREADABLE, fromFile: false };
    const renamed = name === 'Rename-Item' ? renamedKey(words, keys) : undefined;
    if (renamed !== undefined)
        keys.push(renamed);
    const anyName = dynamic.some((d, k) => k > 0 && d);
    if (LOCATION_SETTERS.has(name))
        return { by: 'location', keys, names: keys, anyName, wholeKey: false, value: undefined, valueDynamic: false };
    // (Set-ItemProperty KEY NAME VALUE and Set-Item KEY VALUE take the value by position too.)
    let at = parameterAt(words, 'value', 2);
    if (at === undefined) {
        const positional = [];
        for (let k = 1; k < words.length; k++)
            if (!words[k].startsWith('-') && !/^-[a-z]+$/i.test(words[k - 1]))
                positional.push(k);
        const k = name === 'Set-ItemProperty' ? positional[2] : name === 'Set-Item' ? positional[1] : undefined;
        if (k !== undefined)
            at = [k, words[k]];
    }
    return { by: 'item', keys, names: keys, anyName, wholeKey: KEY_MOVERS.has(name), value: at?.[1], valueDynamic: at !== undefined && dynamic[at[0]] === true };
}
/** `reg add KEY [/v NAME|/ve] [/d DATA]`, `reg copy SRC DEST`, `reg import|restore|load FILE`. */
function reg(words, dynamic) {
    // (`-d`, and MSYS's `//d` from Git Bash, are `/d`.)
    const lower = words.map((w) => w.toLowerCase().replace(/^(?:\/\/?|-)(?=[a-z])/, '/'));
    const verb = lower[1];
    if (verb === 'import' || verb === 'restore' || verb === 'load')
        return { problem: `reg ${verb} writes the keys a file names, which may store a command line Windows runs`, fromFile: true };
    if (verb !== 'add' && verb !== 'copy')
        return undefined;
    const keyAt = verb === 'add' ? 2 : 3;
    if (dynamic[keyAt])
        return { problem: `reg ${verb} writes a key named by an expansion`, fromFile: false };
    if (words[keyAt] === undefined)
        return undefined;
    const key = registryKeyPath(words[keyAt]);
    if (key === UNREADABLE_KEY)
        return { problem: UNREADABLE, fromFile: false };
    const v = lower.indexOf('/v', keyAt + 1);
    const d = lower.indexOf('/d', keyAt + 1);
    return {
        by: 'reg', keys: [key], names: v > 0 && words[v + 1] !== undefined ? [words[v + 1]] : [], anyName: v > 0 && dynamic[v + 1] === true,
        wholeKey: verb === 'copy', value: d > 0 ? words[d + 1] : undefined, valueDynamic: d > 0 && dynamic[d + 1] === true,
    };
}
/** `setx NAME VALUE` sets HKCU\Environment's NAME (HKLM's with /m). */
function setx(words, dynamic) {
    const operands = [];
    for (let k = 1; k < words.length; k++)
        if (dynamic[k] || (!words[k].startsWith('/') && !words[k].startsWith('-')))
            operands.push(k);
    const [nameAt, valueAt] = operands;
    if (nameAt === undefined)
        return undefined;
    return {
        by: 'setx', keys: ['HKCU\\Environment'], names: dynamic[nameAt] ? [] : [words[nameAt]], anyName: dynamic[nameAt] === true,
        wholeKey: false, value: valueAt === undefined ? undefined : words[valueAt], valueDynamic: valueAt !== undefined && dynamic[valueAt] === true,
    };
}
/** A cmdlet that may write a registry value or move into a key (readRegistryWrite reads its item). */
function isItemWriter(name) {
    // (A cmdlet's canonical name starts with a capital: a bash program's name, as most are, is looked up in neither set.)
    const first = name.charCodeAt(0);
    return first >= 65 && first <= 90 && (ITEM_WRITERS.has(name) || LOCATION_SETTERS.has(name));
}
/** The registry program `name` runs (lower case, without `.exe`), or undefined. */
function registryProgram(name) {
    // (Every command of a line comes here: most are no registry program in any case.)
    if (!mayStartOneOf(REGISTRY_FIRST_LETTERS, name.charCodeAt(0)))
        return undefined;
    const program = name.toLowerCase().replace(/\.exe$/, '');
    return REGISTRY_PROGRAMS.has(program) ? program : undefined;
}
/** Whether readRegistryWrite reads command `name`: it returns undefined for any other. */
export function mayWriteRegistry(name) {
    return isItemWriter(name) || registryProgram(name) !== undefined;
}
/**
 * The registry write command `name` makes (a cmdlet's canonical name, or a program as written),
 * one it cannot read, or undefined: none read.
 */
export function readRegistryWrite(name, words, dynamic) {
    if (isItemWriter(name))
        return itemWrite(name, words, dynamic);
    const program = registryProgram(name);
    if (program === undefined)
        return undefined;
    if (program === 'reg')
        return reg(words, dynamic);
    if (program === 'setx')
        return setx(words, dynamic);
    // (regedit and regini import the keys a file names; a bare `regedit` opens the editor.)
    return words.length > 1 ? { problem: `${words[0]} writes the registry keys a file names, which may store a command line Windows runs`, fromFile: true } : undefined;
}
//# sourceMappingURL=registry-writes.js.map