// Tools given commands of their own on the command line (reference E.3): what they run is read
// as bash lines, so deny and ask rules see it.
//
// - `cmake -E rm|copy|rename|env|chdir|time …`: portable versions of coreutils, read as those.
// - `make --eval=TEXT` (its recipes and `$(shell …)` run), `make VAR=VALUE` (a recipe may run
//   the value: `CC='rm -rf x'`), `make SHELL=PROG`.
// - `go test -exec PROG`, `go build -toolexec PROG`, `go vet -vettool PROG`: run PROG.
// - `npm pkg set scripts.NAME=CMD`, `npm set-script NAME CMD`: lines stored to be run later;
//   `--script-shell=PROG` and `npm config set script-shell …` change the shell npm runs them with
//   (pnpm and yarn alike: `--config.script-shell=`, `yarn config set scriptShell`).
// (man: man-arguments.ts; rake: rake-arguments.ts. Code the analysis cannot read, ed, dc, openers, other languages' interpreters: foreign-code.ts.)
//
// What the tool runs as part of its own job (cmake -E, a make recipe) is covered by the tool's
// allow rule, as a Makefile's recipes are: a stored line (file-touches.ts RunRef). What the line
// names to run instead of the tool's own (go's -exec, a shell) must be allowed too.

import { MAX_RUNS, type FileTouches } from './file-touches.js';
import { goPackagesTouches, goSubcommandIndex } from './go-packages.js';
import { packageManagerWrites } from './package-manager-writes.js';
import { INTERPRETERS, interpreterTouches } from './script-arguments.js';
import { quoted } from './tmux-arguments.js';
import { compilerFlagsProblem } from './compiler-arguments.js';
import { mayBeOption, withOneWordOutputs } from './words.js';
import { withoutTrailing } from '../text-ends.js';

/** cmake -E commands, as the coreutils line they stand for (the words after them appended). */
const CMAKE_COMMANDS: Readonly<Record<string, string>> = {
  cat: 'cat', compare_files: 'cmp', copy: 'cp', copy_if_different: 'cp', copy_directory: 'cp -r', copy_directory_if_different: 'cp -r',
  make_directory: 'mkdir -p', md5sum: 'md5sum', sha1sum: 'sha1sum', sha224sum: 'sha224sum', sha256sum: 'sha256sum', sha384sum: 'sha384sum',
  sha512sum: 'sha512sum', remove: 'rm', remove_directory: 'rm -r', rm: 'rm', rename: 'mv', tar: 'tar', touch: 'touch', touch_nocreate: 'touch -c',
  create_symlink: 'ln -s', create_hardlink: 'ln', env: 'env', time: 'time', chdir: 'cd',
};
/** cmake's options whose value is the next word and names no project (`-G Ninja`, `-D X=1`, `-B build`). */
const CMAKE_VALUES = new Set(['-G', '-D', '-U', '-T', '-A', '-B', '--preset', '--log-level', '--graphviz', '--toolchain', '--install-prefix', '-j',
  '--parallel', '--target', '-t', '--config', '--component', '--prefix', '--log-context', '--warn-uninitialized']);

/** cmake -E commands that touch no file and run nothing. */
const CMAKE_HARMLESS = new Set(['echo', 'echo_append', 'true', 'false', 'sleep', 'environment', 'capabilities', 'delete_regv', 'write_regv']);

export function cmakeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem('an expansion may be an option of cmake that runs a command (-E, -P)');
      return;
    }
    // (-P SCRIPT runs a cmake script, -C FILE one that fills the cache: code, read as a script is;
    // -S DIR the CMakeLists.txt there.)
    const script = /^-([PCS])(.*)$/s.exec(w);
    if (script !== null) {
      const attached = script[2]!;
      if (attached !== '') t.read(attached, false, script[1] === 'S' ? 'tree' : 'none');
      else if (i + 1 < words.length) {
        i++;
        t.read(words[i]!, dynamic[i] ?? false, script[1] === 'S' ? 'tree' : 'none');
      }
      continue;
    }
    // (`cmake --build DIR`, `--install DIR`: a build tree made by `cmake -B DIR`, known by its
    // cache; the build it runs there is covered, as make's recipes are. `cmake DIR`: the project there is read.)
    if ((w === '--build' || w === '--install') && i + 1 < words.length) {
      i++;
      t.read(`${words[i]!.replace(/(?<!\/)\/+$/, '')}/CMakeCache.txt`, dynamic[i] ?? false);
      continue;
    }
    if (CMAKE_VALUES.has(w)) {
      i++;
      continue;
    }
    if (!w.startsWith('-')) {
      t.read(w, false, 'tree');
      continue;
    }
    if (w !== '-E') continue;
    const command = words[i + 1];
    if (command === undefined || CMAKE_HARMLESS.has(command)) return;
    const rest = words.slice(i + 2);
    if (dynamic.slice(i + 1).some(Boolean)) {
      t.problem('a cmake -E command comes from an expansion');
      return;
    }
    const line = CMAKE_COMMANDS[command];
    if (line === undefined) {
      t.problem(`cmake -E ${command} is not a command the analysis knows`);
      return;
    }
    // (`chdir DIR CMD…`: CMD runs in DIR.)
    const text = command === 'chdir' ? `cd ${quoted(rest[0] ?? '')} && ${rest.slice(1).map(quoted).join(' ')}` : [line, ...rest.map(quoted)].join(' ');
    t.run(text, false, true);
    return;
  }
}

/** The makefiles make looks for, in order. */
const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];

/** Variables make's built-in rules (and most makefiles) run as commands: one from an expansion is unknown. */
export const MAKE_RUN_VARIABLES = new Set(['CC', 'CXX', 'CPP', 'LD', 'AR', 'AS', 'FC', 'RM', 'MAKE', 'INSTALL', 'LEX', 'YACC', 'M4', 'PC', 'CO', 'GET',
  'LINT', 'MAKEINFO', 'TEX', 'TEXI2DVI', 'WEAVE', 'CWEAVE', 'TANGLE', 'CTANGLE', 'STRIP', 'OBJCOPY', 'RANLIB', 'NM', 'PYTHON', 'PERL', 'GO', 'CARGO',
  'NPM', 'DOCKER', 'CMAKE', 'ECHO', 'CP', 'MV', 'MKDIR', 'SED', 'AWK']);

/** Variables that choose the program make runs its recipes with, or more makefiles to read. */
export const MAKE_PROGRAM_VARIABLES = new Set(['SHELL', 'MAKESHELL', '.SHELLFLAGS', 'MAKEFLAGS', 'MFLAGS', 'MAKEFILES', 'GNUMAKEFLAGS']);
/** make's options that take a value (short letters, long names). */
const MAKE_VALUE_LETTERS = 'CfIoWE';
const MAKE_VALUE_LONG = ['directory', 'file', 'makefile', 'include-dir', 'old-file', 'assume-old', 'what-if', 'new-file', 'assume-new', 'eval',
  'jobserver-auth', 'jobserver-style'];
/** Long options whose value is optional, given only with `=` (`--debug=a`): never the next word. */
const MAKE_OPTIONAL_LONG = ['debug', 'output-sync', 'shuffle', 'jobs', 'load-average', 'print-directory'];

export function makeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  // (Without -f, make reads the makefile of the directory it runs in: after `cd /etc`, /etc's.)
  const named = words.some((w, k) => k > 0 && !dynamic[k] && /^(?:-[a-zA-Z]*f|--file|--makefile)/.test(w));
  // -C DIR (each one after the last) is where make runs, before it reads a makefile: `-f` names,
  // and the makefile it looks for, are there. Its recipes run there too (not modelled, as in the
  // working directory).
  let directory: string | undefined;
  const makefiles: string[] = [];
  // (-I DIR: where `include` looks for makefiles, whose rules run. The directory itself, not its
  // tree: `make -I include` under an any-depth `Read(.env)` rule stays allowed.)
  const includeDirectories: string[] = [];
  const enter = (dir: string): void => {
    if (dir !== '') directory = directory === undefined || /^[/~]/.test(dir) ? dir : `${directory.replace(/(?<!\/)\/+$/, '')}/${dir}`;
  };
  const evalText = (text: string): void => {
    t.problem('make --eval reads makefile text: its rules and functions ($(shell …)) run commands');
    for (const line of recipes(text)) t.run(line, false, true);
  };
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (`-j$(nproc)`, `VERSION=$(git describe)`: a value that is no command; `CC=$X` may be run.)
      const eq = w.indexOf('=');
      const variable = eq > 0 && /^[A-Za-z_.][\w.]*$/.test(w.slice(0, eq)) ? w.slice(0, eq) : undefined;
      if (/^-[jl][\d$]/.test(w) || (variable !== undefined && !MAKE_RUN_VARIABLES.has(variable) && !MAKE_PROGRAM_VARIABLES.has(variable))) continue;
      t.problem('an expansion may be an option or a variable of make that runs a command (--eval, SHELL=, CC=)');
      continue;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const given = w.slice(2, eq < 0 ? undefined : eq);
      // (An abbreviation that may stand for an option with an optional value takes no next word.)
      const optional = given.length >= 1 && MAKE_OPTIONAL_LONG.some((n) => n.startsWith(given));
      const name = given.length >= 2 ? MAKE_VALUE_LONG.find((n) => n.startsWith(given)) : undefined;
      if (name === undefined || (optional && eq < 0)) continue;
      const value = eq >= 0 ? w.slice(eq + 1) : words[++i];
      if (value === undefined) continue;
      if (eq < 0 && dynamic[i]) t.problem(`make --${name} is given an expansion`);
      else if (name === 'file' || name === 'makefile') makefiles.push(value);
      else if (name === 'directory') enter(value);
      else if (name === 'include-dir') includeDirectories.push(value);
      else if (name === 'eval') evalText(value);
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let k = 1; k < w.length; k++) {
        if (!MAKE_VALUE_LETTERS.includes(w[k]!)) continue;
        const value = k + 1 < w.length ? w.slice(k + 1) : words[++i];
        if (value === undefined) break;
        if (k + 1 >= w.length && dynamic[i]) t.problem(`make -${w[k]} is given an expansion`);
        else if (w[k] === 'f') makefiles.push(value);
        else if (w[k] === 'C') enter(value);
        else if (w[k] === 'I') includeDirectories.push(value);
        else if (w[k] === 'E') evalText(value);
        break;
      }
      continue;
    }
    const eq = w.indexOf('=');
    if (eq <= 0) continue;
    const name = withoutTrailing(w.slice(0, eq), ':+?!');
    const value = w.slice(eq + 1);
    if (compilerFlagsProblem(name, value, false) !== undefined) t.problem(compilerFlagsProblem(name, value, false)!); // (`CFLAGS=-fplugin=x.so`: a recipe's compiler loads code, compiler-arguments.ts; the value is read as a line too.)
    if (MAKE_PROGRAM_VARIABLES.has(name)) t.problem(`make ${name}=… changes the program make runs its recipes with`);
    else if (/\$[({]|`/.test(value)) t.problem(`make ${name}=… holds a make function or variable, which may run a command ($(shell …))`);
    // (make's built-in rules run CC, RM, …: `$(CC) -c x.c` with CC='rm -rf x'. Any other variable runs only if a recipe runs it: `make test ARGS=sudo` may, and asks at most.)
    else if (value.trim() !== '') t.run(value, false, true, MAKE_RUN_VARIABLES.has(name) ? undefined : `is run if a recipe runs make's $(${name})`);
  }
  const at = (f: string): string => (directory === undefined || /^[/~]/.test(f) ? f : `${directory.replace(/(?<!\/)\/+$/, '')}/${f}`);
  for (const f of makefiles) {
    t.read(at(f));
    if (f === '-' || /^\/(?:dev|proc\/[^/]+)\/(?:stdin$|fd\/)/.test(f)) descriptorMakefile(f, t);
  }
  for (const d of includeDirectories) t.read(at(d));
  // (The makefile looked for below -C DIR is named: read as written, wherever the line is.)
  if (!named) for (const f of MAKEFILES) directory === undefined ? t.implicitRead(f) : t.read(at(f));
}

/**
 * `make -f -` (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`): the makefile is standard input, whose
 * recipes run; a here-document's or here-string's are read for deny rules. Another descriptor's text is unknown.
 */
function descriptorMakefile(f: string, t: FileTouches): void {
  const stdin = f === '-' || /^\/(?:dev\/stdin|dev\/fd\/0|proc\/[^/]+\/fd\/0)$/.test(f);
  t.problem(stdin ? 'make reads its makefile from standard input: its recipes run commands' : 'make reads a makefile from an open file descriptor, whose text is not known');
  if (stdin && t.stdin !== undefined) for (const line of recipes(t.stdin.text)) t.run(line, false, true);
}

/**
 * The recipe lines of makefile text: after a rule's `;`, and lines that start with a tab; at
 * most MAX_RUNS + 1 (FileTouches reads MAX_RUNS lines; one more says there were more).
 */
function recipes(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  while (from <= text.length && out.length <= MAX_RUNS) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const line = text.slice(from, to);
    from = to + 1;
    const semi = line.indexOf(';');
    const recipe = line.startsWith('\t') ? line.slice(1) : semi > 0 && line.slice(0, semi).includes(':') ? line.slice(semi + 1) : '';
    if (recipe.trim() !== '') out.push(recipe.replace(/^[@+-]+/, ''));
  }
  return out;
}

/** go's flags whose value is a file it reads or writes (`-o`, profiles, `-trace`), or a directory it writes below (`-outputdir`). */
const GO_FILE_FLAGS = new Set(['o', 'modfile', 'overlay', 'pgo', 'coverprofile', 'cpuprofile', 'memprofile', 'blockprofile', 'mutexprofile', 'trace', 'outputdir']);

/** go's variables naming a directory later go commands write below (`go env -w GOBIN=DIR`). */
const GO_DIRECTORY_VARIABLE = /^(?:GOBIN|GOPATH|GOMODCACHE|GOCACHE|GOTMPDIR)=(.*)$/s;

/** go's build flags that name a program it runs: the program and its words are a line. */
const GO_PROGRAM_FLAGS = new Set(['exec', 'toolexec', 'vettool']);

export function goRunsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  // (`go env -w GOFLAGS=-toolexec=CMD`, `go -C DIR env -w …`, stores flags every later go command reads.)
  const sub = goSubcommandIndex(words);
  if (words[sub] === 'env' && words.slice(sub + 1).some((w, k) => dynamic[k + sub + 1] || /^-w$|^GOFLAGS=|^GO(?:TOOLCHAIN|EXPERIMENT|ENV)=|^CC=|^CXX=/.test(w))) {
    if (words.slice(sub + 1).some((w, k) => dynamic[k + sub + 1] || /^(?:GOFLAGS|GOTOOLCHAIN|GOENV|CC|CXX|AR|PKG_CONFIG|GOGCCFLAGS|CGO_\w+)=/.test(w))) {
      t.problem('go env -w stores flags or programs every later go command uses');
    }
    // (`GOBIN=DIR`, `GOPATH=A:B`, `GOMODCACHE=DIR`: later `go install`, `go get` write below them.
    // The whole value too: `C:\go` is one directory on Windows, whose lists are split at `;`.)
    for (let k = sub + 1; k < words.length; k++) {
      const m = dynamic[k] ? null : GO_DIRECTORY_VARIABLE.exec(words[k]!);
      if (m === null || m[1] === '') continue;
      t.edit(m[1]!, false, 'tree');
      if (/[:;]/.test(m[1]!)) for (const d of m[1]!.split(/[:;]/)) if (d !== '') t.edit(d, false, 'tree');
    }
  }
  for (let i = 2; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (An expansion before the packages may be `-exec=CMD` or `-o FILE`.)
      if (i < words.length - 1 || w.startsWith('-')) t.problem('an expansion may be a go flag that runs a program (-exec, -toolexec) or names an output file (-o)');
      continue;
    }
    if (!w.startsWith('-')) continue;
    const body = w.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const flag = eq < 0 ? body : body.slice(0, eq);
    if (GO_FILE_FLAGS.has(flag)) {
      const value = eq >= 0 ? body.slice(eq + 1) : words[++i];
      if (value === undefined) continue;
      const valueDynamic = eq < 0 && (dynamic[i] ?? false);
      // (-o writes the binary, or into a directory; -outputdir is where the profiles are written;
      // the others are read or written beside.)
      if (flag === 'outputdir') t.edit(value, valueDynamic, 'tree');
      else if (flag === 'o' || flag.endsWith('profile') || flag === 'trace') t.edit(value, valueDynamic, flag === 'o' && value.endsWith('/') ? 'tree' : 'none');
      else if (value !== 'auto' && value !== 'off') t.read(value, valueDynamic);
      continue;
    }
    // (`-ldflags=-extld=PROG`: the external linker go runs.)
    if (flag === 'ldflags' || flag === 'gccgoflags') {
      const value = eq >= 0 ? body.slice(eq + 1) : words[++i];
      // (A value whose unknowns are one-word outputs, `-X main.version=$(git describe)`, is read as written.)
      const known = eq < 0 && dynamic[i] ? withOneWordOutputs(value ?? '') : value;
      if (value !== undefined && (known === undefined || /extld|linkmode/.test(known))) t.problem(`go -${flag} names a linker the analysis does not read`);
      continue;
    }
    if (!GO_PROGRAM_FLAGS.has(flag)) continue;
    const value = eq >= 0 ? body.slice(eq + 1) : words[++i];
    if (value === undefined) continue;
    t.run(value, eq < 0 && (dynamic[i] ?? false));
  }
  goPackagesTouches(words, dynamic, t);
}

/** npm configuration keys whose value npm (or a script it runs) runs as a program. */
const NPM_PROGRAM_KEYS = /^(?:script-?shell|shell|editor|browser|git|node-?options|viewer|init-?module|onload-?script|globalconfig|userconfig|prefix|yarn-?path)$/i;

/** A long option of npm or pnpm (`--script-shell=X`, pnpm's `--config.KEY=X`): its name and value. */
const NPM_LONG_OPTION = /^--(?:config\.)?([A-Za-z-]+)(?:=(.*))?$/s;
const NPM_SHELL_KEYS = ['script-shell', 'node-options'];
const NPM_PREFIX_KEYS = ['prefix'];
const NPM_DIRECTORY_KEYS = ['logs-dir', 'cache', 'cache-dir', 'cache-folder', 'store-dir', 'pack-destination'];
const NPM_CONFIG_FILE_KEYS = ['userconfig', 'globalconfig'];

/** The subcommands npmScriptsTouches reads the words after (a superset: `node` is yarn's, `set` of `pkg` and `config`). */
const SUBCOMMANDS_READ: ReadonlySet<string> = new Set(['node', 'pkg', 'publish', 'pack', 'set-script', 'config', 'c', 'set']);

/** The first two letters of each key read below (with `shell`, `scriptshell` and pnpm's `config.`), as `c1 << 8 | c2`. */
const NPM_KEY_STARTS: ReadonlySet<number> = new Set([...NPM_SHELL_KEYS, ...NPM_PREFIX_KEYS, ...NPM_DIRECTORY_KEYS, ...NPM_CONFIG_FILE_KEYS, 'shell', 'scriptshell', 'config.']
  .map((k) => (k.charCodeAt(0) << 8) | k.charCodeAt(1)));

/** Whether long option `w` may name one of those keys (`--silent` may not: no regex or copy for it). `| 0x20` lower-cases a letter only. */
function mayNameNpmKey(w: string): boolean {
  return NPM_KEY_STARTS.has(((w.charCodeAt(2) | 0x20) << 8) | (w.charCodeAt(3) | 0x20));
}

/** `given` (4 characters or more) is a prefix of a name in `list`, as npm takes option names. */
function prefixOfOne(given: string, list: readonly string[]): boolean {
  if (given.length < 4) return false;
  for (let k = 0; k < list.length; k++) if (list[k]!.startsWith(given)) return true;
  return false;
}

export function npmScriptsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const tool = words[0]!.slice(words[0]!.lastIndexOf('/') + 1);
  let prefix = false;
  let ended = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      // (npm reads options anywhere before `--`: `npm test "$F"` may be `--script-shell=rm`.)
      if (!ended && mayBeOption(w)) t.problem(`an expansion may be an option of ${tool} that changes the program it runs scripts with (--script-shell, --node-options)`);
      continue;
    }
    // (npm's option parser stops at `--`: what follows goes to the script, `npm test -- --reporter=dot`.)
    if (ended) continue;
    // (`--` itself is no option.)
    if (w === '--') {
      ended = true;
      continue;
    }
    // (Only `-C` and long options are read below: most words are neither.)
    if (w.charCodeAt(0) !== 45 || (w.charCodeAt(1) !== 45 && w !== '-C')) continue;
    if (w !== '-C' && !mayNameNpmKey(w)) continue;
    // (npm takes a unique prefix of an option's name: `--script-shel`; pnpm `--config.KEY=`.)
    const key = w === '-C' ? null : NPM_LONG_OPTION.exec(w);
    const lower = (key?.[1] ?? '').toLowerCase();
    const given = lower === 'scriptshell' ? 'script-shell' : lower;
    if (prefixOfOne(given, NPM_SHELL_KEYS) || given === 'shell') t.problem(`--${given} changes the program ${tool} runs scripts with`);
    // (`--prefix DIR`: npm installs below DIR and runs there; `--userconfig F`: its configuration.)
    else if (w === '-C' || prefixOfOne(given, NPM_PREFIX_KEYS)) {
      prefix = true;
      t.edit(key?.[2] ?? words[++i] ?? '', key?.[2] === undefined && (dynamic[i] ?? false), 'tree');
    }
    // (Its debug logs, its cache and pack's tarball are written below DIR.)
    else if (prefixOfOne(given, NPM_DIRECTORY_KEYS)) t.edit(key?.[2] ?? words[++i] ?? '', key?.[2] === undefined && (dynamic[i] ?? false), 'tree');
    else if (prefixOfOne(given, NPM_CONFIG_FILE_KEYS)) {
      // (A configuration file may set script-shell, node-options, git: what it sets is unknown.)
      t.read(key?.[2] ?? words[++i] ?? '', key?.[2] === undefined && (dynamic[i] ?? false));
      t.problem(`--${given} makes ${tool} read its configuration from a file, which may set the shell it runs scripts with`);
    }
  }
  // (package.json, the lockfile and the npmrc it writes.)
  if (tool === 'npm' || tool === 'pnpm' || tool === 'yarn') packageManagerWrites(tool, words, dynamic, t);
  let sub = 1;
  while (sub < words.length && (dynamic[sub] || words[sub]!.charCodeAt(0) === 45)) sub++;
  if (sub >= words.length) return;
  // (A subcommand reads the package of the directory it runs in, and its scripts run: after
  // `cd /etc`, /etc's package.json; with --prefix, that directory's, read whole above.)
  if (!prefix) t.implicitRead('package.json');
  const command = words[sub];
  // (Only the subcommands below read the words after it: no copies for the rest.)
  if (!SUBCOMMANDS_READ.has(command!)) return;
  const rest = words.slice(sub + 1);
  const restDynamic = dynamic.slice(sub + 1);
  // (`yarn node ARGS` runs `node ARGS`: its code and its script are read as node's.)
  if (tool === 'yarn' && command === 'node') interpreterTouches(INTERPRETERS.get('node')!, ['node', ...rest], [false, ...restDynamic], t);
  if (command === 'pkg' && rest[0] === 'set') {
    for (let k = 1; k < rest.length; k++) {
      // `scripts.NAME=CMD`, `scripts[NAME]=CMD`; `scripts={…}` (with --json) stores several.
      const m = /^scripts(?:\.[^=]*|\[[^\]]*\])=(.*)$/s.exec(rest[k]!);
      if (restDynamic[k]) t.problem(`${tool} pkg set is given an expansion, which may store a script`);
      else if (m) t.run(m[1]!, false, true);
      else if (/^scripts\s*=/.test(rest[k]!)) t.problem(`${tool} pkg set stores scripts given as JSON, which are not read`);
    }
  } else if (command === 'publish' || command === 'pack') {
    // (The package there is read and sent to the registry, or packed: without one, the working
    // directory's, every file below that npm does not ignore, `.env` and keys included.)
    let named = false;
    for (let k = 0; k < rest.length; k++) {
      if (!restDynamic[k] && rest[k]!.startsWith('-')) continue;
      named = true;
      t.read(rest[k]!, restDynamic[k] ?? false, 'tree');
    }
    if (!named && !prefix) t.read('.', false, 'tree');
  } else if (command === 'set-script') {
    if (rest[1] !== undefined) t.run(rest[1], restDynamic[1] ?? false, true);
  } else if (tool === 'yarn' && command === 'set' && rest[0] === 'version') {
    // (`yarn set version FILE` copies the file to .yarn/releases and sets yarnPath: later yarn runs it.)
    if (rest.slice(1).some((w, k) => restDynamic[k + 1] || /[/\\]|\.c?js$/i.test(w))) t.problem('yarn set version stores a release file that yarn runs later');
  } else if (((command === 'config' || command === 'c') && rest[0] === 'set') || command === 'set') {
    // (`npm set` is `npm config set`.)
    for (let k = command === 'set' ? 0 : 1; k < rest.length; k++) {
      const key = rest[k]!.replace(/^--/, '').split('=')[0]!;
      if (restDynamic[k] || NPM_PROGRAM_KEYS.test(key)) t.problem(`${tool} config set changes a program ${tool} runs later (script-shell, editor, git, …) or where it reads its configuration`);
      // (`cache DIR`, `cache=DIR`: later runs write below DIR, as with `--cache DIR`.)
      else if (NPM_DIRECTORY_KEYS.includes(key.toLowerCase())) {
        const eq = rest[k]!.indexOf('=');
        if (eq >= 0) t.edit(rest[k]!.slice(eq + 1), false, 'tree');
        else if (rest[k + 1] !== undefined) t.edit(rest[k + 1]!, restDynamic[k + 1] ?? false, 'tree');
      }
    }
  }
}
