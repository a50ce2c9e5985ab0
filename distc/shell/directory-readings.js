// A command's readings in a directory (rule-directories.ts, decide/windows-command-directories.ts)
// depend on the rule only through which words they change: rules that change the same words meet
// one subject. Each is made, spelled and given its canonical forms once per decision, whichever
// rule and reading picks it (`docker run a,a,…` under four drive rules made each reading 8 times).
import { canonicalMemo } from './canonical-memo.js';
/**
 * `make` remembered per directory and picked words (`make` must be a function of the two);
 * `spell`: the reading as the rules spell paths (path-spelling.ts), undefined for itself.
 */
export function readingCache(make, spell) {
    const byDir = new Map();
    return (dir, picked) => {
        const key = picked.join(' ');
        let made = byDir.get(dir);
        if (made === undefined)
            byDir.set(dir, (made = new Map()));
        let reading = made.get(key);
        if (reading === undefined) {
            const subject = make(dir, picked);
            const spelled = spell?.(subject) ?? subject;
            reading = { key, subject, spelled, canonical: canonicalMemo(spelled) };
            made.set(key, reading);
        }
        return reading;
    };
}
//# sourceMappingURL=directory-readings.js.map