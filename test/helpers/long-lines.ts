// The long-line hang guards (test/shell-long-inputs-s34.test.ts, -s35.test.ts, …): lines of one
// repeated unit up to 10,000 characters, decided under one policy. Each timed decision is a fresh
// one (freshDecision): three warm rounds (V8 optimizes the code they run; session 41's `zip
// ./././…` was quadratic only once optimized), then the fastest of fifteen must be under the bound:
// far above the linear cost, far below the quadratic ones they stand for.
import { expect } from 'vitest';
import { compilePolicy, type CompiledPolicy } from '../../src/compile/compile.js';
import { decide } from '../../src/decide/decide.js';
import type { Decision, DecisionContext } from '../../src/policy/types.js';
import { source, REPO_LINUX, REPO_WINDOWS, type Rules } from './policy.js';

export const LONG_LINE_RULES: Rules = { deny: ['Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)'], ask: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(mytool *)', 'Read(**)'] };

export const LONG_LINE_POLICY = compilePolicy([{ loaded: source(LONG_LINE_RULES) }]);

/** PROG and UNIT repeated to 10,000 characters, quoted with `quote`. */
export function repeated(prog: string, unit: string, quote = ''): string {
  const room = 10_000 - prog.length - 3;
  return `${prog} ${quote}${unit.repeat(Math.floor(room / unit.length))}${quote}`;
}

/** Warm rounds, then timed ones (the fastest counts). */
const WARM = 3;
const TIMED = 15;

/**
 * The bound on a fresh decision's time: it redoes what the engine keeps between decisions (55
 * `$(dirname …)` substitutions: 1.9 ms warm, 3-9 ms fresh on this host), and a shared CI host
 * adds its load; the quadratic readings these guards stand for took 100 ms and more.
 */
export const FRESH_BOUND_MS = 25;

/** Policies compiled apart from the same rules, one per round: what the engine keeps per policy (quiet-paths.ts) is empty for each. */
const freshPolicies = new Map<Rules, CompiledPolicy[]>();
function policiesOf(rules: Rules): CompiledPolicy[] {
  let list = freshPolicies.get(rules);
  if (list === undefined) freshPolicies.set(rules, (list = Array.from({ length: WARM + TIMED }, () => compilePolicy([{ loaded: source(rules) }]))));
  return list;
}

let round = 0;

/**
 * A decision the engine has kept nothing of: a policy of its own, a context object of its own
 * (context-cache.ts, quiet-paths.ts key by both), the line with a comment line of its own after it
 * (a new text: nothing parsed is reused), after a flush line that leaves the one-entry memos kept
 * by a text's content (printer escapes, case folding, blank splitting, the last host, a backup
 * suffix) on other texts. Only the decision of `line` is timed.
 */
function freshDecision(policy: CompiledPolicy, shell: 'bash' | 'powershell', line: string, ctx: DecisionContext): { value: Decision; ms: number } {
  const k = round++;
  const long = `${'\u00e9'.repeat(260)}${k}`;
  const flush = `echo '\\t${long}'; X='a b ${k}'; mytool $X flush${k}.example.com; sed -i'*.f${k}' s/a/b/ f; cat '\u00c9${long}'`;
  decide(policy, { op: 'shell', command: flush, shell: 'bash' }, { ...REPO_WINDOWS });
  decide(policy, { op: 'shell', command: flush, shell: 'bash' }, { ...REPO_LINUX });
  const command = `${line}\n# ${k}`;
  const fresh = { ...ctx };
  const t = performance.now();
  const value = decide(policy, { op: 'shell', command, shell }, fresh);
  return { value, ms: performance.now() - t };
}

/** The fastest of TIMED fresh decisions of `line` after WARM fresh ones (freshDecision), under `rules`' policies. */
export function fastestFreshMs(shell: 'bash' | 'powershell', line: string, rules: Rules = LONG_LINE_RULES, ctx: DecisionContext = shell === 'powershell' ? REPO_WINDOWS : REPO_LINUX): { value: Decision; ms: number } {
  const policies = policiesOf(rules);
  for (let w = 0; w < WARM; w++) freshDecision(policies[w]!, shell, line, ctx);
  let best = { value: undefined as unknown as Decision, ms: Infinity };
  for (let t = 0; t < TIMED; t++) {
    const r = freshDecision(policies[WARM + t]!, shell, line, ctx);
    if (r.ms < best.ms) best = r;
  }
  return best;
}

/** The guard: the line is at most 10,000 characters, decides, and its fastest fresh decision (fastestFreshMs) is under FRESH_BOUND_MS. */
export function expectDecidedFast(shell: 'bash' | 'powershell', line: string): void {
  expect(line.length).toBeLessThanOrEqual(10_000);
  const { value: d, ms } = fastestFreshMs(shell, line);
  expect(['ask', 'deny', 'allow']).toContain(d.decision);
  expect(ms).toBeLessThan(FRESH_BOUND_MS);
}
