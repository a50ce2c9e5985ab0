// Flat lines (src/shell/bash-flat-lines.ts: literal and direct words and redirections, joined by `|`, `&&`, `||`, `;`, newlines) are
// parsed in one pass, not by the grammar: the same nodes (fields in the same order), positions,
// errors and work-budget charges as the grammar and word reader make, on generated lines of such
// words and operators mixed with what ends a flat line (so both the pass and its fallback run).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBashWith } from '../src/shell/bash-parse.js';
import { WorkBudget } from '../src/shell/budget.js';

const PIECES = [
  'a', 'b', 'git', 'x1', '-v', '--', '--x=y', 'a:b', 'a,b', '@', '!', '^', ']', '}', ']]', '9', '2', 'a=b', 'a+', 'é',
  ' ', ' ', ' ', ' ', '\t', '|', '|', '&&', '||', ';', ';', '&', '|&', ';;', ';&', '\n', '#', '\\', '(', ')', '<', '>', '"', '$x', '*',
  'if ', 'then ', 'fi', 'time ', '! ', '{ ', 'do ', 'for ', 'case ', 'in ', 'function ', '[[ ', 'coproc ', 'declare ', 'x() ',
  // (direct words)
  '"$x"', '"a b"', "'q'", "''", '$1', '$@', '*.ts', 'a?', '\\x', '\\', 'FOO=bar', 'A+=', 'x="$y"', '"$PWD":/app', '${x}', '$(', '`', "$'", '"\\$"', '"é"',
  // (redirections and newlines)
  '>', '>>', '>&', '>|', '<', '<&', '<>', '&>', '&>>', '2>', '2>&1', '10>', '1234567890>', '2>>', '>&2', '<<', '<<<', '<<-', '<(', '>(', '2<(', '2&>', '{x}>',
  ' > f', ' 2>/dev/null', ' < in.txt', '\n', '\n', '\n\n', '\\\n', '#c\n',
];

const line = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(''));

/** Lines of mostly flat tokens, so that most take the one-pass path and some give it up late. */
const WORDS = ['a', 'git', '-v', '--x=y', 'a:b', '"$x"', "'q'", '*.ts', '$1', 'x="$y"', '\\x', 'if', 'FOO=1', '}', '$(a)', 'é'];
const JOINS = [' ', ' ', ' ', '\t', ' | ', ' && ', ' || ', '; ', ';', '\n', ' > ', ' 2>', ' 2>&1 ', ' < ', ' >> ', ' &> ', ' <<', ' & '];
const flatLine = fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...JOINS)), { maxLength: 10 }).map((p) => p.map(([w, j]) => w + j).join(''));

/** A budget; the tight ones run out of words, pieces or commands within short lines. */
function budget(kind: 0 | 1 | 2 | 3 | 4): WorkBudget | undefined {
  if (kind === 0) return undefined;
  const b = new WorkBudget();
  if (kind === 1) b.words = 3;
  if (kind === 2) b.pieces = 2;
  if (kind === 3) b.commands = 2;
  return b;
}

function sameParse(text: string, kind: 0 | 1 | 2 | 3 | 4): void {
  const fastBudget = budget(kind);
  const generalBudget = budget(kind);
  const fast = parseBashWith(text, fastBudget, true);
  const general = parseBashWith(text, generalBudget, false);
  expect(fast).toStrictEqual(general);
  // (Key order too: nodes of one kind share a hidden class, wherever they are made.)
  expect(JSON.stringify(fast)).toBe(JSON.stringify(general));
  expect(fastBudget).toStrictEqual(generalBudget);
}

describe('bash flat lines', () => {
  it('parse as the grammar parses them, and charge the budget alike', () => {
    fc.assert(fc.property(line, fc.constantFrom(0, 1, 2, 3, 4), (text, kind: 0 | 1 | 2 | 3 | 4) => sameParse(text, kind)), { numRuns: 4000 });
  });

  it('parse as the grammar parses them on mostly flat lines', () => {
    fc.assert(fc.property(flatLine, fc.constantFrom(0, 1, 2, 3, 4), (text, kind: 0 | 1 | 2 | 3 | 4) => sameParse(text, kind)), { numRuns: 4000 });
  });

  it('leave every reserved word where a command starts to the grammar', () => {
    for (const w of ['!', 'case', 'coproc', 'do', 'done', 'elif', 'else', 'esac', 'fi', 'for', 'function', 'if', 'in', 'select', 'then', 'until', 'while', '{', '}', 'time', '[[', ']]']) {
      for (const text of [w, `${w} a`, `a; ${w} b`, `a | ${w}`, `> f ${w}`, `echo ${w}`, `${w}x`]) sameParse(text, 0);
    }
  });

  it('are the typical command lines', () => {
    for (const text of ['git status --short --branch -- src/file-1.ts', 'npm test -- --run test/unit-1.test.ts --reporter=dot',
      'ls -la src/components/widget-1 | grep -v node_modules', 'rm -rf build/output-1 && npm run build --silent', 'a; b || c && d | e | f; g;',
      ' \ta  |  b\t', 'a;', 'a | b && c', 'a && b | c || d', 'x ; ; y', 'a |', 'a &&', 'a ;;', 'a | | b', '; a', 'echo if then fi', 'if', '!', 'a=b c', 'c a=b', 'x()', '}',
      'docker run --rm -v "$PWD":/app node:20 npm ci --id 1', 'cat src/components/widget-1/*.ts', 'ls -la lib/1 && cat lib/1/index.*', 'FOO=1 a', 'a FOO="$x" b', "'if' a", '"$x" | b', 'npm test > out-1.log 2>&1', 'cd src\ngit add file-1.ts', '\n\na\n\n', 'a &&\n b', 'a |\n\n b', 'a\n;b', '> f', '> f a', '> f\n', 'a > f | b < g',
      'a 2>&1 >&2 &>x &>>y 3<>z 4<&0 >|w', 'a >', 'a > ;', 'a >\nb', 'a 2>', '> f if', 'a >&2>x']) {
      for (const kind of [0, 1, 2, 3, 4] as const) sameParse(text, kind);
    }
  });
});
