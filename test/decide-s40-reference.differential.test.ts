// Session 40's speed pass (quiet-paths.ts, restricted-programs.ts) changes no decision: this
// build against the session's starting build (a reference dist, MANAGED_POLICY_REFERENCE_DIST,
// by default /tmp/s40/m0/dist/index.js; the test is skipped where it is absent), full decisions
// compared as JSON, on the bench's lines and the shell and adversarial corpora, alone and joined,
// under the bench's 1,000 rules and the corpora's policies, in several contexts, each policy
// deciding a long run of lines (so the kept checks of earlier decisions are used).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { loadSettingsValue } from '../src/load/load.js';
import type { DecisionContext, Operation } from '../src/policy/types.js';

const REFERENCE = process.env.MANAGED_POLICY_REFERENCE_DIST ?? '/tmp/s40/m0/dist/index.js';
const fixtures = new URL('../fixtures/', import.meta.url);

/** The bench's five lines (bench/decide.mjs COMMAND_LINES) and others of the same kinds. */
const BENCH: readonly ((i: number) => string)[] = [
  (i) => `git status --short --branch -- src/file-${i}.ts`,
  (i) => `npm test -- --run test/unit-${i}.test.ts --reporter=dot`,
  (i) => `ls -la src/components/widget-${i} | grep -v node_modules`,
  (i) => `rm -rf build/output-${i} && npm run build --silent`,
  (i) => `docker run --rm -v "$PWD":/app node:20 npm ci --id ${i}`,
  (i) => `npm test -- RM${i} /bin/rm x rm -rf y${i} Python3.${i} C:\\bin\\RM.exe nodejs ./GIT`,
  (i) => `make -j${i} && rake test && bun --env-file .env x${i}.ts`,
  (i) => `cd sub${i} && npm test; cd /etc && npm run x`,
];
const corpus = readFileSync(new URL('shell-corpus/bash.txt', fixtures), 'utf8').split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => (l.startsWith('json: ') ? JSON.parse(l.slice(6)) as string : l));
const adversarial = readdirSync(new URL('adversarial/', fixtures)).map((f) => JSON.parse(readFileSync(new URL(`adversarial/${f}`, fixtures), 'utf8')) as {
  policy: Record<string, string[]>; cases: { shell?: string }[];
});
const adversarialLines = adversarial.flatMap((a) => a.cases.flatMap((c) => (c.shell === undefined ? [] : [c.shell])));

const CONTEXTS: readonly DecisionContext[] = [
  Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const }),
  Object.freeze({ cwd: '/w/repo/sub', workspace: ['/w/repo'], home: '/Users/dev', platform: 'darwin' as const }),
  Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const }),
];

const line = fc.oneof(
  fc.tuple(fc.constantFrom(...BENCH), fc.nat(99_999)).map(([f, i]) => f(i)),
  fc.constantFrom(...corpus),
  fc.constantFrom(...adversarialLines),
  fc.tuple(fc.constantFrom(...BENCH), fc.nat(999), fc.constantFrom(...corpus), fc.constantFrom(' && ', '; ', ' | ')).map(([f, i, l, j]) => `${f(i)}${j}${l}`),
);

describe.skipIf(!existsSync(REFERENCE))('session 40 against the session\'s starting build', () => {
  it('gives every decision and reason the reference build gives', async () => {
    const ref = await import(REFERENCE) as {
      compilePolicy: typeof compilePolicy; decide: typeof decide; loadSettingsValue: typeof loadSettingsValue;
    };
    const { makeRules } = await import('../bench/decide.mjs' as string) as { makeRules: (n: number) => Record<string, string[]> };
    const docs = [makeRules(1000), { deny: ['Read(**/package.json)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(**)'] },
      { deny: ['Read(//etc/**)', 'Read(**/.env)', 'Domain(evil.com)'], ask: ['Edit(**/Makefile)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] },
      ...adversarial.map((a) => a.policy)];
    const pairs = docs.map((permissions) => ({
      ours: compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'p.json', channel: 'file' }) }]),
      theirs: ref.compilePolicy([{ loaded: ref.loadSettingsValue({ permissions }, { file: 'p.json', channel: 'file' }) }]),
    }));
    fc.assert(fc.property(fc.nat(pairs.length - 1), fc.constantFrom(...CONTEXTS), fc.constantFrom<'bash' | 'powershell'>('bash', 'bash', 'powershell'), line,
      (k, ctx, dialect, command) => {
        const operation: Operation = { op: 'shell', command, shell: dialect };
        const ours = decide(pairs[k]!.ours, operation, ctx);
        const theirs = ref.decide(pairs[k]!.theirs, operation, ctx);
        expect({ command, ours }).toEqual({ command, ours: theirs });
      }), { numRuns: 20_000 });
  }, 600_000);
});
