// Glob arguments (`cat src/*.ts`) against deny and ask rules (src/paths/glob-overlap.ts): the
// intersection of two path patterns, the shell analysis that carries a glob word's pattern
// (words.ts globPattern), and the decisions (engine and reference evaluator, which decides by
// witnesses). The property checks soundness against concrete paths: whenever some path the glob
// names matches a rule, the check says the glob may match.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globPathSegments } from '../src/paths/glob-argument.js';
import { MAX_OVERLAP_RULES, MAX_OVERLAP_WORK, ruleForGlob, ruleForGlobEach, ruleMeetsGlob, segmentsMeet } from '../src/paths/glob-overlap.js';
import { normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { buildPathIndex, matchPath, type PathRuleRef } from '../src/paths/path-index.js';
import { parsePathSpecifier } from '../src/rules/path-pattern.js';
import { parseRule } from '../src/rules/grammar.js';
import type { PathPattern, PathSegment } from '../src/rules/types.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { CTX, decideBoth, expectDecision, op, source } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const ctx = resolvePathContext({ cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' });

function segs(pattern: string): PathSegment[] {
  const p = parsePathSpecifier(pattern, 0);
  if (!p.ok) throw new Error(`${pattern}: ${p.error.message}`);
  return [...p.pattern.segments];
}

function parts(segment: string) {
  const s = segs(`//${segment}`)[0]!;
  if (s.type !== 'segment') throw new Error(segment);
  return s.parts;
}

describe('two segment patterns share a name', () => {
  it.each([
    ['*.ts', '.env', false],
    ['*.ts', '*.env', false],
    ['*.ts', 'a*', true],
    ['.e*', '*.ts', true],
    ['?', '*.ts', false],
    ['??', 'ab', true],
    ['[ab]', 'c', false],
    ['[ab]', '[bc]', true],
    ['[!a]', 'a', false],
    ['[!a]', '[!b]', true],
    ['{a,b}.ts', 'b.*', true],
    ['{a,b}.ts', 'c.*', false],
    // By code point: `?` is one character, even outside the BMP.
    ['?', '😀', true],
    ['?x', '😀', false],
  ])('%s and %s: %s', (a, b, meet) => {
    expect(segmentsMeet(parts(a), parts(b), false, { overlapWork: 0 })).toBe(meet);
    expect(segmentsMeet(parts(b), parts(a), false, { overlapWork: 0 })).toBe(meet);
  });

  it('folds case when asked (the shell may glob without case)', () => {
    expect(segmentsMeet(parts('*.ENV'), parts('.env'), false, { overlapWork: 0 })).toBe(false);
    expect(segmentsMeet(parts('*.ENV'), parts('.env'), true, { overlapWork: 0 })).toBe(true);
  });

  // (The property test against the reference evaluator found `[ab]` taken to meet every name
  // when folded: `cat *.ts` asked beside Read([ab]).)
  it.each([
    ['[ab]', 'w', false],
    ['[ab]', 'B', true],
    ['[AB]', 'b*', true],
    ['[ab]', '[cd]', false],
    ['[ab]', '[CB]', true],
    ['x', '[XY]', true],
    ['x', '[yz]', false],
    // Negated: may meet anything (`[!a]` takes `A`).
    ['[!a]', 'A', true],
    ['a', '[!a]', true],
  ])('folded, a class takes every case of its members: %s and %s: %s', (rule, glob, meet) => {
    expect(segmentsMeet(parts(rule), parts(glob), true, { overlapWork: 0 })).toBe(meet);
  });
});

describe('a rule and a glob (restrict: the rule may match a path of the glob or an ancestor)', () => {
  it.each([
    ['//**/.env', '//w/src/*.ts', false],
    ['//**/.env', '//w/src/*.env', true],
    ['//**/.env', '//w/src/*/x.ts', true],
    ['//**/.env', '//w/src/**/x.ts', true],
    ['//w/src/**', '//w/*/a', true],
    ['//w/src/**', '//w/lib/*', false],
    ['//w/secrets', '//w/*', true],
    ['//w/secrets/a/b', '//w/*', false],
    ['//h/.ssh/**', '//h/*.txt', false],
    ['//h/.ssh/**', '//h/.ss?/k', true],
    ['//**/*.pem', '//w/**', true],
  ])('%s and %s: %s', (rule, glob, meet) => {
    expect(ruleMeetsGlob(segs(rule), segs(glob), true, { overlapWork: 0 })).toBe(meet);
  });

  it('a class folds loosely: [!a] names A, which the rule A matches (found by the property below)', () => {
    const index = buildPathIndex([{ id: 0, pattern: (parseRule('Read(A)') as { rule: { pattern: PathPattern } }).rule.pattern }], 'restrict');
    expect(ruleForGlob(index, globPathSegments('/w/[!a]', ctx)!, ctx, { overlapWork: 0 })).toBe(0);
  });

  it('a search too large to run answers "may match" (no megabytes of scratch)', () => {
    const long = 'a'.repeat(4000);
    expect(segmentsMeet(parts(`${long}*`), parts(`*${long}b`), true, { overlapWork: 0 })).toBe(true);
    expect(segmentsMeet(parts('ab*'), parts('*b'), true, { overlapWork: 0 })).toBe(true);
    expect(segmentsMeet(parts('ab'), parts('*c'), true, { overlapWork: 0 })).toBe(false);
  });

  it('a spent budget answers "may match"', () => {
    expect(ruleMeetsGlob(segs('//w/a'), segs('//w/b'), true, { overlapWork: 1e9 })).toBe(true);
  });
});

describe('the paths a glob argument may name', () => {
  const show = (p: string, c = ctx) => {
    const g = globPathSegments(p, c);
    return g === undefined ? undefined : g.map((s) => (s.type === 'globstar' ? '**' : s.parts.map((x) => (x.type === 'literal' ? x.text : x.type)).join(''))).join('/');
  };
  it.each([
    ['src/*.ts', 'w/src/star.ts'],
    ['/etc/*.conf', 'etc/star.conf'],
    ['~/*.txt', 'h/star.txt'],
    ['../*.ts', 'star.ts'],
    ['x/../*.ts', 'w/star.ts'],
    ['./a//*', 'w/a/star'],
    ['src/\\*x*', 'w/src/*xstar'],
    // `..` after a wildcard, a wildcard that may name `.` or `..`: unknown.
    ['*/../.env', undefined],
    ['.*', undefined],
    ['.?', undefined],
    ['src/.[a-z]*', 'w/src/.classstar'],
    ['a**b', undefined],
  ])('%s -> %s', (p, expected) => {
    expect(show(p)).toBe(expected);
  });

  it('needs the root it is relative to, and no Windows context', () => {
    expect(show('src/*', resolvePathContext({ home: '/h', platform: 'linux' }))).toBeUndefined();
    expect(show('~/*', resolvePathContext({ cwd: '/w', platform: 'linux' }))).toBeUndefined();
    expect(show('src/*', resolvePathContext({ cwd: 'C:\\w', platform: 'win32' }))).toBeUndefined();
    expect(show('src/*', resolvePathContext({ cwd: '\\\\server\\share\\w', platform: 'linux' }))).toBeUndefined();
  });

  it('the shell analysis carries a glob word\'s pattern, literal parts escaped', () => {
    const globs = (line: string) => analyzeShell(line).paths.map((p) => p.glob);
    expect(globs('cat src/*.ts')).toEqual(['src/*.ts']);
    expect(globs("cat 'a*'b*")).toEqual(['a\\*b*']);
    expect(globs('cat {a,b}.ts')).toEqual(['{a,b}.ts']);
    // (A quoted comma makes no brace expansion: the braces are literal.)
    expect(globs("cat {a',b'}x*")).toEqual(['\\{a\\,b\\}x*']);
    expect(globs('cat $D/*.ts')).toEqual([undefined]);
    expect(globs('cat ~/*.md')).toEqual(['~/*.md']);
    expect(globs('cat !(x)*')).toEqual([undefined]);
    expect(globs('timeout 5 cat src/*.ts')).toEqual(['src/*.ts']);
    // Two words with one value, one of them an expansion: the argument is unknown (once: the
    // same unknown path is not repeated).
    expect(globs("cat $X* '$X'*")).toEqual([undefined]);
    expect(globs("cat '$X'* '$X'*")).toEqual(['\\$X*']);
  });
});

describe('decisions (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(.env)', 'Edit(.env)', 'Read(**/secrets/**)', 'Read(~/.ssh/**)', 'Shell(rm *)'], allow: ['Shell(cat *)', 'Shell(head *)', 'Shell(timeout *)', 'Shell(grep *)'] };
  it.each([
    ['cat src/*.ts', 'allow'],
    ['head -n 3 lib/*.py docs/*.md', 'allow'],
    ['cat src/{a,b}.ts', 'allow'],
    ['cat ../*.ts', 'allow'],
    ['cat ~/*.txt', 'allow'],
    ['timeout 5 cat src/*.ts', 'allow'],
    // (The client's shell may have dotglob on: without bashGlobDefaults these may be src/.env;
    // test/paths-glob-dotfiles.test.ts has them with it.)
    ['cat src/*.env', 'ask'],
    ['cat src/.*env', 'ask'],
    ['cat .e*', 'ask'],
    ['cat *', 'ask'],
    ['cat src/*/x.ts', 'ask'],
    ['cat src/**/x.ts', 'ask'],
    ['cat src/{a,.env}', 'ask'],
    ['cat src/[.]env', 'ask'],
    ['cat src/*.ENV', 'ask'],
    ['cat src/.*ENV', 'ask'],
    ['cat ~/.ss?/id_rsa', 'ask'],
    ['cat ~/.*/id_rsa', 'ask'],
    ['cat */../.env', 'ask'],
    ['cat $D/*.ts', 'ask'],
    ["cat $X* '$X'*", 'ask'],
    // A reader that goes below its operands: below a directory named `x.ts`, `.env` may match.
    ['grep -r x src/*.ts', 'ask'],
    ["cat 'src/*.env'", 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });

  // A recursive command's glob: the paths of its shape and everything below them (it was always
  // unknown, so `cp -r src/* d` asked under any Read rule); one that follows links stays unknown.
  const treeRules = { deny: ['Read(//etc/**)', 'Edit(//w/keep/**)', 'Shell(rm *)'], allow: ['Shell(grep *)', 'Shell(cp *)', 'Shell(chmod *)', 'Shell(du *)'] };
  it.each([
    ['grep -r x src/*', 'allow'],
    ['cp -r src/* dst/', 'allow'],
    ['du -sh */', 'allow'],
    ['grep -r x ../w/*', 'allow'],
    ['chmod -R u+w src/*', 'allow'],
    ['grep -r x /e*', 'ask'],
    ['grep -r x /*', 'ask'],
    ['grep -r x ../*', 'ask'], // (from /w: every top directory, /etc among them)
    ['cp -r ../../*/passwd x', 'ask'],
    ['chmod -R u+w k*', 'ask'],
    ['chmod -R u+w */', 'ask'],
    ['grep -R x src/*', 'ask'],
    ['grep -r x .*', 'ask'],
  ] as const)('recursive: %s: %s', (line, expected) => {
    expectDecision(treeRules, 'shell', line, expected);
  });

  it('with a symlink resolver, a glob is unknown (the names it expands to may be links)', () => {
    expectDecision(rules, 'shell', 'cat src/*.ts', 'allow', CTX);
    expectDecision(rules, 'shell', 'cat src/*.ts', 'ask', { ...CTX, resolveSymlink: (p: string) => p });
  });

  it('a glob argument\'s reason does not depend on whether another source allows the command (found by the composition property)', () => {
    const deny = source({ deny: ['Read(a)'] });
    const alone = decideBoth([deny], op('shell', 'echo $(rm .e*)'));
    expect(alone.decision).toBe('ask');
    expect(alone.reasons.map((r) => r.code)).not.toContain('incomplete-analysis');
    expect(decideBoth([deny, source({ allow: ['Shell'] })], op('shell', 'echo $(rm .e*)')).decision).toBe('allow');
  });

  it('names the rule the glob may match', () => {
    const d = expectDecision(rules, 'shell', 'cat src/.*env', 'ask');
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('is a glob that may name a path deny rule "Read(.env)"');
  });
});

describe('soundness against concrete paths', () => {
  const SEGMENT = ['a', 'b', '.env', 'x.ts', 'A', '*', '*.ts', '.e*', 'a*', '[ab]', '[!a]', '?', '{a,b}', '{x,.env}'];
  const NAMES = ['a', 'b', 'c', 'A', '.env', '.ENV', 'x.ts', 'a.ts', '.e.ts', 'ab', '.e', 'aa', '{a', 'x'];
  const rulePattern = fc.tuple(fc.constantFrom('', '//', '//w/', '~/', './', '/'),
    fc.array(fc.constantFrom(...SEGMENT, '**'), { minLength: 1, maxLength: 3 }))
    .map(([root, s]) => `${root}${s.join('/')}`).filter((t) => parseRule(`Read(${t})`).ok);
  const globPattern = fc.tuple(fc.constantFrom('', '/w/', '~/'), fc.array(fc.constantFrom(...SEGMENT, '**'), { minLength: 1, maxLength: 3 }))
    .map(([root, s]) => `${root}${s.join('/')}`);

  it(`whenever a path of the glob matches a rule, the glob may match (${RUNS} runs)`, () => {
    fc.assert(fc.property(fc.array(rulePattern, { minLength: 1, maxLength: 4 }), globPattern, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (ruleTexts, glob, picks) => {
      const refs: PathRuleRef[] = ruleTexts.map((t, id) => {
        const r = parseRule(`Read(${t})`);
        if (!r.ok) throw new Error(t);
        return { id, pattern: r.rule.pattern as PathPattern };
      });
      const index = buildPathIndex(refs, 'restrict');
      const g = globPathSegments(glob, ctx);
      if (g === undefined) return;
      const verdict = ruleForGlob(index, g, ctx, { overlapWork: 0 });
      // Concrete paths of the glob: a name from the pool for each wildcard segment, none or one for `**`.
      for (let attempt = 0; attempt < 8; attempt++) {
        const names: string[] = [];
        let ok = true;
        g.forEach((s, k) => {
          const pick = picks[(k + attempt) % picks.length]! + attempt * 7 + k;
          if (s.type === 'globstar') {
            if (pick % 3 !== 0) names.push(NAMES[pick % NAMES.length]!);
            return;
          }
          if (s.parts.every((p) => p.type === 'literal')) {
            names.push(s.parts.map((p) => (p as { text: string }).text).join(''));
            return;
          }
          const fits = NAMES.filter((n) => matchPath(buildPathIndex([{ id: 0, pattern: { type: 'path', root: 'fs', segments: [s], dirOnly: false } }], 'allow'),
            { text: `/${n}`, segments: [n], shortName: false }, ctx).ids.length > 0);
          if (fits.length === 0) ok = false;
          else names.push(fits[pick % fits.length]!);
        });
        if (!ok) continue;
        const path = normalizePath(`/${names.join('/')}`, ctx);
        if (!path.ok) continue;
        if (matchPath(index, path.path, ctx).ids.length > 0) expect({ glob, rules: ruleTexts, path: path.path.text, verdict }).not.toMatchObject({ verdict: -1 });
      }
    }), { numRuns: RUNS });
  });
});

describe('the candidate rules (glob-candidates.ts: keys instead of trying every rule)', () => {
  // Rule and glob segments with extensions, case and literal dots, where the keys narrow the most.
  const SEGMENT = ['a', 'b', 'A', '.env', 'x.ts', 'X.TS', 'y.pem', 'a.b.pem', '*', '*.ts', '*.TS', '*.pem', 'a*.pem', '*.b.pem', 'x.*', '*.t?', '*.[tp]s',
    'a*', '*a', '*s', 'x*s', '?', '[ab]', '[!a]', '{a,b}', '{x,y}.ts', '{*.ts,b}', '.e*', 'ß', 'SS', 'ſ'];
  const pattern = (roots: string[]) => fc.tuple(fc.constantFrom(...roots), fc.array(fc.constantFrom(...SEGMENT, '**'), { minLength: 1, maxLength: 3 }))
    .map(([root, s]) => `${root}${s.join('/')}`);
  const rulePattern = pattern(['', '//', '//w/', '~/', './', '/']).filter((t) => parseRule(`Read(${t})`).ok);
  const globPattern = pattern(['', '/w/', '~/', 'a/', 'x.ts/']);

  function indexOf(ruleTexts: string[]) {
    return buildPathIndex(ruleTexts.map((t, id) => {
      const r = parseRule(`Read(${t})`);
      if (!r.ok) throw new Error(t);
      return { id, pattern: r.rule.pattern as PathPattern };
    }), 'restrict');
  }

  it(`give the answer trying every rule gives (${RUNS} runs)`, () => {
    fc.assert(fc.property(fc.array(rulePattern, { minLength: 1, maxLength: 24 }), globPattern, (ruleTexts, glob) => {
      const index = indexOf(ruleTexts);
      const g = globPathSegments(glob, ctx);
      if (g === undefined) return;
      const each = { overlapWork: 0 };
      const expected = ruleForGlobEach(index, g, ctx, each);
      // (A spent budget answers "may match" for whichever rule it is spent on.)
      if (each.overlapWork > MAX_OVERLAP_WORK) return;
      expect({ glob, ruleTexts, id: ruleForGlob(index, g, ctx, { overlapWork: 0 }) }).toEqual({ glob, ruleTexts, id: expected });
    }), { numRuns: RUNS });
  });

  // 3,000 deny rules of every shape the keys file differently, none about TypeScript sources.
  const many = Array.from({ length: 3_000 }, (_, i) => [`Read(//etc/conf-${i}/**)`, `Read(**/secret-${i}/**)`, `Read(*.pem${i})`, `Read(/src/gen-${i}/**)`,
    `Read(~/.k-${i}/**)`, `Read(**/*-${i}.key)`][i % 6]!);

  it('with thousands of rules, a glob that can meet none of them is checked, not asked', () => {
    const index = indexOf(many.map((r) => r.slice(5, -1)));
    expect(index.rules.length).toBeGreaterThan(MAX_OVERLAP_RULES);
    for (const glob of ['src/*.ts', '~/notes/*.md', 'lib/x-*.js', 'src/gen/*.tsx', 'docs/*-11/x.md']) {
      const budget = { overlapWork: 0 };
      expect({ glob, id: ruleForGlob(index, globPathSegments(glob, ctx)!, ctx, budget) }).toEqual({ glob, id: -1 });
      // (Trying every rule spends the decision's budget first, and then answers "may match".)
      expect(budget.overlapWork).toBeLessThan(MAX_OVERLAP_WORK / 10);
    }
    expectDecision({ deny: many, allow: ['Shell(cat *)'] }, 'shell', 'cat src/*.ts lib/x-*.js', 'allow');
  });

  it('with thousands of rules, the one a glob may meet is found, by literal, extension or first/last character', () => {
    const index = indexOf(many.map((r) => r.slice(5, -1)));
    for (const [glob, rule] of [['docs/secret-1/*.md', 1], ['/etc/conf-1*2/x', 2], ['/etc/conf-1?2/x', 102], ['keys/*.PEM2', 2], ['src/gen-9/*.ts', 9], ['~/.k-*0/id', 10], ['a/*.pem8', 8], ['a/b*8', 8]] as const) {
      const g = globPathSegments(glob, ctx)!;
      expect({ glob, id: ruleForGlob(index, g, ctx, { overlapWork: 0 }) }).toEqual({ glob, id: rule });
      expect({ glob, id: ruleForGlobEach(index, g, ctx, { overlapWork: 0 }) }).toEqual({ glob, id: rule });
    }
    expectDecision({ deny: many, allow: ['Shell(cat *)'] }, 'shell', 'cat src/*.ts keys/*.PEM2', 'ask');
  });

  it('a glob that may meet more rules than are tried, or whose segment fits too many keys, may meet any (asks, naming the first rule)', () => {
    const index = indexOf(many.map((r) => r.slice(5, -1)));
    // (`*` fits every key, `x.*` every extension, `*.key` 500 rules' extension, `.k-*` 500 keys.)
    for (const glob of ['src/**/x.ts', 'a/*/b', 'a/x.*/b', 'a/*.key', '~/.k-*/id']) {
      expect({ glob, id: ruleForGlob(index, globPathSegments(glob, ctx)!, ctx, { overlapWork: 0 }) }).toEqual({ glob, id: 0 });
    }
    expectDecision({ deny: many, allow: ['Shell(cat *)'] }, 'shell', 'cat src/*/x.ts', 'ask');
  });
});
