// Option spellings of Go programs, for the canonical reading of deny/ask rules
// (command-canonical.ts): Go's flag package (terraform) takes `-name` and `--name` alike and a
// boolean as `-name=true`; pflag (docker, kubectl, helm, gh) takes `--name=true` too.
/**
 * argumentForm for Go's flag package: `-name` and `--name` are one option (`-name` here), its
 * value the next word or after `=`; another option is read whole (a true spelling dropped).
 */
export function goFlagForm(w, table, out) {
    const body = w.charCodeAt(1) === 45 ? w.slice(1) : w;
    const eq = body.indexOf('=');
    const option = eq < 0 ? body : body.slice(0, eq);
    if (!table.withArgument.has(option))
        out.push(eq >= 0 && isTrueSpelling(body, eq + 1) ? option : body);
    else if (eq < 0)
        return option;
    else
        out.push(`${option} ${body.slice(eq + 1)}`);
    return '';
}
/** strconv.ParseBool's true spellings, at `from` to the end (Go tools read `--force=true` as `--force`). */
function isTrueSpelling(w, from) {
    switch (w.slice(from)) {
        case '1':
        case 't':
        case 'T':
        case 'true':
        case 'TRUE':
        case 'True': return true;
        default: return false;
    }
}
/** strconv.ParseBool's false spellings, at `from` to the end (`--privileged=false` is not the flag). */
export function isFalseSpelling(w, from) {
    switch (w.slice(from)) {
        case '0':
        case 'f':
        case 'F':
        case 'false':
        case 'FALSE':
        case 'False': return true;
        default: return false;
    }
}
/** `--name=TRUE` or `-x=TRUE` (a true spelling): the bare option, else undefined. */
export function trueFlag(w) {
    const eq = w.indexOf('=');
    return eq > 1 && isTrueSpelling(w, eq + 1) ? w.slice(0, eq) : undefined;
}
//# sourceMappingURL=go-flags.js.map