// literal-text.ts (session 43): a word's literal built piece by piece, its first LIT_CONCATS pieces
// by `+=` and the rest in a latin1 byte buffer (LiteralBuilder), reads as the concatenation it
// replaced: bash's Parts and PowerShell's PartsBuilder against copies of their code before
// (a `+=` per piece), DirectParts (the lexer's direct words) against Parts on words of many
// pieces, and PowerShell's '…' strings of doubled quotes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WordPart } from '../src/shell/ast.js';
import { parseBashWith } from '../src/shell/bash-parse.js';
import { Parts } from '../src/shell/bash-word-parts.js';
import { LIT_CONCATS, LiteralBuilder } from '../src/shell/literal-text.js';
import { PartsBuilder } from '../src/shell/powershell-scan.js';
import { parsePowerShell } from '../src/shell/powershell-parse.js';

const PIECES = ['', '"', 'a', '\\', '$', 'ab', '{', '\u00e9', '\u00ff', '\u0100', '\u3002', '\ud800', '\udc00', '\u{1f600}', 'x'.repeat(70), '\u00e9'.repeat(300)];
const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 }), fc.string({ maxLength: 4, unit: 'binary' }));
/** Calls: a literal piece (text, quoted) or another part between literals. */
const call = fc.oneof(fc.tuple(piece, fc.boolean()), fc.constant(undefined));
const calls = fc.array(call, { maxLength: 60 });
const GLOB: WordPart = { type: 'glob', text: '*' };

/** bash's Parts.lit1 and flush before session 43 (budget and brace aside). */
function bashPartsBefore(cs: readonly ([string, boolean] | undefined)[]): WordPart[] {
  const parts: WordPart[] = [];
  let lit = '';
  let litQuoted = false;
  const flush = (): void => {
    if (lit !== '') parts.push({ type: 'literal', text: lit, quoted: litQuoted });
    lit = '';
  };
  for (const c of cs) {
    if (c === undefined) {
      flush();
      parts.push(GLOB);
      continue;
    }
    if (lit !== '' && litQuoted !== c[1]) flush();
    lit += c[0];
    litQuoted = c[1];
  }
  flush();
  return parts;
}

/** PowerShell's PartsBuilder.lit (with `force`), flush and done before session 43. */
function powershellPartsBefore(cs: readonly ([string, boolean] | undefined)[], force: boolean): WordPart[] {
  const parts: WordPart[] = [];
  let text = '';
  let quoted = false;
  let pending = false;
  const flush = (): void => {
    if (pending && (text !== '' || parts.length === 0)) parts.push({ type: 'literal', text, quoted });
    text = '';
    pending = false;
  };
  for (const c of cs) {
    if (c === undefined) {
      flush();
      parts.push(GLOB);
      continue;
    }
    if (pending && quoted !== c[1]) flush();
    if (c[0] === '' && !force) continue;
    text += c[0];
    quoted = c[1];
    pending = true;
  }
  flush();
  return parts.length > 1 ? parts.filter((p) => !(p.type === 'literal' && p.text === '')) : parts;
}

describe('literal text', () => {
  it('LiteralBuilder is its pieces concatenated, whatever code units they hold (10,000 runs)', () => {
    fc.assert(fc.property(piece, piece, fc.array(piece, { maxLength: 40 }), (head, first, rest) => {
      const b = new LiteralBuilder(head, first);
      for (const p of rest) b.add(p);
      expect(b.text()).toBe(head + first + rest.join(''));
    }), { numRuns: 10_000 });
  });

  it('bash Parts merge literals as before (10,000 runs)', () => {
    fc.assert(fc.property(calls, (cs) => {
      const p = new Parts();
      for (const c of cs) if (c === undefined) p.push(GLOB); else p.lit1(c[0], c[1]);
      expect(p.done()).toEqual(bashPartsBefore(cs));
    }), { numRuns: 10_000 });
  });

  it('PowerShell PartsBuilder merges literals as before (10,000 runs)', () => {
    fc.assert(fc.property(calls, fc.boolean(), (cs, force) => {
      const p = new PartsBuilder();
      for (const c of cs) if (c === undefined) p.push(GLOB); else p.lit(c[0], c[1], force);
      expect(p.done()).toEqual(powershellPartsBefore(cs, force));
    }), { numRuns: 10_000 });
  });

  it(`bash words of more than ${LIT_CONCATS} pieces parse alike on the direct and the reader's path`, () => {
    const unit = fc.constantFrom('"a"', '\\"', "'b'", 'c', '"\u00e9"', '"\u3002"', '\\\u3002', '""', '"$x"', '*', '$y', '"\\$"', '"\\\\"');
    fc.assert(fc.property(fc.array(unit, { minLength: LIT_CONCATS, maxLength: 80 }), (units) => {
      const text = `mytool ${units.join('')} x`;
      expect(parseBashWith(text, undefined, true)).toStrictEqual(parseBashWith(text, undefined, false));
    }), { numRuns: 3000 });
  });

  it('PowerShell reads a string of doubled quotes as one quote each', () => {
    for (const inner of ["''".repeat(5000), `a''\u3002${"''".repeat(20)}b`, `${"''".repeat(20)}\u00e9\u2019\u2019x`]) {
      const r = parsePowerShell(`Write-Output '${inner}'`);
      expect(r.ok).toBe(true);
      const words = r.ok && r.script.type === 'simple' ? r.script.words : [];
      expect(words[1]?.parts).toEqual([{ type: 'literal', text: inner.replace(/['\u2018-\u201b]{2}/g, (q) => q[0]!), quoted: true }]);
    }
  });
});
