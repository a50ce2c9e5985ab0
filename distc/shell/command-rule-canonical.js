// The canonical reading of a deny/ask Shell rule (see command-pattern.ts), for every rule whose
// name is literal, `*`s included: semantics 4.1 reads a rule's options as a set whatever else
// it holds, so `Shell(rm -rf /home/*)` fires on `rm -fr /home/x` and `rm /home/x -rf`.
//
// A rule word that is only `*` is a gap: any number of the command's positional words (options
// are a set and need no gap). A positional word with `*` is a glob over one word; a `*` at its
// start or end may also span words (as in the raw reading), so a gap is added on that side. An
// option word with `*` (`--force*`, `-X *`) must match one of the command's options, as read or
// as written. `-rf*` is the options -r and -f followed by a gap.
import { isOption, isOptionOf, readOption } from './option-words.js';
import { isBundledCluster, unbundled } from './bundled-options.js';
import { attachedPositionName, cmdletWordOrder, fileCmdletParameters, ORDER_GAP } from './cmdlet-word-order.js';
import { commandOptions } from './command-options.js';
import { hasSubcommandSynonyms, subcommandSynonym } from './subcommand-synonyms.js';
import { shapesIntersect } from './word-shapes.js';
/** Any characters, in the joined form shapesIntersect reads. */
const ANY = '\u0002';
/** Glob with only `*` (pieces between them) against a string: greedy, linear. */
export function piecesMatch(pieces, s) {
    const n = pieces.length;
    if (n === 1)
        return s === pieces[0];
    const head = pieces[0] ?? '';
    const tail = pieces[n - 1] ?? '';
    if (s.length < head.length + tail.length || !s.startsWith(head) || !s.endsWith(tail))
        return false;
    let at = head.length;
    const limit = s.length - tail.length;
    for (let i = 1; i < n - 1; i++) {
        const piece = pieces[i] ?? '';
        const found = s.indexOf(piece, at);
        if (found < 0 || found + piece.length > limit)
            return false;
        at = found + piece.length;
    }
    return true;
}
/** The pieces of a word between its `*`s (one piece when it has none). */
function piecesOf(word, fold) {
    const pieces = [''];
    for (const part of word) {
        if (part.type === 'any')
            pieces.push('');
        else
            pieces[pieces.length - 1] += fold(part.text);
    }
    return pieces;
}
/** `-` then ASCII letters then one `*` (`-rf*`). */
function isLetterClusterGlob(pieces) {
    return pieces.length === 2 && pieces[1] === '' && /^-[A-Za-z]+$/.test(pieces[0]);
}
/**
 * The canonical form of a rule's words (words[0] is not read; `name` is the rule's name, or its
 * basename). `fold` is applied to every literal (PowerShell rules compare folded). `prefix`: the
 * rule ends in ` *`, which a file cmdlet's last parameter may take as its value
 * (`Shell(Copy-Item -Path C:\x -Destination *)`).
 */
export function canonicalRule(name, words, dialect, fold, prefix = false) {
    const bound = dialect === 'powershell' ? cmdletBoundWords(name, prefix ? [...words, ANY_WORD] : words) : undefined;
    return canonicalWords(name, bound ?? words, dialect, fold);
}
/** An unquoted `*`: any words. */
const ANY_WORD = Object.freeze([Object.freeze({ type: 'any' })]);
/** A file cmdlet's rule words in binding order, positions named by parameter read as positional (cmdlet-word-order.ts). */
function cmdletBoundWords(name, words) {
    const spec = fileCmdletParameters(name);
    if (spec === undefined)
        return undefined;
    words = attachedRuleValuesApart(spec, words);
    const texts = [];
    for (const w of words) {
        if (w.every((p) => p.type === 'literal'))
            texts.push(w.map((p) => p.text).join(''));
        // (An option glob, `-Pa*`: its parameter is not known; the words stay as written.)
        else if (w[0]?.type === 'literal' && w[0].text.startsWith('-'))
            return undefined;
        else
            texts.push(null);
    }
    const order = cmdletWordOrder(name, texts, false);
    return order && [words[0], ...order.map((k) => (k === ORDER_GAP ? ANY_WORD : words[k]))];
}
/**
 * The rule words with each `-Name:VALUE` whose parameter binds a position apart, `-Name` `VALUE`
 * (`-Name:` alone: `-Name`), as a line's are (command-canonical.ts): `Shell(Copy-Item
 * -Destination:D:\x *)` must meet `Copy-Item a D:\x` too. The value may hold `*`s.
 */
function attachedRuleValuesApart(spec, words) {
    let out;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const head = w[0];
        const parameter = head?.type === 'literal' ? attachedPositionName(spec, head.text) : undefined;
        if (parameter === undefined) {
            out?.push(w);
            continue;
        }
        out ??= words.slice(0, i);
        out.push([{ type: 'literal', text: parameter }]);
        const rest = head.type === 'literal' ? head.text.slice(parameter.length + 1) : '';
        const value = [...(rest === '' ? [] : [{ type: 'literal', text: rest }]), ...w.slice(1)];
        if (value.length > 0)
            out.push(value);
    }
    return out ?? words;
}
/** canonicalRule on words in their binding order. */
function canonicalWords(name, words, dialect, fold) {
    const table = commandOptions(name, dialect);
    const cluster = words.length > 1 && words[1].every((p) => p.type === 'literal') ? words[1].map((p) => p.text).join('') : undefined;
    if (isBundledCluster(cluster, false, table)) {
        // (tar's old style, `Shell(tar xf *)`: read as `tar -x -f *`.)
        const order = unbundled(cluster, words.length, table);
        return canonicalWords(name, order.map((k) => (typeof k === 'string' ? [{ type: 'literal', text: k }] : words[k])), dialect, fold);
    }
    const options = [];
    const optionGlobs = [];
    const positionals = [];
    let optionsEnded = false;
    let literal = true;
    const gap = () => {
        literal = false;
        if (positionals[positionals.length - 1] !== null)
            positionals.push(null);
    };
    for (let i = 1; i < words.length; i++) {
        const pieces = piecesOf(words[i], fold);
        const head = pieces[0];
        if (pieces.length === 1 && (optionsEnded || !isOptionOf(head, table))) {
            positionals.push(pieces);
        }
        else if (pieces.length === 1 && head === '--') {
            optionsEnded = true;
        }
        else if (pieces.length === 1) {
            const takesNext = readOption(head, dialect, table, options);
            if (takesNext === undefined)
                continue;
            // `OPTION VALUE`: a glob when the value has a `*` or is missing (`Shell(curl -X)`).
            const written = i + 1 < words.length;
            const value = written ? piecesOf(words[i + 1], fold) : ['', ''];
            i++;
            if (value.length === 1)
                options.push(`${takesNext} ${value[0]}`);
            else
                optionGlobs.push([`${takesNext} ${value[0]}`, ...value.slice(1)]);
            // A value ending in `*` also takes the words after it, as in the raw reading: since options
            // are a set, any positional words (`Shell(curl -o /etc/*)` denies `curl u -o /etc/x`).
            if (written && value.length > 1 && value[value.length - 1] === '')
                gap();
        }
        else if (pieces.length === 2 && head === '' && pieces[1] === '') {
            gap();
        }
        else if (!optionsEnded && isOption(head)) {
            if (dialect === 'bash' && isLetterClusterGlob(pieces))
                readOption(head, dialect, undefined, options);
            else
                optionGlobs.push(pieces);
            if (pieces[pieces.length - 1] === '')
                gap();
        }
        else {
            if (head === '')
                gap();
            positionals.push(pieces);
            literal = false;
            if (pieces[pieces.length - 1] === '')
                gap();
        }
    }
    const first = positionals[0];
    // A subcommand under its canonical name (`Shell(npm i *)` is `npm install`), which the command
    // index keys it on: a command's other spellings are looked up by that name too (command-index.ts).
    if (hasSubcommandSynonyms(name)) {
        const read = canonicalSubcommand(name, positionals, options) ?? positionals;
        const key = read[0];
        return { name, options, optionGlobs, positionals: read, first: key && key.length === 1 ? key[0] : undefined, literal };
    }
    return { name, options, optionGlobs, positionals, first: first && first.length === 1 ? first[0] : undefined, literal };
}
/** A rule's leading literal words with the subcommand respelled (subcommand-synonyms.ts), or undefined. */
function canonicalSubcommand(name, positionals, options) {
    const words = [];
    for (const p of positionals) {
        if (p === null || p.length !== 1)
            break;
        words.push(p[0]);
    }
    const s = subcommandSynonym(name, words, 0, options);
    return s === undefined ? undefined : [...s.words.map((w) => [w]), ...positionals.slice(s.taken)];
}
/**
 * Does the command's canonical form match the rule's? `foldName`: names compare folded;
 * `abbreviations`: a command option may be an abbreviation of the rule's (PowerShell).
 */
export function ruleCanonicalMatches(rule, cmd, prefix, foldName, abbreviations) {
    // Other readings of the same words: a last word that may be an option (word-shapes.ts), git
    // push's refspecs by their destination (git-canonical.ts), a subcommand's other name
    // (subcommand-synonyms.ts). Each is a Canonical of its own, which may have readings too.
    if (cmd.asOption !== undefined && ruleCanonicalMatches(rule, cmd.asOption, prefix, foldName, abbreviations))
        return true;
    if (cmd.alternative !== undefined && ruleCanonicalMatches(rule, cmd.alternative, prefix, foldName, abbreviations))
        return true;
    if (cmd.also !== undefined && ruleCanonicalMatches(rule, cmd.also, prefix, foldName, abbreviations))
        return true;
    return readingMatches(rule, cmd, prefix, foldName, abbreviations);
}
/** ruleCanonicalMatches for one reading of the command. */
function readingMatches(rule, cmd, prefix, foldName, abbreviations) {
    const same = foldName ? rule.name.toLowerCase() === cmd.name.toLowerCase() : rule.name === cmd.name;
    if (!same)
        return false;
    const unknown = cmd.firstUnknown !== Infinity || cmd.optionsOpen;
    for (const o of rule.options) {
        if (cmd.options.includes(o))
            continue;
        // PowerShell parameters may be abbreviated: -r, -rec and -Recurse are the same switch.
        if (abbreviations && cmd.options.some((c) => c.length >= 2 && o.startsWith(c)))
            continue;
        // And the rule's may be (`Shell(rm -r *)` read as Remove-Item's: -r is -Recurse; an ambiguous one meets each).
        if (abbreviations && isParameterPrefix(o) && cmd.options.some((c) => c.length > o.length && c.startsWith(o) && !c.includes(' ')))
            continue;
        // So may GNU long options (`git push --mir` for `--mirror`): getopt_long takes any unique prefix (`--m`).
        if (o.charCodeAt(1) === 45) {
            const shortest = shortestAbbreviation(rule.name);
            if (cmd.options.some((c) => isLongAbbreviation(c, o, shortest)))
                continue;
        }
        if (unknown)
            continue;
        return false;
    }
    for (const g of rule.optionGlobs) {
        if (unknown || cmd.options.some((c) => piecesMatch(g, c)) || cmd.optionWords.some((c) => piecesMatch(g, c)))
            continue;
        return false;
    }
    return rule.literal && cmd.shapes === undefined && cmd.laterValues === undefined ? literalPositionals(rule.positionals, cmd, prefix) : globPositionals(rule.positionals, cmd, prefix);
}
/** A rule's single-dash option without a value (`-r`, `-rec`), which may abbreviate a PowerShell parameter. */
function isParameterPrefix(option) {
    return option.length >= 2 && option.charCodeAt(1) !== 45 && !option.includes(' ');
}
/** The shortest long-option abbreviation a command takes (CommandOptions.shortestAbbreviation). */
export function shortestAbbreviation(name) {
    return commandOptions(name, 'bash')?.shortestAbbreviation ?? 3;
}
/** `--abc` (`shortest` characters at least, no value) abbreviates the long option `--abcdef`. */
function isLongAbbreviation(c, o, shortest) {
    return c.length >= shortest && c.length < o.length && c.charCodeAt(1) === 45 && o.startsWith(c) && !c.includes('=') && !o.includes(' ');
}
/**
 * The rule's words equal the command's (a prefix of them with a trailing ` *`), from the start
 * or after leading words that may be option values (Canonical.skippable).
 */
function literalPositionals(p, cmd, prefix) {
    const last = p.length === 0 ? 0 : cmd.skippable;
    for (let start = 0; start <= last; start++)
        if (literalFrom(p, cmd, prefix, start))
            return true;
    return false;
}
function literalFrom(p, cmd, prefix, start) {
    const q = cmd.positionals;
    for (let i = 0; i < p.length; i++) {
        if (start + i >= cmd.firstUnknown)
            return true;
        if (start + i >= q.length || p[i][0] !== q[start + i])
            return false;
    }
    return prefix || q.length === start + p.length || cmd.firstUnknown <= start + p.length;
}
/**
 * Globs and gaps against the command's positional words, by dynamic programming over (rule
 * item, command word): reach[j] says the items so far can take exactly the first j words.
 * Reaching the first unknown word matches (it may stand for anything from there on). A shaped
 * unknown word (word-shapes.ts) takes a rule glob that can meet its shape; a `glob` one takes
 * zero or more (reach[j] stays: it may give another word).
 */
function globPositionals(p, cmd, prefix) {
    const q = cmd.positionals;
    const shapes = cmd.shapes;
    const limit = Math.min(q.length, cmd.firstUnknown);
    const unknown = cmd.firstUnknown !== Infinity;
    // (A trailing ` *` may also take words after an unknown one: the end checks every j.)
    let reach = new Uint8Array(limit + 1);
    let next = new Uint8Array(limit + 1);
    reach[0] = 1;
    // The rule's first word may also come after leading words that may be option values.
    if (p.length > 0 && p[0] !== null)
        for (let j = 1; j <= cmd.skippable; j++)
            reach[j] = 1;
    const values = cmd.laterValues;
    if (values !== undefined)
        passValues(reach, values, shapes, limit);
    else if (shapes !== undefined)
        passEmptyGlobs(reach, shapes, limit);
    for (let k = 0; k <= p.length; k++) {
        if (unknown && reach[limit] === 1)
            return true;
        if (k === p.length)
            break;
        const item = p[k];
        next.fill(0);
        if (item === null) {
            let any = 0;
            for (let j = 0; j <= limit; j++) {
                any |= reach[j];
                next[j] = any;
            }
        }
        else {
            for (let j = 0; j < limit; j++) {
                if (reach[j] !== 1)
                    continue;
                const shape = shapes?.[j];
                if (shape === undefined) {
                    if (piecesMatch(item, q[j]))
                        next[j + 1] = 1;
                }
                else if (shapesIntersect(item.join(ANY), shape.pattern, shape.kind === 'glob')) {
                    next[j + 1] = 1;
                    if (shape.kind === 'glob')
                        next[j] = 1;
                }
            }
            if (values !== undefined)
                passValues(next, values, shapes, limit);
            else if (shapes !== undefined)
                passEmptyGlobs(next, shapes, limit);
        }
        [reach, next] = [next, reach];
    }
    if (reach[limit] === 1)
        return true;
    if (!prefix)
        return false;
    for (let j = 0; j < limit; j++)
        if (reach[j] === 1)
            return true;
    return false;
}
/**
 * passEmptyGlobs, and a later word that may be an option's value (Canonical.laterValues,
 * ascending) may be no positional at all either (`aws s3 --region x rm` is an `aws s3 rm`).
 */
function passValues(reach, values, shapes, limit) {
    let v = 0;
    for (let j = 0; j < limit; j++) {
        while (v < values.length && values[v] < j)
            v++;
        if (reach[j] === 1 && (values[v] === j || shapes?.[j]?.kind === 'glob'))
            reach[j + 1] = 1;
    }
}
/** A glob word may give no word at all: reaching it reaches past it. */
function passEmptyGlobs(reach, shapes, limit) {
    for (let j = 0; j < limit; j++)
        if (reach[j] === 1 && shapes[j]?.kind === 'glob')
            reach[j + 1] = 1;
}
//# sourceMappingURL=command-rule-canonical.js.map