// The Shell decisions right after a full (mark-compact) collection, for two builds, each in
// processes of its own (A B / B A alternating): V8 frees the hidden classes no live object has,
// and drops the optimized code that checks for them ("weak objects", `node --trace-deopt`), so the
// decisions after a full collection can run at the cost of code being compiled again. A client
// deciding all day meets such collections (the heap's growth, the memory reducer when idle); the
// bench's settle() forces one before its rows. Each process warms the mix (WARM decisions), then
// ROUNDS times: a forced full collection, WINDOW fresh mix lines each timed (p50 and mean of the
// window: the mean shows the recompiling), then WINDOW more (p50: settled again?). Per build: the
// median over processes and rounds. ADR 0003, session 44.
// Run: `node bench/shell-after-gc.mjs A_DIST B_DIST [PAIRS=4]` (it restarts itself with --expose-gc).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commands, makeRules } from './decide.mjs';

const WARM = 60_000;
const ROUNDS = 4;
const WINDOW = 4_096;
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const self = fileURLToPath(import.meta.url);

async function child(dir) {
  const E = await import(pathToFileURL(path.resolve(dir, 'index.js')).href);
  const policy = E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: makeRules(1000) }, { file: 'bench.json', channel: 'file' }) }]);
  const lines = (n, seed) => JSON.parse(JSON.stringify(commands(n, seed)));
  const timed = (inputs) => {
    const times = new Float64Array(inputs.length);
    const start = process.hrtime.bigint();
    for (let i = 0; i < inputs.length; i++) {
      const t = process.hrtime.bigint();
      E.decide(policy, { op: 'shell', command: inputs[i] }, CTX);
      times[i] = Number(process.hrtime.bigint() - t);
    }
    const mean = Number(process.hrtime.bigint() - start) / inputs.length;
    times.sort();
    return { p50: times[times.length >> 1], mean };
  };
  timed(lines(WARM, 1));
  const out = { after: [], afterMean: [], next: [], before: [] };
  for (let r = 0; r < ROUNDS; r++) {
    const [a, b, c] = [lines(WINDOW, 10 + r), lines(WINDOW, 20 + r), lines(WINDOW, 30 + r)];
    out.before.push(timed(c).p50);
    globalThis.gc();
    const first = timed(a);
    out.after.push(first.p50);
    out.afterMean.push(first.mean);
    out.next.push(timed(b).p50);
  }
  process.stdout.write(JSON.stringify(out));
}

if (typeof globalThis.gc !== 'function') {
  const r = spawnSync(process.execPath, ['--expose-gc', self, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
if (process.argv[2] === '--child') await child(process.argv[3]);
else {
  const [aDir, bDir, pairs = '4'] = process.argv.slice(2);
  if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/shell-after-gc.mjs A_DIST B_DIST [PAIRS]');
  const runs = [{}, {}];
  for (let p = 0; p < Number(pairs); p++) {
    for (const k of p % 2 === 0 ? [0, 1] : [1, 0]) {
      const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', self, '--child', [aDir, bDir][k]], { encoding: 'utf8' }));
      for (const [key, xs] of Object.entries(out)) (runs[k][key] ??= []).push(...xs);
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const us = (ns) => (ns / 1000).toFixed(2);
  console.log(`${pairs} processes per build, ${ROUNDS} full collections each after ${WARM} warm mix decisions; windows of ${WINDOW} fresh mix lines, each decision timed (1,000 rules); medians in µs`);
  console.log('build | p50 before | p50 first window after | its mean | p50 second window after');
  for (const [k, label] of [[0, 'A'], [1, 'B']]) {
    const r = runs[k];
    console.log(`${label}     | ${us(median(r.before)).padStart(10)} | ${us(median(r.after)).padStart(22)} | ${us(median(r.afterMean)).padStart(8)} | ${us(median(r.next)).padStart(23)}`);
  }
}
