// Windows programs that change a file in place (reference E.11), as chmod, chown, setfacl,
// chattr and touch do: its ACL (icacls), owner (takeown), attributes (attrib), encryption or
// compression (cipher, compact), content or links (fsutil file/hardlink/sparse/…). Their file
// operands are Edit parts, everything below them with their recursive switch.
const isSwitch = (w) => /^\/[A-Za-z]/.test(w);
/** icacls FILE [/grant SID:PERM…] [/save ACLFILE] [/restore ACLFILE] [/t]: FILE (and /save's file) written. */
const icacls = (words, dynamic, t) => {
    const below = words.some((w) => /^\/(?:t|restore)$/i.test(w)) ? 'tree' : 'none';
    let file = false;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k] !== true && isSwitch(w)) {
            // (/save writes the ACLs to a file; /restore applies a file's ACLs below the directory.)
            if (/^\/save$/i.test(w) && k + 1 < words.length)
                t.edit(words[++k], dynamic[k] ?? false);
            else if (/^\/restore$/i.test(w) && k + 1 < words.length)
                t.read(words[++k], dynamic[k] ?? false);
            continue;
        }
        // The first operand is the file; the words after /grant, /deny, /setowner, … are SIDs.
        if (!file)
            t.edit(w, dynamic[k] ?? false, below);
        file = true;
    }
};
/** attrib [+R|-H…] [PATH…] [/s [/d]]: PATH written (the working directory's files without one). */
const attrib = (words, dynamic, t) => {
    const recursive = words.some((w) => /^\/s$/i.test(w));
    const changes = words.some((w, k) => k > 0 && /^[+-][rashiopux]$/i.test(w));
    if (!changes)
        return;
    let paths = 0;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k] !== true && (isSwitch(w) || /^[+-][A-Za-z]$/.test(w)))
            continue;
        t.edit(w, dynamic[k] ?? false, recursive ? 'tree' : 'none');
        paths++;
    }
    if (paths === 0)
        t.edit('.', false, 'tree');
};
/** takeown /f FILE [/r] [/s HOST /u USER /p PASS] [/d Y|N] [/a]: FILE written. */
const takeown = (words, dynamic, t) => {
    const recursive = words.some((w) => /^\/r$/i.test(w)) ? 'tree' : 'none';
    for (let k = 1; k + 1 < words.length; k++)
        if (/^\/f$/i.test(words[k]))
            t.edit(words[++k], dynamic[k] ?? false, recursive);
};
/** cipher and compact: their operands encrypted or compressed in place (`/s:DIR`, `/w:DIR` below a directory). */
const inPlace = (words, dynamic, t) => {
    const recursive = words.some((w) => /^\/s(?::|$)/i.test(w)) ? 'tree' : 'none';
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        const dir = /^\/[sw]:(.+)$/is.exec(w);
        if (dir !== null)
            t.edit(dir[1], dynamic[k] ?? false, 'tree');
        else if (dynamic[k] === true || !isSwitch(w))
            t.edit(w, dynamic[k] ?? false, recursive);
    }
};
/** fsutil file|hardlink|sparse|reparsepoint|objectid|usn VERB …: its path operands written (`offset=0`, numbers are no paths). */
const fsutil = (words, dynamic, t) => {
    if (!/^(?:file|hardlink|sparse|reparsepoint|objectid|usn)$/i.test(words[1] ?? ''))
        return;
    for (let k = 3; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k] === true || (!/^\d+$|^0x[0-9a-f]+$/i.test(w) && !/^[A-Za-z]+=/.test(w)))
            t.edit(w, dynamic[k] ?? false);
    }
};
export const WINDOWS_FILE_TOOLS = [
    ['icacls', icacls], ['attrib', attrib], ['takeown', takeown], ['cipher', inPlace], ['compact', inPlace], ['fsutil', fsutil],
];
//# sourceMappingURL=windows-file-tools.js.map