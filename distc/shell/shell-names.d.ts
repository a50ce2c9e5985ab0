/** Shells whose `-c STRING` (or standard input) holds more commands (Git for Windows' git-bash hands its words to bash). */
export declare const POSIX_SHELLS: ReadonlySet<string>;
/** Shells whose language is not bash's: never allowed (runs.ts). */
export declare const OTHER_SHELLS: ReadonlySet<string>;
export declare const POWERSHELLS: ReadonlySet<string>;
/** Commands that schedule command lines to run later, unattended (runs.ts). */
export declare const SCHEDULERS: ReadonlySet<string>;
