// kept-readings.ts blankFields keeps the last value's fields: across any sequence of values, it
// answers as the split it replaced (value-readings.ts readWord's `value.split(/[ \t\n]+/)`),
// never a kept answer for another value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankFields } from '../src/shell/kept-readings.js';

/** The split readWord made before session 38. */
function blankFieldsBefore(value: string): string[] {
  return value.split(/[ \t\n]+/);
}

const value = fc.stringMatching(/^[ a\t\nb/]{0,12}$/);

describe('blankFields: as the split before, for any sequence of values', () => {
  it('each value in turn, repeats and neighbours alike', () => {
    fc.assert(fc.property(fc.array(value, { maxLength: 20 }), (values) => {
      for (const v of values) {
        expect(blankFields(v)).toEqual(blankFieldsBefore(v));
        expect(blankFields(v)).toEqual(blankFieldsBefore(v));
      }
    }), { numRuns: 500 });
  });
});
