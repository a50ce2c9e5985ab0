// Benchmarks. Run with `npm run bench` (builds first). Figures are for comparison within one run
// on one machine: these machines are shared and noisy, so read ratios, not absolutes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSettingsText } from '../dist/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];

function percentiles(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: at(0.5), p99: at(0.99), min: s[0] };
}

function fmt(ns) {
  return ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(1)} µs` : `${ns.toFixed(0)} ns`;
}

/** A ~5 KB settings document: the full example plus extra rules. */
function fiveKilobyteDocument() {
  const doc = JSON.parse(readFileSync(`${root}fixtures/managed-settings.full.json`, 'utf8'));
  let i = 0;
  while (JSON.stringify(doc, null, 2).length < 5 * 1024) {
    doc.permissions.deny.push(`Shell(tool-${i} --force *)`, `Read(//srv/secret-${i}/**)`);
    doc.permissions.allow.push(`Domain(pkg-${i}.example.com)`);
    i++;
  }
  return JSON.stringify(doc, null, 2);
}

function benchLoad() {
  const base = fiveKilobyteDocument();
  // Fresh input each iteration (a changing trailing space), so nothing can be cached on the string.
  const inputs = Array.from({ length: 64 }, (_, i) => base + ' '.repeat(i % 8) + '\n');
  for (let i = 0; i < 3000; i++) loadSettingsText(inputs[i % 64]);
  const samples = [];
  for (let i = 0; i < 5000; i++) {
    const t = process.hrtime.bigint();
    const r = loadSettingsText(inputs[i % 64]);
    samples.push(Number(process.hrtime.bigint() - t));
    if (!r.valid) throw new Error('the bench document must be valid');
  }
  const p = percentiles(samples);
  console.log(`load+validate ${(base.length / 1024).toFixed(1)} KB settings: p50 ${fmt(p.p50)}  p99 ${fmt(p.p99)}  (budget < 1 ms)`);
}

function benchColdStart() {
  const runs = 15;
  const time = (args) => {
    const samples = [];
    for (let i = 0; i < runs + 2; i++) {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
      const ns = Number(process.hrtime.bigint() - t);
      if (r.error) throw r.error;
      if (i >= 2) samples.push(ns);
    }
    return percentiles(samples).p50;
  };
  const bare = time(['-e', '0']);
  const validate = time([`${root}bin/managed-policy.js`, 'validate', `${root}fixtures/managed-settings.full.json`]);
  console.log(`cold start: bare node ${fmt(bare)}, validate ${fmt(validate)} (median of ${runs}); validate adds ${fmt(validate - bare)} (${(validate / bare).toFixed(2)}x)`);
}

async function benchDecisions() {
  const { benchDecideIsolated, printDecide, benchWorstCase, fmt: f } = await import('./decide.mjs');
  printDecide(await benchDecideIsolated());
  const w = benchWorstCase();
  console.log(`slowest input over ${w.inputs} random/adversarial inputs up to 10,000 chars (budget 1 ms), after three warm passes over all of them: median of ${w.runs} calls each; largest single call in brackets:`);
  for (const [k, v] of Object.entries(w.worst)) console.log(`  ${k.padEnd(10)} ${f(v.median).padStart(9)}  ${v.input}  [${f(v.max)}]`);
  const { benchScan, printScan } = await import('./scan-inputs.mjs');
  printScan(benchScan());
}

if (!only || only === 'load') benchLoad();
if (!only || only === 'cold') benchColdStart();
if (!only || only === 'decide') await benchDecisions();
if (!only || only === 'mcp') {
  const { benchMcp, printMcpTable } = await import('./mcp.mjs');
  console.log('\nMCP decisions');
  printMcpTable([10, 1000, 10_000].map((entries) => benchMcp({ entries })));
}
if (!only || only === 'marketplaces') {
  const { printMarketplaceBench } = await import('./marketplaces.mjs');
  console.log('');
  printMarketplaceBench();
}
