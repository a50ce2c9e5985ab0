// A text the line gives a program that may run its input (a here-string, a here-document, a piped
// text: given-values.ts textParts) was read word by word as possible paths, lines and hosts,
// however many words it had: `mytool <<a` then 2,500 lines of `<<a` took 1.3 ms a decision.
// Session 44: a text is read by its first MAX_TEXT_WORDS words (and one more, which tells it is
// longer); a longer text asks. Its words can only ask (possible parts), so no deny is lost; the
// lines below with 513 words were allowed before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { MAX_TEXT_WORDS, textWords } from '../src/shell/shell-unquoted.js';
import { CTX, source, type Rules } from './helpers/policy.js';

const RULES: Rules = { deny: ['Read(//etc/**)', 'Shell(rm -rf *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };
const POLICY = compilePolicy([{ loaded: source(RULES) }]);
const shell = (command: string) => decide(POLICY, { op: 'shell', command }, CTX);
const TEXT_BOUND = /the text the line gives a program has more than 512 words/;
const words = (n: number, word = 'a') => Array.from({ length: n }, () => word).join(' ');

describe('textWords', () => {
  it('gives every word of a text within the bound, and one more than the bound of a longer one', () => {
    expect(MAX_TEXT_WORDS).toBe(512);
    expect(textWords(` \n${words(512)}\t`)).toHaveLength(512);
    expect(textWords(words(513))).toHaveLength(513);
    expect(textWords(words(5_000))).toHaveLength(513);
    expect(textWords('<<a\n'.repeat(2_500))).toEqual(Array.from({ length: 513 }, () => '<<a'));
  });
});

describe('a text of more than MAX_TEXT_WORDS words given to a program that may run it', () => {
  // [what, line, decision, the bound's reason among the reasons]
  const ROWS: readonly (readonly [string, string, 'allow' | 'ask' | 'deny', boolean])[] = [
    // (Allowed before.)
    ['a here-string of 513 words', `mytool <<< "${words(513)}"`, 'ask', true],
    ['a piped here-document of 513 words', `cat <<a | mytool\n${words(513)}\na`, 'ask', true],
    ['a here-string of a variable of 513 words', `X="${words(513)}"; mytool <<< "$X"`, 'ask', true],
    // (Asked before, for more than 512 words it may run: 2,500 words read all the same.)
    ['a here-document of 2,500 lines of <<a', `mytool <<a\n${'<<a\n'.repeat(2_500)}`, 'ask', true],
    // (Within the bound: read as before.)
    ['a here-string of 512 words', `mytool <<< "${words(512)}"`, 'allow', false],
    ['a piped here-document of 512 words', `cat <<a | mytool\n${words(512)}\na`, 'allow', false],
    ['a here-string of 512 words, one of them /etc/passwd', `mytool <<< "/etc/passwd ${words(511)}"`, 'ask', false],
    // (The line's other commands are read as before: a deny stays a deny, and a denial gives its deny reasons only.)
    ['a here-string of 600 words, then rm -rf x', `mytool <<< "${words(600)}"; rm -rf x`, 'deny', false],
    ['a here-string of 600 words to cat /etc/passwd', `cat /etc/passwd <<< "${words(600)}"`, 'deny', false],
  ];

  it.each(ROWS)('%s', (_, line, decision, bound) => {
    const d = shell(line);
    expect(d.decision).toBe(decision);
    expect(d.reasons.some((r) => TEXT_BOUND.test(r.message))).toBe(bound);
  });

  it('a text of more than MAX_TEXT_WORDS words is never allowed, and asks for the bound', () => {
    const word = fc.constantFrom('a', 'x.txt', 'evil.com', '/etc/passwd', 'rm', '-rf', '<<a', 'cat', '~/b', 'a.b.c');
    fc.assert(fc.property(fc.array(word, { minLength: MAX_TEXT_WORDS + 1, maxLength: MAX_TEXT_WORDS + 40 }), fc.constantFrom('here-string', 'piped'), (ws, how) => {
      const text = ws.join(how === 'piped' ? '\n' : ' ');
      const line = how === 'piped' ? `cat <<EOF | mytool\n${text}\nEOF` : `mytool <<< "${text}"`;
      const d = shell(line);
      expect(d.decision).not.toBe('allow');
      expect(d.reasons.some((r) => TEXT_BOUND.test(r.message))).toBe(true);
    }), { numRuns: 30 });
  });
});
