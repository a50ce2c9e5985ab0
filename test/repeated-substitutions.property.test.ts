// repeated-substitutions.ts (session 45): four readers of an unknown program's words skip a
// substitution of the same kind, quoting and source text as one met before in the same words
// (`mytool $(f a) $(f a) …`). Read one word at a time, nothing is skipped: for any words drawn
// from a pool with repeats and any line values, each reader's answer is the one its words read
// one by one give together (the most readings, the first unread reason, the shapes and partly
// known words in order, each once, within their bounds). (Checked to fail where any substitution
// after the first is skipped.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definition, simple } from './helpers/memo-lines.js';
import { defineFunction } from '../src/shell/function-values.js';
import { LineValues } from '../src/shell/line-values.js';
import { readingCount, unreadSubstitution } from '../src/shell/value-readings.js';
import { substitutionShapes } from '../src/shell/listed-paths.js';
import { partialWords } from '../src/shell/partial-words.js';
import { SubstitutionsMet } from '../src/shell/repeated-substitutions.js';
import { bounded } from '../src/shell/lister-operands.js';
import { MAX_PARTIAL_WORDS } from '../src/shell/partial-words.js';
import type { Word } from '../src/shell/ast.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

// (Bodies that print a partly known word, a computed text, a lister's names, a file's text, or call a function.)
const BODIES = ['f a', 'f /etc/$Q', 'g', 'echo /etc/$Q', 'echo xetc/passwd | cut -c2-', 'ls src/*.ts', 'cat a', 'f $X', 'find /etc', 'echo `echo \\"a\\"`'];
const FUNCTIONS = ['echo $1', 'f; f; echo /tmp/$1', 'echo /etc/$Q', 'cat a', 'ls $1', 'echo x | cut -c2-'];
/** A substitution word: `$(BODY)`, `"$(BODY)"`, `<(BODY)` or backquotes, with `blanks` blanks after the opener. */
const spelled = (body: string, form: number, blanks: number): string => {
  const pad = ' '.repeat(blanks);
  return [`$(${pad}${body})`, `"$(${pad}${body})"`, `<(${pad}${body})`, `\`${pad}${body.replace(/`/g, '\\`')}\``][form]!;
};

function valuesOf(assign: readonly [string, string][], defs: readonly [string, string][], fileText: string | undefined): LineValues {
  const r = { values: new LineValues() as LineValues | undefined, flow: { defines: () => {} } };
  for (const [name, value] of assign) r.values!.assign(name, value);
  for (const [name, body] of defs) defineFunction(r, definition(name, body) as never);
  if (fileText !== undefined) r.values!.files.set('a', [{ text: fileText, literal: true }]);
  return r.values!;
}

const readers = (words: readonly Word[], values: LineValues) => ({
  count: readingCount(words, values),
  unread: unreadSubstitution(words, values),
  shapes: substitutionShapes(words, values),
  partial: partialWords(words, values),
});

/** The readers' answers from the words after the first read one at a time, put together as each reader does. */
function oneByOne(words: readonly Word[], values: LineValues): ReturnType<typeof readers> {
  const rest = words.slice(1);
  const partial = { words: [] as string[], overflowing: false };
  for (const w of rest) {
    const one = partialWords([words[0]!, w], values);
    partial.overflowing ||= one.overflowing;
    for (const t of one.words) {
      if (partial.words.includes(t)) continue;
      if (partial.words.length >= MAX_PARTIAL_WORDS) partial.overflowing = true;
      else partial.words.push(t);
    }
  }
  return {
    count: Math.max(1, ...rest.map((w) => readingCount([w], values))),
    unread: rest.map((w) => unreadSubstitution([w], values)).find((u) => u !== undefined),
    shapes: bounded(rest.flatMap((w) => substitutionShapes([w], values, 0))),
    partial,
  };
}

describe('readers of repeated substitutions: as their words read one by one', () => {
  it('for words from a pool with repeats, under any values', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.nat(BODIES.length - 1), fc.nat(3), fc.nat(1)), { minLength: 1, maxLength: 8 }),
      fc.array(fc.tuple(fc.constantFrom('X', 'Q'), fc.constantFrom('/etc/passwd', 'a b', 'src/*.ts', '')), { maxLength: 3 }),
      fc.array(fc.tuple(fc.constantFrom('f', 'g'), fc.constantFrom(...FUNCTIONS)), { maxLength: 3 }),
      fc.option(fc.constantFrom('/etc/passwd', 'x y')),
      (picked, assign, defs, fileText) => {
        const values = valuesOf(assign, defs, fileText ?? undefined);
        const words = simple(['mytool', ...picked.map(([b, form, blanks]) => spelled(BODIES[b]!, form, blanks))].join(' ')).words;
        expect(readers(words, values)).toEqual(oneByOne(words, values));
      },
    ), { numRuns: 300 });
  });

  it('a substitution is met again only with the same kind, quoting and text', () => {
    const parts = simple('mytool $(f a) "$(f a)" <(f a) >(f a) $(f  a) $(f a)').words.slice(1).map((w) => w.parts.find((p) => p.type === 'command-substitution' || p.type === 'process-substitution')!);
    const met = new SubstitutionsMet();
    expect(parts.map((p) => met.again(p as never))).toEqual([false, false, false, false, false, true]);
  });
});

const ETC_ONLY: Rules = {
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a repeat after the first that differs only in quoting is read: decisions', () => {
  lineTable(ETC_ONLY, [
    ['f(){ echo /etc/$Q; }; mytool $(f a) "$(f a)" $(f a)', 'ask'],
    ['mytool $(echo xetc/passwd | cut -c2-) $(echo xetc/passwd | cut -c2-)', 'ask'],
    ['mytool $(ls src/*.ts) $(ls src/*.ts) <(find /etc)', 'ask'],
    // Precision: repeats of a substitution that names nothing denied.
    ['f(){ f; f; echo /tmp/$1; }; mytool $(f a) $(f a) "$(f a)" $(f a)', 'allow'],
  ]);
});
