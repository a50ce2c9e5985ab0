// Session 45's review of session 44's modules (autorun-files.ts, stored-code-writes.ts,
// stored-code-texts.ts, python-module-programs.ts, …): wrong allows by a small variation of what
// each reads. Each ask or deny row was allowed at the session's start (checked by script against
// its build); the allow rows keep the readings precise.
import { describe, expect, it } from 'vitest';
import { cronCommands, leavesHereDocumentOpen, unitCommands } from '../src/shell/stored-code-texts.js';
import { autorunPlace, storedCodeStart } from '../src/shell/autorun-files.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const ALLOW = ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'];
const STORED = { deny: ['Shell(rm *)', 'Read(~/.ssh/**)', 'Read(//etc/shadow)'], allow: ALLOW };

// A hook's path with an empty or `.` segment, or `x/..`, names the hook; more files a POSIX shell
// sources at startup; systemd's generators and sleep scripts are programs, not units.
describe('a stored text in a place named in other words', () => {
  lineTable(STORED, [
    ["echo 'rm -rf ~' > .git/hooks//update", 'deny'],
    ["echo 'rm -rf ~' > .git/hooks/./update", 'deny'],
    ["echo 'rm -rf ~' > .git/hooks/x/../update", 'deny'],
    ["echo 'rm -rf ~' >> ~/.bash_aliases", 'deny'],
    ["echo 'rm -rf ~' >> ~/.bash_completion", 'deny'],
    ["echo 'rm -rf ~' > ~/.local/share/bash-completion/completions/git", 'deny'],
    ["echo 'rm -rf ~' > /etc/bash_completion.d/x", 'deny'],
    ["echo 'rm -rf ~' >> ~/.xprofile", 'deny'],
    ["echo 'rm -rf ~' >> ~/.xsessionrc", 'deny'],
    ["echo 'rm -rf ~' > /etc/systemd/system-sleep/x", 'ask'],
    ["echo 'rm -rf ~' > /usr/lib/systemd/system-generators/x", 'ask'],
    ["echo 'rm -rf ~' > ~/.config/systemd/user-generators/x", 'ask'],
    // Precision: a unit, a drop-in, a hook by its plain path stay read.
    ["printf '[Service]\\nExecStart=/usr/bin/make\\n' > ~/.config/systemd/user/x.service.d/y.conf", 'allow'],
    ["echo 'make' > .git/hooks/update", 'allow'],
    ["echo 'x' > notes/../README", 'allow'],
  ]);
});

// A unit's or desktop entry's command in words its reader reads otherwise than a shell: systemd's
// C escapes and specifiers, the settings that change what runs (environment, standard input).
describe('a unit or desktop entry whose commands read otherwise', () => {
  lineTable(STORED, [
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nExecStart=/bin/cat /etc/\\x73hadow\nE", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nExecStart=/bin/cat %h/.ssh/id_rsa\nE", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nEnvironment=BASH_ENV=/w/e.sh\nExecStart=/bin/bash -c true\nE", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nEnvironment=PATH=/w/e\nExecStart=/bin/sh -c 'git status'\nE", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nEnvironmentFile=/w/env\nExecStart=/usr/bin/make\nE", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nWorkingDirectory=/home/dev/.ssh\nExecStart=/bin/cat id_rsa\nE", 'ask'],
    ["cat > ~/.config/autostart/x.desktop <<'E'\n[Desktop Entry]\nName=/etc/shadow\nExec=cat %c\nE", 'ask'],
    // Precision: a plain environment, a file field code.
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nEnvironment=NODE_ENV=production\nExecStart=/usr/bin/node /w/repo/server.js\nE", 'allow'],
    ["printf '[Desktop Entry]\\nExec=firefox %u\\n' > ~/.config/autostart/x.desktop", 'allow'],
  ]);
});

// A stored text runs where its place runs it: a crontab's variables are its commands'
// environment; a startup file runs in any directory, a user's unit in the home directory, a
// crontab's commands in its user's home.
describe('a stored text read where it runs', () => {
  lineTable(STORED, [
    ["cat > /var/spool/cron/crontabs/dev <<'E'\nPATH=/w/e\n* * * * * git status\nE", 'ask'],
    ["cat > /var/spool/cron/crontabs/dev <<'E'\nLD_PRELOAD=/w/x.so\n* * * * * make\nE", 'ask'],
    ["echo 'cat .ssh/id_rsa' >> ~/.bashrc", 'ask'],
    ["echo '* * * * * cat .ssh/id_rsa' > /var/spool/cron/crontabs/dev", 'ask'],
    ["cat > ~/.config/systemd/user/x.service <<'E'\n[Service]\nExecStart=/bin/cat .ssh/id_rsa\nE", 'deny'],
    ["printf '[Desktop Entry]\\nExec=cat .ssh/id_rsa\\n' > ~/.config/autostart/x.desktop", 'deny'],
    ["echo 'cat ../.ssh/id_rsa' > ~/.git/hooks/update", 'deny'],
    // Precision: a hook's own directory, a line's absolute paths, cron's own variables.
    ["echo 'npm test' > .git/hooks/pre-commit", 'allow'],
    ["echo 'make check' > /w/repo/.git/hooks/pre-push", 'allow'],
    ["echo 'ls' >> ~/.bashrc", 'allow'],
    ["printf 'MAILTO=x\\n0 3 * * * make -C /w/repo backup\\n' > /var/spool/cron/crontabs/dev", 'allow'],
  ]);
});

// A text that leaves a here-document open: the next text written to the file, in another line,
// is its body (`sh <<E` then `rm -rf ~`, each allowed alone).
describe('a stored script that leaves a here-document open', () => {
  lineTable(STORED, [
    ["echo 'sh <<E' > .git/hooks/pre-commit", 'ask'],
    ["echo 'cat <<-\"E\"' >> ~/.bashrc", 'ask'],
    ["printf 'cat <<E\\nhi\\nEE\\n' > .git/hooks/pre-commit", 'ask'],
    ["printf 'cat <<E\\nhi\\nE\\nmake\\n' > .git/hooks/pre-commit", 'allow'],
    // (What such a text shows still meets the deny rules: it denied before, as it does.)
    ["echo 'rm -rf ~; sh <<E' > .git/hooks/pre-commit", 'deny'],
  ]);
});

// `python3 -m ansible.cli.galaxy` runs ansible-galaxy (ansible-core's commands are modules of
// ansible.cli that run as main).
describe('python -m of a tool\'s own command module', () => {
  lineTable({ deny: ['Shell(ansible *)', 'Shell(ansible-galaxy *)', 'Shell(ansible-playbook *)'], allow: ALLOW }, [
    ['python3 -m ansible.cli.galaxy install x', 'deny'],
    ['python3 -m ansible.cli.playbook site.yml', 'deny'],
    ['python3 -m ansible.cli.adhoc all -m shell -a id', 'deny'],
    // Precision: ansible's modules that are no command.
    ['python3 -m ansible.cli.arguments', 'allow'],
  ]);
});

// A script block given a registry reader's path is a delay-bind parameter: with a pipeline, the
// reader reads the key the block returns for each object (`'x' | gp -Path { 'HKLM:\SAM\SAM' }`).
describe('PowerShell: a registry reader\'s path as a script block', () => {
  lineTable({ deny: ['Read(//c/Windows/System32/config/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] }, [
    ["'x' | Get-ItemProperty -Path { 'HKLM:\\SAM\\SAM' }", 'ask'],
    ["'x' | Get-ItemProperty { 'HKLM:\\SAM\\SAM' }", 'ask'],
    ["'x' | Get-ItemPropertyValue -LiteralPath { 'HKLM:\\SAM\\SAM' } -Name F", 'ask'],
    ["'x' | Copy-ItemProperty -Path { 'HKLM:\\SAM\\SAM' } -Destination HKCU:\\x -Name F", 'ask'],
    ["$k = 'HKLM:\\SAM\\SAM'; 'x' | Get-ChildItem -Path { $k }", 'ask'],
    // Precision: a listing of files, a key reader's own literal key.
    ['Get-ChildItem src | Select-Object Name', 'allow'],
    ['Get-ItemProperty HKCU:\\Software\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A registry write the words do not name: a key by a wildcard (an item cmdlet's -Path takes
// them); a variable that names where programs are installed.
describe('PowerShell: an autorun or environment key written in other words', () => {
  lineTable({ deny: ['Shell(Remove-Item *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] }, [
    ['Set-ItemProperty HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\R?n -Name x -Value calc', 'ask'],
    ["Set-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run*' -Name x -Value calc", 'ask'],
    ['Set-ItemProperty HKCU:\\Envir* -Name Path -Value C:\\w\\bin', 'ask'],
    ['Set-ItemProperty HKCU:\\Environment -Name ProgramFiles -Value C:\\w', 'ask'],
    // Precision: a literal key outside them, files by a wildcard, a file system location.
    ['Set-ItemProperty HKCU:\\Software\\x -Name y -Value z', 'allow'],
    ['Set-ItemProperty *.txt -Name IsReadOnly -Value $true', 'allow'],
    ['cd src; Set-ItemProperty x.txt -Name IsReadOnly -Value $true', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A special scheme's URL with more than two slashes: the WHATWG parser reads its host past them.
describe('a URL given to a program with extra slashes', () => {
  lineTable({ deny: ['Domain(evil.com)'], allow: ALLOW }, [
    ['mytool https:///evil.com/x', 'deny'],
    ["mytool 'https://\\evil.com/x'", 'deny'],
    ["echo 'https:////evil.com/x' | mytool", 'ask'],
    // Precision: another host, no host.
    ['mytool https:///good.com/x', 'allow'],
    ['mytool https:///', 'allow'],
  ]);
});

// yt-dlp's URLs from a file (`-a`, `--load-info-json`), as wget -i's: hosts the words do not show.
describe('a downloader\'s URLs from a file', () => {
  lineTable({ deny: ['Domain(evil.com)'], allow: ALLOW }, [
    ['yt-dlp -a urls.txt', 'ask'],
    ['yt-dlp --batch-file urls.txt', 'ask'],
    ['yt-dlp -aurls.txt', 'ask'],
    ['yt-dlp --load-info-json x.json', 'ask'],
    // Precision: URLs the words show.
    ['yt-dlp -o a.mp4 https://x.com/v', 'allow'],
  ]);
});

describe('the readers', () => {
  it.each([
    ['cat <<E\nx\nE\n', false], ['cat <<-E\nx\n\t\tE', false], ["cat <<'E'\nx\n", true], ['cat <<$X\n$X\n', true], ['cat <<< x', false], ['sh <<', true],
  ] as const)('leavesHereDocumentOpen(%j) -> %s', (text, open) => expect(leavesHereDocumentOpen(text)).toBe(open));
  it('exports a crontab\'s variables before each command, but cron\'s own', () => {
    expect(cronCommands('MAILTO=a\nPATH = "/x"\n* * * * * make\n@reboot ls\n', 5)).toEqual(["export PATH='/x'\nmake", "export PATH='/x'\nls"]);
    expect(cronCommands("X=a'b\n* * * * * make\n", 5)).toEqual({ lines: ['make'], why: expect.stringMatching(/quote/) });
  });
  it('reads a unit\'s environment, and not its escapes, specifiers or other settings', () => {
    expect(unitCommands('Environment=A=1 B=2\nExecStart=-/bin/x %%\n', 'systemd')).toEqual(["export A='1'\nexport B='2'\n/bin/x %"]);
    expect(unitCommands('Environment="A=1 2"\nExecStart=/bin/x\n', 'systemd')).toEqual({ lines: ['/bin/x'], why: expect.any(String) });
    expect(unitCommands('ExecStart=/bin/x %i\n', 'systemd')).toEqual({ lines: ['/bin/x '], why: expect.any(String) });
    expect(unitCommands('ExecStart=/bin/x\nStandardInputText=rm -rf ~\n', 'systemd')).toEqual({ lines: ['/bin/x'], why: expect.any(String) });
    expect(unitCommands('Exec=x %U %f\n', 'desktop')).toEqual(['x  ']);
    expect(unitCommands('Exec=x %k\n', 'desktop')).toHaveProperty('why');
    // (Read still, for the deny rules on what it shows: a deny is not lost to the escape.)
    expect(unitCommands('ExecStart=/bin/rm -rf /\\x\n', 'systemd')).toEqual({ lines: ['/bin/rm -rf /\\x'], why: expect.any(String) });
  });
  it.each([
    ['.git/hooks/pre-commit', 'shell', { directory: '', otherHome: false }],
    ['/w/r/.git/hooks/pre-commit', 'shell', { directory: '/w/r', otherHome: false }],
    ['.git/hooks/update', 'shell', { directory: '.git', otherHome: false }],
    ['~/.bashrc', 'shell', { directory: undefined, otherHome: false }],
    ['/etc/profile.d/x.sh', 'shell', { directory: undefined, otherHome: true }],
    ['~/.config/systemd/user/x.service', 'systemd', { directory: '~', otherHome: false }],
    ['/etc/systemd/system/x.service', 'systemd', { directory: undefined, otherHome: true }],
    ['/var/spool/cron/crontabs/dev', 'crontab', { directory: undefined, otherHome: true }],
  ] as const)('storedCodeStart(%s)', (path, kind, start) => expect(storedCodeStart(kind, path)).toEqual(start));
  it.each([
    ['.git/hooks//update', 'shell'], ['.git//hooks/update', 'shell'], ['/etc/systemd/system-sleep/x', 'unknown'], ['~/../dev/.bashrc', 'shell'],
    ['a/../.bashrc', 'shell'], ['/../etc/crontab', 'system-crontab'], ['~/.bash_aliases', 'shell'], ['notes/../README', undefined],
  ] as const)('autorunPlace(%s) -> %s', (path, kind) => expect(autorunPlace(path)).toBe(kind));
});
