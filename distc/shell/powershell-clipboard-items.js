// Items piped to Set-Clipboard (session 37): Windows PowerShell 5.1 binds a FileInfo's PSPath to
// Set-Clipboard -LiteralPath by property name, putting the files on the clipboard for any program
// to paste, as `Set-Clipboard -Path F` does (cmdlet-parameters.ts: a read). So `Get-ChildItem
// x.pem | Set-Clipboard` reads what the lister names and, for a directory, anything below it: a
// possible Read part (asks, never denies). Strings piped to it are text (`'hello' | Set-Clipboard`).
import { resolvedCmdletName } from './powershell-aliases.js';
import { baseName } from './subject.js';
import { wordValue } from './words.js';
/** Cmdlets whose output is the items of their paths (objects with a PSPath). */
const ITEM_LISTERS = new Set(['get-childitem', 'get-item', 'resolve-path', 'get-itemproperty', 'get-acl']);
/** Their parameters that take a path, and the others that take a value (the rest are switches). */
const PATH_PARAMETERS = new Set(['path', 'literalpath', 'lp', 'pspath', 'fullname', 'relativebasepath']);
const VALUE_PARAMETERS = new Set(['filter', 'include', 'exclude', 'depth', 'attributes', 'name', 'credential', 'stream', 'relativebase', 'erroraction', 'ea', 'outvariable', 'ov']);
export const CLIPBOARD_ITEMS = 'is listed into Set-Clipboard, which Windows PowerShell binds to -LiteralPath by its PSPath: the files, and anything below a directory, go to the clipboard';
/** Cmdlets that pass the objects they are given on (some of them, in another order): the items reach the next member. */
const PASSING_ON = new Set(['where-object', 'sort-object', 'tee-object', 'get-unique', 'select-object', 'foreach-object']);
/** The paths an item lister before Set-Clipboard (member `k`; filters between) names, as possible Read parts of those members. */
export function clipboardItems(a, commands, k, text) {
    const member = commands[k];
    if (member.type !== 'simple' || !isBareClipboard(member))
        return;
    let from = k - 1;
    // (`gci x.pem | ? { … } | Set-Clipboard`: a filter passes the items on; Select-Object with names or ForEach-Object may not: read as if it did.)
    while (from > 0 && commands[from].type === 'simple' && PASSING_ON.has(commandName(commands[from]) ?? ''))
        from--;
    const before = commands[from];
    const name = before.type === 'simple' ? commandName(before) : undefined;
    if (before.type !== 'simple' || name === undefined || !ITEM_LISTERS.has(name))
        return;
    const source = text.slice(before.start, member.end);
    for (const p of listedPaths(before)) {
        // (Get-ChildItem gives a directory's entries; the others the item itself.)
        a.addPath({ op: 'read', path: p.path, scope: 'restrict', text: source, partType: 'argument', dynamic: p.dynamic, below: name === 'get-childitem' ? 'tree' : 'none', possible: true, when: CLIPBOARD_ITEMS });
    }
}
/** A command's cmdlet name, lower case, aliases resolved (`gci`, `dir`, `ls`: Get-ChildItem). */
function commandName(c) {
    if (c.words.length === 0)
        return undefined;
    const v = wordValue(c.words[0]);
    return v.dynamic ? undefined : resolvedCmdletName(baseName(v.value, 'powershell')).toLowerCase();
}
/** Set-Clipboard with no text given (no -Value, no positional word): it binds what the pipeline gives. */
function isBareClipboard(c) {
    if (commandName(c) !== 'set-clipboard')
        return false;
    for (let k = 1; k < c.words.length; k++) {
        const v = wordValue(c.words[k]);
        if (v.dynamic || !v.value.startsWith('-') || /^-v(?:a(?:l(?:ue?)?)?)?(?::|$)/i.test(v.value))
            return false;
    }
    return true;
}
/** The lister's path words (its first positional word and -Path's values), or `.` where none is given. */
function listedPaths(c) {
    const out = [];
    for (let k = 1; k < c.words.length; k++) {
        const v = wordValue(c.words[k]);
        if (v.dynamic) {
            out.push({ path: v.value, dynamic: true });
            continue;
        }
        if (!v.value.startsWith('-')) {
            out.push({ path: v.value, dynamic: false });
            continue;
        }
        const colon = v.value.indexOf(':');
        const parameter = (colon < 0 ? v.value.slice(1) : v.value.slice(1, colon)).toLowerCase();
        if (colon >= 0) {
            if (PATH_PARAMETERS.has(parameter))
                out.push({ path: v.value.slice(colon + 1), dynamic: false });
        }
        else if (PATH_PARAMETERS.has(parameter) || VALUE_PARAMETERS.has(parameter)) {
            const next = k + 1 < c.words.length ? wordValue(c.words[++k]) : undefined;
            if (next !== undefined && PATH_PARAMETERS.has(parameter))
                out.push({ path: next.value, dynamic: next.dynamic });
        }
    }
    return out.length > 0 ? out : [{ path: '.', dynamic: false }];
}
//# sourceMappingURL=powershell-clipboard-items.js.map