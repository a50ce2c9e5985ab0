// PowerShell statements that are only an expression (`$x`, `"text"`, `$_.Length -gt 1MB`), which
// run nothing, and the variables an assignment may set without changing what later commands do.
// (powershell-parse.ts: an inert expression statement is a command with no words.)
import { SAFE_ASSIGNMENTS } from './subject.js';
/**
 * An operand or operator of an inert expression, anchored at lastIndex (sticky):
 *  - a single-quoted string (nothing expands in it);
 *  - a number (`1`, `1.5`, `0x1F`, `1MB`, `10L`);
 *  - a variable read: `$name`, `$_`, `$?`, `$env:NAME`, with `.Name` property accesses (no
 *    `(`, `[`, `::`, `${…}`; a drive-qualified name other than env: (`$C:file`) reads a file);
 *  - a comparison, logical, string or arithmetic operator (not -is/-as, which take a type).
 * Double-quoted strings are read by doubleQuoted.
 */
const TOKEN = new RegExp([
    "'(?:[^'\\u2018\\u2019\\u201A\\u201B]|'')*'",
    '(?:0x[0-9a-f]+|\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)(?:[ld]|u[lsy]?|[sny])?(?:kb|mb|gb|tb|pb)?(?!\\w|\\.(?!\\.))',
    '\\$(?:env:)?(?:[a-z_][a-z0-9_]*)(?:\\.[a-z_][a-z0-9_]*)*(?![\\w:.([{?])',
    '\\$[_?$^](?:\\.[a-z_][a-z0-9_]*)*(?![\\w:.([{?])',
    '-[ci]?(?:eq|ne|gt|ge|lt|le|like|notlike|match|notmatch|contains|notcontains|in|notin|replace|split|join)(?![\\w])',
    '-(?:and|or|xor|not|band|bor|bxor|bnot|shl|shr|f)(?![\\w])',
    '\\.\\.|[-+*/%!,]',
    '[ \\t]+',
].join('|'), 'iy');
/** A variable inside a double-quoted string that only reads it (`$x`, `$env:X`, `$_`), anchored. */
const QUOTED_VARIABLE = /\$(?:(?:env:)?[a-z_][a-z0-9_]*(?![\w:])|[_?$^](?![\w:]))/iy;
/** End of a double-quoted string starting at `at` with nothing but variable reads expanding in it, or -1. */
function doubleQuoted(text, at) {
    for (let i = at + 1; i < text.length; i++) {
        const c = text[i];
        if (c === '"') {
            if (text[i + 1] !== '"')
                return i + 1;
            i++;
        }
        else if (c === '`')
            i++;
        else if (c === '$') {
            QUOTED_VARIABLE.lastIndex = i;
            if (QUOTED_VARIABLE.test(text))
                i = QUOTED_VARIABLE.lastIndex - 1;
            // A literal `$` (not a variable) is fine; `$(`, `${`, `$C:x` are not.
            else if (/[\w({:]/.test(text[i + 1] ?? ''))
                return -1;
        }
        else if ('\u201C\u201D\u201E'.includes(c))
            return -1;
    }
    return -1;
}
/**
 * The words of an expression statement, as written, are operands and operators that invoke
 * nothing: no method call or `(…)`, no `$(…)`/`@(…)`, no type `[…]`, no script block, no
 * here-string, no call operator.
 */
export function isInertExpression(words) {
    for (const text of words) {
        let i = 0;
        while (i < text.length) {
            if (text[i] === '"') {
                i = doubleQuoted(text, i);
                if (i < 0)
                    return false;
                continue;
            }
            TOKEN.lastIndex = i;
            if (!TOKEN.test(text))
                return false;
            i = TOKEN.lastIndex;
        }
    }
    return true;
}
/**
 * Automatic and preference variables whose value changes what later commands do: parameter
 * defaults, module loading, confirmation, how native arguments are passed, the default mail
 * server and transcript file, remoting defaults, how arrays become strings.
 */
export const RISKY_POWERSHELL_VARIABLE = /^\{?(?:PSDefaultParameterValues|ExecutionContext|ErrorActionPreference|PSModuleAutoLoadingPreference|ConfirmPreference|WhatIfPreference|PSCommandPath|PSNativeCommandArgumentPassing|PSEmailServer|Transcript|PSSession|OFS\b|HOME\b|Host\b|PSHOME\b|ShellId\b)/i;
/** `env:NAME` (or `{env:NAME}`) naming a variable that changes no program, file of code or command (subject.ts). */
export function isSafeEnvironmentAssignment(name) {
    const m = /^\{?env:([A-Za-z_][A-Za-z0-9_]*)\}?$/i.exec(name);
    return m !== null && SAFE_ASSIGNMENTS.has(m[1].toUpperCase());
}
/**
 * `$ErrorActionPreference = 'Stop'` (or Continue, SilentlyContinue): errors stop the line sooner
 * or are shown or not; what runs is what the analysis read either way. (`value` is the source
 * after the `=`.)
 */
export function isInertPreference(name, value) {
    return /^ErrorActionPreference$/i.test(name) && /^[ \t]*(['"]?)(?:Stop|Continue|SilentlyContinue)\1[ \t]*(?:$|[;\r\n}])/i.test(value);
}
/**
 * The pipeline of a statement's first word that is only `(pipeline)` or `$(…)` with property
 * reads after it (`(Get-Content package.json | ConvertFrom-Json).version`), or without them when
 * `operated` (operators follow it: `(Get-Content a) -replace 'x', 'y'`), or undefined: the
 * pipeline runs, and its value is only read.
 */
export function groupedPipeline(word, operated = false) {
    const [group, property, ...rest] = word.parts;
    if (group?.type !== 'command-substitution' || !/^\$?\(/.test(word.text) || rest.length > 0)
        return undefined;
    if ((property !== undefined || !operated) && (property?.type !== 'expansion' || !/^(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(property.text)))
        return undefined;
    return group.body;
}
//# sourceMappingURL=powershell-expressions.js.map