// docker's `-v VALUE` reader takes a fast path for a value with one colon (src/shell/container-files.ts
// volume): it must read every value as the patterns do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { volume, volumeByPatterns } from '../src/shell/container-files.js';
import { FileTouches } from '../src/shell/file-touches.js';

const PIECES = ['/', '.', '..', '~', ':', 'C', 'c:', 'C:\\', '\\', 'ro', 'rw', ',', 'x', 'app', 'docker.sock', '/var/run/docker.sock', ' ', '\n', 'Z'];

function read(reader: (value: string, t: FileTouches) => void, value: string): string {
  const t = new FileTouches('docker run', 100);
  reader(value, t);
  return JSON.stringify({ paths: t.paths, problems: t.problems, urls: t.urls, runs: t.runs });
}

describe('volume: the fast path reads as the patterns do', () => {
  it('agrees on generated values (10,000 runs)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), (pieces) => {
      const value = pieces.join('');
      expect(read(volume, value)).toBe(read(volumeByPatterns, value));
    }), { numRuns: 10_000 });
  });

  it('agrees on arbitrary strings (10,000 runs)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (value) => {
      expect(read(volume, value)).toBe(read(volumeByPatterns, value));
    }), { numRuns: 10_000 });
  });

  it('reads the usual binds', () => {
    expect(read(volume, '.:/app')).toContain('"path":"."');
    expect(read(volume, '/etc:/x')).toContain('"path":"/etc"');
    expect(read(volume, 'data:/x')).toBe(read(volumeByPatterns, 'data:/x'));
  });
});
