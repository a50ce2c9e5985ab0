// Whether a command's standard input comes from the line: a pipe, a here-document or here-string,
// a file or descriptor redirected to it, a coproc or `>(…)` the line writes to. An interpreter
// whose program may then be `-` (an expansion where its script is: `echo CODE | python3 "$S" x`)
// runs text the line holds, unread (script-arguments.ts).
/** Redirects that give standard input something the line chooses (`< /dev/null` gives nothing). */
export function redirectsInput(redirects) {
    for (let k = 0; k < redirects.length; k++) {
        const r = redirects[k];
        if ((r.fd ?? (r.op[0] === '<' ? 0 : 1)) !== 0)
            continue;
        if (!(r.op === '<' && r.target.text === '/dev/null'))
            return true;
    }
    return false;
}
/** A word with `>(…)`: its body reads what the command writes there. */
export function writtenToBody(word) {
    for (const p of word.parts)
        if (p.type === 'process-substitution' && p.direction === '>')
            return true;
    return false;
}
/**
 * A script path that is standard input (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`), another
 * open descriptor (`/dev/fd/3`, `/dev/stdout`: the line may point it at its input), or neither;
 * also spelled `//dev/stdin`, `/dev/./stdin`, `/dev/stdin/`, or reached through `..` or a directory
 * the line may link (`../../dev/stdin`, `x/dev/stdin`): a path ending so is taken as one.
 */
export function descriptorPath(path) {
    // (A cheap first test: most paths name neither.)
    if (!path.includes('dev/') && !path.includes('proc/'))
        return undefined;
    const m = DESCRIPTOR.exec(path.replace(/\/(?:\.?\/)+/g, '/'));
    if (m === null)
        return undefined;
    return m[1] === 'stdin' || (m[2] ?? m[3]) === '0' ? 'stdin' : 'other';
}
const DESCRIPTOR = /(?:^|\/)(?:dev\/(?:(std(?:in|out|err))|fd\/([^/]*))|proc\/[^/]+\/(?:task\/[^/]+\/)?fd\/([^/]*))\/?$/;
//# sourceMappingURL=line-input.js.map