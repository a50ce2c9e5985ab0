// Where a POSIX shell (sh, bash, dash, zsh) started as a command takes its commands from: the
// `-c` string, a script file, or standard input, read past its options.
const SHELL_ARG_OPTIONS = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);
/** Options under which the shell reads its commands otherwise than the analysis does (bash-builtins.ts rereadingOptions). */
const REREADING_SHELL_OPTIONS = new Set(['histexpand', 'keyword']);
/** The option that, turned off (`+O interactive_comments -i`), makes `#` start no comment: `echo # $(cmd)` runs cmd. */
const COMMENT_SHELL_OPTIONS = new Set(['interactive_comments', 'interactive-comments']);
/** Reads a shell's words (`sh -c STRING`, `bash -x script.sh`, `sh -s`). */
export function scanPosixShell(words, dynamic) {
    let wantsString = false;
    let readsStdin = false;
    // (`-H`, `-k`, `-o histexpand`: `!!` re-runs a line, `NAME=value` arguments are environment
    // assignments; `-i` turns history expansion on. The code is still read, for deny rules.)
    let rereads;
    let interactive = false;
    const scanned = (s) => {
        const code = s.commandString === undefined ? undefined : words[s.commandString] ?? '';
        if (rereads === undefined && interactive && (code === undefined || /!|^[^\S\n\r\u2028\u2029]*\^/m.test(code)))
            rereads = '-i (history expansion)';
        return rereads === undefined || s.problem !== undefined ? s : { ...s, problem: `the shell is started with ${rereads}, under which it reads its commands otherwise than the analysis` };
    };
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i])
            return { commandString: undefined, script: undefined, stdin: false, problem: 'an argument of the shell comes from an expansion' };
        if (w === '--' || w === '-') {
            const next = i + 1 < words.length ? i + 1 : undefined;
            if (wantsString)
                return scanned({ commandString: next, script: undefined, stdin: false });
            // (With -s the words after `--` are only the positional parameters: the commands come from standard input.)
            if (readsStdin)
                return scanned({ commandString: undefined, script: undefined, stdin: true });
            return scanned({ commandString: undefined, script: next, stdin: next === undefined });
        }
        if (SHELL_ARG_OPTIONS.has(w)) {
            if (w === '-o' && REREADING_SHELL_OPTIONS.has(words[i + 1] ?? ''))
                rereads = `-o ${words[i + 1]}`;
            if ((w === '+o' || w === '+O') && COMMENT_SHELL_OPTIONS.has(words[i + 1] ?? ''))
                rereads = `${w} ${words[i + 1]}`;
            i++;
            continue;
        }
        if (w.startsWith('--'))
            continue;
        if ((w[0] === '-' || w[0] === '+') && w.length > 1) {
            if (w.includes('c'))
                wantsString = true;
            if (w.includes('s') && w[0] === '-')
                readsStdin = true;
            if (w[0] === '-' && /[Hk]/.test(w))
                rereads = w;
            if (w[0] === '-' && w.includes('i'))
                interactive = true;
            continue;
        }
        if (wantsString)
            return scanned({ commandString: i, script: undefined, stdin: false });
        if (readsStdin)
            return scanned({ commandString: undefined, script: undefined, stdin: true });
        return scanned({ commandString: undefined, script: i, stdin: false });
    }
    if (wantsString)
        return { commandString: undefined, script: undefined, stdin: false, problem: 'the shell\'s -c has no command string' };
    return scanned({ commandString: undefined, script: undefined, stdin: true });
}
/** bash's long options; git-bash (Git for Windows) takes more of its own before them. */
const BASH_LONG_OPTIONS = new Set(['--login', '--norc', '--noprofile', '--rcfile', '--init-file', '--posix', '--verbose', '--version',
    '--help', '--debugger', '--dump-strings', '--dump-po-strings', '--noediting', '--restricted', '--pretty-print']);
/** git-bash's own options (`--cd=DIR`, `--cd-to-home` move the shell; `--command=PROG` runs another program): a problem. */
export function gitBashOptionProblem(words, dynamic) {
    for (let i = 1; i < words.length && !dynamic[i] && words[i].startsWith('--') && words[i] !== '--'; i++) {
        const option = words[i].split('=')[0];
        if (!BASH_LONG_OPTIONS.has(option))
            return `git-bash's option ${words[i]} (a directory or a program of its own) is not read`;
    }
    return undefined;
}
//# sourceMappingURL=posix-shell-arguments.js.map