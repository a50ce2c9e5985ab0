// hasChromiumSwitch runs its regex only over words mayBeChromiumSwitch passes
// (src/shell/browser-arguments.ts): the gate must pass every word the regex reads as a switch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAUNCHER_SWITCHES, mayBeChromiumSwitch, NETWORK_SWITCHES } from '../src/shell/browser-arguments.js';

/** The switch as the reader matches it, without the gate. */
function isSwitch(w: string): boolean {
  const m = /^(?:--?|\/)([A-Za-z-]+)(?:=(.*))?$/s.exec(w);
  return m !== null && (LAUNCHER_SWITCHES.has(m[1]!.toLowerCase()) || NETWORK_SWITCHES.has(m[1]!.toLowerCase()));
}

const NAMES = [...LAUNCHER_SWITCHES, ...NETWORK_SWITCHES];
const randomCase = (s: string, flips: readonly boolean[]) => [...s].map((c, k) => (flips[k % Math.max(flips.length, 1)] ? c.toUpperCase() : c)).join('');
const PREFIXES = ['-', '--', '---', '/', '//', '-/', ''];

describe('mayBeChromiumSwitch: a superset of the launcher and network switches', () => {
  it('passes every switch, in any case, with any prefix and value (10,000 runs)', () => {
    fc.assert(fc.property(
      fc.constantFrom(...PREFIXES), fc.constantFrom(...NAMES), fc.array(fc.boolean(), { maxLength: 30 }), fc.option(fc.string({ maxLength: 12 })), fc.integer({ min: 0, max: 30 }),
      (prefix, name, flips, value, cut) => {
        // (Cut names too: a prefix of a switch is none, and must agree either way.)
        for (const n of [name, name.slice(0, cut), `${name}x`]) {
          const w = `${prefix}${randomCase(n, flips)}${value === null ? '' : `=${value}`}`;
          if (isSwitch(w)) expect(mayBeChromiumSwitch(w)).toBe(true);
        }
      },
    ), { numRuns: 10_000 });
  });

  it('passes every word the regex reads as a switch (arbitrary words, 10,000 runs)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (w) => {
      if (isSwitch(w)) expect(mayBeChromiumSwitch(w)).toBe(true);
    }), { numRuns: 10_000 });
  });

  it('rules out the usual options', () => {
    for (const w of ['--reporter=dot', '--silent', '--branch', '--prefix=x', '--gpu-launch']) expect(mayBeChromiumSwitch(w)).toBe(false);
    for (const w of ['--gpu-launcher=x', '-GPU-LAUNCHER', '/nacl-gdb=y', '--Renderer-Cmd-Prefix']) expect(mayBeChromiumSwitch(w)).toBe(true);
  });
});
