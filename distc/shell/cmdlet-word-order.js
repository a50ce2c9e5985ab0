// The order PowerShell binds a file cmdlet's words in (cmdlet-parameters.ts): named parameters
// first, then the positional words to the positions left. A Shell rule and a command line are
// compared in that order, with a parameter that binds a position by name read as that position's
// word: `Shell(Remove-Item -Path C:\secret *)` is `Remove-Item C:\secret *`, and
// `Copy-Item -Destination D:\x C:\a` is `Copy-Item C:\a D:\x`. (As written, a rule naming -Path
// missed the positional form, and a line naming a later position first missed the rule.)
// -LiteralPath, -PSPath and -LP bind the path position as -Path does.
import { CMDLET_PARAMETERS, cmdletParameter } from './cmdlet-parameters.js';
import { canonicalCmdletName } from './powershell-aliases.js';
/** A position a rule leaves unbound before one it binds: any words (the value may come from the pipeline). */
export const ORDER_GAP = -1;
/**
 * The indexes of words[1..] in binding order, ORDER_GAP where a rule leaves a position unbound
 * before a bound one, or undefined when no parameter binds a position by name, or the words cannot
 * be read (a parameter the table does not know or an ambiguous abbreviation, whose arity is not
 * known; a position named with `-Name:VALUE`: a line's is read apart first, attachedPositionName).
 * A `--` stays before the positional words. `texts[k]` is null for a word that is no parameter
 * name whatever it holds (an expansion; a rule's glob that does not start with `-`).
 * `keepNames`: a name that binds a position stays, as an option word (a command line's, which a
 * rule naming the parameter without its value, `Shell(Remove-Item -Path *)`, still meets).
 */
export function cmdletWordOrder(name, texts, keepNames) {
    const spec = CMDLET_PARAMETERS.get(canonicalCmdletName(name));
    if (spec === undefined)
        return undefined;
    const positions = spec.positions;
    const kept = [];
    const loose = [];
    const slots = positions.map(() => 0);
    let lastBound = -1;
    for (let k = 1; k < texts.length; k++) {
        const t = texts[k];
        if (t === null || t === undefined || t.length < 2 || t.charCodeAt(0) !== 45) {
            loose.push(k);
            continue;
        }
        if (t === '--') {
            // (`--` ends the parameters: every word after it is positional, whatever it holds.)
            kept.push(k);
            for (let j = k + 1; j < texts.length; j++)
                loose.push(j);
            break;
        }
        const colon = t.indexOf(':');
        const p = boundParameter(spec, (colon < 0 ? t.slice(1) : t.slice(1, colon)).toLowerCase());
        if (p === undefined)
            return undefined;
        const slot = positions.indexOf(p.id);
        if (p.kind === 'switch' || p.kind === 'recurse' || (colon >= 0 && slot < 0)) {
            kept.push(k);
            continue;
        }
        if (colon >= 0)
            return undefined;
        if (k + 1 >= texts.length) {
            kept.push(k);
            continue;
        }
        if (slot < 0 || slots[slot] !== 0)
            kept.push(k, k + 1);
        else {
            if (keepNames)
                kept.push(k);
            slots[slot] = k + 1;
            if (slot > lastBound)
                lastBound = slot;
        }
        k++;
    }
    if (lastBound < 0)
        return undefined;
    const order = kept;
    let next = 0;
    for (let s = 0; s < slots.length; s++) {
        if (slots[s] !== 0)
            order.push(slots[s]);
        else if (next < loose.length)
            order.push(loose[next++]);
        else if (s < lastBound)
            order.push(ORDER_GAP);
    }
    while (next < loose.length)
        order.push(loose[next++]);
    return order;
}
/** cmdletParameter, when its name or prefix stands for one parameter (one id: a prefix of two ids of one kind binds no position). */
function boundParameter(spec, name) {
    const p = cmdletParameter(spec, name);
    if (p === undefined || spec.named.has(name))
        return p;
    for (const [n, q] of spec.named)
        if (n.startsWith(name) && q.id !== p.id)
            return undefined;
    return p;
}
/**
 * The parameter name a line's `-Name:VALUE` (or `-Name:` before its value) gives a value to when
 * that parameter binds a position (`Copy-Item -Destination:D:\x C:\a`: `-Destination`), else
 * undefined: the word is then read apart, `-Name VALUE`, for the binding order.
 */
export function attachedPositionName(spec, word) {
    const colon = word.indexOf(':');
    if (colon < 2 || word.charCodeAt(0) !== 45)
        return undefined;
    const p = boundParameter(spec, word.slice(1, colon).toLowerCase());
    if (p === undefined || p.kind === 'switch' || p.kind === 'recurse' || !spec.positions.includes(p.id))
        return undefined;
    return word.slice(0, colon);
}
/** The parameter table of a file cmdlet by any of its names, or undefined. */
export function fileCmdletParameters(name) {
    return CMDLET_PARAMETERS.get(canonicalCmdletName(name));
}
//# sourceMappingURL=cmdlet-word-order.js.map