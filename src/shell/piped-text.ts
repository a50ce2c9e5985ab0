// The text a pipe gives a program, where the line shows it: `echo 'rm -rf x' | mytool` gives
// mytool `rm -rf x`, which a program the analysis does not know (or a script it does not read)
// may run, as it may run a here-string's (runs.ts stdinRun). Read only from printers whose output
// is their own words (echo, printf, yes; cat of a here-document or here-string), and passed on
// through filters that print some of their input (cat, tee, grep, head, sort, …): what reaches
// the program is at most that text. Any other command's output is not known, as before. In
// PowerShell, a value or Write-Output's arguments piped to a native program are its input.

import type { Command, Redirect, SimpleCommand, Word } from './ast.js';
import { braceWords } from './brace-words.js';
import { MAX_BRACE_READINGS } from './expansion-names.js';
import { constantStatement } from './powershell-constants.js';
import { readPrinterEscapes } from './printer-escapes.js';
import { bashPrintedTexts } from './printer-output.js';
import { hereDocument } from './redirects.js';
import type { CommandSubject } from './subject.js';
import type { LineValues } from './line-values.js';
import { scriptArguments } from './unknown-programs.js';
import { wordValue } from './words.js';
import { ownPieceGiven, pieceText, UNSHOWN } from './own-pieces.js';
import { formatted } from './printf-format.js';
// (A cycle: printed-substitutions.ts calls these functions only, after both load.)
import { hereText, openEnded, withPartlyPrinted } from './printed-substitutions.js';
export { hereText, partlyKnownValueTexts } from './printed-substitutions.js';
import { OPAQUE, unwrappedCommand } from './unwrapped-command.js';
import { filesGiven, filesGivenCut, sameFile, writtenFile } from './given-files.js';
// (Re-exported for the readers of written files that import them from here.)
export { filesGiven, outputOptionFiles, sameFile, teeFiles, wordFiles, writtenFile } from './given-files.js';
import { overflowingWritten, writtenTextsOf } from './written-file-names.js';
// (A cycle: each calls the other's functions only, after both load.)
import { scriptOwnPiece, scriptPrintsOwnText, scriptReadFiles } from './script-written-files.js';

export interface PipedText {
  readonly text: string;
  readonly literal: boolean;
  /** Passed through a tool that prints a text computed from it (tr, sed, cut, base64 -d, head -c…): what reaches the program is not known (the text is what went in). */
  readonly computed?: true;
  /** Computed only as a printer's brace expansion is not read whole (brace-words.ts cut): its reason says so. */
  readonly braces?: true;
  /** Globs (rule grammar) its lines may match: a lister's names below its operands (`find /etc`: `/etc/**`, listed-paths.ts). */
  readonly shapes?: readonly string[];
  /** May end without a newline (`printf x.`, `echo -n x.`): a text printed after it may join its last line (session 43: `printf x. > g; printf pem >> g` is x.pem). */
  readonly open?: true;
  /** Printed by words bash globs (`echo /et?/passwd`, `echo $X`, `echo $(echo $X)`): a word of it with a glob character may be the names that glob matched (globWords). */
  readonly globs?: true;
  /** A printer's words or a here-document, passed on whole by `cat` or `tee`: the text itself, not one that stands for it (a lister's names, a file's guessed text), which stored-code-writes.ts reads as a file's code. Any other construction drops it. */
  readonly exact?: true;
}

/** PowerShell's cmdlets and aliases that write their arguments down the pipeline, as the printer they are read as. */
const POWERSHELL_PRINTERS: ReadonlyMap<string, string> = new Map([['write-output', 'echo'], ['echo', 'echo'], ['write', 'echo']]);
/** Programs that print their words (echo's and printf's escapes read too). */
const PRINTERS: ReadonlySet<string> = new Set(['echo', 'printf', 'yes']);
/** Programs that print some of what they read, and nothing else of their own (`grep PATTERN` prints matching lines). */
const FILTERS: ReadonlySet<string> = new Set(['cat', 'tee', 'head', 'tail', 'sort', 'uniq', 'grep', 'egrep', 'fgrep', 'tac', 'shuf', 'less', 'more', 'look', 'comm', 'pr', 'sponge',
  // (pv copies its input unchanged, its progress on stderr; `-S` cuts it, transformed(); `-o F` writes it to F, outputOptionFiles.)
  'pv']);
/**
 * Programs that print a text computed from what they read (or from their own code alone, awk's
 * `BEGIN`), which the analysis does not compute: a text the line shows, through one, is no longer
 * known (session 36: `echo xetc/passwd | cut -c2- | xargs mytool` was allowed).
 */
const TRANSFORMERS: ReadonlySet<string> = new Set([
  'tr', 'sed', 'gsed', 'cut', 'base64', 'base32', 'basenc', 'xxd', 'od', 'hexdump', 'awk', 'gawk', 'mawk', 'nawk', 'fold', 'iconv',
  'paste', 'column', 'expand', 'unexpand', 'fmt', 'uudecode', 'openssl', 'gzip', 'gunzip', 'zcat', 'bzip2', 'bunzip2', 'xz', 'unxz',
  'zstd', 'perl', 'ruby', 'python', 'python3', 'node', 'jq', 'yq', 'envsubst', 'dd', 'recode', 'rot13', 'nl', 'join',
  // (Session 40: `xargs echo < f`, `strings f` print a text made of what they read.)
  'xargs', 'strings', 'cmp',
]);

/**
 * The text pipeline member `node` prints, where the line shows it; `before`: the text its own
 * input holds (the member before it). Undefined when not known (a command the line does not show
 * the output of).
 */
export function pipedText(node: Command, before: PipedText | undefined, line: string, dialect: 'bash' | 'powershell', read?: PipedText, values?: LineValues): PipedText | undefined {
  // (PowerShell writes a value piped to a native program to its standard input: `'rm -rf x' | mytool`.)
  if (dialect === 'powershell' && node.type === 'simple' && node.expression === true) {
    const text = line.slice(node.start, node.end);
    // (String literals, joined or in an array, as the values they are: `'r'+'m -rf x'`, `'a', 'b'`, here-strings.)
    const values = constantStatement(text);
    return values !== undefined ? { text: values.join('\n'), literal: true } : { text, literal: !text.includes('$') };
  }
  if (node.type !== 'simple' || node.words.length === 0) return undefined;
  if (dialect === 'bash') return bashPipedText(node, before, read, values);
  const first = node.words[0]!;
  if (first.parts.length !== 1 || first.parts[0]!.type !== 'literal') return undefined;
  const name = POWERSHELL_PRINTERS.get(first.parts[0]!.text.toLowerCase());
  if (name === undefined) return undefined;
  if (writesElsewhere(node.redirects)) return undefined;
  return withGlobs(printerText(node.words.slice(1), name === 'printf'), node.words);
}

/** pipedText of a bash command, read as the program it runs (`/bin/cat`, `command cat`, `sudo tee g`: unwrapped-command.ts). */
function bashPipedText(node: SimpleCommand, before: PipedText | undefined, read: PipedText | undefined, values: LineValues | undefined): PipedText | undefined {
  if (writesElsewhere(node.redirects)) return undefined;
  const program = unwrappedCommand(node);
  if (program === undefined) return undefined;
  // (`cat <<< TEXT`, `cat <<EOF`: the text it is given; a filter's input, what it reads; `read`,
  // the files the line wrote that it is given, `cat f`, `head -1 < f` (readFileTexts).)
  const given = bothTexts(node.redirects.length === 0 ? before : hereText(node.redirects, values) ?? before, read);
  // (A wrapper whose command is not read, `ssh h cat`, `xargs cat`: what it prints of its input is not known.)
  if (program === OPAQUE) return given === undefined ? undefined : transformedText(given);
  const { name, words } = program;
  // (Exact, for d1's stored code: a text with partly printed lines is no literal, which it does not read.)
  if (PRINTERS.has(name)) return exactText(openEnded(withGlobs(withPartlyPrinted(printerText(words.slice(1), name === 'printf'), words, 1, values), words), name, words, values));
  const inner = words === node.words ? node : { ...node, words };
  const out = transformed(name, inner, given) ?? (FILTERS.has(name) ? keptPiece(name, given, words) : undefined);
  // (`cat <<E`, `tee F <<< TEXT`, `echo … | tee F`: the exact text on, where no file's text joins it.)
  if ((name === 'tee' || (name === 'cat' && words.length === 1)) && read === undefined && exactInput(node, before)) return exactText(out);
  // (Any other program given a text the line shows may print it, or part of it: `pv`, `m4`,
  // `bat`, `dos2unix`, `xzcat` (session 41: `echo /etc/passwd | pv | mytool` was allowed); only
  // those known to print none of their input print nothing of it.)
  if (out === undefined && given !== undefined && !PRINTS_NONE_OF_INPUT.has(name)) return transformedText(given);
  return out?.exact === true ? { ...out, exact: undefined } : out; // (A filter's lines, some or reordered (`sort -r`, `tac`), are not the text as it was.)
}

/** Whether a command's standard input is a literal here-document or here-string, or else the pipe's exact text (`before`), and no file. */
function exactInput(node: SimpleCommand, before: PipedText | undefined): boolean {
  // (An unquoted here-document's `\\` escapes are removed as it is written: `r\\\\m` stores `r\\m`, which runs rm.)
  const here = hereDocument(node.redirects);
  if (node.redirects.some((r) => r.heredoc?.expands === true && r.heredoc.body.includes('\\'))) return false;
  return here !== undefined ? here.literal : before?.exact === true && !node.redirects.some((r) => (r.fd ?? 0) === 0 && r.op[0] === '<');
}
const exactText = (t: PipedText | undefined): PipedText | undefined => (t === undefined ? t : { ...t, exact: true });

/**
 * Filters that print each line they print whole and newline-ended: a script's own piece stays
 * one per line through them (ownPieceGiven). Others may join lines (`tac` of a last line without
 * a newline, `pr -2 -S`, `cat - g`), so two pieces may make one word.
 */
const LINE_FILTERS: ReadonlySet<string> = new Set(['sort', 'uniq', 'grep', 'egrep', 'fgrep', 'tee']);

/** What a filter prints of a text it is given: that text, but computed where it is an own piece a filter not in LINE_FILTERS may join, or where it may end without a newline before another input. */
function keptPiece(name: string, given: PipedText | undefined, words: readonly Word[]): PipedText | undefined {
  // (A text that may end without a newline, before another input: `printf x. | cat - <(echo pem)` prints x.pem.)
  if (given?.open === true && words.some((w, k) => k > 0 && !wordValue(w).value.startsWith('-'))) return transformedText(given);
  return given !== undefined && !LINE_FILTERS.has(name) && ownPieceGiven(given) ? transformedText(given) : given;
}

/** Programs that print nothing of what they read (a count, a digest, a listing of their operands, nothing). */
const PRINTS_NONE_OF_INPUT: ReadonlySet<string> = new Set([
  'wc', 'md5sum', 'sha1sum', 'sha224sum', 'sha256sum', 'sha384sum', 'sha512sum', 'b2sum', 'cksum', 'sum', 'shasum', 'md5',
  'true', 'false', ':', 'test', '[', 'read', 'mapfile', 'readarray', 'sleep', 'wait', 'cd', 'export', 'set', 'unset', 'local', 'declare',
  'ls', 'stat', 'du', 'df', 'date', 'id', 'whoami', 'pwd', 'uname', 'hostname', 'nproc', 'mkdir', 'rmdir', 'touch', 'chmod', 'chown',
  'chgrp', 'rm', 'mktemp', 'sync', 'clear', 'tput', 'file', 'which', 'seq', 'basename',
  'dirname', 'realpath', 'readlink', 'kill', 'notify-send',
]);

/** What a printer prints of its words, brace expansions' words too (brace-words.ts); computed where not every word is read. */
function printerText(words: readonly Word[], format: boolean): PipedText {
  const read = words.map(braceWords);
  const text = printed(read.flatMap((r) => r.values), format);
  return read.some((r) => r.cut) ? { ...text, computed: true, braces: true } : text;
}

/** A printer's text marked where its words may glob (PipedText.globs): a glob, an unquoted expansion, a substitution (its own printer's glob). */
function withGlobs(text: PipedText, words: readonly Word[]): PipedText {
  const globs = words.some((w) => w.parts.some((p) => p.type === 'glob' || p.type === 'command-substitution' || (p.type === 'expansion' && !p.quoted)));
  return globs ? { ...text, globs: true } : text;
}

/** The words of a text with a glob character and no expansion left (`/et?/passwd`), as globs to check by their shape: a printed glob bash expanded. */
export function globWords(text: string): string[] {
  if (!/[*?[]/.test(text)) return [];
  return text.split(/\s+/).filter((w) => /[*?[]/.test(w) && !/[$`]/.test(w));
}

/** Whether a here-string's or here-document's text has a substitution, whose printer's globs bash expanded (here-strings are not globbed themselves). */
export function printsGlobs(text: string): boolean {
  return text.includes('$(') || text.includes('`');
}

/** A text a tool computes from `given`: not known (its reason the tool's, not a brace's). */
function transformedText(given: PipedText): PipedText {
  const { braces: _, ...rest } = given;
  return { ...rest, computed: true };
}

/** Why a program given a computed text asks (PipedText.computed): a brace expansion not read whole, or a tool the analysis does not follow. */
export function computedReason(text: PipedText, given: 'gives a program' | 'substitution'): string {
  if (text.braces === true) return given === 'substitution' ? BRACES_SUBSTITUTION : BRACES_GIVEN;
  return given === 'substitution' ? COMPUTED_SUBSTITUTION : COMPUTED_GIVEN;
}

const BRACES = `a brace expansion the analysis does not read whole (${MAX_BRACE_READINGS} words or more, or a zero-padded range)`;
const BRACES_GIVEN = `the text the line gives a program is printed from ${BRACES}`;
const BRACES_SUBSTITUTION = `a substitution given to a program prints ${BRACES}`;
const COMPUTED_GIVEN = 'the text the line gives a program is computed from text it shows by a tool the analysis does not follow (tr, sed, cut, base64 -d, …)';
export const COMPUTED_SUBSTITUTION = 'a substitution given to a program prints a text computed from text the line shows by a tool the analysis does not follow (tr, sed, cut, base64 -d, …)';

const GREPS: ReadonlySet<string> = new Set(['grep', 'egrep', 'fgrep']);

/** Whether a word after the name matches an option's spelling (literal words only). */
function hasOption(node: SimpleCommand, option: RegExp): boolean {
  return node.words.some((w, k) => k > 0 && option.test(wordValue(w).value));
}

/**
 * What a tool that changes its input prints of a text the line shows: rev's lines reversed; a
 * computed text (PipedText.computed) through head or tail by bytes (`-c`), `grep -o` or a
 * transformer; awk's program alone (no input or file). Undefined for any other command.
 */
function transformed(name: string, node: SimpleCommand, given: PipedText | undefined): PipedText | undefined {
  if (name === 'rev' && given !== undefined) {
    return given.literal && given.computed !== true ? { text: given.text.split('\n').map((l) => [...l].reverse().join('')).join('\n'), literal: true } : transformedText(given);
  }
  // (Part of a line: head or tail by bytes, grep's matches only, `grep -o`; records split
  // elsewhere than at newlines: tac's separator, `tac -s / ` of `passwd/etc//` prints
  // `/etc/passwd/`, and a filter's NUL-ended records, `-z`.)
  const part = (name === 'head' || name === 'tail') ? hasOption(node, /^(?:-[a-z]*c|--bytes)/)
    // (`pv -S -s N` stops after N bytes, a part of a line: `echo a.pemx | pv -S -s 5`.)
    : name === 'pv' ? hasOption(node, /^(?:-[a-zA-Z]*S|--st)/)
    : GREPS.has(name) && hasOption(node, /^(?:-[a-zA-Z]*o|--only-matching)/);
  const records = name === 'tac' ? hasOption(node, /^-/) || given?.open === true : FILTERS.has(name) && hasOption(node, /^(?:-[a-zA-Z]*z|--zero-terminated|--null-data)/);
  // (Lines joined: tac's last line without a newline before the one above it, above; pr's columns, `pr -2 -t -S`, `-m`, `-J`.)
  if (given !== undefined && name === 'pr' && hasOption(node, /^-(?![tT]$)/)) return transformedText(given);
  if (given !== undefined && (part || records || TRANSFORMERS.has(name))) return transformedText(given);
  // (`awk 'BEGIN{print "/et" "c/passwd"}'`: its program prints; no input is read.)
  if (given === undefined && (name === 'awk' || name === 'gawk' || name === 'mawk' || name === 'nawk') && node.words.length === 2) return { text: '', literal: true, computed: true };
  // (`sed 's/a/\/etc\/passwd/' f`, `awk '{print "/etc/passwd"}' f`: a script printing text of its own, whatever it reads.)
  if (given === undefined && scriptPrintsOwnText(name, node.words)) {
    // (Unless that is one plain piece, once a line beside text the line does not show: it is
    // that text, as `echo "$X"b` prints b (session 42: `sed 's/a/b/' f | mytool` asked).)
    // (Not one with `~`, `$` or a backtick: a word's value after `=` or `:` may be a home path,
    // `--key=~$X`, read by a word's parts; an expansion's text is read as one, not as printed.)
    const piece = scriptOwnPiece(name, node.words);
    return piece !== undefined && !/[~$`]/.test(piece) ? pieceText(piece) : { text: '', literal: true, computed: true };
  }
  // (`python3 -c 'print("/et"+"c/passwd")'`: so does code given on the line.)
  const inlineCode = INLINE_CODE_OPTIONS.get(name);
  if (given === undefined && inlineCode !== undefined && hasOption(node, inlineCode)) return { text: '', literal: true, computed: true };
  return undefined;
}

/**
 * Interpreters' options whose value is code they run, spelled alone or after other single-letter
 * options (`-c`, `-Ic`, `perl -le`): what that code prints is computed (session 37:
 * `mytool $(perl -e 'print "/et"."c/passwd"')` was allowed where awk's `BEGIN` asked). Broad on
 * purpose: a wrong match only makes a printed text unknown.
 */
export const INLINE_CODE_OPTIONS: ReadonlyMap<string, RegExp> = new Map([
  ...['python', 'python2', 'python3', 'pypy', 'pypy3'].map((n) => [n, /^-[a-zA-Z]*c/] as const),
  ...['perl', 'ruby', 'lua', 'luajit', 'Rscript', 'osascript', 'tclsh'].map((n) => [n, /^-[a-zA-Z]*[eE]/] as const),
  ['node', /^(?:-[a-zA-Z]*[ep]|--eval|--print)/],
  ['bun', /^(?:-[a-zA-Z]*[ep]|--eval|--print)/],
  ['deno', /^(?:eval$|-[a-zA-Z]*e)/],
  ['php', /^-[a-zA-Z]*[rBRE]/],
  ['jq', /^(?:-[a-zA-Z]*n|--null-input)/],
  ['gojq', /^(?:-[a-zA-Z]*n|--null-input)/],
]);

/**
 * The file a printer's output goes to, and its text, where the line shows both (`echo 'rm -rf x'
 * > f`, `printf … >> f`, `cat > f <<< TEXT`): a later command given that file on its standard
 * input (`mytool < f`) is given that text (compound-walk.ts).
 */
export function writtenFileText(node: SimpleCommand, before?: PipedText, read?: PipedText, values?: LineValues): { readonly file: string; readonly text: PipedText } | undefined {
  const file = writtenFile(node);
  if (file === undefined) return undefined;
  const text = pipedText({ ...node, redirects: node.redirects.filter((r) => r.op[0] === '<') }, before, '', 'bash', read, values);
  return text === undefined ? undefined : { file: sameFile(file), text };
}

/**
 * The texts the line wrote to the files a command is given (filesGiven: `cat f`, `head -1 < f`,
 * `dd if=f`), one after another, for a filter or tool that prints what it reads (session 40:
 * `echo /etc/passwd > f; cat f | mytool`, `cat f > g; mytool < g` were allowed); computed where
 * the line wrote one more often than is kept. Undefined where it is given none.
 */
export function readFileTexts(node: Command, values: Pick<LineValues, 'files' | 'overflowingFiles'> | undefined): PipedText | undefined {
  if (values === undefined || values.files.size === 0 || node.type !== 'simple' || node.words.length === 0) return undefined;
  let read: PipedText | undefined;
  let overflowing = filesGivenCut(node);
  // (And those sed's or awk's script reads: `sed 'r f'`, `awk '{getline l < "f"}'`.)
  const program = unwrappedCommand(node);
  const scriptReads = program === undefined || program === OPAQUE ? [] : scriptReadFiles(program.name, program.words);
  for (const file of new Set([...filesGiven(node), ...scriptReads])) {
    for (const t of writtenTextsOf(values, file) ?? []) read = bothTexts(read, t);
    if (overflowingWritten(values, file)) overflowing = true;
  }
  // (Its input a descriptor the line may have opened on a file it wrote, `exec 4<f; cat <&4`: any of them; session 41: was allowed.)
  if (node.redirects.some((r) => r.op === '<&' && (r.fd ?? 0) === 0 && r.target.text !== '-')) {
    for (const texts of values.files.values()) for (const t of texts) read = bothTexts(read, t);
  }
  if (!overflowing) return read;
  return { ...(read ?? { text: '', literal: true }), computed: true };
}

/** Two texts printed one after another (compound-texts.ts joined's rule for two): computed where the first may end without a newline, which joins them. */
function bothTexts(a: PipedText | undefined, b: PipedText | undefined): PipedText | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  if (a.open === true) return transformedText({ ...a, text: `${a.text}\n${b.text}` });
  // (Fields set one by one, not spread from literals: a line reading a file written many times
  // joins its texts per command, `mytool $(python3 -c x) …` 16 a command; session 45.)
  const joined: { -readonly [K in keyof PipedText]: PipedText[K] } = { text: `${a.text}\n${b.text}`, literal: a.literal && b.literal };
  if (a.computed === true || b.computed === true) joined.computed = true;
  if (a.braces === true || b.braces === true) joined.braces = true;
  if (a.shapes !== undefined || b.shapes !== undefined) {
    const shapes = a.shapes === undefined ? b.shapes! : b.shapes === undefined ? a.shapes : [...a.shapes, ...b.shapes];
    if (shapes.length > 0) joined.shapes = shapes;
  }
  if (a.globs === true || b.globs === true) joined.globs = true;
  return joined;
}

/** Whether a redirect sends standard output elsewhere than the pipe (`> f`, `&> f`, `>&2`). */
function writesElsewhere(redirects: readonly Redirect[]): boolean {
  for (let k = 0; k < redirects.length; k++) {
    const r = redirects[k]!;
    if (r.op[0] !== '<' && (r.fd ?? 1) === 1) return true;
  }
  return false;
}

/** What printf (`format`) or echo prints of its literal words, as one text (printf -v's value: given-values.ts). */
export function printedText(words: readonly string[], format: boolean): string {
  return printed(words.map((value) => ({ value, dynamic: false })), format).text;
}

/**
 * The words a printer prints, with their escapes read as `echo -e` and printf read them too, and
 * printf's arguments put in its format's conversions (`printf 'r%s -rf x' m`); computed where a
 * conversion is not read exactly (printf-format.ts).
 */
function printed(values: readonly { value: string; dynamic: boolean }[], format: boolean): PipedText {
  const words = values.map((v) => v.value);
  // (`printf -- FORMAT …`: the format is the word after it.)
  const from = format && words[0] === '--' ? 1 : 0;
  const filled = format && words.length > from && words[from]!.includes('%') ? formatted(words[from]!, words.slice(from + 1)) : '';
  const text = filled !== '' && filled !== undefined ? `${words.join(' ')}\n${filled}` : words.join(' ');
  // (No backslash, no escape: a long text, a function printing its 9,700-character parameter 100 times, is not scanned.)
  const escaped = readPrinterEscapes(text);
  const literal = values.every((v) => !v.dynamic);
  // (And what bash prints, its escapes read as bash reads them: printer-output.ts.)
  const exact = bashPrintedTexts(words, format);
  const read = escaped === text ? text : `${text}\n${escaped}`;
  // (Not again where the last reading, the wide one of the output, is bash's: `echo -e 'a\tb'`.)
  const added = exact === undefined || (exact.length === 1 && read.endsWith(exact[0]!) && read.charCodeAt(read.length - exact[0]!.length - 1) === 10) ? [] : exact;
  return { text: added.length === 0 ? read : `${read}\n${added.join('\n')}`, literal, ...(filled === undefined || exact === undefined ? { computed: true as const } : {}) };
}

/**
 * What printf prints of these literal words, where that is read exactly and holds no backslash
 * (an escape's reading is a second line): printf -v's one value (`printf -v X %s a.pem` is
 * `a.pem`, not the words and the output a line each, a text with a newline that matched nothing).
 */
export function printfOutput(words: readonly string[]): string | undefined {
  const from = words[0] === '--' ? 1 : 0;
  if (words.length <= from) return undefined;
  const out = formatted(words[from]!, words.slice(from + 1));
  return out === undefined || out.includes('\\') ? undefined : out;
}

/** Whether printf prints a text the analysis reads exactly from these words (printf-format.ts): else what `printf -v` assigns is unknown. */
export function printfReadExactly(words: readonly string[]): boolean {
  const from = words[0] === '--' ? 1 : 0;
  return words.length <= from || !words[from]!.includes('%') || formatted(words[from]!, words.slice(from + 1)) !== undefined;
}


/**
 * For each command from `from` on that may run its words unseen, split by tokens (an unknown
 * program's or a script's: CommandSubject.mayRun), the piped text as words it may run, a
 * possible reading (scope restrict: its allow rule covers it), as runs.ts stdinRun reads a
 * here-string's.
 */
export function givePipedText(commands: CommandSubject[], from: number, piped: PipedText, possible = PIPED): void {
  const end = commands.length;
  // (A script's own piece as its words, and with text the line does not show after or around it, as `echo "rm -rf x$X"`'s are: own-pieces.ts.)
  const continued = ownPieceGiven(piped) ? [piped.text + UNSHOWN, UNSHOWN + piped.text, UNSHOWN + piped.text + UNSHOWN] : undefined;
  for (let k = from; k < end; k++) {
    const c = commands[k]!;
    if (c.mayRun?.split !== true || c.possible !== undefined) continue;
    for (const [text, dynamic] of continued === undefined ? [[piped.text, !piped.literal] as const] : [[piped.text, false] as const, ...continued.map((t) => [t, true] as const)]) {
      commands.push({
        words: [c.words[0]!, text], dynamic: [false, dynamic], shapes: undefined, homeTildes: undefined, plainName: c.plainName,
        assignments: c.assignments, scope: 'restrict', dialect: 'bash', exactAllowOnly: false, inert: false, text: c.text, cwd: c.cwd, mayRun: PIPED_RUN,
        possible,
      });
    }
  }
}

const PIPED = 'the program may run the text the line pipes to it on standard input';

const PIPED_RUN = scriptArguments(1);
