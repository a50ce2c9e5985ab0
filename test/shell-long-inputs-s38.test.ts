// Session 38's slow 10,000-character lines: session 37's new readings of a line's values
// (functions' bodies and positional parameters, response files `@F`, tee, IFS, a loop over a
// glob, interpreters' -c) under an absolute path's Read rule. Hang guards, not benchmarks (the
// fastest of fifteen fresh decisions under 25 ms, helpers/long-lines.ts, where plain node took
// 0.1-2 ms warm), and their decisions, which the cuts kept: a call's values and a printer's text
// are kept per body for the line's values (function-values.ts keptArguments, kept-readings.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionKind } from '../src/index.js';
import { expectDecidedFast, fastestFreshMs, FRESH_BOUND_MS } from './helpers/long-lines.js';
import { REPO_LINUX, source, type Rules } from './helpers/policy.js';

/** The red team's policy of session 37: an absolute path's Read rule beside allowing every command. */
const ETC_RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};
const ETC = compilePolicy([{ loaded: source(ETC_RULES) }]);

const cap = (s: string): string => s.slice(0, 10_000);
const chain = Array.from({ length: 400 }, (_, i) => `f${i}(){ f${i + 1}; echo /a$1; }; `).join('');
const web = Array.from({ length: 300 }, (_, i) => `f${i}(){ f${(i * 7 + 3) % 300} $1 $1; f${(i * 13 + 1) % 300} $1; }; `).join('');

const ROWS: readonly (readonly [string, string, DecisionKind])[] = [
  // (Each reading of each call copied the line's values and derived the body's paths again: 1.3-2 ms.)
  ['a chain of 400 functions', cap(`${chain}mytool $(f0)`), 'ask'],
  ['a chain of 400 functions, called with a word', cap(`${chain}mytool $(f0 x)`), 'ask'],
  ['a function calling itself, called 700 times', cap(`f(){ f; f; f; echo $1; }; ${'mytool $(f a) '.repeat(700)}`), 'ask'],
  ['300 functions calling each other', cap(`${web}mytool "$(f0 /etc/x)"`), 'ask'],
  // (Session 39: each use read the bodies and their calls again; kept per bodies and call values, computed-output.ts.)
  ['a function calling itself with a computed output, called 700 times', cap(`f(){ f; f; f; echo xetc/passwd | cut -c2-; }; ${'mytool $(f a) '.repeat(700)}`), 'ask'],
  // (The body read three times, the same 9,000 characters split 16 times each: 1.8 ms.)
  ['a body printing a long parameter 16 times', cap(`f(){ echo ${'$1'.repeat(16)}; }; mytool "$(f ${'x'.repeat(9000)})"`), 'ask'],
  // (The printed text, 970,000 characters, scanned for escapes it does not hold: 9-24 ms.)
  ['a body printing a 9,700-character parameter 100 times', cap(`f(){ echo ${'$1'.repeat(100)}; }; mytool "$(f ${'x'.repeat(9700)})"`), 'ask'],
  // (A function printing another's 72,000-character parameter 100 times: 7,200,000 characters made, 7-20 ms; past 8,192 it asks, function-values.ts MAX_PRINTED_CHARS.)
  ['a function printing a function\'s parameter 100 times', cap(`f(){ echo ${'$1'.repeat(100)}; }; g(){ f $1$1$1$1$1$1$1$1; }; mytool "$(g ${'x'.repeat(9000)})"`), 'ask'],
  ['a body printing all parameters 8 times', cap(`f(){ echo $@ $@ $@ $@ $@ $@ $@ $@; }; mytool "$(f ${'a '.repeat(4900)})"`), 'ask'],
  ['a response file given 1,000 times', cap(`echo /etc/x > a; ${'mytool @a '.repeat(1000)}`), 'ask'],
  ['tee to 4,900 files', cap(`echo /etc/x | tee ${'a '.repeat(4900)}; mytool @a`), 'ask'],
  ['IFS and 500 split values', cap(`IFS=-; ${'X=a-b; mytool $X; '.repeat(500)}`), 'ask'],
  ['a loop over 1,400 globs', cap(`for f in ${'/et?/a '.repeat(1400)}; do mytool $f; done`), 'ask'],
  ['1,600 unknown parents', cap(`mytool ${'$U/../'.repeat(1600)}etc/passwd`), 'ask'],
  ['600 interpreter substitutions', cap(`mytool ${'$(python3 -c x) '.repeat(600)}`), 'ask'],
  // (Listers' output given a program, and a function's called 500 times, after this session's
  // readings of them: 1.7-2.2 ms on a loaded host; a function's readings are kept per values, call-memos.ts.)
  ['400 listers piped to xargs', cap('ls *.pem | xargs mytool; '.repeat(400)), 'ask'],
  ['500 assignments of a lister\'s names', cap(`${'X=$(git ls-files); '.repeat(500)}mytool $X`), 'ask'],
  ['222 loops over a lister\'s names', 'for f in $(ls src/*.ts); do mytool $f; done; '.repeat(222), 'ask'],
  ['a function listing files piped to xargs 500 times', cap(`f(){ find . -name "*.ts"; }; ${'f | xargs mytool; '.repeat(500)}`), 'ask'],
];

describe('long lines session 38 found slowest: a line\'s values read once per body, decided as before', () => {
  // (One pass over every row first: the first row decided cold ran the code paths the others share.)
  beforeAll(() => {
    for (const [, line] of ROWS) decide(ETC, { op: 'shell', command: line }, REPO_LINUX);
  });

  it.each(ROWS)('%s', (_, line, expected) => {
    expect(line.length).toBeGreaterThan(9_000);
    expect(line.length).toBeLessThanOrEqual(10_000);
    const d = decide(ETC, { op: 'shell', command: line }, REPO_LINUX);
    const { ms } = fastestFreshMs('bash', line, ETC_RULES, REPO_LINUX);
    expect(d.decision).toBe(expected);
    expect(ms).toBeLessThan(FRESH_BOUND_MS);
    expectDecidedFast('bash', line);
  });
});
