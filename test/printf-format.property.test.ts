// printf-format.ts against bash's printf (session 40): for formats and arguments drawn from the
// characters that matter (conversions, flags, widths, precisions, `*`, `%%`, path characters),
// every text formatted() reads is exactly what bash prints; where it cannot read one, undefined.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatted } from '../src/shell/printf-format.js';

/** A conversion: `%`, flags, width, precision, length, letter (any of them may be odd: `%5%`, `%.*q`). */
const conversion = fc
  .tuple(
    fc.constantFrom('', '-', '0', '+', ' ', '#', "'", '-0'),
    fc.constantFrom('', '1', '3', '12', '*'),
    fc.constantFrom('', '.', '.0', '.2', '.5', '.*'),
    fc.constantFrom('', '', '', 'l', 'h'),
    fc.constantFrom('s', 's', 'c', 'c', 'd', 'i', 'b', 'x', 'q', 'u', '%', '(x)T', ''),
  )
  .map(([flags, width, precision, length, letter]) => `%${flags}${width}${precision}${length}${letter}`);
const FORMAT_PIECES = ['%%', '/', 'e', 't', 'c', 'é', 'x', '.', ' '];
// (No backslash: escapes are read after formatting, by piped-text.ts printed's escape pass.)
const ARG_PIECES = ['/', 'e', 't', 'c', 'x', '4', '-2', '07', '', 'é', 'ab', 'pem', ' '];

const format = fc.array(fc.oneof(fc.constantFrom(...FORMAT_PIECES), conversion), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
const args = fc.array(fc.array(fc.constantFrom(...ARG_PIECES), { maxLength: 3 }).map((p) => p.join('')), { maxLength: 4 });

/** What bash's printf prints of each case, run in one bash (LC_ALL=C.UTF-8), or null where it failed. */
function bashPrints(cases: readonly { format: string; args: readonly string[] }[]): (string | null)[] {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const script = cases.map((c) => `if out=$(printf -- ${[c.format, ...c.args].map(quote).join(' ')} 2>/dev/null; echo .); then printf '%s\\0' "ok\${out%.}"; else printf 'fail\\0'; fi`).join('\n');
  const out = execFileSync('bash', ['-s'], { input: script, env: { LC_ALL: 'C.UTF-8', PATH: process.env.PATH ?? '/usr/bin:/bin' }, encoding: 'utf8', maxBuffer: 1 << 24 });
  return out.split('\0').slice(0, cases.length).map((s) => (s.startsWith('ok') ? s.slice(2) : null));
}

describe('printf formats read as bash prints them', () => {
  it('a text formatted() reads is bash\'s own', () => {
    const cases = fc.sample(fc.record({ format, args }), { numRuns: 1500, seed: 40 });
    const printed = bashPrints(cases);
    const wrong: string[] = [];
    let read = 0;
    cases.forEach((c, k) => {
      const ours = formatted(c.format, c.args);
      if (ours === undefined) return;
      read++;
      if (ours !== printed[k]) wrong.push(`${JSON.stringify([c.format, ...c.args])}: ours ${JSON.stringify(ours)}, bash ${JSON.stringify(printed[k])}`);
    });
    expect(wrong).toEqual([]);
    // (The reading is not vacuous: many cases are read.)
    expect(read).toBeGreaterThan(cases.length / 8);
  });
});

// (Session 43: `%u`, `%o`, `%x`, `%X` of a plain integer and `0` padding are read.)
const integerConversion = fc
  .tuple(fc.constantFrom('', '-', '0', '#', '+', '-0', '00'), fc.constantFrom('', '1', '4', '12', '*'), fc.constantFrom('', '', '.3'), fc.constantFrom('d', 'i', 'u', 'o', 'x', 'X'))
  .map(([flags, width, precision, letter]) => `%${flags}${width}${precision}${letter}`);
const integerArg = fc.oneof(fc.integer({ min: -3000, max: 3000 }).map(String), fc.constantFrom('-1', '0', '-0', '65536', '65537', '010', '0x1f', '', "'a", ' 5', '+5'));
const integerFormat = fc.array(fc.oneof(fc.constantFrom('/', 'x', '-', ' '), integerConversion), { minLength: 1, maxLength: 4 }).map((p) => p.join(''));

describe('printf integer conversions read as bash prints them', () => {
  it('a text formatted() reads is bash\'s own', () => {
    const cases = fc.sample(fc.record({ format: integerFormat, args: fc.array(integerArg, { maxLength: 4 }) }), { numRuns: 1500, seed: 43 });
    const printed = bashPrints(cases);
    const wrong: string[] = [];
    let read = 0;
    cases.forEach((c, k) => {
      const ours = formatted(c.format, c.args);
      if (ours === undefined) return;
      read++;
      if (ours !== printed[k]) wrong.push(`${JSON.stringify([c.format, ...c.args])}: ours ${JSON.stringify(ours)}, bash ${JSON.stringify(printed[k])}`);
    });
    expect(wrong).toEqual([]);
    expect(read).toBeGreaterThan(cases.length / 8);
  });
});

describe('printf integers at the ends of what is read, and a width from an argument', () => {
  it.each([
    ['%x %u %o', ['999999999999999', '-999999999999999', '-1'], '38d7ea4c67fff 18445744073709551617 1777777777777777777777'],
    ['%X|%05x|%-4o|', ['255', '42', '8'], 'FF|0002a|10  |'],
  ])('%s %j prints %s', (f, a, text) => {
    expect(formatted(f, a)).toBe(text);
  });
  // (A width past any text's length from an argument was built: `%*s` of 999999999999999 threw.)
  it.each([['%*s', ['999999999999999', 'x']], ['%*x', ['-99999999', '1']], ['%#x', ['1']], ['%.2x', ['1']], ['%05d', ['-4']]])('%s %j is not read', (f, a) => {
    expect(formatted(f, a)).toBeUndefined();
  });
});
