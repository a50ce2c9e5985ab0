// A recursive command acts on every path below its path words (src/decide/recursive-words.ts):
// for the deny/ask Shell rules with absolute path words its words are also read as `DIR/…`.
// Session 34: `rm -rf /etc`, `rm -rf /`, `cd /; rm -rf etc`, `rm -r /e*`, `chmod -R 777 /srv`
// and, on win32, `Remove-Item C:\Windows -Recurse`, `Remove-Item C:\ -Recurse` were allowed
// beside `Shell(rm /etc/*)`, `Shell(chmod * /srv/secret/*)`, `Shell(Remove-Item C:/Windows/*)`.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext } from '../src/policy/types.js';
import { referenceDecide } from './reference/evaluator.js';

const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
const TREE = load({ deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)'], allow: ['Shell(*)'] });
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const WIN: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };

function decision(line: string, context: DecisionContext = LINUX, policy = TREE, shell: 'bash' | 'powershell' = 'bash'): string {
  return decide(policy, { op: 'shell', command: line, shell }, context).decision;
}

describe('a recursive command meets a deny/ask rule naming a path below its word', () => {
  it.each([
    // The reported lines (each allowed before).
    ['rm -rf /etc', 'deny'], ['rm -rf /', 'deny'], ['cd /; rm -rf etc', 'deny'], ['rm -r /e*', 'deny'], ['chmod -R 777 /srv', 'deny'],
    // Other spellings of the same.
    ['rm -fr /etc', 'deny'], ['rm -R /etc', 'deny'], ['rm --recursive /etc', 'deny'], ['rm --rec /etc', 'deny'], ['rm -r -- /etc', 'deny'],
    ['rm -rf /usr/../etc', 'deny'], ['rm -rf //etc', 'deny'], ['rm -rf /*', 'deny'], ['sudo rm -rf /etc', 'deny'], ['rm -rf ../../..', 'deny'],
    ['cd /w; rm -rf ../etc', 'deny'], ['cd /; chmod -R 777 srv', 'deny'], ['cd /srv; chmod -R 777 .', 'deny'], ['chmod --recursive 777 /srv', 'deny'],
    ['chmod -R 777 /srv/secret', 'deny'], ['rm -rf /tmp /etc', 'deny'],
    // Where the directory cannot be told: asks, never allows.
    ['cd "$x"; rm -rf etc', 'ask'],
    // Stays allowed: not below, not recursive (rm refuses a directory), or not the rule's program.
    ['rm -rf /tmp/build', 'allow'], ['rm -rf build', 'allow'], ['chmod -R 755 /srv/public', 'allow'], ['rm /etc', 'allow'], ['rmdir /etc', 'allow'],
    ['rm /*', 'allow'], ['rm -rf /etcx', 'allow'], ['chown -R x /srv', 'allow'], ['cd /tmp && rm -rf build', 'allow'], ['cd /etc/ssh; chmod 600 x', 'allow'],
    ['ls -R /etc', 'allow'], ['chmod 777 /srv', 'allow'], ['git status', 'allow'],
  ])('%s → %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });

  it('an ask rule asks; a rule naming one path (no wildcard) is met by its ancestors; a home tilde is the home', () => {
    const asking = load({ ask: ['Shell(rm /etc/*)'], allow: ['Shell(*)'] });
    expect(decision('rm -rf /etc', LINUX, asking)).toBe('ask');
    expect(decision('cd /; rm -rf etc', LINUX, asking)).toBe('ask');
    expect(decision('rm -rf /tmp', LINUX, asking)).toBe('allow');
    const one = load({ deny: ['Shell(rm -rf /w/repo)', 'Shell(rm -rf /home/dev/.ssh/*)'], allow: ['Shell(*)'] });
    expect(decision('rm -rf /w', LINUX, one)).toBe('deny');
    expect(decision('cd /; rm -rf w', LINUX, one)).toBe('deny');
    expect(decision('rm -rf /w/repo2', LINUX, one)).toBe('allow');
    expect(decision('rm -rf ~', LINUX, one)).toBe('deny');
    expect(decision('rm -rf ~/.ssh', LINUX, one)).toBe('deny');
    expect(decision('rm -rf ~/src', LINUX, one)).toBe('allow');
    expect(decision('rm ~/.ssh', LINUX, one)).toBe('allow');
  });

  it('other recursive programs: cp -r sources, tar, grep -r', () => {
    const policy = load({ deny: ['Shell(cp /etc/* *)', 'Shell(tar * /etc/*)', 'Shell(grep * /etc/*)'], allow: ['Shell(*)'] });
    expect(decision('cp -r /etc /tmp/x', LINUX, policy)).toBe('deny');
    expect(decision('tar cf x.tar /etc', LINUX, policy)).toBe('deny');
    expect(decision('grep -r pw /etc', LINUX, policy)).toBe('deny');
    expect(decision('cp /etc /tmp/x', LINUX, policy)).toBe('allow');
    expect(decision('grep pw /etc', LINUX, policy)).toBe('allow');
  });

  it('on darwin as its file system reads the word (case, /private)', () => {
    const DARWIN: DecisionContext = { platform: 'darwin', cwd: '/w', home: '/Users/dev' };
    expect(decision('rm -rf /ETC', DARWIN)).toBe('deny');
    expect(decision('rm -rf /private/etc', DARWIN)).toBe('deny');
    expect(decision('cd /; rm -rf ETC', DARWIN)).toBe('deny');
    expect(decision('rm -rf /private/tmp', DARWIN)).toBe('allow');
    expect(decision('rm -rf /ETC', LINUX)).toBe('allow');
  });

  it('PowerShell: Remove-Item -Recurse (and its prefixes, its aliases)', () => {
    expect(decision('Remove-Item /etc -Recurse', LINUX, TREE, 'powershell')).toBe('deny');
    expect(decision('Remove-Item \\etc -Recurse', LINUX, TREE, 'powershell')).toBe('deny');
    expect(decision('rm -r /etc', LINUX, TREE, 'powershell')).toBe('deny');
    expect(decision('Remove-Item /etc', LINUX, TREE, 'powershell')).toBe('allow');
    expect(decision('Remove-Item /tmp -Recurse', LINUX, TREE, 'powershell')).toBe('allow');
    const win = load({ deny: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)'] });
    for (const line of ['Remove-Item C:\\Windows -Recurse', 'Remove-Item C:\\ -Recurse', 'ri -r C:\\Windows', 'rm -Recurse -Path c:/windows', 'Remove-Item -Rec C:\\Windows\\.',
      'cd C:\\; Remove-Item -Recurse Windows', 'Remove-Item ..\\..\\ -Recurse', 'Remove-Item \\ -Recurse', 'Remove-Item C:\\Windows,C:\\x -Recurse']) {
      expect([line, decision(line, WIN, win, 'powershell')]).toEqual([line, 'deny']);
    }
    for (const line of ['Remove-Item -Path:C:\\Windows -Recurse', 'Remove-Item -LiteralPath:C:\\ -Recurse']) {
      expect([line, decision(line, WIN, win, 'powershell')]).toEqual([line, 'deny']);
    }
    for (const line of ['Remove-Item -Path:C:\\Windows', 'Remove-Item -Path:C:\\Temp -Recurse']) {
      expect([line, decision(line, WIN, win, 'powershell')]).toEqual([line, 'allow']);
    }
    for (const line of ['Remove-Item C:\\Windows', 'Remove-Item C:\\Temp -Recurse', 'Remove-Item build -Recurse', 'Remove-Item D:\\ -Recurse', 'cd src; Remove-Item -Recurse x']) {
      expect([line, decision(line, WIN, win, 'powershell')]).toEqual([line, 'allow']);
    }
  });
});

it('a bash (MSYS) line on win32: its drive words as their trees', () => {
  const policy = load({ deny: ['Shell(rm C:/Windows/*)'], allow: ['Shell(*)'] });
  for (const line of ['rm -rf /c/Windows', 'rm -rf C:/Windows', 'rm -rf /c', 'rm -rf "C:\\Windows"', 'rm -rf /c/Windows/..']) expect([line, decision(line, WIN, policy)]).toEqual([line, 'deny']);
  for (const line of ['rm -rf /c/Temp', 'rm /c/Windows', 'rm -rf /', 'rm -rf build']) expect([line, decision(line, WIN, policy)]).toEqual([line, 'allow']);
});

describe('the reference evaluator agrees on recursive commands', () => {
  const LINES = ['rm -rf /etc', 'rm -rf /', 'cd /; rm -rf etc', 'rm -r /e*', 'chmod -R 777 /srv', 'rm -rf /tmp/build', 'rm -rf build', 'chmod -R 755 /srv/public',
    'rm /etc', 'rmdir /etc', 'rm -rf /usr/../etc/', 'rm -rf ../../..', 'cd "$x"; rm -rf etc', 'rm -rf ~', 'rm -rf ~/.ssh', 'rm -rf /ETC', 'rm -rf /private/etc',
    'cd /W; rm -rf Repo', 'cd /; rm -rf ETC', 'cd /W; rm -rf ../Etc', 'sudo rm -rf /w', 'cp -r /etc /tmp', 'tar cf x.tar /w', 'rm -rf "$d"/etc', 'rm -rf /*', 'rm -rf /e?c'];
  const RULE_SETS = [['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)'], ['Shell(rm -rf /w/repo)', 'Shell(rm -rf /home/dev/.ssh/*)'], ['Shell(rm -rf /w/*.log)'],
    ['Shell(cp /etc/* *)', 'Shell(tar * /w/*)'], ['Shell(rm /etc/passwd)']];
  const CONTEXTS: DecisionContext[] = [LINUX, { ...LINUX, cwd: '/' }, { platform: 'darwin', home: '/home/dev', cwd: '/w' }, { ...LINUX, platform: 'win32' }, { platform: 'linux' }];
  it.each(RULE_SETS.flatMap((deny) => LINES.flatMap((line) => CONTEXTS.map((ctx) => [deny, line, ctx] as const))))('%j %s %j', (deny, line, ctx) => {
    const loaded = loadSettingsValue({ permissions: { deny, ask: ['Shell(rm -f /x/*)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded }]), { op: 'shell', command: line }, ctx);
    const rules = [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort();
    expect({ decision: d.decision, rules }).toEqual(referenceDecide([loaded], { op: 'shell', command: line }, ctx));
  });

  const PS_LINES = ['Remove-Item C:\\Windows -Recurse', 'Remove-Item C:\\ -Recurse', 'ri -r C:\\Windows', 'Remove-Item C:\\W* -Recurse', 'cd C:\\; Remove-Item -Recurse Windows',
    'Remove-Item ..\\..\\ -Recurse', 'Remove-Item \\ -Recurse', 'Remove-Item C:\\Windows', 'Remove-Item C:\\Temp -Recurse', 'Remove-Item build -Recurse',
    'Remove-Item C:\\Windows,C:\\x -Recurse', 'Remove-Item C:\\WINDOW~1 -Recurse', 'Remove-Item /etc -Recurse', 'Remove-Item \\etc -Recurse',
    'Remove-Item -Path:C:\\Windows -Recurse', 'Remove-Item -LiteralPath:C:\\ -Recurse', 'Remove-Item -Path:C:\\Temp -Recurse', 'Remove-Item -Path:/etc -Recurse'];
  const PS_RULES = [['Shell(Remove-Item C:/Windows/*)'], ['Shell(Remove-Item -Recurse C:/Windows/System32)'], ['Shell(Remove-Item /etc/*)']];
  const PS_CONTEXTS: DecisionContext[] = [WIN, { platform: 'win32' }, { ...WIN, cwd: 'C:\\' }, { ...WIN, cwd: 'D:\\w' }, LINUX];
  it.each(PS_RULES.flatMap((deny) => PS_LINES.flatMap((line) => PS_CONTEXTS.map((ctx) => [deny, line, ctx] as const))))('%j %s %j', (deny, line, ctx) => {
    const loaded = loadSettingsValue({ permissions: { deny, allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    const op = { op: 'shell', command: line, shell: 'powershell' } as const;
    const d = decide(compilePolicy([{ loaded }]), op, ctx);
    const rules = [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort();
    expect({ decision: d.decision, rules }).toEqual(referenceDecide([loaded], op, ctx));
  });

  const MSYS_LINES = ['rm -rf /c/Windows', 'rm -rf C:/Windows', 'rm -rf /c', 'rm -rf "C:\\Windows"', 'rm -rf /c/Windows/..', 'rm -rf /c/Temp', 'rm /c/Windows', 'rm -rf /',
    'rm -rf build', 'rm -rf /C/WINDOWS', 'chmod -R 777 /c/Windows'];
  it.each([['Shell(rm C:/Windows/*)'], ['Shell(rm -rf C:/Windows/System32)'], ['Shell(rm /c/Windows/*)']].flatMap((deny) => MSYS_LINES.flatMap((line) => [WIN, { platform: 'win32' } as DecisionContext].map((ctx) => [deny, line, ctx] as const))))('%j %s %j', (deny, line, ctx) => {
    const loaded = loadSettingsValue({ permissions: { deny, allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded }]), { op: 'shell', command: line }, ctx);
    const rules = [...new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])))].sort();
    expect({ decision: d.decision, rules }).toEqual(referenceDecide([loaded], { op: 'shell', command: line }, ctx));
  });
});
