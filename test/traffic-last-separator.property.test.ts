// routesTraffic finds a path's last segment by lastSeparator: a loop back, then lastIndexOf past
// 64 characters. It must be the last `/` or `\` of any path, short or long.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_SEGMENT_KEYS, lastSeparator, mayBeLastSegment, routesTraffic } from '../src/shell/traffic-settings-files.js';

const piece = fc.oneof(fc.constantFrom('/', '\\', 'a', '.', 'npmrc', '.d', 'x'.repeat(30), ' '), fc.string({ maxLength: 4 }));

describe('lastSeparator', () => {
  it('is the last `/` or `\\` (or -1) of random paths up to a few hundred characters', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const p = pieces.join('');
        expect(lastSeparator(p)).toBe(Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\')));
      }),
      { numRuns: 5000 },
    );
  });

  it('finds the separator at each distance around 64 from the end', () => {
    for (const sep of ['/', '\\']) for (let k = 0; k < 130; k++) {
      const p = `r${sep}${'b'.repeat(k)}`;
      expect(lastSeparator(p)).toBe(1);
      expect(lastSeparator('b'.repeat(k))).toBe(-1);
    }
  });

  it('keeps a long path\'s NAME.d directory and last segment readings', () => {
    expect(routesTraffic(`/etc/apt/apt.conf.d/${'x'.repeat(200)}`)).toBe(true);
    expect(routesTraffic(`${'a%2f'.repeat(2500)}/.npmrc`)).toBe(true);
    expect(routesTraffic('a%2f'.repeat(2500))).toBe(false);
    expect(routesTraffic(`${'a/'.repeat(100)}${'x'.repeat(70)}`)).toBe(false);
  });
});

// Session 42: routesTraffic's first test of a last segment, LAST_SEGMENT_KEYS.has(length * 128 +
// (last | 32)), is a table load where the letter is ASCII; it must answer as the Set does.
describe('mayBeLastSegment', () => {
  it('answers as LAST_SEGMENT_KEYS for every length to 40 and every UTF-16 code (and NaN, an empty name\'s)', () => {
    let differ = 0;
    let found = 0;
    for (let length = 0; length <= 40; length++) {
      for (let last = 0; last <= 0xffff; last++) {
        const key = LAST_SEGMENT_KEYS.has(length * 128 + (last | 32));
        if (key) found++;
        if (mayBeLastSegment(length, last) !== key) differ++;
      }
      if (mayBeLastSegment(length, NaN) !== LAST_SEGMENT_KEYS.has(length * 128 + (NaN | 32))) differ++;
    }
    expect(differ).toBe(0);
    // (Not a test of nothing: the keys are met, by ASCII letters and by codes past 127 that wrap onto them.)
    expect(found).toBeGreaterThan(100);
    expect(routesTraffic('/home/u/.npmrc')).toBe(true);
    expect(routesTraffic('/home/u/.NPMRC.')).toBe(true);
    expect(routesTraffic('build/output-7')).toBe(false);
  });
});
