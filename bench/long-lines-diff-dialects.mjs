// Decisions of two builds on generated long lines (fast-check): programs and units of the long-
// input scan (scan-inputs.mjs) mixed at random, 300-10,000 characters, each dialect (bash on
// linux, PowerShell and bash on win32) under the scan's policies plus drive and home rules.
// Prints every line whose decision differs, and lines whose reasons differ other than by
// repetition (a reason given several times counts once). Session 41.
// Run: `node bench/long-lines-diff-dialects.mjs A_DIST B_DIST [RUNS=3000] [SEED]` (bench/long-lines-diff.mjs:
// the same for linux and darwin with other units and policies).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { DIALECTS, scanPolicies } from './scan-inputs.mjs';

const [aDir, bDir] = process.argv.slice(2, 4);
if (aDir === undefined || bDir === undefined) throw new Error('usage: node bench/long-lines-diff-dialects.mjs A_DIST B_DIST [RUNS] [SEED]');
const runs = Number(process.argv[4] ?? 3000);
const seed = process.argv[5] === undefined ? Date.now() : Number(process.argv[5]);
const load = async (dir) => import(pathToFileURL(path.resolve(dir, 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];
const extra = ['drive', { deny: ['Read(//c/Windows/**)', 'Edit(~/.ssh/**)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)'], ask: ['Read(~/a/**)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] }];
const policies = builds.map((E) => new Map([...scanPolicies(), extra].map(([label, permissions]) => [label, E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: `${label}.json`, channel: 'file' }) }])])));
const PROGRAMS = ['mytool', 'cat', 'zip', 'rsync', 'Remove-Item', 'regsvr32', 'python3 x.py', 'docker run', 'xargs', 'sudo', 'tar -xf', 'cd C:\\Windows;', 'cd /c;', 'rm -rf', 'Get-Content'];
const UNITS = ['a\\', 'a/', '~/a ', 'a,', '\\"', '"a"', 'a ', '*', '?', 'a。', '../', './', 'a.', 'a~1', 'C:\\', 'Windows\\', '.ssh/', 'a:b', '$a', '%', "'"];
const line = fc.record({
  prog: fc.constantFrom(...PROGRAMS),
  units: fc.array(fc.tuple(fc.constantFrom(...UNITS), fc.integer({ min: 1, max: 2500 })), { minLength: 1, maxLength: 3 }),
  quote: fc.constantFrom('', "'", '"'),
  dialect: fc.constantFrom(...DIALECTS.map((d) => d[0])),
  policy: fc.constantFrom('relative', 'absolute', 'drive'),
}).map((r) => ({ ...r, text: `${r.prog} ${r.quote}${r.units.map(([u, k]) => u.repeat(k)).join('')}${r.quote}`.slice(0, 10_000) }));
const dialects = new Map(DIALECTS.map(([label, shell, ctx]) => [label, { shell, ctx }]));
let differ = 0;
let reasonsDiffer = 0;
fc.assert(fc.property(line, (l) => {
  const { shell, ctx } = dialects.get(l.dialect);
  const [a, b] = [0, 1].map((k) => builds[k].decide(policies[k].get(l.policy), { op: 'shell', command: l.text, shell }, ctx));
  const key = (d) => JSON.stringify([...new Set(d.reasons.map((r) => JSON.stringify([r.code, r.message])))].sort());
  const what = `${l.policy} ${l.dialect} ${JSON.stringify(l.text.slice(0, 80))} (${l.text.length})`;
  if (a.decision !== b.decision) {
    differ++;
    console.log(`DECISION ${what}: ${a.decision} -> ${b.decision}`);
  } else if (key(a) !== key(b) && reasonsDiffer++ < 10) {
    const [sa, sb] = [a, b].map((d) => new Set(d.reasons.map((r) => `${r.code}: ${r.message}`)));
    const short = (r) => r.replace(/(.{3,12}?)\1{4,}/g, '$1…');
    console.log(`reasons ${what}\n${[...sa].filter((r) => !sb.has(r)).map((r) => `  A only: ${short(r).slice(0, 400)}`).join('\n')}\n${[...sb].filter((r) => !sa.has(r)).map((r) => `  B only: ${short(r).slice(0, 400)}`).join('\n')}`);
  }
  return true;
}), { numRuns: runs, seed });
console.log(`${runs} lines (seed ${seed}): decisions differ on ${differ}, reasons (as sets) on ${reasonsDiffer}`);
