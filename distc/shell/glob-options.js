// Whether a bash line may change how bash expands its globs (analyze.ts globbingMayChange). A glob
// bash expands with its default options names no path whose name starts with `.` by a wildcard
// (PathRef.shellExpanded); a line that may turn dotglob or globstar on, set GLOBIGNORE (which
// turns dotglob on), import BASHOPTS into a shell it starts, or turn globbing off (`set -f`: the
// program then gets the pattern, and may glob it its own way) loses that. Read on the line's text
// (any mention, quoting aside) and on each command's words after quote removal (`sh''opt`,
// `export "GLOB""IGNORE=x"`); zsh's and ksh's like options too (`setopt globdots`, FIGNORE).
/** A mention of an option or variable that changes what a glob takes (any case: zsh's options ignore it). */
const GLOB_SETTINGS = /GLOBIGNORE|BASHOPTS|FIGNORE|dotglob|globstar|noglob|glob_?dots|shopt|setopt/i;
/** Shells a command may start with options of their own (`bash -O dotglob -c …`, `sh -f …`). */
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox-sh']);
/** `set` or a shell: a command whose options may change globbing (changesGlobbing's `options`, name-facts.ts). */
export function takesShellOptions(name) {
    return name === 'set' || SHELLS.has(name);
}
/** An option cluster with `f` (noglob) or `O` (a shopt option). */
const GLOB_OPTION = /^[-+][A-Za-z]*[fO]/;
/**
 * Every name above holds `glob`, `opt` or `ignore` in some case: a first test without the
 * case-insensitive alternation (measured about half its cost on ordinary lines).
 */
const GLOB_HINT = /[gG][lL][oO][bB]|[oO][pP][tT]|[iI][gG][nN][oO][rR][eE]/;
/** Whether a line's text mentions a setting that changes what a glob takes. */
export function mentionsGlobSettings(text) {
    return GLOB_HINT.test(text) && GLOB_SETTINGS.test(text);
}
/**
 * Whether a command (`name`, its words after quote removal) may change how bash expands globs:
 * a word naming such a setting, `set` or a shell given `-f`/`-O` or a word from an expansion
 * (`set -o $X`), an assigning builtin given a name from an expansion (`declare "$n=x"`), a
 * sourced script (`source x.sh`, `. x.sh`).
 */
export function changesGlobbing(name, words, dynamic, assigning, spans, options = takesShellOptions(name)) {
    // (A sourced script, not read, runs in this shell: it may run `shopt -s dotglob`.)
    if (name === 'source' || name === '.')
        return true;
    for (let i = 0; i < words.length; i++) {
        // (A word as written, its value its source text, was tested with its line: mentionsGlobSettings.)
        const w = words[i];
        if (spans[i]?.text !== w && mentionsGlobSettings(w))
            return true;
        if (i > 0 && (options || assigning) && dynamic[i])
            return true;
        if (i > 0 && options && GLOB_OPTION.test(words[i]))
            return true;
    }
    return false;
}
//# sourceMappingURL=glob-options.js.map