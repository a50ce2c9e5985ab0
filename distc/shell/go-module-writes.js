// The module files go writes (session 40, r20): `cd /etc && go mod init x`, `go mod tidy`,
// `go get x` and `go work init` were allowed beside `Edit(//etc/**)`. They are go.mod and go.sum
// of the module the command runs in (where it runs or the first directory above holding go.mod),
// vendor/modules.txt, and go.work, read as npm's package.json is (FileTouches.implicitEdit).
// After `go -C DIR` the files are below DIR.
import { goSubcommandIndex } from './go-packages.js';
/** Subcommands (with their `mod`/`work` verb) and the module files they write. */
const MODULE_WRITERS = {
    'mod init': ['go.mod'], 'mod tidy': ['go.mod', 'go.sum'], 'mod edit': ['go.mod'], 'mod download': ['go.sum'], 'mod vendor': ['vendor/modules.txt'],
    get: ['go.mod', 'go.sum'], 'work init': ['go.work'], 'work use': ['go.work'], 'work edit': ['go.work'], 'work sync': ['go.work', 'go.mod'],
    'work vendor': ['vendor/modules.txt'],
};
export function goModuleWrites(words, dynamic, t) {
    const sub = goSubcommandIndex(words);
    const verb = words[sub];
    if (verb === undefined || dynamic[sub])
        return;
    const key = verb === 'mod' || verb === 'work' ? `${verb} ${words.slice(sub + 1).find((w) => !w.startsWith('-')) ?? ''}` : verb;
    const files = MODULE_WRITERS[key];
    if (files === undefined)
        return;
    if (sub === 1) {
        for (const f of files)
            t.implicitEdit(f);
        return;
    }
    // (`go -C DIR`: below DIR. Any other spelling before the subcommand, `-C=DIR`, several -C or
    // an expansion, is read loosely here: an unknown write.)
    const dir = words[2];
    if (sub !== 3 || words[1] !== '-C' || dir === undefined || dynamic[2]) {
        t.edit('', true);
        return;
    }
    for (const f of files)
        t.edit(`${dir.replace(/(?<!\/)\/+$/, '')}/${f}`);
}
//# sourceMappingURL=go-module-writes.js.map