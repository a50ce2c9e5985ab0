// The PowerShell commands whose output may name a path (powershell-output-paths.ts): what each
// may print, as words (read as an unknown program's would be), listed files and unknown paths.
import { isKnownCmdletName, resolvedCmdletName } from './powershell-aliases.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { baseName } from './subject.js';
/** Why such a path is read (PathRef.when). */
export const OUTPUT_WHEN = 'may be a path a command on the line prints, given to a program the analysis does not know';
/** Cmdlets that print their operands' items or paths (and the names below them). */
const LISTINGS = new Set(['Get-ChildItem', 'Get-Item', 'Get-ItemProperty', 'Resolve-Path', 'Convert-Path', 'Select-String']);
/** Cmdlets that print a path made of their operands. */
const PATH_MAKERS = new Set(['Join-Path', 'Split-Path']);
/** Cmdlets that print their words. */
const PRINTERS = new Set(['Write-Output']);
/** `-ArgumentList`, its prefixes from `-Arg`, and its alias `-Args`: the words a script block is given. */
function isArgumentList(word) {
    const lower = word.toLowerCase();
    return lower === '-args' || (lower.length >= 4 && '-argumentlist'.startsWith(lower));
}
/** `-Recurse`, `-Depth` and their prefixes (any parameter so spelled: a wider reading). */
const RECURSION = /^-(?:r|de)/i;
/** A wildcard PowerShell's providers expand. */
export const WILDCARD = /[*?[]/;
/** Whether the command may print paths where the line shows them (producerOf reads what). */
export function isProducer(c) {
    if (c.dynamic[0])
        return isBlockCall(c);
    const base = baseName(c.words[0], 'powershell');
    if (WINDOWS_EXTENSION.test(base) || !isKnownCmdletName(base))
        return false;
    const name = resolvedCmdletName(base);
    if (LISTINGS.has(name) || PATH_MAKERS.has(name) || PRINTERS.has(name))
        return true;
    return name !== 'Start-Process' && argumentListAt(c) >= 0;
}
/** What a command isProducer accepts may print. */
export function producerOf(c) {
    const source = sourceOf(c);
    // (`& { param($p) … } x.pem`: the block's parameters and `$args` are its words.)
    if (c.dynamic[0])
        return { source, possible: c.words.slice(1).filter((_, k) => !c.dynamic[k + 1]), listed: [], unknown: [] };
    const name = resolvedCmdletName(baseName(c.words[0], 'powershell'));
    if (LISTINGS.has(name))
        return listing(c, source);
    if (PATH_MAKERS.has(name))
        return pathMaker(c, source, name);
    if (PRINTERS.has(name)) {
        const { words, unknown } = operands(c);
        return { source, possible: words, listed: [], unknown };
    }
    return argumentList(c, source);
}
function sourceOf(c) {
    return c.text.slice(c.spans[0].start, c.spans[c.spans.length - 1].end);
}
/** `& { … } ARGS` or `. { … } ARGS`: the name is a literal script block. */
function isBlockCall(c) {
    const part = c.spans[0].parts.length === 1 ? c.spans[0].parts[0] : undefined;
    return part?.type === 'command-substitution' && part.body.type === 'compound' && part.body.kind === 'script-block';
}
/** The command's operands (words not starting with `-`; a `-Name:value`'s value), literal ones as words and the rest unknown; whether it recurses. */
function operands(c) {
    const words = [];
    const unknown = [];
    let recurse = false;
    for (let k = 1; k < c.words.length; k++) {
        let w = c.words[k];
        const known = !c.dynamic[k] || isPattern(c.spans[k]);
        if (known && w.startsWith('-')) {
            if (RECURSION.test(w))
                recurse = true;
            const colon = w.indexOf(':');
            if (colon < 0 || colon === w.length - 1)
                continue;
            w = w.slice(colon + 1);
        }
        (known ? words : unknown).push(w);
    }
    return { words, unknown, recurse };
}
/** A word of literal text and wildcards only (`*.pem`): its value is the pattern the provider expands. */
function isPattern(word) {
    for (const part of word.parts)
        if (part.type !== 'literal' && part.type !== 'glob')
            return false;
    return true;
}
/** A listing: each operand (the working directory without one), the files of its shape, below it when recursing. */
function listing(c, source) {
    const { words, unknown, recurse } = operands(c);
    const listed = [];
    const unknownPaths = [...unknown];
    const all = recurse ? '**' : '*';
    for (const w of words.length === 0 ? ['.'] : words) {
        const slash = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\'));
        const leaf = w.slice(slash + 1);
        const directory = slash < 0 ? '.' : w.slice(0, slash + 1);
        if (WILDCARD.test(directory)) {
            unknownPaths.push(w);
            continue;
        }
        // (Windows PowerShell prints a listed file by its name alone: a name in the working directory too.)
        if (WILDCARD.test(leaf))
            for (const names of shortNameShapes(leaf))
                listed.push({ directory, names }, { directory: '.', names });
        else
            listed.push({ directory: w, names: all }, { directory: '.', names: all });
        if (recurse)
            listed.push({ directory, names: '**' });
    }
    // (An operand with a wildcard prints the files of its shape, read as listed: not the pattern itself.)
    return { source, possible: words.filter((w) => !WILDCARD.test(w)), listed: dedupe(listed), unknown: unknownPaths };
}
/**
 * A wildcard leaf and the long names it may list through 8.3 short names, which Windows matches
 * too (`*.jso` lists `secrets.json`, short `SECRET~1.JSO`): a three-character extension may go
 * on; a `~` may be any short name, so any name (session 39).
 */
function shortNameShapes(leaf) {
    if (leaf.includes('~'))
        return [leaf, '*'];
    return /\.[^.*?[]{3}$/.test(leaf) ? [leaf, `${leaf}*`] : [leaf];
}
/** Join-Path's operands joined, Split-Path's parents and leaf: each operand, its parents, and the first two joined. */
function pathMaker(c, source, name) {
    const { words, unknown } = operands(c);
    const out = [...words];
    if (name === 'Join-Path' && words.length >= 2)
        out.push(`${words[0]}/${words[1]}`);
    for (const w of words) {
        for (let at = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\')); at > 0; at = Math.max(w.lastIndexOf('/', at - 1), w.lastIndexOf('\\', at - 1))) {
            out.push(w.slice(0, at), w.slice(at + 1));
        }
    }
    // (Join-Path -Resolve, Split-Path of a wildcard: the files of the joined shape.)
    return { source, possible: out, listed: [], unknown: [...unknown, ...out.filter((w) => WILDCARD.test(w))] };
}
/** Where `-ArgumentList` is (Invoke-Command, Start-Job, ForEach-Object), or -1. */
function argumentListAt(c) {
    if (c.words.length < 3)
        return -1;
    return c.words.findIndex((w, k) => k > 0 && !c.dynamic[k] && isArgumentList(w));
}
/** The words after `-ArgumentList`: a script block's arguments. */
function argumentList(c, source) {
    const words = [];
    const unknown = [];
    for (let k = argumentListAt(c) + 1; k < c.words.length; k++) {
        if (!c.dynamic[k] && c.words[k].startsWith('-') && c.spans[k].afterComma !== true)
            break;
        (c.dynamic[k] ? unknown : words).push(c.words[k]);
    }
    return { source, possible: words, listed: [], unknown };
}
function dedupe(listed) {
    return listed.filter((l, k) => listed.findIndex((m) => m.directory === l.directory && m.names === l.names) === k);
}
//# sourceMappingURL=powershell-output-producers.js.map