// Bytes allocated by one decision of each of a few long lines (session 43): the lines whose
// allocation a change cut, for test/decide-allocation.test.ts. Each line is decided on fresh
// copies: a warm pass, then the least over ROUNDS of the V8 heap's growth across one decision,
// with 256 MB semi-spaces so that no collection falls inside (a sample with one is dropped).
// Prints one JSON object: { label: bytes }. ALLOC_DIST=DIR measures another build (default ../dist).
// Run: `node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 bench/alloc-lines.mjs`.
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256');
const dist = process.env.ALLOC_DIST ?? new URL('../dist', import.meta.url).pathname;
const E = await import(pathToFileURL(path.resolve(dist, 'index.js')).href);
const LINUX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const WIN32 = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };
const compile = (permissions) => E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: 'alloc.json', channel: 'file' }) }]);
const policy4 = compile({ deny: ['Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)', 'Read(//etc/**)'], allow: ['Shell(*)', 'PowerShell(*)'] });
// (The long-input scan's absolute rules: a drive's path words read every word where the command runs.)
const drives = compile({ deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)', 'Read(//c/Windows/**)'], allow: ['Shell(*)', 'PowerShell(*)'] });
/** `prog 'unit unit …'`, 10,000 characters, as the long-input scan makes it. */
const long = (prog, unit, quote = "'") => `${prog} ${quote}${unit.repeat(Math.floor((10_000 - prog.length - 3) / unit.length))}${quote}`;

/** [label, shell, context, line, policy (default: the four deny rules)] */
export const ALLOC_LINES = [
  // (windows-code-loaders.ts addNamedFiles: a regex split made ~57 bytes a piece.)
  ['regsvr32 ${a} pieces', 'bash', LINUX, long('regsvr32', '"${a}"')],
  ['regsvr32 \\" pieces (PowerShell)', 'powershell', WIN32, long('regsvr32', '\\"')],
  // (variable-assignments.ts defaultAssignmentMatches: a regex exec per `${a`.)
  ['mytool ${a} expansions', 'bash', LINUX, long('mytool', '${a}')],
  // (literal-text.ts: a `+=` per piece of a word's literal, a 32-byte cons string each.)
  ['mytool "\\"a\\"" pieces', 'bash', LINUX, long('mytool', '"\\"a\\""', '')],
  ['cat \\"…', 'bash', LINUX, long('cat', '\\"', '')],
  // (windows-command-directories.ts: a directory prefix joined and a string per rule part made per word.)
  ['xargs URLs under drive rules (PowerShell)', 'powershell', WIN32, long('xargs', 'http://a/ ', ''), 'drives'],
  // (partly-printed.ts: a printer's word with its known values in place, 100 x 9,000 characters a reading; session 44.)
  ['function printing a long argument', 'bash', LINUX, `f(){ echo ${'$1'.repeat(100)}; }; g(){ f $1$1$1$1$1$1$1$1; }; mytool "$(g ${'x'.repeat(9000)})"`.slice(0, 10_000)],
  // (bash-direct-words.ts readParts: 10,000 glob parts made before the word budget was charged; session 45.)
  ['mytool *** globs', 'bash', LINUX, long('mytool', '*', '')],
  // (joined-subjects.ts: each rule joined the subject's words again; unquoted-code-units.ts: two cons strings a piece; session 45.)
  ['Remove-Item \\" under drive rules (Git Bash)', 'bash', WIN32, long('Remove-Item', '\\"'), 'drives'],
  // (repeated-substitutions.ts: each repeat of `$(f a)` read again by three readers, through kept readings; session 45.)
  ['repeated substitution of a recursive function', 'bash', LINUX, `f(){ f; f; f; echo $1; }; ${'mytool $(f a) '.repeat(700)}`.slice(0, 10_000)],
  // (piped-text.ts bothTexts: a file written more often than kept, its texts joined per command reading it; session 45.)
  ['interpreter code substitutions', 'bash', LINUX, `mytool ${'$(python3 -c x) '.repeat(600)}`.slice(0, 10_000)],
];

let collections = 0;
new PerformanceObserver((list) => { collections += list.getEntries().length; }).observe({ entryTypes: ['gc'] });
const used = () => v8.getHeapStatistics().used_heap_size;
let overhead = Infinity;
for (let i = 0; i < 50; i++) { const h = used(); overhead = Math.min(overhead, used() - h); }
const out = {};
for (const [label, shell, ctx, line, which] of ALLOC_LINES) {
  const policy = which === 'drives' ? drives : policy4;
  // (100 warm calls, not 20: the function lines' figures varied by 80 KB a run while their code was still being optimized.)
  for (let i = 0; i < 100; i++) E.decide(policy, { op: 'shell', command: JSON.parse(JSON.stringify(line)), shell }, ctx);
  globalThis.gc();
  let least = Infinity;
  for (let r = 0; r < 15; r++) {
    const fresh = JSON.parse(JSON.stringify(line));
    const seen = collections;
    const h = used();
    E.decide(policy, { op: 'shell', command: fresh, shell }, ctx);
    const bytes = used() - h - overhead;
    await new Promise((done) => setImmediate(done));
    if (bytes >= 0 && seen === collections) least = Math.min(least, bytes);
  }
  out[label] = least;
}
console.log(JSON.stringify(out));
