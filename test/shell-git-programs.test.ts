// git against the real git (src/shell/git-remotes.ts, git-arguments.ts): what it connects to and
// what it reads into the repository.
//
// - Where: fast-check builds repository operands from pieces of every form (schemes, users,
//   hosts, ports, brackets, `::` helpers, paths with `:` and `/`); git runs `ls-remote` on each
//   with every transport but ssh forbidden and a fake ssh that logs its arguments, so nothing
//   leaves the machine. git's answer (the transport it refused, or the host it handed to ssh) must
//   be what the analysis found: a path here, a Domain part with that host, or a problem.
// - What: in a scratch repository with changed, new and nested files, `git add`, `commit` and
//   `stash` run under strace; every work-tree file git opened must lie at or below a path the
//   analysis says the command reads.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync, utimesSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFetchTarget } from '../src/domains/url.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { shellQuote as quote } from './helpers/probe.js';

const RUNS = Number(process.env.GIT_RUNS ?? 150);
const dir = mkdtempSync(join(tmpdir(), 'git-programs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const has = (cmd: string, arg = '--version') => spawnSync(cmd, [arg], { stdio: 'ignore' }).status === 0;

describe.skipIf(!has('git'))('git: where it connects is what the analysis finds', () => {
  const sshLog = join(dir, 'ssh.log');
  const fakeSsh = join(dir, 'fake-ssh');
  writeFileSync(fakeSsh, `#!/bin/sh\nprintf '%s\\0' "$@" > ${quote(sshLog)}\nexit 1\n`);
  chmodSync(fakeSsh, 0o755);

  /** What git does with the operand: a transport it refused, the ssh host, or another failure. */
  function gitReach(operand: string): { transport?: string; sshHost?: string; other?: string } {
    rmSync(sshLog, { force: true });
    const r = spawnSync('git', ['-c', 'protocol.allow=never', '-c', 'protocol.ssh.allow=always', 'ls-remote', '--', operand], {
      cwd: dir, encoding: 'utf8', timeout: 10_000,
      env: { ...process.env, GIT_SSH_COMMAND: fakeSsh, GIT_SSH_VARIANT: 'ssh', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
    });
    const refused = /transport '([^']*)' not allowed/.exec(r.stderr);
    if (refused) return { transport: refused[1]! };
    const args = existsSync(sshLog) ? readFileSync(sshLog, 'utf8').split('\0').slice(0, -1) : undefined;
    if (args !== undefined && args.length >= 2) {
      // [-p PORT] [-o OPTION]… [user@]host COMMAND
      const host = args[args.length - 2]!;
      return { sshHost: host.slice(host.lastIndexOf('@') + 1) };
    }
    return { other: r.stderr.split('\n')[0] ?? '' };
  }

  /** The host in what git gave ssh, canonical case, no trailing dots (an IPv6 address has more than one colon). */
  const hostOf = (h: string) => (h.split(':').length > 2 ? h : h.replace(/:\d*$/, '')).toLowerCase().replace(/\.+$/, '');

  const piece = {
    scheme: fc.constantFrom('', '', 'https://', 'ssh://', 'git://', 'file://', 'git+ssh://', 'ftp://', 'FILE://', 'ext::', 'foo::', 'x+y::'),
    user: fc.constantFrom('', '', 'u@', 'git@', 'a:b@'),
    host: fc.constantFrom('evil.com', 'h', 'Evil.COM', '127.0.0.1', '[::1]', '[h:22]', 'a.b-c.d', '', '.', '..', 'tmp'),
    port: fc.constantFrom('', '', ':22', ':2222'),
    sep: fc.constantFrom(':', '/', ':/', '', '::'),
    path: fc.constantFrom('x', 'a/b.git', '/abs', 'a:b', '', '~u/r', 'd/'),
  };
  const operand = fc.oneof(
    fc.tuple(piece.scheme, piece.user, piece.host, piece.port, piece.sep, piece.path).map((p) => p.join('')),
    fc.array(fc.constantFrom('a', ':', '/', '@', '[', ']', '.', 'h', '::', 'file', '-'), { minLength: 1, maxLength: 7 }).map((p) => p.join('')),
  ).filter((w) => w !== '' && !w.startsWith('-'));

  it('for generated repository operands', () => {
    const seen: Record<string, number> = {};
    fc.assert(fc.property(operand, (w) => {
      const a = analyzeShell(`git ls-remote -- ${quote(w)}`);
      const got = gitReach(w);
      const kind = got.transport === 'file' ? 'path' : got.sshHost !== undefined ? 'ssh' : got.transport !== undefined ? 'transport' : 'other';
      seen[kind] = (seen[kind] ?? 0) + 1;
      const why = `${w}: git ${JSON.stringify(got)}, analysis ${JSON.stringify({ paths: a.paths.map((p) => p.path), urls: a.urls.map((u) => u.url), incomplete: a.incomplete.map((i) => i.reason) })}`;
      if (/^(?:[A-Za-z][A-Za-z0-9+.-]*)?::/.test(w)) {
        // A remote helper (`ext::`, `file::`): always a problem.
        expect(a.incomplete.length, why).toBeGreaterThan(0);
      } else if (got.transport === 'file') {
        // A repository here (a word without `/` or `:` is a remote's name first: left out).
        if (!w.includes('/') && !w.includes(':')) return;
        const expected = w.startsWith('file://') ? w.slice(7).slice(w.slice(7).indexOf('/')) : w;
        expect(a.paths.map((p) => `${p.op}:${p.path}:${p.below}`), why).toContain(`read:${expected}:tree`);
        expect(a.urls, why).toEqual([]);
      } else if (got.sshHost !== undefined) {
        expect(a.urls.length, why).toBe(1);
        const t = parseFetchTarget(a.urls[0]!.url);
        // The host the analysis checks is the host git gave ssh (brackets off, canonical case).
        // (A URL that does not parse, `ssh://h:~u/r`, can only ask where Domain rules apply. git
        // leaves a port on the host it gives ssh when a user has a colon: `ssh://a:b@h:22/x` reaches `h:22`.)
        if (t.ok) expect(t.target.host.replace(/^\[|\]$/g, ''), why).toBe(hostOf(got.sshHost));
      } else if (got.transport !== undefined) {
        // Another transport (`https://`, a helper for `foo://`): a URL whose host deny rules see.
        expect(a.urls.length + a.incomplete.length, why).toBeGreaterThan(0);
      }
      // (git refused the operand itself: nothing ran.)
    }), { numRuns: RUNS });
    // The generator reaches every outcome.
    expect(Object.keys(seen).sort()).toEqual(expect.arrayContaining(['path', 'ssh', 'transport']));
  });
});

describe.skipIf(!has('git') || !has('strace', '-V'))('git: what add, commit and stash read is what the analysis finds', () => {
  const template = join(dir, 'template');
  const files = ['a.txt', 'd/b.txt', 'd/e/c.txt', '.env', 'secrets/k'];
  const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' } });
  mkdirSync(template, { recursive: true });
  // Files older than the index, copied with their times, and git told to compare only times and
  // sizes: git then has no reason to read an unchanged file to see whether it changed (a compare
  // that takes nothing in), and a changed file has another size.
  const past = new Date(Date.now() - 100_000);
  for (const f of files) {
    mkdirSync(join(template, f, '..'), { recursive: true });
    writeFileSync(join(template, f), `${f}\n`);
    utimesSync(join(template, f), past, past);
  }
  git(template, 'init', '-q');
  git(template, '-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '-A');
  git(template, '-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'init');
  let n = 0;

  const pathspec = fc.constantFrom('a.txt', 'd', 'd/e', '.', '.env', 'secrets', 'd/b.txt', 'new.txt', 'd/new.txt');
  const command = fc.oneof(
    fc.array(pathspec, { minLength: 1, maxLength: 3 }).map((p) => ['add', ...p]),
    fc.constantFrom(['add', '-A'], ['add', '-u'], ['add', '--all'], ['commit', '-a', '-m', 'm'], ['commit', '-am', 'm'], ['stash'], ['stash', 'push'], ['stash', '-u']),
    fc.array(pathspec, { minLength: 1, maxLength: 2 }).map((p) => ['commit', '-m', 'm', '--', ...p]),
    fc.array(pathspec, { minLength: 1, maxLength: 2 }).map((p) => ['stash', 'push', '--', ...p]),
  );
  const sub = fc.constantFrom('', 'd');

  it('for generated changes and commands', () => {
    let opened = 0;
    fc.assert(fc.property(fc.subarray(files), fc.subarray(['new.txt', 'd/new.txt', 'd/e/new2.txt']), command, sub, (changed, added, args, at) => {
      const repo = join(dir, `r${n++}`);
      spawnSync('cp', ['-a', template, repo]);
      for (const f of changed) writeFileSync(join(repo, f), `changed ${f}\n`);
      for (const f of added) writeFileSync(join(repo, f), `new ${f}\n`);
      const cwd = join(repo, at);
      const trace = join(dir, `trace${n}`);
      spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat,open', '-o', trace, 'git', '-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'core.checkStat=minimal', ...args], {
        cwd, encoding: 'utf8', timeout: 20_000, env: { ...process.env, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
      });
      // Work-tree files git opened (not its own .git, not directories).
      const read = new Set<string>();
      for (const line of readFileSync(trace, 'utf8').split('\n')) {
        const m = /open(?:at)?\((?:AT_FDCWD|\d+), "([^"]+)", ([A-Z_|]+)/.exec(line);
        if (!m || m[2]!.includes('O_DIRECTORY') || / = -1 /.test(line)) continue;
        // (git moves to the top of the repository as it starts: a relative path is relative to
        // where it was started or to the top; each that is a file here counts.)
        for (const abs of new Set([resolve(cwd, m[1]!), resolve(repo, m[1]!)])) {
          const rel = relative(repo, abs);
          if (rel.startsWith('..') || rel === '' || rel.split('/').includes('.git') || !existsSync(abs) || !statSync(abs).isFile()) continue;
          read.add(rel);
        }
      }
      rmSync(trace, { force: true });
      const line = `git ${args.map(quote).join(' ')}`;
      const a = analyzeShell(line);
      // Read parts, as directories of the repository (a part relative to the top: the top).
      const roots = a.paths.filter((p) => p.op === 'read').map((p) => (p.inRepository !== undefined ? '' : relative(repo, resolve(cwd, p.path))));
      for (const f of read) {
        opened++;
        const covered = roots.some((r) => r === '' || f === r || f.startsWith(`${r}/`));
        expect(covered, `${line} in ${at || '.'} opened ${f}; the analysis reads ${JSON.stringify(roots)}`).toBe(true);
      }
      rmSync(repo, { recursive: true, force: true });
    }), { numRuns: Math.max(20, Math.floor(RUNS / 3)) });
    // The commands do open work-tree files: the comparison is not empty.
    expect(opened).toBeGreaterThan(0);
  });
});
