// `git-push ARGS` runs as `git push ARGS`: git runs `git NAME` that is no builtin as the program
// `git-NAME` from its exec path (execv_dashed_external), and the dashed names of its builtins are
// git itself, which runs the builtin its name ends in (git.c cmd_main). They are reached by path
// (/usr/lib/git-core/git-push, Git for Windows' …\libexec\git-core\git-push.exe) or, in a hook
// or alias git runs, on the PATH. A reading for deny and ask rules, as `git NAME`.
import { baseName } from './subject.js';
/** `git-NAME`, `git-NAME.exe` (any case: a case-insensitive file system finds it so). */
const DASHED_GIT = /^git-([A-Za-z0-9][\w.-]*?)(?:\.exe)?$/i;
/** `git-` anywhere in the word, as written by path (a first test). */
const GIT_DASH = /git-/i;
/**
 * The words `git NAME ARGS` of a dashed git command (NAME in lower case in PowerShell, which
 * runs it on Windows), as indices into the command's words and their texts; else undefined.
 */
export function dashedGitCommand(c) {
    const raw = c.words[0];
    // (Every command comes here: a name without a `-`, as most are, meets no regex.)
    if (raw === undefined || c.dynamic[0] || !raw.includes('-') || !GIT_DASH.test(raw))
        return undefined;
    const m = DASHED_GIT.exec(baseName(raw, c.dialect));
    if (m === null)
        return undefined;
    const name = c.dialect === 'powershell' ? m[1].toLowerCase() : m[1];
    const indices = [0, 0];
    for (let k = 1; k < c.words.length; k++)
        indices.push(k);
    return { indices, texts: ['git', name, ...c.words.slice(1)] };
}
//# sourceMappingURL=dashed-git.js.map