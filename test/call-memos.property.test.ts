// call-memos.ts keeps a called function's readings, output, piped text and its body's partly known
// words per values object while the values' version (values-version.ts) is as it was. Across any
// sequence of growing values (assignments, files written, functions defined and redefined, partly
// known values, a lister's shapes replaced by a shorter list, IFS), each memoized reading answers
// as the same reading of a fresh copy of the values, which nothing was kept for: never a kept
// answer for other values. (Checked to fail on a version that leaves out the files' texts or the
// functions, and, the version's own test, on one that leaves out the maps' array numbers.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copied, definition, simple } from './helpers/memo-lines.js';
import type { SimpleCommand, Word } from '../src/shell/ast.js';
import { calledFunctionBodies, callValues, defineFunction, functionOutput, functionPipedText, functionReadings } from '../src/shell/function-values.js';
import { LineValues } from '../src/shell/line-values.js';
import { keepPartialTexts, partialWords } from '../src/shell/partial-words.js';
import { readingCount } from '../src/shell/value-readings.js';
import { valuesVersion } from '../src/shell/values-version.js';

const BODIES = ['echo /etc/$1', 'cat a', 'echo $X', 'find /etc -name x', 'g $1', 'echo /etc/$Q', 'echo $1 $X', 'printf %s $Y', 'f', 'dirname /etc/$1/x'];
const NAMES = ['X', 'Y', 'Q'];
const TEXTS = ['/etc/passwd', 'a b', '/tmp/x', '/etc/$Q', 'src/*.ts', ''];

type Op =
  | { kind: 'assign'; name: string; value: string }
  | { kind: 'file'; file: string; text: string }
  | { kind: 'define'; name: string; body: string }
  | { kind: 'partial'; name: string; text: string }
  | { kind: 'listed'; count: number }
  | { kind: 'ifs' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('assign' as const), name: fc.constantFrom(...NAMES), value: fc.constantFrom(...TEXTS) }),
  fc.record({ kind: fc.constant('file' as const), file: fc.constantFrom('a', 'b'), text: fc.constantFrom(...TEXTS) }),
  fc.record({ kind: fc.constant('define' as const), name: fc.constantFrom('f', 'g'), body: fc.constantFrom(...BODIES) }),
  fc.record({ kind: fc.constant('partial' as const), name: fc.constantFrom(...NAMES), text: fc.constantFrom('/etc/$Q', '/var/$Z/x') }),
  fc.record({ kind: fc.constant('listed' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ kind: 'ifs' as const }),
);

function apply(r: { values: LineValues | undefined; flow: { defines(name: string): void } }, o: Op): void {
  const values = (r.values ??= new LineValues());
  switch (o.kind) {
    case 'assign':
      values.assign(o.name, o.value);
      break;
    case 'file': {
      // (As compound-walk.ts keeps a written text.)
      const known = values.files.get(o.file);
      if (known === undefined) values.files.set(o.file, [{ text: o.text, literal: true }]);
      else known.push({ text: o.text, literal: true });
      break;
    }
    case 'define':
      defineFunction(r, definition(o.name, o.body) as never);
      break;
    case 'partial':
      keepPartialTexts(r, o.name, [o.text]);
      break;
    case 'listed':
      // (A lister's shapes replaced by a list of another length, as one past its bound is by `/**`.)
      (values.listed ??= new Map()).set('L', Array.from({ length: o.count }, (_, k) => `/s${k}/**`));
      break;
    case 'ifs':
      values.ifsMayChange = true;
      break;
  }
}

const CALLS = ['f', 'f /x', 'g a', 'f $X', 'g', 'echo $(cat a)/$Q', 'echo $(f)/$Q'];

/** Every memoized reading of each call, with these values. */
function readings(calls: readonly SimpleCommand[], spans: readonly Word[][], values: LineValues): unknown {
  return calls.map((call, k) => {
    const bodies = calledFunctionBodies(call, values);
    const called = bodies === undefined ? undefined : callValues(call, values, 0);
    return {
      readings: bodies === undefined ? undefined : functionReadings(bodies, called),
      outputs: bodies === undefined ? undefined : [0, 1, 2, 3].map((r) => functionOutput(bodies, callValues(call, values, r), r)),
      piped: functionPipedText(call, values),
      partial: partialWords(spans[k]!, values),
      count: readingCount(spans[k]!, values),
    };
  });
}

describe('call memos: as a fresh reading, for any sequence of growing values', () => {
  const calls = CALLS.map((c) => simple(c));
  const spans = CALLS.map((c) => simple(`mytool "$(${c})" $(${c})`).words.slice());

  it('each reading after each change, and again unchanged', () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
      const r = { values: undefined as LineValues | undefined, flow: { defines: () => {} } };
      for (const o of ops) {
        apply(r, o);
        const values = r.values!;
        const fresh = readings(calls, spans, copied(values));
        expect(readings(calls, spans, values)).toEqual(fresh);
        expect(readings(calls, spans, values)).toEqual(fresh);
      }
    }), { numRuns: 400 });
  });

  it('a version changes with every change of the values, and none is given for a name reference', () => {
    const values = new LineValues();
    const seen = new Set([valuesVersion(values)]);
    values.assign('X', 'a');
    values.files.set('a', [{ text: 'x', literal: true }]);
    for (const change of [() => values.assign('X', 'b'), () => values.files.get('a')!.push({ text: 'y', literal: true }), () => (values.listed = new Map([['L', ['/a/**', '/b/**']]])), () => values.listed!.set('L', ['/**']), () => (values.ifsMayChange = true)]) {
      change();
      const v = valuesVersion(values);
      expect(seen.has(v)).toBe(false);
      seen.add(v);
    }
    values.refer('R', 'X');
    expect(valuesVersion(values)).toBeUndefined();
  });
});
