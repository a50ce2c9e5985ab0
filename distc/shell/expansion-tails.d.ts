/**
 * The literal text after a word's last expansion, when it starts a path segment (`"$X/.env"`,
 * `--f=${D}/a/.env`, `$(pwd)/.env`, PowerShell's `$X\.env`: `/.env`, `/a/.env`; a glob or a brace
 * too, `"$X/*.pem"`): whatever the expansion is, the word names a file of that tail (PathRef.tail). A `)`
 * or `}` ends a substitution or `${…}`; a `$` is followed by its name.
 */
export declare function expansionTailPath(word: string, dialect: 'bash' | 'powershell'): string | undefined;
