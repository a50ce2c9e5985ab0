// Retained heap across many decisions (issue 3, session 39): a client embeds decide() in a
// long-running process, so every cache and memo a decision fills must be bounded or die with the
// decision. Makes N decisions of varied lines, bash and PowerShell, each with text no earlier
// line had (new program paths, globs, names, URLs, array elements: new keys for any cache keyed
// by what the line says), and prints the heap kept after a full collection once the first
// quarter is done (caches full, code warm) and at the end, as JSON.
// Run: `node --expose-gc bench/heap-growth.mjs` (N=20000 by default; about 20-60 s).
// LEAK_BYTES=k keeps k bytes per decision in a list that is never emptied: a cache that never
// evicts, to show the figures see one (test/decide-heap-growth.test.ts).
import { compilePolicy, decide, loadSettingsValue } from '../dist/index.js';
import { makeRules } from './decide.mjs';

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const N = Number(process.env.N ?? 20_000);
const LEAK_BYTES = Number(process.env.LEAK_BYTES ?? 0);

const rules = makeRules(1000);
rules.deny.push('Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)', 'Read(//etc/**)', 'Shell(Remove-Item C:/Windows/*)', 'Read(//c/Windows/**)');
const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: rules }, { file: 'heap.json', channel: 'file' }) }]);
const LINUX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const WIN32 = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' });

/** A run of `unit` about `n` characters long, with the decision's number in it. */
const run = (unit, n, i) => `${unit}${i}`.repeat(Math.max(1, Math.floor(n / (unit.length + String(i).length))));

/** Line templates: [shell, context, line of decision i]. */
const LINES = [
  ['bash', LINUX, (i) => `./out-${i}/run-${i} --flag=${i} src/*-${i}.ts ${run('a,', 300, i)}`],
  ['bash', LINUX, (i) => `f${i}(){ echo "$v${i}"; cat "$1"; }; v${i}=/tmp/x${i}; f${i} ~/p${i}/*.ts | xargs tool${i} ${run('-a ', 200, i)}`],
  ['bash', LINUX, (i) => `git -c user.n${i}=x status -- 'dir${i}/*.[ch]' && curl https://h${i}.example${i}.com/p/${i} -o out${i}.json`],
  ['bash', LINUX, (i) => `sh -c 'cd /w/d${i}; make -C sub${i} t${i}; rm -rf build${i}/*' ${run('a ', 200, i)}`],
  ['bash', WIN32, (i) => `/c/tools${i}/bin${i}.exe C:/w/repo/x${i}/*.log ../up${i}/f${i} ${run('a/', 300, i)}`],
  ['powershell', WIN32, (i) => `make -E ${run('a,', 600, i)}`],
  ['powershell', WIN32, (i) => `Get-Content .\\dir${i}\\*.txt | Set-Content C:\\out${i}\\f${i}.txt; & .\\tool${i}.exe -p${i} ${run('b,', 200, i)}`],
  ['powershell', WIN32, (i) => `$v${i} = "C:\\w\\p${i}"; Remove-Item -Recurse $v${i}\\*; Invoke-WebRequest https://s${i}.example.org/${i} -OutFile o${i}.bin`],
  ['powershell', WIN32, (i) => `git -C C:\\r${i} log ${run('x.', 300, i)}; python3 -c "import os; os.remove('f${i}')"`],
  // (Many program names no table knows, new on each line: the name memos' keys.)
  ['bash', LINUX, (i) => Array.from({ length: 24 }, (_, k) => `tool-${i}-${k} a${k}`).join('; ')],
  ['powershell', WIN32, (i) => Array.from({ length: 24 }, (_, k) => `prog-${i}-${k}.exe a${k}`).join('; ')],
  // (Glob segments new on each line: the glob segment caches' keys.)
  ['bash', LINUX, (i) => `ls ${Array.from({ length: 24 }, (_, k) => `d${k}/*.${i}x${k}`).join(' ')}`],
];

const kept = [];
const heapMB = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed / 1e6;
};

let warm = 0;
const deciding = { allow: 0, ask: 0, deny: 0 };
for (let i = 0; i < N; i++) {
  const [shell, context, line] = LINES[i % LINES.length];
  const d = decide(policy, { op: 'shell', command: line(i), shell }, context);
  deciding[d.decision] = (deciding[d.decision] ?? 0) + 1;
  if (LEAK_BYTES > 0) kept.push('k'.repeat(LEAK_BYTES) + i);
  if (i + 1 === Math.floor(N / 4)) warm = heapMB();
}
const end = heapMB();
console.log(JSON.stringify({ decisions: N, warmMB: +warm.toFixed(2), endMB: +end.toFixed(2), growthMB: +(end - warm).toFixed(2), decided: deciding, leakedEntries: kept.length }));
