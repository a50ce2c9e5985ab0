// hasGlob (value-glob.ts, session 42) keeps its last long value's answer: a function's
// `echo $1$1…` read one 9,000-character value per part, searched three times each (readWord).
// Its answers must be the plain search's for any sequence of values, equal texts, fresh copies
// and values differing in one character included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasGlob } from '../src/shell/value-glob.js';
import { decide, compilePolicy, loadSettingsText } from '../src/index.js';

const plain = (v: string): boolean => v.includes('*') || v.includes('?') || v.includes('[');

describe('hasGlob', () => {
  it('answers as the plain search over sequences of long and short values', () => {
    const base = fc.oneof(fc.constantFrom('x', 'a/b', '*', '?', '[', ']', '$'), fc.string({ maxLength: 4 }));
    const value = fc.tuple(fc.array(base, { maxLength: 4 }).map((p) => p.join('')), fc.integer({ min: 0, max: 400 }), fc.constantFrom('', '*', '?', '[', 'x'))
      .map(([unit, times, tail]) => `${(unit === '' ? 'y' : unit).repeat(times)}${tail}`);
    fc.assert(fc.property(fc.array(fc.tuple(value, fc.boolean()), { maxLength: 12 }), (values) => {
      let last = '';
      for (const [v, again] of values) {
        // (`again`: the previous value once more, as a fresh copy of equal text.)
        const read = again ? [...last].join('') : v;
        expect(hasGlob(read)).toBe(plain(read));
        last = read;
      }
    }), { numRuns: 3_000 });
  });

  it('tells apart long values that differ in one character, met in turn', () => {
    const a = 'x'.repeat(5_000);
    const b = `${'x'.repeat(4_999)}*`;
    for (const v of [a, b, a, `${a}`, b.slice(0, 4_999) + '?', a]) expect(hasGlob(v)).toBe(plain(v));
  });

  it("a function's long glob value still reads as a glob (the line asks as before)", () => {
    const policy = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)'] } })) }]);
    const ctx = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };
    const x = 'x'.repeat(3_000);
    for (const line of [`f(){ echo $1$1$1/et?/passwd; }; mytool "$(f ${x})"`, `f(){ echo $1 $1 /et?/passwd; }; mytool $(f ${x})`]) {
      expect(decide(policy, { op: 'shell', command: line, shell: 'bash' }, ctx).decision).not.toBe('allow');
    }
  });
});
