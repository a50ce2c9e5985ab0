// The files gpg writes that no option names (reference E.11): without `-o`/`--output`, encrypting,
// signing and armoring write beside each operand (`gpg -c f` writes `f.gpg`, `-a` `f.asc`,
// `-b` `f.sig`), and `--decrypt-files`, or a file given with no command at all (gpg guesses
// it means decrypt), write it without its suffix (`f.gpg` to `f`). `--homedir DIR` is written
// too (keyrings, trustdb, locks). Each is an Edit part, for deny and ask rules (gpg's own allow
// rule covers them). `gpg -d f` and `--verify` print; they write nothing beside it.
/** Short letters that take a value (the rest of the cluster or the next word). */
const VALUE_LETTERS = 'oruRNzfF';
/** Short commands that write beside the operand; those that do not (decrypt, list keys). */
const WRITING_LETTERS = 'ecsb';
const OTHER_COMMAND_LETTERS = 'dkK';
/** Long commands that write beside each operand (gpg takes unique prefixes: `--encr`). */
const WRITING_LONG = ['encrypt', 'encrypt-files', 'sign', 'clearsign', 'clear-sign', 'detach-sign', 'symmetric', 'store', 'dearmor', 'enarmor'];
/** Suffixes gpg strips to name what it decrypts. */
const ENCRYPTED = /\.(?:gpg|pgp|asc|sig)$/i;
/** What gpg's options say of its output: `-o` given, a writing command, a `-files` command, any command. */
function gpgMode(words, dynamic, t) {
    const m = { output: false, writes: false, multifile: false, decrypts: false, command: false };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (An expansion may be any option: a writing command among them.)
        if (dynamic[i] === true) {
            m.writes = m.decrypts = true;
            continue;
        }
        if (w === '--')
            break;
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = w.slice(2, eq > 0 ? eq : undefined);
            if (name === 'output' || (name.length >= 2 && 'output'.startsWith(name)))
                m.output = true;
            else if (name === 'homedir')
                t.edit(eq > 0 ? w.slice(eq + 1) : words[i + 1] ?? '', eq > 0 ? false : dynamic[i + 1] === true, 'tree');
            if (name.length < 2)
                continue;
            // (An exact name wins: `--decrypt` is not `--decrypt-files`, `--sign` not `--sign-key`.)
            const writes = WRITING_LONG.some((c) => c.startsWith(name));
            const decryptsFiles = name !== 'decrypt' && 'decrypt-files'.startsWith(name);
            if (writes)
                m.writes = true;
            if (decryptsFiles)
                m.decrypts = true;
            if ((name !== 'encrypt' && 'encrypt-files'.startsWith(name)) || decryptsFiles)
                m.multifile = true;
            m.command ||= !writes && !decryptsFiles && COMMAND_LONG.test(name);
        }
        else if (w.startsWith('-') && w.length > 1) {
            for (let k = 1; k < w.length; k++) {
                const letter = w[k];
                if (WRITING_LETTERS.includes(letter))
                    m.writes = true;
                else if (OTHER_COMMAND_LETTERS.includes(letter))
                    m.command = true;
                if (!VALUE_LETTERS.includes(letter))
                    continue;
                if (letter === 'o')
                    m.output = true;
                // (The value is the rest of the cluster or the next word.)
                if (k === w.length - 1)
                    i++;
                break;
            }
        }
    }
    return m;
}
/** gpg's long commands that write nothing beside an operand (a name is kept as written). */
const COMMAND_LONG = /^(?:decrypt|verify|verify-files|import|export|list-|check-|fingerprint|print-md|show-keys|gen-|full-gen|quick-|edit-|sign-key|lsign-key|delete-|recv-|receive-|send-|search-|refresh-|fetch-|locate-|card-|change-|passwd|version|help|dump-options|list-config|gpgconf|update-trustdb|check-trustdb|tofu-|generate-|tpm|with-)/;
/** The files gpg writes beside its operands (no `-o`): `f.gpg`, `f.asc`, `f.sig`, or `f` from `f.gpg`. */
export function gpgOutputs(words, dynamic, operands, t) {
    const m = gpgMode(words, dynamic, t);
    if (m.output && !m.multifile)
        return;
    // (Without a command gpg guesses from the data: a file decrypted or verified is written out.)
    const strips = m.decrypts || (!m.writes && !m.command);
    for (const a of operands) {
        if (a.dynamic || a.word === '' || a.word === '-')
            continue;
        if (m.writes)
            for (const suffix of ['.gpg', '.asc', '.sig'])
                t.edit(a.word + suffix);
        const stripped = strips ? ENCRYPTED.exec(a.word) : null;
        // (A name gpg cannot strip is asked for at the terminal: not this line's.)
        if (stripped !== null && stripped.index > 0 && a.word[stripped.index - 1] !== '/')
            t.edit(a.word.slice(0, stripped.index));
    }
}
//# sourceMappingURL=gpg-outputs.js.map