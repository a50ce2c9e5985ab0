// Files whose text tells later commands where to connect: a proxy, a registry or package index,
// a git remote or URL rewrite, an ssh jump host, a name's address (hosts, resolv.conf). A line
// that writes one by a redirect or a plain writer (`echo 'proxy = evil.com' >> ~/.curlrc`, `tee
// -a .npmrc`, `cp x ~/.gitconfig`, `Set-Content $HOME\.curlrc …`) may send later traffic to any
// host, as `git config --global http.proxy H` and `npm config set proxy H` do (their hosts are
// read: proxy-settings.ts). The text written is not read: an unknown host, which asks wherever
// Domain deny or ask rules exist. The tools that manage these files (git config, npm config, …)
// keep their own readers. Shell and session startup files are such files too: what they export or
// alias (`export https_proxy=H`, `alias curl='curl -x H'`) sets where every later shell's commands
// connect, so a write of one is an unknown host as well, whatever text it writes (session 41).

import type { UrlRef } from './arguments.js';
import type { FileTouches } from './file-touches.js';

// (Startup files: bash, zsh, ksh, csh, fish, PAM's and systemd's session variables, PowerShell's profiles. Not
// direnv's .envrc: direnv loads a changed one only after the user's `direnv allow`. Split by the
// language they hold: autorun-files.ts reads a text written to the first as a POSIX shell's.)
/** Startup files a POSIX shell (sh, bash) reads, as pattern pieces. */
export const POSIX_STARTUP_FILES: readonly string[] = [
  '\\.bashrc', '\\.bash_profile', '\\.bash_login', '\\.bash_logout', '\\.profile', '\\.bashrc\\.d[\\\\/][^\\\\/]+',
  'etc[\\\\/]profile', 'profile\\.d[\\\\/][^\\\\/]+', 'etc[\\\\/]bash\\.bashrc', 'etc[\\\\/]bashrc',
];
/** The other startup files: zsh's, ksh's, csh's, fish's, session variables, PowerShell's profiles. */
export const OTHER_STARTUP_FILES: readonly string[] = [
  '\\.zshenv', '\\.zshrc', '\\.zprofile', '\\.zlogin', '\\.zlogout', '\\.kshrc', '\\.mkshrc', '\\.cshrc', '\\.tcshrc', '\\.login', '\\.pam_environment',
  'fish[\\\\/]config\\.fish', 'fish[\\\\/]fish_variables', 'fish[\\\\/]conf\\.d[\\\\/][^\\\\/]+', 'environment\\.d[\\\\/][^\\\\/]+',
  'etc[\\\\/](?:zsh[\\\\/])?z(?:shenv|shrc|profile|login|logout)', 'etc[\\\\/]csh\\.(?:cshrc|login)', '\\.ssh[\\\\/](?:rc|environment)', '[^\\\\/]*profile\\.ps1',
];

/** Such a file, by its last segments (`/` or `\`, any case). */
export const TRAFFIC_FILE = new RegExp(`(?:^|[\\\\/])(?:${[
  '[._]?curlrc', '[._]?wgetrc', '[._]?npmrc', '\\.yarnrc(?:\\.yml)?', 'pip\\.(?:conf|ini)', '\\.pydistutils\\.cfg', '\\.pypirc',
  '[._]?gitconfig', '\\.gitmodules', '[._]?condarc', '[._]?gemrc', 'resolv\\.conf', 'ssh_config',
  '\\.?git[\\\\/]config', '\\.ssh[\\\\/]config', 'etc[\\\\/]hosts', 'etc[\\\\/]environment', 'go[\\\\/]env', '\\.cargo[\\\\/]config(?:\\.toml)?',
  '\\.docker[\\\\/]config\\.json', 'docker[\\\\/]daemon\\.json', '\\.bundle[\\\\/]config', '\\.m2[\\\\/]settings\\.xml',
  'apt[\\\\/]apt\\.conf', 'apt\\.conf\\.d[\\\\/][^\\\\/]+', 'apt[\\\\/]sources\\.list', 'sources\\.list\\.d[\\\\/][^\\\\/]+',
  // (Session 41: uv's index, NuGet's package sources, bun's registry, a worktree's git settings.)
  '[._]?uv\\.toml', 'nuget\\.config', '\\.?bunfig\\.toml', 'config\\.worktree',
  ...POSIX_STARTUP_FILES, ...OTHER_STARTUP_FILES,
].join('|')})$`, 'i');

/** A submodule's git settings, `.git/modules/NAME/config` (its remote URL; names may hold `/`). */
const SUBMODULE_GIT = /\.git[\\/]modules[\\/]/i;
const LAST_CONFIG = /[\\/]config$/i;

/**
 * The last segments (lower case) TRAFFIC_FILE may end with, outside the `NAME.d/` directories and
 * PowerShell's `*profile.ps1`: a test before the pattern, which every Edit operation meets where
 * Domain deny or ask rules exist (the pattern alone cost ~0.4 µs of a ~0.7 µs Edit decision).
 */
export const LAST_SEGMENTS: ReadonlySet<string> = new Set([
  ...['curlrc', 'wgetrc', 'npmrc', 'gitconfig', 'condarc', 'gemrc', 'uv.toml'].flatMap((n) => [n, `.${n}`, `_${n}`]),
  '.yarnrc', '.yarnrc.yml', 'pip.conf', 'pip.ini', '.pydistutils.cfg', '.pypirc', '.gitmodules', 'resolv.conf', 'ssh_config', 'config', 'hosts',
  'environment', 'env', 'config.toml', 'config.json', 'daemon.json', 'settings.xml', 'apt.conf', 'sources.list',
  'nuget.config', 'bunfig.toml', '.bunfig.toml', 'config.worktree',
  '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout', '.kshrc', '.mkshrc',
  '.cshrc', '.tcshrc', '.login', '.pam_environment', 'config.fish', 'fish_variables', 'profile', 'bash.bashrc', 'bashrc', 'zshenv', 'zshrc',
  'zprofile', 'zlogin', 'zlogout', 'csh.cshrc', 'csh.login', 'rc',
]);

/** LAST_SEGMENTS by length and last letter (`| 32`: either case): a test that allocates nothing. */
export const LAST_SEGMENT_KEYS: ReadonlySet<number> = new Set([...LAST_SEGMENTS].map((n) => n.length * 128 + (n.charCodeAt(n.length - 1) | 32)));
/** `profile.ps1`'s length. */
const PS1_PROFILE = 11;
/** Segment lengths LAST_SEGMENT_BITS covers (every LAST_SEGMENTS name is shorter). */
const KEYED_LENGTHS = 32;
/** LAST_SEGMENTS by length * 128 + last code unit (bit 1) and + first code unit (bit 2), either case. */
const LAST_SEGMENT_BITS = new Uint8Array(KEYED_LENGTHS * 128);
for (const n of LAST_SEGMENTS) {
  // (A key the table cannot hold would be missed.)
  if (n.length >= KEYED_LENGTHS || !/^[\x21-\x7e]/.test(n) || !/[a-z]$/.test(n)) throw new Error(`LAST_SEGMENT_BITS cannot hold ${n}`);
  for (const [c, bit] of [[n.charCodeAt(n.length - 1), 1], [n.charCodeAt(0), 2]] as const) {
    LAST_SEGMENT_BITS[n.length * 128 + c]! |= bit;
    if (c >= 97 && c <= 122) LAST_SEGMENT_BITS[n.length * 128 + c - 32]! |= bit;
  }
}

/**
 * LAST_SEGMENT_KEYS.has(length * 128 + (last | 32)), by a table load where the letter is ASCII (a
 * Set lookup cost ~0.3% of an `rm` line). Every name ends with a lower-case letter, which `| 32`
 * gives from either case and from nothing else.
 */
export function mayBeLastSegment(length: number, last: number): boolean {
  if (last < 128) return length < KEYED_LENGTHS && (LAST_SEGMENT_BITS[length * 128 + last]! & 1) !== 0;
  return LAST_SEGMENT_KEYS.has(length * 128 + (last | 32));
}

/**
 * Whether a path whose last segment is `length` code units long, begins with `first` and ends with
 * `last` may route traffic (routesTraffic may be true), for a path with no trailing dot or space
 * whose parent is no `NAME.d` directory: what an Edit operation's path view answers without a scan
 * of its text (operation-path.ts; the scan back over the last segment was most of routesTraffic's
 * ~60-90 ns, and the length and last letter alone let 9% of the bench's paths through).
 */
export function lastSegmentMayRouteTraffic(length: number, first: number, last: number): boolean {
  if (last === 49 /* 1 */ && length >= PS1_PROFILE) return true;
  // (Past ASCII, toLowerCase may still give a letter: the whole test.)
  if (last >= 128 || first >= 128) return true;
  return length < KEYED_LENGTHS && (LAST_SEGMENT_BITS[length * 128 + last]! & 1) !== 0 && (LAST_SEGMENT_BITS[length * 128 + first]! & 2) !== 0;
}

/** Whether writing `path` may change where later commands connect. */
export function routesTraffic(path: string): boolean {
  // (Windows drops a name's trailing dots and spaces: `.npmrc.` is .npmrc; elsewhere a reading more.)
  let end = path.length;
  while (end > 0 && (path.charCodeAt(end - 1) === 46 || path.charCodeAt(end - 1) === 32)) end--;
  const name = end === path.length ? path : path.slice(0, end);
  const slash = lastSeparator(name);
  // (A file in a `NAME.d` directory: apt.conf.d, sources.list.d, profile.d, conf.d, environment.d, .bashrc.d.)
  const inDotD = slash >= 2 && name.charCodeAt(slash - 2) === 46 && (name.charCodeAt(slash - 1) | 32) === 100;
  if (!inDotD) {
    const length = name.length - slash - 1;
    const last = name.charCodeAt(name.length - 1);
    const profile = last === 49 /* 1 */ && length >= PS1_PROFILE && name.slice(-PS1_PROFILE).toLowerCase() === 'profile.ps1';
    if (!profile && !(mayBeLastSegment(length, last) && LAST_SEGMENTS.has(name.slice(slash + 1).toLowerCase()))) return windowsAlias(name, slash);
  }
  return TRAFFIC_FILE.test(name) || (LAST_CONFIG.test(name) && SUBMODULE_GIT.test(name));
}

/**
 * A last segment Windows opens as another name (session 42; were allowed beside Domain deny
 * rules): an alternate data stream, `.npmrc::$DATA` or `.npmrc:x` (the file itself, as normalize.ts
 * reads it), read without it; an 8.3 short name whose base a settings file's may be, `NPMRC~1`.
 */
function windowsAlias(name: string, slash: number): boolean {
  // (One pass over the last segment: every Edit operation meets this where Domain rules exist.)
  for (let k = slash + 2; k < name.length; k++) {
    const c = name.charCodeAt(k);
    if (c === 58 /* : */) return routesTraffic(name.slice(0, k));
    if (c === 126 /* ~ */) {
      const next = name.charCodeAt(k + 1);
      if (next >= 48 && next <= 57) return SHORT_NAME_BASES.has(name.slice(slash + 1, k).toUpperCase());
    }
  }
  return false;
}

/**
 * The bases an 8.3 short name of such a file may have (`NPMRC~1`, `GITCON~1`, `PIP~1.CON`): its
 * name without a leading `.` or `_`, dots dropped, cut to 6, whole and before its last dot; and
 * PowerShell's profiles' (`MICROS~1.PS1`, `PROFIL~1.PS1`). Another short name (`PROGRA~1`) is no such file.
 */
const SHORT_NAME_BASES: ReadonlySet<string> = new Set([...LAST_SEGMENTS].flatMap((n) => {
  const bare = n.replace(/^[._]/, '').toUpperCase();
  const dot = bare.lastIndexOf('.');
  return [bare.replaceAll('.', '').slice(0, 6), (dot > 0 ? bare.slice(0, dot) : bare).replaceAll('.', '').slice(0, 6)];
}).concat(['MICROS', 'PROFIL']));

/** The index of the last `/` or `\\` in the path, or -1. */
export function lastSeparator(name: string): number {
  // (A loop back over the last segment: lastIndexOf over the whole path measured ~0.1 µs. Past
  // 64 characters lastIndexOf: `zip 'a%2fa%2f…'` looped back over 10,000 several times.)
  let slash = name.length - 1;
  const stop = name.length - 64;
  for (let c = name.charCodeAt(slash); slash >= 0 && c !== 47 && c !== 92; c = name.charCodeAt(--slash)) {
    if (slash === stop) return Math.max(name.lastIndexOf('/', slash), name.lastIndexOf('\\', slash));
  }
  return slash;
}

/** The unknown host a write of `path` stands for (`text`: the part's source). */
export function trafficFileUrl(path: string, text: string): UrlRef {
  return { url: path, text, scope: 'restrict', dynamic: true };
}

/**
 * The tools that manage these files, whose own readers read the hosts they set (proxy-settings.ts,
 * git keys, package-hosts.ts): a write of theirs is not an unknown host (`git config user.name x`
 * writes ~/.gitconfig). Any other known program's write is (session 41: `curl -o .npmrc URL`,
 * `sort -o .npmrc`, `uniq a .npmrc`, `sponge .npmrc` were allowed: only plain writers were read).
 * git is read apart: its write of a file not its own is (foreignToGit).
 */
export const TRAFFIC_FILE_MANAGERS: ReadonlySet<string> = new Set([
  'git', 'npm', 'pnpm', 'yarn', 'pip', 'pip3', 'conda', 'mamba', 'gem', 'bundle', 'bundler', 'go', 'cargo', 'docker', 'podman',
  'gcloud', 'gsettings', 'dconf', 'scutil', 'reg', 'ssh-keygen',
]);

/** git's own configuration files, whose keys git config's reader reads (proxy-settings.ts, git-config-keys.ts). */
const GIT_CONFIG_FILE = /(?:^|[\\/])(?:[._]?gitconfig|\.gitmodules|\.?git[\\/]config)$/i;

/** Whether a file git writes is no configuration of git's own (`git config -f ~/.bashrc a.b '$(curl h)'`): git's text there is any text. */
export function foreignToGit(path: string): boolean {
  return !GIT_CONFIG_FILE.test(path);
}

/** A known program's written paths that route traffic: an unknown host each. */
export function trafficFileWrites(t: FileTouches, only?: (path: string) => boolean): void {
  for (const p of t.paths) if (p.op === 'edit' && (routesTraffic(p.path) || (p.dynamic && PROFILE_VARIABLE.test(p.path))) && (only === undefined || only(p.path))) t.url(p.path, true);
}

/** PowerShell's `$PROFILE` (and `.CurrentUserAllHosts`, …): a profile.ps1 file (`Add-Content $PROFILE x` was allowed beside Domain deny rules; session 42). */
const PROFILE_VARIABLE = /^\$(?:\{profile\}|profile(?!\w))/i;

/**
 * Any known program's output file (`curl -o .npmrc URL`, `sort -o`, `uniq a .npmrc`, `sponge`, an
 * interpreter's code's `open('/home/u/.curlrc','w')`): not the tools that manage these files, but
 * git's write of a file not its own.
 */
export function programTrafficWrites(name: string, t: FileTouches, words: readonly string[] = [], roles = trafficRolesOfName(name)): FileTouches {
  if (name === 'git') trafficFileWrites(t, foreignToGit);
  else if ((roles & MANAGER) === 0) trafficFileWrites(t);
  // (SUBCOMMAND_TREES: TREE_SUBCOMMANDS's names, in the same lookup as the others.)
  if ((roles & TREE_ROLES) !== 0) treeTrafficWrites(name, words, t);
  return t;
}

/** programTrafficWrites's roles of a name, a bit each: TRAFFIC_FILE_MANAGERS, DOTFILE_MANAGERS, TREE_WRITERS, TREE_SUBCOMMANDS's names. */
const MANAGER = 1;
export const DOTFILES = 2;
const TREE = 4;
const SUBCOMMAND_TREES = 8;
/** The roles that read a command's trees (treeTrafficWrites): a name with none of them has no tree reading. */
export const TREE_ROLES = DOTFILES | TREE | SUBCOMMAND_TREES;
let trafficRoles: ReadonlyMap<string, number> | undefined;

/** A name's roles (one lookup for the three sets; file-arguments.ts keeps them in the name's tables). */
export function trafficRolesOfName(name: string): number {
  return (trafficRoles ??= trafficRolesOf()).get(name) ?? 0;
}

/** Made on first use (the sets are declared below this module's functions). */
function trafficRolesOf(): ReadonlyMap<string, number> {
  const roles = new Map<string, number>();
  for (const [set, bit] of [[TRAFFIC_FILE_MANAGERS, MANAGER], [DOTFILE_MANAGERS, DOTFILES], [TREE_WRITERS, TREE], [MARKED_TREE_WRITERS, TREE], [TREE_SUBCOMMANDS, SUBCOMMAND_TREES]] as const) {
    for (const n of set.keys()) roles.set(n, (roles.get(n) ?? 0) | bit);
  }
  return roles;
}

/**
 * Programs that copy, extract or link files into their destination directory, whatever their reading
 * marks below it (`cp -rT d ~` writes ~ itself as d's copy, `stow -t ~ d` links d's files into ~).
 * Not a deleter's or a mode changer's tree (`rm -rf ~/.cache/x`, `chmod -R`): they drop no file.
 */
export const TREE_WRITERS: ReadonlySet<string> = new Set(['cp', 'gcp', 'rsync', 'mv', 'gmv', 'ditto', 'rclone', 'scp', 'stow', 'xstow', 'tar', 'gtar',
  'bsdtar', 'unzip', 'cpio', 'pax', '7z', '7za', 'unrar', 'ln', 'gln', 'install', 'ginstall', 'xcopy', 'robocopy', 'gio',
  // (Session 43: PowerShell's copiers and extractor, `Copy-Item -Recurse d\* ~`, `Expand-Archive x.zip ~` were allowed beside Domain rules.)
  'Copy-Item', 'Move-Item', 'Expand-Archive',
  // (Session 42: more extractors, and checkouts: checkout-writes.ts.)
  '7zz', '7zr', 'bsdcpio', 'bsdunzip', 'jar', 'unar', 'lha', 'arj', 'cabextract', 'unsquashfs', 'dpkg-deb', 'ar', 'svn', 'hg', 'copier', 'degit', 'tiged', 'giget']);
/**
 * Programs whose readers mark the trees they drop files into (`below: 'tree'`) beside files they
 * write by name (`curl -o x`): only the marked trees are tree writes (session 43: `curl -OJ
 * --output-dir ~`, `wget -r`, `aria2c -d ~`, `http --download`, `gh release download -D ~` were
 * allowed). remote-named-writes.ts's programs read their own (they stay unknown programs).
 */
export const MARKED_TREE_WRITERS: ReadonlySet<string> = new Set(['curl', 'wget', 'wget2', 'aria2c', 'http', 'https', 'xh', 'xhs', 'curlie', 'gh', 'glab',
  // (Session 44: a package's files below `--target|--prefix|--root DIR`, `download -d DIR`, not `--log F`: `pip install --target ~ x` was allowed.)
  'pip', 'pip3',
  // (Session 45: `uv pip install --target . x` with cwd ~ was allowed beside Domain rules; uv pip's trees are pip's.)
  'uv']);

/** Whether a tree writer's written path is a tree it writes whole: for MARKED_TREE_WRITERS, a marked tree only. */
export function writtenTree(name: string, below: 'none' | 'tree' | 'links'): boolean {
  return below !== 'none' || !MARKED_TREE_WRITERS.has(name);
}

/** Programs whose subcommand copies or checks out a tree (`docker cp c:/root/. ~`, `git clone URL ~/.config`). */
export const TREE_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['git', new Set(['clone', 'worktree', 'submodule', 'restore', 'checkout', 'switch', 'reset', 'stash', 'pull', 'merge', 'rebase', 'apply', 'am',
    'cherry-pick', 'revert', 'read-tree', 'checkout-index'])],
  ['docker', new Set(['cp'])], ['podman', new Set(['cp'])], ['kubectl', new Set(['cp'])], ['oc', new Set(['cp', 'rsync'])],
  ['gh', new Set(['clone'])], ['aws', new Set(['cp', 'sync', 'mv'])], ['gsutil', new Set(['cp', 'rsync', 'mv'])], ['gcloud', new Set(['cp', 'rsync', 'mv'])],
  // (Session 44: `s3cmd get -r s3://b/ .`, `s3cmd sync s3://b/ ~`, `aws s3 mv --recursive`, `mc mirror s3/b .` were allowed beside Domain rules.)
  ['s3cmd', new Set(['get', 'sync'])], ['mc', new Set(['cp', 'mv', 'mirror'])],
  ['az', new Set(['download-batch'])],
  ['dpkg', new Set(['-x', '--extract', '-X', '--vextract', '-R', '--raw-extract'])],
  // (`python3 -m pip install --target ~ x`, `-mpip`: pip's trees, session 44.)
  ...['python', 'python3'].map((n) => [n, new Set(['zipfile', 'tarfile', 'pip', '-mpip'])] as const),
]);

/** Whether a command writes whole trees where its edits lie (TREE_WRITERS, or a subcommand of TREE_SUBCOMMANDS among its plain words, read loosely). */
export function writesTrees(name: string, words: readonly string[]): boolean {
  if (TREE_WRITERS.has(name) || MARKED_TREE_WRITERS.has(name)) return true;
  const subs = TREE_SUBCOMMANDS.get(name);
  return subs !== undefined && words.some((w, i) => i > 0 && subs.has(w));
}

/** A tree git writes whose settings are git's own: a clone's `.git` (its remote is the clone's URL, which git's reader reads). */
export function ownTree(name: string, path: string): boolean {
  return name === 'git' && GIT_DIRECTORY.test(path);
}
const GIT_DIRECTORY = /(?:^|[\\/])\.git(?:[\\/]|$)/;
/** Dotfile managers: what they write into the home directory is their repository's, which the line does not show. */
export const DOTFILE_MANAGERS: ReadonlySet<string> = new Set(['chezmoi', 'yadm', 'vcsh', 'dotter', 'mkrc', 'rcup', 'dotbot', 'homeshick', 'homesick', 'home-manager', 'stow', 'xstow']);
/** chezmoi's and yadm's subcommands that write nothing into the home directory. */
const DOTFILE_READERS: ReadonlySet<string> = new Set(['diff', 'status', 'managed', 'unmanaged', 'cat', 'doctor', 'data', 'help', 'list', 'ls', 'log', 'verify', 'source-path', 'target-path', 'dump', 'ignored', 'execute-template', '--help', '-h', '--version', 'version', 'cd', 'git']);

/**
 * A write of a whole tree into a directory that holds shell startup or traffic settings files
 * (session 41: `tar xf x.tar -C ~`, `unzip -o x.zip -d ~`, `cp -r dotfiles/. ~/`, `rsync -a d/ ~/`,
 * `stow -t ~ d`, `chezmoi apply` were allowed beside Domain rules: the files it drops, `~/.bashrc`,
 * `~/.curlrc`, were not named): an unknown host. The directory as written: the home directory or
 * one above it, a dot directory in it (`~/.config`, `~/.ssh`), /etc or below, a `.git` directory, or
 * one the line cannot name (`"$D"`). Not a tree write into the working directory (`cp -r src dist`).
 */
function treeTrafficWrites(name: string, words: readonly string[], t: FileTouches): void {
  // (Called for a dotfile manager, a tree writer or a program with tree subcommands only: programTrafficWrites.)
  if (DOTFILE_MANAGERS.has(name) && !(words[1] !== undefined && DOTFILE_READERS.has(words[1]))) t.url('~', true);
  // (git's work tree, checked out or cloned there, whatever the subcommand: its trees only, not the
  // files it writes by name, `git config --global`, and not a clone's own `.git`.)
  if (name === 'git') {
    for (const p of t.paths) if (p.op === 'edit' && p.below !== 'none' && holdsSettingsFiles(p.path, p.dynamic) && !ownTree(name, p.path)) t.url(p.path, true);
    return;
  }
  if (!writesTrees(name, words)) return;
  for (const p of t.paths) if (p.op === 'edit' && writtenTree(name, p.below) && holdsSettingsFiles(p.path, p.dynamic)) t.url(p.path, true);
}

/**
 * A path's text where settings files lie below (treeTrafficWrites): `.`/`/` ends dropped, `$HOME`'s
 * spellings read as `~`, `//`, `.` and `..` segments resolved as written (`-C //home/dev`, `~/x/..`,
 * `/etc/../home/dev` were not read; session 42). A path of `..` segments alone is above the working
 * directory, which may be the home directory (`cp -r d/. ..` in ~/proj); one going on below them is
 * read as if from the root (`../../home/dev`: broadly, a sibling `../etc` too).
 */
export function holdsSettingsFiles(path: string, dynamic: boolean): boolean {
  // (A Windows path as a POSIX one, its drive dropped: `C:\Users\u` is /Users/u, a home directory; session 43.)
  // (A drive's root, `C:` or `C:\`, is `/`: it holds Windows\System32\drivers\etc and the homes.)
  if (path.includes('\\') || /^[A-Za-z]:/.test(path)) path = path.replaceAll('\\', '/').replace(/^[A-Za-z]:(?=\/|$)/, '') || '/';
  if (!path.includes('//') && !path.includes('/.') && !path.startsWith('.')) return holdsAsWritten(path, dynamic);
  const absolute = path.startsWith('/');
  const kept: string[] = [];
  let above = false;
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') kept.push(segment);
    // (Above the first segment: `~/..`, `$HOME/..`, or the working directory's parent.)
    else if (kept.length === 0 || (kept.length === 1 && /^(?:~|\$\{?HOME\b)/.test(kept[0]!))) above = !absolute || kept.length === 1;
    else kept.pop();
  }
  if (above) return kept.length === 0 || kept[0] === '~' || holdsAsWritten(`/${kept.join('/')}`, dynamic);
  return holdsAsWritten(`${absolute ? '/' : ''}${kept.join('/')}`, dynamic);
}

const SETTINGS_DIRECTORY = /^\/(?:(?:home|Users)(?:\/[^/]+(?:\/(?:\.|AppData(?:\/|$)).*)?)?|root(?:\/\..*)?|var(?:\/root)?|etc(?:\/.*)?|windows(?:\/system32(?:\/drivers(?:\/etc(?:\/.*)?)?)?)?)?$/i;
/** An MSYS or WSL mount of a drive (`/c/Users`, `/mnt/c/Users`; the context's win32 directories are spelled so) before its homes or Windows directory. */
const DRIVE_MOUNT = /^(?:\/mnt)?\/[a-z](?=\/(?:users|windows)(?:\/|$))/i;
const HOME_APPDATA = /^~\/appdata(?:\/|$)/i;

function holdsAsWritten(path: string, dynamic: boolean): boolean {
  let end = path.length;
  while (end > 1 && (path[end - 1] === '/' || (path[end - 1] === '.' && path[end - 2] === '/'))) end--;
  const dir = path.slice(0, end).replace(/^(?:\$HOME|\$\{HOME\}|\$\{HOME[:-][^}]*\})(?=\/|$)/, '~');
  if (dir === '~' || /^~[^/]*$/.test(dir) || dir.startsWith('~/.') || /(?:^|\/)\.git(?:\/|$)/.test(dir)) return true;
  // (`/`, `/home`, `/home/u`, `/root`, `/Users/u`, `/var/root`, and a home's dot directories; /etc and below.
  // In any case, as Windows and macOS name them, `c:\users\u`, `/users/u`; a Windows home's AppData, where
  // pip.ini and _curlrc lie, and drivers\etc; an MSYS or WSL drive's homes, `/c/Users/u`.)
  if (HOME_APPDATA.test(dir) || SETTINGS_DIRECTORY.test(dir.replace(DRIVE_MOUNT, ''))) return true;
  // (A directory the line cannot name, `"$D"`, `$(pwd)`: it may be the home directory.)
  return dynamic && /^[$`]/.test(dir);
}
