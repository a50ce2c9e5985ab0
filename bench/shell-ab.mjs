// The bench's Shell lines (bench/decide.mjs: the mix and each line kind alone) for two builds in
// one process, A and B alternating chunk by chunk on the same fresh strings, at 1,000 rules: a
// change measured against its starting build on this shared host, where figures from separate runs
// drift by up to 2x. Compares the two builds' decisions (decision and reasons) on every line
// first. Session 41.
// Run: `node --expose-gc bench/shell-ab.mjs A_DIST B_DIST [ROUNDS=15] [LINES=2000]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMAND_LINES, commands, makeRules } from './decide.mjs';

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/shell-ab.mjs A_DIST B_DIST [ROUNDS] [LINES]');
const rounds = Number(process.argv[4] ?? 15);
const count = Number(process.argv[5] ?? 2000);
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const policies = builds.map((E) => E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: makeRules(1000) }, { file: 'bench.json', channel: 'file' }) }]));
const kinds = [['mix', undefined], ...COMMAND_LINES.map(([name]) => [name, name])];
const inputsOf = (only, seed) => JSON.parse(JSON.stringify(commands(count, seed, only)));

let differ = 0;
for (const [kind, only] of kinds) {
  for (const c of inputsOf(only, 5)) {
    const [a, b] = [0, 1].map((k) => JSON.stringify((({ decision, reasons }) => [decision, reasons])(builds[k].decide(policies[k], { op: 'shell', command: c }, CTX))));
    if (a !== b && differ++ < 5) console.log(`decisions differ (${kind}): ${c}\n  A ${a.slice(0, 300)}\n  B ${b.slice(0, 300)}`);
  }
}
console.log(`decisions differ on ${differ} of ${kinds.length * count} lines`);

const quantile = (xs, q) => xs[Math.floor(q * xs.length)];
// Per round and kind, each build decides CHUNK fresh lines at a time, alternating A B / B A by
// chunk, each decision timed on its own: on this shared host a chunk's wall time is mostly other
// processes' (a 2000-line run at load 10 has decisions descheduled for milliseconds), and
// process.cpuUsage counts V8's helper threads; a decision's median is neither. Per build and
// kind, the 25th and 50th percentiles over every decision of every round.
const CHUNK = 100;
const stats = new Map(kinds.map(([kind]) => [kind, [[], []]]));
for (let r = 0; r < rounds; r++) {
  for (const [kind, only] of kinds) {
    const inputs = [0, 1].map(() => inputsOf(only, 100 + r));
    if (typeof globalThis.gc === 'function') globalThis.gc();
    for (let from = 0, n = 0; from < count; from += CHUNK, n++) {
      for (const k of (n + r) % 2 === 0 ? [0, 1] : [1, 0]) {
        const E = builds[k]; const policy = policies[k]; const xs = inputs[k]; const times = stats.get(kind)[k];
        for (let i = from; i < from + CHUNK && i < count; i++) {
          const t = process.hrtime.bigint();
          E.decide(policy, { op: 'shell', command: xs[i] }, CTX);
          times.push(Number(process.hrtime.bigint() - t));
        }
      }
    }
  }
}
const us = (ns) => (ns / 1000).toFixed(2);
console.log(`${rounds} rounds of ${count} fresh lines per kind and build, 1,000 rules, chunks of ${CHUNK} alternating A/B; each decision timed, µs`);
console.log('kind    | p25 A / B  ratio     | p50 A / B  ratio');
for (const [kind] of kinds) {
  const [a, b] = stats.get(kind).map((xs) => Float64Array.from(xs).sort());
  const [qa, qb, ma, mb] = [quantile(a, 0.25), quantile(b, 0.25), quantile(a, 0.5), quantile(b, 0.5)];
  console.log(`${kind.padEnd(7)} | ${us(qa)} / ${us(qb)}  ${(qb / qa).toFixed(3)} | ${us(ma)} / ${us(mb)}  ${(mb / ma).toFixed(3)}`);
}
