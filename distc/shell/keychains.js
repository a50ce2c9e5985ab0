// macOS's security(1) and the keychains it reads and writes: a keychain is a file
// (~/Library/Keychains/login.keychain-db), so a Read rule on it meets the subcommands that print
// its secrets, and an Edit rule the ones that add, delete or change items, or the keychain itself.
// - reads: `dump-keychain`, `find-*-password|certificate|identity|key`, `export` (`-o FILE` is
//   written), `show-keychain-info`;
// - writes: `add-*-password`, `add-certificates`, `delete-*`, `create-keychain`,
//   `set-keychain-settings|password`, `import`, `add-trusted-cert` and `remove-trusted-cert`
//   (trust settings), the `set-*-partition-list` family; `authorizationdb write|remove|merge`
//   writes /var/db/auth.db.
// A subcommand's keychains are its operands or `-k K` (a bare name is found in
// ~/Library/Keychains); with none named, the default search list (login and System keychains).
// Some subcommands' operands are files they read (a certificate, an import's input).
const read = (values, writes) => ({ touch: 'read', values, writes });
const edit = (values, more = {}) => ({ touch: 'edit', values, ...more });
const KEYCHAIN_COMMANDS = new Map([
    ['dump-keychain', read('')], ['show-keychain-info', read('')], ['find-generic-password', read('acCDGjlrs')],
    ['find-internet-password', read('acCdDjlprPst')], ['find-certificate', read('ce')], ['find-identity', read('ps')], ['export', read('ktfPo', 'o')],
    ['find-key', read(undefined)],
    ['add-generic-password', edit('acCDGjlswTX')], ['add-internet-password', edit('acCdDjlpPrstwTX')],
    ['delete-generic-password', edit('acCDGjlrs')], ['delete-internet-password', edit('acCdDjlprPst')],
    ['delete-certificate', edit('cZ')], ['delete-identity', edit('cZ')], ['delete-keychain', edit('')], ['create-keychain', edit('p')],
    ['set-keychain-settings', edit('t')], ['set-keychain-password', edit('op')],
    ['add-certificates', edit('k', { operandFiles: true })], ['import', edit('ktfTa', { operandFiles: true })],
    ['add-trusted-cert', edit('rpaseukio', { operandFiles: true, reads: 'i', writes: 'o' })], ['remove-trusted-cert', edit('', { operandFiles: true })],
    ['set-generic-password-partition-list', edit(undefined)], ['set-internet-password-partition-list', edit(undefined)],
    ['set-key-partition-list', edit(undefined)],
]);
/** The keychains touched when none is named: the default search list. */
const DEFAULT_KEYCHAINS = ['~/Library/Keychains/login.keychain-db', '/Library/Keychains/System.keychain'];
/** The rights database `authorizationdb write|remove|merge` changes. */
const AUTHORIZATION_DB = '/var/db/auth.db';
/** A keychain operand: a bare name is looked for in ~/Library/Keychains (`login.keychain` is login.keychain-db there). */
function touchKeychain(touch, word, dynamic, t) {
    t.add(touch, word, dynamic, 'none', false);
    if (dynamic || word.includes('/'))
        return;
    t.add(touch, `~/Library/Keychains/${word}`, false, 'none', false);
    if (!word.endsWith('-db'))
        t.add(touch, `~/Library/Keychains/${word}-db`, false, 'none', false);
}
function touchDefaults(touch, t, possible = false) {
    for (const k of DEFAULT_KEYCHAINS)
        t.add(touch, k, false, 'none', possible);
}
/**
 * security's own options (getopt `hilp:qv`) from word 1: the subcommand's index, and whether it
 * reads more subcommands from standard input (`-i`, or `-p PROMPT`, which implies it).
 */
function securityOptions(words, dynamic) {
    let interactive = false;
    let i = 1;
    for (; i < words.length && !dynamic[i] && words[i].startsWith('-') && words[i] !== '-'; i++) {
        const w = words[i];
        if (w === '--')
            return { at: i + 1, interactive };
        for (let c = 1; c < w.length; c++) {
            if (w[c] === 'i')
                interactive = true;
            if (w[c] !== 'p')
                continue;
            interactive = true;
            if (c + 1 === w.length)
                i++;
            break;
        }
    }
    return { at: i, interactive };
}
/** Any subcommand may run (one from an expansion, or read from standard input): possible reads and writes of the default keychains and the rights database, which ask. */
function anySubcommand(t) {
    touchDefaults('read', t, true);
    touchDefaults('edit', t, true);
    t.edit(AUTHORIZATION_DB, false, 'none', true);
}
const security = (words, dynamic, t) => {
    const { at: i, interactive } = securityOptions(words, dynamic);
    // (`security -i`: `echo dump-keychain | security -i` runs dump-keychain.)
    if (interactive)
        anySubcommand(t);
    if (i >= words.length)
        return;
    if (dynamic[i])
        return anySubcommand(t);
    const name = words[i];
    if (name === 'authorizationdb') {
        const action = words[i + 1];
        if (dynamic[i + 1] === true || action === 'write' || action === 'remove' || action === 'merge')
            t.edit(AUTHORIZATION_DB, false, 'none', dynamic[i + 1] === true);
        return;
    }
    const command = KEYCHAIN_COMMANDS.get(name);
    if (command === undefined)
        return;
    const { touch, values } = command;
    let named = false;
    for (let k = i + 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k] || !w.startsWith('-')) {
            if (command.operandFiles === true)
                t.read(w, dynamic[k] === true);
            else {
                touchKeychain(touch, w, dynamic[k] === true, t);
                named = values !== undefined;
            }
            continue;
        }
        if (values === undefined)
            continue;
        // (A cluster `-gs NAME`: the first letter that takes a value takes the rest, or the next word.)
        for (let c = 1; c < w.length; c++) {
            const letter = w[c];
            if (!values.includes(letter))
                continue;
            const inline = c + 1 < w.length;
            const value = inline ? w.slice(c + 1) : words[k + 1] ?? '';
            const valueDynamic = !inline && dynamic[k + 1] === true;
            if (letter === 'k') {
                touchKeychain(touch, value, valueDynamic, t);
                named = true;
            }
            else if (command.writes?.includes(letter) === true)
                t.edit(value, valueDynamic);
            else if (command.reads?.includes(letter) === true)
                t.read(value, valueDynamic);
            if (!inline)
                k++;
            break;
        }
    }
    if (!named)
        touchDefaults(touch, t);
};
/** security has no files of its own beside its keychains (file-arguments.ts's own readers). */
export const keychainTouches = security;
//# sourceMappingURL=keychains.js.map