// Session 45's stored-code rows (test/helpers/stored-code-session45-rows.ts, plain JavaScript)
// under another build, by hand: `node bench/stored-code-rows-ab.mjs DIST` prints each row's
// decision and flags one that differs from its expected; `… DIST before` flags an ask or deny row
// whose decision under DIST is not the one it had at the session's start (allow unless its fourth
// field says). Beside Shell(rm *), all else allowed; cwd /w/repo unless the row names one; home /home/dev.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [dist, mode] = process.argv.slice(2);
if (dist === undefined) throw new Error('usage: node bench/stored-code-rows-ab.mjs DIST [before]');
const E = await import(pathToFileURL(join(resolve(dist), 'index.js')).href);
const text = readFileSync(join(ROOT, 'test/helpers/stored-code-session45-rows.ts'), 'utf8');
const { STORED_CODE_SESSION45_ROWS: ROWS } = await import(`data:text/javascript,${encodeURIComponent(text)}`);
const policy = E.compilePolicy([{ loaded: E.loadSettingsText(JSON.stringify({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'] } })) }]);
let flagged = 0;
for (const [line, expected, cwd = '/w/repo', was] of ROWS) {
  const d = E.decide(policy, { op: 'shell', command: line, shell: 'bash' }, { cwd, workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' }).decision;
  const flag = mode === 'before' ? (expected !== 'allow' && d !== (was ?? 'allow') ? 'NOT AS BEFORE' : '') : d !== expected ? 'DIFFERS' : '';
  if (flag !== '') flagged++;
  console.log(d.padEnd(6), expected.padEnd(6), flag, JSON.stringify(line), cwd);
}
console.log(`${ROWS.length} rows, ${flagged} flagged`);
