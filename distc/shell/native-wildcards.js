// Quoted wildcards of a bash line on win32 (issue 3, session 39): MSYS hands a native Windows
// program a word bare unless it has a blank or a `"` (Cygwin's winf.cc linebuf::fromargv), and
// the program's C runtime may expand a `*` or `?` in it itself (MSVCRT's setargv), matching 8.3
// short names too (`*.jso` is `secrets.json`'s SECRET~1.JSO): `mytool "*.pem"` reads as
// `mytool *.pem` there (PathRef.nativeExpansion), as a PowerShell line's quoted wildcard does.
/**
 * A literal bash word MSYS hands a native Windows program bare, with a wildcard its C runtime may
 * expand (PathRef.nativeExpansion): a `*` or `?`, no blank or `"` (which MSYS quotes); not an
 * option, nor `*` alone (every name: not read, as a bash line's `*` is not).
 */
export function isNativeWildcard(word) {
    return (word.includes('*') || word.includes('?')) && word !== '*' && word.charCodeAt(0) !== 45 /* - */ && !/[ \t\n\r"]/.test(word);
}
//# sourceMappingURL=native-wildcards.js.map