// What a bash list, group, subshell or loop prints, and the files its commands write, where the
// line shows the text (session 39: `echo xetc/passwd | { cut -c2- > list; }; mytool @list`,
// `echo /etc/passwd | { cat; } > list; mytool @list` and `{ echo /etc/passwd; } > list; mytool
// @list` were allowed: only a simple command's printed or written text was read).

import type { Command, Compound, Redirect } from './ast.js';
import { calledFunctionBodies } from './function-values.js';
import { outputOptionFiles, pipedText, readFileTexts, sameFile, teeFiles, writtenFileText, type PipedText } from './piped-text.js';
import { openDescriptors } from './given-files.js';
import { stdinCopyFiles } from './copied-files.js';
import { pipedReadValues, type LineValues } from './line-values.js';
import { redirectsInput } from './line-input.js';
import { quotedPathsText, unshownPipedText } from './listed-paths.js';
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
export function printedBy(node: Command, before: PipedText | undefined, values: LineValues | undefined): PipedText | undefined {
  switch (node.type) {
    // (`{ cat f; } | mytool`: a filter's file the line wrote, readFileTexts.)
    // (A function by a printer's name prints its body's text: read where its call is, listed-paths.ts.)
    case 'simple': return calledFunctionBodies(node, values) !== undefined ? undefined : pipedText(node, before, '', 'bash', readFileTexts(node, values), values);
    case 'sequence': return joined(node.items.map((i) => printedBy(i.command, before, values)));
    case 'and-or': return joined([node.first, ...node.rest.map((r) => r.command)].map((c) => printedBy(c, before, values)));
    case 'pipeline': return node.commands.reduce<PipedText | undefined>((t, c, k) => printedBy(c, k === 0 ? before : t, values), undefined);
    case 'compound':
      // (A coprocess prints to its own pipe; a construct's output redirected goes to the file, writtenTexts.)
      if (node.kind === 'coproc' || outputElsewhere(node.redirects)) return undefined;
      return repeatedOpen(node, joined(node.bodies.map((b) => printedBy(b, inputOf(node, before, values), values))));
    default: return undefined;
  }
}

/** A loop's text printed again each round: computed where it may end without a newline, so rounds join (`for w in x. pem; do printf %s $w; done`). */
function repeatedOpen(node: Compound, text: PipedText | undefined): PipedText | undefined {
  return text?.open === true && node.kind !== 'group' && node.kind !== 'subshell' && node.kind !== 'if' && node.kind !== 'case' ? { ...text, computed: true } : text;
}

/**
 * The files a compound command's commands write of what they print given `before` on the input
 * (`{ cut -c2- > list; }`, `{ cat; } > list`), each with its text; a simple command's own are
 * read where it is walked (compound-walk.ts fileTexts, pipedFileText).
 */
export function writtenTexts(node: Command, before: PipedText | undefined, values: LineValues | undefined, out: { file: string; text: PipedText }[] = []): { file: string; text: PipedText }[] {
  switch (node.type) {
    case 'simple': {
      const written = node.redirects.length > 0 && calledFunctionBodies(node, values) === undefined ? writtenFileText(node, before, readFileTexts(node, values), values) : undefined;
      if (written !== undefined) out.push(written);
      // (`{ tee g; }`, `sh -c 'tee g'`: tee writes its input to its files.)
      if (before !== undefined) for (const file of [...teeFiles(node), ...stdinCopyFiles(node).exact]) out.push({ file, text: before });
      if (before !== undefined) for (const file of stdinCopyFiles(node).changed) out.push({ file, text: { ...before, computed: true } });
      // (`sort -o g`: what it prints, to the file it names.)
      const outputs = outputOptionFiles(node);
      const sorted = outputs.length > 0 ? pipedText({ ...node, redirects: node.redirects.filter((r) => r.op[0] === '<') }, before, '', 'bash', readFileTexts(node, values), values) : undefined;
      if (sorted !== undefined) for (const file of outputs) out.push({ file, text: sorted });
      // (`… | { eval 'cat > g'; }`, `{ bash -c 'cat > g'; }`: the line a member runs, read as a group; session 41: were allowed.)
      out.push(...lineRunnerTexts(node, before, values).written);
      break;
    }
    case 'sequence': for (const i of node.items) writtenTexts(i.command, before, values, out); break;
    case 'and-or': for (const c of [node.first, ...node.rest.map((r) => r.command)]) writtenTexts(c, before, values, out); break;
    case 'pipeline': {
      let t = before;
      for (const c of node.commands) {
        writtenTexts(c, t, values, out);
        t = printedBy(c, t, values);
      }
      break;
    }
    case 'compound': {
      if (node.kind === 'coproc') break;
      for (const b of node.bodies) writtenTexts(b, before, values, out);
      out.push(...ownWrittenTexts(node, before, values));
      break;
    }
    default: break;
  }
  return out;
}

/**
 * The files a compound command's own redirects write (`{ …; } > f`): its output, with what its
 * commands print given `before`, and what the functions it calls and its listers print
 * (listed-paths.ts unshownPipedText: `f(){ echo /etc/passwd; }; { f; } > list` as `f > list`); its
 * standard error apart (`{ …; } 2> g`), the paths its commands' words name, which their messages
 * may quote, and under xtrace every command's words (`{ logger -s /etc/passwd; } 2> g`, `{ set -x;
 * : /etc/passwd; } 2> g`; session 43: were allowed before `mytool < g`).
 */
export function ownWrittenTexts(node: Compound, before: PipedText | undefined, values: LineValues | undefined): { file: string; text: PipedText }[] {
  if (node.kind === 'coproc' || node.redirects.length === 0) return [];
  const open = openDescriptors(node.redirects);
  const file = open.get(1);
  const bare = { ...node, redirects: [] };
  const out: { file: string; text: PipedText }[] = [];
  const text = typeof file === 'string' ? joined([printedBy(bare, inputOf(node, before, values), values), unshownPipedText(bare, values)]) : undefined;
  if (text !== undefined) out.push({ file: sameFile(file!), text });
  const errors = open.get(2);
  if (typeof errors !== 'string' || (typeof file === 'string' && sameFile(file) === sameFile(errors))) return out;
  const quoted = joined([quotedPathsText(bare, values), tracedWords(node)]);
  if (quoted !== undefined) out.push({ file: sameFile(errors), text: quoted });
  return out;
}

/** The words of a compound's commands where one of them turns xtrace on (`set -x`, `set -o xtrace`): bash prints each traced command to standard error. */
function tracedWords(node: Command): PipedText | undefined {
  const lines: string[] = [];
  let traced = false;
  let dynamic = false;
  const visit = (c: Command): void => {
    if (c.type === 'simple') {
      const words = c.words.map((w) => wordValue(w));
      if (words[0]?.value === 'set' && words.some((w, k) => k > 0 && (/^-[a-zA-Z]*x/.test(w.value) || w.value === 'xtrace'))) traced = true;
      if (words.some((w) => w.dynamic)) dynamic = true;
      lines.push(words.map((w) => w.value).join(' '));
    } else if (c.type === 'sequence') for (const i of c.items) visit(i.command);
    else if (c.type === 'and-or') for (const x of [c.first, ...c.rest.map((r) => r.command)]) visit(x);
    else if (c.type === 'pipeline') for (const x of c.commands) visit(x);
    else if (c.type === 'compound') for (const b of c.bodies) visit(b);
  };
  visit(node);
  return traced ? { text: lines.join('\n'), literal: true, ...(dynamic ? { computed: true as const } : {}) } : undefined;
}

/**
 * The variables the reads among a group's, subshell's or loop's commands take from the text piped
 * to it (`echo /etc/passwd | while read x; do echo $x > list; done`: x is `/etc/passwd`), as a
 * pipe's last `read` does (line-values.ts pipedReadValues). Not a read, or a construct, with its
 * own input (`read x < f`, `while …; done <<< T`), nor a later member of a pipe (it reads the one before).
 */
export function pipedCompoundReads(r: { values: LineValues | undefined }, node: Command, piped: PipedText): void {
  switch (node.type) {
    case 'simple': if (!redirectsInput(node.redirects)) pipedReadValues(r, node, piped); break;
    case 'sequence': for (const i of node.items) pipedCompoundReads(r, i.command, piped); break;
    case 'and-or': for (const c of [node.first, ...node.rest.map((x) => x.command)]) pipedCompoundReads(r, c, piped); break;
    case 'pipeline': if (node.commands.length > 0) pipedCompoundReads(r, node.commands[0]!, piped); break;
    case 'compound': if (node.kind !== 'coproc' && !redirectsInput(node.redirects)) for (const b of node.bodies) pipedCompoundReads(r, b, piped); break;
    default: break;
  }
}

/** Texts printed one after another, as one (literal only where each is; computed, globbed or with shapes where one is, or where one but the last may end without a newline); undefined when none. */
export function joined(texts: readonly (PipedText | undefined)[]): PipedText | undefined {
  const shown = texts.filter((t): t is PipedText => t !== undefined);
  if (shown.length <= 1) return shown[0];
  const shapes = shown.flatMap((t) => t.shapes ?? []);
  return {
    text: shown.map((t) => t.text).join('\n'),
    literal: shown.every((t) => t.literal),
    // (One that may end without a newline joins the next one's first line: `{ printf x.; printf pem; }` prints x.pem.)
    ...(shown.some((t, k) => t.computed === true || (t.open === true && k < shown.length - 1)) ? { computed: true as const } : {}),
    ...(shapes.length > 0 ? { shapes } : {}),
    ...(shown.some((t) => t.globs === true) ? { globs: true as const } : {}),
    ...(shown[shown.length - 1]!.open === true ? { open: true as const } : {}),
  };
}

/** Whether a redirect sends standard output elsewhere than the pipe (`> f`, `&> f`, `>&2`). */
function outputElsewhere(redirects: readonly Redirect[]): boolean {
  return redirects.some((r) => r.op[0] !== '<' && (r.fd ?? 1) === 1);
}

/**
 * What a group's, subshell's or loop's commands read: the text piped to it and what its own
 * redirects give, a here-string or here-document, a file the line wrote (any of them through a
 * descriptor, `<&3`). Session 41: `echo /etc/passwd > f; { cat; } < f | mytool`, `… > g; mytool
 * < g` were allowed.
 */
function inputOf(node: Compound, before: PipedText | undefined, values: LineValues | undefined): PipedText | undefined {
  if (node.redirects.length === 0) return before;
  const texts: (PipedText | undefined)[] = [before, hereDocument(node.redirects)];
  let overflowing = false;
  for (const r of node.redirects) {
    if (values === undefined || values.files.size === 0) break;
    if (r.op === '<&' && r.target.text !== '-') for (const kept of values.files.values()) texts.push(...kept);
    if (r.op !== '<' && r.op !== '<>') continue;
    const file = sameFile(wordValue(r.target).value);
    texts.push(...(writtenTextsOf(values, file) ?? []));
    if (overflowingWritten(values, file)) overflowing = true;
  }
  const all = joined(texts);
  return overflowing ? { ...(all ?? { text: '', literal: true }), computed: true } : all;
}
