// Session 45: r33's stream and drive aliases of a written or run name (written-code-paths.ts
// streamAliases) recursed at every `a:` of `'a:a:a:…'`, each level copying the rest: 4,997
// aliases of up to 10,000 characters, 1.8 s a decision in the long-input scan. A drive is one
// letter at the start, so two levels are all a name can mean.
import { describe, expect, it } from 'vitest';
import { streamAliases } from '../src/shell/written-code-paths.js';

describe('streamAliases', () => {
  it('reads a drive, a stream, and a drive then a stream (last segments, folded)', () => {
    expect(streamAliases('x.ps1')).toEqual([]);
    expect(streamAliases('m.psm1:x')).toEqual(['m.psm1']);
    expect(streamAliases('C:x.ps1')).toEqual(['c', 'x.ps1']);
    expect(streamAliases('C:m.psm1:x')).toEqual(['c', 'm.psm1', 'm.psm1:x']);
    expect(streamAliases('C:D:x')).toEqual(['c', 'd', 'x', 'd:x']);
  });

  it('gives a bounded number of names, whatever the number of colons', () => {
    const name = 'a:'.repeat(5_000);
    const aliases = streamAliases(name);
    expect(aliases.length).toBeLessThanOrEqual(6);
    expect(aliases.reduce((n, a) => n + a.length, 0)).toBeLessThanOrEqual(3 * name.length);
  });
});
