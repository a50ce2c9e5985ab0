// shellUnquoted (session 42) reads a text's quotes and backslashes as bash does: a word written
// with any mix of quoting gives back its value, so a path a shell would read is never hidden from
// possible-paths.ts by its spelling (`/e\tc/passwd`, `'/e'tc`, `/e""tc`).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shellReadWords, shellUnquoted } from '../src/shell/shell-unquoted.js';

const CHARS = [...'abcet/._-~ '];
/** One character of a value spelled as bash may spell it outside quotes, in single quotes or in double quotes. */
const spelled = (c: string, how: number): string => {
  if (how === 0) return c === ' ' ? '\\ ' : c;
  if (how === 1) return `\\${c}`;
  if (how === 2) return `'${c}'`;
  return `"${c}"`;
};

describe('shellUnquoted', () => {
  it('gives back the value of a word spelled with any quoting (10,000 runs)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom(...CHARS), fc.integer({ min: 0, max: 3 })), { maxLength: 24 }), (parts) => {
      const value = parts.map(([c]) => c).join('');
      expect(shellUnquoted(parts.map(([c, how]) => spelled(c, how)).join(''))).toBe(value);
    }), { numRuns: 10_000 });
  });

  it('keeps a backslash in double quotes before a character it does not escape, as bash does', () => {
    expect(shellUnquoted('"a\\tb"')).toBe('a\\tb');
    expect(shellUnquoted('"a\\$b"')).toBe('a$b');
    expect(shellUnquoted("'a\\tb'")).toBe('a\\tb');
    expect(shellUnquoted('a\\tb')).toBe('atb');
  });

  it('reads the words of a line with blanks (shellReadWords)', () => {
    expect(shellReadWords('cat /e\\tc/passwd')).toEqual(['cat /etc/passwd', 'cat', '/etc/passwd']);
    expect(shellReadWords("cat '/e'tc/passwd")).toEqual(['cat /etc/passwd', 'cat', '/etc/passwd']);
    // (Session 43: a plain line's words too, not the text again: it is the word itself.)
    expect(shellReadWords('cat /etc/passwd')).toEqual(['cat', '/etc/passwd']);
    expect(shellReadWords('/e\\tc/passwd')).toEqual([]);
    expect(shellReadWords('C:\\Program Files\\x')).toEqual([]);
  });
});
