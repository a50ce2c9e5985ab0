// Bash builtins whose operands are more than text (reference E.2, E.4):
//
// - a variable name with a subscript is evaluated as arithmetic, and arithmetic expands variable
//   values recursively: `printf -v 'a[$(cmd)]' x`, `read 'a[$(cmd)]'`, `test -v 'a[$(cmd)]'`,
//   `unset 'a[$(cmd)]'`, `declare -n r='a[$(cmd)]'` all run cmd, quoted or not;
// - some take code: `mapfile -C CALLBACK`, `compgen -C CMD` / `-F FUNC` / `-W '$(cmd)'` (the word
//   list is expanded), `enable -f LIB` (loads a shared object), `fc` (re-runs history lines);
// - some change what a later name runs: `hash -p PATH NAME`, `alias NAME=VALUE` (expanded by sh,
//   by bash in POSIX mode, and with `shopt -s expand_aliases`).
//
// Each is a problem: the line can never be allowed, and asks unless a deny rule decides it.
// (`BASH_CMDS` and `BASH_ALIASES` assignments are program variables: command-variables.ts.)
import { assignedWords, builtinNameWords } from './command-variables.js';
/** The builtins builtinProblem reads (a Set: most commands are none of them). */
export const BUILTINS_WITH_CODE = new Set(['mapfile', 'readarray', 'compgen', 'enable', 'fc', 'hash', 'alias', 'unset', 'test', '[',
    'wait', 'declare', 'typeset', 'local', 'export', 'readonly', 'printf', 'read', 'getopts', 'set', 'shopt']);
/** Every bash builtin (5.2): `enable NAME` for another name loads NAME as a shared object. */
export const BASH_BUILTINS = new Set(['.', ':', '[', 'alias', 'bg', 'bind', 'break', 'builtin', 'caller', 'cd', 'command', 'compgen',
    'complete', 'compopt', 'continue', 'declare', 'dirs', 'disown', 'echo', 'enable', 'eval', 'exec', 'exit', 'export', 'false', 'fc', 'fg',
    'getopts', 'hash', 'help', 'history', 'jobs', 'kill', 'let', 'local', 'logout', 'mapfile', 'popd', 'printf', 'pushd', 'pwd', 'read',
    'readarray', 'readonly', 'return', 'set', 'shift', 'shopt', 'source', 'suspend', 'test', 'times', 'trap', 'true', 'type', 'typeset',
    'ulimit', 'umask', 'unalias', 'unset', 'wait']);
/**
 * Shell options under which bash reads later text otherwise than the analysis: `histexpand`
 * (`set -H`; `!!`, `!:1-2`, `^a^b` re-run earlier text as a command) and `keyword` (`set -k`;
 * every `NAME=value` argument is an environment assignment: `git commit GIT_EDITOR='rm x'`).
 */
const REREADING_OPTIONS = new Set(['histexpand', 'keyword']);
/**
 * The option that, turned off, makes an interactive shell (`bash -ic`) read `#` as a word, not a
 * comment: `echo # $(cmd)` on a later line runs cmd (`shopt -u`, `set +o`; the `-o` spelling too).
 */
const COMMENT_OPTIONS = new Set(['interactive_comments', 'interactive-comments']);
/** Why `set` or `shopt` turns on a rereading option or turns comments off (or may: its options from an expansion). */
function rereadingOption(name, words, dynamic) {
    const problem = `${name} turns on history expansion or keyword assignments, or turns comments off, under which bash reads later text otherwise than the analysis`;
    if (name === 'shopt') {
        const options = words.filter((w, k) => k > 0 && w.startsWith('-')).join('');
        if (options.includes('u'))
            return words.some((w, k) => k > 0 && (dynamic[k] || COMMENT_OPTIONS.has(w))) ? problem : undefined;
        if (!options.includes('o') || !options.includes('s'))
            return undefined;
        return words.some((w, k) => k > 0 && (dynamic[k] || REREADING_OPTIONS.has(w))) ? problem : undefined;
    }
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k])
            return problem;
        if (w === '--' || w === '-' || (w[0] !== '-' && w[0] !== '+'))
            return undefined;
        if (w[0] === '-' && /[Hk]/.test(w))
            return problem;
        if (w.includes('o')) {
            const option = words[k + 1] ?? '';
            if (dynamic[k + 1] || (w[0] === '-' ? REREADING_OPTIONS : COMMENT_OPTIONS).has(option))
                return problem;
            k++;
        }
    }
    return undefined;
}
/** A subscript bash does not evaluate: a number, `@` or `*`. */
export const EVALUATED_SUBSCRIPT = /\[(?!\s*(?:\d+|@|\*)\s*\])/;
/** Names each builtin takes, by option or position, beyond those it assigns (assignedWords). */
function otherNames(name, words) {
    const out = [];
    switch (name) {
        case 'unset':
            for (let k = 1; k < words.length; k++)
                if (!words[k].startsWith('-'))
                    out.push(words[k]);
            return out;
        case 'test':
        case '[':
            for (let k = 1; k < words.length; k++)
                if (words[k] === '-v')
                    out.push(words[k + 1] ?? '');
            return out;
        default:
            return out;
    }
}
/** A glob that matches only a plain name (`unset a[0]` matches `a0`): no subscript to evaluate. */
const PLAIN_NAME_GLOB = /^[A-Za-z_][A-Za-z0-9_]*\[(?:\d+|@|\*)\]$/;
/**
 * Whether a dynamic word may hold a name with a subscript: an expansion, or a glob, which may
 * match a file named `x[$(cmd)]` (`printf -v * y`, `for f in *; do read "$f"; done` run cmd).
 */
function mayNameSubscript(word) {
    return /[$`]/.test(word) || !PLAIN_NAME_GLOB.test(word);
}
/**
 * Whether a word where the builtin takes a variable name is an expansion or a glob (`printf -v "$x"`,
 * `unset "$x"`, `test -v "$x"`, `declare -n r="$x"`): its value may be `a[$(cmd)]`.
 */
function namesFromExpansion(name, words, dynamic) {
    const named = builtinNameWords(name, words);
    if (named !== undefined)
        return named.some((n) => dynamic[n.at] === true && mayNameSubscript(words[n.at]));
    for (let k = 1; k < words.length; k++) {
        if (!dynamic[k] || !mayNameSubscript(words[k]))
            continue;
        const w = words[k];
        const before = words[k - 1] ?? '';
        switch (name) {
            case 'printf':
                if (before === '-v' || /^-v./.test(w))
                    return true;
                break;
            case 'test':
            case '[':
                if (before === '-v')
                    return true;
                break;
            case 'unset': return true;
            case 'getopts':
                if (k === 2)
                    return true;
                break;
            case 'declare':
            case 'typeset':
            case 'local':
            case 'export':
            case 'readonly':
                if (words.some((o, j) => j > 0 && !dynamic[j] && /^-[a-zA-Z]*n/.test(o)))
                    return true;
                break;
        }
    }
    return false;
}
/** Why a builtin's operands may run a command or change what one runs; undefined when they cannot. */
export function builtinProblem(name, words, dynamic) {
    switch (name) {
        case 'mapfile':
        case 'readarray':
            if (words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*C/.test(w)))
                return `${name} -C runs a callback command`;
            break;
        case 'compgen':
            if (words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*[CF]/.test(w)))
                return 'compgen -C / -F runs a command or function';
            for (let k = 1; k < words.length; k++) {
                // (`-W LIST`, `-WLIST`, `-vWLIST`: the list is the rest of the cluster or the next word.)
                const m = /^-[a-zA-Z]*W(.*)$/s.exec(words[k]);
                if (m === null)
                    continue;
                const list = m[1] !== '' ? m[1] : words[k + 1] ?? '';
                if ((m[1] !== '' ? dynamic[k] : dynamic[k + 1]) || /[$`]/.test(list))
                    return 'compgen -W expands its word list, which can run commands';
            }
            break;
        case 'enable':
            if (words.some((w, k) => k > 0 && (dynamic[k] || /^-[a-zA-Z]*f/.test(w))))
                return 'enable -f loads a shared object as a builtin: code of its own';
            // (A name that is no builtin is loaded from BASH_LOADABLES_PATH or the working directory.)
            if (words.some((w, k) => k > 0 && !w.startsWith('-') && !BASH_BUILTINS.has(w)))
                return 'enable loads a name that is not a builtin as a shared object: code of its own';
            break;
        case 'set':
        case 'shopt':
            return rereadingOption(name, words, dynamic);
        case 'fc':
            return 'fc edits and re-runs lines from the history';
        case 'hash':
            if (words.some((w, k) => k > 0 && (dynamic[k] || /^-[a-zA-Z]*p/.test(w))))
                return 'hash -p makes a name run another program';
            break;
        case 'alias':
            if (words.some((w, k) => k > 0 && (dynamic[k] || w.includes('='))))
                return 'alias defines a name that later commands may run as another command';
            break;
    }
    if (namesFromExpansion(name, words, dynamic))
        return `${name} is given a variable name from an expansion or a glob, whose subscript bash evaluates as arithmetic`;
    const names = [...assignedWords(name, words), ...otherNames(name, words)];
    for (const n of names) {
        if (EVALUATED_SUBSCRIPT.test(n))
            return `${name} evaluates the subscript of ${JSON.stringify(n)} as arithmetic, which can run commands named in variable values`;
    }
    if (name === 'declare' || name === 'typeset' || name === 'local' || name === 'export' || name === 'readonly') {
        // A nameref without a value takes the variable's value, or its next one, as the name it
        // refers to (`declare -n r; r='a[$(cmd)]'; r=1` runs cmd; `r=PATH`): not known here.
        const nameref = makesNamerefs(name, words, dynamic);
        if (nameref && words.some((w, k) => k > 0 && !w.startsWith('-') && !w.startsWith('+') && !w.includes('='))) {
            return `${name} -n makes a reference whose target is the variable's value, set elsewhere`;
        }
        for (let k = 1; k < words.length; k++) {
            const w = words[k];
            const eq = w.indexOf('=');
            // An expansion in the name, or a compound value's subscripts (`a=([k]=v)`): evaluated.
            if (dynamic[k] && /[$`]/.test(eq < 0 ? w : w.slice(0, eq)))
                return `${name} takes a variable name from an expansion`;
            // A glob or braces in the name may give `NAME=value` from a file name (`export *` with a
            // file `PATH=.`) or the brace's words (`export {PATH=.,x}`); not one giving a plain name.
            if (dynamic[k] && /[*?[{]/.test(eq < 0 ? w : w.slice(0, eq)) && !PLAIN_NAME_GLOB.test(eq < 0 ? w : w.slice(0, eq))) {
                return `${name} takes a variable name from a glob or brace expansion, which may assign any variable`;
            }
            if (eq > 0 && w[eq + 1] === '(' && EVALUATED_SUBSCRIPT.test(w.slice(eq + 1)))
                return `${name} evaluates the subscripts of an array value as arithmetic, which can run commands`;
        }
    }
    return undefined;
}
/** `declare`, `typeset` or `local` with `-n` (alone or in a cluster: `-gn`): its names become references. */
function makesNamerefs(name, words, dynamic) {
    return name !== 'export' && name !== 'readonly' && words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*n/.test(w));
}
/**
 * The names a builtin makes references (`declare -n r='a[@]'`: r), which a quoted `"$r"` may
 * expand through to every element of an array (words.ts splitTail); empty for any other command.
 */
const NO_NAMES = Object.freeze([]);
export function namerefNames(name, words, dynamic) {
    if (!BUILTINS_WITH_CODE.has(name) || !makesNamerefs(name, words, dynamic))
        return NO_NAMES;
    const names = [];
    for (let k = 1; k < words.length; k++) {
        const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(words[k]);
        if (m !== null)
            names.push(m[0]);
    }
    return names;
}
/** `history -r FILE` reads the file into the history (printed by `history`); `-w`/`-a FILE` write it. */
export function historyTouches(words, dynamic, t) {
    let op;
    let file;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k]) {
            t.read(w, true);
            t.edit(w, true);
            return;
        }
        if (/^-[a-z]*[rn]/.test(w))
            op = 'read';
        else if (/^-[a-z]*[wa]/.test(w))
            op = 'edit';
        else if (!w.startsWith('-') && op !== undefined)
            file = { word: w, dynamic: false };
    }
    if (op === undefined)
        return;
    // (Without a file: $HISTFILE, ~/.bash_history unless the line sets it.)
    t.add(op, file?.word ?? '~/.bash_history', false, 'none', false);
}
//# sourceMappingURL=bash-builtins.js.map