// Read/Edit path decisions: normalizePath + matchPath per decision, with 10 / 1,000 / 10,000 rules,
// side by side with a naive loop (one picomatch matcher per rule; one minimatch matcher per rule;
// our own compiled matchers without the index). Run after `npx tsc -p tsconfig.build.json`:
//
//   node bench/paths.mjs            prints the table
//   node bench/paths.mjs --quick    the same without the (slow) naive loops
//   import { benchPaths } from './bench/paths.mjs'; benchPaths({ rules: 1000 })
//
// Method: every decision gets a FRESH path string (a pre-generated array of distinct paths, passed
// through JSON like a hook's input: flat, with no hash or normalization result cached); the
// match-only columns get freshly normalized paths (fresh segment strings) for each column. Per-call timers cost about as much as
// the call itself, so calls are timed in batches of 32 and the batch time divided by 32: p50/p99
// are over batches. Machines are shared and noisy: compare within one run.
//
// A decision (the budget: <= 0.5 µs p50, flat across rule counts) = what the engine does: one scan
// of the path into a view (scanOperationPath: a clean path in one pass, else normalizePath) + one
// restrict-mode matchView (deny and ask share one index) + one allow-mode matchView.
import { minimatch, Minimatch } from 'minimatch';
import picomatch from 'picomatch';
import { fileURLToPath } from 'node:url';
import { parseRule } from '../dist/rules/grammar.js';
import { normalizePath, resolvePathContext } from '../dist/paths/normalize.js';
import { buildPathIndex, matchPath, matchPathNaive, matchView } from '../dist/paths/path-index.js';
import { PathView, scanOperationPath } from '../dist/paths/path-view.js';
import { compileGlob } from '../dist/paths/glob.js';

const HOME = '/home/alice';
const WS = '/home/alice/projects/acme-web';
const CTX = { cwd: WS, home: HOME, workspace: [WS], platform: 'linux' };
const BATCH = 32;

const REALISTIC = [
  '//etc/**', '~/.ssh/**', '**/.env', '*.pem', '/src/**', 'secrets/', '**/node_modules/**', '~/.aws/', '//var/log/**',
  '**/.git/hooks/**', '*.key', '~/.config/gh/**', '/dist/**', '.env.*', '//usr/local/etc/**',
];

function name(i) {
  // Deterministic pseudo-random names.
  let x = (i * 2654435761) >>> 0;
  const chars = 'abcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let k = 0; k < 6; k++) {
    s += chars[x % 26];
    x = Math.floor(x / 26) + k * 7919;
  }
  return `${s}${i}`;
}

/** Rule specifiers (the text between the parentheses). */
export function ruleSet(n) {
  const out = REALISTIC.slice(0, Math.min(n, REALISTIC.length));
  for (let i = 0; out.length < n; i++) {
    const nm = name(i);
    out.push([
      `//srv/${nm}/**`, `~/.config/${nm}/**`, `**/${nm}/**`, `*.${nm}`, `/${nm}/**/*.ts`, `${nm}/`,
      `//home/alice/projects/${nm}/**`, `**/${nm}.key`, `/packages/${nm}/src/**`, `~/${nm}`,
    ][i % 10]);
  }
  return out;
}

/** Distinct, realistic operation paths (a few hit a rule). */
export function pathSet(n) {
  const dirs = ['src/components/Button', 'src/lib/util', 'test/unit', 'packages/core/src', 'node_modules/react/cjs', 'docs/guide'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const d = dirs[i % dirs.length];
    switch (i % 8) {
      case 0: out.push(`${WS}/${d}/file${i}.tsx`); break;
      case 1: out.push(`${WS}/${d}/index${i}.ts`); break;
      case 2: out.push(`${HOME}/.cache/tool/entry${i}.json`); break;
      case 3: out.push(`src/components/Item${i}/index.tsx`); break; // relative to cwd
      case 4: out.push(`/usr/share/doc/pkg${i}/README`); break;
      case 5: out.push(`${WS}/config/app${i}.yaml`); break;
      case 6: out.push(`${WS}/${d}/../../README${i}.md`); break; // needs `..` resolution
      default: out.push(`${HOME}/notes/n${i}.txt`); break;
    }
  }
  return out;
}

/** The same rule as an absolute picomatch/minimatch glob (deny semantics: the path or below). */
function toGlob(spec) {
  let g;
  if (spec.startsWith('//')) g = spec.slice(1);
  else if (spec.startsWith('~/')) g = `${HOME}/${spec.slice(2)}`;
  else if (spec.startsWith('/')) g = `${WS}${spec}`;
  else g = `/**/${spec}`;
  if (g.endsWith('/')) g = g.slice(0, -1);
  return `${g}{,/**}`;
}

function percentiles(samples) {
  const s = Float64Array.from(samples).sort();
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/** ns per call, over batches; `fn(i)` is called with a running index. */
function measure(fn, calls) {
  const batches = Math.max(1, Math.floor(calls / BATCH));
  let i = 0;
  for (let w = 0; w < Math.min(batches, 200) * BATCH; w++) fn(i++); // warm-up
  const samples = [];
  for (let b = 0; b < batches; b++) {
    const t = process.hrtime.bigint();
    for (let k = 0; k < BATCH; k++) fn(i++);
    samples.push(Number(process.hrtime.bigint() - t) / BATCH);
  }
  return percentiles(samples);
}

/** Distinct, clean absolute POSIX paths (the normalizer's fast path). */
export function absolutePathSet(n) {
  const dirs = ['src/components/Button', 'src/lib/util', 'test/unit', 'packages/core/src', 'node_modules/react/cjs', 'docs/guide'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const d = dirs[i % dirs.length];
    out.push(i % 3 === 2 ? `${HOME}/.cache/tool/entry${i}.json` : `${WS}/${d}/file${i}.${i % 2 ? 'ts' : 'tsx'}`);
  }
  return out;
}

function ms(t0, t1) {
  return Number(t1 - t0) / 1e6;
}

export function benchPaths({ rules = 1000, calls = 200_000, naiveCalls, naive = true } = {}) {
  const specs = ruleSet(rules);
  const ctx = resolvePathContext(CTX);
  const t0 = process.hrtime.bigint();
  const refs = specs.map((s, id) => {
    const r = parseRule(`Read(${s})`);
    if (!r.ok) throw new Error(`${s}: ${r.error.message}`);
    return { id, pattern: r.rule.pattern };
  });
  const t1 = process.hrtime.bigint();
  const index = buildPathIndex(refs, 'restrict');
  const t2 = process.hrtime.bigint();
  const allowIndex = buildPathIndex(refs, 'allow');
  const t3 = process.hrtime.bigint();
  // Rebuilds (warm code): median of 5.
  const rebuild = (mode) => {
    const xs = [];
    for (let k = 0; k < 5; k++) {
      const a = process.hrtime.bigint();
      buildPathIndex(refs, mode);
      xs.push(ms(a, process.hrtime.bigint()));
    }
    return xs.sort((x, y) => x - y)[2];
  };
  const build = { parse: ms(t0, t1), restrictCold: ms(t1, t2), allowCold: ms(t2, t3), restrictWarm: rebuild('restrict'), allowWarm: rebuild('allow') };

  const total = calls + 400 * BATCH;
  // Through JSON, as a hook's input arrives: flat strings (a template literal makes a rope, which
  // the first charCodeAt would flatten, a cost real inputs do not have), never hashed.
  const paths = JSON.parse(JSON.stringify(pathSet(total)));
  const N = paths.length;
  const absolute = JSON.parse(JSON.stringify(absolutePathSet(total)));
  let sink = 0;
  const normMixed = measure((i) => {
    sink += normalizePath(paths[i % N], ctx).ok ? 1 : 0;
  }, calls);
  const normAbsolute = measure((i) => {
    sink += normalizePath(absolute[i % N], ctx).ok ? 1 : 0;
  }, calls);
  // Match only: each column gets its own freshly scanned views (one per path, out of cache).
  const scanned = () => paths.map((p) => {
    const v = new PathView();
    return scanOperationPath(v, p, ctx) === undefined ? v : undefined;
  }).filter((v) => v !== undefined);
  let pre = scanned();
  const restrictOnly = measure((i) => {
    sink += matchView(index, pre[i % pre.length], ctx).ids.length;
  }, calls);
  pre = scanned();
  const allowOnly = measure((i) => {
    sink += matchView(allowIndex, pre[i % pre.length], ctx).ids.length;
  }, calls);
  pre = undefined;
  const view = new PathView();
  const decision = measure((i) => {
    if (scanOperationPath(view, paths[i % N], ctx) !== undefined) return;
    sink += matchView(index, view, ctx).ids.length;
    sink += matchView(allowIndex, view, ctx).ids.length;
  }, calls);

  const row = { rules, build, normMixed, normAbsolute, restrictOnly, allowOnly, decision };

  // Agreement check on a sample (the naive loop over picomatch is the independent oracle).
  const pms = specs.map((s) => picomatch(toGlob(s), { dot: true }));
  for (let i = 0; i < 256; i++) {
    const n = normalizePath(paths[i], ctx);
    if (!n.ok) continue;
    const a = matchPath(index, n.path, ctx).ids.join();
    const b = pms.flatMap((m, k) => (m(n.path.text) ? [k] : [])).join();
    if (a !== b) throw new Error(`index and picomatch disagree on ${n.path.text}: [${a}] vs [${b}]`);
    const c = matchPath(allowIndex, n.path, ctx).ids.join();
    const d = matchPathNaive(allowIndex, n.path, ctx).ids.join();
    if (c !== d) throw new Error(`allow index and naive loop disagree on ${n.path.text}: [${c}] vs [${d}]`);
  }
  if (!naive) return { ...row, sink };

  // Naive loops: fewer calls (they are 3-4 orders of magnitude slower at 10,000 rules).
  const slow = naiveCalls ?? Math.max(BATCH * 4, Math.min(calls, Math.floor(2e7 / rules)));
  const ours = measure((i) => {
    const n = normalizePath(paths[i % N], ctx);
    if (n.ok) sink += matchPathNaive(index, n.path, ctx).ids.length;
  }, slow);
  const pm = measure((i) => {
    const n = normalizePath(paths[i % N], ctx);
    if (!n.ok) return;
    for (let k = 0; k < pms.length; k++) if (pms[k](n.path.text)) sink++;
  }, slow);
  const mms = specs.map((s) => new Minimatch(toGlob(s), { dot: true }));
  const mm = measure((i) => {
    const n = normalizePath(paths[i % N], ctx);
    if (!n.ok) return;
    for (let k = 0; k < mms.length; k++) if (mms[k].match(n.path.text)) sink++;
  }, slow);
  return { ...row, naiveOurs: ours, naivePicomatch: pm, naiveMinimatch: mm, sink };
}

/** picomatch / minimatch / ours on the repeated-star pattern (single call each, cold). */
export function benchAdversarial({ picomatchLengths = [30], minimatchLengths = [30] } = {}) {
  const pattern = 'a*a*a*a*a*a*a*a*a*a*b';
  const rows = [];
  const time = (fn) => {
    const t = process.hrtime.bigint();
    const r = fn();
    return { ms: Number(process.hrtime.bigint() - t) / 1e6, r };
  };
  for (const n of picomatchLengths) {
    const s = 'a'.repeat(n);
    rows.push({ lib: 'picomatch 4', n, ...time(() => picomatch(pattern, { dot: true })(s)) });
  }
  // minimatch 10.2 is exponential on this pattern too (30 chars: ~0.2 s; 60 chars did not finish
  // within 10 minutes), so only the short input is run here.
  for (const n of minimatchLengths) {
    const s = 'a'.repeat(n);
    rows.push({ lib: 'minimatch 10', n, ...time(() => minimatch(s, pattern, { dot: true })) });
  }
  const r = parseRule(`Read(${pattern})`);
  const m = compileGlob(r.rule.pattern.segments);
  for (const n of [30, 60, 10_000]) {
    const s = 'a'.repeat(n);
    rows.push({ lib: 'ours', n, ...time(() => m.match([s], 0, false)) });
  }
  return rows;
}

function fmt(ns) {
  return ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const quick = process.argv.includes('--quick');
  // Warm-up (discarded): otherwise the first row also pays for compiling the hot code and for
  // the young generation growing to its working size.
  benchPaths({ rules: 10, naive: false });
  const rows = [];
  for (const n of [10, 1000, 10_000]) rows.push(benchPaths({ rules: n, naive: !quick }));
  const pp = (x) => `${fmt(x.p50)} / ${fmt(x.p99)}`;
  console.log('Read/Edit path decision, ns per call, p50 / p99 (fresh path strings; batches of 32)');
  console.log('budget: decision (normalize + restrict match + allow match) <= 0.5 µs p50, flat across rule counts\n');
  const head = ['rules', 'normalize (mixed)', 'normalize (clean absolute)', 'restrict match', 'allow match', 'decision'];
  if (!quick) head.push('naive ours (norm+match)', 'naive picomatch', 'naive minimatch');
  console.log(head.join(' | '));
  for (const r of rows) {
    const cols = [r.rules, pp(r.normMixed), pp(r.normAbsolute), pp(r.restrictOnly), pp(r.allowOnly), pp(r.decision)];
    if (!quick) cols.push(pp(r.naiveOurs), pp(r.naivePicomatch), pp(r.naiveMinimatch));
    console.log(cols.join(' | '));
  }
  const f = (x) => `${x.toFixed(1)} ms`;
  console.log('\nbuild (first build / median of 5 rebuilds):');
  for (const r of rows) {
    const b = r.build;
    console.log(`  ${String(r.rules).padStart(6)} rules: parse ${f(b.parse)}; buildPathIndex restrict ${f(b.restrictCold)} / ${f(b.restrictWarm)}, allow ${f(b.allowCold)} / ${f(b.allowWarm)}`);
  }
  if (!quick) {
    console.log('\nadversarial a*a*a*a*a*a*a*a*a*a*b (single cold call):');
    for (const a of benchAdversarial()) console.log(`  ${a.lib.padEnd(13)} ${String(a.n).padStart(6)} chars: ${a.ms.toFixed(3)} ms (${a.r})`);
  }
}
