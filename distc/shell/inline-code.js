// Code given to an interpreter on its command line (`python3 -c CODE`, `node -e CODE`, `perl -e
// CODE`, `ruby -e CODE`, `php -r CODE`; reference E.3, copilot-cli#2309: deletions through
// `shutil.rmtree`). The interpreter's allow rule covers its code, as it covers a script file,
// except for what the code runs: the string literals given to the calls that run a command line
// or a program (`os.system("rm x")`, `subprocess.run(["rm", "x"])`, `execSync("rm x")`, `system
// "rm x"`, backticks) become lines, which must be allowed as well (as in `bash -c`), and those
// given to the calls that open, write or remove a file (`open("/etc/shadow")`, `shutil.rmtree("x")`,
// `fs.rmSync("x")`) become Read and Edit parts for deny and ask rules. Python names are read
// through the code's imports (`from os import system as s`). Such a call given anything but
// literals (`"r" + "m x"`, a variable) is a problem (the line never allows), and so is code that
// may reach one another way (inline-code-names.ts: `__import__`, `getattr`, `eval`, a module or
// function used as a value, a function named in a string).
import { urlsIn } from './url-words.js';
import { closingDelimiter, directoryChange, environmentWrites, implicitEnvReads, looksLikeCodePath, possibleCodePaths, quotedStrings, quoteWords } from './inline-code-paths.js';
import { networkHosts } from './inline-network.js';
import { apply } from './inline-code-effects.js';
import { nodeModuleAsValue } from './node-module-values.js';
import { callArguments, endsArgument, literal, literalPathArgument } from './inline-literals.js';
import { CALLS, canonicalName, indirection, NODE_CODE_MODULES, PATH_THEN_DATA, pythonImports, runsCommand, starImportRuns } from './inline-code-names.js';
/** Calls read per code word (a work bound; more is a problem). */
const MAX_CALLS = 8;
/**
 * Calls through a reference or a run-time name: perl's `&$f`, `&{"…"}`, `\\&f`, `$f->(…)`, `*{…}`;
 * php's `$o->$m(…)`, `C::$m(…)`, and a call of what an expression makes (`("sys"."tem")("rm x")`, `$a[0](…)`).
 */
const REFERENCE_CALL = {
    perl: /(?<!&)&(?!&)\s*[$\{]|\\&|->\s*[($]|\*\{/,
    php: /->\s*\$|::\s*\$|\$\{|[)\]]\s*\(/,
};
/** Whether a string names a function that runs a command (perl, php; node when child_process is named). */
function namesRunner(lang, text, named) {
    if (lang !== 'perl' && lang !== 'php' && lang !== 'node')
        return false;
    if (text.length > 16 || !/^[A-Za-z_]+$/.test(text))
        return false;
    if (!runsCommand(CALLS[lang].get(lang === 'php' ? text.toLowerCase() : text)))
        return false;
    return named === undefined || named.childProcess;
}
function nodeModulesNamed(code) {
    return { childProcess: code.includes('child_process'), fs: /\bfs\b|node:fs|fs\/promises/.test(code) };
}
/**
 * Whether a node call by this name is the child_process or fs function (the module is named in the code).
 * (Per call, this read the whole code: 1,400 calls in 10,000 characters took 10-15 ms.)
 */
function nodeModuleNamed(named, effect) {
    return effect === 'line' || effect === 'argv' ? named.childProcess : named.fs;
}
/**
 * Reads one code word: lines and paths into `t`; beside the calls read exactly, every string that
 * looks like a path is a possible one (inline-code-paths.ts). `modules`: those its interpreter's
 * options load (`-M`, `-r`).
 */
export function inlineCodeTouches(lang, given, t, modules = [], remember = true) {
    // (python joins a line ending in a backslash to the next, in code and strings: `os.\<newline>system(…)`.)
    const code = lang === 'python' && /\\\r?\n/.test(given) ? given.replace(PYTHON_CONTINUATION, '$1') : given;
    const strings = [];
    const ran = t.runs?.length ?? 0;
    readCode(lang, code, t, strings, modules, remember);
    if ((t.runs?.length ?? 0) > ran)
        environmentWrites(lang, code, t);
    implicitEnvReads(lang, code, t);
    directoryChange(code, t);
    possibleCodePaths(strings, t);
}
/**
 * Whether a python string may start at or after this character: a quote, a string prefix letter,
 * or a blank (any other printable ASCII character cannot). Spares a slice and a regex per `/`.
 */
export function mayStartString(cc) {
    if (cc <= 32 || cc >= 127)
        return true;
    // (`"`, `'`, and r R b B u U f F.)
    return cc === 34 || cc === 39 || cc === 114 || cc === 82 || cc === 98 || cc === 66 || cc === 117 || cc === 85 || cc === 102 || cc === 70;
}
/** A backslash-newline (not an escaped backslash before a newline), kept: the backslashes before it. */
const PYTHON_CONTINUATION = /(?<!\\)((?:\\\\)*)\\\r?\n/g;
/**
 * Whether a name read here as no call (none of CALLS, once node's modules named in the code are known;
 * not a node function used as a value: the same for the name anywhere in one code word) reads the same
 * at any other place in it: not one of the names readCode reads by what stands around them.
 */
function sameAnywhere(lang, full, name) {
    // (Python: a module is used as a value or not by the character after it.)
    return readByName(lang, full) && indirection(lang, name, '') === indirection(lang, name, '.');
}
/** Whether readCode reads this name the same whatever stands around it, as far as its own branches go. */
function readByName(lang, full) {
    switch (lang) {
        case 'python':
            return full !== 'import' && full !== 'from' && !/^[rRbBuUfF]{1,2}$/.test(full);
        case 'perl':
            return full !== 'q' && full !== 'qq' && full !== 'qw' && full !== 'qx';
        case 'ruby':
            return full !== 'q' && full !== 'Q' && full !== 'w' && full !== 'W' && full !== 'x';
        case 'node':
            return full !== 'import' && lastSegment(full) !== 'require';
        default:
            return true;
    }
}
/**
 * `strings`: the strings outside the calls read exactly that look like paths. `remember`: skip a name
 * read before that sameAnywhere found reads the same everywhere (false: read every name, for the property test).
 */
function readCode(lang, code, t, strings, modules, remember) {
    const calls = CALLS[lang];
    const named = lang === 'node' ? nodeModulesNamed(code) : undefined;
    // A URL written in the code is a host it may reach (`urlopen("https://h")`, `fetch("https://h")`).
    if (code.includes(':'))
        urlsIn(code, t);
    networkHosts(lang, code, modules, t);
    const imports = lang === 'python' ? pythonImports(code) : undefined;
    for (const m of imports?.star ?? [])
        if (starImportRuns(m))
            t.problem(`from ${m} import * in the code given to the interpreter binds functions that run commands under their bare names`);
    if (lang === 'node' && /child_process|\bfs\b/.test(code)) {
        const why = nodeModuleAsValue(code);
        if (why !== undefined)
            t.problem(why);
    }
    const reference = REFERENCE_CALL[lang];
    if (reference !== undefined && reference.test(code))
        t.problem('the code given to the interpreter calls a function through a reference or a name made at run time');
    let seen = 0;
    // Names read once whose reading is the same wherever they stand (a code word may repeat one thousands of times).
    const settled = new Set();
    for (let k = 0; k < code.length; k++) {
        // (Character codes, not one-character strings: this loop reads every character of the code.)
        const cc = code.charCodeAt(k);
        if (cc === 34 /* " */ || cc === 39 /* ' */ || (cc === 96 /* ` */ && lang === 'node')) {
            // (Names inside a string are not calls; a function named by one, `array_map("system", …)`, may be.)
            const l = literal(code, k, lang, '');
            if (l === undefined)
                return;
            if (l !== 'dynamic' && namesRunner(lang, l.text, named))
                t.problem(`the code given to the interpreter names ${l.text} in a string, which it may call`);
            if (l !== 'dynamic' && looksLikeCodePath(l.text))
                strings.push(l.text);
            k = l === 'dynamic' ? skipString(code, k) : l.end - 1;
            // (php calls a string as the function it names: `"\x73ystem"("rm x")`.)
            if (lang === 'php' && /^\s*\(/.test(code.slice(k + 1, k + 17)))
                t.problem('the code given to the interpreter calls a string as a function');
            continue;
        }
        if (cc === 96 /* ` */) {
            // Backticks run a line in perl, ruby and php.
            const l = literal(code, k, lang, '');
            // (perl's `<<\`EOT\`` runs the here-document's lines, not the tag.)
            if (l === undefined || l === 'dynamic' || /[$@]|#\{/.test(l.text) || /<<~?\s*$/.test(code.slice(Math.max(0, k - 4), k))) {
                t.problem('a backtick command in the code given to the interpreter is not a literal');
                return;
            }
            if (++seen > MAX_CALLS) {
                t.problem(`the code given to the interpreter runs more than ${MAX_CALLS} commands or touches more than that many files: the rest are not read`);
                return;
            }
            t.run(l.text, false);
            k = l.end - 1;
            continue;
        }
        // python's `/` before a string joins a path (`Path("/") / "etc" / "x"`, `Path.home() / ".ssh"`): the file is not read.
        if (cc === 47 && lang === 'python' && mayStartString(code.charCodeAt(k + 1)) && /^\s*[rRbBuUfF]{0,2}["']/.test(code.slice(k + 1, k + 8))) {
            t.problem('the code given to the interpreter joins a path at run time (`/` before a string), whose file is not read');
            continue;
        }
        if (!((cc >= 65 && cc <= 90) || (cc >= 97 && cc <= 122) || cc === 95))
            continue;
        const full = code.slice(k, dottedNameEnd(code, k));
        const prefix = full;
        const next = k + full.length;
        k = next - 1;
        // (php: `$f(…)` calls the function a variable names, below.)
        if (settled.has(full) && !(lang === 'php' && code.charCodeAt(next - full.length - 1) === 36 /* $ */))
            continue;
        // A python string prefix (`f"…"`, `r'…'`): the string is read with it.
        if (lang === 'python' && /^[rRbBuUfF]{1,2}$/.test(prefix) && (code[next] === '"' || code[next] === "'")) {
            const l = literal(code, next, lang, prefix);
            if (l === undefined)
                return;
            if (l !== 'dynamic' && looksLikeCodePath(l.text))
                strings.push(l.text);
            k = l === 'dynamic' ? skipString(code, next) : l.end - 1;
            continue;
        }
        // perl's `q(…)`, `qq{…}`, `qw(…)` and ruby's `%q(…)`, `%w(…)` are strings too (the code in them is still read on).
        if (quoteWords(lang, full, code, k - full.length + 1))
            quotedStrings(code, next, full, strings);
        // perl's `qx{CMD}` (any delimiter) and ruby's `%x(CMD)` run a line, as backticks do.
        // (perl allows blanks before the delimiter, `qx (CMD)`, but then not `#`.)
        let quoteLike = lang === 'perl' && full === 'qx' ? next : lang === 'ruby' && full === 'x' && code[k - full.length] === '%' ? next : -1;
        if (lang === 'perl' && quoteLike >= 0)
            while (quoteLike < code.length && /\s/.test(code[quoteLike]))
                quoteLike++;
        if (quoteLike >= 0 && quoteLike < code.length && /[^\w\s]/.test(code[quoteLike]) && !(quoteLike > next && code[quoteLike] === '#')) {
            const end = closingDelimiter(code, quoteLike);
            const line = code.slice(quoteLike + 1, end);
            if (/[$@\\]|#\{/.test(line) || end >= code.length)
                t.problem(`a ${lang === 'perl' ? 'qx' : '%x'} command in the code given to the interpreter is not a literal`);
            else
                t.run(line, false);
            k = end;
            continue;
        }
        // Python's import statements bind names (read above): not uses of them.
        if (lang === 'python' && (full === 'import' || full === 'from') && !/[.(=]/.test(code[next] ?? '')) {
            k = statementEnd(code, next) - 1;
            continue;
        }
        // (php's function names are case-insensitive: `SYSTEM("rm x")` runs system.)
        const name = lang === 'python' ? canonicalName(full, imports) : lang === 'php' ? full.toLowerCase() : full;
        const last = lastSegment(name);
        let effect = lang === 'node' ? calls.get(last) : calls.get(name);
        if (effect !== undefined && named !== undefined && !nodeModuleNamed(named, effect))
            effect = undefined;
        // (What follows only perl's own filter, by what stands around the name.)
        const byName = effect;
        if (effect !== undefined && lang === 'perl' && (perlNonCall(code, k - full.length + 1, next) || (PERL_MODULE_CALLS.has(name) && !perlModuleNamed(code, modules))))
            effect = undefined;
        let at = next;
        while (code.charCodeAt(at) === 32 /* space */)
            at++;
        // node's require() and import() of a module that runs code given as a string (`vm`).
        if (lang === 'node' && (last === 'require' || full === 'import') && code[at] === '(') {
            const args = callArguments(code, at, lang);
            if (args === 'dynamic' || args.args.length !== 1)
                t.problem(`${full}() in the code given to the interpreter loads a module named at run time`);
            else if (NODE_CODE_MODULES.has(args.args[0].replace(/^node:/, '')))
                t.problem(`the code given to the interpreter loads ${args.args[0]}, which runs code given as a string`);
            else
                k = args.end - 1;
            continue;
        }
        // (php: `$f(…)` calls the function a variable names.)
        if (lang === 'php' && code[next - full.length - 1] === '$' && code[at] === '(') {
            t.problem(`$${full}() in the code given to the interpreter calls a function named at run time`);
            continue;
        }
        if (effect === undefined) {
            // (node: a function read by its name used as a value, `cp.execSync.call(null, "rm x")`, `.apply`, `.bind`.)
            if (named !== undefined && full !== last && functionAsValue(full, named)) {
                t.problem(`${full} in the code given to the interpreter uses a function that runs commands or touches files as a value`);
                continue;
            }
            const why = indirection(lang, name, code[next] ?? '');
            if (why !== undefined)
                t.problem(why);
            // (A problem given again changes nothing: t.problem keeps one of each.)
            if (remember && byName === undefined && sameAnywhere(lang, full, name))
                settled.add(full);
            continue;
        }
        // perl and ruby call without parentheses (`system "rm x"`); perl's `open FH, …` is not read.
        let args;
        if (code[at] === '(')
            args = callArguments(code, at, lang);
        else if ((lang === 'perl' || lang === 'ruby') && (code[at] === '"' || code[at] === "'")) {
            const l = literal(code, at, lang, '');
            args = l === undefined || l === 'dynamic' || !endsArgument(code, l.end, true) ? 'dynamic' : { args: [l.text], keys: [undefined], end: l.end };
        }
        else if (lang === 'node' && !full.includes('.') && DESTRUCTURED.test(code.slice(next, next + 400))) {
            // (`const { execSync } = require(…)`: bound by its own name, whose calls are read; not a
            // value passed on: `setTimeout(cp.execSync, 0, 'rm x')`, `{ run: cp.execSync }`.)
            continue;
        }
        else {
            // The function as a value (`f = os.system`, `map(os.system, …)`, `system $cmd`): it may run anything.
            t.problem(`${full} in the code given to the interpreter is used other than by a call given literals, which may run any command or touch any file`);
            continue;
        }
        if (++seen > MAX_CALLS) {
            t.problem(`the code given to the interpreter makes more than ${MAX_CALLS} calls that run commands or touch files: the rest are not read`);
            return;
        }
        if (args === 'dynamic' || args.args.length === 0) {
            // (A literal path with data made at run time: the path is what matters; calls in the data are read on.)
            const path = args === 'dynamic' && code[at] === '(' && PATH_THEN_DATA[lang]?.has(lang === 'node' ? last : name) === true ? literalPathArgument(code, at, lang) : undefined;
            if (path !== undefined) {
                apply(effect, [path], t);
                continue;
            }
            t.problem(`${full}() in the code given to the interpreter is given something other than literals, which may name any command or file`);
            continue;
        }
        if (runsCommand(effect) && args.keys.some((key) => key !== undefined)) {
            // (An option given a string may change what runs or where: `executable="/bin/rm"`, `cwd="/etc"`, `env=`, `input=`, ruby's `out:`.)
            const changing = args.keys.find((key) => key !== undefined && !INERT_RUN_OPTIONS.has(key));
            if (changing !== undefined)
                t.problem(`${full}() in the code given to the interpreter is given ${changing}, which may change what runs, where, or what it reads`);
            const command = args.args.filter((_, i) => args.keys[i] === undefined);
            if (command.length > 0)
                apply(effect, command, t);
            else
                t.problem(`${full}() in the code given to the interpreter is given no literal command`);
        }
        else
            apply(effect, args.args, t);
        k = args.end - 1;
    }
}
/** Options of a call that runs a command whose string values change nothing it runs (`encoding="utf-8"`, `{stdio: 'inherit'}`). */
const INERT_RUN_OPTIONS = new Set(['encoding', 'errors', 'stdio', 'killSignal']);
/**
 * The rest of a destructuring pattern after a name bound as itself (not renamed: `{ execSync: run }`):
 * names to its `}`, then `=` or `from`.
 */
const DESTRUCTURED = /^\s*(?:,[\s\w$,:]*)?\}\s*(?:=(?![=>])|from\b)/;
/** perl functions of File::Copy and File::Path: calls only where the code or `-M` names such a module (`/copy/`, `print "move"` are none). */
const PERL_MODULE_CALLS = new Set(['copy', 'move', 'rmtree', 'remove_tree', 'make_path', 'mkpath']);
function perlModuleNamed(code, modules) {
    return code.includes('File::') || modules.some((m) => m.includes('File::'));
}
/** Whether a perl name at `start` (ending at `end`) is no call: a variable (`$copy`, `@chmod`), a hash key (`$h{move}`, `move => 1`). */
function perlNonCall(code, start, end) {
    const before = code[start - 1];
    if (before === '$' || before === '@' || before === '%')
        return true;
    if (before === '{' && code[end] === '}')
        return true;
    return /^\s*=>/.test(code.slice(end, end + 8));
}
/**
 * The end of the dotted name starting at `start` (a name character there), as the sticky
 * `/[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\/y` reads it: scanned, as a code word
 * holds thousands of names and a regex call with its match array per name cost more than the rest.
 */
export function dottedNameEnd(code, start) {
    let k = start + 1;
    for (;;) {
        while (k < code.length && isNameCode(code.charCodeAt(k), true))
            k++;
        if (code.charCodeAt(k) !== 46 /* . */ || !isNameCode(code.charCodeAt(k + 1), false))
            return k;
        k += 2;
    }
}
/** `[A-Za-z_]`, or `[A-Za-z0-9_]` with `digit`. (NaN past the end: neither.) */
function isNameCode(c, digit) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (digit && c >= 48 && c <= 57);
}
/** A dotted name's last segment (the name itself without a dot): lastIndexOf is a slow call per name. */
function lastSegment(name) {
    for (let k = name.length - 1; k >= 0; k--)
        if (name.charCodeAt(k) === 46 /* . */)
            return name.slice(k + 1);
    return name;
}
/** Whether a dotted node name reads a member of a child_process or fs function (`cp.execSync.call`). */
function functionAsValue(full, named) {
    // (Each segment before a dot, without an array: thousands of names may be read.)
    for (let start = 0, dot = full.indexOf('.'); dot >= 0; start = dot + 1, dot = full.indexOf('.', start)) {
        const effect = CALLS.node.get(full.slice(start, dot));
        if (effect !== undefined && nodeModuleNamed(named, effect))
            return true;
    }
    return false;
}
/** The end of a python statement at `i`: the next `;` or newline (an import's names, bound above). */
function statementEnd(code, i) {
    let k = i;
    let open = false;
    // (`from os import (\n system as s)`: the parenthesized names to the `)`.)
    while (k < code.length && (open || (code[k] !== ';' && code[k] !== '\n'))) {
        if (code[k] === '(')
            open = true;
        else if (code[k] === ')')
            open = false;
        k++;
    }
    return k;
}
/** The index of the closing quote of the string at `i` (or the end of the code). */
function skipString(code, i) {
    const q = code[i];
    for (let k = i + 1; k < code.length; k++) {
        if (code[k] === '\\')
            k++;
        else if (code[k] === q)
            return k;
    }
    return code.length;
}
//# sourceMappingURL=inline-code.js.map