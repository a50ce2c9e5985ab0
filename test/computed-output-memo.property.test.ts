// computed-output.ts keeps why a called function's bodies (and the functions they call) print an
// unread text per bodies and call values while the values' version (values-version.ts) is as it
// was (session 39: `mytool $(f a) …` × 700 read f's bodies and its calls again for each use).
// Across any sequence of changing values (assignments, files written with known or computed
// texts, functions defined and redefined, long values, a name reference pointed elsewhere), the
// kept answer of each call is the answer for a fresh copy of the values, which nothing was kept
// for. (Checked to fail on a memo keyed by the bodies alone, and on a version that leaves out the
// files' texts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copied, definition, simple } from './helpers/memo-lines.js';
import { calledUnread } from '../src/shell/computed-output.js';
import { defineFunction } from '../src/shell/function-values.js';
import { LineValues } from '../src/shell/line-values.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

// (Bodies that print a computed text, a file's text, a long text, or call another function, itself included.)
const BODIES = ['echo /etc/$1', 'cat a', 'echo x | cut -c2-', 'g $1', 'f', 'f; g', 'echo $X$X$X$X$X$X$X$X$X', 'cat b', 'g $X; echo $1', 'echo $(cat a)'];
const NAMES = ['X', 'Y'];
const LONG = 'x'.repeat(1000);
const TEXTS = ['/etc/passwd', 'a b', LONG, ''];

type Op =
  | { kind: 'assign'; name: string; value: string }
  | { kind: 'file'; file: string; text: string; computed: boolean }
  | { kind: 'define'; name: string; body: string }
  | { kind: 'refer'; target: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('assign' as const), name: fc.constantFrom(...NAMES), value: fc.constantFrom(...TEXTS) }),
  fc.record({ kind: fc.constant('file' as const), file: fc.constantFrom('a', 'b'), text: fc.constantFrom(...TEXTS), computed: fc.boolean() }),
  fc.record({ kind: fc.constant('define' as const), name: fc.constantFrom('f', 'g'), body: fc.constantFrom(...BODIES) }),
  fc.record({ kind: fc.constant('refer' as const), target: fc.constantFrom(...NAMES) }),
);

function apply(r: { values: LineValues | undefined; flow: { defines(name: string): void } }, o: Op): void {
  const values = (r.values ??= new LineValues());
  switch (o.kind) {
    case 'assign':
      values.assign(o.name, o.value);
      break;
    case 'file': {
      // (As compound-walk.ts keeps a written text.)
      const text = o.computed ? { text: o.text, literal: true as const, computed: true as const } : { text: o.text, literal: true as const };
      const known = values.files.get(o.file);
      if (known === undefined) values.files.set(o.file, [text]);
      else known.push(text);
      break;
    }
    case 'define':
      defineFunction(r, definition(o.name, o.body) as never);
      break;
    case 'refer':
      values.refer('R', o.target);
      break;
  }
}

const CALLS = ['f', 'f /x', 'g a', 'f $X', 'g $R', 'f $Y $X', 'g'];

describe('called functions\' unread output: as a fresh reading, for any sequence of changing values', () => {
  // (Two nodes of each call, as a line's repeated `$(f a)` are: the kept answer is found by the second.)
  const calls = [...CALLS, ...CALLS].map((c) => simple(c));

  it('each call after each change, and again unchanged', () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
      const r = { values: undefined as LineValues | undefined, flow: { defines: () => {} } };
      for (const o of ops) {
        apply(r, o);
        const values = r.values!;
        const fresh = calls.map((c) => calledUnread(c, copied(values)));
        expect(calls.map((c) => calledUnread(c, values))).toEqual(fresh);
        expect(calls.map((c) => calledUnread(c, values))).toEqual(fresh);
      }
    }), { numRuns: 400 });
  });

  it('a body printing a computed text, and a file written with one after the first call, ask', () => {
    const r = { values: undefined as LineValues | undefined, flow: { defines: () => {} } };
    apply(r, { kind: 'define', name: 'f', body: 'cat a' });
    apply(r, { kind: 'file', file: 'a', text: '/etc/passwd', computed: false });
    const call = simple('f x');
    expect(calledUnread(call, r.values)).toBeUndefined();
    apply(r, { kind: 'file', file: 'a', text: 'xetc/passwd', computed: true });
    expect(calledUnread(call, r.values)).toMatch(/computed/);
    apply(r, { kind: 'define', name: 'g', body: 'echo x | cut -c2-' });
    apply(r, { kind: 'define', name: 'h', body: 'g' });
    expect(calledUnread(simple('h'), r.values)).toMatch(/computed/);
  });
});

const ETC_ONLY: Rules = {
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('the same call used again after the line changed what its function prints: read anew', () => {
  lineTable(ETC_ONLY, [
    // (The file the body prints written with a computed text between two uses.)
    ['f(){ cat a; }; echo /tmp/x > a; mytool $(f a); echo xetc/passwd | cut -c2- > a; mytool $(f a)', 'ask'],
    // (The function it calls redefined with a computed output between two uses.)
    ['g(){ echo /tmp/x; }; f(){ g; }; mytool $(f a); g(){ echo xetc/passwd | cut -c2-; }; mytool $(f a)', 'ask'],
    // (A function calling itself, its output computed: every use asks.)
    [`f(){ f; f; echo xetc/passwd | cut -c2-; }; ${'mytool $(f a); '.repeat(40)}`, 'ask'],
    // Precision: nothing computed, nothing under /etc.
    ['g(){ echo /tmp/x; }; f(){ g; }; mytool $(f a); g(){ echo /tmp/y; }; mytool $(f a)', 'allow'],
    ['f(){ f; f; echo /tmp/$1; }; mytool $(f a) $(f a) $(f b)', 'allow'],
  ]);
});
