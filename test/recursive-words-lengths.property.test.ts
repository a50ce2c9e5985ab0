// recursiveWords (decide/recursive-words.ts) read a PowerShell word with `\` as its `/` spelling by
// copying it and hashing the copy, once per command reading: 10,000 characters each time for
// `tar -xf '\"\"…'` under drive rules (session 44: 0.65 -> 0.48 ms). The copy is now made only
// where a tree path is as long as the word; the answer is the code's it replaced, for any words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recursiveWords } from '../src/decide/recursive-words.js';
import type { CommandSubject } from '../src/shell/subject.js';

/** The code before session 44. */
function before(c: CommandSubject, trees: ReadonlySet<string> | undefined): ReadonlySet<number> | undefined {
  if (trees === undefined) return undefined;
  let out: Set<number> | undefined;
  for (let i = 1; i < c.words.length; i++) {
    const w0 = c.words[i]!;
    const colon = w0.indexOf(':');
    const w = c.dialect !== 'powershell' || c.dynamic[i] || w0.charCodeAt(0) !== 45 || colon < 0 ? w0 : w0.slice(colon + 1);
    if (trees.has(w) || (c.dialect === 'powershell' && w.includes('\\') && trees.has(w.replaceAll('\\', '/')))) (out ??= new Set()).add(i);
  }
  return out;
}

const subject = (words: string[], dynamic: boolean[], dialect: 'bash' | 'powershell') =>
  ({ words, dynamic, dialect, plainName: true, assignments: [], scope: 'restrict', exactAllowOnly: false }) as unknown as CommandSubject;

describe('recursiveWords', () => {
  it('gives the words the code before gave', () => {
    const piece = fc.constantFrom('C:', 'etc', 'Windows', 'a', '\\', '/', '-Path:', '.', '..');
    const word = fc.array(piece, { maxLength: 6 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.array(word, { maxLength: 4 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), fc.constantFrom('bash' as const, 'powershell' as const), (words, treeWords, dyn, dialect) => {
      const c = subject(['tar', ...words], [false, ...dyn.slice(0, words.length)], dialect);
      // (Trees spelled with `/`, as the analysis' paths are, and some as written.)
      const trees = new Set([...treeWords, ...words.slice(0, 2).map((w) => w.replaceAll('\\', '/'))]);
      expect(recursiveWords(c, trees)).toEqual(before(c, trees));
      expect(recursiveWords(c, undefined)).toEqual(before(c, undefined));
    }), { numRuns: 500 });
  });

  it('reads a long word with `\\` against a tree of its length, and not against shorter ones', () => {
    const long = `C:${'\\a'.repeat(4_000)}`;
    const c = subject(['Remove-Item', '-Recurse', long], [false, false, false], 'powershell');
    expect(recursiveWords(c, new Set([long.replaceAll('\\', '/')]))).toEqual(new Set([2]));
    expect(recursiveWords(c, new Set(['C:/a', 'C:/a/a']))).toBeUndefined();
  });
});
