// Words that may be paths the system opens over the network whatever the command does with them:
// a UNC path in a bash line run on Windows (Git Bash, MSYS: `ls //evil.com/s`, `test -e
// '\\evil.com\s'`, `cd //evil.com/s` open an SMB session), and the automounted `/net/HOST/…` (macOS, Linux autofs)
// (`ls /net/evil.com`). Listings and tests name no Read part, so these were allowed beside a
// Domain deny of the server. They are UrlRefs marked `path`: the decision reads the server, by the
// context's platform (src/decide/links.ts networkServers), for deny and ask rules only.
/** Commands that only print their words. */
const PRINTERS = new Set(['echo', 'printf', ':', 'true', 'false', 'export', 'declare', 'typeset', 'local', 'readonly', 'alias', 'let']);
/** Network path words of one command a work bound reads (more are not read: a host more is only for deny and ask rules). */
const MAX_WORDS = 8;
/**
 * Two separators first and a share (`//h/s`, `\\h\s`, `/\h/s`) or none (`//h`: Cygwin lists its
 * shares; a Windows tool's `//nologo` switch is read so too, for deny and ask rules only), or
 * `/net/` (also through the Data volume's firmlink, and after `/./`).
 */
const NETWORK_PATH = /^(?:[\\/]{2}[^\\/]+(?:[\\/][^\\/]|[\\/]*$)|\/(?:\.?\/)*(?:System\/Volumes\/Data\/)?net\/[^/])/i;
/** The static words of a bash command that may be such paths, but those already read as its file arguments. */
const NONE = Object.freeze([]);
export function networkPathWords(name, words, dynamic, paths) {
    // (Made on the first network path: most commands have none, so the printers' table is asked only then.)
    let found;
    for (let k = 1; k < words.length && (found === undefined || found.length < MAX_WORDS); k++) {
        const w = words[k];
        const c = w.charCodeAt(0);
        if (dynamic[k] || (c !== 47 && c !== 92) || !NETWORK_PATH.test(w))
            continue;
        if (found === undefined && PRINTERS.has(name))
            return NONE;
        if (!paths.some((p) => !p.dynamic && p.path === w))
            (found ??= []).push(w);
    }
    return found ?? NONE;
}
//# sourceMappingURL=network-paths.js.map