// Session 43: a word an unknown program may hand a shell is read by its words (shell-unquoted.ts),
// each a possible path; past MAX_LINE_WORDS the word is one unknown path (a work bound: the
// end-of-session bench found `python3 x.py "<<a\n…"`, 5,000 words each read as a path, at 1.2 ms
// against 0.4 ms at the session's start). The bound must keep the reading closed: a path past it asks.
import { describe, expect, it } from 'vitest';
import { MAX_LINE_WORDS, pushNew, shellLineWords, shellReadWords, TOO_MANY_WORDS } from '../src/shell/shell-unquoted.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = { deny: ['Read(//etc/**)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
const many = (n: number): string => 'a '.repeat(n);

describe('the words of a text handed to a shell, bounded', () => {
  it('gives the words up to the bound, and the marker past it', () => {
    expect(shellLineWords(`${many(MAX_LINE_WORDS - 1)}b`, false, MAX_LINE_WORDS)).toHaveLength(MAX_LINE_WORDS);
    expect(shellLineWords(`${many(MAX_LINE_WORDS)}b`, false, MAX_LINE_WORDS)).toBeUndefined();
    expect(shellLineWords(` ${many(MAX_LINE_WORDS - 1)}b `, false, MAX_LINE_WORDS)).toHaveLength(MAX_LINE_WORDS);
    expect(shellReadWords(`${many(5_000)}\\x`)).toBe(TOO_MANY_WORDS);
    expect(shellReadWords(many(5_000))).toBe(TOO_MANY_WORDS);
    // (A word's value, its quotes gone: the backslash is the shell's to drop.)
    expect(shellReadWords('cat /e\\tc/passwd')).toEqual(['cat /etc/passwd', 'cat', '/etc/passwd']);
  });

  it('pushNew appends each word once', () => {
    const list = ['', 'a'];
    pushNew(list, ['a', 'b', 'b', 'c']);
    expect(list).toEqual(['', 'a', 'b', 'c']);
  });

  lineTable(RULES, [
    // A path past the bound: the word is one unknown path, which asks beside the Read deny rule.
    [`mytool "${many(200)}/e\\tc/passwd"`, 'ask'],
    [`mytool '${many(200)}cat /etc/passwd'`, 'ask'],
    [`printf '${many(200)}cat /e\\\\tc/passwd' | mytool`, 'ask'],
    // Below it, read word by word.
    [`mytool "${many(20)}/e\\tc/passwd"`, 'ask'],
    // Precision: a short text naming nothing a rule covers.
    ['mytool "hello world"', 'allow'],
  ]);
});
