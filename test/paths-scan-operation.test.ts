// scanOperationPath's one-scan fast path (a clean absolute, relative, `~/` or `./` path scanned as
// its base's text and itself) gives the text normalizePath gives, or falls back to it. Session 35
// added the `./` prefix to the fast path (a relative path the engine checks again as `./PATH` went
// through normalizePath: 0.15 ms at 10,000 characters).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { PathView, scanOperationPath } from '../src/paths/path-view.js';

const CONTEXTS = [
  resolvePathContext({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' }),
  resolvePathContext({ cwd: '/', home: '/home/dev', platform: 'darwin' }),
  resolvePathContext({ cwd: '//server/share/w', home: '/home/dev', platform: 'linux' }),
  resolvePathContext({ platform: 'linux' }),
];

describe('scanOperationPath', () => {
  it('gives the text normalizePath gives, for paths with ./ and ../ and ~ pieces', () => {
    const piece = fc.constantFrom('./', '.', '..', '/', 'a', '~', '~/', 'x y', 'C:', '\\', '//', '.env', 'k.pem', '~1', './/');
    const path = fc.array(piece, { minLength: 1, maxLength: 8 }).map((a) => a.join(''));
    const v = new PathView();
    fc.assert(fc.property(path, fc.constantFrom(...CONTEXTS), (p, ctx) => {
      const n = normalizePath(p, ctx);
      const failure = scanOperationPath(v, p, ctx);
      expect(failure === undefined).toBe(n.ok);
      if (n.ok) {
        expect(v.text).toBe(n.path.text);
        expect(v.n).toBe(n.path.segments.length);
      }
    }), { numRuns: 30_000 });
  });

  it.each([['./x', '/w/repo/x'], ['././x', '/w/repo/x'], ['./~/a', '/w/repo/~/a'], ['.//x', '/w/repo/x'], ['./../x', '/w/x'], ['~/x', '/home/dev/x']])('%s is %s', (p, text) => {
    const v = new PathView();
    expect(scanOperationPath(v, p, CONTEXTS[0]!)).toBeUndefined();
    expect(v.text).toBe(text);
  });
});
