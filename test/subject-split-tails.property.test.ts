// subjectOf (subject-of.ts, session 42) drops the split-tail words (words.ts splitTail) by one copy
// of the words before the first: it must keep what the filter it replaced kept, for any list and
// spans (xargs's command has more words than spans), and the wrapper chain's subjects stay the same.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withoutSplitTails } from '../src/shell/subject-of.js';
import { analyzeShell } from '../src/shell/analyze.js';
import type { Word } from '../src/shell/ast.js';

const span = (tail: boolean): Word => (tail ? { start: 0, end: 0, text: 'x', parts: [], splitTail: true } : { start: 0, end: 0, text: 'x', parts: [] });

describe('withoutSplitTails', () => {
  it('keeps what filter kept', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 20 }), fc.nat({ max: 4 }), (tails, extra) => {
      const spans = tails.map(span);
      const first = tails.indexOf(true);
      fc.pre(first >= 0);
      const list = Array.from({ length: tails.length + extra }, (_, k) => `w${k}`);
      expect(withoutSplitTails(list, spans, first)).toEqual(list.filter((_, k) => spans[k]?.splitTail !== true));
      expect(withoutSplitTails(spans, spans, first)).toEqual(spans.filter((s) => s.splitTail !== true));
    }), { numRuns: 5_000 });
  });

  it("a wrapper chain's subjects have no split-tail word", () => {
    const { commands } = analyzeShell(`${'sudo '.repeat(300)}rm x`, 'bash');
    expect(commands.length).toBe(33);
    // (The budget's unknown last word, `…`, once per subject: its split tail is not a word of it.)
    for (const c of commands) expect(c.words.filter((w) => w === '…').length).toBe(1);
    // (Split tails within a command, and xargs's appended words, which have no spans.)
    const words = (line: string) => analyzeShell(line, 'bash').commands.map((c) => c.words);
    expect(words('nice -n $N rm x')).toEqual([['nice', '-n', '$N', 'rm', 'x'], ['rm', 'x'], ['rm', 'x']]);
    expect(words('xargs mytool $A')).toEqual([['xargs', 'mytool', '$A'], ['mytool', '$A', '…', '…', '…', '…']]);
    expect(words('mytool *.ts $X y')).toEqual([['mytool', '*.ts', '$X', 'y']]);
  });
});
