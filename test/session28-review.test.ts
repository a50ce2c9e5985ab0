// Review of session 28's new readers: wrong allows and slow inputs found in them, each pinned.
import { describe, expect, it } from 'vitest';
import { parseBash } from '../src/shell/bash-parse.js';

describe('bash glob brackets: unclosed [. [= [: elements are read once', () => {
  // (elementEnd scanned to the word's end from every `[.`: 10,000 characters took ~90 ms.)
  it.each(['[[.', '[[=', '[[:'])('echo %s… (20,000 characters) parses in linear time', (unit) => {
    const line = `echo ${unit.repeat(20000 / unit.length)}`;
    const start = performance.now();
    const parsed = parseBash(line);
    expect(performance.now() - start).toBeLessThan(100);
    expect(typeof parsed.ok).toBe('boolean');
  });
});
