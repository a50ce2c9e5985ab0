// The tables' URLs parsed once (src/decide/table-targets.ts): each stored result is parseFetchTarget's.
import { describe, expect, it } from 'vitest';
import { tableTarget } from '../src/decide/table-targets.js';
import { parseFetchTarget } from '../src/domains/url.js';
import { REGISTRY_URLS } from '../src/shell/default-registries.js';

describe('table targets', () => {
  it('gives parseFetchTarget\'s result for every table URL, frozen', () => {
    expect(REGISTRY_URLS.length).toBeGreaterThan(40);
    for (const url of REGISTRY_URLS) {
      const stored = tableTarget(url);
      expect({ url, stored }).toEqual({ url, stored: parseFetchTarget(url) });
      expect(Object.isFrozen(stored)).toBe(true);
      if (stored?.ok) expect(Object.isFrozen(stored.target)).toBe(true);
    }
  });

  it('gives nothing for another URL, of a table URL\'s length or not', () => {
    for (const url of ['https://registry-1.docker.io/x', 'https://registry-1.docker.iO/', 'https://docker.io', 'https://evil.example/', '']) {
      expect({ url, stored: tableTarget(url) }).toEqual({ url, stored: undefined });
    }
  });
});
