// npx and `npm exec` against the real npm (src/shell/npm-arguments.ts): fast-check builds lines
// of npm's options and a probe's arguments (npm reads some of those as its own options); npm runs
// each line (offline, the probe being a binary of the project in the working directory), and
// whenever the probe ran, the analysis must have found it with exactly the arguments npm gave it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { makeProbe, shellQuote as quote } from './helpers/probe.js';

const dir = mkdtempSync(join(tmpdir(), 'npm-exec-'));
mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
writeFileSync(join(dir, 'package.json'), '{"name":"probe-project","version":"1.0.0"}\n');
// (A binary of the project: npm runs it by its name.)
const PROBE = 'probe';
const probe = makeProbe(join(dir, 'node_modules', '.bin'), PROBE, join(dir, 'log'));
const runArguments = probe.runArguments;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(line: string): void {
  probe.clear();
  spawnSync('bash', ['-c', `${line} </dev/null >/dev/null 2>&1`], { cwd: dir, stdio: 'ignore', timeout: 30_000 });
}

const npmInstalled = spawnSync('npx', ['--version'], { stdio: 'ignore' }).status === 0;

// (--offline: nothing is fetched; a line that would fetch fails, and is not counted.)
const runner = fc.constantFrom('npm exec --offline', 'npm x --offline', 'npx --offline', 'npm --offline exec', 'npx --offline --yes');
const npmOption = fc.constantFrom('-y', '--yes', '-q', '--loglevel silent', '--loglevel=warn', '--no-audit', '-s', '--color false', '-yq', '--yes=true', '--loglev warn', '-d', '--color always');
// (Some of these npm reads as its own, with the word after them: `--loglevel silent`, `--yes true`, `--yes=x`.)
const argument = fc.constantFrom('a', '-l', '--x=1', '--', '-rf', '--loglevel', 'silent', '-q', '--yes', 'b c', '-', 'true', 'null', '--yes=x', '--color=always', '--dry', '-d', '--no-yes');

describe.skipIf(!npmInstalled)('the command npm runs is the one the analysis finds', () => {
  it('for generated npx and npm exec lines', () => {
    let ran = 0;
    let total = 0;
    fc.assert(fc.property(runner, fc.array(npmOption, { maxLength: 2 }), fc.boolean(), fc.array(argument, { maxLength: 4 }), (r, options, dashDash, args) => {
      const nonce = `n${total++}`;
      const line = [r, ...options, ...(dashDash ? ['--'] : []), PROBE, nonce, ...args.map(quote)].join(' ');
      run(line);
      const got = runArguments(nonce);
      if (got === undefined) return;
      ran++;
      const found = analyzeShell(line).commands.filter((c) => c.words[0] === PROBE).map((c) => c.words.slice(1));
      expect({ line, found }).toEqual({ line, found: expect.arrayContaining([got]) });
    }), { numRuns: Number(process.env.NPM_EXEC_RUNS ?? 40) });
    console.log(`npm lines: ${total} run, the probe ran in ${ran}`);
    expect(ran).toBeGreaterThan(total / 2);
  }, 240_000);

  it('for -c lines', () => {
    for (const line of [`npx --offline -c 'probe c1 a -rf'`, `npm exec --offline -c 'probe c2 --x=1'`, `npm x --offline --call='probe c3 a'`, `npx --offline -yc 'probe c4'`]) {
      run(line);
      const got = runArguments(line.match(/c\d/)![0]);
      expect({ line, ran: got !== undefined }).toEqual({ line, ran: true });
      const found = analyzeShell(line).commands.filter((c) => c.words[0] === PROBE).map((c) => c.words.slice(1));
      expect({ line, found }).toEqual({ line, found: [got] });
    }
  }, 120_000);
});
