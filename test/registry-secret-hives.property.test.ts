// Session 43: a live read of any key in HKLM\SAM or HKLM\SECURITY, in any spelling PowerShell or
// reg accepts (drive or provider form, either case, either separator, `..` folded, reg's
// HKEY_LOCAL_MACHINE), by any of the readers, is never allowed beside a Read deny on the hive files;
// the same reads of a key in SOFTWARE stay allowed (src/shell/registry-hive-files.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDecision } from './helpers/policy.js';

const decide = lineDecision({ deny: ['Read(//c/Windows/System32/config/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] });

const caseOf = (word: string, flips: readonly boolean[]): string => [...word].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join('');
const segment = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/);
const spelling = fc.record({
  hive: fc.constantFrom('SAM', 'SECURITY'),
  flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
  rest: fc.array(segment, { maxLength: 4 }),
  detour: fc.boolean(),
  separator: fc.constantFrom('\\', '/'),
  form: fc.constantFrom('HKLM:\\', 'HKLM:', 'Registry::HKEY_LOCAL_MACHINE\\', 'Microsoft.PowerShell.Core\\Registry::HKLM\\', 'registry::hklm\\'),
});
const PWSH_READERS = ['Get-ItemProperty', 'gp', 'Get-ItemPropertyValue', 'Get-ChildItem', 'gci', 'dir', 'ls', 'Get-Item', 'gi', 'Set-Location', 'cd', 'Push-Location'];

describe('a live read of a key in SAM or SECURITY', () => {
  it('is never allowed, whatever its spelling and reader', () => {
    fc.assert(fc.property(spelling, fc.constantFrom(...PWSH_READERS), fc.boolean(), (s, reader, quoted) => {
      const path = [caseOf(s.hive, s.flips), ...(s.detour ? ['x', '..'] : []), ...s.rest].join(s.separator);
      const key = s.form + path;
      const word = quoted ? `'${key}'` : key;
      expect({ line: `${reader} ${word}`, d: decide(`${reader} ${word}`, 'powershell') }).toMatchObject({ d: 'ask' });
      // (reg's spelling: HKLM\… or HKEY_LOCAL_MACHINE\…, backslashes only.)
      const regKey = `${s.form.startsWith('HKLM') ? 'HKLM' : 'HKEY_LOCAL_MACHINE'}\\${path.replaceAll('/', '\\')}`;
      expect({ line: `reg query ${regKey}`, d: decide(`reg query ${regKey}`, 'powershell') }).toMatchObject({ d: 'ask' });
    }), { numRuns: 300 });
  });

  it('the same reads of a key in SOFTWARE stay allowed', () => {
    fc.assert(fc.property(spelling, fc.constantFrom(...PWSH_READERS), (s, reader) => {
      const key = s.form + ['SOFTWARE', ...s.rest].join(s.separator);
      expect({ line: `${reader} ${key}`, d: decide(`${reader} ${key}`, 'powershell') }).toMatchObject({ d: 'allow' });
    }), { numRuns: 200 });
  });
});
