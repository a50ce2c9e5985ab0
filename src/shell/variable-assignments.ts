// What assigning a variable does to the analysis: HOME and CDPATH changed, a command variable's
// line read as a line of its own, a risky variable assigned noted (command-variables.ts), the
// file a git trace variable names written.

import type { SimpleCommand, Word } from './ast.js';
import type { PathRef } from './file-touches.js';
import type { UrlRef } from './arguments.js';
import { exportedHosts, exportedValueHosts } from './exported-hosts.js';
import { COMPILER_FLAG_VARIABLES, compilerFlagsProblem } from './compiler-arguments.js';
import { assignedNames, commandAssignment, isCommandVariable, isProgramVariable, isRiskyVariable, variableCommandLine } from './command-variables.js';
import { shellLine, type Dialect, type Reader } from './runs.js';
import { ARITHMETIC_EXPANSION_REASON, arithmeticExpansion, wordValue } from './words.js';
import { assignedValue, builtinValues, defaultValue, type LineValues } from './line-values.js';
import { keepListedShapes } from './listed-paths.js';
import { isNameCode, isNameStartCode } from './bash-lexer.js';

/** The analysis as assignments change it (analyze.ts). */
export interface AssignmentReader extends Pick<Reader, 'flow' | 'note' | 'line'> {
  homeChanged: boolean;
  addPath(ref: PathRef): void;
  addUrl(ref: UrlRef): void;
  cdpathChanged: boolean;
  /** Reads the commands a word runs (`$(...)`, `<(...)`). */
  bodiesOf(word: Word, text: string, dialect: Dialect, depth: number): void;
  /** The literal values the line assigns (given-values.ts). */
  values: LineValues | undefined;
}

/** A simple command's `NAME=value` words, before its command words or on their own. */
export function prefixAssignments(r: AssignmentReader, node: SimpleCommand, text: string, dialect: Dialect, depth: number): void {
  const nodeAssignments = node.assignments;
  for (let k = 0; k < nodeAssignments.length; k++) {
    const a = nodeAssignments[k]!;
    if (a.name === 'HOME' && dialect === 'bash') r.homeChanged = true;
    if (a.name === 'CDPATH' && dialect === 'bash') r.cdpathChanged = true;
    const written = text.slice(a.start, a.end);
    const eq = written.indexOf('=');
    if (dialect === 'bash' && /\[(?!\s*\d+\s*\])/.test(eq < 0 ? written : written.slice(0, eq))) {
      r.note('an array subscript is evaluated as arithmetic, which can run commands named in variable values', written);
    }
    if (a.value && dialect === 'bash' && arithmeticExpansion(a.value)) {
      r.note('a subscript or offset is evaluated as arithmetic, or a value expanded again (${!x}, ${x@P}), which can run commands named in variable values', written);
    }
    if (a.value) r.bodiesOf(a.value, text, dialect, depth);
    for (const w of a.array ?? []) {
      // `a=([x]=1)`, `a=( ['x']=1 )`: an element's subscript is evaluated (a number is not).
      if (dialect === 'bash' && (evaluatedElementSubscript(w.text) || arithmeticExpansion(w))) r.note(ARITHMETIC_EXPANSION_REASON, written);
      r.bodiesOf(w, text, dialect, depth);
    }
    if (dialect === 'bash' && isCommandVariable(a.name)) {
      const v = a.value === undefined ? undefined : wordValue(a.value);
      commandVariable(r, a.name, v?.value ?? '', v?.dynamic ?? false, written, depth);
    }
    // (`export CFLAGS=-B/tmp/x; make`: options a later build's compiler loads code by, compiler-arguments.ts.)
    const flagsValue = dialect === 'bash' && COMPILER_FLAG_VARIABLES.has(a.name) && a.value !== undefined ? wordValue(a.value) : undefined;
    const flags = flagsValue === undefined ? undefined : compilerFlagsProblem(a.name, flagsValue.value, flagsValue.dynamic);
    if (flags !== undefined) r.note(flags, written);
    if (dialect === 'bash' && isTraceVariable(a.name) && a.value !== undefined) {
      const v = wordValue(a.value);
      traceFile(r, v.value, v.dynamic, written);
    }
    // (On its own it holds for later commands: an unknown program may be given its value.)
    if (dialect === 'bash' && node.words.length === 0) assignedValue(r, a.name, a.value, written.charCodeAt(eq - 1) === 43 /* + */, a.array);
    // (As a prefix it is that command's alone, which it keeps from being allowed.)
    if (dialect === 'bash' && node.words.length === 0 && isProgramVariable(a.name)) {
      r.note(`the line assigns ${a.name}, which changes what later commands run, load or connect to`, written);
    }
  }
}

/** An array element written `[KEY]=value` (or `+=`) whose KEY is not a plain number. */
function evaluatedElementSubscript(element: string): boolean {
  if (element.charCodeAt(0) !== 91) return false;
  const m = /^\[([^\]]*)\]\+?=/.exec(element);
  return m !== null && !/^\s*\d+\s*$/.test(m[1]!);
}

/** A command variable assigned (`GIT_SSH_COMMAND=…`): its command line is a line of its own. */
export function commandVariable(r: AssignmentReader, name: string, value: string, dynamic: boolean, source: string, depth: number): void {
  if (dynamic) {
    r.note(`the command line in ${name}, which another program runs, comes from an expansion`, source);
    return;
  }
  const line = variableCommandLine(name, value);
  if (line !== undefined) r.flow.isolated(() => shellLine(r, line, 'unknown', depth, source));
}

/**
 * `NAME=value` words among words[from, to) (export, declare, env, sudo) that assign a command
 * variable; with `builtin`, any other word naming a command or program variable is a problem
 * (`printf -v GIT_SSH_COMMAND …`, `export PATH=/tmp/x:$PATH`; not `unset`).
 */
export function commandAssignments(r: AssignmentReader, words: readonly string[], dynamic: readonly boolean[], from: number, to: number, source: string, depth: number, builtin?: string, spans?: readonly Word[]): void {
  for (let i = from; i < to; i++) {
    const a = commandAssignment(words[i]!);
    if (a !== undefined) commandVariable(r, a.name, a.value, dynamic[i]!, source, depth);
    else if (/^[A-Z_]*FLAGS\+?=|^(?:LDLIBS|LIBS|TARGET_ARCH)\+?=/.test(words[i]!)) {
      const eq = words[i]!.indexOf('=');
      const flags = compilerFlagsProblem(words[i]!.slice(0, eq).replace(/\+$/, ''), words[i]!.slice(eq + 1), dynamic[i]!);
      if (flags !== undefined) r.note(flags, source);
    }
    else if (words[i]!.startsWith('GIT_TRACE')) traceAssignment(r, words[i]!, dynamic[i]!, source);
  }
  if (builtin === undefined) return;
  if (builtin === 'export' || builtin === 'declare' || builtin === 'typeset' || builtin === 'local' || builtin === 'readonly') {
    builtinValues(r, builtin, words, dynamic);
    // (`export FOO=https://evil.com`: a later line's program inherits it.)
    exportedHosts(r, builtin, words, dynamic, source, MAX_EXPORTED_HOSTS);
    if (spans !== undefined) declaredListedShapes(r, words, dynamic, spans);
  }
  for (const named of assignedNames(builtin, words)) {
    if (isRiskyVariable(named)) r.note(`${builtin} assigns ${named}, which changes what later commands run, load or connect to`, source);
    // (`printf -v GIT_TRACE …`, `read GIT_TRACE`: a value not known.)
    else if (isTraceVariable(named) && builtin !== 'export' && builtin !== 'declare' && builtin !== 'typeset' && builtin !== 'local' && builtin !== 'readonly') traceFile(r, named, true, source);
  }
}

/** Possible hosts read in one export's values (more: one unknown host, which asks beside Domain rules). */
const MAX_EXPORTED_HOSTS = 64;

/** At the line's end: the values it exported by name or by allexport (`X=https://evil.com; export X`), exported-hosts.ts. */
export function lineExportedHosts(r: AssignmentReader, source: string): void {
  exportedValueHosts(r, source, MAX_EXPORTED_HOSTS);
}

/** `declare X=$(find …)` (export, local, readonly, typeset): X keeps its value's lister globs, as `X=$(find …)` does (listed-paths.ts). */
function declaredListedShapes(r: AssignmentReader, words: readonly string[], dynamic: readonly boolean[], spans: readonly Word[]): void {
  for (let k = 1; k < words.length; k++) {
    const name = dynamic[k] ? DECLARED_NAME.exec(words[k]!)?.[1] : undefined;
    if (name !== undefined && spans[k] !== undefined) keepListedShapes(r, name, [spans[k]!]);
  }
}

/** `NAME=` or `NAME+=` at a declaration word's start. */
const DECLARED_NAME = /^([A-Za-z_][A-Za-z0-9_]*)\+?=/;

/**
 * git's trace variables (GIT_TRACE, GIT_TRACE_PACKET, GIT_TRACE_SETUP, GIT_TRACE2_EVENT…): git
 * appends to the file an absolute value names (trace2 writes a new file in it when it is a
 * directory); other values are switches, descriptors or sockets.
 */
function isTraceVariable(name: string): boolean {
  return name.startsWith('GIT_TRACE');
}

/** A `GIT_TRACE…=value` word (export, declare, env, sudo): its file written. */
function traceAssignment(r: AssignmentReader, word: string, dynamic: boolean, source: string): void {
  const eq = word.indexOf('=');
  if (eq < 0) return;
  const name = word.charCodeAt(eq - 1) === 43 ? word.slice(0, eq - 1) : word.slice(0, eq);
  if (/^\w+$/.test(name)) traceFile(r, word.slice(eq + 1), dynamic, source);
}

/** The file a trace variable's value names (everything below it: a directory takes trace2's files), or an unknown one. */
function traceFile(r: AssignmentReader, value: string, dynamic: boolean, source: string): void {
  if (!dynamic && !value.startsWith('/')) return;
  r.addPath({ op: 'edit', path: value, scope: 'restrict', text: source, partType: 'argument', dynamic, below: 'tree', possible: false });
}

/** A variable a construct assigns by its name (a loop's, a coprocess's). */
export function assignedByName(r: AssignmentReader, name: string, by: string, source: string): void {
  if (name === 'HOME') r.homeChanged = true;
  if (name === 'CDPATH') r.cdpathChanged = true;
  if (isRiskyVariable(name)) r.note(`${by} assigns ${name}, which changes what later commands run, load or connect to`, source);
}

/** `${NAME:=value}` and `${NAME=value}` assign NAME wherever they are expanded (read on the line's text: quoting aside). */
export function defaultAssignments(r: AssignmentReader, text: string): void {
  let at = 0;
  for (const m of defaultAssignmentMatches(text)) {
    assignedByName(r, m.name, m.text, m.text);
    // (Its literal value is one of NAME's, for an unknown program's words: `: ${X:=/etc/passwd}; mytool $X`.)
    at = text.indexOf(m.text, at) + m.text.length;
    defaultValue(r, m.name, text, at);
  }
}

/**
 * `${NAME:=` and `${NAME=` (a subscript allowed: the expansion assigns NAME when it is unset or
 * empty) in the text, as `/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?:?=/g` finds them. Scanned,
 * not matched so: for each `${a[` the regex searched the rest of the text for a `]` (quadratic,
 * 17 ms for `echo ${a[${a[…`); here the next `]` is found once for all the `[` before it.
 */
export function defaultAssignmentMatches(text: string): { readonly name: string; readonly text: string }[] {
  const found: { name: string; text: string }[] = [];
  // (The first `]` at or after closeFrom; -1: none.)
  let close = -1;
  let closeFrom = Infinity;
  // (Each `${NAME` found by indexOf and a scan, the name copied only for a match: a regex exec
  // made an array and a string per `${a`, ~100 bytes each on `mytool '${a}${a}…'`.)
  for (let from = text.indexOf('${'); from >= 0; ) {
    if (!isNameStartCode(text.charCodeAt(from + 2))) {
      from = text.indexOf('${', from + 1);
      continue;
    }
    let nameEnd = from + 3;
    while (nameEnd < text.length && isNameCode(text.charCodeAt(nameEnd))) nameEnd++;
    let at = nameEnd;
    // (As the global regex: a search after no match starts at the name's end.)
    let next = nameEnd;
    if (text.charCodeAt(at) === 91 /* [ */) {
      if (!(closeFrom <= at + 1 && (close < 0 || close >= at + 1))) [close, closeFrom] = [text.indexOf(']', at + 1), at + 1];
      // (No `]`: no subscript, and `${a[` is followed by no `=`.)
      at = close < 0 ? -1 : close + 1;
    }
    if (at >= 0 && text.charCodeAt(at) === 58 /* : */) at++;
    if (at >= 0 && text.charCodeAt(at) === 61 /* = */) {
      found.push({ name: text.slice(from + 2, nameEnd), text: text.slice(from, at + 1) });
      // (The next search starts after the match, its subscript included.)
      next = at + 1;
    }
    from = text.indexOf('${', next);
  }
  return found;
}
