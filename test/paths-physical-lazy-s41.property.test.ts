// physical-path.ts physicalPath reads a path's segments one at a time from its first `..`
// (session 41; split into all of them before: `zip ../../…` split its 3,333 segments on each of
// three checks). The same answer as before on any path and links, the hook asked alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePathContext, type NormalizedPath } from '../src/paths/normalize.js';
import { physicalPath } from '../src/paths/physical-path.js';
import { physicalPathBefore } from './helpers/physical-path-before-s41.js';
import { CTX } from './helpers/policy.js';

const RCTX = resolvePathContext(CTX);

/** A resolver over link -> target texts that records what it was asked. */
function recording(links: Record<string, string>, asked: string[]) {
  return (p: NormalizedPath): NormalizedPath | undefined | 'failed' => {
    asked.push(p.text);
    const t = links[p.text];
    if (t === undefined) return undefined;
    if (t === 'failed') return 'failed';
    const n = normalizePath(t, RCTX);
    return n.ok ? n.path : 'failed';
  };
}

const segment = fc.constantFrom('a', 'b', 'etc', '..', '..', '.', '', '...', '..a', 'a..', '~', 'c.d');
const pathText = fc.tuple(fc.constantFrom('', '/', '~/', './', '//s/h/'), fc.array(segment, { maxLength: 12 }), fc.integer({ min: 0, max: 3 }))
  .map(([lead, segs, repeat]) => lead + Array(repeat === 3 ? 40 : 1).fill(segs.join('/')).join('/'));
const links = fc.dictionary(fc.constantFrom('/w', '/w/a', '/a', '/w/a/b', '/etc', '/h', '/', '/w/b', '/s/h/a'), fc.constantFrom('/etc/ssh', '/tmp', '/', 'failed', '/w/a/b', '/h/x'));

describe('physicalPath: segments read lazily, as split before', () => {
  it('the same answer and the same questions to the hook, on any path and links', () => {
    fc.assert(fc.property(pathText, links, (text, map) => {
      const [askedNow, askedBefore] = [[] as string[], [] as string[]];
      expect(physicalPath(text, RCTX, recording(map, askedNow))).toEqual(physicalPathBefore(text, RCTX, recording(map, askedBefore)));
      expect(askedNow).toEqual(askedBefore);
    }), { numRuns: 5_000 });
  });

  it('a path of 3,333 `..` after the working directory: past 64 steps it cannot be told', () => {
    const text = `/w/repo/${'../'.repeat(3_331)}`;
    const r = physicalPath(text, RCTX, () => undefined);
    expect(r).toEqual({ unknown: 'it has more than 64 ".." segments to follow through symbolic links' });
    expect(r).toEqual(physicalPathBefore(text, RCTX, () => undefined));
  });
});
