// Commands that run code the analysis does not read, given on their command line or on standard
// input by the line, or that open files with programs of their own choosing (reference E.3): ed
// and dc (`!CMD`), openers (`xdg-open`, macOS `open`, `gio open`), and interpreters of languages
// whose code is not read (`lua -e`, `deno eval`, `tclsh <<< CODE`, osascript). Each is a problem:
// never allowed; a script file is read, its code covered by the allow rule as python's is.
import { possiblePaths } from './possible-paths.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { analysisName } from './program-name.js';
import { descriptorPath } from './line-input.js';
/**
 * ed and dc read commands from standard input (dc also from -e and script files), and `!CMD`
 * runs CMD: never known here (a here-document's text is not read as ed commands).
 */
export function commandReaderTouches(words, dynamic, t) {
    const name = programName(words[0] ?? '').toLowerCase();
    t.problem(`${name} runs the commands it reads (\`!\` runs a shell command), which are not analyzed`);
    if (name === 'dc') {
        for (let i = 1; i < words.length; i++)
            if (!words[i].startsWith('-') || dynamic[i])
                t.read(words[i], dynamic[i] ?? false);
        return;
    }
    // (ed's operand is the file it edits; `ed -p PROMPT`.)
    for (let i = 1; i < words.length; i++) {
        if (words[i] === '-p' || words[i] === '--prompt')
            i++;
        else if (!words[i].startsWith('-') || dynamic[i])
            t.edit(words[i], dynamic[i] ?? false);
    }
}
/**
 * Programs that read their own commands from standard input, where one runs a shell line (gdb's
 * `shell CMD`, ftp's and lftp's `!CMD`, tasksh's `!CMD`, tdbtool's `! CMD`, scanmem's `shell
 * CMD`, from `-c` too) or reads any file (terraform's and tofu's `console`: `file("/etc/shadow")`): whatever
 * the line feeds them (a pipe, a file, a here-document) is not read. gdb with -batch reads none,
 * lftp with -c or -f none, terraform none but in `console`.
 */
export function stdinCommandReaderTouches(words, dynamic, t) {
    const name = programName(words[0] ?? '').toLowerCase();
    if (name === 'gdb' && words.some((w) => w === '-batch' || w === '--batch'))
        return;
    // (lftp -c and -f give its commands instead: a problem of their own, remote-hosts.ts.)
    if (name === 'lftp' && words.some((w) => w === '-c' || w === '-f'))
        return;
    if ((name === 'terraform' || name === 'tofu') && !readsConsole(words, dynamic))
        return;
    t.problem(`${name} reads its commands from standard input (one of them runs a shell command or reads a file), which are not analyzed`);
}
/**
 * Whether terraform's (tofu's) subcommand is `console`, or may be: the first word after its
 * global options (`-chdir=DIR`, `-help`, `-version`: all `-name[=value]`), or an expansion there.
 */
function readsConsole(words, dynamic) {
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i])
            return true;
        if (!words[i].startsWith('-'))
            return words[i] === 'console';
    }
    return false;
}
/**
 * Shells and REPLs whose commands come from standard input (or a terminal) and may run any command
 * or code: cpan's `!` (perl) with no module named (`-j FILE` loads a perl configuration), debugfs
 * without `-R` (`-f FILE`: a file of them; `-R '!CMD'` runs CMD, read as a line), irb, jjs, ginsh
 * (`!CMD`), `dotnet fsi` without a script. Whatever the line feeds them is not read.
 */
export function stdinShellTouches(words, dynamic, t) {
    const name = programName(words[0] ?? '').toLowerCase();
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        if (!dynamic[i] && (name === 'cpan' ? /^-[jM]$/ : /^-[Rf]$/).test(words[i]))
            i++;
        else if (dynamic[i] || !words[i].startsWith('-'))
            operands.push(i);
    }
    const reads = `${name} reads its commands from standard input (one of them may run any command or code), which are not analyzed`;
    if (name === 'cpan') {
        if (words.some((w, i) => !dynamic[i] && w.startsWith('-j')))
            t.problem('cpan -j loads a configuration file, which is perl code');
        if (operands.length === 0)
            t.problem(reads);
    }
    else if (name === 'debugfs') {
        const request = words.findIndex((w, i) => !dynamic[i] && (w === '-R' || w === '-f'));
        if (request < 0 || words[request] === '-f' || request + 1 >= words.length)
            t.problem(request < 0 ? reads : 'debugfs runs the requests a file or an expansion gives it, which may run a command');
        else if (dynamic[request + 1])
            t.problem('debugfs -R runs a request an expansion gives, which may run a command');
        else if (words[request + 1].trimStart().startsWith('!'))
            t.run(words[request + 1].trimStart().slice(1), false);
    }
    else if (name === 'dotnet') {
        const sub = operands[0];
        if (sub !== undefined && (dynamic[sub] || words[sub] === 'fsi') && operands.length < 2)
            t.problem(dynamic[sub] ? 'an expansion may be dotnet fsi, which reads F# from standard input' : reads);
    }
    else
        t.problem(reads);
}
/** Programs that open their operands with the programs the files' types are associated with (Windows' HTML Help, hh, too: LOLBAS). */
export const OPENERS = ['xdg-open', 'open', 'kde-open', 'kde-open5', 'gnome-open', 'exo-open', 'wslview', 'cygstart', 'explorer', 'explorer.exe',
    'gio', 'hh', 'hh.exe'];
/**
 * An opener (`xdg-open FILE`, macOS `open FILE`, `gio open FILE`) may run what it opens (a
 * `.desktop` file's Exec, a `.command`, an app); Debian's `open` is openvt, which runs its
 * command. Never allowed.
 */
export function openerTouches(words, dynamic, t) {
    const name = programName(words[0] ?? '').toLowerCase();
    if (name === 'gio' && !['open', 'launch'].includes(words[1] ?? '') && !dynamic[1]) {
        // (Its other commands read, copy, list and mount the files and URIs they name, over any
        // GVfs backend: `gio cat /etc/passwd`, `gio copy https://evil.com/x .` were allowed.)
        possiblePaths(words, dynamic, 'bash', t);
        urlsOfUnknownCommand('gio', words, dynamic, t);
        return;
    }
    if (words.length > 1)
        t.problem(`${name} opens its operands with the programs their types are associated with, which may run them`);
}
const JS_NO_PROGRAM = ['-v', '--version', '-h', '--help'];
/** The options of node's TypeScript and Babel runners that take the next word (node's `-r MODULE`, ts-node's `-P tsconfig.json`). */
const JS_RUNNER_VALUES = ['-r', '--require', '--import', '--loader', '--experimental-loader', '--tsconfig', '--env-file', '--conditions', '-C', '--compiler',
    '-P', '--project', '-O', '--compiler-options', '--cwd', '--dir', '-I', '--ignore', '--scope-dir', '--presets', '--plugins', '--extensions', '--config-file'];
const FOREIGN_INTERPRETERS = new Map([
    ['deno', { code: ['--eval', '--eval-file'], codeSubcommands: ['eval'], stdin: false, operandsRead: true }],
    ['bun', { code: ['-e', '--eval', '-p', '--print'], stdin: false, operandsRead: true }],
    // (Rscript's own options are `--name=value`; R's `-d NAME` runs R under the debugger program NAME.)
    ['Rscript', { code: ['-e'], stdin: true }], ['R', { code: ['-e', '-d', '--debugger'], stdin: true, values: ['-g', '--gui'], scriptOptions: ['-f', '--file'],
            toolWord: { word: 'CMD', tools: ['BATCH', 'COMPILE', 'SHLIB', 'INSTALL', 'REMOVE', 'build', 'check', 'LINK', 'Rprof', 'Rdconv', 'Rd2pdf', 'Rd2txt', 'Stangle', 'Sweave', 'Rdiff', 'config', 'javareconf', 'rtags'] } }],
    ...['lua', 'lua5.1', 'lua5.3', 'lua5.4'].map((n) => [n, { code: ['-e'], stdin: true, values: ['-l'] }]),
    // (`luajit -b IN OUT` saves bytecode: every operand is a file, none a script.)
    ['luajit', { code: ['-e'], stdin: true, values: ['-l', '-j'], subcommands: ['-b'] }],
    ['julia', { code: ['-e', '--eval', '-E', '--print'], stdin: true, reads: ['-L', '--load', '-J', '--sysimage', '--machine-file'],
            values: ['-t', '--threads', '-p', '--procs', '-C', '--cpu-target', '-H', '--home', '--gcthreads', '--heap-size-hint', '--trace-compile',
                '--trace-dispatch', '--output-o', '--output-ji', '--output-bc', '--output-unopt-bc', '--output-asm', '--output-incremental', '--bug-report'] }],
    ['guile', { code: ['-c'], stdin: true, reads: ['-l'], scriptOptions: ['-s'], values: ['-L', '-C', '-x', '-e', '--language'] }],
    ['racket', { code: ['-e', '--eval'], stdin: true, scriptOptions: ['-f', '--load', '-t', '--require', '-r', '--script', '-u', '--require-script'],
            values: ['-l', '--lib', '-p', '-k', '-S', '--search', '-X', '--collects', '-G', '--config', '-A', '--addon', '-W', '--warn', '-L', '-O', '--stdout', '-I'] }],
    // (`--erl SWITCHES` hands switches to erl, `-eval CODE` among them; `--rpc-eval NODE CODE` runs code.)
    ...['elixir', 'iex'].map((n) => [n, { code: ['-e', '--eval', '--erl', '--rpc-eval'], stdin: n === 'iex',
            reads: ['-r', '-pr', '--vm-args', '--dot-iex'], values: ['-pa', '-pz', '--app', '--cookie', '--name', '--sname', '--boot', '--remsh', '-S', '--logger-otp-reports', '--logger-sasl-reports'] }]),
    // (erl's words are flags and their values, none a script: all possible paths. `-s`/`-run`/`-S` call a
    // module's function, `-args_file` reads more flags: code it runs, as `-eval`.)
    ['erl', { code: ['-eval', '-s', '-run', '-S', '-args_file'], stdin: true, wholeCodeWords: true, compiles: true }],
    ['groovy', { code: ['-e'], stdin: false, reads: ['--configscript'], values: ['-cp', '-classpath', '--classpath', '-c', '--encoding', '-l', '-b', '--basescript', '-pa'] }],
    ['scala', { code: ['-e'], stdin: true, responseFiles: true, reads: ['-i', '-I'], subcommands: ['run', 'compile', 'test', 'package', 'repl', 'fmt', 'doc', 'clean', 'export', 'publish', 'shebang'],
            values: ['-cp', '-classpath', '--classpath', '-d', '-howtorun', '-encoding', '--dependency', '--dep', '--jvm', '--java-opt', '-O', '--scala-version', '-S', '--server'] }],
    ['ghci', { code: ['-e'], stdin: true, compiles: true, responseFiles: true }], ['ghc', { code: ['-e'], stdin: false, compiles: true, responseFiles: true }],
    ['sbcl', { code: ['--eval'], stdin: true, reads: ['--load', '--core', '--userinit', '--sysinit'], scriptOptions: ['--script'], values: ['--dynamic-space-size', '--control-stack-size', '--tls-limit'] }],
    ['clisp', { code: ['-x'], stdin: true, reads: ['-i', '-M', '-c'], values: ['-B', '-K', '-m', '-L', '-N', '-E', '-p', '-o'] }],
    ['swipl', { code: ['-g', '-t'], stdin: true, reads: ['-f', '-F', '-s', '-l', '-x'], values: ['-p'] }],
    ...['octave', 'octave-cli'].map((n) => [n, { code: ['--eval', '--info-program'], stdin: true,
            values: ['-p', '--path', '--exec-path', '--image-path', '--info-file', '--doc-cache-file', '--texi-macros-file', '--built-in-docstrings-file'] }]),
    ['gnuplot', { code: ['-e'], stdin: true, scriptOptions: ['-c'] }],
    // (lldb's `-s FILE` and the like source a file of its commands, `platform shell CMD` among them.)
    ['lldb', { code: ['-o', '--one-line', '-O', '--one-line-before-file', '-k', '--one-line-on-crash', '-s', '--source', '-S', '--source-before-file', '-K', '--source-on-crash'],
            stdin: true, reads: ['-f', '--file', '-c', '--core'], values: ['-a', '--arch', '-p', '--attach-pid', '-n', '--attach-name', '-l', '--script-language'] }],
    // (AppleScript's `do shell script` and JavaScript's doShellScript run a shell line.)
    ['osascript', { code: ['-e'], stdin: true, letters: { values: 'ls', interactive: 'i' } }],
    // (JVM languages: jrunscript's JavaScript, kotlin's and kotlinc's expressions; without a script, a REPL on standard input.)
    ['jrunscript', { code: ['-e'], stdin: true, values: ['-cp', '-classpath', '-l', '-encoding', '-J'] }],
    ['kotlin', { code: ['-e', '-expression'], stdin: true, responseFiles: true, values: ['-cp', '-classpath', '-howtorun'] }],
    ['kotlinc', { code: ['-e', '-expression'], stdin: true, compiles: true, responseFiles: true, values: ['-cp', '-classpath', '-d', '-jdk-home', '-kotlin-home', '-jvm-target', '-language-version', '-api-version', '-module-name'] }],
    // (pry, ruby's other REPL: `-e CODE` runs before its session; `echo CODE | pry` is a session.)
    // (`-c CONTEXT` is ruby it evaluates.)
    ['pry', { code: ['-e', '--exec', '-c', '--context'], stdin: true, values: ['-r', '--require', '-I', '-s', '--select-plugin', '-d', '--disable-plugin'] }],
    // (S-Lang's `system()` runs a shell line.)
    ['slsh', { code: ['-e'], stdin: true, reads: ['-i'] }],
    // (Swift's Foundation `Process()` runs a program; `swift repl` and a bare `swift` are its REPL on standard input.)
    ['swift', { code: ['-e'], codeSubcommands: ['repl'], stdin: true, wholeCodeWords: true, subcommands: ['build', 'test', 'run', 'package', 'sdk'],
            values: ['-I', '-L', '-F', '-D', '-module-name', '-sdk', '-target', '-Xcc', '-Xlinker', '-Xfrontend', '-Xclang-linker', '-swift-version',
                '-resource-dir', '-working-directory', '-module-cache-path', '-toolchain', '-j'] }],
    // (TypeScript and Babel runners of node code: `-e CODE`, and without a script a REPL on standard input, `echo CODE | ts-node`.)
    ...['tsx', 'esno'].map((n) => [n, { code: ['-e', '--eval', '-p', '--print'], stdin: true, subcommands: ['watch'], noProgram: JS_NO_PROGRAM, values: JS_RUNNER_VALUES }]),
    ...['ts-node', 'ts-node-esm', 'ts-node-script', 'ts-node-transpile-only', 'babel-node'].map((n) => [n,
        { code: ['-e', '--eval', '-p', '--print', '-i', '--interactive'], stdin: true, noProgram: JS_NO_PROGRAM, values: JS_RUNNER_VALUES }]),
    ['tclsh', { code: [], stdin: true, values: ['-encoding'] }],
    ['wish', { code: [], stdin: true, values: ['-encoding', '-display', '-geometry', '-name', '-use', '-visual', '-colormap'] }],
    ['jshell', { code: [], stdin: true, reads: ['--startup'], values: ['--class-path', '-cp', '--module-path', '-p', '--add-modules', '--add-exports', '-R', '-J', '-C', '--feedback', '--execution'] }],
    // (`-z FILE` loads a Zend extension: code.)
    ['php-cgi', { code: ['-z'], stdin: true, scriptOptions: ['-f'], values: ['-c', '-d', '-b', '-T'] }],
]);
export const FOREIGN_INTERPRETER_NAMES = [...FOREIGN_INTERPRETERS.keys()];
const FOLDED_INTERPRETERS = new Map([...FOREIGN_INTERPRETERS].map(([n, spec]) => [n.toLowerCase(), spec]));
/** A program's name as a table knows it: its last path segment (`/` or `\\`), without a Windows extension. */
function programName(word) {
    return word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1).replace(/\.(?:exe|cmd|bat|com|ps1)$/i, '');
}
export function foreignCodeTouches(words, dynamic, t) {
    const name = analysisName(programName(words[0] ?? ''));
    // (Looked up by the name as written, or folded: PowerShell runs `LUA`, `lua.exe` as lua.)
    const spec = FOREIGN_INTERPRETERS.get(name) ?? FOLDED_INTERPRETERS.get(name.toLowerCase());
    if (spec === undefined) {
        t.problem(`${name} is an interpreter the analysis does not read`);
        return;
    }
    const givesCode = (w) => spec.code.some((o) => w === o || (spec.wholeCodeWords !== true && (o.startsWith('--') ? w.startsWith(`${o}=`) : o.length === 2 && w.startsWith(o))));
    let script = false;
    let stdinNamed = false;
    let scriptAt = -1;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            t.problem(`an argument of ${name} comes from an expansion: it may be code`);
            return;
        }
        if (spec.responseFiles === true && (!script || spec.compiles === true) && w.length > 1 && w[0] === '@') {
            t.read(w.slice(1));
            t.problem(`${name} reads more options from ${w}`);
            continue;
        }
        if (givesCode(w) || (i === 1 && spec.codeSubcommands?.includes(w) === true)) {
            t.problem(`${name} runs code given on its command line, in a language the analysis does not read`);
            return;
        }
        if (i === 1 && spec.subcommands?.includes(w) === true) {
            possiblePaths(words, dynamic, 'bash', t);
            return;
        }
        if (spec.letters !== undefined && !script && w.length > 1 && w[0] === '-') {
            const read = clusterOf(w, spec.code, spec.letters);
            if (read === 'code')
                t.problem(`${name} runs code given on its command line, in a language the analysis does not read`);
            if (read === 'interactive')
                t.problem(`${name} reads statements from the terminal or standard input, which are not analyzed`);
            if (typeof read !== 'number')
                return;
            i += read;
        }
        else if (spec.reads?.includes(w) === true || spec.scriptOptions?.includes(w) === true) {
            if (i + 1 < words.length)
                t.read(words[i + 1], dynamic[i + 1] ?? false);
            if (spec.scriptOptions?.includes(w) === true)
                script = true;
            i++;
        }
        else if (spec.values?.includes(w) === true)
            i++;
        else if (w === '-')
            stdinNamed = true;
        else if (!w.startsWith('-') && !script && w === spec.toolWord?.word) {
            if (!spec.toolWord.tools.includes(words[i + 1] ?? ''))
                t.problem(`${name} ${w} runs the program named after it (${words[i + 1] ?? 'none'}), which is not analyzed`);
            possiblePaths(words, dynamic, 'bash', t);
            return;
        }
        else if (!w.startsWith('-') && !script) {
            // (The first operand: the script, for those that read code from standard input without one.)
            script = true;
            // (`lua /dev/fd/0`, `elixir //dev/stdin`: standard input, or another descriptor, is no script file.)
            if (descriptorPath(w) !== undefined) {
                t.problem(`${name} runs the code standard input or another descriptor gives it (${w}), which is not analyzed`);
                return;
            }
            scriptAt = i;
            t.read(w);
        }
    }
    // (Its options' values, `kotlinc -d /etc/x`, `ghc -o/etc/x`: the words before the script (read
    // above, as the code run) are possible paths; a compiler's later operands are sources too, not a
    // script's arguments. A first operand that does not look like a script file may be the value of
    // an option not known here (`julia --new-opt 4 /etc/x`): the words up to the first that does
    // are possible paths too, and that one is read, as it may be the script.)
    if (scriptAt < 0)
        possiblePaths(words, dynamic, 'bash', t);
    else {
        const named = spec.operandsRead === true || looksLikeScriptFile(words[scriptAt]);
        const guessed = named ? -1 : words.findIndex((w, k) => k > scriptAt && !w.startsWith('-') && looksLikeScriptFile(w));
        if (guessed > 0)
            t.read(words[guessed]);
        // (`echo CODE | julia --new-opt 4`: no word is surely the script, so the code may be what the line feeds it.)
        else if (!named && spec.stdin && (t.stdin !== undefined || t.lineInput)) {
            t.problem(`${name} may read its code from standard input (${words[scriptAt]} may be an option's value, not a script), which is not analyzed`);
        }
        const end = spec.compiles === true || (!named && guessed < 0) ? words.length : named ? scriptAt : guessed + 1;
        possiblePaths([...words.slice(0, scriptAt), ...words.slice(scriptAt + 1, end)], [...dynamic.slice(0, scriptAt), ...dynamic.slice(scriptAt + 1, end)], 'bash', t);
    }
    // (Without a here-document, its code comes from a pipe or a file: `echo CODE | lua`, as for python.)
    // (`tsx --version` runs none.)
    const runsNone = !stdinNamed && spec.noProgram !== undefined && words.some((w) => spec.noProgram.includes(w));
    if (spec.stdin && (!script || stdinNamed) && !runsNone) {
        t.problem(t.stdin !== undefined ? `${name} runs the code the line gives it on standard input, in a language the analysis does not read`
            : `${name} reads its code from standard input (a pipe or a file), which is not analyzed`);
    }
}
/** A word that names a script file as written: a path (`/`, `\\`) or a name with an extension (`run.jl`, not `4` or `mod`). */
function looksLikeScriptFile(w) {
    const dot = w.lastIndexOf('.');
    return w.includes('/') || w.includes('\\') || (dot > 0 && dot < w.length - 1);
}
/**
 * One option cluster as getopt reads it (`-il JavaScript`, `-sh`): 'code' or 'interactive' when a
 * letter is such an option, else how many words after it its value takes (0 or 1).
 */
function clusterOf(w, code, letters) {
    for (let j = 1; j < w.length; j++) {
        const letter = w[j];
        if (code.includes(`-${letter}`))
            return 'code';
        if (letters.interactive.includes(letter))
            return 'interactive';
        if (letters.values.includes(letter))
            return j + 1 < w.length ? 0 : 1;
    }
    return 0;
}
//# sourceMappingURL=foreign-code.js.map