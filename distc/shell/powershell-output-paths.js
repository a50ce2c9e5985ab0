// Values a PowerShell line hands a program from a command's output, where the line shows what
// that output may be (issue 3, session 38). An unknown program's word that reads a command's
// output or a value the analysis does not follow (`mytool (f)`, `mytool @(Get-ChildItem *.pem)`,
// `… | % { mytool $_ }`, `$args`, a block's parameter, `-PipelineVariable`/`Tee-Object -Variable`
// names) may be any path the line's path producers give:
//  - a listing (`Get-ChildItem`, `Get-Item`, `Resolve-Path`, `Convert-Path`, `Select-String`, their
//    aliases) gives its operands and the names below them: each operand as a possible path, and
//    the files of the operand's shape (`*.pem`: the working directory's `*.pem`; `src`: `src/*`;
//    `-Recurse`: `**`), also below the working directory (Windows PowerShell prints a file by its
//    name alone), as listed files (PathRef.listed: matched on win32 too);
//  - `Join-Path`/`Split-Path` give their operands joined, each operand and its parent directories;
//  - a printer (`echo`, `Write-Output`) and a literal block's or `-ArgumentList`'s arguments give
//    their words;
//  - a function the line defines gives the words of its body (`function f { 'C:\x.pem' }`).
// Producers and uses are matched across the whole line, whichever comes first (a function's body
// is read after the line): a superset of what runs. Possible paths only: a deny or ask rule that
// may match asks, never denies; a line with no producer reads as before (`mytool (Get-Date)`).
// Until session 38 such words were unknown expansions that no rule met, and these lines were allowed.
import { FileTouches } from './file-touches.js';
import { isKnownCmdletName } from './powershell-aliases.js';
import { constantElements } from './powershell-constants.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { lineValues } from './powershell-variables.js';
import { possiblePaths, unmodelled } from './possible-paths.js';
import { baseName } from './subject.js';
import { analysisName } from './program-name.js';
import { isProducer, OUTPUT_WHEN, producerOf, WILDCARD } from './powershell-output-producers.js';
import { fileWork, literalWords, readBackProducer, redirectedFiles } from './powershell-written-files.js';
import { UNKNOWN_TARGET } from './powershell-redirect-targets.js';
/** Producer-use pairs read per line, at most (more: the line asks). A work bound. */
export const MAX_OUTPUT_PAIRS = 16;
/**
 * The line being read and what it has shown: one analyzer at a time reads a line, to its end
 * (analyze.ts analyzed; none nests), so one slot, replaced when another analyzer asks. (A WeakMap
 * entry per line cost its collection: `mytool (Get-Date)` took 1.6 times as long.)
 */
let current;
/** Reads the command as a producer of paths, or its words as uses of one (deny and ask rules). */
export function readOutputPaths(a, c) {
    if (c.spans.length !== c.words.length || c.words.length === 0)
        return;
    if (isProducer(c))
        return addProducer(a, c);
    const work = fileWork(c);
    if (work !== undefined)
        return work.writes ? addWriter(a, c, work.files) : addReader(a, c, work.files);
    if (c.words.length < 2 || c.dynamic[0] || !givesWordsToProgram(c.words[0]))
        return;
    for (let k = 1; k < c.words.length; k++) {
        if (!c.dynamic[k] || !readsOutput(c.spans[k], c.text))
            continue;
        const line = outputsOf(a);
        if (line.seen.has(c.spans[k]))
            continue;
        line.seen.add(c.spans[k]);
        const use = { c, k, source: sourceOf(c) };
        line.uses.push(use);
        const called = calledFunction(c.spans[k], c.text, a.values);
        if (called !== undefined)
            give(a, use, called);
        for (const p of line.producers)
            pair(a, line, use, p);
    }
}
function addProducer(a, c, made) {
    const line = outputsOf(a);
    if (line.kept.has(c.spans[0]))
        return;
    line.kept.add(c.spans[0]);
    const p = made === undefined ? { c } : { c, made };
    line.producers.push(p);
    for (const use of line.uses)
        pair(a, line, use, p);
}
function outputsOf(a) {
    if (current?.reader !== a)
        current = { reader: a, line: { producers: [], uses: [], seen: new Set(), kept: new Set(), readers: [] } };
    return current.line;
}
/** The files the line writes, its redirects' read from its text the first time. */
function writtenFiles(line, text) {
    return (line.written ??= new Set(redirectedFiles(text)));
}
/** Whether the line may write one of the files: it writes one by name, or a redirect's target may be any (UNKNOWN_TARGET). */
function writesAny(written, files) {
    return (files.length > 0 && written.has(UNKNOWN_TARGET)) || files.some((f) => written.has(f));
}
/** A writer cmdlet's files kept as written; the readers of one seen before become producers. */
function addWriter(a, c, files) {
    const line = outputsOf(a);
    const written = writtenFiles(line, c.text);
    for (const file of files)
        written.add(file);
    for (const r of line.readers)
        if (writesAny(written, r.files))
            addProducer(a, r.c, readBackProducer(r.c, sourceOf(r.c)));
}
/** A reader of a file the line writes is a producer of what was written there; of another file, kept until a writer of it is seen. */
function addReader(a, c, files) {
    // (A reader given no file reads none the line writes: its redirects are not read. `cat >a >a …`
    // read 3,300 redirects of a 10,000-character line for nothing, 0.5 ms.)
    if (files.length === 0)
        return;
    const line = outputsOf(a);
    const written = writtenFiles(line, c.text);
    if (writesAny(written, files))
        addProducer(a, c, readBackProducer(c, sourceOf(c)));
    else if (files.length > 0)
        line.readers.push({ c, files });
}
/** Counts the pair against the line's bound, then gives the use the producer's paths. */
function pair(a, line, use, p) {
    const pairs = line.pairs = (line.pairs ?? 0) + 1;
    if (pairs > MAX_OUTPUT_PAIRS) {
        if (pairs === MAX_OUTPUT_PAIRS + 1)
            a.note(`the line gives programs a command's output more than ${MAX_OUTPUT_PAIRS} times: the rest is not read`, use.source);
        return;
    }
    give(a, use, (p.made ??= producerOf(p.c)));
}
/**
 * The producer's words as possible paths of the use's command, its listed files and unknown paths;
 * joined with the literal text around the output in the word (`"$(f).pem"`), or the word unknown
 * where the analysis cannot say what surrounds it (session 39: `mytool "$(echo C:/x/a).pem"` gave
 * `C:/x/a` alone, allowed beside `Read(**\/*.pem)`).
 */
function give(a, use, p) {
    if (p.possible.length === 0 && p.listed.length === 0 && p.unknown.length === 0)
        return;
    const around = outputAffixes(use.c.spans[use.k]);
    const bare = around !== undefined && around.prefix === '' && around.suffix === '';
    if (around === undefined || (!bare && p.listed.length > 0))
        return unknownUse(a, use);
    if (p.possible.length > 0)
        possibleWords(a, use, bare ? p.possible : p.possible.map((w) => around.prefix + w + around.suffix));
    for (const l of p.listed)
        a.addPath({ op: 'edit', path: l.directory, scope: 'restrict', text: use.source, partType: 'argument', dynamic: false, below: 'none', possible: false, listed: l.names, when: OUTPUT_WHEN });
    for (const u of p.unknown)
        a.addPath({ op: 'edit', path: u, scope: 'restrict', text: use.source, partType: 'argument', dynamic: true, below: 'none', possible: false, when: OUTPUT_WHEN });
}
/** The use's word as an unknown path (asks where a Read or Edit deny or ask rule may match). */
function unknownUse(a, use) {
    a.addPath({ op: 'edit', path: use.c.words[use.k], scope: 'restrict', text: use.source, partType: 'argument', dynamic: true, below: 'none', possible: false, when: OUTPUT_WHEN });
}
/** A sub-expression that runs a command (`(f)`, `$(gc x)`, `@(ls)`) or reads a variable or its members (`$($_.Name)`): its output is what the producer prints. */
const PLAIN_OUTPUT = /^[$@]?\(\s*(?:[A-Za-z_][\w.-]*(?:\s[^]*)?|\$[A-Za-z_][\w:]*(?:\.[A-Za-z_]\w*)*\s*)\)$/;
/** `.name`, a member access after a sub-expression (the parser's part of its own). */
const MEMBER = /^\.[A-Za-z_]\w*$/;
/**
 * The literal text before and after the one part of the word that reads output (`"pre$(f).pem"`:
 * `pre`, `.pem`); undefined where the word computes more than that (an expression in the
 * sub-expression, `($(f) + '.pem')`; two such parts; an escape or a quote in the literal text).
 */
function outputAffixes(word) {
    let prefix = '';
    let suffix = '';
    let seen = false;
    for (const part of word.parts) {
        if (part.type === 'literal') {
            if (/[`'"]/.test(part.text))
                return undefined;
            if (seen)
                suffix += part.text;
            else
                prefix += part.text;
            continue;
        }
        // (A member of the output, `(Import-Csv l).p`: a field of what the producer gives.)
        if (seen && part.type === 'expansion' && suffix === '' && MEMBER.test(part.text))
            continue;
        if (seen)
            return undefined;
        seen = true;
        if (part.type === 'command-substitution' && !PLAIN_OUTPUT.test(part.text))
            return undefined;
    }
    return { prefix, suffix };
}
/** Words a command may print, read as an unknown program's are (possible-paths.ts): possible paths, asked about, never denied. */
function possibleWords(a, use, words) {
    const t = new FileTouches(use.source, MAX_POSSIBLE_PATHS);
    possiblePaths(['', ...words], [false, ...words.map((w) => w.includes('$') || WILDCARD.test(w))], 'powershell', t);
    for (const ref of t.paths)
        a.addPath(ref.possible ? { ...ref, when: OUTPUT_WHEN } : ref);
    if (t.truncated)
        a.addPath({ op: 'edit', path: use.c.words[use.k], scope: 'restrict', text: use.source, partType: 'argument', dynamic: true, below: 'none', possible: false, when: OUTPUT_WHEN });
}
/** Possible paths read from one producer's words, at most (more: the word is unknown). */
const MAX_POSSIBLE_PATHS = 16;
/**
 * Whether the command is a program given its words as values: not a cmdlet (whose parameters the
 * binder reads), nor a wrapper or shell (whose words are commands, read as such).
 */
function givesWordsToProgram(raw) {
    const base = baseName(raw, 'powershell');
    const bare = base.replace(WINDOWS_EXTENSION, '');
    if (bare === base && isKnownCmdletName(base))
        return false;
    return unmodelled(analysisName(bare), 'powershell');
}
/** Variables that hold no command's output unless the line sets them (read elsewhere: directory-named ones). */
const NOT_OUTPUT = new Set(['true', 'false', 'null', 'home', 'pwd', 'pshome', 'profile', 'host', 'psversiontable', 'lastexitcode', 'psscriptroot', 'pscommandpath', 'psculture', 'psuiculture', 'pid', 'shellid', 'executioncontext']);
/** `$name`, `${name}`, `@name`, `$scope:name` at the start of a part's text: the name. */
const VARIABLE = /^[$@]\{?(?:(global|local|script|private|using|env):)?([A-Za-z_][A-Za-z0-9_]*)/;
/**
 * Whether the word reads a value the analysis does not follow: a sub-expression that is no
 * constant (`(f)`, `@(ls)`, `"$($_.Name)"`), or a variable the line does not set to literals
 * (`$_`, `$args[0]`, `@args`, a parameter); not the environment's (`$env:X`) nor the shell's own.
 */
function readsOutput(word, line) {
    for (const part of word.parts) {
        if (part.type === 'process-substitution')
            return true;
        if (part.type === 'command-substitution') {
            // (A script block given as a word is its text, which the line shows: `mytool { … }`.)
            if (!isScriptBlock(part.body) && constantElements(part.text) === undefined)
                return true;
            continue;
        }
        if (part.type !== 'expansion')
            continue;
        const m = VARIABLE.exec(part.text);
        if (m === null)
            return true;
        if (m[1]?.toLowerCase() === 'env')
            continue;
        const name = m[2].toLowerCase();
        if (NOT_OUTPUT.has(name))
            continue;
        if (name === '_' || lineValues(line, name).kind !== 'known')
            return true;
    }
    return false;
}
function isScriptBlock(body) {
    return body.type === 'compound' && body.kind === 'script-block';
}
/** The words of the bodies of the function the word's sub-expression calls by a name the line defines (`(f)`, `$(f x)`), as a producer. */
function calledFunction(word, line, values) {
    const functions = values?.functions;
    if (functions === undefined)
        return undefined;
    const words = [];
    for (const part of word.parts) {
        if (part.type !== 'command-substitution')
            continue;
        const name = /^[$@]?\(\s*([^\s()]+)/.exec(part.text)?.[1]?.toLowerCase();
        if (name === undefined)
            continue;
        for (const [defined, bodies] of functions) {
            if (defined.toLowerCase() !== name)
                continue;
            for (const body of bodies)
                if (!bodyWords(line.slice(body.start, body.end), words))
                    return { source: '', possible: [], listed: [], unknown: [word.text] };
        }
    }
    return words.length === 0 ? undefined : { source: '', possible: words, listed: [], unknown: [] };
}
/** Words of a function body kept, at most (more: its output is unknown). */
const MAX_BODY_WORDS = 64;
/**
 * A body's string literals (each line of one) and bare words (a superset of what it prints), into
 * `out`; false when they cannot be told: a body parsed from another text than the line's, or more
 * than MAX_BODY_WORDS.
 */
function bodyWords(text, out) {
    if (!text.startsWith('{') && !text.startsWith('('))
        return false;
    return literalWords(text, out, MAX_BODY_WORDS);
}
function sourceOf(c) {
    return c.text.slice(c.spans[0].start, c.spans[c.spans.length - 1].end);
}
//# sourceMappingURL=powershell-output-paths.js.map