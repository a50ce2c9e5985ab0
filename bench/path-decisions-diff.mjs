// Differential check of Read/Edit decisions between two builds: decide()'s full JSON result, build A
// (env A, a dist directory, required) against build B (env B, default this checkout's dist), over the
// path-like literals of test/*.test.ts and fixtures/ (and generated paths: every rule key at the end and
// in the middle of paths under each context root), crossed with policies (the bench's, the tests'
// Read/Edit rules in chunks, and rules anchored at `~/`, `./`, `/`, `//`, a drive, a UNC share, each
// alone as the only allow rule and as the only deny rule under an allow-all), with contexts on linux,
// darwin and win32 (several cwd/home/workspace roots, none, case-insensitive, a bad workspace entry).
// For a change meant to keep every decision: the count differing must be 0. About 2 minutes of CPU.
// Run: A=/path/to/base/dist node bench/path-decisions-diff.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
if (!process.env.A) throw new Error('set A to the dist directory of the build to compare against');
const A = await import(`${process.env.A}/index.js`);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const B = await import(`${process.env.B || join(ROOT, 'dist')}/index.js`);
const { makeRules, makeShapedRules } = await import('./decide.mjs');

function files(dir) { return readdirSync(dir).flatMap((f) => { const p = join(dir, f); return statSync(p).isDirectory() ? files(p) : [p]; }); }
const texts = [...readdirSync(join(ROOT, 'test')).filter((f) => f.endsWith('.test.ts')).map((f) => join(ROOT, 'test', f)), ...files(join(ROOT, 'fixtures'))].map((f) => readFileSync(f, 'utf8'));
// Path-like string literals.
const pathSet = new Set();
const ruleSet = new Set();
/** A source literal's value for the escapes test files use (\\, \\', \\", \\n, \\t, \\uXXXX); undefined for any other escape. */
const ESCAPES = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t' };
const unescape = (s) => {
  let bad = false;
  const out = s.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e) => (e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : ESCAPES[e] ?? ((bad = true), '')));
  return bad ? undefined : out;
};
for (const t of texts) {
  for (const m of t.matchAll(/'((?:[^'\\\n]|\\.){1,200})'|"((?:[^"\\\n]|\\.){1,200})"/g)) {
    const s = unescape(m[1] ?? m[2]);
    if (s === undefined) continue;
    const r = s.match(/^(Read|Edit)\((.+)\)$/);
    if (r) { ruleSet.add(s); continue; }
    if (/[\s(]/.test(s) && !/^[A-Za-z]:\\/.test(s)) continue;
    if (s.includes('/') || s.includes('\\') || s.startsWith('~') || s.startsWith('.') || /^[A-Za-z]:/.test(s)) pathSet.add(s);
  }
}
// Generated ones too: deep paths, case variants, the bench's.
for (const p of ['/w/repo/src/a.ts', '/W/Repo/SRC/A.ts', '/home/dev/.SSH/id_rsa', '~/.ssh/id_rsa', './src/x', 'src/x', '.env', 'a/.env', 'C:\\w\\repo\\x', 'c:/Users/dev/.ssh/k', '\\\\server\\share\\x', '//server/share/x', '/c/w/x', 'D:', '/etc/shadow', '/w/repo/node_modules/pkg/index.js', '/w/repo/gen/build-2/x', '/var/tmp-6/y', '/tmp/x', '/', '.', '..', '~', '/w/repo/../etc/passwd', '/w/repo/secrets/a', '/w/repo2/a']) pathSet.add(p);
const NAMES = ['config', 'secrets', 'keys', 'build', 'dist', 'cache', 'private', 'vendor', 'tmp', 'logs', 'data', 'certs'];
for (let i = 0; i < 300; i++) {
  const base = ['/w/repo/src', '/w/repo/node_modules/pkg', '/home/dev/.ssh', '/etc', '/w/repo/docs', '/tmp', '~', '.', 'C:\\w\\repo', '//server/share', '/h/u'][i % 11];
  pathSet.add(`${base}/${NAMES[i % 12]}-${i % 50}/${['index', 'main', 'id_rsa', '.env', 'shape.lock', 'x.shape'][i % 6]}${['.ts', '.pem' + (i % 40), '', '.lock'][i % 4]}`);
}
// Each key of the rules above at the end and in the middle of paths under each base.
for (const key of ['.env', 'secrets', 'secret', 'node_modules', 'x.pem', 'id_rsa', 'shape', 'shape.lock', 'x.shape', 'a.shape', 'Secret', 'SRC', 'src', 'tmp-9', 'x']) {
  for (const base of ['/w/repo', '/w/repo/src', '/w', '/home/dev', '~', '.', '/etc', 'C:\\w\\repo', '//server/share', '/h/u/proj', '/x']) {
    pathSet.add(`${base}/${key}`);
    pathSet.add(`${base}/${key}/y`);
    pathSet.add(`${base}/a/${key}/b/c.txt`);
  }
}
const paths = [...pathSet];
const rules = [...ruleSet];
// Policies.
const split = (rs, k) => { const o = { deny: [], ask: [], allow: [] }; rs.forEach((r, i) => o[['deny', 'ask', 'allow'][(i + k) % 3]].push(r)); return o; };
const ANCHORS = ['Read(~/.ssh/**)', 'Edit(~/x/**)', 'Read(./src/**)', 'Edit(./gen/*.ts)', 'Read(/src/**)', 'Edit(/docs/*.md)', 'Read(//etc/**)', 'Edit(//var/**)',
  'Read(//c/Users/**)', 'Edit(//c/w/**)', 'Read(//server/share/**)', 'Edit(//server/share/x)', 'Read(.env)', 'Read(*.pem)', 'Edit(**/node_modules/**)', 'Read(secrets/)',
  'Read(*secret*)', 'Read(id_rs*)', 'Read(//**)', 'Edit(/**)', 'Read(~/)', 'Read(./)', 'Read(/)', 'Read(//)', 'Read(SRC/**)', 'Edit(//W/Repo/**)', 'Read(~/.SSH/**)', 'Read(/SRC/Secret*)'];
const policies = { m10: makeRules(10), m1000: makeRules(1000), s1000: makeShapedRules(1000), s10: makeShapedRules(10), anchors0: split(ANCHORS, 0), anchors1: split(ANCHORS, 1), anchors2: split(ANCHORS, 2) };
// Each anchor alone: as the only allow rule, and as the only deny rule under an allow-all (no rule masks another).
ANCHORS.forEach((r, k) => {
  policies[`allow${k}`] = { allow: [r] };
  policies[`deny${k}`] = { deny: [r], allow: ['Read(//**)', 'Edit(//**)'] };
});
const CH = 60;
for (let k = 0; k * CH < rules.length; k++) policies[`test${k}`] = split([...rules.slice(k * CH, (k + 1) * CH), ...ANCHORS.slice(k % 5, (k % 5) + 6)], k);
policies.testAll = split(rules, 1);
const compiled = (L) => Object.fromEntries(Object.entries(policies).map(([k, r]) => [k, L.compilePolicy([{ loaded: L.loadSettingsValue({ permissions: r }, { file: 'g.json', channel: 'file' }) }])]));
const pa = compiled(A), pb = compiled(B);
// Contexts (objects reused across calls, as clients do; fresh copies too).
const contexts = [];
for (const platform of ['linux', 'darwin', 'win32']) {
  const win = platform === 'win32';
  const base = [
    { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev' },
    { cwd: '/w/repo/src', workspace: ['/w/repo', '/w/other'], home: '/w' },
    { workspace: ['/w/repo'], home: '/home/dev' },
    { cwd: '/h/u/proj', workspace: ['/h/u/proj', '/'], home: '/h/u' },
    { cwd: '/x', home: '/home/dev' },
    {},
    { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', caseInsensitive: true },
    { cwd: '/w/repo', workspace: ['/w/repo', 'relative/bad'], home: '/home/dev' },
  ];
  const winExtra = [
    { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev' },
    { cwd: '\\\\server\\share\\repo', workspace: ['\\\\server\\share\\repo', 'D:\\x'], home: 'C:\\Users\\dev' },
    { cwd: 'C:\\w\\repo', workspace: ['c:\\W\\Repo'], home: '\\\\server\\share\\home' },
  ];
  for (const c of [...base, ...(win ? winExtra : [])]) contexts.push({ ...c, platform });
}
let compared = 0, differing = 0;
const diffs = [];
for (const ctx of contexts) {
  for (const name of Object.keys(policies)) {
    for (const op of ['read', 'edit']) {
      for (const path of paths) {
        const o = { op, path };
        const ja = JSON.stringify(A.decide(pa[name], o, ctx));
        const jb = JSON.stringify(B.decide(pb[name], o, ctx));
        compared++;
        if (ja !== jb) { differing++; if (diffs.length < 20) diffs.push({ ctx, name, op, path, ja, jb }); }
      }
    }
  }
}
console.log(`paths ${paths.length}, test rules ${rules.length}, policies ${Object.keys(policies).length}, contexts ${contexts.length}: compared ${compared}, differing ${differing}`);
for (const d of diffs) console.log(JSON.stringify(d));
process.exitCode = differing === 0 ? 0 : 1;
