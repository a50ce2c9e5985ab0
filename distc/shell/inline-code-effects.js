// What a call in code given to an interpreter does with the literals it is given (inline-code.ts
// finds the call and reads its arguments): the lines it runs and the files it reads or edits.
import { quoted } from './tmux-arguments.js';
import { copyInto } from './inline-code-paths.js';
/**
 * A mode or flag that opens for writing (node's `{flag: 'w'}`, `'a+'`, `'r+'`; ruby's `mode: 'w:utf-8'`):
 * a read call given one truncates or writes its file (`readFileSync('.env', {flag: 'w'})`). Not an
 * encoding (`'ascii'`, `'utf8'`).
 */
function writingMode(arg, index) {
    return index > 0 && /^[rwa][bstx]*\+?[bstx]*(?::|$)/.test(arg) && /^[^:]*[wa+]/.test(arg);
}
/**
 * A path given as a stream URL other than the web's (php's `php://filter/…/resource=/etc/x`,
 * `compress.zlib://`, `phar://`, `expect://cmd`): what file it names, or what it runs, is not read.
 */
const STREAM_WRAPPER = /^\s*(?!(?:https?|ftps?):)[A-Za-z][\w+.-]*:\/\//i;
export function apply(effect, args, t) {
    if (effect !== 'line' && effect !== 'argv' && args.slice(0, 2).some((a) => STREAM_WRAPPER.test(a))) {
        t.problem('a file name in the code given to the interpreter is a stream URL, whose file is not read');
        return;
    }
    switch (effect) {
        case 'line':
            t.run(args[0], false);
            return;
        case 'argv':
            // One string is a line (`shell=True`, perl's one-argument system); several are the words.
            t.run(args.length === 1 ? args[0] : args.map(quoted).join(' '), false);
            return;
        case 'read':
        case 'edit':
            // (ruby's `IO.read("|cmd")`, `IO.write("|cmd", …)` run cmd.)
            if (args[0].trimStart().startsWith('|'))
                t.problem('a file name in the code given to the interpreter runs a command (|cmd)');
            else if (effect === 'read' && !args.some(writingMode))
                t.read(args[0]);
            else
                t.edit(args[0]);
            return;
        case 'editEach':
            for (const a of args)
                t.edit(a);
            return;
        case 'move':
            for (const a of args.slice(0, 2))
                t.edit(a);
            return;
        case 'copy':
        case 'copyTree': {
            const below = effect === 'copyTree' ? 'tree' : 'none';
            t.read(args[0], false, below);
            if (args.length < 2)
                return;
            t.edit(args[1], false, below);
            // (Into a directory: the file of the source's name there; a tree copy's destination has all below it.)
            const source = args[0].replace(/(?<!\/)\/+$/, '');
            const base = source.slice(source.lastIndexOf('/') + 1);
            if (below === 'none' && base !== '' && base !== '.' && base !== '..')
                copyInto(t, `${args[1].replace(/(?<!\/)\/+$/, '')}/${base}`);
            return;
        }
        case 'unpack':
            t.read(args[0]);
            t.edit(args.length > 1 ? args[1] : '.', false, 'tree');
            return;
        case 'open': {
            // open(path, mode) / fopen(path, mode) / perl open(FH, '>', path) or open(FH, '>path').
            const mode = args.length > 1 ? args[1] : '';
            const path = args.length > 2 ? args[2] : args[0];
            const m = path.match(/^\s*(\+?[<>]{1,2}|\|)?\s*(.*)$/s);
            if (m[1] === '|' || path.trimEnd().endsWith('|'))
                t.problem('open() in the code given to the interpreter runs a command');
            else if (/[wax+]/.test(mode) || (m[1] !== undefined && m[1].includes('>')))
                t.edit(m[2]);
            else
                t.read(m[2]);
        }
    }
}
//# sourceMappingURL=inline-code-effects.js.map