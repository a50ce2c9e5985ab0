// tmux against the real tmux (src/shell/tmux-arguments.ts): fast-check builds tmux lines (its
// own options, a command sequence, each command with its options) around a probe that logs its
// arguments; tmux runs each line on a private server, and whenever the probe ran, the analysis
// must have found it with exactly the arguments it got.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { makeProbe, shellQuote as quote } from './helpers/probe.js';

const dir = mkdtempSync(join(tmpdir(), 'tmux-'));
const probe = makeProbe(dir);
const PROBE = probe.path;
const SOCKET = `managed-policy-${process.pid}`;
const tmux = (args: string[]) => spawnSync('tmux', ['-L', SOCKET, ...args], { stdio: 'ignore', timeout: 10_000 });
afterAll(() => {
  tmux(['kill-server']);
  rmSync(dir, { recursive: true, force: true });
});

const installed = spawnSync('tmux', ['-V'], { stdio: 'ignore' }).status === 0;

/** Runs the line, and waits for the probe (tmux runs it in a pane, later). */
function run(line: string, nonce: string): string[] | undefined {
  probe.clear();
  spawnSync('bash', ['-c', `${line} </dev/null >/dev/null 2>&1`], { cwd: dir, stdio: 'ignore', timeout: 10_000 });
  let got: string[] | undefined;
  // (Up to 4 s: on a loaded machine, with the other program tests running beside it, tmux can take
  // more than the 2 s this once waited, and the run counted as one where the probe never ran.)
  for (let k = 0; k < 80 && got === undefined; k++) {
    spawnSync('sleep', ['0.05']);
    got = probe.runArguments(nonce);
  }
  tmux(['kill-server']);
  return got;
}

/** The probe as tmux is given it: one word run by the shell, or its words run as they are. */
const probeCommand = (nonce: string, args: string[], asWords: boolean) =>
  asWords ? [PROBE, nonce, ...args].map(quote).join(' ') : quote([PROBE, nonce, ...args.map(quote)].join(' '));

const globalOption = fc.constantFrom('', '-2', '-u', '-N');
const newSessionOption = fc.constantFrom('-s s1', '-n w1', '-x 80', '-y 24', '-c /tmp', '-e A=1', '-P', '-dP', '-F x', '-sfoo');
const form = fc.constantFrom(
  (opts: string, cmd: string) => `new-session -d ${opts} ${cmd}`,
  (opts: string, cmd: string) => `new -d ${opts} ${cmd}`,
  (opts: string, cmd: string) => `new-session -d ${opts} \\; new-window -d ${cmd}`,
  (opts: string, cmd: string) => `new-session -d ${opts} \\; splitw -d -h ${cmd}`,
  (opts: string, cmd: string) => `new-session -d ${opts} \\; run-shell ${cmd}`,
  (opts: string, cmd: string) => `new-session -d ${opts} \\; neww -d -n x2 ${cmd}`,
);
const argument = fc.constantFrom('a', '-l', 'b c', "it's", '--', ';x', '~/x');

describe.skipIf(!installed)('the command tmux runs is the one the analysis finds', () => {
  it('for generated tmux lines', () => {
    let ran = 0;
    let total = 0;
    fc.assert(fc.property(globalOption, form, fc.array(newSessionOption, { maxLength: 2 }), fc.array(argument, { maxLength: 3 }), fc.boolean(),
      (g, f, opts, args, asWords) => {
        const nonce = `n${total++}`;
        const line = `tmux -L ${SOCKET} ${g} ${f(opts.join(' '), probeCommand(nonce, args, asWords))}`;
        const got = run(line, nonce);
        if (got === undefined) return;
        ran++;
        const found = analyzeShell(line).commands.filter((c) => c.words[0] === PROBE).map((c) => c.words.slice(1));
        expect({ line, found }).toEqual({ line, found: expect.arrayContaining([got]) });
      }), { numRuns: Number(process.env.TMUX_RUNS ?? 20) });
    console.log(`tmux lines: ${total} run, the probe ran in ${ran}`);
    // (About half the generated lines are ones tmux refuses or runs nothing for, `-N`, `-F x`: 10 to
    // 14 of 20 ran in recent runs, so the old bound of more than half failed a clean-clone run at
    // exactly 10. The comparison must still not be empty.)
    expect(ran).toBeGreaterThan(total / 4);
  }, 300_000);

  it('for tmux -c', () => {
    const line = `tmux -L ${SOCKET} -c ${quote(`${PROBE} c1 a 'b c'`)}`;
    const got = run(line, 'c1');
    expect(got).toEqual(['c1', 'a', 'b c']);
    expect(analyzeShell(line).commands.filter((c) => c.words[0] === PROBE).map((c) => c.words.slice(1))).toEqual([got]);
  }, 60_000);
});
