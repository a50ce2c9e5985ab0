// The names inline code reaches commands and files by (inline-code.ts reads the code): the calls
// it reads exactly, and the names through which code reaches them another way (`__import__`,
// `getattr`, `eval`, `send`, a module used as a value, a function named in a string), which make
// the code a problem: it may run any command, so it never allows, and deny rules see what was read.
/** Calls by their full name (python: module.function, after its imports; node: the last name). */
export const CALLS = {
    python: new Map([
        ['os.system', 'line'], ['os.popen', 'line'], ['subprocess.getoutput', 'line'], ['subprocess.getstatusoutput', 'line'],
        ['subprocess.run', 'argv'], ['subprocess.call', 'argv'], ['subprocess.check_call', 'argv'], ['subprocess.check_output', 'argv'],
        ['subprocess.Popen', 'argv'], ['os.execv', 'argv'], ['os.execvp', 'argv'], ['os.spawnlp', 'argv'],
        ['open', 'open'], ['io.open', 'open'], ['shutil.rmtree', 'edit'], ['os.remove', 'edit'], ['os.unlink', 'edit'], ['os.rmdir', 'edit'],
        ['os.rename', 'move'], ['os.replace', 'move'], ['shutil.move', 'move'], ['shutil.copy', 'copy'], ['shutil.copyfile', 'copy'],
        ['shutil.copy2', 'copy'], ['shutil.copytree', 'copyTree'], ['os.chmod', 'edit'], ['os.truncate', 'edit'],
        ['pty.spawn', 'argv'], ['os.posix_spawn', 'argv'], ['os.posix_spawnp', 'argv'], ['os.execl', 'argv'], ['os.execlp', 'argv'],
        ['os.execle', 'argv'], ['os.execlpe', 'argv'], ['os.execve', 'argv'], ['os.execvpe', 'argv'], ['os.spawnl', 'argv'], ['os.spawnle', 'argv'],
        ['os.spawnlpe', 'argv'], ['os.spawnv', 'argv'], ['os.spawnve', 'argv'], ['os.spawnvp', 'argv'], ['os.spawnvpe', 'argv'],
        ['asyncio.create_subprocess_shell', 'line'], ['asyncio.create_subprocess_exec', 'argv'], ['commands.getoutput', 'line'],
        // (A Path's methods read, write and remove it: an Edit part, which a Read deny also sees.)
        ['pathlib.Path', 'edit'], ['Path', 'edit'], ['pathlib.PurePath', 'edit'], ['os.open', 'edit'], ['os.mkfifo', 'edit'], ['os.symlink', 'move'],
        ['os.link', 'move'], ['shutil.copyfileobj', 'read'],
        // (Hunt 5 F2: copies wrote their destination, these wrote or read unread: strings that look like paths are possible ones besides.)
        ['platform.popen', 'line'], ['distutils.spawn.spawn', 'argv'],
        ['codecs.open', 'open'], ['os.makedirs', 'edit'], ['os.mkdir', 'edit'], ['shutil.unpack_archive', 'unpack'], ['os.utime', 'edit'],
        // (Files changed by a path made at run time were allowed: `os.chown("/et" + "c/x", 0, 0)`.)
        ['os.chown', 'edit'], ['os.lchown', 'edit'], ['os.lchmod', 'edit'], ['shutil.chown', 'edit'], ['os.removedirs', 'edit'], ['os.renames', 'move'],
        ['os.mknod', 'edit'], ['os.setxattr', 'edit'], ['os.removexattr', 'edit'], ['shutil.copymode', 'copy'], ['shutil.copystat', 'copy'],
        ['shutil.make_archive', 'edit'], ['io.FileIO', 'open'],
    ]),
    node: new Map([
        ['execSync', 'line'], ['exec', 'line'], ['spawnSync', 'argv'], ['spawn', 'argv'], ['execFileSync', 'argv'], ['execFile', 'argv'],
        ['readFileSync', 'read'], ['readFile', 'read'], ['createReadStream', 'read'], ['writeFileSync', 'edit'], ['writeFile', 'edit'],
        ['appendFileSync', 'edit'], ['appendFile', 'edit'], ['createWriteStream', 'edit'], ['rmSync', 'edit'], ['rm', 'edit'], ['unlinkSync', 'edit'],
        ['unlink', 'edit'], ['rmdirSync', 'edit'], ['rmdir', 'edit'], ['renameSync', 'move'], ['rename', 'move'], ['chmodSync', 'edit'],
        ['truncateSync', 'edit'], ['copyFileSync', 'copy'], ['cpSync', 'copyTree'], ['copyFile', 'copy'], ['cp', 'copyTree'], ['openSync', 'open'],
        ['symlinkSync', 'move'], ['symlink', 'move'], ['linkSync', 'move'], ['link', 'move'], ['mkdirSync', 'edit'], ['mkdir', 'edit'],
        // (Metadata changes, as `chown`/`touch` are edits; fs/promises' `open(p, 'w')`; the stream classes.)
        ['chmod', 'edit'], ['lchmodSync', 'edit'], ['lchmod', 'edit'], ['truncate', 'edit'], ['chownSync', 'edit'], ['chown', 'edit'],
        ['lchownSync', 'edit'], ['lchown', 'edit'], ['utimesSync', 'edit'], ['utimes', 'edit'], ['lutimesSync', 'edit'], ['lutimes', 'edit'],
        ['mkdtempSync', 'edit'], ['mkdtemp', 'edit'], ['open', 'open'], ['WriteStream', 'edit'], ['ReadStream', 'read'],
    ]),
    // (perl's open takes a filehandle first: never a literal, so a problem, read or written.)
    perl: new Map([['system', 'argv'], ['exec', 'argv'], ['readpipe', 'line'], ['unlink', 'edit'], ['rmdir', 'edit'], ['open', 'open'],
        ['sysopen', 'open'], ['rename', 'move'], ['symlink', 'move'], ['link', 'move'], ['mkdir', 'edit'], ['truncate', 'edit'],
        // (`chmod LIST`, File::Copy's and File::Path's functions: allowed given a path made at run time.)
        ['chmod', 'editEach'], ['chown', 'editEach'], ['utime', 'editEach'], ['copy', 'copy'], ['move', 'move'], ['rmtree', 'editEach'],
        ['remove_tree', 'editEach'], ['make_path', 'editEach'], ['mkpath', 'editEach']]),
    ruby: new Map([
        ['system', 'argv'], ['exec', 'argv'], ['spawn', 'argv'], ['IO.popen', 'line'], ['Open3.capture2', 'argv'], ['Open3.capture3', 'argv'],
        ['File.read', 'read'], ['File.readlines', 'read'], ['File.write', 'edit'], ['File.delete', 'edit'], ['FileUtils.rm_rf', 'editEach'],
        ['FileUtils.rm', 'editEach'], ['FileUtils.rm_r', 'editEach'], ['File.open', 'open'],
        // (Kernel's functions by their module; `open("|cmd")` and `IO.read("|cmd")` run cmd.)
        ['Kernel.system', 'argv'], ['Kernel.exec', 'argv'], ['Kernel.spawn', 'argv'], ['Process.spawn', 'argv'], ['Process.exec', 'argv'],
        ['PTY.spawn', 'argv'], ['Open3.popen2', 'argv'], ['Open3.popen3', 'argv'], ['Open3.popen2e', 'argv'], ['Open3.capture2e', 'argv'],
        ['Open3.pipeline', 'argv'], ['open', 'open'], ['Kernel.open', 'open'], ['IO.read', 'open'], ['IO.readlines', 'open'], ['IO.foreach', 'open'],
        ['IO.write', 'edit'], ['File.unlink', 'edit'], ['FileUtils.remove', 'editEach'],
        ['File.binread', 'read'], ['File.binwrite', 'edit'], ['IO.binread', 'open'], ['IO.binwrite', 'edit'], ['File.new', 'open'], ['File.rename', 'move'],
        ['File.symlink', 'move'], ['File.link', 'move'], ['FileUtils.cp', 'copy'], ['FileUtils.cp_r', 'copyTree'], ['FileUtils.copy', 'copy'],
        ['FileUtils.copy_file', 'copy'], ['FileUtils.install', 'copy'], ['FileUtils.mv', 'move'], ['FileUtils.move', 'move'], ['FileUtils.ln', 'move'],
        ['FileUtils.ln_s', 'move'], ['FileUtils.touch', 'edit'], ['FileUtils.mkdir_p', 'edit'],
        // (Files changed by a path made at run time were allowed: `File.chmod(0777, "/et" + "c/x")`.)
        ['File.chmod', 'editEach'], ['File.lchmod', 'editEach'], ['File.chown', 'editEach'], ['File.lchown', 'editEach'], ['File.utime', 'editEach'],
        ['File.lutime', 'editEach'], ['File.truncate', 'edit'], ['File.mkfifo', 'edit'], ['File.foreach', 'read'], ['FileUtils.chmod', 'editEach'],
        ['FileUtils.chmod_R', 'editEach'], ['FileUtils.chown', 'editEach'], ['FileUtils.chown_R', 'editEach'], ['FileUtils.rm_f', 'editEach'],
        ['FileUtils.rmtree', 'editEach'], ['FileUtils.remove_dir', 'edit'], ['FileUtils.remove_entry', 'edit'], ['FileUtils.remove_entry_secure', 'edit'],
        ['FileUtils.remove_file', 'edit'], ['FileUtils.safe_unlink', 'editEach'], ['FileUtils.rmdir', 'editEach'], ['FileUtils.mkdir', 'editEach'],
        ['FileUtils.ln_sf', 'move'], ['FileUtils.cp_lr', 'copyTree'], ['FileUtils.copy_entry', 'copyTree'], ['Dir.mkdir', 'edit'], ['Dir.rmdir', 'edit'],
        ['Dir.unlink', 'edit'], ['Dir.delete', 'edit'], ['IO.sysopen', 'open'], ['IO.copy_stream', 'copy'], ['Pathname.new', 'edit'], ['Pathname', 'edit'],
        // (open-uri's URI.open opens anything else as Kernel#open does: `URI.open("|rm x")` runs it.)
        ['URI.open', 'open'],
    ]),
    php: new Map([
        ['system', 'line'], ['exec', 'line'], ['shell_exec', 'line'], ['passthru', 'line'], ['popen', 'line'], ['proc_open', 'line'],
        ['file_get_contents', 'read'], ['file_put_contents', 'edit'], ['unlink', 'edit'], ['rmdir', 'edit'], ['fopen', 'open'],
        ['pcntl_exec', 'argv'], ['readfile', 'read'], ['file', 'read'], ['copy', 'copy'], ['rename', 'move'],
        ['highlight_file', 'read'], ['show_source', 'read'], ['parse_ini_file', 'read'], ['touch', 'edit'], ['symlink', 'move'], ['link', 'move'],
        ['mkdir', 'edit'], ['chmod', 'edit'], ['chown', 'edit'], ['chgrp', 'edit'], ['lchown', 'edit'], ['lchgrp', 'edit'], ['tempnam', 'edit'],
        ['splfileobject', 'open'], ['gzopen', 'open'], ['gzfile', 'read'], ['readgzfile', 'read'], ['move_uploaded_file', 'move'], ['error_log', 'editEach'],
        ['dio_open', 'edit'],
    ]),
};
/**
 * Calls whose first argument is their one path and whose others are data or options
 * (`writeFileSync(path, JSON.stringify(x))`, ruby's `File.write(path, s)`): a literal path is read
 * though the rest is not literal. (Not python's `Path(a, b)`, which joins its arguments, `dir_fd=`,
 * perl's `unlink LIST`, or php's `FILE_USE_INCLUDE_PATH`, which change what the path names.)
 */
export const PATH_THEN_DATA = {
    node: new Set(['readFileSync', 'readFile', 'createReadStream', 'writeFileSync', 'writeFile', 'appendFileSync', 'appendFile',
        'createWriteStream', 'rmSync', 'rm', 'unlinkSync', 'unlink', 'rmdirSync', 'rmdir', 'chmodSync', 'truncateSync', 'mkdirSync', 'mkdir',
        'chmod', 'lchmodSync', 'lchmod', 'truncate', 'chownSync', 'chown', 'lchownSync', 'lchown', 'utimesSync', 'utimes', 'lutimesSync', 'lutimes',
        'mkdtempSync', 'mkdtemp', 'WriteStream', 'ReadStream']),
    ruby: new Set(['File.write', 'IO.write', 'File.binwrite', 'IO.binwrite', 'File.read', 'File.binread']),
};
/** The effects that run a command. */
export function runsCommand(effect) {
    return effect === 'line' || effect === 'argv';
}
/**
 * Names whose use reaches code or a command the reader cannot follow: dynamic code (`eval`,
 * `exec`, `Function`), lookups by name (`getattr`, `send`, `const_get`), modules of code loading
 * and native calls. Matched on each dotted segment of a name.
 */
const INDIRECT = {
    python: new Set(['exec', 'eval', 'compile', '__import__', 'getattr', 'importlib', 'runpy', 'builtins', '__builtins__', 'globals', 'locals', 'vars',
        'ctypes', 'cffi', 'pickle', 'marshal', 'dill', 'modules', 'methodcaller', 'attrgetter', '__dict__', '__class__', '__subclasses__', '__globals__',
        '__getattribute__', '__loader__', '__spec__', 'startfile',
        // (A Path joined at run time names a file not read: `Path.home().joinpath("..", "etc", "x")`.)
        'joinpath']),
    node: new Set(['eval', 'Function', 'constructor', 'globalThis', 'global', 'Reflect', 'binding', '_linkedBinding', 'dlopen', 'mainModule', 'createRequire',
        '__proto__', 'runInThisContext', 'runInNewContext', 'runInContext', 'compileFunction', 'Worker']),
    // (`IPC::Open2`/`Open3`/`Cmd`/`Run`/`System::Simple` run commands: `open3(…, "rm x")`, `run(command => …)`.)
    perl: new Set(['eval', 'can', 'syscall', 'IPC', 'open2', 'open3']),
    ruby: new Set(['eval', 'instance_eval', 'class_eval', 'module_eval', 'instance_exec', 'class_exec', 'send', 'public_send', '__send__', 'method',
        'const_get', 'binding', 'ObjectSpace', 'define_method', 'syscall', 'Kernel', 'Open3', 'PTY', 'Fiddle', 'DL', 'reopen']),
    // (A function named in a string, `array_map("system", …)`, is found as that string. Lower case:
    // php's names are case-insensitive. `imap_open` runs rsh for a `{host/…}` mailbox, `mb_send_mail` sendmail.)
    php: new Set(['eval', 'assert', 'create_function', 'call_user_func', 'call_user_func_array', 'reflectionfunction', 'reflectionmethod', 'ffi',
        'forward_static_call', 'forward_static_call_array', 'mail', 'putenv', 'dl', 'mb_send_mail', 'imap_open']),
};
/** Python modules whose functions run commands: the module used as a value (`x = os`, `getattr(os, …)`) is a problem. */
const PYTHON_COMMAND_MODULES = new Set(['os', 'subprocess', 'pty', 'posix', 'nt', 'shutil', 'commands', 'asyncio', 'pathlib', 'io']);
/** Python modules every function of which runs commands or code: any name in them not read exactly. */
const PYTHON_RUNNING_MODULES = new Set(['subprocess', 'pty', 'commands', 'posix', 'nt']);
/** Segments of a dotted python name that are no way to code (`__name__ == "__main__"`). */
const PYTHON_PLAIN_DUNDER = new Set(['__name__', '__main__', '__file__', '__doc__', '__version__', '__init__']);
/**
 * Why a name in the code (python: after its imports; none of CALLS) may reach code or commands,
 * or undefined. `followedBy`: the character after the name.
 */
export function indirection(lang, name, followedBy) {
    const indirect = INDIRECT[lang];
    if (lang !== 'python')
        return indirectSegment(lang, indirect, name);
    if (!name.includes('.'))
        return pythonPlainIndirection(indirect, name, followedBy);
    const segments = name.split('.');
    for (const s of segments) {
        if (indirect.has(s))
            return `${s} in the code given to the interpreter may run any code or command`;
    }
    if (lang === 'python') {
        if (segments.some((s) => s.startsWith('__') && !PYTHON_PLAIN_DUNDER.has(s)))
            return `${name} in the code given to the interpreter may reach any function`;
        // (Modules keep the modules they import as attributes: `shutil.os.system`, `tempfile._os`, `os.path.os`.)
        for (let i = 1; i < segments.length; i++) {
            if (PYTHON_COMMAND_MODULES.has(segments[i].replace(/^_+/, '')))
                return `${name} in the code given to the interpreter reaches a module that runs commands through another`;
        }
        if (segments.length === 1 && PYTHON_COMMAND_MODULES.has(name) && followedBy !== '.')
            return `the module ${name} is used as a value in the code given to the interpreter, which may reach a function that runs commands`;
        if (PYTHON_RUNNING_MODULES.has(segments[0]) && segments.length > 1 && !PYTHON_CONSTANTS.has(name)) {
            return `${name} in the code given to the interpreter may run a command`;
        }
    }
    return undefined;
}
/**
 * indirection of a python name without a dot, without splitting it: a line of code holds
 * thousands of names (`a/a/a…`). The same tests as for one segment.
 */
function pythonPlainIndirection(indirect, name, followedBy) {
    if (indirect.has(name))
        return `${name} in the code given to the interpreter may run any code or command`;
    if (name.startsWith('__') && !PYTHON_PLAIN_DUNDER.has(name))
        return `${name} in the code given to the interpreter may reach any function`;
    if (PYTHON_COMMAND_MODULES.has(name) && followedBy !== '.')
        return `the module ${name} is used as a value in the code given to the interpreter, which may reach a function that runs commands`;
    return undefined;
}
/**
 * Why a segment of a name (outside python) may reach code or commands, or undefined. Segment by
 * segment without an array: a line of code holds thousands of names (`a.b a.b …`), and splitting
 * each cost more than its lookups.
 */
function indirectSegment(lang, indirect, name) {
    for (let start = 0;;) {
        const dot = name.indexOf('.', start);
        const s = dot < 0 ? (start === 0 ? name : name.slice(start)) : name.slice(start, dot);
        if (indirect.has(lang === 'php' ? s.toLowerCase() : s))
            return `${s} in the code given to the interpreter may run any code or command`;
        if (dot < 0)
            return undefined;
        start = dot + 1;
    }
}
/** Whether `from MODULE import *` binds functions that run commands under bare names. */
export function starImportRuns(module) {
    return PYTHON_COMMAND_MODULES.has(module) || PYTHON_RUNNING_MODULES.has(module);
}
/** Values of a python call's keyword arguments that are no code (`stdout=subprocess.PIPE`). */
export const PYTHON_CONSTANTS = new Set(['subprocess.PIPE', 'subprocess.DEVNULL', 'subprocess.STDOUT', 'sys.stdout', 'sys.stderr', 'sys.stdin']);
/** Node modules that run code given as a string or file: `require("vm")` is a problem. */
export const NODE_CODE_MODULES = new Set(['vm', 'worker_threads', 'inspector', 'module', 'repl', 'wasi']);
/**
 * A python program's imports: each name bound to what it stands for (`import os as o`: o is os;
 * `from os import system as s`: s is os.system), and the modules imported whole (`from os import *`).
 */
export function pythonImports(code) {
    if (!/\b(?:import|from)\b/.test(code))
        return undefined;
    const names = new Map();
    const star = [];
    // (A parenthesized list may span lines: `from os import (\n system as s)`.)
    const statement = /\b(?:from\s+([A-Za-z_][\w.]*)\s+)?import\s+(\([^)]*\)?|[^;\n)]*)/g;
    for (let m = statement.exec(code); m !== null; m = statement.exec(code)) {
        const from = m[1];
        for (const item of m[2].replace(/[()]/g, '').split(',')) {
            const [what, as] = item.trim().split(/(?<!\s)\s+as\s+/);
            if (what === undefined || what === '')
                continue;
            if (what === '*') {
                if (from !== undefined)
                    star.push(from);
                continue;
            }
            const full = from === undefined ? what : `${from}.${what}`;
            // (`import os.path` binds os.)
            const bound = as ?? (from === undefined ? what.split('.')[0] : what);
            names.set(bound.trim(), as !== undefined || from !== undefined ? full : bound);
        }
    }
    return { names, star };
}
/** A dotted name with its first segment read through the imports. */
export function canonicalName(name, imports) {
    if (imports === undefined)
        return name;
    const dot = name.indexOf('.');
    const first = dot < 0 ? name : name.slice(0, dot);
    const bound = imports.names.get(first);
    return bound === undefined || bound === first ? name : bound + (dot < 0 ? '' : name.slice(dot));
}
//# sourceMappingURL=inline-code-names.js.map