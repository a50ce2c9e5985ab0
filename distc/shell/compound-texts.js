// What a bash list, group, subshell or loop prints, and the files its commands write, where the
// line shows the text (session 39: `echo xetc/passwd | { cut -c2- > list; }; mytool @list`,
// `echo /etc/passwd | { cat; } > list; mytool @list` and `{ echo /etc/passwd; } > list; mytool
// @list` were allowed: only a simple command's printed or written text was read).
import { calledFunctionBodies } from './function-values.js';
import { outputOptionFiles, pipedText, readFileTexts, sameFile, teeFiles, writtenFile, writtenFileText } from './piped-text.js';
import { stdinCopyFiles } from './copied-files.js';
import { pipedReadValues } from './line-values.js';
import { redirectsInput } from './line-input.js';
import { unshownPipedText } from './listed-paths.js';
import { hereDocument } from './redirects.js';
import { wordValue } from './words.js';
import { overflowingWritten, writtenTextsOf } from './written-file-names.js';
// (A cycle, pipeline-members.ts reads a run line as a group here: functions only, called after both load.)
import { lineRunnerTexts } from './pipeline-members.js';
/**
 * The text a bash command prints given `before` on its standard input: a simple command's
 * (pipedText); a list's, group's, subshell's or loop's, every text its commands print that the
 * line shows (any of them may read the input). Undefined when none is shown.
 */
export function printedBy(node, before, values) {
    switch (node.type) {
        // (`{ cat f; } | mytool`: a filter's file the line wrote, readFileTexts.)
        // (A function by a printer's name prints its body's text: read where its call is, listed-paths.ts.)
        case 'simple': return calledFunctionBodies(node, values) !== undefined ? undefined : pipedText(node, before, '', 'bash', readFileTexts(node, values));
        case 'sequence': return joined(node.items.map((i) => printedBy(i.command, before, values)));
        case 'and-or': return joined([node.first, ...node.rest.map((r) => r.command)].map((c) => printedBy(c, before, values)));
        case 'pipeline': return node.commands.reduce((t, c, k) => printedBy(c, k === 0 ? before : t, values), undefined);
        case 'compound':
            // (A coprocess prints to its own pipe; a construct's output redirected goes to the file, writtenTexts.)
            if (node.kind === 'coproc' || outputElsewhere(node.redirects))
                return undefined;
            return joined(node.bodies.map((b) => printedBy(b, inputOf(node, before, values), values)));
        default: return undefined;
    }
}
/**
 * The files a compound command's commands write of what they print given `before` on the input
 * (`{ cut -c2- > list; }`, `{ cat; } > list`), each with its text; a simple command's own are
 * read where it is walked (compound-walk.ts fileTexts, pipedFileText).
 */
export function writtenTexts(node, before, values, out = []) { globalThis.__wt = (globalThis.__wt ?? 0) + 1;
    switch (node.type) {
        case 'simple': {
            const written = node.redirects.length > 0 && calledFunctionBodies(node, values) === undefined ? writtenFileText(node, before, readFileTexts(node, values)) : undefined;
            if (written !== undefined)
                out.push(written);
            // (`{ tee g; }`, `sh -c 'tee g'`: tee writes its input to its files.)
            if (before !== undefined)
                for (const file of [...teeFiles(node), ...stdinCopyFiles(node).exact])
                    out.push({ file, text: before });
            if (before !== undefined)
                for (const file of stdinCopyFiles(node).changed)
                    out.push({ file, text: { ...before, computed: true } });
            // (`sort -o g`: what it prints, to the file it names.)
            const outputs = outputOptionFiles(node);
            const sorted = outputs.length > 0 ? pipedText({ ...node, redirects: node.redirects.filter((r) => r.op[0] === '<') }, before, '', 'bash', readFileTexts(node, values)) : undefined;
            if (sorted !== undefined)
                for (const file of outputs)
                    out.push({ file, text: sorted });
            // (`… | { eval 'cat > g'; }`, `{ bash -c 'cat > g'; }`: the line a member runs, read as a group; session 41: were allowed.)
            out.push(...lineRunnerTexts(node, before, values).written);
            break;
        }
        case 'sequence':
            for (const i of node.items)
                writtenTexts(i.command, before, values, out);
            break;
        case 'and-or':
            for (const c of [node.first, ...node.rest.map((r) => r.command)])
                writtenTexts(c, before, values, out);
            break;
        case 'pipeline': {
            let t = before;
            for (const c of node.commands) {
                writtenTexts(c, t, values, out);
                t = printedBy(c, t, values);
            }
            break;
        }
        case 'compound': {
            if (node.kind === 'coproc')
                break;
            for (const b of node.bodies)
                writtenTexts(b, before, values, out);
            const own = ownWrittenText(node, before, values);
            if (own !== undefined)
                out.push(own);
            break;
        }
        default: break;
    }
    return out;
}
/**
 * The file a compound command's own redirect writes its output to (`{ …; } > f`), with what its
 * commands print given `before`, and what the functions it calls and its listers print
 * (listed-paths.ts unshownPipedText: `f(){ echo /etc/passwd; }; { f; } > list` as `f > list`).
 */
export function ownWrittenText(node, before, values) {
    if (node.kind === 'coproc' || node.redirects.length === 0)
        return undefined;
    const file = writtenFile(node);
    if (file === undefined)
        return undefined;
    const bare = { ...node, redirects: [] };
    const text = joined([printedBy(bare, inputOf(node, before, values), values), unshownPipedText(bare, values)]);
    return text === undefined ? undefined : { file: sameFile(file), text };
}
/**
 * The variables the reads among a group's, subshell's or loop's commands take from the text piped
 * to it (`echo /etc/passwd | while read x; do echo $x > list; done`: x is `/etc/passwd`), as a
 * pipe's last `read` does (line-values.ts pipedReadValues). Not a read, or a construct, with its
 * own input (`read x < f`, `while …; done <<< T`), nor a later member of a pipe (it reads the one before).
 */
export function pipedCompoundReads(r, node, piped) {
    switch (node.type) {
        case 'simple':
            if (!redirectsInput(node.redirects))
                pipedReadValues(r, node, piped);
            break;
        case 'sequence':
            for (const i of node.items)
                pipedCompoundReads(r, i.command, piped);
            break;
        case 'and-or':
            for (const c of [node.first, ...node.rest.map((x) => x.command)])
                pipedCompoundReads(r, c, piped);
            break;
        case 'pipeline':
            if (node.commands.length > 0)
                pipedCompoundReads(r, node.commands[0], piped);
            break;
        case 'compound':
            if (node.kind !== 'coproc' && !redirectsInput(node.redirects))
                for (const b of node.bodies)
                    pipedCompoundReads(r, b, piped);
            break;
        default: break;
    }
}
/** Texts printed one after another, as one (literal only where each is; computed, globbed or with shapes where one is); undefined when none. */
export function joined(texts) {
    const shown = texts.filter((t) => t !== undefined);
    if (shown.length <= 1)
        return shown[0];
    const shapes = shown.flatMap((t) => t.shapes ?? []);
    return {
        text: shown.map((t) => t.text).join('\n'),
        literal: shown.every((t) => t.literal),
        ...(shown.some((t) => t.computed === true) ? { computed: true } : {}),
        ...(shapes.length > 0 ? { shapes } : {}),
        ...(shown.some((t) => t.globs === true) ? { globs: true } : {}),
    };
}
/** Whether a redirect sends standard output elsewhere than the pipe (`> f`, `&> f`, `>&2`). */
function outputElsewhere(redirects) {
    return redirects.some((r) => r.op[0] !== '<' && (r.fd ?? 1) === 1);
}
/**
 * What a group's, subshell's or loop's commands read: the text piped to it and what its own
 * redirects give, a here-string or here-document, a file the line wrote (any of them through a
 * descriptor, `<&3`). Session 41: `echo /etc/passwd > f; { cat; } < f | mytool`, `… > g; mytool
 * < g` were allowed.
 */
function inputOf(node, before, values) {
    if (node.redirects.length === 0)
        return before;
    const texts = [before, hereDocument(node.redirects)];
    let overflowing = false;
    for (const r of node.redirects) {
        if (values === undefined || values.files.size === 0)
            break;
        if (r.op === '<&' && r.target.text !== '-')
            for (const kept of values.files.values())
                texts.push(...kept);
        if (r.op !== '<' && r.op !== '<>')
            continue;
        const file = sameFile(wordValue(r.target).value);
        texts.push(...(writtenTextsOf(values, file) ?? []));
        if (overflowingWritten(values, file))
            overflowing = true;
    }
    const all = joined(texts);
    return overflowing ? { ...(all ?? { text: '', literal: true }), computed: true } : all;
}
//# sourceMappingURL=compound-texts.js.map