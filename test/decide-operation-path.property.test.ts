// checkOperationPath (src/decide/operation-path.ts), the shorter way for a Read or Edit operation's
// usual path, against checkPath (src/decide/parts.ts), the general way it stands for (after the
// client's readings, checkClientReadings, when mayBeRewritten says a client may open another path):
// the same decision, reasons and all, on paths of every spelling each of its fallbacks looks at
// (fast-check; FC_RUNS runs, 10,000 by default; FC_SEED replays or varies the random choices).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { resolvedContext } from '../src/decide/context-cache.js';
import { decide } from '../src/decide/decide.js';
import { loadSettingsText, loadSettingsValue } from '../src/load/load.js';
import { checkClientReadings } from '../src/decide/client-readings.js';
import { checkOperationPath } from '../src/decide/operation-path.js';
import { mayBeRewritten } from '../src/paths/client-rewrites.js';
import { conclude, Outcome } from '../src/decide/outcome.js';
import { checkPath } from '../src/decide/parts.js';
import type { DecisionContext, Part } from '../src/policy/types.js';
import { context, rules } from './helpers/arbitraries.js';
import { source } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const SEED = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) };

// Starts and segments that reach each fallback: not absolute, UNC, `.`/`..`/empty segments, a
// trailing `/`, `"` and `\\`, non-ASCII, 8.3 short names, /proc and /dev links, macOS's
// /Volumes and Data volume, automounted /net hosts, disk devices, the context's roots; what a
// client may read as another path (mayBeRewritten: `$` variables, `file:` URLs, white space at an end).
const STARTS = ['/', '//', '\\\\', '~/', '', './', '/net/', '/NET/', '/proc/self/', '/dev/', '/dev/fd/', '/Volumes/Mac/', '/System/Volumes/Data/',
  '/private/', '/var/', '/w/', '/h/', '/etc/', 'C:\\', '/c/', '$HOME/', 'file:///', ' /'];
const SEGMENTS = ['a', 'src', '.env', 'secret', '.ssh', 'a.ts', 'h', 'a.com', 'sda', 'mapper', 'fd', 'net', 'etc', 'w', 'p', 'Users',
  '.', '..', '', 'PROGRA~1', 'a~1', 'é', 'ß', 'a"b', 'a\\b', '*', 'A', 'SRC', 'x y', '$HOME', '${X}', 'a$b', '$', 'x '];
const path = fc.tuple(fc.constantFrom(...STARTS), fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }), fc.constantFrom('', '', '/'))
  .map(([start, segs, end]) => `${start}${segs.join('/')}${end}`);
// Domain rules for the hosts the paths name (a UNC server, an automounted /net host).
const extraDeny = fc.subarray(['Domain(h)', 'Domain(a.com)', 'Read(//dev/**)', 'Edit(//etc/**)', 'Read(**/secret)', 'Read(~/.ssh/**)', 'Edit(/src/secret/**)', 'Read(./a)']);
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
      if (mayBeRewritten(text, ctx.platform === 'win32')) checkClientReadings(general, kind, text, part());
      checkPath(general, kind, text, part(), 'all');
      expect(JSON.stringify(conclude(shorter))).toBe(JSON.stringify(conclude(general)));
    }), { numRuns: RUNS, ...SEED });
  });
});

// decideOperationPath (the usual path decided without an Outcome, ADR 0004's eleventh pass) inside
// decide(), against the general way above, with what it must hand back to the Outcome's way:
// several sources (one allows, another not), no allow list, an unreadable rule of the kind (asks
// for every operation of it), a source in restricted mode, rules rooted where the context is silent.
const sourcesArb = fc.tuple(fc.array(rules, { minLength: 1, maxLength: 3 }), extraDeny,
  fc.constantFrom(undefined, 'Read(//etc/$X)', 'Edit(//etc/$X)'), fc.boolean());
const extraPath = fc.constantFrom('/w/src/a.ts', '/h/.ssh/id_rsa', '/w/.env', '/etc/secret', '/tmp/x/a.ts', '/w/src/secret/a');
// (Without a cwd, home or workspace, or with a workspace entry that cannot be read: rules rooted there are unknown.)
const silentCtxArb = fc.tuple(ctxArb, fc.subarray(['cwd', 'home', 'workspace'] as const), fc.boolean()).map(([c, drop, bad]): DecisionContext => {
  const out: Record<string, unknown> = { ...c, ...(bad ? { workspace: ['/w', 'relative/w'] } : {}) };
  for (const k of drop) delete out[k];
  return out as DecisionContext;
});

describe('decideOperationPath', () => {
  it('decides as the Outcome\'s way does, reasons included', () => {
    fc.assert(fc.property(sourcesArb, fc.oneof(path, extraPath), fc.constantFrom('read' as const, 'edit' as const), fc.oneof(ctxArb, silentCtxArb), ([rs, deny, unreadable, restricted], text, kind, raw) => {
      const loaded = rs.map((r, k) => ({ loaded: source({ ...r, deny: [...(r.deny ?? []), ...(k === 0 ? deny : [])] }, 'mdm', `s${k}`) }));
      if (unreadable !== undefined) loaded.push({ loaded: loadSettingsValue({ permissions: { deny: [unreadable] } }, { channel: 'file', file: 'u.json' }) });
      if (restricted) loaded.push({ loaded: loadSettingsText('{ not json', { channel: 'file', file: 'broken.json' }) });
      const policy = compilePolicy(loaded);
      // (No rule at all: decide answers unmanaged before any path check.)
      if (!policy.managed) return;
      const ctx = resolvedContext(raw);
      const part = (): Part => ({ type: 'path', kind, text });
      const general = new Outcome(policy, ctx, raw, raw.resolveSymlink !== undefined);
      if (mayBeRewritten(text, ctx.platform === 'win32')) checkClientReadings(general, kind, text, part());
      checkPath(general, kind, text, part(), 'all');
      expect(JSON.stringify(decide(policy, { op: kind, path: text }, raw))).toBe(JSON.stringify(conclude(general)));
    }), { numRuns: RUNS, ...SEED });
  });
});
