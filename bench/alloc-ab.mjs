// Bytes allocated per decision (issue 3's 1 ms bound, session 43): how often a call meets a
// scavenge (10-70 ms on this host) is set by what every decision allocates. For two builds in one
// process, per line class: the everyday fixture (fixtures/everyday-lines.txt), the bench's Shell
// mix (decide.mjs commands, 1,000 rules) and the long-input scan (scan-inputs.mjs), each line
// decided on a fresh copy after a warm pass of both builds, A and B alternating in both orders.
// A decision's bytes are the V8 heap's growth across it with the young generation made large
// enough (256 MB semi-spaces) that no collection falls inside; a collection is forced between
// slices and any that happened anyway is counted and its sample dropped.
// Run: `node bench/alloc-ab.mjs A_DIST B_DIST [TOP=15]` (it restarts itself with the flags it needs;
// ALLOC_CLASSES=everyday,mix,scan for some classes; SCAN_DIALECTS=bash,powershell as in scan-ab).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const FLAGS = ['--expose-gc', '--min-semi-space-size=256', '--max-semi-space-size=256'];
if (typeof globalThis.gc !== 'function') {
  const r = spawnSync(process.execPath, [...FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const { DIALECTS, scanLines, scanPolicies } = await import('./scan-inputs.mjs');
const { commands, makeRules } = await import('./decide.mjs');

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/alloc-ab.mjs A_DIST B_DIST [TOP]');
const top = Number(process.argv[4] ?? 15);
const classes = process.env.ALLOC_CLASSES?.split(',') ?? ['everyday', 'mix', 'scan'];
const onlyDialects = process.env.SCAN_DIALECTS?.split(',');
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const compile = (E, permissions) => E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: 'alloc.json', channel: 'file' }) }]);
const LINUX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const EVERYDAY = { deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

/** Items: { cls, what, policy: [A, B], shell, ctx, text }. */
const items = [];
if (classes.includes('everyday')) {
  const policy = builds.map((E) => compile(E, EVERYDAY));
  const lines = readFileSync(new URL('../fixtures/everyday-lines.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  for (const text of lines) items.push({ cls: 'everyday', what: text, policy, shell: 'bash', ctx: LINUX, text });
}
if (classes.includes('mix')) {
  const policy = builds.map((E) => compile(E, makeRules(1000)));
  for (const text of commands(500, 5)) items.push({ cls: 'mix', what: text, policy, shell: 'bash', ctx: LINUX, text });
}
if (classes.includes('scan')) {
  const dialects = new Map(DIALECTS.map(([label, shell, ctx]) => [label, { shell, ctx }]));
  for (const [label, permissions] of scanPolicies()) {
    const policy = builds.map((E) => compile(E, permissions));
    for (const [dialect, prog, unit, quote, line] of scanLines()) {
      if (onlyDialects !== undefined && !onlyDialects.includes(dialect)) continue;
      const { shell, ctx } = dialects.get(dialect);
      items.push({ cls: 'scan', what: `${label} ${dialect} ${prog} ${quote}${JSON.stringify(unit)}${quote}`, policy, shell, ctx, text: line });
    }
  }
}

const decideWith = (k, it, text) => builds[k].decide(it.policy[k], { op: 'shell', command: text, shell: it.shell }, it.ctx);
// The warm pass (twice: code optimized, memos filled), which also compares the decisions.
let differ = 0;
for (let pass = 0; pass < 2; pass++) {
  for (const it of items) {
    const [a, b] = [0, 1].map((k) => {
      const d = decideWith(k, it, it.text);
      return JSON.stringify([d.decision, d.reasons]);
    });
    if (pass === 0 && a !== b && differ++ < 10) console.log(`decisions differ: ${it.what}\n  A ${a.slice(0, 200)}\n  B ${b.slice(0, 200)}`);
  }
}

let collections = 0;
new PerformanceObserver((list) => { collections += list.getEntries().length; }).observe({ entryTypes: ['gc'] });
const used = () => v8.getHeapStatistics().used_heap_size;
// What measuring itself allocates (the statistics object), taken off every sample.
let overhead = Infinity;
for (let i = 0; i < 50; i++) { const h = used(); overhead = Math.min(overhead, used() - h); }

const ROUNDS = 3;
let dropped = 0;
const SLICE = 128 * 1024 * 1024;
globalThis.gc();
let sinceGc = 0;
for (const it of items) it.bytes = [[], []];
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    for (const k of (i + r) % 2 === 0 ? [0, 1] : [1, 0]) {
      const fresh = JSON.parse(JSON.stringify(it.text));
      const seen = collections;
      const h = used();
      decideWith(k, it, fresh);
      const bytes = used() - h - overhead;
      // (The observer reports asynchronously: a collection inside shows as a shrink or on the next await.)
      if (bytes < 0 || seen !== collections) dropped++;
      else it.bytes[k].push(bytes);
      sinceGc += Math.max(0, bytes);
    }
    if (sinceGc > SLICE) {
      await new Promise((done) => setImmediate(done));
      globalThis.gc();
      await new Promise((done) => setImmediate(done));
      sinceGc = 0;
    }
  }
}
await new Promise((done) => setImmediate(done));

const median = (xs) => { const s = [...xs].sort((x, y) => x - y); return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]; };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`decisions differ on ${differ} of ${items.length}; samples dropped (a collection inside): ${dropped}; ${ROUNDS} fresh calls per line and build (the least of them: compiling code allocates too), A/B alternating in both orders`);
console.log('class    | lines | mean A / B per decision   | p50 A / B            | max A / B              | lines over 512 KB A / B');
for (const cls of classes) {
  const its = items.filter((it) => it.cls === cls);
  if (its.length === 0) continue;
  its.forEach((it) => { it.med = [Math.min(...it.bytes[0]), Math.min(...it.bytes[1])]; });
  const col = (k) => its.map((it) => it.med[k]).filter((x) => !Number.isNaN(x));
  const [a, b] = [col(0), col(1)];
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(`${cls.padEnd(8)} | ${String(its.length).padStart(5)} | ${kb(mean(a)).padStart(10)} / ${kb(mean(b)).padEnd(10)} (${(mean(b) / mean(a)).toFixed(2)}) | ${kb(median(a))} / ${kb(median(b))} | ${kb(Math.max(...a))} / ${kb(Math.max(...b))} | ${a.filter((x) => x > 512 * 1024).length} / ${b.filter((x) => x > 512 * 1024).length}`);
}
// (ALLOC_JSON=FILE: every line's bytes, for grouping by hand.)
if (process.env.ALLOC_JSON) (await import('node:fs')).writeFileSync(process.env.ALLOC_JSON, JSON.stringify(items.map((it) => [it.cls, it.what, it.med])));
if (top > 0) {
  for (const cls of classes) {
    const its = items.filter((it) => it.cls === cls).sort((x, y) => Math.max(...y.med) - Math.max(...x.med)).slice(0, top);
    if (its.length === 0) continue;
    console.log(`${cls}: most allocating lines (A, B)`);
    for (const it of its) console.log(`${kb(it.med[0]).padStart(10)} ${kb(it.med[1]).padStart(10)}  ${it.what.slice(0, 100)}`);
  }
}
