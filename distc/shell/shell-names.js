// The names of shells: those whose language is bash's (a `-c` string is a line of its own),
// those of other languages, PowerShell's hosts, and the schedulers that run lines later.
/** Shells whose `-c STRING` (or standard input) holds more commands (Git for Windows' git-bash hands its words to bash). */
export const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'rbash', 'pdksh', 'posh', 'oksh',
    'loksh', 'lksh', 'ksh93', 'osh', 'git-bash', 'hush',
    // Restricted and static builds (Debian's zsh, zsh-static, ksh93u+m and mksh packages): they run commands as the shell does.
    'rzsh', 'zsh-static', 'rksh', 'rksh93', 'rlksh', 'rmksh', 'mksh-static', 'lksh-static']);
/** Shells whose language is not bash's: never allowed (runs.ts). */
export const OTHER_SHELLS = new Set(['fish', 'csh', 'tcsh', 'xonsh', 'nu', 'elvish', 'rc', 'es', 'ion', 'ysh', 'murex', 'oil', 'sash']);
export const POWERSHELLS = new Set(['pwsh', 'powershell', 'pwsh.exe', 'powershell.exe']);
/** Commands that schedule command lines to run later, unattended (runs.ts). */
export const SCHEDULERS = new Set(['at', 'batch', 'crontab']);
//# sourceMappingURL=shell-names.js.map