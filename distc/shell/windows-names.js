// Windows program names as the Windows readers key them: lower case, without `.exe`. Every
// command of a line reaches those readers (in both dialects: Git Bash runs Windows programs too),
// so a name written in lower case without a dot, as most are, is looked up as it is: no string
// is made for it.
/** The name may be a table's name spelled otherwise: it has an upper-case letter or a `.` (`MSBuild`, `msbuild.exe`). */
export function mayFold(name) {
    for (let i = 0; i < name.length; i++) {
        const c = name.charCodeAt(i);
        if ((c >= 65 && c <= 90) || c === 46)
            return true;
    }
    return false;
}
/** `name` in lower case without `.exe`. */
export function windowsName(name) {
    return mayFold(name) ? name.toLowerCase().replace(/\.exe$/, '') : name;
}
//# sourceMappingURL=windows-names.js.map