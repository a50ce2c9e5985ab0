// The long-input scan (session 34): every program x repeated unit x quoting x dialect, each line
// 10,000 characters (`PROG 'UNIT UNIT …'`), decided under two policies: 1,000 rules
// (bench/decide.mjs makeRules) and four deny rules, and (session 36) absolute-path Shell rules
// and a drive's Read rule (`Shell(rm /etc/*)`, `Shell(Remove-Item C:/Windows/*)`, `Read(//c/Windows/**)`:
// the rules with a drive's path words read every relative word where the command runs). Dialects:
// bash on linux, PowerShell on win32 and (session 36) bash on win32 (Git Bash: MSYS's readings).
// One unrecorded pass over all the lines first (a client decides all day in one process), then
// each line's fastest of RUNS calls on a fresh copy of the string (the fastest: this host is
// shared, and a preempted call says nothing about the input). Reported: the worst line, and how
// many lines are over 1 ms and 0.6 ms.
// Run alone: `node bench/scan-inputs.mjs` (about 30-60 s); `npm run bench decide` prints it too.
import { compilePolicy, decide, loadSettingsValue } from '../dist/index.js';
import { makeRules } from './decide.mjs';

const PROGRAMS = ['mytool', 'cat', 'git', 'docker run', 'curl', 'npm', 'python3 x.py', 'bash -c', 'ssh', 'rsync', 'tar -xf', 'find . -name', 'sed -e', 'grep -e',
  'env', 'sudo', 'xargs', 'kubectl', 'node -e', 'make', 'pip install', 'awk', 'Remove-Item', 'zip', 'regsvr32'];
const UNITS = ['a,', 'a=', 'a:', 'a@', 'a.', 'a/', 'a\\', 'a;', 'a|', '$a', '${a}', '$(a)', '"a"', "'a'", 'a ', '-a ', '--a=b ', 'a{b,c}', '[a]', '*', '?', 'a.b ',
  'a.com ', 'http://a/ ', '~/a ', '../', './', '%', '\\"', "'", 'a\n', 'x=1 ', '<a ', '>a ', 'a&&', 'a||', '#', '!', '((', '`a`', '<<a\n', 'a%2f', 'a。', '[::1]',
  // (Found quadratic in session 34: a `[` or `${a[` without its `]`, a run of dots, blanks or colons before a letter.)
  '[', '${a[', '. ', ':'];
const LINUX = Object.freeze({ cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' });
const WIN32 = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' });
/** [label, shell, context] */
export const DIALECTS = [['bash', 'bash', LINUX], ['powershell', 'powershell', WIN32], ['win32-bash', 'bash', WIN32]];

/** The scan's policies: [label, permissions]. */
export function scanPolicies() {
  const relative = makeRules(1000);
  relative.deny.push('Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)', 'Read(//etc/**)');
  const absolute = {
    deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)', 'Read(//c/Windows/**)'],
    allow: ['Shell(*)', 'PowerShell(*)'],
  };
  return [['relative', relative], ['absolute', absolute]];
}

/** The scan's lines: [dialect label, program, unit, quote, line]. */
export function scanLines() {
  const lines = [];
  for (const [dialect] of DIALECTS) for (const prog of PROGRAMS) for (const unit of UNITS) for (const quote of ['', "'"]) {
    const room = 10_000 - prog.length - 3;
    lines.push([dialect, prog, unit, quote, `${prog} ${quote}${unit.repeat(Math.floor(room / unit.length))}${quote}`.slice(0, 10_000)]);
  }
  return lines;
}

export function benchScan({ runs = 5 } = {}) {
  const policies = scanPolicies().map(([label, permissions]) => [label, compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: `${label}.json`, channel: 'file' }) }])]);
  const dialects = new Map(DIALECTS.map(([label, shell, ctx]) => [label, { shell, ctx }]));
  const lines = scanLines();
  for (const [, policy] of policies) for (const [dialect, , , , line] of lines) decide(policy, { op: 'shell', command: line, shell: dialects.get(dialect).shell }, dialects.get(dialect).ctx);
  let worst = { ms: 0 };
  let over1 = 0;
  let over06 = 0;
  const all = [];
  for (const [label, policy] of policies) for (const [dialect, prog, unit, quote, line] of lines) {
    const { shell, ctx } = dialects.get(dialect);
    let best = Infinity;
    for (let r = 0; r < runs; r++) {
      const fresh = JSON.parse(JSON.stringify(line));
      const t = performance.now();
      decide(policy, { op: 'shell', command: fresh, shell }, ctx);
      best = Math.min(best, performance.now() - t);
    }
    all.push([best, `${label} ${dialect} ${prog} ${quote}${JSON.stringify(unit)}${quote}`]);
    if (best > 1) over1++;
    if (best > 0.6) over06++;
    if (best > worst.ms) worst = { ms: best, line: `${label} ${dialect} ${prog} ${quote}${JSON.stringify(unit)} x ${Math.floor((10_000 - prog.length - 3) / unit.length)}${quote}` };
  }
  // (SCAN_TOP=N: the N slowest lines too.)
  for (const [ms, what] of all.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SCAN_TOP ?? 0))) console.log(`  ${ms.toFixed(2)} ms  ${what}`);
  return { lines: lines.length * policies.length, runs, worst, over1, over06 };
}

export function printScan(s) {
  console.log(`long-input scan: ${s.lines} lines of 10,000 chars (program x repeated unit x quoting x dialect x policy), fastest of ${s.runs} after a warm pass: worst ${s.worst.ms.toFixed(2)} ms (${s.worst.line}); over 1 ms: ${s.over1}, over 0.6 ms: ${s.over06} (budget 1 ms)`);
}

if (process.argv[1] && process.argv[1].endsWith('scan-inputs.mjs')) printScan(benchScan());
