// Readings of a pipeline's members that compound-walk.ts's walk asks for: which member makes words
// of its input, and what a member that runs a line of its own (`bash -c LINE`, `eval LINE`) does
// with the texts the line shows, which its inner walk does not see (session 41: `echo /etc/passwd
// | bash -c 'cat > g'; mytool < g`, `… > f; bash -c 'cat f' | mytool`, `… | eval 'cat > g'` were
// allowed: the inner line's commands read no piped text, and what it prints was not known).
import { parseBash } from './bash-parse.js';
import { printedBy, writtenTexts } from './compound-texts.js';
import { POSIX_SHELLS } from './shell-names.js';
import { OPAQUE, unwrappedCommand } from './unwrapped-command.js';
import { wordValue } from './words.js';
/** The index of a pipeline's last member that makes words of its input, or -1. */
export function lastWordMakerOf(commands) {
    for (let k = commands.length - 1; k >= 0; k--)
        if (makesWords(commands[k]))
            return k;
    return -1;
}
/** xargs, or a loop's read, which make words of their input (`ls -la | grep x | xargs mytool`: the names in a long listing). */
function makesWords(node) {
    if (node.type === 'compound')
        return true;
    return node.type === 'simple' && node.words.length > 0 && /^(?:.*\/)?xargs$/.test(wordValue(node.words[0]).value);
}
/** How many texts the line had written to each file (before a member's walk). */
export function writtenCounts(values) {
    const out = new Map();
    if (values !== undefined)
        for (const [file, texts] of values.files)
            out.set(file, texts.length);
    return out;
}
/**
 * After the walk of a simple command given a text the line shows on its input: a file its walk
 * wrote (a line it runs, `bash -c 'cat > g'`, `xargs sh -c …`) may hold that text, which the
 * inner walk did not give its commands: a command reading it asks (overflowing).
 */
export function unreadInnerWrites(values, before) {
    if (values === undefined)
        return;
    for (const [file, texts] of values.files) {
        if ((before.get(file) ?? 0) < texts.length)
            values.unread(file, `a line run by a command given a text on its input (bash -c, eval, xargs) writes the file ${file}, which may hold that text`);
    }
}
/** Programs that run a line they are given (a shell's `-c`, `eval`). */
const LINE_RUNNERS = new Set([...POSIX_SHELLS, 'eval']);
/**
 * What a member that runs a line (`bash -c LINE`, `sudo sh -c LINE`, `eval WORDS`) prints and
 * the files it writes, given `piped` on its input: the line's, read as a group's (compound-texts.ts).
 * A line that is not literal or does not parse, or another runner's (`xargs sh -c`): its output
 * is computed where the line wrote a file it may read or gives it a text.
 */
export function lineRunnerTexts(node, piped, values) { globalThis.__lr = (globalThis.__lr ?? 0) + 1;
    if (node.type !== 'simple')
        return NONE;
    const line = lineRun(node);
    if (line === undefined)
        return piped === undefined ? NONE : { written: substitutionWrites(node, piped, values) };
    const shown = piped !== undefined || (values !== undefined && values.files.size > 0);
    if (line === UNREAD)
        return shown ? { printed: { text: '', literal: true, computed: true }, written: [] } : NONE;
    const printed = printedBy(line, piped, values);
    return { ...(printed !== undefined ? { printed } : {}), written: writtenTexts(line, piped, values) };
}
const NONE = { written: [] };
const UNREAD = 'unread';
/** The parsed line a command runs, UNREAD where it is not read, undefined where it runs none. */
export function lineRun(node) {
    const program = unwrappedCommand(node);
    if (program === OPAQUE)
        return UNREAD;
    if (program === undefined || !LINE_RUNNERS.has(program.name))
        return undefined;
    const words = program.words.map((w) => wordValue(w));
    let text;
    if (program.name === 'eval')
        text = words.some((w) => w.dynamic) ? undefined : words.slice(1).map((w) => w.value).join(' ');
    else {
        const c = words.findIndex((w, k) => k > 0 && !w.dynamic && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.value));
        // (No `-c`: a script or its input, read elsewhere as a program that may run its input.)
        if (c < 0)
            return undefined;
        text = words[c + 1] === undefined || words[c + 1].dynamic ? undefined : words[c + 1].value;
    }
    if (text === undefined)
        return UNREAD;
    const parsed = parseBash(text);
    return parsed.ok ? parsed.script : UNREAD;
}
/**
 * The files the commands of an output process substitution among a command's words write, given
 * what the command writes to it: tee, its input (`… | tee >(cat > g)`, session 41: was allowed);
 * another command given a text, a text computed from it.
 */
function substitutionWrites(node, piped, values) { globalThis.__sw = (globalThis.__sw ?? 0) + 1;
    const out = [];
    const program = unwrappedCommand(node);
    const text = program !== OPAQUE && program?.name === 'tee' ? piped : { ...piped, computed: true };
    for (const w of node.words)
        for (const p of w.parts)
            if (p.type === 'process-substitution' && p.direction === '>')
                writtenTexts(p.body, text, values, out);
    return out;
}
//# sourceMappingURL=pipeline-members.js.map