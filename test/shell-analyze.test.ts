// The shell analysis (semantics 4.1): which parts a line has, and their scopes.
import { describe, expect, it } from 'vitest';
import { MAX_SIMPLE_COMMANDS, MAX_WORDS } from '../src/shell/budget.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { scanPosixShell, scanWrapper } from '../src/shell/wrappers.js';

const commands = (line: string, dialect: 'bash' | 'powershell' = 'bash') =>
  analyzeShell(line, dialect).commands.map((c) => `${c.scope}:${c.words.join(' ')}`);

describe('subjects and scopes', () => {
  it.each([
    ['timeout 30 npm test', ['restrict:timeout 30 npm test', 'all:npm test']],
    ['timeout -s KILL 30 npm test', ['restrict:timeout -s KILL 30 npm test', 'all:npm test']],
    ['nice -n 5 nohup stdbuf -oL npm test', ['restrict:nice -n 5 nohup stdbuf -oL npm test', 'restrict:nohup stdbuf -oL npm test', 'restrict:stdbuf -oL npm test', 'all:npm test']],
    ['command npm test', ['restrict:command npm test', 'all:npm test']],
    ['command -v npm', ['all:command -v npm']],
    ['noglob npm test', ['restrict:noglob npm test', 'all:npm test']],
    ['env LANG=C npm test', ['restrict:env LANG=C npm test', 'all:npm test']],
    ['env -i LANG=C npm test', ['all:env -i LANG=C npm test', 'all:npm test']],
    ['sudo -u bob rm x', ['all:sudo -u bob rm x', 'all:rm x']],
    ['exec rm x', ['all:exec rm x', 'all:rm x']],
    ['setsid -f rm x', ['all:setsid -f rm x', 'all:rm x']],
    ['ionice -c 3 rm x', ['all:ionice -c 3 rm x', 'all:rm x']],
    ['./timeout 5 rm x', ['all:./timeout 5 rm x', 'all:rm x']],
    ["bash -c 'a; b | c'", ["all:bash -c a; b | c", 'all:a', 'all:b', 'all:c']],
    ["eval 'a && b'", ['all:eval a && b', 'all:a', 'all:b']],
    ['eval -- a -b', ['all:eval -- a -b', 'all:a -b']],
    ['eval -- -- a', ['all:eval -- -- a', 'all:-- a']],
    ['find . -exec rm {} + -delete', ['all:rm {}', 'all:find . -exec rm {} + -delete']],
    ['x=$(a) b <(c) >(d)', ['all:a', 'all:c', 'all:d', 'all:b <(c) >(d)']],
  ])('%j', (line, expected) => {
    expect(commands(line)).toEqual(expected);
  });

  it('xargs appends unknown arguments to the command it runs (any number: several stand for them)', () => {
    const inner = analyzeShell('xargs -n1 rm -f').commands[1]!;
    expect(inner.words.slice(0, 2)).toEqual(['rm', '-f']);
    expect(inner.dynamic).toEqual([false, false, true, true, true, true]);
  });

  it('find -exec makes find allowable only by an exact rule', () => {
    expect(analyzeShell('find . -name x -delete').commands[0]?.exactAllowOnly).toBe(true);
    expect(analyzeShell('find . -name x').commands[0]?.exactAllowOnly).toBe(false);
  });

  it('assignments travel to the wrapped command, and a quoted or escaped name is not plain', () => {
    const [outer, inner] = analyzeShell('FOO=1 timeout 5 npm test').commands;
    expect(outer?.assignments).toEqual(['FOO']);
    expect(inner?.assignments).toEqual(['FOO']);
    expect(analyzeShell("'rm' x").commands[0]).toMatchObject({ words: ['rm', 'x'], plainName: false });
    expect(analyzeShell('\\rm x').commands[0]).toMatchObject({ words: ['rm', 'x'], plainName: false });
    expect(analyzeShell('rm x').commands[0]).toMatchObject({ plainName: true });
  });

  it('redirect targets are Edit (output) and Read (input) parts; fd duplications and /dev/null are not', () => {
    const a = analyzeShell('cmd > out 2>&1 < in >> /dev/null 2> ~/err <> both');
    expect(a.paths.map((p) => `${p.op}:${p.path}:${p.scope}`)).toEqual(['edit:out:all', 'read:in:all', 'edit:~/err:all', 'read:both:all', 'edit:both:all']);
  });

  it('reader and writer arguments are deny/ask-only parts; URLs of network tools are parts', () => {
    expect(analyzeShell('cat a b; rm -f c; cp d e').paths.map((p) => `${p.op}:${p.path}:${p.scope}`))
      .toEqual(['read:a:restrict', 'read:b:restrict', 'edit:c:restrict', 'read:d:restrict', 'edit:e:restrict', 'edit:e/d:restrict']);
    expect(analyzeShell('curl -H "X: y" -o out https://a.example/x example.org').urls.map((u) => u.url)).toEqual(['https://a.example/x', 'http://example.org']);
  });

  it('reports every reason the analysis is incomplete', () => {
    const reasons = (line: string) => analyzeShell(line).incomplete.map((i) => i.reason);
    expect(reasons('$CMD x')).toEqual(['the command name comes from an expansion']);
    expect(reasons('echo x > $OUT')).toEqual(['a redirect target comes from an expansion']);
    expect(reasons('echo ok | sh')).toEqual(['a shell reads its commands from standard input']);
    expect(reasons('bash -c "$X"')).toEqual(['an argument of the shell comes from an expansion']);
    expect(reasons('eval "$X"')).toEqual(['a nested command string comes from an expansion']);
    // bash refuses any other option (`eval -x`, `eval '-- rm x'`): never read as a line.
    expect(reasons('eval -x rm')).toEqual(['eval is given an option (-x)']);
    expect(reasons("eval '-- rm x'")).toEqual(['eval is given an option (-- rm x)']);
    expect(reasons('curl $URL')).toEqual(['an expansion may be an option of curl that names a file it sends or writes, or a proxy', 'a URL argument of curl comes from an expansion']);
    expect(reasons('curl -- $URL')).toEqual(['a URL argument of curl comes from an expansion']);
    expect(reasons('echo "unterminated')[0]).toMatch(/^the command does not parse/);
    expect(reasons('x'.repeat(10_001))[0]).toMatch(/longer than 10000/);
    expect(reasons('echo a\u0000b')[0]).toMatch(/NUL/);
    expect(reasons('(('.repeat(40) + 'x' + '))'.repeat(40)).length).toBeGreaterThan(0);
    expect(reasons('git status')).toEqual([]);
  });

  it('nested shells past the nesting limit are incomplete, not a stack overflow', () => {
    // Each level of a nested shell is a simple command (`bash`), so 40 levels spend the command
    // budget (32) before they reach the nesting limit (32); subshells and substitutions reach it.
    let script = 'rm x';
    for (let i = 0; i < 40; i++) script = `bash <<E${i}\n${script}\nE${i}`;
    const a = analyzeShell(script);
    expect(a.incomplete.some((i) => i.reason.includes(`work budget (more than ${MAX_SIMPLE_COMMANDS} simple commands)`))).toBe(true);
    for (const nested of ['( '.repeat(40) + 'rm x' + ' )'.repeat(40), 'echo $('.repeat(40) + 'x' + ')'.repeat(40)]) {
      expect(analyzeShell(nested).incomplete.some((i) => /nesting deeper than 32/.test(i.reason))).toBe(true);
    }
  });

  it('an eval chain re-reads the rest of the line at every level: the work budget stops it', () => {
    // 40 evals are 41 + 40 + ... + 1 words to read: more than the budget's MAX_WORDS.
    const a = analyzeShell(`${'eval '.repeat(40)}rm x`);
    expect(a.incomplete.some((i) => i.reason.includes(`work budget (more than ${MAX_WORDS} words)`))).toBe(true);
  });

  it('PowerShell: script blocks, sub-expressions, pwsh -Command and Invoke-Expression', () => {
    expect(commands('Get-ChildItem | ForEach-Object { Remove-Item $_ }', 'powershell')).toEqual(['all:Get-ChildItem', 'all:Remove-Item $_', 'all:ForEach-Object { Remove-Item $_ }']);
    expect(commands("pwsh -Command 'Remove-Item x'")).toEqual(["all:pwsh -Command Remove-Item x", 'all:Remove-Item x']);
    expect(commands("iex 'Remove-Item x'", 'powershell')).toEqual(['all:iex Remove-Item x', 'all:Remove-Item x']);
  });
});

describe('wrapper option scanning', () => {
  it.each([
    ['timeout', ['timeout', '--kill-after=5', '-s', 'TERM', '30', 'cmd'], 5],
    ['nice', ['nice', '-5', 'cmd'], 2],
    ['nice', ['nice', '-n5', 'cmd'], 2],
    ['sudo', ['sudo', '-E', '-u', 'x', 'A=1', 'cmd'], 5],
    ['env', ['env', '-u', 'X', '--', 'cmd'], 4],
    ['stdbuf', ['stdbuf', '--output=L', 'cmd'], 2],
  ] as const)('%s %j', (name, words, inner) => {
    expect(scanWrapper(name, words, words.map(() => false)).inner).toBe(inner);
  });
  it('an unknown option is a problem, not a guess', () => {
    expect(scanWrapper('timeout', ['timeout', '--bogus', '5', 'rm'], [false, false, false, false]).problem).toMatch(/unknown option/);
    expect(scanWrapper('sudo', ['sudo', '-l'], [false, false]).inner).toBeUndefined();
  });
  it('finds the -c string in any flag cluster', () => {
    const scan = (ws: string[]) => scanPosixShell(ws, ws.map(() => false));
    expect(scan(['bash', '-lc', 'x'])).toMatchObject({ commandString: 2 });
    expect(scan(['sh', '-e', '-c', 'x', 'arg0'])).toMatchObject({ commandString: 3 });
    expect(scan(['bash', '--norc', '-o', 'pipefail', '-c', 'x'])).toMatchObject({ commandString: 5 });
    expect(scan(['bash', 'script.sh'])).toMatchObject({ script: 1, stdin: false });
    expect(scan(['bash'])).toMatchObject({ stdin: true });
    expect(scan(['bash', '-s'])).toMatchObject({ stdin: true });
    // (With -s, the words after `--` are $1…, not a script: GTFOBins review g1, C3.)
    expect(scan(['bash', '-s', '--', 'a'])).toMatchObject({ stdin: true, script: undefined });
    expect(scan(['dash', '-s', '-', 'a'])).toMatchObject({ stdin: true, script: undefined });
    expect(scan(['bash', '--', 'x.sh'])).toMatchObject({ stdin: false, script: 2 });
  });
});
