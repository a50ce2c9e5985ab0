// Whether a substitution's or a called function's output is computed where the line does not show
// it (issue 3, session 38): a text a tool the analysis does not follow makes of a text the line
// shows (`$(echo xetc/passwd | cut -c2-)`, piped-text.ts TRANSFORMERS), a file the line wrote with
// such a text, a called function whose body prints one (`f(){ … | cut -c2-; }; mytool $(f)`), or
// a function's printed text past the bound. Such output is unknown, and its reading asks.

import type { Command, Word } from './ast.js';
import type { LineValues } from './line-values.js';
import { COMPUTED_SUBSTITUTION, computedReason, pipedText, readFileTexts, sameFile } from './piped-text.js';
import { commandWords } from './substitution-paths.js';
import { parameterName, pipelineOutput, substitutionSpans, unreadSubstitution } from './value-readings.js';
import { uncomputedOperation } from './parameter-operations.js';
import { parseBash } from './bash-parse.js';
import { calledFunctionBodies, callValues, functionReadings, MAX_PRINTED_CHARS, outsideCalls, printedBeyondBound } from './function-values.js';
import { keptPerValues } from './call-memos.js';
import { wordValue } from './words.js';
import { writtenTextsOf } from './written-file-names.js';
import { braceWords } from './brace-words.js';
import { keptPerNode } from './node-memos.js';

// (A re-export, a live binding: piped-text.ts and this module import each other, through partly-printed.ts.)
export { COMPUTED_SUBSTITUTION as COMPUTED } from './piped-text.js';
const PRINTS_TOO_MUCH = `a function the line calls prints more than the analysis reads (${MAX_PRINTED_CHARS} characters)`;

/** Why a substitution's output is not read, computed or past the bound, or undefined. */
export function unreadOutput(body: Command, values: LineValues | undefined): string | undefined {
  const computed = computedOutput(body);
  if (computed !== undefined) return computed;
  if (computedFile(body, values)) return COMPUTED_SUBSTITUTION;
  return calledUnreadIn(body, values);
}

/** Why a command, or a command of its lists and groups (`cd /tmp; echo x | cut -c2-`), or a substitution inside its words, prints a computed text, or undefined: its words alone, kept per node. */
const computedOutput = keptPerNode((body: Command): string | undefined => {
  const own = computedPrinted(body);
  if (own !== undefined) return own;
  const words: Word[] = [];
  commandWords(body, words);
  for (const w of words) {
    for (const p of w.parts) {
      const inner = p.type === 'command-substitution' || p.type === 'process-substitution' ? computedPrinted(p.body) : undefined;
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
});

/** Why a command's printing commands print a computed text (a tool's, or braces not read whole: piped-text.ts computedReason), or undefined. */
function computedPrinted(body: Command): string | undefined {
  for (const c of printingCommands(body)) {
    const out = pipelineOutput(c);
    if (out?.computed === true) return computedReason(out, 'substitution');
  }
  return undefined;
}

/** Why a function a command's lists call prints an unread text (`$(cd /tmp; f)`), or undefined. */
function calledUnreadIn(body: Command, values: LineValues | undefined): string | undefined {
  for (const c of printingCommands(body)) {
    const why = calledUnread(c, values);
    if (why !== undefined) return why;
  }
  return undefined;
}

/** The commands whose output is a command's: itself, or each of its lists' and groups' (loops' and conditions' bodies too). */
export function printingCommands(c: Command): Command[] {
  if (c.type === 'simple' || c.type === 'pipeline') return [c];
  if (c.type === 'sequence') return c.items.flatMap((i) => printingCommands(i.command));
  if (c.type === 'and-or') return [c.first, ...c.rest.map((r) => r.command)].flatMap(printingCommands);
  if (c.type === 'compound') return c.bodies.flatMap(printingCommands);
  return [];
}

/**
 * Whether a substitution prints a file the line wrote with a computed text (`tr x / <<< … > f;
 * mytool $(< f)`, `$(cat f)`), or prints a file the line wrote through a filter or tool other than
 * the plain `$(cat f)` and `$(< f)` value-readings.ts reads (session 40: `$(head -1 f)`, `$(sort
 * f)`, `$(cat f g)`, `$(cat f | cat)` were allowed of f holding /etc/passwd): not read, so it asks.
 */
function computedFile(body: Command, values: LineValues | undefined): boolean {
  if (values === undefined || values.files.size === 0) return false;
  if (body.type === 'pipeline') return body.commands.some((c) => filterOfWrittenFile(c, values));
  if (body.type !== 'simple') return false;
  const words = body.words.map((w) => wordValue(w));
  const target = words.length === 0 && body.redirects.length === 1 && body.redirects[0]!.op === '<' ? wordValue(body.redirects[0]!.target)
    : words.length === 2 && words[0]!.value === 'cat' && braceWords(body.words[1]!).values.length === 1 ? words[1]! : undefined;
  if (target === undefined) return filterOfWrittenFile(body, values);
  return !target.dynamic && writtenTextsOf(values, sameFile(target.value))?.some((t) => t.computed === true) === true;
}

/** Whether a command prints what it reads (a filter or a tool that changes it: piped-text.ts) and is given a file the line wrote. */
function filterOfWrittenFile(c: Command, values: LineValues): boolean {
  return c.type === 'simple' && readFileTexts(c, values) !== undefined && pipedText(c, PROBE, '', 'bash') !== undefined;
}

const PROBE = { text: '', literal: true };

/** The bodies being read for a computed output: a function calling itself is read once. */
const checking = new Set<Command>();

/**
 * Why a call of a function the line defines prints an unread text, or undefined: a body (or a
 * function it calls) prints a computed text, as the same text written inline would
 * (`f(){ echo xetc/passwd | cut -c2-; }; mytool $(f)`), or a reading prints more than the bound.
 */
export function calledUnread(call: Command, values: LineValues | undefined): string | undefined {
  const bodies = calledFunctionBodies(call, values);
  if (bodies === undefined) return undefined;
  const called = callValues(call, values!, 0);
  const computed = checking.size === 0 && outsideCalls() ? keptComputed(bodies, called, 0, () => computedBodies(bodies, called)) : computedBodies(bodies, called);
  if (computed !== undefined) return computed;
  const readings = functionReadings(bodies, called);
  for (let r = 0; r < readings; r++) if (printedBeyondBound(bodies, callValues(call, values!, r), r)) return PRINTS_TOO_MUCH;
  return undefined;
}

/**
 * Why a called function's bodies (or the functions they call) print a computed text, or a function
 * they call prints more than the bound, or undefined: read with the call's values, the bodies being
 * read skipped.
 */
function computedBodies(bodies: readonly Command[], called: LineValues): string | undefined {
  for (const body of bodies) {
    if (checking.has(body)) continue;
    checking.add(body);
    try {
      const computed = computedOutput(body);
      if (computed !== undefined) return computed;
      if (printingCommands(body).some((c) => computedFile(c, called))) return COMPUTED_SUBSTITUTION;
      // (`g(){ f; }`: the functions it calls.)
      const inner = calledUnreadIn(body, called);
      if (inner !== undefined) return inner;
    } finally {
      checking.delete(body);
    }
  }
  return undefined;
}

/**
 * computedBodies kept per bodies and call values while no body is being read nor a function
 * called: its answer then depends on them alone (call-memos.ts). Each `$(f a)` of
 * `mytool $(f a) …` (700) read f's bodies and the functions they call again (4 ms).
 */
const keptComputed = keptPerValues<string | undefined>();

/** `${X…}` with an operation in a text (no nested braces). */
const TEXT_OPERATION = /\$\{[A-Za-z_][A-Za-z0-9_]*[^{}]+\}/g;
const UNCOMPUTED_TEXT = 'a text given to a program has a parameter operation the analysis does not compute (`${X/a/$Q}`, `${X@E}`)';

/**
 * Why a text's parameter operations are not computed or its substitutions print an unread text (a here-string's, `mytool <<< "$(f)"`,
 * `<<< "$(echo xetc/passwd | cut -c2-)"`), or undefined: read as the same substitution in a word is.
 */
export function unreadTextSubstitution(text: string, values: LineValues | undefined): string | undefined {
  // (`echo ${X/a/$Q} | mytool`: an operation not computed, read as in a word, value-readings.ts unreadSubstitution.)
  if (values !== undefined && text.includes('${')) for (const m of text.matchAll(TEXT_OPERATION)) if (uncomputedOperation(m[0], values, parameterName)) return UNCOMPUTED_TEXT;
  if (!text.includes('$(') && !text.includes('`')) return undefined;
  for (const s of substitutionSpans(text)) {
    const parsed = parseBash(text.slice(s.bodyStart, s.bodyEnd));
    if (!parsed.ok) continue;
    const word: Word = { start: 0, end: 0, text: '', parts: [{ type: 'command-substitution', body: parsed.script, quoted: true, text: text.slice(s.start, s.end) }] };
    const why = unreadSubstitution([word], values);
    if (why !== undefined) return why;
  }
  return undefined;
}
