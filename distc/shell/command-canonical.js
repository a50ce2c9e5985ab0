// The canonical reading of a command for deny and ask rules (see command-pattern.ts): name, the
// set of options (single-dash letter clusters split, a few synonyms), the positional words, and
// where the first unknown word is. The per-command memo the matchers and the command index share
// is canonical-memo.ts's.
import { isBundledCluster, unbundled } from './bundled-options.js';
import { attachedPositionName, cmdletWordOrder, fileCmdletParameters, ORDER_GAP } from './cmdlet-word-order.js';
import { commandOptions } from './command-options.js';
import { gitPushReadings } from './git-canonical.js';
import { isCmdletOwnName } from './powershell-aliases.js';
import { isToolchainSelector } from './program-name.js';
import { withSubcommandReading } from './subcommand-synonyms.js';
import { expressionArgumentShape, shapeMayBeOption } from './word-shapes.js';
import { isOptionOf, mayTakeValue, readOption } from './option-words.js';
/** Name, option set and positional words of a command (see the file comment). */
export function canonicalize(words, dynamic, dialect, shapes) {
    return canonicalNamed(words[0] ?? '', words, dynamic, dialect, shapes);
}
/**
 * How an unknown word is read: 'any' (anything from there on, options included), 'one' or
 * 'glob' by its shape. A shaped word that may start with `-` before a `--` may be options (or
 * `--`), and then only when no known word follows (nothing after it can change meaning): it is
 * read as zero or more words of its shape, with the options left open.
 */
function unknownReading(i, words, dynamic, shape, optionsEnded, dialect) {
    if (shape === undefined)
        return 'any';
    // (A PowerShell parameter starts with a dash as written: a wildcard never makes one.)
    if (optionsEnded || !(dialect === 'bash' ? shapeMayBeOption(shape) : shape.pattern.charCodeAt(0) === 45))
        return 'shaped';
    for (let k = i + 1; k < words.length; k++)
        if (!dynamic[k])
            return 'any';
    return 'open';
}
/**
 * canonicalize with the name given apart: words[0] is not read. A `--` right after an option
 * that may take a value (`git clean -e -- -fdx`, `git push -o -- *`: getopt takes it as the
 * value) may not end the options: such a line has another reading (`alternative`) where it is
 * that value and options go on (`dashValues`: every such `--` is read so there).
 */
export function canonicalNamed(name, words, dynamic, dialect, shapes, dashValues = false, optionValues = false) {
    const bound = dialect === 'powershell' ? lineBoundWords(name, words, dynamic, shapes) : undefined;
    if (bound === undefined)
        return canonicalWords(name, words, dynamic, dialect, shapes, dashValues, optionValues);
    // A file cmdlet's words in binding order (cmdlet-word-order.ts), and as written: deny and ask
    // rules read positionally before meet the line as they did (`Copy-Item -Destination C:\a D:\x`
    // still meets `Shell(Copy-Item C:\a D:\x)`; only ever wider).
    const reading = canonicalWords(name, bound.words, bound.dynamic, dialect, bound.shapes, dashValues, optionValues);
    return withAlternative(reading, canonicalWords(name, words, dynamic, dialect, shapes, dashValues, optionValues));
}
/**
 * A command line's words in cmdletWordOrder, or undefined when no parameter binds a position by
 * name. A `-Name:VALUE` whose parameter binds a position is read as `-Name VALUE` first
 * (`Copy-Item -Destination:D:\x C:\a` is `Copy-Item C:\a D:\x`). An expansion names no
 * parameter, unless `-Name:$x`.
 */
export function lineBoundWords(name, words, dynamic, shapes) {
    // (Only a word starting with `-` may name a parameter: most lines have none to bind.)
    let named = false;
    let attached = false;
    for (let i = 1; i < words.length; i++) {
        if (words[i].charCodeAt(0) !== 45)
            continue;
        named = true;
        if (!dynamic[i] && words[i].includes(':'))
            attached = true;
    }
    if (!named)
        return undefined;
    const spec = fileCmdletParameters(name);
    if (spec === undefined)
        return undefined;
    const apart = attached ? attachedValuesApart(spec, words, dynamic, shapes) : { words, dynamic, shapes };
    const order = cmdletWordOrder(name, apart.words.map((w, i) => (apart.dynamic[i] && !/^-[A-Za-z]+:/.test(w) ? null : w)), true);
    if (order === undefined)
        return undefined;
    const k = [0, ...order.filter((i) => i !== ORDER_GAP)];
    return { words: k.map((i) => apart.words[i]), dynamic: k.map((i) => apart.dynamic[i] ?? false), shapes: apart.shapes && k.map((i) => apart.shapes[i]) };
}
/** The words with each `-Name:VALUE` that binds a position apart, `-Name` `VALUE` (`-Name:` alone: `-Name`). */
function attachedValuesApart(spec, words, dynamic, shapes) {
    const out = [];
    const outDynamic = [];
    const outShapes = [];
    for (let i = 0; i < words.length; i++) {
        const parameter = i > 0 && !dynamic[i] ? attachedPositionName(spec, words[i]) : undefined;
        out.push(parameter ?? words[i]);
        outDynamic.push(dynamic[i] ?? false);
        outShapes.push(shapes?.[i]);
        if (parameter === undefined || parameter.length + 1 === words[i].length)
            continue;
        out.push(words[i].slice(parameter.length + 1));
        outDynamic.push(false);
        outShapes.push(undefined);
    }
    return { words: out, dynamic: outDynamic, shapes: shapes && outShapes };
}
/** canonicalNamed on words in their binding order. */
function canonicalWords(name, words, dynamic, dialect, shapes, dashValues = false, optionValues = false) {
    const table = commandOptions(name, dialect);
    // (A cmdlet's `$x` is an argument, never a parameter; an alias may be a native program's name.)
    const cmdletOwnName = dialect === 'powershell' && isCmdletOwnName(name);
    if (isBundledCluster(words[1], dynamic[1], table)) {
        // (tar's old style, `tar cvf F x`: read as `tar -c -v -f F x`.)
        const order = unbundled(words[1], words.length, table);
        const at = (list, k, option) => (typeof k === 'string' ? option : list[k]);
        return canonicalWords(name, order.map((k) => at(words, k, k)), order.map((k) => at(dynamic, k, false)), dialect, shapes && order.map((k) => at(shapes, k, undefined)), dashValues, optionValues);
    }
    const options = [];
    const optionWords = [];
    const positionals = [];
    let positionalShapes;
    let firstShaped = Infinity;
    let optionsOpen = false;
    let lastMayBeOption = false;
    let firstUnknown = Infinity;
    let skippable = 0;
    let laterValues;
    /** The positional word at i directly follows an option word: the option's value, maybe. */
    const noteValue = (i) => {
        if (skippable === positionals.length)
            skippable++;
        else if (lastOption === i - 1)
            (laterValues ??= []).push(positionals.length);
    };
    let optionsEnded = false;
    /** The index of the last word read as an option that takes no known next word. */
    let lastOption = 0;
    let dashValue = false;
    let optionValue = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        // (`cargo +nightly publish`: rustup's toolchain, read as an option.)
        if (i === 1 && !dynamic[1] && isToolchainSelector(name, w)) {
            optionWords.push(w);
            options.push(w);
            lastOption = 1;
            continue;
        }
        if (dynamic[i]) {
            const shape = shapes?.[i] ?? (dialect === 'powershell' && cmdletOwnName ? expressionArgumentShape(w) : undefined);
            const reading = unknownReading(i, words, dynamic, shape, optionsEnded, dialect);
            if (reading === 'any') {
                if (firstUnknown === Infinity)
                    firstUnknown = positionals.length;
                positionalShapes?.push(undefined);
                positionals.push(w);
                continue;
            }
            // One last word: an option or a positional, not both (`rm -f "$F"` is no `rm -rf /x`).
            if (reading === 'open' && shape.kind === 'one' && i === words.length - 1 && !optionsOpen)
                lastMayBeOption = true;
            else if (reading === 'open')
                optionsOpen = true;
            if (!optionsEnded && i > 1 && dialect === 'bash' && mayTakeValue(words[i - 1] ?? '', table))
                noteValue(i);
            positionalShapes ??= new Array(positionals.length).fill(undefined);
            positionalShapes.push(reading === 'open' && !lastMayBeOption ? { kind: 'glob', pattern: shape.pattern } : shape);
            if (firstShaped === Infinity)
                firstShaped = positionals.length;
            positionals.push(w);
            continue;
        }
        if (optionsEnded || !isOptionOf(w, table)) {
            if (!optionsEnded && i > 1 && dialect === 'bash' && mayTakeValue(words[i - 1] ?? '', table))
                noteValue(i);
            positionalShapes?.push(undefined);
            positionals.push(w);
            // (`node x.js --eval`: the script's own words; a word after an option may be its value, `perl -e CODE -n`.)
            if (table?.operandEndsOptions === true && !(i > 1 && (dynamic[i - 1] || mayTakeValue(words[i - 1] ?? '', table))))
                optionsEnded = true;
            continue;
        }
        if (w === '--') {
            if (lastOption === i - 1 && dialect === 'bash' && mayTakeValue(words[i - 1], table)) {
                dashValue = true;
                if (dashValues)
                    continue;
            }
            optionsEnded = true;
            continue;
        }
        optionWords.push(w);
        lastOption = i;
        const valueAt = optionValueStart(w, dialect);
        if (valueAt > 0) {
            optionValue = true;
            if (optionValues) {
                // (The alternative reading: `-Path:X` as `-Path X`, `--file=/x` as `--file /x`.)
                if (dialect === 'powershell')
                    options.push(w.slice(0, valueAt - 1).toLowerCase());
                else
                    readOption(w, dialect, table, options);
                positionalShapes?.push(undefined);
                positionals.push(w.slice(valueAt));
                continue;
            }
        }
        const takesNext = readOption(w, dialect, table, options);
        if (takesNext !== undefined) {
            options.push(`${takesNext} ${words[i + 1] ?? ''}`);
            if (dynamic[i + 1] && firstUnknown === Infinity)
                firstUnknown = positionals.length;
            i++;
        }
    }
    if (table?.implies !== undefined)
        addImplied(options, table.implies);
    const read = { name, options, optionWords, positionals, firstUnknown, shapes: positionalShapes, firstShaped, optionsOpen, skippable: Math.min(skippable, firstUnknown), laterValues };
    const readings = readingsOf(read, lastMayBeOption, dialect);
    const withDash = dashValue && !dashValues ? withAlternative(readings, canonicalWords(name, words, dynamic, dialect, shapes, true, optionValues)) : readings;
    return optionValue && !optionValues ? withAlternative(withDash, canonicalWords(name, words, dynamic, dialect, shapes, dashValues, true)) : withDash;
}
/** The options the command's options also count as (CommandOptions.implies: `node -p` is also -e). */
function addImplied(options, implies) {
    const n = options.length;
    for (let i = 0; i < n; i++) {
        const also = implies.get(options[i]);
        if (also !== undefined && !options.includes(also))
            options.push(also);
    }
}
/**
 * Where the value of an option word given its value in the word starts, or -1: PowerShell's
 * `-Name:VALUE` (any value: a cmdlet binds it as it binds `-Name VALUE`), bash's `--name=/x` (an
 * absolute path: a rule's path word, `Shell(tar --file /etc/*)`, meets it as a word of its own).
 * The alternative reading has the value as a positional word, for deny/ask rules.
 */
export function optionValueStart(w, dialect) {
    if (dialect === 'powershell') {
        const colon = w.indexOf(':', 2);
        return colon > 0 && colon < w.length - 1 ? colon + 1 : -1;
    }
    if (w.charCodeAt(1) !== 45)
        return -1;
    const eq = w.indexOf('=', 3);
    return eq > 0 && isAbsoluteStart(w, eq + 1) ? eq + 1 : -1;
}
/** `/x`, `\x`, `C:/x`, `C:\x` at `at` (a win32 bash line's value is spelled `c:/x` for the rules). */
function isAbsoluteStart(w, at) {
    const c = w.charCodeAt(at);
    if (c === 47 || c === 92)
        return true;
    const sep = w.charCodeAt(at + 2);
    return w.charCodeAt(at + 1) === 58 && (c | 32) >= 97 && (c | 32) <= 122 && (sep === 47 || sep === 92);
}
/** `other` as the last of c's alternative readings. */
function withAlternative(c, other) {
    return { ...c, alternative: c.alternative === undefined ? other : withAlternative(c.alternative, other) };
}
/** A reading with git push's and the subcommand's readings, and with the last word as options. */
function readingsOf(read, lastMayBeOption, dialect) {
    const { name, positionals, firstShaped } = read;
    const positionalShapes = read.shapes;
    // (git push's forcing refspecs and destinations: git-canonical.ts; subcommand synonyms:
    // subcommand-synonyms.ts; each for every reading.)
    // (In a PowerShell line too: it runs git.exe, which reads its words as from bash; `git` there
    // may be spelled in any case.)
    const git = name === 'git' || (dialect === 'powershell' && name.toLowerCase() === 'git');
    const main = git ? gitPushReadings(read) : read;
    if (!lastMayBeOption)
        return withSubcommandReading(main);
    const n = positionals.length - 1;
    const asOption = {
        ...read, positionals: positionals.slice(0, n), shapes: firstShaped < n ? positionalShapes.slice(0, n) : undefined,
        firstShaped: firstShaped < n ? firstShaped : Infinity, optionsOpen: true, skippable: Math.min(read.skippable, n),
    };
    return withSubcommandReading({ ...main, asOption: git ? gitPushReadings(asOption) : asOption });
}
//# sourceMappingURL=command-canonical.js.map