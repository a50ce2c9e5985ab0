// Administrator regexes: the dialect (JavaScript without flags, full match), what is refused and
// why, and a differential test against V8 on generated patterns.
import { createContext, Script } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_REGEX_LIMITS, adminRegexCacheStats, adminRegexCompiler, compileAdminRegex, type AdminRegex } from '../src/regex/admin-regex.js';
import { DIGIT, DOT, SPACE, WORD, contains, type Ranges } from '../src/regex/charset.js';
import { fastestMs } from './helpers/timing.js';

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

/** A pattern whose table is close to 1 MiB: 128 distinct characters (129 classes) × 15 (1,921 states). */
function bigTablePattern(i: number): string {
  let text = '';
  for (let c = 0; c < 128; c++) text += String.fromCharCode(0x100 + i * 128 + c);
  return `(?:${text}){15}`;
}

function timed<T>(f: () => T): { value: T; ms: number } {
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
}

describe('build limits (security review): every construction step is counted', () => {
  it('a counted repetition of nothing compiles as empty instead of expanding 10^10 times (was 47 s)', () => {
    for (const pattern of ['(?:(?:){99999}){99999}', '(?:(?:(?:(?:(?:(?:){99999}){99999}){99999}){99999}){99999}){99999}', '(?:(?:a{0}){99999}){0,99999}']) {
      const { value: r, ms } = timed(() => compiled(pattern));
      expect(ms, pattern).toBeLessThan(1000);
      expect(r.matches(''), pattern).toBe(true);
      expect(r.matches('a'), pattern).toBe(false);
    }
    const loop = compiled('(?:(?:(?:){99999}){99999}x)*');
    expect([loop.matches(''), loop.matches('xxx'), loop.matches('xxy')]).toEqual([true, true, false]);
  });

  it('repetitions that add a state per copy stop at the state cap, quickly', () => {
    const { value: p, ms } = timed(() => refused('(?:(?:|){99999}){99999}'));
    expect(p.message).toMatch(/more than 10000 automaton states/);
    expect(ms).toBeLessThan(1000);
  });

  it('expansion steps that add no state still count: 250 empty groups × 4,000 copies is refused', () => {
    const pattern = `(?:${'(?:)'.repeat(250)}a){1,4000}`;
    expect(pattern.length).toBeLessThanOrEqual(ADMIN_REGEX_LIMITS.maxPatternLength);
    const { value: p, ms } = timed(() => refused(pattern));
    expect(p).toMatchObject({ kind: 'too-complex', message: expect.stringMatching(/expanding its repetitions takes more than 1000000 steps/) });
    expect(ms).toBeLessThan(1000);
    // the same with fewer copies is fine, and means what V8 means
    expect(compiled(`(?:${'(?:)'.repeat(250)}a){1,40}`).matches('a'.repeat(40))).toBe(true);
  });

  it('acceptance is decided once per NFA state, not by a walk per DFA state (was 0.15-0.6 s, uncounted)', () => {
    // 2,049 DFA states, each with the `$` of the second branch in its core, followed by 8,000 optional states.
    // (Timed against a pattern of as many DFA states without the `$` branch, interleaved: a ratio
    // holds on a loaded machine, where a bound in milliseconds (50) failed. Measured: 1.2x it.)
    const times: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < 5; i++) {
      const pattern = `[ab]*a[ab]{10}|[ab]*$(?:x?){${4000 + i}}y`;
      const { value: r, ms } = timed(() => compiled(pattern));
      times.push(ms);
      plain.push(timed(() => compiled(`[ab]*a[ab]{10}|[ab]*q{${10 + i}}y`)).ms);
      const v8 = new RegExp(`^(?:${pattern})$`);
      for (const subject of ['', 'ab', 'abbbbbbbbbb', 'babbbbbbbbbbb', 'aaaaaaaaaaaa', 'bbbbbbbbbbbbb', 'abx', 'ay']) expect(r.matches(subject), subject).toBe(v8.test(subject));
    }
    expect(Math.min(...times)).toBeLessThan(5 * Math.min(...plain));
  });

  it('`^` and `$` at the end of the input, around loops and alternatives, as V8 says', () => {
    for (const [pattern, subjects] of [
      ['(?:a|^)$', ['', 'a', 'aa']],
      ['a*(?:^|b)$', ['', 'a', 'b', 'ab', 'aab', 'ba']],
      ['(?:^|x)*$', ['', 'x', 'xx']],
      ['(?:$x?)*', ['', 'x']],
      ['a(?:$|^)', ['a', '']],
      ['(?:a$|b)*', ['', 'a', 'ba', 'ab', 'bb']],
    ] as [string, string[]][]) {
      const r = compiled(pattern);
      const v8 = new RegExp(`^(?:${pattern})$`);
      for (const subject of subjects) expect(r.matches(subject), `${pattern} vs ${JSON.stringify(subject)}`).toBe(v8.test(subject));
    }
  });

  it('the module-wide cache keeps at most 16 MiB of tables, the most recently used (60 patterns of ~1 MiB held 69 MB)', () => {
    const first = compiled(bigTablePattern(0));
    expect(first.tableBytes).toBeGreaterThan(900_000);
    const all: AdminRegex[] = [first];
    for (let i = 1; i < 30; i++) {
      all.push(compiled(bigTablePattern(i)));
      expect(compileAdminRegex(bigTablePattern(0))).toMatchObject({ ok: true, regex: first }); // in use: kept
      expect(adminRegexCacheStats().bytes).toBeLessThanOrEqual(ADMIN_REGEX_LIMITS.maxCacheBytes);
    }
    expect(adminRegexCacheStats().entries).toBeLessThan(20);
    // the oldest unused ones were let go; what callers hold still works
    expect(compiled(bigTablePattern(1))).not.toBe(all[1]);
    all.forEach((r, i) => {
      const unit = bigTablePattern(i).slice(3, -5);
      expect(r.matches(unit.repeat(15))).toBe(true);
      expect(r.matches(unit.repeat(14))).toBe(false);
    });
  });

  it('a document compiler: patterns share one budget; the one that crosses it and all after it are refused, unbuilt', () => {
    const patterns = Array.from({ length: 40 }, (_, i) => bigTablePattern(100 + i));
    const compile = adminRegexCompiler();
    const results = patterns.map((p) => timed(() => compile(p)));
    const accepted = results.filter((r) => r.value.ok).length;
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(40);
    // a prefix is accepted and it fits the budget
    results.forEach((r, i) => expect(r.value.ok, `pattern ${i}`).toBe(i < accepted));
    const spent = results.slice(0, accepted).reduce((sum, r) => sum + (r.value.ok ? r.value.regex.buildSteps : 0), 0);
    expect(spent).toBeLessThanOrEqual(ADMIN_REGEX_LIMITS.maxDocumentWork);
    expect(results[accepted]!.value).toMatchObject({ ok: false, problem: { kind: 'too-complex', message: expect.stringMatching(/patterns of this document together take more than 8000000 steps/) } });
    // after the budget even a cheap pattern is refused, and nothing is built
    let cheapPattern = 0;
    const cheap = fastestMs(() => compile(`github${cheapPattern++}\\.com`));
    expect(cheap.value.ok).toBe(false);
    expect(cheap.ms).toBeLessThan(5);
    // a repeated pattern is charged once and keeps its outcome
    expect(compile(patterns[0]!)).toBe(results[0]!.value);
  });

  it('a document compiler\'s outcome does not depend on what the process compiled before', () => {
    const patterns = Array.from({ length: 20 }, (_, i) => bigTablePattern(200 + i));
    const fresh = patterns.map(adminRegexCompiler()).map((r) => r.ok);
    // now every pattern (also the refused ones) is in the module-wide cache or was: same outcome
    for (const p of patterns) compileAdminRegex(p);
    const again = patterns.map(adminRegexCompiler()).map((r) => r.ok);
    expect(again).toEqual(fresh);
    expect(fresh).toContain(false);
    // a small budget refuses the first pattern that does not fit, however cheap the earlier ones were
    const small = adminRegexCompiler(10_000);
    expect(small('a').ok).toBe(true);
    expect(small('(?:[a-z0-9-]{1,63}\\.){1,10}example\\.com').ok).toBe(false);
    expect(small('b').ok).toBe(false);
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

// The oracle itself backtracks: a generated pattern such as `(?:(?:a*){2,}){2,}` can keep V8 busy
// for hours on ten characters (it hung CI now and then). V8 runs under a time limit, and a subject
// it cannot answer in time is left out (counted: it stays rare).
const oracle = new Script('re.test(s)');
const oracleContext = createContext({ re: /./, s: '' });
function v8Matches(re: RegExp, s: string): boolean | undefined {
  oracleContext.re = re;
  oracleContext.s = s;
  try {
    return oracle.runInContext(oracleContext, { timeout: 250 }) as boolean;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
    throw error;
  }
}

describe('differential: the automaton agrees with V8 on every accepted pattern', () => {
  it('generated patterns × generated subjects', () => {
    const seen = { patterns: 0, refused: 0, checks: 0, matched: 0, oracleTooSlow: 0 };
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
        const expected = v8Matches(v8, s);
        if (expected === undefined) {
          seen.oracleTooSlow++;
          continue;
        }
        expect(r.regex.matches(s), `${pattern} vs ${JSON.stringify(s)}`).toBe(expected);
        seen.checks++;
        if (expected) seen.matched++;
      }
    }), { numRuns: RUNS });
    // Not vacuous: most patterns are accepted (the refused ones are dense nests of counted repetitions), and a fair share of the checks are matches.
    expect(seen.refused).toBeLessThan(seen.patterns * 0.02);
    expect(seen.matched).toBeGreaterThan(seen.checks * 0.05);
    expect(seen.oracleTooSlow).toBeLessThan(seen.checks * 0.01 + 1);
  });
});
