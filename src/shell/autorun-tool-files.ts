// More places whose text something runs later (session 45), beside autorun-files.ts's hooks and
// startup files: settings files that name a program a later command of an ordinary tool runs
// (ssh's ProxyCommand, npm's script-shell, VS Code's folder-open tasks), the startup code of
// tools and languages (gdb's, vim's, psql's, Python's site hooks), and more shell scripts run at
// login or shell start (`~/.bash_aliases`, X session scripts). A write of plain data stays what it
// was: a settings file is read by its keys (stored-settings-texts.ts), and only the keys that run
// something make it stored code. Not here, why: a package.json's scripts, a Makefile, a test file
// run only when a later command names the tool (`npm test`, `make`), whose own decision covers
// what the project holds; `.inputrc` binds keys a person presses. (`.curlrc` names no program:
// its `output`/`upload-file` are files a later curl touches, read as such: stored-settings-texts.ts.)

/**
 * How a settings file's text is read (stored-settings-texts.ts): `ssh-config`, its
 * ProxyCommand/LocalCommand/KnownHostsCommand values and `Match exec` commands; `npmrc`,
 * `yarnrc`, `wgetrc`, `netrc`, `vscode-tasks`: data unless a key that runs a program is set;
 * `authorized-keys`, each key's `command="CMD"` option (sshd runs CMD when the key logs in);
 * `direnv`, an `.envrc` (bash, which direnv loads only after a later `direnv allow`: read for deny
 * and ask rules only, stored-code-writes.ts direnvText).
 */
export type SettingsKind = 'ssh-config' | 'authorized-keys' | 'curlrc' | 'npmrc' | 'yarnrc' | 'wgetrc' | 'netrc' | 'vscode-tasks' | 'direnv' | 'cli-config';

/** Shell scripts run at login, shell start or completion: sourced by the default ~/.bashrc, an X session, bash-completion, login's motd. */
const MORE_SHELL_SCRIPTS = new RegExp(`(?:^|[\\\\/])(?:${[
  '\\.bash_aliases', '\\.bash_completion', 'bash[-_]completion(?:\\.d|[\\\\/]completions)[\\\\/][^\\\\/]+', '\\.xprofile', '\\.xsessionrc', '\\.xsession', '\\.xinitrc',
  'X11[\\\\/]Xsession\\.d[\\\\/][^\\\\/]+', 'update-motd\\.d[\\\\/][^\\\\/]+', 'etc[\\\\/]rc\\.local', 'plasma-workspace[\\\\/](?:env|shutdown)[\\\\/][^\\\\/]+',
  'autostart-scripts[\\\\/][^\\\\/]+',
].join('|')})$`, 'i');

/**
 * Code other languages' tools run at their start, not read: gdb's and lldb's init files, vim's
 * and neovim's, emacs's, psql's and sqlite3's rc files (`\\!`, `.shell`), R's, irb's, pry's,
 * Python's startup file and site hooks (`*.pth` lines that start with `import`,
 * sitecustomize.py: every later python), IPython's and Jupyter's startup code, julia's, fish's
 * autoloaded functions, tmux's and screen's configuration (`run-shell`, `exec`), oh-my-zsh's custom
 * scripts, sshd's configuration (`ForceCommand`, `AuthorizedKeysCommand`).
 */
const OTHER_LANGUAGE_STARTUP = new RegExp(`(?:^|[\\\\/])(?:${[
  '\\.gdbinit', 'gdb[\\\\/]gdbinit', '\\.lldbinit', '[._]g?vimrc', '\\.exrc', '\\.vim[\\\\/](?:plugin|autoload|ftplugin|after|pack|ftdetect)[\\\\/].+',
  'nvim[\\\\/](?:init\\.(?:vim|lua)|(?:plugin|lua|after|pack|ftplugin)[\\\\/].+)', '\\.emacs(?:\\.el)?', '\\.emacs\\.d[\\\\/](?:early-)?init\\.el', '\\.psqlrc(?:-[^\\\\/]+)?',
  '\\.sqliterc', '\\.Rprofile', 'etc[\\\\/]Rprofile\\.site', '\\.irbrc', '\\.pryrc', '\\.pythonrc(?:\\.py)?', '(?:site|dist)-packages[\\\\/](?:[^\\\\/]+\\.pth|(?:site|user)customize\\.py)',
  'python[^\\\\/]*[\\\\/](?:site|user)customize\\.py', '\\.ipython[\\\\/]profile_[^\\\\/]+[\\\\/](?:startup[\\\\/][^\\\\/]+|ipython_[^\\\\/]*config\\.py)',
  '\\.jupyter[\\\\/]jupyter_[^\\\\/]*config\\.py', '\\.julia[\\\\/]config[\\\\/]startup\\.jl', 'fish[\\\\/](?:functions|completions)[\\\\/][^\\\\/]+', '\\.tmux\\.conf',
  'tmux[\\\\/]tmux\\.conf', '\\.screenrc', '\\.oh-my-zsh[\\\\/]custom[\\\\/].+', 'ssh[\\\\/]sshd_config(?:\\.d[\\\\/][^\\\\/]+)?',
].join('|')})$`, 'i');

/** ssh's client configuration, the user's and the system's (and a directory of files it includes by the usual name). */
const SSH_CONFIG = /(?:^|[\\/])(?:\.ssh[\\/](?:config|config\.d[\\/][^\\/]+)|ssh[\\/]ssh_config(?:\.d[\\/][^\\/]+)?)$/i;
/** sshd's keys of a user (`command="CMD"` runs CMD when that key logs in). */
const AUTHORIZED_KEYS = /(?:^|[\\/])\.ssh[\\/]authorized_keys2?$/i;
/** npm's (and pnpm's) configuration, a project's, the user's and the global one (`/etc/npmrc`, `$PREFIX/etc/npmrc`). */
const NPMRC = /(?:^|[\\/])(?:[._]npmrc|etc[\\/]npmrc|pnpm[\\/]rc)$/i;
const YARNRC = /(?:^|[\\/])\.yarnrc(?:\.yml)?$/i;
/** curl's default options (`~/.curlrc`, `$XDG_CONFIG_HOME/curlrc`, Windows' `_curlrc`). */
const CURLRC = /(?:^|[\\/])(?:[._]curlrc|\.config[\\/]curlrc)$/i;
const WGETRC = /(?:^|[\\/])(?:[._]wgetrc|etc[\\/]wgetrc)$/i;
const NETRC = /(?:^|[\\/])[._]netrc$/i;
/** VS Code's tasks (a workspace file holds them too): `"runOn": "folderOpen"` runs one when the folder opens. */
const VSCODE_TASKS = /(?:^|[\\/])(?:\.vscode[\\/]tasks\.json|[^\\/]+\.code-workspace)$/i;
const ENVRC = /(?:^|[\\/])\.envrc$/i;
/** Cloud and forge CLIs' configuration, whose keys name programs every later command of theirs runs: aws's `credential_process` and `!` aliases, kubectl's exec plugins, gh's `!` aliases, editor, pager, browser. */
const CLI_CONFIG = /(?:^|[\\/])(?:\.aws[\\/](?:config|cli[\\/]alias)|\.kube[\\/]config|gh[\\/]config\.yml)$/i;

/** A piece every pattern above needs (any case), tested first: most written paths hold none. */
export const TOOL_PLACE_HINT = /rc(?:$|\.)|psqlrc|bash_|completion|x(?:profile|session)|motd|plasma|autostart-|gdb|lldb|vim|emacs|rprofile|\.pth|customize|ipython|jupyter|julia|fish|tmux|oh-my-zsh|ssh|tasks\.json|workspace|aws|kube|gh[\\/]/i;

/** The kind of place `path` is among these, or undefined. */
export function toolPlace(path: string): 'shell' | 'unknown' | SettingsKind | undefined {
  if (!TOOL_PLACE_HINT.test(path)) return undefined;
  if (MORE_SHELL_SCRIPTS.test(path)) return 'shell';
  if (SSH_CONFIG.test(path)) return 'ssh-config';
  if (AUTHORIZED_KEYS.test(path)) return 'authorized-keys';
  if (NPMRC.test(path)) return 'npmrc';
  if (YARNRC.test(path)) return 'yarnrc';
  if (WGETRC.test(path)) return 'wgetrc';
  if (CURLRC.test(path)) return 'curlrc';
  if (NETRC.test(path)) return 'netrc';
  if (VSCODE_TASKS.test(path)) return 'vscode-tasks';
  if (ENVRC.test(path)) return 'direnv';
  if (CLI_CONFIG.test(path)) return 'cli-config';
  if (OTHER_LANGUAGE_STARTUP.test(path)) return 'unknown';
  return undefined;
}
