// What an unknown bash word can become, for deny/ask matching (command-pattern.ts): a quoted
// expansion is one word of any text, a glob is words of its shape. Without a shape an unknown
// word stands for any words at all (an unquoted `$X` splits into words, options included).
//
// A shape is a pattern over one word: literal characters and two wildcards, WORD (any text) and
// NOSLASH (a glob's `*` or `?`: any text without `/`, since pathname expansion never matches a
// `/` with them, and the word left as written when nothing matches has none either).
import { DASHES } from './powershell-scan.js';
import { splitTail, wordValue } from './words.js';
/** Any characters within one word (never the word separator). */
export const WORD = '\u0003';
/** Any characters within one word but `/`. */
export const NOSLASH = '\u0004';
/** Open and close a group that repeats zero or more times (a glob's words) in a joined form. */
export const GROUP_START = '\u0005';
export const GROUP_END = '\u0006';
/** One character that is neither a dash nor the word separator (a PowerShell expression argument's first). */
export const NODASH = '\u0007';
/**
 * A cmdlet's argument from an expression (`$x`, `"$x"`, `$(…)`): one word that is never a
 * parameter: PowerShell binds a value of `-Recurse` as an argument (only a splat, `@p`, passes
 * parameters; a native program reads it as bash would, canonical-memo.ts nativeReading).
 */
export const EXPRESSION_ARGUMENT = Object.freeze({ kind: 'one', pattern: NODASH + WORD });
/** A PowerShell unknown word's shape as a cmdlet's argument: EXPRESSION_ARGUMENT, or undefined for a splat or a word written with a dash (`-Path:$x`). */
export function expressionArgumentShape(word) {
    return word === '' || word.charCodeAt(0) === 64 /* @ */ || DASHES.has(word[0]) ? undefined : EXPRESSION_ARGUMENT;
}
/** The subject's shapes with its unshaped expression words as a cmdlet's (expressionArgumentShape), or the shapes when none changes. */
export function cmdletArgumentShapes(words, dynamic, shapes) {
    let out;
    for (let i = 1; i < words.length; i++) {
        if (!dynamic[i] || shapes?.[i] !== undefined)
            continue;
        const shape = expressionArgumentShape(words[i]);
        if (shape !== undefined)
            (out ??= shapes === undefined ? new Array(words.length).fill(undefined) : [...shapes])[i] = shape;
    }
    return out ?? shapes;
}
export function markBashWord(word, namerefs) {
    word.bashNamerefs = namerefs;
}
/** The shape of a bash word with an unknown part, or undefined when it may be any words. */
export function bashWordShape(word) {
    const namerefs = word.bashNamerefs;
    if (namerefs === undefined)
        return undefined;
    // (HOME taken as unknown: a line may assign it.)
    const tail = splitTail(word, false, namerefs);
    if (tail !== undefined && tail.parts !== word.parts)
        return undefined;
    const parts = word.parts;
    let pattern = '';
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        switch (part.type) {
            case 'literal':
                for (let k = 0; k < part.text.length; k++) {
                    // A control character could read as a marker; a wildcard stands for it (wider).
                    pattern += part.text.charCodeAt(k) <= 6 ? WORD : part.text[k];
                }
                break;
            case 'glob':
                // Braces make words of their insides (`{-r,x}`); a `[` not known to close may hold quotes.
                if (part.text === '{' || part.text === '}' || part.text === '[')
                    return undefined;
                // (`**` takes directories too, with globstar.)
                pattern += (part.text === '*' || part.text === '?') && !isStar(parts[i - 1]) && !isStar(parts[i + 1]) ? NOSLASH : WORD;
                break;
            case 'expansion':
                // An unquoted value is split by IFS (an integer too, were IFS a digit); `~` is not.
                if (!part.quoted && part.text.charCodeAt(0) !== 126)
                    return undefined;
                pattern += WORD;
                break;
            case 'command-substitution':
                if (!part.quoted)
                    return undefined;
                pattern += WORD;
                break;
            default:
                return undefined;
        }
    }
    // A glob may match without case (nocaseglob): its letters are kept in lower case and compared
    // folded (shapesIntersect).
    return tail === undefined ? { kind: 'one', pattern } : { kind: 'glob', pattern: asciiFolded(pattern) };
}
/**
 * The shape of a PowerShell word whose only unknowns are wildcards (`*.tmp`, `a?[bc]`): a cmdlet
 * gets the text and matches it itself, a native program on Unix gets the names it matches (any
 * case); either way words of its shape. Undefined for any other word, and for one starting with
 * a dash or `~` (a parameter, or the home directory).
 */
export function powershellWordShape(word) {
    let pattern = '';
    // (A run of wildcards is one repeat, a literal one replace: `Remove-Item '****…'` made 10,000
    // concatenations here and 10,000 more in asciiFolded.)
    let globs = 0;
    for (const part of word.parts) {
        if (part.type === 'glob') {
            globs++;
            continue;
        }
        if (part.type !== 'literal')
            return undefined;
        if (globs > 0)
            pattern += WORD.repeat(globs);
        globs = 0;
        pattern += part.text.replace(PATTERN_MARKERS, WORD);
    }
    if (globs > 0)
        pattern += WORD.repeat(globs);
    const c = pattern.charCodeAt(0);
    if (c === 126 || DASHES.has(pattern[0]))
        return undefined;
    return { kind: 'glob', pattern: asciiFolded(pattern) };
}
/** ASCII letters in lower case; any other non-ASCII character a wildcard (its case rules vary by locale). */
function asciiFolded(pattern) {
    // (Each code unit past ASCII is a wildcard first, so that lower-casing sees ASCII only and keeps
    // every other unit: `İ` would lower to two.)
    return pattern.replace(NON_ASCII_UNITS, WORD).toLowerCase();
}
/** Code units past ASCII, each alone (no `u` flag: a surrogate pair is two wildcards, as before). */
// eslint-disable-next-line no-control-regex
const NON_ASCII_UNITS = /[^\x00-\x7f]/g;
/** The code units the shapes use as markers (WORD, NOSLASH and below): a literal's are wildcards. */
// eslint-disable-next-line no-control-regex
const PATTERN_MARKERS = /[\x00-\x06]/g;
function isStar(part) {
    return part !== undefined && part.type === 'glob' && part.text === '*';
}
/** Shapes of a subject's words (undefined when no word has one). */
export function subjectShapes(words, dynamic, spans, dialect = 'bash') {
    if (spans.length !== words.length)
        return undefined;
    let shapes;
    for (let i = 1; i < words.length; i++) {
        const span = spans[i];
        if (!dynamic[i] || span === undefined)
            continue;
        // Only where the word is the one parsed (a runner may have put another text in its place).
        const v = wordValue(span);
        if (!v.dynamic || v.value !== words[i])
            continue;
        const shape = dialect === 'bash' ? bashWordShape(span) : powershellWordShape(span);
        if (shape !== undefined)
            (shapes ??= new Array(words.length).fill(undefined))[i] = shape;
    }
    return shapes;
}
/** Whether some word of the shape can start with `-` (be an option, or `--`). */
export function shapeMayBeOption(shape) {
    const c = shape.pattern.charCodeAt(0);
    return c === 45 || c === 3 || c === 4 || shape.pattern.length === 0;
}
const ANY_CODE = 2;
const SEP_CODE = 0;
const NODASH_CODE = 7;
/**
 * Whether a rule's joined form (literal characters, the separator, ANY spanning anything) and a
 * command's (also WORD, NOSLASH, and groups repeated zero or more times) can stand for a common
 * string. Reachability over pairs of positions; a very large product is a possible match (it
 * only widens a deny).
 */
export function shapesIntersect(rule, cmd, foldAll = false) {
    // Where both sides have plain characters, at the start and at the end, only one step is
    // possible: compared here, before any allocation (most rules differ from a command early).
    let i0 = 0;
    let j0 = 0;
    while (i0 < rule.length && j0 < cmd.length) {
        const r = rule.charCodeAt(i0);
        const c = cmd.charCodeAt(j0);
        if (r === ANY_CODE || c <= 7)
            break;
        if (c !== r && !(foldAll && c === foldedCode(r)))
            return false;
        i0++;
        j0++;
    }
    let n = rule.length;
    let m = cmd.length;
    while (n > i0 && m > j0) {
        const r = rule.charCodeAt(n - 1);
        const c = cmd.charCodeAt(m - 1);
        if (r === ANY_CODE || c <= 7)
            break;
        if (c !== r && !(foldAll && c === foldedCode(r)))
            return false;
        n--;
        m--;
    }
    if (i0 > 0 || j0 > 0 || n < rule.length || m < cmd.length)
        return reachable(rule.slice(i0, n), cmd.slice(j0, m), foldAll);
    return reachable(rule, cmd, foldAll);
}
/**
 * Pairs reachable() may visit in one decision, over all its calls (decide sets it going and
 * stops it): a 10,000-character word met by eight rule words visited 1.5 million (1.7 ms).
 * Outside a decision (compiling rules), only the per-call bound holds.
 */
const DECISION_PAIRS = 400_000;
let pairsLeft = Infinity;
/** Starts a decision's budget of pairs. */
export function startShapeWork() {
    pairsLeft = DECISION_PAIRS;
}
/** Ends it (work outside a decision is bounded per call only). */
export function endShapeWork() {
    pairsLeft = Infinity;
}
/** shapesIntersect's search over pairs of positions. */
function reachable(rule, cmd, foldAll) {
    const n = rule.length;
    const m = cmd.length;
    const width = m + 1;
    // (Beyond a quarter of a million pairs, or the decision's budget: a possible match, which only widens a deny.)
    const pairs = (n + 1) * width;
    if (pairs > 250_000 || pairs > pairsLeft)
        return true;
    pairsLeft -= pairs;
    return search(rule, withoutRepeatedWildcards(cmd), foldAll);
}
/**
 * `cmd` with each run of one wildcard (WORD, NOSLASH, ANY) as one: each stands for any text of
 * its class, so two in a row for the same texts. (The budget above counts the word as written:
 * the same answers within it; a word of 10,000 `*` was searched over 250,000 pairs, 0.5 ms.)
 */
function withoutRepeatedWildcards(cmd) {
    let out;
    let from = 0;
    for (let j = 1; j < cmd.length; j++) {
        const c = cmd.charCodeAt(j);
        if ((c === ANY_CODE || c === 3 || c === 4) && cmd.charCodeAt(j - 1) === c) {
            // (The whole run at once: a piece per repeat was 10,000 concatenations for a word of `*`.)
            let end = j + 1;
            while (end < cmd.length && cmd.charCodeAt(end) === c)
                end++;
            out = (out ?? '') + cmd.slice(from, j);
            from = end;
            j = end - 1;
        }
    }
    return out === undefined ? cmd : out + cmd.slice(from);
}
/** reachable()'s search, within its budget. */
function search(rule, cmd, foldAll) {
    const n = rule.length;
    const m = cmd.length;
    const width = m + 1;
    const partner = new Int32Array(m);
    // Characters of a glob's shape (in a group, or all with foldAll) are lower case: the rule's fold.
    const folded = new Uint8Array(m);
    let open = -1;
    for (let j = 0; j < m; j++) {
        const c = cmd.charCodeAt(j);
        if (c === 5)
            open = j;
        else if (c === 6) {
            partner[open] = j;
            partner[j] = open;
            open = -1;
        }
        else if (open >= 0 || foldAll)
            folded[j] = 1;
    }
    const seen = new Uint8Array((n + 1) * width);
    const stack = [0];
    seen[0] = 1;
    const push = (i, j) => {
        const k = i * width + j;
        if (seen[k] === 0) {
            seen[k] = 1;
            stack.push(k);
        }
    };
    // (A rule ending in ANY meets whatever the command's rest stands for, once its ANY is reached:
    // the rest stands for some text, and ANY spans any. Else each of its characters was a step.)
    const tailAny = n > 0 && rule.charCodeAt(n - 1) === ANY_CODE ? n - 1 : -1;
    while (stack.length > 0) {
        const k = stack.pop();
        const i = Math.floor(k / width);
        const j = k - i * width;
        if ((i === n && j === m) || i === tailAny)
            return true;
        const r = i < n ? rule.charCodeAt(i) : -1;
        const c = j < m ? cmd.charCodeAt(j) : -1;
        const wild = c === ANY_CODE || c === 3 || c === 4;
        if (r === ANY_CODE)
            push(i + 1, j);
        if (wild)
            push(i, j + 1);
        if (c === 5 || c === 6) {
            // Into the group or past it (start); out of it or round again (end).
            push(i, j + 1);
            push(i, partner[j] + 1);
        }
        if (r >= 0 && r !== ANY_CODE) {
            if ((c === r || (folded[j] === 1 && c === foldedCode(r))) && !wild)
                push(i + 1, j + 1);
            else if (c === NODASH_CODE) {
                if (r !== SEP_CODE && !DASHES.has(rule[i]))
                    push(i + 1, j + 1);
            }
            else if (c === ANY_CODE || (c === 3 && r !== SEP_CODE) || (c === 4 && r !== SEP_CODE && r !== 47))
                push(i + 1, j);
        }
        else if (r === ANY_CODE && c >= 0 && !wild && c !== 5 && c !== 6)
            push(i, j + 1);
    }
    return false;
}
/** An ASCII letter's code in lower case (a glob's shape holds no other letters: asciiFolded). */
function foldedCode(c) {
    return c >= 65 && c <= 90 ? c + 32 : c;
}
//# sourceMappingURL=word-shapes.js.map