// The long-input scan (scan-inputs.mjs) for two builds in one process, A and B alternating call
// by call on each line (each line's fastest of RUNS calls per build, after a warm pass of both
// over every line): a change measured against its starting build on this shared host, where
// figures from separate runs drift by up to 2x. Also compares the two builds' decisions (decision
// and reasons) on every line. Session 40.
// Run: `node bench/scan-ab.mjs A_DIST B_DIST [RUNS=5] [TOP=30]` (a build's dist directory, e.g. a
// worktree of the starting commit built with `npx tsc -p tsconfig.build.json`; SCAN_DIALECTS=bash,powershell for some dialects).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIALECTS, scanLines, scanPolicies } from './scan-inputs.mjs';

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/scan-ab.mjs A_DIST B_DIST [RUNS] [TOP]');
const runs = Number(process.argv[4] ?? 5);
const top = Number(process.argv[5] ?? 30);
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const policies = builds.map((E) => new Map(scanPolicies().map(([label, permissions]) => [label, E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: `${label}.json`, channel: 'file' }) }])])));
const dialects = new Map(DIALECTS.map(([label, shell, ctx]) => [label, { shell, ctx }]));
const items = [];
// (SCAN_DIALECTS=bash: only those dialects' lines.)
const only = process.env.SCAN_DIALECTS?.split(',');
for (const [label] of scanPolicies()) for (const [dialect, prog, unit, quote, line] of scanLines()) if (only === undefined || only.includes(dialect)) items.push({ what: `${label} ${dialect} ${prog} ${quote}${JSON.stringify(unit)}${quote}`, label, dialect, line });
const decideWith = (b, it, text) => builds[b].decide(policies[b].get(it.label), { op: 'shell', command: text, shell: dialects.get(it.dialect).shell }, dialects.get(it.dialect).ctx);

// The warm pass, which also compares the decisions.
let differ = 0;
for (const it of items) {
  const [a, b] = [0, 1].map((k) => {
    const d = decideWith(k, it, it.line);
    return JSON.stringify([d.decision, d.reasons]);
  });
  if (a !== b && differ++ < 10) console.log(`decisions differ: ${it.what}\n  A ${a.slice(0, 200)}\n  B ${b.slice(0, 200)}`);
}
for (const it of items) {
  it.ms = [Infinity, Infinity];
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const fresh = JSON.parse(JSON.stringify(it.line));
      const t = performance.now();
      decideWith(k, it, fresh);
      it.ms[k] = Math.min(it.ms[k], performance.now() - t);
    }
  }
}
const summary = (k) => {
  const v = items.map((it) => it.ms[k]);
  return `worst ${Math.max(...v).toFixed(2)} ms, over 1 ms: ${v.filter((x) => x > 1).length}, over 0.8 ms: ${v.filter((x) => x > 0.8).length}, over 0.6 ms: ${v.filter((x) => x > 0.6).length}`;
};
console.log(`${items.length} lines, fastest of ${runs} per build, A and B alternating; decisions differ on ${differ}`);
console.log(`A ${aDir}: ${summary(0)}`);
console.log(`B ${bDir}: ${summary(1)}`);
console.log('slowest lines (A ms, B ms):');
for (const it of items.sort((x, y) => Math.max(...y.ms) - Math.max(...x.ms)).slice(0, top)) console.log(`${it.ms[0].toFixed(2).padStart(7)} ${it.ms[1].toFixed(2).padStart(7)}  ${it.what}`);
