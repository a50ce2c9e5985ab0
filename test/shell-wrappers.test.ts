// Commands that run other commands, beyond the ones semantics 4.1 names: with each one allowed
// by a rule of its own, a denied command it runs must still be denied, and a command it runs
// must be allowed too (they are not transparent). Their option grammar is read as getopt reads
// it. (The scanners are checked against the real programs in shell-wrappers-programs.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { scanSg, scanSu } from '../src/shell/su-arguments.js';
import { sshCommandOption, sshLoadsCode, sshLocalCommandOption, sshRemoteCommandOption } from '../src/shell/ssh-options.js';
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
  'ltrace -o /dev/null rm -rf x', 'busybox rm -rf x', 'toybox rm -rf x', 'cttyhack rm -rf x', 'busybox cttyhack rm -rf x',
  "su -c 'rm -rf x'", "su -lc 'rm -rf x'", "su --command='rm -rf x'", "su --comm 'rm -rf x'", "su - bob -c 'rm -rf x'",
  "su bob -- -c 'rm -rf x'", "su -s /bin/sh bob -c 'rm -rf x'", "sg wheel -c 'rm -rf x'", "sg wheel 'rm -rf x'",
  "script -qc 'rm -rf x' /dev/null", "script --command='rm -rf x' log", "script -q log <<< 'rm -rf x'", "script log -qc 'rm -rf x'",
  // (BSD and macOS: the words after the file are the command.)
  'script -q /dev/null rm -rf x', 'script -t 0 log rm -rf x',
  // The wrappers of semantics 4.1, in the forms getopt reads.
  "env -S 'rm -rf x'", "env -iS'rm -rf' x", 'env -iC/tmp rm -rf x', 'env --unset=A --ch=/tmp rm -rf x', 'sudo -D/tmp rm -rf x',
  'sudo -iu bob rm -rf x', 'nice --adj=5 rm -rf x', 'timeout --sig=KILL 5 rm -rf x', 'xargs -I{} rm -rf {}', 'xargs -0rn1 rm -rf',
  'xargs --replace rm -rf {}', 'ionice -c3 rm -rf x',
  // A third review's runners (each was allowed): a namespace or VRF, capsh's shell arguments, a daemon's
  // program and arguments, s6 and daemonize, a terminal's -e, stack's and opam's environments.
  'ip netns exec x rm -rf x', 'ip vrf exec v rm -rf x', "capsh -- -c 'rm -rf x'", "capsh --user=bob == -- -c 'rm -rf x'",
  'start-stop-daemon --start --exec /bin/rm -- -rf x', 'start-stop-daemon -S -x /bin/sh --startas /bin/rm -- -rf x', 's6-setuidgid bob rm -rf x',
  'daemonize -c /tmp /bin/rm -rf x', 'xterm -geometry 80x24 -e rm -rf x', 'stack exec rm -- -rf x', 'opam exec -- rm -rf x',
  // (Found in review: start-stop-daemon read as getopt_long reads it; each was allowed.)
  'start-stop-daemon -Sx /bin/rm -- -rf x', 'start-stop-daemon -Sx/bin/rm -- -rf x', 'start-stop-daemon -S -x/bin/rm -- -rf x',
  'start-stop-daemon -bS -x /bin/rm -- -rf x', 'start-stop-daemon --start --ex=/bin/rm -- -rf x', 'start-stop-daemon --start --exe /bin/rm -- -rf x',
  'start-stop-daemon -S -n x --starta /bin/rm -- -rf x', 'start-stop-daemon -S -n x -a/bin/rm -- -rf x',
  'start-stop-daemon --remove-pidfile -p p --start --exec /bin/rm -- -rf x',
  // macOS runners (hunt 3, F1; each was allowed): an architecture, the developer tools' launcher, I/O
  // policies, launchd, tracers, the memory tools' -atExit, Instruments.
  'arch -x86_64 rm -rf x', 'arch -arm64 rm -rf x', 'arch -arch arm64 rm -rf x', 'arch rm -rf x', 'arch -e A=b -c rm -rf x',
  'xcrun rm -rf x', 'xcrun --sdk macosx -l rm -rf x', 'xcrun -sdk iphoneos rm -rf x', 'taskpolicy -b rm -rf x', 'taskpolicy -c background -d throttle rm -rf x',
  'launchctl submit -l foo -- rm -rf x', 'launchctl asuser 501 rm -rf x', 'launchctl bsexec 1 rm -rf x', "dtrace -c 'rm -rf x' -q",
  'dtruss -f rm -rf x', 'leaks -atExit -- rm -rf x', 'heap --atExit -- rm -rf x', 'vmmap --atExit -- rm -rf x', 'footprint --atExit -- rm -rf x',
  'malloc_history -atExit -- rm -rf x', 'xctrace record --template T --launch -- rm -rf x', 'xctrace record --launch rm -rf x', 'instruments -t T rm -rf x',
  // (A `--` before the operands ends the options only: the priority, duration, lock file still come first. GTFOBins review g1, C3; each was allowed.)
  'chrt -- 1 rm -rf x', 'chrt -f -- 1 rm -rf x', 'chrt -o -- rm -rf x', 'timeout -- 5 rm -rf x', 'flock -- lockfile rm -rf x', 'taskset -- 1 rm -rf x',
  'env -- A=1 rm -rf x', 'env -i -- A=1 B=2 rm -rf x', 'sudo -- A=1 rm -rf x',
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
    ['pkexec --keep-cwd npm test', 'allow', 'ask'],
    ['runuser -u bob -- npm test', 'allow', 'ask'],
    ['taskset 1 npm test', 'allow', 'ask'],
    ["su -c 'npm test'", 'allow', 'ask'],
    ['busybox npm test', 'allow', 'ask'],
    ['xcrun npm test', 'allow', 'ask'],
    ['leaks -atExit -- npm test', 'allow', 'ask'],
    // (GTFOBins review g1, C1.)
    ['grc npm test', 'allow', 'ask'], ['choom -n 5 npm test', 'allow', 'ask'], ['ksu -e npm test', 'allow', 'ask'], ['gdbserver :1 npm test', 'allow', 'ask'],
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
    // (A shell with -s reads standard input; the words after its `--` are only $1…: GTFOBins review g1, C3.)
    ["bash -s -- a <<< 'rm x'", 'deny'], ["dash -s - a <<< 'rm x'", 'deny'],
    ["echo 'rm x' | sudo -s", 'deny'], // (session 45: the piped text is read, piped-scripts.ts)
    ["echo 'rm x' | script -q /dev/null", 'deny'], // (session 45: the piped text is read, piped-scripts.ts)
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

describe('macOS runners: without a command, and options that run code', () => {
  it.each([
    ['leaks 123', 'allow'], ['leaks -atExit -- npm test', 'allow'], ['xcrun --show-sdk-path', 'allow'], ['xcrun -find clang', 'allow'],
    ['dtruss -p 123', 'allow'], ['taskpolicy -b -p 123', 'allow'], ['instruments -s devices', 'allow'], ['arch', 'allow'],
    ["dtrace -n 'syscall:::entry { @[execname] = count(); }'", 'allow'], ['xctrace record --template T --attach 123', 'allow'],
    // (D's system() runs a shell line once destructive actions are allowed; launchctl submit -p names the program.)
    [`dtrace -w -n 'BEGIN { system("rm x"); }'`, 'ask'], ["dtrace -x destructive -n 'BEGIN {}'", 'ask'], ['dtrace -s x.d', 'ask'],
    ['launchctl submit -l x -p /bin/rm -- y', 'ask'], ['arch -e DYLD_INSERT_LIBRARIES=/tmp/x.dylib npm test', 'ask'], ["dtrace -c 'cat /etc/shadow'", 'deny'],
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
    ['chrt', 'chrt -f -- 1 cmd', 4, ['-f']],
    ['timeout', 'timeout -s KILL -- 5 cmd', 5, ['-s']],
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
    // Read as a flag: the scan goes on, so deny rules still see the command (the line never allows).
    expect(scan('env', 'env -Z cmd').inner).toBe(2);
    expect(decision('sudo --bogus rm -rf x')).toBe('deny');
    expect(decision('env -Z cat /etc/shadow')).toBe('deny');
    expect(decision('sudo --bogus npm test')).toBe('ask');
    expect(decision('runuser -u bob rm -rf x')).toBe('ask');
    expect(scan('nsenter', 'nsenter --p cmd').problem).toMatch(/unknown option --p of nsenter/);
    expect(scan('timeout', 'timeout').problem).toMatch(/missing an operand/);
    const dynamic = scanWrapper('pkexec', ['pkexec', '$X', 'rm'], [false, true, false]);
    expect(dynamic.problem).toMatch(/comes from an expansion/);
    expect(analyzeShell('env -S "$X"').incomplete.map((i) => i.reason)).toContainEqual(expect.stringMatching(/command string of env comes from an expansion/));
  });

  it('start-stop-daemon: an option it does not know, an ambiguous prefix, another directory or root is a problem', () => {
    expect(scan('start-stop-daemon', 'start-stop-daemon --sta -x /bin/true').problem).toMatch(/--sta is not an option/);
    expect(scan('start-stop-daemon', 'start-stop-daemon -S -Z -x /bin/true').problem).toMatch(/-Z is not an option/);
    expect(scan('start-stop-daemon', 'start-stop-daemon -S -x /bin/cat -d /etc -- shadow').problem).toMatch(/another directory or root/);
    // (getopt permutes: an operand before `--` is an argument too.)
    expect(scan('start-stop-daemon', 'start-stop-daemon a -S -x /bin/echo b -- c')).toMatchObject({ inner: 4, commandWords: ['/bin/echo', 'a', 'b', 'c'] });
    expect(decision('start-stop-daemon -S -x /bin/cat /etc/shadow')).toBe('deny');
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
    // (bundle's other names and RubyGems' `_VERSION_` selector: GTFOBins review g1, C2; each was allowed.)
    'bundler exec rm x', 'bundler3.1 exec rm x', 'bundle3.1 exec rm x', 'bundle _2.3.7_ exec rm x', 'bundle3.1 _2.3.7_ exec rm x', 'bundler --verbose exec rm x',
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

describe('a tool\'s options before its runner subcommand (`uv --directory DIR run CMD`)', () => {
  const TOOLS = ['uv', 'poetry', 'pipenv', 'pdm', 'bundle', 'conda', 'mamba', 'micromamba', 'pnpm', 'mise', 'op', 'nix', 'yarn', 'bun', 'npm'];
  /** Each tool allowed whatever its subcommand, as policies often say. */
  const TOOL_POLICY: Rules = { deny: ['Shell(rm *)', 'Read(//etc/shadow)'], allow: [...TOOLS.map((t) => `Shell(${t} *)`), 'Shell(pytest *)', 'Shell(cat *)'] };
  it.each([
    'uv --directory /tmp run rm x', 'uv -q run rm x', 'uv --quiet --no-cache run rm x', 'uv --color never run rm x', 'poetry -C /tmp run rm x',
    'poetry --quiet run rm x', 'pipenv --python 3.11 run rm x', 'pdm -v run rm x', 'bundle --no-color exec rm x', 'conda --no-plugins run -n a rm x',
    'mamba -q run -n a rm x', 'micromamba -r /opt run -n a rm x', 'pnpm -r exec rm x', 'pnpm --filter a exec rm x', 'pnpm -C sub exec rm x',
    'mise -C /tmp exec -- rm x', 'op --account a run -- rm x', 'nix --offline develop -c rm x', 'nix --option sandbox false develop -c rm x',
    'yarn --cwd /tmp exec rm x', 'bun --cwd /tmp x rm x', 'npm --prefix /tmp exec rm x',
    // Options it does not know: their value may be the next word; the subcommand is still found.
    'uv --bogus run rm x', 'uv --bogus value run rm x', 'uv $OPTS run rm x', 'nix --unknown-flag develop -c rm x',
  ])('%s: deny', (line) => {
    expect(decision(line, TOOL_POLICY)).toBe('deny');
  });

  it.each([
    ['uv -q run pytest', 'allow'],
    ['uv --directory /tmp run pytest', 'allow'],
    ['uv --quiet pip install rm', 'allow'],
    ['uv --version', 'allow'],
    ['pnpm -r exec pytest', 'allow'],
    // (An option it does not know never allows what follows.)
    ['uv --bogus run pytest', 'ask'],
    ['uv $OPTS run pytest', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, TOOL_POLICY)).toBe(expected);
  });

  it.each([
    ['uv --directory /etc run cat shadow', 'deny'],
    ['yarn --cwd /etc exec cat shadow', 'deny'],
    ['mise -C /etc exec -- cat shadow', 'deny'],
    ['pnpm -r exec cat shadow', 'ask'],
    ['pnpm --filter a exec cat shadow', 'ask'],
    ['npm exec -w a -- cat shadow', 'ask'],
    ['npm exec --workspaces -- cat shadow', 'ask'],
    ['pnpm exec cat shadow', 'allow'],
  ] as const)('the directory they move to: %s: %s', (line, expected) => {
    expect(decideBoth([source(TOOL_POLICY)], op('shell', line), { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' }).decision).toBe(expected);
  });
});

describe('package runners: npx, npm exec, yarn exec and dlx, pnpm dlx, bunx', () => {
  const PACKAGE_POLICY: Rules = { deny: ['Shell(rm *)', 'Shell(git push *)'], allow: ['Shell(npx *)', 'Shell(npm *)', 'Shell(yarn *)', 'Shell(pnpm *)', 'Shell(bunx *)', 'Shell(bun *)'] };
  const commandsOf = (line: string) => analyzeShell(line).commands.map((c) => `${c.scope}:${c.words.join(' ')}`);
  it.each([
    'npx rm -rf x', 'npx --yes rm x', 'npx -p some-pkg rm x', "npx -c 'rm x'", "npx -yc 'rm x'", "npx --call='rm x'", 'npx -- rm x',
    'npm exec rm x', 'npm x rm x', 'npm exec -- rm -rf x', "npm exec -c 'rm x'", "npm x --call 'rm x'", 'npm --offline exec rm x',
    'npm exec --loglevel silent rm x', 'npm exec -q rm x', 'npm exec --yes=rm -- -rf x',
    // npm reads its own options anywhere: `--dry-run` is npm's, so git runs `git push`.
    'npm exec git --dry-run push', 'npx git push', 'npm exec -yq git push',
    "yarn exec 'ls; rm x'", 'yarn exec rm x', 'yarn dlx rm x', 'yarn dlx -p pkg rm x', "pnpm dlx -c 'rm x'", 'pnpm dlx rm x',
    'bunx rm x', 'bunx --bun -p pkg rm x', 'bun x rm x',
  ])('%s: deny', (line) => {
    expect(decision(line, PACKAGE_POLICY)).toBe('deny');
  });

  it.each([
    ['npx eslint .', 'allow'],
    ['npm exec eslint -- --fix .', 'allow'],
    ['npx git status', 'allow'],
    ['npm install rm', 'allow'],
    ['yarn dlx create-app x', 'allow'],
    ['bunx prettier -w .', 'allow'],
    // Options npm 11 does not know may take the next word: never allowed.
    ['npx --bogus eslint .', 'ask'],
    ['npx $PKG', 'ask'],
    // (Found in review: no command reads a shell from standard input; `exe` is exec; a script shell runs the command.)
    ["npx <<< 'rm -rf x'", 'deny'],
    ["echo 'rm -rf x' | npm exec", 'deny'], // (session 45: the piped text is read, piped-scripts.ts)
    ['npm exe rm -rf x', 'deny'],
    ['npm exec --script-shell=./evil.sh -- eslint', 'ask'],
    ['npx --shell ./evil.sh eslint', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, PACKAGE_POLICY)).toBe(expected);
  });

  it('a long cluster of one-letter npm options is not expanded: a problem, and the command is still seen', () => {
    expect(commandsOf(`npm exec -${'y'.repeat(64)} rm x`)).toEqual([`all:npm exec -${'y'.repeat(64)} rm x`, 'restrict:rm x']);
    expect(analyzeShell(`npm exec -${'y'.repeat(64)} rm x`).incomplete).toEqual([]);
    const long = analyzeShell(`npm exec -${'y'.repeat(65)} rm x`);
    expect(long.commands.map((c) => c.words.join(' '))).toContain('rm x');
    expect(long.incomplete.map((i) => i.reason)).toContainEqual(expect.stringMatching(/cluster of 65 one-letter options/));
  });

  it('the command is the words npm keeps, with the runner\'s allow covering it', () => {
    // (With the possible reading of a push without refspec: the current branch, possible-readings.ts.)
    expect(commandsOf('npm exec git --dry-run push origin')).toEqual(['all:npm exec git --dry-run push origin', 'restrict:git push origin', 'restrict:git push origin HEAD']);
    expect(commandsOf('npx git --dry-run push')).toEqual(['all:npx git --dry-run push', 'restrict:git --dry-run push', 'restrict:git --dry-run push origin HEAD']);
    expect(commandsOf('npm exec --loglevel silent eslint .')).toEqual(['all:npm exec --loglevel silent eslint .', 'restrict:eslint .']);
    // `--yes=rm`: yes is a switch, so npm keeps `rm` as a word of the command.
    expect(commandsOf('npm exec --yes=rm -- -rf x')).toEqual(['all:npm exec --yes=rm -- -rf x', 'restrict:rm -rf x']);
    expect(commandsOf('npm install left-pad')).toEqual(['all:npm install left-pad']);
    expect(commandsOf("yarn exec 'a; b'")).toEqual(['all:yarn exec a; b', 'restrict:a', 'restrict:b']);
  });
});

describe('files a runner itself reads or writes', () => {
  const FILES: Rules = {
    deny: ['Edit(//etc/**)', 'Read(~/.ssh/**)'],
    allow: ['Shell(strace *)', 'Shell(ltrace *)', 'Shell(xvfb-run *)', 'Shell(flock *)', 'Shell(setlock *)', 'Shell(firejail *)', 'Shell(proxychains *)',
      'Shell(xargs *)', 'Shell(sandbox-exec *)', 'Shell(dbus-run-session *)', 'Shell(script *)', 'Shell(sudo *)', 'Shell(sudoedit *)', 'Shell(true)', 'Shell(echo *)'],
  };
  it.each([
    'strace -o /etc/x true', 'strace -o/etc/x true', 'strace -fo /etc/x true', 'ltrace -o /etc/x true', 'xvfb-run -e /etc/x true',
    'xvfb-run --error-file=/etc/x true', 'xvfb-run --auth-file /etc/x true', 'flock /etc/lock true', "flock -n /etc/lock -c 'true'",
    'setlock -n /etc/lock true', 'firejail --output=/etc/log true', 'proxychains -f ~/.ssh/id_rsa true', 'xargs -a ~/.ssh/id_rsa echo',
    'xargs --arg-file=~/.ssh/id_rsa echo', 'sandbox-exec -f ~/.ssh/config true', 'ltrace -F ~/.ssh/config true',
    'dbus-run-session --config-file=~/.ssh/config true', 'sudo strace -o /etc/x true',
    // script writes its file (util-linux reads options anywhere), and the files of -O, -I, -B, -T and -t.
    'script -c true /etc/x', 'script /etc/x -qc true', 'script -O /etc/x -c true', 'script --log-out=/etc/x -c true', 'script -t/etc/t -c true /tmp/x',
    'script -q -I /etc/in -c true /tmp/x', 'sudo -e /etc/passwd', 'sudo -u root --edit /etc/passwd', 'sudoedit /etc/passwd', 'sudoedit -u root /etc/passwd',
  ])('%s: deny', (line) => {
    expect(decision(line, FILES)).toBe('deny');
  });

  it.each([
    ['strace -o /tmp/trace true', 'allow'],
    ['flock /tmp/lock true', 'allow'],
    ['strace -o $F true', 'ask'],
    ['script -q -c true /tmp/log', 'allow'],
    // (-O takes `-c` as its file: the shell reads standard input.)
    ['script -O -c true', 'ask'],
    ['sudoedit $F', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, FILES)).toBe(expected);
  });
});

describe('tmux: the commands it runs in its panes', () => {
  const TMUX: Rules = { deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Edit(~/.bashrc)'], allow: ['Shell(tmux *)', 'Shell(npm run *)', 'Shell(cat *)'] };
  const ctx = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' as const };
  it.each([
    "tmux new -d 'rm -rf x'", 'tmux new-session -d -s dev rm -rf x', "tmux new-window 'rm x'", 'tmux neww -d rm x', "tmux splitw -h 'rm x'",
    "tmux respawn-pane -k 'rm x'", "tmux run-shell 'rm x'", "tmux run -b 'rm x'", "tmux if-shell 'rm x' 'kill-server'", "tmux pipe-pane 'rm x'",
    "tmux display-popup 'rm x'", "tmux -c 'rm x'", "tmux new -d 'cat README' \\; splitw 'rm x'", "tmux new -d 'ls'; tmux send-keys 'rm -rf x' Enter",
    "tmux send -t dev 'rm -rf x' C-m", 'tmux save-buffer ~/.bashrc', "tmux new -d 'cat /etc/shadow'", "tmux new -d -c /etc 'cat shadow'",
    "tmux new-s -d 'rm x'",
    // (Found in review: split-window's -p takes a value; -q and -d are tmux's own flags.)
    "tmux splitw -p 50 'rm -rf x'", "tmux -q new 'rm -rf x'",
    // tmate, tmux's fork, reads the same words (was allowed beside Shell(*)).
    "tmate -c 'rm -rf x'", "tmate new -d 'rm -rf x'", "tmate run 'rm x'",
  ])('%s: deny', (line) => {
    const rules = line.startsWith('tmate') ? { ...TMUX, allow: ['Shell(*)'] } : TMUX;
    expect(decideBoth([source(rules)], op('shell', line), ctx).decision).toBe('deny');
  });

  it.each([
    ["tmux new-session -d -s dev 'npm run dev'", 'allow'],
    ['tmux new -d npm run dev', 'allow'],
    ['tmux ls', 'allow'],
    ['tmux attach -t dev', 'allow'],
    ['tmux kill-server', 'allow'],
    // What tmux may run some other way never allows.
    ["tmux display-message '#(rm x)'", 'ask'],
    ["tmux bind-key x run-shell 'rm x'", 'ask'],
    ["tmux send-keys 'npm run dev' Enter", 'ask'],
    ['tmux source-file ~/x.conf', 'ask'],
    ['tmux -f ~/x.conf new -d', 'ask'],
    ['tmux bogus-cmd', 'ask'],
    ["tmux new -d \\; run '#{l:rm} -rf x'", 'ask'],
    ["tmux detach -s 0 -E 'rm -rf x'", 'ask'],
    // Another pane's directory is unknown; new-session starts here.
    ["tmux new -d 'cat notes'", 'allow'],
    ["tmux new -d \\; neww 'cat notes'", 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decideBoth([source(TMUX)], op('shell', line), ctx).decision).toBe(expected);
  });

  it('several words are run as they are (tmux 3), one by the shell', () => {
    const commands = (line: string) => analyzeShell(line).commands.slice(1).map((c) => c.words);
    expect(commands("tmux new -d probe 'a b' \"it's\"")).toEqual([['probe', 'a b', "it's"]]);
    expect(commands("tmux new -d 'probe a; rm x'")).toEqual([['probe', 'a'], ['rm', 'x']]);
  });
});

it('ssh -o names a command line only for the keywords ssh runs here', () => {
  expect(sshCommandOption('ProxyCommand=nc %h %p')).toBe('nc %h %p');
  expect(sshCommandOption('  proxycommand   nc x')).toBe('nc x');
  expect(sshCommandOption('LocalCommand = ls')).toBe('ls');
  expect(sshCommandOption('ProxyCommandX=ls')).toBeUndefined();
  expect(sshCommandOption('ProxyCommand=')).toBeUndefined();
  expect(sshCommandOption('Port=22')).toBeUndefined();
  // (Linear: no backtracking on a long run of spaces.)
  expect(sshCommandOption(`ProxyCommand${' '.repeat(100_000)}`)).toBeUndefined();
  // Where each runs: RemoteCommand on the host, the others here.
  expect([sshRemoteCommandOption('RemoteCommand=ls'), sshLocalCommandOption('RemoteCommand=ls')]).toEqual(['ls', undefined]);
  expect([sshRemoteCommandOption('ProxyCommand=nc'), sshLocalCommandOption('ProxyCommand=nc')]).toEqual([undefined, 'nc']);
  expect(sshLocalCommandOption('"KnownHostsCommand" cat k')).toBe('cat k');
  expect([sshLoadsCode('PKCS11Provider=/x.so'), sshLoadsCode('pkcs11provider /x.so'), sshLoadsCode('Port=22'), sshLoadsCode('PKCS11Provider=')])
    .toEqual(['a library (PKCS11Provider)', 'a library (pkcs11provider)', undefined, undefined]);
});

describe('screen', () => {
  const SCREEN: Rules = { deny: ['Shell(rm *)', 'Edit(//etc/**)'], allow: ['Shell(screen *)', 'Shell(npm run *)', 'Shell(top)'] };
  it.each([
    ['screen -dmS dev rm -rf x', 'deny'],
    ['screen -S dev -dm rm x', 'deny'],
    ['screen -L -Logfile /etc/x -dm top', 'deny'],
    ['screen -dm npm run dev', 'allow'],
    ['screen -ls', 'allow'],
    ['screen -r dev', 'allow'],
    // -X sends screen a command (`stuff` types keys); -c reads a configuration that may run any.
    ["screen -S dev -X stuff 'rm -rf x\\n'", 'ask'],
    ['screen -c ~/.screenrc.x -dm top', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, SCREEN)).toBe(expected);
  });
});

describe('containers, pods, other hosts: their allow rule covers what they run; deny and ask see it; its paths are theirs', () => {
  const REMOTE: Rules = {
    deny: ['Shell(rm *)', 'Read(//etc/shadow)'],
    allow: ['Shell(docker *)', 'Shell(podman *)', 'Shell(docker-compose *)', 'Shell(kubectl *)', 'Shell(ssh *)', 'Shell(devbox *)', 'Shell(cat *)'],
  };
  it.each([
    ['docker exec -it web rm -rf /data', 'deny'],
    ['docker -H tcp://h:2375 exec web rm x', 'deny'],
    ['podman exec -it c rm x', 'deny'],
    ['docker-compose -f x.yml exec -T web rm x', 'deny'],
    ['kubectl exec -it pod -- rm -rf /', 'deny'],
    ['kubectl -n prod exec pod -c app -- rm x', 'deny'],
    ['devbox run rm x', 'deny'],
    ['ssh host rm -rf /', 'deny'],
    ["ssh -p 2222 host 'ls; rm x'", 'deny'],
    // ProxyCommand and LocalCommand run here.
    ["ssh -o ProxyCommand='rm -rf x' host", 'deny'],
    ["ssh -o 'localcommand rm x' -o PermitLocalCommand=yes host", 'deny'],
    // (Found in review: a quoted keyword, RemoteCommand, a remote shell reading a here-string.)
    ["ssh -o '\"ProxyCommand\" rm -rf x' host", 'deny'],
    ["ssh -o RemoteCommand='rm -rf /' h", 'deny'],
    ["ssh h <<< 'rm -rf /'", 'deny'],
    ['ssh -N -L 8080:localhost:80 h', 'allow'],
    ['ssh h', 'ask'],
    ['docker exec web ls', 'allow'],
    ['ssh host uptime', 'allow'],
    ['docker exec web cat notes', 'ask'],
    ['docker ps', 'allow'],
    // Another machine's /etc/shadow is not this one's: unknown.
    ['docker exec web cat /etc/shadow', 'ask'],
    ['ssh host cat /etc/shadow', 'ask'],
    // A ProxyCommand's paths are this machine's (it asked before: they were read as the host's).
    ["ssh -o 'ProxyCommand=cat /etc/shadow' h uptime", 'deny'],
    ["ssh -o 'KnownHostsCommand=cat /etc/shadow' h uptime", 'deny'],
    ["ssh -o 'ProxyCommand=nc %h %p' h uptime", 'allow'],
    ["ssh -o 'ProxyCommand=nc %h %p' h", 'ask'], // an interactive shell, as `ssh h`
    ["ssh -o 'RemoteCommand=cat /etc/shadow' h", 'ask'], // the host's /etc/shadow
    // A library ssh loads here (found in review): never allowed.
    ['ssh -o PKCS11Provider=./evil.so h uptime', 'ask'],
    ["ssh -o 'SecurityKeyProvider /tmp/x.so' h uptime", 'ask'],
    ['ssh -I ./evil.so h uptime', 'ask'],
    ['ssh -o Port=22 h uptime', 'allow'],
    ['kubectl exec pod rm x', 'ask'],
    ['ssh -F ./config host', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line, REMOTE)).toBe(expected);
  });
});
