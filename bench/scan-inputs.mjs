// The long-input scan (session 34): every program x repeated unit x quoting x dialect, each line
// 10,000 characters (`PROG 'UNIT UNIT …'`), decided under 1,000 rules (bench/decide.mjs makeRules
// and four deny rules), bash on linux and PowerShell on win32. One unrecorded pass over all the
// lines first (a client decides all day in one process), then each line's fastest of RUNS calls
// on a fresh copy of the string (the fastest: this host is shared, and a preempted call says
// nothing about the input). Reported: the worst line, and how many lines are over 1 ms and 0.6 ms.
// Run alone: `node bench/scan-inputs.mjs` (about 10-30 s); `npm run bench decide` prints it too.
import { compilePolicy, decide, loadSettingsValue } from '../dist/index.js';
import { makeRules } from './decide.mjs';

const PROGRAMS = ['mytool', 'cat', 'git', 'docker run', 'curl', 'npm', 'python3 x.py', 'bash -c', 'ssh', 'rsync', 'tar -xf', 'find . -name', 'sed -e', 'grep -e',
  'env', 'sudo', 'xargs', 'kubectl', 'node -e', 'make', 'pip install', 'awk', 'Remove-Item', 'zip', 'regsvr32'];
const UNITS = ['a,', 'a=', 'a:', 'a@', 'a.', 'a/', 'a\\', 'a;', 'a|', '$a', '${a}', '$(a)', '"a"', "'a'", 'a ', '-a ', '--a=b ', 'a{b,c}', '[a]', '*', '?', 'a.b ',
  'a.com ', 'http://a/ ', '~/a ', '../', './', '%', '\\"', "'", 'a\n', 'x=1 ', '<a ', '>a ', 'a&&', 'a||', '#', '!', '((', '`a`', '<<a\n', 'a%2f', 'a。', '[::1]',
  // (Found quadratic in session 34: a `[` or `${a[` without its `]`, a run of dots, blanks or colons before a letter.)
  '[', '${a[', '. ', ':'];
const CONTEXTS = {
  bash: Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' }),
  powershell: Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' }),
};

/** The scan's lines: [dialect, program, unit, quote, line]. */
export function scanLines() {
  const lines = [];
  for (const shell of ['bash', 'powershell']) for (const prog of PROGRAMS) for (const unit of UNITS) for (const quote of ['', "'"]) {
    const room = 10_000 - prog.length - 3;
    lines.push([shell, prog, unit, quote, `${prog} ${quote}${unit.repeat(Math.floor(room / unit.length))}${quote}`.slice(0, 10_000)]);
  }
  return lines;
}

export function benchScan({ runs = 5 } = {}) {
  const rules = makeRules(1000);
  rules.deny.push('Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)', 'Read(//etc/**)');
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: rules }, { file: 'bench.json', channel: 'file' }) }]);
  const lines = scanLines();
  for (const [shell, , , , line] of lines) decide(policy, { op: 'shell', command: line, shell }, CONTEXTS[shell]);
  let worst = { ms: 0 };
  let over1 = 0;
  let over06 = 0;
  const all = [];
  for (const [shell, prog, unit, quote, line] of lines) {
    let best = Infinity;
    for (let r = 0; r < runs; r++) {
      const fresh = JSON.parse(JSON.stringify(line));
      const t = performance.now();
      decide(policy, { op: 'shell', command: fresh, shell }, CONTEXTS[shell]);
      best = Math.min(best, performance.now() - t);
    }
    all.push([best, `${shell} ${prog} ${quote}${JSON.stringify(unit)}${quote}`]);
    if (best > 1) over1++;
    if (best > 0.6) over06++;
    if (best > worst.ms) worst = { ms: best, line: `${shell} ${prog} ${quote}${JSON.stringify(unit)} x ${Math.floor((10_000 - prog.length - 3) / unit.length)}${quote}` };
  }
  // (SCAN_TOP=N: the N slowest lines too.)
  for (const [ms, what] of all.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SCAN_TOP ?? 0))) console.log(`  ${ms.toFixed(2)} ms  ${what}`);
  return { lines: lines.length, runs, worst, over1, over06 };
}

export function printScan(s) {
  console.log(`long-input scan: ${s.lines} lines of 10,000 chars (program x repeated unit x quoting x dialect), fastest of ${s.runs} after a warm pass: worst ${s.worst.ms.toFixed(2)} ms (${s.worst.line}); over 1 ms: ${s.over1}, over 0.6 ms: ${s.over06} (budget 1 ms)`);
}

if (process.argv[1] && process.argv[1].endsWith('scan-inputs.mjs')) printScan(benchScan());
