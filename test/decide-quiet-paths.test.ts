// Session 40: the deny and ask check of a file a program reads unnamed (PathRef.implicit:
// package.json, a Makefile, .env) is kept per policy and context when it found nothing
// (src/decide/quiet-paths.ts), and not made again. A decision with the policy warm (its earlier
// decisions kept checks) must be the decision with the policy cold (compiled again: none kept),
// reasons and their order included; a finding a reason given already drops still counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy, type CompiledPolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { MAX_QUIET_PATHS } from '../src/decide/quiet-paths.js';
import type { DecisionContext } from '../src/policy/types.js';
import { source, type Rules } from './helpers/policy.js';

const LINUX: DecisionContext = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });
const compiled = (rules: Rules): CompiledPolicy => compilePolicy([{ loaded: source(rules) }]);
const shell = (command: string) => ({ op: 'shell' as const, command });

describe('implicit files checked once per policy and context', () => {
  it('a deny the same line gave twice still denies the next line (a finding the dedupe drops counts)', () => {
    const policy = compiled({ deny: ['Read(**/package.json)'], allow: ['Shell(*)'] });
    expect(decide(policy, shell('npm test; npm test'), LINUX).decision).toBe('deny');
    expect(decide(policy, shell('npm test'), LINUX).decision).toBe('deny');
    expect(decide(policy, shell('npm run build --silent'), LINUX).decision).toBe('deny');
  });

  it('a quiet check is kept per context: another cwd checks again', () => {
    const policy = compiled({ deny: ['Read(//etc/**)'], ask: ['Read(//srv/app/Makefile)'], allow: ['Shell(*)'] });
    expect(decide(policy, shell('make -j4'), LINUX).decision).toBe('allow');
    expect(decide(policy, shell('make -j4'), { ...LINUX, cwd: '/srv/app' }).decision).toBe('ask');
    expect(decide(policy, shell('make -j4'), LINUX).decision).toBe('allow');
    expect(decide(policy, shell('make -j4'), { ...LINUX, cwd: '/etc' }).decision).toBe('deny');
  });

  it('a symlink resolver is asked every time', () => {
    const policy = compiled({ deny: ['Read(//etc/**)'], allow: ['Shell(*)'] });
    let target = '/w/repo/package.json';
    const ctx: DecisionContext = { ...LINUX, resolveSymlink: (p: string) => (p === '/w/repo/package.json' ? target : p) };
    expect(decide(policy, shell('npm test'), ctx).decision).toBe('allow');
    target = '/etc/passwd';
    expect(decide(policy, shell('npm test'), ctx).decision).toBe('deny');
  });

  it('more texts than the bound are all still checked', () => {
    const policy = compiled({ deny: ['Read(//etc/**)'], allow: ['Shell(*)'] });
    for (let k = 0; k <= MAX_QUIET_PATHS + 2; k++) expect(decide(policy, shell(`cd /w/repo/d${k} && npm test`), LINUX).decision).toBe('allow');
    expect(decide(policy, shell('cd /etc && npm test'), LINUX).decision).toBe('deny');
  });
});

/** Lines whose programs read files unnamed, beside others that name the same files or quote them. */
const LINES = ['npm test', 'npm test; npm test', 'npm run build --silent', 'npm ci', 'yarn test', 'pnpm run lint', 'make', 'make -C sub', 'rake',
  'bun --env-file .env x.ts', 'node --env-file .env x.js', 'npx vitest', 'cat package.json', 'package.json', 'cd sub && npm test', 'cd /etc && make',
  'npm test > package.json', 'rm -rf build && npm run build', 'git status', 'echo "package.json"', 'npm test && cat .env', 'cd "$D" && npm test', 'ls -la'];
const PATTERNS = ['**/package.json', 'package.json', '/package.json', '//w/repo/package.json', '**/Makefile', '**/.env', '.env', '//etc/**', '**', '/sub/**',
  '**/node_modules/**', '~/.npmrc'];
const KINDS = ['Read', 'Edit'];

const rule = fc.tuple(fc.constantFrom(...KINDS), fc.constantFrom(...PATTERNS)).map(([k, p]) => `${k}(${p})`);
const rules = fc.record({
  deny: fc.array(fc.oneof(rule, fc.constantFrom('Shell(rm *)', 'Domain(evil.com)')), { maxLength: 3 }),
  ask: fc.array(rule, { maxLength: 2 }),
  allow: fc.array(fc.oneof(rule, fc.constantFrom('Shell(*)', 'Shell(npm *)', 'Read(**)')), { maxLength: 3 }),
});
const context = fc.constantFrom<DecisionContext>(LINUX, { ...LINUX, cwd: '/w/repo/sub' }, { ...LINUX, cwd: '/' }, { cwd: '/w/repo', platform: 'darwin' },
  { ...LINUX, caseInsensitive: true });

describe('warm policy against cold policy', () => {
  it('decides every line of a sequence as a policy compiled afresh does', () => {
    fc.assert(fc.property(rules, fc.array(fc.tuple(fc.constantFrom(...LINES), context), { minLength: 1, maxLength: 12 }), (r, sequence) => {
      const warm = compiled(r);
      for (const [line, ctx] of sequence) {
        const cold = decide(compiled(r), shell(line), ctx);
        expect({ line, ctx, d: decide(warm, shell(line), ctx) }).toEqual({ line, ctx, d: cold });
      }
    }), { numRuns: 400 });
  });
});
