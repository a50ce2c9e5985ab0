// Where a command's relative paths resolve (reference E.1: `cd /etc && cat shadow` reads
// /etc/shadow, not ./shadow; claude-code#28784). The analysis follows the working directory
// through a line as bash runs it (analyze.ts): a WorkingDirectory is every directory the line
// may be in when a command starts, an over-approximation, never a guess:
//
// - `cd DIR` may fail, so after `cd x;` the line is in `x` or where it was; after `cd x &&` only
//   in `x`; after `cd x ||` only where it was (a command's success and failure states are kept).
// - Subshells, pipelines' members, `$(...)` and background jobs cannot move the line; branches
//   (if, case) join their states; a loop that changes directory leaves its paths, and the rest of
//   the line, unknown (it may run any number of times).
// - A relative `cd x` may be looked up in CDPATH: the line may be in `x` below any of its entries
//   too. The decision knows CDPATH from the context, or else checks every directory named x (the
//   pattern `/**/x`, like a glob argument).
// - What cannot be followed (`cd -`, `cd $D`, popd, a function or trap that changes directory,
//   PowerShell's locations) makes relative paths unknown; chroot makes every path unknown.
//
// A state is immutable and shared; START (the context's cwd) is the state of nearly every path.

/** The directories a command may run in, as path texts relative to the context's cwd. */
export interface WorkingDirectory {
  /** Directory texts (`''` is the context's cwd; `x`, `../x`, `/etc`, `~/x`). */
  readonly dirs: readonly string[];
  /** Directories below a CDPATH entry (`cd x` may have looked x up there): their text below it. */
  readonly searched: readonly string[];
  /** Some directory cannot be told: relative paths are unknown. */
  readonly unknown: boolean;
  /** Under another root (chroot): every path is unknown. */
  readonly rooted: boolean;
  /** HOME is another user's (a line run by sudo, su): `~` paths are unknown. */
  readonly otherHome: boolean;
}

function state(dirs: readonly string[], searched: readonly string[], unknown: boolean, rooted: boolean, otherHome: boolean): WorkingDirectory {
  return Object.freeze({ dirs: Object.freeze(dirs), searched: Object.freeze(searched), unknown, rooted, otherHome });
}

export const START: WorkingDirectory = state([''], [], false, false, false);
const UNKNOWN: WorkingDirectory = state([], [], true, false, false);
/** The unknown states, by root and home (index rooted * 2 + otherHome): shared, so that no move makes one. */
const UNKNOWN_STATES: readonly WorkingDirectory[] = [UNKNOWN, state([], [], true, false, true), state([], [], true, true, false), state([], [], true, true, true)];

function unknownState(rooted: boolean, otherHome: boolean): WorkingDirectory {
  return UNKNOWN_STATES[(rooted ? 2 : 0) + (otherHome ? 1 : 0)]!;
}

/** More directories than this in one state: unknown (they only grow with `;`-joined cds). */
const MAX_DIRECTORIES = 8;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (!a.includes(b[k]!)) return false;
  return true;
}

export function sameDirectory(a: WorkingDirectory, b: WorkingDirectory): boolean {
  return a === b || (a.unknown === b.unknown && a.rooted === b.rooted && a.otherHome === b.otherHome && sameList(a.dirs, b.dirs) && sameList(a.searched, b.searched));
}

function merged(a: readonly string[], b: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (const x of b) if (!a.includes(x) && !out?.includes(x)) (out ??= [...a]).push(x);
  return out ?? a;
}

/** Either state (returns `a` itself when `b` adds nothing). */
export function union(a: WorkingDirectory, b: WorkingDirectory): WorkingDirectory {
  if (a === b) return a;
  const unknown = a.unknown || b.unknown;
  const rooted = a.rooted || b.rooted;
  const otherHome = a.otherHome || b.otherHome;
  if (unknown) return a.unknown && a.rooted === rooted && a.otherHome === otherHome ? a : unknownState(rooted, otherHome);
  const dirs = merged(a.dirs, b.dirs);
  const searched = merged(a.searched, b.searched);
  if (dirs === a.dirs && searched === a.searched && unknown === a.unknown && rooted === a.rooted && otherHome === a.otherHome) return a;
  if (dirs.length + searched.length > MAX_DIRECTORIES) return unknownState(rooted, otherHome);
  return state(dirs, searched, unknown, rooted, otherHome);
}

/** The state in which relative paths are unknown (keeping `a`'s root and home). */
export function unknownFrom(a: WorkingDirectory): WorkingDirectory {
  if (a.unknown) return a;
  return unknownState(a.rooted, a.otherHome);
}

export function rootedFrom(a: WorkingDirectory): WorkingDirectory {
  return a.rooted ? a : unknownState(true, a.otherHome);
}

export function otherHomeFrom(a: WorkingDirectory): WorkingDirectory {
  return a.otherHome ? a : state(a.dirs, a.searched, a.unknown, a.rooted, true);
}

/** `dir/path` as text (`''` is the working directory itself; `/` does not double). */
export function joinPath(dir: string, path: string): string {
  if (dir === '') return path;
  if (path === '' || path === '.') return dir;
  return dir.endsWith('/') || dir.endsWith('\\') ? dir + path : `${dir}/${path}`;
}

/** A path text that does not depend on the working directory (`/x`, `~/x`, `C:\\x`, `\\\\server`). */
export function independentOfCwd(path: string): boolean {
  return path.startsWith('/') || path === '~' || path.startsWith('~/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}

/** bash looks a `cd` operand up in CDPATH unless it is absolute or starts with `.` or `..`. */
function searchesCdpath(dir: string): boolean {
  return !(dir === '.' || dir === '..' || dir.startsWith('./') || dir.startsWith('../'));
}

/** The state after `cd DIR` succeeds in state `from` (DIR as the analysis read it). */
export function changedTo(from: WorkingDirectory, dir: string, cdpath = true): WorkingDirectory {
  if (from.unknown || dir === '' || dir === '-') return unknownFrom(from);
  if (independentOfCwd(dir)) return state([dir], [], false, from.rooted, from.otherHome);
  const dirs = from.dirs.map((d) => joinPath(d, dir));
  const below = from.searched.map((p) => joinPath(p, dir));
  // (`cdpath` false: chdir(2) itself, as `env -C DIR` calls it, does not look in CDPATH.)
  const searched = cdpath && searchesCdpath(dir) ? merged(below, [dir]) : below;
  if (dirs.length + searched.length > MAX_DIRECTORIES) return unknownFrom(from);
  return state(dirs, searched, false, from.rooted, from.otherHome);
}

/** Builtins that move the line: cd and pushd (to their operand), popd (the stack: unknown). */
export const MOVES: ReadonlySet<string> = new Set(['cd', 'pushd', 'popd', 'chdir']);

/**
 * The state after this command succeeds, when it is a directory change (`cd x`, `pushd x`), or
 * undefined when it is none. `words` are values, `dynamic` per word.
 */
export function directoryChangeOf(name: string, words: readonly string[], dynamic: readonly boolean[], from: WorkingDirectory): WorkingDirectory | undefined {
  if (!MOVES.has(name)) return undefined;
  if (name !== 'cd' && name !== 'pushd') return unknownFrom(from);
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) return unknownFrom(from);
    if (w === '--') {
      i++;
      break;
    }
    if (w.length < 2 || !w.startsWith('-')) break;
    // -L (logical, the default, as the analysis joins paths) and -P (physical: a symlink's
    // target, which names the same files); -e only sets the exit status. Others (-@, +N): unknown.
    if (name === 'pushd' || !/^-[LPe]+$/.test(w)) return unknownFrom(from);
  }
  const operands = words.length - i;
  if (operands === 0) return name === 'cd' ? changedTo(from, '~') : unknownFrom(from);
  if (operands > 1 || dynamic[i]) return unknownFrom(from);
  return changedTo(from, words[i]!);
}

/** Set-Location's and Push-Location's parameters that name the directory (`-LiteralPath`'s alias `-LP`). */
const POWERSHELL_LOCATION_PATH = /^-(?:path|literalpath|lp|pspath)$/i;

/**
 * The state after a PowerShell location change succeeds (`Set-Location C:\Windows`, `cd ..\x`,
 * `Push-Location -Path D`; `name` canonical): one literal directory, `\` as `/`, followed (a
 * root-relative `\x` only from the context's cwd, on its drive; `~`, `~\x` in the home directory);
 * anything else (Pop-Location, `cd..`, a wildcard, `~NAME`, history `-`/`+`, a provider or
 * drive-relative path, an expansion): unknown.
 */
export function powershellLocationOf(name: string, words: readonly string[], dynamic: readonly boolean[], from: WorkingDirectory, locationFunction: boolean): WorkingDirectory {
  if (locationFunction || (name !== 'Set-Location' && name !== 'Push-Location')) return unknownFrom(from);
  let operand: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) return unknownFrom(from);
    if (/^-passthru$/i.test(w)) continue;
    if (POWERSHELL_LOCATION_PATH.test(w) && operand === undefined && i + 1 < words.length && !dynamic[i + 1]) operand = words[++i]!;
    else if (w.startsWith('-') || operand !== undefined) return unknownFrom(from);
    else operand = w;
  }
  if (operand === undefined || operand === '' || operand === '-' || operand === '+') return unknownFrom(from);
  // (A leading `~` alone or before a separator is the FileSystem provider's home, -LiteralPath's
  // too (PowerShell#21555), where the line is in a known file system directory; `~x` is not read.)
  const home = /^~(?:$|[\\/])/.test(operand) && !from.unknown;
  if (/[*?[`~]/.test(home ? operand.slice(1) : operand)) return unknownFrom(from);
  const dir = operand.replaceAll('\\', '/');
  if (/^[^/]*:/.test(dir) && !/^[A-Za-z]:\//.test(dir)) return unknownFrom(from);
  if (dir.startsWith('/') && !dir.startsWith('//') && !(from.dirs.length === 1 && from.dirs[0] === '' && from.searched.length === 0)) return unknownFrom(from);
  return changedTo(from, dir, false);
}

/**
 * How a command runs the command it wraps: in another directory (`env -C`, `sudo -D`, login
 * shells in their home, `find -execdir` beside each file found, services started by
 * systemd-run), under another root or mount namespace (chroot, `unshare -R`, `nsenter -m`, bwrap,
 * firejail, flatpak-spawn), or as another user whose HOME a nested shell line expands `~` to
 * (sudo, su, runuser, doas, pkexec, run0, setpriv, `chpst -u`).
 */
export type Elsewhere = 'directory' | 'root' | 'user' | 'user-directory' | NamedDirectory | undefined;

/** In the directory an option names (`env -C /etc`), as another user or not. */
export interface NamedDirectory {
  readonly to: string;
  readonly user: boolean;
}

/** Always, or when one of these options was given. */
type When = true | readonly string[];

interface RunsElsewhere {
  readonly user?: When;
  readonly root?: When;
  readonly directory?: When;
  /** Options that keep the caller's directory where it would otherwise move (unless `directoryOptions` name another). */
  readonly keepsDirectory?: readonly string[];
  readonly directoryOptions?: readonly string[];
  /** Options whose value is the directory itself (`env -C DIR`): when it is the only one given, it is followed. */
  readonly namedDirectory?: readonly string[];
}

/** By the option names the scanners report (wrapper-specs.ts, su-arguments.ts). */
const RUNS_ELSEWHERE: ReadonlyMap<string, RunsElsewhere> = new Map<string, RunsElsewhere>([
  ['env', { directory: ['-C', '--chdir'], namedDirectory: ['-C', '--chdir'] }],
  ['sudo', { user: true, directory: ['-D', '--chdir', '-i', '--login'], root: ['-R', '--chroot'], namedDirectory: ['-D', '--chdir'] }],
  ['su', { user: true, directory: ['-', '-l', '--login'] }],
  ['runuser', { user: true, directory: ['-', '-l', '--login'] }],
  ['doas', { user: true }],
  ['pkexec', { user: true, directory: true, keepsDirectory: ['--keep-cwd'] }],
  ['run0', { user: true, directory: true }],
  ['setpriv', { user: true }],
  ['chpst', { user: ['-u', '-U'], root: ['-/'], directory: ['-C'], namedDirectory: ['-C'] }],
  ['setuidgid', { user: true }],
  ['chroot', { root: true }],
  ['unshare', { root: ['-R', '--root'], directory: ['-w', '--wd'], namedDirectory: ['-w', '--wd'] }],
  ['nsenter', { root: ['-m', '--mount', '-a', '--all', '-r', '--root'], directory: ['-w', '--wd'] }],
  ['bwrap', { root: true }],
  ['firejail', { root: true }],
  ['flatpak-spawn', { root: true }],
  ['systemd-run', { user: true, directory: true, keepsDirectory: ['-d', '--same-dir', '--scope'], directoryOptions: ['--working-directory'] }],
  // Project runners (`uv run --directory DIR`).
  ['uv', { directory: ['--directory'], namedDirectory: ['--directory'] }],
  // (Whether poetry runs the command in its --directory, or only reads the project there, is not
  // certain: the command's relative paths are unknown rather than followed.)
  ['poetry', { directory: ['-C', '--directory'] }],
  ['conda', { directory: ['--cwd'], namedDirectory: ['--cwd'] }],
  ['mamba', { directory: ['--cwd'], namedDirectory: ['--cwd'] }],
  ['micromamba', { directory: ['--cwd'], namedDirectory: ['--cwd'] }],
  // Workspace runs go to each package's directory (npm -w, pnpm -r/--filter).
  // (npm-arguments.ts names npm's options by their long names: `-w` is `--workspace`.)
  ['npm', { directory: ['--workspace', '--workspaces', '--prefix'] }],
  ['npx', { directory: ['--workspace', '--workspaces', '--prefix'] }],
  ['pnpm', { directory: ['-C', '--dir', '-r', '--recursive', '-F', '--filter', '--filter-prod', '-w', '--workspace-root'] }],
  ['yarn', { directory: ['--cwd'], namedDirectory: ['--cwd'] }],
  ['bun', { directory: ['--cwd'], namedDirectory: ['--cwd'] }],
  ['mise', { directory: ['-C', '--cd'], namedDirectory: ['-C', '--cd'] }],
  // A container, a pod, another host: every path is another machine's.
  ['docker', { root: true }],
  ['podman', { root: true }],
  ['docker-compose', { root: true }],
  ['kubectl', { root: true }],
  ['ssh', { root: true }],
  ['autossh', { root: true }],
  ['mosh', { root: true }],
  // Their other spellings, new containers, and remote and VM shells (remote-runners.ts).
  ...['nerdctl', 'oc', 'k3s', 'microk8s', 'gcloud', 'az', 'aws', 'gh', 'vagrant', 'multipass', 'lxc', 'incus', 'limactl', 'lima', 'colima', 'minikube', 'heroku',
    'fly', 'flyctl', 'systemd-nspawn', 'arch-nspawn', 'ctr'].map((name): [string, RunsElsewhere] => [name, { root: true }]),
  ['machinectl', { user: true, directory: true }],
  // (`corepack pnpm -C DIR exec`: pnpm's and npm's options.)
  ['corepack', { directory: ['-C', '--dir', '-r', '--recursive', '-F', '--filter', '--filter-prod', '-w', '--workspace-root', '--cwd', '--workspace', '--workspaces', '--prefix'] }],
  ['devbox', { directory: true }],
  ['toolbox', { root: true }],
  ['distrobox', { root: true }],
  ['distrobox-enter', { root: true }],
  // (proot's guest root is the host's `/` unless -r; -w moves the command, binds move paths.)
  ['proot', { root: ['-r', '--rootfs', '-R', '-S', '-b', '--bind', '-m', '--mount'], directory: ['-w', '--pwd', '--cwd'], namedDirectory: ['-w', '--pwd', '--cwd'] }],
  ['gosu', { user: true }],
  ['ksu', { user: true }],
  ['su-exec', { user: true }],
  // (launcher-runners.ts.)
  ['sudo-rs', { user: true, directory: ['-D', '--chdir', '-i', '--login'], root: ['-R', '--chroot'], namedDirectory: ['-D', '--chdir'] }],
  ['please', { user: true, directory: ['-d', '--dir'] }],
  ['really', { user: true }],
  ['schroot', { root: true }],
  // tmux: new-session starts where tmux runs (or at -c); the other commands where their pane is.
  ['tmux', { directory: ['start-directory', 'pane-directory'], namedDirectory: ['start-directory'] }],
  ['tmate', { directory: ['start-directory', 'pane-directory'], namedDirectory: ['start-directory'] }],
  // Terminals that run a command in a directory of its own (terminal-runners.ts; free-form ones make it a problem).
  // (`@`: kitty's remote control runs its command where the running kitty is, or at `--cwd`: kitty-remote.ts.)
  ['kitty', { directory: ['-d', '--directory', '--working-directory', '@'], namedDirectory: ['-d', '--directory', '--working-directory'] }],
  ['kitten', { directory: ['@'] }],
  ['foot', { directory: ['-D', '--working-directory'], namedDirectory: ['-D', '--working-directory'] }],
  ['footclient', { directory: ['-D', '--working-directory'], namedDirectory: ['-D', '--working-directory'] }],
  ['terminator', { directory: ['--working-directory'], namedDirectory: ['--working-directory'] }],
  ['mintty', { directory: ['--dir', '-~'], namedDirectory: ['--dir'] }],
]);

const given = (when: When | undefined, options: readonly string[]): boolean =>
  when === true || (when !== undefined && options.some((o) => when.includes(o)));

/**
 * `options`: the options the command's scanner read (undefined for commands it has none of), and
 * `values` their one-word values where known.
 */
export function elsewhereOf(
  name: string, options: readonly string[] | undefined, values: readonly (string | undefined)[] | undefined, words: readonly string[], dynamic: readonly boolean[],
): Elsewhere {
  if (name === 'find') return words.some((w, i) => i > 0 && !dynamic[i] && (w === '-execdir' || w === '-okdir')) ? 'directory' : undefined;
  // (Most commands are no runner, and have no options read: no lookup for them.)
  if (options === undefined) return undefined;
  const runs = RUNS_ELSEWHERE.get(name);
  if (runs === undefined) return undefined;
  if (given(runs.root, options)) return 'root';
  const keeps = given(runs.keepsDirectory, options) && !given(runs.directoryOptions, options);
  const moves = given(runs.directory, options) && !keeps;
  const user = given(runs.user, options);
  const to = moves ? namedDirectory(runs, options, values) : undefined;
  if (to !== undefined) return { to, user };
  if (user) return moves ? 'user-directory' : 'user';
  return moves ? 'directory' : undefined;
}

/** The directory named by the one option that moves the command, when that is all that moves it. */
function namedDirectory(runs: RunsElsewhere, options: readonly string[], values: readonly (string | undefined)[] | undefined): string | undefined {
  const { directory, namedDirectory: named } = runs;
  if (named === undefined || values === undefined || directory === true || directory === undefined) return undefined;
  let to: string | undefined;
  let count = 0;
  for (let k = 0; k < options.length; k++) {
    if (!directory.includes(options[k]!)) continue;
    count++;
    to = named.includes(options[k]!) ? values[k] : undefined;
  }
  return count === 1 ? to : undefined;
}

/** Builtins that assign the variables named in their arguments (`export HOME=/etc`, `read HOME`). */
export const ASSIGNING = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'read', 'unset', 'printf', 'mapfile', 'readarray', 'getopts', 'let', 'set', 'wait']);

const NAMED: Readonly<Record<'HOME' | 'CDPATH', RegExp>> = {
  HOME: /(?:^|[^A-Za-z0-9_])HOME(?:$|[^A-Za-z0-9_])/,
  CDPATH: /(?:^|[^A-Za-z0-9_])CDPATH(?:$|[^A-Za-z0-9_])/,
};

/**
 * Whether a builtin in ASSIGNING may assign HOME (what `~` expands to) or CDPATH (where `cd`
 * looks): naming it, or with an unknown word.
 */
export function assignsVariable(words: readonly string[], dynamic: readonly boolean[], variable: 'HOME' | 'CDPATH'): boolean {
  const named = NAMED[variable];
  // (printf assigns with `-v` alone, its first word: `printf 'export PATH=$HOME/bin\n'` assigns nothing, session 45.)
  if (words[0] === 'printf' && !dynamic[1] && (words[1] === '--' || !(words[1] ?? '-').startsWith('-'))) return false;
  const plainExport = words[0] === 'export' && exportsByName(words, dynamic);
  for (let i = 1; i < words.length; i++) {
    // (`export PATH=$HOME/bin:$PATH` assigns PATH alone, session 45: its value may name HOME or be unknown.)
    const name = plainExport ? LITERAL_NAME.exec(words[i]!) : null;
    if (name !== null ? name[1] === variable : dynamic[i] || named.test(words[i] ?? '')) return true;
  }
  return false;
}

/** A `NAME=` written with a literal name (an expansion's text starts with `$`, never a name character). */
const LITERAL_NAME = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/**
 * `export` with no option but `--`: each `NAME=value` word with a literal name assigns NAME alone.
 * It makes no reference (`declare -n`) and never reads a value as an array's elements, whose
 * subscripts are arithmetic (bash 5.2: after `A=(1); X='([HOME=7]=x)'`, `declare A=$X` sets HOME,
 * `export A=$X` does not); a variable with the integer attribute evaluates its value as arithmetic,
 * but giving it that (`declare -i`) asks on its own.
 */
function exportsByName(words: readonly string[], dynamic: readonly boolean[]): boolean {
  for (let i = 1; i < words.length; i++) if (!dynamic[i] && /^[-+]/.test(words[i]!) && words[i] !== '--') return false;
  return true;
}
