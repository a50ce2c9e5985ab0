// The walks of lists (`a; b &`, `a && b`, `a | b`) and of compound commands (`for`, `select`, `coproc`,
// `while`, `if`, `case`, `[[ ]]`, groups) through the directory flow: for a compound command, the name a loop
// assigns, its bodies, then its own words and redirects, expanded and opened before its body runs (analyze.ts walks simple commands and functions).

import type { Analyzer } from './analyze.js';
import type { AndOr, Command, Compound, Pipeline, Sequence, SimpleCommand } from './ast.js';
import type { BashCompoundExtra } from './bash-compound.js';
import { loopValueCommand } from './loop-values.js';
import { computedReason, filesGiven, givePipedText, globWords, hereText, outputOptionFiles, partlyKnownValueTexts, printsGlobs, pipedText, readFileTexts, sameFile, teeFiles, writtenFileText, type PipedText } from './piped-text.js';
import { ownPieceGiven, pieceContinuations } from './own-pieces.js';
import { coprocessOutput, LineValues, loopWordValues, pipedReadValues, readFileValues } from './line-values.js';
import { unreadTextSubstitution } from './computed-output.js';
import { joined, ownWrittenTexts, pipedCompoundReads, printedBy, writtenTexts } from './compound-texts.js';
import { partialTextParts, RESPLIT, shapeParts, textParts, textsWithValues } from './given-values.js';
import { stderrPathsText, unshownPipedText, writtenPathsText } from './listed-paths.js';
import { hereDocument, readRedirects } from './redirects.js';
import { readPipedCode } from './powershell-piped-code.js';
import { redirectsInput } from './line-input.js';
import type { Dialect } from './runs.js';
import { assignedByName } from './variable-assignments.js';
import { ARITHMETIC_EXPANSION_REASON, arithmeticExpansion, wordValue } from './words.js';
import { readPipedItems } from './powershell-piped-keys.js';
import { filesNamedByValues } from './valued-files.js';
import { copiedFileTexts, MAX_COPY_NAMES, stdinCopyFiles } from './copied-files.js';
import { commandDescriptorFiles, copiedDescriptorFiles, DESCRIPTOR_COPY } from './descriptor-copies.js';
import { lastWordMakerOf, lineRunnerTexts, unreadInnerWrites, writtenCounts } from './pipeline-members.js';
import { overflowReason, writtenTextsOf } from './written-file-names.js';
import { parameterName, unreadSubstitution } from './value-readings.js';
import { calledFunctionBodies } from './function-values.js';
import { withPipedPaths } from './xargs-items.js';
import { walkPiped } from './piped-scripts.js';
export { defineFunction } from './function-values.js'; // (For analyze.ts's walk, which defines a function where it meets one.)
export { namesScriptWriter } from './script-written-files.js';

export function walkCompound(a: Analyzer, node: Compound, text: string, dialect: Dialect, depth: number): void {
  // `for PS4 in '$(rm x)'`, `select PATH in …`, `coproc PATH { …; }` assign their name.
  const name = (node as BashCompoundExtra).name;
  if (dialect === 'bash' && name !== undefined && (node.kind === 'for' || node.kind === 'select' || node.kind === 'coproc')) {
    assignedByName(a, name, node.kind, text.slice(node.start, node.end));
    if (node.kind !== 'coproc') loopWordValues(a, name, node.words);
    const loop = a.loopValues ? loopValueCommand(node, a.namerefs) : undefined;
    if (loop !== undefined) (a.loopCommands ??= new Map()).set(loop.from, loop.to);
  }
  const input = a.flow.cwd;
  const from = a.flow.mark();
  const commandsFrom = a.commands.length;
  const bodies = (): void => {
    for (const b of node.bodies) a.walk(b, text, dialect, depth + 1);
  };
  // (A coproc reads what the line writes to it; `while …; done < F` reads F.)
  if (node.kind === 'coproc' || redirectsInput(node.redirects)) a.fedFromLine(bodies);
  else bodies();
  // (`coproc C { echo /etc/passwd; }; read X <&${C[0]}`: what it prints, a read from a descriptor may read.)
  if (node.kind === 'coproc' && dialect === 'bash') for (const b of node.bodies) coprocessOutput(a, b);
  a.flow.afterCompound(node.kind, input, from);
  // (`while read X; do mytool $X; done <<< TEXT`, `… done < f`: its commands are given its input, as a pipe's are.)
  if (dialect === 'bash' && node.redirects.length > 0) compoundInput(a, node, commandsFrom, text.slice(node.start, node.end));
  // (`{ echo /etc/passwd; } > list; mytool @list`: what its commands print, written to its file.)
  if (dialect === 'bash' && node.redirects.length > 0) for (const own of ownWrittenTexts(node, hereDocument(node.redirects), a.values)) keepFileText(a, own.file, own.text);
  // (`{ echo /etc/passwd >&2; } 2> g`: what its commands copy onto another descriptor it opens on a file.)
  if (dialect === 'bash' && node.kind !== 'coproc' && node.redirects.length > 0) unreadFiles(a, copiedDescriptorFiles(node.redirects, node.bodies, a.values), DESCRIPTOR_COPY);
  // The construct's own words and redirects are expanded and opened before its body runs
  // (`for v in "${a[x]}"`, `[[ ${a[x]} ]]`: subscripts evaluated as in a command's words).
  a.flow.from(input, () => {
    for (const w of node.words) {
      if (dialect === 'bash' && arithmeticExpansion(w)) a.note(ARITHMETIC_EXPANSION_REASON, w.text);
      a.bodiesOf(w, text, dialect, depth);
    }
    readRedirects(a, node.redirects, text, dialect, depth);
  });
}

export function walkSequence(a: Analyzer, node: Sequence, text: string, dialect: Dialect, depth: number): void {
  const items = node.items;
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if (item.background) a.flow.isolated(() => a.walk(item.command, text, dialect, depth));
    else a.walk(item.command, text, dialect, depth);
  }
}

export function walkAndOr(a: Analyzer, node: AndOr, text: string, dialect: Dialect, depth: number): void {
  a.walk(node.first, text, dialect, depth);
  const rest = node.rest;
  for (let k = 0; k < rest.length; k++) {
    const r = rest[k]!;
    const kept = a.flow.beforeNext(r.op);
    a.walk(r.command, text, dialect, depth);
    a.flow.afterNext(r.op, kept);
  }
}

/**
 * A file a printer writes, its text kept (`echo 'rm -rf x' > f`), and that text given to the
 * commands (from `from` on) of a command given a file so written, on its standard input or as a
 * word (`mytool < f`, `mytool f`, `--in=f`), as piped text is: a program that may run its input
 * or a file it is given may run it. (A bash command that has a redirect, on a line that assigned
 * a value or wrote a file: analyze.ts.)
 */
export function fileTexts(a: Analyzer, node: SimpleCommand, from: number): void {
  // (Before the files are read: `exec <<< TEXT` is the shell's input, descriptorTexts.)
  execFiles(a, node);
  const files = a.values?.files;
  if (files !== undefined && files.size > 0) {
    // (Each file once: a file given twice gives the same text, `mytool @a @a …`.)
    // (And the files its words name through the line's values: `X=list; mytool $X`, valued-files.ts.)
    for (const file of new Set([...filesGiven(node), ...filesNamedByValues(node, a.values!)])) {
      // (By its last segment too, `/w/repo/f`, `a/../f`: written-file-names.ts.)
      const texts = writtenTextsOf(a.values!, file);
      for (let k = 0; k < (texts?.length ?? 0); k++) giveText(a, from, texts![k]!, file, 'the program may run the text the line wrote to a file it is given');
      const why = overflowReason(a.values!, file, MAX_FILE_TEXTS);
      if (why !== undefined) a.note(why, file);
    }
    readsWrittenFile(a, node, files);
    descriptorTexts(a, node, from, files);
    // (`cp f g`, `ln -s f g`, `dd if=f of=g`: the copy holds f's text.)
    const copies = copiedFileTexts(node, a.values!);
    if (copies === 'overflowing') a.note(`the line copies a file it wrote with a command of more than ${MAX_COPY_NAMES} names`, node.words[0]!.text);
    else for (const c of copies) keepFileText(a, c.file, c.text);
  }
  // (`sort -o g f`, `uniq f g`: what it prints, to the file it names.)
  const outputs = outputOptionFiles(node);
  const printed = outputs.length > 0 ? pipedText({ ...node, redirects: node.redirects.filter((r) => r.op[0] === '<') }, undefined, '', 'bash', readFileTexts(node, a.values), a.values) : undefined;
  if (printed !== undefined) for (const file of outputs) keepFileText(a, file, printed);
  // (`tee g < f`, `tee g <<< TEXT`: tee writes its input to its files, as in a pipe; `sed -n 'w g' f`, `python3 -c CODE`: what its script writes.)
  const copies = stdinCopyFiles(node);
  const tees = node.redirects.length > 0 ? [...teeFiles(node), ...copies.exact, ...copies.changed] : copies.changed;
  const teed = tees.length > 0 ? pipedText({ ...node, redirects: node.redirects.filter((r) => r.op[0] === '<') }, undefined, '', 'bash', readFileTexts(node, a.values), a.values) : undefined;
  if (teed !== undefined) for (const file of tees) keepFileText(a, file, teed);
  if (node.redirects.length === 0) return;
  // (`w 2> g` of `w() { echo /etc/passwd >&2; }`, `sh -c '… >&2' 2> g`, `tee /dev/stderr 2> g`: what it copies onto another descriptor.)
  unreadFiles(a, commandDescriptorFiles(node, a.values), DESCRIPTOR_COPY);
  const called = calledFunctionBodies(node, a.values);
  // (`realpath /etc/passwd > l.txt`: the paths it may print, listed-paths.ts; `cat f > g`, `head -1 < f > g`: what it prints of a file the line wrote.)
  const written = (called === undefined ? writtenFileText(node, undefined, readFileTexts(node, a.values), a.values) : undefined) ?? writtenPathsText(node, a.values);
  if (written !== undefined) keepFileText(a, written.file, unreadPrinted(node, written.text, a.values)!);
  for (const e of stderrPathsText(node, a.values, written?.file)) keepFileText(a, e.file, e.text);
}

/**
 * `exec`'s redirects, which stay for the rest of the line: a file it opens for output may get
 * anything printed later (`exec 3>f; echo /etc/passwd >&3`, `exec > f; echo …`), so a command
 * reading it asks (kept as overflowing); a here-string or here-document on a descriptor
 * (`exec 3<<< /etc/passwd`) is a text a command reading a descriptor may get (descriptorTexts).
 * Were allowed: `exec 3>f; echo /etc/passwd >&3; mytool < f`, `exec 3<<< /etc/passwd; mytool <&3`.
 */
function execFiles(a: Analyzer, node: SimpleCommand): void {
  if (node.words.length !== 1 || node.redirects.length === 0 || wordValue(node.words[0]!).value !== 'exec') return;
  for (const r of node.redirects) {
    // (hereDocument reads descriptor 0's: the same redirect, read as if on 0.)
    const here = r.op === '<<<' || r.op === '<<' || r.op === '<<-' ? hereDocument([{ ...r, fd: 0 }]) : undefined;
    if (here !== undefined) keepFileText(a, EXEC_HERE_TEXT, here);
    if (r.op[0] !== '>' && r.op !== '&>' && r.op !== '&>>' && r.op !== '<>') continue;
    const target = wordValue(r.target);
    if (r.op === '>&' && !target.dynamic && /^(?:\d+-?|-)$/.test(target.value)) continue;
    // (A target the line cannot name asks where it is opened.)
    if (target.dynamic) continue;
    const file = sameFile(target.value);
    keepFileText(a, file, { text: '', literal: true });
    a.values!.unread(file, `the line opens the file ${file} for output with exec, and what later commands write to it is not read`);
  }
}

/** The key of the texts `exec`'s here-strings and here-documents give a descriptor. */
const EXEC_HERE_TEXT = '\u0000exec here-text';

/** Files the line writes a text to that it does not read: a command reading one asks (kept as overflowing), for `why` FILE. */
function unreadFiles(a: Analyzer, files: readonly string[], why: string): void {
  for (const file of files) {
    keepFileText(a, sameFile(file), { text: '', literal: true });
    a.values!.unread(sameFile(file), `${why} ${sameFile(file)}`);
  }
}

/** A text the line writes to a file, kept for the commands that read the file later. */
function keepFileText(a: Analyzer, file: string, text: PipedText): void {
  a.writtenCode.keptText(a, file, text); // (A file that runs later, `> .git/hooks/pre-commit`: its text read as commands, stored-code-writes.ts.)
  const values = (a.values ??= new LineValues());
  // (`echo "$X" > f`: the text with X's known values in place too, and its partly known ones, `X="${Q}rm -rf x"` (partial-words.ts); where the line may assign IFS, which splits them, a command reading the file asks.)
  const read = text.literal ? undefined : textsWithValues(text.text, values);
  if (read !== undefined && values.ifsMayChange) values.unread(file, `the line may assign IFS, which splits the values in the text it writes to the file ${file}`);
  // (`echo ${X/a/$Q} > f`: an operation the analysis does not compute, so a command reading f asks.)
  const uncomputed = text.literal ? undefined : unreadTextSubstitution(text.text, values);
  if (uncomputed !== undefined) values.unread(file, `${uncomputed} (in the text the line writes to the file ${file})`);
  // (A script's own piece, written: a copy, computed, as texts appended to one file may join pieces, `sed … > g; sed … >> g`.)
  if (values.files.get(file)?.some((t) => t.open === true)) text = { ...text, computed: true }; // (Joined to a text before it that may end without a newline: `printf x. > g; printf pem >> g`.)
  const texts = text.literal ? [ownPieceGiven(text) ? { ...text } : text] : [text, ...(read ?? []).map((t) => ({ text: t, literal: true, ...(text.globs === true ? { globs: true as const } : {}) })), ...partlyKnownValueTexts(text.text, values)];
  for (const t of texts) {
    const known = values.files.get(file);
    if (known === undefined) values.files.set(file, [t]);
    else if (known.length < MAX_FILE_TEXTS) known.push(t);
    else values.overflowingFiles.add(file);
  }
}

/**
 * A command whose input is a descriptor the line may have opened on a file it wrote (`exec 3<f;
 * mytool <&3`), or whose shell's input `exec < f` made such a file (`exec < f; mytool`): each text
 * the line wrote is given to it (`exec` itself keeps the file as the shell's input for later commands).
 */
function descriptorTexts(a: Analyzer, node: SimpleCommand, from: number, files: ReadonlyMap<string, readonly PipedText[]>): void {
  const values = a.values!;
  let own = false;
  for (const r of node.redirects) {
    if ((r.fd ?? 0) !== 0 || r.op[0] !== '<') continue;
    own = true;
    if (r.op !== '<&') continue;
    for (const texts of files.values()) for (const t of texts) giveText(a, from, t, r.target.text, 'the program may run the text the line wrote to a file it reads through a descriptor');
  }
  const first = node.words[0] === undefined ? undefined : wordValue(node.words[0]);
  if (first?.value === 'exec' && node.words.length === 1) {
    if (own) values.shellInput = true;
    return;
  }
  if (!own && values.shellInput === true) for (const texts of files.values()) for (const t of texts) giveText(a, from, t, 'exec <', 'the program may run the text the line wrote to a file the shell reads its input from');
}

/** `read X < f`, `mapfile -t A < f`: the variables the text the line wrote to f gives (`echo /etc/passwd > f; read X < f; mytool $X`). */
function readsWrittenFile(a: Analyzer, node: SimpleCommand, files: ReadonlyMap<string, readonly PipedText[]>): void {
  const first = node.words[0] === undefined ? undefined : wordValue(node.words[0]);
  if (first === undefined || first.dynamic || (first.value !== 'read' && first.value !== 'mapfile' && first.value !== 'readarray')) return;
  const words = node.words.map((w) => wordValue(w).value);
  let shown = false;
  for (const r of node.redirects) {
    if ((r.fd ?? 0) !== 0 || (r.op !== '<' && r.op !== '<<' && r.op !== '<<-' && r.op !== '<<<')) continue;
    const target = wordValue(r.target);
    shown = r.op !== '<' || !target.dynamic;
    const texts = r.op !== '<' || target.dynamic ? undefined : writtenTextsOf(a.values!, sameFile(target.value));
    for (const t of texts ?? []) if (t.literal) readFileValues(a, words, t);
  }
  // (Its input from a descriptor the line may have opened on a file it wrote: `exec 3<f; read -u 3 X`, `exec < f; read X`, `read X <&3`.)
  if (!shown) for (const texts of files.values()) for (const t of texts) if (t.literal) readFileValues(a, words, t);
}

/**
 * A text the line gives the commands from `from` on (piped, or a file it wrote): to those that
 * may run their input, as words they may run (givePipedText), and its literal words as files and
 * hosts they may read or reach (given-values.ts textParts).
 */
function giveText(a: Analyzer, from: number, piped: PipedText, source: string, possible?: string): void {
  const before = a.commands.length;
  givePipedText(a.commands, from, piped, possible);
  if (a.commands.length > before && piped.computed === true && !ownPieceGiven(piped)) a.note(computedReason(piped, 'gives a program'), source);
  if (a.commands.length > before && piped.literal) textParts(a, piped.text, source);
  // (A script's own piece, `sed 's/a/b/' f | mytool`: its words as echo's, with the text around them, own-pieces.ts.)
  if (a.commands.length > before && piped.literal && ownPieceGiven(piped)) partialTextParts(a, pieceContinuations(piped)!, source);
  // (A text the line shows in part, `echo /etc/$Q | mytool`: its partly known words, partial-words.ts.)
  else if (a.commands.length > before) partialTextParts(a, piped.text, source);
  if (a.commands.length > before && piped.shapes !== undefined) shapeParts(a, piped.shapes, source);
  // (`echo /et?/passwd | mytool`, `X=/et?/passwd; echo $X | mytool`: bash globbed what the printer printed, checked by its shape.)
  const globs = a.commands.length > before && piped.globs === true ? globWords(piped.text) : [];
  if (globs.length > 0) shapeParts(a, globs, source);
}

/** A compound command's standard input where the line shows it (a here-string or here-document, a file it wrote), given to the commands from `from` on. */
function compoundInput(a: Analyzer, node: Compound, from: number, source: string): void {
  const given = hereText(node.redirects, a.values);
  if (given !== undefined) {
    giveText(a, from, given, source);
    const globs = printsGlobs(given.text) ? { globs: true as const } : {};
    if (!given.literal) for (const t of textsWithValues(given.text, a.values) ?? []) giveText(a, from, { text: t, literal: true, ...globs }, source);
    // (`{ mytool; } <<< ${X/a/$Q}`: an operation the analysis does not compute.)
    const unread = !given.literal && runsPipedText(a, from) ? unreadTextSubstitution(given.text, a.values) : undefined;
    if (unread !== undefined) a.note(unread, source);
  }
  const files = a.values?.files;
  if (files === undefined || files.size === 0) return;
  for (const r of node.redirects) {
    if ((r.op !== '<' && r.op !== '<>') || (r.fd ?? 0) !== 0) continue;
    const target = wordValue(r.target);
    if (target.dynamic) continue;
    const file = sameFile(target.value);
    for (const t of writtenTextsOf(a.values!, file) ?? []) giveText(a, from, t, source, 'the program may run the text the line wrote to a file it is given');
    const why = overflowReason(a.values!, file, MAX_FILE_TEXTS);
    if (why !== undefined) a.note(why, file);
  }
}

/** A printer's piped text with the values the line assigns in place (`echo "$X" | mytool`); where the line may assign IFS, which splits them, unread. */
function pipedValues(a: Analyzer, from: number, piped: PipedText, source: string): void {
  const texts = textsWithValues(piped.text, a.values);
  if (texts !== undefined && a.values?.ifsMayChange === true) return a.note(RESPLIT, source);
  // (`echo ${X/a/$Q} | mytool`: an operation the analysis does not compute.)
  const unread = runsPipedText(a, from) ? unreadTextSubstitution(piped.text, a.values) : undefined;
  if (unread !== undefined) a.note(unread, source);
  for (const t of texts ?? []) giveText(a, from, { text: t, literal: true, ...(piped.globs === true ? { globs: true as const } : {}) }, source);
  for (const t of partlyKnownValueTexts(piped.text, a.values)) giveText(a, from, t, source); // (`X=$(echo ${Q}rm -rf x); echo "$X" | mytool`.)
}

/** Whether a command from `from` on may run the text piped to it (piped-text.ts givePipedText): where its reading matters. */
function runsPipedText(a: Analyzer, from: number): boolean {
  for (let k = from; k < a.commands.length; k++) if (a.commands[k]!.mayRun?.split === true && a.commands[k]!.possible === undefined) return true;
  return false;
}

/** Texts kept per file (a work bound: `>>` may append many). */
const MAX_FILE_TEXTS = 8;

export function walkPipeline(a: Analyzer, node: Pipeline, text: string, dialect: Dialect, depth: number): void {
  const commands = node.commands;
  if (commands.length === 1) {
    a.walk(commands[0]!, text, dialect, depth);
    if (node.negated) a.flow.negated();
    return;
  }
  const input = a.flow.cwd;
  // (The text the member before prints, where the line shows it: `echo 'rm -rf x' | mytool`.)
  let piped: PipedText | undefined;
  // (A member no printer is: its printed paths are read only where the next member takes them; reading them for every pipe doubled its cost.)
  let unshown: Command | undefined;
  // (The last member that makes words of its input, found once where a lister's text is taken.)
  let lastWordMaker: number | undefined;
  for (let k = 0; k < commands.length; k++) { // (Each command after the first reads the one before it; a shell there runs it, piped-scripts.ts.)
    const from = a.commands.length;
    // (`echo /etc/passwd | while read x; do …; done`: its reads' values, before its commands are read.)
    if (piped !== undefined && dialect === 'bash' && commands[k]!.type === 'compound') pipedCompoundReads(a, commands[k]!, piped);
    const counts = k > 0 && piped !== undefined && commands[k]!.type === 'simple' ? writtenCounts(a.values) : undefined;
    if (k > 0) walkPiped(a, commands[k]!, piped, () => withPipedPaths(commands[k - 1]!, commands[k]!, dialect, (c) => calledFunctionBodies(c, a.values) !== undefined, () => a.walk(commands[k]!, text, dialect, depth)));
    else a.walk(commands[k]!, text, dialect, depth);
    if (counts !== undefined) unreadInnerWrites(a.values, counts);
    // (`… | bash -c 'cat > g'`, `bash -c 'cat f' | mytool`: the line it runs, read as a group.)
    const runs = dialect === 'bash' ? lineRunnerTexts(commands[k]!, piped, a.values) : undefined;
    for (const w of runs?.written ?? []) keepFileText(a, w.file, w.text);
    if (unshown !== undefined && takesPipedText(a, from, commands[k]!, k === commands.length - 1)) {
      lastWordMaker ??= lastWordMakerOf(commands);
      // (A group's or loop's text joined with its listers' names: `{ echo hi; find /etc; } | xargs mytool`.)
      piped = joined([piped, unshownPipedText(unshown, a.values, k <= lastWordMaker)]);
    }
    unshown = undefined;
    if (piped !== undefined) giveText(a, from, piped, text.slice(commands[k]!.start, commands[k]!.end));
    if (piped !== undefined && dialect === 'powershell') readPipedCode(a, commands[k]!, piped, text, depth);
    // (What the members before give: `Get-ChildItem x.pem | Set-Clipboard` copies files, `'HKLM:\SAM' | gci` reads a key: powershell-piped-keys.ts.)
    if (k > 0 && dialect === 'powershell') readPipedItems(a, commands, k, text, depth);
    // (`echo "$X" | mytool`: the text with the values the line assigns in place.)
    if (piped !== undefined && !piped.literal) pipedValues(a, from, piped, text.slice(commands[k]!.start, commands[k]!.end));
    // (`echo /etc/passwd | tee f; mytool < f`: tee writes its input to its files too.)
    if (piped !== undefined && dialect === 'bash') for (const file of teeFiles(commands[k]!)) keepFileText(a, file, piped);
    // (`… | cp /dev/stdin g`, `… | dd of=g`: copies of its input; dd's may be changed, `conv=lcase`.)
    const copies = piped !== undefined && dialect === 'bash' ? stdinCopyFiles(commands[k]!) : undefined;
    for (const file of copies?.exact ?? []) keepFileText(a, file, piped!);
    for (const file of copies?.changed ?? []) keepFileText(a, file, { ...piped!, computed: true });
    // (`… | sort -o g`: what it prints of its input, to the file it names.)
    const outputs = piped !== undefined && dialect === 'bash' ? outputOptionFiles(commands[k]!) : [];
    const printed = outputs.length > 0 ? pipedText(commands[k]!, piped, text, dialect, readFileTexts(commands[k]!, a.values), a.values) : undefined;
    if (printed !== undefined) for (const file of outputs) keepFileText(a, file, printed);
    // (`echo xetc/passwd | cut -c2- > list; mytool @list`: what a member prints of its input to a file.)
    if (piped !== undefined && dialect === 'bash') pipedFileText(a, commands[k]!, piped);
    if (k === commands.length - 1) {
      // (`shopt -s lastpipe; echo /etc/passwd | read X; mytool $X`: the last member may run in the shell itself, as zsh's does.)
      if (piped !== undefined && dialect === 'bash') pipedReadValues(a, commands[k]!, piped);
      break;
    }
    // (A function the line defines prints what its body does: `f | mytool`, function-values.ts; another
    // command, the paths its words name and a lister's names, as its substitution's: listed-paths.ts.)
    // (A group, subshell or loop: every text its commands print, `echo /etc/passwd | { cat; } | mytool`, compound-texts.ts.)
    const compound = dialect === 'bash' && commands[k]!.type === 'compound';
    // (`cat f | mytool`, `head -1 f | mytool`: a filter prints what it reads of a file the line wrote, too.)
    const read = dialect === 'bash' ? readFileTexts(commands[k]!, a.values) : undefined;
    // (A function the line defines by a printer's or filter's name, `echo(){ …; }; echo hi | mytool`, prints what its body does: read as a function below.)
    const own = compound || (dialect === 'bash' && calledFunctionBodies(commands[k]!, a.values) !== undefined) ? undefined : pipedText(commands[k]!, piped, text, dialect, read, a.values);
    piped = unreadPrinted(commands[k]!, compound ? printedBy(commands[k]!, piped, a.values) : own, a.values) ?? runs?.printed;
    if ((piped === undefined || compound) && dialect === 'bash') unshown = commands[k]!;
    a.flow.restart(input);
  }
  a.flow.afterPipeline(input);
}

const PROBE: PipedText = { text: '', literal: true };

/**
 * A printer's text marked computed where its words hold a substitution or a variable whose text the
 * line does not show (`echo $(echo xetc/passwd | cut -c2-) | mytool`, `X=$(…); echo $X > f`), as
 * the same word given to a program asks (value-readings.ts unreadSubstitution).
 */
function unreadPrinted(node: Command, printed: PipedText | undefined, values: LineValues | undefined): PipedText | undefined {
  if (printed === undefined || printed.computed === true || node.type !== 'simple') return printed;
  const unread = unreadSubstitution(node.words, values) !== undefined
    || (values !== undefined && values.overflowing.size > 0 && node.words.some((w) => w.parts.some((p) => p.type === 'expansion' && values.overflowing.has(parameterName(p.text) ?? ''))));
  return unread ? { ...printed, computed: true } : printed;
}

/** The text a pipeline member writes to a file of what it is piped, kept for the commands that read the file later. */
function pipedFileText(a: Analyzer, node: Command, piped: PipedText): void {
  // (`echo xetc/passwd | { cut -c2- > list; }`, `… | { cat; } > list`: a group's, subshell's or loop's commands are given it too.)
  if (node.type === 'compound') for (const w of writtenTexts(node, piped, a.values)) keepFileText(a, w.file, w.text);
  const written = node.type === 'simple' && node.redirects.length > 0 && calledFunctionBodies(node, a.values) === undefined ? writtenFileText(node, piped, readFileTexts(node, a.values), a.values) : undefined;
  if (written !== undefined) keepFileText(a, written.file, written.text);
}

/** Whether a member takes the text piped to it: a command it runs may run it (givePipedText), it passes it on to another (a filter), tee writes it, or read assigns it. */
function takesPipedText(a: Analyzer, from: number, node: Command, last: boolean): boolean {
  for (let k = from; k < a.commands.length; k++) if (a.commands[k]!.mayRun?.split === true && a.commands[k]!.possible === undefined) return true;
  if ((!last && pipedText(node, PROBE, '', 'bash') !== undefined) || teeFiles(node).length > 0) return true;
  // (`find /etc | cat > list`: a member writing what it is piped to a file.)
  if (node.type === 'simple' && node.redirects.length > 0 && writtenFileText(node, PROBE) !== undefined) return true;
  // (`f | { cat > list; }`: a group, subshell or loop whose commands write what they are piped; session 40: was allowed.)
  if (node.type === 'compound' && writtenTexts(node, PROBE, a.values).length > 0) return true;
  const first = node.type === 'simple' && node.words.length > 0 ? wordValue(node.words[0]!).value : '';
  return first === 'read' || first === 'mapfile' || first === 'readarray';
}
