// Environment variables whose value another program runs as a command (reference E.4: env
// prefixes). `GIT_SSH_COMMAND='rm -rf x' git fetch` runs `rm -rf x` through git; so do an editor,
// a pager or an askpass helper named in the environment. Such an assignment (before a command,
// on its own, given to export/declare/env/sudo) is never known-safe, so the line never allows;
// this module lets deny and ask rules see the command as well: its value is analyzed as a
// command line of its own. A value that is not known before run time is a problem (incomplete).
//
// Values a shell runs (`sh -c VALUE`) and values run as a program (a path, which git and ssh run
// without a shell) are both read as a line: for a plain path that is the same command. Variables
// naming a file of code (BASH_ENV, ENV, LD_PRELOAD, NODE_OPTIONS) are not commands: they stay
// unknown assignments, which ask.

/** Variables whose value is a command line or a program that some tool runs. */
const COMMAND_VARIABLES: ReadonlySet<string> = new Set([
  // git (git-var(1), git(1)): run through the shell, or as a program.
  'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_EDITOR', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER', 'GIT_ASKPASS',
  'GIT_EXTERNAL_DIFF', 'GIT_PROXY_COMMAND',
  // Editors, pagers and browsers many programs start (git, crontab, visudo, man, systemctl, psql).
  'EDITOR', 'VISUAL', 'SUDO_EDITOR', 'PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'PSQL_PAGER', 'BROWSER',
  // Password helpers ssh and sudo run.
  'SSH_ASKPASS', 'SUDO_ASKPASS',
  // Remote shells rsync and cvs run; fzf's listing command; bash's prompt hook.
  'RSYNC_RSH', 'CVS_RSH', 'FZF_DEFAULT_COMMAND', 'PROMPT_COMMAND',
  // less's input preprocessor (`|lesspipe %s`).
  'LESSOPEN', 'LESSCLOSE',
]);

export function isCommandVariable(name: string): boolean {
  return COMMAND_VARIABLES.has(name);
}

/** The command line in a command variable's value (undefined when it names none: empty). */
export function variableCommandLine(name: string, value: string): string | undefined {
  let line = value;
  // less: `|cmd %s`, `||cmd %s` (also on empty output), `|-cmd` (also for standard input).
  if (name === 'LESSOPEN' || name === 'LESSCLOSE') line = line.replace(/^\s*\|\|?-?/, '');
  return line.trim() === '' ? undefined : line;
}

/** The variable a `NAME=value` word assigns, when it is a command variable. */
export function commandAssignment(word: string): { readonly name: string; readonly value: string } | undefined {
  const eq = word.indexOf('=');
  if (eq <= 0) return undefined;
  // `NAME+=value` appends: still the command's text.
  const name = word.charCodeAt(eq - 1) === 43 ? word.slice(0, eq - 1) : word.slice(0, eq);
  return COMMAND_VARIABLES.has(name) ? { name, value: word.slice(eq + 1) } : undefined;
}
