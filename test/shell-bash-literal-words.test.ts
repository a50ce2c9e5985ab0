// The bash lexer makes most words directly (WordReader.literalWord: PLAIN and LITERAL characters,
// no assignment; DirectWords: double and single quotes, `$name`, escapes, `*` `?`, assignments):
// the same parse, positions, errors and work-budget charges as the word reader (readWord), on
// generated lines of such words mixed with everything that ends or changes one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBashWith } from '../src/shell/bash-parse.js';
import { WorkBudget } from '../src/shell/budget.js';

const PIECES = [
  'a', 'b', 'x1', 'ab_c', '9', '10', '-', '--', '.', '/', '%', '_',
  '=', ':', ',', '+', '@', '!', '^', ']', '}', '+=', 'n=', 'a[',
  ' ', ' ', ' ', '\t', '\n', ';', '&', '&&', '|', '||', '(', ')', '<', '>', '>&', '<(', '2>', '{x}>',
  '~', '#', '{', '[', '*', '?', '$', '$x', '"', "'q'", '\\', '\\\n', '`', 'é', 'if ', 'then ', 'fi', '[[ ', ' ]]', 'time ', 'declare ',
  // (for DirectWords)
  '"$x"', '""', '"a b"', '"a$x/b"', '"$"', '"\\$"', '"\\a', '"\\\n', '"$1$@"', "''", "'", '$1', '$@', '$_a', '$"', "$'", '${x}', '$(', '$[',
  'FOO=', 'A+=', 'A=b', 'x=(', '=~', ':~', '"é"', '\\x', '*.ts', 'a?', '"`', '2', '"x"<',
];

const line = fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }).map((p) => p.join(''));

/** A budget; `tight` runs out of words, commands or pieces within short lines. */
function budget(kind: 0 | 1 | 2 | 3): WorkBudget | undefined {
  if (kind === 0) return undefined;
  const b = new WorkBudget();
  if (kind === 1) b.words = 3;
  if (kind === 2) b.pieces = 4;
  if (kind === 3) b.commands = 1;
  return b;
}

describe('bash literal words', () => {
  it('parse as the word reader parses them, and charge the budget alike', () => {
    fc.assert(
      fc.property(line, fc.constantFrom(0, 1, 2, 3), (text, kind: 0 | 1 | 2 | 3) => {
        const fastBudget = budget(kind);
        const generalBudget = budget(kind);
        expect(parseBashWith(text, fastBudget, true)).toStrictEqual(parseBashWith(text, generalBudget, false));
        expect(fastBudget).toStrictEqual(generalBudget);
      }),
      { numRuns: 3000 },
    );
  });

  it('are the words of typical command lines', () => {
    for (const text of ['npm test -- --run test/unit-1.test.ts --reporter=dot', 'docker run --rm -v "$PWD":/app node:20 npm ci --id 1', 'ssh user@host ls a,b ^x ]] }', 'x=1 a+=2 f=g:h cmd k=v',
      'echo "$HOME/dir-1" "$(git rev-parse HEAD)"', 'NODE_ENV=production FOO=bar-1 node server.js', 'cd "$(dirname "$0")/x-1" && make -j"$N"', "A='' B=\"$x\"* grep -e 'a b' \\; ?.ts"]) {
      expect(parseBashWith(text, undefined, true)).toStrictEqual(parseBashWith(text, undefined, false));
    }
  });
});
