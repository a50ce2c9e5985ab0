// Word values for the analysis: what a word will be when the command runs, when that is known.
import { UNKNOWN_COMMAND_WORD } from './file-touches.js';
/** A leading `~` or `~/`: known once the home directory is (the path normalizer expands it). */
function isHomeTilde(part, index) {
    return index === 0 && part.type === 'expansion' && !part.quoted && part.text === '~';
}
/**
 * A bash word whose value starts with a `~` bash does not expand (`'~/x'`, `\~/x`) names a
 * directory called `~`, spelled `./~/x` here; but some programs expand it themselves (emacs), so
 * a path is checked both ways (analyze.ts, redirects.ts). Undefined for any other word.
 */
export function literalTilde(word, value) {
    const first = word.parts[0];
    return first !== undefined && first.type === 'literal' && value.charCodeAt(0) === 126 ? `./${value}` : undefined;
}
/** `$HOME`, `${HOME}` and `$PWD`, `${PWD}` at the start of a path: spelled `~` and `.`. */
const KNOWN_PATH_VARIABLES = new Map([
    ['$HOME', '~'], ['${HOME}', '~'], ['$PWD', '.'], ['${PWD}', '.'],
]);
const NO_BODIES = Object.freeze([]);
export function wordValue(word, forPath = false) {
    let value = '';
    let dynamic = false;
    let quoted = false;
    let bodies;
    let control = false;
    const parts = word.parts;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        switch (part.type) {
            case 'literal':
                value += part.text;
                if (part.quoted)
                    quoted = true;
                if (!control && hasControl(part.text))
                    control = true;
                break;
            case 'expansion': {
                const known = forPath && i === 0 ? KNOWN_PATH_VARIABLES.get(part.text) : undefined;
                if (isHomeTilde(part, i))
                    value += '~';
                else if (known !== undefined && (parts.length === 1 || startsWithSlash(parts[1])))
                    value += known;
                else {
                    value += part.text;
                    dynamic = true;
                }
                if (part.quoted)
                    quoted = true;
                break;
            }
            case 'glob': {
                // (A run of the same part, PowerShell's shared `*` and `?`, is one repeat: a word of
                // 10,000 `*` made 10,000 concatenations, flattened when compared.)
                let end = i + 1;
                while (end < parts.length && parts[end] === part)
                    end++;
                value += end === i + 1 ? part.text : part.text.repeat(end - i);
                i = end - 1;
                dynamic = true;
                break;
            }
            case 'command-substitution':
            case 'process-substitution':
                value += part.text;
                dynamic = true;
                (bodies ??= []).push(part.body);
                break;
        }
    }
    // A value no rule could spell (a NUL or a control byte from $'\x01') is as good as unknown.
    if (control)
        dynamic = true;
    return { value, dynamic, quoted, bodies: bodies ?? NO_BODIES };
}
/**
 * The words after the first that a bash word may split into when it runs (word splitting of an
 * unquoted expansion or substitution, `"$@"`/`"${a[@]}"`, a glob or brace expansion), as one
 * unknown word (Word.splitTail); undefined for a word that stays one. A program may read them as
 * options: `tar -tzf $F` with F='a.tgz --to-command=sh' (analyze.ts gives them to the readers as
 * one more word). An integer (`$((…))`, `$#`, `$?`, `$$`, `$!`) and `$HOME` (the context's,
 * unless the line assigns it) stay one.
 */
export function splitTail(word, homeKnown, namerefs = NO_NAMES) {
    const parts = word.parts;
    let glob = false;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part.type === 'glob')
            glob = true;
        else if (part.type === 'command-substitution' ? !part.quoted && !oneWordOutput(part.body) : part.type === 'expansion' && splitsExpansion(part.text, part.quoted, homeKnown, namerefs)) {
            // The words after the first start inside the expansion, with what follows it.
            return { start: word.start, end: word.end, text: word.text, parts: parts.slice(i), splitTail: true };
        }
    }
    // (Each word a glob gives has the glob's shape: the word as written stands for them.)
    return glob ? { start: word.start, end: word.end, text: word.text, parts, splitTail: true } : undefined;
}
/** `export A=$B`: bash expands a declaration builtin's `NAME=value` as an assignment, unsplit. */
export function declarationAssignment(name, value) {
    return DECLARATIONS.has(name) && /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/.test(value);
}
const NO_NAMES = new Set();
/**
 * `$@`, `${@…}`, `[@]` (`${a[@]}`, `${!a[@]}`) or `${!pre@}` anywhere in an expansion: one word
 * per element even when quoted, also inside another's operand (`"${1+"$@"}"`, `"${x:-${a[@]}}"`).
 */
const ALL_ELEMENTS = /\$@|\$\{@|\[@\]|\$\{![A-Za-z_][A-Za-z0-9_]*@\}/;
/** A variable named in an expansion, at any depth (`$r`, `${r}`, `${x:-${#r}}`). */
const NAMED_VARIABLE = /\$\{?[!#]?([A-Za-z_][A-Za-z0-9_]*)/g;
function splitsExpansion(text, quoted, homeKnown, namerefs) {
    if (quoted)
        return ALL_ELEMENTS.test(text) || (namerefs.size > 0 && namesAny(text, namerefs));
    if (homeKnown && (text === '$HOME' || text === '${HOME}'))
        return false;
    // (`~`, `~user`: a home directory; an integer has no separator in it.)
    return text.charCodeAt(0) !== 126 && !/^\$(?:\(\(|\[|[#?$!]$)/.test(text);
}
/** Whether an expansion names one of `names` (a reference may stand for `a[@]`: every element). */
function namesAny(text, names) {
    for (const m of text.matchAll(NAMED_VARIABLE))
        if (names.has(m[1]))
            return true;
    return false;
}
/** A substitution whose output is one word that never starts with `-` (oneWordCommand). */
function oneWordOutput(body) {
    if (body.type !== 'simple' || body.redirects.length > 0 || body.assignments.length > 0)
        return false;
    return oneWordCommand(body.words.map((x) => x.text));
}
/** A revision written plainly (`HEAD~1`, `origin/main`, `v1.2^{}`): git prints it resolved, or as itself. */
const REVISION = /^[A-Za-z0-9_.@{}^~:/+][A-Za-z0-9_.@{}^~:/+-]*$/;
/**
 * A command (its words as written) that prints one word which never starts with `-`: a number
 * (`nproc`, `id -u`, `date +%s`), an object id or ref name (`git rev-parse [--short] REV`, `git
 * merge-base A B`, `git describe --tags`: git refuses ref names with a blank, `*`, `?`, `[` or a
 * leading `-`), a user name (`whoami`, `id -un`: useradd refuses a leading `-`), the machine
 * (`uname -m`). Not `git rev-parse --show-toplevel`, a path.
 */
export function oneWordCommand(w) {
    switch (w.length === 0 ? '' : w[0]) {
        case 'nproc':
        case 'whoami':
            return w.length === 1;
        case 'id':
            return w.length === 2 && /^-(?:u|g|un|gn)$/.test(w[1]);
        case 'date':
            return w.length === 2 && w[1] === '+%s';
        case 'uname':
            return w.length === 2 && (w[1] === '-m' || w[1] === '-s');
        case 'git': {
            const args = w.slice(2);
            const revisions = args.filter((x) => !x.startsWith('-'));
            if (!revisions.every((x) => REVISION.test(x)))
                return false;
            if (w[1] === 'describe')
                return revisions.length === 0 && args.every((x) => /^--(?:tags|always|long|all|abbrev=\d+)$/.test(x));
            if (w[1] === 'rev-parse')
                return revisions.length === 1 && args.every((x) => !x.startsWith('-') || /^(?:--short(?:=\d+)?|--verify|-q|--quiet|--abbrev-ref)$/.test(x));
            if (w[1] === 'merge-base')
                return revisions.length >= 2 && revisions.length === args.length;
            return false;
        }
        default:
            return false;
    }
}
/** `$(…)` at `at` in a word's value whose command prints one word (oneWordCommand): its end, or -1. */
function oneWordSubstitutionEnd(value, at) {
    const m = /\$\(([^()$`'"\\;&|<>\n]*)\)/y;
    m.lastIndex = at;
    const inner = m.exec(value);
    return inner !== null && oneWordCommand(inner[1].trim().split(/[ \t]+/)) ? m.lastIndex : -1;
}
/**
 * An unknown word, by its value as read here (wordValue; a split tail's starts at its expansion),
 * may be an option: unless it starts with a character written as such, which no option starts
 * with (`src/*.txt`, `x$F`: every word it becomes starts so), or with a substitution whose
 * output never starts with `-` (`$(git describe --tags)`, oneWordCommand).
 */
export function mayBeOption(value) {
    return !/^[A-Za-z0-9_./~,:%^=]/.test(value) && !(value.startsWith('$(') && oneWordSubstitutionEnd(value, 0) > 0);
}
/**
 * A word's value whose only unknowns are substitutions that print one word without a blank
 * (oneWordCommand: `-X main.version=$(git describe --tags)`), each replaced by `0`; undefined
 * for a value with any other expansion, quote or glob character.
 */
export function withOneWordOutputs(value) {
    let out = '';
    for (let i = 0; i < value.length;) {
        const end = value.startsWith('$(', i) ? oneWordSubstitutionEnd(value, i) : -1;
        if (end > 0) {
            out += '0';
            i = end;
            continue;
        }
        if ('$`\'"*?['.includes(value[i]))
            return undefined;
        out += value[i++];
    }
    return out;
}
/** A NUL or one of the two control characters the matchers use as markers. */
export function hasControl(s) {
    for (let i = 0; i < s.length; i++)
        if (s.charCodeAt(i) <= 2)
            return true;
    return false;
}
function startsWithSlash(part) {
    return part !== undefined && part.type === 'literal' && part.text.startsWith('/');
}
/** Every substitution body inside a word (for words whose value is not otherwise needed). */
export function wordBodies(word) {
    const out = [];
    for (const part of word.parts) {
        if (part.type === 'command-substitution' || part.type === 'process-substitution')
            out.push(part.body);
    }
    return out;
}
/**
 * Bash evaluates array subscripts and substring offsets as arithmetic, and arithmetic expands
 * variable values recursively: with x='a[$(cmd)]', `${a[x]}`, `${s:x}` or `${!x}` runs cmd. So
 * an expansion whose subscript or offset is not a plain number, an indirect one and a prompt
 * expansion (`${x@P}`) make the analysis incomplete.
 */
export const ARITHMETIC_EXPANSION_REASON = 'a subscript or offset is evaluated as arithmetic, or a value expanded again (${!x}, ${x@P}), which can run commands named in variable values';
export function arithmeticExpansion(word) {
    for (const part of word.parts) {
        if (part.type === 'expansion' && part.text.startsWith('${') && reevaluatedExpansion(part.text, 0))
            return true;
    }
    return false;
}
/** Nesting of `${…}` inside an operand read at most; deeper is taken as re-evaluated. */
const MAX_NESTED_EXPANSIONS = 8;
/** Whether one `${…}` (its text) evaluates a subscript or offset, or expands a value again. */
function reevaluatedExpansion(text, depth) {
    const m = /^\$\{[#!]?[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?(.*)\}$/s.exec(text);
    // `${!x}` expands the variable x names, `a[$(cmd)]` included; `${x@P}` expands x's value as a
    // prompt, command substitutions included. (`${!pre*}` and `${!a[@]}` list names and keys.)
    if (text.startsWith('${!') && !(m && (m[2] === '*' || m[2] === '@' || /^\[\s*[@*]\s*\]$/.test(m[1] ?? ''))))
        return true;
    if (!m)
        return /[[:]/.test(text) || nestedReevaluated(text.slice(2), depth);
    if (m[2] === '@P')
        return true;
    const subscript = m[1];
    if (subscript !== undefined && !/^\[\s*(\d+|@|\*)\s*\]$/.test(subscript))
        return true;
    const rest = m[2] ?? '';
    if (rest.startsWith(':') && !/^:[-=?+]/.test(rest) && /[^\d\s:-]/.test(rest))
        return true;
    return nestedReevaluated(rest, depth);
}
/** Whether an expansion inside an operand (`${y:-${a[x]}}`, `${y/p/${!x}}`) is re-evaluated: it is expanded in its turn. */
function nestedReevaluated(operand, depth) {
    for (let at = operand.indexOf('${'); at >= 0; at = operand.indexOf('${', at + 2)) {
        if (depth >= MAX_NESTED_EXPANSIONS)
            return true;
        const end = closingBrace(operand, at + 2);
        if (end < 0 || reevaluatedExpansion(operand.slice(at, end + 1), depth + 1))
            return true;
    }
    return false;
}
/** The index of the `}` closing a `${` whose text starts at `from`, or -1. */
function closingBrace(text, from) {
    let open = 1;
    for (let k = from; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c === 92)
            k++;
        else if (c === 123)
            open++;
        else if (c === 125 && --open === 0)
            return k;
    }
    return -1;
}
const DECLARATIONS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
/** `let`, and `declare`/`typeset`/`local`/`export`/`readonly` with -i, evaluate their arguments as arithmetic. */
export function evaluatesArithmetic(name, words) {
    if (name === 'let')
        return true;
    if (!DECLARATIONS.has(name))
        return false;
    return words.some((w, i) => i > 0 && /^[-+][a-zA-Z]*i/.test(w));
}
/** Whether evaluatesArithmetic may hold for command `name` (its test of the name alone). */
export function mayEvaluateArithmetic(name) {
    return name === 'let' || DECLARATIONS.has(name);
}
/** A word written without any quoting or escaping (`text` is the line, `span` the word). */
export function plainWord(text, span) {
    if (!span)
        return false;
    return !/['"\\`$]/.test(text.slice(span.start, span.end));
}
/** Punctuation the rule grammar's path patterns treat specially or accept escaped (all but `.` and `/`). */
const PATTERN_PUNCTUATION = /[ !--:-@[-`{-~]/g;
/** A literal path text as a pattern in the rule grammar; a leading `~` (the home) stays `~`. */
export function escapePattern(text) {
    const escaped = text.replace(PATTERN_PUNCTUATION, (c) => `\\${c}`);
    return text === '~' || text.startsWith('~/') ? `~${escaped.slice(2)}` : escaped;
}
/** `[.`, `[=` or `[:` inside a bracket expression. */
const BRACKET_CLASS = /^\[.*\[[.=:]/s;
/**
 * A word whose only unknowns are glob characters (`src/*.ts`), as a path pattern in the rule
 * grammar's syntax (its literal text escaped), for matching against path rules
 * (src/paths/glob-overlap.ts); undefined for any other word. A leading `~` stays `~`. A word with
 * `(` is never one: with extglob on, `!(x)` matches what x does not.
 */
export function globPattern(word) {
    let pattern = '';
    let glob = false;
    // Inside `{…}`, an unquoted `,` separates alternatives.
    let braces = 0;
    const parts = word.parts;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part.type === 'literal') {
            if (hasControl(part.text))
                return undefined;
            const separates = braces > 0 && !part.quoted;
            pattern += part.text.replace(PATTERN_PUNCTUATION, (c) => (separates && c === ',' ? c : `\\${c}`));
        }
        else if (part.type === 'glob') {
            glob = true;
            // (A bracket expression with a collating symbol, an equivalence class or a character class,
            // `[[.e.]]tc`, `[[=e=]]`, `[[:alpha:]]`, matches as bash reads it, not as the rule grammar does.)
            if (part.text.length > 2 && part.text.charCodeAt(0) === 91 && BRACKET_CLASS.test(part.text))
                return undefined;
            if (part.text === '{')
                braces++;
            else if (part.text === '}')
                braces--;
            pattern += part.text;
        }
        else if (isHomeTilde(part, i))
            pattern += '~';
        else
            return undefined;
    }
    return glob && !word.text.includes('(') ? pattern : undefined;
}
/**
 * A dynamic file argument that is a pipe: every unknown word with its value is exactly one
 * process substitution (`<(sort a)`, `>(gzip > x.gz)`), which bash replaces by /dev/fd/N. A
 * word with more (`<(a)x`, `<(a)")"`) is some other path.
 */
export function isPipeArgument(ref, words, dynamic, parsed) {
    if (!ref.dynamic || ref.glob !== undefined)
        return false;
    let pipe = false;
    for (let k = 0; k < parsed.length; k++) {
        if (!dynamic[k] || words[k] !== ref.path)
            continue;
        const parts = parsed[k].parts;
        if (parts.length !== 1 || parts[0].type !== 'process-substitution')
            return false;
        pipe = true;
    }
    return pipe;
}
/**
 * A dynamic file argument of a bash command that is a glob word as written, with the word's
 * path pattern. The argument is known by its value only: every unknown word with that value must
 * be the same glob (`cat $X* '$X'*` has two words `$X*`, one of them an expansion).
 */
export function withGlob(ref, words, dynamic, parsed) {
    // (A glob starting `-` names files the command may read as options, `sort --compress-program=*`
    // given `--compress-program=sh`: not only paths of its shape, so unknown.)
    if (!ref.dynamic || ref.path.charCodeAt(0) === 45)
        return ref;
    let glob;
    for (let k = 0; k < parsed.length; k++) {
        if (!dynamic[k] || words[k] !== ref.path)
            continue;
        const g = globPattern(parsed[k]);
        if (g === undefined || (glob !== undefined && g !== glob))
            return ref;
        glob = g;
    }
    if (glob === undefined)
        return ref;
    const { op, path, scope, text, partType, dynamic: unknown, below, possible, inRepository, when } = ref;
    // (bash expands the word: its glob, not one a reader gives of files it makes, `t.glob`.)
    const shellExpanded = ref.glob === undefined || when === UNKNOWN_COMMAND_WORD;
    return { op, path, scope, text, partType, dynamic: unknown, below, possible, inRepository, when, glob, shellExpanded };
}
/** `tilde` with word `index` added when bash leaves its `~` as it is (literalTilde): made on first use. */
export function tildeWord(tilde, index, w, value) {
    const relative = literalTilde(w, value);
    return relative === undefined ? tilde : (tilde ?? new Map()).set(index, relative);
}
//# sourceMappingURL=words.js.map