// printer-output.ts and its readers against bash itself (session 41): printf's format and `%b`
// escapes (printf-format.ts formatted with escapes) and `echo -e`'s (printer-escapes.ts
// bashEscapes), for texts drawn from every escape, the dialects' edges (`\0570`, `\1234`, `\c`,
// `\"`, `\\`) and conversions: every text read is what bash prints.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bashEscapes } from '../src/shell/printer-escapes.js';
import { formatted } from '../src/shell/printf-format.js';

const ESCAPES = ['\\', '\\\\', '\\n', '\\t', '\\E', '\\e', '\\a', '\\c', '\\"', "\\'", '\\?', '\\q', '\\8', '\\%', '\\x41', '\\x4', '\\x', '\\xg', '\\u41', '\\u', '\\U00000041',
  '\\0101', '\\0570', '\\01234', '\\057', '\\101', '\\1234', '\\12', '\\7', '\\0'];
const TEXT = ['/', 'e', 't', 'c', 'x', '1', '0', '7', ' ', 'pem', '.'];
const piece = fc.oneof(fc.constantFrom(...ESCAPES), fc.constantFrom(...TEXT));
const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
const conversion = fc.constantFrom('%s', '%b', '%5b', '%-4b', '%.2b', '%c', '%%', '%d');
const format = fc.array(fc.oneof(piece, conversion), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
const args = fc.array(text, { maxLength: 3 });

/** What bash prints of each command (words quoted), run in one bash (LC_ALL=C.UTF-8), or null where it failed. */
function bashPrints(commands: readonly (readonly string[])[]): (string | null)[] {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const script = commands.map((c) => `if out=$(${c.map(quote).join(' ')} 2>/dev/null; echo .); then printf '%s\\0' "ok\${out%.}"; else printf 'fail\\0'; fi`).join('\n');
  const out = execFileSync('bash', ['-s'], { input: script, env: { LC_ALL: 'C.UTF-8', PATH: process.env.PATH ?? '/usr/bin:/bin' }, encoding: 'utf8', maxBuffer: 1 << 24 });
  return out.split('\0').slice(0, commands.length).map((s) => (s.startsWith('ok') ? s.slice(2) : null));
}

/** Whether a reading holds a NUL (`\0`, `\x0`…), which bash's `$(…)` drops, or a byte past 0x7f (`\xe0`: read as `à`, printed as the byte): not compared. */
const notCompared = (s: string): boolean => /[^\x01-\x7f]/.test(s);

describe('escapes read as bash reads them', () => {
  it('printf: the format\'s escapes and %b\'s, `\\c` ending the output', () => {
    const cases = fc.sample(fc.record({ format, args }), { numRuns: 1500, seed: 41 });
    const printed = bashPrints(cases.map((c) => ['printf', '--', c.format, ...c.args]));
    const wrong: string[] = [];
    let read = 0;
    cases.forEach((c, k) => {
      const ours = formatted(c.format, c.args, true);
      if (ours === undefined || notCompared(ours)) return;
      read++;
      if (ours !== printed[k]) wrong.push(`${JSON.stringify([c.format, ...c.args])}: ours ${JSON.stringify(ours)}, bash ${JSON.stringify(printed[k])}`);
    });
    expect(wrong).toEqual([]);
    expect(read).toBeGreaterThan(cases.length / 4);
  });

  it('echo -e: its escapes, `\\1`… no escape, `\\0` and three digits, `\\c` ending the output', () => {
    const cases = fc.sample(text, { numRuns: 1500, seed: 41 });
    const printed = bashPrints(cases.map((t) => ['echo', '-en', t]));
    const wrong: string[] = [];
    cases.forEach((t, k) => {
      const ours = bashEscapes(t, 'echo').text;
      if (!notCompared(ours) && ours !== printed[k]) wrong.push(`${JSON.stringify(t)}: ours ${JSON.stringify(ours)}, bash ${JSON.stringify(printed[k])}`);
    });
    expect(wrong).toEqual([]);
  });
});
