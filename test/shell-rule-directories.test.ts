// A deny/ask Shell rule word that is an absolute path also meets a command's relative words read
// where it runs (src/shell/rule-directories.ts, decide/command-directories.ts): `cd /; rm -rf *`
// was allowed beside `Shell(rm -rf /*)`. Only where the rule word's fixed part lies at or below
// the directory the word starts from (its `*` never stands for the directory); an unknown
// directory asks. Allow rules still meet the words as written.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext } from '../src/policy/types.js';
import { referenceDecide } from './reference/evaluator.js';

const RULES = { deny: ['Shell(rm -rf /*)', 'Shell(rm /etc/*)', 'Shell(rm -rf /w/repo)'], allow: ['Shell(*)'] };
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };

function decision(line: string, context: DecisionContext = LINUX, policy = POLICY): string {
  return decide(policy, { op: 'shell', command: line }, context).decision;
}

describe('Shell rules with absolute path words read relative words where the command runs', () => {
  it.each([
    // The reported lines (each allowed before).
    ['cd /; rm -rf *', 'deny'], ['cd / && rm -rf *', 'deny'], ['cd /etc; rm passwd', 'deny'], ['pushd /; rm -rf *', 'deny'],
    ['cd /etc; rm ssh/x', 'deny'], ['cd /; rm etc/passwd', 'deny'], ['cd /w; rm -rf repo', 'deny'],
    ['cd /w/repo; rm -rf ../../etc/x', 'deny'], ['cd /w/repo && rm -rf ../../*', 'deny'], ['rm ../../etc/passwd', 'deny'],
    ['cd /tmp; cd ..; rm -rf *', 'deny'], ['cd /; sudo rm -rf *', 'deny'], ['env -C / rm -rf *', 'deny'], ['cd / || rm -rf *', 'allow'],
    // Where the directory cannot be told: asks, never allows, never denies.
    ['cd "$x"; rm -rf *', 'ask'], ['cd "$x"; rm -rf dist/*', 'ask'], ['cd dist && rm -rf ../../x', 'ask'], ['cd dist && rm -rf ../../*', 'deny'], ['cd dist && rm -rf ../../../*', 'deny'], ['cd dist; rm -rf ../../../*', 'deny'],
    ['for d in a b; do cd /; done; rm -rf *', 'ask'], ['f() { cd /; }; f; rm -rf *', 'ask'], ['popd; rm -rf *', 'ask'],
    // The rule's `*` stands for what the command wrote, not for the directory: allowed.
    ['rm -rf dist/*', 'allow'], ['rm -f *.log', 'allow'], ['rm -rf *', 'allow'], ['cd /w/repo/src && rm -rf *', 'allow'],
    ['cd /etc/ssh; rm x', 'allow'], ['cd /w/repo; rm -rf ../repo2', 'allow'], ['cd dist && rm -rf *', 'allow'], ['cd /tmp && rm -rf build', 'allow'],
    ['git status', 'allow'], ['npm test', 'allow'], ['cd /; ls -la', 'allow'], ['cd /etc; cat passwd', 'allow'],
  ])('%s → %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });

  it('reads them in the context cwd, and asks without one', () => {
    expect(decision('rm -rf *', { ...LINUX, cwd: '/' })).toBe('deny');
    expect(decision('rm passwd', { ...LINUX, cwd: '/etc' })).toBe('deny');
    expect(decision('rm -rf repo', { ...LINUX, cwd: '/w' })).toBe('deny');
    expect(decision('rm -rf *', { platform: 'linux' })).toBe('ask');
    expect(decision('git status', { platform: 'linux' })).toBe('allow');
  });

  it('a rule whose absolute word follows other words keeps those words as written (terraform destroy /w/*)', () => {
    const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
    const policy = load({ deny: ['Shell(terraform destroy /w/*)', 'Shell(git push /w/*)', 'Shell(cp x /etc/*)'], allow: ['Shell(*)'] });
    // (Each allowed before: the reading made `destroy` /w/destroy too.)
    expect(decision('cd /w; terraform destroy repo/p', LINUX, policy)).toBe('deny');
    expect(decision('cd /w; git push repo/p', LINUX, policy)).toBe('deny');
    expect(decision('cd /etc; cp x y', LINUX, policy)).toBe('deny');
    // A saved plan's apply is a possible destroy (possible-readings.ts): it asks.
    expect(decision('cd /w; terraform apply repo/p', LINUX, policy)).toBe('ask');
    expect(decision('cd /x; terraform destroy repo/p', LINUX, policy)).toBe('allow');
    expect(decision('terraform destroy repo/p', LINUX, policy)).toBe('allow');
  });

  // A tool's own directory option moves it as a cd does (n1 F1: each 'deny' was allowed; own-directory.ts).
  it.each([
    ['git -C /w push repo', 'deny'], ['cd /; git -C w push repo', 'deny'], ['git -C / -C w push repo', 'deny'], ['git -c a.b=c -C /w push repo', 'deny'],
    ['git -C /w/repo -C .. push repo', 'deny'], ['terraform -chdir=/w destroy repo/p', 'deny'], ['tofu -chdir=/tmp -chdir=/w destroy repo/p', 'deny'],
    ['make -C /w install repo', 'deny'], ['make install repo -C /w', 'deny'], ['make --directory=/w install repo', 'deny'], ['make -sC/w install repo', 'deny'],
    ['git -C "$d" push repo', 'deny'], ['cd "$x"; git push repo', 'ask'], ['make -C "sub/$d" install repo', 'ask'], ['make -C /w "$@" install x', 'deny'],
    ['git -C /tmp push repo', 'allow'], ['cd /w; git -C /tmp push repo', 'allow'], ['git -C sub status', 'allow'], ['terraform -chdir=infra destroy x', 'allow'],
    ['make -C build install repo', 'allow'], ['make -f Custom.mk install repo', 'allow'], ['git status', 'allow'],
  ])('%s → %s', (line, expected) => {
    const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
    const policy = load({ deny: ['Shell(git push /w/*)', 'Shell(terraform destroy /w/*)', 'Shell(tofu destroy /w/*)', 'Shell(make install /w/*)'], allow: ['Shell(*)'] });
    expect(decision(line, LINUX, policy)).toBe(expected);
  });

  it('an ask rule asks; allow rules still meet the words as written', () => {
    const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
    const asking = load({ ask: ['Shell(rm -rf /*)'], allow: ['Shell(*)'] });
    expect(decision('cd /; rm -rf *', LINUX, asking)).toBe('ask');
    expect(decision('rm -rf dist/*', LINUX, asking)).toBe('allow');
    const allowing = load({ allow: ['Shell(rm -rf /*)', 'Shell(cd *)'] });
    expect(decision('cd /; rm -rf *', LINUX, allowing)).toBe('ask');
    expect(decision('cd /; rm -rf /x', LINUX, allowing)).toBe('allow');
  });
});

describe('absolute path words are also read with `.`, `..` and `//` folded, for deny and ask', () => {
  // (n2 F5: each denied row was allowed beside Shell(rm /etc/*).)
  it.each([
    ['rm /tmp/../etc/passwd', 'deny'], ['rm //etc/passwd', 'deny'], ['rm /etc/./passwd', 'deny'], ['rm -f /w/repo/../../etc/x', 'deny'],
    ['sudo rm ///etc//x', 'deny'], ['rm /tmp/../tmp/x', 'allow'], ['rm /private/etc/passwd', 'allow'], ['rm -rf /w/repo/', 'deny'],
  ])('%s → %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('path words compare without case on a case-insensitive file system (darwin), for deny and ask', () => {
  const DARWIN: DecisionContext = { cwd: '/Users/dev/repo', workspace: ['/Users/dev/repo'], home: '/Users/dev', platform: 'darwin' };
  // (Each allowed before beside Shell(rm /etc/*): the words were compared case-sensitively.)
  it.each([
    ['rm /ETC/passwd', 'deny'], ['rm /Etc/x', 'deny'], ['rm -f /ETC/x', 'deny'], ['sudo rm /ETC/x', 'deny'], ['cd /ETC; rm passwd', 'deny'],
    ['cd /Etc && rm PASSWD', 'deny'], ['pushd /ETC; rm x', 'deny'], ['cd /; rm ETC/x', 'deny'], ['cd /ETC/ssh; rm ../x', 'deny'],
    ['cd /ETC/ssh; rm x', 'allow'], ['rm /ETCX/x', 'allow'], ['cd /ETC; ls', 'allow'], ['git status', 'allow'], ['npm test', 'allow'],
    // (n2 F5: allowed.) /etc, /tmp and /var are /private/etc, /private/tmp, /private/var.
    ['rm /private/etc/passwd', 'deny'], ['rm /PRIVATE/ETC/x', 'deny'], ['rm //ETC/x', 'deny'], ['rm /private/tmp/x', 'allow'],
  ])('%s → %s', (line, expected) => {
    expect(decision(line, DARWIN)).toBe(expected);
  });

  // (fxa: allowed.) An option word's absolute value, `--file=/ETC/x`, is read as a path word too.
  it.each([
    ['tar --file=/ETC/x', 'deny'], ['tar --file=/private/etc/x', 'deny'], ['tar --file=/tmp/../ETC/x', 'deny'], ['tar --FILE=/Etc/x', 'allow'],
    ['tar --file=/tmp/x', 'allow'], ['tar --exclude=x --file=/w/x', 'allow'],
  ])('%s → %s', (line, expected) => {
    const load = (deny: string[]) => compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny, allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]);
    expect(decision(line, DARWIN, load(['Shell(tar --file /etc/*)']))).toBe(expected);
    expect(decision(line, DARWIN, load(['Shell(tar --file=/etc/*)']))).toBe(expected);
    expect(decision(line.replace('ETC', 'etc').replace('Etc', 'etc'), LINUX, load(['Shell(tar --file /etc/*)']))).toBe(expected === 'deny' && !line.includes('private') ? 'deny' : 'allow');
  });

  it('a rule word in capitals too; allow rules and linux compare as written', () => {
    const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
    const capitals = load({ ask: ['Shell(rm -rf /Users/*/Secrets)'], allow: ['Shell(*)'] });
    expect(decision('rm -rf /users/dev/secrets', { platform: 'darwin' }, capitals)).toBe('ask');
    expect(decision('cd /users/dev; rm -rf secrets', { platform: 'darwin' }, capitals)).toBe('ask');
    expect(decision('rm -rf /users/dev/secrets', { platform: 'linux' }, capitals)).toBe('allow');
    expect(decision('rm /ETC/passwd', LINUX)).toBe('allow');
    expect(decision('cd /ETC; rm passwd', LINUX)).toBe('allow');
    const allowing = load({ allow: ['Shell(rm /tmp/*)'] });
    expect(decision('rm /TMP/x', { platform: 'darwin' }, allowing)).toBe('ask');
    expect(decision('rm /tmp/x', { platform: 'darwin' }, allowing)).toBe('allow');
  });
});

describe('the reference evaluator agrees on commands read where they run', () => {
  const LINES = ['cd /; rm -rf *', 'cd /etc && rm ssh/x', 'cd /w; rm -rf repo', 'cd "$x"; rm -rf *', 'rm -rf dist/*', 'cd dist && rm -rf ../../x',
    'for d in a; do cd /; done; rm -rf *', 'cd ~; rm -rf .ssh', 'cd /W; rm -rf *.log', 'pushd ..; rm -rf ../*', 'env -C /etc rm passwd',
    'cd /etc; rm passwd shadow', 'cd /w; rm -rf -- repo', 'cd /ETC; rm passwd', 'rm /ETC/x', 'cd /W/Repo; rm -rf ../../ETC/*', 'rm "$x"/ETC/x',
    'git -C /w push repo', 'cd /; git -C w -C .. push w/repo', 'rm /tmp/../etc/x', 'rm //ETC/x', 'rm /private/etc/x', 'git -C "$d" push repo',
    'cd "$x"; git push repo', 'terraform -chdir=/w destroy repo/p', 'make -C ~ install .ssh', 'make install repo -C/w',
    'rm --interactive=never /ETC/x', 'tar --file=/ETC/x', 'tar --file=/tmp/../etc/x', 'tar -x --file=/private/etc/x /w/y',
    // A name from an expansion meets only a rule with a wildcard name (a glob's words could not span the rule's).
    '*.ts .. rm', '*.ts ../../etc/x', '"$x" ../../etc/passwd'];
  const RULE_SETS = [['Shell(rm -rf /*)'], ['Shell(rm /etc/*)'], ['Shell(rm -rf /w/repo)', 'Shell(rm -rf /home/dev/.ssh)'], ['Shell(rm -rf /w/*.log)'], ['Shell(rm -rf /w/*)', 'Shell(rm passwd /etc/*)'],
    ['Shell(git push /w/*)', 'Shell(terraform destroy /w/*)', 'Shell(make install /home/dev/*)', 'Shell(make install /w/*)'],
    ['Shell(tar --file /etc/*)', 'Shell(tar -x --file=/etc/*)'], ['Shell(rm /etc rm:*)']];
  const CONTEXTS: DecisionContext[] = [LINUX, { ...LINUX, cwd: '/' }, { platform: 'darwin', home: '/home/dev' }, { ...LINUX, platform: 'win32' }];
  it.each(RULE_SETS.flatMap((deny) => LINES.flatMap((line) => CONTEXTS.map((ctx) => [deny, line, ctx] as const))))('%j %s %j', (deny, line, ctx) => {
    const loaded = loadSettingsValue({ permissions: { deny, ask: ['Shell(rm -f /*)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded }]), { op: 'shell', command: line }, ctx);
    const rules = [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort();
    expect({ decision: d.decision, rules }).toEqual(referenceDecide([loaded], { op: 'shell', command: line }, ctx));
  });
});

// PowerShell on win32 (fxb): each 'deny'/'ask' was allowed beside Shell(Remove-Item C:/Windows/*).
describe('PowerShell lines on win32 read relative words where they run (windows-command-directories.ts)', () => {
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]);
  const WIN: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };
  const pwsh = (line: string, context: DecisionContext = WIN) => decide(policy, { op: 'shell', command: line, shell: 'powershell' }, context).decision;
  it.each([
    ['cd C:\\Windows; Remove-Item win.ini', 'deny'], ['Set-Location C:\\Windows; Remove-Item win.ini', 'deny'], ['sl c:/windows; Remove-Item win.ini', 'deny'],
    ['chdir C:\\Windows; Remove-Item win.ini', 'deny'], ['pushd C:\\Windows; Remove-Item win.ini', 'deny'], ['Push-Location -Path C:\\Windows; Remove-Item win.ini', 'deny'],
    ['Remove-Item ..\\..\\Windows\\x', 'deny'], ['cd ..\\..\\Windows; Remove-Item x', 'deny'], ['cd C:\\Windows.; Remove-Item x', 'deny'],
    ['cd $env:windir; Remove-Item win.ini', 'ask'], ['Pop-Location; Remove-Item x', 'ask'], ['cd C:\\Win*; Remove-Item x', 'ask'],
    // Ordinary lines stay allowed.
    ['cd src; Remove-Item x.txt', 'allow'], ['Remove-Item x.txt', 'allow'], ['Get-ChildItem', 'allow'], ['cd ..; Remove-Item x', 'allow'],
    ['cd C:\\Windows; Get-Content win.ini', 'allow'], ['cd D:\\Windows; Remove-Item x', 'allow'], ['git status', 'allow'],
  ])('%s → %s', (line, expected) => {
    expect(pwsh(line)).toBe(expected);
  });

  it('a root-relative word is on the cwd\'s drive, and asks without a cwd', () => {
    expect(pwsh('Remove-Item \\Windows\\x')).toBe('deny');
    expect(pwsh('Remove-Item \\Windows\\x', { platform: 'win32' })).toBe('ask');
    expect(pwsh('Get-ChildItem', { platform: 'win32' })).toBe('allow');
  });
});

// The reference's own reading (test/reference/windows-command-directories.ts, on path.win32) agrees.
describe('the reference evaluator agrees on PowerShell lines read where they run on win32', () => {
  const LINES = ['cd C:\\Windows; Remove-Item win.ini', 'Set-Location c:/windows; Remove-Item System32\\x', 'sl C:\\WINDOWS; rm win.ini', 'pushd C:\\Windows; Remove-Item -Recurse *',
    'Push-Location -Path C:\\Windows; Remove-Item win.ini', 'chdir C:\\Windows.; Remove-Item x', 'Remove-Item ..\\..\\Windows\\x', 'cd ..\\..\\Windows; Remove-Item x',
    'Remove-Item \\Windows\\x', 'Remove-Item /windows/x', 'cd \\Windows; Remove-Item x', 'cd $env:windir; Remove-Item win.ini', 'Pop-Location; Remove-Item x',
    'cd C:\\Win*; Remove-Item x', 'cd C:\\WINDOW~1; Remove-Item x', 'Remove-Item ..\\..\\WINDOW~1\\x', 'Remove-Item C:x', 'cd src; Remove-Item x.txt', 'Remove-Item x.txt',
    'cd ..; Remove-Item x', 'cd C:\\Windows; Get-Content win.ini', 'cd D:\\Windows; Remove-Item x', 'cd C:\\; Remove-Item Windows\\x', 'cd C:\\; Remove-Item -Recurse Windows',
    'cd C:\\Windows\\System32; Remove-Item ..\\win.ini', 'cd C:\\Windows; Remove-Item ..\\x', 'cd src; cd C:\\Windows; Remove-Item x', 'cd C:\\Windows; cd ..; Remove-Item Windows\\x',
    'Remove-Item "..\\..\\Windows\\$x"', 'cd C:\\Windows; Remove-Item $x', 'cd \\\\srv\\share; Remove-Item x', 'cd ~; Remove-Item x', 'cd C:\\Windows; Remove-Item win.ini -Force',
    'git status', 'Get-ChildItem'];
  const RULE_SETS = [['Shell(Remove-Item C:/Windows/*)'], ['Shell(Remove-Item c:\\windows\\*)'], ['Shell(Remove-Item -Recurse C:/Windows)', 'Shell(Remove-Item C:/Windows/System32/*)'],
    ['Shell(Remove-Item C:/*)'], ['Shell(Remove-Item -Force C:/Windows/*)'], ['Shell(Remove-Item C:/Windows/*.ini)']];
  const WIN: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };
  const CONTEXTS: DecisionContext[] = [WIN, { platform: 'win32' }, { ...WIN, cwd: 'C:\\' }, { ...WIN, cwd: 'D:\\w' }, { ...WIN, cwd: '\\\\srv\\share\\w' }];
  it.each(RULE_SETS.flatMap((deny) => LINES.flatMap((line) => CONTEXTS.map((ctx) => [deny, line, ctx] as const))))('%j %s %j', (deny, line, ctx) => {
    const loaded = loadSettingsValue({ permissions: { deny, ask: ['Shell(Remove-Item -Force D:/*)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    const op = { op: 'shell', command: line, shell: 'powershell' } as const;
    const d = decide(compilePolicy([{ loaded }]), op, ctx);
    const rules = [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort();
    expect({ decision: d.decision, rules }).toEqual(referenceDecide([loaded], op, ctx));
  });
});
