// A cmdlet's words as PowerShell's providers read them, once more for deny and ask rules
// (powershell-readings.ts readsOtherwise), where the words as written do not show the path:
//  - a word on a drive whose directory the line does not tell (`Remove-Item Temp:/x`, a
//    profile's `Share:\x`; redirects.ts unknownDriveWhen) is an unknown word, as `$env:TEMP/x` is;
//  - a quoted word with a wildcard (`Remove-Item 'C:\Win*\x'`): -Path expands `*`, `?` and `[…]`
//    however the word was quoted (redirects.ts powershellPath reads its Read/Edit part so), so it
//    is read by its shape, as the unquoted word is (`Shell(Remove-Item C:/Windows/*)` meets it);
//  - a cmdlet fed by a pipeline (`Get-ChildItem C:\Windows | Remove-Item`) binds the paths it
//    receives (-Path, -LiteralPath by property name): one more unknown word, `$input`, as
//    `xargs rm` is read with its unknown operands; a possible reading, which asks, never denies.
// Not a native program's words, which PowerShell passes as they are.
import { isKnownCmdletName, resolvedCmdletName } from './powershell-aliases.js';
import { CMDLET_PARAMETERS } from './cmdlet-parameters.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { unknownDriveWhen } from './redirects.js';
import { baseName } from './subject.js';
/** An unquoted `-Name:value` word: the value is the path. */
const COLON_VALUE = /^-[\p{L}_][\p{L}\p{Nd}_-]*:/u;
/** The pipeline's input, as a word: PowerShell's own name for it. */
const PIPELINE_INPUT = '$input';
/** The cmdlet with its words on a drive the line does not place or with a quoted wildcard read so (above), or undefined when none is. */
export function providerReading(c) {
    // (A native program's words are not read at all: `mytool '???…'` cut 10,000 wildcards into glob parts for nothing.)
    if (c.dynamic[0] || c.spans.length !== c.words.length || !isCmdlet(c))
        return undefined;
    let dynamic;
    let spans;
    for (let k = 1; k < c.words.length; k++) {
        if (c.dynamic[k])
            continue;
        const w = c.words[k];
        // (Cheap first: a drive's colon after two characters at least.)
        if (w.indexOf(':', 2) >= 0) {
            const value = w.charCodeAt(0) === 45 /* - */ ? COLON_VALUE.exec(w) : null;
            if (unknownDriveWhen(value === null ? w : w.slice(value[0].length)) !== undefined) {
                (dynamic ??= [...c.dynamic])[k] = true;
                continue;
            }
        }
        const shaped = wildcardWord(c.spans[k]);
        if (shaped === undefined)
            continue;
        (dynamic ??= [...c.dynamic])[k] = true;
        (spans ??= [...c.spans])[k] = shaped;
    }
    if (dynamic === undefined)
        return undefined;
    return { ...c, dynamic, spans: spans ?? c.spans, scope: 'restrict' };
}
/**
 * The cmdlet a pipeline feeds with the paths it binds from there as one more unknown word,
 * `$input` (a possible reading: what the pipeline gives is not known, so it asks), or undefined.
 */
export function pipelineReading(c) {
    const last = c.words.length - 1;
    if (c.dynamic[0] || c.spans.length !== c.words.length || (last > 0 && c.dynamic[last] && c.words[last] === PIPELINE_INPUT) || !isCmdlet(c))
        return undefined;
    // (An expression's path given already, `% { Remove-Item $_ }`: the pipeline binds none.)
    for (let k = 1; k <= last; k++)
        if (c.dynamic[k] && c.words[k].charCodeAt(0) !== 45 /* - */ && c.words[k].charCodeAt(0) !== 64 /* @ */)
            return undefined;
    // (Only a file cmdlet that binds paths from the pipeline: `Select-Object`, `Sort-Object` bind none.)
    if (CMDLET_PARAMETERS.get(resolvedCmdletName(baseName(c.words[0], 'powershell')))?.pipeline !== true)
        return undefined;
    const end = c.spans[last].end;
    const input = { start: end, end, text: PIPELINE_INPUT, parts: [{ type: 'expansion', text: PIPELINE_INPUT, quoted: false }] };
    return { ...c, words: [...c.words, PIPELINE_INPUT], dynamic: [...c.dynamic, true], spans: [...c.spans, input], scope: 'restrict' };
}
/** What the pipeline reading stands for (CommandSubject.possible). */
export const PIPELINE_WHEN = 'binds the paths the pipeline gives it, which the line does not show';
function isCmdlet(c) {
    const base = baseName(c.words[0], 'powershell');
    return !WINDOWS_EXTENSION.test(base) && isKnownCmdletName(base);
}
/** A quoted literal word with a wildcard, its `*`, `?` and `[…]` as glob parts; undefined for any other word. */
function wildcardWord(word) {
    let quotedWildcard = false;
    for (const p of word.parts)
        if (p.type === 'literal' && p.quoted && /[*?[]/.test(p.text))
            quotedWildcard = true;
    if (!quotedWildcard)
        return undefined;
    const parts = [];
    for (const p of word.parts) {
        if (p.type !== 'literal')
            parts.push(p);
        else
            pushWildcardPieces(p.text, p.quoted, parts);
    }
    return { start: word.start, end: word.end, text: word.text, parts };
}
/**
 * The glob parts of one `*` and one `?`, shared by every word (parts are never changed once made:
 * a word of 10,000 wildcards made 10,000 of them, a tenth of its decision with their collection).
 */
const STAR = { type: 'glob', text: '*' };
const QUESTION_MARK = { type: 'glob', text: '?' };
/**
 * A literal's text as `text.split(/(\[[^\]]*\]|[*?])/)` cuts it (a `*`, a `?`, a `[` up to the
 * next `]` are glob parts, the runs between literal parts), in one pass: the split ran a regex
 * test per piece, and each `[` without a later `]` scanned to the end (quadratic).
 */
export function pushWildcardPieces(text, quoted, parts) {
    let literalStart = 0;
    // (No `]` after some `[`: none after any later one either.)
    let noClose = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        let end = -1;
        if (c === 42 /* * */ || c === 63 /* ? */)
            end = i + 1;
        else if (c === 91 /* [ */ && !noClose) {
            const close = text.indexOf(']', i + 1);
            if (close < 0)
                noClose = true;
            else
                end = close + 1;
        }
        if (end < 0)
            continue;
        if (i > literalStart)
            parts.push({ type: 'literal', text: text.slice(literalStart, i), quoted });
        parts.push(end === i + 1 ? (c === 42 ? STAR : QUESTION_MARK) : { type: 'glob', text: text.slice(i, end) });
        literalStart = end;
        i = end - 1;
    }
    if (text.length > literalStart)
        parts.push({ type: 'literal', text: text.slice(literalStart), quoted });
}
//# sourceMappingURL=powershell-provider-readings.js.map