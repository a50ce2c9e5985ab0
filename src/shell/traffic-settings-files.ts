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
  // (Startup files: bash, zsh, ksh, csh, fish, PAM's and systemd's session variables, PowerShell's profiles. Not
  // direnv's .envrc: direnv loads a changed one only after the user's `direnv allow`.)
  '\\.bashrc', '\\.bash_profile', '\\.bash_login', '\\.bash_logout', '\\.profile', '\\.zshenv', '\\.zshrc', '\\.zprofile', '\\.zlogin', '\\.zlogout',
  '\\.kshrc', '\\.mkshrc', '\\.cshrc', '\\.tcshrc', '\\.login', '\\.pam_environment', '\\.bashrc\\.d[\\\\/][^\\\\/]+',
  'fish[\\\\/]config\\.fish', 'fish[\\\\/]fish_variables', 'fish[\\\\/]conf\\.d[\\\\/][^\\\\/]+', 'environment\\.d[\\\\/][^\\\\/]+',
  'etc[\\\\/]profile', 'profile\\.d[\\\\/][^\\\\/]+', 'etc[\\\\/]bash\\.bashrc', 'etc[\\\\/]bashrc', 'etc[\\\\/](?:zsh[\\\\/])?z(?:shenv|shrc|profile|login|logout)',
  'etc[\\\\/]csh\\.(?:cshrc|login)', '\\.ssh[\\\\/](?:rc|environment)', '[^\\\\/]*profile\\.ps1',
].join('|')})$`, 'i');

/**
 * The last segments (lower case) TRAFFIC_FILE may end with, outside the `NAME.d/` directories and
 * PowerShell's `*profile.ps1`: a test before the pattern, which every Edit operation meets where
 * Domain deny or ask rules exist (the pattern alone cost ~0.4 µs of a ~0.7 µs Edit decision).
 */
const LAST_SEGMENTS: ReadonlySet<string> = new Set([
  ...['curlrc', 'wgetrc', 'npmrc', 'gitconfig', 'condarc', 'gemrc'].flatMap((n) => [n, `.${n}`, `_${n}`]),
  '.yarnrc', '.yarnrc.yml', 'pip.conf', 'pip.ini', '.pydistutils.cfg', '.pypirc', '.gitmodules', 'resolv.conf', 'ssh_config', 'config', 'hosts',
  'environment', 'env', 'config.toml', 'config.json', 'daemon.json', 'settings.xml', 'apt.conf', 'sources.list',
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
  // (A loop back over the last segment: lastIndexOf over the whole path measured ~0.1 µs.)
  let slash = path.length - 1;
  for (let c = path.charCodeAt(slash); slash >= 0 && c !== 47 && c !== 92; c = path.charCodeAt(--slash));
  // (A file in a `NAME.d` directory: apt.conf.d, sources.list.d, profile.d, conf.d, environment.d, .bashrc.d.)
  const inDotD = slash >= 2 && path.charCodeAt(slash - 2) === 46 && (path.charCodeAt(slash - 1) | 32) === 100;
  if (!inDotD) {
    const length = path.length - slash - 1;
    const last = path.charCodeAt(path.length - 1);
    const profile = last === 49 /* 1 */ && length >= PS1_PROFILE && path.slice(-PS1_PROFILE).toLowerCase() === 'profile.ps1';
    if (!profile && !(LAST_SEGMENT_KEYS.has(length * 128 + (last | 32)) && LAST_SEGMENTS.has(path.slice(slash + 1).toLowerCase()))) return false;
  }
  return TRAFFIC_FILE.test(path);
}

/** The unknown host a write of `path` stands for (`text`: the part's source). */
export function trafficFileUrl(path: string, text: string): UrlRef {
  return { url: path, text, scope: 'restrict', dynamic: true };
}

/** The downloaders, which write what a server sends into the files they name (`curl -o ~/.curlrc URL`). */
export const DOWNLOADERS: ReadonlySet<string> = new Set(['curl', 'wget', 'wget2', 'aria2c', 'http', 'https', 'xh', 'xhs', 'curlie', 'Invoke-WebRequest', 'Invoke-RestMethod']);

/** The commands that copy or write what they are given into the files they name, whatever those files are. */
export const PLAIN_WRITERS: ReadonlySet<string> = new Set([
  'tee', 'cp', 'mv', 'install', 'ln', 'dd', 'rsync', 'sed', 'perl', 'truncate', 'patch',
  // (Session 41: tools that write what they print, copy or edit into a file they name; editors run scripts, `vim -es -c …`.)
  'sponge', 'sort', 'uniq', 'shuf', 'iconv', 'xxd', 'scp', 'ditto', 'lwp-download', 'ex', 'vi', 'vim', 'nvim', 'nano', 'emacs',
  'Set-Content', 'Add-Content', 'Out-File', 'Copy-Item', 'Move-Item', 'New-Item', 'Rename-Item',
]);

/** git's own configuration files, whose keys git config's reader reads (proxy-settings.ts, git-config-keys.ts). */
const GIT_CONFIG_FILE = /(?:^|[\\/])(?:[._]?gitconfig|\.gitmodules|\.?git[\\/]config)$/i;

/** Whether a file git writes is no configuration of git's own (`git config -f ~/.bashrc a.b '$(curl h)'`): git's text there is any text. */
export function foreignToGit(path: string): boolean {
  return !GIT_CONFIG_FILE.test(path);
}

/** A plain writer's written paths that route traffic: an unknown host each. */
export function trafficFileWrites(t: FileTouches, only?: (path: string) => boolean): void {
  for (const p of t.paths) if (p.op === 'edit' && routesTraffic(p.path) && (only === undefined || only(p.path))) t.url(p.path, true);
}
