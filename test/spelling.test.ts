import { describe, expect, it } from 'vitest';
import { nearest } from '../src/spelling.js';

describe('nearest (did-you-mean hints)', () => {
  const keys = ['enabled', 'failIfUnavailable', 'allowBypass', 'gitAuth', 'ghAuth'];
  it('finds a typo within the distance limit', () => {
    expect(nearest('enabeld', keys)).toBe('enabled');
    expect(nearest('allowbypass', keys)).toBe('allowBypass');
    expect(nearest('Shel', ['Shell', 'Bash', 'Read'])).toBe('Shell');
  });
  it('says nothing for a word far from every candidate, or for a tie', () => {
    expect(nearest('telemetry', keys)).toBeUndefined();
    expect(nearest('ghAuthx', ['ghAuthy', 'ghAuthz'])).toBeUndefined();
  });
  it('prefers a difference only in letter case over any other', () => {
    expect(nearest('GhAuth', keys)).toBe('ghAuth');
    expect(nearest('gitauth', keys)).toBe('gitAuth');
  });
});
