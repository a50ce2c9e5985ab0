// The long-input scan's lines (scan-inputs.mjs), each decided four times in a row on fresh copies,
// the last call timed, with no warm pass over the other lines first: a line whose repeated call is
// slow (a loop V8's optimized code runs in quadratic time while the interpreter's is linear: session
// 41 found `zip ./././…` at 140-283 ms on every call after the second, which the scan's warm pass
// hid). Lines over 4 ms are timed three more times and listed if their fastest stays over.
// Run: `node bench/scan-repeat.mjs [DIST=dist]` (about 1-2 minutes).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIALECTS, scanLines, scanPolicies } from './scan-inputs.mjs';

const dist = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const E = await import(pathToFileURL(path.join(dist, 'index.js')).href);
const dialects = new Map(DIALECTS.map(([label, shell, ctx]) => [label, { shell, ctx }]));
const policies = scanPolicies().map(([label, permissions]) => [label, E.compilePolicy([{ loaded: E.loadSettingsValue({ permissions }, { file: `${label}.json`, channel: 'file' }) }])]);
const timed = (policy, line, shell, ctx) => {
  const fresh = JSON.parse(JSON.stringify(line));
  const t = performance.now();
  E.decide(policy, { op: 'shell', command: fresh, shell }, ctx);
  return performance.now() - t;
};
const slow = [];
let worst = 0;
for (const [label, policy] of policies) for (const [dialect, prog, unit, quote, line] of scanLines()) {
  const { shell, ctx } = dialects.get(dialect);
  let last = 0;
  for (let r = 0; r < 4; r++) last = timed(policy, line, shell, ctx);
  if (last > 4) last = Math.min(last, ...[0, 1, 2].map(() => timed(policy, line, shell, ctx)));
  worst = Math.max(worst, last);
  if (last > 4) slow.push(`${last.toFixed(1)} ms  ${label} ${dialect} ${prog} ${quote}${JSON.stringify(unit)}${quote}`);
}
console.log(`scan lines decided four times in a row (${dist}): worst fourth call ${worst.toFixed(2)} ms; over 4 ms: ${slow.length}`);
for (const s of slow) console.log(`  ${s}`);
