// ssh, scp and sftp against the real programs (src/shell/remote-hosts.ts): fast-check builds
// command lines from destinations, jump hosts and options (clusters, attached values, `-o
// HostName=`, `-o ProxyJump=`); `ssh -G` prints the host and jump hosts ssh would connect to
// without connecting (scp and sftp hand their ssh, given with -S, the arguments that resolve the
// same way). Every such host must be one of the Domain parts the analysis found.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFetchTarget } from '../src/domains/url.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { shellQuote as quote } from './helpers/probe.js';

const RUNS = Number(process.env.SSH_RUNS ?? 120);
const dir = mkdtempSync(join(tmpdir(), 'ssh-programs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const has = (cmd: string) => spawnSync(cmd, ['-V'], { stdio: 'ignore' }).status === 0 || existsSync(`/usr/bin/${cmd}`);
const log = join(dir, 'resolved');
// The ssh scp and sftp start: it prints what ssh would connect to, and connects nowhere.
const resolver = join(dir, 'resolve-ssh');
writeFileSync(resolver, `#!/bin/sh\nssh -G "$@" > ${quote(log)} 2>/dev/null\nexit 1\n`);
chmodSync(resolver, 0o755);
const env = { PATH: process.env.PATH, HOME: dir };

/** Hosts in `ssh -G` output: the host name and each jump host. */
function resolvedHosts(out: string): string[] {
  const hosts: string[] = [];
  for (const line of out.split('\n')) {
    const [key, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (key === 'hostname') hosts.push(value);
    if (key === 'proxyjump' && value !== 'none') {
      for (const j of value.split(',')) hosts.push(j.replace(/^ssh:\/\//, '').replace(/^.*@/, '').replace(/:\d+\/?$/, '').replace(/\/$/, '').replace(/^\[(.*)\]$/, '$1'));
    }
  }
  return hosts.map((h) => h.toLowerCase());
}

/** Checks one line; false when the analysis holds a host it cannot read (nothing to compare). */
function check(line: string, hosts: string[]): boolean {
  const a = analyzeShell(line);
  const targets = a.urls.map((u) => (u.dynamic === true ? undefined : parseFetchTarget(u.url)));
  // A host the analysis cannot read (`%h.example`) is unknown: it asks wherever Domain rules apply.
  if (targets.some((t) => t === undefined || !t.ok)) return false;
  const found = targets.flatMap((t) => (t !== undefined && t.ok ? [t.target.host, t.target.altHost ?? t.target.host] : []));
  for (const h of hosts) expect(found, `${line}: ssh connects to ${h}; the analysis has ${JSON.stringify(a.urls.map((u) => u.url))}`).toContain(h.replace(/\.$/, ''));
  return hosts.length > 0;
}

const host = fc.constantFrom('h1.example', 'H2.Example', 'evil.example', '10.0.0.7', 'alias');
const jump = fc.oneof(
  fc.tuple(fc.constantFrom('', 'u@'), host, fc.constantFrom('', ':2222')).map((p) => p.join('')),
  host.map((h) => `ssh://u@${h}:22`),
);
const jumps = fc.array(jump, { minLength: 1, maxLength: 2 }).map((j) => j.join(','));
const option = fc.oneof(
  fc.constantFrom(['-p', '2222'], ['-p2222'], ['-l', 'bob'], ['-4'], ['-vvp', '22'], ['-i', 'key'], ['-A'], ['-C'], ['-o', 'User=u'], ['-o', 'Port=22'], ['-q']),
  jumps.map((j) => ['-J', j]),
  jumps.map((j) => [`-J${j}`]),
  jumps.map((j) => ['-o', `ProxyJump=${j}`]),
  host.chain((h) => fc.constantFrom(['-o', `HostName=${h}`], [`-oHostname ${h}`], ['-o', `hostname=${h}`], ['-o', `HostName=%h.${h}`])),
);
const destination = fc.oneof(
  fc.tuple(fc.constantFrom('', 'u@'), host).map((p) => p.join('')),
  fc.tuple(fc.constantFrom('', 'u@'), host, fc.constantFrom('', ':2200')).map(([u, h, p]) => `ssh://${u}${h}${p}`),
);

describe.skipIf(!has('ssh'))('ssh: the hosts it connects to are Domain parts', () => {
  it('for generated command lines (ssh -G)', () => {
    let compared = 0;
    fc.assert(fc.property(fc.array(option, { maxLength: 3 }), destination, (opts, dest) => {
      const args = [...opts.flat(), dest];
      const r = spawnSync('ssh', ['-F', '/dev/null', '-G', ...args], { encoding: 'utf8', env, timeout: 10_000 });
      if (r.status !== 0) return;
      if (check(`ssh ${args.map(quote).join(' ')} true`, resolvedHosts(r.stdout))) compared++;
    }), { numRuns: RUNS });
    console.log(`ssh lines: ${RUNS}, compared ${compared}`);
    expect(compared).toBeGreaterThan(RUNS / 2);
  });
});

describe.skipIf(!has('scp') || !has('ssh'))('scp and sftp: the hosts they connect to are Domain parts', () => {
  const remote = fc.tuple(fc.constantFrom('', 'u@'), host, fc.constantFrom(':x', ':', ':/abs/x')).map((p) => p.join(''));
  const scpOption = fc.oneof(fc.constantFrom(['-P', '2222'], ['-q'], ['-r'], ['-o', 'User=u']), jumps.map((j) => ['-J', j]), host.map((h) => ['-o', `HostName=${h}`]));
  it('for generated command lines (their ssh resolved with ssh -G)', () => {
    writeFileSync(join(dir, 'local.txt'), 'x\n');
    let compared = 0;
    fc.assert(fc.property(fc.constantFrom('scp', 'sftp'), fc.array(scpOption, { maxLength: 2 }), remote, (tool, opts, r) => {
      rmSync(log, { force: true });
      const args = [...opts.flat(), ...(tool === 'scp' ? ['local.txt', r] : [r])];
      spawnSync(tool, ['-F', '/dev/null', '-S', resolver, ...args], { cwd: dir, encoding: 'utf8', env, timeout: 10_000, input: '' });
      if (!existsSync(log)) return;
      if (check(`${tool} ${args.map(quote).join(' ')}`, resolvedHosts(readFileSync(log, 'utf8')))) compared++;
    }), { numRuns: RUNS });
    console.log(`scp and sftp lines: ${RUNS}, compared ${compared}`);
    expect(compared).toBeGreaterThan(RUNS / 2);
  });
});
