// Method calls PowerShell makes without parentheses: `ForEach-Object NAME` (`% Delete`,
// `-MemberName`) calls the named method of each input object (a FileInfo's Delete, MoveTo,
// CopyTo, OpenText), and `New-Object` runs a type's constructor with its arguments
// (`IO.StreamReader C:\x`, `Net.Sockets.TcpClient host,80`) or creates a COM object
// (`-ComObject WScript.Shell | % Run CMD`). The parser leaves `$x.Delete()` unsupported; these
// spellings reach the same methods, so they are unsupported too, except members that only read.
import { withoutTailFrom } from '../text-ends.js';
/** Members that read a value or make a string, never touching a file or running anything (lower case). */
const READING_MEMBERS = new Set([
    'name', 'fullname', 'basename', 'extension', 'length', 'directoryname', 'lastwritetime', 'creationtime', 'lastaccesstime', 'mode',
    'attributes', 'count', 'id', 'processname', 'path', 'source', 'version', 'value', 'key', 'line', 'linenumber', 'filename',
    'trim', 'trimstart', 'trimend', 'tolower', 'toupper', 'tostring', 'split', 'replace', 'substring', 'startswith', 'endswith', 'contains',
]);
/** ForEach-Object's parameters that take a value (lower case); any other dash word is a switch. */
const FOREACH_VALUES = ['-inputobject', '-begin', '-process', '-end', '-remainingscripts', '-argumentlist', '-parallel', '-throttlelimit', '-timeoutseconds'];
const isScriptBlock = (w) => w !== undefined && w.text.startsWith('{');
/** `ForEach-Object NAME` / `-MemberName NAME`: the member called by name, a problem unless it only reads. */
export function foreachMember(words, dynamic, spans) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const lower = w.toLowerCase();
        let member;
        if (/^-m[a-z]*$/.test(lower))
            member = i + 1;
        else if (/^-m[a-z]*:/.test(lower))
            return memberProblem(w.slice(w.indexOf(':') + 1), dynamic[i]);
        else if (lower.startsWith('-') && lower.length > 1 && !dynamic[i]) {
            if (FOREACH_VALUES.some((p) => p.startsWith(withoutTailFrom(lower, ':'))) && !lower.includes(':'))
                i++;
            continue;
        }
        else if (!isScriptBlock(spans[i]))
            member = i;
        if (member !== undefined)
            return memberProblem(words[member] ?? '', dynamic[member] ?? false);
    }
    return undefined;
}
function memberProblem(member, dynamic) {
    if (!dynamic && READING_MEMBERS.has(member.toLowerCase()))
        return undefined;
    return { problem: `ForEach-Object ${member} calls a method of each input object by name, which may change or read any file` };
}
/** `New-Object TYPE` without arguments makes an inert object; a constructor with arguments, `-Property` setters or a COM object may do anything. */
export function newObject(words, dynamic) {
    let positionals = 0;
    let typeNamed = false;
    for (let i = 1; i < words.length; i++) {
        const lower = words[i].toLowerCase();
        if (dynamic[i] && positionals === 0)
            return { problem: 'the type New-Object makes comes from an expansion' };
        if (/^-(?:c|co|com|como|comob|comobj|comobje|comobjec|comobject)(?::|$)/.test(lower))
            return { problem: 'New-Object -ComObject makes a COM object, whose methods may run commands' };
        if (/^-(?:a|ar|arg|args|argu|argum|argume|argumen|argument|argumentl|argumentli|argumentlis|argumentlist)(?::|$)/.test(lower)
            || /^-(?:p|pr|pro|prop|prope|proper|propert|property)(?::|$)/.test(lower)) {
            return { problem: `New-Object ${words[i]} runs the type's constructor or property setters, which may do anything` };
        }
        if (/^-t[a-z]*$/.test(lower)) {
            typeNamed = true;
            i++;
        }
        else if (!lower.startsWith('-'))
            positionals++;
    }
    if (positionals > (typeNamed ? 0 : 1))
        return { problem: "New-Object with arguments runs the type's constructor, which may do anything" };
    return undefined;
}
//# sourceMappingURL=powershell-members.js.map