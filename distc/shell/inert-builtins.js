// Builtins that run nothing and open no file (`cd dir`, `set -euo pipefail`, `[ -f x ]`, `true`,
// `export NODE_ENV=test`): what they change the analysis already follows (the directory, the
// variables: directory-flow.ts, variable-assignments.ts). Deny and ask rules see them as any
// command; allow rules need not cover them when the line runs another command (analyzeShell),
// as a line's plain assignments need none: an admin who allows `npm *` means `cd app && npm test`.
import { SAFE_ASSIGNMENTS } from './subject.js';
import { wordBodies } from './words.js';
/** `set` options that only make the shell stop or fail sooner (not -x: PS4 is expanded per command). */
const INERT_SET_LETTERS = /^[-+][eu]*o?$/;
const INERT_SET_NAMES = new Set(['errexit', 'nounset', 'pipefail']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The builtins isInertBashBuiltin reads (every case of its switch). */
export const INERT_NAMES = new Set(['true', 'false', ':', 'cd', 'pushd', 'popd', 'exit', 'return', 'shift', 'break', 'continue', 'pwd',
    'test', '[', 'set', 'wait', 'export', 'local', 'unset']);
/** Whether a bash builtin, as written, runs nothing and opens nothing (the file comment). */
export function isInertBashBuiltin(name, words, dynamic, spans) {
    // (Most commands are none of these: no closure is made for them.)
    if (!INERT_NAMES.has(name))
        return false;
    const args = words.length - 1;
    const literal = () => !dynamic.some((d, k) => k > 0 && d);
    switch (name) {
        case 'true':
        case 'false':
        case ':':
        case 'cd':
        case 'pushd':
        case 'popd':
            return true;
        case 'exit':
        case 'return':
        case 'shift':
        case 'break':
        case 'continue':
            return args <= 1;
        case 'pwd':
            return words.every((w, k) => k === 0 || (!dynamic[k] && (w === '-L' || w === '-P')));
        case 'test':
        case '[':
            // (A command substitution runs as a command of its own; kept out here all the same, so
            // that the line's test reads as what it tests. Arithmetic subscripts are noted elsewhere.)
            return words.every((_, k) => k === 0 || spans[k] === undefined || wordBodies(spans[k]).length === 0);
        case 'set':
            return args > 0 && literal() && setOptionsAreInert(words);
        case 'wait':
            // (`-p VAR` assigns VAR; `$!` is always a process id.)
            return words.every((w, k) => k === 0 || (dynamic[k] ? w === '$!' || w === '"$!"' : w === '-n' || w === '-f' || !w.startsWith('-')));
        case 'export':
            // Exported to every later command: only the variables an allowed command may be given.
            return args > 0 && literal() && words.every((w, k) => k === 0 || SAFE_ASSIGNMENTS.has(w.split('=', 1)[0]));
        case 'local':
        case 'unset':
            // Not exported: as a plain `x=1`, whose risky names (PATH, IFS…) the line notes on its own.
            return args > 0 && literal() && words.every((w, k) => k === 0 || IDENTIFIER.test(name === 'local' ? w.split('=', 1)[0] : w));
        default:
            return false;
    }
}
/** `set -e`, `set -euo pipefail`, `set +e`, `set -o errexit -o nounset`: nothing else. */
function setOptionsAreInert(words) {
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (!INERT_SET_LETTERS.test(w) || w.length < 2)
            return false;
        if (w.endsWith('o')) {
            if (!INERT_SET_NAMES.has(words[k + 1] ?? ''))
                return false;
            k++;
        }
    }
    return true;
}
/** PowerShell's location cmdlets with literal words: they change the directory (followed), nothing else. */
const INERT_CMDLETS = new Set(['set-location', 'push-location', 'pop-location']);
export function isInertCmdlet(name, dynamic) {
    return INERT_CMDLETS.has(name.toLowerCase()) && !dynamic.some(Boolean);
}
/**
 * Builtins that run nothing need no allow rule when the line runs another
 * command one must cover (`cd app && npm test` under `Shell(npm *)`); alone (`cd app`, `true`)
 * they are the line's only command, which an allow rule still has to cover.
 */
export function withInertRestricted(commands) {
    let inert = false;
    let other = false;
    for (const c of commands) {
        if (c.scope !== 'all')
            continue;
        if (c.inert)
            inert = true;
        else
            other = true;
    }
    if (!inert || !other)
        return commands;
    return commands.map((c) => (c.inert && c.scope === 'all' ? { ...c, scope: 'restrict' } : c));
}
/**
 * A PowerShell statement that is only an expression runs nothing: an inert subject (named by its
 * text), which deny and ask rules see and an allow needs to cover only when it is the whole line.
 */
export function expressionSubject(source, dialect, scope) {
    return { words: [source], dynamic: [false], plainName: true, assignments: [], scope, dialect, exactAllowOnly: false, inert: true, text: source };
}
//# sourceMappingURL=inert-builtins.js.map