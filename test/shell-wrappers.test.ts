// Commands that run other commands, beyond the ones semantics 4.1 names: with each one allowed
// by a rule of its own, a denied command it runs must still be denied, and a command it runs
// must be allowed too (they are not transparent). Their option grammar is read as getopt reads
// it. (The scanners are checked against the real programs in shell-wrappers-programs.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { scanSg, scanSu } from '../src/shell/su-arguments.js';
import { WRAPPER_SPECS } from '../src/shell/wrapper-specs.js';
import { scanWrapper } from '../src/shell/wrappers.js';
import { decideBoth, op, source, type Rules } from './helpers/policy.js';

const RUNNERS = [...WRAPPER_SPECS.keys(), 'su', 'runuser', 'sg', 'newgrp'];
/** Every runner allowed on its own, `rm` and a file denied, `npm test` allowed. */
const POLICY: Rules = {
  deny: ['Shell(rm *)', 'Read(//etc/shadow)'],
  allow: [...RUNNERS.map((n) => `Shell(${n} *)`), 'Shell(npm test *)', 'Shell(cat *)', 'Shell(echo *)'],
};
const decision = (line: string, rules: Rules = POLICY) => decideBoth([source(rules)], op('shell', line)).decision;
const scan = (name: string, line: string) => {
  const words = line.split(' ');
  return scanWrapper(name, words, words.map(() => false));
};

/** Each runner (or form of one) around `rm -rf x`. */
const AROUND_RM: readonly string[] = [
  'runuser -u bob -- rm -rf x', 'runuser -u bob rm x', "runuser bob -c 'rm -rf x'", "runuser -l bob -c 'rm -rf x'",
  'pkexec rm -rf x', 'pkexec --user bob rm -rf x', 'run0 -u bob rm -rf x', 'setpriv --reuid=1000 --regid 1000 --clear-groups rm -rf x',
  'chpst -u bob -/ /srv rm -rf x', 'setuidgid bob rm -rf x', 'envdir ./env rm -rf x', 'setlock -n lockfile rm -rf x',
  'softlimit -m 1000 rm -rf x', 'pgrphack rm -rf x', 'doas -u bob rm -rf x',
  'chroot / rm -rf x', 'chroot --userspec=1:1 / rm -rf x', 'unshare -r rm -rf x', 'unshare --mount --fork -R /srv rm -rf x',
  'nsenter -t 1 -m -u rm -rf x', 'nsenter --target=1 --all rm -rf x', 'bwrap --ro-bind / / --dev /dev --unshare-all rm -rf x',
  'firejail --net=none --private rm -rf x', 'flatpak-spawn --host --env=A=1 rm -rf x', 'systemd-run --user --wait -p CPUQuota=5% rm -rf x',
  "sandbox-exec -p '(version 1)' rm -rf x",
  'taskset 1 rm -rf x', 'taskset -c 0-3 rm -rf x', 'chrt 10 rm -rf x', 'chrt -o 0 rm -rf x', 'chrt --idle rm -rf x',
  'numactl --interleave=all rm -rf x', 'numactl -C 0 rm -rf x', 'prlimit --nofile=64 rm -rf x', 'prlimit -n64 --core rm -rf x',
  'flock lockfile rm -rf x', 'flock -w 5 lockfile rm -rf x', "flock -x lockfile -c 'rm -rf x'", 'caffeinate -i rm -rf x',
  'fakeroot rm -rf x', 'fakeroot -- rm -rf x', 'eatmydata rm -rf x', 'nocache rm -rf x', "faketime '2020-01-01' rm -rf x",
  'unbuffer rm -rf x', 'chronic rm -rf x', 'ifne rm -rf x', 'torsocks rm -rf x', 'proxychains4 -q rm -rf x', 'tini -s -- rm -rf x',
  'dumb-init rm -rf x', 'dbus-run-session -- rm -rf x', 'xvfb-run -a rm -rf x', 'strace -f -o /dev/null rm -rf x',
  'ltrace -o /dev/null rm -rf x', 'busybox rm -rf x', 'toybox rm -rf x',
  "su -c 'rm -rf x'", "su -lc 'rm -rf x'", "su --command='rm -rf x'", "su --comm 'rm -rf x'", "su - bob -c 'rm -rf x'",
  "su bob -- -c 'rm -rf x'", "su -s /bin/sh bob -c 'rm -rf x'", "sg wheel -c 'rm -rf x'", "sg wheel 'rm -rf x'",
  "script -qc 'rm -rf x' /dev/null", "script --command='rm -rf x' log", "script -q log <<< 'rm -rf x'",
  // The wrappers of semantics 4.1, in the forms getopt reads.
  "env -S 'rm -rf x'", "env -iS'rm -rf' x", 'env -iC/tmp rm -rf x', 'env --unset=A --ch=/tmp rm -rf x', 'sudo -D/tmp rm -rf x',
  'sudo -iu bob rm -rf x', 'nice --adj=5 rm -rf x', 'timeout --sig=KILL 5 rm -rf x', 'xargs -I{} rm -rf {}', 'xargs -0rn1 rm -rf',
  'xargs --replace rm -rf {}', 'ionice -c3 rm -rf x',
];

describe('runners allowed by their own rules: the commands they run are still denied', () => {
  it.each(AROUND_RM)('%s', (line) => {
    expect(decision(line)).toBe('deny');
  });

  it.each([
    'runuser -u bob -- cat /etc/shadow', 'pkexec cat /etc/shadow', 'taskset 1 cat /etc/shadow', 'flock l cat /etc/shadow',
    "su -c 'cat /etc/shadow'", 'busybox cat /etc/shadow', 'setpriv --nnp cat /etc/shadow', 'env -iC/tmp cat /etc/shadow',
  ])('and the files they read: %s', (line) => {
    expect(decision(line)).toBe('deny');
  });

  it('stacked, in any order and any number', () => {
    const prefixes = ['runuser -u bob --', 'pkexec', 'setpriv --nnp', 'taskset 1', 'flock l', 'busybox', 'prlimit --nofile=9', 'chrt -o 0', 'fakeroot --'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...prefixes), { minLength: 1, maxLength: 4 }), (chain) => {
      expect(decision(`${chain.join(' ')} rm -rf x`)).toBe('deny');
    }), { numRuns: 200 });
  });
});

describe('they are not transparent for allow', () => {
  it.each([
    ['pkexec npm test', 'allow', 'ask'],
    ['runuser -u bob -- npm test', 'allow', 'ask'],
    ['taskset 1 npm test', 'allow', 'ask'],
    ["su -c 'npm test'", 'allow', 'ask'],
    ['busybox npm test', 'allow', 'ask'],
  ] as const)('%s: %s with the runner allowed, %s without', (line, withRunner, without) => {
    expect(decision(line)).toBe(withRunner);
    const name = line.split(' ')[0]!;
    expect(decision(line, { ...POLICY, allow: POLICY.allow!.filter((r) => r !== `Shell(${name} *)`) })).toBe(without);
    expect(decision(line.replace('npm test', 'npm publish'))).toBe('ask');
  });
});

describe('a runner without a command starts a shell, which reads standard input', () => {
  it.each([
    ["sudo -s <<< 'rm x'", 'deny'],
    ["sudo -i <<'E'\nrm x\nE", 'deny'],
    ["doas -s <<< 'rm x'", 'deny'],
    ["su <<< 'rm x'", 'deny'],
    ["su - bob <<< 'rm x'", 'deny'],
    ["pkexec <<< 'rm x'", 'deny'],
    ["chroot / <<< 'rm x'", 'deny'],
    ["unshare -r <<< 'rm x'", 'deny'],
    ["runuser bob <<< 'rm x'", 'deny'],
    ["newgrp wheel <<< 'rm x'", 'deny'],
    ["echo 'rm x' | sudo -s", 'ask'],
    ["echo 'rm x' | script -q /dev/null", 'ask'],
    ['script -q log', 'ask'],
    ['sudo -s', 'ask'],
    ['sudo -i', 'ask'],
    ['pkexec', 'ask'],
    ["sudo -s <<< 'npm test'", 'allow'],
    ['sudo -l', 'allow'],
    ['sudo -u bob', 'allow'],
  ] as const)('%j: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('option grammar, as getopt reads it', () => {
  it.each([
    ['env', 'env -iC/tmp cmd', 2, ['-i', '-C']],
    ['env', 'env -iC /tmp cmd', 3, ['-i', '-C']],
    ['env', 'env --ch=/tmp --ignore-e cmd', 3, ['--chdir', '--ignore-environment']],
    ['sudo', 'sudo -D/tmp -Eu bob cmd', 4, ['-D', '-E', '-u']],
    ['sudo', 'sudo --preserve-e=PATH cmd', 2, ['--preserve-env']],
    ['xargs', 'xargs -0rn1 cmd', 2, ['-0', '-r', '-n']],
    ['xargs', 'xargs -I{} cmd', 2, ['-I']],
    ['xargs', 'xargs -i cmd', 2, ['-i']],
    ['xargs', 'xargs --replace=X cmd', 2, ['--replace']],
    ['bwrap', 'bwrap --bind / / --overlay a b c --chdir / cmd', 10, ['--bind', '--overlay', '--chdir']],
    ['unshare', 'unshare -m/run/ns -r cmd', 3, ['-m', '-r']],
    ['nsenter', 'nsenter -t 1 --mount=/proc/1/ns/mnt cmd', 4, ['-t', '--mount']],
    ['chrt', 'chrt -o cmd', 2, ['-o']],
    ['chrt', 'chrt -o 0 cmd', 3, ['-o']],
    ['firejail', 'firejail --private=/tmp --whatever cmd', 3, ['--private', '--whatever']],
    ['timeout', 'timeout 5 -- cmd', 2, []],
    ['flock', 'flock -w5 lockfile cmd', 3, ['-w']],
  ] as const)('%s: %s', (name, line, inner, options) => {
    const s = scan(name, line);
    expect(s).toMatchObject({ inner, options });
    expect(s.problem).toBeUndefined();
  });

  it.each([
    ['sudo', 'sudo -l', { inner: undefined, startsShell: false }],
    ['taskset', 'taskset -p 1 123', { inner: undefined, startsShell: false }],
    ['chrt', 'chrt -m', { inner: undefined, startsShell: false }],
    ['sudo', 'sudo -s', { inner: undefined, startsShell: true }],
    ['sudo', 'sudo -u bob', { inner: undefined, startsShell: false }],
    ['chroot', 'chroot /srv', { inner: undefined, startsShell: true }],
    ['flock', "flock l -c rm", { inner: undefined, line: { text: 'rm', exact: true } }],
    ['env', 'env -S rm x', { inner: undefined, line: { text: 'rm x', exact: false } }],
  ] as const)('%s: %s runs no command of its own', (name, line, expected) => {
    expect(scan(name, line)).toMatchObject(expected);
  });

  it('an unknown option, an ambiguous prefix or a missing operand is a problem, never a guess', () => {
    expect(scan('env', 'env -Z cmd').problem).toMatch(/unknown option -Z of env/);
    expect(scan('env', 'env --ign cmd').problem).toMatch(/unknown option --ign of env/);
    expect(decision('runuser -u bob rm -rf x')).toBe('ask');
    expect(scan('nsenter', 'nsenter --p cmd').problem).toMatch(/unknown option --p of nsenter/);
    expect(scan('timeout', 'timeout').problem).toMatch(/missing an operand/);
    const dynamic = scanWrapper('pkexec', ['pkexec', '$X', 'rm'], [false, true, false]);
    expect(dynamic.problem).toMatch(/comes from an expansion/);
    expect(analyzeShell('env -S "$X"').incomplete.map((i) => i.reason)).toContainEqual(expect.stringMatching(/command string of env comes from an expansion/));
  });

  it('env -S splits its string its own way: it is read, and the line never allows', () => {
    expect(decision("env -S 'npm test'")).toBe('ask');
  });
});

describe('su, runuser, sg', () => {
  const su = (line: string) => {
    const words = line.split(' ');
    return scanSu(words[0]!, words, words.map(() => false));
  };
  it.each([
    ['su -c rm', { line: 'rm', startsShell: false }],
    ['su -crm', { line: 'rm', startsShell: false }],
    ['su -lcrm', { line: 'rm', options: ['-l', '-c'] }],
    ['su bob -c rm', { line: 'rm' }],
    ['su --session-command=rm bob', { line: 'rm' }],
    ['su bob -- -c rm', { shellArguments: [3, 4] }],
    ['su bob a -m b', { shellArguments: [2, 4], options: ['-m'] }],
    ['su bob', { startsShell: true }],
    ['su - bob', { startsShell: true, options: ['-'] }],
    ['su --help', { startsShell: false, options: ['--help'] }],
    ['runuser -u bob -- rm x', { command: [4, 5] }],
    ['runuser -ubob rm x', { command: [2, 3] }],
    ['runuser --user=bob rm -- x', { command: [2, 4] }],
  ] as const)('%s', (line, expected) => {
    const s = su(line);
    expect(s).toMatchObject(expected);
    expect(s.problem).toBeUndefined();
  });

  it.each([
    ['su -s /usr/bin/python3 -c rm', /runs \/usr\/bin\/python3/],
    ['su -u bob rm', /unknown option -u of su/],
    ['runuser -u bob -c rm', /does not take a shell or -c/],
    ['su -c', /-c of su has no value/],
    ['su --bogus', /unknown option --bogus/],
  ])('%s is a problem', (line, problem) => {
    expect(su(line).problem).toMatch(problem);
  });

  it('sg runs one command string with sh -c; newgrp starts a shell', () => {
    const sg = (line: string) => {
      const words = line.split(' ');
      return scanSg(words[0]!, words, words.map(() => false));
    };
    expect(sg('sg wheel -c rm')).toMatchObject({ line: 'rm', startsShell: false });
    expect(sg('sg - wheel rm')).toMatchObject({ line: 'rm' });
    expect(sg('sg wheel rm x').problem).toMatch(/one command string/);
    expect(sg('sg wheel')).toMatchObject({ startsShell: true });
    expect(sg('newgrp wheel')).toMatchObject({ startsShell: true });
  });
});

describe('where they run the command', () => {
  // (A relative path in a command run in another directory, root or namespace is unknown.)
  const RELATIVE: Rules = { deny: ['Read(//etc/shadow)'], allow: [...POLICY.allow!] };
  it.each([
    ['env -C/etc cat shadow', 'deny'],
    ['env -iC/etc cat shadow', 'deny'],
    ['env --ch=/etc cat shadow', 'deny'],
    ['env -C/etc -C/tmp cat shadow', 'ask'],
    ['sudo -D/etc cat shadow', 'deny'],
    ['sudo -R /srv cat /etc/shadow', 'ask'],
    ['pkexec cat shadow', 'ask'],
    ['pkexec --keep-cwd cat shadow', 'allow'],
    ['systemd-run cat shadow', 'ask'],
    ['systemd-run -d cat shadow', 'allow'],
    ['systemd-run -d --working-directory=/etc cat shadow', 'ask'],
    ['unshare -R /srv cat /etc/shadow', 'ask'],
    ['unshare -r cat shadow', 'allow'],
    ['nsenter -t 1 -m cat /etc/shadow', 'ask'],
    ['chpst -/ /srv cat /etc/shadow', 'ask'],
    ['chpst -C /etc cat shadow', 'deny'],
    ['bwrap --bind /srv / cat /etc/shadow', 'ask'],
    ['runuser -u bob -- cat shadow', 'allow'],
    ["runuser -l bob -c 'cat shadow'", 'ask'],
    ["su bob -c 'cat ~/shadow'", 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decideBoth([source(RELATIVE)], op('shell', line), { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' }).decision).toBe(expected);
  });
});

describe('project runners: an allow rule for the runner covers what it runs; deny and ask still see it', () => {
  const RUNNER_POLICY: Rules = { ...POLICY, ask: ['Shell(curl *)'] };
  it.each([
    'uv run rm -rf x', 'uv run --with requests --python 3.12 rm x', 'poetry run rm x', 'poetry run -C sub rm x', 'pipenv run rm x',
    'pdm run rm x', 'bundle exec rm x', 'conda run -n base rm x', 'mamba run -n base rm x', 'micromamba run -n base rm x',
    'pnpm exec rm x', 'direnv exec . rm x', 'mise exec node@20 -- rm x', "mise x -c 'rm x'", 'op run --env-file=.env -- rm x',
    'doppler run -- rm x', "doppler run --command 'rm x'", "doppler run --command='rm x'", 'infisical run --env=dev -- rm x',
    'dotenvx run -f .env -- rm x', 'nix develop -c rm x', 'nix shell nixpkgs#hello --command rm x', "nix-shell -p hello --run 'rm x'",
    "nix develop <<< 'rm x'", 'uv run cat /etc/shadow', 'poetry run sudo rm x', 'op run --env-file=$F -- rm x', 'mise x $TOOL -- rm x',
  ])('%s: deny', (line) => {
    expect(decision(line, RUNNER_POLICY)).toBe('deny');
  });

  it.each([
    ['uv run pytest -x', 'allow'],
    ['poetry run pytest', 'allow'],
    ['mise exec node@20 -- node -v', 'allow'],
    ["nix-shell -p hello --run 'hello'", 'allow'],
    ['uv run curl https://example.com', 'ask'],
    // (What the analysis cannot read still never allows.)
    ['op run rm x', 'ask'],
    ['uv run --bogus pytest', 'ask'],
    ['nix develop', 'ask'],
    ['poetry run -C /etc cat shadow', 'ask'],
    ['uv run --directory=/etc cat shadow', 'deny'],
    ['uv run cat shadow', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, RUNNER_POLICY)).toBe(expected);
  });

  it('the runner needs an allow rule of its own; other subcommands are plain commands', () => {
    const without = { ...RUNNER_POLICY, allow: [...RUNNER_POLICY.allow!.filter((r) => !r.startsWith('Shell(uv ')), 'Shell(pytest *)'] };
    expect(decision('uv run pytest', without)).toBe('ask');
    expect(analyzeShell('uv pip install rm').commands.map((c) => c.words.join(' '))).toEqual(['uv pip install rm']);
    expect(analyzeShell('uv run pytest').commands.map((c) => `${c.scope}:${c.words.join(' ')}`)).toEqual(['all:uv run pytest', 'restrict:pytest']);
  });
});

it('an expansion among a free-form runner\'s words is a problem, and what follows -- is still seen', () => {
  const a = analyzeShell('op run --env-file=$F -- rm x');
  expect(a.commands.map((c) => c.words.join(' '))).toEqual(['op run --env-file=$F -- rm x', 'rm x']);
  expect(a.incomplete.map((i) => i.reason)).toEqual(['an argument of op run comes from an expansion']);
});
