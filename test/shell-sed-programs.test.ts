// sed scripts against GNU sed (src/shell/sed-arguments.ts): fast-check builds scripts from sed's
// grammar (addresses, blocks, s and y with flags, text commands, labels, comments), some of which
// write files (`w`, the `w` flag of s) or run a probe (`e`); sed runs each in a scratch directory,
// and every file it wrote and every probe run must be among what the analysis found.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { sedScript } from '../src/shell/sed-arguments.js';

const dir = mkdtempSync(join(tmpdir(), 'sed-'));
const LOG = join(dir, 'probe.log');
const PROBE = join(dir, 'probe');
writeFileSync(PROBE, `#!/bin/sh\necho "$@" >> ${LOG}\n`);
chmodSync(PROBE, 0o755);
writeFileSync(join(dir, 'input'), 'alpha\nbeta\ngamma\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gnuSed = spawnSync('sed', ['--version'], { encoding: 'utf8' }).stdout?.includes('GNU') === true;

const address = fc.constantFrom('', '1', '2', '$', '/a/', '\\,b,', '1,2', '/a/,$', '2~1', '0,/b/', '/x/I', '/[/]/', '/[^/]/');
const file = fc.constantFrom('out1', 'out2', 'o u t', 'out;3');
const command: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('p', 'd', '=', 'l', 'n', 'N', 'h', 'G', 'x', 'z', 'y/ab/ba/', 's/a/b/', 's,a,b,g', 's/a/\\//2', 's|x|y|p', 'b', 't end', ':end', '# note'),
  file.map((f) => `w ${f}\n`),
  fc.tuple(fc.constantFrom('s/a/b/', 's,l,L,g', 's/./x/2', 's/[/]/x/', 's/[]/a]/x/', 's/[[:alpha:]/]/x/2'), file).map(([s, f]) => `${s}w ${f}\n`),
  fc.constantFrom('a text;w not', 'i\\\nline', 'c changed').map((t) => `${t}\n`),
  fc.integer({ min: 1, max: 9 }).map((k) => `e ${PROBE} run${k}\n`),
  // (Found in review: a comment ends at the newline whatever precedes it; a label ends at a
  // blank; text ending in an escaped backslash ends; e's command goes on past an escaped newline.)
  fc.constantFrom('#x\\\nw out1\n', ':a w out2\n', 'b end w out1\n', 'a foo\\\\\nw out2\n', `e ${PROBE} run1;\\\n${PROBE} run2\n`),
);
const script = fc.array(fc.tuple(address, command, fc.boolean()), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([a, c, block]) => (block && !c.endsWith('\n') ? `${a}{${c}}` : `${a}${c}`)).join(';'));

describe.skipIf(!gnuSed)('the files GNU sed writes and the commands it runs are among what the analysis finds', () => {
  it('for generated scripts', () => {
    let ran = 0;
    fc.assert(fc.property(script, (s) => {
      for (const f of readdirSync(dir)) if (!['input', 'probe'].includes(f)) rmSync(join(dir, f), { force: true });
      const r = spawnSync('sed', ['-n', s, 'input'], { cwd: dir, encoding: 'utf8', timeout: 5_000 });
      if (r.status !== 0) return;
      ran++;
      const fx = sedScript(s);
      const written = readdirSync(dir).filter((f) => !['input', 'probe', 'probe.log'].includes(f));
      for (const f of written) expect({ s, f, found: fx.writes.includes(f) }).toEqual({ s, f, found: true });
      const runs = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').filter(Boolean) : [];
      // (A run is a shell line: its commands are what the analysis of the line finds.)
      const commands = fx.runs.flatMap((line) => analyzeShell(line).commands.map((c) => c.words.join(' ')));
      for (const run of runs) expect({ s, run, found: commands.includes(`${PROBE} ${run}`) }).toEqual({ s, run, found: true });
    }), { numRuns: Number(process.env.SED_RUNS ?? 300) });
    expect(ran).toBeGreaterThan(100);
  });
});

it('GNU sed joins its -e scripts with newlines: e\'s command goes on into the next', () => {
  const a = analyzeShell("sed -n -e '1e echo x;\\' -e 'rm -rf /etc' f");
  expect(a.commands.map((c) => c.words.join(' '))).toContain('rm -rf /etc');
});

describe('sedScript', () => {
  it.each([
    ['w /etc/x', { writes: ['/etc/x'] }],
    ['s/a/b/w /etc/x', { writes: ['/etc/x'] }],
    ['1r ~/.ssh/id_rsa', { reads: ['~/.ssh/id_rsa'] }],
    ['$R in', { reads: ['in'] }],
    ['/x/e rm -rf y', { runs: ['rm -rf y'] }],
    ['s/a/b/;w out', { writes: ['out'] }],
    ['/a/{p;w out\n}', { writes: ['out'] }],
    ['a w not a file', {}],
    ['y/w/e/', {}],
    ['s/w x/e y/', {}],
    ['# w comment', {}],
    // (A bracket expression in a regex holds the delimiter: found in review, `s/[/]/x/w F` was read as ending at `[/`.)
    ['s/[/]/x/w out', { writes: ['out'] }], ['/[/]/w out', { writes: ['out'] }], ['s/[]/]/x/w out', { writes: ['out'] }],
    ['s/[[:alpha:]/]/x/w out', { writes: ['out'] }], ['s/[/]/w x/', {}],
  ])('%j', (script, expected) => {
    const fx = sedScript(script);
    expect({ reads: fx.reads, writes: fx.writes, runs: fx.runs }).toEqual({ reads: [], writes: [], runs: [], ...expected });
    expect(fx.problem).toBeUndefined();
  });

  it.each([['e', /pattern space/], ['s/a/b/e', /e flag/], ['s/a/w', /not terminated/], ['k;w f', /unknown sed command/], ['s/[/]/rm x/e', /e flag/], ['s/a/b/gxw f', /unexpected/]])('%j is a problem', (script, problem) => {
    expect(sedScript(script).problem).toMatch(problem);
  });

  it('a script without r, R, w, W or e is read no further (it can only edit its input)', () => {
    // (But for text of its own, `b` (session 41): what it prints is computed; `k`, which sed refuses, is no problem of ours.)
    expect(sedScript('s/a/b/g;p;k')).toEqual({ reads: [], writes: [], runs: [], ownText: true });
    expect(sedScript('s/a/&/g;p;k')).toEqual({ reads: [], writes: [], runs: [], ownText: true });
    expect(sedScript('s/a/&/g;p')).toEqual({ reads: [], writes: [], runs: [] });
    expect(sedScript('/class/d;5p')).toEqual({ reads: [], writes: [], runs: [] });
  });
});
