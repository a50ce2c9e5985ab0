// The literal tail after an unknown program's word's last expansion (possible-paths.ts PathRef.tail).
/**
 * The literal text after a word's last expansion, when it starts a path segment (`"$X/.env"`,
 * `--f=${D}/a/.env`, `$(pwd)/.env`, PowerShell's `$X\.env`: `/.env`, `/a/.env`; a glob or a brace
 * too, `"$X/*.pem"`): whatever the expansion is, the word names a file of that tail (PathRef.tail). A `)`
 * or `}` ends a substitution or `${…}`; a `$` is followed by its name.
 */
export function expansionTailPath(word, dialect) {
    let k = word.length - 1;
    for (; k >= 0; k--) {
        const c = word.charCodeAt(k);
        if (c === 36 /* $ */ || c === 96 /* ` */ || c === 41 /* ) */ || c === 125 /* } */)
            break;
    }
    if (k < 0)
        return undefined;
    let start = k + 1;
    if (word.charCodeAt(k) === 36)
        while (start < word.length && (dialect === 'bash' ? BASH_NAME : POWERSHELL_NAME).test(word[start]))
            start++;
    const tail = dialect === 'bash' ? word.slice(start) : word.slice(start).replaceAll('\\', '/');
    return tail.charCodeAt(0) === 47 && /[^/]/.test(tail) ? tail : undefined;
}
/** A character of a variable's name after `$` (PowerShell's `$env:X` has a scope). */
const BASH_NAME = /\w/;
const POWERSHELL_NAME = /[\w:]/;
//# sourceMappingURL=expansion-tails.js.map