// The outer rule grammar: selectors, parentheses, forbidden characters, never-throw properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRule, SELECTORS, type ParsedRule, type PathPattern, type RuleError, type RuleKind } from '../src/rules/grammar.js';
import { expectDecision } from './helpers/policy.js';

function ok(text: string): { rule: ParsedRule; warnings: RuleError[] } {
  const r = parseRule(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got error at ${r.error.offset}: ${r.error.message}`);
  return { rule: r.rule, warnings: r.warnings };
}

function err(text: string, offset: number, length: number, kind: RuleKind | undefined, message?: RegExp, hint?: RegExp): RuleError {
  const r = parseRule(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be invalid, got ${JSON.stringify(r.rule.pattern)}`);
  expect({ text, code: r.error.code, offset: r.error.offset, length: r.error.length, kind: r.error.kind })
    .toEqual({ text, code: 'invalid-rule', offset, length, kind });
  if (message) expect(r.error.message).toMatch(message);
  if (hint) expect(r.error.hint ?? '').toMatch(hint);
  return r.error;
}

describe('selectors', () => {
  it.each([
    ['Shell', 'shell', false],
    ['Bash', 'shell', false],
    ['PowerShell', 'shell', true],
    ['Read', 'read', false],
    ['Edit', 'edit', false],
    ['Write', 'edit', false],
    ['Domain', 'domain', false],
  ] as const)('bare %s is kind %s, caseInsensitive %s, no pattern', (sel, kind, ci) => {
    const { rule, warnings } = ok(sel);
    expect(rule).toEqual({ text: sel, selector: sel, kind, caseInsensitive: ci, pattern: undefined });
    expect(warnings).toEqual([]);
  });

  it('lists the selectors in message order', () => {
    expect(SELECTORS).toEqual(['Shell', 'Bash', 'PowerShell', 'Read', 'Edit', 'Write', 'Domain']);
  });

  it('aliases keep the selector that was written', () => {
    expect(ok('Bash(ls)').rule.selector).toBe('Bash');
    expect(ok('Bash(ls)').rule.kind).toBe('shell');
    expect(ok('Write(a)').rule.selector).toBe('Write');
    expect(ok('Write(a)').rule.kind).toBe('edit');
    expect(ok('PowerShell(ls)').rule.caseInsensitive).toBe(true);
    expect(ok('Shell(ls)').rule.caseInsensitive).toBe(false);
  });

  it('selectors are case-sensitive; a case-only mistake names the selector and its kind', () => {
    err('shell(x)', 0, 5, 'shell', /case-sensitive/, /did you mean "Shell"\?/);
    err('READ(x)', 0, 4, 'read', /case-sensitive/, /"Read"/);
    err('powershell', 0, 10, 'shell', undefined, /"PowerShell"/);
    err('domain(x.com)', 0, 6, 'domain', undefined, /"Domain"/);
    err('write', 0, 5, 'edit', undefined, /"Write"/);
  });

  it('unknown selectors list the expected ones and suggest a near one, without guessing a kind', () => {
    const e = err('Shel(x)', 0, 4, undefined, /unknown selector "Shel"; expected one of Shell, Bash, PowerShell, Read, Edit, Write, Domain/, /did you mean "Shell"\?/);
    expect(e.kind).toBeUndefined();
    err('Raed(x)', 0, 4, undefined, /unknown selector/, /"Read"/);
    err('Shell2(x)', 0, 6, undefined, /unknown selector "Shell2"/, /"Shell"/);
    err('WebFetch(domain:x.com)', 0, 8, undefined, /unknown selector "WebFetch"/, /"Domain"/);
    err('MultiEdit(a)', 0, 9, undefined, /unknown selector/, /"Edit"/);
    const far = err('Glob(*.ts)', 0, 4, undefined, /unknown selector "Glob"/);
    expect(far.hint).toBeUndefined();
    err('mcp__server__tool', 0, 17, undefined, /unknown selector/);
  });

  it('a rule must start with the selector', () => {
    err('(x)', 0, 1, undefined, /expected a selector/);
    err('*', 0, 0, undefined, /expected a selector/);
    err('', 0, 0, undefined, /empty/);
  });

  it('no whitespace before the selector (no trimming); the kind is still told', () => {
    err(' Shell(x)', 0, 1, 'shell', /whitespace before the selector/, /"Shell\(x\)"/);
    err('  Read(a)', 0, 2, 'read');
    err('\tDomain(x.com)', 0, 1, 'domain');
    err('\u00a0Shell(x)', 0, 1, 'shell');
    err(' Nope(x)', 0, 1, undefined);
  });
});

describe('parentheses', () => {
  it('the specifier runs from the first "(" to the final ")"', () => {
    expect(ok('Read(a(b)c)').rule.pattern).toEqual({
      type: 'path', root: 'unrooted', dirOnly: false,
      segments: [{ type: 'segment', parts: [{ type: 'literal', text: 'a(b)c' }] }],
    });
    expect(ok("Shell(echo '(a)')").rule.pattern).toEqual({
      type: 'shell', prefix: false, words: [[{ type: 'literal', text: 'echo' }], [{ type: 'literal', text: '(a)' }]],
    });
    // `Shell(echo (a))` has the specifier `echo (a)`, which the shell grammar then rejects.
    err('Shell(echo (a))', 11, 1, 'shell', /subshell\/grouping/);
  });

  it('nothing may follow the closing parenthesis', () => {
    err('Bash(rm -rf /)*', 14, 1, 'shell', /after the closing parenthesis/, /Bash\(rm -rf \/ \*\)/);
    err('Shell(x) ', 8, 1, 'shell', /after the closing parenthesis/);
    err('Read(a)b', 7, 1, 'read');
    err('Domain(x.com)/path', 13, 5, 'domain');
    err('Shell(a)(b)x', 11, 1, 'shell');
  });

  it('a missing closing parenthesis is reported at the end', () => {
    err('Shell(x', 7, 0, 'shell', /missing "\)"/);
    err('Read(', 5, 0, 'read');
    err('Domain((', 8, 0, 'domain');
  });

  it('only "(" or the end may follow the selector', () => {
    err('Shell (x)', 5, 1, 'shell', /expected "\("/, /remove the space/);
    err('Shell:git', 5, 1, 'shell', /found ":"/);
    err('Read[a]', 4, 1, 'read');
    err('Domain.com', 6, 1, 'domain');
  });

  it('an empty specifier is invalid and points at ")"', () => {
    err('Shell()', 6, 1, 'shell', /empty specifier/, /bare selector "Shell"/);
    err('Read()', 5, 1, 'read');
    err('Write()', 6, 1, 'edit');
    err('Domain()', 7, 1, 'domain');
  });
});

describe('forbidden characters', () => {
  it.each([
    ['Shell(a\u0000b)', 7, 'shell', /NUL/],
    ['Shell(a\nb)', 7, 'shell', /line feed/],
    ['Shell(a\rb)', 7, 'shell', /carriage return/],
    ['Shell(a\tb)', 7, 'shell', /tab/],
    ['Read(a\u007fb)', 6, 'read', /control/],
    ['Read(a\u0085b)', 6, 'read', /control/],
    ['Domain(a\u001b.com)', 8, 'domain', /control/],
    ['Shell(rm \u202e-rf)', 9, 'shell', /bidirectional/],
    ['Read(\u2066x)', 5, 'read', /bidirectional/],
    ['Shell(a\u2028b)', 7, 'shell', /separator/],
    ['Read(\ufeffa)', 5, 'read', /byte order mark/],
    ['Read(a\ud800)', 6, 'read', /unpaired surrogate/],
    ['Read(a\udc00b)', 6, 'read', /unpaired surrogate/],
    ['Nope(\u0000)', 5, undefined, /NUL/],
    ['Shell\u0000', 5, 'shell', /NUL/],
  ])('%j is invalid at %i', (text, offset, kind, message) => {
    err(text, offset, 1, kind as RuleKind | undefined, message);
  });

  it('a valid surrogate pair is fine', () => {
    expect(ok('Read(\u{1F600}.txt)').rule.pattern).toMatchObject({ segments: [{ parts: [{ text: '\u{1F600}.txt' }] }] });
  });

  it('invisible characters are allowed but warned about, with their offset', () => {
    const w = ok('Shell(r\u200bm x)').warnings;
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ offset: 7, length: 1, kind: 'shell', code: 'invalid-rule' });
    expect(w[0]!.message).toMatch(/U\+200B/);
    expect(ok('Read(a\u00adb)').warnings[0]).toMatchObject({ offset: 6, kind: 'read' });
    expect(ok('Shell(rm x)').warnings).toEqual([]);
  });
});

describe('results', () => {
  it('parsed rules are deeply frozen', () => {
    const { rule } = ok('Read(/a/{b,c}/[x-z]*)');
    expect(Object.isFrozen(rule)).toBe(true);
    expect(Object.isFrozen(rule.pattern)).toBe(true);
    const p = rule.pattern as PathPattern;
    expect(Object.isFrozen(p.segments)).toBe(true);
    const second = p.segments[1]!;
    expect(second.type === 'segment' && Object.isFrozen(second.parts)).toBe(true);
    expect(Object.isFrozen(ok('Shell(git *)').rule.pattern)).toBe(true);
    expect(Object.isFrozen(ok('Domain(x.com)').rule.pattern)).toBe(true);
  });

  it('messages stay short and fast on huge input', () => {
    const huge = [
      'x'.repeat(1_000_000),
      `Shell(${'a '.repeat(100_000)})`,
      `Bash(${'a'.repeat(50_000)})*`,
      `Read(${'a*'.repeat(50_000)})`,
      `Domain(${'\u00e4'.repeat(5000)})`,
      `Domain(${'\u00e4'.repeat(1000)}\u2488)`,
      `Read(${'a'.repeat(1_000_000)}\u0000)`,
    ];
    const start = Date.now();
    for (const t of huge) {
      const r = parseRule(t);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.message.length).toBeLessThan(400);
      expect((r.error.hint ?? '').length).toBeLessThan(400);
    }
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it('never throws on non-strings from untyped callers', () => {
    for (const v of [undefined, null, 42, {}, ['Shell']]) {
      const r = parseRule(v as unknown as string);
      expect(r.ok).toBe(false);
    }
  });
});

// -------------------------------------------------------------------------------------------------
// Properties

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((a) => String.fromCharCode(...a)),
);
const specChars = fc.constantFrom(
  ...'abcXYZ019 -_.,:;/\\*?[]{}()!@+^~$`\'"#&|<>%=\u00e9\u00df\u3002\uff0e\u200b\u00a0'.split(''),
  '\u{1F600}', '\ud800', '\n', 'xn--', '//', '~/', './', '**', '[::1]', 'https://', '0x7f',
);
const ruleLike = fc.tuple(
  fc.constantFrom(...SELECTORS, 'shell', 'Nope', ''),
  fc.array(specChars, { maxLength: 25 }).map((a) => a.join('')),
  fc.constantFrom(')', '', ') ', ')*'),
).map(([s, spec, close]) => `${s}(${spec}${close}`);

function checkShape(text: string): void {
  const r = parseRule(text);
  const inRange = (e: RuleError): void => {
    expect(e.code).toBe('invalid-rule');
    expect(e.message.length).toBeGreaterThan(0);
    expect(Number.isInteger(e.offset) && e.offset >= 0 && e.offset <= text.length).toBe(true);
    expect(Number.isInteger(e.length) && e.length >= 0 && e.offset + e.length <= text.length).toBe(true);
  };
  if (r.ok) {
    expect(r.rule.text).toBe(text);
    r.warnings.forEach(inRange);
  } else {
    inRange(r.error);
  }
}

describe('properties', () => {
  it('never throws, and every error/warning points inside the rule (arbitrary strings)', () => {
    fc.assert(fc.property(anyText, (t) => {
      checkShape(t);
    }), { numRuns: 3000 });
  });

  it('never throws, and every error/warning points inside the rule (rule-shaped strings)', () => {
    fc.assert(fc.property(ruleLike, (t) => {
      checkShape(t);
    }), { numRuns: 4000 });
  });

  it('is deterministic', () => {
    fc.assert(fc.property(fc.oneof(anyText, ruleLike), (t) => {
      expect(parseRule(t)).toEqual(parseRule(t));
    }), { numRuns: 2000 });
  });

  it('the kind of an error is the selector kind whenever the selector was written exactly', () => {
    const kinds: Record<string, RuleKind> = { Shell: 'shell', Bash: 'shell', PowerShell: 'shell', Read: 'read', Edit: 'edit', Write: 'edit', Domain: 'domain' };
    fc.assert(fc.property(ruleLike, (t) => {
      const r = parseRule(t);
      const sel = /^[A-Za-z0-9_-]*/.exec(t)![0];
      if (!r.ok && sel in kinds) expect(r.error.kind).toBe(kinds[sel]);
      if (r.ok) expect(r.rule.kind).toBe(kinds[r.rule.selector]);
    }), { numRuns: 2000 });
  });
});

describe('selectors named like Object.prototype members', () => {
  // The "did you mean" table was an object literal: `constructor(x)` hinted "undefined" and
  // `__proto__(x)` reported an internal error instead of an unknown selector.
  it.each(['constructor(x)', '__proto__(x)', 'toString(x)', 'hasOwnProperty(x)', 'valueOf'])('%s: unknown selector, with a sane hint', (text) => {
    const r = parseRule(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/^unknown selector /);
    expect(`${r.error.message} ${r.error.hint ?? ''}`).not.toMatch(/undefined|internal error|function/);
  });

  it('a foreign tool name still gets its hint', () => {
    const r = parseRule('WebFetch(example.com)');
    expect(r.ok ? undefined : r.error.hint).toBe('did you mean "Domain"?');
  });
});

describe('look-alike characters warn, with their position', () => {
  it.each([
    ['Shell(\u0440m *)', 6, /mixes Latin letters with "р" \(U\+0440\)/],
    ['Shell(ｒｍ *)', 6, /fullwidth character "ｒ" \(U\+FF52\) .* looks like "r"/],
    ['Shell(rm \u2013rf *)', 9, /U\+2013.*starts a word like an option/],
    ['Shell(git push \u2014force *)', 15, /U\+2014/],
    ['Bash(git push \u2010\u2010force *)', 14, /U\+2010/],
    ['PowerShell(Remove-Item \u2212Recurse *)', 23, /U\+2212/],
    ['Read(//etc/\u0455hadow)', 11, /mixes Latin letters/],
    ['Read(//etc/a\u00a0b)', 12, /U\+00A0.*looks like a space/],
    ['Edit(~/ｘ)', 7, /fullwidth/],
    ['Domain(\u0435vil.com)', 7, /mixes Latin letters/],
  ])('%s', (text, offset, message) => {
    const { warnings } = ok(text);
    const w = warnings.find((x) => message.test(x.message));
    expect({ text, messages: warnings.map((x) => x.message) }).toMatchObject({ text });
    expect(w).toMatchObject({ code: 'invalid-rule', offset });
  });

  it.each(['Shell(rm -rf *)', 'Read(**/café.txt)', 'Read(//home/日本/x)', 'Shell(echo \u2014)', 'Domain(bücher.de)'])('no look-alike warning for %s', (text) => {
    expect(ok(text).warnings.filter((w) => /fullwidth|mixes|like an option|like a space/.test(w.message))).toEqual([]);
  });
});

describe('a deny rule is also read without invisible characters and with Cyrillic/Greek look-alikes made Latin', () => {
  it.each([
    ['Shell(r\u200bm *)', 'shell', 'rm -rf x'],
    ['Shell(r\u00adm *)', 'shell', 'rm -rf x'],
    ['Shell(r\u043c *)', 'shell', 'rm -rf x'],
    ['Bash(\u0441url *)', 'shell', 'curl https://x'],
    ['Read(//e\u200btc/**)', 'read', '/etc/passwd'],
    ['Read(//etc\u200b/**)', 'read', '/etc/passwd'],
    ['Read(//\u0435tc/**)', 'read', '/etc/passwd'],
    ['Edit(~/.\u0455\u0455h/**)', 'edit', '/h/.ssh/config'],
    ['Read(//etc/\u03bfpt)', 'read', '/etc/opt'],
  ] as const)('%s denies %s %s', (rule, kind, subject) => {
    expectDecision({ deny: [rule], allow: ['Shell', 'Read', 'Edit'] }, kind, subject, 'deny');
  });

  it('only deny and ask rules are widened; ordinary lines stay allowed', () => {
    expectDecision({ deny: ['Shell(r\u200bm *)'], allow: ['Shell'] }, 'shell', 'ls -la', 'allow');
    expectDecision({ allow: ['Shell(r\u043c *)'] }, 'shell', 'rm x', 'ask');
  });
});
