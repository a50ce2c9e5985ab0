// Readings a command may have that its words do not show, for deny and ask rules, which then ask
// (never deny: the reading is only possible). `terraform apply PLAN` applies a saved plan, which
// `terraform plan -destroy -out PLAN` may have made: it may destroy, as `terraform destroy` does,
// so `Shell(terraform destroy *)` asks for it. `git push [REMOTE]` without a refspec pushes the
// current branch (push.default=simple), which may be main: read as `git push REMOTE HEAD` (HEAD:
// any branch, git-canonical.ts), so `Shell(git push origin main)` asks for it.
/** terraform's apply flags that take the next word as their value (Go's flag package: `-var x=y`). */
const TERRAFORM_APPLY_VALUES = new Set(['-var', '-var-file', '-target', '-replace', '-parallelism', '-lock-timeout', '-state', '-state-out', '-backup']);
/** git's global options whose value is the next word (`git -C DIR push`). */
const GIT_GLOBAL_VALUES = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--config-env']);
/** push's options whose value is the next word. */
const PUSH_VALUES = new Set(['-o', '--push-option', '--repo', '--receive-pack', '--exec']);
/** push's options for other refs than the current branch, or abbreviations (git-canonical.ts reads those). */
function pushesOtherRefs(w) {
    if (w === '-d' || w === '--tags')
        return true;
    return w.length >= 4 && ['--all', '--branches', '--mirror', '--delete'].some((o) => o.startsWith(w));
}
/** The words of the command's possible reading and when it holds, or undefined. */
export function possibleReading(name, c) {
    if (name === 'git')
        return gitPushCurrentBranch(c);
    if (name !== 'terraform' && name !== 'tofu')
        return undefined;
    const { words, dynamic } = c;
    // The subcommand: the first word that is no option (global options are `-chdir=DIR`, `-help`, `-version`).
    let sub = 1;
    while (sub < words.length && !dynamic[sub] && words[sub].startsWith('-'))
        sub++;
    if (words[sub] !== 'apply' || dynamic[sub])
        return undefined;
    for (let i = sub + 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && w.startsWith('-')) {
            if (TERRAFORM_APPLY_VALUES.has(w.replace(/^--/, '-')))
                i++;
            continue;
        }
        // A word that is no option nor a flag's value: the saved plan (an expansion may be one too).
        const read = [...words];
        read[sub] = 'destroy';
        return { words: read, dynamic: [...dynamic], when: `applies the saved plan ${dynamic[i] ? 'an expansion names' : JSON.stringify(w)}, which may destroy (terraform plan -destroy -out)` };
    }
    return undefined;
}
/** `git push [REMOTE]` (no refspec) read as `git push REMOTE HEAD` (REMOTE: origin when none is named). */
function gitPushCurrentBranch(c) {
    const { words, dynamic } = c;
    let sub = 1;
    while (sub < words.length && !dynamic[sub] && words[sub].startsWith('-')) {
        // (push.default=nothing: a push without refspec pushes nothing.)
        if (words[sub] === '-c' && /^push\.default=nothing$/i.test(words[sub + 1] ?? ''))
            return undefined;
        sub += GIT_GLOBAL_VALUES.has(words[sub]) ? 2 : 1;
    }
    if (words[sub] !== 'push' || dynamic[sub])
        return undefined;
    let remote = -1;
    for (let i = sub + 1; i < words.length; i++) {
        const w = words[i];
        // (An expansion may be a refspec, or many: the analysis reads it as unknown already.)
        if (dynamic[i])
            return undefined;
        if (w === '--')
            continue;
        if (w.startsWith('-')) {
            if (pushesOtherRefs(w))
                return undefined;
            if (PUSH_VALUES.has(w))
                i++;
            continue;
        }
        if (remote >= 0)
            return undefined;
        remote = i;
    }
    const read = remote < 0 ? [...words, 'origin', 'HEAD'] : [...words, 'HEAD'];
    return { words: read, dynamic: read.map((_, i) => dynamic[i] ?? false), when: 'pushes the current branch (push.default=simple), which may be any branch' };
}
//# sourceMappingURL=possible-readings.js.map