// A called function's values are kept per call arguments (function-values.ts keptArguments) under
// a bounded digest of them (session 43: the whole arguments were the key, 72,000 characters hashed
// per reading for `g(){ f $1$1…; }`). The digest is not the arguments: calls whose arguments share
// it but differ must each get their own values, or a later call would be read with an earlier
// one's (a breach: `/etc/…` read as `/tmp/…`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { argumentsKey } from '../src/shell/function-values.js';
import { REPO_LINUX, source } from './helpers/policy.js';

const ETC = compilePolicy([{ loaded: source({ deny: ['Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }) }]);
const shell = (command: string) => decide(ETC, { op: 'shell', command }, REPO_LINUX);

/** Arguments of one length and the same 16 characters at each end: one digest, different directories. */
const SAFE = `${'q'.repeat(16)}/../tmp/${'z'.repeat(16)}`;
const ETC_ARG = `${'q'.repeat(16)}/../etc/${'z'.repeat(16)}`;
const call = (arg: string) => `mytool "$(g ${arg})"`;
const LINE = (args: readonly string[]) => `f(){ echo "/$1"; }; g(){ f "$1"; }; ${args.map(call).join('; ')}`;

describe('argumentsKey', () => {
  it('is bounded whatever the arguments hold', () => {
    expect(argumentsKey(['x'.repeat(72_000)], true).length).toBeLessThan(64);
    expect(argumentsKey(Array.from({ length: 5_000 }, () => 'a'.repeat(100)), false).length).toBeLessThan(256);
  });

  it('gives equal arguments equal keys, and tells complete from partly known ones', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 6 }), fc.boolean(), (args, complete) => {
      expect(argumentsKey([...args], complete)).toBe(argumentsKey(args.map((a) => `${a}`), complete));
      expect(argumentsKey(args, true)).not.toBe(argumentsKey(args, false));
    }));
  });

  it('is one digest for the two arguments of the rows below', () => {
    expect(argumentsKey([SAFE], true)).toBe(argumentsKey([ETC_ARG], true));
  });
});

describe('calls whose arguments share a digest keep their own values', () => {
  it('a call printing /tmp/… is allowed alone, one printing /etc/… asks', () => {
    expect(shell(LINE([SAFE])).decision).toBe('allow');
    expect(shell(LINE([ETC_ARG])).decision).toBe('ask');
  });

  it('the /etc/… call after the /tmp/… one asks (it was read with the first call\'s values if the digest were the key)', () => {
    expect(shell(LINE([SAFE, ETC_ARG])).decision).toBe('ask');
  });

  it('among up to 12 calls of one digest (more than are kept per digest), any /etc/… one asks', () => {
    const safeArg = (k: number) => `${'q'.repeat(16)}/../t${String(k).padStart(2, '0')}/${'z'.repeat(16)}`;
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.boolean(), (picks, at, withEtc) => {
      const args = picks.map(safeArg);
      // (`/../t07/` and `/../etc/` are one length: the same digest.)
      if (withEtc) args.splice(at % (args.length + 1), 0, ETC_ARG);
      expect(shell(LINE(args)).decision).toBe(withEtc ? 'ask' : 'allow');
    }), { numRuns: 40 });
  });
});
