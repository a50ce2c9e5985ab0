// Commands that run a command (src/shell/runner-specs.ts, src/shell/batch-runners.ts, the
// schedulers in src/shell/runs.ts): deny and ask rules see what they run. Each 'deny' below was
// allowed by the runner's own allow rule beside Shell(rm *).
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { scanHyperfine, scanParallel } from '../src/shell/batch-runners.js';
import type { DecisionKind } from '../src/policy/types.js';
import { decideBoth, op, source } from './helpers/policy.js';
import { fastestMs } from './helpers/timing.js';

const RUNNERS = ['batch', 'echo', 'nodemon', 'expect', 'hatch', 'parallel', 'sem', 'hyperfine', 'sftp', 'watchexec', 'entr', 'valgrind', 'gdb', 'perf', 'rlwrap', 'trickle',
  'cpulimit', 'gosu', 'su-exec', 'proot', 'pyenv', 'rbenv', 'asdf', 'volta', 'rye', 'pipx', 'uvx', 'pnpx', 'toolbox', 'distrobox',
  'flatpak', 'dbus-launch', 'catchsegv', 'at', 'crontab', 'ls', 'pytest', 'ruff', 'gzip'];
const rules = { deny: ['Shell(rm *)', 'Read(//etc/shadow)'], allow: RUNNERS.map((r) => `Shell(${r} *)`) };

const cases: [string, DecisionKind][] = [
  // Version managers and project runners: their allow rule covers what they run.
  ['pyenv exec rm x', 'deny'],
  ['rbenv exec rm x', 'deny'],
  ['asdf exec rm x', 'deny'],
  ['volta run --node 20 rm x', 'deny'],
  ['rye run rm x', 'deny'],
  ['hatch run rm x', 'deny'],
  ['hatch run test:rm x', 'deny'], // ENV:CMD
  ['hatch -e dev run rm x', 'deny'],
  ['pipx run rm x', 'deny'],
  ['uvx --from pkg rm x', 'deny'],
  ['pnpx rm x', 'deny'],
  ['toolbox run -c box rm x', 'deny'],
  ['distrobox enter box -- rm x', 'deny'],
  ['hatch run pytest -q', 'allow'],
  ['pyenv exec pytest', 'allow'],
  ['uvx ruff check', 'allow'],
  ['toolbox run cat /etc/shadow', 'ask'], // the container's /etc: unknown
  // Watchers, benchmarkers, parallel runners: each line they run must be allowed too.
  ['watchexec -e js -- rm x', 'deny'],
  ['watchexec -r rm x', 'deny'],
  ["entr -s 'rm x'", 'deny'],
  ['entr rm x', 'deny'],
  ["hyperfine 'rm x'", 'deny'],
  ["hyperfine -p 'rm y' ls", 'deny'],
  ["hyperfine --setup='rm y' ls", 'deny'],
  ["hyperfine -L c rm,ls '{c} x'", 'ask'], // filled in from a parameter
  ['hyperfine ls', 'allow'],
  ["hyperfine 'ls' 'gzip -k f'", 'allow'],
  ['parallel rm ::: a b', 'deny'],
  ["parallel 'rm {}' ::: a", 'deny'],
  ["parallel ::: 'rm x' ls", 'deny'],
  ['parallel -j4 gzip ::: a b', 'allow'],
  ['parallel gzip', 'ask'], // arguments from standard input
  ['parallel -a list gzip', 'ask'],
  ['sem rm x', 'deny'],
  // Profilers, debuggers and limits run the command as it is.
  ['valgrind --tool=memcheck rm x', 'deny'],
  ['catchsegv rm x', 'deny'],
  ['gdb --args rm x', 'deny'],
  ["gdb -ex 'shell rm x' prog", 'ask'],
  ['perf stat -e cycles rm x', 'deny'],
  ['perf record -o p.data -- rm x', 'deny'],
  ['rlwrap -a rm x', 'deny'],
  ['trickle -d 10 rm x', 'deny'],
  ['cpulimit -l 5 rm x', 'deny'],
  ['cpulimit -l 5 -- rm x', 'deny'],
  ['gosu u rm x', 'deny'],
  ['su-exec u rm x', 'deny'],
  ['proot -r /srv/guest rm x', 'deny'],
  ['dbus-launch --exit-with-session rm x', 'deny'],
  ['valgrind -q ls', 'allow'],
  ['gosu u cat /etc/shadow', 'deny'],
  // sftp runs no command; ProxyCommand runs here; a batch or another program never allows.
  ["sftp -o 'ProxyCommand=rm y' h", 'deny'],
  ['sftp -b batch.txt h', 'ask'],
  ['sftp -S /tmp/prog h', 'ask'],
  ['sftp -o PKCS11Provider=./e.so h', 'ask'],
  ['sftp h', 'ask'], // it reads its commands from standard input (`!cmd` runs a local shell)
  // (Found in review.)
  ["sftp h <<< '!rm -rf ~'", 'ask'], // (sftp's own commands are not read: a here-string never allows)
  ["echo '!rm -rf ~' | sftp h", 'ask'],
  ['sftp h:x ~/.ssh/authorized_keys', 'ask'],
  ["hatch run +py=3.10 rm -rf x", 'deny'],
  ['hatch run a:b:rm -rf x', 'deny'],
  ["hatch run :rm -rf x", 'deny'],
  ['hatch run +py=3.10', 'allow'], // matrix arguments and no command: the scan's own reading
  ['perf ftrace rm -rf x', 'deny'],
  ['perf sched record rm -rf x', 'deny'],
  ['perf sched latency', 'allow'],
  ["hyperfine -S 'rm -rf ~ --' ls", 'deny'],
  ['hyperfine -N ls', 'allow'],
  ['hyperfine --shell=none ls', 'allow'],
  ["watchexec --shell='rm -rf ~ --' ls", 'ask'],
  ['proot -R /tmp/rootfs rm -rf x', 'deny'],
  ["parallel '{.} -rf x' ::: rm.x", 'ask'],
  ["parallel -I XX 'rXX -rf x' ::: m", 'ask'],
  ["parallel '{= s/.*/rm/ =} -rf x' ::: y", 'ask'],
  ["at -qc now <<< 'rm -rf x'", 'deny'],
  ["batch -qd <<< 'rm -rf x'", 'deny'],
  ['flatpak run --command=rm org.app.App x', 'ask'],
  ['flatpak run org.app.App', 'allow'],
  // nodemon's --exec line; expect's Tcl.
  ["nodemon --exec 'rm x'", 'deny'],
  ["nodemon -x 'rm -rf y' -w src", 'deny'],
  ['nodemon -w src --ext ts app.js', 'allow'],
  ["expect -c 'spawn rm x'", 'ask'],
  ['expect -f s.exp', 'ask'],
  ['expect script.exp arg', 'allow'],
  // Schedulers: at runs the lines it reads; crontab installs a table.
  ["at now <<< 'rm x'", 'deny'],
  ["at now + 1 minute <<EOF\nrm x\nEOF", 'deny'],
  ["echo 'rm y' | at now", 'deny'], // (session 45: the piped text is read for deny rules, piped-scripts.ts)
  ['at -f jobs.txt now', 'ask'],
  ['at -l', 'allow'],
  ["at now <<< 'ls'", 'allow'],
  ['crontab f', 'ask'],
  ['crontab -l', 'allow'],
];

describe('tool runners', () => {
  it.each(cases)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(rules)], op('shell', line)).decision).toBe(expected);
  });

  it('reads hyperfine and parallel lines', () => {
    expect(scanHyperfine(['hyperfine', '-w', '3', 'a b', '--prepare', 'c', 'd'], [false, false, false, false, false, false, false]).line?.text).toBe('a b\nc\nd');
    expect(scanHyperfine(['hyperfine', '--export-json', 'out.json', 'x'], [false, false, false, false]).files).toEqual([{ op: 'edit', word: 'out.json', dynamic: false }]);
    expect(scanParallel(['parallel', 'echo', '{}', 'x', ':::', "it's", 'b'], [false, false, false, false, false, false, false], false).line?.text)
      .toBe("echo 'it'\\''s' x\necho b x");
    expect(scanParallel(['parallel', '-k', 'gzip', ':::', 'a', ':::', 'b'], Array(7).fill(false), false).line?.text).toBe('gzip a\ngzip b');
    // (Bounded: 16 lines at most.)
    const many = ['parallel', 'gzip', ':::', ...Array.from({ length: 40 }, (_, k) => `f${k}`)];
    const s = scanParallel(many, many.map(() => false), false);
    expect(s.line?.text.split('\n')).toHaveLength(16);
    expect(s.problem).toContain('more than 16');
  });

  it('hyperfine --export-* and --output files are Edit parts, --input a Read part; parallel --joblog an Edit part', () => {
    const parts = (line: string) => analyzeShell(line).paths.map((p) => [p.op, p.path]);
    expect(parts('hyperfine --export-json /etc/x ls')).toContainEqual(['edit', '/etc/x']);
    expect(parts('hyperfine --output /etc/y ls')).toContainEqual(['edit', '/etc/y']);
    expect(parts('hyperfine --input /etc/shadow ls')).toContainEqual(['read', '/etc/shadow']);
    expect(parts('hyperfine --output null ls')).toEqual([]);
    expect(parts('parallel --joblog /etc/j gzip ::: a')).toContainEqual(['edit', '/etc/j']);
  });

  it('bounds what parallel builds (found in review: 13 ms for 16 lines of 600k characters)', () => {
    const words = ['parallel', '{}'.repeat(2000), ':::', ...Array.from({ length: 16 }, () => 'a'.repeat(300))];
    const { value: s, ms } = fastestMs(() => scanParallel(words, words.map(() => false), false));
    expect(ms).toBeLessThan(50);
    expect(s.problem).toContain('characters');
  });
});

// Only bash's keyword `time [-p]` is seen through by allow rules (hunt 2, F9): a command named
// `time` is the program time(1), whose `-o FILE` (`-a` appends) wrote ~/.bashrc under `Shell(git status)`.
describe('the program time is no keyword', () => {
  const timeRules = { deny: ['Shell(rm *)', 'Edit(//etc/**)'], allow: ['Shell(git status)', 'Shell(nice *)', 'Shell(timeout *)'] };
  it.each([
    ['command time -a -o /home/dev/.bashrc -f x git status', 'ask'], ['nice time -o ~/.bashrc git status', 'ask'],
    ['timeout 5 time -o ~/.bashrc git status', 'ask'], ['env time -o x git status', 'ask'], ['command time --output=../x --append git status', 'ask'],
    ['command time git status', 'ask'], ['command time -o /etc/x git status', 'deny'], ['nice time rm x', 'deny'],
    ['time git status', 'allow'], ['time -p git status', 'allow'], ['nice git status', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(timeRules)], op('shell', line)).decision).toBe(expected);
  });
});

// Runners hunt 5 found (F3): each ran `rm` unseen beside `Shell(*)`.
describe('more runners: the dynamic loader, qemu, moreutils, terminals, queues, contexts', () => {
  const runnerRules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell'] };
  it.each([
    ['/lib64/ld-linux-x86-64.so.2 /bin/rm x', 'deny'], ['/lib/ld-linux-aarch64.so.1 rm x', 'deny'], ['/lib/ld-musl-x86_64.so.1 rm x', 'deny'],
    ['ld.so --argv0 ls /bin/rm x', 'deny'], ['ld.so --preload x.so ls', 'ask'], ['ld.so --list /bin/ls', 'allow'],
    ['logsave -a /dev/null rm x', 'deny'], ['logsave /etc/x ls', 'deny'], ['logsave log.txt make', 'allow'],
    ['pee "rm x" cat', 'deny'], ['pee cat "$C"', 'ask'], ['mispipe "rm x" cat', 'deny'], ['zrun rm x', 'deny'],
    ['gnome-terminal -- rm x', 'deny'], ['gnome-terminal -e "rm x"', 'deny'], ['konsole -e rm x', 'deny'],
    ['dtach -n S rm x', 'deny'], ['dtach -c S -z rm x', 'deny'], ['dtach -a S', 'allow'], ['abduco -c S rm x', 'deny'],
    ['nq rm x', 'deny'], ['nq make', 'allow'], ['tsp rm x', 'deny'], ['tsp -l', 'allow'], ['pueue add rm x', 'deny'], ['pueue add -- "rm x"', 'deny'],
    ['runcon -t T rm x', 'deny'], ['runcon u:r:t:s0 rm x', 'deny'], ['aa-exec -p P -- rm x', 'deny'], ['keyctl session - rm x', 'deny'],
    ['torify rm x', 'deny'], ['fakechroot rm x', 'deny'], ['fakechroot chroot /etc cat /passwd', 'ask'], ['fakechroot -e x ls', 'ask'],
    ['qemu-x86_64 /bin/rm x', 'deny'], ['qemu-aarch64 -cpu max rm x', 'deny'], ['qemu-aarch64 -L /usr/aarch64 ./a', 'ask'], ['qemu-img info x.qcow2', 'allow'],
    ['systemd-cat rm x', 'deny'], ['systemd-cat -t x ls', 'allow'],
    ['run-parts /tmp/d', 'ask'], ['run-parts --test /tmp/d', 'allow'],
    ['proot -w /etc cat passwd', 'deny'], ['proot -b /etc:/x cat /x/passwd', 'ask'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(runnerRules)], op('shell', line)).decision).toBe(expected);
  });
});

// Terminal emulators hunt 4 found (F4; src/shell/terminal-runners.ts): each ran `rm x` unseen beside `Shell(*)`.
describe('terminal emulators run their command', () => {
  const terminalRules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] };
  it.each([
    ['kitty rm x', 'deny'], ['kitty --title t --hold rm x', 'deny'], ['kitty -d /etc cat passwd', 'deny'], ['kitty -o shell=x', 'ask'],
    ['foot rm x', 'deny'], ['foot -e rm x', 'deny'], ['foot -D /etc cat passwd', 'deny'], ['footclient -T t rm x', 'deny'],
    ['alacritty -e rm x', 'deny'], ['alacritty --command rm x', 'deny'], ['alacritty --working-directory /etc -e ls', 'ask'], ['alacritty -oshell=x', 'ask'],
    ['x-terminal-emulator -e rm x', 'deny'], ['urxvt -e rm x', 'deny'], ['rxvt -geometry 80x24 -e rm x', 'deny'], ['urxvt -cd /etc -e ls', 'ask'],
    ['st -e rm x', 'deny'], ['st -t T rm x', 'deny'],
    ['tilix -e "rm x"', 'deny'], ['tilix -e rm x', 'deny'], ['tilix -w/etc -e ls', 'ask'],
    ['terminator -x rm x', 'deny'], ['terminator -e "rm x"', 'deny'], ['terminator --working-d=/etc -x cat passwd', 'deny'],
    ['xfce4-terminal -x rm x', 'deny'], ['xfce4-terminal -e "rm x"', 'deny'], ['xfce4-terminal --working-directory=/etc -x ls', 'ask'],
    ['ghostty -e rm x', 'deny'], ['ghostty --command="rm x"', 'deny'],
    ['wezterm start -- rm x', 'deny'], ['wezterm -e rm x', 'deny'], ['wezterm start --cwd /etc -- ls', 'ask'],
    ['lxterminal -e rm x', 'deny'], ['mate-terminal -x rm x', 'deny'], ['qterminal -e rm x', 'deny'], ['sakura -x rm x', 'deny'],
    ['guake -e "rm x"', 'deny'], ['tilda -c "rm x"', 'deny'], ['cool-retro-term -e rm x', 'deny'], ['eterm -e rm x', 'deny'],
    ['kgx -- rm x', 'deny'], ['gnome-console -e rm x', 'deny'], ['ptyxis -x "rm x"', 'deny'], ['gnome-terminal --working-directory=/etc -- ls', 'ask'],
    ['kitty git status', 'allow'], ['alacritty -e npm test', 'allow'], ['xfce4-terminal -e "git status"', 'allow'], ['guake --toggle', 'allow'],
    // (Options not read: the first -x/-e may be the value of -T/--title, the second names the command. Found in review.)
    ['xfce4-terminal -T -x -x rm x', 'deny'], ['xfce4-terminal --title -x -x rm x', 'deny'], ['xfce4-terminal -T -x -e "rm x"', 'deny'],
    ['lxterminal -t -e -e "rm x"', 'deny'], ['sakura -t -e -e rm', 'deny'], ['urxvt -title -e -e rm x', 'deny'], ['x-terminal-emulator -T -e -e rm x', 'deny'],
    ['xterm -T -e -e rm x', 'deny'], ['lxterminal -t --command --command "rm x"', 'deny'], ['gnome-terminal --title -- -- rm x', 'deny'],
    ['xterm -T -e -e ls', 'ask'], ['xterm -e -x', 'ask'], ['xterm -T t -e git status', 'allow'],
    // (kitty's remote control and its Python entry points run commands. Found in review.)
    // (Its remote control's command is read for deny rules, and the line still asks: kitty-remote.ts. These asked, kitten's allowed.)
    ['kitty @ launch rm x', 'deny'], ['kitty @launch rm x', 'deny'], ['kitty @ --to unix:/x launch rm x', 'deny'], ['kitty --title t @ launch rm x', 'deny'],
    ['kitty @ --to unix:/x launch --type=tab rm x', 'deny'], ['kitty @ launch --type tab --hold rm -rf x', 'deny'], ['kitty @ new-window rm x', 'deny'],
    ['kitten @ launch rm -rf x', 'deny'], ['kitten @ --to unix:/x launch --type=tab --cwd=current -- rm x', 'deny'], ['kitten @ run -m id:1 rm x', 'deny'],
    ['kitten @ launch cat /etc/passwd', 'deny'], ['kitten @ launch cat passwd', 'ask'], ['kitten @ launch --cwd /etc cat passwd', 'ask'],
    ['kitten @ launch git status', 'ask'], ['kitten @ send-text "rm x"', 'ask'], ['kitten @ action launch rm x', 'ask'], ['kitten @', 'ask'],
    ['kitten icat a.png', 'allow'], ['kitten icat /etc/a.png', 'ask'],
    ['kitty +runpy "import os"', 'ask'], ['kitty +launch script.py', 'ask'], ['kitty +kitten ssh h', 'ask'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(terminalRules)], op('shell', line)).decision).toBe(expected);
  });
});

// Runners a GTFOBins review found (g1, a–l, C1): each ran `rm` unseen beside `Shell(*)`.
describe('more runners: GTFOBins a–l', () => {
  const runnerRules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] };
  it.each([
    ['aoss rm -rf x', 'deny'], ['aoss mplayer x.ogg', 'allow'],
    ['arch-nspawn / rm -rf x', 'deny'], ['arch-nspawn -c /var/cache/pacman /srv/root --bind=/x -u bob rm -rf x', 'deny'], ['arch-nspawn /srv/root make', 'allow'],
    ["arch-nspawn /srv/root <<< 'rm x'", 'deny'], ['arch-nspawn -C /etc/pacman.conf /srv/root make', 'deny'],
    ["choom -n 0 -- sh -c 'rm -rf y'", 'deny'], ['choom -n 10 make', 'allow'], ['choom -p 1', 'allow'],
    ['cabal exec -- rm -rf x', 'deny'], ['cabal v2-exec rm x', 'deny'], ['cabal exec -- ghc --version', 'allow'],
    ['composer exec -- rm -rf x', 'deny'], ['composer global exec rm x', 'deny'], ['composer exec -d app rm x', 'deny'], ['composer exec phpunit', 'allow'], ['composer exec -l', 'allow'],
    // (n1 F2: Bundler's aliases of exec, and Composer's unambiguous command prefixes.)
    ['bundle e rm x', 'deny'], ['bundler ex rm x', 'deny'], ['bundle3.1 ex rm x', 'deny'], ['bundle _2.3.7_ exe rm x', 'deny'], ['bundle e rspec', 'allow'],
    ['composer e rm x', 'deny'], ['composer exe rm x', 'deny'], ['composer g exec rm x', 'deny'], ['composer glo e rm x', 'deny'], ['composer -d x ex rm x', 'deny'],
    ['composer e phpunit', 'allow'], ['composer g require x/y', 'allow'],
    ['distcc rm -rf x', 'deny'], ['distcc gcc -c x.c -o x.o', 'allow'], ['distcc --show-hosts', 'allow'],
    ['grc rm -rf x', 'deny'], ['grc --pty rm -rf x', 'deny'], ['grc -es -c conf.ping rm x', 'deny'], ['grc ls -l', 'allow'],
    ['ksu -q -e rm -rf x', 'deny'], ['ksu bob -n bob@R -e rm x', 'deny'], ["ksu <<< 'rm x'", 'deny'], ["ksu -a -c 'rm x'", 'ask'], ['ksu bob', 'ask'],
    ['gdbserver :1234 rm -rf x', 'deny'], ['gdbserver --once - rm x', 'deny'], ['gdbserver --wrapper env -- :1 ./a', 'ask'], ['gdbserver :1234 ./a.out', 'allow'],
    ['gdbserver --attach :1 123', 'allow'],
    ['genie -c rm -rf x', 'deny'], ["genie -c 'rm -rf x'", 'ask'], ["genie -s <<< 'rm x'", 'deny'], ['genie -i', 'allow'],
    ['gpg-agent --daemon rm -rf x', 'deny'], ['gpg-agent --homedir /tmp/g --daemon rm x', 'deny'], ['gpg-agent --pinentry-program /tmp/p --daemon', 'ask'],
    ['gpg-agent --daemon', 'allow'],
    ['busybox tcpsvd 0 80 rm -rf x', 'deny'], ['busybox udpsvd -v 0 80 rm -rf x', 'deny'], ['tcpsvd -u bob 0 80 rm x', 'deny'], ['tcpsvd -x rules.cdb 0 80 ./srv', 'ask'],
    ['ctr run --rm IMG x rm -rf x', 'deny'], ['ctr -n k8s.io run IMG x rm x', 'deny'], ['ctr run --rm --mount type=bind,src=/,dst=/,options=rbind -t docker.io/library/alpine:latest x', 'ask'],
    ['ctr run --rm docker.io/library/alpine:latest x ls', 'allow'],
    // (n1 F3: containerd's `tasks` command, aliases `task` and `t`; `containers create`, aliases `container` and `c`.)
    ['ctr tasks exec --exec-id 1 id rm x', 'deny'], ['ctr t exec --exec-id 1 id rm x', 'deny'], ['ctr --debug t exec --exec-id 1 id rm x', 'deny'],
    ['ctr c create IMG ID rm x', 'deny'], ['ctr containers create IMG ID rm x', 'deny'], ['ctr t exec --exec-id 1 id ls', 'allow'], ['ctr t ls', 'allow'],
    ['gtester -q rm', 'deny'], ['gtester -k ./t1 rm', 'deny'], ['gtester -o /etc/x ./t', 'deny'], ['gtester -m=perf ./t1 ./t2', 'allow'], ['gtester ./t $T', 'ask'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(runnerRules)], op('shell', line)).decision).toBe(expected);
  });
});

// A GTFOBins review, m–z (F2, F3, F7, F9, F10, F18; src/shell/launcher-runners.ts): each 'deny'
// below, and each 'ask' beside it, was allowed beside `Shell(*)`.
describe('GTFOBins m–z: runners', () => {
  const gtfoRules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] };
  it.each([
    // gettext's filters, pidstat -e, timers and executors, openvt.
    ['echo x | msgfilter -P rm -rf x', 'deny'], ['msgfilter -i a.po rm -rf x', 'deny'], ["msgfilter --input=a.po -o b.po sh -c 'rm -rf x'", 'deny'],
    ['msgexec -i a.po rm -rf x', 'deny'], ['msgfilter -i /etc/a.po sed -e s/a/b/', 'deny'],
    ['pidstat -e rm -rf x', 'deny'], ["pidstat 1 1 -e sh -c 'rm -rf x'", 'deny'], ['schedtool -e rm -rf x', 'deny'],
    ['multitime rm -rf x', 'deny'], ['multitime -n 1 rm -rf x', 'deny'], ["multitime -r 'rm -rf y' ls", 'deny'], ['multitime -b batch.txt', 'ask'],
    ['pexec rm -rf x', 'deny'], ["pexec -c 'rm -rf x'", 'deny'], ['openvt rm -rf x', 'deny'], ["openvt -- sh -c 'rm -rf x'", 'deny'], ['openvt -c 2 -s', 'ask'],
    ['systemd-socket-activate -l 8080 rm -rf x', 'deny'], ['systemd-socket-activate -l 8080 -E LD_PRELOAD=./x.so python3 s.py', 'ask'],
    // sudo's other spellings, locks, single-instance and retry helpers, GPU offloaders, schroot, s6.
    ['tsocks rm -rf x', 'deny'], ['sudo-rs rm -rf x', 'deny'], ['please rm -rf x', 'deny'], ['really rm -rf x', 'deny'],
    ['with-lock-ex /tmp/l rm -rf x', 'deny'], ['with-lock-ex -w /etc/l make', 'deny'], ['run-one rm -rf x', 'deny'], ['run-this-one rm -rf x', 'deny'],
    ['keep-one-running rm -rf x', 'deny'], ['retry rm -rf x', 'deny'], ['retry -t 3 rm -rf x', 'deny'],
    ['vglrun rm -rf x', 'deny'], ['vglrun +v rm -rf x', 'ask'], ['optirun rm -rf x', 'deny'], ['primusrun rm -rf x', 'deny'], ['prime-run rm -rf x', 'deny'],
    ['schroot -c x -- rm -rf x', 'deny'], ['schroot -c x -- cat /etc/shadow', 'ask'], ['s6-envdir /tmp/e rm -rf x', 'deny'], ['s6-envdir ./env make', 'ask'],
    ['s6-softlimit -m 1 rm -rf x', 'deny'],
    // ucspi servers, queues and batch schedulers, setarch's uname26, rustup's runner.
    ['tcpserver 0 8080 rm -rf x', 'deny'], ['tcpserver -h 0 8080 rm -rf x', 'deny'], ['tcpsvd -vE 0 8080 rm -rf x', 'deny'], ['udpsvd 0 8080 rm -rf x', 'deny'],
    ['sslserver 0 8080 rm -rf x', 'deny'], ['tcpclient h 80 rm -rf x', 'deny'], ['task-spooler rm -rf x', 'deny'],
    ['qsub -b y rm -rf x', 'deny'], ['qsub -cwd -pe smp 4 -N j -b y rm -rf x', 'deny'], ["echo 'rm -rf x' | qsub", 'deny'], // (session 45: piped-scripts.ts)
    ["sbatch --wrap='rm -rf x'", 'deny'], ["sbatch --time=1:00 --wr='rm -rf x'", 'deny'], ["sbatch --mem-per-cpu 100 --wrap='rm -rf x'", 'ask'],
    ['uname26 rm -rf x', 'deny'], ['rustup run stable rm -rf x', 'deny'], ['rustup run --install nightly rm -rf x', 'deny'],
    // strace -E sets the traced program's variables, as env's assignments do.
    ['strace -E BASH_ENV=/tmp/x bash -c ls', 'ask'], ['strace -E PATH=/tmp/b ls', 'ask'], ['strace -E LD_PRELOAD=./x.so ls', 'ask'],
    ['strace --env=LD_PRELOAD=./x.so ls', 'ask'],
    // service runs /etc/init.d/NAME: a NAME with a `/` climbs out of it.
    ['service ../../bin/rm -rf x', 'deny'], ['service ../../tmp/bin/rm -rf x', 'deny'], ['service ../../bin/sh -c "rm -rf x"', 'deny'],
    ['service "$S" start', 'ask'],
    // Ordinary lines stay allowed.
    ['msgfilter -i a.po -o b.po sed -e s/a/b/', 'allow'], ['pidstat 1 5', 'allow'], ['pidstat -e make', 'allow'], ['multitime -n 3 make', 'allow'],
    ['openvt -c 2 -- make', 'allow'], ['sudo-rs make', 'allow'], ['retry -t 3 make', 'allow'], ['vglrun glxgears', 'allow'], ['schroot -c x -- make', 'allow'],
    ['qsub job.sh', 'allow'], ['sbatch job.sh', 'allow'], ['rustup run stable cargo build', 'allow'], ['rustup show', 'allow'], ['strace -E LANG=C ls', 'allow'],
    ['service nginx restart', 'allow'], ['service --status-all', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(gtfoRules)], op('shell', line)).decision).toBe(expected);
  });
});

// The same review (F3, F18; src/shell/command-valued-options.ts): option values that are command
// lines, or code the analysis does not read. Each 'deny' and 'ask' was allowed beside `Shell(*)`.
describe('GTFOBins m–z: option values that are command lines or code', () => {
  const gtfoRules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] };
  it.each([
    ["svn commit --editor-cmd='rm -rf x'", 'deny'], ['svn diff --diff-cmd rm', 'deny'], ['svn merge --diff3-cmd=rm x', 'deny'],
    ["svn commit --config-option config:helpers:editor-cmd='rm -rf x'", 'deny'], ["svn --config-option config:tunnels:ssh='rm -rf x' up", 'deny'],
    ['svn --config-dir /tmp/c up', 'ask'],
    ["sshuttle -e 'rm -rf x' -r h 0/0", 'deny'], ["sshuttle -ve 'rm -rf x' -r h 0/0", 'deny'], ["sshuttle --ssh='rm -rf x' -r h 0/0", 'deny'],
    ["perlbug -s 'x x x' -r x -c x -e 'rm -rf x'", 'deny'], ["perlbug -de'rm -rf x'", 'deny'], ['perlthanks -e rm', 'deny'], ['perlbug -f /etc/shadow', 'deny'],
    ["openvpn --dev null --script-security 2 --up 'rm -rf x'", 'deny'], ["openvpn --config x.ovpn --down 'rm -rf x'", 'deny'],
    ["openvpn --auth-user-pass-verify 'rm -rf x' via-env", 'deny'], ['openvpn --plugin ./x.so', 'ask'],
    ['puppet apply -e "exec { \'rm -rf x\': }"', 'ask'], ['puppet apply --execute "exec { \'rm -rf x\': }"', 'ask'], ['puppet apply -de "exec{}"', 'ask'],
    ['echo "exec { \'rm\': }" | puppet apply', 'ask'],
    ['wp eval \'system("rm -rf x");\'', 'ask'], ['wp shell', 'ask'], ['wp --exec=\'system("rm");\' plugin list', 'ask'], ['wp eval-file -', 'ask'],
    // Ordinary lines stay allowed.
    ["svn commit -m 'fix'", 'allow'], ['svn checkout https://h/r', 'allow'], ['svn diff --diff-cmd meld', 'allow'],
    ['svn --config-option servers:global:http-timeout=5 up', 'allow'], ['sshuttle -r h 0/0', 'allow'], ["sshuttle --ssh-cmd 'ssh -i k' -r h 0/0", 'allow'],
    ['perlbug -d', 'allow'], ['openvpn --remote h 1194 --dev tun', 'allow'], ['openvpn --dev tun --up ./up.sh', 'allow'],
    // (A configuration file names remotes and scripts the analysis does not read: it asks, as svn's --config-dir does; session 28.)
    ['openvpn --config client.ovpn', 'ask'], ['openvpn --config client.ovpn --up ./up.sh', 'ask'],
    ['puppet apply site.pp', 'allow'], ['puppet apply --noop site.pp', 'allow'], ['puppet agent -t', 'allow'], ['wp plugin list', 'allow'], ['wp eval-file x.php', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decideBoth([source(gtfoRules)], op('shell', line)).decision).toBe(expected);
  });
});
