// urlsInWords looks a word up in FETCHING_SUBCOMMANDS only when mayFetch passes it
// (src/shell/package-hosts.ts): the gate must pass every subcommand in the set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FETCHING_SUBCOMMANDS, mayFetch } from '../src/shell/url-words.js';
import { CTX, expectDecision } from './helpers/policy.js';

describe('mayFetch: a superset of the fetching subcommands', () => {
  it('passes each of them', () => {
    for (const w of FETCHING_SUBCOMMANDS) expect(mayFetch(w)).toBe(true);
  });

  it('passes every word the set has (generated words, 10,000 runs)', () => {
    const pieces = [...FETCHING_SUBCOMMANDS, 'a', 'I', '-', 'x', '1', ':'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 3 }), fc.string({ maxLength: 3 }), (p, tail) => {
      for (const w of [p.join(''), p.join('') + tail, tail]) if (FETCHING_SUBCOMMANDS.has(w)) expect(mayFetch(w)).toBe(true);
    }), { numRuns: 10_000 });
  });

  it('the hosts of a fetching line are still seen', () => {
    const deny = (command: string, expected: 'deny' | 'allow') => expectDecision({ deny: ['Domain(github.com)'], allow: ['Shell(*)'] }, 'shell', command, expected, CTX);
    deny('npm install github:o/r', 'deny');
    deny('npm i gitlab:o/r github:o/r', 'deny');
    deny('npm ci --id 1', 'allow');
  });
});
