// The wrapper scanners against the real programs: fast-check builds lines of wrappers (with
// options in every form getopt reads: clusters, attached values, long-option prefixes) around
// a probe that logs the arguments it was given; bash runs each line, and whenever the probe ran,
// the analysis must have found it as a command with exactly those arguments. A wrapper that is
// not installed here, or refuses to run (no privileges), is left out and the count is logged.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { makeProbe, shellQuote as quote } from './helpers/probe.js';

const dir = mkdtempSync(join(tmpdir(), 'wrappers-'));
chmodSync(dir, 0o755);
// (Writable by anyone: runuser runs the probe as nobody.)
mkdirSync(join(dir, 'out'), { mode: 0o777 });
chmodSync(join(dir, 'out'), 0o777);
const probe = makeProbe(dir, 'probe', join(dir, 'out', 'log'));
const PROBE = probe.path;
const runArguments = probe.runArguments;
const LOCK = join(dir, 'lock');
writeFileSync(LOCK, '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));


/** A form of a wrapper: what it puts around the command it runs. */
type Form = (inner: string) => string;
const prefix = (p: string): Form => (inner) => `${p} ${inner}`;
const string = (before: string, after = ''): Form => (inner) => `${before} ${quote(inner)}${after}`;

/** Each wrapper with the options to draw from (any number, in any order), then its required words. */
interface Wrapper { name: string; options: string[]; required?: string; forms?: Form[] }
const WRAPPERS: Wrapper[] = [
  { name: 'env', options: ['-i', '-u X', '-uX', '--unset=X', '--uns X', '-C /tmp', '-C/tmp', '--chdir=/tmp', '-iC/tmp', 'A=1', '-', '-v', '--ignore-e'] },
  { name: 'timeout', options: ['-s KILL', '-sKILL', '--signal=KILL', '--sig KILL', '-k 9', '-k9', '--kill-after=9', '--foreground', '-v', '--preserve'], required: '30' },
  { name: 'nice', options: ['-n 5', '-n5', '--adjustment=5', '--adj 5'] },
  { name: 'stdbuf', options: ['-o L', '--output=L', '-i0', '-eL', '--err=0'], required: '-oL' },
  { name: 'setsid', options: ['-w', '--wait', '-ww'] },
  { name: 'ionice', options: ['-c 3', '-c3', '-c 2 -n 7', '-c2 -n7', '--class=3', '-t'] },
  { name: 'taskset', options: ['-a'], required: '1' },
  { name: 'chrt', options: ['-b', '-i', '-v', '-R', '-bR', '--batch'], required: '-o 0' },
  { name: 'prlimit', options: ['--nofile=1024', '-n1024', '--core=0', '-c0', '--core', '--raw', '--nofile'] },
  // (Always -n: a flock inside another on the same file would wait for it.)
  { name: 'flock', options: ['-x', '-s', '-w 5', '-w5', '--timeout=5', '-xn', '-o'], required: `-n ${LOCK}` },
  { name: 'command', options: ['-p'] },
  { name: 'exec', options: ['-a name', '-c', '-l', '-cl'] },
  { name: 'nohup', options: [] },
  { name: 'chroot', options: ['--userspec=0:0', '--skip-chdir'], required: '/' },
  { name: 'setpriv', options: ['--nnp', '--no-new-privs', '--reuid=0', '--regid 0', '--clear-groups', '--reset-env', '--inh-caps=-all'] },
  { name: 'unshare', options: ['-r', '--map-root-user', '-m', '--mount', '-u', '--uts', '-f', '--fork', '-n', '-w /tmp', '--wd=/tmp', '-mu', '-ru'] },
  { name: 'nsenter', options: ['-m', '--mount', '-u', '-n', '--net', '-w', '--wd', '-m/proc/1/ns/mnt', '--mount=/proc/1/ns/mnt', '-F'], required: '-t 1' },
  { name: 'runuser', options: [], forms: [prefix('runuser -u nobody --'), prefix('runuser -unobody --'), prefix('runuser --user=nobody --'), prefix('runuser -u root')] },
  { name: 'fakeroot', options: ['-u', '--unknown-is-real'], forms: [prefix('fakeroot --'), prefix('fakeroot -u --')] },
  {
    name: 'su', options: [], forms: [
      string('su root -c'), string('su -c', ' root'), string('su -lc'), string('su --command'), string('su --comm'), string('su -s /bin/sh root -c'),
      string('su - root -c'), string('su -m -c'), string('su root -- -c'), (inner) => `su -c${quote(inner)}`, (inner) => `su --command=${quote(inner)}`,
      string('runuser root -c'), string('runuser -l root -c'),
    ],
  },
  { name: 'sg', options: [], forms: [string('sg root -c'), string('sg root')] },
  {
    name: 'script', options: [], forms: [
      string('script -qc', ' /dev/null'), string('script -q -e -c', ' /dev/null'), string('script --quiet --command', ' /dev/null'),
      string('script /dev/null -qc'), string('script -O /dev/null -qec'), (inner) => `script -qc${quote(inner)} /dev/null`, string('script -t/dev/null --comm', ' /dev/null'),
    ],
  },
  { name: 'flock -c', options: [], forms: [string(`flock -n ${LOCK} -c`), string(`flock -xn ${LOCK} --command`)] },
  { name: 'bash -c', options: [], forms: [string('bash -c'), string('sh -ec'), string('bash --norc -c')] },
];


/** A wrapper is checked when it runs the probe plainly (installed, and permitted here). */
function runs(form: Form): boolean {
  probe.clear();
  spawnSync('bash', ['-c', form(`${PROBE} ok`)], { cwd: dir, stdio: 'ignore', timeout: 5_000 });
  return runArguments('ok') !== undefined;
}

const formsOf = (w: Wrapper): Form[] => w.forms ?? [prefix(w.required === undefined ? w.name : `${w.name} ${w.required}`)];
const usable = WRAPPERS.filter((w) => runs(formsOf(w)[0]!));
const left = WRAPPERS.filter((w) => !usable.includes(w)).map((w) => w.name);

/** One wrapper with some of its options, in some order (options come before required words). */
const wrapperForm: fc.Arbitrary<Form> = fc.constantFrom(...usable).chain((w) => {
  if (w.forms) return fc.constantFrom(...w.forms);
  return fc.subarray(w.options).chain((opts) => fc.shuffledSubarray(opts, { minLength: opts.length })).map((opts) =>
    prefix([w.name, ...opts, ...(w.required ? [w.required] : [])].join(' ')));
});

const argument = fc.constantFrom('a', '-l', '--x=1', 'b c', '-', '--', "it's", '-rf');

describe('the wrapped command the analysis finds is the one the program runs', () => {
  it(`checks ${usable.length} of ${WRAPPERS.length} wrappers (left out here: ${left.join(', ') || 'none'})`, () => {
    // env, timeout, nice, stdbuf, setsid, command, exec, nohup and bash are on every machine that runs the tests.
    expect(usable.map((w) => w.name)).toEqual(expect.arrayContaining(['env', 'timeout', 'nice', 'stdbuf', 'setsid', 'command', 'exec', 'nohup', 'bash -c']));
  });

  it('for generated lines of up to three wrappers', () => {
    let ran = 0;
    let total = 0;
    fc.assert(fc.property(fc.array(wrapperForm, { minLength: 1, maxLength: 3 }), fc.array(argument, { maxLength: 3 }), (forms, args) => {
      const nonce = `n${total}`;
      const command = [PROBE, nonce, ...args.map(quote)].join(' ');
      const line = forms.reduceRight((inner, form) => form(inner), command);
      probe.clear();
      spawnSync('bash', ['-c', `${line} </dev/null >/dev/null 2>&1`], { cwd: dir, stdio: 'ignore', timeout: 5_000 });
      total++;
      const got = runArguments(nonce);
      if (got === undefined) return;
      ran++;
      const found = analyzeShell(line).commands.filter((c) => c.words[0] === PROBE).map((c) => c.words.slice(1));
      expect({ line, found }).toEqual({ line, found: expect.arrayContaining([got]) });
    }), { numRuns: 300 });
    // (Each line is a few processes; 300 take some seconds.)
    console.log(`wrapper lines: ${total} run, the probe ran in ${ran}`);
    expect(ran).toBeGreaterThan(total / 3);
  });
});
