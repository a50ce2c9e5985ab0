// parameter-operations.ts matches bash patterns by a position set, linear in the value (session
// 36: as a backtracking RegExp, `${X##*a*a*b}` of 510 `a` took 16 s a decision). Checked against
// the RegExp version (a copy, test/helpers) on short values, and timed on the long ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operated } from '../src/shell/parameter-operations.js';
import { operated as operatedBefore } from './helpers/parameter-operations-before-s36.js';
import { expectDecidedFast } from './helpers/long-lines.js';

const piece = fc.constantFrom('a', 'b', '/', '.', '*', '?', '[ab]', '[!a]', '[a-z]', '*a', 'b*');
const pattern = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));
const value = fc.array(fc.constantFrom('a', 'b', '/', '.', 'c'), { maxLength: 14 }).map((v) => v.join(''));
const op = fc.constantFrom('#', '##', '%', '%%', '/', '//', '/#', '/%');
const replacement = fc.constantFrom('', 'x', '/etc');

describe('parameter operations: linear pattern matching', () => {
  it('gives what the RegExp version gave (random patterns, values, operations)', () => {
    fc.assert(fc.property(op, pattern, value, replacement, (o, p, v, r) => {
      const text = o.startsWith('/') ? `\${X${o}${p}/${r}}` : `\${X${o}${p}}`;
      expect(operated(text, v)).toBe(operatedBefore(text, v));
    }), { numRuns: 20_000 });
  });

  it.each([
    ['##', 510], ['%%', 510], ['#', 510], ['%', 510], ['//', 127], ['/%', 127], ['/#', 127],
  ])('${X%s*a*a*b} of %i `a` is decided in linear time', (o, n) => {
    const text = o.startsWith('/') ? `\${X${o}*a*a*b/c}` : `\${X${o}*a*a*b}`;
    expectDecidedFast('bash', `X=${'a'.repeat(n)}; mytool ${text}`);
  });
});
