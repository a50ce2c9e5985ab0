// Commands that read or write files in ways no reader table describes (reference E.11): an
// interpreter reads the script it runs (and shows its text in errors: `bash /etc/shadow` prints
// the first line), perl and ruby with `-e` read (and with `-i` edit) their operands, `dd` reads
// `if=` and writes `of=`, `openssl` reads `-in FILE` and writes `-out FILE`, `sort -o` writes
// (patch, split, xxd, chattr and setfacl: file-changers.ts).
// Every doubt adds a path, as in the other readers.
import { percentDecoded } from './file-touches.js';
import { besides, inPlaceBackup } from './sibling-files.js';
import { grammar, resolveLong } from './long-options.js';
import { inlineCodeTouches } from './inline-code.js';
import { PERL_OPTIONS, PHP_OPTIONS, phpIniTouches, PYTHON_OPTIONS, readOptions, RUBY_OPTIONS } from './interpreter-options.js';
import { NODE_DIAGNOSTIC_FILES, NODE_OPTIONS } from './node-options.js';
import { pythonModuleTouches } from './python-modules.js';
import { mayBeOption } from './words.js';
import { descriptorPath } from './line-input.js';
import { POSIX_SHELLS } from './wrapper-specs.js';
export const INTERPRETERS = new Map([
    ...[...POSIX_SHELLS, 'busybox-sh'].map((n) => [n, 'shell']),
    ...['python', 'python2', 'python3', 'pypy', 'pypy3'].map((n) => [n, PYTHON_OPTIONS]),
    ['node', NODE_OPTIONS], ['nodejs', NODE_OPTIONS], ['perl', PERL_OPTIONS], ['ruby', RUBY_OPTIONS], ['php', PHP_OPTIONS],
]);
/** A shell's options whose value is the next word. */
const SHELL_VALUES = new Set(['-o', '+o', '-O', '+O']);
/**
 * The script an interpreter runs (its first operand), read; none when code comes another way.
 * Code it reads from a here-document or here-string (`python3 - <<'EOF'`, no script, or
 * `/dev/stdin`) is on the line: read as `-c` code is.
 */
export function interpreterTouches(spec, words, dynamic, t) {
    if (spec !== 'shell') {
        tableInterpreterTouches(spec, words, dynamic, t);
        return;
    }
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // An expansion may be the script, or an option before it.
            t.read(w, true);
            t.scriptArguments ??= wordsFrom(words, dynamic, i + 1);
            return;
        }
        if (w === '--') {
            if (i + 1 < words.length)
                t.read(words[i + 1] ?? '', dynamic[i + 1] ?? false);
            t.scriptArguments ??= wordsFrom(words, dynamic, i + 2);
            return;
        }
        // (`-c CMD`, `-s`: no script file.)
        if (w === '-' || w === '/dev/stdin' || /^-[a-zA-Z]*[cs][a-zA-Z]*$/.test(w))
            return;
        if (SHELL_VALUES.has(w))
            i++;
        else if (!w.startsWith('-') && !w.startsWith('+')) {
            t.read(w);
            t.scriptArguments ??= wordsFrom(words, dynamic, i + 1);
            return;
        }
    }
}
/** The words from index `from` on, for FileTouches.scriptArguments. */
function wordsFrom(words, dynamic, from) {
    const out = [];
    for (let k = from; k < words.length; k++)
        out.push({ word: words[k], dynamic: dynamic[k] ?? false });
    return out;
}
/** python, node, perl, ruby, php: their options read as they read them, then the script or code. */
function tableInterpreterTouches(table, words, dynamic, t) {
    const { options, operands, stdinProgram, expansionStop } = readOptions(table, words, dynamic, t);
    let codeGiven = false;
    let stdin = false;
    let module;
    let script;
    let chdir;
    let inPlace;
    let codeInPlace = false;
    let server = false;
    const docroots = [];
    // (The modules its options load, `perl -MLWP::Simple`, `ruby -rnet/http`: the code names them too.)
    const modules = options.flatMap((o) => (o.means === 'perlModule' || o.means === 'library') && o.value !== undefined ? [o.value.word] : []);
    for (const { name, means, value } of options) {
        const diagnostics = table === NODE_OPTIONS ? NODE_DIAGNOSTIC_FILES.get(name) : undefined;
        if (diagnostics !== undefined)
            t.glob('edit', diagnostics, diagnostics);
        if (means === 'stdin')
            stdin = true;
        else if (means === 'server')
            server = true;
        else if (means === 'problem')
            t.problem(`${table.interpreter} ${name} is not read by the analysis`);
        else if (means === 'packageScript') {
            // (node --run NAME: package.json's script, run by a shell, as `npm run` does.)
            t.implicitRead('package.json');
        }
        if (value === undefined)
            continue;
        switch (means) {
            case 'code':
            case 'print':
                codeGiven = true;
                if (value.dynamic)
                    t.problem('the code given to the interpreter comes from an expansion');
                else {
                    inlineCodeTouches(table.language, value.word, t, modules);
                    if (CODE_IN_PLACE[table.language]?.test(value.word) === true)
                        codeInPlace = true;
                }
                break;
            case 'module':
                module = value;
                break;
            case 'script':
                script = value;
                break;
            case 'read':
                t.read(value.word, value.dynamic);
                break;
            case 'config':
                // (It names the files it writes.)
                t.read(value.word, value.dynamic);
                t.edit('', true);
                break;
            case 'edit':
                if (value.dynamic || !/^(?:stdout|stderr)$/.test(value.word))
                    t.edit(value.word, value.dynamic);
                break;
            case 'editTree':
                t.edit(value.word, value.dynamic, 'tree');
                break;
            case 'library':
                libraryTouches(value, t);
                break;
            case 'inPlace':
                (inPlace ??= []).push(value.word);
                break;
            case 'chdir':
                chdir = value;
                break;
            case 'docroot':
                docroots.push(value);
                break;
            case 'phpIni':
                phpIniTouches(value, t);
                break;
            case 'perlSplit':
                if (/^[/'"]/.test(value.word))
                    inlineCodeTouches('perl', `split(${value.word});`, t);
                break;
            case 'perlDebugger':
                // (The debugger reads its commands, `!!CMD` and perl among them, from the terminal or standard input.)
                if (!/[:=]/.test(value.word))
                    t.problem(`perl ${name} runs the debugger, which reads commands that may run any command`);
                else if (!/^t?[:=]-?[\w:]*(?:=[^{}]*)?$/.test(value.word))
                    t.problem(`perl ${name} is given code, not a module name (${JSON.stringify(value.word)})`);
                break;
            case 'perlModule':
                // (perl -MMODULE=ARGS is `use MODULE split(/,/, q{ARGS})`: anything else in it is code.)
                if (!/^-?[\w:]*(?:=[^{}]*)?$/.test(value.word))
                    t.problem(`perl ${name} is given code, not a module name (${JSON.stringify(value.word)})`);
                break;
            default:
                // (python -X pycache_prefix=DIR writes its compiled files below DIR; -X presite=MODULE imports one.)
                if (table === PYTHON_OPTIONS && name === '-X' && /^pycache_prefix=/.test(value.word))
                    t.edit(value.word.slice(15), value.dynamic, 'tree');
                else if (table === PYTHON_OPTIONS && name === '-X' && /^presite=/.test(value.word))
                    t.problem('python -X presite imports a module before the script');
        }
    }
    // (With standard input from the line, an expansion where the script is may be `-`, `/dev/stdin`
    // (`./$S` too, through `..`) or an option before none (`-i`, python's `-W…`, perl's `-x…`): the
    // program is then text the line gives, unread. A name with an extension (`src/$S.py`) is none.)
    const scriptWord = script ?? (module === undefined && !codeGiven && !stdinProgram ? operands[0] : undefined);
    if (t.lineInput && (expansionStop === true || (scriptWord?.dynamic === true && !/\.\w+$/.test(scriptWord.word)))) {
        t.problem('the script comes from an expansion that may be `-` or an option, and standard input from the line: the program may be that input, which is not analyzed');
    }
    // (php -S serves its document root, or the working directory, to the network: read whole.)
    if (server)
        for (const d of docroots.length > 0 ? docroots : [{ word: '.', dynamic: false }])
            t.read(d.word, d.dynamic, 'tree');
    const code = () => stdinCode(table.language, t, modules);
    if (stdin)
        code();
    // (`python3 -- - x` and `/dev/fd/0` read standard input too; another descriptor is not known.)
    const program = script ?? operands[0];
    const descriptor = program === undefined || program.dynamic ? undefined : program.word === '-' ? 'stdin' : descriptorPath(program.word);
    if (module !== undefined)
        pythonModuleTouches(module, operands, t, code);
    else if (codeGiven) {
        if (table === PERL_OPTIONS || table === RUBY_OPTIONS)
            codeOperands(operands, inPlace, codeInPlace, chdir, t);
    }
    else if (descriptor === 'other')
        t.problem(`the interpreter runs its program from an open file descriptor (${program.word}), whose text is not known`);
    else if (script !== undefined && descriptor === undefined) {
        t.read(script.word, script.dynamic);
        t.scriptArguments ??= operands;
    }
    else if (stdinProgram || operands.length === 0 || descriptor === 'stdin') {
        // (`node --test`, `php -S …`, `python3 --version` run no program.)
        if (!stdin && (stdinProgram || t.stdin !== undefined || operands.length > 0 || !options.some((o) => NO_PROGRAM[table.language].test(o.name))))
            code();
    }
    else {
        inDirectory(operands[0], chdir, (w) => t.read(w.word, w.dynamic));
        t.scriptArguments ??= operands.slice(1);
        // (`perl -pi SCRIPT FILES`, `perl -pie CODE FILES`: -ie is the suffix `e`, CODE the script.)
        const lines = options.some((o) => /^-[npiaF]$/.test(o.name));
        if ((table === PERL_OPTIONS || table === RUBY_OPTIONS) && lines)
            codeOperands(operands.slice(1), inPlace, false, chdir, t);
    }
    if (expansionStop === true) {
        // (An unquoted expansion that is empty vanishes: the words after it are then options, `-c CODE`
        // among them. Read that way too; the expansion read as the script above stays a problem.)
        const at = words.length - operands.length;
        tableInterpreterTouches(table, [...words.slice(0, at), ...words.slice(at + 1)], [...dynamic.slice(0, at), ...dynamic.slice(at + 1)], t);
        // (It may be a code option too, `python "$S" CODE` with S=-c: the word after it is then code.)
        const after = operands[1];
        if (after !== undefined && !after.dynamic && !after.word.startsWith('-'))
            inlineCodeTouches(table.language, after.word, t, modules);
    }
}
/** Options after which an interpreter given no script runs none (it does not read one from standard input). */
const NO_PROGRAM = {
    node: /^(?:--test|--run|-v|--version|-h|--help|--v8-options|--completion-bash)$/,
    python: /^(?:-V|--version|-h|-\?|--help.*)$/,
    perl: /^(?:-v|-V.*|-h)$/,
    ruby: /^(?:-v|--version|-h|--help)$/,
    php: /^(?:-S|-v|-h|-i|-m|--ini|--version|--help|--info|--modules|--usage)$/,
};
/** A path ruby finds in the directory -C names (and, to be sure, where the line is). */
function inDirectory(w, chdir, read) {
    read(w);
    if (chdir === undefined || w.word.startsWith('/'))
        return;
    read({ word: `${chdir.word.replace(/(?<!\/)\/+$/, '')}/${w.word}`, dynamic: w.dynamic || chdir.dynamic });
}
/** A module node or ruby loads (`-r`, `--import`): a path is read, a `data:` URL is code; a package name is found as `require` finds it. */
function libraryTouches(value, t) {
    if (value.dynamic)
        t.read(value.word, true);
    else if (/^data:/i.test(value.word))
        dataUrlCode(value.word, t);
    else if (/^[./~]|^file:/i.test(value.word))
        t.read(value.word.replace(/^file:\/\//i, ''));
}
/** `data:text/javascript,CODE` (percent-encoded, or `;base64,`): node code given on the line. */
function dataUrlCode(url, t) {
    const comma = url.indexOf(',');
    const body = comma < 0 ? '' : url.slice(comma + 1);
    const code = /;base64$/i.test(url.slice(0, Math.max(comma, 0))) ? Buffer.from(body, 'base64').toString('utf8') : percentDecoded(body);
    if (code === undefined)
        t.problem('node loads a data: URL the analysis cannot decode');
    else
        inlineCodeTouches('node', code, t);
}
/** The code on standard input, when the line gives it (a shell's is read by runs.ts). */
function stdinCode(language, t, modules = []) {
    // (Its program is whatever reaches standard input: a pipe, `echo CODE | python3`, a file, a terminal.)
    if (t.stdin === undefined) {
        t.problem(`the interpreter reads its program from standard input, which is not analyzed`);
        return;
    }
    if (!t.stdin.literal)
        t.problem('the code given to the interpreter on standard input has expansions');
    else
        inlineCodeTouches(language, t.stdin.text, t, modules);
}
/**
 * perl and ruby code that switches on in-place editing itself (hunt 5 F6: `BEGIN{$^I=""}`,
 * `${^I}`, `$INPLACE_EDIT`, ruby's `$-i`, `ARGF.inplace_mode=`), or, in perl, may set a variable
 * named at run time (`${"\cI"}`, `$::{…}`, `*{…}`): its operands are edited, as with `-i`.
 */
const CODE_IN_PLACE = {
    perl: /[$*]\s*\{?\s*\^I|INPLACE_EDIT|\$\s*\{\s*(?![A-Za-z_]\w*\s*\}|\^\w+\s*\})|::\s*\{|\*\s*\{/,
    ruby: /\$-i(?!\w)|inplace_mode/,
};
/**
 * perl and ruby with code on the command line (`-e`): their operands are the files `-n`, `-p`
 * and `<>` read, and `-i` edits in place (`-i.bak`: with a backup of that suffix beside); code
 * that switches it on itself (`codeInPlace`) edits them too, its backup's suffix not read (every
 * name that starts with the file's).
 */
function codeOperands(operands, inPlace, codeInPlace, chdir, t) {
    for (const operand of operands) {
        inDirectory(operand, chdir, (w) => {
            t.read(w.word, w.dynamic);
            if (inPlace === undefined && !codeInPlace)
                return;
            t.edit(w.word, w.dynamic);
            for (const suffix of inPlace ?? [])
                inPlaceBackup(t, w.word, w.dynamic, suffix);
            if (codeInPlace)
                besides(t, w.word, w.dynamic);
        });
    }
}
export function ddTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // An expansion may be `if=` or `of=` anything.
            t.read(w, true);
            t.edit(w, true);
        }
        else if (w.startsWith('if='))
            t.read(w.slice(3));
        else if (w.startsWith('of='))
            t.edit(w.slice(3));
    }
}
/** openssl options (any subcommand) whose value is a file it reads, or writes. */
const OPENSSL_READS = new Set(['-in', '-inkey', '-key', '-cert', '-certfile', '-CAfile', '-CAkey', '-config', '-signkey', '-kfile',
    '-peerkey', '-sigfile', '-signature', '-verify', '-prverify', '-untrusted', '-trusted', '-chain', '-extfile', '-paramfile',
    '-passin', '-pass', '-rand', '-content']);
const OPENSSL_WRITES = new Set(['-out', '-keyout', '-sigout', '-writerand', '-passout']);
/**
 * openssl SUBCOMMAND: the values of the options above, and every other word that is not an
 * option (`openssl dgst -sha256 FILE`; an option's non-file value read too is harmless). An
 * option above followed by another option is taken as a flag (`req -verify -in x`).
 */
export function opensslTouches(words, dynamic, t) {
    if (dynamic[1])
        t.read(words[1] ?? '', true);
    // (`openssl engine ID`: an ID may be a library's path, loaded as the engine.)
    if (words[1] === 'engine' && words.slice(2).some((w, k) => dynamic[k + 2] || !w.startsWith('-')))
        t.problem('openssl engine loads the engine it is given, which may be a library');
    for (let i = 2; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            t.read(w, true);
            continue;
        }
        const loads = opensslLoads(w, words[i + 1], dynamic[i + 1] ?? false);
        if (loads !== undefined)
            t.problem(loads);
        if (!w.startsWith('-')) {
            t.read(w);
            continue;
        }
        // (OpenSSL 3 takes `--in` for `-in`, and the value attached: `-in=FILE`.)
        const eq = w.indexOf('=');
        const name = (eq > 0 ? w.slice(0, eq) : w).replace(/^--/, '-');
        if (!(OPENSSL_READS.has(name) || OPENSSL_WRITES.has(name)))
            continue;
        const next = eq > 0 ? w.slice(eq + 1) : words[i + 1];
        if (next === undefined || (eq < 0 && next.startsWith('-') && !dynamic[i + 1]))
            continue;
        if (eq < 0)
            i++;
        const nextDynamic = eq < 0 && (dynamic[i] ?? false);
        // -passin/-passout take `file:PATH` among other forms.
        // (`-pass file:F` too, for enc and pkcs12.)
        const file = name === '-passin' || name === '-passout' || name === '-pass' ? (next.startsWith('file:') ? next.slice(5) : undefined) : next;
        if (file === undefined)
            continue;
        if (OPENSSL_READS.has(name))
            t.read(file, nextDynamic);
        else
            t.edit(file, nextDynamic);
    }
}
/**
 * Options that make openssl load a library (its constructor runs): `-engine PATH`, `-provider PATH`, `-provider-path
 * DIR` (a provider then comes from DIR), `engine -pre SO_PATH:LIB`. A built-in engine or provider name is none.
 */
function opensslLoads(w, next, nextDynamic) {
    const m = /^--?(engine|provider|provider-path|ssl_client_engine|pre|post)(?:=(.*))?$/s.exec(w);
    if (m === null)
        return undefined;
    const value = m[2] ?? next ?? '';
    const dynamicValue = m[2] === undefined && nextDynamic;
    const library = dynamicValue || /[/\\]|\.(?:so|dll|dylib)$/i.test(value);
    if (m[1] === 'provider-path' || m[1] === 'pre' || m[1] === 'post' || library)
        return `openssl ${m[2] === undefined ? `${w} ${value}` : w} loads a library, whose code runs`;
    return undefined;
}
/** sort's long options whose value is the next word when not given with `=`. */
const SORT_VALUE_LONG = new Set(['--key', '--field-separator', '--buffer-size', '--parallel', '--batch-size', '--output',
    '--temporary-directory', '--files0-from', '--random-source', '--compress-program']);
/** sort's long options, for their unique prefixes. */
const SORT_LONG = grammar([...SORT_VALUE_LONG].map((o) => o.slice(2)).join(' ') + ' sort', 'ignore-leading-blanks dictionary-order ignore-case general-numeric-sort ignore-nonprinting month-sort human-numeric-sort numeric-sort '
    + 'random-sort reverse version-sort check merge stable unique zero-terminated debug help version', {});
/** sort: its operands are read; `-o FILE` is written; `--compress-program` runs a program. */
export function sortTouches(words, dynamic, t) {
    const value = (name, v, dyn) => {
        if (name === 'o' || name === '--output')
            t.edit(v, dyn);
        else if (name === 'T' || name === '--temporary-directory')
            t.edit(v, dyn, 'tree');
        else if (name === '--random-source')
            t.read(v, dyn);
        else if (name === '--files0-from') {
            t.read(v, dyn);
            t.read('', true);
        }
        else if (name === '--compress-program')
            t.run(v, dyn);
    };
    let operandsOnly = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // An expansion may be `-o FILE`, or `--compress-program=PROG` (so may a glob: `sort *`).
            if (!operandsOnly && mayBeOption(w))
                t.problem('an expansion or glob may be an option of sort that runs a program (--compress-program)');
            t.read(w, true);
            t.edit(w, true);
        }
        else if (operandsOnly || w === '-' || !w.startsWith('-'))
            t.read(w);
        else if (w === '--')
            operandsOnly = true;
        else if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            // (getopt_long: `--outp` stands for --output, `--files0` for --files0-from.)
            const resolved = resolveLong(SORT_LONG, eq > 0 ? w.slice(2, eq) : w.slice(2));
            const name = resolved === undefined || resolved === 'ambiguous' ? (eq > 0 ? w.slice(0, eq) : w) : `--${resolved}`;
            if (eq > 0)
                value(name, w.slice(eq + 1), false);
            else if (SORT_VALUE_LONG.has(name) && i + 1 < words.length) {
                i++;
                value(name, words[i] ?? '', dynamic[i] ?? false);
            }
        }
        else {
            for (let k = 1; k < w.length; k++) {
                const letter = w[k];
                if (!'ktSTo'.includes(letter))
                    continue;
                if (k + 1 < w.length)
                    value(letter, w.slice(k + 1), false);
                else if (i + 1 < words.length) {
                    i++;
                    value(letter, words[i] ?? '', dynamic[i] ?? false);
                }
                break;
            }
        }
    }
}
//# sourceMappingURL=script-arguments.js.map