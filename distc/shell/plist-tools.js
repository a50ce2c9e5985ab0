// macOS property-list tools (o1 F1, F5): the files they read and write, so that a Read deny
// applies to what they copy into a plist, and a plist the line writes is known written (a
// `launchctl load` of it then runs code the line wrote: written-code.ts).
// - PlistBuddy [-x] [-c CMD]... FILE: the commands edit FILE (Add, Set, Delete, Clear, Copy,
//   Merge, Import, Save) or read it (Print); `Import ENTRY F` and `Merge F` read F. Without -c it
//   reads its commands from standard input: a here-document's lines are read as -c commands,
//   any other input is a problem;
// - defaults: `write|delete|rename|import DOMAIN` writes the domain's plist (a path names the file
//   without `.plist`; a name is ~/Library/Preferences/NAME.plist), `import DOMAIN F` reads F,
//   `export DOMAIN F` writes F, `read` reads it;
// - plutil: `-convert|-insert|-replace|-remove|-create` write their file in place, or `-o F`.
/** PlistBuddy's commands that only read its file (any other, or one not listed, may write it). */
const PLISTBUDDY_READ_ONLY = new Set(['print', 'help', 'exit', 'revert']);
/** One PlistBuddy command: what it reads beside the target, and whether it writes the target. */
function plistBuddyCommand(command, t) {
    const words = command.trim().split(/\s+/);
    // (Its commands are matched without case: `import` is Import.)
    const verb = (words[0] ?? '').toLowerCase();
    if (verb === 'import' || verb === 'merge') {
        // (A quoted or escaped file name is split by PlistBuddy's own rules, not read here.)
        if (/["'\\]/.test(command))
            t.problem(`PlistBuddy's command ${JSON.stringify(command)} reads a file named with quotes or escapes, which is not analyzed`);
        else
            t.read(words.slice(verb === 'import' ? 2 : 1, verb === 'import' ? 3 : 2).join(''));
    }
    return verb !== '' && !PLISTBUDDY_READ_ONLY.has(verb);
}
export function plistBuddyTouches(words, dynamic, t) {
    let commands = 0;
    let writes = false;
    const targets = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && (w === '-c' || (w.startsWith('-c') && w.length > 2))) {
            const inline = w.length > 2;
            const k = inline ? i : i + 1;
            commands++;
            if (dynamic[k])
                t.problem('PlistBuddy runs a command from an expansion (it may read or write any file), which is not analyzed');
            else if (plistBuddyCommand(inline ? w.slice(2) : words[k] ?? '', t))
                writes = true;
            i = k;
        }
        else if (dynamic[i] || !w.startsWith('-'))
            targets.push(i);
    }
    if (commands === 0) {
        const stdin = t.stdin;
        if (stdin === undefined || !stdin.literal)
            t.problem('PlistBuddy reads its commands from standard input (Import and Merge read files), which are not analyzed');
        else
            for (const line of stdin.text.split('\n'))
                if (plistBuddyCommand(line, t))
                    writes = true;
    }
    // (Commands it could not read may write the file too.)
    const mayWrite = writes || (commands === 0 && t.stdin?.literal !== true);
    for (const i of targets) {
        t.read(words[i], dynamic[i] === true);
        if (mayWrite)
            t.edit(words[i], dynamic[i] === true);
    }
}
/** defaults' subcommands that write the domain's plist. */
const DEFAULTS_WRITES = new Set(['write', 'delete', 'rename', 'import']);
/** The plist file of a defaults domain: a path without `.plist`, or a name in ~/Library/Preferences. */
function domainFile(domain) {
    if (domain.includes('/'))
        return domain.endsWith('.plist') ? domain : `${domain}.plist`;
    return `~/Library/Preferences/${domain === '-g' || domain === '-globalDomain' || domain === 'NSGlobalDomain' ? '.GlobalPreferences' : domain}.plist`;
}
export function defaultsTouches(words, dynamic, t) {
    let i = 1;
    // (`-currentHost`, `-host NAME` come first.)
    while (i < words.length && !dynamic[i] && words[i].startsWith('-'))
        i += words[i] === '-host' ? 2 : 1;
    const sub = words[i];
    let d = i + 1;
    if (words[d] === '-app')
        d++;
    const domain = words[d];
    if (sub === undefined || domain === undefined)
        return;
    if (dynamic[i] || dynamic[d]) {
        // (A subcommand or a domain from an expansion may name any plist.)
        t.add(dynamic[i] || DEFAULTS_WRITES.has(sub) ? 'edit' : 'read', domain, true, 'none', false);
        return;
    }
    const file = domainFile(domain);
    if (DEFAULTS_WRITES.has(sub))
        t.edit(file);
    else if (sub === 'read' || sub === 'read-type' || sub === 'export')
        t.read(file);
    const operand = words[d + 1];
    if (operand === undefined)
        return;
    if (sub === 'import')
        t.read(operand, dynamic[d + 1] === true);
    if (sub === 'export')
        t.edit(operand, dynamic[d + 1] === true);
}
/** plutil's options that change a file (in place, or into `-o F`), with the words each takes before the file. */
const PLUTIL_CHANGES = new Map([['-convert', 1], ['-insert', 1], ['-replace', 1], ['-remove', 1], ['-create', 1]]);
/** plutil's other options that take words (`-extract KEYPATH FMT`, a value's type: `-string V`). */
const PLUTIL_VALUES = new Map([
    ['-e', 1], ['-s', 1], ['-extract', 2], ['-type', 1], ['-bool', 1], ['-integer', 1], ['-float', 1], ['-string', 1], ['-date', 1], ['-data', 1], ['-xml', 1], ['-json', 1],
]);
export function plutilTouches(words, dynamic, t) {
    let changes = false;
    let output;
    const files = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !w.startsWith('-'))
            files.push(i);
        else if (PLUTIL_CHANGES.has(w)) {
            changes = true;
            i += PLUTIL_CHANGES.get(w);
        }
        else if (w === '-o')
            output = ++i;
        else
            i += PLUTIL_VALUES.get(w) ?? 0;
    }
    if (output !== undefined)
        t.edit(words[output] ?? '', dynamic[output] === true);
    // (A value of `-insert K -string V` is among the words: each is read, and written when changed in place.)
    for (const i of files) {
        t.read(words[i], dynamic[i] === true);
        if (changes && output === undefined)
            t.edit(words[i], dynamic[i] === true);
    }
}
//# sourceMappingURL=plist-tools.js.map