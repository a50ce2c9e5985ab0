// Reads one `sandbox` settings object (a managed source's, or the user's) into plain lists and
// flags. Managed documents arrive already checked by the loader; a caller's user object may not
// be, so every value is read defensively, in the restrictive direction of the loader's fallback
// table (src/load/fallbacks.ts): a force-on key that is not a boolean is on, a capability is off,
// an unreadable grant list grants nothing, an unreadable denial removes every grant beside it, an
// unreadable host list or proxy blocks outbound network. Each such reading is noted.
import { FLAG_PATHS, FORCE_ON_KEYS } from './types.js';
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const FORCE_ON = new Set(FORCE_ON_KEYS);
export function readSandboxInput(sandbox, decider) {
    const notes = [];
    const note = (pointer, message) => notes.push({ decidedBy: decider, pointer, message });
    const flags = {};
    const out = {};
    const restrictive = (key) => FORCE_ON.has(key) ? true : false;
    if (sandbox === undefined)
        return { decider, flags, notes };
    if (!isObject(sandbox)) {
        note('', 'the sandbox settings are not an object: every force-on key is on, every capability off, and no user path grant survives');
        for (const key of Object.keys(FLAG_PATHS))
            flags[key] = restrictive(key);
        return { decider, flags, readwritePaths: [], readonlyPaths: [], notes };
    }
    // The objects on the way to each flag; an unreadable one takes the restrictive value for all below it.
    const objectAt = (path) => {
        let v = sandbox;
        for (const s of path) {
            if (!isObject(v))
                return 'unreadable';
            v = v[s];
            if (v === undefined)
                return undefined;
        }
        return isObject(v) ? v : 'unreadable';
    };
    // One note for the outermost object that cannot be read.
    const subs = objectAt(['userPolicy']) === 'unreadable' ? [['userPolicy']] : [['userPolicy', 'filesystem'], ['userPolicy', 'network'], ['userPolicy', 'seatbelt']];
    for (const sub of subs) {
        if (objectAt(sub) === 'unreadable')
            note(`/${sub.join('/')}`, 'not an object: read in the restrictive direction');
    }
    for (const key of Object.keys(FLAG_PATHS)) {
        const path = FLAG_PATHS[key];
        const parent = objectAt(path.slice(0, -1));
        if (parent === undefined)
            continue;
        if (parent === 'unreadable') {
            flags[key] = restrictive(key);
            continue;
        }
        const v = parent[path[path.length - 1]];
        if (v === undefined)
            continue;
        if (typeof v === 'boolean')
            flags[key] = v;
        else {
            flags[key] = restrictive(key);
            note(`/${path.join('/')}`, `${key} is not a boolean: read as ${String(restrictive(key))}`);
        }
    }
    const filesystem = objectAt(['userPolicy', 'filesystem']);
    if (filesystem === 'unreadable' || objectAt(['userPolicy']) === 'unreadable') {
        out.readwritePaths = [];
        out.readonlyPaths = [];
    }
    else if (filesystem !== undefined) {
        for (const list of ['readwritePaths', 'readonlyPaths', 'deniedPaths']) {
            const v = filesystem[list];
            if (v === undefined)
                continue;
            const pointer = `/userPolicy/filesystem/${list}`;
            if (!Array.isArray(v)) {
                note(pointer, list === 'deniedPaths' ? 'not an array: no user path grant survives beside a denial that cannot be read' : 'not an array: read as [] (no user grant survives)');
                if (list === 'deniedPaths')
                    [out.readwritePaths, out.readonlyPaths] = [[], []];
                else
                    out[list] = [];
                continue;
            }
            const entries = [];
            v.forEach((e, i) => {
                if (typeof e === 'string' && e !== '')
                    entries.push(e);
                else if (list === 'deniedPaths') {
                    note(`${pointer}/${i}`, 'not a path: no user path grant survives beside a denial that cannot be read');
                    [out.readwritePaths, out.readonlyPaths] = [[], []];
                }
                else
                    note(`${pointer}/${i}`, 'not a path: the entry is dropped');
            });
            // A denial's failure above wins over the grant lists read after it.
            if (list === 'deniedPaths' || out[list] === undefined)
                out[list] = entries;
        }
    }
    const network = objectAt(['userPolicy', 'network']);
    if (isObject(network) && objectAt(['userPolicy']) !== 'unreadable') {
        for (const list of ['allowedHosts', 'blockedHosts']) {
            const v = network[list];
            if (v === undefined)
                continue;
            if (Array.isArray(v) && v.every((e) => typeof e === 'string'))
                out[list] = v;
            else {
                flags['network.allowOutbound'] = false;
                note(`/userPolicy/network/${list}`, 'not an array of strings: outbound network is blocked');
            }
        }
        const proxy = network.proxy;
        if (proxy !== undefined) {
            if (isObject(proxy) && typeof proxy.url === 'string' && proxy.url !== '')
                out.proxyUrl = proxy.url;
            else {
                flags['network.allowOutbound'] = false;
                note('/userPolicy/network/proxy', 'not an object with a url string: outbound network is blocked');
            }
        }
    }
    return { decider, flags, ...out, notes };
}
//# sourceMappingURL=input.js.map