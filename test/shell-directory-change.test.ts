// Where a line's relative paths resolve (src/shell/directory-change.ts; reference E.1,
// claude-code#28784): the analysis follows the working directory through the line as bash runs
// it, and checks a relative path in every directory the line may be in. What it cannot follow
// leaves relative paths unknown; chroot every path; a line run as another user its `~` paths.
// A line that may assign HOME: its `~` paths are unknown. Decisions are checked against the
// reference evaluator too, and the flow against bash itself (shell-directory-flow.test.ts).
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { changedTo, independentOfCwd, joinPath, START, union } from '../src/shell/directory-change.js';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { expectDecision, op, source } from './helpers/policy.js';

/**
 * Each path of the line with where it may resolve: `path` (the context's cwd), `path@a|b` (in
 * directory a or b, `.` being the context's cwd, `cdpath:x` x below a CDPATH entry), `path@?` (unknown),
 * `path@chroot`, and `~other` when `~` is another user's home.
 */
function where(line: string, dialect: 'bash' | 'powershell' = 'bash'): string[] {
  return analyzeShell(line, dialect).paths.map((p) => {
    const w = p.cwd;
    if (w === undefined) return p.path;
    if (w.rooted) return `${p.path}@chroot`;
    const tags = [...(w.unknown ? ['?'] : []), ...w.dirs.map((d) => (d === '' ? '.' : d)), ...w.searched.map((d) => `cdpath:${d}`)];
    return `${p.path}@${tags.join('|')}${w.otherHome ? '~other' : ''}`;
  });
}

describe('where a line may be when each command runs', () => {
  it.each([
    ['cat a', ['a']],
    // cd may fail: `;` continues in either directory, `&&` only in the new one, `||` only in the old.
    ['cd /etc && cat shadow', ['shadow@/etc']],
    ['cd /etc; cat shadow', ['shadow@.|/etc']],
    ['cd /etc || cat shadow', ['shadow']],
    ['cd /etc && cat a || cat b', ['a@/etc', 'b@.|/etc']],
    ['cat a && cd /etc && cat b; cat c', ['a', 'b@/etc', 'c@/etc|.']],
    ['cd /a && cd b && cat x', ['x@/a/b|cdpath:b']],
    ['cd /tmp; cd /etc && cat shadow', ['shadow@/etc']],
    // A relative operand bash may look up in CDPATH: any directory of that name too.
    ['cd src && cat a', ['a@src|cdpath:src']],
    ['cd src; cd ./lib && cat a', ['a@./lib|src/./lib|cdpath:src/./lib']],
    ['cd ./src && cat a', ['a@./src']],
    ['cd .. && cat a', ['a@..']],
    ['cd ../lib && cat a', ['a@../lib']],
    ['cd && cat a', ['a@~']],
    ['cd ~/x && cat a', ['a@~/x']],
    ['cd -P /etc && cat shadow', ['shadow@/etc']],
    ['cd -- /etc && cat shadow', ['shadow@/etc']],
    ['pushd /etc && cat shadow', ['shadow@/etc']],
    // What cannot be followed.
    ['cd - && cat a', ['a@?']],
    ['cd $D && cat a', ['a@?']],
    ['cd "" && cat a', ['a@?']],
    ['cd a b && cat x', ['x@?']],
    ['popd && cat x', ['x@?']],
    ['pushd && cat x', ['x@?']],
    ['chdir /etc; cat shadow', ['shadow@?']],
    // Paths that do not depend on the directory keep it, and the check ignores it.
    ['cd /tmp && cat /etc/shadow', ['/etc/shadow@/tmp']],
    // Subshells, substitutions, background jobs and pipeline members do not move the line.
    ['(cd /etc; cat shadow); cat shadow', ['shadow@.|/etc', 'shadow']],
    ['echo $(cd /etc) > out; cat shadow', ['out', 'shadow']],
    ['cd /etc & cat shadow', ['shadow']],
    ['cd /etc | cat shadow', ['shadow']],
    // ... except the last member, with lastpipe.
    ['cat a | cd /etc; cat b', ['a', 'b@.|/etc']],
    // A redirect is opened before its command runs.
    ['cd /etc > out', ['out']],
    ['{ cd /etc; } > out; cat shadow', ['out', 'shadow@.|/etc']],
    ['{ cd /etc; } && cat shadow', ['shadow@/etc']],
    ['cd /etc && { cat shadow; }', ['shadow@/etc']],
    // Branches join.
    ['if test -d /etc; then cd /etc; fi; cat shadow', ['shadow@.|/etc']],
    ['case $x in a) cd /etc;; esac; cat shadow', ['shadow@.|/etc']],
    // A loop that changes directory: everything in it and after it is unknown.
    ['for d in a b; do cat x; cd $d; done; cat y', ['x@?', 'y@?']],
    ['while true; do cd /etc; cat shadow; done', ['shadow@?']],
    ['for f in a b; do cat x; done; cat y', ['x', 'y']],
    // Code run at times the flow does not know: functions and traps.
    ['f() { cat a; }; cd /etc; f', ['a@?']],
    ['f() { cat a; }; f', ['a']],
    ['f() { cd /etc; }; f; cat shadow', ['shadow@?']],
    ["trap 'cd /etc' DEBUG; cat shadow", ['shadow@?']],
    // cd redefined (it may not move the line, or move it elsewhere).
    ['cd() { :; }; cd /tmp && cat x', ['x@?']],
    ['alias cd=true; cd /tmp && cat x', ['x@?']],
    ['enable -n cd; cd /tmp && cat x', ['x@?']],
    ['alias ll="ls -l"; cd /tmp && cat x', ['x@/tmp']],
    // eval runs in this shell; nested shells do not move it.
    ['eval "cd /etc" && cat shadow', ['shadow@.|/etc']],
    ["bash -c 'cd /etc'; cat shadow", ['shadow']],
    ["bash -c 'cd /etc && cat shadow'", ['shadow@/etc']],
    ['command cd /etc && cat shadow', ['shadow@.|/etc']],
    // Commands run elsewhere: in another directory, under another root, as another user.
    // The directory an option names is followed (chdir(2): no CDPATH); two of them, or one from an expansion, are not.
    ['env -C /etc cat shadow; cat b', ['shadow@/etc', 'b']],
    ['env --chdir=/etc cat shadow', ['shadow@/etc']],
    ['env -C sub cat shadow', ['shadow@sub']],
    ['cd /tmp; env -C sub cat shadow', ['shadow@sub|/tmp/sub']],
    ['env -C $D cat shadow', ['shadow@?']],
    ['env -C /etc -C /tmp cat shadow', ['shadow@?']],
    ['sudo -D /etc cat shadow', ['shadow@/etc']],
    ['sudo -D /etc -i cat shadow', ['shadow@?']],
    ['sudo -i cat .ssh/id_rsa', ['.ssh/id_rsa@?']],
    ['sudo -u bob cat notes', ['notes']],
    ['env -i cat shadow', ['shadow']],
    ["su - bob -c 'cat .ssh/id_rsa'", ['.ssh/id_rsa@?~other']],
    ["su bob -c 'cat notes'", ['notes@.~other']],
    ["sudo bash -c 'cat ~/x'", ['~/x@.~other']],
    ['sudo cat ~/x', ['~/x']],
    ['find . -name x -execdir cat shadow ;', ['shadow@?']],
    ['find . -name x -exec cat shadow ;', ['shadow']],
    ['chroot /x cat /etc/shadow; cat /y', ['/etc/shadow@chroot', '/y']],
    // PowerShell's locations are not followed: the whole line.
    ['Set-Location C:\\Windows; Get-Content win.ini', ['win.ini@?'], 'powershell'],
    ['Get-Content a; sl ..', ['a@?'], 'powershell'],
    ['Get-Content x', ['x'], 'powershell'],
  ] as const)('%s: %j', (line, expected, dialect: 'bash' | 'powershell' = 'bash') => {
    expect(where(line, dialect)).toEqual(expected);
  });

  it('joins states without growing past 8 directories', () => {
    let s = START;
    for (const d of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) s = union(s, changedTo(START, d));
    expect(s.unknown).toBe(false);
    expect(s.dirs).toHaveLength(8);
    expect(union(s, changedTo(START, '/h')).unknown).toBe(true);
    expect(union(s, s)).toBe(s);
    expect(union(s, START)).toBe(s);
  });

  it.each([
    ['', 'x', 'x'], ['/', 'x', '/x'], ['/etc', 'x', '/etc/x'], ['a/', 'b', 'a/b'], ['/etc', '.', '/etc'], ['/etc', '', '/etc'],
  ] as const)('joinPath(%j, %j) is %j', (dir, path, expected) => {
    expect(joinPath(dir, path)).toBe(expected);
  });

  it.each([
    ['/etc/shadow', true], ['~/x', true], ['~', true], ['C:\\x', true], ['c:/x', true], ['\\\\server\\share', true],
    ['shadow', false], ['./x', false], ['../x', false], ['~user/x', false], ['', false],
  ] as const)('%s is independent of the working directory: %s', (path, expected) => {
    expect(independentOfCwd(path)).toBe(expected);
  });
});

describe('which lines may assign HOME (what ~ expands to)', () => {
  it.each([
    ['cat ~/x', false],
    ['HOME=/etc; cat ~/x', true],
    ['HOME=/etc bash -c "cat ~/x"', true],
    ['export HOME=/etc; cat ~/x', true],
    ['declare -x HOME=/etc', true],
    ['read HOME', true],
    ['printf -v HOME %s /etc', true],
    ['unset HOME', true],
    ['export $V', true],
    ['export PATH=/x HOMEDIR=/y', false],
    ['echo HOME=/etc', false],
  ] as const)('%s: %s', (line, expected) => {
    expect(analyzeShell(line).homeChanged).toBe(expected);
  });
});

describe('decisions (engine and reference evaluator)', () => {
  const rules = {
    deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)', 'Read(./secret/**)', 'Read(~/.ssh/**)', 'Read(//root/**)'],
    allow: ['Shell(cd *)', 'Shell(cat *)', 'Shell(echo *)', 'Shell(pushd *)', 'Shell(git *)', 'Shell(export *)', 'Shell(sudo *)', 'Shell(bash *)'],
  };
  // The shell's CDPATH is unset.
  const ctx = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' as const, cdpath: '' };
  it.each([
    ['cat shadow', 'allow'],
    ['cd /etc && cat shadow', 'deny'],
    ['cd /etc; cat shadow', 'deny'],
    ['cd /etc; echo x > passwd', 'deny'],
    ['cd secret && cat k', 'deny'],
    ['pushd /etc; cat shadow', 'deny'],
    ['cd / && cat etc/shadow', 'deny'],
    ['cd /tmp; cd /etc && cat shadow', 'deny'],
    ['cd /etc && git show HEAD:shadow', 'deny'],
    ['cd /tmp && cat /etc/shadow', 'deny'],
    ['cd /tmp && echo x > /etc/passwd', 'deny'],
    // Precise: these were asks while any cd made the line's relative paths unknown.
    ['cd /tmp && cat shadow', 'allow'],
    ['cd frontend && cat package.json', 'allow'],
    ['cd ./etc && cat shadow', 'allow'],
    ['cd /etc || cat shadow', 'allow'],
    ['(cd /etc); cat shadow', 'allow'],
    ['cd /tmp && cat *.log', 'allow'],
    ['cd /tmp && cat ~/notes', 'allow'],
    ['cd /tmp && cat /w/README', 'allow'],
    ['cd etc && cat shadow', 'allow'],
    ['cd /etc && cat sha*', 'ask'],
    ['cd $D && cat shadow', 'ask'],
    ['for d in a; do cd /etc; done; cat shadow', 'ask'],
    ['f() { cat shadow; }; cd /etc; f', 'ask'],
    ['HOME=/etc; cat ~/shadow', 'ask'],
    ['export HOME=/etc; cat ~/shadow', 'ask'],
    ['cat ~/notes', 'allow'],
    // sudo's shell expands ~ to root's home.
    ["sudo bash -c 'cat ~/x'", 'ask'],
    ['sudo cat ~/x', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected, ctx);
  });

  it.each([
    // Without the context's CDPATH, `cd x` may lead to any directory named x: a path below it
    // is checked like a glob (`cd etc` may be `cd /etc`; `cd frontend` may be below ./secret).
    [undefined, 'cd etc && cat shadow', 'ask'],
    [undefined, 'cd frontend && cat package.json', 'ask'],
    [undefined, 'cd ./frontend && cat package.json', 'allow'],
    [undefined, 'cd /tmp && cat shadow', 'allow'],
    // With it: each absolute entry, and the directory itself.
    ['/srv:', 'cd etc && cat shadow', 'allow'],
    ['/', 'cd etc && cat shadow', 'deny'],
    ['/srv:/', 'cd etc; cat shadow', 'deny'],
    ['/srv', 'cd /tmp && cd etc && cat shadow', 'allow'],
    // A relative entry is relative to wherever the line is: any directory.
    ['..', 'cd etc && cat shadow', 'ask'],
    // The line's own CDPATH replaces the context's.
    ['', 'CDPATH=/ cd etc && cat shadow', 'ask'],
    ['', 'export CDPATH=/; cd etc && cat shadow', 'ask'],
  ] as const)('CDPATH %j: %s: %s', (cdpath, line, expected) => {
    expectDecision(rules, 'shell', line, expected, { ...ctx, cdpath });
  });

  it('reads a CDPATH that is not a string (a plain JavaScript caller) as unknown, without failing', () => {
    const policy = compilePolicy([{ loaded: source(rules) }]);
    const d = decide(policy, op('shell', 'cd etc && cat shadow'), { ...ctx, cdpath: 42 as unknown as string });
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => r.message).join('\n')).not.toContain('internal error');
  });

  it('says why', () => {
    const d = expectDecision(rules, 'shell', 'cd $D && cat shadow', 'ask', ctx);
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('"shadow" is relative, and it is opened in a directory the analysis cannot follow (cd, or a command run in another directory)');
    const c = expectDecision(rules, 'shell', 'cd etc && cat shadow', 'ask', { ...ctx, cdpath: undefined });
    expect(c.reasons.map((r) => r.message).join('\n')).toContain('may name a path deny rule "Read(//etc/shadow)"');
  });
});
