// Places whose files something runs later, outside any decision of this engine (session 44): a
// git hook (git runs it at the next commit, checkout, push), a shell's startup file (the next
// shell), a crontab (cron), a systemd unit, an XDG autostart entry (the next session), a launchd
// agent, Windows's Startup folder and PowerShell's profiles. A line that writes one stores code:
// `echo 'rm -rf ~' >> ~/.bashrc` escapes a deny rule on rm unless the text stored is read as the
// commands it holds (stored-code-writes.ts). The Windows registry's autorun values are
// registry-keys.ts's; the startup files are traffic-settings-files.ts's list.

import { holdsSettingsFiles, OTHER_STARTUP_FILES, POSIX_STARTUP_FILES } from './traffic-settings-files.js';
import { TOOL_PLACE_HINT, toolPlace, type SettingsKind } from './autorun-tool-files.js';

/**
 * How the text of such a file is read: `shell`, as a POSIX shell's script; `crontab`, a user's
 * table (the command after five time fields or an `@` nickname); `system-crontab`, /etc's (a user
 * field more); `systemd`, its `Exec…=` values; `desktop`, its `Exec=` values; `unknown`, not read
 * (another language: zsh's, fish's, PowerShell's, cmd's, a plist, git's configuration); a
 * settings file's, by its keys (autorun-tool-files.ts, session 45).
 */
export type AutorunKind = 'shell' | 'crontab' | 'system-crontab' | 'systemd' | 'desktop' | 'unknown' | SettingsKind;

/** git's hooks by name (githooks(5)); a name with a `-` in it is one wherever it lies (`cd .git/hooks && … > pre-commit`, husky's `.husky/pre-commit`). */
const HOOK_NAMES = new Set([
  'applypatch-msg', 'pre-applypatch', 'post-applypatch', 'pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit',
  'pre-rebase', 'post-checkout', 'post-merge', 'pre-push', 'pre-receive', 'update', 'proc-receive', 'post-receive', 'post-update',
  'reference-transaction', 'push-to-checkout', 'pre-auto-gc', 'post-rewrite', 'sendemail-validate', 'fsmonitor-watchman',
  'p4-changelist', 'p4-prepare-changelist', 'p4-post-changelist', 'p4-pre-submit', 'post-index-change',
]);

/** A `.git` directory (a bare `x.git` too) somewhere above. */
const GIT_DIRECTORY = /\.git[\\/]/i;
const POSIX_STARTUP = new RegExp(`(?:^|[\\\\/])(?:${POSIX_STARTUP_FILES.join('|')})$`, 'i');
/** Files a POSIX shell's startup sources that traffic-settings-files.ts's list leaves out: Debian's .bashrc sources ~/.bash_aliases, bash-completion its files (a command's when completed), an X session its scripts. */
const MORE_POSIX_STARTUP = /(?:^|[\\/])(?:\.bash_aliases|\.bash_completion|bash_completion\.d[\\/][^\\/]+|bash-completion[\\/]completions[\\/][^\\/]+|\.xprofile|\.xsessionrc|\.xsession|\.xinitrc|etc[\\/]bash\.bash_logout)$/i;
const OTHER_STARTUP = new RegExp(`(?:^|[\\\\/])(?:${OTHER_STARTUP_FILES.join('|')})$`, 'i');
/** PowerShell's `$PROFILE` (and `.CurrentUserAllHosts`, …), as traffic-settings-files.ts reads it. */
const PROFILE_VARIABLE = /^\$(?:\{profile\}|profile(?!\w))/i;
/** A user's crontab in cron's spool (Debian's crontabs/USER, Red Hat's cron/USER). */
const USER_CRONTAB = /(?:^|[\\/])var[\\/]spool[\\/]cron[\\/]/i;
/** /etc's tables, whose lines name the user too. */
const SYSTEM_CRONTAB = /(?:^|[\\/])etc[\\/](?:crontab|cron\.d[\\/][^\\/]+)$/i;
/** run-parts' directories (scripts), anacron's table, at's spool. */
const CRON_SCRIPT = /(?:^|[\\/])etc[\\/]cron\.(?:hourly|daily|weekly|monthly|yearly)[\\/][^\\/]+$/i;
const OTHER_SCHEDULED = /(?:^|[\\/])(?:etc[\\/]anacrontab$|var[\\/]spool[\\/](?:at|atjobs|anacron)[\\/])/i;
/** systemd's unit directories, the user's and the system's (a unit's drop-in `x.service.d/y.conf` too). */
const SYSTEMD_UNIT = /(?:^|[\\/])(?:\.config[\\/]systemd[\\/]|\.local[\\/]share[\\/]systemd[\\/]|etc[\\/]systemd[\\/]|(?:usr[\\/])?lib[\\/]systemd[\\/]|run[\\/]systemd[\\/])/i;
/** A unit's name (systemd.unit(5)'s types). */
const UNIT_FILE = /\.(?:service|socket|device|mount|automount|swap|target|path|timer|slice|scope)$/;
/** XDG autostart entries, the user's and the system's. */
const AUTOSTART_ENTRY = /(?:^|[\\/])(?:\.config|etc[\\/]xdg)[\\/]autostart[\\/][^\\/]+$/i;
/** launchd's agents and daemons (macOS), and login items' scripts. */
const LAUNCHD_JOB = /(?:^|[\\/])Library[\\/](?:LaunchAgents|LaunchDaemons|StartupItems)[\\/]/i;
/** Windows's Startup folders (the user's and All Users'). */
const WINDOWS_STARTUP = /(?:^|[\\/])Start Menu[\\/]Programs[\\/]Startup[\\/]/i;
/**
 * PowerShell's module directories (PSModulePath's usual entries: the user's Documents\\PowerShell,
 * WindowsPowerShell, Program Files', $PSHOME's, System32's v1.0, ~/.local/share/powershell): a module
 * there is loaded by name, and by itself for a command it exports, in any later session.
 */
const POWERSHELL_MODULES = /(?:^|[\\/])(?:windows)?powershell[\\/](?:(?:\d[^\\/]*|v1\.0)[\\/])?modules(?:[\\/]|$)/i;
/** git's configuration files: `core.fsmonitor`, `core.pager`, `alias.x = !…`, `core.hooksPath` run code (git-config-keys.ts reads `git config`'s writes). */
const GIT_CONFIG = /(?:^|[\\/])(?:[._]gitconfig|\.?git[\\/]config|\.config[\\/]git[\\/]config)$/i;

/** A piece every place's pattern below needs (any case): a hook's name, a startup file's, a directory's. */
const AUTORUN_HINT = new RegExp(`${/pre-|post-|-msg|update|receive|reference-|push-to|sendemail|fsmonitor|p4-|hooks|husky|bashrc|[a-z]shrc|[\\/]rc$|profile|login|logout|bash_|completion|xsession|xinitrc|environment|fish|zsh|ssh|cron|spool|systemd|autostart|launch|startup|config|modules|\$/.source}|${TOOL_PLACE_HINT.source}`, 'i');

/** The kind of autorun place `path` (as written, or resolved) is, or undefined. */
export function autorunPlace(path: string): AutorunKind | undefined {
  // (Cheap tests first: every write of the line comes here, and most name none of these. A name
  // without a directory is a place only as a hook's (a `-`), a dot file, `_gitconfig`, `$PROFILE`
  // or a `*profile.ps1`.)
  if (!path.includes('/') && !path.includes('\\')) {
    const c = path.charCodeAt(0);
    if (c !== 46 && c !== 36 && c !== 95 && !path.includes('-') && !/profile\.ps1$/i.test(path)) return undefined;
  }
  return AUTORUN_HINT.test(path) ? placeOf(path) : undefined;
}

/** An empty, `.` or `..` segment after the first: the path names its place in other words (`.git/hooks//update`, `.git/hooks/./update`). */
const UNCLEAN_SEGMENTS = /[\\/](?:[\\/]|\.\.?(?:[\\/]|$))/;

/** autorunPlace without its first scan (exported for the test that the scan drops no place). */
export function placeOf(path: string): AutorunKind | undefined {
  // (Read as written and with its empty, `.` and `..` segments resolved: `x/..` may be a link, so either names a place.)
  return placeAsWritten(path) ?? (UNCLEAN_SEGMENTS.test(path) ? placeAsWritten(resolvedSegments(path)) : undefined);
}

/** `path` with its empty and `.` segments dropped and each `..` taking the segment before it. */
export function resolvedSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split(/[\\/]/);
  for (let k = 0; k < segments.length; k++) {
    const s = segments[k]!;
    if (k > 0 && (s === '' || s === '.')) continue;
    const last = out[out.length - 1];
    // (Not past a root, `~`, `$HOME` or a drive: `~/../u/.bashrc` stays below a root.)
    if (s !== '..' || last === undefined || last === '..') out.push(s);
    else if (out.length > 1 || !/^(?:$|~|\$|[A-Za-z]:$)/.test(last)) out.pop();
    else if (last !== '') out.push(s);
  }
  return out.join('/');
}

function placeAsWritten(path: string): AutorunKind | undefined {
  const end = lastEnd(path);
  const start = segmentStart(path, end);
  const last = path.slice(start, end).toLowerCase();
  const parent = start > 0 ? path.slice(segmentStart(path, start - 1), start - 1).toLowerCase() : '';
  // (A hook by name, or any file of a hooks directory below a `.git` (a submodule's too) or of husky's.)
  if (HOOK_NAMES.has(last) && (last.includes('-') || parent === 'hooks')) return 'shell';
  if ((parent === 'hooks' && GIT_DIRECTORY.test(path)) || parent === '.husky' || (parent === '_' && /\.husky[\\/]_[\\/]/i.test(path))) return 'shell';
  if (POSIX_STARTUP.test(path) || MORE_POSIX_STARTUP.test(path) || CRON_SCRIPT.test(path)) return 'shell';
  if (SYSTEM_CRONTAB.test(path)) return 'system-crontab';
  if (USER_CRONTAB.test(path)) return 'crontab';
  // (A unit or a unit's drop-in; what else lies there is a generator, a sleep or shutdown script, the manager's settings: not read.)
  if (SYSTEMD_UNIT.test(path)) return UNIT_FILE.test(last) || (last.endsWith('.conf') && parent.endsWith('.d')) ? 'systemd' : 'unknown';
  if (AUTOSTART_ENTRY.test(path)) return 'desktop';
  if (OTHER_STARTUP.test(path) || PROFILE_VARIABLE.test(path) || OTHER_SCHEDULED.test(path) || LAUNCHD_JOB.test(path) || WINDOWS_STARTUP.test(path) || POWERSHELL_MODULES.test(path)) return 'unknown';
  if (GIT_CONFIG.test(path) || (last === 'config' && /\.git[\\/]modules[\\/]/i.test(path))) return 'unknown';
  return toolPlace(path);
}

/** Where the last segment ends: trailing separators, dots and blanks dropped (Windows drops the last two: `pre-commit.`). */
function lastEnd(path: string): number {
  let end = path.length;
  for (let c = path.charCodeAt(end - 1); end > 0 && (c === 47 || c === 92 || c === 46 || c === 32); c = path.charCodeAt(--end - 1));
  return end;
}

/** Where the segment ending at `end` starts. */
function segmentStart(path: string, end: number): number {
  let k = end;
  while (k > 0 && path.charCodeAt(k - 1) !== 47 && path.charCodeAt(k - 1) !== 92) k--;
  return k;
}

/** A dot directory in the home directory, as written (`~/.local/bin`, `$HOME/.config`): its name and the segment below it. */
const HOME_DOT_DIRECTORY = /^(?:~|\$HOME|\$\{HOME\})[\\/]+\.([^\\/]+)(?:[\\/]+([^\\/]+))?/;
/** The home's dot directories that hold autorun places, with those below them that do (empty: any). */
const AUTORUN_DOT_DIRECTORIES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['config', new Set(['autostart', 'systemd', 'fish', 'git', 'environment.d'])], ['local', new Set(['share'])],
  ['ssh', new Set()], ['bashrc.d', new Set()], ['husky', new Set()], ['git', new Set()],
]);

/** Directories whose files run later, by name. */
const AUTORUN_DIRECTORIES: ReadonlySet<string> = new Set(['hooks', '.husky', 'startup', 'launchagents', 'launchdaemons', 'autostart', 'systemd']);
/** /etc's directories that hold autorun places (a file of /etc's that is one is autorunPlace's). */
const ETC_AUTORUN_DIRECTORIES = /^(?:cron\.(?:d|hourly|daily|weekly|monthly|yearly)|profile\.d|systemd|xdg|zsh|fish|environment\.d|init\.d|rc\d?\.d|init)$/i;

/**
 * Whether a whole tree written at `path` may hold autorun places: a directory that may hold
 * settings files (traffic-settings-files.ts holdsSettingsFiles: the home directory or one above
 * it, /etc, a `.git` directory, one the line cannot name) but not a dot directory of the home nor
 * a directory of /etc's that holds none (`tar xf x.tar -C ~/.local/bin`, `git clone URL ~/.nvm`,
 * `pip install --target /etc/x y`); or a hooks, Startup,
 * launchd, autostart or systemd directory, or a place itself.
 */
export function treeHoldsAutorun(path: string, dynamic: boolean): boolean {
  const end = lastEnd(path);
  if (AUTORUN_DIRECTORIES.has(path.slice(segmentStart(path, end), end).toLowerCase()) || autorunPlace(path) !== undefined) return true;
  // (The working directory, the usual tree: not one of those below, holdsSettingsFiles says; it is the context's to tell.)
  if (path === '.' || path === './' || !holdsSettingsFiles(path, dynamic)) return false;
  // (A directory of /etc's own, `/etc/x`, `/etc/nginx`: only those that hold such files, `/etc/cron.d`, `/etc/systemd`.)
  const etc = /^\/etc\/([^\\/]+)/.exec(path);
  if (etc !== null && !/\/\/|\/\.|\\/.test(path)) return ETC_AUTORUN_DIRECTORIES.test(etc[1]!);
  const dot = HOME_DOT_DIRECTORY.exec(path);
  if (dot === null || path.includes('..')) return true;
  const below = AUTORUN_DOT_DIRECTORIES.get(dot[1]!);
  return below !== undefined && (below.size === 0 || dot[2] === undefined || below.has(dot[2]));
}

/** A hook of a repository's own `.git/hooks` or husky's `.husky` (`_`), and the directory above: git's top level, where it runs. */
const TOP_LEVEL_HOOK = /^(?:(.*)\/)?(?:\.git\/hooks|\.husky(?:\/_)?)\/[^/]+$/i;
/** Hooks git runs in the repository's own directory (`.git`), not its top level (githooks(5)). */
const GIT_DIRECTORY_HOOKS = /^(?:pre-receive|update|proc-receive|post-receive|post-update|push-to-checkout)$/i;
/** A user's place by `~` (the context's home). */
const HOME_PLACE = /^(?:~|\$HOME|\$\{HOME\})\//;
/** Where a stored text's commands start (storedCodeStart): a directory (`~`, a repository's top), anywhere (undefined), and whether `~` is another user's home. */
export interface StoredCodeStart {
  readonly directory: string | undefined;
  readonly otherHome: boolean;
}
const ANYWHERE: StoredCodeStart = { directory: undefined, otherHome: false };
const ANY_USER: StoredCodeStart = { directory: undefined, otherHome: true };
const HOME: StoredCodeStart = { directory: '~', otherHome: false };

/**
 * Where a stored text of a place of `kind` at `path` runs (session 45): the directory its commands
 * start in and whose home `~` is. A hook runs in its repository's top level (the line's directory
 * for `.git/hooks/x`; git's directory for the hooks of a push); a startup file in any directory;
 * a user's unit or autostart entry in the home directory; a crontab, a system unit or startup file,
 * another user's place, as a user the line does not name, in that user's home. (`echo 'cat
 * .ssh/id_rsa' >> ~/.bashrc` was read in the line's own directory, beside `Read(~/.ssh/**)`.)
 */
export function storedCodeStart(kind: AutorunKind, path: string): StoredCodeStart {
  const p = resolvedSegments(path.replaceAll('\\', '/'));
  const hook = kind === 'shell' ? TOP_LEVEL_HOOK.exec(p) : null;
  if (hook !== null) {
    const top = hook[1] ?? '';
    const gitDirectory = GIT_DIRECTORY_HOOKS.test(p.slice(p.lastIndexOf('/') + 1)) && /\.git\/hooks\/[^/]+$/i.test(p);
    return { directory: gitDirectory ? (top === '' ? '.git' : `${top}/.git`) : top, otherHome: false };
  }
  const user = HOME_PLACE.test(p);
  // (A place by an absolute path, /etc's, /var's, another home's, runs for users the line does not name.)
  if (kind === 'crontab' || kind === 'system-crontab' || (!user && /^(?:\/|[A-Za-z]:)/.test(p))) return ANY_USER;
  return kind === 'shell' || !user ? ANYWHERE : HOME;
}
