// PathView.scan on a text that is not clean (clean = false): its arrays were sized for a clean
// text's segments, at most half its length, so `//////…` (empty segments) wrote past them and the
// segments read back wrong (found by session 41's h9; no caller passes such a text today).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PathView } from '../src/paths/path-view.js';

describe('PathView.scan of an unclean text', () => {
  it('keeps every segment of a run of slashes (/a///…)', () => {
    for (const n of [2, 17, 18, 40, 100]) {
      // (Not `//…`, which is a UNC path's start.)
      const text = `/a${'/'.repeat(n)}`;
      const v = new PathView();
      expect(v.scan(text, false)).toBe(true);
      expect(v.toPath().segments).toEqual(text.slice(1).split('/'));
    }
  });

  it('segments are the text split on / (random texts of a, /, . and ~)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', '/', '.', '~', 'é'), { minLength: 1, maxLength: 80 }), (chars) => {
      const text = `/a${chars.join('')}`;
      const v = new PathView();
      v.scan(text, false);
      expect(v.toPath().segments).toEqual(text.slice(1).split('/'));
    }), { numRuns: 2000 });
  });
});
