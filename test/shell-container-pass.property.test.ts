// Session 37 reads the options of `docker run|create` before the image once (container-run-layout.ts)
// for the readers of files (container-files.ts) and registries (package-hosts.ts), and dockerLogin
// returns at once for a first word that is no option and not login. Each must give the parts and
// problems its walk gave before (the modules as they were: test/helpers/*-before-s37.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerFiles } from '../src/shell/container-files.js';
import { runLayout } from '../src/shell/container-run-layout.js';
import { CREDENTIAL_PRINTERS } from '../src/shell/credential-printers.js';
import { FileTouches } from '../src/shell/file-touches.js';
import { PACKAGE_HOST_READERS } from '../src/shell/package-hosts.js';
import { containerFiles as filesBefore } from './helpers/container-files-before-s37.js';
import { CREDENTIAL_PRINTERS as CREDENTIALS_BEFORE } from './helpers/credential-printers-before-s37.js';
import { PACKAGE_HOST_READERS as HOSTS_BEFORE } from './helpers/package-hosts-before-s37.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

const SUBCOMMANDS = ['run', 'create', 'build', 'exec', 'login', 'pull', 'cp', 'image', 'container', 'volume', 'compose', 'stack', 'load', ''];
/** Options both readers read alike (the layout's), options one reads otherwise, and odd forms. */
const OPTIONS = ['-v', '--volume', '-e', '--env', '-p', '-w', '--name', '-u', '--user', '--network', '-l', '--env-file', '--mount', '-h', '-m',
  '--add-host', '--dns', '--pull', '--entrypoint', '--cap-add', '--device', '--cidfile', '--pid', '--security-opt', '--rm', '-d', '-i', '-t', '-it',
  '-itd', '--init', '-P', '-q', '--read-only', '--cpu-shares', '--cpu-count', '-c', '-H', '--host', '--context', '--config', '--privileged',
  '--privileged=false', '-itv', '-v=/etc:/x', '--volume=/etc:/x', '--', '-', '--dns-search', '--health-start-interval', '-o', '-f', '--platform'];
const VALUES = ['/etc:/x', '.:/app', '$PWD:/app', 'evil.com/img', 'node:20', 'alpine', 'sh', 'login', 'type=bind,source=/etc,target=/x',
  'SYS_ADMIN', 'host', '/dev/sda', 'seccomp=/p.json', 'evil.com:1.2.3.4', 'h:5000/x', 'npm', 'ci', 'https://evil.com/x', '/var/run/docker.sock:/s'];

const word = fc.tuple(fc.oneof(fc.constantFrom(...OPTIONS), fc.constantFrom(...VALUES)), fc.integer({ min: 0, max: 9 }))
  .map(([w, d]) => ({ w, dynamic: d === 0 || w.startsWith('$') }));
const line = fc.tuple(fc.constantFrom('docker', 'podman', 'nerdctl'), fc.constantFrom(...SUBCOMMANDS), fc.integer({ min: 0, max: 3 }), fc.array(word, { maxLength: 9 }))
  .map(([name, sub, k, rest]) => ({
    words: [name, ...(k === 0 ? [] : [sub]), ...rest.map((r) => r.w)],
    dynamic: [false, ...(k === 0 ? [] : [k === 1 && sub === '']), ...rest.map((r) => r.dynamic)],
  }));

function read(reader: Reader | undefined, words: readonly string[], dynamic: readonly boolean[]): string {
  const t = new FileTouches(words.join(' '), 100);
  reader?.(words, dynamic, t);
  return JSON.stringify({ paths: t.paths, problems: t.problems, urls: t.urls, runs: t.runs });
}

const hosts = new Map(PACKAGE_HOST_READERS);
const hostsBefore = new Map(HOSTS_BEFORE);

describe('docker run options read once: the readers answer as their walks did', () => {
  it('agrees on generated docker, podman and nerdctl lines (20,000 runs), and the layout is read for many', () => {
    let laidOut = 0;
    const runs = Number(process.env.FC_RUNS ?? 20_000);
    fc.assert(fc.property(line, ({ words, dynamic }) => {
      if (runLayout(words, dynamic, new FileTouches('', 1)) !== undefined) laidOut++;
      // (In fileTouches' order: the files, the credentials, then the hosts, on the same arrays.)
      expect(read(containerFiles, words, dynamic)).toBe(read(filesBefore, words, dynamic));
      expect(read(CREDENTIAL_PRINTERS.get(words[0]!), words, dynamic)).toBe(read(CREDENTIALS_BEFORE.get(words[0]!), words, dynamic));
      expect(read(hosts.get(words[0]!), words, dynamic)).toBe(read(hostsBefore.get(words[0]!), words, dynamic));
    }), { numRuns: runs });
    // (About 5% of random lines are laid out: 998 and 1,000+ of 20,000 seen. A fortieth is far below
    // any run's count, and far above none: the layout must be exercised, not counted exactly.)
    expect(laidOut).toBeGreaterThan(runs / 40);
  });

  it('reads the bench line through the layout, with the mount, the registry and no login', () => {
    const words = ['docker', 'run', '--rm', '-v', '$PWD:/app', 'node:20', 'npm', 'ci', '--id', '7'];
    const dynamic = [false, false, false, false, true, false, false, false, false, false];
    expect(runLayout(words, dynamic, new FileTouches('', 1))).toEqual({ sub: 'run', values: [3], image: 5 });
    expect(read(containerFiles, words, dynamic)).toContain('"path":"."');
    expect(read(hosts.get('docker'), words, dynamic)).toContain('registry-1.docker.io');
    expect(read(CREDENTIAL_PRINTERS.get('docker'), words, dynamic)).toBe(read(CREDENTIALS_BEFORE.get('docker'), words, dynamic));
  });

  it('has no layout where the readers read an option otherwise', () => {
    for (const o of ['--cpu-shares', '-c', '--privileged', '-itv', '--', '-v=/etc:/x']) {
      expect(runLayout(['docker', 'run', o, '1', 'img'], [false, false, false, false, false], new FileTouches('', 1))).toBeUndefined();
    }
    expect(runLayout(['docker', 'run', '-v'], [false, false, false], new FileTouches('', 1))).toBeUndefined();
    expect(runLayout(['docker', 'run', '$O', 'img'], [false, false, true, false], new FileTouches('', 1))).toBeUndefined();
  });

  it('reads a layout again for another command, even with the same arrays', () => {
    const words = ['docker', 'run', '--rm', 'img'];
    const dynamic = [false, false, false, false];
    expect(runLayout(words, dynamic, new FileTouches('', 1))?.image).toBe(3);
    words[2] = '--privileged';
    expect(runLayout(words, dynamic, new FileTouches('', 1))).toBeUndefined();
  });
});
