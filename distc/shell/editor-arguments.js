// Editors given commands on their command line: `vim -c '!rm x' f`, `vim +'w /etc/x' f`, `emacs
// --eval '(shell-command "rm x")'`. An editor command can run any command or write any file, so
// such a line never allows (a problem); a vim command that is a shell escape (`!cmd`, `silent
// !cmd`, `r !cmd`, `w !cmd`) is also a line of the analysis, and one that names a file to write
// or read (`w FILE`, `saveas FILE`, `r FILE`, `e FILE`) is an Edit or Read part, so deny rules
// see them.
import { mayBeOption } from './words.js';
const VIMS = new Set(['vi', 'vim', 'nvim', 'gvim', 'view', 'rview', 'rvim', 'vimdiff', 'ex']);
/** vim options that read commands or keys from a file, or run it as ex (which reads its commands). */
const VIM_CODE_OPTIONS = new Set(['-S', '-s', '-u', '-U', '-e', '-E', '-es', '-Es', '--script', '--startuptime', '-W', '-w',
    // (A running vim server runs the keys or the expression sent to it.)
    '--remote-send', '--remote-expr']);
const EMACS = new Set(['emacs', 'emacsclient']);
const EMACS_CODE_OPTIONS = ['--eval', '-eval', '--execute', '-l', '--load', '-f', '--funcall', '--batch', '-batch', '--script', '-script', '-x', '-e'];
/** The shell command of a vim command that is a shell escape (`:!cmd`, `silent! !cmd`), or undefined. */
export function vimShellEscape(command) {
    let c = command.trimStart();
    if (c.startsWith(':'))
        c = c.slice(1).trimStart();
    if (c.startsWith('silent')) {
        c = c.slice(6);
        if (c.startsWith('!'))
            c = c.slice(1);
        c = c.trimStart();
    }
    return c.startsWith('!') ? c.slice(1) : undefined;
}
/** ex commands that name a file (with their shortest abbreviation), and what they do to it. */
const VIM_FILE_COMMANDS = [
    ['write', 1, 'edit'], ['wq', 2, 'edit'], ['xit', 1, 'edit'], ['exit', 3, 'edit'], ['update', 2, 'edit'], ['saveas', 3, 'edit'],
    ['read', 1, 'read'], ['edit', 1, 'edit'], ['split', 2, 'edit'], ['vsplit', 2, 'edit'], ['new', 3, 'edit'], ['vnew', 3, 'edit'],
    ['tabedit', 4, 'edit'], ['tabnew', 4, 'edit'], ['source', 2, 'read'], ['view', 3, 'read'], ['sview', 2, 'read'],
];
/**
 * What one ex command (no `|`) does to a file or runs: `w /etc/x` writes it, `r FILE` reads it,
 * `w !cmd` and `r !cmd` run cmd. A range (`%`, `1,5`) may come first; `!` after the name forces.
 */
export function vimFileCommand(command) {
    // Command modifiers before it (`silent! w FILE`, `keepalt w FILE`).
    const modifier = /^\s*(?::+\s*)?(?:sil(?:e(?:n(?:t)?)?)?!?|keepa(?:l(?:t)?)?|keepj(?:u(?:m(?:p(?:s)?)?)?)?|keepm(?:a(?:r(?:k(?:s)?)?)?)?|keepp(?:a(?:t(?:t(?:e(?:r(?:n(?:s)?)?)?)?)?)?)?|lockm(?:a(?:r(?:k(?:s)?)?)?)?|noa(?:u(?:t(?:o(?:c(?:m(?:d)?)?)?)?)?)?|uns(?:i(?:l(?:e(?:n(?:t)?)?)?)?)?|verb(?:o(?:s(?:e)?)?)?|conf(?:i(?:r(?:m)?)?)?|bro(?:w(?:s(?:e)?)?)?)\s+/;
    for (let n = 0; n < 8; n++) {
        const mod = modifier.exec(command);
        if (mod === null)
            break;
        command = command.slice(mod[0].length);
    }
    const m = /^\s*(?::+\s*)?(?:[%.$0-9,;'<>]+\s*)?([a-z]+)(!?)\s*(.*)$/s.exec(command);
    if (m === null)
        return undefined;
    const [, name, bang, rest] = m;
    const known = VIM_FILE_COMMANDS.find(([full, min]) => name.length >= min && full.startsWith(name));
    if (known === undefined)
        return undefined;
    let arg = rest.trim();
    // `r!cmd` and `r !cmd` read cmd's output (`!` right after `r` is no force flag); `w !cmd` feeds it.
    if (known[0] === 'read' && bang === '!')
        return arg === '' ? undefined : { run: arg };
    if (arg.startsWith('!') && (known[0] === 'write' || known[0] === 'read'))
        return arg.length > 1 ? { run: arg.slice(1) } : undefined;
    // `++enc=x`-style options, then (write only) `>>`, which appends.
    while (arg.startsWith('++'))
        arg = arg.replace(/^\+\+\S*\s*/, '');
    if (known[0] === 'write' && arg.startsWith('>>'))
        arg = arg.slice(2).trimStart();
    return arg === '' ? undefined : { op: known[2], file: arg };
}
/** Whether a `+ARG` word only moves the cursor (`+`, `+42`, `+/pattern`). */
function cursorOnly(arg) {
    if (arg === '' || arg.startsWith('/'))
        return true;
    for (let k = 0; k < arg.length; k++)
        if (arg.charCodeAt(k) < 48 || arg.charCodeAt(k) > 57)
            return false;
    return true;
}
/** vim reads keys from standard input when it is not a terminal (`vim f <<< ':!rm x'`). */
export function readsKeysFromStdin(name) {
    return VIMS.has(name);
}
export function isEditor(name) {
    return VIMS.has(name) || EMACS.has(name);
}
/** The commands an editor is given on its command line: problems, and shell escapes as lines. */
export function editorCode(name, words, dynamic, t) {
    if (VIMS.has(name)) {
        if (name === 'ex')
            t.problem('ex reads editor commands, which may run any command or write any file');
        for (let i = 1; i < words.length; i++) {
            const w = words[i];
            if (dynamic[i]) {
                // (An expansion may be `-c CMD`, `+CMD` or `-S FILE` once split.)
                if (mayBeOption(w))
                    t.problem(`an expansion may be an option of ${name} that runs an editor command`);
                continue;
            }
            if (w === '--')
                break;
            let command;
            let commandDynamic = false;
            if (w === '-c' || w === '--cmd') {
                command = words[++i];
                commandDynamic = dynamic[i] ?? false;
            }
            else if (w.startsWith('-c') && w.length > 2)
                command = w.slice(2);
            else if (w.startsWith('+') && !cursorOnly(w.slice(1)))
                command = w.slice(1);
            else if (VIM_CODE_OPTIONS.has(w))
                t.problem(`${name} ${w} reads editor commands or keys, which may run any command`);
            // (`-V[N]FILE` writes its messages to FILE; `-i FILE` reads and, on exit, writes the viminfo file.)
            else if (/^-V\d*[^\d]/.test(w))
                t.edit(w.replace(/^-V\d*/, ''));
            else if (w === '-i' && i + 1 < words.length) {
                i++;
                if (words[i] !== 'NONE')
                    t.edit(words[i], dynamic[i] ?? false);
            }
            if (command === undefined && !commandDynamic)
                continue;
            t.problem(`${name} is given an editor command, which may run any command or write any file`);
            if (command === undefined || commandDynamic)
                continue;
            const escape = vimShellEscape(command);
            if (escape !== undefined) {
                t.run(escape, false);
                continue;
            }
            // (Commands joined by `|`, except after `r !` and `w !`, whose shell command takes the rest.)
            const pieces = command.split('|');
            for (let k = 0; k < pieces.length; k++) {
                const f = vimFileCommand(pieces[k]);
                if (f === undefined)
                    continue;
                if ('run' in f) {
                    t.run([f.run, ...pieces.slice(k + 1)].join('|'), false);
                    break;
                }
                if (f.op === 'read')
                    t.read(f.file);
                else
                    t.edit(f.file);
            }
        }
        return;
    }
    let ended = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '--')
            ended = true;
        if (dynamic[i]) {
            // (An expansion may be `--eval=CODE` or `-l FILE`.)
            if (!ended && mayBeOption(w))
                t.problem(`an expansion may be an option of ${name} that runs Lisp`);
            continue;
        }
        const eq = w.indexOf('=');
        if (EMACS_CODE_OPTIONS.includes(eq > 0 ? w.slice(0, eq) : w)) {
            t.problem(`${name} ${w} runs Lisp, which may run any command or write any file`);
            return;
        }
    }
}
/** A less start-up command that only moves or searches: `+G`, `+42`, `+/pattern`, `+?x`, `+&x` (no control character: a newline would end it and start another). */
const PAGER_MOTION = /^(?:\d*[gGpP%jkeyduFbfR]?|[/?&][^\x00-\x1f\x7f]*)$/;
/**
 * A `+CMD` (or `++CMD`) operand of less or more: commands typed at start-up. One that only moves
 * or searches is nothing; any other may run a command (`!CMD`, `|mCMD` pipes to CMD) or open a
 * file (`:e FILE`, `E FILE`, whose name less may glob by a shell): a problem, with the command
 * after `!` or `|m` read as a line and the file `:e` names read, so deny rules see them.
 */
export function pagerStartCommand(name, word, t) {
    const command = word.slice(word.startsWith('++') ? 2 : 1);
    if (PAGER_MOTION.test(command))
        return;
    // (`+!CMD` alone is a line of its own, which the allow rule must cover too.)
    if (command.startsWith('!') && !/[\x00-\x1f\x7f]/.test(command)) {
        t.run(command.slice(1), false);
        return;
    }
    t.problem(`${name} runs the start-up command ${JSON.stringify(word.slice(0, 60))}, which may run a command or open a file`);
    const bang = command.indexOf('!');
    if (bang >= 0)
        t.run(command.slice(bang + 1), false);
    const pipe = command.indexOf('|');
    if (pipe >= 0 && pipe + 2 <= command.length)
        t.run(command.slice(pipe + 2), false);
    const examine = /(?:^|[\n\r])(?::[Ee]|E)[ \t]*([^\n\r]+)/.exec(command);
    if (examine !== null)
        t.read(examine[1].trim());
}
//# sourceMappingURL=editor-arguments.js.map