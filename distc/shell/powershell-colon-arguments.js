// `-Name: value`: a parameter word that ends in a colon, then a blank, then a word. PowerShell's
// tokenizer ends the parameter at the colon and its parser takes the next command element as the
// parameter's argument (`-Confirm: $false`), so a cmdlet or function binds value to -Name. A
// native program gets the two words as they are (`-Name:` and `value`). The cmdlet readers
// (cmdlet-parameters.ts, powershell-hosts.ts, powershell-starts.ts, …) read `-Name:value`, so a
// cmdlet's words are joined here, once, before any of them sees the command.
import { isKnownCmdletName } from './powershell-aliases.js';
import { nativeRunner, WINDOWS_EXTENSION } from './powershell-native.js';
import { baseName } from './subject.js';
/** A parameter that ends in a colon with nothing after it (`-Path:`, `–Confirm:`). */
const COLON_PARAMETER = /^-[\p{L}_][\p{L}\p{Nd}_-]*:$/u;
/** A word PowerShell reads as a parameter (`-Force`): no argument after a colon. */
const PARAMETER = /^[-\u2013\u2014\u2015][\p{L}_?]/u;
/** Whether word k is an unquoted `-Name:` parameter (cheap test of its last character first). */
function isColonParameter(c, k) {
    const w = c.words[k];
    if (w.charCodeAt(w.length - 1) !== 58 || c.dynamic[k] || !COLON_PARAMETER.test(w))
        return false;
    return c.spans[k].parts.every((p) => p.type === 'literal' && !p.quoted);
}
/** The first `-Name:` argument word (after the command name), or -1. */
function firstColonParameter(c) {
    for (let k = 1; k < c.words.length; k++)
        if (isColonParameter(c, k))
            return k;
    return -1;
}
/** A parameter word `-Name:` joined with its argument, the word after it. */
function joined(a, b) {
    return { start: a.start, end: b.end, text: a.text + b.text, parts: [...a.parts, ...b.parts] };
}
/**
 * A PowerShell command with each `-Name: value` as the one word `-Name:value` when the command
 * is a cmdlet (binds value to -Name); unchanged for a native program (gets two words). A
 * problem when the parameter has no argument (a parse error), when the argument looks like a
 * parameter, or when the command may be either (a name the analysis does not know).
 */
export function colonArguments(c) {
    const first = firstColonParameter(c);
    if (first < 0)
        return { simple: c };
    const base = baseName(c.words[0] ?? '', 'powershell');
    if (WINDOWS_EXTENSION.test(base) || nativeRunner(base) !== undefined)
        return { simple: c };
    if (!isKnownCmdletName(base)) {
        return { simple: c, problem: `"${c.words[first]} …": a cmdlet binds the next word to the parameter, a program gets two words, and which ${base} is cannot be told` };
    }
    const words = [];
    const dynamic = [];
    const spans = [];
    for (let k = 0; k < c.words.length; k++) {
        if (k < first || !isColonParameter(c, k)) {
            words.push(c.words[k]);
            dynamic.push(c.dynamic[k]);
            spans.push(c.spans[k]);
            continue;
        }
        const next = c.spans[k + 1];
        if (next === undefined)
            return { simple: c, problem: `the parameter ${c.words[k]} needs an argument` };
        if (PARAMETER.test(next.text))
            return { simple: c, problem: `the parameter ${c.words[k]} is followed by the parameter ${next.text}` };
        words.push(c.words[k] + c.words[k + 1]);
        dynamic.push(c.dynamic[k] || c.dynamic[k + 1]);
        spans.push(joined(c.spans[k], next));
        k++;
    }
    return { simple: { ...c, words, dynamic, spans } };
}
//# sourceMappingURL=powershell-colon-arguments.js.map