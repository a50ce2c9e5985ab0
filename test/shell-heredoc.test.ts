// The here-document body reader (src/shell/bash-heredoc.ts): the delimiter search gives what the
// line-by-line reader gives, on generated bodies full of delimiters, continuations and tabs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heredocBody, heredocBodyByLines, type HeredocSpec } from '../src/shell/bash-heredoc.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

describe('here-document bodies', () => {
  const text = fc.array(fc.constantFrom('a', 'E', 'EOF', 'E\\', '\n', '\n', '\\', '\\\\', '\t', 'x y'), { maxLength: 40 }).map((xs) => xs.join(''));
  const spec = fc.record({ delimiter: fc.constantFrom('E', 'EOF', '', 'a', 'x y'), strip: fc.boolean(), expands: fc.boolean() });

  it('the delimiter search and the line reader agree', () => {
    fc.assert(fc.property(text, spec, fc.nat(), fc.nat(), (src, h: HeredocSpec, a, b) => {
      const pos = a % (src.length + 1);
      const end = pos + (b % (src.length - pos + 1));
      expect(heredocBody(src, pos, end, h)).toEqual(heredocBodyByLines(src, pos, end, h));
    }), { numRuns: Math.max(RUNS, 10_000) });
  });

  it.each([
    ['a\nE\nb', { delimiter: 'E', strip: false, expands: true }, { body: 'a\n', bodyEnd: 2, next: 4 }],
    ['a\nb', { delimiter: 'E', strip: false, expands: true }, { body: 'a\nb\n', bodyEnd: 3, next: 3 }],
    ['E', { delimiter: 'E', strip: false, expands: true }, { body: '', bodyEnd: 0, next: 1 }],
    ['a\\\nE\nE\n', { delimiter: 'E', strip: false, expands: true }, { body: 'aE\n', bodyEnd: 5, next: 7 }],
    ['a\\\nE\nE\n', { delimiter: 'E', strip: false, expands: false }, { body: 'a\\\n', bodyEnd: 3, next: 5 }],
    ['\tE\n', { delimiter: 'E', strip: true, expands: true }, { body: '', bodyEnd: 0, next: 3 }],
    ['EE\nE', { delimiter: 'E', strip: false, expands: true }, { body: 'EE\n', bodyEnd: 3, next: 4 }],
  ] as const)('%j with %j', (src, h, expected) => {
    expect(heredocBody(src, 0, src.length, h)).toEqual(expected);
    expect(heredocBodyByLines(src, 0, src.length, h)).toEqual(expected);
  });
});
