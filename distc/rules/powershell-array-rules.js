// A Shell rule written with a PowerShell array argument (`Shell(Remove-Item C:\x, C:\y)`,
// `Select-Object Name, Length`): PowerShell reads `a, b`, `a ,b`, `a , b` and `a,b` as one array,
// and the analysis gives deny and ask rules that command with each array as one word, its
// elements joined by "," (powershell-readings.ts). Deny and ask rules are read again with the
// blanks around such a comma removed (compile.ts, as backslash-paths.ts reads them again: wider,
// so safe); allow rules only as written (a PowerShell line reads its array per element, which such
// a rule does not name: the line asks, never allows more).
import { parseRule } from './grammar.js';
const BLANK = /[ \t]/;
/**
 * The specifier with the blanks around each unquoted comma after an argument removed, or
 * undefined when it has none. (A comma right after the command name, `Write-Output ,a`, starts a
 * one-element array, not one joined to the name.) `powershell`: PowerShell(...) quoting.
 */
export function arrayJoinedReading(spec, powershell) {
    const escape = powershell ? '`' : '\\';
    let out = '';
    let changed = false;
    /** Words begun so far (a comma joins only after an argument: the second word on). */
    let words = 0;
    let inWord = false;
    /** Where the current word starts in `out` (a comma that starts a word follows the name). */
    let wordStart = 0;
    for (let i = 0; i < spec.length; i++) {
        const c = spec[i];
        if (BLANK.test(c)) {
            // Blanks before a comma that follows an argument: the comma continues that word.
            let j = i;
            while (j < spec.length && BLANK.test(spec[j]))
                j++;
            if (spec[j] === ',' && words >= 2) {
                changed = true;
                i = j - 1;
                continue;
            }
            inWord = false;
            out += c;
            continue;
        }
        if (!inWord) {
            inWord = true;
            wordStart = out.length;
            words++;
        }
        if (c === "'" || c === '"') {
            // (A double-quoted escape does not close it; PowerShell's '' reopens: the same text.)
            let j = i + 1;
            while (j < spec.length && spec[j] !== c)
                j += c === '"' && spec[j] === escape ? 2 : 1;
            out += spec.slice(i, j + 1);
            i = j;
        }
        else if (c === escape) {
            out += spec.slice(i, i + 2);
            i++;
        }
        else if (c === ',' && words >= 2 && out.length > wordStart) {
            out += c;
            // Blanks after it: the next element continues this word.
            let j = i + 1;
            while (j < spec.length && BLANK.test(spec[j]))
                j++;
            if (j > i + 1 && j < spec.length)
                changed = true;
            if (j < spec.length)
                i = j - 1;
        }
        else
            out += c;
    }
    return changed ? out : undefined;
}
/** The rule read with its array elements joined, for deny and ask (none when it has no such comma, or that reading does not parse). */
export function arrayJoinedVariants(rule) {
    if (rule.kind !== 'shell' || !rule.text.includes(','))
        return [];
    const open = rule.text.indexOf('(');
    if (open < 0)
        return [];
    const spec = arrayJoinedReading(rule.text.slice(open + 1, -1), rule.caseInsensitive);
    if (spec === undefined)
        return [];
    const r = parseRule(`${rule.text.slice(0, open)}(${spec})`);
    return r.ok && r.rule.kind === rule.kind && r.rule.caseInsensitive === rule.caseInsensitive ? [r.rule] : [];
}
//# sourceMappingURL=powershell-array-rules.js.map