// Session 35: recursive commands and directories, wrong allows left from session 34.
//
// 1. A relative word meets a deny/ask Shell rule with absolute path words only where the rule
//    word's fixed part lies at or below the directory the word starts from: the rule's `*` stands
//    for what the command wrote (`cd /w/repo/src && rm -rf *` stays allowed beside `Shell(rm -rf
//    /*)`). A word that names the directory itself or an ancestor (`.`, `./`, `..`, `x/..`) writes
//    nothing below it: it is as absolute as the path it names, so `cd /etc/ssh && rm -rf .` is
//    `rm -rf /etc/ssh` (denied beside `Shell(rm /etc/*)`), and on win32 `cd C:\Windows\System32;
//    Remove-Item -Recurse .` is `Remove-Item -Recurse C:\Windows\System32`. So is a glob's segment
//    that may be `.` or `..` (`.*`, `.?`, which bash before 5.2 expands to them): `cd
//    /srv/secret/a; chmod -R 777 .*` reaches /srv/secret (over-approximate: `rm -rf .*`, which rm
//    refuses for `.` and `..`, is read so too).
//
// 2. A bash line on win32 runs MSYS programs (Git Bash): its relative words were not read where
//    it runs at all, so `cd /c; rm -rf Windows` was allowed beside `Shell(rm -rf /c/Windows/*)`
//    while `rm -rf /c/Windows` denied. They are now read in MSYS's tree (src/decide/msys-directories.ts):
//    `/c/x` is drive C's, `C:/x` too, `..` above a drive's root reaches MSYS's `/`, whose other
//    directories (`/tmp`, the install's) and `~` are somewhere the analysis cannot tell: a rule
//    that may meet the words there asks (`cd ~ && rm -rf build` asks beside such a rule).
//
// 3. A cmdlet parameter's relative value after its colon (`-Path:win.ini`, which binds as `-Path
//    win.ini`) was not read where the command runs: `cd C:\Windows; Remove-Item -Recurse
//    -Path:System32` was allowed while `... Remove-Item -Recurse System32` denied.
//
// 4. Removal by other programs: `rsync -a --delete /empty/ /etc`, `git clean -fdx /etc`, `mv /etc
//    /tmp/x` remove what `rm /etc/*` would, yet stay allowed beside `Shell(rm /etc/*)`: nothing
//    changed, by choice. A Shell rule names its program, and no existing mechanism reads another
//    program as `rm` (`unlink /etc/passwd`, `shred -u /etc/passwd`, `mv /etc/passwd x` were all
//    allowed beside it before this session; `find /etc -delete` asks only because find with an
//    action needs an allow rule without wildcards, docs/engine.md, not as an `rm` reading). A
//    possible `rm -rf DEST` reading for them would make every `mv` ask beside `Shell(rm *)`. What
//    protects a directory from every program is a path rule: the analysis reads each of these as
//    an edit of the whole tree, so `Edit(//etc/**)` denies all of them (pinned below).
//    PowerShell's `rd /s C:\Windows`: `rd` is Remove-Item, whose one positional parameter is
//    -Path: `/s` binds to it and `C:\Windows` finds no position, so the line fails to bind and
//    removes nothing (and without -Recurse Remove-Item confirms a directory with children first).
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext } from '../src/policy/types.js';

const load = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'b.json', channel: 'file' }) }]);
const POLICY = load({
  deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)'],
  allow: ['Shell(*)', 'PowerShell(*)'],
});
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const WIN: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };

const bash = (line: string) => decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, LINUX).decision;
const winBash = (line: string) => decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, WIN).decision;
const powershell = (line: string) => decide(POLICY, { op: 'shell', command: line, shell: 'powershell' }, WIN).decision;

describe('a word naming the directory or an ancestor is that absolute path', () => {
  it.each([
    // The reported line (allowed before), and its spellings.
    ['cd /etc/ssh && rm -rf .', 'deny'], ['cd /etc/ssh && rm -rf ./', 'deny'], ['cd /etc/ssh && rm -rf ssh/..', 'deny'],
    ['cd /etc/ssh; rm -r -f .', 'deny'], ['cd /etc/ssh && rm .', 'deny'], ['cd /srv/secret/a && chmod -R 777 .', 'deny'],
    ['cd /srv/secret/a/b && chmod -R 777 ..', 'deny'],
    // As before.
    ['cd /etc/ssh && rm -rf ../ssh', 'deny'], ['rm -rf /etc/ssh', 'deny'], ['cd /etc/ssh && rm -rf ..', 'deny'],
    // Precision: not below a rule's path, or a written part the rule's `*` would stand for.
    ['rm -rf build', 'allow'], ['cd /tmp && rm -rf .', 'allow'], ['cd /w/repo/src && rm -rf *', 'allow'], ['cd /etc/ssh; rm x', 'allow'],
    // A glob that may be `.` or `..` (bash before 5.2 expands `.*` and `.?` so): read as the directory or its parent.
    ['cd /srv/secret/a; chmod -R 777 .*', 'deny'], ['cd /srv/secret/a; chmod -R 777 .?', 'deny'], ['cd /srv/secret/a; chmod -R 777 .x*', 'allow'],
    ['cd /w/repo; chmod -R 777 .*', 'allow'],
    ['cd /etc/ssh && rm -rf ./*', 'allow'], ['cd /srv/secret/a && chmod 777 x', 'allow'], ['cd /w/repo && rm -rf ..', 'allow'],
  ])('bash %s → %s', (line, expected) => {
    expect(bash(line)).toBe(expected);
  });

  it.each([
    ['cd C:\\Windows\\System32; Remove-Item -Recurse .', 'deny'], ['cd C:\\Windows\\System32; ri -r .\\', 'deny'],
    ['cd C:\\Windows\\System32\\x; Remove-Item -Recurse ..', 'deny'],
    ['cd C:\\Temp; Remove-Item -Recurse .', 'allow'], ['cd C:\\Windows\\System32; Remove-Item -Recurse x', 'allow'],
  ])('powershell %s → %s', (line, expected) => {
    expect(powershell(line)).toBe(expected);
  });
});

describe('a bash (MSYS) line on win32 reads its relative words where it runs', () => {
  it.each([
    // The reported line (allowed before), and its spellings.
    ['cd /c; rm -rf Windows', 'deny'], ['cd /c/Windows && rm -rf System32', 'deny'], ['cd C:/Windows && rm -rf System32', 'deny'],
    ["cd 'C:\\Windows' && rm -rf System32", 'deny'], ['cd /c/Windows && rm -rf .', 'deny'], ['rm -rf ../../Windows', 'deny'],
    ['rm -rf ../../../c/Windows', 'deny'], ['cd /c/w && rm -rf ../Windows', 'deny'], ['cd /c; rm -rf WINDOWS', 'deny'], ['cd /c; rm -rf windows.', 'deny'],
    ['cd /c/Windows && rm -rf *', 'deny'], ['cd /c/Windows/System32 && rm -rf ..', 'deny'],
    // As before.
    ['rm -rf /c/Windows', 'deny'],
    // Where the directory cannot be told: asks.
    ['cd / && rm -rf c/Windows', 'ask'], ['cd /c/.. && rm -rf c/Windows', 'ask'], ['cd "$x" && rm -rf Windows', 'ask'],
    // Precision.
    ['rm -rf build', 'allow'], ['cd /c/w && rm -rf ../w/x', 'allow'], ['cd /d && rm -rf Windows', 'allow'], ['cd /c/Windows/System32 && rm -rf *', 'allow'],
  ])('%s → %s', (line, expected) => {
    expect(winBash(line)).toBe(expected);
  });
});

describe('more readings where the command runs', () => {
  it.each([
    ['cd C:\\Windows; Remove-Item -Recurse -Path:System32', 'deny'], ['cd C:\\Windows; Remove-Item -Path:win.ini', 'deny'],
    ['cd C:\\Windows; Remove-Item -LiteralPath:win.ini', 'deny'], ['cd C:\\Windows\\System32; Remove-Item -Recurse -Path:.', 'deny'],
    ['cd C:\\Temp; Remove-Item -Recurse -Path:x', 'allow'], ['cd C:\\Windows\\System32; Remove-Item -Path:x', 'allow'],
  ])('powershell %s → %s', (line, expected) => {
    expect(powershell(line)).toBe(expected);
  });

  it.each([
    // Bash's CDPATH lookup: the directory as written (denies), and below some other one.
    ['cd /c; cd Windows; rm -rf System32', 'deny'], ['cd x && rm -rf y', 'allow'], ['cd /c/w; cd x; rm -rf y', 'allow'], ['cd x && rm -rf ../../Windows', 'ask'],
  ])('bash on win32 %s → %s', (line, expected) => {
    expect(winBash(line)).toBe(expected);
  });

  it('a path rule protects a directory from every program that removes below it', () => {
    const edit = load({ deny: ['Edit(//etc/**)'], allow: ['Shell(*)'] });
    for (const line of ['rsync -a --delete /empty/ /etc', 'rsync -a --delete /empty/ /etc/', 'git clean -fdx /etc', 'git -C /etc clean -fdx', 'cd /etc && git clean -fdx', 'mv /etc /tmp/x', 'cd /etc/ssh && rm -rf .', 'unlink /etc/passwd']) {
      expect(decide(edit, { op: 'shell', command: line, shell: 'bash' }, LINUX).decision, line).toBe('deny');
    }
    expect(decide(edit, { op: 'shell', command: 'rsync -a --delete /empty/ /tmp/x', shell: 'bash' }, LINUX).decision).toBe('allow');
  });
});
