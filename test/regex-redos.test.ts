// The ReDoS corpus (fixtures/redos/corpus.json): every pattern is either refused when it is
// compiled or matched in linear time on a subject of 10,000+ characters. The guard here is
// generous (a shared, noisy machine); bench/marketplaces.mjs and ADR 0005 have the figures.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileAdminRegex } from '../src/regex/admin-regex.js';
import { fastestMs } from './helpers/timing.js';

interface Case {
  pattern: string;
  subject: { prefix?: string; repeat: string; times: number; suffix?: string };
  expect: 'refused' | 'match' | 'no-match';
  note: string;
}

const corpus = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/redos/corpus.json', import.meta.url)), 'utf8')) as { patterns: Case[] };
const subjectOf = (c: Case) => (c.subject.prefix ?? '') + c.subject.repeat.repeat(c.subject.times) + (c.subject.suffix ?? '');

const GUARD_MS = 50;

describe('ReDoS corpus: refused at load or matched within the time bound', () => {
  it('has both kinds and only long subjects', () => {
    expect(corpus.patterns.filter((c) => c.expect === 'refused').length).toBeGreaterThan(3);
    expect(corpus.patterns.filter((c) => c.expect !== 'refused').length).toBeGreaterThan(15);
    for (const c of corpus.patterns) expect(subjectOf(c).length).toBeGreaterThanOrEqual(10_000);
  });

  it.each(corpus.patterns.map((c) => [c.pattern, c] as const))('%s', (_, c) => {
    const started = performance.now();
    const compiled = compileAdminRegex(c.pattern);
    expect(performance.now() - started, 'compile or refuse').toBeLessThan(2000);
    if (c.expect === 'refused') {
      expect(compiled.ok).toBe(false);
      return;
    }
    if (!compiled.ok) throw new Error(`${c.pattern} was refused: ${compiled.problem.message}`);
    const subject = subjectOf(c);
    compiled.regex.matches(subject.slice(0, 200)); // the first call of the matcher pays V8's tier-up, not the pattern
    const run = fastestMs(() => compiled.regex.matches((subject + ' ').slice(0, -1)));
    expect(run.value).toBe(c.expect === 'match');
    expect(run.ms, 'fastest of 3 matches').toBeLessThan(GUARD_MS);
  });

  it('V8 agrees on the short form of every accepted pattern (same dialect)', () => {
    for (const c of corpus.patterns) {
      const compiled = compileAdminRegex(c.pattern);
      if (!compiled.ok) continue;
      const short = (c.subject.prefix ?? '') + c.subject.repeat.repeat(4) + (c.subject.suffix ?? '');
      expect(compiled.regex.matches(short), c.pattern).toBe(new RegExp(`^(?:${c.pattern})$`).test(short));
    }
  });
});
