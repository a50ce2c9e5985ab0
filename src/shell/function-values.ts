// The functions a bash line defines, kept with its values (line-values.ts) so a substitution that
// calls one is read as its body (`f(){ echo /etc/passwd; }; mytool $(f)`: the body's printed
// text and path-like words are the substitution's possible output, value-readings.ts
// printedText). Possible readings, for deny and ask rules only.

import type { Command, FunctionDef } from './ast.js';
import { LineValues } from './line-values.js';
import { wordValue } from './words.js';
import { expansionValues, printedText, readingCount, readWord, shownText } from './value-readings.js';
import { substitutionPaths, valuesStamp } from './substitution-paths.js';
import { calledUnread } from './computed-output.js';
import { keptPerValues } from './call-memos.js';
import { keptPerNode } from './node-memos.js';

/** A function the line defines: the flow's name for it, and its body kept by name (a later definition of that name is kept beside it: either may run). */
export function defineFunction(r: { values: LineValues | undefined; readonly flow: { defines(name: string): void } }, node: FunctionDef): void {
  r.flow.defines(node.name);
  const values = (r.values ??= new LineValues());
  const kept = (values.functions ??= new Map()).get(node.name);
  const body = groupedCommand(node.body);
  if (kept === undefined) values.functions.set(node.name, [body]);
  else if (!kept.includes(body)) kept.push(body);
}

/** A brace group's or subshell's one command (`{ g; }`: `g`, read as a substitution's command is: a call of another function is followed), else the body. */
function groupedCommand(body: Command): Command {
  return body.type === 'compound' && (body.kind === 'group' || body.kind === 'subshell') && body.bodies.length === 1 && body.redirects.length === 0 ? body.bodies[0]! : body;
}

/** The bodies of the function a substitution's command calls by a literal name the line defines (`$(f)`, `$(f x)`), or undefined. */
export function calledFunctionBodies(body: Command, values: LineValues | undefined): readonly Command[] | undefined {
  if (values?.functions === undefined || body.type !== 'simple' || body.words.length === 0) return undefined;
  const name = wordValue(body.words[0]!);
  return name.dynamic ? undefined : values.functions.get(name.value);
}

/**
 * The values a called function's bodies read (reading r of the call's words): its positional
 * parameters are the call's words, known values in place (`$(f passwd)`: `$1` is `passwd`).
 */
export function callValues(call: Command, values: LineValues, r: number): LineValues {
  if (call.type !== 'simple') return values;
  const literal = literalArguments(call);
  if (literal !== undefined) return keptArguments(values, literal.args, true, literal.key);
  const args: string[] = [];
  let chars = 0;
  for (const w of call.words.slice(1)) {
    const v = wordValue(w);
    const read = v.dynamic ? readWord(w, values, r) : { words: [v.value], dynamic: false };
    if (read === undefined || read.dynamic) return keptArguments(values, args, false);
    // (A computed argument past the printed-text bound is unknown from there on, which asks where
    // it is used: `g(){ f $1$1…(8×); }` of 9,000 characters made a 72,000-character argument per
    // reading, flattened again by each key, test and print of it; session 45.)
    for (const a of read.words) chars += a.length;
    if (v.dynamic && chars > MAX_PRINTED_CHARS) return keptArguments(values, args, false);
    args.push(...read.words);
  }
  return keptArguments(values, args, true);
}

/**
 * withArguments, kept per line values and call words while the line's values are as they were:
 * the same call gets the same values object, so what is kept per body and values
 * (substitution-paths.ts) is found again. Each reading of each `$(f a)` copied the values anew,
 * and every body's paths were derived again (`mytool $(f a)` × 700: 2 ms).
 */
function keptArguments(values: LineValues, args: readonly string[], complete: boolean, key = argumentsKey(args, complete)): LineValues {
  const stamp = valuesStamp(values);
  let byCall = keptCalls.get(values);
  const calls = byCall?.get(key);
  const at = calls === undefined ? -1 : sameCallAt(calls, args);
  const kept = at < 0 ? undefined : calls![at]!;
  if (kept !== undefined && kept.stamp === stamp && sameFields(kept.values, values)) return kept.values;
  const made = withArguments(values, args, complete);
  if (byCall === undefined) keptCalls.set(values, (byCall = new Map()));
  const entry: KeptCall = { args, stamp, values: made };
  if (calls === undefined) byCall.set(key, [entry]);
  else if (at >= 0) calls[at] = entry;
  // (A few calls per key: a miss only makes the values again.)
  else if (calls.length < KEPT_PER_KEY) calls.push(entry);
  else calls[calls.length - 1] = entry;
  return made;
}

interface KeptCall { readonly args: readonly string[]; readonly stamp: number; readonly values: LineValues }

const KEPT_PER_KEY = 8;

/** The index in `calls` of the call given exactly `args` (the key is only a digest of them), or -1. */
function sameCallAt(calls: readonly KeptCall[], args: readonly string[]): number {
  next: for (let k = 0; k < calls.length; k++) {
    const other = calls[k]!.args;
    if (other === args) return k;
    if (other.length !== args.length) continue;
    for (let i = 0; i < args.length; i++) if (other[i] !== args[i]) continue next;
    return k;
  }
  return -1;
}

/** The characters of a word the key holds, at each end. */
const KEY_END = 16;

/**
 * A bounded digest of a call's arguments (whether complete, their count, the first ones' lengths
 * and ends): a map hashes its key whole at each lookup, and `g(){ f $1$1…; }` gave a key of
 * 72,000 characters per reading. Equal arguments give equal keys; sameCallAt tells the rest.
 */
export function argumentsKey(args: readonly string[], complete: boolean): string {
  let key = `${complete ? '+' : '-'}${args.length}`;
  for (let k = 0; k < args.length && k < 4; k++) {
    const a = args[k]!;
    key += a.length <= 2 * KEY_END ? `\0${a}` : `\0${a.length}:${a.slice(0, KEY_END)}${a.slice(-KEY_END)}`;
  }
  return key;
}

/**
 * A call's arguments and their key where every word is literal (`f a`, `f xxxx…`), kept per call
 * node: they are its words alone, and a call is read several times for one use (its readings,
 * partly known words, unread output: `f xxxx…` of 9,000 characters read and joined 5 times).
 */
const literalArguments = keptPerNode((call: Command): { args: readonly string[]; key: string } | undefined => {
  if (call.type !== 'simple') return undefined;
  const args: string[] = [];
  for (const w of call.words.slice(1)) {
    const v = wordValue(w);
    if (v.dynamic) return undefined;
    args.push(v.value);
  }
  return { args, key: argumentsKey(args, true) };
});

const keptCalls = new WeakMap<LineValues, Map<string, KeptCall[]>>();

/** Whether values made by withArguments still hold every field of the values they were made from but byName (a field set since, `functions`, `ifsMayChange`, makes them stale). */
function sameFields(made: LineValues, values: LineValues): boolean {
  for (const k of Object.keys(values) as (keyof LineValues)[]) if (k !== 'byName' && made[k] !== values[k]) return false;
  return true;
}

/**
 * The values with the positional parameters `1`, `2`, …, `@`, `*` the call's words, the line's
 * own left off (bash gives a function the call's; `complete`: every word is known); the rest is
 * the line's.
 */
function withArguments(values: LineValues, args: readonly string[], complete: boolean): LineValues {
  const byName = new Map<string, string[]>();
  for (const [name, v] of values.byName) if (!POSITIONAL.test(name)) byName.set(name, v.slice());
  args.forEach((a, k) => byName.set(String(k + 1), [a]));
  // (After an unknown word the rest's places are unknown, `f $Q passwd`: only the words before it are known.)
  if (complete && args.length > 0) for (const all of ['@', '*']) byName.set(all, [args.join(' ')]);
  return Object.assign(Object.create(LineValues.prototype) as LineValues, values, { byName });
}

/** A positional parameter's name, `$0` left off (a function's is the shell's). */
const POSITIONAL = /^(?:[1-9]\d*|[@*#])$/;

/** The bodies being read as a called function's output: a function calling itself (`f(){ echo $(f); }`) is read once. */
const calling = new Set<Command>();

/**
 * A function's printed text read, at most this many characters (a work bound, as a substitution's
 * derived paths are: MAX_DERIVED_CHARS): past it the text is unknown, and its reading asks
 * (computed-output.ts). (A literal: a constant imported here is not yet set while the modules load.) `f(){ echo $1…(100×); }; g(){ f $1…(8×); }` printed 7,200,000: 7-20 ms.
 */
export const MAX_PRINTED_CHARS = 8_192;

/** What a function the line defines may print (reading r), undefined past MAX_PRINTED_CHARS. */
export function functionOutput(bodies: readonly Command[], values: LineValues | undefined, r: number): string | undefined {
  const text = printedByBodies(bodies, values, r);
  return text === BEYOND || (text !== undefined && text.length > MAX_PRINTED_CHARS) ? undefined : text;
}

/** Whether reading r of a function's printed text is longer than is read (MAX_PRINTED_CHARS). */
export function printedBeyondBound(bodies: readonly Command[], values: LineValues | undefined, r: number): boolean {
  const text = printedByBodies(bodies, values, r);
  return text === BEYOND || (text?.length ?? 0) > MAX_PRINTED_CHARS;
}

/** A body's printed text, where its words' values are longer than is read: not made (`echo $1…` of 100 × 72,000 characters). */
const BEYOND = Symbol('beyond the bound');

/** A function's readings, output and piped text, kept per bodies and values while no function is being read (call-memos.ts). */
const keptReadings = keptPerValues<number>();
const keptOutputs = keptPerValues<string | typeof BEYOND | undefined>();
const keptPipedTexts = keptPerValues<{ text: string; literal: true; computed?: true } | undefined>();

/** Whether no function is being read now: what is read of one then does not depend on the calls being read (call-memos.ts). */
export function outsideCalls(): boolean {
  return calling.size === 0;
}

/** What a function the line defines may print, reading r of its bodies' readings one after another (bodyReadings): as a substitution of its body, printedText. */
function printedByBodies(bodies: readonly Command[], values: LineValues | undefined, r: number): string | typeof BEYOND | undefined {
  return calling.size === 0 ? keptOutputs(bodies, values, r, () => readOutput(bodies, values, r)) : readOutput(bodies, values, r);
}

function readOutput(bodies: readonly Command[], values: LineValues | undefined, r: number): string | typeof BEYOND | undefined {
  let at = r % functionReadings(bodies, values);
  for (const body of bodies) {
    const count = bodyReadings(body, values);
    if (at < count) return wordsBeyondBound(body, values) ? BEYOND : whileCalling(body, undefined, () => printedText(body, values, at));
    at -= count;
  }
  return undefined;
}

/**
 * Whether a simple body's words with their variables' longest values in place are far longer
 * than MAX_PRINTED_CHARS (UNMADE_CHARS): what it prints is then past the bound, so it is not made
 * but asks. (Far: echo -e's escapes, an option, a substring make the text shorter than its words;
 * a text nearer the bound is made and measured, printedBeyondBound.)
 */
function wordsBeyondBound(body: Command, values: LineValues | undefined): boolean {
  if (body.type !== 'simple' || values === undefined) return false;
  let n = 0;
  for (const w of body.words) {
    for (const p of w.parts) {
      const got = p.type === 'expansion' ? expansionValues(p.text, values) : undefined;
      n += got === undefined ? p.text.length : longest(got);
    }
    if (n > UNMADE_CHARS) return true;
  }
  return false;
}

/** The words' length past which a body's text is not made (wordsBeyondBound). */
const UNMADE_CHARS = 4 * MAX_PRINTED_CHARS;

function longest(texts: readonly string[]): number {
  let n = 0;
  for (const t of texts) n = Math.max(n, t.length);
  return n;
}

/** How many readings a called function's bodies have together. */
export function functionReadings(bodies: readonly Command[], values: LineValues | undefined): number {
  return calling.size === 0 ? keptReadings(bodies, values, 0, () => countReadings(bodies, values)) : countReadings(bodies, values);
}

function countReadings(bodies: readonly Command[], values: LineValues | undefined): number {
  let n = 0;
  for (const body of bodies) n += bodyReadings(body, values);
  return Math.max(n, 1);
}

/** A body's readings: a called function's, a printer's (printerReadings), else one per path it may print (substitution-paths.ts); one while it calls itself. */
function bodyReadings(body: Command, values: LineValues | undefined): number {
  return whileCalling(body, 1, () => {
    // (`g(){ f; }`: the called function's readings, as printedText reads the body.)
    const called = calledFunctionBodies(body, values);
    if (called !== undefined) return functionReadings(called, callValues(body, values!, 0));
    // (A body printing more than is read is not read: one reading, which asks, computed-output.ts.)
    if (wordsBeyondBound(body, values)) return 1;
    return shownText(body, values, 0) !== undefined ? printerReadings(body, values) : Math.max(1, substitutionPaths(body, values).paths.length);
  });
}

/**
 * A printer body's readings: one per value of the variables its words name and per text of a file
 * the line wrote (`f(){ echo $X; }` after X=/tmp/a and X=/etc/passwd, `f(){ cat a; }` after two
 * writes of a: each text is printed by some call). One read only the first.
 */
function printerReadings(body: Command, values: LineValues | undefined): number {
  if (body.type !== 'simple') return 1;
  let n = readingCount(body.words, values);
  for (const texts of values?.files.values() ?? []) n = Math.max(n, texts.length);
  return n;
}

/** `read()` with `body` marked as being called, or `otherwise` where it is already (a function calling itself). */
function whileCalling<T>(body: Command, otherwise: T, read: () => T): T {
  if (calling.has(body)) return otherwise;
  calling.add(body);
  try {
    return read();
  } finally {
    calling.delete(body);
  }
}

/** Readings of a called function's output kept as piped text, at most (a work bound). */
const MAX_PIPED_READINGS = 16;

/** What a called function prints into a pipe (`f(){ echo /etc/passwd; }; f | mytool`): its readings, a line each, or undefined. */
export function functionPipedText(node: Command, values: LineValues | undefined): { text: string; literal: true; computed?: true } | undefined {
  const bodies = calledFunctionBodies(node, values);
  if (bodies === undefined) return undefined;
  const called = callValues(node, values!, 0);
  const piped = calling.size === 0 ? keptPipedTexts(bodies, called, 0, () => bodiesPipedText(bodies, called)) : bodiesPipedText(bodies, called);
  // (A computed text, `f(){ echo x | cut -c2-; }; f | mytool`: what reaches the program is not all known, so its reading asks.)
  if (piped?.computed !== true && calledUnread(node, values) !== undefined) return { text: piped?.text ?? '', literal: true, computed: true };
  return piped;
}

function bodiesPipedText(bodies: readonly Command[], called: LineValues): { text: string; literal: true; computed?: true } | undefined {
  const texts: string[] = [];
  const readings = functionReadings(bodies, called);
  const count = Math.min(readings, MAX_PIPED_READINGS);
  for (let r = 0; r < count; r++) {
    const t = functionOutput(bodies, called, r);
    if (t !== undefined && !texts.includes(t)) texts.push(t);
  }
  // (More readings than are kept: what reaches the program is not all known, so its reading asks.)
  if (readings > MAX_PIPED_READINGS) return { text: texts.join('\n'), literal: true, computed: true };
  return texts.length === 0 ? undefined : { text: texts.join('\n'), literal: true };
}
