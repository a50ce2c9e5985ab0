// Whether a word names, as a program, some deny or ask rule's program (command-parts.ts
// possibleRuns: every word of a program the analysis does not read is looked up here).
import { mayStartAnyCaseName } from '../shell/command-index.js';
import { programAliases } from '../shell/program-name.js';
/** Whether some rule of the index is named by the word as a program (`rm`, `/bin/rm`, `RM.exe`, `python3.12`). */
export function namesRestrictedProgram(index, word) {
    const names = index.anyCase;
    if (names.size === 0 || word === '' || word.charCodeAt(0) === 45 /* - */)
        return false;
    // (A base longer than every name with an extension, not versioned as `python3.12` is: it names
    // none, and a 9,000-character word of code is not scanned and folded for each reading.)
    if (word.length > LONG_WORD && !endsInDigit(word) && word.length - 1 - Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) > longestName(names) + 4)
        return false;
    const base = programKey(index, word);
    if (base === undefined)
        return false;
    if (names.has(base))
        return true;
    const aliases = programAliases(base);
    return aliases !== undefined && aliases.some((a) => names.has(a));
}
const WINDOWS_PROGRAM_EXTENSION = /\.(?:exe|cmd|bat|com|ps1)$/;
/** Words up to this long are looked up as they are (the length test costs more than it saves). */
const LONG_WORD = 64;
const LONGEST_NAME = new WeakMap();
/** The length of the longest program name of an index (once per index). */
function longestName(names) {
    let longest = LONGEST_NAME.get(names);
    if (longest === undefined) {
        longest = 0;
        for (const n of names.keys())
            if (n.length > longest)
                longest = n.length;
        LONGEST_NAME.set(names, longest);
    }
    return longest;
}
function endsInDigit(word) {
    const c = word.charCodeAt(word.length - 1);
    return c >= 48 && c <= 57;
}
/**
 * The word's program as the index keys it: its base name after either separator (a Windows
 * program given `C:\bin\rm.exe` runs rm), lower-cased, without a Windows program extension.
 * One scan from the end: most words' bases (`rm`, `unit-1.test.ts`) need no copy, no folding
 * and no regex (every extension is four characters with its dot). Undefined when no key of the
 * index starts with the base's first character: the key and its aliases (programAliases: its
 * prefixes, `node` for `nodejs`) all start with it, so none is a name (most words, no copy).
 */
function programKey(index, word) {
    let start = 0;
    let plain = true;
    for (let k = word.length - 1; k >= 0; k--) {
        const c = word.charCodeAt(k);
        if (c === 47 || c === 92) {
            start = k + 1;
            break;
        }
        if ((c >= 65 && c <= 90) || c > 127)
            plain = false;
    }
    // (A base of `.` first may lose all of itself to the extension, `.exe`: looked up as before.)
    const first = word.charCodeAt(start);
    if (start < word.length && first !== 46 /* . */ && !mayStartAnyCaseName(index, first))
        return undefined;
    const base = start === 0 ? word : word.slice(start);
    const folded = plain ? base : base.toLowerCase();
    return folded.length >= 4 && folded.charCodeAt(folded.length - 4) === 46 /* . */ ? folded.replace(WINDOWS_PROGRAM_EXTENSION, '') : folded;
}
//# sourceMappingURL=restricted-programs.js.map