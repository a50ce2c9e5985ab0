// Read/Edit decisions of two builds A/B interleaved in ONE process (ADR 0004, eleventh pass):
//   node --expose-gc bench/path-ab.mjs OLD/dist/index.js NEW/dist/index.js [rounds] [counts]
// (AB_RULES=shaped measures the every-path-rule-shape rule set, bench/decide.mjs makeShapedRules.)
// With AB_PROCESSES=K, runs K such processes instead, alternately NEW second and NEW first (two
// copies of one build read 0.90-1.08 in one process on this host: the process's heap and JIT
// state, not the code), and prints per row the median and every value of NEW/OLD (one
// process beside a burst of other work reads 0.6 or 1.7).
// Per rule count, each build decides the bench's 8,192 fresh JSON-decoded paths (bench/decide.mjs
// paths, CTX, makeRules) in batches of 16; a round is one pass of each build (A then B on even
// rounds, B then A on odd ones, so neither always runs second). Prints per build the median and
// best of the rounds' p50 (ns per decision) and the ratio B/A of the medians.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { makeRules, makeShapedRules, paths } from './decide.mjs';

const [aPath, bPath] = [process.argv[2], process.argv[3]];
const ROUNDS = Number(process.argv[4] ?? 12);
const COUNTS = (process.argv[5] ?? '10,1000,10000').split(',').map(Number);
if (process.env.AB_PROCESSES !== undefined) {
  const { spawnSync } = await import('node:child_process');
  const ratios = new Map();
  for (let k = 0; k < Number(process.env.AB_PROCESSES); k++) {
    const swap = k % 2 === 1;
    const args = ['--expose-gc', process.argv[1], swap ? bPath : aPath, swap ? aPath : bPath, String(ROUNDS), COUNTS.join(',')];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, AB_PROCESSES: undefined } });
    if (r.status !== 0) throw new Error(r.stderr);
    for (const line of r.stdout.trim().split('\n')) {
      const m = /^(\w+)\s+(\d+) rules: .* B\/A ([\d.]+)$/.exec(line);
      const key = `${m[1].padEnd(5)} ${m[2].padStart(6)}`;
      if (!ratios.has(key)) ratios.set(key, []);
      ratios.get(key).push(swap ? 1 / Number(m[3]) : Number(m[3]));
    }
  }
  for (const [key, rs] of ratios) {
    const sorted = [...rs].sort((a, b) => a - b);
    const med = sorted.length % 2 === 1 ? sorted[sorted.length >> 1] : Math.sqrt(sorted[sorted.length / 2 - 1] * sorted[sorted.length / 2]);
    console.log(`${key} rules: NEW/OLD median ${med.toFixed(3)} over ${rs.length} processes (${sorted.map((x) => x.toFixed(2)).join(' ')})`);
  }
  process.exit(0);
}
const KINDS = (process.env.AB_KINDS ?? 'read,edit').split(',');
// AB_RULES=shaped: the bench's "every path rule shape" rule set (makeShapedRules) instead of makeRules.
const BASE_RULES = process.env.AB_RULES === 'shaped' ? makeShapedRules : makeRules;
// AB_EXTRA='Read(*secret*);Read(*token*)': rules added to deny, ask and allow (e.g. more infix keys).
const EXTRA = (process.env.AB_EXTRA ?? '').split(';').filter((r) => r !== '');
const RULES = (n) => { const r = BASE_RULES(n); return { deny: [...r.deny, ...EXTRA], ask: [...r.ask, ...EXTRA], allow: [...r.allow, ...EXTRA] }; };
const A = await import(pathToFileURL(resolve(aPath)).href);
const B = await import(pathToFileURL(resolve(bPath)).href);
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const BATCH = 16;

// (The bench's Read/Edit paths: bench/decide.mjs.)
const inputs = JSON.parse(JSON.stringify(paths(8192, 7)));

function p50(fn) {
  const samples = new Float64Array(inputs.length / BATCH);
  let sink = 0;
  for (let i = 0, s = 0; i + BATCH <= inputs.length; i += BATCH, s++) {
    const t = process.hrtime.bigint();
    for (let j = i; j < i + BATCH; j++) sink ^= fn(inputs[j]) ? 1 : 0;
    samples[s] = Number(process.hrtime.bigint() - t) / BATCH;
  }
  if (sink === 2) console.log('');
  samples.sort();
  return samples[samples.length >> 1];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const n of COUNTS) {
  const doc = JSON.stringify({ permissions: RULES(n) });
  const builds = [A, B].map((m) => {
    const policy = m.compilePolicy([{ loaded: m.loadSettingsText(doc) }]);
    const fns = Object.fromEntries(KINDS.map((op) => [op, (p) => m.decide(policy, { op, path: p }, CTX).decision === 'allow']));
    // Warm-up: every path of every kind, twice.
    for (let w = 0; w < 2; w++) for (const op of KINDS) for (const p of inputs) fns[op](p);
    return fns;
  });
  globalThis.gc?.();
  const res = { A: {}, B: {} };
  for (const op of KINDS) { res.A[op] = []; res.B[op] = []; }
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const op of KINDS) for (const w of order) res[w][op].push(p50(builds[w === 'A' ? 0 : 1][op]));
  }
  for (const op of KINDS) {
    const a = median(res.A[op]); const b = median(res.B[op]);
    console.log(`${op.padEnd(5)} ${String(n).padStart(6)} rules: A ${a.toFixed(0)} ns (best ${Math.min(...res.A[op]).toFixed(0)}), B ${b.toFixed(0)} ns (best ${Math.min(...res.B[op]).toFixed(0)}), B/A ${(b / a).toFixed(3)}`);
  }
}
