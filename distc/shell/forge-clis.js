// gh and glab (GitHub's and GitLab's CLIs): what they store to run later, the files they send and
// write, the host they talk to. Each was allowed beside the rule it meets:
// - `alias set NAME '!CMD'` (or `--shell`) and `config set editor|pager|browser CMD` store a line
//   the CLI runs later: a stored line, as `git config core.pager` is (restrict); another alias
//   stores `gh EXPANSION` with the words given after it;
// - files sent (`gist create FILE`, `api --input FILE`, `-F k=@FILE`, `release upload TAG FILE`,
//   `secret set -f FILE`, `--body-file FILE`, `ssh-key add FILE`) are Read parts, files written
//   (`repo clone R DIR`, `release download -D DIR`, `-O FILE`) Edit parts; `--hostname H` a host,
//   and so is HOST in `-R/--repo HOST/OWNER/REPO` (or `repo clone|view HOST/OWNER/REPO`), and
//   `auth … -h H`; the git flags after `repo clone R --` (`repo fork R --clone --`) are git clone's.
// Options are read as cobra reads them: `--name=value`, `--name value`, `-xVALUE`, `-x VALUE`.
import { gitTouches } from './git-arguments.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { optionExpansions, unknownSubcommand, withoutSubcommandExpansions } from './subcommand-expansions.js';
import { withoutHashTail } from '../text-ends.js';
/** Long options that take the next word as their value (the rest are read as flags). */
const VALUE_LONG = new Set(['--input', '--field', '--raw-field', '--body-file', '--notes-file', '--env-file', '--dir', '--output', '--hostname', '--source',
    '--repo', '--title', '--body', '--desc', '--description', '--filename', '--jq', '--template', '--method', '--header', '--preview', '--label', '--assignee',
    '--base', '--head', '--milestone', '--project', '--reviewer', '--notes', '--target', '--pattern', '--name', '--codespace', '--add', '--org', '--env',
    '--app', '--host', '--visibility', '--limit', '--state', '--search', '--json', '--branch', '--remote', '--group', '--key', '--type', '--expires-at']);
/** Short options that take a value (the rest of the word, or the next one). */
const VALUE_LETTERS = 'RFfbtdDOpHXqLlaBmrAeTnNcgPkyoh';
/** Option names by what their file does. */
const READS = new Set(['--input', '--body-file', '--notes-file', '--env-file', '--add']);
const EDITS_TREE = new Set(['--dir', '-D']);
/** `config set KEY CMD`: keys whose value the CLI runs (an editor, a pager, a browser). */
const COMMAND_KEYS = new Set(['editor', 'pager', 'browser', 'glab_pager', 'visual']);
export function forgeTouches(words, dynamic, t) {
    // (A URL in any word is a host it may reach: `gh repo clone https://h/o/r`.)
    urlsOfUnknownCommand(words[0] ?? '', words, dynamic, t);
    const positional = [];
    const options = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !w.startsWith('-') || w === '-') {
            positional.push({ word: w, dynamic: dynamic[i] ?? false });
            continue;
        }
        if (w === '--') {
            for (let k = i + 1; k < words.length; k++)
                positional.push({ word: words[k], dynamic: dynamic[k] ?? false });
            break;
        }
        const next = () => (i + 1 < words.length ? { word: words[++i], dynamic: dynamic[i] ?? false } : undefined);
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = eq > 0 ? w.slice(0, eq) : w;
            options.push({ name, value: eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : VALUE_LONG.has(name) ? next() : undefined });
            continue;
        }
        for (let k = 1; k < w.length; k++) {
            const letter = w[k];
            if (!VALUE_LETTERS.includes(letter)) {
                options.push({ name: `-${letter}`, value: undefined });
                continue;
            }
            options.push({ name: `-${letter}`, value: k + 1 < w.length ? { word: w.slice(k + 1).replace(/^=/, ''), dynamic: false } : next() });
            break;
        }
    }
    // (`gh $X repo clone evil.com/o/r`: the group and command are the literal words; the expansion
    // may be them, and a later word a repository's `HOST/OWNER/REPO`.)
    optionExpansions(positional, t);
    const read = withoutSubcommandExpansions(positional, 2);
    if (read.hidden !== undefined) {
        unknownSubcommand(read.hidden, positional, t);
        for (const p of positional)
            if (!p.dynamic && repositoryHost(p.word) !== undefined)
                t.url(`https://${repositoryHost(p.word)}/`, false);
    }
    const [group, command] = read.operands.map((p) => p.word);
    const given = (...names) => options.filter((o) => names.includes(o.name)).map((o) => o.value).filter((v) => v !== undefined);
    const operands = read.operands.slice(2);
    // (For `auth` subcommands, -h is --hostname, not help.)
    for (const h of given('--hostname', ...(group === 'auth' ? ['-h'] : [])))
        t.url(h.dynamic ? h.word : `https://${h.word}/`, h.dynamic);
    // (`-R HOST/OWNER/REPO`, `repo clone|view HOST/OWNER/REPO`: the repository is on HOST.)
    const repositories = given('-R', '--repo');
    if (group === 'repo' && operands[0] !== undefined)
        repositories.push(operands[0]);
    for (const r of repositories) {
        const host = r.dynamic ? r.word : repositoryHost(r.word);
        if (host !== undefined)
            t.url(r.dynamic ? host : `https://${host}/`, r.dynamic);
    }
    if (!LOCAL_GROUPS.has(group ?? '') && given('--hostname', '-R', '--repo').length === 0)
        defaultForgeHosts(words[0] ?? '', group, command, t);
    for (const f of given(...READS))
        t.read(f.word, f.dynamic);
    for (const d of given(...EDITS_TREE))
        t.edit(d.word, d.dynamic, 'tree');
    // (`-F k=@FILE`: api's field read from a file; elsewhere `-F FILE` is a body file.)
    for (const f of given('-F', '--field')) {
        if (group === 'api') {
            const at = f.word.indexOf('=@');
            if (at > 0)
                t.read(f.word.slice(at + 2), f.dynamic);
            else if (f.dynamic)
                t.read(f.word, true);
        }
        else
            t.read(f.word, f.dynamic);
    }
    // (`secret set -f FILE`, `variable set -f FILE`: a dotenv file of values.)
    if (group === 'secret' || group === 'variable')
        for (const f of given('-f'))
            t.read(f.word, f.dynamic);
    for (const o of given('-O', '--output'))
        if (o.word !== '-')
            t.edit(o.word, o.dynamic);
    if (group === 'alias' && command === 'set') {
        const expansion = operands[1];
        const shell = options.some((o) => o.name === '-s' || o.name === '--shell');
        if (expansion !== undefined && (expansion.dynamic || shell || expansion.word.startsWith('!'))) {
            t.run(expansion.dynamic || shell ? expansion.word : expansion.word.slice(1), expansion.dynamic, true);
        }
        else if (expansion !== undefined) {
            // (`gh alias set rd 'repo delete'`: a later `gh rd o/r` runs `gh repo delete o/r`.)
            t.run(`${words[0] ?? 'gh'} ${expansion.word} "$@"`, false, true);
        }
    }
    else if (group === 'alias' && command === 'import') {
        for (const f of operands)
            t.read(f.word, f.dynamic);
        t.problem(`${words[0]} alias import stores aliases from a file, which may run commands`);
    }
    else if ((group === 'extension' || group === 'extensions' || group === 'ext') && (command === 'install' || command === 'upgrade')) {
        // (An extension is a program gh runs later, as `gh NAME`.)
        t.problem(`${words[0]} extension ${command} installs code that runs later`);
    }
    else if (group === 'config' && command === 'set') {
        const [key, value] = operands;
        if (key !== undefined && value !== undefined && (key.dynamic || COMMAND_KEYS.has(key.word)))
            t.run(value.word, value.dynamic, true);
    }
    else if ((group === 'gist' || group === 'snippet') && command === 'create') {
        for (const f of operands)
            t.read(f.word, f.dynamic);
    }
    else if (group === 'release' && (command === 'upload' || command === 'create')) {
        // (After the tag; `FILE#label` names the asset.)
        for (const f of operands.slice(1))
            t.read(f.dynamic ? f.word : withoutHashTail(f.word), f.dynamic);
    }
    else if ((group === 'ssh-key' || group === 'gpg-key') && command === 'add') {
        for (const f of operands)
            t.read(f.word, f.dynamic);
    }
    else if ((group === 'release' || group === 'run') && command === 'download' && given('-D', '--dir', '-O', '--output').length === 0) {
        // (Assets land in the working directory under their own names.)
        t.edit('.', false, 'tree', true);
    }
    else if ((group === 'repo' || group === 'gist') && command === 'clone') {
        const [from, dir] = operands;
        // (With git flags, git's reader writes the directory.)
        if (cloneFlags(t, words[0] ?? '', group, operands))
            return;
        if (dir !== undefined)
            t.edit(dir.word, dir.dynamic, 'tree');
        else if (from !== undefined)
            t.edit(from.dynamic ? from.word : from.word.replace(/\.git$/, '').replace(/^.*[/:]/, ''), from.dynamic, 'tree');
    }
    else if (group === 'repo' && command === 'fork' && options.some((o) => o.name === '--clone' || o.name === '-c')) {
        cloneFlags(t, words[0] ?? '', group, operands);
    }
    else if (group === 'repo' && command === 'create') {
        for (const s of given('--source'))
            t.read(s.word, s.dynamic, 'tree');
    }
    else if (group === 'codespace' && command === 'cp') {
        const local = operands.filter((o) => o.dynamic || !o.word.startsWith('remote:'));
        const last = operands[operands.length - 1];
        for (const o of local)
            (o === last ? t.edit : t.read).call(t, o.word, o.dynamic, 'tree');
    }
}
/**
 * `repo clone R [DIR] [-- GITFLAGS]`, `gist clone`, `repo fork R --clone [-- GITFLAGS]`: the CLI
 * runs `git clone GITFLAGS URL [DIR]` (the first word after R is DIR unless it starts with `-`),
 * so the words after R are read as git's clone reader reads them (`-c core.sshCommand=CMD`,
 * `--upload-pack=CMD`, `--template=DIR`), with the URL the CLI makes of R (github.com's, or
 * gitlab.com's, unless R names a host). Returns whether there were any.
 */
function cloneFlags(t, cli, group, operands) {
    const [repository, ...rest] = operands;
    if (repository === undefined || rest.length === 0)
        return false;
    const first = rest[0];
    if (first.dynamic) {
        // (The CLI tells DIR from a flag by its value: it may be either.)
        t.problem(`an expansion after ${cli}'s repository may be a git clone option that runs a command line (-c core.sshCommand=CMD)`);
        t.edit(first.word, true, 'tree');
    }
    const dir = !first.dynamic && !first.word.startsWith('-') ? first : undefined;
    const flags = dir === undefined && !first.dynamic ? rest : rest.slice(1);
    if (flags.length === 0 && !first.dynamic)
        return false;
    const host = cli === 'glab' ? 'gitlab.com' : group === 'gist' ? 'gist.github.com' : 'github.com';
    const url = repository.dynamic || repository.word.includes('://') || /^[^@/:]+@[^/:]+:/.test(repository.word) ? repository
        : { word: `https://${repositoryHost(repository.word) === undefined ? `${host}/` : ''}${repository.word}`, dynamic: false };
    const git = [{ word: 'git', dynamic: false }, { word: 'clone', dynamic: false }, ...flags, url, ...(dir === undefined ? [] : [dir])];
    gitTouches(git.map((w) => w.word), git.map((w) => w.dynamic), t);
    return true;
}
/**
 * The host a repository argument names, as gh's FromFullName reads it: the first of three or more
 * slash-separated parts (`evil.com/o/r`; glab's `GROUP/NAMESPACE/REPO` may be read so too: a
 * part for deny and ask rules only), or an scp-like `git@HOST:o/r`. A URL is read elsewhere.
 */
function repositoryHost(word) {
    if (word.includes('://'))
        return undefined;
    const scp = /^[^@/:]+@([^/:]+):/.exec(word);
    if (scp !== null)
        return scp[1];
    const parts = word.split('/');
    return parts.length >= 3 && parts[0] !== '' ? parts[0] : undefined;
}
/** Groups that reach no server (gh's and glab's own settings, help). */
const LOCAL_GROUPS = new Set(['', 'help', 'version', 'completion', 'config', 'alias']);
/**
 * The host gh or glab talks to when the line names none (GH_HOST, an assignment, never allows):
 * api.github.com (`gh api /user` was allowed beside Domain(api.github.com) denied), and github.com
 * for what git or a browser fetches from it; gitlab.com for glab. For deny and ask rules only.
 */
function defaultForgeHosts(cli, group, command, t) {
    if (cli === 'glab') {
        t.url('https://gitlab.com/', false);
        return;
    }
    if (cli !== 'gh')
        return;
    t.url('https://api.github.com/', false);
    if (group === 'auth' || group === 'browse' || command === 'clone' || command === 'fork' || command === 'checkout' || command === 'install')
        t.url('https://github.com/', false);
}
//# sourceMappingURL=forge-clis.js.map