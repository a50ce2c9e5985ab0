// What the shell analysis hands the matcher: one simple command the line can run, with what is
// known about how it was written.
/**
 * Variables that may precede an allowed command (semantics 4.1): locale, time zone, colour, and
 * the like: switches that change no program, file of code or command a tool runs (a CI flag, a
 * build target, logging). Never PATH, loader, interpreter-startup, git, npm-config or command
 * variables (command-variables.ts).
 */
export const SAFE_ASSIGNMENTS = new Set([
    'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'LC_COLLATE', 'LC_MESSAGES', 'LC_MONETARY',
    'LC_NUMERIC', 'LC_TIME', 'LC_ADDRESS', 'LC_IDENTIFICATION', 'LC_MEASUREMENT', 'LC_NAME',
    'LC_PAPER', 'LC_TELEPHONE', 'TZ', 'NO_COLOR', 'FORCE_COLOR', 'CLICOLOR', 'CLICOLOR_FORCE',
    'COLORTERM', 'TERM', 'COLUMNS', 'LINES',
    'CI', 'NODE_ENV', 'DEBUG', 'PORT', 'NODE_NO_WARNINGS', 'RUST_BACKTRACE', 'RUST_LOG', 'GOOS', 'GOARCH', 'CGO_ENABLED',
    // (CI switches of output only: cargo's colour, terraform's wording, the .NET CLI's banner and telemetry.)
    'CARGO_TERM_COLOR', 'TF_IN_AUTOMATION', 'DOTNET_NOLOGO', 'DOTNET_CLI_TELEMETRY_OPTOUT',
    'PYTHONUNBUFFERED', 'PYTHONDONTWRITEBYTECODE', 'PYTHONHASHSEED',
]);
export function assignmentsAreSafe(names) {
    for (const n of names)
        if (!SAFE_ASSIGNMENTS.has(n))
            return false;
    return true;
}
/**
 * Index of the last path separator in a command name (`/`; PowerShell also `\\`), or -1. A
 * loop, not lastIndexOf: V8 runs String.prototype.lastIndexOf in its runtime, a slow call for
 * a name of a few characters.
 */
export function lastSeparator(raw, dialect) {
    const backslash = dialect === 'powershell';
    for (let i = raw.length - 1; i >= 0; i--) {
        const c = raw.charCodeAt(i);
        if (c === 47 || (backslash && c === 92))
            return i;
    }
    return -1;
}
/** A command name without its directory (`/usr/bin/rm` is `rm`). */
export function baseName(raw, dialect) {
    const slash = lastSeparator(raw, dialect);
    return slash >= 0 ? raw.slice(slash + 1) : raw;
}
//# sourceMappingURL=subject.js.map