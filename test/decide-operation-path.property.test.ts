// checkOperationPath (src/decide/operation-path.ts), the shorter way for a Read or Edit operation's
// usual path, against checkPath (src/decide/parts.ts), the general way it stands for: the same
// decision, reasons and all, on paths of every spelling each of its fallbacks looks at (fast-check;
// FC_RUNS runs, 10,000 by default; FC_SEED replays or varies the random choices).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { resolvedContext } from '../src/decide/context-cache.js';
import { checkOperationPath } from '../src/decide/operation-path.js';
import { conclude, Outcome } from '../src/decide/outcome.js';
import { checkPath } from '../src/decide/parts.js';
import type { DecisionContext, Part } from '../src/policy/types.js';
import { context, rules } from './helpers/arbitraries.js';
import { source } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const SEED = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) };

// Starts and segments that reach each fallback: not absolute, UNC, `.`/`..`/empty segments, a
// trailing `/`, `"` and `\\`, non-ASCII, 8.3 short names, /proc and /dev links, macOS's
// /Volumes and Data volume, automounted /net hosts, disk devices, the context's roots.
const STARTS = ['/', '//', '\\\\', '~/', '', './', '/net/', '/NET/', '/proc/self/', '/dev/', '/dev/fd/', '/Volumes/Mac/', '/System/Volumes/Data/',
  '/private/', '/var/', '/w/', '/h/', '/etc/', 'C:\\', '/c/'];
const SEGMENTS = ['a', 'src', '.env', 'secret', '.ssh', 'a.ts', 'h', 'a.com', 'sda', 'mapper', 'fd', 'net', 'etc', 'w', 'p', 'Users',
  '.', '..', '', 'PROGRA~1', 'a~1', 'é', 'ß', 'a"b', 'a\\b', '*', 'A', 'SRC', 'x y'];
const path = fc.tuple(fc.constantFrom(...STARTS), fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }), fc.constantFrom('', '', '/'))
  .map(([start, segs, end]) => `${start}${segs.join('/')}${end}`);
// Domain rules for the hosts the paths name (a UNC server, an automounted /net host).
const extraDeny = fc.subarray(['Domain(h)', 'Domain(a.com)', 'Read(//dev/**)', 'Edit(//etc/**)', 'Read(**/secret)']);
const hook = fc.constantFrom(undefined, (p: string) => (p.includes('secret') ? '/etc/x' : undefined));
const ctxArb = fc.tuple(context, fc.boolean(), hook).map(([c, folds, resolveSymlink]): DecisionContext => ({
  ...c, ...(folds ? { caseInsensitive: true } : {}), ...(resolveSymlink === undefined ? {} : { resolveSymlink }),
}));

describe('checkOperationPath', () => {
  it('decides as checkPath does, reasons included', () => {
    fc.assert(fc.property(rules, extraDeny, path, fc.constantFrom('read' as const, 'edit' as const), ctxArb, (r, deny, text, kind, raw) => {
      const policy = compilePolicy([{ loaded: source({ ...r, deny: [...(r.deny ?? []), ...deny] }, 'mdm', 's') }]);
      const ctx = resolvedContext(raw);
      const part = (): Part => ({ type: 'path', kind, text });
      const shorter = new Outcome(policy, ctx, raw, raw.resolveSymlink !== undefined);
      checkOperationPath(shorter, kind, text, part());
      const general = new Outcome(policy, ctx, raw, raw.resolveSymlink !== undefined);
      checkPath(general, kind, text, part(), 'all');
      expect(JSON.stringify(conclude(shorter))).toBe(JSON.stringify(conclude(general)));
    }), { numRuns: RUNS, ...SEED });
  });
});
