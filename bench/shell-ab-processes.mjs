// The bench's Shell lines (bench/decide.mjs: the mix and each line kind alone) for two builds, each
// in processes of its own, A and B alternating process by process (A B, then B A): the other
// half of bench/shell-ab.mjs, which loads both builds into one process, where the build loaded
// first ran up to 1.4-2.4x faster (ADR 0003, session 42) and a two-build process shares one JIT's
// feedback and inlining budgets between them. Each process decides every kind for ROUNDS rounds of
// LINES fresh lines (1,000 rules), each decision timed on its own, and reports per kind the median
// over its rounds after WARM rounds (the JIT converges late on a loaded host: the mix alone took
// ~20 rounds of 1,500 lines to settle at load 10-16, session 43). Per build and kind: the median
// and the best of the processes' p50s. Session 43.
// Run: `node bench/shell-ab-processes.mjs A_DIST B_DIST [PAIRS=6] [KINDS=mix,git,npm,ls,rm,docker]`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commands, makeRules } from './decide.mjs';

const ROUNDS = 10;
const WARM = 4;
const LINES = 1_500;
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });

async function child(dir, kinds) {
  const E = await import(pathToFileURL(path.resolve(dir, 'index.js')).href);
  const policy = E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: makeRules(1000) }, { file: 'bench.json', channel: 'file' }) }]);
  const p50s = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of kinds) {
      const inputs = JSON.parse(JSON.stringify(commands(LINES, 100 + r, kind === 'mix' ? undefined : kind)));
      const times = new Float64Array(inputs.length);
      for (let i = 0; i < inputs.length; i++) {
        const t = process.hrtime.bigint();
        E.decide(policy, { op: 'shell', command: inputs[i] }, CTX);
        times[i] = Number(process.hrtime.bigint() - t);
      }
      if (r < WARM) continue;
      times.sort();
      (p50s[kind] ??= []).push(times[times.length >> 1]);
    }
  }
  const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
  process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(p50s).map(([k, xs]) => [k, median(xs)]))));
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4].split(','));
else {
  const [aDir, bDir, pairs = '6', kinds = 'mix,git,npm,ls,rm,docker'] = process.argv.slice(2);
  if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/shell-ab-processes.mjs A_DIST B_DIST [PAIRS] [KINDS]');
  const self = fileURLToPath(import.meta.url);
  const runs = [{}, {}];
  for (let p = 0; p < Number(pairs); p++) {
    for (const k of p % 2 === 0 ? [0, 1] : [1, 0]) {
      const out = JSON.parse(execFileSync(process.execPath, [self, '--child', [aDir, bDir][k], kinds], { encoding: 'utf8' }));
      for (const [kind, p50] of Object.entries(out)) (runs[k][kind] ??= []).push(p50);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const us = (ns) => (ns / 1000).toFixed(2);
  console.log(`${pairs} processes per build (A B / B A alternating), ${ROUNDS - WARM} rounds of ${LINES} fresh lines per kind after ${WARM}, 1,000 rules; each decision timed, p50 in µs`);
  console.log('kind    | median A / B  ratio | best A / B  ratio');
  for (const kind of Object.keys(runs[0])) {
    const [a, b] = runs.map((r) => r[kind]);
    const [ma, mb, ba, bb] = [median(a), median(b), Math.min(...a), Math.min(...b)];
    console.log(`${kind.padEnd(7)} | ${us(ma)} / ${us(mb)}  ${(mb / ma).toFixed(3)} | ${us(ba)} / ${us(bb)}  ${(bb / ba).toFixed(3)}`);
  }
}
