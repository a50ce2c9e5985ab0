// A fast-check differential of two builds on generated long lines (a program, repeated units, quoting, up to
// 10,000 characters) under four policies (1,000 rules, session 38's, absolute Shell rules, a small one) on linux
// and darwin: prints every line whose decision or reasons differ.
// Session 41. Run: `node bench/long-lines-diff.mjs A_DIST B_DIST [RUNS=2000]`; exits 1 on a difference.
import fc from 'fast-check';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRules } from './decide.mjs';
import { ETC } from './function-lines.mjs';
const [a, b, runsArg] = process.argv.slice(2);
const builds = await Promise.all([a, b].map((d) => import(pathToFileURL(path.resolve(d, 'index.js')).href)));
const ABS = { deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)', 'Read(//c/Windows/**)'], allow: ['Shell(*)', 'PowerShell(*)'] };
const perms = [makeRules(1000), ETC, ABS, { deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)', 'Domain(evil.com)', 'Edit(**/*.zip)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] }];
const policies = builds.map((E) => perms.map((p) => E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions: p }, { file: 'p.json', channel: 'file' }) }])));
const CTXS = [{ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' }, { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'darwin' }];
const programs = ['mytool', 'zip', 'cat', 'awk', 'bash -c', 'docker run --mount', 'node -e', 'sqlite3', 'python3 x.py', 'rm', 'env', 'sudo', 'x=', 'f(){ echo $1; }; mytool "$(f', 'regsvr32', 'curl'];
const units = ['a。', 'a=', 'a:', '=', '../', 'a/', '..', '.', '-a ', 'a=b,', 'volume-opt=device=/etc,', 'type=bind,', "import a from 'fs';", 'f(a)', 'e\u0301', '\ud800', '\udc00', '\u{1f600}',
  'evil。com', 'evil．com ', '/etc/', 'd/etc/x', 'f/etc/x', 'x', ' ', '"', "'", '$1', '$(a)', '*', 'o=bind,', '.zip', 'a\u3000', 'A~1', '~/', '%2f', '\\'];
const line = fc.tuple(fc.constantFrom(...programs), fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 3000 }), fc.array(fc.constantFrom(...units), { maxLength: 3 }), fc.constantFrom('', "'", '"'))
  .map(([p, unit, n, tail, q]) => `${p} ${q}${unit.join('').repeat(n)}${tail.join('')}${q}`.slice(0, 10_000));
let differ = 0;
fc.assert(fc.property(line, fc.integer({ min: 0, max: perms.length - 1 }), fc.integer({ min: 0, max: 1 }), (text, k, c) => {
  const [da, db] = [0, 1].map((i) => { const d = builds[i].decide(policies[i][k], { op: 'shell', command: text }, CTXS[c]); return JSON.stringify([d.decision, d.reasons]); });
  if (da !== db) { differ++; console.log('DIFFER', k, c, JSON.stringify(text.slice(0, 120)), '\n A', da.slice(0, 300), '\n B', db.slice(0, 300)); }
  return true;
}), { numRuns: Number(runsArg ?? 2000) });
console.log(`done; differences: ${differ}`);
if (differ > 0) process.exitCode = 1;
