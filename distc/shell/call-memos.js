// Readings of a function's bodies and of a command's words kept per values object while the
// values are as they were (values-version.ts), for a line that calls one function many times
// (issue 3, session 38: `mytool $(f a) $(f a) …` read the same body with the same values 700
// times, `f | xargs mytool; …` 500). Only where the answer depends on the key, the values and
// `at` alone: the callers keep nothing while a function is being read (function-values.ts
// whileCalling, whose answers depend on the calls being read).
import { valuesVersion } from './values-version.js';
export function keptPerValues() {
    const kept = new WeakMap();
    return (key, values, at, read) => {
        const version = valuesVersion(values);
        if (values === undefined || version === undefined)
            return read();
        let byValues = kept.get(key);
        if (byValues === undefined)
            kept.set(key, (byValues = new WeakMap()));
        let byAt = byValues.get(values);
        if (byAt === undefined)
            byValues.set(values, (byAt = new Map()));
        const found = byAt.get(at);
        if (found !== undefined && found.version === version)
            return found.answer;
        const answer = read();
        byAt.set(at, { version, at, answer });
        return answer;
    };
}
//# sourceMappingURL=call-memos.js.map