// One option word of a command, as the canonical reading takes it (command-canonical.ts): its
// synonyms (`--recursive` is `-r`), letter clusters (`-rf`), and the forms a command's option
// table knows (command-options.ts: `-XVALUE`, `--request=VALUE`, values only attached, unique
// long prefixes, Go's flags).
import { goFlagForm, isFalseSpelling, trueFlag } from './go-flags.js';
/**
 * Long options and spellings read as the short option they mean, for deny matching only.
 * `shortest`: the shortest abbreviation of a long option read, dashes included (`--r`: 3).
 */
function synonymOf(option, shortest = 3) {
    // Comparisons, not a table lookup: a lookup would hash (or internalize) every option word.
    switch (option) {
        case '--recursive':
        case '-R': return '-r';
        case '--force':
        case '--force-with-lease': return '-f';
        default: {
            // GNU tools (getopt_long) take any unambiguous prefix of a long option: `rm --r` can only
            // be --recursive, `--f` only --force; for deny, one that could stand for either of two
            // options reads as both.
            if (option.length < shortest || option.charCodeAt(1) !== 45)
                return undefined;
            // (`--force-with-lease=REF` forces as the bare option does: git push.)
            const eq = option.indexOf('=', 3);
            const name = eq < 0 ? option : option.slice(0, eq);
            if (name.length < shortest || name.length > 18)
                return undefined;
            if (eq < 0 && '--recursive'.startsWith(name))
                return '-r';
            if ('--force-with-lease'.startsWith(name))
                return '-f';
            return undefined;
        }
    }
}
/** `-x` for each ASCII letter x, through synonymOf: the options of a cluster like `-rf`. */
const LETTER_OPTIONS = Array.from({ length: 128 }, (_, c) => {
    const o = `-${String.fromCharCode(c)}`;
    return synonymOf(o) ?? o;
});
/** `-X` for each ASCII code X, made once (a cluster's letters are looked up in the tables: no string made per letter). */
const DASHED = Array.from({ length: 128 }, (_, c) => `-${String.fromCharCode(c)}`);
/**
 * `-` and two or more ASCII letters or digits, a letter among them (`-rf`, `-4f`): a cluster of
 * single-letter options (`git push -4f` forces; `-20` stays a word).
 */
export function isLetterCluster(w) {
    if (w.length < 3 || w.charCodeAt(0) !== 45)
        return false;
    let letter = false;
    for (let k = 1; k < w.length; k++) {
        const c = w.charCodeAt(k);
        if (isDigit(c))
            continue;
        const l = c | 32; // ASCII letters fold to a-z; nothing else lands there
        if (l < 97 || l > 122)
            return false;
        letter = true;
    }
    return letter;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
export function isOption(word) {
    return word.length > 1 && word[0] === '-';
}
/** An option word by the command's own rules too (pwsh: `/c`, an en dash), not only by a leading `-`. */
export function isOptionOf(word, table) {
    return isOption(word) || (table?.spelling !== undefined && word.length > 1 && word.charCodeAt(0) !== 45 && table.spelling(word) !== undefined);
}
/**
 * The forms of an option word the table knows (getopt): `-X` and `--request` (the value is the
 * next word: returns the option), `-XVALUE`, `-sXVALUE` and `--request=VALUE` (adds `-X VALUE`
 * to out: returns ''); another spelling of an option that takes no next word (`--in-place`,
 * `-ni.bak`: adds its options, with `-i .bak` for an attached value: returns ''). Undefined
 * when the word is none of them.
 */
function argumentForm(w, table, out) {
    if (table.goFlags === true)
        return goFlagForm(w, table, out);
    if (w.charCodeAt(1) === 45) {
        const eq = w.indexOf('=');
        const long = eq < 0 ? w : w.slice(0, eq);
        const option = longOptionOf(long, table);
        if (!table.withArgument.has(option)) {
            if (option === long)
                return undefined;
            out.push(option);
            if (eq >= 0 && table.optionalValue?.has(option) === true)
                out.push(`${option} ${w.slice(eq + 1)}`);
            return '';
        }
        if (eq < 0)
            return option;
        out.push(`${option} ${w.slice(eq + 1)}`);
        return '';
    }
    for (let k = 1; k < w.length; k++) {
        const code = w.charCodeAt(k);
        const option = code < 128 ? DASHED[code] : `-${w[k]}`;
        if (table.optionalValue?.has(option) === true) {
            // (The rest of the word is its value, if any: `-i.bak`, `-ni.orig`; `-Ei` has none.)
            for (let j = 1; j < k; j++)
                out.push(LETTER_OPTIONS[w.charCodeAt(j)]);
            out.push(option);
            if (k < w.length - 1)
                out.push(`${option} ${w.slice(k + 1)}`);
            return '';
        }
        if (table.withArgument.has(option)) {
            for (let j = 1; j < k; j++)
                out.push(LETTER_OPTIONS[w.charCodeAt(j)]);
            if (k === w.length - 1)
                return option;
            out.push(`${option} ${w.slice(k + 1)}`);
            return '';
        }
        const c = w.charCodeAt(k);
        if (isDigit(c))
            continue; // (`curl -4XDELETE`: -4, then -X DELETE)
        if ((c | 32) < 97 || (c | 32) > 122)
            return undefined;
    }
    return undefined;
}
/**
 * The option a long option word (no `=VALUE`) is in the table: by a synonym, as itself, or as
 * the one option of the table it is a prefix of (getopt_long's unique prefixes, `--in-pl`,
 * `--output-d`); the word itself when none or several.
 */
function longOptionOf(long, table) {
    const synonym = table.synonyms?.get(long);
    if (synonym !== undefined)
        return synonym;
    if (table.withArgument.has(long) || long.length < (table.shortestAbbreviation ?? 3))
        return long;
    let found;
    for (const [name, option] of table.synonyms ?? []) {
        if (!name.startsWith(long))
            continue;
        if (found !== undefined && found !== option)
            return long;
        found = option;
    }
    for (const name of table.withArgument) {
        if (name.charCodeAt(1) !== 45 || !name.startsWith(long))
            continue;
        if (found !== undefined && found !== name)
            return long;
        found = name;
    }
    return found ?? long;
}
/** Where SCRATCH is used, what readOption would add is not wanted. */
const SCRATCH = [];
/** Whether an option word (not `--`) takes the next word as its argument. */
export function takesNextWord(w, table) {
    if (table === undefined)
        return false;
    SCRATCH.length = 0;
    const r = argumentForm(w, table, SCRATCH);
    return r !== undefined && r !== '';
}
/** Whether the word after this one may be its value (see Canonical.skippable). */
export function mayTakeValue(w, table) {
    return isOption(w) && w !== '--' && !w.includes('=') && table?.flags?.has(w) !== true;
}
/**
 * Adds the canonical options of one option word (not `--`) to `out`. Returns the option when
 * it takes the next word as its argument (the caller adds `OPTION VALUE`), else undefined.
 */
export function readOption(w, dialect, table, out) {
    if (dialect === 'powershell') {
        // (A native program's option: its own spelling or synonym, in lower case as PowerShell rules compare.)
        const lower = w.toLowerCase();
        out.push(table === undefined ? lower : (table.spelling?.(lower) ?? table.synonyms?.get(lower)?.toLowerCase() ?? lower));
        return undefined;
    }
    const spelled = table?.spelling?.(w);
    if (spelled !== undefined) {
        out.push(spelled);
        return undefined;
    }
    if (table !== undefined) {
        const form = argumentForm(w, table, out);
        if (form !== undefined)
            return form === '' ? undefined : form;
    }
    // (A boolean given `=true` is the flag itself: `docker run --privileged=true`, `kubectl --all=1`.)
    const bare = trueFlag(w);
    if (bare !== undefined)
        w = bare;
    const synonym = synonymOf(w, table?.shortestAbbreviation);
    if (synonym) {
        out.push(synonym);
        // (An abbreviation may be of another long option too: `shred --re` is --remove.)
        if (w.charCodeAt(1) === 45 && w !== '--recursive' && w !== '--force')
            out.push(w);
    }
    else if (isLetterCluster(w)) {
        // Options compare as a set: a letter given again adds nothing (`-lll…` of 10,000 letters is one option).
        let lower = 0;
        let upper = 0;
        let digits = 0;
        for (let k = 1; k < w.length; k++) {
            const c = w.charCodeAt(k);
            if (isDigit(c)) {
                if (digits & (1 << (c - 48)))
                    continue;
                digits |= 1 << (c - 48);
                out.push(LETTER_OPTIONS[c]);
                continue;
            }
            const bit = 1 << ((c | 32) - 97);
            if (c >= 97) {
                if (lower & bit)
                    continue;
                lower |= bit;
            }
            else {
                if (upper & bit)
                    continue;
                upper |= bit;
            }
            out.push(LETTER_OPTIONS[c]);
        }
    }
    else
        out.push(w);
    // (`sed --in-place=.bak`, `--in-pl=.bak`: an option given a value is that option, for a deny
    // of it; not a boolean given false, `docker run --privileged=false`. Found in review.)
    if (w.charCodeAt(1) === 45) {
        const eq = w.indexOf('=', 3);
        if (eq > 0 && !isFalseSpelling(w, eq + 1))
            out.push(w.slice(0, eq));
    }
    return undefined;
}
//# sourceMappingURL=option-words.js.map