// The worst-case bench's 535 inputs (decide.mjs worstCaseInputs) as Shell, PowerShell, Read, Edit
// and fetch requests, plus session 38's adversarial function and lister lines, for two builds in
// one process: A and B alternate call by call (after three warm passes of both), each input's
// median of RUNS calls per build. Also compares the two builds' decisions (decision and reasons)
// on every request. Session 41.
// Run: `node bench/worst-ab.mjs A_DIST B_DIST [RUNS=7] [TOP=20]` (TOP slowest per kind).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRules, worstCaseInputs } from './decide.mjs';

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/worst-ab.mjs A_DIST B_DIST [RUNS] [TOP]');
const runs = Number(process.argv[4] ?? 7);
const top = Number(process.argv[5] ?? 20);
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const CTX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });

// Session 38's red-team policy (test/shell-long-inputs-s38.test.ts) and its slowest lines.
const ETC = { deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };
const cap = (s) => s.slice(0, 10_000);
const chain = Array.from({ length: 400 }, (_, i) => `f${i}(){ f${i + 1}; echo /a$1; }; `).join('');
const web = Array.from({ length: 300 }, (_, i) => `f${i}(){ f${(i * 7 + 3) % 300} $1 $1; f${(i * 13 + 1) % 300} $1; }; `).join('');
export const FUNCTION_LINES = [
  cap(`${chain}mytool $(f0)`), cap(`${chain}mytool $(f0 x)`), cap(`f(){ f; f; f; echo $1; }; ${'mytool $(f a) '.repeat(700)}`),
  cap(`${web}mytool "$(f0 /etc/x)"`), cap(`f(){ f; f; f; echo xetc/passwd | cut -c2-; }; ${'mytool $(f a) '.repeat(700)}`),
  cap(`f(){ echo ${'$1'.repeat(16)}; }; mytool "$(f ${'x'.repeat(9000)})"`), cap(`f(){ echo ${'$1'.repeat(100)}; }; mytool "$(f ${'x'.repeat(9700)})"`),
  cap(`f(){ echo ${'$1'.repeat(100)}; }; g(){ f $1$1$1$1$1$1$1$1; }; mytool "$(g ${'x'.repeat(9000)})"`),
  cap(`f(){ echo $@ $@ $@ $@ $@ $@ $@ $@; }; mytool "$(f ${'a '.repeat(4900)})"`), cap(`echo /etc/x > a; ${'mytool @a '.repeat(1000)}`),
  cap(`echo /etc/x | tee ${'a '.repeat(4900)}; mytool @a`), cap(`IFS=-; ${'X=a-b; mytool $X; '.repeat(500)}`),
  cap(`for f in ${'/et?/a '.repeat(1400)}; do mytool $f; done`), cap(`mytool ${'$U/../'.repeat(1600)}etc/passwd`), cap(`mytool ${'$(python3 -c x) '.repeat(600)}`),
  cap('ls *.pem | xargs mytool; '.repeat(400)), cap(`${'X=$(git ls-files); '.repeat(500)}mytool $X`), 'for f in $(ls src/*.ts); do mytool $f; done; '.repeat(222),
  cap(`f(){ find . -name "*.ts"; }; ${'f | xargs mytool; '.repeat(500)}`), cap(`mytool "$(echo -e '${'a\\n'.repeat(4_990)}')"`),
  cap(`f0(){ f1; }; ${Array.from({ length: 400 }, (_, i) => `f${i + 1}(){ f${i + 2}; }; `).join('')}f0`),
];

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
  it.ms = times.map((xs) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]);
}
console.log(`${items.length} requests, median of ${runs} per build, A and B alternating; decisions differ on ${differ}`);
for (const kind of ['shell', 'powershell', 'read', 'edit', 'fetch', 'functions']) {
  const of = items.filter((it) => it.kind === kind);
  const sum = (k) => of.reduce((s, it) => s + it.ms[k], 0);
  const worst = (k) => Math.max(...of.map((it) => it.ms[k]));
  console.log(`${kind}: worst A ${worst(0).toFixed(2)} B ${worst(1).toFixed(2)} ms; total A ${sum(0).toFixed(1)} B ${sum(1).toFixed(1)} ms; over 0.7 ms A ${of.filter((it) => it.ms[0] > 0.7).length} B ${of.filter((it) => it.ms[1] > 0.7).length}`);
  for (const it of of.sort((x, y) => Math.max(...y.ms) - Math.max(...x.ms)).slice(0, top)) {
    console.log(`${it.ms[0].toFixed(3).padStart(8)} ${it.ms[1].toFixed(3).padStart(8)}  ${JSON.stringify(it.text.slice(0, 70))} (${it.text.length})`);
  }
}
