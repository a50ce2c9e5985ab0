// Which shell runs a nested line, and what in its text bash reads one way and that shell another.
// Every nested line is read with bash's grammar (for deny and ask rules, always); a line run by a
// shell whose grammar differs asks when its text holds a construct the two read differently
// (hunt 9, F1-F3): dash (/bin/sh on Debian and Ubuntu) has no `$'…'` or `[[`, so
// `sh -c '[[ x || rm == x ]]'` runs rm; zsh expands `=rm` to rm's path and runs `repeat 1 rm x`.
/** Shells (by name, restricted and static spellings normalized: wrapper-specs.ts) that run bash's grammar. */
const BASH_LIKE = new Set(['bash', 'rbash', 'git-bash', 'osh']);
const KSH_LIKE = new Set(['ksh', 'ksh93', 'mksh', 'lksh', 'pdksh', 'oksh', 'loksh']);
/** The shell a POSIX shell program (POSIX_SHELLS) is; the rest (sh, dash, ash, posh, yash, hush) read as POSIX sh. */
export function lineShellOf(name) {
    // (A restricted or static build is its shell: `rzsh`, `mksh-static`.)
    const build = name.endsWith('-static') ? name.slice(0, -7) : name;
    const shell = build.startsWith('r') && (KSH_LIKE.has(build.slice(1)) || build === 'rzsh') ? build.slice(1) : build;
    if (BASH_LIKE.has(shell))
        return 'bash';
    if (KSH_LIKE.has(shell))
        return 'ksh';
    if (shell === 'zsh')
        return 'zsh';
    return 'sh';
}
/** A program not known here whose name ends in `sh`, given `-c` (or a cluster with c): a shell whose command string is not read. */
export function unknownShellProblem(name, words, dynamic) {
    // (Not a script file: `./deploy.sh -c prod`.)
    if (!name.endsWith('sh') || name.length < 3 || name.includes('.'))
        return undefined;
    for (let k = 1; k < words.length; k++) {
        if (!dynamic[k] && /^-[A-Za-z]*c[A-Za-z]*$/.test(words[k]))
            return `${name} may be a shell, whose -c command string is not analyzed`;
    }
    return undefined;
}
/**
 * bash-only syntax a POSIX sh reads as commands or redirections: `$'…'` (dash: `$` then a quote),
 * `[[` (a command; `>` in it truncates a file), `((` (not `$((`), `<<<`, `<(`/`>(`, `function`,
 * `&>` (background, then a redirect), `|&`.
 */
const BASH_ONLY = /\$'|\[\[|(?:^|[^$])\(\(|<<<|[<>]\(|(?:^|[\s;&|(){}])function\s|&>|\|&/;
/** What a ksh reads otherwise: `&>`, and `|&` (a co-process); `<(…)` (not mksh's), `<<<` and `$'…'` (not pdksh's). */
const KSH_DIFFERENT = /\$'|<<<|[<>]\(|&>|\|&/;
/**
 * zsh-only constructs bash reads as plain words: `=cmd` (the program's path), `$=a`/`$~a`/`$^a`
 * and `${(flags)a}`/`${=a}`/`${~a}`/`${^a}` (split, glob, re-evaluate), `$a:h` modifiers and `$a[2,-1]`
 * subscripts without braces; precommand modifiers and builtins that run or load commands
 * (`repeat`, `nocorrect`, `-`, `emulate -c`, `zargs`, `zpty`, `zmodload` and its `zf_rm`…,
 * `autoload`, `setopt`, `sched`, `hash NAME=PATH`, the network clients); prompt and glob options.
 */
const ZSH_ONLY = new RegExp([
    String.raw `(?:^|[\s;&|(){}\`])=[\w.\/-]`,
    String.raw `\$[=~^+]`, String.raw `\$\{[(=~^+]`,
    String.raw `\$\{?\w+:[aAceghlpPqQrstux&]`, String.raw `\$\w+\[`,
    String.raw `(?:^|[\s;&|(){}\`])(?:repeat|nocorrect|emulate|zargs|zpty|zmodload|zf_\w+|autoload|setopt|unsetopt|sched|ztcp|zftp|zsocket|zsystem)(?:[\s;&|)]|$)`,
    String.raw `(?:^|[\s;&|(){}\`])hash\s+(?:-\w+\s+)*[^\s=-][^\s=]*=`,
    // (Tried only at a `-`, the lookbehind after it. As `(?:^|…)\s*-`, each newline of a run started a try
    // that read the blanks after it: zsh -c with 9,980 newlines took 0.9 s.)
    String.raw `-(?<=(?:^|[;&|(){}\n]|\b(?:then|do|else|time)\s)\s*-)(?:\s|$)`,
    String.raw `\b(?:R?PROMPT\d?|RPS\d|PS4)\b`,
].join('|'), 'm');
/** zsh options that make expansions run commands, spelled as zsh reads option names (any case, `_` ignored). */
const ZSH_OPTION = /g_*l_*o_*b_*s_*u_*b_*s_*t|p_*r_*o_*m_*p_*t_*s_*u_*b_*s_*t/i;
function isZshOnly(text) {
    return ZSH_ONLY.test(text) || ZSH_OPTION.test(text);
}
/** Why a line run by `shell` may run what bash's reading of it does not show, or undefined. */
export function otherShellProblem(text, shell) {
    switch (shell) {
        case 'bash': return undefined;
        case 'sh': return BASH_ONLY.test(text) ? 'a POSIX sh (dash) runs this line, and it holds bash-only syntax that sh reads otherwise' : undefined;
        case 'ksh': return KSH_DIFFERENT.test(text) ? 'a ksh runs this line, and it holds syntax that ksh reads otherwise than bash' : undefined;
        case 'zsh': return isZshOnly(text) ? 'zsh runs this line, and it holds zsh syntax that bash reads as plain words' : undefined;
        case 'unknown':
            if (BASH_ONLY.test(text))
                return 'a shell not known here (/bin/sh, $SHELL, a login shell) runs this line, and it holds bash-only syntax that sh reads otherwise';
            return isZshOnly(text) ? 'a shell not known here ($SHELL, a login shell: zsh on macOS) runs this line, and it holds zsh syntax that bash reads as plain words' : undefined;
    }
}
//# sourceMappingURL=shell-dialects.js.map