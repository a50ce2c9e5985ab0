// fast-check generators for policies and operations, over small vocabularies so that rules and
// operations actually meet.
import fc from 'fast-check';
import { parseRule } from '../../src/rules/grammar.js';
import type { Operation } from '../../src/policy/types.js';
import type { Rules } from './policy.js';

const WORDS = ['rm', 'git', 'ls', 'npm', 'cat', 'curl', '-rf', '-f', '-r', 'x', 'push', 'status', 'test', '.env', 'a.com',
  'grep', 'cp', 'mv', 'chmod', '-R', 'src', 'secret', '.', 'a/', 'tar', 'xf', 'cf', 'zip', 'ar', 'pax', '-rw', 'unrar', 'cd', 'pushd', '/etc', '..', 'show', 'diff', '--', 'HEAD:.env',
  'HEAD:secret', 'sudo', 'uv', 'run', 'pkexec', 'npx', 'exec', 'yarn', 'strace', 'script', 't.log'];
const word = fc.constantFrom(...WORDS);

const shellRule = fc.oneof(
  fc.tuple(fc.constantFrom('Shell', 'Bash', 'PowerShell'), fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom('', ' *', ':*', '*'))
    .map(([sel, ws, tail]) => `${sel}(${ws.join(' ')}${tail})`),
  fc.tuple(word, word).map(([a, b]) => `Shell(${a} * ${b})`),
  fc.constant('Shell'),
);

const SEGMENTS = ['a', 'b', '.env', 'src', 'secret', '*', '**', '*.ts', '{a,b}', '[ab]', '?', '.ssh',
  // Spellings the paths below meet: a drive, system directories, classes, escapes, non-ASCII letters.
  'c', 'C', 'etc', 'private', 'Users', 'PROGRA~1', 'Program Files', '[!a]', '[a-c]', '[A-Z]*', '\\*', 'é', 'Ä', 'ß', 'ǅ', 'x.*', '*a*', '{.env,secret}'];
const pathPattern = fc.tuple(
  fc.constantFrom('', '/', '//', '~/', './', '//w/', '//h/', '//c/', '//etc/', '//private/', '**/'),
  fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 3 }),
  fc.boolean(),
).map(([root, segs, slash]) => `${root}${segs.join('/')}${slash ? '/' : ''}`);
const pathRule = fc.oneof(
  fc.tuple(fc.constantFrom('Read', 'Edit', 'Write'), pathPattern).map(([s, p]) => `${s}(${p})`),
  fc.constantFrom('Read', 'Edit'),
);

const HOSTS = ['a.com', 'b.a.com', 'x.org', 'c.b.a.com'];
const RULE_HOSTS = [...HOSTS, '127.0.0.1', '[::1]', 'localhost', 'bücher.de', 'xn--bcher-kva.de', 'A.COM', 'a.com.'];
const domainRule = fc.oneof(
  fc.tuple(fc.constantFrom('', 'http://', 'https://', 'ws://'), fc.constantFrom('', '*.'), fc.constantFrom(...RULE_HOSTS), fc.constantFrom('', ':8080', ':443', ':80'))
    .filter(([scheme, , , port]) => port === '' || scheme !== '')
    .map(([scheme, star, host, port]) => `Domain(${scheme}${star}${host}${port})`),
  fc.constantFrom('Domain', 'Domain(*)'),
);

export const ruleText = fc.oneof(shellRule, pathRule, domainRule).filter((t) => parseRule(t).ok);

export const rules: fc.Arbitrary<Rules> = fc.record({
  deny: fc.array(ruleText, { maxLength: 3 }),
  ask: fc.array(ruleText, { maxLength: 2 }),
  allow: fc.array(ruleText, { maxLength: 5 }),
}, { requiredKeys: [] });

const SEPARATORS = ['; ', ' && ', ' || ', ' | ', '\n', ' & '];
const simpleCommand = fc.tuple(
  fc.constantFrom('', 'FOO=1 ', 'LANG=C ', 'timeout 5 ', 'sudo ', 'env ', 'nice -n 3 ', 'command ',
    'runuser -u b -- ', 'pkexec ', 'uv run ', 'env -iC/tmp ', 'busybox ', 'flock -n l ',
    // Runners behind their tool's options, package runners, runners that write a file.
    'uv -q run ', 'pnpm -r exec ', 'npx ', 'npm exec --yes ', 'yarn exec ', 'strace -o t.log ', 'script -q /dev/null ',
    // Tool runners (src/shell/runner-specs.ts).
    'pyenv exec ', 'hatch run e:', 'valgrind -q ', 'gosu u ', 'watchexec -- ', 'gdb --args '),
  fc.array(fc.oneof(word, fc.constantFrom("'rm'", "r''m", '"x"', '\\rm', '$X', '/bin/rm', '*.ts', '.e*', '~/.env')), { minLength: 1, maxLength: 4 }),
  fc.constantFrom('', ' > out.txt', ' < .env', ' 2>&1', ' > /dev/null', ' >> ~/.ssh/a'),
).map(([pre, ws, redirect]) => `${pre}${ws.join(' ')}${redirect}`);

const command = fc.oneof(
  { weight: 4, arbitrary: fc.array(simpleCommand, { minLength: 1, maxLength: 3 }).chain((cs) =>
    fc.array(fc.constantFrom(...SEPARATORS), { minLength: cs.length - 1, maxLength: cs.length - 1 }).map((seps) =>
      cs.map((c, i) => (i === 0 ? c : `${seps[i - 1]}${c}`)).join(''))) },
  { weight: 1, arbitrary: simpleCommand.map((c) => `echo $(${c})`) },
  { weight: 1, arbitrary: simpleCommand.map((c) => `bash -c '${c.replaceAll("'", '')}'`) },
  { weight: 1, arbitrary: simpleCommand.map((c) => `( ${c} )`) },
  // Shells that other wrappers start: a here-string read by `sudo -s`, a string run by `su -c`.
  { weight: 1, arbitrary: simpleCommand.map((c) => `sudo -s <<< '${c.replaceAll("'", '')}'`) },
  { weight: 1, arbitrary: simpleCommand.map((c) => `su -lc '${c.replaceAll("'", '')}'`) },
  // A command in a variable another program runs (src/shell/command-variables.ts).
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('GIT_SSH_COMMAND=', 'env EDITOR=', 'export PAGER='), simpleCommand)
    .map(([assign, c]) => `${assign}'${c.replaceAll("'", '')}' git fetch`) },
  // Where git connects and what it takes in (src/shell/git-remotes.ts).
  { weight: 1, arbitrary: fc.tuple(
    fc.constantFrom('clone', 'fetch', 'push', 'ls-remote --', 'remote add o', 'add', 'commit -am m', 'stash push --', '-c remote.o.url=x.org:r fetch'),
    fc.constantFrom('https://a.com/r', 'git@b.a.com:r', 'evil.com:r', 'ssh://u@x.org:22/r', '../r', '/etc', 'origin', '.env', '"$R"', 'ext::sh', 'file:///w/r'),
  ).map(([sub, operand]) => `git ${sub} ${operand}`) },
  // Network tools: what they send and write, and the hosts they and socket tools reach.
  { weight: 1, arbitrary: fc.tuple(
    fc.constantFrom('curl -sSo out.txt', 'curl -d @.env', 'curl -x evil.com:80', 'curl -K cfg', 'wget -qO-', 'wget --post-file=.env', 'scp .env',
      'ssh -J evil.com', 'nc -w1', 'socat - TCP:a.com:80', 'rsync -a src'),
    fc.constantFrom('https://a.com/x', 'a.com', 'b.a.com:r', 'x.org:443', '"$U"', 'evil.com:/tmp/'),
  ).map(([tool, operand]) => `${tool} ${operand}`) },
  // Database clients: what their meta-commands run and open (src/shell/sql-clients.ts).
  { weight: 1, arbitrary: fc.tuple(
    fc.constantFrom('sqlite3 a.db', "sqlite3 -cmd '.shell rm x' a.db", 'psql -c', 'mysql -e', 'sqlite3 /etc/x.db'),
    fc.constantFrom("'.shell rm -rf x'", "'.output .env'", "'.once |rm x'", "'.read .env'", "'\\! rm x'", "'system rm x'", "'select 1'", '"$Q"', "'source .env'"),
  ).map(([client, text]) => `${client} ${text}`) },
);

const PATH_SEGMENTS = ['a', 'b', '.env', 'src', 'secret', 'x.ts', 'SRC', '..', '.', 'w', 'h', '.ssh', 'PROGRA~1',
  // Windows' trailing dots and spaces, streams and short names; case and non-ASCII letters.
  'a.', 'a ', '.env:s', '.env::$DATA', 'SECRET', 'Secret', 'secre~1', 'Program Files', 'é', 'É', 'e\u0301', 'ß', 'SS', 'ǆ', 'etc', 'private', 'Users', 'c'];
/** Roots written with backslashes are joined with backslashes. */
const BACKSLASH_ROOTS = new Set(['C:\\', 'c:\\', '\\\\?\\C:\\', '\\\\.\\c:\\', '\\\\srv\\share\\', '\\\\?\\UNC\\h\\s\\', '\\']);
const opPath = fc.tuple(
  fc.constantFrom('/', '/w/', '/h/', '~/', './', '', 'C:\\', 'c:/', 'C:', '~b/', '~h/', '/../', '/w/../../', '//h/s/', '/private/', '/etc/',
    '/private/etc/', '/System/Volumes/Data/', '/Volumes/M/', '/net/h/', '/proc/self/root/', '/c/', '/cygdrive/c/', ...BACKSLASH_ROOTS),
  fc.array(fc.constantFrom(...PATH_SEGMENTS), { minLength: 0, maxLength: 4 }),
  fc.boolean(),
).map(([root, segs, slash]) => `${root}${segs.join(BACKSLASH_ROOTS.has(root) ? '\\' : '/')}${slash ? '/' : ''}`);

const url = fc.tuple(
  fc.constantFrom('https://', 'http://', 'HTTPS://', '', 'ws://', 'https://u@', 'https://u:p@', 'http://a.com@', 'https://x.org:1@', 'wss://', 'ftp://'),
  fc.constantFrom(...HOSTS, 'A.COM', 'a.com.', 'evil.com', 'a.com.evil.com', 'B.A.COM.', '127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '0x7f.1',
    'bücher.de', 'xn--bcher-kva.de', 'ａ.com', 'a。com', '2130706433', '*.a.com', 'a.com..'),
  fc.constantFrom('', ':443', ':8080', ':80', ':0443', ':'),
  fc.constantFrom('', '/', '/x?y#z'),
).map(([s, h, p, path]) => `${s}${h}${s === '' ? '' : p}${s === '' ? '' : path}`);

// Lines that name the generated paths: the shell's reading of a path must agree with Read/Edit's.
const isPlainBashWord = (p: string) => p !== '' && !/["'\\\s]/.test(p);
const isPlainPowerShellWord = (p: string) => p !== '' && !/["'\s]/.test(p);
const DIRECTORIES = ['/', '/etc', '~', '..', 'src', '/w/../h', '/private/etc', 'C:\\', '//h/s'];
const pathLine = fc.tuple(
  fc.constantFrom('cat P', 'cp P Q', 'echo x > P', 'cd D && cat P', 'cd D; cat P', 'mv P Q', 'cat < P', 'rm -rf P', 'ls P', 'tee P < Q', 'cat "P"', "cat 'P'"),
  opPath.filter(isPlainBashWord), opPath.filter(isPlainBashWord), fc.constantFrom(...DIRECTORIES.filter(isPlainBashWord)),
).map(([shape, p, q, d]) => shape.replace('P', p).replace('Q', q).replace('D', d));
const powershellPathLine = fc.tuple(
  fc.constantFrom('Get-Content P', 'Set-Content P x', 'Copy-Item P Q', 'cd D; Get-Content P', 'gc P', 'Remove-Item -Recurse P', 'x > P'),
  opPath.filter(isPlainPowerShellWord), opPath.filter(isPlainPowerShellWord), fc.constantFrom(...DIRECTORIES),
).map(([shape, p, q, d]) => shape.replace('P', p).replace('Q', q).replace('D', d));

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 2, arbitrary: pathLine.map((c): Operation => ({ op: 'shell', command: c })) },
  { weight: 1, arbitrary: powershellPathLine.map((c): Operation => ({ op: 'shell', command: c, shell: 'powershell' })) },
  { weight: 3, arbitrary: command.map((c): Operation => ({ op: 'shell', command: c })) },
  { weight: 1, arbitrary: command.map((c): Operation => ({ op: 'shell', command: c, shell: 'powershell' })) },
  // Programs PowerShell starts that run others (src/shell/powershell-native.ts).
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('Start-Process', 'saps', 'cmd /c', 'wsl', 'sudo', 'timeout 5', 'bash -c'), simpleCommand)
    .map(([runner, c]): Operation => ({ op: 'shell', command: runner === 'bash -c' ? `bash -c '${c.replaceAll("'", '')}'` : `${runner} ${c}`, shell: 'powershell' })) },
  { weight: 2, arbitrary: opPath.map((p): Operation => ({ op: 'read', path: p })) },
  { weight: 2, arbitrary: opPath.map((p): Operation => ({ op: 'edit', path: p })) },
  { weight: 2, arbitrary: url.map((u): Operation => ({ op: 'fetch', url: u })) },
);

export const context = fc.record({
  cwd: fc.constantFrom('/w', '/w/src', '/w', '/w/src', '/', 'C:\\w'),
  workspace: fc.constantFrom(['/w'], ['/w', '/h/p']),
  home: fc.constantFrom('/h', '/h', '/h', 'C:\\Users\\h'),
  repository: fc.constantFrom(undefined, '/w', '/w/src'),
  cdpath: fc.constantFrom(undefined, '', '/w:', '..'),
  platform: fc.constantFrom('linux' as const, 'darwin' as const, 'win32' as const),
});
