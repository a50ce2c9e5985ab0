// powershell-redirect-targets.ts (session 40): the scan that replaced powershell-written-files.ts's
// redirect regex finds the same targets, in order, in any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectTargets } from '../src/shell/powershell-redirect-targets.js';
import { redirectedFiles, sameFile } from '../src/shell/powershell-written-files.js';

/** powershell-written-files.ts before session 40. */
const REDIRECT = /(?<![-\w])[1-6*]?>>?(?!&)[ \t]*(?:"([^"`$]*)"|'([^']*)'|([^\s;|)}&<>"'`$]+))/g;
const before = (line: string): string[] => [...line.matchAll(REDIRECT)].map((m) => m[1] ?? m[2] ?? m[3]!);
function sameFileBefore(path: string): string {
  const leaf = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).replace(/^[A-Za-z]:/, '');
  const colon = leaf.indexOf(':');
  const name = colon < 0 ? leaf : leaf.slice(0, colon);
  return name.replace(/[. ]+$/, '').toLowerCase();
}

// (Streams and their edges, what may come before them, quotes and what ends them, blanks of each kind, non-ASCII.)
const piece = fc.constantFrom('>', '>>', '>&', '2', '1', '6', '7', '0', '*', '-', '_', 'a', 'Z', '.', ' ', '\t', '\n', '\u00a0', '\u3000', '"', "'", '`', '$', ';', '|', ')', '}', '&', '<', 'é', 'f.txt', '2>&1');
const text = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));

describe('redirectTargets: as the regex it replaced', () => {
  it('any text of redirects, streams, quotes and blanks', () => {
    fc.assert(fc.property(text, (t) => {
      const got: string[] = [];
      redirectTargets(t, got);
      expect(got).toEqual(before(t));
    }), { numRuns: 20_000 });
  });

  it('sameFile: as the regexes before, for any path', () => {
    const part = fc.constantFrom('a', 'Z', 'C:', 'c:', '@:', '[:', '1:', ':', '::s', '/', '\\', '.', ' ', '. ', 'List.TXT', 'é', 'İ', '~');
    fc.assert(fc.property(fc.array(part, { maxLength: 10 }).map((p) => p.join('')), (path) => {
      expect(sameFile(path)).toBe(sameFileBefore(path));
    }), { numRuns: 20_000 });
  });

  it('the edges by name, and the files they name', () => {
    for (const t of ['a > f', 'a>f', 'a 2>f', 'a2>f', 'a *>f', 'a*>f', 'a -2>f', '2>&1', '>>&f', '>> f', '> "f$x"', '> "f"', "> 'f", "> 'f'", '>;', '3>>x', '7>x', '>"a`b"', '1>2>3>x']) {
      const got: string[] = [];
      redirectTargets(t, got);
      expect(got).toEqual(before(t));
    }
    expect(redirectedFiles('"C:/x" > .\\List.txt; gc list.txt 2>&1 *>> C:\\w\\Err.log.')).toEqual(['list.txt', 'err.log']);
  });
});
