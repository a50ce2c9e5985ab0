// A line's values as a version that changes with every change of them (issue 3, session 38): what
// is kept per values object (call-memos.ts) holds while the version is the one it was kept under.
// Read from every field, so a field added to LineValues is covered without an edit here; a field
// of a kind this does not follow gives no version, and nothing is kept.
/** Each array met as a map's value, numbered as first met: an array put in place of another gets a number above every earlier one. */
const arrayNumbers = new WeakMap();
let nextNumber = 1;
/**
 * The values' version, or undefined where it may change without the version changing. Fields only
 * grow (no value, file or name is taken back) except a map's arrays, which may be replaced by a
 * shorter one (a lister's shapes past their bound, listed-paths.ts): the sizes count growth, the
 * arrays' numbers count replacements, and a version joins both.
 */
export function valuesVersion(values) {
    if (values === undefined)
        return '';
    let size = 0;
    let numbers = 0;
    for (const name in values) {
        const field = values[name];
        if (field === undefined || field === false)
            continue;
        if (field === true)
            size += 1;
        // (A count that only grows: referrals.)
        else if (typeof field === 'number')
            size += field;
        else if (Array.isArray(field))
            size += field.length;
        else if (field instanceof Set)
            size += field.size;
        else if (field instanceof Map) {
            size += field.size;
            for (const v of field.values()) {
                // (A map of another kind, a name reference's target, `declare -n`, may change in place: no version.)
                if (!Array.isArray(v))
                    return undefined;
                size += v.length;
                numbers += arrayNumber(v);
            }
        }
        else
            return undefined;
    }
    return `${size}/${numbers}`;
}
function arrayNumber(a) {
    let n = arrayNumbers.get(a);
    if (n === undefined)
        arrayNumbers.set(a, (n = nextNumber++));
    return n;
}
//# sourceMappingURL=values-version.js.map