// git-options.ts's VALUE_READ_OPTIONS lets optionValue return early for an option whose value it
// does not read: the set must be exactly the names its switch has cases for, or a value would go
// unread (a missing name) or be looked up for nothing (an extra one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALUE_READ_OPTIONS } from '../src/shell/git-options.js';

/** The case labels of optionValue's switch, read from the source. */
function optionValueCases(): string[] {
  const source = readFileSync(new URL('../src/shell/git-options.ts', import.meta.url), 'utf8');
  const start = source.indexOf('export function optionValue(');
  const end = source.indexOf('\n}\n', start);
  expect(start).toBeGreaterThan(0);
  return [...source.slice(start, end).matchAll(/case '([^']+)':/g)].map((m) => m[1]!);
}

describe('VALUE_READ_OPTIONS', () => {
  it('is the set of optionValue\'s case labels', () => {
    const cases = optionValueCases();
    expect(cases.length).toBeGreaterThan(40);
    expect([...VALUE_READ_OPTIONS].sort()).toEqual([...new Set(cases)].sort());
  });
});

// gitTouches returns before its closing switch for a subcommand SWITCH_READS does not hold: every
// case label of that switch must be in it (a missing one would leave its paths unread).
describe('SWITCH_READS', () => {
  it('holds every case of gitTouches\' switch on the subcommand', async () => {
    const { SWITCH_READS } = await import('../src/shell/git-arguments.js');
    const source = readFileSync(new URL('../src/shell/git-arguments.ts', import.meta.url), 'utf8');
    const start = source.indexOf('  switch (sub) {', source.indexOf('export function gitTouches('));
    const end = source.indexOf('\n}\n', start);
    expect(start).toBeGreaterThan(0);
    const cases = [...source.slice(start, end).matchAll(/case '([^']+)':/g)].map((m) => m[1]!);
    expect(cases.length).toBeGreaterThan(20);
    for (const c of cases) expect(SWITCH_READS.has(c), c).toBe(true);
    for (const sub of ['switch', 'merge', 'pull', 'rebase', 'apply', 'bisect', 'submodule', 'bundle', 'archive', 'range-diff']) expect(SWITCH_READS.has(sub), sub).toBe(true);
  });
});
