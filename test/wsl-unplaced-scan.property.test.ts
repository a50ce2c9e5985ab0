// wslUnplaced (paths/wsl-path.ts) split a relative path at every `/` before reading how far its
// `..` climb: `bash -c '../../…'` run by PowerShell on win32 made 3,300 strings where the third
// segment already leaves the drive (session 44). It now scans the segments and stops there; the
// answer is the code's it replaced, for any path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePathContext, type ResolvedPathContext } from '../src/paths/normalize.js';
import { wslUnplaced } from '../src/paths/wsl-path.js';

/** The code before session 44. */
function before(text: string, ctx: ResolvedPathContext): string | undefined {
  const c = text.charCodeAt(0);
  if (c === 47 || c === 126) return 'unplaced';
  const cwd = ctx.cwd;
  if (cwd === undefined || ctx.cwdFloor !== 1) return 'unplaced';
  if (!text.includes('..')) return undefined;
  let level = cwd.segments.length - ctx.cwdFloor;
  for (const seg of text.split('/')) {
    if (seg === '..') level--;
    else if (seg !== '' && seg !== '.') level++;
    if (level < 0) return 'unplaced';
  }
  return undefined;
}

const CONTEXTS = ['C:\\', 'C:\\w', 'C:\\w\\repo', 'C:\\w\\a\\b\\c', '\\\\srv\\share\\x'].map((cwd) => resolvePathContext({ cwd, home: 'C:\\Users\\u', workspace: [cwd], platform: 'win32' }));

describe('wslUnplaced', () => {
  it('answers as the split it replaced', () => {
    const piece = fc.constantFrom('..', '.', '', 'a', '...', '.a', 'a.', '..a', '/', '~', '\\');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom(...CONTEXTS), (pieces, ctx) => {
      const text = pieces.join('/');
      expect(wslUnplaced(text, ctx) !== undefined).toBe(before(text, ctx) !== undefined);
    }), { numRuns: 2_000 });
  });

  it('places a long path that stays on the drive, and not one that leaves it', () => {
    const [, , repo] = CONTEXTS;
    expect(wslUnplaced(`${'a/'.repeat(3_000)}${'../'.repeat(3_000)}x`, repo!)).toBeUndefined();
    expect(wslUnplaced(`${'a/'.repeat(3_000)}${'../'.repeat(3_003)}x`, repo!)).toBeDefined();
    expect(wslUnplaced('../'.repeat(3_330), repo!)).toBeDefined();
  });
});
