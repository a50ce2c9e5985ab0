// substitution-paths.ts trims a word's trailing slashes by a scan, not the regex it replaced
// (session 36: the regex was retried from each `/` of a long run). Checked against that regex.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathsOfWord, withoutTrailingSlashes } from '../src/shell/substitution-paths.js';
import { fastestMs } from './helpers/timing.js';

const viaRegex = (text: string) => text.replace(/(?<=.)\/+$/, '');

describe('withoutTrailingSlashes', () => {
  it('gives what the regex gave, on texts of slashes, letters and line terminators', () => {
    const char = fc.constantFrom('/', '/', '/', 'a', '.', '\n', '\r', '\u2028', '\u2029');
    fc.assert(fc.property(fc.array(char, { maxLength: 12 }).map((a) => a.join('')), (t) => {
      expect(withoutTrailingSlashes(t)).toBe(viaRegex(t));
    }), { numRuns: 20_000 });
  });

  it('rows', () => {
    expect(withoutTrailingSlashes('/etc/passwd//')).toBe('/etc/passwd');
    expect(withoutTrailingSlashes('///')).toBe('/');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('a\n//')).toBe('a\n/');
  });

  it('a word ending in a long run of slashes is read in linear time', () => {
    const word = `/etc/${'/'.repeat(9_000)}`;
    const { value: paths, ms } = fastestMs(() => pathsOfWord(word));
    expect(ms).toBeLessThan(10);
    expect(paths).toContain('/etc');
  });
});
