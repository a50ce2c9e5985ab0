import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_DEPTH,
  decodePointer,
  encodePointer,
  lineColumnAt,
  locate,
  parseJson,
  type JsonParseResult,
} from '../src/load/json-parse.js';

const RUNS = { numRuns: 1000 };

// ---------------------------------------------------------------------------
// Independent reference helpers (deliberately written differently from the parser)

/** Line/column of `offset` computed with a regex split: \r\n, \r and \n are breaks. */
function refLineColumn(text: string, offset: number): { line: number; column: number } {
  let before = text.slice(0, offset);
  let extra = 0;
  // The "\n" of a "\r\n" is on the line the pair ends, just after the "\r".
  if (before.endsWith('\r') && text[offset] === '\n') {
    before = before.slice(0, -1);
    extra = 1;
  }
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines[lines.length - 1] as string).length + 1 + extra };
}

function jsonParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Every pointer in a JSON value, with the value there. */
function allPointers(value: unknown, pointer = '', out = new Map<string, unknown>()): Map<string, unknown> {
  out.set(pointer, value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => allPointers(v, `${pointer}/${i}`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const k of Object.keys(value)) {
      const seg = k.split('~').join('~0').split('/').join('~1');
      allPointers((value as Record<string, unknown>)[k], `${pointer}/${seg}`, out);
    }
  }
  return out;
}

/** Tiny seeded PRNG so one fc.integer drives all the whitespace of a document. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WS = ['', '', '', ' ', '  ', '\t', '\n', '\r\n', '\r', '\n    ', ' \r\n\t'];

/** Serializes like JSON.stringify but with random whitespace between all tokens. */
function render(value: unknown, seed: number): string {
  const r = rng(seed);
  const ws = () => WS[Math.floor(r() * WS.length)] as string;
  const go = (v: unknown): string => {
    if (Array.isArray(v)) return '[' + ws() + v.map((x) => go(x)).join(ws() + ',' + ws()) + ws() + ']';
    if (typeof v === 'object' && v !== null) {
      const members = Object.keys(v).map(
        (k) => JSON.stringify(k) + ws() + ':' + ws() + go((v as Record<string, unknown>)[k]),
      );
      return '{' + ws() + members.join(ws() + ',' + ws()) + ws() + '}';
    }
    return JSON.stringify(v);
  };
  return ws() + go(value) + ws();
}

const jsonValue = fc.jsonValue({ maxDepth: 6 });
const unicodeJsonValue = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });
/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const utf16String = fc.string({ unit: codeUnit, maxLength: 60 });

/** A valid document: JSON.stringify (random indent) or the random-whitespace renderer. */
const validDocument = fc.oneof(
  fc.tuple(jsonValue, fc.constantFrom(undefined, 0, 1, 2, 4, '\t')).map(([v, indent]) => JSON.stringify(v, null, indent)),
  fc.tuple(jsonValue, fc.integer()).map(([v, seed]) => render(v, seed)),
  fc.tuple(unicodeJsonValue, fc.integer()).map(([v, seed]) => render(v, seed)),
);

const TOKENS = [
  '{', '}', '[', ']', ',', ':', '"a"', '"b"', '""', '"\\u00e9"', '"\\ud800"', '"\\x"', '"\\u12"', '"', '\\',
  '0', '1', '7', '-', '.', 'e', 'E', '+', '12', '0.5', '1e3', 'true', 'false', 'null', 'tru', 'nul',
  ' ', '\n', '\r\n', '\r', '\t', '/', '*', '//', '/*', '*/', "'", '\u00a0', '\ufeff', 'NaN', 'x', '\u0001', '\ud800', '\u2028',
];
/** Strings made of JSON-ish pieces, so that the differential test hits interesting cases. */
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 30 }).map((a) => a.join(''));

const INTERESTING = ['{', '}', '[', ']', ',', ':', '"', '\\', '/', '*', '0', '-', '.', 'e', ' ', '\n', '\r', 'x', '\u0000', '\ud800'];
type Mutation = { kind: 'insert' | 'delete' | 'replace'; at: number; ch: string };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'replace'),
  at: fc.nat(),
  ch: fc.oneof(fc.constantFrom(...INTERESTING), codeUnit),
});
function mutate(text: string, ms: readonly Mutation[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length === 0 ? 0 : m.at % (t.length + (m.kind === 'insert' ? 1 : 0));
    if (m.kind === 'insert') t = t.slice(0, at) + m.ch + t.slice(at);
    else if (m.kind === 'delete') t = t.slice(0, at) + t.slice(at + 1);
    else t = t.slice(0, at) + m.ch + t.slice(at + 1);
  }
  return t;
}
const mutatedDocument = fc.tuple(validDocument, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([t, ms]) => mutate(t, ms));

const CODES = new Set(['json-syntax', 'json-comment', 'json-trailing-comma', 'json-duplicate-key', 'json-bom', 'empty-document']);

/** Invariants every result must satisfy. */
function checkShape(text: string, r: JsonParseResult): void {
  const hasError = r.diagnostics.some((d) => d.severity === 'error');
  expect(r.ok).toBe(!hasError);
  if (!r.ok) expect(r.value).toBeUndefined();
  for (const d of r.diagnostics) {
    expect(CODES.has(d.code)).toBe(true);
    expect(d.file).toBeUndefined();
    expect(typeof d.pointer).toBe('string');
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message.length).toBeGreaterThan(0);
  }
  // Errors other than comments and trailing commas stop the parse: at most one, and last.
  const fatal = r.diagnostics.filter((d) => d.code === 'json-syntax' || d.code === 'empty-document');
  expect(fatal.length).toBeLessThanOrEqual(1);
  if (fatal.length === 1) expect(r.diagnostics[r.diagnostics.length - 1]).toBe(fatal[0]);
  void text;
}

/** parseJson agrees with JSON.parse (a leading BOM is stripped for JSON.parse: ours only warns). */
function checkDifferential(text: string): void {
  const r = parseJson(text);
  checkShape(text, r);
  const bom = text.charCodeAt(0) === 0xfeff;
  const expected = jsonParse(bom ? text.slice(1) : text);
  expect(r.ok).toBe(expected.ok);
  if (expected.ok) expect(r.value).toStrictEqual(expected.value);
  expect(r.diagnostics.some((d) => d.code === 'json-bom')).toBe(bom);
}

// ---------------------------------------------------------------------------
// (1) Differential against JSON.parse

describe('differential against JSON.parse', () => {
  it('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), checkDifferential), RUNS);
  });
  it('arbitrary UTF-16 strings (lone surrogates included)', () => {
    fc.assert(fc.property(utf16String, checkDifferential), RUNS);
  });
  it('JSON-ish token soup', () => {
    fc.assert(fc.property(tokenSoup, checkDifferential), RUNS);
  });
  it('token soup with a leading BOM', () => {
    fc.assert(fc.property(tokenSoup, (t) => checkDifferential('\ufeff' + t)), RUNS);
  });
  it('JSON.stringify of arbitrary values, any indent or random whitespace', () => {
    fc.assert(
      fc.property(validDocument, (text) => {
        checkDifferential(text);
        const r = parseJson(text);
        expect(r.ok).toBe(true);
        expect(r.diagnostics).toEqual([]);
      }),
      RUNS,
    );
  });
  it('mutated valid documents (insert / delete / replace a character)', () => {
    fc.assert(fc.property(mutatedDocument, checkDifferential), RUNS);
  });
  it('arbitrary doubles round-trip exactly', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('', 'e0', 'E+00', 'e-0'), (d, exp) => {
        const s = JSON.stringify(d);
        checkDifferential(s);
        if (!s.includes('e')) checkDifferential(s + exp);
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------
// (2) Never throws

describe('never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (t) => void parseJson(t)), RUNS);
  });
  it('on full-Unicode strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (t) => void parseJson(t)), RUNS);
  });
  it('on strings with lone surrogates', () => {
    fc.assert(fc.property(fc.string({ unit: codeUnit }), (t) => void parseJson(t)), RUNS);
  });
  it('on mutated valid documents', () => {
    fc.assert(fc.property(mutatedDocument, (t) => checkShape(t, parseJson(t))), RUNS);
  });
  it('on huge and pathological inputs', () => {
    const inputs: [string, boolean][] = [
      ['['.repeat(100_000), false],
      ['['.repeat(100_000) + ']'.repeat(100_000), false],
      ['{"a":'.repeat(100_000), false],
      ['[{"a":'.repeat(50_000), false],
      ['"' + 'x'.repeat(1_000_000), false],
      ['"' + '\\n'.repeat(200_000) + '"', true],
      ['/*'.repeat(100_000), false],
      ['//'.repeat(100_000), false],
      ['1'.repeat(100_000), true],
      ['[' + '1,'.repeat(200_000) + '1]', true],
      ['\ud800'.repeat(1000), false],
      ['\ufeff'.repeat(1000), false],
    ];
    for (const [t, ok] of inputs) {
      const r = parseJson(t);
      checkShape(t, r);
      expect(r.ok).toBe(ok);
    }
  });
});

// ---------------------------------------------------------------------------
// (3) Positions of errors

/** Offsets at which an inserted character is "between tokens": outside strings, not inside a word/number. */
function tokenBoundaries(text: string): number[] {
  const word = /[-+.0-9a-zA-Z]/;
  const out: number[] = [];
  let inString = false;
  for (let i = 0; i <= text.length; i++) {
    if (!inString && !(i > 0 && i < text.length && word.test(text[i - 1] as string) && word.test(text[i] as string))) {
      out.push(i);
    }
    if (i === text.length) break;
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    }
  }
  return out;
}

describe('error positions', () => {
  it('an inserted offending character or comment is reported exactly where it was inserted', () => {
    const offenders = ['#', "'", '@', '\u00a0', '\ufeff', '\u0000', ')', '/*x*/', '// x\n', '/*\n*/', '/**/'];
    fc.assert(
      fc.property(validDocument, fc.nat(), fc.constantFrom(...offenders), (doc, pick, bad) => {
        const candidates = tokenBoundaries(doc);
        const at = candidates[pick % candidates.length] as number;
        fc.pre(!(bad === '\ufeff' && at === 0)); // a leading BOM is only a warning
        const text = doc.slice(0, at) + bad + doc.slice(at);
        const r = parseJson(text);
        expect(r.ok).toBe(false);
        expect(r.value).toBeUndefined();
        const first = r.diagnostics[0];
        expect(first).toBeDefined();
        const want = refLineColumn(text, at);
        expect({ line: first?.line, column: first?.column }).toEqual(want);
        if (bad.startsWith('/')) {
          // A comment is skipped: it is the only problem.
          expect(r.diagnostics.map((d) => d.code)).toEqual(['json-comment']);
        } else {
          expect(first?.code).toBe('json-syntax');
          expect(r.diagnostics).toHaveLength(1);
        }
      }),
      RUNS,
    );
  });

  it('a trailing comma is reported at the comma, and parsing goes on', () => {
    fc.assert(
      fc.property(validDocument, fc.nat(), (doc, pick) => {
        // Closing brackets of non-empty containers, found outside strings.
        const closers: number[] = [];
        let inString = false;
        for (let i = 0; i < doc.length; i++) {
          const ch = doc[i];
          if (inString) {
            if (ch === '\\') i++;
            else if (ch === '"') inString = false;
          } else if (ch === '"') inString = true;
          else if (ch === ']' || ch === '}') {
            const prev = doc.slice(0, i).trimEnd().slice(-1);
            if (prev !== '[' && prev !== '{') closers.push(i);
          }
        }
        fc.pre(closers.length > 0);
        const at = closers[pick % closers.length] as number;
        const text = doc.slice(0, at) + ',' + doc.slice(at);
        const r = parseJson(text);
        expect(r.ok).toBe(false);
        expect(r.diagnostics.map((d) => d.code)).toEqual(['json-trailing-comma']);
        expect({ line: r.diagnostics[0]?.line, column: r.diagnostics[0]?.column }).toEqual(refLineColumn(text, at));
      }),
      RUNS,
    );
  });

  const cases: [string, string, number, number, string][] = [
    // text, code, line, column, pointer
    ['[1,}', 'json-syntax', 1, 4, ''],
    ['{"a":1 x}', 'json-syntax', 1, 8, ''],
    ['{"a": {"b": [1, 2 3]}}', 'json-syntax', 1, 19, '/a/b'],
    ['{"a" 1}', 'json-syntax', 1, 6, ''],
    ['{"a":}', 'json-syntax', 1, 6, ''],
    ['{a:1}', 'json-syntax', 1, 2, ''],
    ["{'a':1}", 'json-syntax', 1, 2, ''],
    ['{"a":1,b:2}', 'json-syntax', 1, 8, ''],
    ['[1,,2]', 'json-syntax', 1, 4, ''],
    ['[,1]', 'json-syntax', 1, 2, ''],
    ['[01]', 'json-syntax', 1, 3, '/0'],
    ['[-01]', 'json-syntax', 1, 4, '/0'],
    ['[-]', 'json-syntax', 1, 3, '/0'],
    ['[1.]', 'json-syntax', 1, 4, '/0'],
    ['[.5]', 'json-syntax', 1, 2, ''],
    ['[+1]', 'json-syntax', 1, 2, ''],
    ['[1e]', 'json-syntax', 1, 4, '/0'],
    ['[1e+]', 'json-syntax', 1, 5, '/0'],
    ['{"n": NaN}', 'json-syntax', 1, 7, ''],
    ['[Infinity]', 'json-syntax', 1, 2, ''],
    ['[-Infinity]', 'json-syntax', 1, 3, '/0'],
    ['[tru]', 'json-syntax', 1, 5, '/0'],
    ['[True]', 'json-syntax', 1, 2, ''],
    ['nul', 'json-syntax', 1, 4, ''],
    ['"abc', 'json-syntax', 1, 5, ''],
    ['{"a": "abc', 'json-syntax', 1, 11, '/a'],
    ['["a\tb"]', 'json-syntax', 1, 4, '/0'],
    ['["a\nb"]', 'json-syntax', 1, 4, '/0'],
    ['{"k": "a\\xb"}', 'json-syntax', 1, 9, '/k'],
    ['["\\u12G4"]', 'json-syntax', 1, 3, '/0'],
    ['["\\u12', 'json-syntax', 1, 7, '/0'],
    ['["\\', 'json-syntax', 1, 4, '/0'],
    ['{"a\\qb": 1}', 'json-syntax', 1, 4, ''],
    ['{} {}', 'json-syntax', 1, 4, ''],
    ['1 2', 'json-syntax', 1, 3, ''],
    ['[1]]', 'json-syntax', 1, 4, ''],
    ['[1', 'json-syntax', 1, 3, ''],
    ['{"a":1', 'json-syntax', 1, 7, ''],
    ['{', 'json-syntax', 1, 2, ''],
    ['{"a":[', 'json-syntax', 1, 7, '/a'],
    ['/', 'json-syntax', 1, 1, ''],
    ['[1 / 2]', 'json-syntax', 1, 4, ''],
    ['[\u00a01]', 'json-syntax', 1, 2, ''],
    ['1\ufeff', 'json-syntax', 1, 2, ''],
    ['{\r\n  "a": 1,\r\n  "b": x\r\n}', 'json-syntax', 3, 8, ''],
    ['{\r"a":\rx}', 'json-syntax', 3, 1, ''],
    ['{\n\r\n\r"a":@}', 'json-syntax', 4, 5, ''],
    ['\ufeff\n [x]', 'json-syntax', 2, 3, ''],
    ['[1, // c\n 2]', 'json-comment', 1, 5, ''],
    ['{"a": [1, /* c */ 2]}', 'json-comment', 1, 11, '/a'],
    ['{"a": 1} /* never closed\n\n', 'json-comment', 1, 10, ''],
    ['[1,2,]', 'json-trailing-comma', 1, 5, ''],
    ['{"a":{"b":1,}}', 'json-trailing-comma', 1, 12, '/a'],
    ['[1,\r\n]', 'json-trailing-comma', 1, 3, ''],
  ];
  it.each(cases)('%j → %s at %i:%i', (text, code, line, column, pointer) => {
    const r = parseJson(text);
    expect(r.ok).toBe(false);
    expect(r.value).toBeUndefined();
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors[0]).toMatchObject({ code, line, column, pointer });
    // The reference line/column helper and lineColumnAt agree with the parser.
    expect(lineColumnAt(text, findOffset(text, line, column))).toMatchObject({ line, column });
  });
});

/** Offset of line:column using refLineColumn, by search. */
function findOffset(text: string, line: number, column: number): number {
  for (let o = 0; o <= text.length; o++) {
    const lc = refLineColumn(text, o);
    if (lc.line === line && lc.column === column) return o;
  }
  throw new Error(`no offset for ${line}:${column}`);
}

// ---------------------------------------------------------------------------
// (4) Locations of values

describe('value locations', () => {
  it('every value has a location that starts at its first character and ends after it', () => {
    fc.assert(
      fc.property(validDocument, (text) => {
        const r = parseJson(text);
        expect(r.ok).toBe(true);
        const pointers = allPointers(JSON.parse(text));
        expect([...r.locations.keys()].sort()).toEqual([...pointers.keys()].sort());
        for (const [pointer, v] of pointers) {
          const loc = r.locations.get(pointer);
          expect(loc, pointer).toBeDefined();
          if (loc === undefined) continue;
          const first = (JSON.stringify(v) as string)[0] as string;
          expect(text.slice(loc.value.offset).startsWith(first)).toBe(true);
          expect(JSON.parse(text.slice(loc.value.offset, loc.end.offset))).toStrictEqual(v);
          expect({ line: loc.value.line, column: loc.value.column }).toEqual(refLineColumn(text, loc.value.offset));
          expect({ line: loc.end.line, column: loc.end.column }).toEqual(refLineColumn(text, loc.end.offset));
          expect(lineColumnAt(text, loc.value.offset)).toEqual(loc.value);
          const isMember = pointer !== '' && !Array.isArray(pointers.get(pointer.slice(0, pointer.lastIndexOf('/'))));
          if (isMember) {
            expect(loc.key).toBeDefined();
            const name = decodePointer(pointer).pop() as string;
            expect(text.slice(loc.key!.offset).startsWith(JSON.stringify(name))).toBe(true);
            expect({ line: loc.key!.line, column: loc.key!.column }).toEqual(refLineColumn(text, loc.key!.offset));
          } else {
            expect(loc.key).toBeUndefined();
          }
        }
      }),
      RUNS,
    );
  });

  it('example document', () => {
    const text = '{\n  "a": [1, {"b/c": true}],\r\n  "d~": null\n}';
    const r = parseJson(text);
    expect([...r.locations.keys()]).toEqual(['', '/a', '/a/0', '/a/1', '/a/1/b~1c', '/d~0']);
    expect(r.locations.get('/a/1/b~1c')).toEqual({
      key: { offset: 14, line: 2, column: 13 },
      value: { offset: 21, line: 2, column: 20 },
      end: { offset: 25, line: 2, column: 24 },
    });
    expect(r.locations.get('/d~0')?.value).toEqual({ offset: 38, line: 3, column: 9 });
    expect(r.locations.get('')?.end).toEqual({ offset: text.length, line: 4, column: 2 });
  });

  it('locate finds the nearest ancestor with a location', () => {
    const r = parseJson('{"a": {"b": [10, 20]}}');
    expect(locate(r.locations, '/a/b/1')).toEqual({ location: { offset: 17, line: 1, column: 18 }, pointer: '/a/b/1' });
    expect(locate(r.locations, '/a/b/7/x')).toEqual({ location: { offset: 12, line: 1, column: 13 }, pointer: '/a/b' });
    expect(locate(r.locations, '/zzz')).toEqual({ location: { offset: 0, line: 1, column: 1 }, pointer: '' });
    expect(locate(r.locations, '')?.pointer).toBe('');
    expect(locate(new Map(), '/a')).toBeUndefined();
  });

  it('keeps the locations of what was parsed before a syntax error', () => {
    const r = parseJson('{"a": [1, 2], "b": {"c": x}}');
    expect(r.ok).toBe(false);
    expect([...r.locations.keys()]).toEqual(['', '/a', '/a/0', '/a/1', '/b']);
    expect(locate(r.locations, r.diagnostics[0]!.pointer!)?.pointer).toBe('/b');
  });
});

// ---------------------------------------------------------------------------
// (5) Examples for each diagnostic code and edge case

describe('diagnostics', () => {
  it('empty-document for empty and whitespace-only text', () => {
    for (const text of ['', ' ', '\n\r\n\t ', '\ufeff', '\ufeff  ']) {
      const r = parseJson(text);
      expect(r.ok).toBe(false);
      expect(r.value).toBeUndefined();
      expect(r.diagnostics.at(-1)).toMatchObject({ code: 'empty-document', severity: 'error', pointer: '' });
    }
    expect(parseJson('\n\n  ').diagnostics[0]).toMatchObject({ line: 3, column: 3 });
  });

  it('json-bom: warning, value still returned', () => {
    const r = parseJson('\ufeff{"a": [1]}');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ a: [1] });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'json-bom', severity: 'warning', line: 1, column: 1, pointer: '' });
    expect(r.diagnostics[0]!.hint).toBeDefined();
    // Offsets and columns count the BOM (it is a UTF-16 code unit of the text).
    expect(r.locations.get('')?.value).toEqual({ offset: 1, line: 1, column: 2 });
    // A BOM anywhere else is an error.
    expect(parseJson('{"a": \ufeff1}').diagnostics[0]).toMatchObject({ code: 'json-syntax', column: 7 });
  });

  it('json-comment: every comment is reported, then skipped', () => {
    const text = '// head\n{\n  "a": 1, /* one */\n  "b": /* two\n lines */ [2] // tail\n}\n/* end */';
    const r = parseJson(text);
    expect(r.ok).toBe(false);
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.pointer])).toEqual([
      ['json-comment', 1, 1, ''],
      ['json-comment', 3, 11, ''],
      ['json-comment', 4, 8, ''],
      ['json-comment', 5, 15, ''],
      ['json-comment', 7, 1, ''],
    ]);
    // Line counting continues correctly after a multi-line comment: values are still located.
    expect(r.locations.get('/b/0')?.value).toMatchObject({ line: 5, column: 12 });
    expect(r.diagnostics[0]!.message).toContain('//');
    expect(parseJson('1 /* open').diagnostics[0]!.message).toContain('unterminated');
  });

  it('json-trailing-comma: reported at the comma, several in one pass, mixed with comments', () => {
    const r = parseJson('{"a": [1, 2,], "b": {"c": 1,}, /* x */}');
    expect(r.diagnostics.map((d) => [d.code, d.column, d.pointer])).toEqual([
      ['json-trailing-comma', 12, '/a'],
      ['json-trailing-comma', 28, '/b'],
      ['json-comment', 32, ''],
      ['json-trailing-comma', 30, ''],
    ]);
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]!.message).toBe('trailing comma: unexpected "]" after ","; expected a value');
  });

  it('recoverable errors followed by a fatal one: all reported, the fatal one last', () => {
    const r = parseJson('[1, /* c */ 2,] x');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['json-comment', 'json-trailing-comma', 'json-syntax']);
  });

  it('messages say what was found and what was expected', () => {
    const msg = (t: string) => parseJson(t).diagnostics[0]?.message;
    expect(msg('[1,}')).toBe('unexpected "}" after ","; expected a value');
    expect(msg('{"a":1 x}')).toBe('expected "," or "}" after object member, found "x"');
    expect(msg('[1 x]')).toBe('expected "," or "]" after array element, found "x"');
    expect(msg('{"a" 1}')).toBe('expected ":" after member name "a", found "1"');
    expect(msg('[')).toBe('unexpected end of input after "["; expected a value or "]"');
    expect(msg('{"a":1}}')).toBe('unexpected "}" after the top-level value; expected end of input');
    expect(msg('["a\u0001"]')).toContain('"\\u0001"');
    expect(msg('["a\nb"]')).toContain('"\\n"');
    expect(msg('{"a":1 \u200b}')).toContain('"\\u200b"');
    expect(msg('[1 "]')).toContain('found "\\""');
    expect(msg('[\ud83d\ude00]')).toContain('"\ud83d\ude00"');
    expect(msg('[\ud800]')).toContain('"\\ud800"');
    expect(msg("{'a': 1}")).toContain('double-quoted');
    expect(msg("['a']")).toContain('double quotes');
    expect(msg('NaN')).toContain('NaN');
    expect(msg('[01]')).toContain('leading');
    expect(msg('"\\x"')).toContain('invalid escape');
  });

  it('json-duplicate-key: warning naming both positions; the last one wins', () => {
    const r = parseJson('{\n  "a": 1,\n  "b": 2,\n  "a": {"x": 3}\n}');
    expect(r.ok).toBe(true);
    expect(r.value).toEqual({ a: { x: 3 }, b: 2 });
    expect(Object.keys(r.value as object)).toEqual(Object.keys(JSON.parse('{"a":1,"b":2,"a":3}')));
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0]!;
    expect(d).toMatchObject({ code: 'json-duplicate-key', severity: 'warning', line: 4, column: 3, pointer: '/a' });
    expect(d.message).toContain('"a"');
    expect(d.message).toContain('2:3');
    expect(d.message).toContain('4:3');
    expect(r.locations.get('/a')?.key).toMatchObject({ line: 4, column: 3 });
    expect(r.locations.get('/a/x')?.value).toMatchObject({ line: 4, column: 14 });
  });

  it('duplicate keys: the replaced value leaves no stale locations', () => {
    const r = parseJson('{"a": {"x": [1, 2]}, "a": {"y": 1}}');
    expect(r.value).toEqual({ a: { y: 1 } });
    expect([...r.locations.keys()]).toEqual(['', '/a', '/a/y']);
    expect(r.locations.get('/a')?.value.offset).toBe(26);
  });

  it('duplicate keys: stale locations are removed at any depth, and many duplicates stay fast', () => {
    const r = parseJson('{"a": {"b": {"c/d": [1, {"e": 2}]}, "z": 0}, "a": {"b": 1}}');
    expect([...r.locations.keys()]).toEqual(['', '/a', '/a/b']);
    const many = '{' + Array.from({ length: 20_000 }, () => '"k": {"x": [1, 2, {"y": 3}]}').join(',') + '}';
    const t0 = performance.now();
    const m = parseJson(many);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(m.ok).toBe(true);
    expect(m.diagnostics).toHaveLength(19_999);
    expect(m.locations.size).toBe(1 + 1 + 1 + 3 + 1);
  });

  it('three repeats: each warning names the first occurrence', () => {
    const r = parseJson('{"a": 1,\n "a": 2,\n "a": 3}');
    expect(r.value).toEqual({ a: 3 });
    expect(r.diagnostics.map((d) => [d.line, d.column])).toEqual([[2, 2], [3, 2]]);
    expect(r.diagnostics[1]!.message).toContain('1:2');
    expect(r.diagnostics[1]!.message).toContain('3:2');
    // Repeats inside a replaced value are judged against the new value only.
    const n = parseJson('{"a": {"k": 1, "k": 2},\n"a": {"k": 3, "k": 4}}');
    expect(n.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/"k" at 1:16; first defined at 1:8/),
      expect.stringMatching(/"a" at 2:1; first defined at 1:2/),
      expect.stringMatching(/"k" at 2:15; first defined at 2:7/),
    ]);
  });

  it('duplicate keys in nested objects and with escapes that decode to the same name', () => {
    const r = parseJson('[{"k": 1, "\\u006b": 2}]');
    expect(r.value).toEqual([{ k: 2 }]);
    expect(r.diagnostics[0]).toMatchObject({ code: 'json-duplicate-key', pointer: '/0/k', column: 11 });
    expect(r.diagnostics[0]!.message).toContain('1:3');
  });

  it('"__proto__" becomes an own data property and never changes the prototype', () => {
    const r = parseJson('{"__proto__": {"polluted": true}, "a": {"__proto__": []}}');
    expect(r.ok).toBe(true);
    const v = r.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(v, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(v, '__proto__')).toEqual({
      value: { polluted: true },
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect((v as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Array.isArray(Object.getPrototypeOf(v.a))).toBe(false);
    expect(v).toStrictEqual(JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": []}}'));
    expect(r.locations.has('/__proto__')).toBe(true);
    const dup = parseJson('{"__proto__": 1, "__proto__": 2}');
    expect(dup.value).toStrictEqual(JSON.parse('{"__proto__": 1, "__proto__": 2}'));
    expect(dup.diagnostics[0]?.code).toBe('json-duplicate-key');
  });

  it(`nesting deeper than ${MAX_DEPTH} is a json-syntax error`, () => {
    const ok = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(parseJson(ok).ok).toBe(true);
    const okObj = '{"a":'.repeat(MAX_DEPTH - 1) + '{}' + '}'.repeat(MAX_DEPTH - 1);
    expect(parseJson(okObj).ok).toBe(true);
    const tooDeep = '['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1);
    const r = parseJson(tooDeep);
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'json-syntax', line: 1, column: MAX_DEPTH + 1 });
    expect(r.diagnostics[0]!.message).toContain(String(MAX_DEPTH));
    const huge = parseJson('{"a":'.repeat(100_000));
    expect(huge.diagnostics[0]).toMatchObject({ code: 'json-syntax', column: 5 * MAX_DEPTH + 1 });
  });

  it('CRLF counts as one line break, lone CR and LF as one each', () => {
    const text = '{\r\n"a": 1,\r\n\r\n"b": [\r2,\n3]\r\n}';
    const r = parseJson(text);
    expect(r.ok).toBe(true);
    expect(r.locations.get('/a')?.value).toMatchObject({ line: 2, column: 6 });
    expect(r.locations.get('/b')?.value).toMatchObject({ line: 4, column: 6 });
    expect(r.locations.get('/b/0')?.value).toMatchObject({ line: 5, column: 1 });
    expect(r.locations.get('/b/1')?.value).toMatchObject({ line: 6, column: 1 });
    expect(r.locations.get('')?.end).toMatchObject({ line: 7, column: 2 });
  });

  it('diagnostics carry hints and no file', () => {
    for (const t of ['', '\ufeff1', '[1,]', '// x\n1', '{"a":1,"a":2}', 'x']) {
      for (const d of parseJson(t).diagnostics) {
        expect(typeof d.hint).toBe('string');
        expect(d.hint!.length).toBeGreaterThan(0);
        expect('file' in d).toBe(false);
      }
    }
  });
});

// ---------------------------------------------------------------------------
// Pointers and lineColumnAt

describe('pointers', () => {
  it('encode/decode round-trip', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: codeUnit }), fc.constantFrom('~', '/', '~1', '~0', '', '~/~')), { maxLength: 6 }), (segs) => {
        const p = encodePointer(segs);
        expect(p === '' || p.startsWith('/')).toBe(true);
        expect(decodePointer(p)).toEqual(segs);
        expect(encodePointer(decodePointer(p))).toBe(p);
      }),
      RUNS,
    );
  });
  it('examples', () => {
    expect(encodePointer([])).toBe('');
    expect(encodePointer(['a', 0, 'b/c', 'm~n', ''])).toBe('/a/0/b~1c/m~0n/');
    expect(decodePointer('/a/0/b~1c/m~0n/')).toEqual(['a', '0', 'b/c', 'm~n', '']);
    expect(decodePointer('/~01')).toEqual(['~1']);
    expect(decodePointer('/')).toEqual(['']);
    expect(() => decodePointer('a/b')).toThrow(SyntaxError);
    expect(() => decodePointer('/a~2')).toThrow(SyntaxError);
    expect(() => decodePointer('/a~')).toThrow(SyntaxError);
  });
});

describe('lineColumnAt', () => {
  it('agrees with the reference for every offset', () => {
    const text = fc.array(fc.constantFrom('a', ' ', '\n', '\r', '\r\n', '\t', '\ud800', 'é'), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => {
        for (let o = 0; o <= t.length; o++) {
          expect(lineColumnAt(t, o)).toEqual({ offset: o, ...refLineColumn(t, o) });
        }
      }),
      RUNS,
    );
  });
  it('clamps out-of-range offsets', () => {
    expect(lineColumnAt('ab\ncd', 99)).toEqual({ offset: 5, line: 2, column: 3 });
    expect(lineColumnAt('ab', -3)).toEqual({ offset: 0, line: 1, column: 1 });
    expect(lineColumnAt('ab', Number.NaN)).toEqual({ offset: 0, line: 1, column: 1 });
  });
});
