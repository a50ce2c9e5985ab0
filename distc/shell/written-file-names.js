// Which texts the line wrote a file a command reads may hold (session 40). A file is kept by the
// name it was written as (piped-text.ts sameFile), but another spelling reaches it too: an absolute
// one (`/w/repo/f`), one through `..` (`a/../f`), one after a `cd` (`cd d; mytool < f` of `d/f`),
// so a name is matched by its last segment, broadly (for deny and ask rules only: another file of
// that name only adds readings); a name with an expansion by its literal last segment (`"$PWD/f"`).
// Were allowed: `echo /etc/passwd > /w/repo/f; mytool < f`, `… > f; mytool < "$PWD/f"`. (A
// file written where the line cannot name it, `> "$OUT"`, asks where it is opened.)
/** The keys of the written files by last segment, rebuilt when a file is added (keys are never removed). */
const bySegment = new WeakMap();
/** Written files read as one name's (a work bound: `echo x > d1/f; … > d300/f; cat f | mytool` joined 300 texts at each read); past it, a read asks. */
export const MAX_SPELLINGS = 16;
/** The key of a text code wrote to files it names more of than are read (script-written-files.ts): any file may hold it. */
export const ANY_WRITTEN_FILE = '\u0000any file code wrote';
/** The keys of the written files a name may be: itself and those with its last segment (at most MAX_SPELLINGS + 1: one past the bound says it is passed); ANY_WRITTEN_FILE where kept. */
export function writtenKeys(values, name) {
    const files = values.files;
    const out = files.has(name) ? [name] : [];
    if (name !== ANY_WRITTEN_FILE && files.has(ANY_WRITTEN_FILE))
        out.push(ANY_WRITTEN_FILE);
    const last = lastSegment(name);
    if (last === undefined)
        return out;
    for (const key of segmentIndex(files).get(last) ?? []) {
        if (key === name)
            continue;
        out.push(key);
        if (out.length > MAX_SPELLINGS)
            break;
    }
    return out;
}
/** The texts the line wrote that a file of this name may hold (writtenKeys), or undefined where none. */
export function writtenTextsOf(values, name) {
    const keys = writtenKeys(values, name).slice(0, MAX_SPELLINGS);
    if (keys.length === 0)
        return undefined;
    if (keys.length === 1)
        return values.files.get(keys[0]);
    return keys.flatMap((k) => values.files.get(k) ?? []);
}
/** Whether a file of this name may be one the line wrote more often than is kept (or one it opened for output with `exec`), or may be more written files than are read. */
export function overflowingWritten(values, name) {
    const keys = writtenKeys(values, name);
    return keys.length > MAX_SPELLINGS || keys.some((k) => values.overflowingFiles.has(k));
}
/**
 * Why a command reading a file of this name asks (overflowingWritten), or undefined where it need
 * not: the reason kept with the file it may be (LineValues.unread: a descriptor copy, `exec`'s
 * output), else that the line wrote it more than `maxTexts` times, or wrote too many files of its name.
 */
export function overflowReason(values, name, maxTexts) {
    const keys = writtenKeys(values, name);
    if (keys.length > MAX_SPELLINGS)
        return `the line writes more than ${MAX_SPELLINGS} files that may be ${name} (by its last segment) before a command reads it`;
    for (const k of keys) {
        if (!values.overflowingFiles.has(k))
            continue;
        return values.unreadReasons?.get(k) ?? `the line writes the file ${k === ANY_WRITTEN_FILE ? name : k} more than ${maxTexts} times before a command reads it`;
    }
    return undefined;
}
/** Whether the line wrote a file below this directory (as written: `d` of `d/f`), where a copy of the directory takes it (copied-files.ts). */
export function writtenBelow(values, directory) {
    if (directory === '')
        return false;
    // (The keys below it sort together, from the first one not less than `directory/`: a binary
    // search, not a set of every key's every directory, whose slices cost the square of a key's
    // length: `echo x > a/a/…/f` of 10,000 characters took 100 ms.)
    const index = segmentIndexOf(values.files);
    // (Sorted by UTF-16 units, as `<` compares; made when a copier first asks, not at each write.)
    const sorted = (index.sorted ??= [...values.files.keys()].sort());
    const prefix = `${directory}/`;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < sorted.length && sorted[lo].startsWith(prefix);
}
function segmentIndex(files) {
    return segmentIndexOf(files).keys;
}
function segmentIndexOf(files) {
    const kept = bySegment.get(files);
    if (kept !== undefined && kept.size === files.size)
        return kept;
    const keys = new Map();
    for (const key of files.keys()) {
        const last = lastSegment(key);
        if (last === undefined)
            continue;
        const list = keys.get(last);
        if (list === undefined)
            keys.set(last, [key]);
        else
            list.push(key);
    }
    const index = { size: files.size, keys, sorted: undefined };
    bySegment.set(files, index);
    return index;
}
/** A name's last segment, trailing slashes dropped; undefined for `.`, `..`, a root or an empty one. */
function lastSegment(name) {
    let end = name.length;
    while (end > 0 && name[end - 1] === '/')
        end--;
    const start = name.lastIndexOf('/', end - 1) + 1;
    const last = name.slice(start, end);
    return last === '' || last === '.' || last === '..' ? undefined : last;
}
//# sourceMappingURL=written-file-names.js.map