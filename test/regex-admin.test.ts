// Administrator regexes: the dialect (JavaScript without flags, full match), what is refused and
// why, and a differential test against V8 on generated patterns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_REGEX_LIMITS, compileAdminRegex, type AdminRegex } from '../src/regex/admin-regex.js';
import { DIGIT, DOT, SPACE, WORD, contains, type Ranges } from '../src/regex/charset.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function compiled(pattern: string): AdminRegex {
  const r = compileAdminRegex(pattern);
  if (!r.ok) throw new Error(`${pattern}: ${r.problem.message}`);
  return r.regex;
}

function refused(pattern: string) {
  const r = compileAdminRegex(pattern);
  if (r.ok) throw new Error(`${pattern} was accepted`);
  return r.problem;
}

describe('character sets are exactly V8\'s (no flags), for every code unit', () => {
  const cases: [string, Ranges, RegExp][] = [['\\d', DIGIT, /\d/], ['\\w', WORD, /\w/], ['\\s', SPACE, /\s/], ['.', DOT, /./]];
  it.each(cases)('%s', (_, set, re) => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (contains(set, c) !== re.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });
});

describe('full match: a pattern matches the whole subject, anchored or not', () => {
  const table: [string, string, boolean][] = [
    ['github\\.example\\.com', 'github.example.com', true],
    // The point of full match: an unanchored pattern does not match a longer host.
    ['github\\.example\\.com', 'github.example.com.evil.net', false],
    ['github\\.example\\.com', 'evil-github.example.com', false],
    ['github\\.example\\.com', 'githubXexample.com', false],
    ['^github\\.example\\.com$', 'github.example.com', true],
    ['(?:[a-z0-9-]+\\.)*example\\.com', 'a.b.example.com', true],
    ['(?:[a-z0-9-]+\\.)*example\\.com', 'example.com', true],
    ['(?:[a-z0-9-]+\\.)*example\\.com', 'example.com.evil.net', false],
    ['.*\\.example\\.com', 'x.example.com', true],
    ['a|b', 'ab', false],
    ['a|b', 'b', true],
    ['/opt/mk/.*', '/opt/mk/x/y', true],
    ['/opt/mk/.*', '/opt/mk', false],
    ['/opt/mk/.*', '/opt/mk/x\ny', false], // `.` stops at a line terminator, as in V8
    ['[^/]+', 'a/b', false],
    ['', '', true],
    ['', 'x', false],
    ['a^b', 'ab', false],
    ['(?:a|)$^', '', true],
    ['(?:a|)$^', 'a', false],
    ['x{2,3}', 'xxxx', false],
    ['x{2,3}', 'xxx', true],
    ['\\u0041\\x42', 'AB', true],
    ['😀', '😀', true],
  ];
  it.each(table)('%s vs %j → %s', (pattern, subject, expected) => {
    expect(compiled(pattern).matches(subject)).toBe(expected);
    expect(new RegExp(`^(?:${pattern})$`).test(subject)).toBe(expected);
  });
});

describe('refused at compile time, with the reason and where', () => {
  it('lookaround, backreferences and word boundaries (no finite automaton can run them)', () => {
    expect(refused('a(?=b)b')).toMatchObject({ kind: 'unsupported', offset: 1 });
    expect(refused('(?<!x)a').message).toMatch(/lookbehind/);
    expect(refused('(a)\\1')).toMatchObject({ kind: 'unsupported', offset: 3 });
    expect(refused('(a)(b)\\2').message).toMatch(/backreference/);
    expect(refused('(?<n>a)\\k<n>').kind).toBe('syntax'); // the strict parser refuses the named form outright
    expect(refused('x\\b')).toMatchObject({ kind: 'unsupported', offset: 1 });
    expect(refused('\\By').message).toMatch(/word boundary/);
  });

  it('syntax errors, including Annex B leniencies V8 would accept', () => {
    expect(refused('(')).toMatchObject({ kind: 'syntax' });
    expect(refused('[z-a]')).toMatchObject({ kind: 'syntax', offset: 4 });
    expect(refused('a{')).toMatchObject({ kind: 'syntax', message: 'Incomplete quantifier' });
    expect(refused('a]').kind).toBe('syntax');
    expect(refused('\\_').kind).toBe('syntax');
    expect(refused('[\\w-z]').kind).toBe('syntax');
    expect(refused('(?i)github\\.com').kind).toBe('syntax');
    expect(refused('\\p{L}').kind).toBe('syntax');
    // every problem has a hint an administrator can act on
    expect(refused('(').hint).toMatch(/JavaScript regular expression/);
  });

  it('patterns too large to run as a bounded automaton', () => {
    expect(refused('a'.repeat(ADMIN_REGEX_LIMITS.maxPatternLength + 1))).toMatchObject({ kind: 'too-complex' });
    expect(refused('(a{1,1000}){1,1000}').message).toMatch(/more than 10000 automaton states/);
    expect(refused('(?:a|b)*a(?:a|b){20}')).toMatchObject({ kind: 'too-complex' });
    expect(refused('(.*){1,32000}[bc]').kind).toBe('too-complex');
  });

  it('refusing a pattern is quick (bounded build work)', () => {
    const t = performance.now();
    refused('(?:a|b)*a(?:a|b){40}');
    expect(performance.now() - t).toBeLessThan(2000);
  });

  it('a value that is not a string is refused, not thrown', () => {
    expect(compileAdminRegex(42 as unknown as string)).toMatchObject({ ok: false, problem: { kind: 'syntax' } });
  });
});

describe('realistic administrator patterns compile to small automata', () => {
  it.each([
    '(?:[a-z0-9-]{1,63}\\.){1,10}example\\.com',
    '(?:[a-z0-9-]+\\.)*(?:example|contoso)\\.(?:com|net)',
    'git\\.(?:eu|us)-[a-z]+-[0-9]\\.corp\\.example\\.com',
    '(?:/home/[^/]+|/Users/[^/]+)/\\.plugins/.*',
    '[A-Za-z]:\\\\marketplaces\\\\.*',
    '(?:\\d{1,3}\\.){3}\\d{1,3}',
  ])('%s', (p) => {
    const r = compiled(p);
    expect(r.states).toBeLessThan(ADMIN_REGEX_LIMITS.maxDfaStates);
    expect(Object.isFrozen(r)).toBe(true);
  });
});

// Patterns over a small alphabet, in the shared syntax, nested so that V8 has to backtrack;
// subjects are short so V8 (the oracle) stays fast.
const atom: fc.Arbitrary<string> = fc.letrec((tie) => ({
  atom: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    { weight: 6, arbitrary: fc.constantFrom('a', 'b', '.', '\\.', '-', '/', '[ab]', '[^a]', '[a-c]', '\\d', '\\w', '\\s', '\\W', '[^]', '[]') },
    { weight: 1, arbitrary: tie('pattern').map((p) => `(?:${p})`) },
    { weight: 1, arbitrary: tie('pattern').map((p) => `(${p})`) },
  ),
  quantified: fc.tuple(tie('atom') as fc.Arbitrary<string>, fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,3}', '{0,2}', '{2,}', '*?', '+?'))
    .map(([a, q]) => a + q),
  sequence: fc.array(fc.oneof({ weight: 8, arbitrary: tie('quantified') as fc.Arbitrary<string> }, { weight: 1, arbitrary: fc.constantFrom('^', '$') }), { maxLength: 3 })
    .map((xs) => xs.join('')),
  pattern: fc.array(tie('sequence') as fc.Arbitrary<string>, { minLength: 1, maxLength: 2 }).map((xs) => xs.join('|')),
})).pattern;

const subject = fc.array(fc.constantFrom('a', 'b', 'c', '.', '-', '/', '1', ' ', '\n', 'é'), { maxLength: 10 }).map((xs) => xs.join(''));

describe('differential: the automaton agrees with V8 on every accepted pattern', () => {
  it('generated patterns × generated subjects', () => {
    const seen = { patterns: 0, refused: 0, checks: 0, matched: 0 };
    fc.assert(fc.property(atom, fc.array(subject, { minLength: 1, maxLength: 8 }), (pattern, subjects) => {
      seen.patterns++;
      const r = compileAdminRegex(pattern);
      if (!r.ok) {
        // Only size can refuse these (the generator writes no lookaround or backreference).
        expect(r.problem.kind).toBe('too-complex');
        seen.refused++;
        return;
      }
      const v8 = new RegExp(`^(?:${pattern})$`);
      for (const s of subjects) {
        const expected = v8.test(s);
        expect(r.regex.matches(s), `${pattern} vs ${JSON.stringify(s)}`).toBe(expected);
        seen.checks++;
        if (expected) seen.matched++;
      }
    }), { numRuns: RUNS });
    // Not vacuous: most patterns are accepted (the refused ones are dense nests of counted repetitions), and a fair share of the checks are matches.
    expect(seen.refused).toBeLessThan(seen.patterns * 0.02);
    expect(seen.matched).toBeGreaterThan(seen.checks * 0.05);
  });
});
