// shapesIntersect searches a run of one wildcard in a command's shape as one wildcard (session 36:
// a word of 10,000 `*` was searched over 250,000 pairs). Each wildcard stands for any text of its
// class, empty included, so a run and one of it stand for the same texts: checked here against the
// search as it was before (a copy, below), on random rules and shapes full of such runs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHES } from '../src/shell/powershell-scan.js';
import { shapesIntersect } from '../src/shell/word-shapes.js';

const SEP = '\u0000';
const ANY = '\u0002';
const WORD = '\u0003';
const NOSLASH = '\u0004';
const NODASH = '\u0007';

/** The search before session 36 (word-shapes.ts at 3d16393), without its budget: every wildcard as written. */
function searchAsWritten(rule: string, cmd: string, foldAll: boolean): boolean {
  const n = rule.length;
  const m = cmd.length;
  const width = m + 1;
  const partner = new Int32Array(m);
  const folded = new Uint8Array(m);
  let open = -1;
  for (let j = 0; j < m; j++) {
    const c = cmd.charCodeAt(j);
    if (c === 5) open = j;
    else if (c === 6) {
      partner[open] = j;
      partner[j] = open;
      open = -1;
    } else if (open >= 0 || foldAll) folded[j] = 1;
  }
  const seen = new Uint8Array((n + 1) * width);
  const stack: number[] = [0];
  seen[0] = 1;
  const push = (i: number, j: number) => {
    const k = i * width + j;
    if (seen[k] === 0) {
      seen[k] = 1;
      stack.push(k);
    }
  };
  const foldedCode = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
  while (stack.length > 0) {
    const k = stack.pop()!;
    const i = Math.floor(k / width);
    const j = k - i * width;
    if (i === n && j === m) return true;
    const r = i < n ? rule.charCodeAt(i) : -1;
    const c = j < m ? cmd.charCodeAt(j) : -1;
    const wild = c === 2 || c === 3 || c === 4;
    if (r === 2) push(i + 1, j);
    if (wild) push(i, j + 1);
    if (c === 5 || c === 6) {
      push(i, j + 1);
      push(i, partner[j]! + 1);
    }
    if (r >= 0 && r !== 2) {
      if ((c === r || (folded[j] === 1 && c === foldedCode(r))) && !wild) push(i + 1, j + 1);
      else if (c === 7) {
        if (r !== 0 && !DASHES.has(rule[i]!)) push(i + 1, j + 1);
      } else if (c === 2 || (c === 3 && r !== 0) || (c === 4 && r !== 0 && r !== 47)) push(i + 1, j);
    } else if (r === 2 && c >= 0 && !wild && c !== 5 && c !== 6) push(i, j + 1);
  }
  return false;
}

const ruleChar = fc.constantFrom('a', 'b', 'A', '/', '-', SEP, ANY);
const plain = fc.constantFrom('a', 'b', 'A', '/', '-', SEP, NODASH);
const wildcard = fc.constantFrom(ANY, WORD, NOSLASH);
/** A run of 1-4 of one wildcard, so that runs are common. */
const run = fc.tuple(wildcard, fc.integer({ min: 1, max: 4 })).map(([w, k]) => w.repeat(k));
const piece = fc.oneof(plain, run);
/** A group (repeated zero or more times): never nested, never empty of pieces. */
const group = fc.array(piece, { minLength: 1, maxLength: 3 }).map((p) => `\u0005${p.join('')}\u0006`);
const shape = fc.array(fc.oneof({ weight: 4, arbitrary: piece }, { weight: 1, arbitrary: group }), { maxLength: 10 }).map((p) => p.join(''));
const rule = fc.array(ruleChar, { maxLength: 10 }).map((p) => p.join(''));

describe('shapesIntersect: a run of one wildcard searched as one', () => {
  it('agrees with the search of every wildcard as written (random rules and shapes with runs)', () => {
    fc.assert(
      fc.property(rule, shape, fc.boolean(), (r, c, foldAll) => {
        expect(shapesIntersect(r, c, foldAll)).toBe(searchAsWritten(r, c, foldAll));
      }),
      { numRuns: 20_000 },
    );
  });

  it('rows where a run meets what one of its wildcards cannot stand for', () => {
    // NOSLASH never spans '/', however many; WORD never spans the separator; ANY spans both.
    expect(shapesIntersect('a/b', `a${NOSLASH}${NOSLASH}${NOSLASH}b`)).toBe(false);
    expect(shapesIntersect('a/b', `a${WORD}${WORD}b`)).toBe(true);
    expect(shapesIntersect(`a${SEP}b`, `a${WORD}${WORD}b`)).toBe(false);
    expect(shapesIntersect(`a${SEP}b`, `a${ANY}${ANY}b`)).toBe(true);
    // A run of different wildcards is not collapsed: NOSLASH then WORD spans '/'.
    expect(shapesIntersect('a/b', `a${NOSLASH}${WORD}b`)).toBe(true);
  });
});
