// awk programs against the awk installed here (src/shell/awk-arguments.ts): fast-check builds
// programs from statements that print (to files and commands, or compare with `>`), call
// system(), read with getline, in patterns, blocks and conditions; awk runs each in a scratch
// directory, and every file it wrote and every probe run must be among what the analysis found,
// unless the analysis reported a problem (a target that is not a literal string).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { awkProgram } from '../src/shell/awk-arguments.js';

const dir = mkdtempSync(join(tmpdir(), 'awk-'));
const LOG = join(dir, 'probe.log');
const PROBE = join(dir, 'probe');
writeFileSync(PROBE, `#!/bin/sh\necho "$@" >> ${LOG}\n`);
chmodSync(PROBE, 0o755);
writeFileSync(join(dir, 'input'), '1 alpha 300\n2 beta 50\n3 gamma 120\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const installed = spawnSync('awk', ['BEGIN{}'], { stdio: 'ignore' }).status === 0;

const file = fc.constantFrom('out1', 'out2', 'o u t');
const run = fc.integer({ min: 1, max: 9 }).map((k) => `${PROBE} r${k}`);
const statement: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('print', 'print $1', 'print $1, $3', 'printf "%s\\n", $2', 'print ($3 > 100)', 'x = $3 > 100', 'n++', 'next'),
  file.map((f) => `print $2 > "${f}"`),
  file.map((f) => `print "a", $1 >> "${f}"`),
  file.map((f) => `printf("%s\\n", $2) > "${f}"`),
  run.map((c) => `system("${c}")`),
  run.map((c) => `print $1 | "${c}"`),
  run.map((c) => `"${c}" | getline v`),
  run.map((c) => `while (("${c}" | getline line) > 0) n++`),
  fc.constantFrom('getline v < "input"', 'if ($3 > 100) print $2', 'if ((getline l < "input") > 0) print l', 'getline $1 < "input"', 'print /"/'),
  run.map((c) => `system("${c.replace(' ', '\\040')}")`),
);
const pattern = fc.constantFrom('', 'NR==1 ', '$3 > 100 ', '/a/ ', 'BEGIN', 'END ', '$2 ~ /m/ ');
const program = fc.array(fc.tuple(pattern, fc.array(statement, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 3 })
  .map((rules) => rules.map(([p, ss]) => `${p}{ ${ss.join('; ')} }`).join('\n'));

describe.skipIf(!installed)('the files awk writes and the commands it runs are among what the analysis finds', () => {
  it('for generated programs', () => {
    let ran = 0;
    fc.assert(fc.property(program, (p) => {
      for (const f of readdirSync(dir)) if (!['input', 'probe'].includes(f)) rmSync(join(dir, f), { force: true });
      const r = spawnSync('awk', [p, 'input'], { cwd: dir, encoding: 'utf8', timeout: 5_000 });
      if (r.status !== 0) return;
      ran++;
      const fx = awkProgram(p);
      if (fx.problem !== undefined) return;
      for (const f of readdirSync(dir).filter((x) => !['input', 'probe', 'probe.log'].includes(x))) {
        expect({ p, f, found: fx.writes.includes(f) }).toEqual({ p, f, found: true });
      }
      const runs = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').filter(Boolean) : [];
      for (const run of runs) expect({ p, run, found: fx.runs.includes(`${PROBE} ${run}`) }).toEqual({ p, run, found: true });
    }), { numRuns: Number(process.env.AWK_RUNS ?? 300) });
    expect(ran).toBeGreaterThan(100);
  });
});

describe('awkProgram', () => {
  it.each([
    ['{ print > "/etc/x" }', { writes: ['/etc/x'] }],
    ['{ print $1, $2 >> "log" }', { writes: ['log'] }],
    ['$3 > 100 { print $1 }', {}],
    ['{ print ($1 > $2) }', {}],
    ['BEGIN { system("rm -rf x") }', { runs: ['rm -rf x'] }],
    ['{ print | "sort -u" }', { runs: ['sort -u'] }],
    ['BEGIN { "date" | getline d }', { runs: ['date'] }],
    ['BEGIN { while ((getline l < "/etc/shadow") > 0) print l }', { reads: ['/etc/shadow'] }],
    ['/a|b/ { print "x|y" }', {}],
    ['{ n = $1 / 2; print n }', {}],
    // (Found in review: a regex after print, octal and hexadecimal escapes, getline into a field.)
    ['BEGIN { print /"/; system("rm x"); print /"/ }', { runs: ['rm x'] }],
    ['BEGIN { system("echo \\073 rm x") }', { runs: ['echo ; rm x'] }],
    ['BEGIN { system("echo \\x3b rm x") }', { runs: ['echo ; rm x'] }],
    ['{ getline $1 < "/etc/shadow" }', { reads: ['/etc/shadow'] }],
    ['{ getline a[1] < "/etc/shadow" }', { reads: ['/etc/shadow'] }],
  ])('%j', (src, expected) => {
    const fx = awkProgram(src);
    expect({ reads: fx.reads, writes: fx.writes, runs: fx.runs, problem: fx.problem }).toEqual({ reads: [], writes: [], runs: [], problem: undefined, ...expected });
  });

  it.each([
    ['{ print > $2 }', /not named by a literal/],
    ['{ system(cmd) }', /not a literal/],
    ['{ cmd | getline }', /not a literal/],
    ['{ print | "a" "b" }', /not a literal/],
    ['BEGIN { print |& "cat" }', /coprocess/],
    ['@include "x.awk"', /directive/],
    ['{ print "x > }', /not terminated/],
    ['BEGIN { ARGV[ARGC++] = "/etc/shadow" }', /ARGV/],
    ['BEGIN { system("a\\qb") }', /not a literal/],
  ])('%j is a problem', (src, problem) => {
    expect(awkProgram(src).problem).toMatch(problem);
  });

  it('a program without system, getline, >, | or @ is read no further', () => {
    // (But for a string it may print, session 41: what it prints is computed.)
    expect(awkProgram('{ n += $3 } END { print n, "x }')).toEqual({ reads: [], writes: [], runs: [], ownText: true });
    expect(awkProgram('{ n += $3 } END { print n }')).toEqual({ reads: [], writes: [], runs: [] });
  });
});
