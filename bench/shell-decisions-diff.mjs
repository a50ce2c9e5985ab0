// Differential check of Shell decisions between two builds: decide()'s full JSON result, build A
// (a dist directory, required) against build B (default this checkout's dist), over every string
// literal of test/*.test.ts and the bench's Shell lines (bench/decide.mjs), each as bash on linux and
// as PowerShell on win32, under three policies (the bench's 1,000 rules with the scan's additions,
// the scan's absolute-path rules, and a small allow-all policy with path and command denies). For a
// change meant to keep every decision, the count differing must be 0. Session 41.
// Run: `node bench/shell-decisions-diff.mjs A_DIST [B_DIST]`.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMMAND_LINES, commands } from './decide.mjs';
import { DIALECTS, scanPolicies } from './scan-inputs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [aDir, bDir = join(ROOT, 'dist')] = process.argv.slice(2);
if (aDir === undefined) throw new Error('usage: node bench/shell-decisions-diff.mjs A_DIST [B_DIST]');
const load = async (dir) => import(pathToFileURL(join(resolve(dir), 'index.js')).href);
const builds = [await load(aDir), await load(bDir)];

/** A source literal's value for the escapes test files use; undefined for any other escape. */
const ESCAPES = { '\\': '\\', "'": "'", '"': '"', '`': '`', $: '$', n: '\n', t: '\t', r: '\r', 0: '\0' };
const unescape = (s) => {
  let bad = false;
  const out = s.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e) => (e.length > 2 ? String.fromCharCode(parseInt(e.slice(1), 16)) : ESCAPES[e] ?? ((bad = true), '')));
  return bad ? undefined : out;
};
const lines = new Set();
for (const f of readdirSync(join(ROOT, 'test')).filter((n) => n.endsWith('.test.ts'))) {
  const text = readFileSync(join(ROOT, 'test', f), 'utf8');
  for (const m of text.matchAll(/'((?:[^'\\\n]|\\.){1,2000})'|"((?:[^"\\\n]|\\.){1,2000})"|`((?:[^`\\$]|\\.|\$(?!\{)){1,2000})`/g)) {
    const s = unescape(m[1] ?? m[2] ?? m[3]);
    if (s !== undefined && s.trim() !== '') lines.add(s);
  }
}
for (const [name] of COMMAND_LINES) for (const c of commands(200, 29, name)) lines.add(c);

const SMALL = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Read(**/.env)', 'Edit(**/.git/**)', 'Read(~/.ssh/**)', 'Shell(rm -rf *)', 'Shell(git push *)', 'Shell(Remove-Item *)', 'Domain(evil.com)'],
  ask: ['Shell(curl *)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(./**)', 'Domain(*)'],
};
const policies = [...scanPolicies(), ['small', SMALL]].map(([label, permissions]) => [label, builds.map((E) => E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: `${label}.json`, channel: 'file' }) }]))]);
const dialects = DIALECTS.filter(([label]) => label !== 'win32-bash');

let total = 0;
let differ = 0;
const changed = [];
for (const [label, compiled] of policies) {
  for (const [dialect, shell, ctx] of dialects) {
    for (const line of lines) {
      total++;
      const [a, b] = [0, 1].map((k) => JSON.stringify(builds[k].decide(compiled[k], { op: 'shell', command: line, shell }, ctx)));
      if (a !== b && differ++ < 10) console.log(`differs (${label}, ${dialect}): ${JSON.stringify(line).slice(0, 200)}\n  A ${a.slice(0, 300)}\n  B ${b.slice(0, 300)}`);
      // (Every line whose decision itself changed, listed after the count: session 43.)
      if (a !== b) {
        const [da, db] = [a, b].map((j) => JSON.parse(j).decision);
        if (da !== db) changed.push(`${da} -> ${db} (${label}, ${dialect}): ${JSON.stringify(line).slice(0, 200)}`);
      }
    }
  }
}
console.log(`${lines.size} lines x ${policies.length} policies x ${dialects.length} dialects: ${total} decisions, ${differ} differ (A ${aDir}, B ${bDir})`);
console.log(`${changed.length} decisions changed`);
for (const c of changed) console.log(`  ${c}`);
