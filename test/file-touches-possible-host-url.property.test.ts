// FileTouches.possibleHost reuses the last host's URL string (the engine compares each URL with
// the one before): each URL must still be `https://HOST/` of its own host, in any order of hosts,
// across FileTouches objects, with and without namedOnly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';

describe('possibleHost URLs', () => {
  it('are https://HOST/ of each call\'s host', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a.com', 'evil.com', '', 'b.org', 'a.co'), fc.boolean(), fc.boolean()), { maxLength: 30 }), (calls) => {
        let t = new FileTouches('x', 100);
        let seen: string[] = [];
        const all: string[] = [];
        for (const [host, namedOnly, fresh] of calls) {
          if (fresh) {
            all.push(...(t.urls ?? []).map((u) => u.url));
            t = new FileTouches('x', 100);
          }
          t.possibleHost(host, namedOnly);
          seen.push(`https://${host}/`);
        }
        all.push(...(t.urls ?? []).map((u) => u.url));
        expect(all).toEqual(seen);
        seen = [];
      }),
      { numRuns: 2000 },
    );
  });
});
