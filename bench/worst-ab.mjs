// The worst-case bench's 535 inputs (decide.mjs worstCaseInputs) as Shell, PowerShell, Read, Edit
// and fetch requests, plus session 38's adversarial function and lister lines, for two builds in
// one process: A and B alternate call by call (after three warm passes of both), each input's
// median of RUNS calls per build. Also compares the two builds' decisions (decision and reasons)
// on every request. Session 41.
// Run: `node bench/worst-ab.mjs A_DIST B_DIST [RUNS=7] [TOP=20]` (TOP slowest per kind; AB_KINDS=shell,functions for some kinds).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRules, worstCaseInputs } from './decide.mjs';
import { ETC, FUNCTION_LINES } from './function-lines.mjs';

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/worst-ab.mjs A_DIST B_DIST [RUNS] [TOP]');
const runs = Number(process.argv[4] ?? 7);
const top = Number(process.argv[5] ?? 20);
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });

const policiesOf = (E) => ({
  rules: E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: makeRules(1000) }, { file: 'rules.json', channel: 'file' }) }]),
  etc: E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: ETC }, { file: 'etc.json', channel: 'file' }) }]),
});
const policies = builds.map(policiesOf);
const items = [];
for (const text of worstCaseInputs()) {
  items.push({ kind: 'shell', policy: 'rules', text, op: (t) => ({ op: 'shell', command: t }) });
  items.push({ kind: 'powershell', policy: 'rules', text, op: (t) => ({ op: 'shell', command: t, shell: 'powershell' }) });
  items.push({ kind: 'read', policy: 'rules', text, op: (t) => ({ op: 'read', path: t }) });
  items.push({ kind: 'edit', policy: 'rules', text, op: (t) => ({ op: 'edit', path: t }) });
  items.push({ kind: 'fetch', policy: 'rules', text, op: (t) => ({ op: 'fetch', url: t }) });
}
for (const text of FUNCTION_LINES) items.push({ kind: 'functions', policy: 'etc', text, op: (t) => ({ op: 'shell', command: t }) });
// (AB_KINDS=functions,shell: only those kinds.)
if (process.env.AB_KINDS) {
  const kinds = new Set(process.env.AB_KINDS.split(','));
  for (let i = items.length - 1; i >= 0; i--) if (!kinds.has(items[i].kind)) items.splice(i, 1);
}
const decideWith = (b, it, text) => builds[b].decide(policies[b][it.policy], it.op(text), CTX);

let differ = 0;
for (let pass = 0; pass < 3; pass++) {
  for (const it of items) {
    const [a, b] = [0, 1].map((k) => {
      const d = decideWith(k, it, it.text);
      return JSON.stringify([d.decision, d.reasons]);
    });
    if (pass === 0 && a !== b && differ++ < 10) console.log(`decisions differ: ${it.kind} ${JSON.stringify(it.text.slice(0, 60))}\n  A ${a.slice(0, 300)}\n  B ${b.slice(0, 300)}`);
  }
}
for (const it of items) {
  const times = [[], []];
  const fresh = JSON.parse(JSON.stringify(it.text));
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const t = performance.now();
      decideWith(k, it, fresh);
      times[k].push(performance.now() - t);
    }
  }
  // (AB_STAT=min: each input's fastest call, the figure least moved by preemption on a loaded host.)
  it.ms = times.map((xs) => xs.sort((x, y) => x - y)[process.env.AB_STAT === 'min' ? 0 : Math.floor(xs.length / 2)]);
}
console.log(`${items.length} requests, ${process.env.AB_STAT === 'min' ? 'fastest' : 'median'} of ${runs} per build, A and B alternating; decisions differ on ${differ}`);
for (const kind of ['shell', 'powershell', 'read', 'edit', 'fetch', 'functions']) {
  const of = items.filter((it) => it.kind === kind);
  if (of.length === 0) continue;
  const sum = (k) => of.reduce((s, it) => s + it.ms[k], 0);
  const worst = (k) => Math.max(...of.map((it) => it.ms[k]));
  console.log(`${kind}: worst A ${worst(0).toFixed(2)} B ${worst(1).toFixed(2)} ms; total A ${sum(0).toFixed(1)} B ${sum(1).toFixed(1)} ms; over 0.7 ms A ${of.filter((it) => it.ms[0] > 0.7).length} B ${of.filter((it) => it.ms[1] > 0.7).length}`);
  for (const it of of.sort((x, y) => Math.max(...y.ms) - Math.max(...x.ms)).slice(0, top)) {
    console.log(`${it.ms[0].toFixed(3).padStart(8)} ${it.ms[1].toFixed(3).padStart(8)}  ${JSON.stringify(it.text.slice(0, 70))} (${it.text.length})`);
  }
}
