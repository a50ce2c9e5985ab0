// Windows copiers with grammars of their own (n2 F11, F12), not cp's:
// - robocopy SRC DST [FILE…] [/switches]: SRC's tree is read and DST's written; FILE names (or
//   wildcards) are below both. `/LOG:F`, `/LOG+:F`, `/UNILOG:F`, `/UNILOG+:F` write F; `/XF`, `/XD`
//   take the names after them (exclusions, no operands); `/JOB:F` reads source, destination and
//   switches from F: read, and a problem.
// - expand.exe (what `expand` is in PowerShell on Windows): `expand [-r] SRC… DEST`, `-F:FILES`
//   (a filter in a cabinet), `-D` (lists only): DEST written (a directory with -r or several
//   sources), an alternate data stream in it (`C:\w\x:ads`) writes that file; every operand read
//   (pwsh on Linux runs coreutils' expand, which reads them all).
/** A `/switch` (`/S`, `/LOG:F`, `//XF` from Git Bash), not a path (`/c/w`). */
const isSlashSwitch = (w) => /^\/\/?[A-Za-z][A-Za-z0-9+]*(?::|$)/.test(w);
/** A word an expansion or an expression makes (not a plain wildcard). */
const isExpansion = (w) => /[$`@(]/.test(w);
/** `name` below directory `dir`, with the separator the directory is written with. */
function below(dir, name) {
    const sep = dir.includes('\\') ? '\\' : '/';
    return `${dir.replace(/(?<![\\/])[\\/]+$/, '')}${sep}${name}`;
}
export const robocopyTouches = (words, dynamic, t) => {
    const operands = [];
    let excluding = false;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (!dynamic[k] && isSlashSwitch(w)) {
            const m = /^\/\/?([A-Za-z]+\+?)(?::(.*))?$/s.exec(w);
            const name = (m?.[1] ?? '').toLowerCase();
            const value = m?.[2];
            excluding = name === 'xf' || name === 'xd';
            if (value === undefined)
                continue;
            if (/^(?:uni)?log\+?$/.test(name))
                t.edit(value);
            else if (name === 'job') {
                t.read(value);
                t.problem('robocopy /JOB: reads its source, destination and switches from a file the analysis does not read');
            }
            else if (name === 'save')
                t.edit(value.includes('.') ? value : `${value}.RCJ`);
            continue;
        }
        if (!excluding)
            operands.push(k);
    }
    if (operands.length < 2) {
        for (const k of operands)
            t.read(words[k], dynamic[k] ?? false, 'tree');
        return;
    }
    const [s, d] = [operands[0], operands[1]];
    const source = words[s];
    const destination = words[d];
    t.read(source, dynamic[s] ?? false, 'tree');
    t.edit(destination, dynamic[d] ?? false, 'tree');
    // (File names are below both trees; one with a path of its own, or made by an expansion, is read and written there.)
    for (const k of operands.slice(2)) {
        const name = words[k];
        const unknown = (dynamic[k] ?? false) && isExpansion(name);
        if (!unknown && !/[\\/]|^\.\.?$/.test(name))
            continue;
        t.read(below(source, name), unknown || (dynamic[s] ?? false));
        t.edit(below(destination, name), unknown || (dynamic[d] ?? false));
    }
};
/** Whether a command is Windows' expand.exe: `expand` in PowerShell, `expand.exe` from any shell. */
export function isWindowsExpand(name, written, dialect) {
    // (Every command comes here: a length test first.)
    if (name.length !== 6 && name.length !== 10)
        return false;
    const lower = name.toLowerCase();
    return lower === 'expand.exe' || (lower === 'expand' && (dialect === 'powershell' || /\.exe$/i.test(written)));
}
export const windowsExpandTouches = (words, dynamic, t) => {
    const operands = [];
    let listOnly = false;
    let renames = false;
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (!dynamic[k] && /^[-/]/.test(w) && !/^\/[^/]*[\\/]/.test(w)) {
            if (/^[-/]d$/i.test(w))
                listOnly = true;
            else if (/^[-/]r$/i.test(w))
                renames = true;
            else if (!/^[-/](?:i|f:.*)$/is.test(w))
                t.problem(`expand ${w} is not a switch the analysis knows`);
            continue;
        }
        operands.push(k);
    }
    const last = operands.length - 1;
    if (listOnly || last < 1) {
        for (const k of operands)
            t.read(words[k], dynamic[k] ?? false);
        // (`expand -r SRC` writes the renamed file beside SRC.)
        if (!listOnly && last === 0)
            t.problem('expand with one operand writes beside its source');
        return;
    }
    for (const k of operands)
        t.read(words[k], dynamic[k] ?? false);
    const d = operands[last];
    // (`C:\w\x:ads`: a stream of the file; a drive's colon is no stream.)
    const destination = words[d].replace(/^(.{2,}?[^\\/:]):[^\\/]*$/s, '$1');
    t.edit(destination, dynamic[d] ?? false, renames || last > 1 ? 'tree' : 'none');
};
//# sourceMappingURL=windows-copiers.js.map