// isRegexSpace (regex-space.ts, session 42) stands for `/\s/.test(String.fromCharCode(c))` in the
// per-character readers (unknown-programs.ts isJoin, powershell-redirect-targets.ts): every code
// unit is compared, so the two agree on this engine's Unicode tables.
import { describe, expect, it } from 'vitest';
import { isRegexSpace } from '../src/shell/regex-space.js';

describe('isRegexSpace', () => {
  it('answers as /\\s/ for each of the 65,536 code units', () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isRegexSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });
});
