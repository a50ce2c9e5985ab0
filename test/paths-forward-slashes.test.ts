// forwardSlashes (src/paths/clean-path.ts): a Windows path's `\` made `/`, long paths through a
// code-unit buffer; the same string as String.prototype.replace gives, at every length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forwardSlashes } from '../src/paths/clean-path.js';
import { normalizePath, resolvePathContext } from '../src/index.js';

const replaced = (s: string): string => s.replace(/\\/g, '/');

describe('forwardSlashes', () => {
  it('gives what replace gives, short and long, across chunk boundaries', () => {
    for (const s of ['', '\\', 'C:\\x', '\\'.repeat(511), '\\'.repeat(512), '\\'.repeat(10_000), `a\\${'é\\'.repeat(3_000)}\ud83d\ude00`, `\ud800\\${'x\\'.repeat(5_000)}\udc00`, 'a/b'.repeat(2_000), `\u00ff\\${'\u0080\\\u0000'.repeat(400)}`, `${'a\\'.repeat(400)}\u0100`]) {
      expect(forwardSlashes(s)).toBe(replaced(s));
    }
  });

  it('gives what replace gives for any string (property)', () => {
    const unit = fc.constantFrom('\\', '/', 'a', 'é', '\u00ff', '\u0100', '\ud83d', '\ude00', '\u0000', '.');
    // (Mostly Latin-1 too: the byte path is taken only when every code unit is.)
    const latin1 = fc.constantFrom('\\', '/', 'a', 'é', '\u00ff', '\u0080', '\u0000', '.');
    fc.assert(fc.property(fc.array(unit, { maxLength: 9_000 }).map((a) => a.join('')), (s) => forwardSlashes(s) === replaced(s)), { numRuns: 200 });
    fc.assert(fc.property(fc.array(latin1, { minLength: 500, maxLength: 9_000 }).map((a) => a.join('')), (s) => forwardSlashes(s) === replaced(s)), { numRuns: 200 });
  });

  it('a long Windows path normalizes as before', () => {
    const ctx = resolvePathContext({ platform: 'win32', cwd: 'C:\\w' });
    const r = normalizePath(`C:\\${'dir\\'.repeat(300)}f.txt`, ctx);
    expect(r.ok && r.path.text).toBe(`/c/${'dir/'.repeat(300)}f.txt`);
  });
});
