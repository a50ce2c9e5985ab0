// Session 41's speed cuts on long non-ASCII words, checked against what they replace: the
// ideographic dots of an unknown program's word mapped into a buffer (url-words.ts withAsciiDots,
// a replace before), a path's unpaired surrogates found by isWellFormed (normalize.ts, a regex
// with a lookbehind before), a direct word's run of PLAIN and LITERAL characters appended at once
// (bash-direct-words.ts, one character at a time before); and the decisions of the lines they made faster.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { parseBashWith } from '../src/shell/bash-parse.js';
import { WorkBudget } from '../src/shell/budget.js';
import { withAsciiDots } from '../src/shell/url-words.js';
import { CTX, source } from './helpers/policy.js';

/** UTF-16 units: ASCII, the three dots, their neighbours, marks, both surrogate halves. */
const unit = fc.constantFrom('a', '.', ' ', '\u3002', '\uff0e', '\uff61', '\u3001', '\uff0f', '\u0301', '\ud83d', '\ude00', '\ud800', '\udfff', '\uffff', '\u0000', 'é');
const text = fc.array(unit, { maxLength: 700 }).map((us) => us.join(''));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('withAsciiDots: as the replace it stands for', () => {
  it('on short and long texts of any UTF-16 units, lone surrogates included', () => {
    fc.assert(fc.property(text, (s) => {
      expect(withAsciiDots(s)).toBe(s.replace(/[\u3002\uff0e\uff61]/g, '.'));
    }), { numRuns: 2_000 });
  });
});

describe('normalizePath: an unpaired surrogate is refused, a paired one accepted', () => {
  const linux = resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' });
  it('as the regex found them, short and long (remembered) paths', () => {
    fc.assert(fc.property(text, fc.boolean(), (s, long) => {
      const path = `/w/${long ? 'x'.repeat(300) : ''}${s.replace(/\u0000/g, '')}`;
      forgetLongPath();
      const r = normalizePath(path, linux);
      if (LONE_SURROGATE.test(path)) expect(r).toEqual({ ok: false, reason: 'the path contains an unpaired UTF-16 surrogate' });
      else expect(r.ok).toBe(true);
    }), { numRuns: 2_000 });
  });
});

describe('long non-ASCII words: decisions kept', () => {
  const policy = compilePolicy([{ loaded: source({
    deny: ['Shell(rm *)', 'Domain(evil.com)', 'Read(//etc/**)', 'Edit(**/*.zip)'],
    allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
  }) }]);
  // (A host named in an unknown program's word asks: the word may be anything.)
  const rows: [string, string, string][] = [
    // (The host an ideographic dot spells, in a long word: a piece joined by `,`, or a blank's text.)
    ['a host joined by a comma', `mytool 'x=evil\u3002com,${'a\u3002'.repeat(300)}'`, 'ask'],
    ['a host in text with blanks', `mytool '${'a\u3002'.repeat(300)} evil\uff0ecom'`, 'ask'],
    ['10,000 characters of a and ideographic dots', `mytool '${'a\u3002'.repeat(4_990)}'`, 'allow'],
    // (zip writes the word's `.zip` sibling, now the word's normalization with the suffix.)
    ['zip of a non-ASCII word', `zip '${'a\u3002'.repeat(4_990)}'`, 'deny'],
    ['zip of a word NFC changes', `zip '${'e\u0301'.repeat(3_000)}' x`, 'deny'],
    ['cat under /etc', `cat '/etc/${'a\u3002'.repeat(300)}'`, 'deny'],
    ['cat of a lone surrogate', `cat '${'a\u3002'.repeat(300)}\ud800'`, 'ask'],
  ];
  it.each(rows)('%s', (_, line, expected) => {
    expect(decide(policy, { op: 'shell', command: line }, CTX).decision).toBe(expected);
  });
});

describe('long words of LITERAL characters: parsed as the word reader parses them, budget charged alike', () => {
  const lines = [`bash -c ${'a='.repeat(4_996)}`, `mytool ${'a='.repeat(4_996)}`, `x=${'a:'.repeat(4_996)}`, `x=${'a:,'.repeat(300)}"q"${'=@'.repeat(300)} y=1 ${'+'.repeat(900)}`,
    `mytool ${'b,'.repeat(600)} n+=${'a^]}'.repeat(300)}`];
  it.each(lines.map((l) => [l.slice(0, 30), l]))('%s…', (_, text) => {
    const fast = new WorkBudget();
    const general = new WorkBudget();
    expect(parseBashWith(text, fast, true)).toStrictEqual(parseBashWith(text, general, false));
    expect(fast).toStrictEqual(general);
  });
  it('decides bash -c of a 10,000-character assignment as before', () => {
    const policy = compilePolicy([{ loaded: source({ deny: ['Shell(rm /etc/*)'], allow: ['Shell(*)'] }) }]);
    expect(decide(policy, { op: 'shell', command: `bash -c ${'a='.repeat(4_996)}` }, CTX).decision).toBe('allow');
    expect(decide(policy, { op: 'shell', command: `bash -c ${'a='.repeat(4_990)};rm /etc/x` }, CTX).decision).toBe('deny');
  });
});

describe('awk option clusters of 5,000 letters: the rest cut only where a letter takes it, decisions kept', () => {
  const policy = compilePolicy([{ loaded: source({ deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }) }]);
  const rows: [string, string, string][] = [
    ['-d writes the file after it', `awk -${'x'.repeat(5_000)}d/etc/passwd 'BEGIN{}'`, 'deny'],
    ['-f reads the program file after it', `awk -${'x'.repeat(5_000)}f/etc/x`, 'deny'],
    ['a quoted cluster of -a', `awk '${'-a '.repeat(3_331)}'`, 'allow'],
  ];
  it.each(rows)('%s', (_, line, expected) => {
    expect(decide(policy, { op: 'shell', command: line }, CTX).decision).toBe(expected);
  });
});

describe('docker --mount of 2,480 fields: volume-opt fields read only where one is named, decisions kept', () => {
  const policy = compilePolicy([{ loaded: source({ deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }) }]);
  const rows: [string, string, string][] = [
    ['a volume bound from /etc after 2,480 fields, any case', `docker run --mount ${'a=b,'.repeat(2_480)}volume-opt=device=/etc,VOLUME-OPT=o=bind x`, 'deny'],
    ['a read-only volume bound from /etc', 'docker run --mount type=volume,volume-opt=device=/etc/x,volume-opt=o=bind,readonly x', 'deny'],
    ['2,480 fields and no volume option', `docker run --mount ${'a=b,'.repeat(2_480)} x`, 'allow'],
    ['a bind mount\'s volume options are not read', `docker run --mount type=bind,${'a=b,'.repeat(2_400)}"Volume-opt=device=/etc",volume-opt=type=none x`, 'allow'],
  ];
  it.each(rows)('%s', (_, line, expected) => {
    expect(decide(policy, { op: 'shell', command: line }, CTX).decision).toBe(expected);
  });
});
