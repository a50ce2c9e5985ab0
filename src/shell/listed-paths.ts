// What a command whose output the line does not show may print as paths (issue 3, session 38):
// `realpath /etc/passwd | xargs mytool` gives mytool what `mytool $(realpath /etc/passwd)` does,
// the paths its words name with their ancestors and last segments (substitution-paths.ts); and a
// lister prints names below its operands (`find /etc`, `ls -R`, `du`, `tree`, `git ls-files`,
// `rg --files`, `fd`, `grep -rl`), any file there, read as a glob of that shape (`/etc/**`; a
// `-name` filter narrows it: `find src -name '*.ts'` is `src/**/*.ts`), which asks where a deny
// or ask rule's paths may meet it, never denies. Possible paths for deny and ask rules only.
// Also git's changed and tracked names past its global options (`git -C DIR diff --name-only`,
// `status -s`), `ls -a`'s dot names (as `mytool .*`), and any path for names the line cannot
// bound: `locate`, an archive's members (`tar -tf`, `unzip -l`), a package's files (`dpkg -L`).

import type { Command, SimpleCommand, Word } from './ast.js';
import { LineValues } from './line-values.js';
import { parameterName, unreadSubstitution } from './value-readings.js';
import { sameFile, writtenFile, type PipedText } from './piped-text.js';
import { openDescriptors } from './given-files.js';
import { globShape } from './possible-paths.js';
import { substitutionPaths } from './substitution-paths.js';
import { calledFunctionBodies, functionPipedText } from './function-values.js';
import { wordValue } from './words.js';
import { keptPerNode } from './node-memos.js';
import { joined } from './compound-texts.js';
import { ANY_PATH, below, belowShape, bounded, grepOperands, NO_VALUES, operands, type Text } from './lister-operands.js';
import { gitShapes } from './git-listed-names.js';
import { SubstitutionsMet } from './repeated-substitutions.js';

/**
 * What a pipeline member no printer prints into the pipe (compound-walk.ts): a called function's
 * readings (function-values.ts) with its bodies' lister globs, so `f(){ find /etc; }; f | xargs
 * mytool` reads as `find /etc | xargs mytool`; another command's printed paths.
 */
export function unshownPipedText(node: Command, values: LineValues | undefined, makesWords = false): PipedText | undefined {
  const text = unshownText(node, values);
  const long = makesWords ? [node, ...calledBodies(node, values)].flatMap(longListingShapes) : [];
  return long.length === 0 ? text : { ...(text ?? { text: '', literal: true }), shapes: bounded([...(text?.shapes ?? []), ...long]) };
}

function unshownText(node: Command, values: LineValues | undefined): PipedText | undefined {
  const bodies = calledFunctionBodies(node, values);
  // (A group, subshell or loop calling one, `{ f; } | xargs mytool`: each call's text too.)
  if (bodies === undefined && node.type !== 'simple' && values?.functions !== undefined) {
    return joined([printedPathsText(node, values), ...functionCalls(node, []).filter((c) => calledFunctionBodies(c, values) !== undefined).map((c) => unshownText(c, values))]);
  }
  if (bodies === undefined) return printedPathsText(node, values);
  const called = functionPipedText(node, values);
  const shapes = bounded(bodies.flatMap((b) => listerShapes(b)));
  if (shapes.length === 0) return called ?? printedPathsText(node, values);
  return { ...(called ?? { text: '', literal: true }), shapes };
}

/** The bodies of the functions a command calls (itself, or among its lists, pipes, groups and loops). */
function calledBodies(node: Command, values: LineValues | undefined): readonly Command[] {
  if (node.type === 'simple' || values?.functions === undefined) return calledFunctionBodies(node, values) ?? [];
  return functionCalls(node, []).flatMap((c) => calledFunctionBodies(c, values) ?? []);
}

/** The simple commands whose output is a command's, through its lists, pipes, groups and loops (not a coprocess's, which prints to its own pipe): where it may call a function. */
function functionCalls(c: Command, out: SimpleCommand[]): SimpleCommand[] {
  if (c.type === 'simple') out.push(c);
  else if (c.type === 'sequence') for (const i of c.items) functionCalls(i.command, out);
  else if (c.type === 'and-or') for (const x of [c.first, ...c.rest.map((r) => r.command)]) functionCalls(x, out);
  else if (c.type === 'pipeline') for (const x of c.commands) functionCalls(x, out);
  else if (c.type === 'compound' && c.kind !== 'coproc') for (const b of c.bodies) functionCalls(b, out);
  return out;
}

/**
 * The lister globs a command's words (from `from` on) may give: their substitutions'
 * (`mytool $(git ls-files)`, a called function's bodies' too) and a variable's the line assigned
 * from one (`X=$(git ls-files); mytool $X`, `for f in $(find /etc)`: LineValues.listed).
 */
export function substitutionShapes(words: readonly Word[], values: LineValues | undefined, from = 1): string[] {
  const out: string[] = [];
  let met: SubstitutionsMet | undefined;
  for (let k = from; k < words.length; k++) {
    for (const p of words[k]!.parts) {
      if (p.type === 'expansion' && values?.listed !== undefined) out.push(...(values.listed.get(parameterName(p.text) ?? '') ?? []));
      if (p.type !== 'command-substitution' && p.type !== 'process-substitution') continue;
      // (A repeat's shapes are the first's, which bounded keeps once.)
      if ((met ??= new SubstitutionsMet()).again(p)) continue;
      // (A substitution's text is split into words: a long listing's names among them, `mytool $(ls -la)`.)
      out.push(...listerShapes(p.body), ...longListingShapes(p.body));
      for (const b of calledFunctionBodies(p.body, values) ?? []) out.push(...listerShapes(b), ...longListingShapes(b));
    }
  }
  return bounded(out);
}

/** A variable assigned words with a lister's names (`X=$(git ls-files)`, a loop's): its globs kept, for the programs given it. */
export function keepListedShapes(r: { values: LineValues | undefined }, name: string, words: readonly Word[]): void {
  const shapes = substitutionShapes(words, r.values, 0);
  if (shapes.length === 0) return;
  const listed = ((r.values ??= new LineValues()).listed ??= new Map());
  listed.set(name, bounded([...(listed.get(name) ?? []), ...shapes]));
}

/**
 * The paths a command the line does not show the output of may print, as piped text: its derived
 * paths as the text's lines, its listers' globs as shapes. Undefined where it names none (`date`,
 * `git status`, `ls src`: a directory's plain names are not read, as `mytool *` is not).
 */
export function printedPathsText(node: Command, values: LineValues | undefined): PipedText | undefined {
  const derived = substitutionPaths(node, values);
  const shapes = listerShapes(node);
  // (More paths than are read, or a substitution's computed text printed on, `cat <(echo xetc/passwd |
  // cut -c2-)`: what reaches the program is not all known, so it asks.)
  const computed = derived.overflowing || simpleCommands(node, []).some((s) => unreadSubstitution(s.words, values) !== undefined);
  if (derived.paths.length === 0 && shapes.length === 0 && !computed) return undefined;
  return {
    text: derived.paths.join('\n'),
    literal: true,
    ...(shapes.length > 0 ? { shapes } : {}),
    ...(computed ? { computed: true as const } : {}),
  };
}

/** The globs (rule grammar) of the names the listers among a command's commands may print (its words alone: kept per node). */
export const listerShapes: (c: Command) => readonly string[] = keptPerNode(listerShapesOf);

function listerShapesOf(c: Command): readonly string[] {
  const out: string[] = [];
  for (const s of simpleCommands(c, [])) out.push(...listed(s));
  return bounded(out);
}

/** The simple commands of a command, through its lists, pipelines, compound bodies and nested substitutions. */
function simpleCommands(c: Command, out: SimpleCommand[]): SimpleCommand[] {
  switch (c.type) {
    case 'simple':
      out.push(c);
      for (const w of c.words) for (const p of w.parts) if (p.type === 'command-substitution' || p.type === 'process-substitution') simpleCommands(p.body, out);
      break;
    case 'sequence':
      for (const i of c.items) simpleCommands(i.command, out);
      break;
    case 'and-or':
      simpleCommands(c.first, out);
      for (const r of c.rest) simpleCommands(r.command, out);
      break;
    case 'pipeline':
      for (const p of c.commands) simpleCommands(p, out);
      break;
    case 'compound':
      for (const b of c.bodies) simpleCommands(b, out);
      break;
    case 'function':
      break;
  }
  return out;
}

/** One command's lister globs: none for a command that is no lister. */
function listed(c: SimpleCommand): string[] {
  if (c.words.length === 0) return [];
  const words = c.words.map((w) => wordValue(w));
  if (words[0]!.dynamic) return [];
  const name = words[0]!.value.replace(/^.*\//, '');
  const rest = words.slice(1);
  switch (name) {
    case 'find':
    case 'gfind':
      return findShapes(rest);
    case 'ls':
    case 'gls':
    case 'dir':
    case 'vdir':
      return lsShapes(rest);
    case 'du':
    case 'tree':
      return below(operands(rest, NO_VALUES), '');
    case 'git':
      return gitShapes(rest);
    case 'locate':
    case 'plocate':
    case 'mlocate':
    case 'slocate':
      // (Any file its database holds, anywhere.)
      return [ANY_PATH];
    case 'tar':
    case 'gtar':
    case 'bsdtar':
    case 'zipinfo':
    case 'unzip':
    case '7z':
    case '7za':
    case '7zz':
      return archiveNames(name, rest) ? [ANY_PATH] : [];
    case 'dpkg':
    case 'dpkg-query':
    case 'rpm':
    case 'pacman':
      // (A package's files, `dpkg -L openssh-server`: /etc/ssh/sshd_config among them.)
      return rest.some((w) => w.dynamic || /^(?:-L|--listfiles|--list|-[A-Za-z]*Q[A-Za-z]*l[A-Za-z]*|-q[A-Za-z]*l[A-Za-z]*)$/.test(w.value)) ? [ANY_PATH] : [];
    case 'rg':
      return rest.some((w) => w.value === '--files' || w.value === '--files-without-match' || /^-[a-zA-Z]*[lL]/.test(w.value)) ? below(operands(rest, RG_VALUES), '') : [];
    case 'fd':
    case 'fdfind':
      // (Its first operand is a pattern, the rest directories.)
      return below(operands(rest, FD_VALUES).slice(1), '');
    case 'grep':
    case 'egrep':
    case 'fgrep':
      return rest.some((w) => /^-[a-zA-Z]*[rR]|^--(?:recursive|dereference-recursive)$/.test(w.value)) ? below(grepOperands(rest), '') : [];
    default:
      return [];
  }
}

const RG_VALUES: ReadonlySet<string> = new Set(['-g', '--glob', '--iglob', '-t', '--type', '-T', '--type-not', '-e', '--regexp', '-f', '--file', '-m', '--max-count', '-d', '--max-depth', '-j', '--threads']);
const FD_VALUES: ReadonlySet<string> = new Set(['-e', '--extension', '-t', '--type', '-E', '--exclude', '-d', '--max-depth', '--min-depth', '--exact-depth', '-j', '--threads', '-S', '--size', '--changed-within', '--changed-before', '-o', '--owner', '--base-directory', '--search-path', '-x', '--exec', '-X', '--exec-batch']);

/** find's starting points (before its first expression word) and names below them, narrowed by one `-name` filter that is its whole test. */
function findShapes(words: readonly Text[]): string[] {
  let k = 0;
  // (Its own options before the starting points: -H, -L, -P, -O3, -D debugopts.)
  while (k < words.length && /^-(?:[HLP]|O\d*|D)$/.test(words[k]!.value)) k += words[k]!.value === '-D' ? 2 : 1;
  const starts: Text[] = [];
  while (k < words.length && !isFindExpression(words[k]!.value)) starts.push(words[k++]!);
  const filter = nameFilter(words.slice(k));
  // (`-maxdepth 1`: the starting points' own names only, `src/*.ts`; deeper, any directory between.)
  if (!filter.shallow) return below(starts, filter.name);
  return (starts.length === 0 ? [{ value: '.', dynamic: false }] : starts).map((d) => belowShape(d, filter.name === '' ? '*' : filter.name).replace('/**/', '/'));
}

function isFindExpression(w: string): boolean {
  return (w.startsWith('-') && w.length > 1) || w === '(' || w === '!' || w === ')' || w === ',';
}

/** Tests that only narrow what find prints, and take one value. */
const NARROWING = new Set(['-type', '-mindepth', '-xtype']);

/**
 * The glob of an expression that is one `-name` and narrowing tests (`-name '*.ts' -type f`), or
 * '' (any name); `shallow`: `-maxdepth 1` (or 0) keeps it to the starting points' own names.
 */
function nameFilter(expression: readonly Text[]): { readonly name: string; readonly shallow: boolean } {
  let name: string | undefined;
  let shallow = false;
  let other = false;
  for (let k = 0; k < expression.length; k++) {
    const w = expression[k]!.value;
    if (w === '-print' || w === '-print0') continue;
    if (NARROWING.has(w)) k++;
    else if (w === '-maxdepth' && k + 1 < expression.length) shallow = /^[01]$/.test(expression[++k]!.value);
    else if (w === '-name' && name === undefined && k + 1 < expression.length && !expression[k + 1]!.dynamic) name = expression[++k]!.value;
    else other = true;
  }
  // (Any other test or action may print other names; a name with `/` never matches, one with a `\\` escape is read as any name.)
  const glob = other || name === undefined || name.includes('/') || name.includes('\\') ? '' : globShape(name);
  return { name: glob, shallow: shallow && !other };
}

/** The file a command writes its output to, where it writes one literal file (`find /etc > l.txt`); its text as piped text (`xargs -a l.txt mytool`). */
export function writtenPathsText(node: SimpleCommand, values: LineValues | undefined): { readonly file: string; readonly text: PipedText } | undefined {
  const file = writtenFile(node);
  if (file === undefined) return undefined;
  // (A called function's output as a pipe gets it, `f(){ echo xetc/passwd | cut -c2-; }; f > l; mytool @l`.)
  const text = unshownPipedText({ ...node, redirects: [] }, values);
  return text === undefined ? undefined : { file: sameFile(file), text };
}

/** Builtins whose messages quote none of their words (the line's xtrace goes to the shell's standard error, not the command's). */
const QUIET_ERRORS: ReadonlySet<string> = new Set(['echo', 'printf', ':', 'true', 'false']);

/**
 * The file a command's standard error goes to apart from its output (`2> g`, `2>> g`) and the
 * paths its words name, which its messages may quote (`ls /etc/passwd 2> g`, `logger -s /etc/passwd
 * 2> g`; session 43: were allowed before `mytool < g`), as its output's are (writtenPathsText).
 */
export function stderrPathsText(node: SimpleCommand, values: LineValues | undefined, outputFile: string | undefined): readonly { readonly file: string; readonly text: PipedText }[] {
  const file = node.redirects.length === 0 ? undefined : openDescriptors(node.redirects).get(2);
  if (file === undefined || file === null || sameFile(file) === outputFile || (node.words.length > 0 && QUIET_ERRORS.has(wordValue(node.words[0]!).value))) return [];
  const text = quotedPathsText(node, values);
  return text === undefined ? [] : [{ file: sameFile(file), text }];
}

/**
 * The paths the words of a command's simple commands name, which their messages may quote (not
 * QUIET_ERRORS'; a called function's, its bodies' commands', at most 8 calls deep), as printed
 * paths (printedPathsText): a command's or a construct's standard error (stderrPathsText, compound-texts.ts).
 */
export function quotedPathsText(node: Command, values: LineValues | undefined, depth = 0): PipedText | undefined {
  const texts: (PipedText | undefined)[] = [];
  for (const s of simpleCommands(node, [])) {
    if (s.words.length === 0 || QUIET_ERRORS.has(wordValue(s.words[0]!).value)) continue;
    const bodies = calledFunctionBodies(s, values);
    if (bodies === undefined) texts.push(printedPathsText({ ...s, redirects: [] }, values));
    else if (depth < 8) for (const b of bodies) texts.push(quotedPathsText(b, values, depth + 1));
  }
  return joined(texts);
}

/** ls's names: below each operand with -R; an operand that is a glob names the files it matches (`ls *.pem`). */
function lsShapes(words: readonly Text[]): string[] {
  const recursive = words.some((w) => /^-[a-zA-Z]*R/.test(w.value) || w.value === '--recursive');
  const ops = operands(words, NO_VALUES);
  if (recursive) return below(ops, '');
  const out: string[] = [];
  // (`-a`: dot names too, bare, as `mytool .*` names them; the long format, `ls -la`, is prose, not read, but by xargs: longListingShapes.)
  if (listsDotNames(words) && !words.some((w) => /^-[a-zA-Z1]*[lgno]/.test(w.value) || /^--format=(?:long|verbose)/.test(w.value))) out.push(globShape('./.*'));
  for (const o of ops) if (/[$`]/.test(o.value)) out.push(ANY_PATH);
  else if (/[*?[]/.test(o.value)) out.push(globShape(o.value.startsWith('/') || o.value.startsWith('~') || o.value.startsWith('.') ? o.value : `./${o.value}`));
  return out;
}

/** `ls -a`, `-A`, in a bundle or spelled out: dot names too. */
function listsDotNames(words: readonly Text[]): boolean {
  return words.some((w) => /^-[a-zA-Z1]*[aA][a-zA-Z1]*$/.test(w.value) || w.value === '--all' || w.value === '--almost-all');
}

/**
 * `ls -la | xargs mytool`: the long format is prose to a program reading it (`ls -la | mytool`),
 * but xargs makes words of it, each name among them: with -a, the dot names, as `ls -a`'s.
 */
function longListingShapes(node: Command): string[] {
  const out: string[] = [];
  for (const c of simpleCommands(node, [])) {
    const words = c.words.map((w) => wordValue(w));
    if (words.length > 0 && !words[0]!.dynamic && /^(?:g?ls|v?dir)$/.test(words[0]!.value.replace(/^.*\//, '')) && listsDotNames(words.slice(1))) out.push(globShape('./.*'));
  }
  return out;
}

/**
 * Whether an archive tool prints the names of an archive's members (`tar -tf`, `tar -xvf`,
 * `zipinfo -1`, `unzip -l`, unzip's `inflating: NAME`, `7z l`): any names, `../../etc/passwd` or
 * absolute too, so any path.
 */
function archiveNames(name: string, words: readonly Text[]): boolean {
  if (name === 'zipinfo' || name === 'unzip') return true;
  if (name.startsWith('7z')) {
    const command = words.find((w) => w.dynamic || !w.value.startsWith('-'));
    return command !== undefined && (command.dynamic || /^[lxe]$/.test(command.value));
  }
  // (tar's list mode or verbose output, in a bundle, `-tvf`, or its old first word, `tvf`.)
  return words.some((w, k) => w.dynamic || w.value === '--list' || w.value === '--verbose' || (/^-[A-Za-z]+$/.test(w.value) || (k === 0 && /^[A-Za-z]+$/.test(w.value))) && /[tv]/.test(w.value.replace(/^-/, '')));
}
