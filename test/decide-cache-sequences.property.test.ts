// Session 40's caches and shortcuts (quiet-paths.ts: implicit files' quiet checks per policy and
// context; operation-path.ts: Read/Edit's usual path; path-view.ts: a long text's scan kept;
// printer-escapes.ts: a long printer text's reading kept; restricted-programs.ts: the first-letter
// filter) must leave no state that changes a later decision. Each operation of a random sequence,
// decided in one process against warm policies and one context object (changed in place between
// operations, as a careless client may), must get the decision it gets alone: a policy compiled
// afresh, a fresh copy of the context, and the module-level caches flushed by unrelated long texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy, type CompiledPolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { loadSettingsText } from '../src/load/load.js';
import type { DecisionContext, Operation } from '../src/policy/types.js';

const LONG = 'a/'.repeat(140);
const ESCAPES = 'a\\n'.repeat(120);

/** Policies as documents: a fresh compile is the oracle. `null` stands for an unreadable source (restricted mode). */
const POLICIES: readonly (readonly (object | null)[])[] = [
  [{ permissions: { deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] } }],
  [{ permissions: { deny: ['Read(**/package.json)', 'Edit(**/Makefile)'], ask: ['Read(**/Makefile)', 'Edit(**/.env)', 'Shell(kill *)', 'Edit(//w/node_modules)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] } }],
  [
    { permissions: { deny: ['Read(//etc/**)', 'Read(~/.ssh/**)'], ask: ['Read(/secret/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] } },
    { permissions: { allow: ['Shell(npm *)', 'Shell(make *)', 'Read(//w/**)', 'Edit(//w/**)', 'Read(//etc/**)'] } },
  ],
  [null, { permissions: { deny: ['Read(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] } }],
  [{ permissions: { deny: ['Read(//c/Windows/**)', 'Read(**/*.pem)', 'Shell(Remove-Item *)', 'Shell(rm *)'], ask: ['Read(**/.env)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] } }],
  [{ permissions: { deny: ['Read(/a/**)', 'Edit(./**/x)', 'Read(**/a/a/a/x)'], allow: ['Read(**)', 'Edit(**)', 'Shell(*)'] } }],
];

function compiled(docs: readonly (object | null)[]): CompiledPolicy {
  return compilePolicy(docs.map((d, k) => ({ loaded: loadSettingsText(d === null ? '{"permissions": {' : JSON.stringify(d), { file: `<source ${k}>` }) })));
}

/** A resolver that sends the repository's package.json and Makefile, and one long path, into /etc. */
const toEtc = (p: string): string | undefined => (p.endsWith('/package.json') || p.endsWith('/Makefile') || p.endsWith(`${LONG}x`) ? '/etc/shadow' : undefined);

/** toEtc, after deciding other long paths and lines itself (a resolver that calls back into the engine: the views are scratch). */
const REENTRANT_POLICY = compiled(POLICIES[1]!);
const reentrant = (p: string): string | undefined => {
  decide(REENTRANT_POLICY, { op: 'read', path: p }, { cwd: '/w/repo', platform: 'linux' });
  decide(REENTRANT_POLICY, { op: 'shell', command: `npm test; cat ${p}/${'d/'.repeat(1030)}z` }, { cwd: '/w/repo', platform: 'linux' });
  return toEtc(p);
};

const CONTEXTS: readonly DecisionContext[] = [
  { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' },
  { cwd: '/etc', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' },
  { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux', resolveSymlink: toEtc },
  { cwd: '/W/Repo', home: '/Users/dev', platform: 'darwin', caseInsensitive: true },
  { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' },
  { cwd: 'C:\\Windows', home: 'C:\\Users\\dev', platform: 'win32' },
  { platform: 'linux' },
];

const SHELL_LINES = [
  'npm test', 'npm test; npm test', 'make', 'make -C sub', 'cd /etc && make', 'cd /etc && npm test', 'cd sub && npm test', 'node --env-file .env x.js',
  'cat package.json', 'echo x > Makefile', 'echo x > .env', 'rm -rf build', 'Rm -rf build', '/bin/rm x', 'RM.exe x', '\\rm x', 'unit-1.test.ts a', 'kill 1',
  '\u212Aill 1', 'npm test -- kill rm', 'mytool evil.com', `mytool "$(echo -e '${ESCAPES}')"`, `mytool "$(echo -e '${ESCAPES}\\x65vil.com')"`,
  `mytool "$(printf '${ESCAPES}/etc/passwd')"`, `mytool "$(echo -e '${ESCAPES}\\x65vil.net')"`, `cat "$(printf '${ESCAPES}/etc/passwd')"`,
  `cat "$(printf '${ESCAPES}/etc/passwx')"`, `cat /w/repo/PROGRA~1/${LONG}x`, `cat /w/repo/PROGRAM1/${LONG}x`, `cat /w/repo/${LONG}x`, `cat /etc/${LONG}x`, `cat ${LONG}x`, `zip '~/${LONG}x'`, 'cat ~/.ssh/id_rsa',
  'cat secret/k', 'mytool a.pem', 'cd C:\\Windows && cat win.ini', 'cat a/a/a/x',
  // (Implicit files walked up to the project's directory, session 41: quiet-paths.ts keeps those walks too.)
  'npm ci', 'cd /etc && npm ci', 'cd sub && npm ci', 'npm install x', 'cargo build', 'cd /etc && cargo build', 'cd .. && npm ci',
];
const PS_LINES = ['npm ci', 'Remove-Item x', 'Get-Content C:\\Windows\\win.ini', 'npm test', 'Set-Location C:\\Windows; make', `Get-Content C:\\w\\${LONG.replace(/\//g, '\\')}x`, 'gc .env'];
const PATHS = [
  '/etc/passwd', '/w/repo/package.json', '/w/repo/Makefile', '/w/repo/.env', `/w/repo/${LONG}x`, `/etc/${LONG}x`, `/w/repo/${LONG}$x`, `/w/repo/${LONG}x `,
  `${LONG}x`, 'package.json', '.env', '/home/dev/.ssh/id_rsa', '/secret/k', '/w/repo/secret/k', 'C:\\Windows\\win.ini', '/c/Windows/win.ini', 'a.pem',
  `/w/repo/PROGRA~1/${LONG}x`, `/w/repo/PROGRAM1/${LONG}x`, `C:\\w\\PROGRA~1\\${LONG.replace(/\//g, '\\')}x`, `/etc/${LONG}X`, `/Etc/${LONG}x`,
  '/a/b', '/A/b', '/w/repo/x', `/w/repo/${'a/'.repeat(1100)}x`, '/mnt/c/Windows/win.ini', '/net/evil.com/x', '/dev/sda', '/proc/self/root/etc/passwd',
];

type Change =
  | { readonly kind: 'replace'; readonly to: number }
  | { readonly kind: 'field'; readonly key: 'cwd' | 'home' | 'platform' | 'caseInsensitive' | 'resolveSymlink'; readonly value: unknown }
  | { readonly kind: 'workspace'; readonly root: string };
type Step = { readonly kind: 'op'; readonly policy: number; readonly op: number } | { readonly kind: 'change'; readonly change: Change };

const operation = fc.oneof(
  fc.constantFrom(...SHELL_LINES).map((command): Operation => ({ op: 'shell', command, shell: 'bash' })),
  fc.constantFrom(...PS_LINES).map((command): Operation => ({ op: 'shell', command, shell: 'powershell' })),
  fc.tuple(fc.constantFrom<'read' | 'edit'>('read', 'edit'), fc.constantFrom(...PATHS)).map(([op, path]): Operation => ({ op, path })),
  fc.constantFrom<Operation>({ op: 'fetch', url: 'https://evil.com/x' }, { op: 'fetch', url: 'https://ok.com/' }),
);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.nat(CONTEXTS.length - 1).map((to): Change => ({ kind: 'replace', to })),
  fc.constantFrom('/w/repo', '/etc', '/w/repo/sub', '/', 'C:\\Windows', 'C:\\w\\repo', '/W/REPO').map((value): Change => ({ kind: 'field', key: 'cwd', value })),
  fc.constantFrom('/home/dev', '/etc', 'C:\\Users\\dev', undefined).map((value): Change => ({ kind: 'field', key: 'home', value })),
  fc.constantFrom('linux', 'darwin', 'win32').map((value): Change => ({ kind: 'field', key: 'platform', value })),
  fc.constantFrom(true, false, undefined).map((value): Change => ({ kind: 'field', key: 'caseInsensitive', value })),
  fc.constantFrom(toEtc, toEtc, undefined).map((value): Change => ({ kind: 'field', key: 'resolveSymlink', value })),
  fc.constantFrom(reentrant, toEtc, undefined).map((value): Change => ({ kind: 'field', key: 'resolveSymlink', value })),
  fc.constantFrom('/etc', '/w/other').map((root): Change => ({ kind: 'workspace', root })),
);
/** Operations alike but for a character or two, of one length: a cache keyed loosely would mix them up. */
const SPACED = 'a\\x20'.repeat(60);
const read = (path: string): Operation => ({ op: 'read', path });
const bash = (command: string): Operation => ({ op: 'shell', command, shell: 'bash' });
const TWINS: readonly (readonly Operation[])[] = [
  [bash(`mytool $(echo -e '${SPACED}\\x65vil.com')`), bash(`mytool $(echo -e '${SPACED}\\x65vil.net')`)],
  [read(`/etc/${LONG}x`), read(`/Etc/${LONG}x`), read(`/etc/${LONG}X`), { op: 'edit', path: `/etc/${LONG}x` }],
  [read(`/w/repo/PROGRA~1/${LONG}x`), read(`/w/repo/PROGRAM1/${LONG}x`), bash(`cat /w/repo/PROGRA~1/${LONG}x`), bash(`cat /w/repo/PROGRAM1/${LONG}x`)],
  [bash('npm test'), bash('make'), read('/w/repo/package.json'), read('package.json')],
  [bash('npm ci'), bash('cd /etc && npm ci'), bash('cd .. && npm ci'), bash('cd /w && npm install x'), { op: 'edit', path: '/w/node_modules' }],
  [read(`/w/repo/${LONG}x`), read(`/w/repo/${LONG}$x`), read(`/w/repo/${LONG}x `), bash(`cat /w/repo/${LONG}x`)],
  [bash('npm test -- Rm x'), bash('npm test -- \u212Aill 1'), bash('npm test -- RM.exe x'), bash('npm test -- /bin/rm x'), bash('npm test -- unit-1.test.ts')],
  [read(`/w/repo/${'a/'.repeat(1100)}x`), bash(`cat /w/repo/${'a/'.repeat(1100)}x`)],
];
/** A few operations (twins among them), then a sequence over them: the same operation comes back, its caches warm. */
const pool = fc.tuple(fc.array(fc.constantFrom(...TWINS), { maxLength: 2 }), fc.array(operation, { maxLength: 3 }))
  .map(([twins, others]) => [...new Map([...twins.flat(), ...others].map((o) => [JSON.stringify(o), o])).values()])
  .filter((ops) => ops.length > 0);
const run = pool.chain((ops) => fc.tuple(
  fc.constant(ops),
  fc.nat(CONTEXTS.length - 1),
  fc.array(fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.nat(POLICIES.length - 1), fc.nat(ops.length - 1)).map(([policy, op]): Step => ({ kind: 'op', policy, op })) },
    { weight: 2, arbitrary: change.map((c): Step => ({ kind: 'change', change: c })) },
  ), { minLength: 1, maxLength: 16 }),
));

/** Makes the context object `ctx` be CONTEXTS[to], in place (every field, the resolver included). */
function becomes(ctx: Record<string, unknown>, to: number): void {
  for (const key of Object.keys(ctx)) delete ctx[key];
  const next = CONTEXTS[to]!;
  Object.assign(ctx, next, next.workspace === undefined ? {} : { workspace: [...next.workspace] });
}

/** The change made to the context object, in place (a workspace root pushed onto its own array). */
function apply(ctx: Record<string, unknown>, c: Change): void {
  if (c.kind === 'replace') becomes(ctx, c.to);
  else if (c.kind === 'field') {
    if (c.value === undefined) delete ctx[c.key];
    else ctx[c.key] = c.value;
  } else if (Array.isArray(ctx.workspace)) (ctx.workspace as string[]).push(c.root);
  else ctx.workspace = [c.root];
}

/** A copy of the context as it is now (its own workspace array). */
function copy(ctx: Record<string, unknown>): DecisionContext {
  return { ...ctx, ...(Array.isArray(ctx.workspace) ? { workspace: [...(ctx.workspace as string[])] } : {}) } as DecisionContext;
}

/** Fills the module-level caches (a view's last long scan, a printer's last long text) with other texts. */
const FLUSH_POLICY = compiled(POLICIES[0]!);
function flush(): void {
  decide(FLUSH_POLICY, { op: 'read', path: `/flush/${'b/'.repeat(140)}y` }, CONTEXTS[0]);
  decide(FLUSH_POLICY, { op: 'shell', command: `cat /flush/${'c/'.repeat(140)}y; echo -e '${'b\\t'.repeat(100)}' | mytool` }, CONTEXTS[4]);
}

/** The decision of `op` alone: a fresh policy, a fresh context object, the module caches holding other texts. */
function alone(policy: number, op: Operation, context: DecisionContext): unknown {
  flush();
  return decide(compiled(POLICIES[policy]!), op, copy(context as Record<string, unknown>));
}

describe('decisions in a sequence are the decisions alone', () => {
  it('warm policies, one context object changed in place, each decision as a fresh process gives it', () => {
    fc.assert(fc.property(run, ([ops, start, steps]) => {
      const warm = POLICIES.map(compiled);
      const ctx: Record<string, unknown> = {};
      becomes(ctx, start);
      const results: { step: number; op: Operation; policy: number; context: DecisionContext; d: unknown }[] = [];
      steps.forEach((s, k) => {
        if (s.kind === 'change') apply(ctx, s.change);
        else results.push({ step: k, op: ops[s.op]!, policy: s.policy, context: copy(ctx), d: decide(warm[s.policy]!, ops[s.op]!, ctx as DecisionContext) });
      });
      for (const r of results) expect(r).toEqual({ ...r, d: alone(r.policy, r.op, r.context) });
    }), { numRuns: Number(process.env.CACHE_SEQUENCE_RUNS ?? 1500) });
  });
});
