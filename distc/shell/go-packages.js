// go's own directory and the packages and files it is given (go-flags are read in
// tool-scripts.ts goRunsTouches): `go -C DIR build`, `go build -C DIR`, `go run /etc/x.go`,
// `go test ../other/...`, `go fmt x.go`. go builds (and `run`, `test`, `generate` run) the code
// it reads there, so each such directory or file is a Read part (`fmt` and `fix` rewrite theirs:
// Edit). A package named by an import path (`github.com/a/b`, `cmd/x`) is not a path of the
// line: go resolves it in its module cache or GOROOT.
//
// A directory is read as itself, not as a tree (`./...` would otherwise meet every any-depth deny
// rule, `Read(.env)`, for files go never opens): a rule on a directory or above it still fires.
// The `.go` files go lists there itself are read too, as their shape (PathRef.listed): `DIR` as
// `DIR/*.go`, `DIR/...` as `DIR/**/*.go`, so `Read(**/secret/key.go)` meets `go build ./secret`
// and `Read(.env)` meets neither.
import { escapePattern } from './words.js';
/** Subcommands that rewrite the files they are given. */
const GO_REWRITERS = new Set(['fmt', 'fix']);
/** Subcommands that take the package where go runs when none is named. */
const CURRENT_PACKAGE = new Set(['build', 'test', 'vet', 'install', 'generate', 'fmt', 'fix', 'list', 'doc']);
/** Whether a word after the subcommand names a package: no flag, not after a flag that may take it as its value, not after `-args`. */
function namesPackage(words, dynamic, sub) {
    for (let k = sub + 1; k < words.length; k++) {
        const w = words[k];
        if (!dynamic[k] && (w === '-args' || w === '--args'))
            return false;
        if (dynamic[k] || w.startsWith('-'))
            continue;
        const previous = words[k - 1];
        if (k > sub + 1 && previous.startsWith('-') && !previous.includes('='))
            continue;
        return true;
    }
    return false;
}
/** A word go takes as a directory or file path rather than an import path. */
function isGoPath(word) {
    const c = word.charCodeAt(0);
    // ('/', '.', '~'; on Windows `\\server\share`, `C:\x`, absolute paths too)
    return c === 47 || c === 46 || c === 126 || c === 92 || /^[A-Za-z]:[\\/]/.test(word) || word.endsWith('.go');
}
/** `dir/...` and `./foo...` name the packages below a directory: the directory. */
function goPathDirectory(word) {
    const dots = word.indexOf('...');
    if (dots < 0)
        return word;
    const directory = word.slice(0, dots).replace(/(?<!\/)\/+$/, '');
    return directory === '' ? '.' : directory;
}
/**
 * The `.go` files go reads for a package path word, as a directory and their shape below it
 * (PathRef.listed); none for a `.go` file, read as itself. `dir/...` is every package below dir,
 * `./foo...` every one whose path starts with `foo` (`./foobar/x` too). A `\\` separates on
 * Windows only: a word with one is read both ways.
 */
function goListedFiles(word) {
    if (word.endsWith('.go'))
        return [];
    const dots = word.indexOf('...');
    if (dots < 0)
        return [{ directory: word, names: '*.go' }];
    const prefix = word.slice(0, dots);
    const posix = listedBelow(prefix, prefix.lastIndexOf('/'));
    if (!prefix.includes('\\'))
        return [posix];
    return [posix, listedBelow(prefix, Math.max(prefix.lastIndexOf('/'), prefix.lastIndexOf('\\')))];
}
/** `PREFIX...` with its last separator at `slash`: the directory, and the names below it. */
function listedBelow(prefix, slash) {
    const stem = prefix.slice(slash + 1);
    // (With its separator: `/...`, `C:\...` are below a root.)
    const directory = slash < 0 ? '.' : prefix.slice(0, slash + 1);
    return { directory, names: stem === '' ? '**/*.go' : `${escapePattern(stem)}*/**/*.go` };
}
/** `-C DIR`, `-C=DIR`, `--C DIR`: the directory go runs in, and the index of the word holding it. */
function chdirValue(words, i) {
    const w = words[i];
    if (w === undefined)
        return undefined;
    if (w === '-C' || w === '--C')
        return i + 1 < words.length ? { value: words[i + 1], next: i + 1 } : undefined;
    if (w.startsWith('-C=') || w.startsWith('--C='))
        return { value: w.slice(w.indexOf('=') + 1), next: i };
    return undefined;
}
/** The index of go's subcommand: after `-C DIR` given before it (`go -C DIR build`). */
export function goSubcommandIndex(words) {
    let i = 1;
    for (let chdir = chdirValue(words, i); chdir !== undefined; chdir = chdirValue(words, i))
        i = chdir.next + 1;
    return i;
}
export function goPackagesTouches(words, dynamic, t) {
    let directory;
    const at = (p) => (directory === undefined || /^(?:[/~\\]|[A-Za-z]:[\\/])/.test(p) ? p : `${directory.replace(/(?<!\/)\/+$/, '')}/${p}`);
    const sub = goSubcommandIndex(words);
    for (let i = 1; i < sub; i++) {
        const chdir = chdirValue(words, i);
        if (chdir === undefined)
            continue;
        directory = at(chdir.value);
        t.read(directory, dynamic[chdir.next] ?? false);
        i = chdir.next;
    }
    const command = words[sub];
    if (command === undefined)
        return;
    const op = GO_REWRITERS.has(command) ? 'edit' : 'read';
    // (No package named: go reads the one where it runs, `cd /etc && go build` as `go build .`; a
    // word after a flag may be its value, so only such words given read it too. Session 41.)
    if (CURRENT_PACKAGE.has(command) && !namesPackage(words, dynamic, sub))
        t.add(op, at('.'), false, 'none', false);
    for (let k = sub + 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k]) {
            // (`go run $F`: the package may be any path; after a flag, the word may be its value.)
            const previous = words[k - 1];
            if (!(k > sub + 1 && previous.startsWith('-') && !previous.includes('=')))
                t.add(op, w, true, 'none', false);
            continue;
        }
        // (`go test ./... -args X`: what follows goes to the test binary.)
        if (w === '-args' || w === '--args')
            return;
        const chdir = chdirValue(words, k);
        if (chdir !== undefined) {
            directory = at(chdir.value);
            t.read(directory, dynamic[chdir.next] ?? false);
            k = chdir.next;
            continue;
        }
        if (w.startsWith('-'))
            continue;
        const path = isGoPath(w);
        if (path) {
            t.add(op, at(goPathDirectory(w)), false, 'none', false);
            for (const listed of goListedFiles(w))
                t.listed(op, at(listed.directory), listed.names);
        }
        // (`go run PKG ARGS`, `go run a.go b.go ARGS`: the words after the package or its files are
        // the program's. A word after a flag may be the flag's value, `-tags x`: not the package.)
        const flagValue = !path && words[k - 1].startsWith('-') && !words[k - 1].includes('=');
        if (command === 'run' && !flagValue && !(w.endsWith('.go') && words[k + 1]?.endsWith('.go')))
            return;
    }
}
//# sourceMappingURL=go-packages.js.map