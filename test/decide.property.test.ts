// Security properties of the engine (fast-check; FC_RUNS runs each, 10,000 by default; FC_SEED
// replays or varies the random choices).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { LoadedSettings } from '../src/load/load.js';
import type { Decision, DecisionContext, Operation } from '../src/policy/types.js';
import { context, operation, ruleText, rules } from './helpers/arbitraries.js';
import { source, type Rules } from './helpers/policy.js';
import { referenceDecide } from './reference/evaluator.js';
import { timedUnder } from './helpers/timing.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const SEED = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) };

function run(sources: LoadedSettings[], op: Operation, ctx: DecisionContext): Decision {
  return decide(compilePolicy(sources.map((loaded) => ({ loaded }))), op, ctx);
}

/** What must not change: the decision and the rules that decided it. */
function summary(d: Decision): { decision: string; rules: string[] } {
  return { decision: d.decision, rules: [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort() };
}

const restrictive = (d: string) => d === 'deny' || d === 'ask';

describe('decision properties', () => {
  it('agrees with the reference evaluator', () => {
    fc.assert(fc.property(fc.array(rules, { minLength: 1, maxLength: 3 }), operation, context, (rs, op, ctx) => {
      const sources = rs.map((r, i) => source(r, (['mdm', 'server', 'file'] as const)[i % 3], `s${i}`));
      const engine = summary(run(sources, op, ctx));
      const reference = referenceDecide(sources, op, ctx);
      expect(engine).toEqual({ decision: reference.decision, rules: reference.rules });
    }), { numRuns: RUNS, ...SEED });
  });

  it('agrees on a repository at a drive\'s root (fast-check found it, session 35)', () => {
    // The reference read the repository's top above the cwd as the cwd itself at a drive's root
    // (`..` stops there), whose text `/w/.git/config` read again on win32 is also W:\\w\\.git\\config
    // on the current drive, which ./[!a] meets: it asked where the engine, which stops there, allows.
    const sources = [source({ ask: ['Read(./[!a])'], allow: ['Shell'] }, 'mdm', 's0')];
    const ctx: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'win32' };
    for (const op of [{ op: 'shell', command: 'git remote add o https://a.com/r' }, { op: 'shell', command: 'git config a b', shell: 'powershell' }] as Operation[]) {
      const engine = summary(run(sources, op, ctx));
      expect(engine).toEqual({ decision: 'allow', rules: [] });
      const reference = referenceDecide(sources, op, ctx);
      expect(engine).toEqual({ decision: reference.decision, rules: reference.rules });
    }
  });

  it('agrees on a glob beside a rule with a letter a name on disk may spell decomposed (fast-check found it, session 36)', () => {
    // The engine reads `é` in a rule as any run of a glob's (docs/engine.md, "A glob as written":
    // a name on disk may spell it `e` and U+0301); the reference sampled names and allowed
    // `wsl rm .e*` beside `Read(é)` (seed -1482611923). Both ask now; `.xyz` alone names nothing.
    const sources = [source({ ask: ['Read(é)'], allow: ['Shell'] }, 'mdm', 's0')];
    const ctx: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' };
    for (const [command, shell, expected] of [["wsl rm .e* 'rm'", 'powershell', 'ask'], ['rm .xyz*', 'bash', 'ask'], ['rm .xyz', 'bash', 'allow']] as const) {
      const op = { op: 'shell', command, shell } as Operation;
      const engine = summary(run(sources, op, ctx));
      expect(engine).toEqual({ decision: expected, rules: [] });
      const reference = referenceDecide(sources, op, ctx);
      expect(engine).toEqual({ decision: reference.decision, rules: reference.rules });
    }
  });

  it('does not depend on rule order or duplicates', () => {
    fc.assert(fc.property(rules, operation, context, fc.integer(), (r, op, ctx, seed) => {
      const shuffle = (xs: string[] | undefined) => {
        if (!xs) return xs;
        const out = [...xs, ...xs.filter((_, i) => (seed >> (i % 30)) & 1)];
        return out.sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
      };
      const shuffled: Rules = { deny: shuffle(r.deny), ask: shuffle(r.ask), allow: shuffle(r.allow) };
      for (const k of ['deny', 'ask', 'allow'] as const) if (r[k] === undefined) delete shuffled[k];
      expect(summary(run([source(shuffled)], op, ctx))).toEqual(summary(run([source(r)], op, ctx)));
    }), { numRuns: RUNS, ...SEED });
  });

  it('adding a deny or ask rule never turns deny or ask into allow, and never adds an allow', () => {
    fc.assert(fc.property(rules, fc.constantFrom('deny', 'ask'), ruleText, operation, context, (r, list, extra, op, ctx) => {
      const before = run([source(r)], op, ctx).decision;
      const after = run([source({ ...r, [list]: [...(r[list] ?? []), extra] })], op, ctx).decision;
      if (restrictive(before)) expect(restrictive(after)).toBe(true);
      if (after === 'allow') expect(before).toBe('allow');
    }), { numRuns: RUNS, ...SEED });
  });

  it('adding a source never turns deny, or an ask that a rule or the analysis decided, into allow', () => {
    fc.assert(fc.property(rules, rules, operation, context, (a, b, op, ctx) => {
      const before = run([source(a, 'file', 'a')], op, ctx);
      const after = run([source(a, 'file', 'a'), source(b, 'server', 'b')], op, ctx).decision;
      if (before.decision === 'deny') expect(after).toBe('deny');
      if (after !== 'allow') return;
      // An allow after adding a source: there was an allow (or nothing managed), or the ask was
      // only the managed default because no source declared an allow list and the new one does
      // (semantics 2: allow is a conjunction over the sources that declare one). An ask from a
      // rule, an unreadable rule, restricted mode or incomplete analysis never becomes allow.
      if (before.decision === 'ask') {
        expect(before.reasons.every((r) => r.code === 'default-ask' || r.code === 'no-allow-in-source')).toBe(true);
        expect(a.allow).toBeUndefined();
        expect(b.allow).toBeDefined();
      } else expect(['allow', 'unmanaged']).toContain(before.decision);
    }), { numRuns: RUNS, ...SEED });
  });

  it('removing an allow rule never adds an allow', () => {
    fc.assert(fc.property(rules, fc.nat(), operation, context, (r, which, op, ctx) => {
      const allow = r.allow ?? [];
      fc.pre(allow.length > 0);
      const fewer = allow.filter((_, i) => i !== which % allow.length);
      const before = run([source(r)], op, ctx).decision;
      const after = run([source({ ...r, allow: fewer })], op, ctx).decision;
      if (after === 'allow') expect(before).toBe('allow');
    }), { numRuns: RUNS, ...SEED });
  });

  it('never throws on any string, and answers quickly (hang guard; timings live in bench/)', () => {
    const policy = compilePolicy([{ loaded: source({ deny: ['Shell(rm *)', 'Read(~/.ssh/**)', 'Domain(evil.com)'], allow: ['Shell(git status *)', 'Read(/src/**)', 'Domain(a.com)'] }) }]);
    const shellish = fc.string({ unit: fc.constantFrom(...'$()`\'"\\;|&<>{}[]*? \n\t#=~!rmx-'.split('')), maxLength: 10_000 });
    const anyText = fc.oneof(fc.string({ maxLength: 10_000 }), fc.string({ unit: 'binary', maxLength: 2_000 }), shellish);
    fc.assert(fc.property(anyText, fc.constantFrom('shell', 'pwsh', 'read', 'edit', 'fetch'), (text, kind) => {
      const op: Operation = kind === 'shell' ? { op: 'shell', command: text } : kind === 'pwsh' ? { op: 'shell', command: text, shell: 'powershell' }
        : kind === 'fetch' ? { op: 'fetch', url: text } : { op: kind, path: text };
      const { value: d, ms } = timedUnder(() => decide(policy, op, { cwd: '/w', workspace: ['/w'], home: '/h' }), 250);
      expect(['deny', 'ask', 'allow', 'unmanaged']).toContain(d.decision);
      expect(d.reasons.length).toBeGreaterThan(0);
      expect(d.reasons.some((r) => r.message.startsWith('internal error'))).toBe(false);
      expect(ms).toBeLessThan(250);
    }), { numRuns: RUNS, ...SEED });
  });
});
