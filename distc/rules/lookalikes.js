// Characters that make a rule look like something it does not say: what a policy copied out of
// a wiki, a word processor or a PDF carries (fullwidth letters, typographic dashes, no-break
// spaces, a Cyrillic letter among Latin ones). A command line or a path never contains them, so
// a deny rule with one would silently never fire. Each is a warning; and a deny or ask rule is
// also read in its NFKC form with ASCII hyphens (lookalikeVariants), which is wider and so safe.
import { fullFoldMultiple, hasMultiFold } from '../paths/case-fold.js';
import { parseRule } from './grammar.js';
import { codePointName } from './types.js';
/** Characters that render as nothing (zero-width space, soft hyphen, joiners, variation selectors...). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Letters of other scripts that look like a Latin letter (UTS #39 confusables, a small subset). */
const LATIN_LOOKALIKES = new Map(Object.entries({
    // Cyrillic
    а: 'a', с: 'c', ԁ: 'd', е: 'e', һ: 'h', і: 'i', ј: 'j', к: 'k', м: 'm', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', т: 't', ԝ: 'w', х: 'x', у: 'y',
    А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
    // Greek
    α: 'a', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
    Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
    // Armenian
    հ: 'h', ո: 'n', ս: 'u', օ: 'o', զ: 'q',
}));
const NON_LATIN_LOOKALIKE = new RegExp(`[${[...LATIN_LOOKALIKES.keys()].join('')}]`, 'gu');
/** The text with every look-alike letter of LATIN_LOOKALIKES made Latin. */
export function foldLatinLookalikes(text) {
    return text.replace(NON_LATIN_LOOKALIKE, (c) => LATIN_LOOKALIKES.get(c) ?? c);
}
/** Unicode dashes and minus signs a shell reads as no option at all. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/u;
const DASHES_ALL = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
/** A dash starting a word (after a blank, `(`, or the start) that has more after it. */
const WORD_START_DASH = /(?:^|[\s(])([\u2010-\u2015\u2212\uFE58\uFE63\uFF0D])(?=[^\s)])/u;
/** Fullwidth ASCII forms. */
const FULLWIDTH = /[\uFF01-\uFF5E]/u;
/** Blanks other than the ASCII space. */
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;
/** A run of letters (and digits) that holds an ASCII letter and a letter of another script than Latin. */
const WORDS = /[\p{L}\p{M}\p{N}_]+/gu;
const NON_LATIN_LETTER = /(?![\p{Script=Latin}])\p{L}/u;
function isAscii(s) {
    for (let i = 0; i < s.length; i++)
        if (s.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
/** A character and its code point, for a message. */
function named(ch) {
    return `${JSON.stringify(ch)} (${codePointName(ch, 0)})`;
}
function warning(message, offset, length, hint, kind) {
    return { code: 'invalid-rule', message, offset, length, hint, kind };
}
/**
 * Warnings for look-alike characters in a rule (at most one per class). PowerShell rules already
 * warn for U+2013-U+2015 and Shell/Bash rules for non-ASCII blanks (shell-pattern.ts), so those
 * are not repeated.
 */
export function lookalikeWarnings(text, kind, selector) {
    if (isAscii(text))
        return [];
    const out = [];
    const fw = FULLWIDTH.exec(text);
    if (fw) {
        const ascii = String.fromCharCode(fw[0].charCodeAt(0) - 0xfee0);
        out.push(warning(`fullwidth character ${named(fw[0])} at offset ${fw.index} looks like ${JSON.stringify(ascii)} but is not: ${kind === 'domain' ? 'the host is mapped to ASCII' : 'no command or path has it'}`, fw.index, fw[0].length, `write the ASCII character ${JSON.stringify(ascii)}`, kind));
    }
    if (kind === 'shell') {
        const m = WORD_START_DASH.exec(text);
        const dash = m?.[1];
        if (m && dash !== undefined && !(selector === 'PowerShell' && /[\u2013-\u2015]/u.test(dash))) {
            const at = m.index + m[0].length - dash.length;
            out.push(warning(`${named(dash)} at offset ${at} starts a word like an option but is not "-": a command's options are ASCII hyphens, so the rule compares it literally`, at, dash.length, 'write ASCII hyphens ("-rf", "--force")', kind));
        }
    }
    if (kind === 'read' || kind === 'edit') {
        const sp = ODD_SPACES.exec(text);
        if (sp) {
            out.push(warning(`${named(sp[0])} at offset ${sp.index} looks like a space but is not one: a path with it is a different file`, sp.index, sp[0].length, 'write an ordinary space, or remove it', kind));
        }
    }
    for (const w of text.matchAll(WORDS)) {
        const word = w[0];
        if (!/[A-Za-z]/.test(word))
            continue;
        const other = NON_LATIN_LETTER.exec(word);
        if (!other)
            continue;
        const at = (w.index ?? 0) + other.index;
        out.push(warning(`${JSON.stringify(word)} mixes Latin letters with ${named(other[0])}, which may look like a Latin letter: the rule matches only that exact spelling`, at, other[0].length, 'retype the word in ASCII if that is what it means', kind));
        break;
    }
    return out;
}
/**
 * The readings of a deny/ask rule without look-alikes: NFKC (fullwidth letters and no-break
 * spaces become ASCII), also without invisible characters and with Cyrillic/Greek/Armenian
 * letters that look Latin made Latin (`Shell(r\u200Bm *)`, `Shell(rм *)` also deny `rm x`), and, in Shell rules, Unicode dashes as `-` and as `--` (a word processor
 * makes `--force` into `—force`). Each is parsed as a rule of the same kind; a reading that is
 * the rule itself or does not parse is left out. Domain rules are not read again: UTS #46
 * already maps their hosts.
 */
export function lookalikeVariants(rule) {
    const text = rule.text;
    if (rule.kind === 'domain' || isAscii(text))
        return [];
    const nfkc = text.normalize('NFKC');
    // Invisible characters removed, then Cyrillic/Greek/Armenian letters that look Latin made Latin.
    const visible = nfkc.replace(DEFAULT_IGNORABLE, '');
    const texts = new Set([nfkc, visible, foldLatinLookalikes(visible)]);
    if (rule.kind === 'shell') {
        for (const t of [...texts]) {
            if (!DASHES.test(t))
                continue;
            texts.add(t.replace(DASHES_ALL, '-'));
            texts.add(t.replace(DASHES_ALL, '--'));
        }
    }
    // A path rule with `ß`, `ﬁ`, `İ`… also in its full case folding: macOS opens `strasse` as `straße`.
    if (rule.kind === 'read' || rule.kind === 'edit')
        for (const t of [...texts])
            if (hasMultiFold(t))
                texts.add(fullFoldMultiple(t));
    const out = [];
    for (const t of texts) {
        if (t === text)
            continue;
        const r = parseRule(t);
        if (r.ok && r.rule.kind === rule.kind && r.rule.caseInsensitive === rule.caseInsensitive)
            out.push(r.rule);
    }
    return out;
}
//# sourceMappingURL=lookalikes.js.map